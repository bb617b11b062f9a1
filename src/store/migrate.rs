//! Moving a whole site to another database (`maipenrai migrate --to URL`, README "Moving
//! to another database"): every table the migrations made, row by row, SQLite to Postgres
//! and back.
//!
//! The copy knows no table by name: it reads both databases' catalogues, so a table a
//! later migration adds is copied too (`tests/migrate.rs` checks every table). Values go
//! through one portable form — ids, times and JSON as the text SQLite stores, numbers,
//! booleans — so a time keeps its exact microseconds and a password hash or an API token's
//! hash its exact bytes.
//!
//! Safety: neither side may have a server running on it (the lock of
//! `store::maintenance`, and on Postgres no server's connection either), and none starts
//! meanwhile; the source is read in one read transaction (a consistent moment); the target
//! must hold nothing but what its migrations put there; the target is
//! written in one transaction that commits only when every table's rows were counted
//! equal and every reference holds. The caller then replays every game on the target.

use super::dialect::Dialect;
use super::maintenance::DatabaseLock;
use super::{is_postgres, POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS};
use anyhow::{bail, Context};
use futures_util::TryStreamExt;
use sqlx::postgres::{PgConnectOptions, PgRow};
use sqlx::sqlite::SqliteRow;
use sqlx::{Connection, PgConnection, QueryBuilder, Row, SqliteConnection};
use std::collections::BTreeMap;
use std::str::FromStr;
use time::OffsetDateTime;

/// What was copied: each table with its number of rows.
pub struct Copied {
    pub tables: BTreeMap<String, u64>,
}

/// One value in the portable form both databases are written from.
#[derive(Debug)]
enum Value {
    Null,
    Int(i64),
    Real(f64),
    Bool(bool),
    /// Text, ids, times (six fractional digits, UTC) and JSON.
    Text(String),
    Bytes(Vec<u8>),
}

/// A column: its name and declared type (SQLite: `TEXT`, `INTEGER`…; Postgres: the
/// catalogue's `data_type`, e.g. `timestamp with time zone`).
struct Column {
    name: String,
    kind: String,
}

/// A Postgres foreign key: its table, name and definition.
type ForeignKey = (String, String, String);

/// An open connection to one side.
enum Side {
    Sqlite(SqliteConnection),
    Postgres(PgConnection),
}

/// The application name the copy's Postgres connections go by; a server's is `maipenrai`.
const APPLICATION: &str = "maipenrai-migrate";
/// Tables not copied: the write probe of `/healthz` keeps no row beyond its own check, and
/// its columns differ between the two databases.
pub const NOT_COPIED: &[&str] = &["health_probe"];
/// At most this many values per INSERT (both databases allow more than 30,000).
const VALUES_PER_INSERT: usize = 20_000;

// The catalogue's questions, in each database's words (`tests/store_statements.rs`
// prepares them).

/// The application's tables (SQLite).
pub(super) const SQLITE_TABLES_SQL: &str = "SELECT name FROM sqlite_master WHERE type = 'table' \
                 AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> '_sqlx_migrations'";
/// The application's tables (Postgres).
pub(super) const POSTGRES_TABLES_SQL: &str =
    "SELECT table_name::text FROM information_schema.tables \
                 WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' \
                 AND table_name <> '_sqlx_migrations'";
/// Table `?1`'s columns and declared types, in order (SQLite).
pub(super) const SQLITE_COLUMNS_SQL: &str =
    "SELECT name, type FROM pragma_table_info(?1) ORDER BY cid";
/// Table `$1`'s columns and types, in order (Postgres).
pub(super) const POSTGRES_COLUMNS_SQL: &str =
    "SELECT column_name::text, data_type::text FROM information_schema.columns \
                 WHERE table_schema = current_schema() AND table_name = $1 \
                 ORDER BY ordinal_position";
/// Other sessions of a server on this database (Postgres).
pub(super) const SERVERS_SQL: &str =
    "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() \
             AND application_name = 'maipenrai' AND pid <> pg_backend_pid()";
