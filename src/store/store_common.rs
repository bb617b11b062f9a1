//! The [`Store`](super::Store) both databases share: [`SqlStore`] is a store on one
//! database, generic over its [`Dialect`]; `SqliteStore` and `PgStore` are its two
//! instances. Every method is written once here; what each database does its own way
//! (checking that it can write, appending a move, walking game ids, the notification
//! cursor) is its [`Engine`], implemented beside its connecting code in `sqlite.rs` and
//! `postgres.rs`.

pub(super) use super::common_sql::*;
use super::dialect::{Dialect, RowsAffected as _};
use super::lane::Lane;
use super::limits::{self, Limits, RateLimit};
use super::notify::{Channel, NewOutbox, NotifyBacklog};
use super::rows_common::*;
use super::shared::*;
use super::Rejection;
use super::{
    ComputerSeat, ComputerTurn, Credentials, DeletedTurn, EventRecord, GameRecord, GameResult,
    GameSnapshot, GameUpdate, Invitation, InvitationStatus, NewInvitation, Session, SessionKind,
    StartPlan, Store, StoreError, StoreResult, User,
};
use async_trait::async_trait;
use serde_json::Value;
use sqlx::{Database, Pool, Transaction};
use std::time::Duration;
use time::OffsetDateTime;
use uuid::Uuid;

/// A store on one database: pools to read and to write (one pool on Postgres, the single
/// writer beside the readers on SQLite), the lane for page views and moves
/// (`store/lane.rs`), and what the database's [`Engine`] keeps of its own.
pub struct SqlStore<D: Engine> {
    /// Read-only work.
    pub(super) read: Pool<D>,
    /// Every write (on SQLite the single writer connection).
    pub(super) write: Pool<D>,
    /// For the reads of every page view and move (game snapshots, sessions; Postgres'
    /// appends), without sqlx's ping after each query.
    pub(super) hot: Lane<<D as Database>::Connection>,
    pub(super) own: D::Own,
}

impl<D: Engine> SqlStore<D> {
    /// A write transaction ([`Dialect::begin`]).
    pub(super) async fn begin(&self) -> StoreResult<Transaction<'static, D>> {
        D::begin(&self.write).await
    }
}

/// What a store does its own way on its database (besides connecting): the methods of
/// [`Store`] and [`super::NotifyStore`] whose statements or concurrency differ.
#[async_trait]
pub trait Engine: Dialect {
    /// What the store keeps besides its pools and lane.
    type Own: Send + Sync + 'static;
    /// Reads and writes share one pool (`read` and `write` are clones of it).
    const ONE_POOL: bool;

    /// [`Store::check_writable`].
    async fn check_writable(store: &SqlStore<Self>) -> StoreResult<()>;
    /// [`Store::append_event_at`].
    async fn append_event_at(
        store: &SqlStore<Self>,
        game_id: Uuid,
        seq: i64,
        event: &Value,
        update: GameUpdate,
        at: OffsetDateTime,
    ) -> StoreResult<()>;
    /// [`Store::game_ids`].
    async fn game_ids(
        store: &SqlStore<Self>,
        after: Option<Uuid>,
        limit: i64,
    ) -> StoreResult<Vec<Uuid>>;
    /// [`super::NotifyStore::record_notifications`].
    async fn record_notifications(
        store: &SqlStore<Self>,
        game_id: Uuid,
        expected: Option<i64>,
        new_seq: i64,
        rows: &[NewOutbox],
        now: OffsetDateTime,
    ) -> StoreResult<bool>;
    /// [`super::NotifyStore::record_quiet`]: by default one
    /// [`Engine::record_notifications`] each.
    async fn record_quiet(
        store: &SqlStore<Self>,
        games: &[NotifyBacklog],
        now: OffsetDateTime,
    ) -> StoreResult<usize> {
        let mut moved = 0;
        for g in games {
            if Self::record_notifications(store, g.game_id, g.notified_seq, g.seq, &[], now).await?
            {
                moved += 1;
            }
        }
        Ok(moved)
    }
}

#[async_trait]
impl<D: Engine> Store for SqlStore<D> {
    async fn ping(&self) -> StoreResult<()> {
        sqlx::query(PING_SQL)
            .execute(&self.read)
            .await
            .map_err(D::db_error)?;
        Ok(())
    }

