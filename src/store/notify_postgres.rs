//! Postgres' notification cursor ([`super::store_common::Engine::record_notifications`];
//! the rest of [`super::NotifyStore`] is `notify_common.rs`, where votes lock the game row
//! and claims use `FOR UPDATE SKIP LOCKED` through the dialect's statements). The cursor is
//! a compare-and-set that a racing transaction re-checks after the first commits; with
//! nothing to queue it is one statement.

use super::dialect::Dialect;
use super::notify::*;
use super::notify_common::insert_outbox;
use super::postgres::PgStore;
use super::shared::*;
use super::StoreResult;
use sqlx::Postgres;
use time::OffsetDateTime;
use uuid::Uuid;

pub(super) async fn record_notifications(
    store: &PgStore,
    game_id: Uuid,
    expected: Option<i64>,
    new_seq: i64,
    rows: &[NewOutbox],
    now: OffsetDateTime,
) -> StoreResult<bool> {
    let now = Postgres::time(now)?;
    // The cursor's compare-and-set: `$1` game, `$2` new seq, `$3` now, `$4` expected.
    let (cursor, quiet) = match expected {
        None => (START_CURSOR_SQL, QUIET_START_CURSOR_SQL),
        Some(_) => (MOVE_CURSOR_SQL, QUIET_MOVE_CURSOR_SQL),
    };
    if rows.is_empty() {
        // Nothing to queue (most moves of quiet games): the cursor and the backlog flag
        // in one statement, one round trip.
        // listed: QUIET_START_CURSOR_SQL, QUIET_MOVE_CURSOR_SQL
        let row = sqlx::query(quiet)
            .bind(game_id)
            .bind(new_seq)
            .bind(now)
            .bind(expected)
            .fetch_one(&store.write)
            .await
            .map_err(Postgres::db_error)?;
        return Ok(Postgres::get::<i64>(&row, "moved")? == 1);
    }
    let mut tx = store.begin().await?;
    // listed: START_CURSOR_SQL, MOVE_CURSOR_SQL
    let moved = sqlx::query(cursor)
        .bind(game_id)
        .bind(new_seq)
        .bind(now)
        .bind(expected)
        .execute(&mut *tx)
        .await
        .map_err(Postgres::db_error)?;
    if moved.rows_affected() != 1 {
        return Ok(false);
    }
    sqlx::query(NOTIFY_CAUGHT_UP_SQL)
        .bind(game_id)
        .bind(new_seq)
        .execute(&mut *tx)
        .await
        .map_err(Postgres::db_error)?;
    for row in rows {
        insert_outbox::<Postgres>(&mut tx, row, &now).await?;
    }
    tx.commit().await.map_err(Postgres::db_error)?;
    Ok(true)
}

/// A cursor with nothing to queue, in one statement: the compare-and-set and the backlog
/// flag; `moved` says whether it applied.
macro_rules! quiet_cursor_sql {
    ($cursor:expr) => {
        concat!(
            "WITH moved AS (",
            $cursor,
            " RETURNING game_id),
                  caught AS (UPDATE game SET notify_due = FALSE
                             WHERE game_id IN (SELECT game_id FROM moved) AND seq <= $2)
             SELECT count(*) AS moved FROM moved"
        )
    };
}

/// [`quiet_cursor_sql!`] of a game's first cursor.
pub(super) const QUIET_START_CURSOR_SQL: &str = quiet_cursor_sql!(start_cursor_sql!());

/// [`quiet_cursor_sql!`] of a cursor moved on.
pub(super) const QUIET_MOVE_CURSOR_SQL: &str = quiet_cursor_sql!(move_cursor_sql!());
