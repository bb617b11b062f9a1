//! The row readers both stores share word for word, generic over the [`Dialect`]: the
//! folds of [`select_invitations!`] and [`select_games!`] into invitations and games, and
//! the reads of one invitation (also for a write), its seats, one game, its log and its
//! row for a write; the start of a game; leaving the site.

use super::dialect::Dialect;
use super::shared::*;
use super::{
    ChatMessage, DeletedTurn, EventRecord, GameRecord, Invitation, InvitationStatus, Rejection,
    StartPlan, StoreError, StoreResult,
};
use sqlx::Executor;
use uuid::Uuid;

/// Like [`Dialect::db_error`], with the user's words for a taken unique key.
pub(super) fn unique_as<D: Dialect>(
    rejection: Rejection,
) -> impl FnOnce(sqlx::Error) -> StoreError {
    move |error| match D::db_error(error) {
        StoreError::Conflict(_) => StoreError::Conflict(rejection),
        other => other,
    }
}

/// Folds the rows of [`select_invitations!`] into invitations. Every invitation has at
/// least its creator's seat, so the inner join to the seats loses none.
pub(super) fn invitations_from<D: Dialect>(rows: Vec<D::Row>) -> StoreResult<Vec<Invitation>> {
    let mut invitations: Vec<Invitation> = Vec::new();
    for row in &rows {
        let invitation_id = D::get_id(row, "invitation_id")?;
        let seat = D::get_user(row, SEAT_COLUMNS)?;
        match invitations.last_mut() {
            Some(last) if last.invitation_id == invitation_id => last.seats.push(seat),
            _ => invitations.push(Invitation {
                invitation_id,
                code: D::get(row, "code")?,
                game: D::get(row, "game")?,
                options: D::get_options(row)?,
                note: D::get(row, "note")?,
                creator: D::get_user(row, CREATOR_COLUMNS)?,
                status: invitation_status(&D::get::<String>(row, "status")?)?,
                seats: vec![seat],
                game_id: D::get_opt_id(row, "game_id")?,
                deadline_days: get_deadline::<D>(row)?,
                created_at: D::get_time(row, "created_at")?,
                expired_at: D::get_opt_time(row, "expired_at")?,
            }),
        }
    }
    Ok(invitations)
}

pub(super) async fn invitation_by_code<D: Dialect>(
    conn: &mut D::Connection,
    code: &str,
) -> StoreResult<Option<Invitation>> {
    let rows = sqlx::query(INVITATION_BY_CODE_SQL)
        .bind(code)
        .fetch_all(conn)
        .await
        .map_err(D::db_error)?;
    Ok(invitations_from::<D>(rows)?.pop())
}

/// The invitation row a join, leave or cancel decides on (the game it starts copies the
/// stored options and deadline from the row itself).
pub(super) struct InvitationHead {
    pub(super) invitation_id: Uuid,
    pub(super) game: String,
    pub(super) players: usize,
    pub(super) creator_id: Uuid,
    pub(super) status: InvitationStatus,
}

/// Reads the invitation for a join, leave or cancel; nothing changes it before the
/// transaction ends (Postgres locks the row, so racing joins, leaves and cancels of one
/// invitation queue here and each sees what the previous one committed; SQLite's caller
/// holds the single writer).
pub(super) async fn invitation_for_write<D: Dialect>(
    conn: &mut D::Connection,
    code: &str,
) -> StoreResult<InvitationHead> {
    let row = sqlx::query(D::INVITATION_FOR_WRITE_SQL)
        .bind(code)
        .fetch_optional(conn)
        .await
        .map_err(D::db_error)?
        .ok_or(StoreError::NotFound)?;
    Ok(InvitationHead {
        invitation_id: D::get_id(&row, "invitation_id")?,
        game: D::get(&row, "game")?,
        players: D::get_options(&row)?.players,
        creator_id: D::get_id(&row, "creator_id")?,
        status: invitation_status(&D::get::<String>(&row, "status")?)?,
    })
}

/// The seated users in joining order.
pub(super) async fn seated<D: Dialect>(
    conn: &mut D::Connection,
    invitation_id: Uuid,
) -> StoreResult<Vec<Uuid>> {
    let rows = sqlx::query(SEATED_SQL)
        .bind(D::id(invitation_id))
        .fetch_all(conn)
        .await
        .map_err(D::db_error)?;
    rows.iter().map(|row| D::get_id(row, "user_id")).collect()
}

