//! The row readers both stores share word for word: [`rows_impl!`] writes, in the module
//! that invokes it, the folds of [`select_invitations!`] and [`select_games!`] into
//! invitations and games, and the reads of one invitation (also for a write), its seats,
//! one game, its log and its row for a write.
//!
//! The functions resolve their helpers where the macro is used: each rows file brings its
//! types (`Db`, `DbRow`, `DbConn`) and conversions (`id`, `get`, `get_id`, `get_time`,
//! `get_opt_id`, `get_opt_time`, `get_int`, `get_opt_int`, `get_json`, `get_options`,
//! `db_error`). `$row_lock` is what the dialect appends to lock a row it reads for a write
//! (Postgres: `FOR UPDATE`; SQLite's single writer needs nothing).

macro_rules! rows_impl {
    (row_lock: $row_lock:literal) => {
        /// Like [`db_error`], with the user's words for a taken unique key.
        pub(super) fn unique_as(rejection: Rejection) -> impl FnOnce(sqlx::Error) -> StoreError {
            move |error| match db_error(error) {
                StoreError::Conflict(_) => StoreError::Conflict(rejection),
                other => other,
            }
        }

        /// Folds the rows of [`select_invitations!`] into invitations. Every invitation has
        /// at least its creator's seat, so the inner join to the seats loses none.
        pub(super) fn invitations_from(rows: Vec<DbRow>) -> StoreResult<Vec<Invitation>> {
            let mut invitations: Vec<Invitation> = Vec::new();
            for row in &rows {
                let invitation_id = get_id(row, "invitation_id")?;
                let seat = get_user(row, SEAT_COLUMNS)?;
                match invitations.last_mut() {
                    Some(last) if last.invitation_id == invitation_id => last.seats.push(seat),
                    _ => invitations.push(Invitation {
                        invitation_id,
                        code: get(row, "code")?,
                        game: get(row, "game")?,
                        options: get_options(row)?,
                        note: get(row, "note")?,
                        creator: get_user(row, CREATOR_COLUMNS)?,
                        status: invitation_status(&get::<String>(row, "status")?)?,
                        seats: vec![seat],
                        game_id: get_opt_id(row, "game_id")?,
                        deadline_days: get_deadline(row)?,
                        created_at: get_time(row, "created_at")?,
                        expired_at: get_opt_time(row, "expired_at")?,
                    }),
                }
            }
            Ok(invitations)
        }

        pub(super) async fn invitation_by_code(
            conn: &mut DbConn,
            code: &str,
        ) -> StoreResult<Option<Invitation>> {
            let rows = sqlx::query(select_invitations!("i.code = $1"))
                .bind(code)
                .fetch_all(conn)
                .await
                .map_err(db_error)?;
            Ok(invitations_from(rows)?.pop())
        }

        /// The invitation row a join, leave or cancel decides on (the game it starts copies
        /// the stored options and deadline from the row itself).
        pub(super) struct InvitationHead {
            pub(super) invitation_id: Uuid,
            pub(super) game: String,
            pub(super) players: usize,
            pub(super) creator_id: Uuid,
            pub(super) status: InvitationStatus,
        }

        /// Reads the invitation for a join, leave or cancel; nothing changes it before the
        /// transaction ends (Postgres locks the row, so racing joins, leaves and cancels of
        /// one invitation queue here and each sees what the previous one committed;
        /// SQLite's caller holds the single writer).
        pub(super) async fn invitation_for_write(
            conn: &mut DbConn,
            code: &str,
        ) -> StoreResult<InvitationHead> {
            let row = sqlx::query(concat!(
                "SELECT invitation_id, game, options, creator_id, status FROM invitation
                 WHERE code = $1",
                $row_lock
            ))
            .bind(code)
            .fetch_optional(conn)
            .await
            .map_err(db_error)?
            .ok_or(StoreError::NotFound)?;
            Ok(InvitationHead {
                invitation_id: get_id(&row, "invitation_id")?,
                game: get(&row, "game")?,
                players: get_options(&row)?.players,
                creator_id: get_id(&row, "creator_id")?,
                status: invitation_status(&get::<String>(&row, "status")?)?,
            })
        }

        /// The seated users in joining order.
        pub(super) async fn seated(
            conn: &mut DbConn,
            invitation_id: Uuid,
        ) -> StoreResult<Vec<Uuid>> {
            let rows = sqlx::query(
                "SELECT user_id FROM invitation_seat WHERE invitation_id = $1
                 ORDER BY invitation_seat_id",
            )
            .bind(id(invitation_id))
            .fetch_all(conn)
            .await
            .map_err(db_error)?;
            rows.iter().map(|row| get_id(row, "user_id")).collect()
        }

        pub(super) async fn read_game(
            db: impl sqlx::Executor<'_, Database = Db>,
            game_id: Uuid,
        ) -> StoreResult<Option<GameRecord>> {
            let rows = sqlx::query(select_games!(
                "game",
                "WHERE g.game_id = $1 ORDER BY p.seat"
            ))
            .bind(id(game_id))
            .fetch_all(db)
            .await
            .map_err(db_error)?;
            Ok(games_from(rows)?.pop())
        }

        pub(super) async fn read_events(
            db: impl sqlx::Executor<'_, Database = Db>,
            game_id: Uuid,
        ) -> StoreResult<Vec<EventRecord>> {
            let rows = sqlx::query(
                "SELECT seq, event, created_at FROM game_event WHERE game_id = $1 ORDER BY seq",
            )
            .bind(id(game_id))
            .fetch_all(db)
            .await
            .map_err(db_error)?;
            rows.iter()
                .map(|row| {
                    Ok(EventRecord {
                        seq: get(row, "seq")?,
                        event: get_json(row, "event")?,
                        created_at: get_time(row, "created_at")?,
                    })
                })
                .collect()
        }

        /// The game's row for a write, unchanged by anybody else until the transaction
        /// ends (Postgres locks it; SQLite's caller holds the single writer). Racing writes
        /// to one game queue here; the (game_id, seq) key stays the backstop for appends.
        /// A vote that cancels the game takes the same lock, so a move and a cancellation
        /// never cross.
        pub(super) async fn game_for_write(
            tx: &mut DbConn,
            game_id: Uuid,
        ) -> StoreResult<GameForWrite> {
            let row = sqlx::query(concat!(game_for_write_sql!(), $row_lock))
                .bind(id(game_id))
                .fetch_optional(tx)
                .await
                .map_err(db_error)?
                .ok_or(StoreError::NotFound)?;
            Ok(GameForWrite {
                seq: get(&row, "seq")?,
                status: get(&row, "status")?,
                cancelled: get(&row, "cancelled")?,
            })
        }

        /// Folds the rows of [`select_games!`] (ordered by game, then seat) into games.
        pub(super) fn games_from(rows: Vec<DbRow>) -> StoreResult<Vec<GameRecord>> {
            let mut games: Vec<GameRecord> = Vec::new();
            for row in &rows {
                let game_id = get_id(row, "game_id")?;
                let player = get_user(row, ["user_id", "username", "user_created_at"])?;
                let seat = get_int(row, "seat")?;
                if games.last().map(|last| last.game_id) != Some(game_id) {
                    games.push(GameRecord {
                        game_id,
                        game: get(row, "game")?,
                        options: get_options(row)?,
                        status: game_status(&get::<String>(row, "status")?)?,
                        players: Vec::new(),
                        to_move_seat: get_opt_int(row, "to_move_seat")?
                            .map(usize::try_from)
                            .transpose()
                            .map_err(decode_error)?,
                        deadline_days: get_deadline(row)?,
                        note: get(row, "note")?,
                        number: get(row, "number")?,
                        seq: get(row, "seq")?,
                        updated_at: get_time(row, "updated_at")?,
                        created_at: get_time(row, "created_at")?,
                        finished_at: get_opt_time(row, "finished_at")?,
                        listed: get(row, "listed")?,
                        result: get::<Option<String>>(row, "result")?
                            .map(|text| serde_json::from_str(&text))
                            .transpose()
                            .map_err(decode_error)?,
                    });
                }
                if let Some(game) = games.last_mut() {
                    // Players are indexed by seat, so the seats must run 0, 1, 2, ...
                    if usize::try_from(seat).ok() != Some(game.players.len()) {
                        return Err(corrupt(format!(
                            "game {game_id} has a gap before seat {seat}"
                        )));
                    }
                    game.players.push(player);
                }
            }
            Ok(games)
        }

        /// Reads a user from three aliased columns: id, name, created_at.
        pub(super) fn get_user(
            row: &DbRow,
            [user_id, username, created_at]: [&str; 3],
        ) -> StoreResult<User> {
            Ok(User {
                user_id: get_id(row, user_id)?,
                username: get(row, username)?,
                created_at: get_time(row, created_at)?,
            })
        }

        /// A chat message from its columns (`message_id`, `body`, `created_at`, `removed`,
        /// and its author's `user_id`, `username`, `user_created_at`).
        pub(super) fn chat_message_from(row: &DbRow) -> StoreResult<crate::store::ChatMessage> {
            Ok(crate::store::ChatMessage {
                message_id: get(row, "message_id")?,
                author: get_user(row, ["user_id", "username", "user_created_at"])?,
                text: get(row, "body")?,
                created_at: get_time(row, "created_at")?,
                removed: get(row, "removed")?,
            })
        }

        /// Takes user `user_id` out of what runs, in `conn` (the caller's transaction), as
        /// they leave the site (deleted, or `suspended`): their seats in running games are
        /// gone from `now` ([`REMOVE_SEATS_OF_USER_SQL`]), [`LEAVE_SITE_SQL`] and then
        /// `more` run (each taking only the user). Returns the running games where they are
        /// to move, for their automatic moves.
        pub(super) async fn leave_site(
            conn: &mut DbConn,
            user_id: Uuid,
            now: &DbTime,
            suspended: bool,
            more: &[&str],
        ) -> StoreResult<Vec<super::DeletedTurn>> {
            sqlx::query(REMOVE_SEATS_OF_USER_SQL)
                .bind(id(user_id))
                .bind(now)
                .bind(suspended)
                .execute(&mut *conn)
                .await
                .map_err(db_error)?;
            for sql in LEAVE_SITE_SQL.iter().chain(more) {
                sqlx::query(sql)
                    .bind(id(user_id))
                    .execute(&mut *conn)
                    .await
                    .map_err(db_error)?;
            }
            let rows = sqlx::query(DELETED_USERS_TURNS_SQL)
                .bind(id(user_id))
                .fetch_all(&mut *conn)
                .await
                .map_err(db_error)?;
            rows.iter()
                .map(|row| {
                    Ok(super::DeletedTurn {
                        game_id: get_id(row, "game_id")?,
                        seq: get(row, "seq")?,
                        seat: seat_of(get_int(row, "seat")?)?,
                    })
                })
                .collect()
        }

        pub(super) fn get_deadline(row: &DbRow) -> StoreResult<Option<u32>> {
            get_opt_int(row, "deadline_days")?
                .map(u32::try_from)
                .transpose()
                .map_err(decode_error)
        }
    };
}
