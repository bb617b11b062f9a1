//! The SQLite store, [`SqlStore`] on SQLite: connecting (WAL, one writer connection beside
//! a small pool of readers, see docs/storage.md) and its [`Engine`], what it does its own
//! way (the health probe, appending a move in the writer's transaction, walking game ids).

use super::dialect::Dialect;
use super::lane::Lane;
use super::notify::{NewOutbox, NotifyBacklog};
use super::rows_common::{game_for_write, unique_as};
use super::shared::*;
pub use super::sqlite_rows::SNAPSHOT_SQL;
use super::store_common::{Engine, SqlStore};
use super::Rejection;
use super::{GameStatus, GameUpdate, Store, StoreError, StoreResult};
use anyhow::Context;
use async_trait::async_trait;
use serde_json::Value;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Connection, Sqlite};
use std::path::Path;
use std::str::FromStr;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;
use std::time::Duration;
use time::OffsetDateTime;
use uuid::Uuid;

/// Readers: WAL lets them run beside the writer, and two cores gain nothing from more.
/// The page views' lane has its own four; the pool serves the rest (lists, notifications).
const READERS: u32 = 2;
const HOT_READERS: usize = 4;
/// How long SQLite itself retries a locked database (another process, e.g. a backup).
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);
/// How long a request waits for the writer: writes queue here, so it is generous.
const WRITER_WAIT: Duration = Duration::from_secs(10);
const READER_WAIT: Duration = Duration::from_secs(5);

/// The SQLite store (see [`SqlStore`]: `write` is the only connection that writes,
/// `read` the `query_only` readers, `hot` four readers of its own). Cheap to share behind
/// an `Arc`.
///
/// The only writer (`max_connections = 1`): SQLite admits one writer at a time anyway;
/// queueing in this pool is fair, while several writer connections fighting over the file
/// lock left some waiting for seconds (performance-ceilings.md). It also serialises every
/// write transaction, which is what makes the read-check-write sequences (joins, appends)
/// atomic. In WAL mode the readers never block the writer.
pub type SqliteStore = SqlStore<Sqlite>;

/// What the SQLite store keeps of its own.
pub struct SqliteOwn {
    /// Tests only: the database's size limit in pages (0 = none), applied to every writer
    /// connection, to make a full disk without mount rights ([`SqliteStore::fill_for_tests`]).
    page_limit: Arc<AtomicU32>,
}

impl SqlStore<Sqlite> {
    /// Opens (creating if needed) the database at `url` — `sqlite://path`, `sqlite:path`
    /// or a plain path — and applies the migrations.
    pub async fn connect(url: &str) -> anyhow::Result<Self> {
        let options = connect_options(url)?;
        let folder = match options.get_filename().parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
            _ => std::path::PathBuf::from("."),
        };
        tokio::fs::create_dir_all(&folder)
            .await
            .with_context(|| format!("cannot create the folder {}", folder.display()))?;
        check_folder_writable(&folder)?;
        let options = options
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // In WAL mode NORMAL cannot corrupt the database; a power cut may lose the
            // last commits, a crash of the server loses nothing (docs/storage.md).
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(BUSY_TIMEOUT);

        let page_limit = Arc::new(AtomicU32::new(0));
        let limit = page_limit.clone();
        let writer = SqlitePoolOptions::new()
            .max_connections(1)
            .min_connections(1)
            .acquire_timeout(WRITER_WAIT)
            // A ping is a trip through the connection's worker thread; a broken file is
            // found by the query itself.
            .test_before_acquire(false)
            // When a write fails because the disk is full or on an I/O error, SQLite may
            // roll the transaction back by itself; sqlx's own ROLLBACK then fails and it
            // still counts the transaction as open, so every later BEGIN on that
            // connection was refused until a restart. Such a connection is replaced.
            .before_acquire(|conn, _| {
                Box::pin(async move {
                    let clean = !conn.is_in_transaction();
                    if !clean {
                        tracing::warn!(
                            "replacing the SQLite writer connection after a failed write"
                        );
                    }
                    Ok(clean)
                })
            })
            .after_connect(move |conn, _| {
                let limit = limit.load(Ordering::Relaxed);
                Box::pin(async move {
                    if limit > 0 {
                        // unlisted: a size limit for tests, a number in a PRAGMA
                        sqlx::query(&format!("PRAGMA max_page_count = {limit}"))
                            .execute(conn)
                            .await?;
                    }
                    Ok(())
                })
            })
            .connect_with(options.clone().optimize_on_close(true, None::<u32>))
            .await
            .with_context(|| format!("cannot open the SQLite database {url}"))?;
        super::SQLITE_MIGRATIONS
            .run(&writer)
            .await
            .map_err(super::migration_error)?;

