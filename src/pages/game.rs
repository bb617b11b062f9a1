//! The game page's model: the shell around the game's own area (header, status line, title,
//! recap, result panel, the offers to resign, rematch or end an abandoned game), built from
//! the game as its viewer may see it and what the handler loaded beside it. The game draws
//! its part through [`crate::game::GameWeb`]; nothing here names a game.

use super::history::{step_rows, StepRow};
use super::result::ResultPanel;
use super::seat_name;
use crate::config::SocialRules;
use crate::game::text::{isolated, site, t};
use crate::game::{GameArea, Message, Page, Seat};
use crate::service::social::{resigning_seat, AbandonedEnding};
use crate::service::{GameState, SetupCommitment};
use crate::store::{GameStatus, Verdict};
use std::collections::BTreeMap;
use time::OffsetDateTime;
use uuid::Uuid;

/// Where the game stands for its viewer: whose turn, and the status line that says so.
#[derive(Debug, PartialEq)]
pub struct Turn {
    /// The viewer is to move (and may: the game runs and their seat was not removed).
    pub my_turn: bool,
    /// The line under the heading: "Your turn", "Waiting for ann", "Game over", …
    pub status_line: String,
    /// `status_line`'s state in one word for machines (the browser tests read it in any
    /// language): mine, waiting, over, cancelled, removed.
    pub status_state: &'static str,
    /// The username of the seat to move, if any.
    pub to_move_username: Option<String>,
}

impl Turn {
    pub fn of(game: &GameState) -> Self {
        let me = game.your_seat;
        let to_move = game.to_move();
        // A game cancelled by vote keeps its board but takes no more moves.
        let cancelled = game.record.status == GameStatus::Cancelled;
        // A seat removed by vote moves automatically: nothing to compose.
        let removed = me.is_some_and(|s| game.extras.removed_seats.contains(&s));
        let my_turn = !cancelled && !removed && me.is_some() && me == to_move;
        let status_state = match to_move {
            _ if cancelled => "cancelled",
            Some(_) if removed => "removed",
            Some(_) if my_turn => "mine",
            Some(_) => "waiting",
            None => "over",
        };
        let names = game.shown_names();
        let name_of = |s: Seat| names.get(s).cloned().unwrap_or_else(|| seat_name(s));
        let status_line = match to_move {
            _ if cancelled && game.extras.ended_at_deadline => t("games-status-round-deadline"),
            _ if cancelled && game.extras.cancelled_abandoned() => {
                t("games-status-cancelled-abandoned")
            }
            _ if cancelled => t("games-status-cancelled"),
            Some(_) if removed => {
                let id = if game.extras.resigned(me.unwrap_or_default()) {
                    "games-status-resigned"
                } else {
                    "games-status-removed"
                };
                let automatic = game.game_type.automatic_words().does;
                site(&Message::new(id).arg("does", automatic))
            }
            Some(_) if my_turn => t("games-status-your-turn"),
            Some(s) => {
                site(&Message::new("games-status-waiting").arg("name", isolated(&name_of(s))))
            }
            None => t("games-status-over"),
        };
        Turn {
            my_turn,
            status_line,
            status_state,
            to_move_username: to_move
                .and_then(|s| game.record.players.get(s))
                .map(|u| u.username.clone()),
        }
    }
}

/// The page's title: the game, its players and number, led by "Your turn" when it is.
pub fn title(game: &GameState, my_turn: bool) -> String {
    let title = site(
        &Message::new("games-title")
            .arg("game", game.game_type.title(&game.record.options))
            .arg("players", game.shown_names().join(", "))
            .arg("number", game.record.number),
    );
    if my_turn {
        site(&Message::new("games-title-your-turn").arg("title", title))
    } else {
        title
    }
}

/// Why a rated game was casual after all, in words (docs/social.md § Ratings).
pub fn unrated_because(verdict: Option<Verdict>, rules: &SocialRules) -> Option<String> {
    match verdict {
        Some(Verdict::TooShort) => Some(site(
            &Message::new("games-unrated-too-short").arg("moves", rules.rating_min_own_moves),
        )),
        Some(Verdict::PairLimit) => Some(site(
            &Message::new("games-unrated-pair-limit")
                .arg("games", rules.rated_games_per_pair_per_day),
        )),
        // Never a word about networks: that would tell one player where another is.
        Some(Verdict::Linked) => Some(t("games-unrated-fair-play")),
        _ => None,
    }
}

