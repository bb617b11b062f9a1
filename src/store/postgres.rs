//! Postgres implementation of [`Store`]: a small pool, native uuid/timestamptz/jsonb, and
//! row locks (`SELECT ... FOR UPDATE`) around every read-check-write sequence.

use super::lane::Lane;
use super::limits::{self, RateLimit};
pub use super::postgres_rows::SNAPSHOT_SQL;
pub(super) use super::postgres_rows::*;
use super::shared::*;
use super::Rejection;
use super::{
    Credentials, DeletedTurn, EventRecord, GameRecord, GameSnapshot, GameStatus, GameUpdate,
    Invitation, InvitationStatus, NewInvitation, Session, SessionKind, StartPlan, Store,
    StoreError, StoreResult, User,
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

    async fn create_user(&self, username: &str, password_hash: &str) -> StoreResult<User> {
        let user = User {
            user_id: Uuid::new_v4(),
            username: username.to_owned(),
            created_at: now(),
        };
        sqlx::query(
            r#"INSERT INTO "user" (user_id, username, username_key, password_hash, created_at)
               VALUES ($1, $2, $3, $4, $5)"#,
        )
        .bind(user.user_id)
        .bind(&user.username)
        .bind(username_key(username))
        .bind(password_hash)
        .bind(user.created_at)
        .execute(&self.pool)
        .await
        .map_err(unique_as(Rejection::UsernameTaken))?;
        Ok(user)
    }

    async fn create_session(
        &self,
        token_hash: &str,
        kind: SessionKind,
        user_id: Uuid,
        csrf_token: &str,
        expires_at: OffsetDateTime,
    ) -> StoreResult<()> {
        let now = now();
        let expires_at = utc_micros(expires_at)?;
        let mut tx = self.begin().await?;
        // Without this the table would only ever grow. Per user, so logins of different
        // people never lock the same rows.
        sqlx::query("DELETE FROM session WHERE user_id = $1 AND expires_at <= $2")
            .bind(user_id)
            .bind(now)
            .execute(&mut *tx)
            .await
            .map_err(db_error)?;
        sqlx::query(
            "INSERT INTO session (token_hash, kind, user_id, csrf_token, expires_at, created_at)
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(token_hash)
        .bind(kind.as_str())
        .bind(user_id)
        .bind(csrf_token)
        .bind(expires_at)
        .bind(now)
        .execute(&mut *tx)
        .await
        .map_err(unique_as(Rejection::SessionTaken))?;
        tx.commit().await.map_err(db_error)
    }

    async fn session(&self, token_hash: &str, kind: SessionKind) -> StoreResult<Option<Session>> {
        let query = sqlx::query(
            r#"SELECT s.csrf_token, s.expires_at, u.user_id, u.username, u.created_at
               FROM session s JOIN "user" u ON u.user_id = s.user_id
               WHERE s.token_hash = $1 AND s.kind = $2 AND s.expires_at > $3"#,
        )
        .bind(token_hash)
        .bind(kind.as_str())
        .bind(now());
        let mut conn = self.hot.acquire().await?;
        let row = query.fetch_optional(&mut *conn).await.map_err(db_error);
        let row = conn.finish(row)?;
        row.map(|row| {
            Ok(Session {
                user: get_user(&row, ["user_id", "username", "created_at"])?,
                csrf_token: get(&row, "csrf_token")?,
                expires_at: get(&row, "expires_at")?,
            })
        })
        .transpose()
    }

    async fn delete_user(
        &self,
        user_id: Uuid,
        now: OffsetDateTime,
    ) -> StoreResult<Vec<DeletedTurn>> {
        let mut tx = self.begin().await?;
        let marked = sqlx::query(MARK_USER_DELETED_SQL)
            .bind(user_id)
            .bind(now)
            .execute(&mut *tx)
            .await
            .map_err(db_error)?;
        if marked.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        sqlx::query(REMOVE_DELETED_SEATS_SQL)
            .bind(user_id)
            .bind(now)
            .execute(&mut *tx)
            .await
            .map_err(db_error)?;
        for sql in ERASE_USER_SQL {
            sqlx::query(sql)
                .bind(user_id)
                .execute(&mut *tx)
                .await
                .map_err(db_error)?;
        }
        let rows = sqlx::query(DELETED_USERS_TURNS_SQL)
            .bind(user_id)
            .fetch_all(&mut *tx)
            .await
            .map_err(db_error)?;
        tx.commit().await.map_err(db_error)?;
        rows.iter()
            .map(|row| {
                Ok(DeletedTurn {
                    game_id: get(row, "game_id")?,
                    seq: get(row, "seq")?,
                    seat: seat_of(get_int(row, "seat")?)?,
                })
            })
            .collect()
    }

    async fn free_deleted_name(
        &self,
        username: &str,
        deleted_before: OffsetDateTime,
    ) -> StoreResult<()> {
        sqlx::query(FREE_DELETED_NAME_SQL)
            .bind(username_key(username))
            .bind(deleted_before)
            .execute(&self.pool)
            .await
            .map_err(db_error)?;
        Ok(())
    }

    async fn create_invitation(&self, new: &NewInvitation) -> StoreResult<Invitation> {
        // With fewer than two players the creator's own seat would fill the invitation,
        // and there is no plan to start a game with.
        if new.options.players < 2 {
            return Err(StoreError::Rejected(Rejection::TooFewPlayers));
        }
        check_deadline(new.deadline_days)?;
        let invitation_id = Uuid::new_v4();
        let now = now();
        let mut tx = self.begin().await?;
        sqlx::query(
            "INSERT INTO invitation (invitation_id, code, game, options, note, creator_id, status,
                                     game_id, created_at, deadline_days)
             VALUES ($1, $2, $3, $4, $5, $6, 'open', NULL, $7, $8)",
        )
        .bind(invitation_id)
        .bind(&new.code)
        .bind(&new.game)
        .bind(Json(&new.options))
        .bind(&new.note)
        .bind(new.creator)
        .bind(now)
        .bind(new.deadline_days.map(|d| d as i32))
        .execute(&mut *tx)
        .await
        .map_err(unique_as(Rejection::CodeTaken))?;
        sqlx::query(
            "INSERT INTO invitation_seat (invitation_id, user_id, joined_at) VALUES ($1, $2, $3)",
        )
        .bind(invitation_id)
        .bind(new.creator)
        .bind(now)
        .execute(&mut *tx)
        .await
        .map_err(db_error)?;
        let invitation = invitation_by_code(&mut tx, &new.code)
            .await?
            .ok_or(StoreError::NotFound)?;
        tx.commit().await.map_err(db_error)?;
        Ok(invitation)
    }

    async fn invitation(&self, code: &str) -> StoreResult<Option<Invitation>> {
        let mut conn = self.pool.acquire().await.map_err(db_error)?;
        invitation_by_code(&mut conn, code).await
    }

    async fn join_invitation(
        &self,
        code: &str,
        user_id: Uuid,
        plan: &StartPlan,
    ) -> StoreResult<Invitation> {
        let mut tx = self.begin().await?;
        let head = lock_invitation(&mut tx, code).await?;
        let mut seats = seated(&mut tx, head.invitation_id).await?;
        if head.status == InvitationStatus::Cancelled {
            return Err(StoreError::Rejected(Rejection::NotOpen));
        }
        if seats.contains(&user_id) {
            return Err(StoreError::Rejected(Rejection::AlreadySeated));
        }
        // The last join starts the game, so a started invitation is a full one: say so.
        if head.status == InvitationStatus::Started || seats.len() >= head.options.players {
            return Err(StoreError::Rejected(Rejection::Full));
        }
        sqlx::query(
            "INSERT INTO invitation_seat (invitation_id, user_id, joined_at) VALUES ($1, $2, $3)",
        )
        .bind(head.invitation_id)
        .bind(user_id)
        .bind(now())
        .execute(&mut *tx)
        .await
        .map_err(unique_as(Rejection::AlreadySeated))?;
        seats.push(user_id);
        if seats.len() == head.options.players {
            start_game(&mut tx, &head, &seats, plan).await?;
        }
        let invitation = invitation_by_code(&mut tx, code)
            .await?
            .ok_or(StoreError::NotFound)?;
        tx.commit().await.map_err(db_error)?;
        Ok(invitation)
    }

    async fn leave_invitation(&self, code: &str, user_id: Uuid) -> StoreResult<Invitation> {
        let mut tx = self.begin().await?;
        let head = lock_invitation(&mut tx, code).await?;
        if head.status != InvitationStatus::Open {
            return Err(StoreError::Rejected(Rejection::NotOpen));
        }
        if head.creator_id == user_id {
            return Err(StoreError::Rejected(Rejection::CreatorCannotLeave));
        }
        let left =
            sqlx::query("DELETE FROM invitation_seat WHERE invitation_id = $1 AND user_id = $2")
                .bind(head.invitation_id)
                .bind(user_id)
                .execute(&mut *tx)
                .await
                .map_err(db_error)?;
        if left.rows_affected() == 0 {
            return Err(StoreError::Rejected(Rejection::NotSeated));
        }
        let invitation = invitation_by_code(&mut tx, code)
            .await?
            .ok_or(StoreError::NotFound)?;
        tx.commit().await.map_err(db_error)?;
        Ok(invitation)
    }

    async fn cancel_invitation(&self, code: &str, user_id: Uuid) -> StoreResult<Invitation> {
        let mut tx = self.begin().await?;
        let head = lock_invitation(&mut tx, code).await?;
        if head.creator_id != user_id {
            return Err(StoreError::Rejected(Rejection::OnlyCreatorCancels));
        }
        if head.status != InvitationStatus::Open {
            return Err(StoreError::Rejected(Rejection::NotOpen));
        }
        sqlx::query("UPDATE invitation SET status = 'cancelled' WHERE invitation_id = $1")
            .bind(head.invitation_id)
            .execute(&mut *tx)
            .await
            .map_err(db_error)?;
        let invitation = invitation_by_code(&mut tx, code)
            .await?
            .ok_or(StoreError::NotFound)?;
        tx.commit().await.map_err(db_error)?;
        Ok(invitation)
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
        let now = utc_micros(at)?;
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
