//! The tournament pages (docs/tournaments.md): the list of tournaments with the form that
//! creates one, and a tournament's own page with its players, rounds, standings, the
//! cross-table of a round robin and the bracket of an elimination. Also the CSV export of
//! its results. Built from the service's [`TournamentView`]; nothing here names a game.

use super::date;
use super::lobby::Named;
use crate::game::text::{self, site};
use crate::game::Message;
use crate::games;
use crate::service::tournaments::TournamentView;
use crate::store::tournaments::{
    PlayerTournament, RoundRecord, SeatRecord, Tournament, TournamentFormat, TournamentStatus,
};
use crate::store::User;
use crate::tournament::{Entrant, Halves};
use time::OffsetDateTime;
use uuid::Uuid;

/// Tournament points as people write them: "2", "½", "1½".
pub fn points(halves: Halves) -> String {
    match (halves / 2, halves % 2) {
        (0, 1) => "½".into(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// The same for a file read by programs: "1.5".
fn points_decimal(halves: Halves) -> String {
    match halves % 2 {
        1 => format!("{}.5", halves / 2),
        _ => (halves / 2).to_string(),
    }
}

/// "Swiss, 4 rounds", "Round robin", "Elimination, the best 2 of each table go on".
pub fn format_name(t: &Tournament) -> String {
    match t.format {
        TournamentFormat::Swiss => site(
            &Message::new("tournaments-format-swiss-rounds").arg("rounds", t.rounds.unwrap_or(0)),
        ),
        TournamentFormat::RoundRobin if t.group_count > 1 => site(
            &Message::new("tournaments-format-round-robin-groups")
                .arg("groups", t.group_count)
                .arg("advance", t.advance),
        ),
        TournamentFormat::RoundRobin => text::t("tournaments-format-round-robin"),
        TournamentFormat::Elimination => {
            site(&Message::new("tournaments-format-elimination-advance").arg("advance", t.advance))
        }
    }
}

/// "Taking players", "Running", "Finished", "Cancelled".
pub fn status_name(status: TournamentStatus) -> String {
    text::t(match status {
        TournamentStatus::Signup => "tournaments-status-signup",
        TournamentStatus::Running => "tournaments-status-running",
        TournamentStatus::Finished => "tournaments-status-finished",
        TournamentStatus::Cancelled => "tournaments-status-cancelled",
    })
}

/// One tournament in a list.
pub struct TournamentRow {
    pub code: String,
    pub name: String,
    /// The game and its table, as the game describes them.
    pub game: String,
    pub format: String,
    pub status: String,
    /// "5 of 16 players"
    pub entrants: String,
    pub organiser: Named,
    /// When it starts, started or ended, said in words.
    pub when: String,
    /// The viewer plays in it (and has not withdrawn).
    pub playing: bool,
}

impl TournamentRow {
    pub fn of(t: &Tournament, viewer: Option<&User>) -> Self {
        let still_in = t.entrants.iter().filter(|e| e.withdrawn_at.is_none());
        let when = match (t.status, t.started_at, t.finished_at) {
            (TournamentStatus::Signup, _, _) => {
                site(&Message::new("tournaments-starts").arg("when", date(t.starts_at)))
            }
            (_, _, Some(end)) => site(&Message::new("tournaments-ended").arg("when", date(end))),
            (_, Some(start), None) => {
                site(&Message::new("tournaments-started").arg("when", date(start)))
            }
            _ => String::new(),
        };
        TournamentRow {
            code: t.code.clone(),
            name: t.name.clone(),
            game: games::describe_options(&t.game, &t.options),
            format: format_name(t),
            status: status_name(t.status),
            entrants: site(
                &Message::new("tournaments-entrants-of")
                    .arg("count", still_in.count())
                    .arg("most", t.max_players),
            ),
            organiser: Named::of(&t.organiser),
            when,
            playing: viewer.is_some_and(|v| plays(t, v.user_id)),
        }
    }
}

/// A tournament in a player's lists (the lobby, the profile).
pub struct PlayerTournamentRow {
    pub code: String,
    pub name: String,
    /// "Round 3 is being played", "Taking players", "Finished".
    pub status: String,
    /// The player's game of the round being played: (round, game id).
    pub game: Option<(u32, String)>,
    /// The player has a bye in the round being played.
    pub bye: bool,
}

impl PlayerTournamentRow {
    pub fn of(t: &PlayerTournament) -> Self {
        PlayerTournamentRow {
            code: t.code.clone(),
            name: t.name.clone(),
            status: match (t.status, t.round) {
                (TournamentStatus::Running, Some(round)) => {
                    site(&Message::new("tournaments-round").arg("round", round))
                }
                (status, _) => status_name(status),
            },
            game: t.round.zip(t.game_id).map(|(r, g)| (r, g.to_string())),
            bye: t.status == TournamentStatus::Running && t.round.is_some() && t.game_id.is_none(),
        }
    }
}

/// `user_id` entered `t` and has not withdrawn.
pub fn plays(t: &Tournament, user_id: Uuid) -> bool {
    t.entrants
        .iter()
        .any(|e| e.user.user_id == user_id && e.withdrawn_at.is_none())
}

/// The tournaments page: listed tournaments and the viewer's, by status.
pub struct TournamentsList {
    pub signup: Vec<TournamentRow>,
    pub running: Vec<TournamentRow>,
    pub finished: Vec<TournamentRow>,
}

impl TournamentsList {
    pub fn new(tournaments: &[Tournament], viewer: Option<&User>) -> Self {
        let of = |status: TournamentStatus| {
            tournaments
                .iter()
                .filter(|t| t.status == status)
                .map(|t| TournamentRow::of(t, viewer))
                .collect()
        };
        TournamentsList {
            signup: of(TournamentStatus::Signup),
            running: of(TournamentStatus::Running),
            finished: of(TournamentStatus::Finished),
        }
    }
}

/// A player at a table, or with a bye.
pub struct SeatRow {
    pub player: Named,
    /// "1st"… once the round ended; empty before.
    pub place: String,
    /// Tournament points once known; empty before.
    pub points: String,
    /// Elimination: this player goes on to the next round (or won the final).
    pub goes_on: bool,
    pub withdrawn: bool,
}

pub struct TableRow {
    pub number: usize,
    pub game_id: String,
    pub seats: Vec<SeatRow>,
}

pub struct RoundRow {
    pub round: u32,
    /// "Final" for a round of a round robin's final.
    pub stage: String,
    /// "until 12 March 18:00" or "ended 3 March 10:12".
    pub when: String,
    pub current: bool,
    pub tables: Vec<TableRow>,
    pub byes: Vec<SeatRow>,
    /// Meetings not played: "Ann — Bob".
    pub unplayed: Vec<(Named, Named)>,
}

pub struct StandingRow {
    pub rank: u32,
    pub player: Named,
    pub points: String,
    pub opponents: String,
    pub wins: u32,
    pub played: u32,
    pub byes: u32,
    pub withdrawn: bool,
    pub viewer: bool,
    /// "Group B" in a round robin in groups; "Final" for a finalist once it is planned.
    pub stage: String,
}

/// A round robin's cross-table: a row per player, a cell per other player.
pub struct CrossTable {
    pub players: Vec<Named>,
    /// Each player with their cells: cell `j` is what they scored where they met player
    /// `j` (the games' links); `None` on the diagonal.
    pub rows: Vec<(Named, Vec<Option<CrossCell>>)>,
}

/// One meeting or several (tables of three or four meet a pair more than once).
#[derive(Default)]
pub struct CrossCell {
    /// (points, game) for each table shared; the game is `None` for a meeting not played
    /// (shown "—").
    pub meetings: Vec<(String, Option<String>)>,
}

/// What the viewer may do here.
#[derive(Default)]
pub struct Actions {
    pub enter: bool,
    pub leave: bool,
    pub withdraw: bool,
    pub start: bool,
    pub cancel: bool,
    pub extend: bool,
    /// Logged out while it takes players: "log in to enter".
    pub log_in: bool,
}

/// A tournament's page (`templates/tournaments/show.html`), but for the layout.
pub struct TournamentPage {
    pub code: String,
    pub name: String,
    pub game: String,
    pub game_slug: String,
    pub format: String,
    pub elimination: bool,
    pub status: String,
    /// What is happening now, in a sentence.
    pub now: String,
    /// "3 days per move · rounds of 10 days · rated · 5 to 16 players"
    pub facts: Vec<String>,
    pub organiser: Named,
    pub private: bool,
    /// (player, seed, withdrawn, the withdrawn player they replace)
    pub entrants: Vec<(Named, Option<u32>, bool, Option<Named>)>,
    /// The withdrawn players the organiser may replace now (round 1 is played).
    pub substitutable: Vec<Named>,
    pub rounds: Vec<RoundRow>,
    pub standings: Vec<StandingRow>,
    /// A round robin's cross-tables: one, or one per group and one for the final, each
    /// with its title ("" for the only one).
    pub crosses: Vec<(String, CrossTable)>,
    /// The standings have a stage column (a round robin in groups).
    pub staged: bool,
    pub actions: Actions,
    /// The viewer's running game: (round, game id).
    pub my_game: Option<(u32, String)>,
    /// The organiser's announcements, newest first: (when, text).
    pub announcements: Vec<(String, String)>,
    /// The viewer may write one (the organiser, while it takes players or runs).
    pub may_announce: bool,
    pub announcement_max: usize,
}

/// Who looks at the page.
pub struct Viewer<'a> {
    pub user: Option<&'a User>,
    pub moderator: bool,
}

impl TournamentPage {
    pub fn new(view: &TournamentView, viewer: Viewer<'_>, now: OffsetDateTime) -> Self {
        let t = &view.tournament;
        let me = viewer.user.map(|u| u.user_id);
        let withdrawn = |user_id: Uuid| {
            t.entrants
                .iter()
                .any(|e| e.user.user_id == user_id && e.withdrawn_at.is_some())
        };
        let named = |user_id: Uuid| {
            t.entrants
                .iter()
                .find(|e| e.user.user_id == user_id)
                .map_or_else(
                    || Named {
                        username: String::new(),
                        shown: String::new(),
                    },
                    |e| Named::of(&e.user),
                )
        };
        let seat_row = |seat: &SeatRecord, goes_on: bool| SeatRow {
            player: named(seat.user_id),
            place: seat
                .place
                .map(|p| site(&Message::new("tournaments-place").arg("place", p)))
                .unwrap_or_default(),
            points: seat.points.map(points).unwrap_or_default(),
            goes_on,
            withdrawn: withdrawn(seat.user_id),
        };
        let last = view.rounds.len();
        let rounds: Vec<RoundRow> = view
            .rounds
            .iter()
            .enumerate()
            .map(|(index, round)| {
                let next = view.rounds.get(index + 1);
                let goes_on = |seat: &SeatRecord| match t.format {
                    TournamentFormat::Elimination => match next {
                        Some(next) => next.seat_of(seat.user_id).is_some(),
                        None => t.status == TournamentStatus::Finished && seat.place == Some(1),
                    },
                    _ => false,
                };
                RoundRow {
                    round: round.round,
                    stage: if view.final_round.is_some_and(|first| round.round >= first) {
                        text::t("tournaments-final")
                    } else {
                        String::new()
                    },
                    when: round_when(round),
                    current: index + 1 == last && round.finished_at.is_none(),
                    tables: round
                        .tables()
                        .into_iter()
                        .enumerate()
                        .map(|(n, (game_id, seats))| TableRow {
                            number: n + 1,
                            game_id: game_id.to_string(),
                            seats: seats.into_iter().map(|s| seat_row(s, goes_on(s))).collect(),
                        })
                        .collect(),
                    byes: round.byes().map(|s| seat_row(s, goes_on(s))).collect(),
                    unplayed: round
                        .unplayed()
                        .map(|(a, b)| (named(a), named(b)))
                        .collect(),
                }
            })
            .collect();
        // Before round 1 everybody would stand first with nothing: no standings yet.
        let standings = view
            .standings
            .iter()
            .filter(|_| !view.rounds.is_empty())
            .filter_map(|line| {
                let user = view.seeded.get(line.entrant)?;
                Some(StandingRow {
                    rank: line.rank,
                    player: Named::of(user),
                    points: points(line.points),
                    opponents: points(line.opponents),
                    wins: line.firsts,
                    played: line.played,
                    byes: line.byes,
                    withdrawn: withdrawn(user.user_id),
                    viewer: Some(user.user_id) == me,
                    stage: stage_of(view, line.entrant),
                })
            })
            .collect();
        let crosses = if t.format == TournamentFormat::RoundRobin && !view.rounds.is_empty() {
            cross_tables(view)
        } else {
            Vec::new()
        };
        let my_game = me.and_then(|me| {
            let round = view.rounds.last().filter(|r| r.finished_at.is_none())?;
            let game = round.seat_of(me)?.game_id?;
            Some((round.round, game.to_string()))
        });
        let organiser = me == Some(t.organiser.user_id);
        let playing = me.is_some_and(|me| plays(t, me));
        let signup = t.status == TournamentStatus::Signup;
        let running = t.status == TournamentStatus::Running;
        let extendable = view
            .rounds
            .last()
            .is_some_and(|r| r.finished_at.is_none() && !r.extended);
        let in_round_one = running && view.rounds.len() == 1;
        let substitutable =
            if organiser && in_round_one && t.format != TournamentFormat::Elimination {
                t.entrants
                    .iter()
                    .filter(|e| e.withdrawn_at.is_some())
                    .filter(|e| {
                        !t.entrants
                            .iter()
                            .any(|s| s.replaces == Some(e.user.user_id))
                    })
                    .map(|e| Named::of(&e.user))
                    .collect()
            } else {
                Vec::new()
            };
        let actions = Actions {
            enter: signup && viewer.user.is_some() && !playing,
            leave: signup && playing,
            withdraw: running && playing,
            start: signup && organiser,
            cancel: (signup && organiser) || (viewer.moderator && (signup || running)),
            extend: running && organiser && extendable,
            log_in: signup && viewer.user.is_none(),
        };
        let mut facts = vec![
            site(&Message::new("tournaments-fact-deadline").arg("days", t.deadline_days)),
            site(&Message::new("tournaments-fact-round").arg("days", t.round_days)),
            text::t(if t.options.rated {
                "tournaments-fact-rated"
            } else {
                "tournaments-fact-casual"
            }),
            site(
                &Message::new("tournaments-fact-players")
                    .arg("least", t.min_players)
                    .arg("most", t.max_players),
            ),
        ];
        if !t.listed {
            facts.push(text::t("tournaments-fact-private"));
        }
        TournamentPage {
            code: t.code.clone(),
            name: t.name.clone(),
            game: games::describe_options(&t.game, &t.options),
            game_slug: t.game.clone(),
            format: format_name(t),
            elimination: t.format == TournamentFormat::Elimination,
            status: status_name(t.status),
            now: now_line(t, &view.rounds, now),
            facts,
            organiser: Named::of(&t.organiser),
            private: !t.listed,
            entrants: t
                .entrants
                .iter()
                .map(|e| {
                    (
                        Named::of(&e.user),
                        e.seed.map(|s| s + 1),
                        e.withdrawn_at.is_some(),
                        e.replaces.map(named),
                    )
                })
                .collect(),
            substitutable,
            rounds,
            standings,
            crosses,
            staged: !view.groups.is_empty(),
            may_announce: organiser && (signup || running),
            actions,
            my_game,
            announcements: view
                .announcements
                .iter()
                .map(|a| (date(a.created_at), a.text.clone()))
                .collect(),
            announcement_max: crate::service::tournaments::ANNOUNCEMENT_MAX_CHARS,
        }
    }
}

/// "until 12 March 18:00" for the current round, "ended 3 March" for a past one.
fn round_when(round: &RoundRecord) -> String {
    match round.finished_at {
        Some(end) => site(&Message::new("tournaments-round-ended").arg("when", date(end))),
        None => site(&Message::new("tournaments-round-until").arg("when", date(round.deadline_at))),
    }
}

/// The sentence under the title: what the tournament is doing now.
fn now_line(t: &Tournament, rounds: &[RoundRecord], now: OffsetDateTime) -> String {
    match t.status {
        TournamentStatus::Signup => {
            let when = date(t.starts_at.max(now));
            site(&Message::new("tournaments-now-signup").arg("when", when))
        }
        TournamentStatus::Running => match rounds.last() {
            Some(round) => site(
                &Message::new("tournaments-now-round")
                    .arg("round", round.round)
                    .arg("when", date(round.deadline_at)),
            ),
            None => status_name(t.status),
        },
        TournamentStatus::Finished => site(
            &Message::new("tournaments-now-finished")
                .arg("when", t.finished_at.map(date).unwrap_or_default()),
        ),
        TournamentStatus::Cancelled => text::t("tournaments-now-cancelled"),
    }
}

/// Every meeting of every pair, from each side.
/// "Group B" for an entrant of a round robin in groups, "Final" for a finalist once the
/// final is planned, "" without groups.
fn stage_of(view: &TournamentView, entrant: Entrant) -> String {
    if finalists(view).contains(&entrant) {
        return text::t("tournaments-final");
    }
    view.groups
        .iter()
        .position(|group| group.contains(&entrant))
        .map(|index| site(&Message::new("tournaments-group").arg("group", group_letter(index))))
        .unwrap_or_default()
}

/// "A", "B", … for the groups.
fn group_letter(index: usize) -> String {
    char::from(b'A' + (index % 26) as u8).to_string()
}

/// The entrants seated in the final's first round.
fn finalists(view: &TournamentView) -> Vec<Entrant> {
    let Some(first) = view.final_round else {
        return Vec::new();
    };
    let Some(round) = view.rounds.iter().find(|r| r.round == first) else {
        return Vec::new();
    };
    round
        .seats
        .iter()
        .filter_map(|seat| view.seeded.iter().position(|u| u.user_id == seat.user_id))
        .collect()
}

/// The cross-tables of a round robin: one over every round, or with groups one per group
/// over the group rounds (its players and their substitutes) and one for the final.
fn cross_tables(view: &TournamentView) -> Vec<(String, CrossTable)> {
    if view.groups.is_empty() {
        let everyone: Vec<Entrant> = (0..view.seeded.len()).collect();
        return vec![(String::new(), cross_table(view, &everyone, &view.rounds))];
    }
    let first_final = view.final_round.unwrap_or(u32::MAX);
    let (group_rounds, final_rounds): (Vec<RoundRecord>, Vec<RoundRecord>) = view
        .rounds
        .iter()
        .cloned()
        .partition(|round| round.round < first_final);
    // A replaced player sits after everyone (seeded), beside their substitute's group.
    let replaced_group = |entrant: Entrant| {
        let user = view.seeded.get(entrant)?;
        let substitute = view
            .tournament
            .entrants
            .iter()
            .find(|e| e.replaces == Some(user.user_id))?;
        let number = view
            .seeded
            .iter()
            .position(|u| u.user_id == substitute.user.user_id)?;
        view.groups.iter().position(|g| g.contains(&number))
    };
    let mut tables = Vec::new();
    for (index, group) in view.groups.iter().enumerate() {
        let mut members = group.clone();
        members.extend(
            (0..view.seeded.len())
                .filter(|&entrant| !view.groups.iter().any(|g| g.contains(&entrant)))
                .filter(|&entrant| replaced_group(entrant) == Some(index)),
        );
        let title = site(&Message::new("tournaments-group").arg("group", group_letter(index)));
        tables.push((title, cross_table(view, &members, &group_rounds)));
    }
    if !final_rounds.is_empty() {
        let title = text::t("tournaments-final");
        tables.push((title, cross_table(view, &finalists(view), &final_rounds)));
    }
    tables
}

fn cross_table(view: &TournamentView, members: &[Entrant], rounds: &[RoundRecord]) -> CrossTable {
    let people: Vec<&User> = members
        .iter()
        .filter_map(|&entrant| view.seeded.get(entrant))
        .collect();
    let players: Vec<Named> = people.iter().map(|u| Named::of(u)).collect();
    let index = |user_id: Uuid| people.iter().position(|u| u.user_id == user_id);
    let n = players.len();
    let mut cells: Vec<Vec<Option<CrossCell>>> = (0..n)
        .map(|i| (0..n).map(|j| (i != j).then(CrossCell::default)).collect())
        .collect();
    let mut add = |a: usize, b: usize, meeting: (String, Option<String>)| {
        if let Some(Some(cell)) = cells.get_mut(a).and_then(|row| row.get_mut(b)) {
            cell.meetings.push(meeting);
        }
    };
    for round in rounds {
        for (game_id, seats) in round.tables() {
            for a in &seats {
                for b in &seats {
                    let (Some(i), Some(j)) = (index(a.user_id), index(b.user_id)) else {
                        continue;
                    };
                    if i != j && (a.side.is_none() || a.side != b.side) {
                        let scored = a.points.map(points).unwrap_or_else(|| "·".into());
                        add(i, j, (scored, Some(game_id.to_string())));
                    }
                }
            }
        }
        for (a, b) in round.unplayed() {
            if let (Some(i), Some(j)) = (index(a), index(b)) {
                add(i, j, ("—".into(), None));
                add(j, i, ("—".into(), None));
            }
        }
    }
    let rows = people.iter().map(|u| Named::of(u)).zip(cells).collect();
    CrossTable { players, rows }
}

/// The results as CSV: the standings, then every seat of every round.
pub fn results_csv(view: &TournamentView) -> String {
    let t = &view.tournament;
    let name = |user_id: Uuid| {
        t.entrants
            .iter()
            .find(|e| e.user.user_id == user_id)
            .map_or_else(String::new, |e| e.user.username.clone())
    };
    let mut out = String::from("rank,player,points,opponents_points,wins,played,byes,withdrawn\n");
    for line in &view.standings {
        let Some(user) = view.seeded.get(line.entrant) else {
            continue;
        };
        out.push_str(&format!(
            "{},{},{},{},{},{},{},{}\n",
            line.rank,
            csv_field(&user.username),
            points_decimal(line.points),
            points_decimal(line.opponents),
            line.firsts,
            line.played,
            line.byes,
            t.entrants
                .iter()
                .any(|e| e.user.user_id == user.user_id && e.withdrawn_at.is_some()),
        ));
    }
    out.push_str("\nround,table,game,player,side,place,points\n");
    for round in &view.rounds {
        for (number, (game_id, seats)) in round.tables().into_iter().enumerate() {
            for seat in seats {
                out.push_str(&format!(
                    "{},{},{},{},{},{},{}\n",
                    round.round,
                    number + 1,
                    game_id,
                    csv_field(&name(seat.user_id)),
                    seat.side.map(|s| (s + 1).to_string()).unwrap_or_default(),
                    seat.place.map(|p| p.to_string()).unwrap_or_default(),
                    seat.points.map(points_decimal).unwrap_or_default(),
                ));
            }
        }
        for seat in round.byes() {
            out.push_str(&format!(
                "{},bye,,{},,,{}\n",
                round.round,
                csv_field(&name(seat.user_id)),
                seat.points.map(points_decimal).unwrap_or_default(),
            ));
        }
        for (a, b) in round.unplayed() {
            for (who, other) in [(a, b), (b, a)] {
                out.push_str(&format!(
                    "{},unplayed,{},{},,,0.5\n",
                    round.round,
                    csv_field(&name(other)),
                    csv_field(&name(who)),
                ));
            }
        }
    }
    out
}

/// A CSV field, quoted when it needs to be; a leading formula character is neutralised so
/// that a spreadsheet does not run a name.
fn csv_field(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@']) {
        format!("'{text}")
    } else {
        text.to_string()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_written_with_halves() {
        let shown: Vec<String> = [0, 1, 2, 3, 6].into_iter().map(points).collect();
        assert_eq!(shown, ["0", "½", "1", "1½", "3"]);
        assert_eq!(points_decimal(3), "1.5");
        assert_eq!(points_decimal(4), "2");
    }

    #[test]
    fn csv_fields_are_quoted_and_formulas_defused() {
        assert_eq!(csv_field("ann"), "ann");
        assert_eq!(csv_field("a,b"), "\"a,b\"");
        assert_eq!(csv_field("say \"hi\","), "\"say \"\"hi\"\",\"");
        assert_eq!(csv_field("=SUM(A1)"), "'=SUM(A1)");
    }
}
