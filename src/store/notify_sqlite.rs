//! [`NotifyStore`] for SQLite. Every write goes through the single writer connection, so
//! the read-check-write steps below (cursor compare-and-set, votes, claims) are serialised
//! by it; see `notify_postgres.rs` for the row locks Postgres needs instead.

use super::notify::*;
use super::shared::*;
use super::sqlite::{
    db_error, game_for_write, get, get_id, get_time, get_user, id, parse_time, seat_number,
    time_text, SqliteStore,
};
use super::Rejection;
use super::{StoreError, StoreResult, User};
use async_trait::async_trait;
use sqlx::sqlite::{SqliteExecutor, SqliteRow};
use time::OffsetDateTime;
use uuid::fmt::Hyphenated;
use uuid::Uuid;

const OUTBOX_COLUMNS: &str = "outbox_id, idem_key, user_id, game_id, channel, kind, recipient, \
                              subject, body, status, attempts, claim_token, last_error, \
                              created_at, sent_at";

fn opt_time(row: &SqliteRow, column: &str) -> StoreResult<Option<OffsetDateTime>> {
    get::<Option<String>>(row, column)?
        .as_deref()
        .map(parse_time)
        .transpose()
}

fn settings_from(row: &SqliteRow) -> StoreResult<NotifySettings> {
    let mode: String = get(row, "email_mode")?;
    Ok(NotifySettings {
        user_id: get_id(row, "user_id")?,
        email: get(row, "email")?,
        pending_email: get(row, "pending_email")?,
        email_mode: EmailMode::parse(&mode)
            .ok_or_else(|| corrupt(format!("unknown email mode {mode:?}")))?,
        webhook_url: get(row, "webhook_url")?,
        feed_token: get(row, "feed_token")?,
        last_seen_at: opt_time(row, "last_seen_at")?,
        time_zone: get(row, "time_zone")?,
    })
}

fn outbox_from(row: &SqliteRow) -> StoreResult<OutboxItem> {
    let channel: String = get(row, "channel")?;
    let status: String = get(row, "status")?;
    Ok(OutboxItem {
        outbox_id: get_id(row, "outbox_id")?,
        idem_key: get(row, "idem_key")?,
        user_id: get_id(row, "user_id")?,
        game_id: get::<Option<Hyphenated>>(row, "game_id")?.map(Hyphenated::into_uuid),
        channel: Channel::parse(&channel)
            .ok_or_else(|| corrupt(format!("unknown channel {channel:?}")))?,
        kind: get(row, "kind")?,
        recipient: get(row, "recipient")?,
        subject: get(row, "subject")?,
        body: get(row, "body")?,
        status: OutboxStatus::parse(&status)
            .ok_or_else(|| corrupt(format!("unknown outbox status {status:?}")))?,
        attempts: u32::try_from(get::<i64>(row, "attempts")?).map_err(decode_error)?,
        claim_token: get(row, "claim_token")?,
        last_error: get(row, "last_error")?,
        created_at: get_time(row, "created_at")?,
        sent_at: opt_time(row, "sent_at")?,
    })
}

fn absence_from(row: &SqliteRow) -> StoreResult<Absence> {
    Ok(Absence {
        absence_id: get_id(row, "absence_id")?,
        user_id: get_id(row, "user_id")?,
        starts_at: get_time(row, "starts_at")?,
        ends_at: get_time(row, "ends_at")?,
    })
}

pub(super) fn seat_of(value: i64) -> StoreResult<usize> {
    usize::try_from(value).map_err(decode_error)
}

/// -1 stands for "the whole game" in `game_vote.target_seat`.
fn target_number(target: Option<usize>) -> StoreResult<i64> {
    target.map_or(Ok(-1), seat_number)
}

