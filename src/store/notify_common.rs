//! The [`NotifyStore`](super::NotifyStore) both databases share, written once for
//! [`SqlStore`] over its [`Dialect`]: the outbox's row readers and every method but the
//! notification cursor's ([`Engine::record_notifications`], where the concurrency models
//! differ). Where Postgres locks a row read for a write (an e-mail confirmation) or the
//! outbox rows a worker claims, the statement comes from the dialect
//! ([`Dialect::CONFIRM_EMAIL_SQL`], [`Dialect::CLAIM_OUTBOX_SQL`]); SQLite's single writer
//! serialises both.

use super::dialect::{Dialect, RowsAffected as _};
use super::notify::*;
use super::notify_sql::*;
use super::rows_common::*;
use super::shared::*;
use super::store_common::{Engine, SqlStore};
use super::Rejection;
use super::{StoreError, StoreResult, User};
use async_trait::async_trait;
use sqlx::{Executor, Transaction};
use time::OffsetDateTime;
use uuid::Uuid;

fn settings_from<D: Dialect>(row: &D::Row) -> StoreResult<NotifySettings> {
    let mode: String = D::get(row, "email_mode")?;
    Ok(NotifySettings {
        user_id: D::get_id(row, "user_id")?,
        email: D::get(row, "email")?,
        pending_email: D::get(row, "pending_email")?,
        email_mode: EmailMode::parse(&mode)
            .ok_or_else(|| corrupt(format!("unknown email mode {mode:?}")))?,
        webhook_url: D::get(row, "webhook_url")?,
        feed_token: D::get(row, "feed_token")?,
        last_seen_at: D::get_opt_time(row, "last_seen_at")?,
        time_zone: D::get(row, "time_zone")?,
        webhook_off_url: D::get(row, "webhook_off_url")?,
        feed_renewed_at: D::get_opt_time(row, "feed_renewed_at")?,
        language: D::get(row, "language")?,
    })
}

fn outbox_from<D: Dialect>(row: &D::Row) -> StoreResult<OutboxItem> {
    let channel: String = D::get(row, "channel")?;
    let status: String = D::get(row, "status")?;
    Ok(OutboxItem {
        outbox_id: D::get_id(row, "outbox_id")?,
        idem_key: D::get(row, "idem_key")?,
        user_id: D::get_id(row, "user_id")?,
        game_id: D::get_opt_id(row, "game_id")?,
        channel: Channel::parse(&channel)
            .ok_or_else(|| corrupt(format!("unknown channel {channel:?}")))?,
        kind: D::get(row, "kind")?,
        recipient: D::get(row, "recipient")?,
        subject: D::get(row, "subject")?,
        body: D::get(row, "body")?,
        status: OutboxStatus::parse(&status)
            .ok_or_else(|| corrupt(format!("unknown outbox status {status:?}")))?,
        attempts: u32::try_from(D::get_int(row, "attempts")?).map_err(decode_error)?,
        claim_token: D::get(row, "claim_token")?,
        last_error: D::get(row, "last_error")?,
        created_at: D::get_time(row, "created_at")?,
        sent_at: D::get_opt_time(row, "sent_at")?,
    })
}

fn absence_from<D: Dialect>(row: &D::Row) -> StoreResult<Absence> {
    Ok(Absence {
        absence_id: D::get_id(row, "absence_id")?,
        user_id: D::get_id(row, "user_id")?,
        starts_at: D::get_time(row, "starts_at")?,
        ends_at: D::get_time(row, "ends_at")?,
    })
}

/// Inserts an outbox row unless its key exists; true when inserted.
pub(super) async fn insert_outbox<D: Dialect>(
    tx: &mut Transaction<'static, D>,
    row: &NewOutbox,
    now: &D::Time,
) -> StoreResult<bool> {
    let done = sqlx::query(INSERT_OUTBOX_SQL)
        .bind(D::id(Uuid::new_v4()))
        .bind(&row.idem_key)
        .bind(D::id(row.user_id))
        .bind(row.game_id.map(D::id))
        .bind(row.channel.as_str())
        .bind(&row.kind)
        .bind(&row.recipient)
        .bind(&row.subject)
        .bind(&row.body)
        .bind(now)
        .execute(&mut **tx)
        .await
        .map_err(D::db_error)?;
    Ok(done.rows_affected() == 1)
}

