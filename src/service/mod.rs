//! The one write path: accounts, sessions, invitations and moves, shared by the HTML pages
//! and the JSON API.
//!
//! Handlers never talk to the store for anything that changes state; they call these
//! functions, which validate input, enforce who may do what, and turn storage outcomes into
//! messages for people.
//!
//! `Service` is one type whose methods are spread over one file per subject:
//!
//! | file | what `Service` does there |
//! | --- | --- |
//! | `mod.rs` | construction, the clock, a turn at password hashing (`hashing.rs`: the slots and their per-address limit), store errors in words |
//! | `accounts.rs` | sign-up, log-in and its limits, sessions, password change, deletion |
//! | `devices.rs` | the lane of known devices and networks at log-in: its limits, the device cookies |
//! | `password_reset.rs` | reset links by mail |
//! | `invitations.rs` | joining, leaving and cancelling invitations; a game's start |
//! | `tables.rs` | creating invitations, invitations by name, open games, rematches |
//! | `moves.rs` | loading a game (`game`, `GameState`), moves (checked, previewed, appended), automatic moves |
//! | `over_days.rs` | deadlines, absences, votes, the clock panel, notification settings |
//! | `social.rs` | chat, private notes, resigning |
//! | `ratings.rs` | rating finished games, profiles, leaderboards |
//! | `moderation.rs` | reports, mutes and blocks, moderators' actions |
//! | `computers.rs` | computer players' turns |
//! | `tournaments.rs` | tournaments: creating, entering, withdrawing, and the worker's rounds |

use crate::clock::{DynClock, SystemClock};
use crate::config::Config;
use crate::game::text::t;
use crate::live::Live;
use crate::store::{DynStore, RateLimit, Rejection, StoreError};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use time::OffsetDateTime;
use uuid::Uuid;

mod accounts;
mod computer_queue;
pub mod computers;
pub mod deadline;
pub mod devices;
pub mod fair_play;
mod hashing;
mod invitations;
pub mod mails;
pub mod moderation;
mod moves;
pub mod networks;
mod over_days;
mod password_reset;
mod presence;
pub mod push;
pub mod ratings;
pub mod reviews;
pub mod social;
mod tables;
pub mod tournaments;
pub mod webhook_target;

pub use accounts::*;
pub use computer_queue::{Picked, TurnList};
pub use moves::*;
pub use over_days::*;
pub use password_reset::*;
pub use tables::*;

/// Why a service call did not succeed. Every message except `Internal` is for people.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    /// The input is malformed or breaks a rule (username too short, …).
    #[error("{0}")]
    Invalid(String),
    /// Not logged in, or wrong credentials.
    #[error("{0}")]
    Unauthorized(String),
    /// Logged in but not allowed.
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    /// The state changed under the caller ("the game has moved on", seat taken, …).
    #[error("{0}")]
    Conflict(String),
    /// A move the rules refuse or that could not be read.
    #[error("{0}")]
    IllegalMove(String),
    #[error("{0}")]
    RateLimited(String),
    /// Too many attempts from the caller; they may try again after `retry_after` (429 with
    /// `Retry-After`).
    #[error("{message}")]
    RateLimitedFor {
        message: String,
        retry_after: Duration,
    },
    /// The server is too busy to do this now (503 with `Retry-After`).
    #[error("{message}")]
    Busy {
        message: String,
        retry_after: Duration,
    },
    /// The database does not answer.
    #[error("{}", t("games-error-unavailable"))]
    Unavailable,
    /// The database answers but cannot save (disk full, read-only, I/O error).
    #[error("{}", cannot_save())]
    CannotSave,
    /// This game's stored log no longer replays (logged with the failing event where it
    /// was found); other games are not affected. `maipenrai check` lists every such game.
    #[error("{}", damaged_game())]
    DamagedGame,
    /// The database reports its data damaged (the detail is for the log, never shown):
    /// `/healthz` answers 503 from then on, until a restart (`Health`).
    #[error("{}", t("games-error-damaged-database"))]
    DamagedDatabase(String),
    /// A bug or an unexpected failure; logged once by the HTTP layer, never shown.
    #[error("internal error: {0}")]
    Internal(anyhow::Error),
}

pub type ServiceResult<T> = Result<T, ServiceError>;

impl ServiceError {
    /// How long the caller should wait before trying again, when that is known.
    pub fn retry_after(&self) -> Option<Duration> {
        match self {
            ServiceError::RateLimitedFor { retry_after, .. }
            | ServiceError::Busy { retry_after, .. } => Some(*retry_after),
            _ => None,
        }
    }
}

