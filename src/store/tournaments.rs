//! Tournaments (issue 43, migration 0042, `docs/tournaments.md`): the tournament, its
//! entrants, and its rounds with where everyone sits. A round is written with all its games
//! in one transaction, under the round's primary key: two instances pairing the same round,
//! or a process killed in the middle, leave it written exactly once or not at all. The
//! statements are the same on both databases.

use super::common_sql::{NEW_INVITATION_SQL, TAKE_SEAT_SQL};
use super::dialect::RowsAffected as _;
use super::rows_common::{start_game, unique_as, InvitationHead};
use super::shared::corrupt;
use super::store_common::{Engine, SqlStore};
use super::{InvitationStatus, Rejection, StartPlan, StoreError, StoreResult, User};
use crate::game::GameOptions;
use async_trait::async_trait;
use serde::Serialize;
use time::OffsetDateTime;
use uuid::Uuid;

word_enum! {
    /// How a tournament pairs its rounds (`crate::tournament::pairing`).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "snake_case")]
    pub enum TournamentFormat {
        Swiss = "swiss",
        RoundRobin = "round_robin",
        Elimination = "elimination",
    }
}

word_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "snake_case")]
    pub enum TournamentStatus {
        /// Taking entrants until `starts_at` (or until the organiser starts it).
        Signup = "signup",
        Running = "running",
        Finished = "finished",
        /// By its organiser before the start, by a moderator, or for too few entrants.
        Cancelled = "cancelled",
    }
}

word_enum! {
    /// Where an entrant is in a round.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "snake_case")]
    pub enum SeatKind {
        Table = "table",
        Bye = "bye",
        /// A two-player round-robin meeting a block keeps from being played.
        Unplayed = "unplayed",
    }
}

/// What an organiser asks for.
#[derive(Clone, Debug)]
pub struct NewTournament {
    /// Unguessable code of the tournament's link.
    pub code: String,
    pub name: String,
    pub game: String,
    /// Every table's options; `players` is the table size.
    pub options: GameOptions,
    pub format: TournamentFormat,
    /// Swiss: the number of rounds.
    pub rounds: Option<u32>,
    /// Elimination: the sides of each table that go on; round robin in groups: the players
    /// of each group that go on.
    pub advance: u32,
    /// Round robin: the number of groups.
    pub group_count: u32,
    pub min_players: u32,
    pub max_players: u32,
    pub deadline_days: u32,
    pub round_days: u32,
    pub listed: bool,
    pub organiser: Uuid,
    pub starts_at: OffsetDateTime,
    /// The organiser enters too.
    pub organiser_plays: bool,
    /// How many listed tournaments in sign-up or running one organiser may have (checked in
    /// the same transaction as the write); None: no limit (a private tournament).
    pub listed_limit: Option<u32>,
}

/// A tournament as stored.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Tournament {
    pub tournament_id: Uuid,
    pub code: String,
    pub name: String,
    pub game: String,
    pub options: GameOptions,
    pub format: TournamentFormat,
    pub rounds: Option<u32>,
    pub advance: u32,
    pub group_count: u32,
    pub min_players: u32,
    pub max_players: u32,
    pub deadline_days: u32,
    pub round_days: u32,
    pub listed: bool,
    pub organiser: User,
    /// Round robin: the schedule made at the start (an empty list before, and in the
    /// other formats).
    #[serde(skip)]
    pub plan: serde_json::Value,
    pub status: TournamentStatus,
    #[serde(with = "time::serde::rfc3339")]
    pub starts_at: OffsetDateTime,
    #[serde(with = "time::serde::rfc3339")]
    pub created_at: OffsetDateTime,
    #[serde(with = "time::serde::rfc3339::option")]
    pub started_at: Option<OffsetDateTime>,
    #[serde(with = "time::serde::rfc3339::option")]
    pub finished_at: Option<OffsetDateTime>,
    /// Everyone who entered, in the order they did.
    pub entrants: Vec<TournamentEntrant>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TournamentEntrant {
    pub user: User,
    #[serde(with = "time::serde::rfc3339")]
    pub joined_at: OffsetDateTime,
    /// Place in the seed order (0 the best), fixed at the start.
    pub seed: Option<u32>,
    #[serde(with = "time::serde::rfc3339::option")]
    pub withdrawn_at: Option<OffsetDateTime>,
    /// The withdrawn player this one is the substitute of (they share the seed).
    pub replaces: Option<Uuid>,
}

/// One round as stored, with everyone's seat.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RoundRecord {
    pub round: u32,
    #[serde(with = "time::serde::rfc3339")]
    pub started_at: OffsetDateTime,
    #[serde(with = "time::serde::rfc3339")]
    pub deadline_at: OffsetDateTime,
    pub extended: bool,
    #[serde(with = "time::serde::rfc3339::option")]
    pub finished_at: Option<OffsetDateTime>,
    pub seats: Vec<SeatRecord>,
}

impl RoundRecord {
    /// The round's tables in table order: each game with its seats.
    pub fn tables(&self) -> Vec<(Uuid, Vec<&SeatRecord>)> {
        let mut tables: Vec<(Option<u32>, Uuid, Vec<&SeatRecord>)> = Vec::new();
        for seat in self.seats.iter().filter(|s| s.kind == SeatKind::Table) {
            let Some(game_id) = seat.game_id else {
                continue;
            };
            match tables.iter_mut().find(|(_, id, _)| *id == game_id) {
                Some((_, _, seats)) => seats.push(seat),
                None => tables.push((seat.table_no, game_id, vec![seat])),
            }
        }
        tables.sort_by_key(|(table_no, _, _)| *table_no);
        tables
            .into_iter()
            .map(|(_, game_id, seats)| (game_id, seats))
            .collect()
    }

    /// The seats of the players with a bye.
    pub fn byes(&self) -> impl Iterator<Item = &SeatRecord> {
        self.seats.iter().filter(|s| s.kind == SeatKind::Bye)
    }

    /// Each meeting that is not played, once (both seats are stored).
    pub fn unplayed(&self) -> impl Iterator<Item = (Uuid, Uuid)> + '_ {
        self.seats
            .iter()
            .filter(|s| s.kind == SeatKind::Unplayed)
            .filter_map(|s| Some((s.user_id, s.opponent.filter(|o| s.user_id < *o)?)))
    }

    /// The seat of `user_id`, if they played this round.
    pub fn seat_of(&self, user_id: Uuid) -> Option<&SeatRecord> {
        self.seats.iter().find(|s| s.user_id == user_id)
    }
}

/// Where one entrant sits in a round, and what it earned once the round ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatRecord {
    pub user_id: Uuid,
    pub kind: SeatKind,
    pub table_no: Option<u32>,
    pub game_id: Option<Uuid>,
    pub opponent: Option<Uuid>,
    /// At a table, once the round ended: the side (the game's sides, 0-based).
    pub side: Option<u32>,
    pub place: Option<u32>,
    /// In halves.
    pub points: Option<u32>,
}

/// A table of a new round: its game's start and who sits there (`plan.seat_order`
/// indexes `players`).
#[derive(Clone, Debug)]
pub struct NewTable {
    /// The code of the (already full) invitation the game starts from.
    pub code: String,
    pub players: Vec<Uuid>,
    pub plan: StartPlan,
}