    async fn rate_forgive(&self, keys: &[String]) -> StoreResult<()> {
        for key in keys {
            sqlx::query(limits::FORGIVE_SQL)
                .bind(key)
                .execute(&self.write)
                .await
                .map_err(D::db_error)?;
        }
        Ok(())
    }

    async fn rate_clear(&self, key: &str) -> StoreResult<()> {
        sqlx::query(limits::CLEAR_SQL)
            .bind(key)
            .execute(&self.write)
            .await
            .map_err(D::db_error)?;
        Ok(())
    }

    async fn claim_computer_turn(
        &self,
        game_id: Uuid,
        holder: &str,
        now_ms: i64,
        until_ms: i64,
    ) -> StoreResult<bool> {
        let done = sqlx::query(limits::CLAIM_COMPUTER_TURN_SQL)
            .bind(D::id(game_id))
            .bind(holder)
            .bind(now_ms)
            .bind(until_ms)
            .execute(&self.write)
            .await
            .map_err(D::db_error)?;
        Ok(done.rows_affected() == 1)
    }

    async fn renew_computer_claim(
        &self,
        game_id: Uuid,
        holder: &str,
        until_ms: i64,
    ) -> StoreResult<bool> {
        let done = sqlx::query(limits::RENEW_COMPUTER_CLAIM_SQL)
            .bind(D::id(game_id))
            .bind(holder)
            .bind(until_ms)
            .execute(&self.write)
            .await
            .map_err(D::db_error)?;
        Ok(done.rows_affected() == 1)
    }

    async fn release_computer_claim(&self, game_id: Uuid, holder: &str) -> StoreResult<()> {
        sqlx::query(limits::RELEASE_COMPUTER_CLAIM_SQL)
            .bind(D::id(game_id))
            .bind(holder)
            .execute(&self.write)
            .await
            .map_err(D::db_error)?;
        Ok(())
    }

    async fn credentials(&self, username: &str) -> StoreResult<Option<Credentials>> {
        let row = sqlx::query(CREDENTIALS_SQL)
            .bind(username_key(username))
            .bind(crate::usernames::skeleton(username))
            .fetch_optional(&self.read)
            .await
            .map_err(D::db_error)?;
        row.map(|row| {
            Ok(Credentials {
                user: D::get_user(&row, ["user_id", "username", "created_at"])?,
                password_hash: D::get(&row, "password_hash")?,
            })
        })
        .transpose()
    }

    async fn user(&self, user_id: Uuid) -> StoreResult<Option<User>> {
        let row = sqlx::query(USER_SQL)
            .bind(D::id(user_id))
            .fetch_optional(&self.read)
            .await
            .map_err(D::db_error)?;
        row.map(|row| D::get_user(&row, ["user_id", "username", "created_at"]))
            .transpose()
    }

    async fn delete_session(&self, token_hash: &str) -> StoreResult<()> {
        sqlx::query(DELETE_SESSION_SQL)
            .bind(token_hash)
            .execute(&self.write)
            .await
            .map_err(D::db_error)?;
        Ok(())
    }

    async fn set_password(
        &self,
        user_id: Uuid,
        password_hash: &str,
        keep: Option<&str>,
        feed_token: &str,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        let mut tx = self.begin().await?;
        let updated = sqlx::query(SET_PASSWORD_SQL)
            .bind(D::id(user_id))
            .bind(password_hash)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        if updated.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        sqlx::query(END_OTHER_SESSIONS_SQL)
            .bind(D::id(user_id))
            .bind(keep)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        sqlx::query(SECURE_NOTIFY_SQL)
            .bind(D::id(user_id))
            .bind(feed_token)
            .bind(D::time(now)?)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        sqlx::query(super::push::END_PUSH_SQL)
            .bind(D::id(user_id))
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        // Whoever knew the old password may have logged in with it: no lane of their own.
        sqlx::query(super::devices::END_DEVICES_SQL)
            .bind(D::id(user_id))
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        // Nothing more goes to the webhook that was turned off, nor to the devices.
        for channel in [Channel::Webhook, Channel::Push] {
            sqlx::query(WITHDRAW_OUTBOX_SQL)
                .bind(D::id(user_id))
                .bind(channel.as_str())
                .bind(None::<&str>)
                .execute(&mut *tx)
                .await
                .map_err(D::db_error)?;
        }
        tx.commit().await.map_err(D::db_error)
    }

    async fn open_invitations_for(&self, user_id: Uuid) -> StoreResult<Vec<Invitation>> {
        let rows = sqlx::query(OPEN_INVITATIONS_FOR_SQL)
            .bind(D::id(user_id))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        invitations_from::<D>(rows)
    }

