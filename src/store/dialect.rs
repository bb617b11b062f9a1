//! What the two databases do differently, as one trait: [`Dialect`], implemented by
//! `sqlx::Sqlite` (in `sqlite_rows.rs`) and `sqlx::Postgres` (in `postgres_rows.rs`).
//! The store code written once (`rows_common.rs`, `store_common.rs`, `notify_common.rs`,
//! `social.rs`, `moderation.rs`, `limits.rs`, `invitations.rs`) is plain generic code over
//! `D: Dialect`: it binds `D::id(uuid)` and `D::time(at)?`, reads `D::get_id(row,
//! "game_id")?`, sorts errors with `D::db_error` and takes its row-locking statements from
//! `D`'s constants.
//!
//! The trait also carries, once, the bounds generic sqlx code needs (a connection is an
//! executor, the common Rust types bind and decode, …), so a generic function says only
//! `D: Dialect`. Rust does not carry a trait's `where` clauses to its users; bounds on a
//! supertrait's associated type it does, which is what [`Imply`] is for.

use super::{StoreError, StoreResult, User};
use crate::game::GameOptions;
use serde_json::Value;
use sqlx::{ColumnIndex, Database, Decode, Encode, Executor, IntoArguments, Pool, Row, Type};
use time::OffsetDateTime;
use uuid::Uuid;

/// `Self: Imply<T, Is: Bound>` makes `T: Bound` known wherever `Self`'s trait is (the
/// associated type `Is` is always `T`).
pub trait Imply<T: ?Sized>: ImplyInner<T, Is = T> {}
impl<T: ?Sized, U: ?Sized> Imply<T> for U {}
pub trait ImplyInner<T: ?Sized> {
    type Is: ?Sized;
}
impl<T: ?Sized, U: ?Sized> ImplyInner<T> for U {
    type Is = T;
}

/// A value a statement can bind and a row can give, of database `DB`.
pub trait SqlValue<DB: Database>:
    for<'q> Encode<'q, DB> + for<'r> Decode<'r, DB> + Type<DB> + Send + Sync
{
}
impl<DB: Database, T> SqlValue<DB> for T where
    T: for<'q> Encode<'q, DB> + for<'r> Decode<'r, DB> + Type<DB> + Send + Sync
{
}

/// A value a statement can bind, of database `DB`.
pub trait Param<DB: Database>: for<'q> Encode<'q, DB> + Type<DB> + Send + Sync {}
impl<DB: Database, T> Param<DB> for T where T: for<'q> Encode<'q, DB> + Type<DB> + Send + Sync {}

/// The number of rows a statement changed (each database's result has it, sqlx's trait
/// does not).
pub trait RowsAffected {
    fn rows_affected(&self) -> u64;
}

impl RowsAffected for sqlx::sqlite::SqliteQueryResult {
    fn rows_affected(&self) -> u64 {
        sqlx::sqlite::SqliteQueryResult::rows_affected(self)
    }
}

impl RowsAffected for sqlx::postgres::PgQueryResult {
    fn rows_affected(&self) -> u64 {
        sqlx::postgres::PgQueryResult::rows_affected(self)
    }
}

