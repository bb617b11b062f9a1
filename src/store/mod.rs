//! Storage behind one narrow interface, with a SQLite and a Postgres implementation.
//!
//! Every game is an append-only event log in `game_event`, keyed by `(game_id, seq)`:
//! seq 0 holds the explicit setup, every later seq one player's move (see
//! [`crate::game::LogEvent`]). The primary key is the backstop that lets exactly one of
//! two racing submissions win. Multi-step writes (joining the last seat starts the game)
//! happen in one transaction inside the store.

#[macro_use]
mod shared;
#[macro_use]
mod statements;
mod common_sql;
mod devices;
mod dialect;
pub mod fair_play;
mod invitations;
mod lane;
pub mod limits;
pub mod maintenance;
pub mod migrate;
pub mod moderation;
mod names;
mod networks;
pub mod notify;
mod notify_common;
mod notify_postgres;
mod notify_sql;
mod notify_sqlite;
pub mod postgres;
mod postgres_rows;
pub mod push;
mod reviews;
mod rows_common;
pub mod social;
mod social_sql;
pub mod sqlite;
mod sqlite_rows;
mod store_common;
pub mod tournaments;

pub use devices::LoginDevice;
pub use fair_play::{
    EstablishedBy, FairPlayActing, FairPlayAction, FairPlayKind, FairPlayStore, SeenNetwork,
};
pub use limits::{ComputerGames, Limits, RateLimit};
pub use moderation::{Acting, Action, ActionKind, ModerationStore, PersonChoice, Report, Standing};
pub use networks::Seen;
pub use notify::NotifyStore;
pub use reviews::{ReviewRecord, ReviewedStep};
pub use shared::{stored_time, DEADLINE_DAYS, DELETED_NAME, DELETED_NAME_HELD_DAYS};
pub use social::{
    BoardRow, BoardRule, ChatMessage, InviteFrom, Invitee, PoolRating, Private, RatedGame,
    SocialStore, Verdict,
};
pub use tournaments::TournamentStore;

use crate::game::GameOptions;
use async_trait::async_trait;
use serde::Serialize;
use serde_json::Value;
use std::sync::Arc;
use time::OffsetDateTime;
use uuid::Uuid;

/// What can go wrong in storage, already sorted by what the caller should tell the user.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A unique key was taken (username, a seat, or the `(game_id, seq)` of a move:
    /// "the game has moved on").
    #[error("conflict: {0:?}")]
    Conflict(Rejection),
    /// The operation is not allowed in the current state (e.g. the invitation is full).
    #[error("rejected: {0:?}")]
    Rejected(Rejection),
    #[error("not found")]
    NotFound,
    /// The database does not answer (connection refused, pool timed out).
    #[error("the database is unavailable")]
    Unavailable(#[source] sqlx::Error),
    /// The database answers but cannot save: the disk is full, the data folder or file is
    /// read-only, or an I/O error. Nothing of the failed write was kept.
    #[error("the database cannot save: {0}")]
    CannotSave(#[source] sqlx::Error),
    /// The database reports its own data damaged (SQLite: a malformed file; Postgres: data
    /// or index corruption). Only a restore mends it (README "Backup and restore").
    #[error("the database is damaged: {0}")]
    Damaged(#[source] sqlx::Error),
    #[error("database error: {0}")]
    Other(#[source] sqlx::Error),
}

pub type StoreResult<T> = Result<T, StoreError>;

/// Why the store refused a write. The store says what happened; the service words it for
/// people (`service::rejection_words`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// A unique key is taken (no more specific reason known).
    Taken,
    MovedOn,
    GameOver,
    UsernameTaken,
    SessionTaken,
    CodeTaken,
    GameIdTaken,
    NotOpen,
    Full,
    AlreadySeated,
    NotSeated,
    OnlyCreatorCancels,
    CreatorCannotLeave,
    TooFewPlayers,
    BadPlan,
    BadSeat,
    Cancelled,
    BadDeadline,
    VoteMovedOn,
    /// The person is in `max` games with a computer player already (`Limits`).
    ComputerGames {
        max: u32,
    },
    /// The host has `most` open invitations naming `invitee` already (`Limits`).
    Naming {
        most: u32,
        invitee: Uuid,
    },
    /// The person has `max` devices for push notifications already.
    PushDevices {
        max: usize,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct User {
    pub user_id: Uuid,
    pub username: String,
    #[serde(with = "time::serde::rfc3339")]
    pub created_at: OffsetDateTime,
}

/// A user with the stored argon2id hash, only for logging in.
#[derive(Clone, Debug)]
pub struct Credentials {
    pub user: User,
    pub password_hash: String,
}

word_enum! {
    /// Browser sessions (cookie) and API bearer tokens share one table.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum SessionKind {
        Web = "web",
        Api = "api",
    }
}

/// A live session found by the hash of its token.
#[derive(Clone, Debug)]
pub struct Session {
    pub user: User,
    /// Per-session secret that state-changing forms must echo back.
    pub csrf_token: String,
    pub expires_at: OffsetDateTime,
    /// The operator made this person a moderator (`maipenrai admin grant`).
    pub moderator: bool,
    /// The language the person chose for the site (`NotifySettings::language`).
    pub language: Option<String>,
    /// The time zone their browser reported (`NotifySettings::time_zone`).
    pub time_zone: Option<String>,
}

word_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "snake_case")]
    pub enum InvitationStatus {
        Open = "open",
        Started = "started",
        Cancelled = "cancelled",
        /// Nobody filled its seats in time (`INVITATION_EXPIRY_DAYS`); the worker ended it.
        Expired = "expired",
    }
}

