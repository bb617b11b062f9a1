//! The database as the operator handles it: the lock a running server holds, SQLite
//! backups (`VACUUM INTO`), checks of a SQLite file's integrity, and the clean hand-over of
//! a restored file (`src/ops.rs` words them for the command line; README "Backup and
//! restore").
//!
//! The lock keeps `maipenrai restore` and `maipenrai migrate` off a database a server is
//! using (and a server off one they are changing). Servers take it *shared* — several
//! processes may serve one database, as `tests/faults.rs` races two on one SQLite file —,
//! the commands *exclusively*:
//! - SQLite: a `flock` on the file `<database>.lock` beside the database, held by the
//!   process; the kernel drops it when the process ends, even by `kill -9`, so a crash never
//!   leaves a stale lock behind.
//! - Postgres: a session advisory lock on a connection of its own. A server whose lock
//!   connection breaks (the database restarted) takes it again.

use super::is_postgres;
use anyhow::Context;
use sqlx::postgres::PgConnectOptions;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode};
use sqlx::{Connection, PgConnection, SqliteConnection};
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Duration;

/// The advisory lock's key on Postgres ("MPR" and a one).
const LOCK_KEY: i64 = 0x004d_5052_0000_0001;

/// Takes the site's advisory lock shared (a server), if no command holds it (Postgres).
pub(super) const TRY_SHARED_LOCK_SQL: &str = "SELECT pg_try_advisory_lock_shared($1)";
/// Takes the site's advisory lock exclusively (a command), if no server holds it (Postgres).
pub(super) const TRY_EXCLUSIVE_LOCK_SQL: &str = "SELECT pg_try_advisory_lock($1)";
/// SQLite's quick check of the file's structure: `ok`, or what is wrong.
pub(super) const QUICK_CHECK_SQL: &str = "PRAGMA quick_check";
/// SQLite's full check of the file (structure, indexes, constraints): `ok`, or what is wrong.
pub(super) const INTEGRITY_CHECK_SQL: &str = "PRAGMA integrity_check";
/// A consistent copy of the whole database into the file `$1` (a read transaction: the
/// server goes on writing meanwhile).
pub(super) const VACUUM_INTO_SQL: &str = "VACUUM INTO ?";
/// Every change of the write-ahead log into the file, the log emptied.
pub(super) const CHECKPOINT_SQL: &str = "PRAGMA wal_checkpoint(TRUNCATE)";
/// The migrations a SQLite file has applied, newest first.
pub(super) const APPLIED_MIGRATIONS_SQL: &str =
    "SELECT version FROM _sqlx_migrations WHERE success ORDER BY version DESC";
/// How many games a SQLite file holds.
pub(super) const COUNT_GAMES_SQL: &str = "SELECT COUNT(*) FROM game";

/// A command (`restore`, `migrate`) found a server at work on the database.
#[derive(Debug, thiserror::Error)]
#[error("a server is running on this database: stop it first ({0})")]
pub struct ServerRunning(pub String);

/// Servers share the lock; a command holds it alone.
#[derive(Clone, Copy)]
enum Share {
    Shared,
    Exclusive,
}

/// The lock on a database, held until dropped (see the module's documentation).
pub struct DatabaseLock {
    /// SQLite: the locked file. Postgres (a command): the connection holding the lock.
    _held: Held,
}

// The file and the connection are held for their locks, never read.
#[allow(dead_code)]
enum Held {
    File(std::fs::File),
    Connection(Box<PgConnection>),
    /// A server's shared lock on Postgres, kept by a task that takes it again after the
    /// connection broke; aborted when the lock is dropped.
    Keeper(tokio::task::JoinHandle<()>),
    /// No lock: a server on a SQLite folder it cannot write to, which it then refuses.
    Nothing,
}

impl Drop for Held {
    fn drop(&mut self) {
        if let Held::Keeper(task) = self {
            task.abort();
        }
    }
}

/// The SQLite file `url` names (`sqlite://path`, `sqlite:path` or a path).
pub fn sqlite_path(url: &str) -> anyhow::Result<PathBuf> {
    Ok(super::sqlite::connect_options(url)?
        .get_filename()
        .to_owned())
}

/// The file whose lock stands for the SQLite database at `path`.
fn lock_file(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".lock");
    path.with_file_name(name)
}