/// A database as the stores use it: its types, its words and its conversions.
#[async_trait::async_trait]
pub trait Dialect: Database
    // Connections, pools and statements as generic sqlx code needs them.
    + for<'c> Imply<&'c mut <Self as Database>::Connection, Is: Executor<'c, Database = Self>>
    + for<'q> Imply<<Self as Database>::Arguments<'q>, Is: IntoArguments<'q, Self>>
    + for<'a> Imply<&'a str, Is: ColumnIndex<<Self as Database>::Row>>
    + Imply<<Self as Database>::QueryResult, Is: RowsAffected>
    // The Rust types both databases bind and read alike.
    + Imply<i64, Is: SqlValue<Self>>
    + Imply<i32, Is: SqlValue<Self>>
    + Imply<f64, Is: SqlValue<Self>>
    + Imply<bool, Is: SqlValue<Self>>
    + Imply<String, Is: SqlValue<Self>>
    + Imply<Option<i64>, Is: Param<Self>>
    + Imply<Option<String>, Is: Param<Self>>
    + for<'a> Imply<&'a str, Is: Encode<'a, Self> + Decode<'a, Self> + Type<Self>>
    + for<'a> Imply<Option<&'a str>, Is: Encode<'a, Self> + Type<Self>>
    + Imply<usize, Is: ColumnIndex<<Self as Database>::Row>>
    + Imply<Option<<Self as Dialect>::Id>, Is: Param<Self>>
    + Imply<Option<<Self as Dialect>::Int>, Is: Param<Self>>
{
    /// A uuid as bound to a statement (SQLite: hyphenated text; Postgres: uuid).
    type Id: Param<Self> + Copy + 'static;
    /// A time as bound to a statement (SQLite: RFC 3339 text with six fractional digits;
    /// Postgres: timestamptz), see [`Dialect::time`].
    type Time: Param<Self> + Clone + 'static;
    /// A seat as bound to an INTEGER column (64 bits in SQLite, 32 in Postgres).
    type Seat: Param<Self> + Copy + From<i8> + 'static;
    /// A small number (days) as bound to an INTEGER column.
    type Int: Param<Self> + Copy + 'static;
    /// A value for a JSON column (SQLite: text; Postgres: jsonb).
    type Json: Param<Self> + 'static;

    /// What locks a row read for a write (Postgres: `FOR UPDATE`; SQLite's single writer
    /// needs nothing).
    const ROW_LOCK: &'static str;
    /// What locks the outbox rows a worker claims (Postgres: `FOR UPDATE SKIP LOCKED`).
    const CLAIM_LOCK: &'static str;
    /// The invitation row for a join, leave or cancel (`invitation_for_write_sql!` with
    /// [`Dialect::ROW_LOCK`]).
    const INVITATION_FOR_WRITE_SQL: &'static str;
    /// The game row for a write (`game_for_write_sql!` with [`Dialect::ROW_LOCK`]).
    const GAME_FOR_WRITE_SQL: &'static str;
    /// The address an e-mail link confirms (`confirm_email_sql!` with the row lock).
    const CONFIRM_EMAIL_SQL: &'static str;
    /// A worker's claim of outbox rows (`claim_outbox_sql!` with [`Dialect::CLAIM_LOCK`]).
    const CLAIM_OUTBOX_SQL: &'static str;
    /// Locks rate-limit key `$1` until the transaction ends (Postgres' advisory lock;
    /// SQLite's single writer needs none).
    const KEY_LOCK_SQL: Option<&'static str>;
    /// Locks person `$1`'s row until the transaction ends, for a limit that counts what
    /// they have (`limits::lock_person`; Postgres: `FOR NO KEY UPDATE`, which rows
    /// referring to the person do not wait for; SQLite's single writer needs none: a plain
    /// read).
    const PERSON_LOCK_SQL: &'static str;
    /// Serialises rating updates until the transaction ends (SQLite's single writer does
    /// already: a statement that does nothing).
    const SERIALISE_RATINGS_SQL: &'static str;
    /// One game as a page shows it, in one statement (each database aggregates JSON its
    /// own way).
    const SNAPSHOT_SQL: &'static str;
    /// Starts a game (`insert_game_sql!`; SQLite numbers it itself, Postgres from a
    /// sequence).
    const INSERT_GAME_SQL: &'static str;

    /// Opens a write transaction on `pool`.
    async fn begin(pool: &Pool<Self>) -> StoreResult<sqlx::Transaction<'static, Self>>;

    /// Sorts a database error by what the caller should tell the user.
    fn db_error(error: sqlx::Error) -> StoreError;
    fn id(uuid: Uuid) -> Self::Id;
    /// A time as stored: UTC, cut to microseconds.
    fn time(time: OffsetDateTime) -> StoreResult<Self::Time>;
    fn seat_number(seat: usize) -> StoreResult<Self::Seat>;
    fn int_number(value: u32) -> StoreResult<Self::Int>;
    fn json<T: serde::Serialize + ?Sized>(value: &T) -> StoreResult<Self::Json>;

    fn get_id(row: &Self::Row, column: &str) -> StoreResult<Uuid>;
    fn get_opt_id(row: &Self::Row, column: &str) -> StoreResult<Option<Uuid>>;
    fn get_time(row: &Self::Row, column: &str) -> StoreResult<OffsetDateTime>;
    fn get_opt_time(row: &Self::Row, column: &str) -> StoreResult<Option<OffsetDateTime>>;
    /// An INTEGER column (seats, counts, days), widened.
    fn get_int(row: &Self::Row, column: &str) -> StoreResult<i64>;
    fn get_opt_int(row: &Self::Row, column: &str) -> StoreResult<Option<i64>>;
    /// A JSON column.
    fn get_json(row: &Self::Row, column: &str) -> StoreResult<Value>;
    /// The `options` column of a game or an invitation.
    fn get_options(row: &Self::Row) -> StoreResult<GameOptions>;

    /// A column both databases decode alike.
    fn get<'r, T>(row: &'r Self::Row, column: &str) -> StoreResult<T>
    where
        T: Decode<'r, Self> + Type<Self>,
    {
        row.try_get(column).map_err(Self::db_error)
    }

    /// A user from three aliased columns: id, name, created_at.
    fn get_user(
        row: &Self::Row,
        [user_id, username, created_at]: [&str; 3],
    ) -> StoreResult<User> {
        Ok(User {
            user_id: Self::get_id(row, user_id)?,
            username: Self::get(row, username)?,
            created_at: Self::get_time(row, created_at)?,
        })
    }
}
