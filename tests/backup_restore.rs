//! Backups that restore, with the real binary (README "Backup and restore",
//! docs/operations.md "Backups"): the README's own blocks run as written, with `maipenrai`
//! on the `PATH`.
//!
//! - a backup taken under a stream of moves, the server then killed with SIGKILL, the backup
//!   restored: every game replays and every move acknowledged before the backup began is
//!   there;
//! - the README's old procedure (a backup copied over the database, the write-ahead log
//!   left beside it) damages the file, and the server refuses to start on it, naming the
//!   restore command, which then mends it;
//! - a running server holds its database: `restore` and `migrate` refuse it (exit status
//!   2), on SQLite and Postgres;
//! - a backup whose games do not replay is not restored; a Postgres URL is pointed to its
//!   recipe; the nightly cron line backs up and rotates; `--help` touches nothing;
//! - a database file damaged while the server runs turns `/healthz` to 503.

mod support;

use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};
use support::api::{spawn_players, Ack, Api};
use support::docs::doc_block;
use support::server::Server;
use support::{databases, fresh_database_url, poll, temp_dir, Db};

const BINARY: &str = env!("CARGO_BIN_EXE_maipenrai");

/// Many accounts made at once from one address: no limit on password checks.
const FREE_ACCOUNTS: &[(&str, &str)] = &[("PASSWORD_CHECKS_PER_MINUTE", "0")];

/// The folder of the binary, first on the `PATH` of the blocks run here.
fn path_with_binary() -> String {
    let folder = Path::new(BINARY).parent().expect("the binary's folder");
    format!(
        "{}:{}",
        folder.display(),
        std::env::var("PATH").unwrap_or_default()
    )
}

/// Runs `script` with bash in `dir`, `maipenrai` on the `PATH` and `env` set.
fn run_shell(dir: &Path, script: &str, env: &[(&str, &str)]) -> Output {
    Command::new("bash")
        .args(["-euo", "pipefail", "-c", script])
        .current_dir(dir)
        .env("PATH", path_with_binary())
        .env("RUST_LOG", "warn")
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .output()
        .expect("run bash")
}

/// Runs the binary with `args` in `dir` with `DATABASE_URL`.
fn maipenrai(dir: &Path, url: &str, args: &[&str]) -> Output {
    Command::new(BINARY)
        .args(args)
        .current_dir(dir)
        .env("DATABASE_URL", url)
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null())
        .output()
        .expect("run maipenrai")
}

