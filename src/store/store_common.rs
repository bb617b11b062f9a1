//! What both stores' [`Store`](super::Store) implementations share word for word:
//! [`store_impl!`] writes the methods whose statements and row handling are the same for
//! SQLite and Postgres once (reads of users, sessions, invitations and games; the rate
//! limit's clean-up; the append), and takes each store's own methods (where the
//! concurrency models or the SQL dialects differ: joins, appends with a given time,
//! account deletion) beside them.
//!
//! The methods resolve their helpers where the macro is used: each store's file brings its
//! conversions (`id`, `time_text`, `get*`, `db_error`) and its row readers.

/// `#[async_trait] impl Store for $store` with the shared methods, reading from the pool
/// `$read`, writing through `$write`, opening transactions with `$begin`, followed by the
/// store's own methods.
macro_rules! store_impl {
    ($store:ty, read: $read:ident, write: $write:ident, begin: $begin:ident, { $($own:tt)* }) => {
        #[async_trait]
        impl Store for $store {
            async fn ping(&self) -> StoreResult<()> {
                sqlx::query("SELECT 1")
                    .execute(&self.$read)
                    .await
                    .map_err(db_error)?;
                Ok(())
            }

            async fn rate_forgive(&self, keys: &[String]) -> StoreResult<()> {
                for key in keys {
                    sqlx::query(limits::FORGIVE_SQL)
                        .bind(key)
                        .execute(&self.$write)
                        .await
                        .map_err(db_error)?;
                }
                Ok(())
            }

            async fn rate_clear(&self, key: &str) -> StoreResult<()> {
                sqlx::query(limits::CLEAR_SQL)
                    .bind(key)
                    .execute(&self.$write)
                    .await
                    .map_err(db_error)?;
                Ok(())
            }

            async fn credentials(&self, username: &str) -> StoreResult<Option<Credentials>> {
                let row = sqlx::query(
                    r#"SELECT user_id, username, created_at, password_hash FROM "user"
                       WHERE username_key = $1 AND deleted_at IS NULL"#,
                )
                .bind(username_key(username))
                .fetch_optional(&self.$read)
                .await
                .map_err(db_error)?;
                row.map(|row| {
                    Ok(Credentials {
                        user: get_user(&row, ["user_id", "username", "created_at"])?,
                        password_hash: get(&row, "password_hash")?,
                    })
                })
                .transpose()
            }

            async fn user(&self, user_id: Uuid) -> StoreResult<Option<User>> {
                let row =
                    sqlx::query(r#"SELECT user_id, username, created_at FROM "user" WHERE user_id = $1"#)
                        .bind(id(user_id))
                        .fetch_optional(&self.$read)
                        .await
                        .map_err(db_error)?;
                row.map(|row| get_user(&row, ["user_id", "username", "created_at"]))
                    .transpose()
            }

            async fn delete_session(&self, token_hash: &str) -> StoreResult<()> {
                sqlx::query("DELETE FROM session WHERE token_hash = $1")
                    .bind(token_hash)
                    .execute(&self.$write)
                    .await
                    .map_err(db_error)?;
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
                let mut tx = self.$begin().await?;
                let updated = sqlx::query(SET_PASSWORD_SQL)
                    .bind(id(user_id))
                    .bind(password_hash)
                    .execute(&mut *tx)
                    .await
                    .map_err(db_error)?;
                if updated.rows_affected() == 0 {
                    return Err(StoreError::NotFound);
                }
                sqlx::query(END_OTHER_SESSIONS_SQL)
                    .bind(id(user_id))
                    .bind(keep)
                    .execute(&mut *tx)
                    .await
                    .map_err(db_error)?;
                sqlx::query(SECURE_NOTIFY_SQL)
                    .bind(id(user_id))
                    .bind(feed_token)
                    .bind(time_text(now)?)
                    .execute(&mut *tx)
                    .await
                    .map_err(db_error)?;
                // Nothing more goes to the webhook that was turned off.
                sqlx::query(WITHDRAW_OUTBOX_SQL)
                    .bind(id(user_id))
                    .bind(crate::store::notify::Channel::Webhook.as_str())
                    .bind(None::<&str>)
                    .execute(&mut *tx)
                    .await
                    .map_err(db_error)?;
                tx.commit().await.map_err(db_error)
            }

            async fn open_invitations_for(&self, user_id: Uuid) -> StoreResult<Vec<Invitation>> {
                let rows = sqlx::query(select_invitations!(
                    "i.status = 'open'
                       AND i.invitation_id IN (SELECT invitation_id FROM invitation_seat WHERE user_id = $1)"
                ))
                .bind(id(user_id))
                .fetch_all(&self.$read)
                .await
                .map_err(db_error)?;
                invitations_from(rows)
            }

            async fn expired_invitations_for(
                &self,
                user_id: Uuid,
                since: OffsetDateTime,
            ) -> StoreResult<Vec<Invitation>> {
                let rows = sqlx::query(select_invitations!(
                    "i.creator_id = $1 AND i.expired_at >= $2"
                ))
                .bind(id(user_id))
                .bind(time_text(since)?)
                .fetch_all(&self.$read)
                .await
                .map_err(db_error)?;
                invitations_from(rows)
            }

            async fn game(&self, game_id: Uuid) -> StoreResult<Option<GameRecord>> {
                read_game(&self.$read, game_id).await
            }

            async fn events(&self, game_id: Uuid) -> StoreResult<Vec<EventRecord>> {
                read_events(&self.$read, game_id).await
            }

            async fn game_snapshot(&self, game_id: Uuid) -> StoreResult<Option<GameSnapshot>> {
                let query = sqlx::query(SNAPSHOT_SQL).bind(id(game_id));
                let mut conn = self.hot.acquire().await?;
                let rows = query.fetch_all(&mut *conn).await.map_err(db_error);
                let rows = conn.finish(rows)?;
                let Some(first) = rows.first() else {
                    return Ok(None);
                };
                let events = snapshot_events(get::<Option<&str>>(first, "log")?)?;
                let extras = snapshot_extras(get::<Option<&str>>(first, "extras")?)?;
                let record = games_from(rows)?.pop().ok_or(StoreError::NotFound)?;
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
                let rows = sqlx::query(select_games!(
                    "game",
                    "WHERE g.game_id IN (SELECT game_id FROM game_player WHERE user_id = $1)
                     ORDER BY g.updated_at DESC, g.game_id, p.seat"
                ))
                .bind(id(user_id))
                .fetch_all(&self.$read)
                .await
                .map_err(db_error)?;
                games_from(rows)
            }

            async fn set_result(&self, game_id: Uuid, result: &GameResult) -> StoreResult<()> {
                let text = serde_json::to_string(result)
                    .map_err(encode_error)?;
                sqlx::query(
                    "UPDATE game SET result = $2
                     WHERE game_id = $1 AND status = 'finished' AND result IS NULL",
                )
                .bind(id(game_id))
                .bind(text)
                .execute(&self.$write)
                .await
                .map_err(db_error)?;
                Ok(())
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
                .bind(id(user.user_id))
                .bind(&user.username)
                .bind(username_key(username))
                .bind(password_hash)
                .bind(time_text(user.created_at)?)
                .execute(&self.$write)
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
                let now = time_text(now())?;
                let mut tx = self.$begin().await?;
                // Without this the table would only ever grow. Per user, so it stays cheap and
                // logins of different people never lock the same rows.
                sqlx::query("DELETE FROM session WHERE user_id = $1 AND expires_at <= $2")
                    .bind(id(user_id))
                    .bind(&now)
                    .execute(&mut *tx)
                    .await
                    .map_err(db_error)?;
                sqlx::query(
                    "INSERT INTO session (token_hash, kind, user_id, csrf_token, expires_at, created_at)
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(token_hash)
                .bind(kind.as_str())
                .bind(id(user_id))
                .bind(csrf_token)
                .bind(time_text(expires_at)?)
                .bind(&now)
                .execute(&mut *tx)
                .await
                .map_err(unique_as(Rejection::SessionTaken))?;
                tx.commit().await.map_err(db_error)
            }

            async fn session(&self, token_hash: &str, kind: SessionKind) -> StoreResult<Option<Session>> {
                let query = sqlx::query(
                    r#"SELECT s.csrf_token, s.expires_at, u.user_id, u.username, u.created_at,
                              u.moderator
                       FROM session s JOIN "user" u ON u.user_id = s.user_id
                       WHERE s.token_hash = $1 AND s.kind = $2 AND s.expires_at > $3
                         AND u.suspended_at IS NULL"#,
                )
                .bind(token_hash)
                .bind(kind.as_str())
                .bind(time_text(now())?);
                let mut conn = self.hot.acquire().await?;
                let row = query.fetch_optional(&mut *conn).await.map_err(db_error);
                let row = conn.finish(row)?;
                row.map(|row| {
                    Ok(Session {
                        user: get_user(&row, ["user_id", "username", "created_at"])?,
                        csrf_token: get(&row, "csrf_token")?,
                        expires_at: get_time(&row, "expires_at")?,
                        moderator: get(&row, "moderator")?,
                    })
                })
                .transpose()
            }

            async fn delete_user(
                &self,
                user_id: Uuid,
                now: OffsetDateTime,
            ) -> StoreResult<Vec<DeletedTurn>> {
                let now = time_text(now)?;
                let mut tx = self.$begin().await?;
                let marked = sqlx::query(MARK_USER_DELETED_SQL)
                    .bind(id(user_id))
                    .bind(&now)
                    .execute(&mut *tx)
                    .await
                    .map_err(db_error)?;
                if marked.rows_affected() == 0 {
                    return Err(StoreError::NotFound);
                }
                let turns = leave_site(&mut tx, user_id, &now, false, &ERASE_USER_SQL).await?;
                tx.commit().await.map_err(db_error)?;
                Ok(turns)
            }

            async fn free_deleted_name(
                &self,
                username: &str,
                deleted_before: OffsetDateTime,
            ) -> StoreResult<()> {
                sqlx::query(FREE_DELETED_NAME_SQL)
                    .bind(username_key(username))
                    .bind(time_text(deleted_before)?)
                    .execute(&self.$write)
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
                let now = time_text(now())?;
                let mut tx = self.$begin().await?;
                sqlx::query(
                    "INSERT INTO invitation (invitation_id, code, game, options, note, creator_id, status,
                                             game_id, created_at, deadline_days)
                     VALUES ($1, $2, $3, $4, $5, $6, 'open', NULL, $7, $8)",
                )
                .bind(id(invitation_id))
                .bind(&new.code)
                .bind(&new.game)
                .bind(json(&new.options)?)
                .bind(&new.note)
                .bind(id(new.creator))
                .bind(&now)
                .bind(new.deadline_days.map(int_number).transpose()?)
                .execute(&mut *tx)
                .await
                .map_err(unique_as(Rejection::CodeTaken))?;
                sqlx::query(
                    "INSERT INTO invitation_seat (invitation_id, user_id, joined_at) VALUES ($1, $2, $3)",
                )
                .bind(id(invitation_id))
                .bind(id(new.creator))
                .bind(&now)
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
                let mut conn = self.$read.acquire().await.map_err(db_error)?;
                invitation_by_code(&mut conn, code).await
            }

            async fn join_invitation(
                &self,
                code: &str,
                user_id: Uuid,
                plan: &StartPlan,
            ) -> StoreResult<Invitation> {
                let mut tx = self.$begin().await?;
                let head = invitation_for_write(&mut tx, code).await?;
                let mut seats = seated(&mut tx, head.invitation_id).await?;
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
                sqlx::query(
                    "INSERT INTO invitation_seat (invitation_id, user_id, joined_at) VALUES ($1, $2, $3)",
                )
                .bind(id(head.invitation_id))
                .bind(id(user_id))
                .bind(time_text(now())?)
                .execute(&mut *tx)
                .await
                .map_err(unique_as(Rejection::AlreadySeated))?;
                seats.push(user_id);
                if seats.len() == head.players {
                    start_game(&mut tx, &head, &seats, plan).await?;
                }
                let invitation = invitation_by_code(&mut tx, code)
                    .await?
                    .ok_or(StoreError::NotFound)?;
                tx.commit().await.map_err(db_error)?;
                Ok(invitation)
            }

            async fn leave_invitation(&self, code: &str, user_id: Uuid) -> StoreResult<Invitation> {
                let mut tx = self.$begin().await?;
                let head = invitation_for_write(&mut tx, code).await?;
                if head.status != InvitationStatus::Open {
                    return Err(StoreError::Rejected(Rejection::NotOpen));
                }
                if head.creator_id == user_id {
                    return Err(StoreError::Rejected(Rejection::CreatorCannotLeave));
                }
                let left =
                    sqlx::query("DELETE FROM invitation_seat WHERE invitation_id = $1 AND user_id = $2")
                        .bind(id(head.invitation_id))
                        .bind(id(user_id))
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
                let mut tx = self.$begin().await?;
                let head = invitation_for_write(&mut tx, code).await?;
                if head.creator_id != user_id {
                    return Err(StoreError::Rejected(Rejection::OnlyCreatorCancels));
                }
                if head.status != InvitationStatus::Open {
                    return Err(StoreError::Rejected(Rejection::NotOpen));
                }
                sqlx::query("UPDATE invitation SET status = 'cancelled' WHERE invitation_id = $1")
                    .bind(id(head.invitation_id))
                    .execute(&mut *tx)
                    .await
                    .map_err(db_error)?;
                let invitation = invitation_by_code(&mut tx, code)
                    .await?
                    .ok_or(StoreError::NotFound)?;
                tx.commit().await.map_err(db_error)?;
                Ok(invitation)
            }

            $($own)*
        }
    };
}