/// What the game page offers the one player left: what ending the game would do, in
/// words (None: nothing to offer).
pub fn abandoned_offer(
    ending: Option<AbandonedEnding>,
    game: &GameState,
    rules: &SocialRules,
) -> Option<String> {
    Some(match ending? {
        AbandonedEnding::Win => t("social-end-offer-win"),
        AbandonedEnding::Cancel if game.record.options.rated => site(
            &Message::new("social-end-offer-too-short").arg("moves", rules.rating_min_own_moves),
        ),
        AbandonedEnding::Cancel => t("social-end-offer-casual"),
    })
}

/// Who looks at the page and what they bring: their form token, the page's query (a
/// refused move's draft), the messages of their previous action, and their games waiting
/// for a move.
pub struct Visit<'a> {
    pub csrf: &'a str,
    pub query: &'a BTreeMap<String, String>,
    pub flash: Vec<String>,
    pub waiting: &'a [Uuid],
}

/// What the handler loaded beside the game.
pub struct Loaded {
    /// The other features' panels beside the status line (HTML; empty: none).
    pub panel: String,
    /// The chat and the player's private note (HTML), and how many of its messages the
    /// viewer had not seen before this page.
    pub chat: String,
    pub unread_chat: usize,
    /// Whether a rated game counted for ratings ([`crate::service::Service::rating_verdict`]).
    pub verdict: Option<Verdict>,
    /// How the game would end if the one player left ended it
    /// ([`crate::service::Service::abandoned_ending`]).
    pub abandoned: Option<AbandonedEnding>,
    pub rules: SocialRules,
    /// The tournament the game is a table of: its code, name and the round.
    pub tournament: Option<(String, String, u32)>,
    /// The time the recap's "3 hours ago" is told at.
    pub now: OffsetDateTime,
}

/// The game page (`templates/games/show.html`), but for the layout.
pub struct GamePage {
    pub title: String,
    pub slug: &'static str,
    pub game_id: String,
    /// The game's short number and its invitation's note.
    pub number: i64,
    pub note: String,
    pub description: String,
    /// The tournament the game is a table of: its code, name and the round.
    pub tournament: Option<(String, String, u32)>,
    pub seq: i64,
    pub status_line: String,
    /// `status_line`'s state in one word: mine, waiting, over, cancelled, removed.
    pub status_state: &'static str,
    /// The username of the seat to move, if any.
    pub to_move_username: Option<String>,
    pub my_turn: bool,
    pub finished: bool,
    /// The game is over and the computer reviews games of its kind: a link to the review.
    pub reviewable: bool,
    pub panel: String,
    pub result: Option<ResultPanel>,
    /// The viewer's own previous move and what happened since (players only).
    pub recap: Vec<StepRow>,
    /// Another game waiting for the viewer's move, the one waiting longest.
    pub next_game: Option<String>,
    /// The computer players at the table, by name with their level.
    pub computers: Vec<String>,
    /// Why a game its host chose to rate did not count for ratings after all.
    pub unrated_because: Option<String>,
    /// The chat and the player's private note (`games/_chat.html`).
    pub chat: String,
    /// The viewer's chat messages they had not seen before this page (a marker at the top).
    pub unread_chat: usize,
    /// Everyone else has left: what ending the game would do, offered to the one left.
    pub abandoned: Option<String>,
    /// The viewer may resign (a player of the running game).
    pub can_resign: bool,
    /// The viewer may start a rematch (a player of the game, which is over).
    pub can_rematch: bool,
    pub area: GameArea,
    /// The commitment to the setup (`templates/games/_commitment.html`).
    pub commitment: Option<SetupCommitment>,
}