    async fn expired_invitations_for(
        &self,
        user_id: Uuid,
        since: OffsetDateTime,
    ) -> StoreResult<Vec<Invitation>> {
        let rows = sqlx::query(EXPIRED_INVITATIONS_FOR_SQL)
            .bind(D::id(user_id))
            .bind(D::time(since)?)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        invitations_from::<D>(rows)
    }

    async fn game(&self, game_id: Uuid) -> StoreResult<Option<GameRecord>> {
        read_game::<D>(&self.read, game_id).await
    }

    async fn events(&self, game_id: Uuid) -> StoreResult<Vec<EventRecord>> {
        read_events::<D>(&self.read, game_id).await
    }

    async fn game_snapshot(&self, game_id: Uuid) -> StoreResult<Option<GameSnapshot>> {
        let query = sqlx::query(D::SNAPSHOT_SQL).bind(D::id(game_id));
        let mut conn = self.hot.acquire().await?;
        let rows = query.fetch_all(&mut *conn).await.map_err(D::db_error);
        let rows = conn.finish(rows)?;
        let Some(first) = rows.first() else {
            return Ok(None);
        };
        let events = snapshot_events(D::get::<Option<&str>>(first, "log")?)?;
        let extras = snapshot_extras(D::get::<Option<&str>>(first, "extras")?)?;
        let record = games_from::<D>(rows)?.pop().ok_or(StoreError::NotFound)?;
        Ok(Some(GameSnapshot {
            record,
            events,
            extras,
        }))
    }

    async fn append_event(
        &self,
        game_id: Uuid,
        seq: i64,
        event: &Value,
        update: GameUpdate,
    ) -> StoreResult<()> {
        self.append_event_at(game_id, seq, event, update, now())
            .await
    }

    async fn games_for_user(&self, user_id: Uuid) -> StoreResult<Vec<GameRecord>> {
        let rows = sqlx::query(GAMES_FOR_USER_SQL)
            .bind(D::id(user_id))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        games_from::<D>(rows)
    }

    async fn set_result(&self, game_id: Uuid, result: &GameResult) -> StoreResult<()> {
        let text = serde_json::to_string(result).map_err(encode_error)?;
        sqlx::query(SET_RESULT_SQL)
            .bind(D::id(game_id))
            .bind(text)
            .execute(&self.write)
            .await
            .map_err(D::db_error)?;
        Ok(())
    }

    async fn create_user(&self, username: &str, password_hash: &str) -> StoreResult<User> {
        let user = User {
            user_id: Uuid::new_v4(),
            username: username.to_owned(),
            created_at: now(),
        };
        sqlx::query(CREATE_USER_SQL)
            .bind(D::id(user.user_id))
            .bind(&user.username)
            .bind(username_key(username))
            .bind(password_hash)
            .bind(D::time(user.created_at)?)
            .bind(crate::usernames::skeleton(username))
            .execute(&self.write)
            .await
            .map_err(unique_as::<D>(Rejection::UsernameTaken))?;
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
        let now = D::time(now())?;
        let mut tx = self.begin().await?;
        // Without this the table would only ever grow. Per user, so it stays cheap and
        // logins of different people never lock the same rows.
        sqlx::query(END_EXPIRED_SESSIONS_SQL)
            .bind(D::id(user_id))
            .bind(&now)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        sqlx::query(NEW_SESSION_SQL)
            .bind(token_hash)
            .bind(kind.as_str())
            .bind(D::id(user_id))
            .bind(csrf_token)
            .bind(D::time(expires_at)?)
            .bind(&now)
            .execute(&mut *tx)
            .await
            .map_err(unique_as::<D>(Rejection::SessionTaken))?;
        tx.commit().await.map_err(D::db_error)
    }

    async fn session(&self, token_hash: &str, kind: SessionKind) -> StoreResult<Option<Session>> {
        let query = sqlx::query(LIVE_SESSION_SQL)
            .bind(token_hash)
            .bind(kind.as_str())
            .bind(D::time(now())?);
        let mut conn = self.hot.acquire().await?;
        let row = query.fetch_optional(&mut *conn).await.map_err(D::db_error);
        let row = conn.finish(row)?;
        row.map(|row| {
            Ok(Session {
                user: D::get_user(&row, ["user_id", "username", "created_at"])?,
                csrf_token: D::get(&row, "csrf_token")?,
                expires_at: D::get_time(&row, "expires_at")?,
                moderator: D::get(&row, "moderator")?,
                language: D::get(&row, "language")?,
                time_zone: D::get(&row, "time_zone")?,
            })
        })
        .transpose()
    }

