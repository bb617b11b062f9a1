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
use sqlx::postgres::{PgConnection, PgRow};
use sqlx::types::Json;
use sqlx::{Decode, Postgres, Row, Type};
use time::OffsetDateTime;
use uuid::Uuid;

/// The dialect, for the statements and row readers written once for both stores.
pub(super) type Db = Postgres;
pub(super) type DbRow = PgRow;
/// A time as bound to a statement ([`time_text`]).
pub(super) type DbTime = OffsetDateTime;
pub(super) type DbConn = PgConnection;

// ---------------------------------------------------------------------------------------
// Conversions between the domain and the stored values.

/// Sorts a database error by what the caller should tell the user.
pub(super) fn db_error(error: sqlx::Error) -> StoreError {
    let error = match common_error(error) {
        Ok(sorted) => return sorted,
        Err(error) => error,
    };
    let code = match &error {
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

pub(super) fn get_opt_time(row: &PgRow, column: &str) -> StoreResult<Option<OffsetDateTime>> {
    get(row, column)
}

pub(super) fn get_opt_id(row: &PgRow, column: &str) -> StoreResult<Option<Uuid>> {
    get(row, column)
}

/// An INTEGER column (seats, counts, days): 32 bits in Postgres, widened.
pub(super) fn get_int(row: &PgRow, column: &str) -> StoreResult<i64> {
    Ok(get::<i32>(row, column)?.into())
}

pub(super) fn get_opt_int(row: &PgRow, column: &str) -> StoreResult<Option<i64>> {
    Ok(get::<Option<i32>>(row, column)?.map(i64::from))
}

/// A value for a JSONB column.
pub(super) fn json<T: serde::Serialize + ?Sized>(value: &T) -> StoreResult<Json<&T>> {
    Ok(Json(value))
}

/// A number for an INTEGER column (32 bits in Postgres).
pub(super) fn int_number(value: u32) -> StoreResult<i32> {
    i32::try_from(value).map_err(encode_error)
}

/// A JSONB column.
pub(super) fn get_json(row: &PgRow, column: &str) -> StoreResult<Value> {
    Ok(get::<Json<Value>>(row, column)?.0)
}

/// A uuid as bound to a statement (the twin of the SQLite store's text form).
pub(super) fn id(uuid: Uuid) -> Uuid {
    uuid
}

/// A time as bound to a statement (the twin of the SQLite store's text form): the
/// caller's time in UTC, cut to microseconds. Converting here, where it can fail
/// gracefully, keeps a time near the end of the calendar from panicking in the encoder.
pub(super) fn time_text(time: OffsetDateTime) -> StoreResult<OffsetDateTime> {
    stored_time(time)
}

pub(super) fn get_options(row: &PgRow) -> StoreResult<GameOptions> {
    Ok(get::<Json<GameOptions>>(row, "options")?.0)
}

// ---------------------------------------------------------------------------------------
// Invitations.

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
         VALUES ($1, $2, $3, (SELECT options FROM invitation WHERE invitation_id = $3),
                 'active', $4, 0, $5, $5, NULL,
                 (SELECT deadline_days FROM invitation WHERE invitation_id = $3))",
    )
    .bind(plan.game_id)
    .bind(&head.game)
    .bind(head.invitation_id)
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

rows_impl!(row_lock: " FOR UPDATE");