/// What a user asks for when creating an invitation; the creator takes the first seat.
#[derive(Clone, Debug, Default)]
pub struct NewInvitation {
    /// Unguessable code (≥128 bits) used in the link `BASE_URL/invite/<code>`.
    pub code: String,
    /// Game slug (`crate::games`).
    pub game: String,
    pub options: GameOptions,
    pub note: String,
    pub creator: Uuid,
    /// Optional move deadline in days per move (1, 2, 3, 5, 7 or 14).
    pub deadline_days: Option<u32>,
    /// Computer accounts that take the next seats, in this order.
    pub computers: Vec<Uuid>,
    /// How the game starts when the computers take the last seat.
    pub start: Option<StartPlan>,
    /// Listed on the "Open games" page (and its game on the "Watch" page).
    pub listed: bool,
    /// People invited by name.
    pub invitees: Vec<Uuid>,
    /// The limits checked before anything is written (`limits.rs`).
    pub limits: Limits,
}

#[derive(Clone, Debug, Serialize)]
pub struct Invitation {
    pub invitation_id: Uuid,
    pub code: String,
    pub game: String,
    pub options: GameOptions,
    pub note: String,
    pub creator: User,
    pub status: InvitationStatus,
    /// Everybody who joined, in joining order (the creator first).
    pub seats: Vec<User>,
    pub game_id: Option<Uuid>,
    /// Optional move deadline in days per move.
    pub deadline_days: Option<u32>,
    #[serde(with = "time::serde::rfc3339")]
    pub created_at: OffsetDateTime,
    /// When it expired unfilled (status `Expired`).
    #[serde(with = "time::serde::rfc3339::option")]
    pub expired_at: Option<OffsetDateTime>,
}

/// A turn a computer player is to make ([`Store::computer_turns`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerTurn {
    pub game_id: Uuid,
    pub seat: usize,
    pub by: ComputerSeat,
    /// Who created the game's invitation: the person the turn is scheduled for.
    pub owner: Uuid,
    /// Since when the turn waits (the game's newest event).
    pub since: OffsetDateTime,
}

/// Who plays a computer turn's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComputerSeat {
    /// A computer account seated at the game: a computer's move like anybody's.
    Account(Uuid),
    /// A removed seat the remaining players handed to a computer of this level: an
    /// automatic move marked "played by the computer".
    Removed(crate::bots::Level),
}

/// Prepared by the service before a join, used by the store only if that join fills the
/// last seat: then the game starts in the same transaction.
#[derive(Clone, Debug)]
pub struct StartPlan {
    pub game_id: Uuid,
    /// The seq-0 event (the explicit setup).
    pub setup_event: Value,
    /// `seat_order[seat]` = index into the invitation's seats in joining order, i.e.
    /// a random permutation chosen by the service.
    pub seat_order: Vec<usize>,
    /// The seat to move first (from the setup).
    pub to_move_seat: usize,
}

word_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "snake_case")]
    pub enum GameStatus {
        Active = "active",
        Finished = "finished",
        /// Cancelled by vote after stalling (a row in `game_cancel`; the log is untouched).
        Cancelled = "cancelled",
    }
}