    async fn delete_user(
        &self,
        user_id: Uuid,
        now: OffsetDateTime,
    ) -> StoreResult<Vec<DeletedTurn>> {
        let now = D::time(now)?;
        let mut tx = self.begin().await?;
        let marked = sqlx::query(MARK_USER_DELETED_SQL)
            .bind(D::id(user_id))
            .bind(&now)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        if marked.rows_affected() == 0 {
            return Err(StoreError::NotFound);
        }
        let turns = leave_site::<D>(&mut tx, user_id, &now, false, &ERASE_USER_SQL).await?;
        tx.commit().await.map_err(D::db_error)?;
        Ok(turns)
    }

    async fn free_deleted_name(
        &self,
        username: &str,
        deleted_before: OffsetDateTime,
    ) -> StoreResult<()> {
        sqlx::query(FREE_DELETED_NAME_SQL)
            .bind(username_key(username))
            .bind(D::time(deleted_before)?)
            .bind(crate::usernames::skeleton(username))
            .execute(&self.write)
            .await
            .map_err(D::db_error)?;
        Ok(())
    }

    async fn fill_username_skeletons(&self) -> StoreResult<u64> {
        super::names::fill_skeletons(self).await
    }

    async fn rename_user(
        &self,
        user_id: Uuid,
        username: &str,
        now: OffsetDateTime,
    ) -> StoreResult<bool> {
        super::names::rename(self, user_id, username, now).await
    }

    async fn has_renamed(&self, user_id: Uuid) -> StoreResult<bool> {
        super::names::has_renamed(self, user_id).await
    }

    async fn review(&self, game_id: Uuid) -> StoreResult<Option<super::ReviewRecord>> {
        super::reviews::review(self, game_id).await
    }

    async fn review_steps(&self, game_id: Uuid) -> StoreResult<Vec<super::ReviewedStep>> {
        super::reviews::steps(self, game_id).await
    }

    async fn ask_review(
        &self,
        game_id: Uuid,
        version: u32,
        asked_by: Option<Uuid>,
        at: OffsetDateTime,
    ) -> StoreResult<bool> {
        super::reviews::ask(self, game_id, version, asked_by, at).await
    }

    async fn review_again(
        &self,
        game_id: Uuid,
        old_version: u32,
        version: u32,
        asked_by: Option<Uuid>,
        at: OffsetDateTime,
        by_player: bool,
    ) -> StoreResult<bool> {
        super::reviews::again(self, game_id, old_version, version, asked_by, at, by_player).await
    }

    async fn waiting_reviews(&self, max: i64) -> StoreResult<Vec<(Uuid, u32)>> {
        super::reviews::waiting(self, max).await
    }

    async fn last_reviewed_step(&self, game_id: Uuid) -> StoreResult<usize> {
        super::reviews::last_step(self, game_id).await
    }

    async fn save_review_step(
        &self,
        game_id: Uuid,
        version: u32,
        step: &super::ReviewedStep,
    ) -> StoreResult<bool> {
        super::reviews::save_step(self, game_id, version, step).await
    }

    async fn finish_review(
        &self,
        game_id: Uuid,
        version: u32,
        at: OffsetDateTime,
    ) -> StoreResult<bool> {
        super::reviews::finish(self, game_id, version, at).await
    }

    async fn hides_reviews(&self, user_id: Uuid) -> StoreResult<bool> {
        super::reviews::hides(self, user_id).await
    }

    async fn set_hides_reviews(&self, user_id: Uuid, hide: bool) -> StoreResult<()> {
        super::reviews::set_hides(self, user_id, hide).await
    }

    async fn seen_from(
        &self,
        user_id: Uuid,
        network: &str,
        seen: super::Seen,
        at: OffsetDateTime,
    ) -> StoreResult<()> {
        super::networks::seen_from(self, user_id, network, seen, at).await
    }

    async fn forget_networks(&self, before: OffsetDateTime) -> StoreResult<u64> {
        super::networks::forget(self, before).await
    }

    async fn shared_networks(
        &self,
        since: OffsetDateTime,
        min_accounts: i64,
    ) -> StoreResult<Vec<(String, i64)>> {
        super::networks::shared(self, since, min_accounts).await
    }

