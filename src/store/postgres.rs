//! The Postgres store, [`SqlStore`] on Postgres: connecting (a small pool and a lane) and
//! its [`Engine`], what it does its own way (the health probe, a move appended in one
//! statement, walking game ids). Row locks (`SELECT ... FOR UPDATE`) around every
//! read-check-write sequence come from its [`Dialect`] (`postgres_rows.rs`).

use super::dialect::Dialect;
use super::lane::Lane;
use super::notify::NewOutbox;
pub use super::postgres_rows::SNAPSHOT_SQL;
use super::rows_common::{game_for_write, unique_as};
use super::store_common::{Engine, SqlStore};
use super::Rejection;
use super::{GameStatus, GameUpdate, StoreError, StoreResult};
use anyhow::Context;
use async_trait::async_trait;
use serde_json::Value;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::types::Json;
use sqlx::Postgres;
use std::str::FromStr;
use std::time::Duration;
use time::OffsetDateTime;
use uuid::Uuid;

/// About 4–8 connections suit two cores; more only queue inside Postgres
/// (performance-ceilings.md).
const POOL_SIZE: u32 = 8;
/// Connections of the lane for page views and moves (besides the pool).
const HOT_SIZE: usize = 8;
/// How long a request waits for a connection before the database counts as unavailable.
const POOL_WAIT: Duration = Duration::from_secs(5);

/// The Postgres store (see [`SqlStore`]: `read` and `write` are one pool, `hot` a lane of
/// its own for page views and moves). Cheap to share behind an `Arc`.
pub type PgStore = SqlStore<Postgres>;

impl SqlStore<Postgres> {
    /// Connects to `url` (`postgres://user:password@host:port/database`) and applies the
    /// migrations.
    pub async fn connect(url: &str) -> anyhow::Result<Self> {
        let options = PgConnectOptions::from_str(url)
            .context("cannot read the Postgres URL")?
            .application_name("maipenrai");
        let pool = PgPoolOptions::new()
            .max_connections(POOL_SIZE)
            .acquire_timeout(POOL_WAIT)
            // sqlx pings every connection it hands out, a round trip per query; it also
            // pings every connection given back, which finds the broken ones as well.
            .test_before_acquire(false)
            .connect_with(options)
            .await
            .context("cannot connect to Postgres")?;
        // The migrator takes an advisory lock, so several instances may start at once.
        super::POSTGRES_MIGRATIONS
            .run(&pool)
            .await
            .map_err(super::migration_error)?;
        let hot = Lane::new((*pool.connect_options()).clone(), HOT_SIZE, POOL_WAIT);
        Ok(Self {
            read: pool.clone(),
            write: pool,
            hot,
            own: (),
        })
    }
}

#[async_trait]
impl Engine for Postgres {
    type Own = ();
    const ONE_POOL: bool = true;

    async fn check_writable(store: &PgStore) -> StoreResult<()> {
        sqlx::query(HEALTH_PROBE_SQL)
            .execute(&store.write)
            .await
            .map_err(Postgres::db_error)?;
        Ok(())
    }

    async fn append_event_at(
        store: &PgStore,
        game_id: Uuid,
        seq: i64,
        event: &Value,
        update: GameUpdate,
        at: OffsetDateTime,
    ) -> StoreResult<()> {
        // Only an active game has a seat to move.
        let to_move_seat = match update.status {
            GameStatus::Active => update.to_move_seat.map(Postgres::seat_number).transpose()?,
            GameStatus::Finished | GameStatus::Cancelled => None,
        };
        if update.status == GameStatus::Cancelled {
            return Err(StoreError::Rejected(Rejection::Cancelled));
        }
        let now = Postgres::time(at)?;
        let finished_at = (update.status == GameStatus::Finished).then_some(now);
        let mut conn = store.hot.acquire().await?;
        let result = async {
            // One statement, one round trip, no explicit transaction: the UPDATE takes the
            // game row's lock and checks the expected seq (a concurrent move waits for the
            // lock, then finds the seq moved on), the INSERT adds the event (its trigger
            // announces the move). Nothing inserted = refused; the row says why.
            let appended = sqlx::query(APPEND_SQL)
                .bind(game_id)
                .bind(seq)
                .bind(Json(event))
                .bind(now)
                .bind(update.status.as_str())
                .bind(to_move_seat)
                .bind(finished_at)
                .execute(&mut *conn)
                .await
                .map_err(unique_as::<Postgres>(Rejection::MovedOn))?
                .rows_affected();
            if appended == 1 {
                return Ok(());
            }
            game_for_write::<Postgres>(&mut conn, game_id)
                .await?
                .check_append(seq)?;
            Err(StoreError::Conflict(Rejection::MovedOn))
        }
        .await;
        conn.finish(result)
    }

