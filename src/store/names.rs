//! Usernames' skeletons and the one rename (issue 40; the rules are `src/usernames.rs`):
//! the statements and their code, the same on both databases.

use super::dialect::RowsAffected as _;
use super::rows_common::unique_as;
use super::shared::username_key;
use super::store_common::{Engine, SqlStore};
use super::{Rejection, StoreError, StoreResult};
use crate::usernames;
use time::OffsetDateTime;
use uuid::Uuid;

/// Accounts without a skeleton whose name is still held, oldest first (a deleted
/// account's key is its old name's; a freed one's starts `deleted:`).
pub(super) const UNSKELETONED_SQL: &str = r#"SELECT user_id, username_key FROM "user"
    WHERE username_skeleton IS NULL AND username_key NOT LIKE 'deleted:%'
    ORDER BY created_at, user_id"#;

/// Gives account `$1` skeleton `$2` unless another account has it.
pub(super) const SET_SKELETON_SQL: &str = r#"UPDATE "user" SET username_skeleton = $2
    WHERE user_id = $1 AND username_skeleton IS NULL
      AND NOT EXISTS (SELECT 1 FROM "user" o WHERE o.username_skeleton = $2)"#;

/// Renames account `$1` to `$2` (key `$3`, skeleton `$4`) at `$5`, once.
pub(super) const RENAME_SQL: &str = r#"UPDATE "user"
    SET username = $2, username_key = $3, username_skeleton = $4, renamed_at = $5
    WHERE user_id = $1 AND renamed_at IS NULL AND deleted_at IS NULL"#;

pub(super) const RENAMED_SQL: &str =
    r#"SELECT renamed_at IS NOT NULL AS renamed FROM "user" WHERE user_id = $1"#;

pub(super) async fn fill_skeletons<D: Engine>(store: &SqlStore<D>) -> StoreResult<u64> {
    let rows = sqlx::query(UNSKELETONED_SQL)
        .fetch_all(&store.write)
        .await
        .map_err(D::db_error)?;
    let mut filled = 0;
    for row in &rows {
        let user_id = D::get_id(row, "user_id")?;
        let key: String = D::get(row, "username_key")?;
        let done = sqlx::query(SET_SKELETON_SQL)
            .bind(D::id(user_id))
            .bind(usernames::skeleton(&key))
            .execute(&store.write)
            .await;
        match done.map_err(D::db_error) {
            Ok(done) => filled += done.rows_affected(),
            // Another instance gave the skeleton to an older account meanwhile.
            Err(StoreError::Conflict(_)) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(filled)
}

pub(super) async fn rename<D: Engine>(
    store: &SqlStore<D>,
    user_id: Uuid,
    username: &str,
    now: OffsetDateTime,
) -> StoreResult<bool> {
    let done = sqlx::query(RENAME_SQL)
        .bind(D::id(user_id))
        .bind(username)
        .bind(username_key(username))
        .bind(usernames::skeleton(username))
        .bind(D::time(now)?)
        .execute(&store.write)
        .await
        .map_err(unique_as::<D>(Rejection::UsernameTaken))?;
    Ok(done.rows_affected() == 1)
}

pub(super) async fn has_renamed<D: Engine>(
    store: &SqlStore<D>,
    user_id: Uuid,
) -> StoreResult<bool> {
    let row = sqlx::query(RENAMED_SQL)
        .bind(D::id(user_id))
        .fetch_optional(&store.read)
        .await
        .map_err(D::db_error)?;
    match row {
        Some(row) => D::get(&row, "renamed"),
        None => Ok(false),
    }
}