impl GamePage {
    /// The page of `game` for its viewer. Returns the page and the flash messages for the
    /// top of the page; the error is the game's area failing to draw (a bug).
    pub fn new(
        game: &GameState,
        visit: Visit<'_>,
        loaded: Loaded,
    ) -> Result<(Self, Vec<String>), String> {
        let game_id = game.record.game_id;
        let me = game.your_seat;
        let turn = Turn::of(game);
        // Back from a refused move (the draft is in the address): the message goes with the
        // composer the page opens at, not to the top of the page out of view.
        let back_to_draft = !visit.query.is_empty();
        let (flash, composer_flash) = if turn.my_turn && back_to_draft {
            (Vec::new(), visit.flash)
        } else {
            (visit.flash, Vec::new())
        };
        let names = game.shown_names();
        let mut area = game.loaded.game_area(&Page {
            game_id,
            viewer: game.viewer(),
            names: &names,
            can_move: turn.my_turn,
            seq: game.seq,
            csrf: visit.csrf,
            query: visit.query,
            composer_flash: &composer_flash,
        })?;
        let page = GamePage {
            title: title(game, turn.my_turn),
            slug: game.game_type.slug(),
            game_id: game_id.to_string(),
            number: game.record.number,
            note: game.record.note.clone(),
            computers: game
                .record
                .players
                .iter()
                .filter_map(|u| {
                    crate::service::computers::computer_level(u.user_id)
                        .map(|_| crate::service::computers::shown_user(u))
                })
                .collect(),
            description: game.game_type.describe_options(&game.record.options),
            tournament: loaded.tournament,
            seq: game.seq,
            status_line: turn.status_line,
            status_state: turn.status_state,
            to_move_username: turn.to_move_username,
            my_turn: turn.my_turn,
            finished: game.is_finished(),
            reviewable: game.is_finished() && game.game_type.has_review(),
            panel: loaded.panel,
            result: ResultPanel::of(game, &game.result_names(), area.result.take()),
            recap: recap(game, loaded.now),
            next_game: visit
                .waiting
                .iter()
                .find(|id| **id != game_id)
                .map(|id| id.to_string()),
            unrated_because: unrated_because(loaded.verdict, &loaded.rules),
            chat: loaded.chat,
            unread_chat: loaded.unread_chat,
            abandoned: abandoned_offer(loaded.abandoned, game, &loaded.rules),
            can_resign: resigning_seat(game).is_ok(),
            can_rematch: me.is_some() && game.record.status != GameStatus::Active,
            area,
            commitment: game.commitment(),
        };
        Ok((page, flash))
    }
}