fn clock_micros(t: OffsetDateTime) -> OffsetDateTime {
    crate::clock::micros(t.to_offset(time::UtcOffset::UTC))
}

/// Runs [`WITHDRAW_OUTBOX_SQL`]: the user's undelivered notifications on `channel`
/// to anything but `keep` will not be sent.
async fn withdraw_outbox<'e, D: Dialect>(
    conn: impl Executor<'e, Database = D>,
    user_id: Uuid,
    channel: Channel,
    keep: Option<&str>,
) -> StoreResult<()> {
    sqlx::query(WITHDRAW_OUTBOX_SQL)
        .bind(D::id(user_id))
        .bind(channel.as_str())
        .bind(keep)
        .execute(conn)
        .await
        .map_err(D::db_error)?;
    Ok(())
}

/// Sets one text column of the user's notification settings (a fixed column name),
/// creating their row if they have none.
/// Sets one text column of the user's notification settings (`sql`, one of
/// [`SET_FEED_TOKEN_SQL`], [`SET_TIME_ZONE_SQL`] and [`SET_LANGUAGE_SQL`]: `$1` user, `$2`
/// value, `$3` now),
/// creating their row if they have none.
async fn set_notify_column<D: Engine>(
    store: &SqlStore<D>,
    sql: &'static str,
    user_id: Uuid,
    value: &str,
    now: OffsetDateTime,
) -> StoreResult<()> {
    // listed: SET_FEED_TOKEN_SQL, SET_TIME_ZONE_SQL, SET_LANGUAGE_SQL
    sqlx::query(sql)
        .bind(D::id(user_id))
        .bind(value)
        .bind(D::time(now)?)
        .execute(&store.write)
        .await
        .map_err(D::db_error)?;
    Ok(())
}

#[async_trait]
impl<D: Engine> NotifyStore for SqlStore<D> {
    async fn record_notifications(
        &self,
        game_id: Uuid,
        expected: Option<i64>,
        new_seq: i64,
        rows: &[NewOutbox],
        now: OffsetDateTime,
    ) -> StoreResult<bool> {
        D::record_notifications(self, game_id, expected, new_seq, rows, now).await
    }

    async fn record_quiet(
        &self,
        games: &[NotifyBacklog],
        now: OffsetDateTime,
    ) -> StoreResult<usize> {
        D::record_quiet(self, games, now).await
    }

    async fn vapid_key(&self, candidate: &str, now: OffsetDateTime) -> StoreResult<String> {
        self.vapid_key_of(candidate, now).await
    }

    async fn add_push_subscription(&self, sub: &PushSubscription, max: usize) -> StoreResult<()> {
        self.add_push(sub, max).await
    }

    async fn push_subscriptions(&self, user_id: Uuid) -> StoreResult<Vec<PushSubscription>> {
        self.push_subscriptions_of(user_id).await
    }

    async fn push_subscription(
        &self,
        subscription_id: Uuid,
    ) -> StoreResult<Option<PushSubscription>> {
        self.push_subscription_by_id(subscription_id).await
    }

    async fn remove_push_subscription(
        &self,
        subscription_id: Uuid,
        user_id: Option<Uuid>,
    ) -> StoreResult<bool> {
        self.remove_push(subscription_id, user_id).await
    }

    async fn notify_settings(&self, user_id: Uuid) -> StoreResult<NotifySettings> {
        let row = sqlx::query(NOTIFY_SETTINGS_SQL)
            .bind(D::id(user_id))
            .fetch_optional(&self.read)
            .await
            .map_err(D::db_error)?;
        row.map_or(Ok(NotifySettings::defaults(user_id)), |row| {
            settings_from::<D>(&row)
        })
    }

    async fn users_with_email(&self, email: &str) -> StoreResult<Vec<Uuid>> {
        let rows = sqlx::query(USERS_WITH_EMAIL_SQL)
            .bind(email)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter().map(|row| D::get_id(row, "user_id")).collect()
    }