    async fn game_ids(store: &PgStore, after: Option<Uuid>, limit: i64) -> StoreResult<Vec<Uuid>> {
        let rows = sqlx::query(GAME_IDS_SQL)
            .bind(after)
            .bind(limit.max(0))
            .fetch_all(&store.read)
            .await
            .map_err(Postgres::db_error)?;
        rows.iter()
            .map(|row| Postgres::get_id(row, "game_id"))
            .collect()
    }

    async fn record_notifications(
        store: &PgStore,
        game_id: Uuid,
        expected: Option<i64>,
        new_seq: i64,
        rows: &[NewOutbox],
        now: OffsetDateTime,
    ) -> StoreResult<bool> {
        super::notify_postgres::record_notifications(store, game_id, expected, new_seq, rows, now)
            .await
    }
}

/// Every statement of the Postgres store, by name (see `statements!` in `statements.rs`).
pub const STATEMENTS: &[(&str, &str)] = statements![
    Postgres;
    HEALTH_PROBE_SQL,
    APPEND_SQL,
    GAME_IDS_SQL,
    super::postgres_rows::KEY_LOCK_SQL,
    super::notify_postgres::QUIET_START_CURSOR_SQL,
    super::notify_postgres::QUIET_MOVE_CURSOR_SQL,
    super::migrate::POSTGRES_TABLES_SQL,
    super::migrate::POSTGRES_COLUMNS_SQL,
    super::migrate::SERVERS_SQL,
    super::migrate::IDENTITY_ALWAYS_SQL,
    super::migrate::FOREIGN_KEYS_SQL,
    super::migrate::COUNTERS_SQL,
    super::maintenance::TRY_SHARED_LOCK_SQL,
    super::maintenance::TRY_EXCLUSIVE_LOCK_SQL,
];

/// A small real write ([`super::Store::check_writable`]).
pub(super) const HEALTH_PROBE_SQL: &str =
    "INSERT INTO health_probe (probe_id, created_at) VALUES (1, now())
     ON CONFLICT (probe_id) DO UPDATE SET created_at = excluded.created_at";

/// A move in one statement: [`append_update_sql!`] and, when it applied, the event (`$3`).
pub(super) const APPEND_SQL: &str = concat!(
    "WITH moved AS (",
    append_update_sql!(),
    " RETURNING game_id)
     INSERT INTO game_event (game_id, seq, event, created_at)
     SELECT game_id, $2, $3, $4 FROM moved"
);

/// Up to `$2` game ids after `$1` (NULL: from the first) in id order.
pub(super) const GAME_IDS_SQL: &str =
    "SELECT game_id FROM game WHERE $1::uuid IS NULL OR game_id > $1
     ORDER BY game_id LIMIT $2";

#[cfg(test)]
mod tests {
    use super::SNAPSHOT_SQL;

    /// The load benchmark's Postgres ceiling must run exactly the server's read.
    #[test]
    fn the_pgbench_read_is_the_snapshot_statement() {
        let words = |sql: &str| sql.split_whitespace().collect::<Vec<_>>().join(" ");
        let game = "('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid";
        let statement = words(&SNAPSHOT_SQL.replace("$1", game));
        for (name, script) in [
            ("pg_read.sql", include_str!("../../bench/pg_read.sql")),
            ("pg_move.sql", include_str!("../../bench/pg_move.sql")),
        ] {
            assert!(
                words(script).contains(&format!("{statement};")),
                "bench/{name} should run, with :g for the game:\n{statement};"
            );
        }
    }
}
