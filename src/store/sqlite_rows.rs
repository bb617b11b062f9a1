//! SQLite as a [`Dialect`]: ids and times as text, JSON as text, no row locks (the single
//! writer serialises every write), and the statements that differ from Postgres' (a game's
//! snapshot, the start of a game, whose number is the largest plus one).

use super::dialect::Dialect;
use super::shared::*;
use super::Rejection;
use super::{StoreError, StoreResult};
use crate::game::GameOptions;
use async_trait::async_trait;
use serde_json::Value;
use sqlx::sqlite::{SqlitePool, SqliteRow};
use sqlx::{Sqlite, Transaction};
use time::format_description::BorrowedFormatItem;
use time::macros::format_description;
use time::OffsetDateTime;
use uuid::fmt::Hyphenated;
use uuid::Uuid;

/// Times are stored as UTC with exactly six fractional digits, so that text order is time
/// order (RFC 3339 with a variable number of digits is not).
const TIME_FORMAT: &[BorrowedFormatItem<'static>] =
    format_description!("[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:6]Z");

// ---------------------------------------------------------------------------------------
// Conversions between the domain and the stored text.

/// Sorts a database error by what the caller should tell the user.
fn db_error(error: sqlx::Error) -> StoreError {
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
        // CORRUPT, NOTADB: the file is damaged ("database disk image is malformed").
        Some(11 | 26) => StoreError::Damaged(error),
        _ => StoreError::Other(error),
    }
}

fn text(row: &SqliteRow, column: &str) -> StoreResult<String> {
    Sqlite::get(row, column)
}

#[async_trait]
impl Dialect for Sqlite {
    type Id = Hyphenated;
    type Time = String;
    type Seat = i64;
    type Int = i64;
    type Json = String;

    const ROW_LOCK: &'static str = "";
    const CLAIM_LOCK: &'static str = "";
    const INVITATION_FOR_WRITE_SQL: &'static str = invitation_for_write_sql!();
    const GAME_FOR_WRITE_SQL: &'static str = game_for_write_sql!();
    const CONFIRM_EMAIL_SQL: &'static str = confirm_email_sql!();
    const CLAIM_OUTBOX_SQL: &'static str = claim_outbox_sql!("");
    // The single writer serialises every write transaction already.
    const SERIALISE_RATINGS_SQL: &'static str = "SELECT 1";
    const KEY_LOCK_SQL: Option<&'static str> = None;
    const PERSON_LOCK_SQL: &'static str = r#"SELECT user_id FROM "user" WHERE user_id = $1"#;
    const SNAPSHOT_SQL: &'static str = SNAPSHOT_SQL;
    /// A new game's number is the largest plus one (one writer: never twice the same).
    const INSERT_GAME_SQL: &'static str = insert_game_sql!(
        ", number",
        ", (SELECT COALESCE(MAX(number), 0) + 1 FROM game)"
    );

    /// A write transaction. `BEGIN IMMEDIATE` takes the write lock at once, so a
    /// transaction never reads under a shared lock and then fails to upgrade it; with the
    /// single writer connection it only waits for other processes.
    async fn begin(pool: &SqlitePool) -> StoreResult<Transaction<'static, Sqlite>> {
        pool.begin_with("BEGIN IMMEDIATE").await.map_err(db_error)
    }

    fn db_error(error: sqlx::Error) -> StoreError {
        db_error(error)
    }

    fn id(uuid: Uuid) -> Hyphenated {
        uuid.hyphenated()
    }

    /// Times are stored as UTC with exactly six fractional digits ([`TIME_FORMAT`]).
    fn time(time: OffsetDateTime) -> StoreResult<String> {
        stored_time(time)?.format(TIME_FORMAT).map_err(encode_error)
    }

    fn seat_number(seat: usize) -> StoreResult<i64> {
        i64::try_from(seat).map_err(|_| StoreError::Rejected(Rejection::BadSeat))
    }

    /// A number for an INTEGER column (64 bits in SQLite).
    fn int_number(value: u32) -> StoreResult<i64> {
        Ok(i64::from(value))
    }

    /// A value for a JSON column, stored as text.
    fn json<T: serde::Serialize + ?Sized>(value: &T) -> StoreResult<String> {
        serde_json::to_string(value).map_err(encode_error)
    }

    fn get_id(row: &SqliteRow, column: &str) -> StoreResult<Uuid> {
        Ok(Sqlite::get::<Hyphenated>(row, column)?.into_uuid())
    }

    fn get_opt_id(row: &SqliteRow, column: &str) -> StoreResult<Option<Uuid>> {
        Ok(Sqlite::get::<Option<Hyphenated>>(row, column)?.map(Hyphenated::into_uuid))
    }

    fn get_time(row: &SqliteRow, column: &str) -> StoreResult<OffsetDateTime> {
        parse_time(&text(row, column)?)
    }

    fn get_opt_time(row: &SqliteRow, column: &str) -> StoreResult<Option<OffsetDateTime>> {
        Sqlite::get::<Option<String>>(row, column)?
            .as_deref()
            .map(parse_time)
            .transpose()
    }

    /// An INTEGER column (seats, counts, days): SQLite's are 64 bits wide.
    fn get_int(row: &SqliteRow, column: &str) -> StoreResult<i64> {
        Sqlite::get(row, column)
    }

    fn get_opt_int(row: &SqliteRow, column: &str) -> StoreResult<Option<i64>> {
        Sqlite::get(row, column)
    }

    /// A JSON column, stored as text.
    fn get_json(row: &SqliteRow, column: &str) -> StoreResult<Value> {
        serde_json::from_str(&text(row, column)?).map_err(decode_error)
    }

    fn get_options(row: &SqliteRow) -> StoreResult<GameOptions> {
        serde_json::from_str(&text(row, "options")?).map_err(decode_error)
    }
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