    async fn set_preferences(
        &self,
        user_id: Uuid,
        mode: EmailMode,
        webhook_url: Option<&str>,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        let mut tx = self.begin().await?;
        sqlx::query(SET_PREFERENCES_SQL)
            .bind(D::id(user_id))
            .bind(mode.as_str())
            .bind(webhook_url)
            .bind(D::time(now)?)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        withdraw_outbox::<D>(&mut *tx, user_id, Channel::Webhook, webhook_url).await?;
        tx.commit().await.map_err(D::db_error)
    }

    async fn set_pending_email(
        &self,
        user_id: Uuid,
        email: &str,
        token_hash: &str,
        expires_at: OffsetDateTime,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        sqlx::query(SET_PENDING_EMAIL_SQL)
            .bind(D::id(user_id))
            .bind(email)
            .bind(token_hash)
            .bind(D::time(expires_at)?)
            .bind(D::time(now)?)
            .execute(&self.write)
            .await
            .map_err(D::db_error)?;
        Ok(())
    }

    async fn remove_email(&self, user_id: Uuid, _now: OffsetDateTime) -> StoreResult<()> {
        let mut tx = self.begin().await?;
        sqlx::query(REMOVE_EMAIL_SQL)
            .bind(D::id(user_id))
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        withdraw_outbox::<D>(&mut *tx, user_id, Channel::Email, None).await?;
        tx.commit().await.map_err(D::db_error)
    }

    async fn set_feed_token(
        &self,
        user_id: Uuid,
        token: &str,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        set_notify_column(self, SET_FEED_TOKEN_SQL, user_id, token, now).await
    }

    async fn user_by_feed_token(&self, token: &str) -> StoreResult<Option<User>> {
        let row = sqlx::query(USER_BY_FEED_TOKEN_SQL)
            .bind(token)
            .fetch_optional(&self.read)
            .await
            .map_err(D::db_error)?;
        row.map(|row| D::get_user(&row, ["user_id", "username", "created_at"]))
            .transpose()
    }

    async fn touch_last_seen(&self, seen: &[(Uuid, OffsetDateTime)]) -> StoreResult<()> {
        if seen.is_empty() {
            return Ok(());
        }
        let mut tx = self.begin().await?;
        for (user_id, at) in seen {
            sqlx::query(TOUCH_LAST_SEEN_SQL)
                .bind(D::id(*user_id))
                .bind(D::time(*at)?)
                .execute(&mut *tx)
                .await
                .map_err(D::db_error)?;
        }
        tx.commit().await.map_err(D::db_error)
    }

    async fn absences(
        &self,
        user_id: Uuid,
        ending_after: OffsetDateTime,
    ) -> StoreResult<Vec<Absence>> {
        let rows = sqlx::query(ABSENCES_SQL)
            .bind(D::id(user_id))
            .bind(D::time(ending_after)?)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter().map(absence_from::<D>).collect()
    }

    async fn expire_invitations(
        &self,
        created_before: OffsetDateTime,
        now: OffsetDateTime,
    ) -> StoreResult<u64> {
        let done = sqlx::query(EXPIRE_INVITATIONS_SQL)
            .bind(D::time(created_before)?)
            .bind(D::time(now)?)
            .execute(&self.write)
            .await
            .map_err(D::db_error)?;
        Ok(done.rows_affected())
    }

    async fn notify_backlog(&self, limit: i64) -> StoreResult<Vec<NotifyBacklog>> {
        let rows = sqlx::query(NOTIFY_BACKLOG_SQL)
            .bind(limit.max(0))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter()
            .map(|row| {
                Ok(NotifyBacklog {
                    game_id: D::get_id(row, "game_id")?,
                    notified_seq: D::get(row, "notified_seq")?,
                    seq: D::get(row, "seq")?,
                    listened: D::get(row, "listened")?,
                })
            })
            .collect()
    }

    async fn outbox_sent(
        &self,
        outbox_id: Uuid,
        claim_token: &str,
        now: OffsetDateTime,
    ) -> StoreResult<bool> {
        let done = sqlx::query(OUTBOX_SENT_SQL)
            .bind(D::id(outbox_id))
            .bind(claim_token)
            .bind(D::time(now)?)
            .execute(&self.write)
            .await
            .map_err(D::db_error)?;
        Ok(done.rows_affected() == 1)
    }

