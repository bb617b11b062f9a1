//! The one write path: accounts, sessions, invitations and moves, shared by the HTML pages
//! and the JSON API.
//!
//! Handlers never talk to the store for anything that changes state; they call these
//! functions, which validate input, enforce who may do what, and turn storage outcomes into
//! messages for people.

use crate::clock::{DynClock, SystemClock};
use crate::config::{Config, Registration};
use crate::engine::{GameOptions, Hands, Seat, Status, Viewer};
use crate::games::{
    self, GameType, HistoryStep, LoadError, LoadedGame, LogEvent, MoveError, MoveReason, StoredMove,
};
use crate::live::{GameMoved, Live};
use crate::notify::deadline::{self, MoveMark};
use crate::store::notify::{Absence, EmailMode, GameExtras, NotifySettings, VoteKind, VoteOutcome};
use crate::store::{
    DynStore, GameRecord, GameSnapshot, GameStatus, GameUpdate, Invitation, InvitationStatus,
    NewInvitation, NotifyStore, Session, SessionKind, StartPlan, StoreError, User, DEADLINE_DAYS,
};
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use base64::Engine as _;
use rand::rngs::{OsRng, StdRng};
use rand::seq::SliceRandom;
use rand::{RngCore, SeedableRng};
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use time::OffsetDateTime;
use uuid::Uuid;

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
    /// The database does not answer.
    #[error("the database is unavailable, try again shortly")]
    Unavailable,
    /// The database answers but cannot save (disk full, read-only, I/O error).
    #[error("{CANNOT_SAVE}")]
    CannotSave,
    /// This game's stored log no longer replays (logged with the failing event where it
    /// was found); other games are not affected. `maipenrai check` lists every such game.
    #[error("{DAMAGED_GAME}")]
    DamagedGame,
    /// A bug or an unexpected failure; logged once by the HTTP layer, never shown.
    #[error("internal error: {0}")]
    Internal(anyhow::Error),
}

pub type ServiceResult<T> = Result<T, ServiceError>;

impl From<StoreError> for ServiceError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Conflict(m) => ServiceError::Conflict(m),
            StoreError::Rejected(m) => ServiceError::Conflict(m),
            StoreError::NotFound => ServiceError::NotFound("not found".into()),
            StoreError::Unavailable(_) => ServiceError::Unavailable,
            StoreError::CannotSave(e) => {
                // Logged here, once, with the database's own words: the page only says
                // that nothing could be saved.
                tracing::warn!("the database cannot save: {e}");
                ServiceError::CannotSave
            }
            StoreError::Other(e) => ServiceError::Internal(e.into()),
        }
    }
}

/// What people are told when the database cannot save (disk full, read-only folder).
pub const CANNOT_SAVE: &str =
    "the server cannot save right now, so nothing was changed; try again later";

/// What people are told about a game whose stored record no longer replays.
pub const DAMAGED_GAME: &str =
    "this game's record cannot be read, so it cannot be shown or played on; \
     the other games are not affected. The server's operator has been told";

/// The message for a move sent against an older position.
pub const MOVED_ON: &str = "the game has moved on: somebody moved before you. Here is the current position; nothing of yours was lost.";

/// Password hashes computed at once (one per core on the 2-core target machine).
pub const HASHING_AT_ONCE: usize = 2;

/// Failed logins allowed per account and client address within [`LOGIN_WINDOW`]. Per
/// address too, so that a stranger's wrong guesses (usernames are public) cannot lock
/// the account's owner out; the per-address limit below bounds the guesses of one address
/// over all accounts.
pub const LOGIN_MAX_FAILURES: usize = 5;
/// Failed logins allowed per client address within [`LOGIN_WINDOW`]: higher than per
/// account, because a household or office behind one address shares it.
pub const LOGIN_MAX_FAILURES_PER_ADDRESS: usize = 20;
/// The window of the login rate limit.
pub const LOGIN_WINDOW: Duration = Duration::from_secs(15 * 60);
/// Sign-ups allowed per client address within [`SIGNUP_WINDOW`]: every one costs a
/// password hash, and a flood of accounts is a nuisance of its own.
pub const SIGNUP_MAX_PER_ADDRESS: usize = 30;
/// The window of the sign-up rate limit.
pub const SIGNUP_WINDOW: Duration = Duration::from_secs(3600);
/// How long a browser session lasts.
pub const WEB_SESSION_DAYS: i64 = 30;
/// How long an API token lasts.
pub const API_TOKEN_DAYS: i64 = 365;
/// Longest note on an invitation, in characters.
pub const NOTE_MAX_CHARS: usize = 200;
/// Longest accepted move text.
pub const MOVE_MAX_CHARS: usize = 300;

// ---------------------------------------------------------------------------------------
// tokens