        // Several readers with a 2 MB page cache each (about the default). No memory map:
        // each reader maps the file on its own, every mapped page counts in the server's
        // RSS once per reader, and with a million games the server passed 250 MB that way,
        // while the reads were no faster than from the OS's cache (docs/performance.md).
        let reader_options = options
            .pragma("query_only", "ON")
            .pragma("cache_size", "-2048");
        let readers = SqlitePoolOptions::new()
            .max_connections(READERS)
            .acquire_timeout(READER_WAIT)
            .test_before_acquire(false)
            .connect_with(reader_options.clone())
            .await
            .with_context(|| format!("cannot open the SQLite database {url} for reading"))?;
        let hot = Lane::new(reader_options, HOT_READERS, READER_WAIT);

        let store = Self {
            read: readers,
            write: writer,
            hot,
            own: SqliteOwn { page_limit },
        };
        // Migrations already applied write nothing: a read-only database file would
        // otherwise only show at the first move.
        store.check_writable().await.map_err(|e| {
            anyhow::anyhow!(
                "the SQLite database {} cannot be written ({e}); the server could not save \
                 anything: check the file's owner and permissions and the free disk space",
                store_file(url)
            )
        })?;
        Ok(store)
    }

    /// Tests only: makes the disk "full" (`true`): no page can be added to the database
    /// any more, and the free ones are used up by rows of `health_probe`; or frees it
    /// again (`false`). SQLite's `max_page_count` stands in for a small file system.
    #[doc(hidden)]
    pub async fn fill_for_tests(&self, full: bool) -> StoreResult<()> {
        let mut conn = self.write.acquire().await.map_err(Sqlite::db_error)?;
        if full {
            let (pages,): (i64,) = sqlx::query_as(PAGE_COUNT_SQL)
                .fetch_one(&mut *conn)
                .await
                .map_err(Sqlite::db_error)?;
            let pages = u32::try_from(pages).map_err(|_| StoreError::NotFound)?;
            self.own.page_limit.store(pages, Ordering::Relaxed);
            // unlisted: a size limit for tests, a number in a PRAGMA
            sqlx::query(&format!("PRAGMA max_page_count = {pages}"))
                .execute(&mut *conn)
                .await
                .map_err(Sqlite::db_error)?;
            // Small rows first fill the free pages, then what is left in the last ones.
            for size in [4000, 1000, 100, 10] {
                while sqlx::query(FILL_PROBE_SQL)
                    .bind(size)
                    .execute(&mut *conn)
                    .await
                    .is_ok()
                {}
            }
        } else {
            self.own.page_limit.store(0, Ordering::Relaxed);
            sqlx::query(NO_PAGE_LIMIT_SQL)
                .execute(&mut *conn)
                .await
                .map_err(Sqlite::db_error)?;
            sqlx::query(CLEAR_HEALTH_PROBE_SQL)
                .execute(&mut *conn)
                .await
                .map_err(Sqlite::db_error)?;
        }
        Ok(())
    }
}

/// Refuses to start on a folder this user cannot write to: SQLite needs to create the
/// database and its `-wal` and `-shm` files there, and every move must be saved.
fn check_folder_writable(folder: &Path) -> anyhow::Result<()> {
    let probe = folder.join(format!(".maipenrai-write-check-{}", std::process::id()));
    match std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .open(&probe)
    {
        Ok(_) => {
            let _ = std::fs::remove_file(&probe);
            Ok(())
        }
        Err(e) => anyhow::bail!(
            "the data folder {} is read-only for this user ({e}): the server could not save \
             anything there. Make it writable, or set DATABASE_URL to a file in a writable folder",
            folder.display()
        ),
    }
}

fn store_file(url: &str) -> String {
    connect_options(url).map_or_else(
        |_| url.to_string(),
        |o| o.get_filename().display().to_string(),
    )
}

