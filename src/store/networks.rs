//! The networks accounts were seen from (issue 39, migration 0038): the statements and
//! their code, the same on both databases. What a network is (an IPv4 address or an IPv6
//! /64) is `crate::net::address_key`; how long it is kept is the service's
//! (`NETWORK_DAYS`).

use super::dialect::RowsAffected as _;
use super::store_common::{Engine, SqlStore};
use super::StoreResult;
use time::OffsetDateTime;
use uuid::Uuid;

/// Account `$1` was seen from network `$2` (`$3`: 'signup' or 'login') at `$4`; `$5`: a
/// local address (`crate::net::is_local`), which links no accounts.
pub(super) const SEEN_FROM_SQL: &str =
    "INSERT INTO account_network (user_id, network, reason, seen_at, local)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, network) DO UPDATE
     SET reason = excluded.reason, seen_at = excluded.seen_at";

/// Forgets what was last seen before `$1`.
pub(super) const FORGET_NETWORKS_SQL: &str = "DELETE FROM account_network WHERE seen_at < $1";

/// The networks that accounts were seen from since `$1`, with how many accounts each, at
/// least `$2`, the most shared first.
pub(super) const SHARED_NETWORKS_SQL: &str =
    "SELECT network, COUNT(*) AS accounts FROM account_network WHERE seen_at >= $1
     GROUP BY network HAVING COUNT(*) >= $2 ORDER BY accounts DESC, network";

/// How an account was seen from a network.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seen {
    SignUp,
    LogIn,
}

impl Seen {
    fn as_str(self) -> &'static str {
        match self {
            Seen::SignUp => "signup",
            Seen::LogIn => "login",
        }
    }
}

pub(super) async fn seen_from<D: Engine>(
    store: &SqlStore<D>,
    user_id: Uuid,
    network: &str,
    seen: Seen,
    at: OffsetDateTime,
) -> StoreResult<()> {
    sqlx::query(SEEN_FROM_SQL)
        .bind(D::id(user_id))
        .bind(network)
        .bind(seen.as_str())
        .bind(D::time(at)?)
        .bind(
            network
                .parse::<std::net::IpAddr>()
                .is_ok_and(crate::net::is_local),
        )
        .execute(&store.write)
        .await
        .map_err(D::db_error)?;
    Ok(())
}

pub(super) async fn forget<D: Engine>(
    store: &SqlStore<D>,
    before: OffsetDateTime,
) -> StoreResult<u64> {
    let done = sqlx::query(FORGET_NETWORKS_SQL)
        .bind(D::time(before)?)
        .execute(&store.write)
        .await
        .map_err(D::db_error)?;
    Ok(done.rows_affected())
}

pub(super) async fn shared<D: Engine>(
    store: &SqlStore<D>,
    since: OffsetDateTime,
    min_accounts: i64,
) -> StoreResult<Vec<(String, i64)>> {
    let rows = sqlx::query(SHARED_NETWORKS_SQL)
        .bind(D::time(since)?)
        .bind(min_accounts)
        .fetch_all(&store.read)
        .await
        .map_err(D::db_error)?;
    rows.iter()
        .map(|row| Ok((D::get(row, "network")?, D::get(row, "accounts")?)))
        .collect()
}