/// The viewer's own previous move and what happened since: for players only.
pub fn recap(game: &GameState, now: OffsetDateTime) -> Vec<StepRow> {
    game.your_seat
        .map(|seat| step_rows(game, game.recap(seat), now))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pages::testing::TestGame;

    fn loaded(now: OffsetDateTime) -> Loaded {
        Loaded {
            panel: String::new(),
            chat: "<section>chat</section>".into(),
            unread_chat: 2,
            verdict: None,
            abandoned: None,
            rules: crate::config::Config::for_tests("test").social,
            tournament: None,
            now,
        }
    }

    #[tokio::test]
    async fn the_status_line_says_whose_turn_it_is() {
        let table = TestGame::start().await;
        let mover = table.to_move().await;
        let mine = Turn::of(&table.as_seen_by(Some(&mover)).await);
        assert!(mine.my_turn);
        assert_eq!(mine.status_state, "mine");
        assert_eq!(mine.status_line, "It is your turn.");
        assert_eq!(
            mine.to_move_username.as_deref(),
            Some(mover.username.as_str())
        );

        let waiting = Turn::of(&table.as_seen_by(Some(&table.other(&mover))).await);
        assert!(!waiting.my_turn);
        assert_eq!(waiting.status_state, "waiting");
        assert!(
            waiting.status_line.starts_with("Waiting for "),
            "{}",
            waiting.status_line
        );
        assert!(waiting.status_line.contains(&mover.username));

        // A spectator waits like the other player, never has the turn.
        let watching = Turn::of(&table.as_seen_by(None).await);
        assert_eq!(
            (watching.my_turn, watching.status_state),
            (false, "waiting")
        );
    }

    #[tokio::test]
    async fn a_cancelled_game_or_a_removed_seat_takes_no_move() {
        let table = TestGame::start().await;
        let mover = table.to_move().await;
        let mut game = table.as_seen_by(Some(&mover)).await;
        let seat = game.your_seat.unwrap();
        game.extras.removed_seats.push(seat);
        let removed = Turn::of(&game);
        assert_eq!((removed.my_turn, removed.status_state), (false, "removed"));
        assert!(
            removed
                .status_line
                .starts_with("You were removed from this game by vote"),
            "{}",
            removed.status_line
        );

        let mut game = table.as_seen_by(Some(&mover)).await;
        game.record.status = GameStatus::Cancelled;
        let cancelled = Turn::of(&game);
        assert_eq!(
            (cancelled.my_turn, cancelled.status_state),
            (false, "cancelled")
        );
        assert_eq!(
            cancelled.status_line,
            "This game was cancelled by its players."
        );
    }

    #[tokio::test]
    async fn the_title_leads_with_your_turn_and_flash_goes_to_the_composer() {
        let table = TestGame::start().await;
        let mover = table.to_move().await;
        let game = table.as_seen_by(Some(&mover)).await;
        let plain = title(&game, false);
        assert!(
            plain.contains(&format!("Game {}", game.record.number)),
            "{plain}"
        );
        assert!(plain.contains("ann") && plain.contains("ben"), "{plain}");
        assert_eq!(title(&game, true), format!("(Your turn) {plain}"));

        // Back from a refused move with a draft: the message goes to the composer.
        let other_game = Uuid::from_u128(7);
        let query = BTreeMap::from([("draft".to_string(), "x".to_string())]);
        let visit = Visit {
            csrf: "token",
            query: &query,
            flash: vec!["That move is not legal.".into()],
            waiting: &[game.record.game_id, other_game],
        };
        let now = table.service.now();
        let (page, flash) = GamePage::new(&game, visit, loaded(now)).unwrap();
        assert!(flash.is_empty(), "{flash:?}");
        assert!(page.title.starts_with("(Your turn) "));
        assert_eq!(page.next_game, Some(other_game.to_string()));
        assert_eq!(
            (page.unread_chat, page.chat.as_str()),
            (2, "<section>chat</section>")
        );
        assert!(page.can_resign && !page.can_rematch && !page.finished);
        assert!(page.result.is_none());

        // Not the viewer's turn: the message stays at the top of the page.
        let waiting = table.as_seen_by(Some(&table.other(&mover))).await;
        let visit = Visit {
            csrf: "token",
            query: &query,
            flash: vec!["Saved.".into()],
            waiting: &[],
        };
        let (page, flash) = GamePage::new(&waiting, visit, loaded(now)).unwrap();
        assert_eq!(flash, ["Saved."]);
        assert!(!page.title.starts_with("(Your turn)"));
        assert_eq!(page.next_game, None);
    }

    #[tokio::test]
    async fn the_recap_is_for_players_only() {
        let table = TestGame::start().await;
        let mover = table.play().await;
        let now = table.service.now();
        let rows = recap(&table.as_seen_by(Some(&mover)).await, now);
        assert!(!rows.is_empty(), "the mover's recap starts at their move");
        assert_eq!(rows[0].step, 1);
        assert_eq!(rows[0].player, mover.username);
        assert!(!rows[0].at.is_empty() && !rows[0].at_text.is_empty());
        assert!(recap(&table.as_seen_by(None).await, now).is_empty());
    }

    #[tokio::test]
    async fn a_game_over_shows_its_result_and_offers_a_rematch() {
        let table = TestGame::start().await;
        let (ann, ben) = (&table.people[0], &table.people[1]);
        table.service.resign(table.game_id, ben).await.unwrap();
        let game = table.as_seen_by(Some(ann)).await;
        let turn = Turn::of(&game);
        assert_eq!(turn.status_state, "over");
        assert_eq!(turn.status_line, "The game is over.");
        assert_eq!(turn.to_move_username, None);
        let visit = Visit {
            csrf: "",
            query: &BTreeMap::new(),
            flash: Vec::new(),
            waiting: &[],
        };
        let (page, _) = GamePage::new(&game, visit, loaded(table.service.now())).unwrap();
        assert!(page.finished && page.can_rematch && !page.can_resign);
        let result = page.result.expect("a result panel");
        let winner = result.rows.iter().find(|r| r.winner).expect("a winner");
        assert_eq!((winner.rank, winner.user.as_str()), (1, "ann"));
        assert!(result.headline.contains("ann"), "{}", result.headline);
    }

    #[test]
    fn a_rated_game_counted_or_not_is_said_without_naming_networks() {
        let rules = crate::config::Config::for_tests("test").social;
        let too_short = unrated_because(Some(Verdict::TooShort), &rules).unwrap();
        assert!(too_short.contains(&rules.rating_min_own_moves.to_string()));
        let linked = unrated_because(Some(Verdict::Linked), &rules).unwrap();
        assert!(!linked.to_lowercase().contains("network"), "{linked}");
        assert_eq!(unrated_because(Some(Verdict::Counted), &rules), None);
        assert_eq!(unrated_because(None, &rules), None);
    }
}