    async fn outbox_failed(
        &self,
        outbox_id: Uuid,
        claim_token: &str,
        error: &str,
        retry_at: Option<OffsetDateTime>,
    ) -> StoreResult<bool> {
        let done = match retry_at {
            Some(at) => sqlx::query(OUTBOX_RETRY_SQL)
                .bind(D::id(outbox_id))
                .bind(claim_token)
                .bind(error)
                .bind(D::time(at)?),
            None => sqlx::query(OUTBOX_FAILED_SQL)
                .bind(D::id(outbox_id))
                .bind(claim_token)
                .bind(error),
        }
        .execute(&self.write)
        .await
        .map_err(D::db_error)?;
        Ok(done.rows_affected() == 1)
    }

    async fn outbox_for_user(&self, user_id: Uuid, limit: i64) -> StoreResult<Vec<OutboxItem>> {
        let rows = sqlx::query(OUTBOX_FOR_USER_SQL)
            .bind(D::id(user_id))
            .bind(limit.max(0))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter().map(outbox_from::<D>).collect()
    }

    async fn outbox_pending(&self) -> StoreResult<i64> {
        let row = sqlx::query(OUTBOX_PENDING_SQL)
            .fetch_one(&self.read)
            .await
            .map_err(D::db_error)?;
        let pending: i64 = D::get(&row, "pending")?;
        Ok(pending)
    }

    async fn create_password_reset(
        &self,
        user_id: Uuid,
        token_hash: &str,
        expires_at: OffsetDateTime,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        sqlx::query(CREATE_PASSWORD_RESET_SQL)
            .bind(token_hash)
            .bind(D::id(user_id))
            .bind(D::time(expires_at)?)
            .bind(D::time(now)?)
            .execute(&self.write)
            .await
            .map_err(D::db_error)?;
        Ok(())
    }

    async fn password_reset_user(
        &self,
        token_hash: &str,
        now: OffsetDateTime,
    ) -> StoreResult<Option<Uuid>> {
        let row = sqlx::query(PASSWORD_RESET_USER_SQL)
            .bind(token_hash)
            .bind(D::time(now)?)
            .fetch_optional(&self.read)
            .await
            .map_err(D::db_error)?;
        row.map(|row| D::get_id(&row, "user_id")).transpose()
    }

    async fn take_password_reset(
        &self,
        token_hash: &str,
        now: OffsetDateTime,
    ) -> StoreResult<Option<Uuid>> {
        // One statement: of two uses of the same link, one deletes the rows first.
        let row = sqlx::query(TAKE_PASSWORD_RESET_SQL)
            .bind(token_hash)
            .bind(D::time(now)?)
            .fetch_optional(&self.write)
            .await
            .map_err(D::db_error)?;
        row.map(|row| D::get_id(&row, "user_id")).transpose()
    }

    async fn set_time_zone(
        &self,
        user_id: Uuid,
        time_zone: &str,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        set_notify_column(self, SET_TIME_ZONE_SQL, user_id, time_zone, now).await
    }

    async fn set_language(
        &self,
        user_id: Uuid,
        language: &str,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        set_notify_column(self, SET_LANGUAGE_SQL, user_id, language, now).await
    }

    async fn confirm_email(
        &self,
        token_hash: &str,
        now: OffsetDateTime,
    ) -> StoreResult<Option<(Uuid, String)>> {
        let mut tx = self.begin().await?;
        let row = sqlx::query(D::CONFIRM_EMAIL_SQL)
            .bind(token_hash)
            .bind(D::time(now)?)
            .fetch_optional(&mut *tx)
            .await
            .map_err(D::db_error)?;
        let Some(row) = row else {
            return Ok(None);
        };
        let user_id = D::get_id(&row, "user_id")?;
        let email: String = D::get(&row, "pending_email")?;
        sqlx::query(CONFIRM_PENDING_EMAIL_SQL)
            .bind(D::id(user_id))
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        withdraw_outbox::<D>(&mut *tx, user_id, Channel::Email, Some(&email)).await?;
        tx.commit().await.map_err(D::db_error)?;
        Ok(Some((user_id, email)))
    }