/// A game's row: who sits where and where it stands (kept current on every append).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameRecord {
    pub game_id: Uuid,
    pub game: String,
    pub options: GameOptions,
    pub status: GameStatus,
    /// Players by seat (index = seat).
    pub players: Vec<User>,
    /// Seat to move, when active.
    pub to_move_seat: Option<usize>,
    /// Optional move deadline in days per move (from the invitation).
    pub deadline_days: Option<u32>,
    /// The invitation's note ("Friday's rematch"), kept with its game; may be empty.
    pub note: String,
    /// The game's short number ("Game 42"), in the order the games started.
    pub number: i64,
    /// seq of the newest event (0 right after the start).
    pub seq: i64,
    /// When the newest event was appended (for "waiting longest" ordering).
    #[serde(with = "time::serde::rfc3339")]
    pub updated_at: OffsetDateTime,
    #[serde(with = "time::serde::rfc3339")]
    pub created_at: OffsetDateTime,
    /// When it finished (or was cancelled).
    #[serde(with = "time::serde::rfc3339::option")]
    pub finished_at: Option<OffsetDateTime>,
    /// Its invitation was listed on "Open games": the game appears in public lists.
    /// Otherwise it is link-only: listed only to its players (`docs/social.md`).
    pub listed: bool,
    /// A finished game's result, once stored ([`Store::set_result`]).
    pub result: Option<GameResult>,
}

/// A finished game's result as data, kept on its row so that lists need no replay
/// (`docs/storage.md`). Never words: pages say it in their own language.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct GameResult {
    /// The winning seats (a team's win lists both partners).
    pub winners: Vec<usize>,
    /// Each seat's rank, by seat (1 = first; equal seats share a rank).
    pub ranks: Vec<usize>,
    /// Each seat's values in the game's result columns, by seat (empty when it has none).
    #[serde(default)]
    pub values: Vec<Vec<String>>,
    /// Seats whose player left the table before the end (resigned, voted out, deleted
    /// their account): they lost, whatever their seat did without them.
    #[serde(default)]
    pub left: Vec<usize>,
    /// Seats a computer player took over, with its level.
    #[serde(default)]
    pub computers: Vec<(usize, String)>,
}

impl GameResult {
    /// Whether the player of `seat` won: a winning seat they did not leave.
    pub fn won(&self, seat: usize) -> bool {
        self.winners.contains(&seat) && !self.left.contains(&seat)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EventRecord {
    pub seq: i64,
    pub event: Value,
    #[serde(with = "time::serde::rfc3339")]
    pub created_at: OffsetDateTime,
}

/// One stored event as [`Store::game_snapshot`] reads it: the event's JSON text as
/// stored, for the game to read straight into its own types.
#[derive(Clone, Debug)]
pub struct RawEventRecord {
    pub seq: i64,
    pub event: Box<serde_json::value::RawValue>,
    pub created_at: OffsetDateTime,
}

/// A game as [`Store::game_snapshot`] reads it.
#[derive(Clone, Debug)]
pub struct GameSnapshot {
    pub record: GameRecord,
    pub events: Vec<RawEventRecord>,
    pub extras: notify::GameExtras,
}

/// A running game where a deleted account's seat is to move ([`Store::delete_user`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeletedTurn {
    pub game_id: Uuid,
    pub seq: i64,
    pub seat: usize,
}

/// Where a game stands after an appended event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameUpdate {
    pub status: GameStatus,
    pub to_move_seat: Option<usize>,
}