/// A round to write.
#[derive(Clone, Debug)]
pub struct NewRound {
    pub round: u32,
    pub deadline_at: OffsetDateTime,
    pub tables: Vec<NewTable>,
    /// Each bye with its points (halves).
    pub byes: Vec<(Uuid, u32)>,
    /// Meetings a block keeps from being played, each scored as a shared place.
    pub unplayed: Vec<(Uuid, Uuid)>,
    /// The tournament's whole plan, stored with this round (a round robin's final).
    pub plan: Option<serde_json::Value>,
}

/// What a finished round's seats earned, written when the round ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatResult {
    pub user_id: Uuid,
    pub side: Option<u32>,
    pub place: u32,
    pub points: u32,
}

#[async_trait]
pub trait TournamentStore: Send + Sync {
    /// Writes the tournament (the organiser entered if they play). `Rejected(Full)` when
    /// `new.listed_limit` would be passed.
    async fn create_tournament(
        &self,
        new: &NewTournament,
        now: OffsetDateTime,
    ) -> StoreResult<Tournament>;
    async fn tournament(&self, code: &str) -> StoreResult<Option<Tournament>>;
    async fn tournament_by_id(&self, tournament_id: Uuid) -> StoreResult<Option<Tournament>>;
    /// Tournaments in these states, newest first: listed ones, and also those `user_id`
    /// organises or entered.
    async fn list_tournaments(
        &self,
        statuses: &[TournamentStatus],
        user_id: Option<Uuid>,
        limit: i64,
    ) -> StoreResult<Vec<Tournament>>;
    /// Enters `user_id` while the sign-up is open and there is room (checked in the same
    /// transaction): `Rejected(NotOpen)`, `Rejected(Full)`, `Rejected(AlreadySeated)`.
    async fn enter_tournament(
        &self,
        tournament_id: Uuid,
        user_id: Uuid,
        now: OffsetDateTime,
    ) -> StoreResult<()>;
    /// Leaves before the start: `Rejected(NotOpen)` once it started, `Rejected(NotSeated)`
    /// for someone not entered.
    async fn leave_tournament(&self, tournament_id: Uuid, user_id: Uuid) -> StoreResult<()>;
    /// Withdraws a running tournament's entrant (later rounds are paired without them);
    /// false when they were not in or had withdrawn.
    async fn withdraw_from_tournament(
        &self,
        tournament_id: Uuid,
        user_id: Uuid,
        now: OffsetDateTime,
    ) -> StoreResult<bool>;
    /// Puts `substitute` in the place of `withdrawn`, a player who withdrew, while round 1
    /// is played: the substitute takes their seed. `NotOpen` when the tournament is not
    /// running or its round 2 exists; `NotSeated` when `withdrawn` did not withdraw or has
    /// a substitute; `AlreadySeated` when `substitute` is an entrant already.
    async fn substitute(
        &self,
        tournament_id: Uuid,
        withdrawn: Uuid,
        substitute: Uuid,
        now: OffsetDateTime,
    ) -> StoreResult<()>;
    /// Sets the status of a tournament that has `from` now (false when it has not).
    async fn set_tournament_status(
        &self,
        tournament_id: Uuid,
        from: TournamentStatus,
        to: TournamentStatus,
        now: OffsetDateTime,
    ) -> StoreResult<bool>;
    /// Starts a tournament in sign-up: the seed order (entrants by id, best first), then
    /// `first`, in one transaction. `Conflict(MovedOn)` when it is not in sign-up any more.
    async fn start_tournament(
        &self,
        tournament_id: Uuid,
        seeds: &[Uuid],
        plan: Option<&serde_json::Value>,
        first: &NewRound,
        now: OffsetDateTime,
    ) -> StoreResult<()>;
    /// Ends round `round` with these results and, in the same transaction, writes `next`
    /// (or finishes the tournament when None). `Conflict(MovedOn)` when that round had
    /// ended already (another instance did it).
    async fn next_round(
        &self,
        tournament_id: Uuid,
        round: u32,
        results: &[SeatResult],
        next: Option<&NewRound>,
        now: OffsetDateTime,
    ) -> StoreResult<()>;
    /// Every round of the tournament, first to last, each with its seats.
    async fn rounds(&self, tournament_id: Uuid) -> StoreResult<Vec<RoundRecord>>;
    /// Tournaments the worker may have to move on: running ones, and those in sign-up
    /// whose `starts_at` is at or before `now`.
    async fn tournaments_to_move(&self, now: OffsetDateTime) -> StoreResult<Vec<Uuid>>;
    /// Ends each of these games that is still running: cancelled with the reason
    /// `deadline` (its round's deadline passed). How many it ended.
    async fn end_at_deadline(&self, game_ids: &[Uuid], now: OffsetDateTime) -> StoreResult<usize>;
    /// Gives round `round` `days` more, once; false when it was extended before or has
    /// ended.
    async fn extend_round(&self, tournament_id: Uuid, round: u32, days: u32) -> StoreResult<bool>;
    /// The pairs of entrants kept apart: one blocked the other.
    async fn blocks_among(&self, tournament_id: Uuid) -> StoreResult<Vec<(Uuid, Uuid)>>;
    /// The tournament and round a game was paired in.
    async fn tournament_of_game(&self, game_id: Uuid) -> StoreResult<Option<GameTournament>>;
    /// Rounds whose start the players have not been told yet: (tournament, round).
    async fn rounds_to_announce(&self) -> StoreResult<Vec<(Uuid, u32)>>;
    /// Running rounds of several tables with one game left, whose players have not been
    /// told that the round waits for them: (tournament, round).
    async fn rounds_waiting(&self) -> StoreResult<Vec<(Uuid, u32)>>;
    /// Finished tournaments whose end the players have not been told.
    async fn ends_to_tell(&self) -> StoreResult<Vec<Uuid>>;
    /// Records that a round's start (or, with `waits`, its wait) was told.
    async fn round_told(&self, tournament_id: Uuid, round: u32, waits: bool) -> StoreResult<()>;
    /// Records that a tournament's end was told.
    async fn end_told(&self, tournament_id: Uuid) -> StoreResult<()>;
    /// Adds an announcement of the organiser (`organiser` is locked meanwhile);
    /// `Rejected(Full)` when `most` were written since `since` already.
    async fn add_announcement(
        &self,
        tournament_id: Uuid,
        organiser: Uuid,
        text: &str,
        now: OffsetDateTime,
        limit: (u32, OffsetDateTime),
    ) -> StoreResult<Announcement>;
    /// A tournament's announcements, newest first.
    async fn announcements(&self, tournament_id: Uuid) -> StoreResult<Vec<Announcement>>;
    /// Announcements not sent yet, oldest first.
    async fn unsent_announcements(&self) -> StoreResult<Vec<Announcement>>;
    async fn announcement_sent(&self, announcement_id: Uuid) -> StoreResult<()>;
    /// The tournaments `user_id` plays in (not withdrawn), in states `statuses`, newest
    /// first, each with its current round and the user's game there.
    async fn tournaments_of_player(
        &self,
        user_id: Uuid,
        statuses: &[TournamentStatus],
        limit: i64,
    ) -> StoreResult<Vec<PlayerTournament>>;
}