    async fn digests_due(&self, since: OffsetDateTime) -> StoreResult<Vec<NotifySettings>> {
        let rows = sqlx::query(DIGESTS_DUE_SQL)
            .bind(D::time(since)?)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter().map(settings_from::<D>).collect()
    }

    async fn add_absence(
        &self,
        user_id: Uuid,
        starts_at: OffsetDateTime,
        ends_at: OffsetDateTime,
        now: OffsetDateTime,
    ) -> StoreResult<Absence> {
        let absence = Absence {
            absence_id: Uuid::new_v4(),
            user_id,
            starts_at: clock_micros(starts_at),
            ends_at: clock_micros(ends_at),
        };
        sqlx::query(ADD_ABSENCE_SQL)
            .bind(D::id(absence.absence_id))
            .bind(D::id(user_id))
            .bind(D::time(absence.starts_at)?)
            .bind(D::time(absence.ends_at)?)
            .bind(D::time(now)?)
            .execute(&self.write)
            .await
            .map_err(D::db_error)?;
        Ok(absence)
    }

    async fn end_absences(&self, user_id: Uuid, now: OffsetDateTime) -> StoreResult<()> {
        let now = D::time(now)?;
        let mut tx = self.begin().await?;
        sqlx::query(DROP_FUTURE_ABSENCES_SQL)
            .bind(D::id(user_id))
            .bind(&now)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        sqlx::query(END_ABSENCES_SQL)
            .bind(D::id(user_id))
            .bind(&now)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        tx.commit().await.map_err(D::db_error)
    }

    async fn end_abandoned(
        &self,
        game_id: Uuid,
        expected_seq: i64,
        finish: bool,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        let now = D::time(now)?;
        let mut tx = self.begin().await?;
        game_for_write::<D>(&mut tx, game_id)
            .await?
            .check_running(expected_seq, Rejection::MovedOn)?;
        if finish {
            sqlx::query(super::social::END_WITHOUT_RULES_SQL)
                .bind(D::id(game_id))
                .bind(&now)
                .execute(&mut *tx)
                .await
                .map_err(D::db_error)?;
        } else {
            cancel_game::<D>(&mut tx, CANCEL_ABANDONED_SQL, game_id, &now).await?;
        }
        tx.commit().await.map_err(D::db_error)
    }

    async fn cast_vote(
        &self,
        game_id: Uuid,
        expected_seq: i64,
        kind: VoteKind,
        target_seat: Option<usize>,
        round: i64,
        voter_seat: usize,
        required: &[usize],
        now: OffsetDateTime,
    ) -> StoreResult<VoteOutcome> {
        let now = D::time(now)?;
        // -1 stands for "the whole game" in `game_vote.target_seat`.
        let target = target_seat.map_or(Ok(D::Seat::from(-1)), D::seat_number)?;
        // The game's row stays locked (Postgres) or the writer held (SQLite) to the
        // end, so a vote and a move or another vote never cross.
        let mut tx = self.begin().await?;
        game_for_write::<D>(&mut tx, game_id)
            .await?
            .check_vote(expected_seq)?;
        sqlx::query(INSERT_VOTE_SQL)
            .bind(D::id(game_id))
            .bind(kind.as_str())
            .bind(target)
            .bind(round)
            .bind(D::seat_number(voter_seat)?)
            .bind(&now)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        let voters = sqlx::query(VOTERS_SQL)
            .bind(D::id(game_id))
            .bind(kind.as_str())
            .bind(target)
            .bind(round)
            .fetch_all(&mut *tx)
            .await
            .map_err(D::db_error)?
            .iter()
            .map(|row| seat_of(D::get_int(row, "voter_seat")?))
            .collect::<StoreResult<Vec<usize>>>()?;
        let decided = required.iter().all(|seat| voters.contains(seat));
        if decided {
            match (kind, target_seat) {
                (VoteKind::Remove, Some(seat)) => {
                    sqlx::query(REMOVE_SEAT_SQL)
                        .bind(D::id(game_id))
                        .bind(D::seat_number(seat)?)
                        .bind(&now)
                        .execute(&mut *tx)
                        .await
                        .map_err(D::db_error)?;
                }
                (VoteKind::Cancel, _) => {
                    cancel_game::<D>(&mut tx, CANCEL_GAME_SQL, game_id, &now).await?;
                }
                (VoteKind::Computer, Some(seat)) => {
                    sqlx::query(HAND_SEAT_TO_COMPUTER_SQL)
                        .bind(D::id(game_id))
                        .bind(D::seat_number(seat)?)
                        .bind(level_of_round(round)?.as_str())
                        .execute(&mut *tx)
                        .await
                        .map_err(D::db_error)?;
                }
                (VoteKind::Remove | VoteKind::Computer, None) => {
                    return Err(StoreError::Rejected(Rejection::BadSeat))
                }
            }
        }
        tx.commit().await.map_err(D::db_error)?;
        Ok(VoteOutcome { voters, decided })
    }