/// Whether table `$1` numbers a column itself unless told otherwise (Postgres).
pub(super) const IDENTITY_ALWAYS_SQL: &str =
    "SELECT EXISTS (SELECT 1 FROM information_schema.columns \
             WHERE table_schema = current_schema() AND table_name = $1 \
             AND identity_generation = 'ALWAYS')";
/// Every foreign key: its table, name and definition (Postgres).
pub(super) const FOREIGN_KEYS_SQL: &str = "SELECT c.conrelid::regclass::text, c.conname::text, \
                            pg_get_constraintdef(c.oid) \
                     FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace \
                     WHERE c.contype = 'f' AND n.nspname = current_schema()";
/// Rows whose references lead nowhere (SQLite).
pub(super) const FOREIGN_KEY_CHECK_SQL: &str = "SELECT \"table\" FROM pragma_foreign_key_check";
/// Every column with a counter of its own (Postgres).
pub(super) const COUNTERS_SQL: &str =
    "SELECT table_name::text, column_name::text FROM information_schema.columns \
                     WHERE table_schema = current_schema() \
                     AND (is_identity = 'YES' OR column_default LIKE 'nextval(%')";

/// Copies every row of the site at `from` into the new database at `to` (created and
/// migrated if needed). `say` hears each table as it is done.
pub async fn copy_site(from: &str, to: &str, mut say: impl FnMut(&str)) -> anyhow::Result<Copied> {
    if from == to {
        bail!("the source and the target are the same database");
    }
    if !is_postgres(from) {
        let path = super::sqlite::connect_options(from)?
            .get_filename()
            .to_owned();
        if !path.exists() {
            bail!("there is no SQLite database at {}", path.display());
        }
    }
    // Held until the copy ends: no server starts on either side meanwhile, and none may
    // run now — a copy of a SQLite file whose server goes on writing would miss the moves
    // made after it began.
    let _source_lock = DatabaseLock::for_command(from)
        .await
        .context("the source")?;
    let _target_lock = DatabaseLock::for_command(to).await.context("the target")?;
    let mut source = Side::open(from, false).await.context("the source")?;
    let mut target = Side::open(to, true).await.context("the target")?;
    source.refuse_servers(from).await?;
    target.refuse_servers(to).await?;
    source.migrate().await.context("the source")?;
    target.migrate().await.context("the target")?;

    let tables = source.tables().await?;
    let target_tables = target.tables().await?;
    if tables != target_tables {
        bail!(
            "the two databases do not have the same tables (source: {}; target: {}): run the \
             same version of maipenrai on both",
            tables.join(", "),
            target_tables.join(", ")
        );
    }
    target.refuse_data(&mut source, &tables, to).await?;

    source.execute(source.begin_read()).await?;
    target.execute("BEGIN").await?;
    let copied = async {
        let restore = target.loosen(&tables).await?;
        let mut copied = BTreeMap::new();
        for table in &tables {
            let rows = copy_table(&mut source, &mut target, table).await?;
            say(&format!("{table}: {rows} rows"));
            copied.insert(table.clone(), rows);
        }
        target.tighten(&tables, &restore).await?;
        anyhow::Ok(copied)
    }
    .await;
    // The source was only read.
    let _ = source.execute("ROLLBACK").await;
    match copied {
        Ok(tables) => {
            target
                .execute("COMMIT")
                .await
                .context("cannot commit the copy")?;
            Ok(Copied { tables })
        }
        Err(e) => {
            let _ = target.execute("ROLLBACK").await;
            Err(e)
        }
    }
}