notify_impl!(SqliteStore, read: readers, write: writer, begin: write, {
    async fn create_password_reset(
        &self,
        user_id: Uuid,
        token_hash: &str,
        expires_at: OffsetDateTime,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO password_reset (token_hash, user_id, expires_at, created_at)
             VALUES ($1, $2, $3, $4)",
        )
        .bind(token_hash)
        .bind(id(user_id))
        .bind(time_text(expires_at)?)
        .bind(time_text(now)?)
        .execute(&mut *tx)
        .await
        .map_err(db_error)?;
        tx.commit().await.map_err(db_error)
    }

    async fn take_password_reset(
        &self,
        token_hash: &str,
        now: OffsetDateTime,
    ) -> StoreResult<Option<Uuid>> {
        let mut tx = self.write().await?;
        let row = sqlx::query(
            "SELECT user_id FROM password_reset WHERE token_hash = $1 AND expires_at > $2",
        )
        .bind(token_hash)
        .bind(time_text(now)?)
        .fetch_optional(&mut *tx)
        .await
        .map_err(db_error)?;
        let Some(row) = row else {
            return Ok(None);
        };
        let user_id = get_id(&row, "user_id")?;
        sqlx::query("DELETE FROM password_reset WHERE user_id = $1")
            .bind(id(user_id))
            .execute(&mut *tx)
            .await
            .map_err(db_error)?;
        tx.commit().await.map_err(db_error)?;
        Ok(Some(user_id))
    }

    async fn set_time_zone(
        &self,
        user_id: Uuid,
        time_zone: &str,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO user_notify (user_id, time_zone, created_at) VALUES ($1, $2, $3)
             ON CONFLICT (user_id) DO UPDATE SET time_zone = excluded.time_zone",
        )
        .bind(id(user_id))
        .bind(time_zone)
        .bind(time_text(now)?)
        .execute(&mut *tx)
        .await
        .map_err(db_error)?;
        tx.commit().await.map_err(db_error)
    }

    async fn confirm_email(
        &self,
        token_hash: &str,
        now: OffsetDateTime,
    ) -> StoreResult<Option<(Uuid, String)>> {
        let mut tx = self.write().await?;
        let row = sqlx::query(
            "SELECT user_id, pending_email FROM user_notify
             WHERE email_token_hash = $1 AND email_token_expires_at > $2
               AND pending_email IS NOT NULL",
        )
        .bind(token_hash)
        .bind(time_text(now)?)
        .fetch_optional(&mut *tx)
        .await
        .map_err(db_error)?;
        let Some(row) = row else {
            return Ok(None);
        };
        let user_id = get_id(&row, "user_id")?;
        let email: String = get(&row, "pending_email")?;
        sqlx::query(
            "UPDATE user_notify SET email = pending_email, pending_email = NULL,
                                    email_token_hash = NULL, email_token_expires_at = NULL
             WHERE user_id = $1",
        )
        .bind(id(user_id))
        .execute(&mut *tx)
        .await
        .map_err(db_error)?;
        withdraw_outbox(&mut *tx, user_id, Channel::Email, Some(&email)).await?;
        tx.commit().await.map_err(db_error)?;
        Ok(Some((user_id, email)))
    }

    async fn digests_due(&self, since: OffsetDateTime) -> StoreResult<Vec<NotifySettings>> {
        let rows = sqlx::query(&format!(
            "SELECT {SETTINGS_COLUMNS} FROM user_notify u {DIGESTS_DUE_WHERE}"
        ))
        .bind(time_text(since)?)
        .fetch_all(&self.readers)
        .await
        .map_err(db_error)?;
        rows.iter().map(settings_from).collect()
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
        sqlx::query(
            "INSERT INTO absence (absence_id, user_id, starts_at, ends_at, created_at)
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(id(absence.absence_id))
        .bind(id(user_id))
        .bind(time_text(absence.starts_at)?)
        .bind(time_text(absence.ends_at)?)
        .bind(time_text(now)?)
        .execute(&self.writer)
        .await
        .map_err(db_error)?;
        Ok(absence)
    }

    async fn end_absences(&self, user_id: Uuid, now: OffsetDateTime) -> StoreResult<()> {
        let now = time_text(now)?;
        let mut tx = self.write().await?;
        sqlx::query("DELETE FROM absence WHERE user_id = $1 AND starts_at >= $2")
            .bind(id(user_id))
            .bind(&now)
            .execute(&mut *tx)
            .await
            .map_err(db_error)?;
        sqlx::query("UPDATE absence SET ends_at = $2 WHERE user_id = $1 AND ends_at > $2")
            .bind(id(user_id))
            .bind(&now)
            .execute(&mut *tx)
            .await
            .map_err(db_error)?;
        tx.commit().await.map_err(db_error)
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
        let now = time_text(now)?;
        let target = target_number(target_seat)?;
        let mut tx = self.write().await?;
        game_for_write(&mut tx, game_id)
            .await?
            .check_vote(expected_seq)?;
        sqlx::query(
            "INSERT INTO game_vote (game_id, kind, target_seat, round, voter_seat, created_at)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
        )
        .bind(id(game_id))
        .bind(kind.as_str())
        .bind(target)
        .bind(round)
        .bind(seat_number(voter_seat)?)
        .bind(&now)
        .execute(&mut *tx)
        .await
        .map_err(db_error)?;
        let voters = sqlx::query(
            "SELECT voter_seat FROM game_vote
             WHERE game_id = $1 AND kind = $2 AND target_seat = $3 AND round = $4
             ORDER BY voter_seat",
        )
        .bind(id(game_id))
        .bind(kind.as_str())
        .bind(target)
        .bind(round)
        .fetch_all(&mut *tx)
        .await
        .map_err(db_error)?
        .iter()
        .map(|row| seat_of(get(row, "voter_seat")?))
        .collect::<StoreResult<Vec<usize>>>()?;
        let decided = required.iter().all(|seat| voters.contains(seat));
        if decided {
            match (kind, target_seat) {
                (VoteKind::Remove, Some(seat)) => {
                    sqlx::query(REMOVE_SEAT_SQL)
                    .bind(id(game_id))
                    .bind(seat_number(seat)?)
                    .bind(&now)
                    .execute(&mut *tx)
                    .await
                    .map_err(db_error)?;
                }
                (VoteKind::Cancel, _) => {
                    sqlx::query(
                        "INSERT INTO game_cancel (game_id, reason, cancelled_at)
                         VALUES ($1, 'stalled', $2) ON CONFLICT DO NOTHING",
                    )
                    .bind(id(game_id))
                    .bind(&now)
                    .execute(&mut *tx)
                    .await
                    .map_err(db_error)?;
                    sqlx::query("UPDATE game SET cancelled = TRUE WHERE game_id = $1")
                        .bind(id(game_id))
                        .execute(&mut *tx)
                        .await
                        .map_err(db_error)?;
                }
                (VoteKind::Computer, Some(seat)) => {
                    sqlx::query(HAND_SEAT_TO_COMPUTER_SQL)
                        .bind(id(game_id))
                        .bind(seat_number(seat)?)
                        .bind(level_of_round(round)?.as_str())
                        .execute(&mut *tx)
                        .await
                        .map_err(db_error)?;
                }
                (VoteKind::Remove | VoteKind::Computer, None) => {
                    return Err(StoreError::Rejected(Rejection::BadSeat))
                }
            }
        }
        tx.commit().await.map_err(db_error)?;
        Ok(VoteOutcome { voters, decided })
    }

    async fn due_games(&self, turn_started_before: OffsetDateTime) -> StoreResult<Vec<DueGame>> {
        let rows = sqlx::query(DUE_GAMES_SQL)
            .bind(time_text(turn_started_before)?)
            .fetch_all(&self.readers)
            .await
            .map_err(db_error)?;
        rows.iter()
            .map(|row| {
                Ok(DueGame {
                    game_id: get_id(row, "game_id")?,
                    seq: get(row, "seq")?,
                    to_move_seat: seat_of(get(row, "to_move_seat")?)?,
                    to_move_user: get_id(row, "user_id")?,
                    turn_started_at: get_time(row, "updated_at")?,
                    deadline_days: get::<Option<i64>>(row, "deadline_days")?
                        .map(u32::try_from)
                        .transpose()
                        .map_err(decode_error)?,
                    removed: get(row, "removed")?,
                    deleted: get(row, "deleted")?,
                    resigned: get(row, "resigned")?,
                })
            })
            .collect()
    }

    async fn record_notifications(
        &self,
        game_id: Uuid,
        expected: Option<i64>,
        new_seq: i64,
        rows: &[NewOutbox],
        now: OffsetDateTime,
    ) -> StoreResult<bool> {
        let now = time_text(now)?;
        let mut tx = self.write().await?;
        if !move_cursor(&mut tx, game_id, expected, new_seq, &now).await? {
            return Ok(false);
        }
        for row in rows {
            insert_outbox(&mut tx, row, &now).await?;
        }
        tx.commit().await.map_err(db_error)?;
        Ok(true)
    }

    async fn record_quiet(
        &self,
        games: &[NotifyBacklog],
        now: OffsetDateTime,
    ) -> StoreResult<usize> {
        if games.is_empty() {
            return Ok(0);
        }
        // One write transaction for them all: SQLite has one writer, which the moves need.
        let now = time_text(now)?;
        let mut tx = self.write().await?;
        let mut moved = 0;
        for g in games {
            if move_cursor(&mut tx, g.game_id, g.notified_seq, g.seq, &now).await? {
                moved += 1;
            }
        }
        tx.commit().await.map_err(db_error)?;
        Ok(moved)
    }

    async fn enqueue(&self, row: &NewOutbox, now: OffsetDateTime) -> StoreResult<bool> {
        let now = time_text(now)?;
        let mut tx = self.write().await?;
        let inserted = insert_outbox(&mut tx, row, &now).await?;
        tx.commit().await.map_err(db_error)?;
        Ok(inserted)
    }

    async fn last_outbox_at(
        &self,
        user_id: Uuid,
        game_id: Option<Uuid>,
        kind: &str,
        channel: Channel,
    ) -> StoreResult<Option<OffsetDateTime>> {
        let row = sqlx::query(
            "SELECT max(created_at) AS last FROM outbox
             WHERE user_id = $1 AND game_id IS $2 AND kind = $3 AND channel = $4",
        )
        .bind(id(user_id))
        .bind(game_id.map(id))
        .bind(kind)
        .bind(channel.as_str())
        .fetch_one(&self.readers)
        .await
        .map_err(db_error)?;
        opt_time(&row, "last")
    }

    async fn claim_outbox(
        &self,
        now: OffsetDateTime,
        lease_until: OffsetDateTime,
        claim_token: &str,
        limit: i64,
    ) -> StoreResult<Vec<OutboxItem>> {
        // The single writer serialises claims: no two workers get the same row.
        let rows = sqlx::query(&format!(
            "UPDATE outbox SET claimed_until = $2, claim_token = $3, attempts = attempts + 1
             WHERE outbox_id IN (
                 SELECT outbox_id FROM outbox
                 WHERE status = 'pending' AND next_attempt_at <= $1
                   AND (claimed_until IS NULL OR claimed_until <= $1)
                 ORDER BY next_attempt_at, created_at LIMIT $4)
             RETURNING {OUTBOX_COLUMNS}"
        ))
        .bind(time_text(now)?)
        .bind(time_text(lease_until)?)
        .bind(claim_token)
        .bind(limit.max(0))
        .fetch_all(&self.writer)
        .await
        .map_err(db_error)?;
        let mut items = rows
            .iter()
            .map(outbox_from)
            .collect::<StoreResult<Vec<_>>>()?;
        items.sort_by_key(|item| item.created_at);
        Ok(items)
    }

});