/// The storage interface. Both implementations pass the same contract tests
/// (`tests/store_contract.rs`).
#[async_trait]
pub trait Store: Send + Sync + 'static {
    /// Answers Ok only when the database answers.
    async fn ping(&self) -> StoreResult<()>;
    /// Answers Ok only when the database can save right now: a small real write that a
    /// full disk, a read-only data folder or an I/O error fails ([`StoreError::CannotSave`]).
    async fn check_writable(&self) -> StoreResult<()>;

    // --- rate limits (`limits.rs`) ---
    /// Counts one attempt under each of `keys` at `now_ms` (Unix milliseconds) unless one of
    /// them already holds `limit.max` attempts within the window: then nothing is counted and
    /// the wait before the next attempt is returned. Atomic across connections and instances.
    async fn rate_reserve(
        &self,
        keys: &[String],
        limit: RateLimit,
        now_ms: i64,
    ) -> StoreResult<Option<std::time::Duration>>;
    /// Takes back the newest counted attempt of each key (the attempt succeeded).
    async fn rate_forgive(&self, keys: &[String]) -> StoreResult<()>;
    /// Forgets every counted attempt of `key`.
    async fn rate_clear(&self, key: &str) -> StoreResult<()>;

    // --- claims on computer turns (migration 0041, `limits.rs`) ---
    /// Claims the computer turn of `game_id` for `holder` until `until_ms` (Unix
    /// milliseconds), unless another holder's claim still runs at `now_ms`: whether taken.
    /// Atomic across connections and instances.
    async fn claim_computer_turn(
        &self,
        game_id: Uuid,
        holder: &str,
        now_ms: i64,
        until_ms: i64,
    ) -> StoreResult<bool>;
    /// Extends `holder`'s claim on `game_id` to `until_ms`: false when it is not theirs
    /// (any more).
    async fn renew_computer_claim(
        &self,
        game_id: Uuid,
        holder: &str,
        until_ms: i64,
    ) -> StoreResult<bool>;
    /// Gives up `holder`'s claim on `game_id` (nothing if it is not theirs).
    async fn release_computer_claim(&self, game_id: Uuid, holder: &str) -> StoreResult<()>;

    // --- the computer's reviews of finished games (`reviews.rs`) ---
    /// Game `game_id`'s review, if one was asked for.
    async fn review(&self, game_id: Uuid) -> StoreResult<Option<ReviewRecord>>;
    /// The decisions its review has done so far, in order.
    async fn review_steps(&self, game_id: Uuid) -> StoreResult<Vec<ReviewedStep>>;
    /// A review of `game_id` by reviewer `version`: false when the game has one already.
    async fn ask_review(
        &self,
        game_id: Uuid,
        version: u32,
        asked_by: Option<Uuid>,
        at: OffsetDateTime,
    ) -> StoreResult<bool>;
    /// The review of `game_id` done by `old_version` is done again by `version`, its
    /// decisions forgotten; `by_player`: a player's one new request. False when it is no
    /// longer by `old_version` (someone asked first).
    #[allow(clippy::too_many_arguments)]
    async fn review_again(
        &self,
        game_id: Uuid,
        old_version: u32,
        version: u32,
        asked_by: Option<Uuid>,
        at: OffsetDateTime,
        by_player: bool,
    ) -> StoreResult<bool>;
    /// Up to `max` reviews waiting to be done (the game, the version), longest asked first.
    async fn waiting_reviews(&self, max: i64) -> StoreResult<Vec<(Uuid, u32)>>;
    /// The last move number `game_id`'s review has done (0: none).
    async fn last_reviewed_step(&self, game_id: Uuid) -> StoreResult<usize>;
    /// One decision of `game_id`'s review by `version`: false when that review is no longer
    /// under way (done, or asked again by another version).
    async fn save_review_step(
        &self,
        game_id: Uuid,
        version: u32,
        step: &ReviewedStep,
    ) -> StoreResult<bool>;
    /// `game_id`'s review by `version` is done at `at`.
    async fn finish_review(
        &self,
        game_id: Uuid,
        version: u32,
        at: OffsetDateTime,
    ) -> StoreResult<bool>;
    /// Whether `user_id` keeps the reviews of their decisions to themselves.
    async fn hides_reviews(&self, user_id: Uuid) -> StoreResult<bool>;
    async fn set_hides_reviews(&self, user_id: Uuid, hide: bool) -> StoreResult<()>;

    // --- users ---
    /// Usernames are unique case-insensitively: a taken name is `Conflict`.
    async fn create_user(&self, username: &str, password_hash: &str) -> StoreResult<User>;
    /// Lookup by the name's key (any case), else by a name that looks like it (its
    /// skeleton: `src/usernames.rs`).
    async fn credentials(&self, username: &str) -> StoreResult<Option<Credentials>>;
    /// Gives every account without a skeleton (made before skeletons were kept) its own,
    /// oldest first; an account whose name looks like an older one's keeps none. Run at
    /// start; returns how many were filled.
    async fn fill_username_skeletons(&self) -> StoreResult<u64>;
    /// The one rename of an account: `Ok(false)` when it renamed before (or is deleted),
    /// `Conflict(UsernameTaken)` when the name or one like it is taken.
    async fn rename_user(
        &self,
        user_id: Uuid,
        username: &str,
        now: OffsetDateTime,
    ) -> StoreResult<bool>;
    /// Whether the account used its one rename.
    async fn has_renamed(&self, user_id: Uuid) -> StoreResult<bool>;

    // --- the networks accounts are seen from (`crate::net::address_key` as text) ---
    /// Account `user_id` was seen from `network` at `at` (kept with the latest time).
    async fn seen_from(
        &self,
        user_id: Uuid,
        network: &str,
        seen: Seen,
        at: OffsetDateTime,
    ) -> StoreResult<()>;
    /// Forgets every network last seen before `before`; returns how many were forgotten.
    async fn forget_networks(&self, before: OffsetDateTime) -> StoreResult<u64>;
    /// The networks seen since `since` shared by at least `min_accounts` accounts, with how
    /// many, the most shared first.
    async fn shared_networks(
        &self,
        since: OffsetDateTime,
        min_accounts: i64,
    ) -> StoreResult<Vec<(String, i64)>>;
    /// Whether account `user_id` logged in from `network` at `since` or later.
    async fn logged_in_from(
        &self,
        user_id: Uuid,
        network: &str,
        since: OffsetDateTime,
    ) -> StoreResult<bool>;

    // --- the browsers known to an account (only hashes of their tokens are stored) ---
    /// The device whose token hashes to `token_hash`, if it was used at `since` or later.
    async fn login_device(
        &self,
        token_hash: &str,
        since: OffsetDateTime,
    ) -> StoreResult<Option<LoginDevice>>;
    /// Adds `device`, its token hashing to `token_hash`, used `now`; in the same
    /// transaction its account keeps only its `most` devices used last.
    async fn add_login_device(
        &self,
        device: LoginDevice,
        token_hash: &str,
        now: OffsetDateTime,
        most: usize,
    ) -> StoreResult<()>;
    /// Gives device `device_id` the token hashing to `new_hash`, used `now`, if its token
    /// still hashes to `old_hash`; `false` when it does not (renewed or ended meanwhile).
    async fn renew_login_device(
        &self,
        device_id: Uuid,
        old_hash: &str,
        new_hash: &str,
        now: OffsetDateTime,
    ) -> StoreResult<bool>;
    /// Forgets every device last used before `before`; returns how many.
    async fn forget_login_devices(&self, before: OffsetDateTime) -> StoreResult<u64>;
    async fn user(&self, user_id: Uuid) -> StoreResult<Option<User>>;

    // --- sessions and API tokens (only hashes of tokens are stored) ---
    async fn create_session(
        &self,
        token_hash: &str,
        kind: SessionKind,
        user_id: Uuid,
        csrf_token: &str,
        expires_at: OffsetDateTime,
    ) -> StoreResult<()>;
    /// The session if it exists, is of this kind and has not expired.
    async fn session(&self, token_hash: &str, kind: SessionKind) -> StoreResult<Option<Session>>;
    async fn delete_session(&self, token_hash: &str) -> StoreResult<()>;
    /// Replaces the user's password hash and, in the same transaction, ends every session
    /// and API token of theirs except the one whose hash is `keep` (the session that made
    /// the change) and every known device of theirs, turns their webhook off (kept as `webhook_off_url`, its undelivered
    /// notifications withdrawn) and gives their feed, if they have one, the new id
    /// `feed_token` (renewed `now`). `NotFound` for an unknown user.
    async fn set_password(
        &self,
        user_id: Uuid,
        password_hash: &str,
        keep: Option<&str>,
        feed_token: &str,
        now: OffsetDateTime,
    ) -> StoreResult<()>;

    /// Deletes the account at `now`, in one transaction: the row stays (seats point at
    /// it) as "deleted player" that cannot log in, keeping the old name taken until
    /// [`Store::free_deleted_name`]; the seats in running games are removed (automatic
    /// moves); open invitations it created are cancelled, its seats in others' given up;
    /// sessions, tokens, settings, absences, notifications and reset links erased.
    /// Returns the running games where the deleted seat is to move now. `NotFound` for
    /// an unknown or already deleted account.
    async fn delete_user(
        &self,
        user_id: Uuid,
        now: OffsetDateTime,
    ) -> StoreResult<Vec<DeletedTurn>>;
    /// Frees `username` (case-insensitively) if an account deleted at `deleted_before` or
    /// earlier still holds it; then a new account may take it.
    async fn free_deleted_name(
        &self,
        username: &str,
        deleted_before: OffsetDateTime,
    ) -> StoreResult<()>;

    // --- invitations ---
    /// Creates the invitation in one transaction: the creator in the first seat, the
    /// computers in the next ones (when they fill it, its game starts with `new.start`),
    /// listed and naming its invitees as asked. `new.limits` are checked first
    /// ([`Limits`]): one that would be passed is `Rejected` and nothing is written.
    async fn create_invitation(&self, new: &NewInvitation) -> StoreResult<Invitation>;
    async fn invitation(&self, code: &str) -> StoreResult<Option<Invitation>>;
    /// Takes a free seat (atomically). `Rejected` when not open, full, already seated, or
    /// when the seat would pass `limits.computer_games` ([`Limits`], checked in the same
    /// transaction). If this join fills the last seat the game starts in the same
    /// transaction using `plan`, and the returned invitation is `Started` with its `game_id`.
    async fn join_invitation(
        &self,
        code: &str,
        user_id: Uuid,
        plan: &StartPlan,
        limits: &Limits,
    ) -> StoreResult<Invitation>;
    /// Leaves an open invitation; the creator cannot leave (they cancel instead).
    async fn leave_invitation(&self, code: &str, user_id: Uuid) -> StoreResult<Invitation>;
    /// Only the creator, only while open.
    async fn cancel_invitation(&self, code: &str, user_id: Uuid) -> StoreResult<Invitation>;
    /// Open invitations the user created or joined, newest first.
    async fn open_invitations_for(&self, user_id: Uuid) -> StoreResult<Vec<Invitation>>;
    /// The user's own invitations that expired unfilled at `since` or later, newest first.
    async fn expired_invitations_for(
        &self,
        user_id: Uuid,
        since: OffsetDateTime,
    ) -> StoreResult<Vec<Invitation>>;

    // --- games ---
    async fn game(&self, game_id: Uuid) -> StoreResult<Option<GameRecord>>;
    /// All events of a game in seq order.
    async fn events(&self, game_id: Uuid) -> StoreResult<Vec<EventRecord>>;
    /// `game`, `events` and the game's removed seats, votes and cancellation, read on one
    /// connection (one trip to the pool instead of three). Separate reads still: a move
    /// may land between them, so the caller checks that row and log agree.
    async fn game_snapshot(&self, game_id: Uuid) -> StoreResult<Option<GameSnapshot>>;
    /// Appends the event with `seq` (must be the current seq + 1) and updates the game row,
    /// in one transaction. A taken seq is `Conflict` and changes nothing; a finished or
    /// cancelled game is `Rejected`.
    async fn append_event(
        &self,
        game_id: Uuid,
        seq: i64,
        event: &Value,
        update: GameUpdate,
    ) -> StoreResult<()>;
    /// [`Store::append_event`] stamped with `at` instead of the store's own time (the
    /// service passes its [`crate::clock::Clock`], which move deadlines count from).
    /// Stores that cannot take a time fall back to `append_event`.
    async fn append_event_at(
        &self,
        game_id: Uuid,
        seq: i64,
        event: &Value,
        update: GameUpdate,
        at: OffsetDateTime,
    ) -> StoreResult<()> {
        let _ = at;
        self.append_event(game_id, seq, event, update).await
    }
    /// Every game the user plays in (active and finished).
    async fn games_for_user(&self, user_id: Uuid) -> StoreResult<Vec<GameRecord>>;
    /// Stores a finished game's result on its row, once (a result already stored stays).
    /// Stores that keep none (a test double) ignore it.
    async fn set_result(&self, game_id: Uuid, result: &GameResult) -> StoreResult<()> {
        let _ = (game_id, result);
        Ok(())
    }
    /// The running games waiting for the user's move, waiting longest first (the header's
    /// count and the game page's "next game" link; the lobby's "Your turn" list).
    async fn waiting_games(&self, user_id: Uuid) -> StoreResult<Vec<Uuid>>;
    /// Every turn a computer player is to make now: seats of the computer accounts with
    /// ids from `accounts.0` to `accounts.1`, and removed seats handed to a computer.
    async fn computer_turns(&self, accounts: (Uuid, Uuid)) -> StoreResult<Vec<ComputerTurn>>;
    /// How many games with a computer player `user_id` is in: running games where they
    /// hold a seat, and open invitations they sit at (the per-person limit).
    async fn computer_games_of(&self, user_id: Uuid, accounts: (Uuid, Uuid)) -> StoreResult<u32>;
    /// Finished games of everyone, newest first.
    async fn finished_games(&self, limit: i64, offset: i64) -> StoreResult<Vec<GameRecord>>;
    /// Up to `limit` game ids after `after` in id order (every game, whatever its state):
    /// for walking all games page by page (`maipenrai check`).
    async fn game_ids(&self, after: Option<Uuid>, limit: i64) -> StoreResult<Vec<Uuid>>;

    /// The storage of notifications, deadlines, absences and votes
    /// ([`NotifyStore`]). Both real stores have it; a store that wraps another (a test
    /// double) may not, and then those features are off.
    fn notify(&self) -> Option<&dyn NotifyStore> {
        None
    }

    /// The storage of chats and private notes ([`SocialStore`]); like [`Store::notify`],
    /// a wrapping store may not have it, and then those features are off.
    fn social(&self) -> Option<&dyn SocialStore> {
        None
    }

    /// The storage of reports, mutes, blocks and moderators' actions
    /// ([`ModerationStore`]); like [`Store::notify`], a wrapping store may not have it.
    fn moderation(&self) -> Option<&dyn ModerationStore> {
        None
    }

    /// The storage of fair play for ratings: established players, networks shared,
    /// voided ratings ([`FairPlayStore`]); like [`Store::notify`], a wrapping store may
    /// not have it.
    fn fair_play(&self) -> Option<&dyn FairPlayStore> {
        None
    }

    /// The storage of tournaments ([`TournamentStore`]); like [`Store::notify`], a
    /// wrapping store may not have it, and then tournaments are off.
    fn tournaments(&self) -> Option<&dyn TournamentStore> {
        None
    }

    /// The store's connection pools as they are now (the metrics); none for a store
    /// without pools of its own (a test double).
    fn pool_stats(&self) -> Vec<PoolStats> {
        Vec::new()
    }
}

