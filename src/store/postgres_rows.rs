//! Postgres as a [`Dialect`]: native uuid, timestamptz and jsonb, row locks (`FOR
//! UPDATE`, `SKIP LOCKED`) around every read-check-write sequence, and the statements that
//! differ from SQLite's (a game's snapshot, the start of a game, numbered by a sequence).

use super::dialect::Dialect;
use super::shared::*;
use super::Rejection;
use super::{StoreError, StoreResult};
use crate::game::GameOptions;
use async_trait::async_trait;
use serde_json::value::RawValue;
use serde_json::Value;
use sqlx::postgres::{PgPool, PgRow};
use sqlx::types::Json;
use sqlx::{Postgres, Transaction};
use time::OffsetDateTime;
use uuid::Uuid;

// ---------------------------------------------------------------------------------------
// Conversions between the domain and the stored values.

/// Sorts a database error by what the caller should tell the user.
fn db_error(error: sqlx::Error) -> StoreError {
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
        // Data or index corruption found by the server itself.
        Some("XX001" | "XX002") => StoreError::Damaged(error),
        _ => StoreError::Other(error),
    }
}

/// Postgres' row lock, for the statements that read a row for a write.
macro_rules! row_lock {
    () => {
        " FOR UPDATE"
    };
}

/// Postgres' lock of the outbox rows a worker claims: those another worker is claiming
/// right now are left to it.
macro_rules! claim_lock {
    () => {
        " FOR UPDATE SKIP LOCKED"
    };
}

#[async_trait]
impl Dialect for Postgres {
    type Id = Uuid;
    type Time = OffsetDateTime;
    type Seat = i32;
    type Int = i32;
    type Json = Json<Box<RawValue>>;

    const ROW_LOCK: &'static str = row_lock!();
    const CLAIM_LOCK: &'static str = claim_lock!();
    const INVITATION_FOR_WRITE_SQL: &'static str =
        concat!(invitation_for_write_sql!(), row_lock!());
    const GAME_FOR_WRITE_SQL: &'static str = concat!(game_for_write_sql!(), row_lock!());
    const CONFIRM_EMAIL_SQL: &'static str = concat!(confirm_email_sql!(), row_lock!());
    const CLAIM_OUTBOX_SQL: &'static str = claim_outbox_sql!(claim_lock!());
    // One lock for all rating updates, held until the transaction ends.
    const SERIALISE_RATINGS_SQL: &'static str = "SELECT pg_advisory_xact_lock(7460521)";
    const KEY_LOCK_SQL: Option<&'static str> =
        Some("SELECT pg_advisory_xact_lock(hashtextextended($1, 2027))");
    const PERSON_LOCK_SQL: &'static str =
        r#"SELECT user_id FROM "user" WHERE user_id = $1 FOR NO KEY UPDATE"#;
    const SNAPSHOT_SQL: &'static str = SNAPSHOT_SQL;
    /// A new game's number comes from a sequence (the column's default).
    const INSERT_GAME_SQL: &'static str = insert_game_sql!("", "");

    async fn begin(pool: &PgPool) -> StoreResult<Transaction<'static, Postgres>> {
        pool.begin().await.map_err(db_error)
    }

    fn db_error(error: sqlx::Error) -> StoreError {
        db_error(error)
    }

    /// A uuid as bound to a statement (the twin of SQLite's text form).
    fn id(uuid: Uuid) -> Uuid {
        uuid
    }

    /// A time as bound to a statement (the twin of SQLite's text form): the caller's time
    /// in UTC, cut to microseconds. Converting here, where it can fail gracefully, keeps a
    /// time near the end of the calendar from panicking in the encoder.
    fn time(time: OffsetDateTime) -> StoreResult<OffsetDateTime> {
        stored_time(time)
    }

    fn seat_number(seat: usize) -> StoreResult<i32> {
        i32::try_from(seat).map_err(|_| StoreError::Rejected(Rejection::BadSeat))
    }

    /// A number for an INTEGER column (32 bits in Postgres).
    fn int_number(value: u32) -> StoreResult<i32> {
        i32::try_from(value).map_err(encode_error)
    }

    /// A value for a JSONB column.
    fn json<T: serde::Serialize + ?Sized>(value: &T) -> StoreResult<Json<Box<RawValue>>> {
        serde_json::value::to_raw_value(value)
            .map(Json)
            .map_err(encode_error)
    }

    fn get_id(row: &PgRow, column: &str) -> StoreResult<Uuid> {
        Postgres::get(row, column)
    }

    fn get_opt_id(row: &PgRow, column: &str) -> StoreResult<Option<Uuid>> {
        Postgres::get(row, column)
    }

    fn get_time(row: &PgRow, column: &str) -> StoreResult<OffsetDateTime> {
        Postgres::get(row, column)
    }

    fn get_opt_time(row: &PgRow, column: &str) -> StoreResult<Option<OffsetDateTime>> {
        Postgres::get(row, column)
    }

    /// An INTEGER column (seats, counts, days): 32 bits in Postgres, widened.
    fn get_int(row: &PgRow, column: &str) -> StoreResult<i64> {
        Ok(Postgres::get::<i32>(row, column)?.into())
    }

    fn get_opt_int(row: &PgRow, column: &str) -> StoreResult<Option<i64>> {
        Ok(Postgres::get::<Option<i32>>(row, column)?.map(i64::from))
    }

    /// A JSONB column.
    fn get_json(row: &PgRow, column: &str) -> StoreResult<Value> {
        Ok(Postgres::get::<Json<Value>>(row, column)?.0)
    }

    fn get_options(row: &PgRow) -> StoreResult<GameOptions> {
        Ok(Postgres::get::<Json<GameOptions>>(row, "options")?.0)
    }
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

/// A transaction-scoped advisory lock on rate-limit key `$1` ([`Dialect::KEY_LOCK_SQL`]).
pub(super) const KEY_LOCK_SQL: &str = "SELECT pg_advisory_xact_lock(hashtextextended($1, 2027))";
