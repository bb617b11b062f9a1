//! Storage of push notifications (docs/notifications.md, "Push"): the server's one VAPID
//! key and the devices that subscribed. Part of [`super::NotifyStore`]; written once for
//! both databases over their [`Dialect`].

use super::dialect::{Dialect, RowsAffected as _};
use super::store_common::{Engine, SqlStore};
use super::{Rejection, StoreError, StoreResult};
use time::OffsetDateTime;
use uuid::Uuid;

/// A browser that asked for notifications (`PushManager.subscribe`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PushSubscription {
    pub subscription_id: Uuid,
    pub user_id: Uuid,
    /// The push service's address for this browser: a secret (whoever knows it and the
    /// keys can show notifications there), never shown on a page.
    pub endpoint: String,
    /// The browser's P-256 public key (65 bytes, uncompressed) and its 16-byte auth
    /// secret, both base64url.
    pub p256dh: String,
    pub auth: String,
    /// "Firefox on Android": what the settings page calls the device.
    pub device: String,
    pub created_at: OffsetDateTime,
}

/// The VAPID key, if made.
pub(super) const VAPID_KEY_SQL: &str = "SELECT private_key FROM vapid_key WHERE id = 1";

/// Stores the VAPID key `$1` made at `$2` unless another instance stored one first.
pub(super) const INSERT_VAPID_KEY_SQL: &str =
    "INSERT INTO vapid_key (id, private_key, created_at) VALUES (1, $1, $2)
     ON CONFLICT (id) DO NOTHING";

/// Forgets the subscription of endpoint `$1`, whoever's (the browser subscribes anew,
/// perhaps for someone else who logged in on it).
pub(super) const FORGET_ENDPOINT_SQL: &str = "DELETE FROM push_subscription WHERE endpoint = $1";

pub(super) const INSERT_PUSH_SQL: &str = "INSERT INTO push_subscription
    (subscription_id, user_id, endpoint, p256dh, auth, device, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7)";

/// How many subscriptions user `$1` has.
pub(super) const COUNT_PUSH_SQL: &str = "SELECT COUNT(*) FROM push_subscription WHERE user_id = $1";

/// A user's subscriptions, oldest first.
pub(super) const PUSH_SUBSCRIPTIONS_SQL: &str =
    "SELECT subscription_id, user_id, endpoint, p256dh, auth, device, created_at
     FROM push_subscription WHERE user_id = $1 ORDER BY created_at, subscription_id";

pub(super) const PUSH_SUBSCRIPTION_SQL: &str =
    "SELECT subscription_id, user_id, endpoint, p256dh, auth, device, created_at
     FROM push_subscription WHERE subscription_id = $1";

/// Removes subscription `$1`, only when it is user `$2`'s (NULL: whoever's).
pub(super) const REMOVE_PUSH_SQL: &str =
    "DELETE FROM push_subscription WHERE subscription_id = $1 AND ($2 IS NULL OR user_id = $2)";

/// Ends every subscription of user `$1`: a password change or reset, the account's
/// deletion or suspension (whoever knew the old password may have subscribed a device).
pub(super) const END_PUSH_SQL: &str = "DELETE FROM push_subscription WHERE user_id = $1";

fn subscription_from<D: Dialect>(row: &D::Row) -> StoreResult<PushSubscription> {
    Ok(PushSubscription {
        subscription_id: D::get_id(row, "subscription_id")?,
        user_id: D::get_id(row, "user_id")?,
        endpoint: D::get(row, "endpoint")?,
        p256dh: D::get(row, "p256dh")?,
        auth: D::get(row, "auth")?,
        device: D::get(row, "device")?,
        created_at: D::get_time(row, "created_at")?,
    })
}

impl<D: Engine> SqlStore<D> {
    pub(super) async fn vapid_key_of(
        &self,
        candidate: &str,
        now: OffsetDateTime,
    ) -> StoreResult<String> {
        if let Some(key) = self.stored_vapid_key(&self.read).await? {
            return Ok(key);
        }
        sqlx::query(INSERT_VAPID_KEY_SQL)
            .bind(candidate)
            .bind(D::time(now)?)
            .execute(&self.write)
            .await
            .map_err(D::db_error)?;
        self.stored_vapid_key(&self.write)
            .await?
            .ok_or_else(|| super::shared::corrupt("the VAPID key was not stored".into()))
    }

    async fn stored_vapid_key(&self, pool: &sqlx::Pool<D>) -> StoreResult<Option<String>> {
        let row = sqlx::query(VAPID_KEY_SQL)
            .fetch_optional(pool)
            .await
            .map_err(D::db_error)?;
        row.as_ref().map(|r| D::get(r, "private_key")).transpose()
    }

    /// Adds `sub` unless its user has `max` other subscriptions: counted under a lock on
    /// the user, in the transaction that adds it (`limits.rs`).
    pub(super) async fn add_push(&self, sub: &PushSubscription, max: usize) -> StoreResult<()> {
        let mut tx = self.begin().await?;
        super::limits::lock_person::<D>(&mut tx, sub.user_id).await?;
        sqlx::query(FORGET_ENDPOINT_SQL)
            .bind(&sub.endpoint)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        let devices: i64 = sqlx::query_scalar(COUNT_PUSH_SQL)
            .bind(D::id(sub.user_id))
            .fetch_one(&mut *tx)
            .await
            .map_err(D::db_error)?;
        if devices >= max as i64 {
            return Err(StoreError::Rejected(Rejection::PushDevices { max }));
        }
        sqlx::query(INSERT_PUSH_SQL)
            .bind(D::id(sub.subscription_id))
            .bind(D::id(sub.user_id))
            .bind(&sub.endpoint)
            .bind(&sub.p256dh)
            .bind(&sub.auth)
            .bind(&sub.device)
            .bind(D::time(sub.created_at)?)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        tx.commit().await.map_err(D::db_error)
    }

    pub(super) async fn push_subscriptions_of(
        &self,
        user_id: Uuid,
    ) -> StoreResult<Vec<PushSubscription>> {
        let rows = sqlx::query(PUSH_SUBSCRIPTIONS_SQL)
            .bind(D::id(user_id))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter().map(subscription_from::<D>).collect()
    }

    pub(super) async fn push_subscription_by_id(
        &self,
        subscription_id: Uuid,
    ) -> StoreResult<Option<PushSubscription>> {
        let row = sqlx::query(PUSH_SUBSCRIPTION_SQL)
            .bind(D::id(subscription_id))
            .fetch_optional(&self.read)
            .await
            .map_err(D::db_error)?;
        row.as_ref().map(subscription_from::<D>).transpose()
    }

    pub(super) async fn remove_push(
        &self,
        subscription_id: Uuid,
        user_id: Option<Uuid>,
    ) -> StoreResult<bool> {
        let done = sqlx::query(REMOVE_PUSH_SQL)
            .bind(D::id(subscription_id))
            .bind(user_id.map(D::id))
            .execute(&self.write)
            .await
            .map_err(D::db_error)?;
        Ok(done.rows_affected() > 0)
    }
}
