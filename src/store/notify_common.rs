//! What both stores' [`NotifyStore`](super::NotifyStore) implementations share:
//! [`notify_impl!`] writes the outbox's row readers and the methods whose statements and
//! row handling are the same for SQLite and Postgres once, and takes each store's own
//! methods (where the concurrency models differ: the notification cursor) beside them.
//!
//! The code resolves its helpers where the macro is used: each dialect brings its types
//! (`Db`, `DbRow`, `DbTime`) and conversions (`id`, `time_text`, `seat_number`, `get*`,
//! `db_error`, `game_for_write`).

/// `#[async_trait] impl NotifyStore for $store` with the shared methods, reading from the
/// pool `$read`, writing through `$write`, opening transactions with `$begin`, followed by
/// the store's own methods. `$row_lock` locks a row read for a write (an e-mail
/// confirmation) and `$claim_lock` the outbox rows a worker claims: Postgres' `FOR
/// UPDATE` and `FOR UPDATE SKIP LOCKED`; nothing for SQLite, whose single writer
/// serialises both.
macro_rules! notify_impl {
    (
        $store:ty,
        read: $read:ident,
        write: $write:ident,
        begin: $begin:ident,
        row_lock: $row_lock:literal,
        claim_lock: $claim_lock:literal,
        { $($own:tt)* }
    ) => {
        const OUTBOX_COLUMNS: &str = "outbox_id, idem_key, user_id, game_id, channel, kind, \
                                      recipient, subject, body, status, attempts, claim_token, \
                                      last_error, created_at, sent_at";

        fn settings_from(row: &DbRow) -> StoreResult<NotifySettings> {
            let mode: String = get(row, "email_mode")?;
            Ok(NotifySettings {
                user_id: get_id(row, "user_id")?,
                email: get(row, "email")?,
                pending_email: get(row, "pending_email")?,
                email_mode: EmailMode::parse(&mode)
                    .ok_or_else(|| corrupt(format!("unknown email mode {mode:?}")))?,
                webhook_url: get(row, "webhook_url")?,
                feed_token: get(row, "feed_token")?,
                last_seen_at: get_opt_time(row, "last_seen_at")?,
                time_zone: get(row, "time_zone")?,
                webhook_off_url: get(row, "webhook_off_url")?,
                feed_renewed_at: get_opt_time(row, "feed_renewed_at")?,
            })
        }

        fn outbox_from(row: &DbRow) -> StoreResult<OutboxItem> {
            let channel: String = get(row, "channel")?;
            let status: String = get(row, "status")?;
            Ok(OutboxItem {
                outbox_id: get_id(row, "outbox_id")?,
                idem_key: get(row, "idem_key")?,
                user_id: get_id(row, "user_id")?,
                game_id: get_opt_id(row, "game_id")?,
                channel: Channel::parse(&channel)
                    .ok_or_else(|| corrupt(format!("unknown channel {channel:?}")))?,
                kind: get(row, "kind")?,
                recipient: get(row, "recipient")?,
                subject: get(row, "subject")?,
                body: get(row, "body")?,
                status: OutboxStatus::parse(&status)
                    .ok_or_else(|| corrupt(format!("unknown outbox status {status:?}")))?,
                attempts: u32::try_from(get_int(row, "attempts")?).map_err(decode_error)?,
                claim_token: get(row, "claim_token")?,
                last_error: get(row, "last_error")?,
                created_at: get_time(row, "created_at")?,
                sent_at: get_opt_time(row, "sent_at")?,
            })
        }

        fn absence_from(row: &DbRow) -> StoreResult<Absence> {
            Ok(Absence {
                absence_id: get_id(row, "absence_id")?,
                user_id: get_id(row, "user_id")?,
                starts_at: get_time(row, "starts_at")?,
                ends_at: get_time(row, "ends_at")?,
            })
        }

        /// Inserts an outbox row unless its key exists; true when inserted.
        async fn insert_outbox(
            tx: &mut sqlx::Transaction<'static, Db>,
            row: &NewOutbox,
            now: &DbTime,
        ) -> StoreResult<bool> {
            let done = sqlx::query(
                "INSERT INTO outbox (outbox_id, idem_key, user_id, game_id, channel, kind,
                                     recipient, subject, body, status, attempts,
                                     next_attempt_at, created_at)
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

        /// Runs [`WITHDRAW_OUTBOX_SQL`]: the user's undelivered notifications on `channel`
        /// to anything but `keep` will not be sent.
        async fn withdraw_outbox(
            conn: impl sqlx::Executor<'_, Database = Db>,
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

        /// Sets one text column of the user's notification settings (a fixed column name),
        /// creating their row if they have none.
        async fn set_notify_column(
            db: impl sqlx::Executor<'_, Database = Db>,
            user_id: Uuid,
            column: &'static str,
            value: &str,
            now: OffsetDateTime,
        ) -> StoreResult<()> {
            sqlx::query(&format!(
                "INSERT INTO user_notify (user_id, {column}, created_at) VALUES ($1, $2, $3)
                 ON CONFLICT (user_id) DO UPDATE SET {column} = excluded.{column}"
            ))
            .bind(id(user_id))
            .bind(value)
            .bind(time_text(now)?)
            .execute(db)
            .await
            .map_err(db_error)?;
            Ok(())
        }

        #[async_trait]
        impl NotifyStore for $store {
            async fn notify_settings(&self, user_id: Uuid) -> StoreResult<NotifySettings> {
                let row = sqlx::query(&format!(
                    "SELECT {SETTINGS_COLUMNS} FROM user_notify WHERE user_id = $1"
                ))
                .bind(id(user_id))
                .fetch_optional(&self.$read)
                .await
                .map_err(db_error)?;
                row.map_or(Ok(NotifySettings::defaults(user_id)), |row| {
                    settings_from(&row)
                })
            }

            async fn users_with_email(&self, email: &str) -> StoreResult<Vec<Uuid>> {
                let rows = sqlx::query(
                    "SELECT user_id FROM user_notify WHERE lower(email) = lower($1)
                     ORDER BY user_id LIMIT 5",
                )
                .bind(email)
                .fetch_all(&self.$read)
                .await
                .map_err(db_error)?;
                rows.iter().map(|row| get_id(row, "user_id")).collect()
            }

            async fn set_preferences(
                &self,
                user_id: Uuid,
                mode: EmailMode,
                webhook_url: Option<&str>,
                now: OffsetDateTime,
            ) -> StoreResult<()> {
                let mut tx = self.$begin().await?;
                sqlx::query(
                    "INSERT INTO user_notify (user_id, email_mode, webhook_url, created_at)
                     VALUES ($1, $2, $3, $4)
                     ON CONFLICT (user_id) DO UPDATE
                         SET email_mode = excluded.email_mode, webhook_url = excluded.webhook_url,
                             webhook_off_url = NULL",
                )
                .bind(id(user_id))
                .bind(mode.as_str())
                .bind(webhook_url)
                .bind(time_text(now)?)
                .execute(&mut *tx)
                .await
                .map_err(db_error)?;
                withdraw_outbox(&mut *tx, user_id, Channel::Webhook, webhook_url).await?;
                tx.commit().await.map_err(db_error)
            }

            async fn set_pending_email(
                &self,
                user_id: Uuid,
                email: &str,
                token_hash: &str,
                expires_at: OffsetDateTime,
                now: OffsetDateTime,
            ) -> StoreResult<()> {
                sqlx::query(
                    "INSERT INTO user_notify (user_id, pending_email, email_token_hash,
                                              email_token_expires_at, created_at)
                     VALUES ($1, $2, $3, $4, $5)
                     ON CONFLICT (user_id) DO UPDATE
                         SET pending_email = excluded.pending_email,
                             email_token_hash = excluded.email_token_hash,
                             email_token_expires_at = excluded.email_token_expires_at",
                )
                .bind(id(user_id))
                .bind(email)
                .bind(token_hash)
                .bind(time_text(expires_at)?)
                .bind(time_text(now)?)
                .execute(&self.$write)
                .await
                .map_err(db_error)?;
                Ok(())
            }

            async fn remove_email(&self, user_id: Uuid, _now: OffsetDateTime) -> StoreResult<()> {
                let mut tx = self.$begin().await?;
                sqlx::query(
                    "UPDATE user_notify SET email = NULL, pending_email = NULL, email_token_hash = NULL,
                                            email_token_expires_at = NULL
                     WHERE user_id = $1",
                )
                .bind(id(user_id))
                .execute(&mut *tx)
                .await
                .map_err(db_error)?;
                withdraw_outbox(&mut *tx, user_id, Channel::Email, None).await?;
                tx.commit().await.map_err(db_error)
            }

            async fn set_feed_token(
                &self,
                user_id: Uuid,
                token: &str,
                now: OffsetDateTime,
            ) -> StoreResult<()> {
                set_notify_column(&self.$write, user_id, "feed_token", token, now).await
            }

            async fn user_by_feed_token(&self, token: &str) -> StoreResult<Option<User>> {
                let row = sqlx::query(
                    r#"SELECT u.user_id, u.username, u.created_at
                       FROM user_notify n JOIN "user" u ON u.user_id = n.user_id
                       WHERE n.feed_token = $1"#,
                )
                .bind(token)
                .fetch_optional(&self.$read)
                .await
                .map_err(db_error)?;
                row.map(|row| get_user(&row, ["user_id", "username", "created_at"]))
                    .transpose()
            }

            async fn touch_last_seen(&self, user_id: Uuid, at: OffsetDateTime) -> StoreResult<()> {
                sqlx::query(
                    "INSERT INTO user_notify (user_id, last_seen_at, created_at) VALUES ($1, $2, $2)
                     ON CONFLICT (user_id) DO UPDATE SET last_seen_at = excluded.last_seen_at
                     WHERE user_notify.last_seen_at IS NULL
                        OR user_notify.last_seen_at < excluded.last_seen_at",
                )
                .bind(id(user_id))
                .bind(time_text(at)?)
                .execute(&self.$write)
                .await
                .map_err(db_error)?;
                Ok(())
            }

            async fn absences(
                &self,
                user_id: Uuid,
                ending_after: OffsetDateTime,
            ) -> StoreResult<Vec<Absence>> {
                let rows = sqlx::query(
                    "SELECT absence_id, user_id, starts_at, ends_at FROM absence
                     WHERE user_id = $1 AND ends_at > $2 ORDER BY starts_at, absence_id",
                )
                .bind(id(user_id))
                .bind(time_text(ending_after)?)
                .fetch_all(&self.$read)
                .await
                .map_err(db_error)?;
                rows.iter().map(absence_from).collect()
            }

            async fn computer_seat_turns(&self) -> StoreResult<Vec<ComputerTurn>> {
                let rows = sqlx::query(COMPUTER_SEAT_TURNS_SQL)
                    .fetch_all(&self.$read)
                    .await
                    .map_err(db_error)?;
                rows.iter()
                    .map(|row| {
                        Ok(ComputerTurn {
                            game_id: get_id(row, "game_id")?,
                            seat: seat_of(get_int(row, "seat")?)?,
                            level: stored_level(&get::<String>(row, "computer_level")?)?,
                        })
                    })
                    .collect()
            }

            async fn expire_invitations(
                &self,
                created_before: OffsetDateTime,
                now: OffsetDateTime,
            ) -> StoreResult<u64> {
                let done = sqlx::query(EXPIRE_INVITATIONS_SQL)
                    .bind(time_text(created_before)?)
                    .bind(time_text(now)?)
                    .execute(&self.$write)
                    .await
                    .map_err(db_error)?;
                Ok(done.rows_affected())
            }

            async fn notify_backlog(&self, limit: i64) -> StoreResult<Vec<NotifyBacklog>> {
                let rows = sqlx::query(NOTIFY_BACKLOG_SQL)
                    .bind(limit.max(0))
                    .fetch_all(&self.$read)
                    .await
                    .map_err(db_error)?;
                rows.iter()
                    .map(|row| {
                        Ok(NotifyBacklog {
                            game_id: get_id(row, "game_id")?,
                            notified_seq: get(row, "notified_seq")?,
                            seq: get(row, "seq")?,
                            listened: get(row, "listened")?,
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
                let done = sqlx::query(
                    "UPDATE outbox SET status = 'sent', sent_at = $3, claimed_until = NULL,
                                       last_error = NULL
                     WHERE outbox_id = $1 AND claim_token = $2 AND status = 'pending'",
                )
                .bind(id(outbox_id))
                .bind(claim_token)
                .bind(time_text(now)?)
                .execute(&self.$write)
                .await
                .map_err(db_error)?;
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
                    Some(at) => sqlx::query(
                        "UPDATE outbox SET next_attempt_at = $4, claimed_until = NULL, claim_token = NULL,
                                           last_error = $3
                         WHERE outbox_id = $1 AND claim_token = $2 AND status = 'pending'",
                    )
                    .bind(id(outbox_id))
                    .bind(claim_token)
                    .bind(error)
                    .bind(time_text(at)?),
                    None => sqlx::query(
                        "UPDATE outbox SET status = 'failed', claimed_until = NULL, claim_token = NULL,
                                           last_error = $3
                         WHERE outbox_id = $1 AND claim_token = $2 AND status = 'pending'",
                    )
                    .bind(id(outbox_id))
                    .bind(claim_token)
                    .bind(error),
                }
                .execute(&self.$write)
                .await
                .map_err(db_error)?;
                Ok(done.rows_affected() == 1)
            }

            async fn outbox_for_user(&self, user_id: Uuid, limit: i64) -> StoreResult<Vec<OutboxItem>> {
                let rows = sqlx::query(&format!(
                    "SELECT {OUTBOX_COLUMNS} FROM outbox WHERE user_id = $1
                     ORDER BY created_at DESC, outbox_id LIMIT $2"
                ))
                .bind(id(user_id))
                .bind(limit.max(0))
                .fetch_all(&self.$read)
                .await
                .map_err(db_error)?;
                rows.iter().map(outbox_from).collect()
            }

            async fn create_password_reset(
                &self,
                user_id: Uuid,
                token_hash: &str,
                expires_at: OffsetDateTime,
                now: OffsetDateTime,
            ) -> StoreResult<()> {
                sqlx::query(
                    "INSERT INTO password_reset (token_hash, user_id, expires_at, created_at)
                     VALUES ($1, $2, $3, $4)",
                )
                .bind(token_hash)
                .bind(id(user_id))
                .bind(time_text(expires_at)?)
                .bind(time_text(now)?)
                .execute(&self.$write)
                .await
                .map_err(db_error)?;
                Ok(())
            }

            async fn password_reset_user(
                &self,
                token_hash: &str,
                now: OffsetDateTime,
            ) -> StoreResult<Option<Uuid>> {
                let row = sqlx::query(
                    "SELECT user_id FROM password_reset WHERE token_hash = $1 AND expires_at > $2",
                )
                .bind(token_hash)
                .bind(time_text(now)?)
                .fetch_optional(&self.$read)
                .await
                .map_err(db_error)?;
                row.map(|row| get_id(&row, "user_id")).transpose()
            }

            async fn take_password_reset(
                &self,
                token_hash: &str,
                now: OffsetDateTime,
            ) -> StoreResult<Option<Uuid>> {
                // One statement: of two uses of the same link, one deletes the rows first.
                let row = sqlx::query(
                    "WITH used AS (SELECT user_id FROM password_reset
                                   WHERE token_hash = $1 AND expires_at > $2)
                     DELETE FROM password_reset WHERE user_id IN (SELECT user_id FROM used)
                     RETURNING user_id",
                )
                .bind(token_hash)
                .bind(time_text(now)?)
                .fetch_optional(&self.$write)
                .await
                .map_err(db_error)?;
                row.map(|row| get_id(&row, "user_id")).transpose()
            }

            async fn set_time_zone(
                &self,
                user_id: Uuid,
                time_zone: &str,
                now: OffsetDateTime,
            ) -> StoreResult<()> {
                set_notify_column(&self.$write, user_id, "time_zone", time_zone, now).await
            }

            async fn confirm_email(
                &self,
                token_hash: &str,
                now: OffsetDateTime,
            ) -> StoreResult<Option<(Uuid, String)>> {
                let mut tx = self.$begin().await?;
                let row = sqlx::query(concat!(
                    "SELECT user_id, pending_email FROM user_notify
                     WHERE email_token_hash = $1 AND email_token_expires_at > $2
                       AND pending_email IS NOT NULL",
                    $row_lock
                ))
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
                .fetch_all(&self.$read)
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
                .execute(&self.$write)
                .await
                .map_err(db_error)?;
                Ok(absence)
            }

            async fn end_absences(&self, user_id: Uuid, now: OffsetDateTime) -> StoreResult<()> {
                let now = time_text(now)?;
                let mut tx = self.$begin().await?;
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
                // -1 stands for "the whole game" in `game_vote.target_seat`.
                let target = target_seat.map_or(Ok(-1), seat_number)?;
                // The game's row stays locked (Postgres) or the writer held (SQLite) to the
                // end, so a vote and a move or another vote never cross.
                let mut tx = self.$begin().await?;
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
                .map(|row| seat_of(get_int(row, "voter_seat")?))
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
                    .fetch_all(&self.$read)
                    .await
                    .map_err(db_error)?;
                rows.iter()
                    .map(|row| {
                        Ok(DueGame {
                            game_id: get_id(row, "game_id")?,
                            seq: get(row, "seq")?,
                            to_move_seat: seat_of(get_int(row, "to_move_seat")?)?,
                            to_move_user: get_id(row, "user_id")?,
                            turn_started_at: get_time(row, "updated_at")?,
                            deadline_days: get_deadline(row)?,
                            gone: get::<Option<String>>(row, "gone")?
                                .map(|w| {
                                    Gone::parse(&w)
                                        .ok_or_else(|| corrupt(format!("unknown gone {w:?}")))
                                })
                                .transpose()?,
                        })
                    })
                    .collect()
            }

            async fn enqueue(&self, row: &NewOutbox, now: OffsetDateTime) -> StoreResult<bool> {
                let now = time_text(now)?;
                let mut tx = self.$begin().await?;
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
                     WHERE user_id = $1 AND game_id IS NOT DISTINCT FROM $2 AND kind = $3
                       AND channel = $4",
                )
                .bind(id(user_id))
                .bind(game_id.map(id))
                .bind(kind)
                .bind(channel.as_str())
                .fetch_one(&self.$read)
                .await
                .map_err(db_error)?;
                get_opt_time(&row, "last")
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
                let claim_lock = $claim_lock;
                let rows = sqlx::query(&format!(
                    "UPDATE outbox SET claimed_until = $2, claim_token = $3, attempts = attempts + 1
                     WHERE outbox_id IN (
                         SELECT outbox_id FROM outbox
                         WHERE status = 'pending' AND next_attempt_at <= $1
                           AND (claimed_until IS NULL OR claimed_until <= $1)
                         ORDER BY next_attempt_at, created_at LIMIT $4{claim_lock})
                     RETURNING {OUTBOX_COLUMNS}"
                ))
                .bind(time_text(now)?)
                .bind(time_text(lease_until)?)
                .bind(claim_token)
                .bind(limit.max(0))
                .fetch_all(&self.$write)
                .await
                .map_err(db_error)?;
                let mut items = rows
                    .iter()
                    .map(outbox_from)
                    .collect::<StoreResult<Vec<_>>>()?;
                items.sort_by_key(|item| item.created_at);
                Ok(items)
            }

            $($own)*
        }
    };
}