/// The tournament round a game is a table of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameTournament {
    pub code: String,
    pub name: String,
    pub round: u32,
    /// When the round ends at the latest.
    pub deadline_at: OffsetDateTime,
}

/// An organiser's announcement to the players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Announcement {
    pub announcement_id: Uuid,
    pub tournament_id: Uuid,
    pub text: String,
    pub created_at: OffsetDateTime,
}

/// A tournament in a player's lists (lobby, profile).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerTournament {
    pub code: String,
    pub name: String,
    pub status: TournamentStatus,
    /// On the tournaments page for everyone (else known by its link only).
    pub listed: bool,
    /// The round being played, if one is.
    pub round: Option<u32>,
    /// The player's game in that round (none with a bye).
    pub game_id: Option<Uuid>,
}

macro_rules! tournament_select {
    ($where:literal) => {
        concat!(
            r#"SELECT t.tournament_id, t.code, t.name, t.game, t.options, t.format,
    t.rounds, t.advance, t.group_count, t.plan, t.min_players, t.max_players, t.deadline_days, t.round_days, t.listed,
    t.status, t.starts_at, t.created_at, t.started_at, t.finished_at,
    o.user_id AS o_id, o.username AS o_name, o.created_at AS o_at
    FROM tournament t JOIN "user" o ON o.user_id = t.organiser_id "#,
            $where
        )
    };
}

pub(super) const TOURNAMENT_BY_CODE_SQL: &str = tournament_select!("WHERE t.code = $1");
pub(super) const TOURNAMENT_BY_ID_SQL: &str = tournament_select!("WHERE t.tournament_id = $1");

/// Listed tournaments in states `$1`…`$4`, and those user `$5` organises or entered.
pub(super) const TOURNAMENTS_SQL: &str = tournament_select!(
    "WHERE t.status IN ($1, $2, $3, $4)
       AND (t.listed OR t.organiser_id = $5
            OR EXISTS (SELECT 1 FROM tournament_entrant e
                       WHERE e.tournament_id = t.tournament_id AND e.user_id = $5))
     ORDER BY t.created_at DESC LIMIT $6"
);

pub(super) const ENTRANTS_SQL: &str = r#"SELECT e.joined_at, e.seed, e.withdrawn_at, e.replaces,
           u.user_id, u.username, u.created_at AS u_at
    FROM tournament_entrant e JOIN "user" u ON u.user_id = e.user_id
    WHERE e.tournament_id = $1 ORDER BY e.joined_at, u.user_id"#;

pub(super) const NEW_TOURNAMENT_SQL: &str = "INSERT INTO tournament (tournament_id, code, name,
        game, options, format, rounds, advance, group_count, min_players, max_players,
        deadline_days, round_days, listed, organiser_id, status, starts_at, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'signup', $16,
            $17)";

/// Listed tournaments of organiser `$1` in sign-up or running.
pub(super) const LISTED_OF_SQL: &str = "SELECT COUNT(*) FROM tournament
    WHERE organiser_id = $1 AND listed AND status IN ('signup', 'running')";

pub(super) const TOURNAMENT_FOR_WRITE_SQL: &str =
    "SELECT status, max_players FROM tournament WHERE tournament_id = $1";

pub(super) const COUNT_ENTRANTS_SQL: &str =
    "SELECT COUNT(*) FROM tournament_entrant WHERE tournament_id = $1";

pub(super) const ENTER_SQL: &str =
    "INSERT INTO tournament_entrant (tournament_id, user_id, joined_at) VALUES ($1, $2, $3)";

pub(super) const LEAVE_SQL: &str =
    "DELETE FROM tournament_entrant WHERE tournament_id = $1 AND user_id = $2";

pub(super) const WITHDRAW_SQL: &str = "UPDATE tournament_entrant SET withdrawn_at = $3
    WHERE tournament_id = $1 AND user_id = $2 AND withdrawn_at IS NULL";

/// Rounds after the first of tournament `$1` (a substitute comes only before round 2).
pub(super) const LATER_ROUNDS_SQL: &str =
    "SELECT COUNT(*) FROM tournament_round WHERE tournament_id = $1 AND round >= 2";

/// Substitutes of entrant `$2` of tournament `$1`.
pub(super) const SUBSTITUTES_OF_SQL: &str =
    "SELECT COUNT(*) FROM tournament_entrant WHERE tournament_id = $1 AND replaces = $2";

/// `$3` enters tournament `$1` at `$4` in the place (the seed) of `$2`, who withdrew.
pub(super) const SUBSTITUTE_SQL: &str = "INSERT INTO tournament_entrant
        (tournament_id, user_id, joined_at, seed, replaces)
    SELECT tournament_id, $3, $4, seed, user_id FROM tournament_entrant
    WHERE tournament_id = $1 AND user_id = $2 AND withdrawn_at IS NOT NULL";

pub(super) const SET_STATUS_SQL: &str = "UPDATE tournament SET status = $3,
        started_at = CASE WHEN $3 = 'running' THEN $4 ELSE started_at END,
        finished_at = CASE WHEN $3 IN ('finished', 'cancelled') THEN $4 ELSE finished_at END
    WHERE tournament_id = $1 AND status = $2";

pub(super) const SET_PLAN_SQL: &str = "UPDATE tournament SET plan = $2 WHERE tournament_id = $1";

pub(super) const SEED_SQL: &str =
    "UPDATE tournament_entrant SET seed = $3 WHERE tournament_id = $1 AND user_id = $2";

pub(super) const NEW_ROUND_SQL: &str = "INSERT INTO tournament_round
        (tournament_id, round, started_at, deadline_at) VALUES ($1, $2, $3, $4)";

pub(super) const NEW_SEAT_SQL: &str = "INSERT INTO tournament_seat
        (tournament_id, round, user_id, kind, table_no, game_id, opponent_id, place, points)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)";

pub(super) const END_ROUND_SQL: &str = "UPDATE tournament_round SET finished_at = $3
    WHERE tournament_id = $1 AND round = $2 AND finished_at IS NULL";

pub(super) const SEAT_RESULT_SQL: &str = "UPDATE tournament_seat
    SET side = $4, place = $5, points = $6
    WHERE tournament_id = $1 AND round = $2 AND user_id = $3";

pub(super) const ROUNDS_SQL: &str = "SELECT round, started_at, deadline_at, extended, finished_at
    FROM tournament_round WHERE tournament_id = $1 ORDER BY round";

pub(super) const SEATS_SQL: &str = "SELECT round, user_id, kind, table_no, game_id,
           opponent_id, side, place, points
    FROM tournament_seat WHERE tournament_id = $1 ORDER BY round, kind, table_no, user_id";

/// Only the tournaments with something to do: a sign-up that has closed, or a current round
/// past its deadline or without a game still being played (the worker reads this every
/// pass, so a running round costs it one index probe per game).
pub(super) const TO_MOVE_SQL: &str = "SELECT t.tournament_id FROM tournament t
    WHERE (t.status = 'signup' AND t.starts_at <= $1)
       OR (t.status = 'running' AND EXISTS (
           SELECT 1 FROM tournament_round r
           WHERE r.tournament_id = t.tournament_id AND r.finished_at IS NULL
             AND (r.deadline_at <= $1 OR NOT EXISTS (
                 SELECT 1 FROM tournament_seat s JOIN game g ON g.game_id = s.game_id
                 WHERE s.tournament_id = r.tournament_id AND s.round = r.round
                   AND g.status = 'active'
                   AND NOT EXISTS (SELECT 1 FROM game_cancel c WHERE c.game_id = g.game_id)))))
    ORDER BY t.starts_at";