    async fn due_games(&self, turn_started_before: OffsetDateTime) -> StoreResult<Vec<DueGame>> {
        let rows = sqlx::query(DUE_GAMES_SQL)
            .bind(D::time(turn_started_before)?)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter()
            .map(|row| {
                Ok(DueGame {
                    game_id: D::get_id(row, "game_id")?,
                    seq: D::get(row, "seq")?,
                    to_move_seat: seat_of(D::get_int(row, "to_move_seat")?)?,
                    to_move_user: D::get_id(row, "user_id")?,
                    turn_started_at: D::get_time(row, "updated_at")?,
                    deadline_days: get_deadline::<D>(row)?,
                    gone: D::get::<Option<String>>(row, "gone")?
                        .map(|w| {
                            Gone::parse(&w).ok_or_else(|| corrupt(format!("unknown gone {w:?}")))
                        })
                        .transpose()?,
                })
            })
            .collect()
    }

    async fn enqueue(&self, row: &NewOutbox, now: OffsetDateTime) -> StoreResult<bool> {
        let now = D::time(now)?;
        let mut tx = self.begin().await?;
        let inserted = insert_outbox::<D>(&mut tx, row, &now).await?;
        tx.commit().await.map_err(D::db_error)?;
        Ok(inserted)
    }

    async fn last_outbox_at(
        &self,
        user_id: Uuid,
        game_id: Option<Uuid>,
        kind: &str,
        channel: Channel,
    ) -> StoreResult<Option<OffsetDateTime>> {
        let row = sqlx::query(LAST_OUTBOX_AT_SQL)
            .bind(D::id(user_id))
            .bind(game_id.map(D::id))
            .bind(kind)
            .bind(channel.as_str())
            .fetch_one(&self.read)
            .await
            .map_err(D::db_error)?;
        D::get_opt_time(&row, "last")
    }

    async fn claim_outbox(
        &self,
        now: OffsetDateTime,
        lease_until: OffsetDateTime,
        claim_token: &str,
        limit: i64,
    ) -> StoreResult<Vec<OutboxItem>> {
        // No two workers get the same row: SQLite's single writer serialises the
        // claims; on Postgres, SKIP LOCKED leaves the rows another worker is claiming
        // right now to it, and none waits for another.
        let rows = sqlx::query(D::CLAIM_OUTBOX_SQL)
            .bind(D::time(now)?)
            .bind(D::time(lease_until)?)
            .bind(claim_token)
            .bind(limit.max(0))
            .fetch_all(&self.write)
            .await
            .map_err(D::db_error)?;
        let mut items = rows
            .iter()
            .map(outbox_from::<D>)
            .collect::<StoreResult<Vec<_>>>()?;
        items.sort_by_key(|item| item.created_at);
        Ok(items)
    }
}

/// Cancels game `game_id` in `conn`'s transaction: its `game_cancel` row (`sql`, which
/// names the reason) and the flag on its row.
async fn cancel_game<D: Dialect>(
    conn: &mut D::Connection,
    sql: &'static str,
    game_id: Uuid,
    now: &D::Time,
) -> StoreResult<()> {
    // listed: CANCEL_GAME_SQL, CANCEL_ABANDONED_SQL
    sqlx::query(sql)
        .bind(D::id(game_id))
        .bind(now)
        .execute(&mut *conn)
        .await
        .map_err(D::db_error)?;
    sqlx::query(MARK_CANCELLED_SQL)
        .bind(D::id(game_id))
        .execute(&mut *conn)
        .await
        .map_err(D::db_error)?;
    Ok(())
}
