//! SQLite implementation of [`Store`]: WAL, one writer connection beside a small pool of
//! readers, ids and times stored as text (see docs/storage.md).

use super::lane::Lane;
use super::limits::{self, RateLimit};
use super::shared::*;
pub use super::sqlite_rows::SNAPSHOT_SQL;
pub(super) use super::sqlite_rows::*;
use super::Rejection;
use super::{
    Credentials, DeletedTurn, EventRecord, GameRecord, GameResult, GameSnapshot, GameStatus,
    GameUpdate, Invitation, InvitationStatus, NewInvitation, Session, SessionKind, StartPlan,
    Store, StoreError, StoreResult, User,
};
use anyhow::Context;
use async_trait::async_trait;
use serde_json::Value;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqlitePool, SqlitePoolOptions,
    SqliteSynchronous,
};
use sqlx::{Connection, Sqlite, Transaction};
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

/// The SQLite store. Cheap to share behind an `Arc`.
pub struct SqliteStore {
    /// The only connection that writes (`max_connections = 1`). SQLite admits one writer at
    /// a time anyway; queueing in this pool is fair, while several writer connections
    /// fighting over the file lock left some waiting for seconds (performance-ceilings.md).
    /// It also serialises every write transaction, which is what makes the
    /// read-check-write sequences below (joins, appends) atomic.
    pub(super) writer: SqlitePool,
    /// Read-only work (`query_only`); in WAL mode readers never block the writer.
    pub(super) readers: SqlitePool,
    /// Readers for the reads of every page view and move (game snapshots, sessions),
    /// without sqlx's ping after each query (store/lane.rs).
    hot: Lane<SqliteConnection>,
    /// Tests only: the database's size limit in pages (0 = none), applied to every writer
    /// connection, to make a full disk without mount rights ([`SqliteStore::fill_for_tests`]).
    page_limit: Arc<AtomicU32>,
}