    async fn logged_in_from(
        &self,
        user_id: Uuid,
        network: &str,
        since: OffsetDateTime,
    ) -> StoreResult<bool> {
        super::devices::logged_in_from(self, user_id, network, since).await
    }

    async fn login_device(
        &self,
        token_hash: &str,
        since: OffsetDateTime,
    ) -> StoreResult<Option<super::LoginDevice>> {
        super::devices::device(self, token_hash, since).await
    }

    async fn add_login_device(
        &self,
        device: super::LoginDevice,
        token_hash: &str,
        now: OffsetDateTime,
        most: usize,
    ) -> StoreResult<()> {
        super::devices::add(self, device, token_hash, now, most).await
    }

    async fn renew_login_device(
        &self,
        device_id: Uuid,
        old_hash: &str,
        new_hash: &str,
        now: OffsetDateTime,
    ) -> StoreResult<bool> {
        super::devices::renew(self, device_id, old_hash, new_hash, now).await
    }

    async fn forget_login_devices(&self, before: OffsetDateTime) -> StoreResult<u64> {
        super::devices::forget(self, before).await
    }

    async fn create_invitation(&self, new: &NewInvitation) -> StoreResult<Invitation> {
        super::invitations::create(self, new).await
    }

    async fn invitation(&self, code: &str) -> StoreResult<Option<Invitation>> {
        let mut conn = self.read.acquire().await.map_err(D::db_error)?;
        invitation_by_code::<D>(&mut conn, code).await
    }

    async fn join_invitation(
        &self,
        code: &str,
        user_id: Uuid,
        plan: &StartPlan,
        limits: &Limits,
    ) -> StoreResult<Invitation> {
        let mut tx = self.begin().await?;
        // The person's row before the invitation's, in every transaction that locks both.
        if limits.computer_games.is_some() {
            limits::lock_person::<D>(&mut tx, user_id).await?;
        }
        let head = invitation_for_write::<D>(&mut tx, code).await?;
        let mut seats = seated::<D>(&mut tx, head.invitation_id).await?;
        if head.status == InvitationStatus::Cancelled {
            return Err(StoreError::Rejected(Rejection::NotOpen));
        }
        if seats.contains(&user_id) {
            return Err(StoreError::Rejected(Rejection::AlreadySeated));
        }
        // The last join starts the game, so a started invitation is a full one: say so.
        if head.status == InvitationStatus::Started || seats.len() >= head.players {
            return Err(StoreError::Rejected(Rejection::Full));
        }
        if let Some(limit) = limits.computer_games {
            limits::check_computer_games::<D>(&mut tx, user_id, limit).await?;
        }
        sqlx::query(TAKE_SEAT_SQL)
            .bind(D::id(head.invitation_id))
            .bind(D::id(user_id))
            .bind(D::time(now())?)
            .execute(&mut *tx)
            .await
            .map_err(unique_as::<D>(Rejection::AlreadySeated))?;
        seats.push(user_id);
        if seats.len() == head.players {
            start_game::<D>(&mut tx, &head, &seats, plan).await?;
        }
        let invitation = invitation_by_code::<D>(&mut tx, code)
            .await?
            .ok_or(StoreError::NotFound)?;
        tx.commit().await.map_err(D::db_error)?;
        Ok(invitation)
    }

    async fn leave_invitation(&self, code: &str, user_id: Uuid) -> StoreResult<Invitation> {
        let mut tx = self.begin().await?;
        let head = invitation_for_write::<D>(&mut tx, code).await?;
        if head.status != InvitationStatus::Open {
            return Err(StoreError::Rejected(Rejection::NotOpen));
        }
        if head.creator_id == user_id {
            return Err(StoreError::Rejected(Rejection::CreatorCannotLeave));
        }
        let left = sqlx::query(LEAVE_SEAT_SQL)
            .bind(D::id(head.invitation_id))
            .bind(D::id(user_id))
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        if left.rows_affected() == 0 {
            return Err(StoreError::Rejected(Rejection::NotSeated));
        }
        let invitation = invitation_by_code::<D>(&mut tx, code)
            .await?
            .ok_or(StoreError::NotFound)?;
        tx.commit().await.map_err(D::db_error)?;
        Ok(invitation)
    }