impl From<StoreError> for ServiceError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Conflict(r) | StoreError::Rejected(r) => {
                ServiceError::Conflict(rejection_words(r))
            }
            StoreError::NotFound => ServiceError::NotFound(t("games-error-not-found")),
            StoreError::Unavailable(_) => ServiceError::Unavailable,
            StoreError::CannotSave(e) => {
                // Logged here, once, with the database's own words: the page only says
                // that nothing could be saved.
                tracing::warn!("the database cannot save: {e}");
                ServiceError::CannotSave
            }
            StoreError::Damaged(e) => {
                tracing::error!("the database reports damage: {e}");
                ServiceError::DamagedDatabase(e.to_string())
            }
            StoreError::Other(e) => ServiceError::Internal(e.into()),
        }
    }
}

/// What people are told when the database cannot save (disk full, read-only folder).
pub fn cannot_save() -> String {
    t("games-error-cannot-save")
}

/// What people are told about a game whose stored record no longer replays.
pub fn damaged_game() -> String {
    t("games-error-damaged-game")
}

/// The `Conflict` a move sent against an older position gets (compare with this, in the
/// same request: it is in the request's language).
pub fn moved_on() -> String {
    t("games-error-moved-on")
}

/// Password hashes computed at once (one per core on the 2-core target machine); one client
/// address holds at most one of them (`hashing.rs`).
pub const HASHING_AT_ONCE: usize = 2;
/// Password checks at once for log-ins from a known device or network (`devices.rs`), in
/// slots of their own besides [`HASHING_AT_ONCE`]; one account holds at most one.
pub const KNOWN_HASHING_AT_ONCE: usize = 1;

/// Failed logins allowed per account and client address within [`LOGIN_WINDOW`]. Per
/// address too, so that a stranger's wrong guesses (usernames are public) cannot lock
/// the account's owner out; the per-address limit below bounds the guesses of one address
/// over all accounts.
pub const LOGIN_MAX_FAILURES: usize = 5;
/// Failed logins allowed per client address within [`LOGIN_WINDOW`]: higher than per
/// account, because a household or office behind one address shares it.
pub const LOGIN_MAX_FAILURES_PER_ADDRESS: usize = 20;
/// Failed logins allowed per account, from every address together, within
/// [`LOGIN_WINDOW`]: it slows down guessing from many addresses (each within its own
/// limits). Past it the account's anonymous log-ins wait, but a known device or network
/// (`devices.rs`) still logs in: the owner is never locked out.
pub const LOGIN_MAX_FAILURES_PER_NAME: usize = 30;
/// Failed logins allowed per known device, or account and known network, within
/// [`LOGIN_WINDOW`] (its own lockout, never the account's).
pub const LOGIN_MAX_FAILURES_PER_DEVICE: usize = 5;
/// The window of the login rate limit.
pub const LOGIN_WINDOW: Duration = Duration::from_secs(15 * 60);
/// Sign-ups allowed per client address within [`SIGNUP_WINDOW`]: every one costs a
/// password hash, and a flood of accounts is a nuisance of its own.
pub const SIGNUP_MAX_PER_ADDRESS: usize = 30;
/// The window of the sign-up rate limit.
pub const SIGNUP_WINDOW: Duration = Duration::from_secs(3600);
/// The rate limits, kept in the database (`store/limits.rs`) so that several instances of
/// the server share them: failed log-ins per account and address, per address, per account,
/// per known device, sign-ups per address, verification mails per user and per address.
pub const LOGIN_PER_ACCOUNT: RateLimit = RateLimit {
    max: LOGIN_MAX_FAILURES as u32,
    window: LOGIN_WINDOW,
};
pub const LOGIN_PER_ADDRESS: RateLimit = RateLimit {
    max: LOGIN_MAX_FAILURES_PER_ADDRESS as u32,
    window: LOGIN_WINDOW,
};
pub const LOGIN_PER_NAME: RateLimit = RateLimit {
    max: LOGIN_MAX_FAILURES_PER_NAME as u32,
    window: LOGIN_WINDOW,
};
pub const LOGIN_PER_DEVICE: RateLimit = RateLimit {
    max: LOGIN_MAX_FAILURES_PER_DEVICE as u32,
    window: LOGIN_WINDOW,
};
pub const SIGNUP: RateLimit = RateLimit {
    max: SIGNUP_MAX_PER_ADDRESS as u32,
    window: SIGNUP_WINDOW,
};
pub const VERIFY_MAILS: RateLimit = RateLimit {
    max: 3,
    window: Duration::from_secs(3600),
};
/// How long a browser session lasts.
pub const WEB_SESSION_DAYS: i64 = 30;
/// How long an API token lasts.
pub const API_TOKEN_DAYS: i64 = 365;
/// Longest note on an invitation, in characters.
pub const NOTE_MAX_CHARS: usize = 200;
/// Longest accepted move text.
pub const MOVE_MAX_CHARS: usize = 300;

