//! Limits counted in the database, so that every instance of the server counts alike and a
//! restart forgets nothing (docs/security.md, "Limits under concurrent requests").
//!
//! Rate limits (table `rate_event`, migration 0008): one row per counted attempt and key; a
//! key's rows older than the window are deleted when the key is used again. Both databases
//! run the same statements; checking and counting happen in one transaction that holds the
//! keys (SQLite: its single writer; Postgres: an advisory lock per key), so parallel
//! attempts — from any instance — cannot all slip past a limit.
//!
//! Limits on what a person has ([`Limits`]: games with computers, open invitations naming
//! one person, push devices): the write that adds one counts first, in its own transaction,
//! under a lock on the person's row ([`lock_person`]).

use super::dialect::Dialect;
use super::shared::COMPUTER_GAMES_OF_SQL;
use super::social::OPEN_INVITATIONS_NAMING_SQL;
use super::{Rejection, StoreError, StoreResult};
use sqlx::Transaction;
use std::time::Duration;
use uuid::Uuid;

/// At most `max` counted attempts per key within `window`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RateLimit {
    pub max: u32,
    pub window: Duration,
}

/// A key's newest counted attempts within the window (at most `max`), newest first.
pub(super) const RECENT_SQL: &str = "SELECT at_ms FROM rate_event WHERE key = $1 AND at_ms > $2
     ORDER BY at_ms DESC, event_id DESC LIMIT $3";
pub(super) const FORGET_OLD_SQL: &str = "DELETE FROM rate_event WHERE key = $1 AND at_ms <= $2";
pub(super) const COUNT_SQL: &str = "INSERT INTO rate_event (key, at_ms) VALUES ($1, $2)";
/// Takes back the newest counted attempt of a key.
pub(super) const FORGIVE_SQL: &str = "DELETE FROM rate_event
     WHERE event_id = (SELECT max(event_id) FROM rate_event WHERE key = $1)";
pub(super) const CLEAR_SQL: &str = "DELETE FROM rate_event WHERE key = $1";
/// Takes the claim on a game's computer turn unless another holder's still runs.
pub(super) const CLAIM_COMPUTER_TURN_SQL: &str =
    "INSERT INTO computer_claim (game_id, holder, until_ms) VALUES ($1, $2, $4)
     ON CONFLICT (game_id) DO UPDATE SET holder = excluded.holder, until_ms = excluded.until_ms
     WHERE computer_claim.until_ms <= $3 OR computer_claim.holder = excluded.holder";
pub(super) const RENEW_COMPUTER_CLAIM_SQL: &str =
    "UPDATE computer_claim SET until_ms = $3 WHERE game_id = $1 AND holder = $2";
pub(super) const RELEASE_COMPUTER_CLAIM_SQL: &str =
    "DELETE FROM computer_claim WHERE game_id = $1 AND holder = $2";

/// The wait before a key with these counted attempts (newest first, as [`RECENT_SQL`] reads
/// them) may count another: none while fewer than `max`; else until the `max`-th newest
/// leaves the window.
fn wait(newest_first: &[i64], limit: RateLimit, now_ms: i64) -> Option<Duration> {
    let oldest = *newest_first.get((limit.max as usize).checked_sub(1)?)?;
    let until = oldest.saturating_add(limit.window.as_millis() as i64);
    Some(Duration::from_millis(
        until.saturating_sub(now_ms).max(0) as u64
    ))
}

/// The keys once each, in one order (so that two transactions lock them alike).
fn sorted(keys: &[String]) -> Vec<&str> {
    let mut keys: Vec<&str> = keys.iter().map(String::as_str).collect();
    keys.sort_unstable();
    keys.dedup();
    keys
}

fn window_start(limit: RateLimit, now_ms: i64) -> i64 {
    now_ms.saturating_sub(limit.window.as_millis() as i64)
}

/// Checks and counts in the caller's write transaction `tx`: the longest wait over `keys`,
/// or `None` after counting one attempt under each. SQLite's transaction (`BEGIN
/// IMMEDIATE` on the single writer) already excludes every other writer; on Postgres a
/// transaction-scoped advisory lock per key ([`Dialect::KEY_LOCK_SQL`]), taken in key
/// order, serialises attempts on one key across every connection and instance.
pub(super) async fn reserve<D: Dialect>(
    tx: &mut Transaction<'static, D>,
    keys: &[String],
    limit: RateLimit,
    now_ms: i64,
) -> StoreResult<Option<Duration>> {
    let keys = sorted(keys);
    if let Some(lock) = D::KEY_LOCK_SQL {
        for key in &keys {
            // listed (postgres): KEY_LOCK_SQL
            sqlx::query(lock)
                .bind(*key)
                .execute(&mut **tx)
                .await
                .map_err(D::db_error)?;
        }
    }
    let mut longest: Option<Duration> = None;
    for key in &keys {
        let recent = sqlx::query(RECENT_SQL)
            .bind(*key)
            .bind(window_start(limit, now_ms))
            .bind(i64::from(limit.max))
            .fetch_all(&mut **tx)
            .await
            .map_err(D::db_error)?
            .iter()
            .map(|row| D::get::<i64>(row, "at_ms"))
            .collect::<StoreResult<Vec<i64>>>()?;
        longest = longest.max(wait(&recent, limit, now_ms));
    }
    if longest.is_none() {
        for key in &keys {
            sqlx::query(FORGET_OLD_SQL)
                .bind(*key)
                .bind(window_start(limit, now_ms))
                .execute(&mut **tx)
                .await
                .map_err(D::db_error)?;
            sqlx::query(COUNT_SQL)
                .bind(*key)
                .bind(now_ms)
                .execute(&mut **tx)
                .await
                .map_err(D::db_error)?;
        }
    }
    Ok(longest)
}