/// A fresh random token: 256 bits, base64url without padding.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    OsRng.fill_bytes(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// An invitation code: 128 random bits, base64url without padding (22 characters).
pub fn invitation_code() -> String {
    let mut bytes = [0u8; 16];
    OsRng.fill_bytes(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// What the database keeps of a session token: its SHA-256, hex.
pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// Compares secrets without an early exit.
pub fn same_secret(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

// ---------------------------------------------------------------------------------------
// validation

/// Usernames: 3–20 characters, ASCII letters, digits, `_` and `-`.
pub fn check_username(username: &str) -> ServiceResult<()> {
    let n = username.chars().count();
    if !(3..=20).contains(&n) {
        return Err(ServiceError::Invalid(
            "a username needs 3 to 20 characters".into(),
        ));
    }
    if !username
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        return Err(ServiceError::Invalid(
            "a username may only contain the letters a–z and A–Z, digits, _ and -".into(),
        ));
    }
    Ok(())
}

/// Passwords: at least 8 characters (and at most 1000, to bound hashing work).
pub fn check_password(password: &str) -> ServiceResult<()> {
    let n = password.chars().count();
    if n < 8 {
        return Err(ServiceError::Invalid(
            "a password needs at least 8 characters".into(),
        ));
    }
    if n > 1000 {
        return Err(ServiceError::Invalid(
            "a password may have at most 1000 characters".into(),
        ));
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------
// login rate limit

/// A rate limit's wait in whole minutes, rounded up: "1 minute", "15 minutes".
fn in_minutes(wait: Duration) -> String {
    let minutes = wait.as_secs().div_ceil(60).max(1);
    format!("{minutes} minute{}", if minutes == 1 { "" } else { "s" })
}

/// Failed logins per key (account or address) in a sliding window, kept in memory.
///
/// In memory on purpose: one server process is the supported deployment, and a restart
/// forgetting the counters is harmless. Several processes behind a balancer would each
/// allow [`LOGIN_MAX_FAILURES`].
pub struct LoginLimiter {
    failures: Mutex<HashMap<String, VecDeque<Instant>>>,
    max: usize,
    window: Duration,
}

impl LoginLimiter {
    pub fn new(max: usize, window: Duration) -> Self {
        LoginLimiter {
            failures: Mutex::new(HashMap::new()),
            max,
            window,
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, VecDeque<Instant>>> {
        // A poisoned lock only means another request panicked mid-update; the counters
        // are still usable.
        self.failures.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// `Err(wait)` when any key reached the limit; otherwise counts this attempt at once,
    /// as a failure until [`LoginLimiter::forgive`] takes it back. Checking and counting
    /// under one lock means parallel attempts cannot all slip past the limit.
    pub fn reserve(&self, keys: &[String]) -> Result<(), Duration> {
        let now = Instant::now();
        let mut map = self.lock();
        let wait = Self::wait(&mut map, keys, now, self.max, self.window);
        if wait.is_none() {
            Self::push(&mut map, keys, now, self.max, self.window);
        }
        wait.map_or(Ok(()), Err)
    }

    /// Takes back the attempt counted by [`LoginLimiter::reserve`] (it succeeded).
    pub fn forgive(&self, keys: &[String]) {
        let mut map = self.lock();
        for key in keys {
            if let Some(q) = map.get_mut(key) {
                q.pop_back();
            }
        }
    }

    fn wait(
        map: &mut HashMap<String, VecDeque<Instant>>,
        keys: &[String],
        now: Instant,
        max: usize,
        window: Duration,
    ) -> Option<Duration> {
        let mut wait = None;
        for key in keys {
            if let Some(q) = map.get_mut(key) {
                while q.front().is_some_and(|t| now.duration_since(*t) >= window) {
                    q.pop_front();
                }
                if q.len() >= max {
                    let until = q[q.len() - max] + window;
                    let w = until.saturating_duration_since(now);
                    wait = Some(wait.map_or(w, |x: Duration| x.max(w)));
                }
            }
        }
        wait
    }

    fn push(
        map: &mut HashMap<String, VecDeque<Instant>>,
        keys: &[String],
        now: Instant,
        max: usize,
        window: Duration,
    ) {
        if map.len() > 100_000 {
            // Bound memory under a flood of distinct keys: forget quiet ones.
            map.retain(|_, q| q.back().is_some_and(|t| now.duration_since(*t) < window));
        }
        for key in keys {
            let q = map.entry(key.clone()).or_default();
            q.push_back(now);
            while q.len() > max {
                q.pop_front();
            }
        }
    }

    pub fn clear(&self, key: &str) {
        self.lock().remove(key);
    }
}

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

/// What the game row records after a move that left the game in `status`.
fn row_update(status: &Status) -> GameUpdate {
    match status {
        Status::Active { to_move } => GameUpdate {
            status: GameStatus::Active,
            to_move_seat: Some(*to_move),
        },
        Status::Finished { .. } => GameUpdate {
            status: GameStatus::Finished,
            to_move_seat: None,
        },
    }
}

// ---------------------------------------------------------------------------------------
// games as the service sees them

/// A game loaded for one viewer: its row, its replayed state and the viewer's seat.
pub struct GameState {
    pub record: GameRecord,
    pub game_type: &'static dyn GameType,
    pub loaded: Box<dyn LoadedGame>,
    /// seq of the newest event (0 = just the setup).
    pub seq: i64,
    /// When each event was stored (index = seq).
    event_times: Vec<OffsetDateTime>,
    /// Removed seats, votes and cancellation.
    pub extras: GameExtras,
    /// The caller's seat, if they play in this game.
    pub your_seat: Option<Seat>,
}

impl GameState {
    pub fn names(&self) -> Vec<String> {
        self.record
            .players
            .iter()
            .map(|u| u.username.clone())
            .collect()
    }
    pub fn viewer(&self) -> Viewer {
        self.your_seat.map_or(Viewer::Spectator, Viewer::Seat)
    }
    pub fn status(&self) -> Status {
        self.loaded.status()
    }
    pub fn to_move(&self) -> Option<Seat> {
        match self.loaded.status() {
            Status::Active { to_move } => Some(to_move),
            Status::Finished { .. } => None,
        }
    }
    pub fn is_finished(&self) -> bool {
        matches!(self.loaded.status(), Status::Finished { .. })
    }
    /// The view for the caller (hidden information removed by the engine).
    pub fn view(&self) -> Value {
        self.loaded.view(self.viewer())
    }
    /// The caller's legal moves (empty when it is not their turn or they do not play).
    pub fn legal_moves(&self) -> Vec<String> {
        match (self.your_seat, self.to_move()) {
            (Some(me), Some(to_move)) if me == to_move => self.loaded.legal_moves(me),
            _ => Vec::new(),
        }
    }
    /// Up to `n` random legal moves of the caller.
    pub fn random_moves(&self, n: usize) -> Vec<String> {
        match (self.your_seat, self.to_move()) {
            (Some(me), Some(to_move)) if me == to_move => {
                let mut rng = StdRng::from_entropy();
                self.loaded.random_moves(me, n, &mut rng)
            }
            _ => Vec::new(),
        }
    }
    /// The history the caller may see now.
    pub fn history(&self) -> Vec<HistoryStep> {
        self.loaded.history(self.viewer(), &self.names())
    }
    /// When the event with this seq was stored.
    pub fn event_time(&self, seq: usize) -> Option<OffsetDateTime> {
        self.event_times.get(seq).copied()
    }
    /// The game after `stored` was appended at `at` with `update`: what reading it back
    /// would give (the row as the store updates it, the log one event longer, the state
    /// one move further), without the trip to the database.
    fn appended(
        mut self,
        stored: &StoredMove,
        update: GameUpdate,
        at: OffsetDateTime,
    ) -> ServiceResult<GameState> {
        let at = crate::store::stored_time(at).map_err(|e| ServiceError::Internal(e.into()))?;
        self.event_times.push(at);
        self.seq += 1;
        self.loaded = self.loaded.with_move(stored).map_err(|e| {
            ServiceError::Internal(anyhow::anyhow!(
                "game {} does not replay after a move: {e}",
                self.record.game_id
            ))
        })?;
        let record = &mut self.record;
        record.seq = self.seq;
        record.status = update.status;
        record.to_move_seat = update
            .to_move_seat
            .filter(|_| update.status == GameStatus::Active);
        record.updated_at = at;
        if update.status == GameStatus::Finished {
            record.finished_at = Some(at);
        }
        Ok(self)
    }

    /// Seat and reason of every stored move (no move content: safe to use for anyone).
    pub fn move_marks(&self) -> Vec<MoveMark> {
        (1..)
            .zip(self.loaded.marks())
            .map(|(seq, (seat, reason))| MoveMark { seq, seat, reason })
            .collect()
    }
    /// The complete stored log, only once the game has finished (it holds every hand).
    pub fn export_events(&self) -> ServiceResult<Vec<Value>> {
        if !self.is_finished() {
            return Err(ServiceError::Conflict(
                "the game is still running and its log holds hidden cards; it can be exported once it has finished".into(),
            ));
        }
        let (setup, moves) = self.loaded.log();
        std::iter::once(LogEvent::Setup { setup })
            .chain(moves.into_iter().map(|m| LogEvent::Move {
                seat: m.seat,
                mv: m.mv,
                reason: m.reason,
            }))
            .map(|event| serde_json::to_value(event).map_err(|e| ServiceError::Internal(e.into())))
            .collect()
    }
}

/// What a successful move did.
pub struct MoveOutcome {
    pub notation: String,
    pub narration: Vec<String>,
    pub game: GameState,
}

/// The lobby of one user.
pub struct Lobby {
    /// Games waiting for this user, the one waiting longest first.
    pub my_turn: Vec<GameRecord>,
    /// Other running games, most recently moved first.
    pub running: Vec<GameRecord>,
    pub invitations: Vec<Invitation>,
    /// Finished games, newest first.
    pub finished: Vec<GameRecord>,
}

/// A finished game with its result in words.
pub struct FinishedGame {
    pub record: GameRecord,
    pub winners: Vec<String>,
    pub summary: String,
}

// ---------------------------------------------------------------------------------------
// the service

/// The application's operations. Cheap to share (`Arc`).
pub struct Service {
    store: DynStore,
    config: Arc<Config>,
    live: Live,
    /// Bounds concurrent argon2 work (about 19 MiB and one core each): a burst of
    /// log-ins or sign-ups queues here instead of exhausting memory.
    hashing: tokio::sync::Semaphore,
    account_limiter: LoginLimiter,
    address_limiter: LoginLimiter,
    /// Verification mails per user and per address.
    verify_limiter: LoginLimiter,
    /// Sign-ups per address.
    signup_limiter: LoginLimiter,
    game_locks: GameLocks,
    clock: DynClock,
    /// When each user's last-seen time was last written: at most once a minute.
    seen: Mutex<HashMap<Uuid, OffsetDateTime>>,
}

impl Service {
    pub fn new(store: DynStore, config: Arc<Config>, live: Live) -> Self {
        Service {
            store,
            config,
            live,
            hashing: tokio::sync::Semaphore::new(HASHING_AT_ONCE),
            account_limiter: LoginLimiter::new(LOGIN_MAX_FAILURES, LOGIN_WINDOW),
            verify_limiter: LoginLimiter::new(3, Duration::from_secs(3600)),
            address_limiter: LoginLimiter::new(LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_WINDOW),
            signup_limiter: LoginLimiter::new(SIGNUP_MAX_PER_ADDRESS, SIGNUP_WINDOW),
            game_locks: GameLocks::default(),
            clock: Arc::new(SystemClock),
            seen: Mutex::new(HashMap::new()),
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

    /// A turn at the password hasher (see `hashing`).
    async fn hashing(&self) -> ServiceResult<tokio::sync::SemaphorePermit<'_>> {
        self.hashing
            .acquire()
            .await
            .map_err(|e| ServiceError::Internal(e.into()))
    }

    /// The public link of an invitation.
    pub fn invitation_url(&self, code: &str) -> String {
        format!("{}/invite/{}", self.config.base_url, code)
    }

    // --- accounts -------------------------------------------------------------------

    /// Creates an account (argon2id hash computed off the async threads), at most
    /// [`SIGNUP_MAX_PER_ADDRESS`] an hour from one client address (when it is known).
    pub async fn create_account(
        &self,
        username: &str,
        password: &str,
        addr: Option<IpAddr>,
    ) -> ServiceResult<User> {
        if self.config.registration == Registration::Closed {
            return Err(ServiceError::Forbidden(
                "sign-up is closed on this server; ask its administrator for an account".into(),
            ));
        }
        let username = username.trim();
        check_username(username)?;
        check_password(password)?;
        // Every attempt that gets as far as hashing counts, taken usernames too.
        if let Some(addr) = addr {
            if let Err(wait) = self.signup_limiter.reserve(&[format!("addr:{addr}")]) {
                return Err(ServiceError::RateLimited(format!(
                    "too many new accounts from your address; try again in {}",
                    in_minutes(wait)
                )));
            }
        }
        let hash = self.hash_password(password).await?;
        match self.store.create_user(username, &hash).await {
            Ok(user) => {
                tracing::info!(user_id = %user.user_id, "account created");
                Ok(user)
            }
            Err(StoreError::Conflict(_)) => Err(ServiceError::Conflict(format!(
                "the username {username} is already taken"
            ))),
            Err(e) => Err(e.into()),
        }
    }

    /// The argon2id hash of a new password, computed off the async threads.
    async fn hash_password(&self, password: &str) -> ServiceResult<String> {
        let password = password.to_string();
        let _permit = self.hashing().await?;
        tokio::task::spawn_blocking(move || {
            let salt = SaltString::generate(&mut OsRng);
            Argon2::default()
                .hash_password(password.as_bytes(), &salt)
                .map(|h| h.to_string())
        })
        .await
        .map_err(|e| ServiceError::Internal(e.into()))?
        .map_err(|e| ServiceError::Internal(anyhow::anyhow!("hashing failed: {e}")))
    }

    /// Changes `user`'s password after checking the current one (a wrong one counts as a
    /// failed log-in), and ends every other session and API token of theirs: whoever knew
    /// the old password is logged out. `keep` is the token of the session making the
    /// change, which stays logged in.
    pub async fn change_password(
        &self,
        user: &User,
        current: &str,
        new: &str,
        keep: Option<&str>,
        addr: Option<IpAddr>,
    ) -> ServiceResult<()> {
        check_password(new)?;
        if current == new {
            return Err(ServiceError::Invalid(
                "the new password is the same as the current one".into(),
            ));
        }
        match self.login(&user.username, current, addr).await {
            Ok(checked) if checked.user_id == user.user_id => {}
            Ok(_) | Err(ServiceError::Unauthorized(_)) => {
                return Err(ServiceError::Invalid(
                    "your current password is not right; nothing was changed".into(),
                ))
            }
            Err(e) => return Err(e),
        }
        let hash = self.hash_password(new).await?;
        self.store
            .set_password(user.user_id, &hash, keep.map(token_hash).as_deref())
            .await?;
        tracing::info!(user_id = %user.user_id, "password changed");
        Ok(())
    }

    /// Checks a username and password, with the rate limits per account and address and
    /// per address.
    pub async fn login(
        &self,
        username: &str,
        password: &str,
        addr: Option<IpAddr>,
    ) -> ServiceResult<User> {
        let username = username.trim();
        let addr = addr.map_or("unknown".into(), |a| a.to_string());
        let account_key = format!("user:{}@{addr}", username.to_lowercase());
        let addr_key = format!("addr:{addr}");
        let account = [account_key.clone()];
        let address = [addr_key];
        // Each attempt counts as a failure from the start and is taken back on success.
        let limited = match self.account_limiter.reserve(&account) {
            Err(w) => Some(w),
            Ok(()) => match self.address_limiter.reserve(&address) {
                Err(w) => {
                    self.account_limiter.forgive(&account);
                    Some(w)
                }
                Ok(()) => None,
            },
        };
        if let Some(wait) = limited {
            return Err(ServiceError::RateLimited(format!(
                "too many failed log-ins; try again in {}",
                in_minutes(wait)
            )));
        }
        let wrong = || ServiceError::Unauthorized("wrong username or password".into());
        if username.is_empty() || password.is_empty() || password.len() > 4000 {
            return Err(wrong());
        }
        let credentials = self.store.credentials(username).await?;
        let stored_hash = credentials.as_ref().map(|c| c.password_hash.clone());
        let password = password.to_string();
        let _permit = self.hashing().await?;
        let ok = tokio::task::spawn_blocking(move || {
            // Verify against a dummy hash for unknown users so the timing does not tell
            // which usernames exist.
            let hash = stored_hash.unwrap_or_else(|| dummy_hash().to_string());
            let Ok(parsed) = PasswordHash::new(&hash) else {
                return false;
            };
            Argon2::default()
                .verify_password(password.as_bytes(), &parsed)
                .is_ok()
        })
        .await
        .map_err(|e| ServiceError::Internal(e.into()))?;
        match credentials {
            Some(c) if ok => {
                self.account_limiter.clear(&account_key);
                self.address_limiter.forgive(&address);
                Ok(c.user)
            }
            _ => Err(wrong()),
        }
    }

    /// Starts a session (cookie) or issues an API token; returns `(token, csrf_token)`.
    pub async fn start_session(
        &self,
        user_id: Uuid,
        kind: SessionKind,
    ) -> ServiceResult<(String, String)> {
        let token = random_token();
        let csrf = random_token();
        let days = match kind {
            SessionKind::Web => WEB_SESSION_DAYS,
            SessionKind::Api => API_TOKEN_DAYS,
        };
        let expires = OffsetDateTime::now_utc() + time::Duration::days(days);
        self.store
            .create_session(&token_hash(&token), kind, user_id, &csrf, expires)
            .await?;
        Ok((token, csrf))
    }

    /// The live session behind a token, if any.
    pub async fn session(&self, token: &str, kind: SessionKind) -> ServiceResult<Option<Session>> {
        if token.is_empty() || token.len() > 200 {
            return Ok(None);
        }
        let session = self.store.session(&token_hash(token), kind).await?;
        if let Some(s) = &session {
            self.touch(s.user.user_id).await;
        }
        Ok(session)
    }

    /// Records that the user is on the site now (no mail while they are). Every
    /// authenticated request lands here, so the write happens at most once a minute per
    /// user and a failure only logs.
    pub async fn touch(&self, user_id: Uuid) {
        let Some(notify) = self.store.notify() else {
            return;
        };
        let now = self.now();
        {
            let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(last) = seen.get(&user_id) {
                if *last <= now && now - *last < time::Duration::minutes(1) {
                    return;
                }
            }
            if seen.len() > 10_000 {
                seen.retain(|_, last| now - *last < time::Duration::minutes(1));
            }
            seen.insert(user_id, now);
        }
        if let Err(e) = notify.touch_last_seen(user_id, now).await {
            tracing::warn!(%user_id, "last-seen time not recorded: {e}");
        }
    }

    pub async fn end_session(&self, token: &str) -> ServiceResult<()> {
        Ok(self.store.delete_session(&token_hash(token)).await?)
    }

    // --- invitations ----------------------------------------------------------------

    /// Creates an invitation; the creator takes the first seat.
    // One argument per form field, as both the form and the API pass them.
    #[allow(clippy::too_many_arguments)]
    pub async fn create_invitation(
        &self,
        creator: &User,
        game: &str,
        board: &str,
        players: usize,
        hands: &str,
        note: &str,
        deadline_days: Option<u32>,
    ) -> ServiceResult<Invitation> {
        if deadline_days.is_some_and(|d| !DEADLINE_DAYS.contains(&d)) {
            return Err(ServiceError::Invalid(
                "a move deadline is 1, 2, 3, 5, 7 or 14 days (or none)".into(),
            ));
        }
        let game_type = games::by_slug(game.trim())
            .ok_or_else(|| ServiceError::Invalid(format!("there is no game called {game:?}")))?;
        let hands = Hands::parse(hands.trim())
            .ok_or_else(|| ServiceError::Invalid("hands must be original or open".into()))?;
        let options = GameOptions {
            board: board.trim().to_lowercase(),
            players,
            hands,
        };
        game_type
            .check_options(&options)
            .map_err(ServiceError::Invalid)?;
        let note = note.trim();
        if note.chars().count() > NOTE_MAX_CHARS {
            return Err(ServiceError::Invalid(format!(
                "the note may have at most {NOTE_MAX_CHARS} characters"
            )));
        }
        if note
            .chars()
            .any(|c| c.is_control() && c != '\n' && c != '\r')
        {
            return Err(ServiceError::Invalid(
                "the note contains control characters".into(),
            ));
        }
        let new = NewInvitation {
            code: invitation_code(),
            game: game_type.slug().to_string(),
            options,
            note: note.to_string(),
            creator: creator.user_id,
            deadline_days,
        };
        let invitation = self.store.create_invitation(&new).await?;
        tracing::info!(invitation_id = %invitation.invitation_id, "invitation created");
        Ok(invitation)
    }

    pub async fn invitation(&self, code: &str) -> ServiceResult<Invitation> {
        if code.len() > 100 {
            return Err(no_invitation());
        }
        self.store.invitation(code).await?.ok_or_else(no_invitation)
    }

    /// Takes a free seat; filling the last seat starts the game.
    pub async fn join_invitation(&self, code: &str, user: &User) -> ServiceResult<Invitation> {
        let invitation = self.invitation(code).await?;
        if invitation.status != InvitationStatus::Open {
            return Err(ServiceError::Conflict(format!(
                "this invitation is {} and cannot be joined",
                invitation.status.as_str()
            )));
        }
        if invitation.seats.iter().any(|u| u.user_id == user.user_id) {
            return Err(ServiceError::Conflict(
                "you have already joined this invitation".into(),
            ));
        }
        let plan = start_plan(&invitation)?;
        let invitation = match self.store.join_invitation(code, user.user_id, &plan).await {
            Err(StoreError::NotFound) => return Err(no_invitation()),
            other => other?,
        };
        if let Some(game_id) = invitation.game_id {
            tracing::info!(%game_id, invitation_id = %invitation.invitation_id, "game started");
        }
        Ok(invitation)
    }

    pub async fn leave_invitation(&self, code: &str, user: &User) -> ServiceResult<Invitation> {
        let invitation = self.invitation(code).await?;
        if invitation.creator.user_id == user.user_id {
            return Err(ServiceError::Conflict(
                "you created this invitation: cancel it instead of leaving".into(),
            ));
        }
        if !invitation.seats.iter().any(|u| u.user_id == user.user_id) {
            return Err(ServiceError::Conflict(
                "you have not joined this invitation".into(),
            ));
        }
        match self.store.leave_invitation(code, user.user_id).await {
            Err(StoreError::NotFound) => Err(no_invitation()),
            other => Ok(other?),
        }
    }

    pub async fn cancel_invitation(&self, code: &str, user: &User) -> ServiceResult<Invitation> {
        let invitation = self.invitation(code).await?;
        if invitation.creator.user_id != user.user_id {
            return Err(ServiceError::Forbidden(
                "only the player who created this invitation can cancel it".into(),
            ));
        }
        match self.store.cancel_invitation(code, user.user_id).await {
            Err(StoreError::NotFound) => Err(no_invitation()),
            other => Ok(other?),
        }
    }

    // --- games ----------------------------------------------------------------------

    /// Loads and replays a game for `viewer` (None = not logged in).
    pub async fn game(&self, game_id: Uuid, viewer: Option<&User>) -> ServiceResult<GameState> {
        // One statement reads the row, the log and the extras, so they always agree.
        let GameSnapshot {
            record,
            events,
            extras,
        } = self
            .store
            .game_snapshot(game_id)
            .await?
            .ok_or_else(no_game)?;
        let game_type = games::by_slug(&record.game).ok_or_else(|| {
            ServiceError::Internal(anyhow::anyhow!(
                "game {game_id} has unknown type {}",
                record.game
            ))
        })?;
        let seq = events.last().map_or(0, |e| e.seq);
        let event_times = events.iter().map(|e| e.created_at).collect();
        let texts: Vec<&str> = events.iter().map(|e| e.event.get()).collect();
        let loaded = {
            let _span = tracing::info_span!("replay", %game_id, events = texts.len()).entered();
            game_type.load_texts(&texts).map_err(|e| {
                let seq = match &e {
                    LoadError::Setup(_) => 0,
                    LoadError::Move { seq, .. } => *seq,
                };
                tracing::error!(%game_id, seq, "this game's stored record does not replay: {e}");
                ServiceError::DamagedGame
            })?
        };
        let your_seat =
            viewer.and_then(|v| record.players.iter().position(|u| u.user_id == v.user_id));
        Ok(GameState {
            record,
            game_type,
            loaded,
            seq,
            event_times,
            extras,
            your_seat,
        })
    }

    /// Every game whose stored log no longer replays, with the reason (the operator's
    /// `maipenrai check`). Reads the games page by page; `progress` hears each count.
    pub async fn damaged_games(
        &self,
        mut progress: impl FnMut(usize),
    ) -> ServiceResult<Vec<(Uuid, String)>> {
        const PAGE: i64 = 500;
        let mut damaged = Vec::new();
        let mut after = None;
        let mut checked = 0;
        loop {
            let ids = self.store.game_ids(after, PAGE).await?;
            let Some(last) = ids.last() else { break };
            after = Some(*last);
            for game_id in ids {
                let Some(snapshot) = self.store.game_snapshot(game_id).await? else {
                    continue;
                };
                let texts: Vec<&str> = snapshot.events.iter().map(|e| e.event.get()).collect();
                let replayed = match games::by_slug(&snapshot.record.game) {
                    None => Err(format!("unknown game type {}", snapshot.record.game)),
                    Some(game_type) => game_type
                        .load_texts(&texts)
                        .map(drop)
                        .map_err(|e| e.to_string()),
                };
                if let Err(reason) = replayed {
                    damaged.push((game_id, reason));
                }
                checked += 1;
            }
            progress(checked);
        }
        Ok(damaged)
    }

    /// Plays `notation` for `user` in `game_id`, if `seq` is still the newest event.
    ///
    /// Exactly one of several identical racing submissions is appended: they queue on a
    /// per-game lock here, and the store's `(game_id, seq)` key catches the rest.
    pub async fn submit_move(
        &self,
        game_id: Uuid,
        user: &User,
        seq: i64,
        notation: &str,
    ) -> ServiceResult<MoveOutcome> {
        let notation = notation.trim();
        if notation.is_empty() {
            return Err(ServiceError::Invalid("write or choose a move".into()));
        }
        if notation.chars().count() > MOVE_MAX_CHARS {
            return Err(ServiceError::Invalid("that move is far too long".into()));
        }
        let lock = self.game_locks.get(game_id);
        let _guard = lock.lock().await;
        let game = self.game(game_id, Some(user)).await?;
        let Some(seat) = game.your_seat else {
            return Err(ServiceError::Forbidden(
                "you are not playing in this game".into(),
            ));
        };
        if game.record.status == GameStatus::Cancelled {
            return Err(ServiceError::Conflict(GAME_CANCELLED.into()));
        }
        if seq > game.seq && game.record.status == GameStatus::Active {
            return Err(ServiceError::Invalid(format!(
                "seq {seq} is ahead of the game, which is at seq {}: send the seq of the position you saw",
                game.seq
            )));
        }
        if seq != game.seq {
            return Err(ServiceError::Conflict(MOVED_ON.into()));
        }
        if game.extras.removed_seats.contains(&seat) {
            return Err(ServiceError::Forbidden(
                "you were removed from this game by vote; your seat passes automatically".into(),
            ));
        }
        let prepared = game
            .loaded
            .prepare_move(seat, notation, &game.names())
            .map_err(|e| match e {
                MoveError::GameOver => ServiceError::Conflict("the game is over".into()),
                MoveError::NotYourTurn => ServiceError::Forbidden("it is not your turn".into()),
                MoveError::Notation(m) => {
                    ServiceError::IllegalMove(format!("could not read the move: {m}"))
                }
                MoveError::Illegal(m) => ServiceError::IllegalMove(m),
            })?;
        let event = serde_json::to_value(LogEvent::Move {
            seat: prepared.stored.seat,
            mv: prepared.stored.mv.clone(),
            reason: None,
        })
        .map_err(|e| ServiceError::Internal(e.into()))?;
        let update = row_update(&prepared.status_after);
        let at = self.now();
        match self
            .store
            .append_event_at(game_id, seq + 1, &event, update, at)
            .await
        {
            Ok(()) => {}
            Err(StoreError::Conflict(_)) => return Err(ServiceError::Conflict(MOVED_ON.into())),
            Err(e) => return Err(e.into()),
        }
        tracing::info!(%game_id, seq = seq + 1, %seat, "move appended");
        self.live
            .publish(GameMoved {
                game_id,
                seq: seq + 1,
            })
            .await;
        let game = game.appended(&prepared.stored, update, at)?;
        Ok(MoveOutcome {
            notation: prepared.notation,
            narration: prepared.narration,
            game,
        })
    }

    // --- lists ----------------------------------------------------------------------

    /// The lobby of `user`: my turn (waiting longest first), other running games, open
    /// invitations and finished games.
    pub async fn lobby(&self, user: &User) -> ServiceResult<Lobby> {
        let games = self.store.games_for_user(user.user_id).await?;
        let invitations = self.store.open_invitations_for(user.user_id).await?;
        let mut my_turn = Vec::new();
        let mut running = Vec::new();
        let mut finished = Vec::new();
        for g in games {
            let seat = g.players.iter().position(|u| u.user_id == user.user_id);
            match g.status {
                GameStatus::Finished | GameStatus::Cancelled => finished.push(g),
                GameStatus::Active if seat.is_some() && g.to_move_seat == seat => my_turn.push(g),
                GameStatus::Active => running.push(g),
            }
        }
        my_turn.sort_by_key(|g| (g.updated_at, g.game_id));
        running.sort_by_key(|g| std::cmp::Reverse(g.updated_at));
        finished.sort_by_key(|g| std::cmp::Reverse(g.finished_at.unwrap_or(g.updated_at)));
        Ok(Lobby {
            my_turn,
            running,
            invitations,
            finished,
        })
    }

    /// Everyone's finished games, newest first, with their results.
    pub async fn finished_games(
        &self,
        limit: i64,
        offset: i64,
    ) -> ServiceResult<Vec<FinishedGame>> {
        let records = self.store.finished_games(limit, offset).await?;
        let mut out = Vec::with_capacity(records.len());
        for record in records {
            // The result is not stored on the row, so it comes from a replay (finished
            // logs are public).
            let (winners, summary) = match self.game(record.game_id, None).await {
                Ok(g) => match g.status() {
                    Status::Finished { outcome } => (
                        outcome
                            .winners
                            .iter()
                            .filter_map(|s| g.record.players.get(*s))
                            .map(|u| u.username.clone())
                            .collect(),
                        g.loaded.outcome_text(&g.names()).unwrap_or(outcome.summary),
                    ),
                    Status::Active { .. } => (Vec::new(), String::new()),
                },
                Err(ServiceError::Internal(e)) => {
                    tracing::error!(game_id = %record.game_id, "finished game does not load: {e:#}");
                    (Vec::new(), "(result unavailable)".into())
                }
                Err(e) => return Err(e),
            };
            out.push(FinishedGame {
                record,
                winners,
                summary,
            });
        }
        Ok(out)
    }
}

// ---------------------------------------------------------------------------------------
// playing over days: automatic passes, deadlines, votes, absences, notification settings

/// The move the platform makes for a player (every hosted game accepts it on its turn).
pub const AUTO_PASS_NOTATION: &str = "pass";
/// The message for moves in a cancelled game.
pub const GAME_CANCELLED: &str = "this game was cancelled";
/// How long an email verification link works.
pub const EMAIL_TOKEN_HOURS: i64 = 48;

/// The clock, removals and votes of one game, as the game page and the API show them.
#[derive(Clone, Debug, Default)]
pub struct GameClock {
    pub deadline_days: Option<u32>,
    /// The seat to move (None once finished or cancelled).
    pub to_move: Option<Seat>,
    /// Time left for the seat to move (None without a deadline); zero or less: ran out,
    /// the worker passes for them shortly.
    pub time_left: Option<time::Duration>,
    /// The player to move is absent until then: their clock stands still.
    pub absent_until: Option<OffsetDateTime>,
    pub removed_seats: Vec<Seat>,
    /// Players who may be voted out (three automatic passes in a row), with the votes.
    pub removals: Vec<RemovalVote>,
    /// No move for `STALL_DAYS`: the players may vote to cancel.
    pub stalled: bool,
    pub cancel_voters: Vec<Seat>,
    pub cancel_required: Vec<Seat>,
    pub cancelled_at: Option<OffsetDateTime>,
    /// Since the newest event.
    pub idle_for: time::Duration,
}

/// A vote to remove `seat` that may be cast now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RemovalVote {
    pub seat: Seat,
    /// Automatic passes in a row.
    pub timeouts: usize,
    pub round: i64,
    pub voters: Vec<Seat>,
    pub required: Vec<Seat>,
}

impl Service {
    /// The storage of notifications, deadlines and votes.
    pub fn over_days(&self) -> ServiceResult<&dyn NotifyStore> {
        self.store.notify().ok_or_else(|| {
            ServiceError::Internal(anyhow::anyhow!(
                "this store keeps no notifications, deadlines or votes"
            ))
        })
    }

    /// Passes for `seat` in `game_id` because the platform must (`Timeout`: the move
    /// deadline ran out; `Removed`: the seat was voted out), through the same write path
    /// as a player's move: the per-game lock, the expected seq, the live notice. Returns
    /// false, changing nothing, when the game is no longer at `expected_seq` with `seat` to
    /// move (another worker or the player got there first).
    pub async fn auto_pass(
        &self,
        game_id: Uuid,
        seat: Seat,
        expected_seq: i64,
        reason: MoveReason,
    ) -> ServiceResult<bool> {
        let lock = self.game_locks.get(game_id);
        let _guard = lock.lock().await;
        let game = self.game(game_id, None).await?;
        if game.record.status != GameStatus::Active
            || game.seq != expected_seq
            || game.to_move() != Some(seat)
        {
            return Ok(false);
        }
        let prepared = game
            .loaded
            .prepare_move(seat, AUTO_PASS_NOTATION, &game.names())
            .map_err(|e| {
                ServiceError::Internal(anyhow::anyhow!(
                    "game {game_id}: the automatic pass was refused: {e}"
                ))
            })?;
        let event = serde_json::to_value(LogEvent::Move {
            seat,
            mv: prepared.stored.mv.clone(),
            reason: Some(reason),
        })
        .map_err(|e| ServiceError::Internal(e.into()))?;
        let update = row_update(&prepared.status_after);
        let seq = expected_seq + 1;
        match self
            .store
            .append_event_at(game_id, seq, &event, update, self.now())
            .await
        {
            Ok(()) => {}
            // Somebody moved, or the game ended or was cancelled meanwhile.
            Err(StoreError::Conflict(_) | StoreError::Rejected(_)) => return Ok(false),
            Err(e) => return Err(e.into()),
        }
        tracing::info!(%game_id, seq, %seat, ?reason, "automatic pass appended");
        self.live.publish(GameMoved { game_id, seq }).await;
        Ok(true)
    }

    /// For a running game with a move deadline: the time left for the player to move and
    /// whether their clock stands still (they are absent). None otherwise.
    pub async fn deadline_of(
        &self,
        record: &GameRecord,
    ) -> ServiceResult<Option<(time::Duration, Option<OffsetDateTime>)>> {
        let (Some(days), Some(seat), GameStatus::Active) =
            (record.deadline_days, record.to_move_seat, record.status)
        else {
            return Ok(None);
        };
        let Some(user) = record.players.get(seat) else {
            return Ok(None);
        };
        let now = self.now();
        let absences = self
            .over_days()?
            .absences(user.user_id, record.updated_at)
            .await?;
        Ok(Some((
            deadline::time_left(record.updated_at, days, &absences, now),
            deadline::absent_at(&absences, now).map(|a| a.ends_at),
        )))
    }

    /// Deadlines, removals and votes of a loaded game.
    pub async fn game_clock(&self, game: &GameState) -> ServiceResult<GameClock> {
        let now = self.now();
        let extras = &game.extras;
        let running = game.record.status == GameStatus::Active;
        let to_move = if running { game.to_move() } else { None };
        let mut clock = GameClock {
            deadline_days: game.record.deadline_days,
            to_move,
            removed_seats: extras.removed_seats.clone(),
            cancelled_at: extras.cancelled_at,
            idle_for: now - game.record.updated_at,
            ..GameClock::default()
        };
        if let Some((left, absent_until)) = self.deadline_of(&game.record).await? {
            clock.time_left = Some(left);
            clock.absent_until = absent_until;
        }
        if !running {
            return Ok(clock);
        }
        let seats: Vec<Seat> = (0..game.record.players.len())
            .filter(|s| !extras.removed_seats.contains(s))
            .collect();
        let marks = game.move_marks();
        for &seat in &seats {
            let Some((round, timeouts)) = deadline::timeout_run(&marks, seat) else {
                continue;
            };
            if timeouts < deadline::TIMEOUTS_BEFORE_VOTE {
                continue;
            }
            clock.removals.push(RemovalVote {
                seat,
                timeouts,
                round,
                voters: extras
                    .votes
                    .iter()
                    .filter(|v| {
                        v.kind == VoteKind::Remove
                            && v.target_seat == Some(seat)
                            && v.round == round
                    })
                    .map(|v| v.voter_seat)
                    .collect(),
                required: seats.iter().copied().filter(|&s| s != seat).collect(),
            });
        }
        clock.stalled = clock.idle_for >= time::Duration::days(self.config.stall_days);
        if clock.stalled {
            clock.cancel_voters = extras
                .votes
                .iter()
                .filter(|v| v.kind == VoteKind::Cancel && v.round == game.seq)
                .map(|v| v.voter_seat)
                .collect();
            // The player whose silence stalls the game need not agree.
            clock.cancel_required = seats
                .iter()
                .copied()
                .filter(|&s| Some(s) != to_move)
                .collect();
        }
        Ok(clock)
    }

    /// The seat of `user` in a running game, refusing removed players.
    async fn voting_seat(&self, game: &GameState, clock: &GameClock) -> ServiceResult<Seat> {
        let seat = game
            .your_seat
            .ok_or_else(|| ServiceError::Forbidden("you are not playing in this game".into()))?;
        if clock.cancelled_at.is_some() {
            return Err(ServiceError::Conflict(GAME_CANCELLED.into()));
        }
        if game.record.status != GameStatus::Active {
            return Err(ServiceError::Conflict("the game is over".into()));
        }
        if clock.removed_seats.contains(&seat) {
            return Err(ServiceError::Forbidden(
                "you were removed from this game and cannot vote".into(),
            ));
        }
        Ok(seat)
    }

    /// `user` votes to remove the player in `target` after three automatic passes in a
    /// row. Once all other remaining players agree, that seat only passes from then on.
    pub async fn vote_remove(
        &self,
        game_id: Uuid,
        user: &User,
        target: Seat,
    ) -> ServiceResult<VoteOutcome> {
        let game = self.game(game_id, Some(user)).await?;
        let clock = self.game_clock(&game).await?;
        let me = self.voting_seat(&game, &clock).await?;
        if me == target {
            return Err(ServiceError::Forbidden(
                "you cannot vote to remove yourself".into(),
            ));
        }
        if target >= game.record.players.len() {
            return Err(ServiceError::Invalid(format!(
                "this game has no seat {target} (its seats are 0 to {})",
                game.record.players.len() - 1
            )));
        }
        let Some(removal) = clock.removals.iter().find(|r| r.seat == target) else {
            return Err(ServiceError::Conflict(format!(
                "a player can be voted out only after {} automatic passes in a row",
                deadline::TIMEOUTS_BEFORE_VOTE
            )));
        };
        let outcome = self
            .over_days()?
            .cast_vote(
                game_id,
                game.seq,
                VoteKind::Remove,
                Some(target),
                removal.round,
                me,
                &removal.required,
                self.now(),
            )
            .await?;
        tracing::info!(%game_id, voter = me, target, decided = outcome.decided, "vote to remove");
        if outcome.decided && clock.to_move == Some(target) {
            // The removed player is to move: pass for them now rather than at the next tick.
            self.auto_pass(game_id, target, game.seq, MoveReason::Removed)
                .await?;
        }
        Ok(outcome)
    }

    /// `user` votes to cancel a stalled game (no move for `STALL_DAYS`). Once every
    /// remaining player except the one holding up the game agrees, it is cancelled.
    pub async fn vote_cancel(&self, game_id: Uuid, user: &User) -> ServiceResult<VoteOutcome> {
        let game = self.game(game_id, Some(user)).await?;
        let clock = self.game_clock(&game).await?;
        let me = self.voting_seat(&game, &clock).await?;
        if !clock.stalled {
            return Err(ServiceError::Conflict(format!(
                "a game can be cancelled only after {} days without a move",
                self.config.stall_days
            )));
        }
        let outcome = self
            .over_days()?
            .cast_vote(
                game_id,
                game.seq,
                VoteKind::Cancel,
                None,
                game.seq,
                me,
                &clock.cancel_required,
                self.now(),
            )
            .await?;
        tracing::info!(%game_id, voter = me, decided = outcome.decided, "vote to cancel");
        Ok(outcome)
    }

    /// The user's current and planned absences.
    pub async fn absences(&self, user: &User) -> ServiceResult<Vec<Absence>> {
        Ok(self.over_days()?.absences(user.user_id, self.now()).await?)
    }

    /// Declares an absence from now until the start of `back_on` (UTC): the user's move
    /// deadlines stand still meanwhile. At most 14 days, and 14 in any 60.
    pub async fn declare_absence(
        &self,
        user: &User,
        back_on: time::Date,
    ) -> ServiceResult<Absence> {
        let store = self.over_days()?;
        // Check and insert under the user's lock, so two parallel requests cannot both
        // pass the 14-days-in-60 check (the same lock map as moves; keys are ids).
        let lock = self.game_locks.get(user.user_id);
        let _guard = lock.lock().await;
        let now = self.now();
        let end = back_on.midnight().assume_utc();
        let window = time::Duration::days(deadline::ABSENCE_WINDOW_DAYS);
        let existing = store.absences(user.user_id, now - window).await?;
        deadline::check_absence(&existing, user.user_id, now, end)
            .map_err(ServiceError::Invalid)?;
        let absence = store.add_absence(user.user_id, now, end, now).await?;
        tracing::info!(user_id = %user.user_id, until = %end, "absence declared");
        Ok(absence)
    }

    /// Ends the running absence now (planned ones are dropped).
    pub async fn end_absence(&self, user: &User) -> ServiceResult<()> {
        Ok(self
            .over_days()?
            .end_absences(user.user_id, self.now())
            .await?)
    }

    pub async fn notify_settings(&self, user: &User) -> ServiceResult<NotifySettings> {
        Ok(self.over_days()?.notify_settings(user.user_id).await?)
    }

    /// Sets how the user hears about turns: mail mode and optional webhook URL (checked
    /// against private addresses now, and again before every call).
    pub async fn set_notify_preferences(
        &self,
        user: &User,
        mode: &str,
        webhook_url: &str,
    ) -> ServiceResult<()> {
        let mode = EmailMode::parse(mode.trim()).ok_or_else(|| {
            ServiceError::Invalid("choose every turn, a daily digest or no mail".into())
        })?;
        let webhook_url = webhook_url.trim();
        let webhook_url = if webhook_url.is_empty() {
            None
        } else {
            crate::notify::webhook::check_target(webhook_url, self.config.webhook_allow_loopback)
                .await
                .map_err(|e| ServiceError::Invalid(format!("webhook: {e}")))?;
            Some(webhook_url)
        };
        self.over_days()?
            .set_preferences(user.user_id, mode, webhook_url, self.now())
            .await?;
        Ok(())
    }

    /// Starts verifying `email`: a link with a random token goes out by mail.
    pub async fn add_email(&self, user: &User, email: &str) -> ServiceResult<()> {
        if !self.config.mail_enabled() {
            return Err(ServiceError::Conflict(
                "this server sends no mail (its administrator has not set SMTP_URL and MAIL_FROM)"
                    .into(),
            ));
        }
        let email = crate::notify::mail::check_address(email).map_err(ServiceError::Invalid)?;
        // Each request mails a verification link to any address: limit them per user and
        // per address so the server cannot be used to flood someone's inbox.
        let keys = [
            format!("user:{}", user.user_id),
            format!("mail:{}", email.to_lowercase()),
        ];
        if self.verify_limiter.reserve(&keys).is_err() {
            return Err(ServiceError::RateLimited(
                "too many verification mails; try again in an hour".into(),
            ));
        }
        let store = self.over_days()?;
        let now = self.now();
        let token = random_token();
        let hash = token_hash(&token);
        store
            .set_pending_email(
                user.user_id,
                &email,
                &hash,
                now + time::Duration::hours(EMAIL_TOKEN_HOURS),
                now,
            )
            .await?;
        let link = format!(
            "{}/settings/email/verify?token={token}",
            self.config.base_url
        );
        let row = crate::notify::messages::verification(user, &email, &hash, &link, &self.config)
            .map_err(ServiceError::Internal)?;
        store.enqueue(&row, now).await?;
        tracing::info!(user_id = %user.user_id, "email verification sent");
        Ok(())
    }

    /// Follows a verification link; returns the verified address.
    pub async fn confirm_email(&self, token: &str) -> ServiceResult<String> {
        let token = token.trim();
        if token.is_empty() || token.len() > 200 {
            return Err(bad_email_link());
        }
        match self
            .over_days()?
            .confirm_email(&token_hash(token), self.now())
            .await?
        {
            Some((user_id, email)) => {
                tracing::info!(%user_id, "email verified");
                Ok(email)
            }
            None => Err(bad_email_link()),
        }
    }

    pub async fn remove_email(&self, user: &User) -> ServiceResult<()> {
        Ok(self
            .over_days()?
            .remove_email(user.user_id, self.now())
            .await?)
    }

    /// A new secret feed address (the old one stops working); returns its token.
    pub async fn regenerate_feed(&self, user: &User) -> ServiceResult<String> {
        let token = random_token();
        self.over_days()?
            .set_feed_token(user.user_id, &token, self.now())
            .await?;
        Ok(token)
    }

    /// The user behind a feed token.
    pub async fn feed_user(&self, token: &str) -> ServiceResult<User> {
        let none = || ServiceError::NotFound("there is no feed at this address".into());
        if token.len() < 20 || token.len() > 100 {
            return Err(none());
        }
        self.over_days()?
            .user_by_feed_token(token)
            .await?
            .ok_or_else(none)
    }

    /// The public address of a feed.
    pub fn feed_url(&self, token: &str) -> String {
        format!("{}/feeds/{token}", self.config.base_url)
    }
}

fn bad_email_link() -> ServiceError {
    ServiceError::NotFound(
        "this verification link is unknown or has expired; add the address again on the settings page"
            .into(),
    )
}

fn no_invitation() -> ServiceError {
    ServiceError::NotFound(
        "there is no invitation with this link; check that it was copied completely".into(),
    )
}

fn no_game() -> ServiceError {
    ServiceError::NotFound("there is no such game".into())
}

/// Prepares the start of the game in case this join fills the last seat: the explicit
/// setup (seq 0), a random seating and the first player taken from that setup.
fn start_plan(invitation: &Invitation) -> ServiceResult<StartPlan> {
    let game_type = games::by_slug(&invitation.game).ok_or_else(|| {
        ServiceError::Internal(anyhow::anyhow!("unknown game {}", invitation.game))
    })?;
    let mut rng = StdRng::from_entropy();
    let setup = game_type.new_setup(&invitation.options, &mut rng);
    let setup_event = serde_json::to_value(LogEvent::Setup { setup })
        .map_err(|e| ServiceError::Internal(e.into()))?;
    let loaded = games::load_log(game_type, std::slice::from_ref(&setup_event))
        .map_err(|e| ServiceError::Internal(anyhow::anyhow!("a new setup does not load: {e}")))?;
    let to_move_seat = match loaded.status() {
        Status::Active { to_move } => to_move,
        Status::Finished { .. } => {
            return Err(ServiceError::Internal(anyhow::anyhow!(
                "a new game is already finished"
            )))
        }
    };
    let mut seat_order: Vec<usize> = (0..invitation.options.players).collect();
    seat_order.shuffle(&mut rng);
    Ok(StartPlan {
        game_id: Uuid::new_v4(),
        setup_event,
        seat_order,
        to_move_seat,
    })
}

/// An argon2id hash of a random password, verified against for unknown usernames
/// (computed once, on a blocking thread).
fn dummy_hash() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(random_token().as_bytes(), &salt)
            .map(|h| h.to_string())
            .unwrap_or_default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames_are_checked() {
        assert!(check_username("bob").is_ok());
        assert!(check_username("Bob_the-2nd").is_ok());
        assert!(check_username("ab").is_err());
        assert!(check_username("a".repeat(21).as_str()).is_err());
        assert!(check_username("bob smith").is_err());
        assert!(check_username("böb").is_err());
    }

    #[test]
    fn passwords_need_eight_characters() {
        assert!(check_password("1234567").is_err());
        assert!(check_password("12345678").is_ok());
    }

    #[test]
    fn limiter_counts_each_attempt_at_once_forgives_successes_and_forgets_on_clear() {
        let l = LoginLimiter::new(2, Duration::from_secs(60));
        let keys = ["a".to_string()];
        assert!(l.reserve(&keys).is_ok());
        assert!(l.reserve(&keys).is_ok());
        // Two attempts in flight (or failed) already fill the limit.
        assert!(l.reserve(&keys).is_err());
        l.forgive(&keys);
        assert!(l.reserve(&keys).is_ok());
        assert!(l.reserve(&keys).is_err());
        l.clear("a");
        assert!(l.reserve(&keys).is_ok());
    }

    #[test]
    fn parallel_attempts_cannot_slip_past_the_limit() {
        let l = Arc::new(LoginLimiter::new(5, Duration::from_secs(60)));
        let keys = ["victim".to_string()];
        let allowed: usize = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..40)
                .map(|_| {
                    let l = l.clone();
                    let keys = keys.clone();
                    scope.spawn(move || l.reserve(&keys).is_ok() as usize)
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap_or(0)).sum()
        });
        assert_eq!(allowed, 5);
    }

    #[test]
    fn dummy_hash_parses() {
        assert!(PasswordHash::new(dummy_hash()).is_ok());
    }

    #[test]
    fn secrets_compare() {
        assert!(same_secret("abc", "abc"));
        assert!(!same_secret("abc", "abd"));
        assert!(!same_secret("abc", "ab"));
    }
}