impl DatabaseLock {
    /// The lock a server holds while it runs: refused while a command (or, on SQLite,
    /// another server) holds it.
    pub async fn for_server(url: &str) -> anyhow::Result<DatabaseLock> {
        if !is_postgres(url) {
            return match Self::sqlite(url, Share::Shared) {
                Ok(lock) => Ok(lock),
                Err(Refusal::Held(who)) => Err(anyhow::anyhow!(
                    "a restore or a migration (maipenrai migrate) is using the SQLite database \
                     {who}: start the server when it has finished"
                )),
                // A folder the server cannot write to: opening the database says so in the
                // operator's words (`SqliteStore::connect`); no lock is needed to refuse it.
                Err(Refusal::Other(e)) => {
                    tracing::warn!("running without the database lock: {e:#}");
                    Ok(DatabaseLock {
                        _held: Held::Nothing,
                    })
                }
            };
        }
        let options = postgres_options(url)?;
        let mut conn = PgConnection::connect_with(&options)
            .await
            .context("cannot connect to Postgres")?;
        // listed (postgres): TRY_SHARED_LOCK_SQL
        let taken: bool = sqlx::query_scalar(TRY_SHARED_LOCK_SQL)
            .bind(LOCK_KEY)
            .fetch_one(&mut conn)
            .await?;
        if !taken {
            anyhow::bail!(
                "a restore or a migration (maipenrai migrate) is running on this database: \
                 start the server when it has finished"
            );
        }
        Ok(DatabaseLock {
            _held: Held::Keeper(tokio::spawn(keep_shared(options, conn))),
        })
    }

    /// The lock a command takes before it changes a database wholesale: refused with
    /// [`ServerRunning`] while a server runs on it.
    pub async fn for_command(url: &str) -> anyhow::Result<DatabaseLock> {
        if !is_postgres(url) {
            return match Self::sqlite(url, Share::Exclusive) {
                Ok(lock) => Ok(lock),
                Err(Refusal::Held(who)) => Err(ServerRunning(who).into()),
                Err(Refusal::Other(e)) => Err(e),
            };
        }
        let mut conn = PgConnection::connect_with(&postgres_options(url)?)
            .await
            .context("cannot connect to Postgres")?;
        // listed (postgres): TRY_EXCLUSIVE_LOCK_SQL
        let taken: bool = sqlx::query_scalar(TRY_EXCLUSIVE_LOCK_SQL)
            .bind(LOCK_KEY)
            .fetch_one(&mut conn)
            .await?;
        if !taken {
            return Err(ServerRunning(super::migrate::redacted(url)).into());
        }
        Ok(DatabaseLock {
            _held: Held::Connection(Box::new(conn)),
        })
    }

    /// A lock on the SQLite database's lock file (its folder made if need be). Err(Held)
    /// names the database when somebody else holds a lock that excludes this one.
    fn sqlite(url: &str, share: Share) -> Result<DatabaseLock, Refusal> {
        let path = sqlite_path(url).map_err(Refusal::Other)?;
        let lock = lock_file(&path);
        if let Some(folder) = lock.parent().filter(|f| !f.as_os_str().is_empty()) {
            // A folder that cannot be made is said by the open below.
            let _ = std::fs::create_dir_all(folder);
        }
        let file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&lock)
            .map_err(|e| {
                Refusal::Other(anyhow::anyhow!(
                    "cannot open the lock file {}: {e}",
                    lock.display()
                ))
            })?;
        let taken = match share {
            Share::Shared => file.try_lock_shared(),
            Share::Exclusive => file.try_lock(),
        };
        match taken {
            Ok(()) => Ok(DatabaseLock {
                _held: Held::File(file),
            }),
            Err(_) => Err(Refusal::Held(path.display().to_string())),
        }
    }
}

/// Why a SQLite lock was not taken.
enum Refusal {
    /// Somebody else holds it (the database's path).
    Held(String),
    /// The lock file cannot be opened (a read-only folder, a bad URL).
    Other(anyhow::Error),
}

/// Holds the shared lock for a server: every 15 s a ping; when the connection broke (the
/// database restarted), a new one takes the lock again.
async fn keep_shared(options: PgConnectOptions, mut conn: PgConnection) {
    loop {
        while conn.ping().await.is_ok() {
            tokio::time::sleep(Duration::from_secs(15)).await;
        }
        tracing::info!("the database lock's connection broke: taking the lock again");
        loop {
            tokio::time::sleep(Duration::from_secs(2)).await;
            let Ok(mut fresh) = PgConnection::connect_with(&options).await else {
                continue;
            };
            // listed (postgres): TRY_SHARED_LOCK_SQL
            match sqlx::query_scalar::<_, bool>(TRY_SHARED_LOCK_SQL)
                .bind(LOCK_KEY)
                .fetch_one(&mut fresh)
                .await
            {
                Ok(true) => {
                    conn = fresh;
                    break;
                }
                Ok(false) => tracing::warn!(
                    "a restore or a migration holds this database's lock while this server runs"
                ),
                Err(_) => {}
            }
        }
    }
}