/// One pool of database connections at one moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoolStats {
    /// Which pool: `read` and `write` (SQLite), `main` (Postgres, both in one), `lane`
    /// (page views and moves, `store/lane.rs`).
    pub pool: &'static str,
    /// Connections open, in use or idle.
    pub open: usize,
    pub idle: usize,
    /// The most it opens.
    pub max: usize,
}

pub type DynStore = Arc<dyn Store>;

/// The schema of each database, applied when a store connects (and by `migrate`).
pub(crate) static SQLITE_MIGRATIONS: sqlx::migrate::Migrator =
    sqlx::migrate!("./migrations/sqlite");
pub(crate) static POSTGRES_MIGRATIONS: sqlx::migrate::Migrator =
    sqlx::migrate!("./migrations/postgres");

/// Why the migrations could not run, in the operator's words. A database that a newer
/// version has upgraded is refused by name: this version does not know its schema and
/// must not serve it (docs/operations.md, "Upgrades").
pub(crate) fn migration_error(e: sqlx::migrate::MigrateError) -> anyhow::Error {
    match e {
        sqlx::migrate::MigrateError::VersionMissing(version) => anyhow::anyhow!(
            "this database was upgraded by a newer version of Mai Pen Rai: it has schema \
             migration {version}, which this version ({}) does not know. Run that newer \
             version (or a later one), or restore the backup taken before the upgrade \
             (docs/operations.md, \"Upgrades\")",
            env!("CARGO_PKG_VERSION")
        ),
        other => anyhow::Error::new(other).context("cannot apply the database migrations"),
    }
}

/// Whether `database_url` names a Postgres database (else it is a SQLite file).
pub fn is_postgres(database_url: &str) -> bool {
    database_url.starts_with("postgres://") || database_url.starts_with("postgresql://")
}

/// Opens the database named by `database_url` (`sqlite:` path or `postgres://`), creating
/// the SQLite file and its folder if needed, and applies the migrations.
pub async fn connect(database_url: &str) -> anyhow::Result<DynStore> {
    let store: DynStore = if is_postgres(database_url) {
        Arc::new(postgres::PgStore::connect(database_url).await?)
    } else {
        Arc::new(sqlite::SqliteStore::connect(database_url).await?)
    };
    // Accounts older than usernames' skeletons get theirs (a no-op once done).
    let filled = store
        .fill_username_skeletons()
        .await
        .map_err(|e| anyhow::anyhow!("cannot compare the usernames: {e}"))?;
    if filled > 0 {
        tracing::info!(filled, "usernames' skeletons kept for older accounts");
    }
    Ok(store)
}