pub(super) const DEADLINE_CANCEL_SQL: &str =
    "INSERT INTO game_cancel (game_id, reason, cancelled_at)
    VALUES ($1, 'deadline', $2) ON CONFLICT DO NOTHING";

pub(super) const EXTEND_ROUND_SQL: &str = "UPDATE tournament_round
    SET deadline_at = $3, extended = TRUE
    WHERE tournament_id = $1 AND round = $2 AND NOT extended AND finished_at IS NULL";

pub(super) const ROUND_DEADLINE_SQL: &str =
    "SELECT deadline_at FROM tournament_round WHERE tournament_id = $1 AND round = $2";

pub(super) const BLOCKS_AMONG_SQL: &str = "SELECT c.user_id, c.other_id FROM person_choice c
    JOIN tournament_entrant a ON a.tournament_id = $1 AND a.user_id = c.user_id
    JOIN tournament_entrant b ON b.tournament_id = $1 AND b.user_id = c.other_id
    WHERE c.choice = 'blocked'";

pub(super) const TOURNAMENT_OF_GAME_SQL: &str = "SELECT t.code, t.name, s.round, r.deadline_at
    FROM tournament_seat s JOIN tournament t ON t.tournament_id = s.tournament_id
    JOIN tournament_round r ON r.tournament_id = s.tournament_id AND r.round = s.round
    WHERE s.game_id = $1 LIMIT 1";

/// The tournaments user `$1` plays in, in states `$2`…`$4`, with the round being played
/// and their game there (through the entrants' user index and the seats' key).
pub(super) const PLAYER_TOURNAMENTS_SQL: &str = "SELECT t.code, t.name, t.status, t.listed,
           r.round, s.game_id
    FROM tournament_entrant e
    JOIN tournament t ON t.tournament_id = e.tournament_id
    LEFT JOIN tournament_round r ON r.tournament_id = t.tournament_id AND r.finished_at IS NULL
    LEFT JOIN tournament_seat s ON s.tournament_id = r.tournament_id AND s.round = r.round
                               AND s.user_id = e.user_id
    WHERE e.user_id = $1 AND e.withdrawn_at IS NULL AND t.status IN ($2, $3, $4)
    ORDER BY t.created_at DESC LIMIT $5";

pub(super) const ROUNDS_TO_ANNOUNCE_SQL: &str = "SELECT tournament_id, round
    FROM tournament_round WHERE NOT announced ORDER BY started_at LIMIT 50";

/// Running rounds with one game still being played out of several, not told yet.
pub(super) const ROUNDS_WAITING_SQL: &str = "SELECT r.tournament_id, r.round
    FROM tournament_round r
    JOIN tournament_seat s ON s.tournament_id = r.tournament_id AND s.round = r.round
    JOIN game g ON g.game_id = s.game_id
    WHERE r.finished_at IS NULL AND NOT r.waits_told AND r.announced
      AND g.status = 'active'
      AND NOT EXISTS (SELECT 1 FROM game_cancel c WHERE c.game_id = g.game_id)
    GROUP BY r.tournament_id, r.round
    HAVING COUNT(DISTINCT s.game_id) = 1
       AND (SELECT COUNT(DISTINCT o.game_id) FROM tournament_seat o
            WHERE o.tournament_id = r.tournament_id AND o.round = r.round) > 1
    LIMIT 50";

pub(super) const ENDS_TO_TELL_SQL: &str =
    "SELECT tournament_id FROM tournament WHERE NOT end_told AND status = 'finished' LIMIT 50";

pub(super) const ROUND_ANNOUNCED_SQL: &str =
    "UPDATE tournament_round SET announced = TRUE WHERE tournament_id = $1 AND round = $2";

pub(super) const ROUND_WAITS_TOLD_SQL: &str =
    "UPDATE tournament_round SET waits_told = TRUE WHERE tournament_id = $1 AND round = $2";

pub(super) const END_TOLD_SQL: &str =
    "UPDATE tournament SET end_told = TRUE WHERE tournament_id = $1";

pub(super) const ANNOUNCEMENTS_SINCE_SQL: &str = "SELECT COUNT(*) FROM tournament_announcement
    WHERE tournament_id = $1 AND created_at > $2";

pub(super) const NEW_ANNOUNCEMENT_SQL: &str = "INSERT INTO tournament_announcement
    (announcement_id, tournament_id, text, created_at) VALUES ($1, $2, $3, $4)";

pub(super) const ANNOUNCEMENTS_SQL: &str = "SELECT announcement_id, tournament_id, text,
           created_at
    FROM tournament_announcement WHERE tournament_id = $1
    ORDER BY created_at DESC, announcement_id LIMIT 50";

pub(super) const UNSENT_ANNOUNCEMENTS_SQL: &str = "SELECT announcement_id, tournament_id, text,
           created_at
    FROM tournament_announcement WHERE NOT sent ORDER BY created_at LIMIT 50";

pub(super) const ANNOUNCEMENT_SENT_SQL: &str =
    "UPDATE tournament_announcement SET sent = TRUE WHERE announcement_id = $1";

/// An announcement from its row.
fn announcement_from<D: Engine>(row: &D::Row) -> StoreResult<Announcement> {
    Ok(Announcement {
        announcement_id: D::get_id(row, "announcement_id")?,
        tournament_id: D::get_id(row, "tournament_id")?,
        text: D::get(row, "text")?,
        created_at: D::get_time(row, "created_at")?,
    })
}

/// (tournament, round) pairs from rows.
fn round_keys<D: Engine>(rows: &[D::Row]) -> StoreResult<Vec<(Uuid, u32)>> {
    rows.iter()
        .map(|row| {
            let round = u32::try_from(D::get_int(row, "round")?).map_err(|_| bad("round"))?;
            Ok((D::get_id(row, "tournament_id")?, round))
        })
        .collect()
}

/// A stored value this code cannot read.
fn bad(column: &str) -> StoreError {
    corrupt(format!("unreadable tournament column {column}"))
}

