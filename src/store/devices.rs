//! The browsers known to an account (issue 39 item 3, migration 0040): the statements and
//! their code, the same on both databases. Only the SHA-256 of a device's token is kept;
//! how many an account keeps and for how long is the service's (`service/devices.rs`).

use super::dialect::RowsAffected as _;
use super::store_common::{Engine, SqlStore};
use super::StoreResult;
use time::OffsetDateTime;
use uuid::Uuid;

/// The device whose token hashes to `$1`, used since `$2`.
pub(super) const LOGIN_DEVICE_SQL: &str =
    "SELECT device_id, user_id FROM login_device WHERE token_hash = $1 AND used_at >= $2";

/// A new device `$1` of account `$2`, its token hashing to `$3`, made and used at `$4`.
pub(super) const ADD_DEVICE_SQL: &str =
    "INSERT INTO login_device (device_id, user_id, token_hash, created_at, used_at)
     VALUES ($1, $2, $3, $4, $4)";

/// Then, in the same transaction: account `$1` keeps its `$2` devices used last.
pub(super) const KEEP_NEWEST_DEVICES_SQL: &str = "DELETE FROM login_device
    WHERE user_id = $1 AND device_id NOT IN (
        SELECT device_id FROM login_device WHERE user_id = $1
        ORDER BY used_at DESC, created_at DESC, device_id LIMIT $2)";

/// Device `$1`, used at `$4`, gets the token hashing to `$3` in place of the one hashing
/// to `$2` (nothing when another request renewed it first).
pub(super) const RENEW_DEVICE_SQL: &str =
    "UPDATE login_device SET token_hash = $3, used_at = $4 WHERE device_id = $1 AND token_hash = $2";

/// Forgets the devices last used before `$1`.
pub(super) const FORGET_DEVICES_SQL: &str = "DELETE FROM login_device WHERE used_at < $1";

/// Ends every device of account `$1` (a new password; the account deleted).
pub(super) const END_DEVICES_SQL: &str = "DELETE FROM login_device WHERE user_id = $1";

/// Whether account `$1` last logged in from network `$2` at `$3` or later.
pub(super) const LOGGED_IN_FROM_SQL: &str = "SELECT COUNT(*) FROM account_network
    WHERE user_id = $1 AND network = $2 AND reason = 'login' AND seen_at >= $3";

/// A known browser: which one, and whose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoginDevice {
    pub device_id: Uuid,
    pub user_id: Uuid,
}

pub(super) async fn device<D: Engine>(
    store: &SqlStore<D>,
    token_hash: &str,
    since: OffsetDateTime,
) -> StoreResult<Option<LoginDevice>> {
    let row = sqlx::query(LOGIN_DEVICE_SQL)
        .bind(token_hash)
        .bind(D::time(since)?)
        .fetch_optional(&store.read)
        .await
        .map_err(D::db_error)?;
    row.map(|row| {
        Ok(LoginDevice {
            device_id: D::get_id(&row, "device_id")?,
            user_id: D::get_id(&row, "user_id")?,
        })
    })
    .transpose()
}

pub(super) async fn add<D: Engine>(
    store: &SqlStore<D>,
    device: LoginDevice,
    token_hash: &str,
    now: OffsetDateTime,
    most: usize,
) -> StoreResult<()> {
    let mut tx = store.begin().await?;
    // Under a lock on the person, so that two log-ins at once keep `most` too.
    super::limits::lock_person::<D>(&mut tx, device.user_id).await?;
    sqlx::query(ADD_DEVICE_SQL)
        .bind(D::id(device.device_id))
        .bind(D::id(device.user_id))
        .bind(token_hash)
        .bind(D::time(now)?)
        .execute(&mut *tx)
        .await
        .map_err(D::db_error)?;
    sqlx::query(KEEP_NEWEST_DEVICES_SQL)
        .bind(D::id(device.user_id))
        .bind(most as i64)
        .execute(&mut *tx)
        .await
        .map_err(D::db_error)?;
    tx.commit().await.map_err(D::db_error)
}

pub(super) async fn renew<D: Engine>(
    store: &SqlStore<D>,
    device_id: Uuid,
    old_hash: &str,
    new_hash: &str,
    now: OffsetDateTime,
) -> StoreResult<bool> {
    let done = sqlx::query(RENEW_DEVICE_SQL)
        .bind(D::id(device_id))
        .bind(old_hash)
        .bind(new_hash)
        .bind(D::time(now)?)
        .execute(&store.write)
        .await
        .map_err(D::db_error)?;
    Ok(done.rows_affected() == 1)
}

pub(super) async fn forget<D: Engine>(
    store: &SqlStore<D>,
    before: OffsetDateTime,
) -> StoreResult<u64> {
    let done = sqlx::query(FORGET_DEVICES_SQL)
        .bind(D::time(before)?)
        .execute(&store.write)
        .await
        .map_err(D::db_error)?;
    Ok(done.rows_affected())
}

pub(super) async fn logged_in_from<D: Engine>(
    store: &SqlStore<D>,
    user_id: Uuid,
    network: &str,
    since: OffsetDateTime,
) -> StoreResult<bool> {
    let count: i64 = sqlx::query_scalar(LOGGED_IN_FROM_SQL)
        .bind(D::id(user_id))
        .bind(network)
        .bind(D::time(since)?)
        .fetch_one(&store.read)
        .await
        .map_err(D::db_error)?;
    Ok(count > 0)
}
