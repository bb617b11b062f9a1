//! The Postgres store's rows: conversions between the domain and the stored values, and
//! the reads and writes of invitations and games that [`super::postgres::PgStore`]'s
//! methods share. Kept apart so that each file reads in one sitting.

use super::shared::*;
use super::Rejection;
use super::{
    EventRecord, GameRecord, Invitation, InvitationStatus, StartPlan, StoreError, StoreResult, User,
};
use crate::game::GameOptions;
use serde_json::Value;
use sqlx::error::ErrorKind;
use sqlx::postgres::{PgConnection, PgExecutor, PgRow};
use sqlx::types::Json;
use sqlx::{Decode, Postgres, Row, Type};
use time::OffsetDateTime;
use uuid::Uuid;

// ---------------------------------------------------------------------------------------
// Conversions between the domain and the stored values.

/// Sorts a database error by what the caller should tell the user.
pub(super) fn db_error(error: sqlx::Error) -> StoreError {
    let code = match &error {
        sqlx::Error::RowNotFound => return StoreError::NotFound,
        sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed => return StoreError::Unavailable(error),
        sqlx::Error::Database(db) if db.kind() == ErrorKind::UniqueViolation => {
            return StoreError::Conflict(Rejection::Taken)
        }
        // A reference to a user, invitation or game that does not exist.
        sqlx::Error::Database(db) if db.kind() == ErrorKind::ForeignKeyViolation => {
            return StoreError::NotFound
        }
        sqlx::Error::Database(db) => db.code().map(|code| code.into_owned()),
        _ => None,
    };
    match code.as_deref() {
        // Try again later: connection exceptions (class 08), the server shutting down or
        // starting up (57P01–57P05), too many connections (53300), out of memory (53200).
        Some(c) if c.starts_with("08") || c.starts_with("57P0") || c == "53300" || c == "53200" => {
            StoreError::Unavailable(error)
        }
        // Cannot save: disk full (53100), an I/O error (58030), a read-only server or
        // transaction (25006), e.g. a standby after a failover.
        Some("53100" | "58030" | "25006") => StoreError::CannotSave(error),
        _ => StoreError::Other(error),
    }
}

/// Like [`db_error`], with the user's words for a taken unique key.
pub(super) fn unique_as(rejection: Rejection) -> impl FnOnce(sqlx::Error) -> StoreError {
    move |error| match db_error(error) {
        StoreError::Conflict(_) => StoreError::Conflict(rejection),
        other => other,
    }
}

/// A caller's time in UTC, cut to microseconds. Converting here, where it can fail
/// gracefully, keeps a time near the end of the calendar from panicking in the encoder.
pub(super) fn utc_micros(time: OffsetDateTime) -> StoreResult<OffsetDateTime> {
    stored_time(time)
}

pub(super) fn seat_number(seat: usize) -> StoreResult<i32> {
    i32::try_from(seat).map_err(|_| StoreError::Rejected(Rejection::BadSeat))
}

pub(super) fn get<'r, T>(row: &'r PgRow, column: &str) -> StoreResult<T>
where
    T: Decode<'r, Postgres> + Type<Postgres>,
{
    row.try_get(column).map_err(db_error)
}

pub(super) fn get_time(row: &PgRow, column: &str) -> StoreResult<OffsetDateTime> {
    get(row, column)
}

pub(super) fn get_id(row: &PgRow, column: &str) -> StoreResult<Uuid> {
    get(row, column)
}

/// A uuid as bound to a statement (the twin of the SQLite store's text form).
pub(super) fn id(uuid: Uuid) -> Uuid {
    uuid
}

/// A time as bound to a statement (the twin of the SQLite store's text form).
pub(super) fn time_text(time: OffsetDateTime) -> StoreResult<OffsetDateTime> {
    utc_micros(time)
}

pub(super) fn get_deadline(row: &PgRow) -> StoreResult<Option<u32>> {
    get::<Option<i32>>(row, "deadline_days")?
        .map(u32::try_from)
        .transpose()
        .map_err(decode_error)
}

pub(super) fn get_options(row: &PgRow) -> StoreResult<GameOptions> {
    Ok(get::<Json<GameOptions>>(row, "options")?.0)
}

/// Reads a user from three aliased columns: id, name, created_at.
pub(super) fn get_user(
    row: &PgRow,
    [user_id, username, created_at]: [&str; 3],
) -> StoreResult<User> {
    Ok(User {
        user_id: get(row, user_id)?,
        username: get(row, username)?,
        created_at: get(row, created_at)?,
    })
}

