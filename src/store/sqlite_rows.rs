//! The SQLite store's rows: conversions between the domain and the stored text, and the
//! reads and writes of invitations and games that [`super::sqlite::SqliteStore`]'s methods
//! share. Kept apart so that each file reads in one sitting.

use super::shared::*;
use super::Rejection;
use super::{
    EventRecord, GameRecord, Invitation, InvitationStatus, StartPlan, StoreError, StoreResult, User,
};
use crate::game::GameOptions;
use serde_json::Value;
use sqlx::sqlite::{SqliteConnection, SqliteRow};
use sqlx::{Decode, Row, Sqlite, Type};
use time::format_description::BorrowedFormatItem;
use time::macros::format_description;
use time::OffsetDateTime;
use uuid::fmt::Hyphenated;
use uuid::Uuid;

/// Times are stored as UTC with exactly six fractional digits, so that text order is time
/// order (RFC 3339 with a variable number of digits is not).
const TIME_FORMAT: &[BorrowedFormatItem<'static>] =
    format_description!("[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:6]Z");

/// The dialect, for the statements and row readers written once for both stores.
pub(super) type Db = Sqlite;
pub(super) type DbRow = SqliteRow;
/// A time as bound to a statement ([`time_text`]).
pub(super) type DbTime = String;
pub(super) type DbConn = SqliteConnection;

// ---------------------------------------------------------------------------------------
// Conversions between the domain and the stored text.

/// Sorts a database error by what the caller should tell the user.
pub(super) fn db_error(error: sqlx::Error) -> StoreError {
    let error = match common_error(error) {
        Ok(sorted) => return sorted,
        Err(error) => error,
    };
    let code = match &error {
        sqlx::Error::Database(db) => db.code().and_then(|code| code.parse::<i32>().ok()),
        _ => None,
    };
    // SQLite result codes: the primary code is the low byte of the extended one.
    match code.map(|code| code & 0xff) {
        // BUSY, LOCKED: another process holds the database; try again later.
        Some(5 | 6) => StoreError::Unavailable(error),
        // READONLY, IOERR, FULL, CANTOPEN: the disk or the data folder cannot take the
        // write (docs/storage.md).
        Some(8 | 10 | 13 | 14) => StoreError::CannotSave(error),
        _ => StoreError::Other(error),
    }
}

pub(super) fn time_text(time: OffsetDateTime) -> StoreResult<String> {
    stored_time(time)?.format(TIME_FORMAT).map_err(encode_error)
}

pub(super) use super::shared::parse_time;

pub(super) fn id(uuid: Uuid) -> Hyphenated {
    uuid.hyphenated()
}

pub(super) fn seat_number(seat: usize) -> StoreResult<i64> {
    i64::try_from(seat).map_err(|_| StoreError::Rejected(Rejection::BadSeat))
}

pub(super) fn get<'r, T>(row: &'r SqliteRow, column: &str) -> StoreResult<T>
where
    T: Decode<'r, Sqlite> + Type<Sqlite>,
{
    row.try_get(column).map_err(db_error)
}

pub(super) fn get_id(row: &SqliteRow, column: &str) -> StoreResult<Uuid> {
    Ok(get::<Hyphenated>(row, column)?.into_uuid())
}

pub(super) fn get_time(row: &SqliteRow, column: &str) -> StoreResult<OffsetDateTime> {
    parse_time(&get::<String>(row, column)?)
}

pub(super) fn get_opt_time(row: &SqliteRow, column: &str) -> StoreResult<Option<OffsetDateTime>> {
    get::<Option<String>>(row, column)?
        .as_deref()
        .map(parse_time)
        .transpose()
}

pub(super) fn get_opt_id(row: &SqliteRow, column: &str) -> StoreResult<Option<Uuid>> {
    Ok(get::<Option<Hyphenated>>(row, column)?.map(Hyphenated::into_uuid))
}

/// An INTEGER column (seats, counts, days): SQLite's are 64 bits wide.
pub(super) fn get_int(row: &SqliteRow, column: &str) -> StoreResult<i64> {
    get(row, column)
}

pub(super) fn get_opt_int(row: &SqliteRow, column: &str) -> StoreResult<Option<i64>> {
    get(row, column)
}

/// A value for a JSON column, stored as text.
pub(super) fn json<T: serde::Serialize + ?Sized>(value: &T) -> StoreResult<String> {
    serde_json::to_string(value).map_err(encode_error)
}