fn tournament_from<D: Engine>(
    row: &D::Row,
    entrants: Vec<TournamentEntrant>,
) -> StoreResult<Tournament> {
    let word = |column: &str| -> StoreResult<String> { D::get(row, column) };
    let number = |column: &str| -> StoreResult<u32> {
        u32::try_from(D::get_int(row, column)?).map_err(|_| bad(column))
    };
    Ok(Tournament {
        tournament_id: D::get_id(row, "tournament_id")?,
        code: word("code")?,
        name: word("name")?,
        game: word("game")?,
        options: D::get_options(row)?,
        format: TournamentFormat::parse(&word("format")?).ok_or_else(|| bad("format"))?,
        rounds: D::get_opt_int(row, "rounds")?
            .map(|rounds| u32::try_from(rounds).map_err(|_| bad("rounds")))
            .transpose()?,
        advance: number("advance")?,
        group_count: number("group_count")?,
        plan: D::get_json(row, "plan")?,
        min_players: number("min_players")?,
        max_players: number("max_players")?,
        deadline_days: number("deadline_days")?,
        round_days: number("round_days")?,
        listed: D::get(row, "listed")?,
        organiser: D::get_user(row, ["o_id", "o_name", "o_at"])?,
        status: TournamentStatus::parse(&word("status")?).ok_or_else(|| bad("status"))?,
        starts_at: D::get_time(row, "starts_at")?,
        created_at: D::get_time(row, "created_at")?,
        started_at: D::get_opt_time(row, "started_at")?,
        finished_at: D::get_opt_time(row, "finished_at")?,
        entrants,
    })
}

async fn entrants<'e, D: Engine>(
    db: impl sqlx::Executor<'e, Database = D>,
    tournament_id: Uuid,
) -> StoreResult<Vec<TournamentEntrant>> {
    let rows = sqlx::query(ENTRANTS_SQL)
        .bind(D::id(tournament_id))
        .fetch_all(db)
        .await
        .map_err(D::db_error)?;
    rows.iter()
        .map(|row| {
            Ok(TournamentEntrant {
                user: D::get_user(row, ["user_id", "username", "u_at"])?,
                joined_at: D::get_time(row, "joined_at")?,
                seed: D::get_opt_int(row, "seed")?
                    .map(|seed| u32::try_from(seed).map_err(|_| bad("seed")))
                    .transpose()?,
                withdrawn_at: D::get_opt_time(row, "withdrawn_at")?,
                replaces: D::get_opt_id(row, "replaces")?,
            })
        })
        .collect()
}

/// How a tournament is looked up.
enum Key<'a> {
    Code(&'a str),
    Id(Uuid),
}

/// The tournament found by `key`, with its entrants.
async fn read_tournament<D: Engine>(
    store: &SqlStore<D>,
    key: Key<'_>,
) -> StoreResult<Option<Tournament>> {
    let query = match key {
        Key::Code(code) => sqlx::query(TOURNAMENT_BY_CODE_SQL).bind(code.to_owned()),
        Key::Id(id) => sqlx::query(TOURNAMENT_BY_ID_SQL).bind(D::id(id)),
    };
    let row = query
        .fetch_optional(&store.read)
        .await
        .map_err(D::db_error)?;
    let Some(row) = row else { return Ok(None) };
    let tournament_id = D::get_id(&row, "tournament_id")?;
    let entrants = entrants::<D>(&store.read, tournament_id).await?;
    tournament_from::<D>(&row, entrants).map(Some)
}

/// The status and size limit of a tournament, read for a write in `tx`.
async fn status_for_write<D: Engine>(
    tx: &mut sqlx::Transaction<'static, D>,
    tournament_id: Uuid,
) -> StoreResult<(TournamentStatus, u32)> {
    let row = sqlx::query(TOURNAMENT_FOR_WRITE_SQL)
        .bind(D::id(tournament_id))
        .fetch_optional(&mut **tx)
        .await
        .map_err(D::db_error)?
        .ok_or(StoreError::NotFound)?;
    let status: String = D::get(&row, "status")?;
    let max = u32::try_from(D::get_int(&row, "max_players")?).map_err(|_| bad("max"))?;
    Ok((
        TournamentStatus::parse(&status).ok_or_else(|| bad("status"))?,
        max,
    ))
}

/// Writes `round` in `tx`: each table's full invitation and its game, every seat.
async fn write_round<D: Engine>(
    tx: &mut sqlx::Transaction<'static, D>,
    tournament: &(Uuid, String, GameOptions, u32),
    round: &NewRound,
    now: OffsetDateTime,
) -> StoreResult<()> {
    let (tournament_id, game, options, deadline_days) = tournament;
    let at = D::time(now)?;
    let number = |value: u32| D::int_number(value);
    sqlx::query(NEW_ROUND_SQL)
        .bind(D::id(*tournament_id))
        .bind(number(round.round)?)
        .bind(&at)
        .bind(D::time(round.deadline_at)?)
        .execute(&mut **tx)
        .await
        .map_err(unique_as::<D>(Rejection::MovedOn))?;
    let seat = Seat {
        tournament_id: *tournament_id,
        round: round.round,
    };
    for (table_no, table) in round.tables.iter().enumerate() {
        let table_no =
            u32::try_from(table_no).map_err(|_| StoreError::Rejected(Rejection::BadPlan))?;
        let invitation_id = Uuid::new_v4();
        let creator = *table
            .players
            .first()
            .ok_or(StoreError::Rejected(Rejection::BadPlan))?;
        sqlx::query(NEW_INVITATION_SQL)
            .bind(D::id(invitation_id))
            .bind(&table.code)
            .bind(game)
            .bind(D::json(options)?)
            .bind("")
            .bind(D::id(creator))
            .bind(&at)
            .bind(Some(number(*deadline_days)?))
            .execute(&mut **tx)
            .await
            .map_err(unique_as::<D>(Rejection::CodeTaken))?;
        for &player in &table.players {
            sqlx::query(TAKE_SEAT_SQL)
                .bind(D::id(invitation_id))
                .bind(D::id(player))
                .bind(&at)
                .execute(&mut **tx)
                .await
                .map_err(unique_as::<D>(Rejection::AlreadySeated))?;
        }
        let head = InvitationHead {
            invitation_id,
            game: game.clone(),
            players: table.players.len(),
            creator_id: creator,
            status: InvitationStatus::Open,
        };
        start_game::<D>(&mut **tx, &head, &table.players, &table.plan).await?;
        for &player in &table.players {
            let at_table = (table_no, table.plan.game_id);
            seat.write::<D>(tx, player, SeatKind::Table, Some(at_table), None, None)
                .await?;
        }
    }
    for &(user, points) in &round.byes {
        seat.write::<D>(tx, user, SeatKind::Bye, None, None, Some((None, points)))
            .await?;
    }
    for &(a, b) in &round.unplayed {
        for (user, other) in [(a, b), (b, a)] {
            // A shared place of two: half a point each (`TableResult::unplayed`).
            let shared = Some((Some(1), 1));
            seat.write::<D>(tx, user, SeatKind::Unplayed, None, Some(other), shared)
                .await?;
        }
    }
    Ok(())
}

/// The round a seat is written in.
struct Seat {
    tournament_id: Uuid,
    round: u32,
}

impl Seat {
    /// Writes `user`'s seat: at a table (number, game), facing an unplayed `opponent`, and
    /// with its place and points when known already.
    async fn write<D: Engine>(
        &self,
        tx: &mut sqlx::Transaction<'static, D>,
        user: Uuid,
        kind: SeatKind,
        table: Option<(u32, Uuid)>,
        opponent: Option<Uuid>,
        result: Option<(Option<u32>, u32)>,
    ) -> StoreResult<()> {
        sqlx::query(NEW_SEAT_SQL)
            .bind(D::id(self.tournament_id))
            .bind(D::int_number(self.round)?)
            .bind(D::id(user))
            .bind(kind.as_str())
            .bind(table.map(|(number, _)| D::int_number(number)).transpose()?)
            .bind(table.map(|(_, game_id)| D::id(game_id)))
            .bind(opponent.map(D::id))
            .bind(
                result
                    .and_then(|(place, _)| place)
                    .map(D::int_number)
                    .transpose()?,
            )
            .bind(
                result
                    .map(|(_, points)| D::int_number(points))
                    .transpose()?,
            )
            .execute(&mut **tx)
            .await
            .map_err(D::db_error)?;
        Ok(())
    }
}