    async fn cancel_invitation(&self, code: &str, user_id: Uuid) -> StoreResult<Invitation> {
        let mut tx = self.begin().await?;
        let head = invitation_for_write::<D>(&mut tx, code).await?;
        if head.creator_id != user_id {
            return Err(StoreError::Rejected(Rejection::OnlyCreatorCancels));
        }
        if head.status != InvitationStatus::Open {
            return Err(StoreError::Rejected(Rejection::NotOpen));
        }
        sqlx::query(CANCEL_OPEN_INVITATION_SQL)
            .bind(D::id(head.invitation_id))
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        let invitation = invitation_by_code::<D>(&mut tx, code)
            .await?
            .ok_or(StoreError::NotFound)?;
        tx.commit().await.map_err(D::db_error)?;
        Ok(invitation)
    }

    async fn check_writable(&self) -> StoreResult<()> {
        D::check_writable(self).await
    }

    async fn rate_reserve(
        &self,
        keys: &[String],
        limit: RateLimit,
        now_ms: i64,
    ) -> StoreResult<Option<Duration>> {
        let mut tx = self.begin().await?;
        let wait = limits::reserve::<D>(&mut tx, keys, limit, now_ms).await?;
        tx.commit().await.map_err(D::db_error)?;
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
        D::append_event_at(self, game_id, seq, event, update, at).await
    }

    async fn waiting_games(&self, user_id: Uuid) -> StoreResult<Vec<Uuid>> {
        let rows = sqlx::query(WAITING_GAMES_SQL)
            .bind(D::id(user_id))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter().map(|row| D::get_id(row, "game_id")).collect()
    }

    async fn computer_turns(&self, accounts: (Uuid, Uuid)) -> StoreResult<Vec<ComputerTurn>> {
        let own = sqlx::query(COMPUTERS_TO_MOVE_SQL)
            .bind(D::id(accounts.0))
            .bind(D::id(accounts.1))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        let removed = sqlx::query(COMPUTER_SEAT_TURNS_SQL)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        let turn = |row: &D::Row, by: ComputerSeat| {
            Ok(ComputerTurn {
                game_id: D::get_id(row, "game_id")?,
                seat: seat_of(D::get_int(row, "seat")?)?,
                by,
                owner: D::get_id(row, "creator_id")?,
                since: D::get_time(row, "updated_at")?,
            })
        };
        let own = own
            .iter()
            .map(|row| turn(row, ComputerSeat::Account(D::get_id(row, "user_id")?)));
        let removed = removed.iter().map(|row| {
            let level = stored_level(&D::get::<String>(row, "computer_level")?)?;
            turn(row, ComputerSeat::Removed(level))
        });
        own.chain(removed).collect()
    }

    async fn computer_games_of(&self, user_id: Uuid, accounts: (Uuid, Uuid)) -> StoreResult<u32> {
        let row = sqlx::query(COMPUTER_GAMES_OF_SQL)
            .bind(D::id(user_id))
            .bind(D::id(accounts.0))
            .bind(D::id(accounts.1))
            .fetch_one(&self.read)
            .await
            .map_err(D::db_error)?;
        Ok(u32::try_from(D::get_int(&row, "n")?).unwrap_or(u32::MAX))
    }

    async fn game_ids(&self, after: Option<Uuid>, limit: i64) -> StoreResult<Vec<Uuid>> {
        D::game_ids(self, after, limit).await
    }

    async fn finished_games(&self, limit: i64, offset: i64) -> StoreResult<Vec<GameRecord>> {
        let rows = sqlx::query(FINISHED_GAMES_SQL)
            // SQLite reads a negative LIMIT as "no limit"; Postgres refuses it. Both: nothing.
            .bind(limit.max(0))
            .bind(offset.max(0))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        games_from::<D>(rows)
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

    fn fair_play(&self) -> Option<&dyn super::FairPlayStore> {
        Some(self)
    }

    fn tournaments(&self) -> Option<&dyn super::TournamentStore> {
        Some(self)
    }

    fn pool_stats(&self) -> Vec<super::PoolStats> {
        let stats = |pool: &'static str, of: &Pool<D>| super::PoolStats {
            pool,
            open: of.size() as usize,
            idle: of.num_idle(),
            max: of.options().get_max_connections() as usize,
        };
        let mut all = if D::ONE_POOL {
            vec![stats("main", &self.read)]
        } else {
            vec![stats("read", &self.read), stats("write", &self.write)]
        };
        all.push(self.hot.stats("lane"));
        all
    }
}