/// Parses the URL forms the app accepts. In-memory databases are refused: every
/// connection would see its own empty database.
pub(super) fn connect_options(url: &str) -> anyhow::Result<SqliteConnectOptions> {
    let options = if url.starts_with("sqlite:") {
        let rest = url
            .trim_start_matches("sqlite://")
            .trim_start_matches("sqlite:");
        if rest.starts_with(":memory:") || rest.contains("mode=memory") {
            anyhow::bail!(
                "an in-memory SQLite database cannot be shared by the writer and the readers; \
                 give a file path such as sqlite://./data/maipenrai.db"
            );
        }
        SqliteConnectOptions::from_str(url)
            .with_context(|| format!("cannot read the SQLite URL {url}"))?
    } else {
        SqliteConnectOptions::new().filename(url)
    };
    if options.get_filename() == Path::new("") {
        anyhow::bail!("the SQLite URL {url} names no file");
    }
    Ok(options)
}

#[async_trait]
impl Engine for Sqlite {
    type Own = SqliteOwn;
    const ONE_POOL: bool = false;

    async fn check_writable(store: &SqliteStore) -> StoreResult<()> {
        // Two pages' worth, so that the write must allocate pages when the free list is
        // empty, as a growing game log would; deleted again in the same transaction.
        let mut tx = store.begin().await?;
        sqlx::query(HEALTH_PROBE_SQL)
            .bind(Sqlite::time(OffsetDateTime::now_utc())?)
            .execute(&mut *tx)
            .await
            .map_err(Sqlite::db_error)?;
        sqlx::query(CLEAR_HEALTH_PROBE_SQL)
            .execute(&mut *tx)
            .await
            .map_err(Sqlite::db_error)?;
        tx.commit().await.map_err(Sqlite::db_error)
    }

    async fn append_event_at(
        store: &SqliteStore,
        game_id: Uuid,
        seq: i64,
        event: &Value,
        update: GameUpdate,
        at: OffsetDateTime,
    ) -> StoreResult<()> {
        let event = serde_json::to_string(event).map_err(encode_error)?;
        // Only an active game has a seat to move.
        let to_move_seat = match update.status {
            GameStatus::Active => update.to_move_seat.map(Sqlite::seat_number).transpose()?,
            GameStatus::Finished | GameStatus::Cancelled => None,
        };
        if update.status == GameStatus::Cancelled {
            return Err(StoreError::Rejected(Rejection::Cancelled));
        }
        let now = Sqlite::time(at)?;
        let finished_at = (update.status == GameStatus::Finished).then(|| now.clone());
        let status = update.status.as_str();
        // The query runs to its end in a task of its own: sqlx's connection thread stops
        // a query midway when its caller goes away (a request that timed out, a client
        // that left), and this query's transaction would then stay open on the writer.
        let writer = store.write.clone();
        let appended = tokio::spawn(async move {
            let mut conn = writer.acquire().await.map_err(Sqlite::db_error)?;
            let appended = sqlx::query(APPEND_SQL)
                .bind(Sqlite::id(game_id))
                .bind(seq)
                .bind(&event)
                .bind(&now)
                .bind(status)
                .bind(to_move_seat)
                .bind(finished_at)
                .fetch_all(&mut *conn)
                .await;
            match appended {
                Ok(rows) => Ok((rows.len() == 1, conn)),
                Err(error) => {
                    // A statement failed before the COMMIT: nothing of the move is kept.
                    // SQLite may have rolled back by itself (a full disk); sqlx does not
                    // count this transaction, so it is rolled back here whatever SQLite did.
                    let _ = sqlx::query(ROLLBACK_SQL).execute(&mut *conn).await;
                    Err(unique_as::<Sqlite>(Rejection::MovedOn)(error))
                }
            }
        })
        .await
        .map_err(|_| StoreError::Other(sqlx::Error::WorkerCrashed))?;
        let (appended, mut conn) = appended?;
        if !appended {
            // Zero rows = refused; the row says why.
            game_for_write::<Sqlite>(&mut conn, game_id)
                .await?
                .check_append(seq)?;
            return Err(StoreError::Conflict(Rejection::MovedOn));
        }
        Ok(())
    }

    async fn game_ids(
        store: &SqliteStore,
        after: Option<Uuid>,
        limit: i64,
    ) -> StoreResult<Vec<Uuid>> {
        let rows = sqlx::query(GAME_IDS_SQL)
            .bind(after.map_or_else(String::new, |a| Sqlite::id(a).to_string()))
            .bind(limit.max(0))
            .fetch_all(&store.read)
            .await
            .map_err(Sqlite::db_error)?;
        rows.iter()
            .map(|row| Sqlite::get_id(row, "game_id"))
            .collect()
    }