/// Starts the game of a just-filled invitation, inside the join's transaction.
pub(super) async fn start_game<D: Dialect>(
    conn: &mut D::Connection,
    head: &InvitationHead,
    seats: &[Uuid],
    plan: &StartPlan,
) -> StoreResult<()> {
    check_plan(plan, seats.len())?;
    let now = D::time(now())?;
    sqlx::query(D::INSERT_GAME_SQL)
        .bind(D::id(plan.game_id))
        .bind(&head.game)
        .bind(D::id(head.invitation_id))
        .bind(D::seat_number(plan.to_move_seat)?)
        .bind(&now)
        .execute(&mut *conn)
        .await
        .map_err(unique_as::<D>(Rejection::GameIdTaken))?;
    for (seat, &index) in plan.seat_order.iter().enumerate() {
        let user_id = *seats
            .get(index)
            .ok_or(StoreError::Rejected(Rejection::BadPlan))?;
        sqlx::query(INSERT_PLAYER_SQL)
            .bind(D::id(plan.game_id))
            .bind(D::seat_number(seat)?)
            .bind(D::id(user_id))
            .bind(&now)
            .execute(&mut *conn)
            .await
            .map_err(D::db_error)?;
    }
    sqlx::query(INSERT_SETUP_SQL)
        .bind(D::id(plan.game_id))
        .bind(D::json(&plan.setup_event)?)
        .bind(&now)
        .execute(&mut *conn)
        .await
        .map_err(D::db_error)?;
    sqlx::query(INVITATION_STARTED_SQL)
        .bind(D::id(head.invitation_id))
        .bind(D::id(plan.game_id))
        .execute(&mut *conn)
        .await
        .map_err(D::db_error)?;
    Ok(())
}

pub(super) async fn read_game<'e, D: Dialect>(
    db: impl Executor<'e, Database = D>,
    game_id: Uuid,
) -> StoreResult<Option<GameRecord>> {
    let rows = sqlx::query(GAME_SQL)
        .bind(D::id(game_id))
        .fetch_all(db)
        .await
        .map_err(D::db_error)?;
    Ok(games_from::<D>(rows)?.pop())
}

pub(super) async fn read_events<'e, D: Dialect>(
    db: impl Executor<'e, Database = D>,
    game_id: Uuid,
) -> StoreResult<Vec<EventRecord>> {
    let rows = sqlx::query(EVENTS_SQL)
        .bind(D::id(game_id))
        .fetch_all(db)
        .await
        .map_err(D::db_error)?;
    rows.iter()
        .map(|row| {
            Ok(EventRecord {
                seq: D::get(row, "seq")?,
                event: D::get_json(row, "event")?,
                created_at: D::get_time(row, "created_at")?,
            })
        })
        .collect()
}

/// The game's row for a write, unchanged by anybody else until the transaction ends
/// (Postgres locks it; SQLite's caller holds the single writer). Racing writes to one game
/// queue here; the (game_id, seq) key stays the backstop for appends. A vote that cancels
/// the game takes the same lock, so a move and a cancellation never cross.
pub(super) async fn game_for_write<D: Dialect>(
    tx: &mut D::Connection,
    game_id: Uuid,
) -> StoreResult<GameForWrite> {
    let row = sqlx::query(D::GAME_FOR_WRITE_SQL)
        .bind(D::id(game_id))
        .fetch_optional(tx)
        .await
        .map_err(D::db_error)?
        .ok_or(StoreError::NotFound)?;
    Ok(GameForWrite {
        seq: D::get(&row, "seq")?,
        status: D::get(&row, "status")?,
        cancelled: D::get(&row, "cancelled")?,
    })
}