/// The limits a write checks in its own transaction, after [`lock_person`] on the person
/// they count for (None: not checked). A write that would pass one is `Rejected` with it,
/// and nothing is written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// `COMPUTER_GAMES_PER_PERSON`.
    pub computer_games: Option<ComputerGames>,
    /// `OPEN_INVITATIONS_PER_INVITEE`: the most open invitations of one host that name one
    /// person.
    pub naming: Option<u32>,
}

impl Limits {
    /// None checked.
    pub const NONE: Limits = Limits {
        computer_games: None,
        naming: None,
    };
}

/// At most `max` games with a computer player per person: running games they sit in and
/// open invitations they sit at. The computer accounts are those from `accounts.0` to
/// `accounts.1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ComputerGames {
    pub max: u32,
    pub accounts: (Uuid, Uuid),
}

/// Locks `person`'s row until the transaction ends ([`Dialect::PERSON_LOCK_SQL`]): the
/// transactions that count something of one person and then add to it run one after the
/// other, each counting what the one before committed, on every instance (SQLite's write
/// transaction holds the database already).
pub(super) async fn lock_person<D: Dialect>(
    conn: &mut D::Connection,
    person: Uuid,
) -> StoreResult<()> {
    sqlx::query(D::PERSON_LOCK_SQL)
        .bind(D::id(person))
        .execute(conn)
        .await
        .map_err(D::db_error)?;
    Ok(())
}

/// Refuses another game with a computer player for `person` when they are in `limit.max`
/// already (under [`lock_person`]).
pub(super) async fn check_computer_games<D: Dialect>(
    conn: &mut D::Connection,
    person: Uuid,
    limit: ComputerGames,
) -> StoreResult<()> {
    let row = sqlx::query(COMPUTER_GAMES_OF_SQL)
        .bind(D::id(person))
        .bind(D::id(limit.accounts.0))
        .bind(D::id(limit.accounts.1))
        .fetch_one(conn)
        .await
        .map_err(D::db_error)?;
    if D::get_int(&row, "n")? >= i64::from(limit.max) {
        return Err(StoreError::Rejected(Rejection::ComputerGames {
            max: limit.max,
        }));
    }
    Ok(())
}

/// Refuses another open invitation of `host` naming one of `invitees` when `host` has
/// `most` naming that one already (under [`lock_person`] on the host).
pub(super) async fn check_naming<D: Dialect>(
    conn: &mut D::Connection,
    host: Uuid,
    invitees: &[Uuid],
    most: u32,
) -> StoreResult<()> {
    for &invitee in invitees {
        let naming: i64 = sqlx::query_scalar(OPEN_INVITATIONS_NAMING_SQL)
            .bind(D::id(host))
            .bind(D::id(invitee))
            .fetch_one(&mut *conn)
            .await
            .map_err(D::db_error)?;
        if naming >= i64::from(most) {
            return Err(StoreError::Rejected(Rejection::Naming { most, invitee }));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMIT: RateLimit = RateLimit {
        max: 3,
        window: Duration::from_secs(60),
    };

    #[test]
    fn a_key_waits_only_once_it_holds_max_attempts_until_the_oldest_leaves() {
        assert_eq!(wait(&[], LIMIT, 1_000), None);
        assert_eq!(wait(&[900, 800], LIMIT, 1_000), None);
        // Three in the window: the third newest (at 700) leaves it at 60,700.
        assert_eq!(
            wait(&[900, 800, 700], LIMIT, 1_000),
            Some(Duration::from_millis(59_700))
        );
        let never = RateLimit { max: 0, ..LIMIT };
        assert_eq!(wait(&[900], never, 1_000), None, "a limit of 0 is no limit");
    }

    #[test]
    fn keys_are_locked_once_each_in_one_order() {
        let keys = ["b".to_string(), "a".to_string(), "b".to_string()];
        assert_eq!(sorted(&keys), ["a", "b"]);
    }
}