/// What `write_round` needs of the tournament.
async fn head_for_round<D: Engine>(
    store: &SqlStore<D>,
    tournament_id: Uuid,
) -> StoreResult<(Uuid, String, GameOptions, u32)> {
    let tournament = store
        .tournament_by_id(tournament_id)
        .await?
        .ok_or(StoreError::NotFound)?;
    Ok((
        tournament_id,
        tournament.game,
        tournament.options,
        tournament.deadline_days,
    ))
}

#[async_trait]
impl<D: Engine> TournamentStore for SqlStore<D> {
    async fn create_tournament(
        &self,
        new: &NewTournament,
        now: OffsetDateTime,
    ) -> StoreResult<Tournament> {
        let tournament_id = Uuid::new_v4();
        let at = D::time(now)?;
        let mut tx = self.begin().await?;
        if let Some(most) = new.listed_limit.filter(|_| new.listed) {
            super::limits::lock_person::<D>(&mut tx, new.organiser).await?;
            let listed: i64 = sqlx::query_scalar(LISTED_OF_SQL)
                .bind(D::id(new.organiser))
                .fetch_one(&mut *tx)
                .await
                .map_err(D::db_error)?;
            if listed >= i64::from(most) {
                return Err(StoreError::Rejected(Rejection::Full));
            }
        }
        sqlx::query(NEW_TOURNAMENT_SQL)
            .bind(D::id(tournament_id))
            .bind(&new.code)
            .bind(&new.name)
            .bind(&new.game)
            .bind(D::json(&new.options)?)
            .bind(new.format.as_str())
            .bind(new.rounds.map(D::int_number).transpose()?)
            .bind(D::int_number(new.advance)?)
            .bind(D::int_number(new.group_count)?)
            .bind(D::int_number(new.min_players)?)
            .bind(D::int_number(new.max_players)?)
            .bind(D::int_number(new.deadline_days)?)
            .bind(D::int_number(new.round_days)?)
            .bind(new.listed)
            .bind(D::id(new.organiser))
            .bind(D::time(new.starts_at)?)
            .bind(&at)
            .execute(&mut *tx)
            .await
            .map_err(unique_as::<D>(Rejection::CodeTaken))?;
        if new.organiser_plays {
            sqlx::query(ENTER_SQL)
                .bind(D::id(tournament_id))
                .bind(D::id(new.organiser))
                .bind(&at)
                .execute(&mut *tx)
                .await
                .map_err(D::db_error)?;
        }
        tx.commit().await.map_err(D::db_error)?;
        self.tournament_by_id(tournament_id)
            .await?
            .ok_or(StoreError::NotFound)
    }

    async fn tournament(&self, code: &str) -> StoreResult<Option<Tournament>> {
        read_tournament(self, Key::Code(code)).await
    }

    async fn tournament_by_id(&self, tournament_id: Uuid) -> StoreResult<Option<Tournament>> {
        read_tournament(self, Key::Id(tournament_id)).await
    }

    async fn list_tournaments(
        &self,
        statuses: &[TournamentStatus],
        user_id: Option<Uuid>,
        limit: i64,
    ) -> StoreResult<Vec<Tournament>> {
        let status = |index: usize| statuses.get(index).or(statuses.first()).map(|s| s.as_str());
        let rows = sqlx::query(TOURNAMENTS_SQL)
            .bind(status(0))
            .bind(status(1))
            .bind(status(2))
            .bind(status(3))
            .bind(D::id(user_id.unwrap_or_else(Uuid::nil)))
            .bind(limit)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        let mut tournaments = Vec::with_capacity(rows.len());
        for row in &rows {
            let entrants = entrants::<D>(&self.read, D::get_id(row, "tournament_id")?).await?;
            tournaments.push(tournament_from::<D>(row, entrants)?);
        }
        Ok(tournaments)
    }

    async fn enter_tournament(
        &self,
        tournament_id: Uuid,
        user_id: Uuid,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        let mut tx = self.begin().await?;
        let (status, max) = status_for_write::<D>(&mut tx, tournament_id).await?;
        if status != TournamentStatus::Signup {
            return Err(StoreError::Rejected(Rejection::NotOpen));
        }
        let entered: i64 = sqlx::query_scalar(COUNT_ENTRANTS_SQL)
            .bind(D::id(tournament_id))
            .fetch_one(&mut *tx)
            .await
            .map_err(D::db_error)?;
        if entered >= i64::from(max) {
            return Err(StoreError::Rejected(Rejection::Full));
        }
        sqlx::query(ENTER_SQL)
            .bind(D::id(tournament_id))
            .bind(D::id(user_id))
            .bind(D::time(now)?)
            .execute(&mut *tx)
            .await
            .map_err(unique_as::<D>(Rejection::AlreadySeated))?;
        tx.commit().await.map_err(D::db_error)
    }

    async fn leave_tournament(&self, tournament_id: Uuid, user_id: Uuid) -> StoreResult<()> {
        let mut tx = self.begin().await?;
        let (status, _) = status_for_write::<D>(&mut tx, tournament_id).await?;
        if status != TournamentStatus::Signup {
            return Err(StoreError::Rejected(Rejection::NotOpen));
        }
        let left = sqlx::query(LEAVE_SQL)
            .bind(D::id(tournament_id))
            .bind(D::id(user_id))
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?
            .rows_affected();
        if left == 0 {
            return Err(StoreError::Rejected(Rejection::NotSeated));
        }
        tx.commit().await.map_err(D::db_error)
    }

    async fn withdraw_from_tournament(
        &self,
        tournament_id: Uuid,
        user_id: Uuid,
        now: OffsetDateTime,
    ) -> StoreResult<bool> {
        let changed = sqlx::query(WITHDRAW_SQL)
            .bind(D::id(tournament_id))
            .bind(D::id(user_id))
            .bind(D::time(now)?)
            .execute(&self.write)
            .await
            .map_err(D::db_error)?
            .rows_affected();
        Ok(changed > 0)
    }

    async fn substitute(
        &self,
        tournament_id: Uuid,
        withdrawn: Uuid,
        substitute: Uuid,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        let mut tx = self.begin().await?;
        let (status, _) = status_for_write::<D>(&mut tx, tournament_id).await?;
        let later: i64 = sqlx::query_scalar(LATER_ROUNDS_SQL)
            .bind(D::id(tournament_id))
            .fetch_one(&mut *tx)
            .await
            .map_err(D::db_error)?;
        if status != TournamentStatus::Running || later > 0 {
            return Err(StoreError::Rejected(Rejection::NotOpen));
        }
        let replaced: i64 = sqlx::query_scalar(SUBSTITUTES_OF_SQL)
            .bind(D::id(tournament_id))
            .bind(D::id(withdrawn))
            .fetch_one(&mut *tx)
            .await
            .map_err(D::db_error)?;
        if replaced > 0 {
            return Err(StoreError::Rejected(Rejection::NotSeated));
        }
        let entered = sqlx::query(SUBSTITUTE_SQL)
            .bind(D::id(tournament_id))
            .bind(D::id(withdrawn))
            .bind(D::id(substitute))
            .bind(D::time(now)?)
            .execute(&mut *tx)
            .await
            .map_err(unique_as::<D>(Rejection::AlreadySeated))?
            .rows_affected();
        if entered == 0 {
            return Err(StoreError::Rejected(Rejection::NotSeated));
        }
        tx.commit().await.map_err(D::db_error)
    }

