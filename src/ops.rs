//! The operator's commands beyond serving — `maipenrai check`, `backup`, `restore`,
//! `healthcheck` — and the checks the server makes of its database before it starts, in
//! the operator's words (README "Backup and restore", docs/operations.md). The database
//! work itself is `store::maintenance`'s.

use crate::config::Config;
use crate::service::Service;
use crate::store::is_postgres;
use crate::store::maintenance::{self, DatabaseLock};
use anyhow::Context;
use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A command refused before it did anything (a server runs on the database, a Postgres
/// database where the command is for SQLite): exit status 2.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct Refused(pub String);

/// How to back up and restore a Postgres database, for the commands that only do SQLite.
const POSTGRES_RECIPE: &str = "back it up with pg_dump and restore it with pg_restore, with \
     the server stopped (README \"Backup and restore\": `docker compose exec db pg_dump ...`)";

/// The service over the configured database, for a command run by the operator.
pub async fn operator_service(config: Config) -> anyhow::Result<Service> {
    let store = crate::store::connect(&config.database_url)
        .await
        .context("cannot open the database")?;
    Ok(Service::new(
        store,
        std::sync::Arc::new(config),
        crate::live::Live::in_process(),
    ))
}

/// Replays every game of the configured database, counting on standard error and listing
/// each game that does not replay (id and reason) on standard output; how many.
pub async fn replay_every_game(config: Config) -> anyhow::Result<usize> {
    let service = operator_service(config).await?;
    let damaged = service
        .damaged_games(|checked| eprint!("\rchecked {checked} games"))
        .await
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    eprintln!();
    for (game_id, reason) in &damaged {
        println!("{game_id}\t{reason}");
    }
    Ok(damaged.len())
}

/// What the server checks before it opens its database: on SQLite, that no other server
/// uses the file (the lock, held until the returned value is dropped) and that the file is
/// whole (SQLite's quick check). A damaged file is refused with the way back: a restore.
pub async fn before_serving(config: &Config) -> anyhow::Result<DatabaseLock> {
    let lock = DatabaseLock::for_server(&config.database_url).await?;
    if !is_postgres(&config.database_url) {
        if let Err(damage) = maintenance::quick_check(&config.database_url).await {
            let path = maintenance::sqlite_path(&config.database_url)?;
            anyhow::bail!(
                "the SQLite database {} is damaged ({damage}), so the server does not start on \
                 it. Put the last backup back with `maipenrai restore BACKUP-FILE` (README \
                 \"Backup and restore\"); `maipenrai check` lists the games that no longer replay",
                path.display()
            );
        }
    }
    Ok(lock)
}

/// `maipenrai backup FILE`: a consistent copy of the SQLite database into the new file
/// `FILE`, while the server runs; said in one line.
pub async fn backup(config: &Config, file: &Path) -> anyhow::Result<String> {
    if is_postgres(&config.database_url) {
        return Err(Refused(format!(
            "DATABASE_URL is a Postgres database: {POSTGRES_RECIPE}"
        ))
        .into());
    }
    let made = maintenance::backup_sqlite(&config.database_url, file).await?;
    Ok(format!(
        "backed up {} games to {} (one consistent moment of the database, checked whole)",
        made.games,
        file.display()
    ))
}

/// `maipenrai restore FILE`: replaces the SQLite database with the backup `FILE`, with the
/// server stopped. The backup is checked first (SQLite's integrity check), then copied beside
/// the database, opened as the server would open it (a backup of an older version is
/// upgraded) and every game in it replayed; only then does it take the database's place.
/// The database it replaces is kept beside it, with its write-ahead log, under a new name.
pub async fn restore(config: &Config, file: &Path) -> anyhow::Result<String> {
    let url = &config.database_url;
    if is_postgres(url) {
        return Err(Refused(format!(
            "DATABASE_URL is a Postgres database: {POSTGRES_RECIPE}"
        ))
        .into());
    }
    let target = maintenance::sqlite_path(url)?;
    if let Some(folder) = target.parent().filter(|f| !f.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder)
            .with_context(|| format!("cannot create the folder {}", folder.display()))?;
    }
    // Held to the end: no server starts on the database while it is replaced.
    let _lock = match DatabaseLock::for_command(url).await {
        Err(e) if e.downcast_ref::<maintenance::ServerRunning>().is_some() => {
            return Err(Refused(e.to_string()).into())
        }
        other => other?,
    };
    let backup = maintenance::check_backup(file).await?;
    let staging = with_suffix(&target, ".restoring");
    remove_database_files(&staging)?;
    let staged = async {
        std::fs::copy(file, &staging)
            .with_context(|| format!("cannot copy {} to {}", file.display(), staging.display()))?;
        let staged_url = format!("sqlite://{}", staging.display());
        let service = operator_service(Config {
            database_url: staged_url,
            ..config.clone()
        })
        .await?;
        let damaged = service
            .damaged_games(|_| {})
            .await
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        drop(service);
        if let Some((game_id, reason)) = damaged.first() {
            anyhow::bail!(
                "{} games of the backup do not replay (the first: {game_id}: {reason}); \
                 nothing was restored",
                damaged.len()
            );
        }
        maintenance::settle(&staging).await
    }
    .await;
    if let Err(e) = staged {
        let _ = remove_database_files(&staging);
        return Err(e);
    }
    // The old database, its log and its shared memory move aside together (a log beside
    // another file would be read as that file's, which is how a copied-in backup got
    // damaged), and the checked copy takes their place.
    let kept = if target.exists() {
        let stamp = time::OffsetDateTime::now_utc().unix_timestamp();
        let kept = with_suffix(&target, &format!(".replaced-{stamp}"));
        for suffix in ["", "-wal", "-shm"] {
            let from = with_suffix(&target, suffix);
            if from.exists() {
                std::fs::rename(&from, with_suffix(&kept, suffix))
                    .with_context(|| format!("cannot move {} aside", from.display()))?;
            }
        }
        Some(kept)
    } else {
        None
    };
    std::fs::rename(&staging, &target)
        .with_context(|| format!("cannot move the restored copy to {}", target.display()))?;
    maintenance::sync_folder(&target)?;
    let mut said = format!(
        "restored {}: {} games, every one replays; start the server",
        file.display(),
        backup.games
    );
    if let Some(kept) = kept {
        said.push_str(&format!(
            ". The database it replaced is kept as {} (delete it once the site is well)",
            kept.display()
        ));
    }
    Ok(said)
}