// ---------------------------------------------------------------------------------------
// Invitations.

/// Folds the rows of [`select_invitations!`] into invitations. Every invitation has at
/// least its creator's seat, so the inner join to the seats loses none.
pub(super) fn invitations_from(rows: Vec<PgRow>) -> StoreResult<Vec<Invitation>> {
    let mut invitations: Vec<Invitation> = Vec::new();
    for row in &rows {
        let invitation_id: Uuid = get(row, "invitation_id")?;
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
                game_id: get(row, "game_id")?,
                deadline_days: get_deadline(row)?,
                created_at: get(row, "created_at")?,
                expired_at: get(row, "expired_at")?,
            }),
        }
    }
    Ok(invitations)
}

pub(super) async fn invitation_by_code(
    conn: &mut PgConnection,
    code: &str,
) -> StoreResult<Option<Invitation>> {
    let rows = sqlx::query(select_invitations!("i.code = $1"))
        .bind(code)
        .fetch_all(conn)
        .await
        .map_err(db_error)?;
    Ok(invitations_from(rows)?.pop())
}

/// The invitation row a join, leave or cancel decides on.
pub(super) struct InvitationHead {
    pub(super) invitation_id: Uuid,
    pub(super) game: String,
    pub(super) options: GameOptions,
    pub(super) creator_id: Uuid,
    pub(super) status: InvitationStatus,
}

/// Reads and locks the invitation until the transaction ends: racing joins, leaves and
/// cancels of one invitation queue here, and each sees what the previous one committed.
pub(super) async fn lock_invitation(
    conn: &mut PgConnection,
    code: &str,
) -> StoreResult<InvitationHead> {
    let row = sqlx::query(
        "SELECT invitation_id, game, options, creator_id, status FROM invitation
         WHERE code = $1 FOR UPDATE",
    )
    .bind(code)
    .fetch_optional(conn)
    .await
    .map_err(db_error)?
    .ok_or(StoreError::NotFound)?;
    Ok(InvitationHead {
        invitation_id: get(&row, "invitation_id")?,
        game: get(&row, "game")?,
        options: get_options(&row)?,
        creator_id: get(&row, "creator_id")?,
        status: invitation_status(&get::<String>(&row, "status")?)?,
    })
}

/// The seated users in joining order.
pub(super) async fn seated(conn: &mut PgConnection, invitation_id: Uuid) -> StoreResult<Vec<Uuid>> {
    let rows = sqlx::query(
        "SELECT user_id FROM invitation_seat WHERE invitation_id = $1 ORDER BY invitation_seat_id",
    )
    .bind(invitation_id)
    .fetch_all(conn)
    .await
    .map_err(db_error)?;
    rows.iter().map(|row| get(row, "user_id")).collect()
}

/// Starts the game of a just-filled invitation, inside the join's transaction.
pub(super) async fn start_game(
    conn: &mut PgConnection,
    head: &InvitationHead,
    seats: &[Uuid],
    plan: &StartPlan,
) -> StoreResult<()> {
    check_plan(plan, seats.len())?;
    let now = now();
    sqlx::query(
        "INSERT INTO game (game_id, game, invitation_id, options, status, to_move_seat, seq,
                           updated_at, created_at, finished_at, deadline_days)
         VALUES ($1, $2, $3, $4, 'active', $5, 0, $6, $6, NULL,
                 (SELECT deadline_days FROM invitation WHERE invitation_id = $3))",
    )
    .bind(plan.game_id)
    .bind(&head.game)
    .bind(head.invitation_id)
    .bind(Json(&head.options))
    .bind(seat_number(plan.to_move_seat)?)
    .bind(now)
    .execute(&mut *conn)
    .await
    .map_err(unique_as(Rejection::GameIdTaken))?;
    for (seat, &index) in plan.seat_order.iter().enumerate() {
        sqlx::query(
            "INSERT INTO game_player (game_id, seat, user_id, created_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(plan.game_id)
        .bind(seat_number(seat)?)
        .bind(
            *seats
                .get(index)
                .ok_or(StoreError::Rejected(Rejection::BadPlan))?,
        )
        .bind(now)
        .execute(&mut *conn)
        .await
        .map_err(db_error)?;
    }
    sqlx::query("INSERT INTO game_event (game_id, seq, event, created_at) VALUES ($1, 0, $2, $3)")
        .bind(plan.game_id)
        .bind(Json(&plan.setup_event))
        .bind(now)
        .execute(&mut *conn)
        .await
        .map_err(db_error)?;
    sqlx::query("UPDATE invitation SET status = 'started', game_id = $2 WHERE invitation_id = $1")
        .bind(head.invitation_id)
        .bind(plan.game_id)
        .execute(&mut *conn)
        .await
        .map_err(db_error)?;
    Ok(())
}

