//! The result panel of a finished game, which its page and its history's last step show:
//! built from the game's standings (or a resignation's outcome) for one viewer's names.

use super::seat_name;
use crate::game::text::{site, t};
use crate::game::{Message, Seat, StandingRow};
use crate::service::GameState;

/// The result panel of a finished game: who won, the game's sentence, every player ranked
/// in the game's columns, what decided, and the game's own facts.
pub struct ResultPanel {
    pub headline: String,
    pub text: String,
    pub columns: Vec<String>,
    pub rows: Vec<ResultRow>,
    pub decided_by: Option<String>,
    pub extra: Option<String>,
}

pub struct ResultRow {
    pub rank: usize,
    pub name: String,
    /// The username of the seat's player, for the link to their profile.
    pub user: String,
    pub note: Option<String>,
    pub winner: bool,
    pub values: Vec<String>,
}

impl ResultPanel {
    /// The panel for a finished game (None while it runs); `extra` is the game's own part.
    /// A game a player ended by resigning has no standings of the rules: the players who
    /// stayed win, the one who resigned is second.
    pub fn of(game: &GameState, names: &[String], extra: Option<String>) -> Option<Self> {
        let loaded = game.loaded.as_ref();
        let standings = match loaded.standings() {
            Some(standings) => standings,
            None => match game.status() {
                crate::game::Status::Finished { outcome } => crate::game::Standings {
                    // The winners first.
                    rows: (0..names.len())
                        .filter(|seat| outcome.winners.contains(seat))
                        .chain((0..names.len()).filter(|seat| !outcome.winners.contains(seat)))
                        .map(|seat| {
                            let winner = outcome.winners.contains(&seat);
                            StandingRow {
                                seat,
                                rank: if winner { 1 } else { 2 },
                                winner,
                                note: (!winner).then(|| t("games-result-resigned")),
                                values: Vec::new(),
                            }
                        })
                        .collect(),
                    ..Default::default()
                },
                crate::game::Status::Active { .. } => return None,
            },
        };
        let name = |seat: Seat| names.get(seat).cloned().unwrap_or_else(|| seat_name(seat));
        let user = |seat: Seat| {
            game.record
                .players
                .get(seat)
                .map(|u| u.username.clone())
                .unwrap_or_default()
        };
        let winners: Vec<&StandingRow<String>> =
            standings.rows.iter().filter(|r| r.winner).collect();
        let who: Vec<String> = winners.iter().map(|r| name(r.seat)).collect();
        // Partners who win together are named as their team.
        let team = winners.first().and_then(|r| r.note.clone()).filter(|note| {
            winners.len() > 1 && winners.iter().all(|r| r.note.as_ref() == Some(note))
        });
        let who_words = crate::service::and_list(&who);
        let headline = match team {
            Some(team) => site(
                &Message::new("games-result-headline-team")
                    .arg("team", team)
                    .arg("who", who_words),
            ),
            None => site(
                &Message::new("games-result-headline")
                    .arg("who", who_words)
                    .arg("count", who.len()),
            ),
        };
        Some(ResultPanel {
            headline,
            text: game.outcome_text(names).unwrap_or_default(),
            columns: standings.columns,
            rows: standings
                .rows
                .into_iter()
                .map(|r| ResultRow {
                    rank: r.rank,
                    name: name(r.seat),
                    user: user(r.seat),
                    note: r.note,
                    winner: r.winner,
                    values: r.values,
                })
                .collect(),
            decided_by: standings.decided_by,
            extra,
        })
    }
}