/// Copies one table's rows and checks the target then holds as many as the source.
async fn copy_table(source: &mut Side, target: &mut Side, table: &str) -> anyhow::Result<u64> {
    let from = source.columns(table).await?;
    let to = target.columns(table).await?;
    let mut names: Vec<&str> = from.iter().map(|c| c.name.as_str()).collect();
    let mut target_names: Vec<&str> = to.iter().map(|c| c.name.as_str()).collect();
    names.sort_unstable();
    target_names.sort_unstable();
    if names != target_names {
        bail!("the table {table} has other columns in the target: run the same version on both");
    }
    // The target's columns in the source's order.
    let to: Vec<&Column> = from
        .iter()
        .filter_map(|c| to.iter().find(|t| t.name == c.name))
        .collect();
    let list = from
        .iter()
        .map(|c| quoted(&c.name))
        .collect::<Vec<_>>()
        .join(", ");
    let select = format!("SELECT {list} FROM {}", quoted(table));
    let overriding = target.identity_always(table).await?;
    let mut batches = Batches {
        insert: format!(
            "INSERT INTO {} ({list}){} ",
            quoted(table),
            if overriding {
                " OVERRIDING SYSTEM VALUE"
            } else {
                ""
            }
        ),
        columns: to,
        size: (VALUES_PER_INSERT / from.len().max(1)).max(1),
        rows: Vec::new(),
        copied: 0,
        target: &mut *target,
    };
    let rows = Rows {
        table,
        select: &select,
        columns: &from,
    };
    match source {
        Side::Sqlite(conn) => stream::<sqlx::Sqlite>(conn, rows, read_sqlite, &mut batches).await?,
        Side::Postgres(conn) => {
            stream::<sqlx::Postgres>(conn, rows, read_postgres, &mut batches).await?
        }
    }
    batches.flush().await?;
    let copied = batches.copied;
    let in_source = source.count(table).await?;
    let in_target = target.count(table).await?;
    if in_source != copied || in_target != copied {
        bail!(
            "{table}: {in_source} rows in the source, {copied} copied, {in_target} in the target"
        );
    }
    Ok(copied)
}

/// Rows on their way into one table of the target, written a batch at a time.
struct Batches<'a> {
    target: &'a mut Side,
    /// `INSERT INTO table (columns) `, the values to follow.
    insert: String,
    /// The target's columns, in the order of the rows' values.
    columns: Vec<&'a Column>,
    /// Rows per INSERT.
    size: usize,
    rows: Vec<Vec<Value>>,
    /// Rows written so far.
    copied: u64,
}

impl Batches<'_> {
    /// Adds a row, writing the batch once it is full.
    async fn push(&mut self, row: Vec<Value>) -> anyhow::Result<()> {
        self.rows.push(row);
        if self.rows.len() >= self.size {
            self.flush().await?;
        }
        Ok(())
    }

    /// Writes the rows waiting, if any.
    async fn flush(&mut self) -> anyhow::Result<()> {
        if !self.rows.is_empty() {
            self.copied += self
                .target
                .insert(&self.insert, &self.columns, &self.rows)
                .await?;
            self.rows.clear();
        }
        Ok(())
    }
}

/// The rows of one table of the source: the statement that reads them and their columns.
#[derive(Clone, Copy)]
struct Rows<'a> {
    table: &'a str,
    select: &'a str,
    columns: &'a [Column],
}

/// Streams the source's rows of a table from its connection into `batches`, each read in
/// the portable form by `read` (`read_sqlite`, `read_postgres`).
async fn stream<D: Dialect>(
    conn: &mut D::Connection,
    rows: Rows<'_>,
    read: fn(&D::Row, &[Column]) -> anyhow::Result<Vec<Value>>,
    batches: &mut Batches<'_>,
) -> anyhow::Result<()> {
    // unlisted: every column of a table the catalogue named
    let mut stream = sqlx::query(rows.select).fetch(conn);
    while let Some(row) = stream.try_next().await.context("cannot read the source")? {
        let row = read(&row, rows.columns).with_context(|| format!("a row of {}", rows.table))?;
        batches.push(row).await?;
    }
    Ok(())
}

fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// A SQLite row in the portable form, by the columns' declared types (STRICT tables).
fn read_sqlite(row: &SqliteRow, columns: &[Column]) -> anyhow::Result<Vec<Value>> {
    let mut values = Vec::with_capacity(columns.len());
    for (i, column) in columns.iter().enumerate() {
        let value = match column.kind.to_ascii_uppercase().as_str() {
            "INTEGER" => row.try_get::<Option<i64>, _>(i)?.map(Value::Int),
            "REAL" => row.try_get::<Option<f64>, _>(i)?.map(Value::Real),
            "TEXT" => row.try_get::<Option<String>, _>(i)?.map(Value::Text),
            "BLOB" => row.try_get::<Option<Vec<u8>>, _>(i)?.map(Value::Bytes),
            other => bail!(
                "the column {} has a type the copy does not know: {other}",
                column.name
            ),
        };
        values.push(value.unwrap_or(Value::Null));
    }
    Ok(values)
}

/// A Postgres row in the portable form: ids, times and JSON as SQLite stores them.
fn read_postgres(row: &PgRow, columns: &[Column]) -> anyhow::Result<Vec<Value>> {
    let mut values = Vec::with_capacity(columns.len());
    for (i, column) in columns.iter().enumerate() {
        let value = match column.kind.as_str() {
            "bigint" => row.try_get::<Option<i64>, _>(i)?.map(Value::Int),
            "integer" => row
                .try_get::<Option<i32>, _>(i)?
                .map(|n| Value::Int(n.into())),
            "smallint" => row
                .try_get::<Option<i16>, _>(i)?
                .map(|n| Value::Int(n.into())),
            "double precision" => row.try_get::<Option<f64>, _>(i)?.map(Value::Real),
            "real" => row
                .try_get::<Option<f32>, _>(i)?
                .map(|n| Value::Real(n.into())),
            "boolean" => row.try_get::<Option<bool>, _>(i)?.map(Value::Bool),
            "text" | "character varying" => row.try_get::<Option<String>, _>(i)?.map(Value::Text),
            "bytea" => row.try_get::<Option<Vec<u8>>, _>(i)?.map(Value::Bytes),
            "uuid" => row
                .try_get::<Option<uuid::Uuid>, _>(i)?
                .map(|id| Value::Text(id.hyphenated().to_string())),
            "timestamp with time zone" => match row.try_get::<Option<OffsetDateTime>, _>(i)? {
                Some(time) => Some(Value::Text(time_text(time)?)),
                None => None,
            },
            "json" | "jsonb" => match row.try_get::<Option<serde_json::Value>, _>(i)? {
                Some(json) => Some(Value::Text(serde_json::to_string(&json)?)),
                None => None,
            },
            other => bail!(
                "the column {} has a type the copy does not know: {other}",
                column.name
            ),
        };
        values.push(value.unwrap_or(Value::Null));
    }
    Ok(values)
}

/// A time as SQLite stores it (and as Postgres reads it back to the microsecond).
fn time_text(time: OffsetDateTime) -> anyhow::Result<String> {
    Ok(<sqlx::Sqlite as Dialect>::time(time)?)
}

impl Side {
    /// Opens one side (a new SQLite target file is created).
    async fn open(url: &str, target: bool) -> anyhow::Result<Side> {
        if is_postgres(url) {
            let options = PgConnectOptions::from_str(url)
                .context("cannot read the Postgres URL")?
                .application_name(APPLICATION);
            let conn = PgConnection::connect_with(&options)
                .await
                .context("cannot connect to Postgres")?;
            return Ok(Side::Postgres(conn));
        }
        let options = super::sqlite::connect_options(url)?;
        if target {
            if let Some(folder) = options.get_filename().parent() {
                if !folder.as_os_str().is_empty() {
                    std::fs::create_dir_all(folder)
                        .with_context(|| format!("cannot create {}", folder.display()))?;
                }
            }
        }
        // References are checked once the whole copy is in (`tighten`).
        let options = options
            .create_if_missing(target)
            .foreign_keys(false)
            .journal_mode(sqlx::sqlite::SqliteJournalMode::Wal)
            .busy_timeout(std::time::Duration::from_secs(5));
        let conn = SqliteConnection::connect_with(&options)
            .await
            .with_context(|| format!("cannot open the SQLite database {url}"))?;
        Ok(Side::Sqlite(conn))
    }

