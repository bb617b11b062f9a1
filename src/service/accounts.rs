//! Accounts and sessions: sign-up, log-in (rate-limited), passwords and tokens.

use super::devices::{login_limits, Via};
use super::{Service, ServiceError, ServiceResult, API_TOKEN_DAYS, SIGNUP, WEB_SESSION_DAYS};
use crate::bots::Level;
use crate::config::Registration;
use crate::game::text::{site, t};
use crate::game::{Message, MoveReason};
use crate::store::{
    RateLimit, Seen, Session, SessionKind, StoreError, User, DELETED_NAME, DELETED_NAME_HELD_DAYS,
};
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use base64::Engine as _;
use rand::rngs::OsRng;
use rand::RngCore;
use sha2::{Digest, Sha256};

use std::net::IpAddr;

use std::time::Duration;
use time::OffsetDateTime;
use uuid::Uuid;

// ---------------------------------------------------------------------------------------
// tokens

/// A successful log-in: the account, and for a browser the new token of its device cookie
/// (`devices.rs`; never logged or shown).
pub struct LoggedIn {
    pub user: User,
    pub device: Option<String>,
}

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

/// Usernames: 3–20 letters, digits or marks of one script, `_` and `-`, NFKC-normalised
/// (`src/usernames.rs`); `username` is already normalised.
pub fn check_username(username: &str) -> ServiceResult<()> {
    use crate::usernames::Problem;
    crate::usernames::check(username).map_err(|problem| {
        ServiceError::Invalid(t(match problem {
            Problem::Length => "accounts-username-length",
            Problem::Characters => "accounts-username-letters",
            Problem::Scripts => "accounts-username-script",
        }))
    })
}

/// A name as it is compared with the names the system uses: without `_`, `-`, `.` and
/// spaces, its skeleton in lower case (so `Strong_computer`, `strongcomputer` and
/// `StrongC0mputer` are "Strong computer": a skeleton's zero is an O).
fn name_skeleton(name: &str) -> String {
    let bare: String = name
        .chars()
        .filter(|c| !matches!(c, '_' | '-' | '.' | ' '))
        .collect();
    crate::usernames::key(&crate::usernames::skeleton(&bare))
}

/// Whether `username` would pass for a name the system uses: a computer player's
/// ("Strong computer A", "Strong computer", or with any number or one letter after it) or
/// the one deleted accounts show ("deleted player"), in any case and spelt with look-alike
/// letters. Sign-up refuses these like taken names.
pub fn is_reserved_name(username: &str) -> bool {
    let skeleton = name_skeleton(username);
    let numbered = name_skeleton(username.trim_end_matches(|c: char| c.is_numeric()));
    let computer = Level::ALL.into_iter().any(|level| {
        let base = format!("{}computer", level.as_str());
        numbered == name_skeleton(&base)
            || super::computers::LETTERS
                .iter()
                .any(|letter| skeleton == name_skeleton(&format!("{base}{letter}")))
    });
    computer || skeleton == name_skeleton(DELETED_NAME)
}

/// What sign-up says of a taken (or reserved) username.
fn name_taken(username: &str) -> ServiceError {
    ServiceError::Conflict(site(
        &Message::new("accounts-username-taken").arg("username", username),
    ))
}