/// Inserts an outbox row unless its key exists; true when inserted.
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
        None => sqlx::query(
            "INSERT INTO game_notify (game_id, notified_seq, updated_at) VALUES ($1, $2, $3)
             ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(id(game_id))
        .bind(new_seq)
        .bind(now),
        Some(expected) => sqlx::query(
            "UPDATE game_notify SET notified_seq = $2, updated_at = $3
             WHERE game_id = $1 AND notified_seq = $4",
        )
        .bind(id(game_id))
        .bind(new_seq)
        .bind(now)
        .bind(expected),
    }
    .execute(&mut **tx)
    .await
    .map_err(db_error)?;
    if moved.rows_affected() != 1 {
        return Ok(false);
    }
    sqlx::query(NOTIFY_CAUGHT_UP_SQL)
        .bind(id(game_id))
        .bind(new_seq)
        .execute(&mut **tx)
        .await
        .map_err(db_error)?;
    Ok(true)
}

async fn insert_outbox(
    tx: &mut sqlx::Transaction<'static, sqlx::Sqlite>,
    row: &NewOutbox,
    now: &str,
) -> StoreResult<bool> {
    let done = sqlx::query(
        "INSERT INTO outbox (outbox_id, idem_key, user_id, game_id, channel, kind, recipient,
                             subject, body, status, attempts, next_attempt_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', 0, $10, $10)
         ON CONFLICT (idem_key) DO NOTHING",
    )
    .bind(id(Uuid::new_v4()))
    .bind(&row.idem_key)
    .bind(id(row.user_id))
    .bind(row.game_id.map(id))
    .bind(row.channel.as_str())
    .bind(&row.kind)
    .bind(&row.recipient)
    .bind(&row.subject)
    .bind(&row.body)
    .bind(now)
    .execute(&mut **tx)
    .await
    .map_err(db_error)?;
    Ok(done.rows_affected() == 1)
}

