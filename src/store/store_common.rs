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

            $($own)*
        }
    };
}