/// `path` with `suffix` added to its file name.
fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(suffix);
    PathBuf::from(name)
}

/// Removes a SQLite file with its log and shared memory, those that exist.
fn remove_database_files(path: &Path) -> std::io::Result<()> {
    for suffix in ["", "-wal", "-shm"] {
        match std::fs::remove_file(with_suffix(path, suffix)) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
            _ => {}
        }
    }
    Ok(())
}

/// `maipenrai healthcheck`: asks the server listening on `bind` (its `BIND_ADDR`) for
/// `/healthz`; Ok on 200. For the container's health check: the image has no curl.
pub fn healthcheck(bind: SocketAddr) -> anyhow::Result<()> {
    let ip = match bind.ip() {
        IpAddr::V4(ip) if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
        IpAddr::V6(ip) if ip.is_unspecified() => IpAddr::V6(Ipv6Addr::LOCALHOST),
        ip => ip,
    };
    let address = SocketAddr::new(ip, bind.port());
    let mut stream = TcpStream::connect_timeout(&address, Duration::from_secs(3))
        .with_context(|| format!("nothing answers on {address}"))?;
    stream.set_read_timeout(Some(Duration::from_secs(4)))?;
    stream.set_write_timeout(Some(Duration::from_secs(4)))?;
    stream.write_all(b"GET /healthz HTTP/1.0\r\nHost: localhost\r\n\r\n")?;
    let mut answer = Vec::new();
    stream.take(64 * 1024).read_to_end(&mut answer)?;
    let answer = String::from_utf8_lossy(&answer);
    let status_line = answer.lines().next().unwrap_or_default();
    let body = answer.split("\r\n\r\n").nth(1).unwrap_or_default();
    if status_line.split_whitespace().nth(1) == Some("200") {
        Ok(())
    } else {
        anyhow::bail!("{address}/healthz answered \"{status_line}\": {body}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suffixes_go_on_the_file_name() {
        assert_eq!(
            with_suffix(Path::new("data/maipenrai.db"), "-wal"),
            PathBuf::from("data/maipenrai.db-wal")
        );
    }

    #[test]
    fn a_healthcheck_without_a_server_fails() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        drop(listener);
        assert!(healthcheck(address).is_err());
    }

    #[test]
    fn a_healthcheck_reads_the_status() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let serve = |status: &'static str| {
            let listener = listener.try_clone().unwrap();
            std::thread::spawn(move || {
                let (mut conn, _) = listener.accept().unwrap();
                let mut request = [0u8; 1024];
                let _ = conn.read(&mut request);
                let _ = conn.write_all(format!("HTTP/1.1 {status}\r\n\r\n{{}}").as_bytes());
            })
        };
        // Asked on the unspecified address, it asks the loopback one.
        let any: SocketAddr = format!("0.0.0.0:{port}").parse().unwrap();
        let server = serve("200 OK");
        healthcheck(any).unwrap();
        server.join().unwrap();
        let server = serve("503 Service Unavailable");
        assert!(healthcheck(any).is_err());
        server.join().unwrap();
    }
}
