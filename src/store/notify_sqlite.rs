//! SQLite's notification cursor ([`super::store_common::Engine::record_notifications`]; the
//! rest of [`super::NotifyStore`] is `notify_common.rs`). Every write goes through the
//! single writer connection, so the cursor's compare-and-set is serialised by it; see
//! `notify_postgres.rs` for Postgres' one-statement cursor instead.

use super::dialect::Dialect;
use super::notify::*;
use super::notify_common::insert_outbox;
use super::shared::*;
use super::sqlite::SqliteStore;
use super::StoreResult;
use sqlx::Sqlite;
use time::OffsetDateTime;
use uuid::Uuid;

pub(super) async fn record_notifications(
    store: &SqliteStore,
    game_id: Uuid,
    expected: Option<i64>,
    new_seq: i64,
    rows: &[NewOutbox],
    now: OffsetDateTime,
) -> StoreResult<bool> {
    let now = Sqlite::time(now)?;
    let mut tx = store.begin().await?;
    if !move_cursor(&mut tx, game_id, expected, new_seq, &now).await? {
        return Ok(false);
    }
    for row in rows {
        insert_outbox::<Sqlite>(&mut tx, row, &now).await?;
    }
    tx.commit().await.map_err(Sqlite::db_error)?;
    Ok(true)
}

/// One write transaction for them all: SQLite has one writer, which the moves need.
pub(super) async fn record_quiet(
    store: &SqliteStore,
    games: &[NotifyBacklog],
    now: OffsetDateTime,
) -> StoreResult<usize> {
    if games.is_empty() {
        return Ok(0);
    }
    let now = Sqlite::time(now)?;
    let mut tx = store.begin().await?;
    let mut moved = 0;
    for g in games {
        if move_cursor(&mut tx, g.game_id, g.notified_seq, g.seq, &now).await? {
            moved += 1;
        }
    }
    tx.commit().await.map_err(Sqlite::db_error)?;
    Ok(moved)
}

/// The notification cursor's compare-and-set from `expected` to `new_seq`, and the game out
/// of the backlog once caught up; false when another worker moved it first.
async fn move_cursor(
    tx: &mut sqlx::Transaction<'static, sqlx::Sqlite>,
    game_id: Uuid,
    expected: Option<i64>,
    new_seq: i64,
    now: &str,
) -> StoreResult<bool> {
    let moved = match expected {
        None => sqlx::query(START_CURSOR_SQL)
            .bind(Sqlite::id(game_id))
            .bind(new_seq)
            .bind(now),
        Some(expected) => sqlx::query(MOVE_CURSOR_SQL)
            .bind(Sqlite::id(game_id))
            .bind(new_seq)
            .bind(now)
            .bind(expected),
    }
    .execute(&mut **tx)
    .await
    .map_err(Sqlite::db_error)?;
    if moved.rows_affected() != 1 {
        return Ok(false);
    }
    sqlx::query(NOTIFY_CAUGHT_UP_SQL)
        .bind(Sqlite::id(game_id))
        .bind(new_seq)
        .execute(&mut **tx)
        .await
        .map_err(Sqlite::db_error)?;
    Ok(true)
}

#[cfg(test)]
mod plan_tests {
    use super::*;
    use sqlx::{Connection, Row, SqliteConnection};

    /// Statistics as `ANALYZE` writes them on a site of 10^4 running games without
    /// deadlines, no removed seat and no open invitation (the load benchmark's database).
    const BUSY_SITE_STATISTICS: &str = "ANALYZE;
        INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES
            ('game', 'sqlite_autoindex_game_1', '10000 1'),
            ('game', 'sqlite_autoindex_game_2', '10000 1'),
            ('game', 'game_deadline_idx', '0 0'),
            ('game', 'game_notify_due_idx', '0 0'),
            ('game_player', 'sqlite_autoindex_game_player_1', '20000 2 1'),
            ('game_player', 'game_player_user_id_idx', '20000 1 1'),
            ('user', 'sqlite_autoindex_user_1', '20000 1'),
            ('invitation', 'sqlite_autoindex_invitation_1', '10000 1'),
            ('invitation', 'invitation_open_idx', '0 0');
        ANALYZE sqlite_schema;";

    /// The worker's regular statements (and the list of games to watch) find their rows
    /// through indexes (migrations 0004 and 0005) instead of reading every game or
    /// invitation, so a pass costs the same with 10^6 stored games as with 10^4: on a new
    /// database and with a busy site's statistics.
    #[tokio::test]
    async fn the_worker_never_reads_every_game() {
        let mut conn = SqliteConnection::connect("sqlite::memory:").await.unwrap();
        sqlx::migrate!("./migrations/sqlite")
            .run(&mut conn)
            .await
            .unwrap();
        for statistics in [false, true] {
            if statistics {
                sqlx::raw_sql(BUSY_SITE_STATISTICS)
                    .execute(&mut conn)
                    .await
                    .unwrap();
            }
            worker_plans_use_indexes(&mut conn).await;
        }
    }

    /// Indexes of the few rows a statement looks for: reading one whole is reading those.
    const PARTIAL_INDEXES: [&str; 6] = [
        "game_without_result_idx",
        "game_notify_due_idx",
        "game_deadline_idx",
        "invitation_open_idx",
        "outbox_due_idx",
        "user_notify_digest_idx",
    ];

    async fn worker_plans_use_indexes(conn: &mut SqliteConnection) {
        for sql in [
            NOTIFY_BACKLOG_SQL,
            DUE_GAMES_SQL,
            EXPIRE_INVITATIONS_SQL,
            super::super::notify_sql::DIGESTS_DUE_SQL,
            super::super::shared::COMPUTER_SEAT_TURNS_SQL,
            super::super::social_sql::LISTED_GAMES_SQL,
            super::super::social_sql::PAIR_GAMES_SQL,
            super::super::social_sql::GAMES_WITHOUT_RESULT_SQL,
        ] {
            let plan: Vec<String> = sqlx::query(&format!("EXPLAIN QUERY PLAN {sql}"))
                .bind("2026-01-01T00:00:00.000000Z")
                .fetch_all(&mut *conn)
                .await
                .unwrap()
                .iter()
                .map(|row| row.get::<String, _>("detail"))
                .collect();
            for step in &plan {
                let scan = step.strip_prefix("SCAN ").unwrap_or_default();
                // An index read from end to end reads every row too, unless it is partial.
                let mut words = scan.split(' ');
                let table = words.next().unwrap_or_default();
                let index = scan.rsplit(' ').next().unwrap_or_default();
                if scan.contains(" INDEX ") && PARTIAL_INDEXES.contains(&index) {
                    continue;
                }
                assert!(
                    ![
                        "game",
                        "g",
                        "game_notify",
                        "n",
                        "invitation",
                        "user_notify",
                        "u",
                        "game_player",
                        "p",
                        "outbox",
                        "o",
                        "rated_game",
                        "rg"
                    ]
                    .contains(&table),
                    "{sql}\nreads a whole table: {plan:#?}"
                );
            }
        }
    }
}