// ---------------------------------------------------------------------------------------
// per-game serialisation

/// One async lock per game that is being moved in, so concurrent submissions to the
/// same game queue up instead of all replaying; the `(game_id, seq)` key stays the
/// backstop across processes. Also used per user for read-check-write steps on a user's
/// own rows (absences); ids never collide between games and users.
#[derive(Default)]
struct GameLocks {
    locks: Mutex<HashMap<Uuid, Arc<tokio::sync::Mutex<()>>>>,
}

impl GameLocks {
    fn get(&self, game_id: Uuid) -> Arc<tokio::sync::Mutex<()>> {
        let mut map = self.locks.lock().unwrap_or_else(|e| e.into_inner());
        // Drop locks nobody holds any more.
        if map.len() > 1000 {
            map.retain(|_, l| Arc::strong_count(l) > 1);
        }
        map.entry(game_id).or_default().clone()
    }
}

/// What this process found damaged in its database, kept until the process ends:
/// `/healthz` answers 503 from the first finding on (a restart, after a restore, clears it).
/// Only the kind is kept for the public answer; the detail goes to the log.
#[derive(Default)]
pub struct Health {
    damaged: std::sync::OnceLock<Damage>,
}

/// What kind of damage was found first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Damage {
    /// The database reported its data damaged.
    Database,
    /// A stored game's log no longer replays.
    Game,
}

impl Health {
    /// Records damage; the first finding is kept.
    pub fn damaged(&self, damage: Damage) {
        if self.damaged.set(damage).is_ok() {
            tracing::error!(
                ?damage,
                "the database is damaged: /healthz answers 503 until a restart; `maipenrai \
                 check` lists the games that no longer replay, `maipenrai restore` puts a \
                 backup back"
            );
        }
    }

    /// The damage found, if any.
    pub fn damage(&self) -> Option<Damage> {
        self.damaged.get().copied()
    }
}

// ---------------------------------------------------------------------------------------
// the service

/// The application's operations. Cheap to share (`Arc`).
pub struct Service {
    store: DynStore,
    config: Arc<Config>,
    live: Live,
    /// Bounds concurrent argon2 work (about 19 MiB and one core each) and shares it fairly
    /// between client addresses: a burst of log-ins or sign-ups queues or is refused here
    /// instead of exhausting memory or starving everybody else.
    hashing: hashing::Hashing,
    game_locks: GameLocks,
    /// The computer players' turns, shared fairly among people (`computer_queue.rs`).
    computers: computer_queue::Scheduler,
    clock: DynClock,
    /// Who was on the site, written in batches ([`presence`]).
    presence: presence::Presence,
    /// The VAPID key pair, read (or made) on first use ([`Service::vapid`]).
    vapid: tokio::sync::OnceCell<Arc<push::Vapid>>,
    /// Damage found in the database ([`Health`]).
    health: Health,
    /// Names this process in its claims on computer turns (random at each start).
    instance: String,
}

impl Service {
    pub fn new(store: DynStore, config: Arc<Config>, live: Live) -> Self {
        Service {
            hashing: hashing::Hashing::new(&config),
            computers: computer_queue::Scheduler::new(config.computer_searches),
            store,
            config,
            live,
            game_locks: GameLocks::default(),
            clock: Arc::new(SystemClock),
            presence: presence::Presence::default(),
            vapid: tokio::sync::OnceCell::new(),
            health: Health::default(),
            instance: Uuid::new_v4().to_string(),
        }
    }

    /// The same service reading time from `clock` (tests move it).
    pub fn with_clock(mut self, clock: DynClock) -> Self {
        self.clock = clock;
        self
    }

    pub fn clock(&self) -> &DynClock {
        &self.clock
    }