    async fn set_tournament_status(
        &self,
        tournament_id: Uuid,
        from: TournamentStatus,
        to: TournamentStatus,
        now: OffsetDateTime,
    ) -> StoreResult<bool> {
        let changed = sqlx::query(SET_STATUS_SQL)
            .bind(D::id(tournament_id))
            .bind(from.as_str())
            .bind(to.as_str())
            .bind(D::time(now)?)
            .execute(&self.write)
            .await
            .map_err(D::db_error)?
            .rows_affected();
        Ok(changed > 0)
    }

    async fn start_tournament(
        &self,
        tournament_id: Uuid,
        seeds: &[Uuid],
        plan: Option<&serde_json::Value>,
        first: &NewRound,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        let head = head_for_round(self, tournament_id).await?;
        let mut tx = self.begin().await?;
        let started = sqlx::query(SET_STATUS_SQL)
            .bind(D::id(tournament_id))
            .bind(TournamentStatus::Signup.as_str())
            .bind(TournamentStatus::Running.as_str())
            .bind(D::time(now)?)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?
            .rows_affected();
        if started == 0 {
            return Err(StoreError::Conflict(Rejection::MovedOn));
        }
        for (seed, &user) in seeds.iter().enumerate() {
            let seed = u32::try_from(seed).map_err(|_| StoreError::Rejected(Rejection::BadPlan))?;
            sqlx::query(SEED_SQL)
                .bind(D::id(tournament_id))
                .bind(D::id(user))
                .bind(D::int_number(seed)?)
                .execute(&mut *tx)
                .await
                .map_err(D::db_error)?;
        }
        if let Some(plan) = plan {
            sqlx::query(SET_PLAN_SQL)
                .bind(D::id(tournament_id))
                .bind(D::json(plan)?)
                .execute(&mut *tx)
                .await
                .map_err(D::db_error)?;
        }
        write_round::<D>(&mut tx, &head, first, now).await?;
        tx.commit().await.map_err(D::db_error)
    }

    async fn next_round(
        &self,
        tournament_id: Uuid,
        round: u32,
        results: &[SeatResult],
        next: Option<&NewRound>,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        let head = head_for_round(self, tournament_id).await?;
        let mut tx = self.begin().await?;
        let ended = sqlx::query(END_ROUND_SQL)
            .bind(D::id(tournament_id))
            .bind(D::int_number(round)?)
            .bind(D::time(now)?)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?
            .rows_affected();
        if ended == 0 {
            return Err(StoreError::Conflict(Rejection::MovedOn));
        }
        for result in results {
            sqlx::query(SEAT_RESULT_SQL)
                .bind(D::id(tournament_id))
                .bind(D::int_number(round)?)
                .bind(D::id(result.user_id))
                .bind(result.side.map(D::int_number).transpose()?)
                .bind(D::int_number(result.place)?)
                .bind(D::int_number(result.points)?)
                .execute(&mut *tx)
                .await
                .map_err(D::db_error)?;
        }
        match next {
            Some(next) => {
                if let Some(plan) = &next.plan {
                    sqlx::query(SET_PLAN_SQL)
                        .bind(D::id(tournament_id))
                        .bind(D::json(plan)?)
                        .execute(&mut *tx)
                        .await
                        .map_err(D::db_error)?;
                }
                write_round::<D>(&mut tx, &head, next, now).await?
            }
            None => {
                sqlx::query(SET_STATUS_SQL)
                    .bind(D::id(tournament_id))
                    .bind(TournamentStatus::Running.as_str())
                    .bind(TournamentStatus::Finished.as_str())
                    .bind(D::time(now)?)
                    .execute(&mut *tx)
                    .await
                    .map_err(D::db_error)?;
            }
        }
        tx.commit().await.map_err(D::db_error)
    }

    async fn rounds(&self, tournament_id: Uuid) -> StoreResult<Vec<RoundRecord>> {
        let rows = sqlx::query(ROUNDS_SQL)
            .bind(D::id(tournament_id))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        let mut rounds = Vec::with_capacity(rows.len());
        for row in &rows {
            rounds.push(RoundRecord {
                round: u32::try_from(D::get_int(row, "round")?).map_err(|_| bad("round"))?,
                started_at: D::get_time(row, "started_at")?,
                deadline_at: D::get_time(row, "deadline_at")?,
                extended: D::get(row, "extended")?,
                finished_at: D::get_opt_time(row, "finished_at")?,
                seats: Vec::new(),
            });
        }
        let seats = sqlx::query(SEATS_SQL)
            .bind(D::id(tournament_id))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        let small = |row: &D::Row, column: &str| -> StoreResult<Option<u32>> {
            D::get_opt_int(row, column)?
                .map(|value| u32::try_from(value).map_err(|_| bad(column)))
                .transpose()
        };
        for row in &seats {
            let number = u32::try_from(D::get_int(row, "round")?).map_err(|_| bad("round"))?;
            let kind: String = D::get(row, "kind")?;
            let seat = SeatRecord {
                user_id: D::get_id(row, "user_id")?,
                kind: SeatKind::parse(&kind).ok_or_else(|| bad("kind"))?,
                table_no: small(row, "table_no")?,
                game_id: D::get_opt_id(row, "game_id")?,
                opponent: D::get_opt_id(row, "opponent_id")?,
                side: small(row, "side")?,
                place: small(row, "place")?,
                points: small(row, "points")?,
            };
            // A round and its seats are written in one transaction, but the two reads
            // are two statements: seats of a round paired between them (by another
            // instance) belong to a round this read does not know yet, and wait for the next.
            if let Some(round) = rounds.iter_mut().find(|round| round.round == number) {
                round.seats.push(seat);
            }
        }
        Ok(rounds)
    }

    async fn tournaments_to_move(&self, now: OffsetDateTime) -> StoreResult<Vec<Uuid>> {
        let rows = sqlx::query(TO_MOVE_SQL)
            .bind(D::time(now)?)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter()
            .map(|row| D::get_id(row, "tournament_id"))
            .collect()
    }