fn clock_micros(t: OffsetDateTime) -> OffsetDateTime {
    crate::clock::micros(t.to_offset(time::UtcOffset::UTC))
}

/// Runs [`WITHDRAW_OUTBOX_SQL`]: the user's undelivered notifications on `channel` to
/// anything but `keep` will not be sent.
async fn withdraw_outbox(
    conn: impl SqliteExecutor<'_>,
    user_id: Uuid,
    channel: Channel,
    keep: Option<&str>,
) -> StoreResult<()> {
    sqlx::query(WITHDRAW_OUTBOX_SQL)
        .bind(id(user_id))
        .bind(channel.as_str())
        .bind(keep)
        .execute(conn)
        .await
        .map_err(db_error)?;
    Ok(())
}

#[cfg(test)]
mod plan_tests {
    use super::*;
    use sqlx::{Connection, Row, SqliteConnection};

    /// The worker's regular statements find their rows through indexes (migrations 0004
    /// and 0005)
    /// instead of reading every game or invitation, so a pass costs the same with 10^6
    /// stored games as with 10^4.
    #[tokio::test]
    async fn the_worker_never_reads_every_game() {
        let mut conn = SqliteConnection::connect("sqlite::memory:").await.unwrap();
        sqlx::migrate!("./migrations/sqlite")
            .run(&mut conn)
            .await
            .unwrap();
        let digests = format!("SELECT {SETTINGS_COLUMNS} FROM user_notify u {DIGESTS_DUE_WHERE}");
        for sql in [
            NOTIFY_BACKLOG_SQL,
            DUE_GAMES_SQL,
            EXPIRE_INVITATIONS_SQL,
            &digests,
        ] {
            let plan: Vec<String> = sqlx::query(&format!("EXPLAIN QUERY PLAN {sql}"))
                .bind("2026-01-01T00:00:00.000000Z")
                .fetch_all(&mut conn)
                .await
                .unwrap()
                .iter()
                .map(|row| row.get::<String, _>("detail"))
                .collect();
            for step in &plan {
                let table = step.strip_prefix("SCAN ").unwrap_or_default();
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
                        "o"
                    ]
                    .contains(&table),
                    "{sql}\nreads a whole table: {plan:#?}"
                );
            }
        }
    }
}