    async fn record_notifications(
        store: &SqliteStore,
        game_id: Uuid,
        expected: Option<i64>,
        new_seq: i64,
        rows: &[NewOutbox],
        now: OffsetDateTime,
    ) -> StoreResult<bool> {
        super::notify_sqlite::record_notifications(store, game_id, expected, new_seq, rows, now)
            .await
    }

    async fn record_quiet(
        store: &SqliteStore,
        games: &[NotifyBacklog],
        now: OffsetDateTime,
    ) -> StoreResult<usize> {
        super::notify_sqlite::record_quiet(store, games, now).await
    }
}

/// Every statement of the SQLite store, by name (see `statements!` in `statements.rs`).
pub const STATEMENTS: &[(&str, &str)] = statements![
    Sqlite;
    APPEND_SQL,
    ROLLBACK_SQL,
    GAME_IDS_SQL,
    HEALTH_PROBE_SQL,
    CLEAR_HEALTH_PROBE_SQL,
    PAGE_COUNT_SQL,
    FILL_PROBE_SQL,
    NO_PAGE_LIMIT_SQL,
    super::migrate::SQLITE_TABLES_SQL,
    super::migrate::SQLITE_COLUMNS_SQL,
    super::migrate::FOREIGN_KEY_CHECK_SQL,
    super::maintenance::QUICK_CHECK_SQL,
    super::maintenance::INTEGRITY_CHECK_SQL,
    super::maintenance::VACUUM_INTO_SQL,
    super::maintenance::CHECKPOINT_SQL,
    super::maintenance::APPLIED_MIGRATIONS_SQL,
    super::maintenance::COUNT_GAMES_SQL,
];

/// A move in one trip to the writer connection's thread (sqlx runs the statements of one
/// query in turn, `$n` naming the same value in each): [`append_update_sql!`], whose
/// `RETURNING` row says that it applied, and only then (`changes()`) event `$2` (`$3`,
/// JSON text) at `$4`, in one transaction. Four trips before (docs/performance.md, issue 45).
pub(super) const APPEND_SQL: &str = concat!(
    "BEGIN IMMEDIATE; ",
    append_update_sql!(),
    " RETURNING seq;
    INSERT INTO game_event (game_id, seq, event, created_at)
    SELECT $1, $2, $3, $4 WHERE changes() = 1;
    COMMIT"
);

/// Ends [`APPEND_SQL`]'s transaction when one of its statements failed.
pub(super) const ROLLBACK_SQL: &str = "ROLLBACK";

/// Up to `$2` game ids after `$1` (`''`: from the first) in id order.
pub(super) const GAME_IDS_SQL: &str =
    "SELECT game_id FROM game WHERE game_id > ? ORDER BY game_id LIMIT ?";

/// A probe of two pages' worth at `$1` ([`Store::check_writable`]).
pub(super) const HEALTH_PROBE_SQL: &str =
    "INSERT INTO health_probe (payload, created_at) VALUES (zeroblob(8192), ?)";

/// The probes go again.
pub(super) const CLEAR_HEALTH_PROBE_SQL: &str = "DELETE FROM health_probe";

/// Tests only ([`SqliteStore::fill_for_tests`]): the database's size in pages ...
pub(super) const PAGE_COUNT_SQL: &str = "PRAGMA page_count";

/// ... a probe of `$1` bytes to fill the free pages ...
pub(super) const FILL_PROBE_SQL: &str =
    "INSERT INTO health_probe (payload, created_at) VALUES (zeroblob(?), '')";

/// ... and no size limit again.
pub(super) const NO_PAGE_LIMIT_SQL: &str = "PRAGMA max_page_count = 4294967294";

#[cfg(test)]
mod snapshot_tests {
    use super::SNAPSHOT_SQL;

    /// The load benchmark's SQLite ceiling (`loadgen sqlite-read`) must run exactly the
    /// server's read.
    #[test]
    fn the_benchmark_read_is_the_snapshot_statement() {
        let words = |sql: &str| sql.split_whitespace().collect::<Vec<_>>().join(" ");
        let script = include_str!("../../bench/sqlite_read.sql");
        let statement = words(SNAPSHOT_SQL);
        assert!(
            words(script).contains(&statement),
            "bench/sqlite_read.sql should hold:\n{statement}"
        );
    }
}