    async fn end_at_deadline(&self, game_ids: &[Uuid], now: OffsetDateTime) -> StoreResult<usize> {
        let at = D::time(now)?;
        let mut ended = 0;
        for &game_id in game_ids {
            let mut tx = self.begin().await?;
            let row = sqlx::query(D::GAME_FOR_WRITE_SQL)
                .bind(D::id(game_id))
                .fetch_optional(&mut *tx)
                .await
                .map_err(D::db_error)?;
            let Some(row) = row else { continue };
            let status: String = D::get(&row, "status")?;
            let cancelled: bool = D::get(&row, "cancelled")?;
            if status != "active" || cancelled {
                continue;
            }
            sqlx::query(DEADLINE_CANCEL_SQL)
                .bind(D::id(game_id))
                .bind(&at)
                .execute(&mut *tx)
                .await
                .map_err(D::db_error)?;
            sqlx::query(super::notify_sql::MARK_CANCELLED_SQL)
                .bind(D::id(game_id))
                .execute(&mut *tx)
                .await
                .map_err(D::db_error)?;
            tx.commit().await.map_err(D::db_error)?;
            ended += 1;
        }
        Ok(ended)
    }

    async fn extend_round(&self, tournament_id: Uuid, round: u32, days: u32) -> StoreResult<bool> {
        let mut tx = self.begin().await?;
        let row = sqlx::query(ROUND_DEADLINE_SQL)
            .bind(D::id(tournament_id))
            .bind(D::int_number(round)?)
            .fetch_optional(&mut *tx)
            .await
            .map_err(D::db_error)?;
        let Some(row) = row else { return Ok(false) };
        let deadline = D::get_time(&row, "deadline_at")? + time::Duration::days(i64::from(days));
        let changed = sqlx::query(EXTEND_ROUND_SQL)
            .bind(D::id(tournament_id))
            .bind(D::int_number(round)?)
            .bind(D::time(deadline)?)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?
            .rows_affected();
        tx.commit().await.map_err(D::db_error)?;
        Ok(changed > 0)
    }

    async fn blocks_among(&self, tournament_id: Uuid) -> StoreResult<Vec<(Uuid, Uuid)>> {
        let rows = sqlx::query(BLOCKS_AMONG_SQL)
            .bind(D::id(tournament_id))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter()
            .map(|row| Ok((D::get_id(row, "user_id")?, D::get_id(row, "other_id")?)))
            .collect()
    }

    async fn tournament_of_game(&self, game_id: Uuid) -> StoreResult<Option<GameTournament>> {
        let row = sqlx::query(TOURNAMENT_OF_GAME_SQL)
            .bind(D::id(game_id))
            .fetch_optional(&self.read)
            .await
            .map_err(D::db_error)?;
        let Some(row) = row else { return Ok(None) };
        Ok(Some(GameTournament {
            code: D::get(&row, "code")?,
            name: D::get(&row, "name")?,
            round: u32::try_from(D::get_int(&row, "round")?).map_err(|_| bad("round"))?,
            deadline_at: D::get_time(&row, "deadline_at")?,
        }))
    }

    async fn rounds_to_announce(&self) -> StoreResult<Vec<(Uuid, u32)>> {
        let rows = sqlx::query(ROUNDS_TO_ANNOUNCE_SQL)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        round_keys::<D>(&rows)
    }

    async fn rounds_waiting(&self) -> StoreResult<Vec<(Uuid, u32)>> {
        let rows = sqlx::query(ROUNDS_WAITING_SQL)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        round_keys::<D>(&rows)
    }

    async fn ends_to_tell(&self) -> StoreResult<Vec<Uuid>> {
        let rows = sqlx::query(ENDS_TO_TELL_SQL)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter()
            .map(|row| D::get_id(row, "tournament_id"))
            .collect()
    }

    async fn round_told(&self, tournament_id: Uuid, round: u32, waits: bool) -> StoreResult<()> {
        let sql = if waits {
            ROUND_WAITS_TOLD_SQL
        } else {
            ROUND_ANNOUNCED_SQL
        };
        // listed: ROUND_WAITS_TOLD_SQL, ROUND_ANNOUNCED_SQL
        sqlx::query(sql)
            .bind(D::id(tournament_id))
            .bind(D::int_number(round)?)
            .execute(&self.write)
            .await
            .map_err(D::db_error)?;
        Ok(())
    }

    async fn end_told(&self, tournament_id: Uuid) -> StoreResult<()> {
        sqlx::query(END_TOLD_SQL)
            .bind(D::id(tournament_id))
            .execute(&self.write)
            .await
            .map_err(D::db_error)?;
        Ok(())
    }

    async fn add_announcement(
        &self,
        tournament_id: Uuid,
        organiser: Uuid,
        text: &str,
        now: OffsetDateTime,
        (most, since): (u32, OffsetDateTime),
    ) -> StoreResult<Announcement> {
        let mut tx = self.begin().await?;
        super::limits::lock_person::<D>(&mut tx, organiser).await?;
        let written: i64 = sqlx::query_scalar(ANNOUNCEMENTS_SINCE_SQL)
            .bind(D::id(tournament_id))
            .bind(D::time(since)?)
            .fetch_one(&mut *tx)
            .await
            .map_err(D::db_error)?;
        if written >= i64::from(most) {
            return Err(StoreError::Rejected(Rejection::Full));
        }
        let announcement = Announcement {
            announcement_id: Uuid::new_v4(),
            tournament_id,
            text: text.to_string(),
            created_at: now,
        };
        sqlx::query(NEW_ANNOUNCEMENT_SQL)
            .bind(D::id(announcement.announcement_id))
            .bind(D::id(tournament_id))
            .bind(text)
            .bind(D::time(now)?)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        tx.commit().await.map_err(D::db_error)?;
        Ok(announcement)
    }

    async fn announcements(&self, tournament_id: Uuid) -> StoreResult<Vec<Announcement>> {
        let rows = sqlx::query(ANNOUNCEMENTS_SQL)
            .bind(D::id(tournament_id))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter().map(announcement_from::<D>).collect()
    }

    async fn unsent_announcements(&self) -> StoreResult<Vec<Announcement>> {
        let rows = sqlx::query(UNSENT_ANNOUNCEMENTS_SQL)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter().map(announcement_from::<D>).collect()
    }

    async fn announcement_sent(&self, announcement_id: Uuid) -> StoreResult<()> {
        sqlx::query(ANNOUNCEMENT_SENT_SQL)
            .bind(D::id(announcement_id))
            .execute(&self.write)
            .await
            .map_err(D::db_error)?;
        Ok(())
    }

    async fn tournaments_of_player(
        &self,
        user_id: Uuid,
        statuses: &[TournamentStatus],
        limit: i64,
    ) -> StoreResult<Vec<PlayerTournament>> {
        let status = |index: usize| statuses.get(index).or(statuses.first()).map(|s| s.as_str());
        let rows = sqlx::query(PLAYER_TOURNAMENTS_SQL)
            .bind(D::id(user_id))
            .bind(status(0))
            .bind(status(1))
            .bind(status(2))
            .bind(limit)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter()
            .map(|row| {
                let status: String = D::get(row, "status")?;
                let round = D::get_opt_int(row, "round")?
                    .map(|round| u32::try_from(round).map_err(|_| bad("round")))
                    .transpose()?;
                Ok(PlayerTournament {
                    code: D::get(row, "code")?,
                    name: D::get(row, "name")?,
                    status: TournamentStatus::parse(&status).ok_or_else(|| bad("status"))?,
                    listed: D::get(row, "listed")?,
                    round,
                    game_id: D::get_opt_id(row, "game_id")?,
                })
            })
            .collect()
    }
}