    /// Brings the tables up to this version's migrations, as a server starting would.
    async fn migrate(&mut self) -> anyhow::Result<()> {
        match self {
            Side::Sqlite(conn) => SQLITE_MIGRATIONS.run(conn).await,
            Side::Postgres(conn) => POSTGRES_MIGRATIONS.run(conn).await,
        }
        .context("cannot apply the migrations")
    }

    async fn execute(&mut self, sql: &str) -> anyhow::Result<()> {
        match self {
            // unlisted: transaction control and the DDL the copy builds per table
            Side::Sqlite(conn) => sqlx::query(sql).execute(conn).await.map(drop),
            // unlisted: the same
            Side::Postgres(conn) => sqlx::query(sql).execute(conn).await.map(drop),
        }
        .with_context(|| format!("cannot run {sql}"))
    }

    /// One read transaction: the source as it is at one moment.
    fn begin_read(&self) -> &'static str {
        match self {
            // A read transaction of SQLite (WAL) sees one snapshot from its first read on.
            Side::Sqlite(_) => "BEGIN DEFERRED",
            Side::Postgres(_) => "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
        }
    }

    /// Refuses a Postgres database a server is connected to. (A SQLite file cannot tell who
    /// has it open; the copy reads it in one transaction.)
    async fn refuse_servers(&mut self, url: &str) -> anyhow::Result<()> {
        let Side::Postgres(conn) = self else {
            return Ok(());
        };
        // listed (postgres): SERVERS_SQL
        let servers: i64 = sqlx::query_scalar(SERVERS_SQL).fetch_one(conn).await?;
        if servers > 0 {
            bail!(
                "a Mai Pen Rai server is connected to {} ({servers} connections): stop it first",
                redacted(url)
            );
        }
        Ok(())
    }

    /// The application's tables, sorted (the migrations' own bookkeeping left out).
    async fn tables(&mut self) -> anyhow::Result<Vec<String>> {
        let mut tables: Vec<String> = match self {
            Side::Sqlite(conn) => {
                // listed (sqlite): SQLITE_TABLES_SQL
                sqlx::query_scalar(SQLITE_TABLES_SQL)
                    .fetch_all(conn)
                    .await?
            }
            Side::Postgres(conn) => {
                // listed (postgres): POSTGRES_TABLES_SQL
                sqlx::query_scalar(POSTGRES_TABLES_SQL)
                    .fetch_all(conn)
                    .await?
            }
        };
        tables.retain(|table| !NOT_COPIED.contains(&table.as_str()));
        tables.sort();
        Ok(tables)
    }

    async fn columns(&mut self, table: &str) -> anyhow::Result<Vec<Column>> {
        let rows: Vec<(String, String)> = match self {
            Side::Sqlite(conn) => {
                // listed (sqlite): SQLITE_COLUMNS_SQL
                sqlx::query_as(SQLITE_COLUMNS_SQL)
                    .bind(table)
                    .fetch_all(conn)
                    .await?
            }
            Side::Postgres(conn) => {
                // listed (postgres): POSTGRES_COLUMNS_SQL
                sqlx::query_as(POSTGRES_COLUMNS_SQL)
                    .bind(table)
                    .fetch_all(conn)
                    .await?
            }
        };
        Ok(rows
            .into_iter()
            .map(|(name, kind)| Column { name, kind })
            .collect())
    }

    async fn count(&mut self, table: &str) -> anyhow::Result<u64> {
        let sql = format!("SELECT COUNT(*) FROM {}", quoted(table));
        let n: i64 = match self {
            // unlisted: the count of a table the catalogue named
            Side::Sqlite(conn) => sqlx::query_scalar(&sql).fetch_one(conn).await?,
            // unlisted: the same
            Side::Postgres(conn) => sqlx::query_scalar(&sql).fetch_one(conn).await?,
        };
        Ok(n.try_into().unwrap_or(0))
    }

    /// Whether `table` has a column Postgres numbers itself unless told otherwise.
    async fn identity_always(&mut self, table: &str) -> anyhow::Result<bool> {
        let Side::Postgres(conn) = self else {
            return Ok(false);
        };
        // listed (postgres): IDENTITY_ALWAYS_SQL
        Ok(sqlx::query_scalar(IDENTITY_ALWAYS_SQL)
            .bind(table)
            .fetch_one(conn)
            .await?)
    }

    /// Refuses a target that holds more than its migrations put there: a database as new
    /// as one migrated in memory just now, table by table. A target whose every table holds
    /// as many rows as the source's is most likely this site's copy from an earlier run
    /// (stopped after its commit, while it replayed the games): the message says so and
    /// what to run.
    async fn refuse_data(
        &mut self,
        source: &mut Side,
        tables: &[String],
        url: &str,
    ) -> anyhow::Result<()> {
        let mut fresh = SqliteConnection::connect("sqlite::memory:").await?;
        SQLITE_MIGRATIONS.run(&mut fresh).await?;
        let mut fresh = Side::Sqlite(fresh);
        let mut extra = None;
        let mut same_as_source = true;
        for table in tables {
            let (rows, new) = (self.count(table).await?, fresh.count(table).await?);
            if rows > new && extra.is_none() {
                extra = Some((table, rows));
            }
            same_as_source &= rows == source.count(table).await?;
        }
        let Some((table, rows)) = extra else {
            return Ok(());
        };
        let url = redacted(url);
        if same_as_source {
            bail!(
                "the target already holds a whole copy of this site (every table has as many                  rows as the source's): an earlier `maipenrai migrate` committed its copy and                  was stopped before it had replayed every game. Check the copy with                  `DATABASE_URL={url} maipenrai check`, then start the server on it; to copy                  again, give a new, empty database"
            );
        }
        bail!(
            "the target is not empty (its table {table} has {rows} rows) and is not a copy of              this site: migrate into a new, empty database (Postgres: `createdb`; SQLite: a              file name that does not exist yet)"
        )
    }

    /// Makes room for the copy inside the target's transaction: the rows the migrations
    /// put there go (the source has them too), references are checked at the end, and
    /// Postgres triggers (live-update notices) stay quiet. Returns the Postgres foreign
    /// keys to put back.
    async fn loosen(&mut self, tables: &[String]) -> anyhow::Result<Vec<ForeignKey>> {
        let keys: Vec<ForeignKey> = match self {
            // The connection was opened with foreign keys off.
            Side::Sqlite(_) => Vec::new(),
            // listed (postgres): FOREIGN_KEYS_SQL
            Side::Postgres(conn) => sqlx::query_as(FOREIGN_KEYS_SQL).fetch_all(conn).await?,
        };
        for (table, name, _) in &keys {
            self.execute(&format!(
                "ALTER TABLE {table} DROP CONSTRAINT {}",
                quoted(name)
            ))
            .await?;
        }
        for table in tables {
            if matches!(self, Side::Postgres(_)) {
                self.execute(&format!(
                    "ALTER TABLE {} DISABLE TRIGGER USER",
                    quoted(table)
                ))
                .await?;
            }
            self.execute(&format!("DELETE FROM {}", quoted(table)))
                .await?;
        }
        Ok(keys)
    }

    /// Checks every reference of the copy, puts back what [`Side::loosen`] took away and
    /// moves Postgres's counters past the copied numbers.
    async fn tighten(&mut self, tables: &[String], keys: &[ForeignKey]) -> anyhow::Result<()> {
        match self {
            Side::Sqlite(conn) => {
                // listed (sqlite): FOREIGN_KEY_CHECK_SQL
                let broken: Vec<(String,)> = sqlx::query_as(FOREIGN_KEY_CHECK_SQL)
                    .fetch_all(conn)
                    .await?;
                if let Some((table,)) = broken.first() {
                    bail!(
                        "{} rows of the copy refer to rows that do not exist (first in {table})",
                        broken.len()
                    );
                }
            }
            Side::Postgres(_) => {
                for (table, name, definition) in keys {
                    self.execute(&format!(
                        "ALTER TABLE {table} ADD CONSTRAINT {} {definition}",
                        quoted(name)
                    ))
                    .await?;
                }
                for table in tables {
                    self.execute(&format!(
                        "ALTER TABLE {} ENABLE TRIGGER USER",
                        quoted(table)
                    ))
                    .await?;
                }
                let Side::Postgres(conn) = self else {
                    unreachable!()
                };
                let counters: Vec<(String, String)> =
                    // listed (postgres): COUNTERS_SQL
                    sqlx::query_as(COUNTERS_SQL).fetch_all(&mut *conn).await?;
                for (table, column) in counters {
                    let sql = format!(
                        "SELECT setval(pg_get_serial_sequence($1, $2), \
                                COALESCE(MAX({c}), 1), MAX({c}) IS NOT NULL) FROM {t}",
                        c = quoted(&column),
                        t = quoted(&table)
                    );
                    // unlisted: moves the counter of a column the catalogue named
                    sqlx::query(&sql)
                        .bind(quoted(&table))
                        .bind(&column)
                        .execute(&mut *conn)
                        .await?;
                }
            }
        }
        Ok(())
    }

    /// Inserts `rows` (in `columns`' order) with one statement; returns how many.
    async fn insert(
        &mut self,
        insert: &str,
        columns: &[&Column],
        rows: &[Vec<Value>],
    ) -> anyhow::Result<u64> {
        let done = match self {
            Side::Sqlite(conn) => {
                let mut sql = QueryBuilder::new(insert);
                sql.push_values(rows, |mut b, row| {
                    for value in row {
                        match value {
                            Value::Null => b.push_bind(None::<String>),
                            Value::Int(n) => b.push_bind(*n),
                            Value::Real(x) => b.push_bind(*x),
                            Value::Bool(x) => b.push_bind(i64::from(*x)),
                            Value::Text(t) => b.push_bind(t.clone()),
                            Value::Bytes(x) => b.push_bind(x.clone()),
                        };
                    }
                });
                sql.build().execute(conn).await?.rows_affected()
            }
            Side::Postgres(conn) => {
                let mut sql = QueryBuilder::new(insert);
                sql.push_values(rows, |mut b, row| {
                    for (value, column) in row.iter().zip(columns) {
                        // Booleans come from SQLite as 0 and 1.
                        match (value, column.kind.as_str()) {
                            (Value::Int(n), "boolean") => b.push_bind(*n != 0),
                            (Value::Null, _) => b.push_bind(None::<String>),
                            (Value::Int(n), _) => b.push_bind(*n),
                            (Value::Real(x), _) => b.push_bind(*x),
                            (Value::Bool(x), _) => b.push_bind(*x),
                            (Value::Text(t), _) => b.push_bind(t.clone()),
                            (Value::Bytes(x), _) => b.push_bind(x.clone()),
                        };
                        // Text becomes a uuid, a time or JSON by the column's own reading.
                        b.push_unseparated(format!("::{}", column.kind));
                    }
                });
                sql.build().execute(conn).await?.rows_affected()
            }
        };
        Ok(done)
    }
}

/// A database URL without its password, for messages.
/// `url` with its password hidden, for messages.
pub(super) fn redacted(url: &str) -> String {
    match reqwest::Url::parse(url) {
        Ok(mut parsed) if parsed.password().is_some() => {
            let _ = parsed.set_password(Some("…"));
            parsed.to_string()
        }
        _ => url.to_string(),
    }
}