/// Passwords: at least 8 characters (and at most 1000, to bound hashing work).
pub fn check_password(password: &str) -> ServiceResult<()> {
    let n = password.chars().count();
    if n < 8 {
        return Err(ServiceError::Invalid(t("accounts-password-short")));
    }
    if n > 1000 {
        return Err(ServiceError::Invalid(t("accounts-password-long")));
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------
// login rate limit

/// A rate limit's wait in whole minutes, rounded up: "1 minute", "15 minutes" (in the
/// current language).
pub(super) fn in_minutes(wait: Duration) -> String {
    let minutes = wait.as_secs().div_ceil(60).max(1);
    site(&Message::new("accounts-minutes").arg("minutes", minutes as i64))
}

impl Service {
    /// Counts an attempt under `keys` against `limit`, in the database so that every
    /// instance of the server shares the counts: `Err(wait)` when one key is used up
    /// (nothing is counted then).
    pub(super) async fn limit(
        &self,
        limit: RateLimit,
        keys: &[String],
    ) -> ServiceResult<Result<(), Duration>> {
        let now_ms = (self.now().unix_timestamp_nanos() / 1_000_000) as i64;
        Ok(match self.store.rate_reserve(keys, limit, now_ms).await? {
            Some(wait) => Err(wait),
            None => Ok(()),
        })
    }

    /// [`Service::limit`] with one key and a window of an hour: `max` attempts an hour.
    pub(super) async fn limit_per_hour(
        &self,
        max: u32,
        key: String,
    ) -> ServiceResult<Result<(), Duration>> {
        let limit = RateLimit {
            max,
            window: Duration::from_secs(3600),
        };
        self.limit(limit, &[key]).await
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
            return Err(ServiceError::Forbidden(t("accounts-signup-closed")));
        }
        let username = &crate::usernames::normalize(username);
        check_username(username)?;
        check_password(password)?;
        if is_reserved_name(username) {
            return Err(name_taken(username));
        }
        // Every attempt that gets as far as hashing counts, taken usernames too.
        let key = addr.map(|addr| [format!("signup-addr:{addr}")]);
        if let Some(key) = &key {
            if let Err(wait) = self.limit(SIGNUP, key).await? {
                return Err(ServiceError::RateLimited(site(
                    &Message::new("accounts-signup-limited").arg("wait", in_minutes(wait)),
                )));
            }
        }
        let hash = match self.hash_password(password, addr).await {
            Ok(hash) => hash,
            Err(e) => {
                if let Some(key) = &key {
                    self.store.rate_forgive(key).await?;
                }
                return Err(e);
            }
        };
        let held_since = self.now() - time::Duration::days(DELETED_NAME_HELD_DAYS);
        self.store.free_deleted_name(username, held_since).await?;
        match self.store.create_user(username, &hash).await {
            Ok(user) => {
                tracing::info!(user_id = %user.user_id, "account created");
                self.seen_from(user.user_id, addr, Seen::SignUp).await;
                Ok(user)
            }
            Err(StoreError::Conflict(_)) => Err(name_taken(username)),
            Err(e) => Err(e.into()),
        }
    }

    /// The argon2id hash of a new password for a request from `addr`, computed off the
    /// async threads once it has a turn at the hasher.
    pub(super) async fn hash_password(
        &self,
        password: &str,
        addr: Option<IpAddr>,
    ) -> ServiceResult<String> {
        let password = password.to_string();
        let _turn = self.hash_turn(addr).await?;
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

    /// Renames `user` to `new`, their name with accents added (Amelie → Amélie), once;
    /// games, ratings and everything else follow the account. Returns the new name.
    pub async fn rename_account(&self, user: &User, new: &str) -> ServiceResult<String> {
        if !self.may_rename(user).await? {
            return Err(ServiceError::Conflict(t("settings-rename-used")));
        }
        let new = crate::usernames::normalize(new);
        check_username(&new)?;
        if !crate::usernames::adds_accents(&user.username, &new) {
            return Err(ServiceError::Invalid(t("settings-rename-accents-only")));
        }
        if is_reserved_name(&new) {
            return Err(name_taken(&new));
        }
        match self.store.rename_user(user.user_id, &new, self.now()).await {
            Ok(true) => {
                tracing::info!(user_id = %user.user_id, "account renamed");
                Ok(new)
            }
            Ok(false) => Err(ServiceError::Conflict(t("settings-rename-used"))),
            Err(StoreError::Conflict(_)) => Err(name_taken(&new)),
            Err(e) => Err(e.into()),
        }
    }

    /// Whether `user` may still rename themselves ([`Service::rename_account`]).
    pub async fn may_rename(&self, user: &User) -> ServiceResult<bool> {
        Ok(!self.store.has_renamed(user.user_id).await?)
    }

    /// Changes `user`'s password after checking the current one (a wrong one counts as a
    /// failed log-in), and ends every other session and API token of theirs: whoever knew
    /// the old password is logged out, their webhook is turned off and their feed gets a
    /// new address (`Store::set_password`). `keep` is the token of the session making the
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
            return Err(ServiceError::Invalid(t("accounts-password-same")));
        }
        self.check_own_password(user, current, addr).await?;
        let hash = self.hash_password(new, addr).await?;
        self.store
            .set_password(
                user.user_id,
                &hash,
                keep.map(token_hash).as_deref(),
                &random_token(),
                self.now(),
            )
            .await?;
        tracing::info!(user_id = %user.user_id, "password changed");
        Ok(())
    }

    /// Checks `user`'s own password before a change to the account (a wrong one counts as
    /// a failed log-in).
    async fn check_own_password(
        &self,
        user: &User,
        password: &str,
        addr: Option<IpAddr>,
    ) -> ServiceResult<()> {
        let checked = self.login_via(&user.username, password, addr, Via::Session);
        match checked.await.map(|l| l.user) {
            Ok(checked) if checked.user_id == user.user_id => Ok(()),
            Ok(_) | Err(ServiceError::Unauthorized(_)) => {
                Err(ServiceError::Invalid(t("accounts-password-wrong")))
            }
            Err(e) => Err(e),
        }
    }

    /// Deletes `user`'s account after checking their password: their open invitations
    /// are cancelled, their running games go on with their seat moving automatically
    /// (made at once where it is their turn), their finished games show "deleted player",
    /// their settings, sessions, tokens, feed and mail are erased, and their username is
    /// free again after [`DELETED_NAME_HELD_DAYS`] days.
    pub async fn delete_account(
        &self,
        user: &User,
        password: &str,
        addr: Option<IpAddr>,
    ) -> ServiceResult<()> {
        self.check_own_password(user, password, addr).await?;
        let turns = self.store.delete_user(user.user_id, self.now()).await?;
        tracing::info!(user_id = %user.user_id, running = turns.len(), "account deleted");
        for turn in turns {
            // The worker would make these moves at its next pass; making them now keeps
            // the others from waiting. A failure here leaves them to the worker.
            if let Err(e) = self
                .move_automatically(turn.game_id, turn.seat, turn.seq, MoveReason::Left)
                .await
            {
                tracing::warn!(game_id = %turn.game_id, "automatic move after a deletion: {e}");
            }
        }
        Ok(())
    }

    /// Checks a username and password asked for `via` from `addr`, in the lane that makes
    /// (`devices.rs`): each attempt counts as a failure under the lane's limits from the
    /// start and is taken back on success. A browser's log-in returns its device cookie's
    /// new token.
    pub async fn login_via(
        &self,
        username: &str,
        password: &str,
        addr: Option<IpAddr>,
        via: Via<'_>,
    ) -> ServiceResult<LoggedIn> {
        let username = username.trim();
        let credentials = if username.is_empty() {
            None
        } else {
            self.store.credentials(username).await?
        };
        let user_id = credentials.as_ref().map(|c| c.user.user_id);
        let lane = self.login_lane(user_id, via, addr).await?;
        let from = addr.map_or("unknown".into(), |a| a.to_string());
        // Per name as log-in finds it: a look-alike spelling is the same account.
        let limits = login_limits(lane, &crate::usernames::skeleton(username), &from);
        let keys: Vec<String> = limits.iter().map(|(_, key)| key.clone()).collect();
        for (i, (limit, key)) in limits.iter().enumerate() {
            if let Err(wait) = self.limit(*limit, std::slice::from_ref(key)).await? {
                self.store.rate_forgive(&keys[..i]).await?;
                return Err(ServiceError::RateLimited(site(
                    &Message::new("accounts-login-limited").arg("wait", in_minutes(wait)),
                )));
            }
        }
        let wrong = || ServiceError::Unauthorized(t("accounts-login-wrong"));
        if username.is_empty() || password.is_empty() || password.len() > 4000 {
            return Err(wrong());
        }
        let stored_hash = credentials.as_ref().map(|c| c.password_hash.clone());
        let password = password.to_string();
        let _turn = match self.hash_turn_for(lane.asker(user_id, addr)).await {
            Ok(turn) => turn,
            Err(e) => {
                // No password was checked: this was no failed log-in.
                self.store.rate_forgive(&keys).await?;
                return Err(e);
            }
        };
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
                self.store.rate_clear(&keys[0]).await?;
                self.store.rate_forgive(&keys[1..]).await?;
                // Only the right password learns why a suspended account may not log in.
                if let Some((at, reason)) = self.standing(c.user.user_id).await?.suspended {
                    return Err(ServiceError::Forbidden(
                        super::moderation::suspension_words(at, &reason),
                    ));
                }
                self.seen_from(c.user.user_id, addr, Seen::LogIn).await;
                let device = match via {
                    Via::Browser(old) => Some(self.device_token(c.user.user_id, lane, old).await?),
                    Via::ApiToken | Via::Session => None,
                };
                Ok(LoggedIn {
                    user: c.user,
                    device,
                })
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
            self.touch(s.user.user_id);
        }
        Ok(session)
    }

    /// Records that the user is on the site now (no notice while they are): written a
    /// moment later, with the others seen meanwhile ([`super::presence`]).
    pub fn touch(&self, user_id: Uuid) {
        self.presence.touch(&self.store, user_id, self.now());
    }

    /// Writes the last-seen times still waiting (the worker, before it reads them).
    pub async fn write_presence(&self) {
        self.presence.write(&self.store).await;
    }

    pub async fn end_session(&self, token: &str) -> ServiceResult<()> {
        Ok(self.store.delete_session(&token_hash(token)).await?)
    }
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
        assert!(check_username("Amélie").is_ok());
        assert!(check_username("Am\u{430}lie").is_err());
    }

    #[test]
    fn the_system_names_are_reserved_whatever_their_case_and_punctuation() {
        for name in [
            "Strong_computer",
            "strongcomputer",
            "STRONG-COMPUTER-2",
            "beginner.computer3",
            "Standard_Computer_12",
            "Strong computer A",
            "beginner-computer-c",
            "deleted_player",
            "Deleted-Player",
            "deletedplayer",
            "StrongC0mputer",
            "de1eted_p1ayer",
        ] {
            assert!(is_reserved_name(name), "{name}");
        }
        for name in [
            "computer",
            "strongcomputers",
            "strong",
            "deleted",
            "my_computer",
        ] {
            assert!(!is_reserved_name(name), "{name}");
        }
    }

    #[test]
    fn passwords_need_eight_characters() {
        assert!(check_password("1234567").is_err());
        assert!(check_password("12345678").is_ok());
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