// ---------------------------------------------------------------------------------------
// Games.

/// One game as a page shows it, in one statement (one round trip, one snapshot of the
/// database): [`select_games!`] for game `$1`, and on seat 0's row the log and the extras
/// as JSON (read by `shared::snapshot_events` and `snapshot_extras`). bench/pg_read.sql
/// is this statement for pgbench (a unit test keeps them equal).
pub const SNAPSHOT_SQL: &str = select_games!(
    columns [
        ",
        CASE WHEN p.seat = 0 THEN
            (SELECT json_agg(json_build_array(e.seq, e.created_at, e.event) ORDER BY e.seq)
               FROM game_event e WHERE e.game_id = $1)::text
        END AS log,
        CASE WHEN p.seat = 0 THEN
            (SELECT json_agg(json_build_array(x.kind, x.target_seat, x.round, x.voter_seat,
                                              x.cancelled_at)
                             ORDER BY x.kind, x.target_seat, x.round, x.voter_seat)
               FROM (",
        game_extras_sql!(),
        ") x)::text
        END AS extras"
    ],
    "game",
    "WHERE g.game_id = $1 ORDER BY p.seat"
);

pub(super) async fn read_game(
    db: impl PgExecutor<'_>,
    game_id: Uuid,
) -> StoreResult<Option<GameRecord>> {
    let rows = sqlx::query(select_games!(
        "game",
        "WHERE g.game_id = $1 ORDER BY p.seat"
    ))
    .bind(game_id)
    .fetch_all(db)
    .await
    .map_err(db_error)?;
    Ok(games_from(rows)?.pop())
}

pub(super) async fn read_events(
    db: impl PgExecutor<'_>,
    game_id: Uuid,
) -> StoreResult<Vec<EventRecord>> {
    let rows = sqlx::query(
        "SELECT seq, event, created_at FROM game_event WHERE game_id = $1 ORDER BY seq",
    )
    .bind(game_id)
    .fetch_all(db)
    .await
    .map_err(db_error)?;
    rows.iter()
        .map(|row| {
            Ok(EventRecord {
                seq: get(row, "seq")?,
                event: get::<Json<Value>>(row, "event")?.0,
                created_at: get(row, "created_at")?,
            })
        })
        .collect()
}

/// The game's row for a write, locked until the transaction ends: racing writes to one
/// game queue here. The (game_id, seq) key stays the backstop for appends. A vote that
/// cancels the game takes the same lock, so a move and a cancellation never cross.
pub(super) async fn game_for_write(
    tx: &mut PgConnection,
    game_id: Uuid,
) -> StoreResult<GameForWrite> {
    let row = sqlx::query(concat!(game_for_write_sql!(), " FOR UPDATE"))
        .bind(game_id)
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
pub(super) fn games_from(rows: Vec<PgRow>) -> StoreResult<Vec<GameRecord>> {
    let mut games: Vec<GameRecord> = Vec::new();
    for row in &rows {
        let game_id: Uuid = get(row, "game_id")?;
        let player = get_user(row, ["user_id", "username", "user_created_at"])?;
        let seat = get::<i32>(row, "seat")?;
        if games.last().map(|last| last.game_id) != Some(game_id) {
            games.push(GameRecord {
                game_id,
                game: get(row, "game")?,
                options: get_options(row)?,
                status: game_status(&get::<String>(row, "status")?)?,
                players: Vec::new(),
                to_move_seat: get::<Option<i32>>(row, "to_move_seat")?
                    .map(usize::try_from)
                    .transpose()
                    .map_err(decode_error)?,
                deadline_days: get_deadline(row)?,
                note: get(row, "note")?,
                number: get(row, "number")?,
                seq: get(row, "seq")?,
                updated_at: get(row, "updated_at")?,
                created_at: get(row, "created_at")?,
                finished_at: get(row, "finished_at")?,
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