    /// Now, by the service's clock.
    pub fn now(&self) -> OffsetDateTime {
        self.clock.now()
    }

    /// Damage found in the database since the process started.
    pub fn health(&self) -> &Health {
        &self.health
    }

    /// Live notices of moves, for open game pages.
    pub fn live(&self) -> &Live {
        &self.live
    }

    pub fn store(&self) -> &DynStore {
        &self.store
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    /// A turn at the password hasher for a request from `addr` (see `hashing.rs`); the
    /// caller hashes or verifies once while holding it.
    async fn hash_turn(&self, addr: Option<std::net::IpAddr>) -> ServiceResult<hashing::Turn> {
        self.hash_turn_for(hashing::Asker::Address(addr)).await
    }

    /// [`Service::hash_turn`] for `asker`: an address, or an account in the known lane.
    async fn hash_turn_for(&self, asker: hashing::Asker) -> ServiceResult<hashing::Turn> {
        self.hashing.turn(asker, self.now()).await
    }

    /// How many password hashes and verifications this service has run (for tests and
    /// diagnostics).
    pub fn password_hashes_run(&self) -> u64 {
        self.hashing.turns()
    }

    /// The public link of an invitation.
    pub fn invitation_url(&self, code: &str) -> String {
        format!("{}/invite/{}", self.config.base_url, code)
    }
}

/// Unicode's direction controls: embeddings and overrides (U+202A–202E) and isolates
/// (U+2066–2069). In text shown to others they could make `gpj.exe` read `exe.jpg`.
pub fn is_direction_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Refuses text people write for others to read (chat, notes) that holds a direction
/// control; `what` names it for the message, in English ("a chat message", "a note",
/// "the note", "a reason"): the message says it in the current language.
pub fn refuse_direction_controls(text: &str, what: &str) -> ServiceResult<()> {
    if text.chars().any(is_direction_control) {
        let what = match what {
            "a chat message" => t("games-what-chat-message"),
            "a note" => t("games-what-a-note"),
            "the note" => t("games-what-the-note"),
            "a reason" => t("games-what-reason"),
            "a tournament's name" => t("tournaments-what-name"),
            other => other.to_string(),
        };
        let message = crate::game::Message::new("games-error-direction-controls").arg("what", what);
        return Err(ServiceError::Invalid(crate::game::text::site(&message)));
    }
    Ok(())
}

fn no_invitation() -> ServiceError {
    ServiceError::NotFound(t("games-error-no-invitation"))
}

fn no_game() -> ServiceError {
    ServiceError::NotFound(t("games-error-no-game"))
}

/// The store's refusals in people's words, in the current language.
pub fn rejection_words(rejection: Rejection) -> String {
    use crate::game::{text::site, Message};
    t(match rejection {
        Rejection::ComputerGames { max } => {
            return site(&Message::new("games-error-computer-games-limit").arg("max", max));
        }
        Rejection::PushDevices { max } => {
            return site(&Message::new("settings-push-too-many").arg("max", max));
        }
        // `Service::create_invitation` says whom by name; elsewhere the id stands in.
        Rejection::Naming { most, invitee } => {
            return tables::naming_limit(most, &invitee.to_string());
        }
        Rejection::Taken => "games-rejected-taken",
        Rejection::MovedOn => "games-rejected-moved-on",
        Rejection::GameOver => "games-error-over",
        Rejection::UsernameTaken => "games-rejected-username-taken",
        Rejection::SessionTaken => "games-rejected-session-taken",
        Rejection::CodeTaken => "games-rejected-code-taken",
        Rejection::GameIdTaken => "games-rejected-game-id-taken",
        Rejection::NotOpen => "games-rejected-not-open",
        Rejection::Full => "games-rejected-full",
        Rejection::AlreadySeated => "games-rejected-already-seated",
        Rejection::NotSeated => "games-rejected-not-seated",
        Rejection::OnlyCreatorCancels => "games-rejected-only-creator-cancels",
        Rejection::CreatorCannotLeave => "games-rejected-creator-cannot-leave",
        Rejection::TooFewPlayers => "games-rejected-too-few-players",
        Rejection::BadPlan => "games-rejected-bad-plan",
        Rejection::BadSeat => "games-rejected-bad-seat",
        Rejection::Cancelled => "games-rejected-cancelled",
        Rejection::BadDeadline => "games-rejected-bad-deadline",
        Rejection::VoteMovedOn => "games-rejected-vote-moved-on",
    })
}