/// A number for an INTEGER column (64 bits in SQLite).
pub(super) fn int_number(value: u32) -> StoreResult<i64> {
    Ok(i64::from(value))
}

/// A JSON column, stored as text.
pub(super) fn get_json(row: &SqliteRow, column: &str) -> StoreResult<Value> {
    serde_json::from_str(&get::<String>(row, column)?).map_err(decode_error)
}

pub(super) fn get_options(row: &SqliteRow) -> StoreResult<GameOptions> {
    serde_json::from_str(&get::<String>(row, "options")?).map_err(decode_error)
}

// ---------------------------------------------------------------------------------------
// Invitations.

/// Starts the game of a just-filled invitation, inside the join's transaction.
pub(super) async fn start_game(
    conn: &mut SqliteConnection,
    head: &InvitationHead,
    seats: &[Uuid],
    plan: &StartPlan,
) -> StoreResult<()> {
    check_plan(plan, seats.len())?;
    let now = time_text(now())?;
    sqlx::query(
        "INSERT INTO game (game_id, game, invitation_id, options, status, to_move_seat, seq,
                           updated_at, created_at, finished_at, deadline_days, number)
         VALUES ($1, $2, $3, (SELECT options FROM invitation WHERE invitation_id = $3),
                 'active', $4, 0, $5, $5, NULL,
                 (SELECT deadline_days FROM invitation WHERE invitation_id = $3),
                 (SELECT COALESCE(MAX(number), 0) + 1 FROM game))",
    )
    .bind(id(plan.game_id))
    .bind(&head.game)
    .bind(id(head.invitation_id))
    .bind(seat_number(plan.to_move_seat)?)
    .bind(&now)
    .execute(&mut *conn)
    .await
    .map_err(unique_as(Rejection::GameIdTaken))?;
    for (seat, &index) in plan.seat_order.iter().enumerate() {
        sqlx::query(
            "INSERT INTO game_player (game_id, seat, user_id, created_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(id(plan.game_id))
        .bind(seat_number(seat)?)
        .bind(id(*seats
            .get(index)
            .ok_or(StoreError::Rejected(Rejection::BadPlan))?))
        .bind(&now)
        .execute(&mut *conn)
        .await
        .map_err(db_error)?;
    }
    sqlx::query("INSERT INTO game_event (game_id, seq, event, created_at) VALUES ($1, 0, $2, $3)")
        .bind(id(plan.game_id))
        .bind(serde_json::to_string(&plan.setup_event).map_err(encode_error)?)
        .bind(&now)
        .execute(&mut *conn)
        .await
        .map_err(db_error)?;
    sqlx::query("UPDATE invitation SET status = 'started', game_id = $2 WHERE invitation_id = $1")
        .bind(id(head.invitation_id))
        .bind(id(plan.game_id))
        .execute(&mut *conn)
        .await
        .map_err(db_error)?;
    Ok(())
}

// ---------------------------------------------------------------------------------------
// Games.

/// One game as a page shows it, in one statement (one snapshot of the database):
/// [`select_games!`] for game `$1`, and on seat 0's row the log and the extras as JSON
/// (read by `shared::snapshot_events` and `snapshot_extras`). The events are pasted in
/// as stored, being JSON already; a row that is not JSON (a damaged file, a hand edit) is
/// pasted as a JSON string instead, which the game then refuses as that seq's event (the
/// game is damaged, the statement and the other games are not).
pub const SNAPSHOT_SQL: &str = select_games!(
    columns [
        ",
        CASE WHEN p.seat = 0 THEN
            (SELECT '[' || group_concat('[' || e.seq || ',' || json_quote(e.created_at) || ','
                                        || CASE WHEN json_valid(e.event) THEN e.event
                                                ELSE json_quote(e.event) END
                                        || ']', ',' ORDER BY e.seq) || ']'
               FROM game_event e WHERE e.game_id = $1)
        END AS log,
        CASE WHEN p.seat = 0 THEN
            (SELECT json_group_array(json_array(x.kind, x.target_seat, x.round, x.voter_seat,
                                                x.cancelled_at)
                                     ORDER BY x.kind, x.target_seat, x.round, x.voter_seat)
               FROM (",
        game_extras_sql!(),
        ") x)
        END AS extras"
    ],
    "game",
    "WHERE g.game_id = $1 ORDER BY p.seat"
);

rows_impl!(row_lock: "");