fn postgres_options(url: &str) -> anyhow::Result<PgConnectOptions> {
    Ok(PgConnectOptions::from_str(url)
        .context("cannot read the Postgres URL")?
        .application_name("maipenrai-lock"))
}

/// One connection to the SQLite file at `path`, read-only or not, without creating it.
async fn open_file(path: &Path, read_only: bool) -> anyhow::Result<SqliteConnection> {
    let options = SqliteConnectOptions::new()
        .filename(path)
        .read_only(read_only)
        .create_if_missing(false)
        .busy_timeout(Duration::from_secs(10));
    SqliteConnection::connect_with(&options)
        .await
        .with_context(|| format!("cannot open the SQLite database {}", path.display()))
}

/// What SQLite's full check says of a file: `Ok` when all is well, else its first lines.
async fn integrity(conn: &mut SqliteConnection) -> anyhow::Result<()> {
    // listed (sqlite): INTEGRITY_CHECK_SQL
    let said: Vec<String> = match sqlx::query_scalar(INTEGRITY_CHECK_SQL)
        .fetch_all(&mut *conn)
        .await
    {
        Ok(said) => said,
        // A file damaged enough that the check itself cannot run.
        Err(e) => vec![e.to_string()],
    };
    check_rows(&said)
}

/// What SQLite's `quick_check` or `integrity_check` answered: Ok for a single `ok`, else its
/// first lines.
fn check_rows(said: &[String]) -> anyhow::Result<()> {
    if said.len() == 1 && said[0] == "ok" {
        return Ok(());
    }
    let lines: Vec<&str> = said.iter().take(3).map(String::as_str).collect();
    anyhow::bail!("{}", lines.join("; "))
}

/// SQLite's quick check of the database at `url` (the server runs it at start): Err says
/// what is damaged. A file that does not exist yet is fine, and so is one this check cannot
/// open or read for another reason than damage (a read-only folder): opening the store says
/// that in its own words.
pub async fn quick_check(url: &str) -> anyhow::Result<()> {
    let path = sqlite_path(url)?;
    if !path.exists() {
        return Ok(());
    }
    // Read-write, as the server opens it: SQLite reads the write-ahead log beside the file
    // as part of the database, which is where a stale log does its damage.
    let mut conn = match open_file(&path, false).await {
        Ok(conn) => conn,
        Err(e) if e.downcast_ref::<sqlx::Error>().is_some_and(is_damage) => {
            anyhow::bail!("{}", e.root_cause())
        }
        Err(_) => return Ok(()),
    };
    // listed (sqlite): QUICK_CHECK_SQL
    match sqlx::query_scalar::<_, String>(QUICK_CHECK_SQL)
        .fetch_all(&mut conn)
        .await
    {
        Ok(said) => check_rows(&said),
        Err(e) if is_damage(&e) => anyhow::bail!("{e}"),
        Err(_) => Ok(()),
    }
}

/// Whether SQLite said its file is damaged (CORRUPT or NOTADB, the low byte of its result
/// code).
pub(super) fn is_damage(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::Database(db) => db
            .code()
            .and_then(|code| code.parse::<i32>().ok())
            .is_some_and(|code| matches!(code & 0xff, 11 | 26)),
        _ => false,
    }
}

/// What a backup file holds, once checked.
pub struct BackupFile {
    /// Games in it.
    pub games: i64,
    /// The newest migration it has applied.
    pub schema: i64,
}

/// Checks a file meant to be restored: a whole SQLite database (no write-ahead log left
/// beside it), of this site's schema, not newer than this version knows, that passes
/// SQLite's full integrity check.
pub async fn check_backup(path: &Path) -> anyhow::Result<BackupFile> {
    if !path.is_file() {
        anyhow::bail!("there is no file {}", path.display());
    }
    let mut wal = path.as_os_str().to_os_string();
    wal.push("-wal");
    if Path::new(&wal).exists() {
        anyhow::bail!(
            "{} has a write-ahead log beside it: it is a database in use, not a backup; make \
             a backup with `maipenrai backup FILE`",
            path.display()
        );
    }
    let mut conn = open_file(path, true).await?;
    integrity(&mut conn)
        .await
        .with_context(|| format!("{} is damaged", path.display()))?;
    // listed (sqlite): APPLIED_MIGRATIONS_SQL
    let applied: Vec<i64> = sqlx::query_scalar(APPLIED_MIGRATIONS_SQL)
        .fetch_all(&mut conn)
        .await
        .with_context(|| format!("{} is not a Mai Pen Rai database", path.display()))?;
    let schema = applied.first().copied().unwrap_or(0);
    let known = super::SQLITE_MIGRATIONS
        .iter()
        .map(|m| m.version)
        .max()
        .unwrap_or(0);
    if schema > known {
        anyhow::bail!(
            "{} was made by a newer version of Mai Pen Rai (its schema is {schema}, this version \
             knows up to {known}): restore it with that version",
            path.display()
        );
    }
    // listed (sqlite): COUNT_GAMES_SQL
    let games: i64 = sqlx::query_scalar(COUNT_GAMES_SQL)
        .fetch_one(&mut conn)
        .await
        .with_context(|| format!("{} is not a Mai Pen Rai database", path.display()))?;
    conn.close().await?;
    Ok(BackupFile { games, schema })
}