fn said(out: &Output) -> String {
    format!(
        "exit {:?}\nstdout: {}\nstderr: {}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// A site folder with the README's layout: `data/maipenrai.db`.
fn site() -> (PathBuf, String) {
    let dir = temp_dir("maipenrai-backup");
    let url = format!("sqlite://{}/data/maipenrai.db", dir.display());
    (dir, url)
}

/// `games` two-player King of Siam games between accounts of their own, and a player per
/// seat moving at random; every acknowledged move recorded.
async fn games_under_load(
    api: &Api,
    games: usize,
) -> (Arc<Mutex<Vec<Ack>>>, Vec<tokio::task::JoinHandle<()>>) {
    let names: Vec<String> = (0..games * 2).map(|i| format!("player{i}")).collect();
    let names: Vec<&'static str> = names
        .into_iter()
        .map(|n| &*Box::leak(n.into_boxed_str()))
        .collect();
    let tokens = api.accounts(&names).await;
    let mut list = Vec::new();
    for pair in names.chunks(2) {
        let game = api.game(pair, &tokens, "siam", "original").await;
        list.push((game, pair.to_vec()));
    }
    let acks = Arc::new(Mutex::new(Vec::new()));
    let handles = spawn_players(api, &list, &tokens, &acks);
    (acks, handles)
}

async fn wait_for_acks(acks: &Arc<Mutex<Vec<Ack>>>, at_least: usize) {
    poll(Duration::from_secs(120), "acknowledged moves", || {
        let n = acks.lock().unwrap().len();
        async move { (n >= at_least).then_some(()) }
    })
    .await
}

/// The newest move number of each game.
fn newest(acks: &[Ack]) -> BTreeMap<String, i64> {
    let mut newest = BTreeMap::new();
    for ack in acks {
        let seq = newest.entry(ack.game_id.clone()).or_insert(0);
        *seq = (*seq).max(ack.seq);
    }
    newest
}

#[tokio::test]
async fn a_backup_under_load_restores_every_move_acknowledged_before_it_after_a_kill() {
    let (dir, url) = site();
    let mut server = Server::start_with(&url, FREE_ACCOUNTS).await;
    let api = Api::new(&server);
    // Six games: a two-player game of King of Siam ends after at most 16 cards and a few
    // passes, and the moves after the backup must not run out.
    let (acks, players) = games_under_load(&api, 6).await;
    wait_for_acks(&acks, 20).await;
    // Every move acknowledged before the backup began must be in it.
    let before = acks.lock().unwrap().clone();
    let backup = run_shell(
        &dir,
        &doc_block("README.md", "sqlite-backup"),
        &[("DATABASE_URL", &url)],
    );
    assert!(backup.status.success(), "{}", said(&backup));
    wait_for_acks(&acks, before.len() + 20).await;
    server.kill();
    for player in players {
        player.abort();
    }
    let after_backup = acks.lock().unwrap().len();
    assert!(after_backup > before.len());

    let restore = run_shell(
        &dir,
        &doc_block("README.md", "sqlite-restore"),
        &[("DATABASE_URL", &url)],
    );
    assert!(restore.status.success(), "{}", said(&restore));
    let restored = String::from_utf8_lossy(&restore.stdout);
    assert!(restored.contains("every one replays"), "{restored}");
    let kept: Vec<_> = std::fs::read_dir(dir.join("data"))
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("maipenrai.db.replaced-"))
        .collect();
    assert!(!kept.is_empty(), "the replaced database is kept");

    let check = maipenrai(&dir, &url, &["check"]);
    assert!(check.status.success(), "{}", said(&check));
    let server = Server::start(&url).await;
    let api = Api::new(&server);
    for (game_id, seq) in newest(&before) {
        let game = api
            .get(&format!("/api/v1/games/{game_id}"), None)
            .await
            .expect("the game");
        assert_eq!(game.status, 200, "{}", game.text);
        assert!(
            game.body["seq"].as_i64().unwrap_or(0) >= seq,
            "game {game_id} lost a move acknowledged before the backup: seq {} < {seq}",
            game.body["seq"]
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Starts the binary on `url` expecting it to refuse: its exit status and log.
async fn refused_start(dir: &Path, url: &str) -> (Option<i32>, String) {
    let port = support::free_port();
    let mut child = Command::new(BINARY)
        .current_dir(dir)
        .env("DATABASE_URL", url)
        .env("BIND_ADDR", format!("127.0.0.1:{port}"))
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start maipenrai");
    let deadline = Instant::now() + Duration::from_secs(60);
    while Instant::now() < deadline {
        if child.try_wait().expect("wait").is_some() {
            let out = child.wait_with_output().expect("output");
            return (out.status.code(), said(&out));
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let _ = child.kill();
    let out = child.wait_with_output().expect("output");
    panic!("the server started on a damaged database:\n{}", said(&out));
}

#[tokio::test]
async fn a_backup_copied_over_the_database_damages_it_and_the_server_refuses_to_start() {
    let (dir, url) = site();
    let mut server = Server::start_with(&url, FREE_ACCOUNTS).await;
    let api = Api::new(&server);
    // Fourteen games (28 accounts; one address signs up 30 an hour): a two-player game of
    // King of Siam ends after at most 16 cards and a few passes (about 20 moves), and the
    // 140 moves this waits for must not run out.
    let (acks, players) = games_under_load(&api, 14).await;
    wait_for_acks(&acks, 40).await;
    let backup = dir.join("backup.db");
    let out = maipenrai(&dir, &url, &["backup", backup.to_str().unwrap()]);
    assert!(out.status.success(), "{}", said(&out));
    // More moves go to the write-ahead log; the kill leaves it beside the file.
    let acknowledged = acks.lock().unwrap().len();
    wait_for_acks(&acks, acknowledged + 100).await;
    server.kill();
    for player in players {
        player.abort();
    }
    let database = dir.join("data/maipenrai.db");
    assert!(
        dir.join("data/maipenrai.db-wal").metadata().unwrap().len() > 0,
        "the write-ahead log holds moves"
    );
    // The README's old procedure: the backup copied over the database file.
    std::fs::copy(&backup, &database).unwrap();

    let (code, log) = refused_start(&dir, &url).await;
    assert_ne!(code, Some(0), "{log}");
    assert!(
        log.contains("is damaged") && log.contains("maipenrai restore"),
        "the refusal names the way back: {log}"
    );

    let out = maipenrai(&dir, &url, &["restore", backup.to_str().unwrap()]);
    assert!(out.status.success(), "{}", said(&out));
    let check = maipenrai(&dir, &url, &["check"]);
    assert!(check.status.success(), "{}", said(&check));
    let server = Server::start(&url).await;
    let res = reqwest::get(server.url("/healthz")).await.unwrap();
    assert_eq!(res.status(), 200);
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn restore_and_migrate_refuse_a_database_a_server_is_running_on() {
    for db in databases() {
        let dir = temp_dir("maipenrai-refuse");
        let url = match db {
            Db::Sqlite => format!("sqlite://{}/data/maipenrai.db", dir.display()),
            Db::Postgres => fresh_database_url(db).await,
        };
        let server = Server::start(&url).await;
        let other = format!("sqlite://{}/other.db", dir.display());
        let migrate = maipenrai(&dir, &url, &["migrate", "--to", &other]);
        assert_eq!(migrate.status.code(), Some(2), "{db:?}: {}", said(&migrate));
        assert!(
            said(&migrate).contains("a server is running on this database: stop it first"),
            "{db:?}: {}",
            said(&migrate)
        );
        assert!(!dir.join("other.db").exists(), "nothing was copied");
        if db == Db::Sqlite {
            let restore = maipenrai(&dir, &url, &["restore", "no-such-backup.db"]);
            assert_eq!(restore.status.code(), Some(2), "{}", said(&restore));
            assert!(said(&restore).contains("stop it first"));
        }
        // The server was not disturbed.
        let res = reqwest::get(server.url("/healthz")).await.unwrap();
        assert_eq!(res.status(), 200, "{db:?}");
        drop(server);
        // Stopped, the commands go ahead.
        let migrate = maipenrai(&dir, &url, &["migrate", "--to", &other]);
        assert!(migrate.status.success(), "{db:?}: {}", said(&migrate));
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[tokio::test]
async fn backup_and_restore_send_postgres_to_its_own_tools() {
    let dir = temp_dir("maipenrai-pg-recipe");
    let url = "postgres://maipenrai:secret@127.0.0.1:1/maipenrai";
    for args in [&["backup", "b.db"][..], &["restore", "b.db"]] {
        let out = maipenrai(&dir, url, args);
        assert_eq!(out.status.code(), Some(2), "{}", said(&out));
        assert!(said(&out).contains("pg_dump"), "{}", said(&out));
        assert!(!said(&out).contains("secret"), "no password in messages");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn a_backup_whose_games_do_not_replay_is_not_restored() {
    let (dir, url) = site();
    let server = Server::start(&url).await;
    let api = Api::new(&server);
    let tokens = api.accounts(&["ann", "ben"]).await;
    let game = api.game(&["ann", "ben"], &tokens, "siam", "original").await;
    api.random_move(&game, &tokens).await.expect("a move");
    drop(server);
    let backup = dir.join("backup.db");
    let out = maipenrai(&dir, &url, &["backup", backup.to_str().unwrap()]);
    assert!(out.status.success(), "{}", said(&out));
    let database = std::fs::read(dir.join("data/maipenrai.db")).unwrap();
    // A damaged move in the backup.
    let raw = support::db::Raw::connect(&format!("sqlite://{}", backup.display())).await;
    raw.exec(
        "UPDATE game_event SET event = '{\"type\":\"move\",\"seat\":0,\"move\":{\"no\":1}}' \
         WHERE seq = 1",
        &[],
        None,
        None,
    )
    .await;
    drop(raw);
    let out = maipenrai(&dir, &url, &["restore", backup.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", said(&out));
    assert!(
        said(&out).contains("do not replay") && said(&out).contains("nothing was restored"),
        "{}",
        said(&out)
    );
    assert_eq!(
        std::fs::read(dir.join("data/maipenrai.db")).unwrap(),
        database,
        "the database is as it was"
    );
    assert!(!dir.join("data/maipenrai.db.restoring").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_nightly_cron_line_backs_up_and_rotates() {
    let (dir, url) = site();
    let out = maipenrai(&dir, &url, &["check"]);
    assert!(out.status.success(), "a new, empty site: {}", said(&out));
    std::fs::create_dir_all(dir.join("backups")).unwrap();
    let old = dir.join("backups/maipenrai-2000-01-01.db");
    std::fs::write(&old, b"an old backup").unwrap();
    let twenty_days = Duration::from_secs(20 * 24 * 3600);
    std::fs::File::options()
        .write(true)
        .open(&old)
        .unwrap()
        .set_modified(SystemTime::now() - twenty_days)
        .unwrap();
    let block = doc_block("docs/operations.md", "nightly-cron");
    let line = block
        .lines()
        .find(|l| !l.starts_with('#') && !l.trim().is_empty())
        .expect("a cron line");
    // The five time fields, then the command as cron runs it (`\%` is a `%`).
    let command: String = line
        .split_whitespace()
        .skip(5)
        .collect::<Vec<_>>()
        .join(" ");
    let command = command
        .replace("\\%", "%")
        .replace("/srv/maipenrai", &dir.display().to_string())
        .replace("/usr/local/bin/maipenrai", BINARY);
    let out = Command::new("sh")
        .args(["-c", &command])
        .output()
        .expect("sh");
    assert!(out.status.success(), "{command}: {}", said(&out));
    // Today as the cron line's `date +%F` sees it.
    let today = Command::new("date")
        .arg("+%F")
        .output()
        .expect("date")
        .stdout;
    let today = String::from_utf8_lossy(&today).trim().to_string();
    assert!(
        dir.join(format!("backups/maipenrai-{today}.db")).exists(),
        "today's backup: {:?}",
        std::fs::read_dir(dir.join("backups"))
            .unwrap()
            .collect::<Vec<_>>()
    );
    assert!(!old.exists(), "the backup older than 14 days is gone");
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn the_readme_moves_a_site_to_postgres() {
    if !databases().contains(&Db::Postgres) {
        return;
    }
    let (dir, url) = site();
    let server = Server::start(&url).await;
    let api = Api::new(&server);
    let tokens = api.accounts(&["ann", "ben"]).await;
    let game = api.game(&["ann", "ben"], &tokens, "siam", "original").await;
    api.random_move(&game, &tokens).await.expect("a move");
    drop(server);
    let target = fresh_database_url(Db::Postgres).await;
    let block = doc_block("README.md", "migrate")
        .replace("postgres://maipenrai:secret@localhost/maipenrai", &target);
    let out = run_shell(&dir, &block, &[]);
    assert!(out.status.success(), "{}", said(&out));
    assert!(said(&out).contains("every game replays"), "{}", said(&out));
    // Run again (as after a run stopped once its copy was committed), it says what the
    // target holds and what to run.
    let again = run_shell(&dir, &block, &[]);
    assert!(!again.status.success());
    assert!(
        said(&again).contains("already holds a whole copy of this site")
            && said(&again).contains("maipenrai check"),
        "{}",
        said(&again)
    );
    let server = Server::start(&target).await;
    let res: Value = reqwest::get(server.url(&format!("/api/v1/games/{game}")))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(res["seq"], json!(1), "{res}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn help_and_version_answer_without_touching_anything() {
    let dir = temp_dir("maipenrai-help");
    for args in [
        &["--help"][..],
        &["-h"],
        &["check", "--help"],
        &["backup", "--help"],
        &["restore", "--help"],
        &["migrate", "--help"],
        &["admin", "--help"],
        &["healthcheck", "--help"],
    ] {
        let out = Command::new(BINARY)
            .args(args)
            .current_dir(&dir)
            .env_remove("DATABASE_URL")
            .output()
            .expect("run");
        assert!(out.status.success(), "{args:?}: {}", said(&out));
        assert!(
            String::from_utf8_lossy(&out.stdout).contains("Usage: maipenrai"),
            "{args:?}: {}",
            said(&out)
        );
    }
    let out = Command::new(BINARY)
        .arg("--version")
        .current_dir(&dir)
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("maipenrai {}", env!("CARGO_PKG_VERSION"))
    );
    let out = Command::new(BINARY)
        .arg("no-such-command")
        .current_dir(&dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", said(&out));
    assert!(
        std::fs::read_dir(&dir).unwrap().next().is_none(),
        "nothing was created (no ./data)"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Overwrites every page of the SQLite file but the first (the schema) with garbage.
fn damage_pages(path: &Path) {
    use std::io::{Seek, SeekFrom, Write};
    let bytes = std::fs::read(path).unwrap();
    let page_size = u16::from_be_bytes([bytes[16], bytes[17]]) as u64;
    let pages = bytes.len() as u64 / page_size;
    let mut file = std::fs::File::options().write(true).open(path).unwrap();
    for page in 1..pages {
        file.seek(SeekFrom::Start(page * page_size)).unwrap();
        file.write_all(&vec![0xa5; page_size as usize]).unwrap();
    }
    file.sync_all().unwrap();
}

#[tokio::test]
async fn a_database_damaged_while_the_server_runs_turns_healthz_to_503() {
    let (dir, url) = site();
    let mut server = Server::start(&url).await;
    let api = Api::new(&server);
    let tokens = api.accounts(&["ann", "ben"]).await;
    let game = api.game(&["ann", "ben"], &tokens, "siam", "original").await;
    api.random_move(&game, &tokens).await.expect("a move");
    // Stopped, its write-ahead log folded into the file: the damage then meets every page a
    // reader of the restarted server reads.
    server.signal("TERM");
    assert!(server.wait_exit(Duration::from_secs(30)).await.is_some());
    let raw = support::db::Raw::connect(&url).await;
    raw.exec("PRAGMA wal_checkpoint(TRUNCATE)", &[], None, None)
        .await;
    drop(raw);
    let server = Server::start(&url).await;
    damage_pages(&dir.join("data/maipenrai.db"));
    let api = Api::new(&server);
    let res = api
        .get(&format!("/api/v1/games/{game}"), Some(&tokens["ann"]))
        .await
        .unwrap();
    assert_eq!(res.status, 503, "a clear 503, not a 500: {}", res.text);
    assert!(res.text.contains("damaged"), "{}", res.text);
    let health = api.get("/healthz", None).await.unwrap();
    assert_eq!(health.status, 503, "{}", health.text);
    assert_eq!(health.body["status"], "damaged", "{}", health.text);
    assert!(health.text.contains("maipenrai restore"), "{}", health.text);
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}
