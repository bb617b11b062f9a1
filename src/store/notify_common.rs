//! What both stores' [`NotifyStore`](super::NotifyStore) implementations share word for
//! word: [`notify_impl!`] writes the methods whose statements and row handling are the same
//! for SQLite and Postgres once, and takes each store's own methods (where the concurrency
//! models differ: votes, claims, the notification cursor) beside them.
//!
//! The methods resolve their helpers where the macro is used: each store's file brings its
//! conversions (`id`, `time_text`, `get*`, `db_error`), its row readers (`settings_from`,
//! `absence_from`, `outbox_from`, `seat_of`) and `withdraw_outbox`.

/// `#[async_trait] impl NotifyStore for $store` with the shared methods, reading from the
/// pool `$read`, writing through `$write`, opening transactions with `$begin`, followed by
/// the store's own methods.
macro_rules! notify_impl {
    ($store:ty, read: $read:ident, write: $write:ident, begin: $begin:ident, { $($own:tt)* }) => {
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
                         SET email_mode = excluded.email_mode, webhook_url = excluded.webhook_url",
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
                sqlx::query(
                    "INSERT INTO user_notify (user_id, feed_token, created_at) VALUES ($1, $2, $3)
                     ON CONFLICT (user_id) DO UPDATE SET feed_token = excluded.feed_token",
                )
                .bind(id(user_id))
                .bind(token)
                .bind(time_text(now)?)
                .execute(&self.$write)
                .await
                .map_err(db_error)?;
                Ok(())
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
                            seat: seat_of(get(row, "seat")?)?,
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

            $($own)*
        }
    };
}
