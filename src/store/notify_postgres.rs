//! [`NotifyStore`] for Postgres. Where SQLite's single writer serialises a read-check-write
//! step, Postgres takes a row lock: votes lock the game row (like appends do), claims use
//! `FOR UPDATE SKIP LOCKED`, and the notification cursor is a compare-and-set that a
//! racing transaction re-checks after the first commits.

use super::notify::*;
use super::postgres::PgStore;
use super::postgres_rows::*;
use super::shared::*;
use super::Rejection;
use super::{StoreError, StoreResult, User};
use async_trait::async_trait;
use time::OffsetDateTime;
use uuid::Uuid;

notify_impl!(
    PgStore,
    read: pool,
    write: pool,
    begin: begin,
    row_lock: " FOR UPDATE",
    claim_lock: " FOR UPDATE SKIP LOCKED",
    {
    async fn record_notifications(
        &self,
        game_id: Uuid,
        expected: Option<i64>,
        new_seq: i64,
        rows: &[NewOutbox],
        now: OffsetDateTime,
    ) -> StoreResult<bool> {
        let now = time_text(now)?;
        // The cursor's compare-and-set: `$1` game, `$2` new seq, `$3` now, `$4` expected.
        let cursor = match expected {
            None => {
                "INSERT INTO game_notify (game_id, notified_seq, updated_at) VALUES ($1, $2, $3)
                 ON CONFLICT (game_id) DO NOTHING"
            }
            Some(_) => {
                "UPDATE game_notify SET notified_seq = $2, updated_at = $3
                 WHERE game_id = $1 AND notified_seq = $4"
            }
        };
        if rows.is_empty() {
            // Nothing to queue (most moves of quiet games): the cursor and the backlog flag
            // in one statement, one round trip.
            let moved: i64 = sqlx::query_scalar(&format!(
                "WITH moved AS ({cursor} RETURNING game_id),
                      caught AS (UPDATE game SET notify_due = FALSE
                                 WHERE game_id IN (SELECT game_id FROM moved) AND seq <= $2)
                 SELECT count(*) FROM moved"
            ))
            .bind(game_id)
            .bind(new_seq)
            .bind(now)
            .bind(expected)
            .fetch_one(&self.pool)
            .await
            .map_err(db_error)?;
            return Ok(moved == 1);
        }
        let mut tx = self.begin().await?;
        let moved = sqlx::query(cursor)
            .bind(game_id)
            .bind(new_seq)
            .bind(now)
            .bind(expected)
            .execute(&mut *tx)
            .await
            .map_err(db_error)?;
        if moved.rows_affected() != 1 {
            return Ok(false);
        }
        sqlx::query(NOTIFY_CAUGHT_UP_SQL)
            .bind(game_id)
            .bind(new_seq)
            .execute(&mut *tx)
            .await
            .map_err(db_error)?;
        for row in rows {
            insert_outbox(&mut tx, row, &now).await?;
        }
        tx.commit().await.map_err(db_error)?;
        Ok(true)
    }

});