/// Copies the SQLite database at `url` into the new file `to`: one consistent moment of it,
/// while a server may go on writing. The copy is written beside `to` and renamed into place
/// once whole and checked, so `to` never holds half a backup.
pub async fn backup_sqlite(url: &str, to: &Path) -> anyhow::Result<BackupFile> {
    let from = sqlite_path(url)?;
    if !from.is_file() {
        anyhow::bail!("there is no SQLite database at {}", from.display());
    }
    if to.exists() {
        anyhow::bail!("{} exists already: name a new file", to.display());
    }
    let mut partial = to.as_os_str().to_os_string();
    partial.push(".partial");
    let partial = PathBuf::from(partial);
    let _ = std::fs::remove_file(&partial);
    let mut conn = open_file(&from, true).await?;
    // listed (sqlite): VACUUM_INTO_SQL
    sqlx::query(VACUUM_INTO_SQL)
        .bind(partial.to_string_lossy().as_ref())
        .execute(&mut conn)
        .await
        .with_context(|| format!("cannot write the backup {}", partial.display()))?;
    conn.close().await?;
    let checked = async {
        std::fs::File::open(&partial)?.sync_all()?;
        let file = check_backup(&partial).await?;
        std::fs::rename(&partial, to)?;
        sync_folder(to)?;
        anyhow::Ok(file)
    }
    .await;
    if checked.is_err() {
        let _ = std::fs::remove_file(&partial);
    }
    checked
}

/// Leaves the SQLite file at `path` whole by itself: the write-ahead log checkpointed into
/// it and removed (the rollback journal mode), so that it can be renamed alone. The next
/// server start turns the log on again.
pub async fn settle(path: &Path) -> anyhow::Result<()> {
    let mut conn = open_file(path, false).await?;
    // listed (sqlite): CHECKPOINT_SQL
    sqlx::query(CHECKPOINT_SQL).execute(&mut conn).await?;
    let options = SqliteConnectOptions::new()
        .filename(path)
        .journal_mode(SqliteJournalMode::Delete)
        .create_if_missing(false);
    conn.close().await?;
    // Switching the journal mode needs the only connection: this one.
    SqliteConnection::connect_with(&options)
        .await?
        .close()
        .await?;
    std::fs::File::open(path)?.sync_all()?;
    Ok(())
}

/// Makes the directory entry of `path` durable (after a rename).
pub fn sync_folder(path: &Path) -> std::io::Result<()> {
    match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => std::fs::File::open(folder)?.sync_all(),
        _ => std::fs::File::open(".")?.sync_all(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lock_file_sits_beside_the_database() {
        assert_eq!(
            lock_file(Path::new("./data/maipenrai.db")),
            PathBuf::from("./data/maipenrai.db.lock")
        );
    }

    #[tokio::test]
    async fn servers_share_a_sqlite_file_and_commands_wait_for_them_all() {
        let dir = std::env::temp_dir().join(format!("mpr-lock-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let url = format!("sqlite://{}/site.db", dir.display());
        let first = DatabaseLock::for_server(&url).await.unwrap();
        let second = DatabaseLock::for_server(&url).await.unwrap();
        let refused = DatabaseLock::for_command(&url).await.err().unwrap();
        assert!(
            refused.downcast_ref::<ServerRunning>().is_some(),
            "{refused}"
        );
        drop(first);
        assert!(DatabaseLock::for_command(&url).await.is_err());
        drop(second);
        let command = DatabaseLock::for_command(&url).await.unwrap();
        assert!(DatabaseLock::for_server(&url).await.is_err());
        assert!(DatabaseLock::for_command(&url).await.is_err());
        drop(command);
        DatabaseLock::for_server(&url).await.unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
