//! Postgres implementation of [`Store`]: a small pool, native uuid/timestamptz/jsonb, and
//! row locks (`SELECT ... FOR UPDATE`) around every read-check-write sequence.

use super::lane::Lane;
use super::limits::{self, RateLimit};
pub use super::postgres_rows::SNAPSHOT_SQL;
pub(super) use super::postgres_rows::*;
use super::shared::*;
use super::Rejection;
use super::{
    Credentials, DeletedTurn, EventRecord, GameRecord, GameResult, GameSnapshot, GameStatus,
    GameUpdate, Invitation, InvitationStatus, NewInvitation, Session, SessionKind, StartPlan,
    Store, StoreError, StoreResult, User,
};
use anyhow::Context;
use async_trait::async_trait;
use serde_json::Value;
use sqlx::postgres::{PgConnectOptions, PgConnection, PgPool, PgPoolOptions};
use sqlx::types::Json;
use sqlx::{Postgres, Transaction};
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

/// The Postgres store. Cheap to share behind an `Arc`.
pub struct PgStore {
    pub(super) pool: PgPool,
    /// For the queries of every page view and move: game snapshots, sessions, appends.
    hot: Lane<PgConnection>,
}

impl PgStore {
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
        sqlx::migrate!("./migrations/postgres")
            .run(&pool)
            .await
            .context("cannot apply the Postgres migrations")?;
        let hot = Lane::new((*pool.connect_options()).clone(), HOT_SIZE, POOL_WAIT);
        Ok(Self { pool, hot })
    }

    pub(super) async fn begin(&self) -> StoreResult<Transaction<'static, Postgres>> {
        self.pool.begin().await.map_err(db_error)
    }
}

store_impl!(PgStore, read: pool, write: pool, begin: begin, {
    async fn check_writable(&self) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO health_probe (probe_id, created_at) VALUES (1, now())
             ON CONFLICT (probe_id) DO UPDATE SET created_at = excluded.created_at",
        )
        .execute(&self.pool)
        .await
        .map_err(db_error)?;
        Ok(())
    }

    async fn rate_reserve(
        &self,
        keys: &[String],
        limit: RateLimit,
        now_ms: i64,
    ) -> StoreResult<Option<Duration>> {
        let mut tx = self.begin().await?;
        let wait = limits::reserve_postgres(&mut tx, keys, limit, now_ms).await?;
        tx.commit().await.map_err(db_error)?;
        Ok(wait)
    }

    async fn append_event_at(
        &self,
        game_id: Uuid,
        seq: i64,
        event: &Value,
        update: GameUpdate,
        at: OffsetDateTime,
    ) -> StoreResult<()> {
        // Only an active game has a seat to move.
        let to_move_seat = match update.status {
            GameStatus::Active => update.to_move_seat.map(seat_number).transpose()?,
            GameStatus::Finished | GameStatus::Cancelled => None,
        };
        if update.status == GameStatus::Cancelled {
            return Err(StoreError::Rejected(Rejection::Cancelled));
        }
        let now = time_text(at)?;
        let finished_at = (update.status == GameStatus::Finished).then_some(now);
        let mut conn = self.hot.acquire().await?;
        let result = async {
            // One statement, one round trip, no explicit transaction: the UPDATE takes the
            // game row's lock and checks the expected seq (a concurrent move waits for the
            // lock, then finds the seq moved on), the INSERT adds the event (its trigger
            // announces the move). Nothing inserted = refused; the row says why.
            let appended = sqlx::query(concat!(
                "WITH moved AS (",
                append_update_sql!(),
                " RETURNING game_id)
                 INSERT INTO game_event (game_id, seq, event, created_at)
                 SELECT game_id, $2, $3, $4 FROM moved"
            ))
            .bind(game_id)
            .bind(seq)
            .bind(Json(event))
            .bind(now)
            .bind(update.status.as_str())
            .bind(to_move_seat)
            .bind(finished_at)
            .execute(&mut *conn)
            .await
            .map_err(unique_as(Rejection::MovedOn))?
            .rows_affected();
            if appended == 1 {
                return Ok(());
            }
            game_for_write(&mut conn, game_id)
                .await?
                .check_append(seq)?;
            Err(StoreError::Conflict(Rejection::MovedOn))
        }
        .await;
        conn.finish(result)
    }

    async fn waiting_games(&self, user_id: Uuid) -> StoreResult<Vec<Uuid>> {
        sqlx::query_scalar(WAITING_GAMES_SQL)
            .bind(user_id)
            .fetch_all(&self.pool)
            .await
            .map_err(db_error)
    }

    fn notify(&self) -> Option<&dyn super::NotifyStore> {
        Some(self)
    }

    fn social(&self) -> Option<&dyn super::SocialStore> {
        Some(self)
    }

    fn moderation(&self) -> Option<&dyn super::ModerationStore> {
        Some(self)
    }

    async fn game_ids(&self, after: Option<Uuid>, limit: i64) -> StoreResult<Vec<Uuid>> {
        let rows: Vec<(Uuid,)> = sqlx::query_as(
            "SELECT game_id FROM game WHERE $1::uuid IS NULL OR game_id > $1
             ORDER BY game_id LIMIT $2",
        )
        .bind(after)
        .bind(limit.max(0))
        .fetch_all(&self.pool)
        .await
        .map_err(db_error)?;
        Ok(rows.into_iter().map(|(id,)| id).collect())
    }

    async fn finished_games(&self, limit: i64, offset: i64) -> StoreResult<Vec<GameRecord>> {
        let rows = sqlx::query(select_games!(
            "(SELECT * FROM game WHERE status = 'finished'
              ORDER BY finished_at DESC, game_id DESC LIMIT $1 OFFSET $2)",
            "ORDER BY g.finished_at DESC, g.game_id DESC, p.seat"
        ))
        // Postgres refuses a negative LIMIT or OFFSET; read them as nothing / the start.
        .bind(limit.max(0))
        .bind(offset.max(0))
        .fetch_all(&self.pool)
        .await
        .map_err(db_error)?;
        games_from(rows)
    }
});

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