/// Folds the rows of [`select_games!`] (ordered by game, then seat) into games.
pub(super) fn games_from<D: Dialect>(rows: Vec<D::Row>) -> StoreResult<Vec<GameRecord>> {
    let mut games: Vec<GameRecord> = Vec::new();
    for row in &rows {
        let game_id = D::get_id(row, "game_id")?;
        let player = D::get_user(row, ["user_id", "username", "user_created_at"])?;
        let seat = D::get_int(row, "seat")?;
        if games.last().map(|last| last.game_id) != Some(game_id) {
            games.push(GameRecord {
                game_id,
                game: D::get(row, "game")?,
                options: D::get_options(row)?,
                status: game_status(&D::get::<String>(row, "status")?)?,
                players: Vec::new(),
                to_move_seat: D::get_opt_int(row, "to_move_seat")?
                    .map(usize::try_from)
                    .transpose()
                    .map_err(decode_error)?,
                deadline_days: get_deadline::<D>(row)?,
                note: D::get(row, "note")?,
                number: D::get(row, "number")?,
                seq: D::get(row, "seq")?,
                updated_at: D::get_time(row, "updated_at")?,
                created_at: D::get_time(row, "created_at")?,
                finished_at: D::get_opt_time(row, "finished_at")?,
                listed: D::get(row, "listed")?,
                result: D::get::<Option<String>>(row, "result")?
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

/// A chat message from its columns (`message_id`, `body`, `created_at`, `removed`, and its
/// author's `user_id`, `username`, `user_created_at`).
pub(super) fn chat_message_from<D: Dialect>(row: &D::Row) -> StoreResult<ChatMessage> {
    Ok(ChatMessage {
        message_id: D::get(row, "message_id")?,
        author: D::get_user(row, ["user_id", "username", "user_created_at"])?,
        text: D::get(row, "body")?,
        created_at: D::get_time(row, "created_at")?,
        removed: D::get(row, "removed")?,
    })
}

/// Takes user `user_id` out of what runs, in `conn` (the caller's transaction), as they
/// leave the site (deleted, or `suspended`): their seats in running games are gone from
/// `now` ([`REMOVE_SEATS_OF_USER_SQL`]), [`LEAVE_SITE_SQL`] and then `more` run (each
/// taking only the user). Returns the running games where they are to move, for their
/// automatic moves.
pub(super) async fn leave_site<D: Dialect>(
    conn: &mut D::Connection,
    user_id: Uuid,
    now: &D::Time,
    suspended: bool,
    more: &[&'static str],
) -> StoreResult<Vec<DeletedTurn>> {
    sqlx::query(REMOVE_SEATS_OF_USER_SQL)
        .bind(D::id(user_id))
        .bind(now)
        .bind(suspended)
        .execute(&mut *conn)
        .await
        .map_err(D::db_error)?;
    for sql in LEAVE_SITE_SQL.iter().chain(more) {
        // listed: LEAVE_SITE_SQL, ERASE_USER_SQL, SUSPEND_ENDS_SQL
        sqlx::query(sql)
            .bind(D::id(user_id))
            .execute(&mut *conn)
            .await
            .map_err(D::db_error)?;
    }
    let rows = sqlx::query(DELETED_USERS_TURNS_SQL)
        .bind(D::id(user_id))
        .fetch_all(&mut *conn)
        .await
        .map_err(D::db_error)?;
    rows.iter()
        .map(|row| {
            Ok(DeletedTurn {
                game_id: D::get_id(row, "game_id")?,
                seq: D::get(row, "seq")?,
                seat: seat_of(D::get_int(row, "seat")?)?,
            })
        })
        .collect()
}

pub(super) fn get_deadline<D: Dialect>(row: &D::Row) -> StoreResult<Option<u32>> {
    D::get_opt_int(row, "deadline_days")?
        .map(u32::try_from)
        .transpose()
        .map_err(decode_error)
}

// ---------------------------------------------------------------------------------------
// The statements.

/// An invitation with its seats, by its code.
pub(super) const INVITATION_BY_CODE_SQL: &str = select_invitations!("i.code = $1");

/// The seated users of invitation `$1` in joining order.
pub(super) const SEATED_SQL: &str = "SELECT user_id FROM invitation_seat WHERE invitation_id = $1
    ORDER BY invitation_seat_id";

/// A player of a starting game: game `$1`, seat `$2`, user `$3`, at `$4`.
pub(super) const INSERT_PLAYER_SQL: &str =
    "INSERT INTO game_player (game_id, seat, user_id, created_at) VALUES ($1, $2, $3, $4)";

/// The explicit setup (`$2`) of a starting game `$1`, at `$3`: its seq 0.
pub(super) const INSERT_SETUP_SQL: &str =
    "INSERT INTO game_event (game_id, seq, event, created_at) VALUES ($1, 0, $2, $3)";

/// Invitation `$1` started game `$2`.
pub(super) const INVITATION_STARTED_SQL: &str =
    "UPDATE invitation SET status = 'started', game_id = $2 WHERE invitation_id = $1";

/// A game with its players, by id.
pub(super) const GAME_SQL: &str = select_games!("game", "WHERE g.game_id = $1 ORDER BY p.seat");

/// A game's log in seq order.
pub(super) const EVENTS_SQL: &str =
    "SELECT seq, event, created_at FROM game_event WHERE game_id = $1 ORDER BY seq";