impl SqliteStore {
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
        sqlx::migrate!("./migrations/sqlite")
            .run(&writer)
            .await
            .context("cannot apply the SQLite migrations")?;

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
            writer,
            readers,
            hot,
            page_limit,
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
        let mut conn = self.writer.acquire().await.map_err(db_error)?;
        if full {
            let (pages,): (i64,) = sqlx::query_as("PRAGMA page_count")
                .fetch_one(&mut *conn)
                .await
                .map_err(db_error)?;
            let pages = u32::try_from(pages).map_err(|_| StoreError::NotFound)?;
            self.page_limit.store(pages, Ordering::Relaxed);
            sqlx::query(&format!("PRAGMA max_page_count = {pages}"))
                .execute(&mut *conn)
                .await
                .map_err(db_error)?;
            // Small rows first fill the free pages, then what is left in the last ones.
            for size in [4000, 1000, 100, 10] {
                while sqlx::query(
                    "INSERT INTO health_probe (payload, created_at) VALUES (zeroblob(?), '')",
                )
                .bind(size)
                .execute(&mut *conn)
                .await
                .is_ok()
                {}
            }
        } else {
            self.page_limit.store(0, Ordering::Relaxed);
            sqlx::query("PRAGMA max_page_count = 4294967294")
                .execute(&mut *conn)
                .await
                .map_err(db_error)?;
            sqlx::query("DELETE FROM health_probe")
                .execute(&mut *conn)
                .await
                .map_err(db_error)?;
        }
        Ok(())
    }

    /// A write transaction. `BEGIN IMMEDIATE` takes the write lock at once, so a
    /// transaction never reads under a shared lock and then fails to upgrade it; with the
    /// single writer connection it only waits for other processes.
    pub(super) async fn write(&self) -> StoreResult<Transaction<'static, Sqlite>> {
        self.writer
            .begin_with("BEGIN IMMEDIATE")
            .await
            .map_err(db_error)
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
fn connect_options(url: &str) -> anyhow::Result<SqliteConnectOptions> {
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

store_impl!(SqliteStore, read: readers, write: writer, begin: write, {
    async fn check_writable(&self) -> StoreResult<()> {
        // Two pages' worth, so that the write must allocate pages when the free list is
        // empty, as a growing game log would; deleted again in the same transaction.
        let mut tx = self.write().await?;
        sqlx::query("INSERT INTO health_probe (payload, created_at) VALUES (zeroblob(8192), ?)")
            .bind(time_text(OffsetDateTime::now_utc())?)
            .execute(&mut *tx)
            .await
            .map_err(db_error)?;
        sqlx::query("DELETE FROM health_probe")
            .execute(&mut *tx)
            .await
            .map_err(db_error)?;
        tx.commit().await.map_err(db_error)
    }

    async fn rate_reserve(
        &self,
        keys: &[String],
        limit: RateLimit,
        now_ms: i64,
    ) -> StoreResult<Option<Duration>> {
        let mut tx = self.write().await?;
        let wait = limits::reserve_sqlite(&mut tx, keys, limit, now_ms).await?;
        tx.commit().await.map_err(db_error)?;
        Ok(wait)
    }

    async fn append_event_at(
        &self,
        game_id: Uuid,
        seq: i64,
        event: &Value,
        update: GameUpdate,
        at: OffsetDateTime,
    ) -> StoreResult<()> {
        let event = serde_json::to_string(event).map_err(encode_error)?;
        // Only an active game has a seat to move.
        let to_move_seat = match update.status {
            GameStatus::Active => update.to_move_seat.map(seat_number).transpose()?,
            GameStatus::Finished | GameStatus::Cancelled => None,
        };
        if update.status == GameStatus::Cancelled {
            return Err(StoreError::Rejected(Rejection::Cancelled));
        }
        let now = time_text(at)?;
        let finished_at = (update.status == GameStatus::Finished).then_some(&now);
        let mut tx = self.write().await?;
        // The game row's update checks the expected seq (as on Postgres); only when it
        // applied does the event follow. Zero rows = refused; the row says why.
        let updated = sqlx::query(append_update_sql!())
            .bind(id(game_id))
            .bind(seq)
            .bind(None::<&str>) // $3: the event, which only Postgres' one statement takes
            .bind(&now)
            .bind(update.status.as_str())
            .bind(to_move_seat)
            .bind(finished_at)
            .execute(&mut *tx)
            .await
            .map_err(db_error)?
            .rows_affected();
        if updated != 1 {
            game_for_write(&mut tx, game_id).await?.check_append(seq)?;
            return Err(StoreError::Conflict(Rejection::MovedOn));
        }
        sqlx::query(
            "INSERT INTO game_event (game_id, seq, event, created_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(id(game_id))
        .bind(seq)
        .bind(&event)
        .bind(&now)
        .execute(&mut *tx)
        .await
        .map_err(unique_as(Rejection::MovedOn))?;
        tx.commit().await.map_err(db_error)
    }

    async fn waiting_games(&self, user_id: Uuid) -> StoreResult<Vec<Uuid>> {
        let rows = sqlx::query(WAITING_GAMES_SQL)
            .bind(id(user_id))
            .fetch_all(&self.readers)
            .await
            .map_err(db_error)?;
        rows.iter().map(|row| get_id(row, "game_id")).collect()
    }

    fn notify(&self) -> Option<&dyn super::NotifyStore> {
        Some(self)
    }

    fn social(&self) -> Option<&dyn super::SocialStore> {
        Some(self)
    }

    fn moderation(&self) -> Option<&dyn super::ModerationStore> {
        Some(self)
    }

    async fn game_ids(&self, after: Option<Uuid>, limit: i64) -> StoreResult<Vec<Uuid>> {
        let rows =
            sqlx::query("SELECT game_id FROM game WHERE game_id > ? ORDER BY game_id LIMIT ?")
                .bind(after.map_or_else(String::new, |a| id(a).to_string()))
                .bind(limit.max(0))
                .fetch_all(&self.readers)
                .await
                .map_err(db_error)?;
        rows.iter().map(|row| get_id(row, "game_id")).collect()
    }

    async fn finished_games(&self, limit: i64, offset: i64) -> StoreResult<Vec<GameRecord>> {
        let rows = sqlx::query(select_games!(
            "(SELECT * FROM game WHERE status = 'finished'
              ORDER BY finished_at DESC, game_id DESC LIMIT $1 OFFSET $2)",
            "ORDER BY g.finished_at DESC, g.game_id DESC, p.seat"
        ))
        // SQLite reads a negative LIMIT as "no limit"; Postgres refuses it. Both: nothing.
        .bind(limit.max(0))
        .bind(offset.max(0))
        .fetch_all(&self.readers)
        .await
        .map_err(db_error)?;
        games_from(rows)
    }
});

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
