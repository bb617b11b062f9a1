//! When the disk under SQLite is full: clear 503s that change nothing, a failing
//! `/healthz`, and writes that work again as soon as there is room — without a restart.
//!
//! SQLite's `max_page_count` stands in for a small file system (no mount rights needed):
//! [`SqliteStore::fill_for_tests`] stops the database from growing.

mod support;

use axum::http::StatusCode;
use maipenrai::http::testing::{tokens, TestApp, PASSWORD};
use maipenrai::store::sqlite::SqliteStore;
use maipenrai::store::{DynStore, Store, StoreError};
use serde_json::Value;
use std::collections::BTreeMap;
use std::sync::Arc;
use support::siam::SiamTestApp;

async fn sqlite_store() -> Arc<SqliteStore> {
    let url = support::fresh_database_url(support::Db::Sqlite).await;
    Arc::new(SqliteStore::connect(&url).await.expect("open SQLite"))
}

/// A legal move for whoever is to move: (token, seq, move).
async fn next_move(
    app: &TestApp,
    game_id: &str,
    tokens: &BTreeMap<String, String>,
) -> Option<(String, Value, String)> {
    let game = app.api_game_state(game_id, None).await;
    if game["status"] == "finished" {
        return None;
    }
    let token = tokens[game["to_move"].as_str().expect("to_move")].clone();
    let res = app
        .api_get(
            &format!("/api/v1/games/{game_id}/legal-moves?random=1"),
            Some(&token),
        )
        .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    let legal = res.json();
    Some((
        token,
        legal["seq"].clone(),
        legal["moves"][0].as_str()?.to_string(),
    ))
}

#[tokio::test]
async fn a_full_disk_gives_clear_503s_and_writes_work_again_once_there_is_room() {
    let store = sqlite_store().await;
    let app = TestApp::new(store.clone() as DynStore);
    let [ann, ben] = app.api_accounts(["ann", "ben"]).await;
    let tokens = tokens(&[("ann", &ann), ("ben", &ben)]);
    // Several games: the filler takes the free pages, not the room left in the log's own
    // pages, so one game may end before its log needs a new page.
    let mut games = Vec::new();
    for _ in 0..4 {
        let (_, game_id) = app.api_game(&[&ann, &ben], 2, "siam", "original").await;
        games.push(game_id.expect("started"));
    }
    let health = app.api_get("/healthz", None).await;
    assert_eq!(health.status, StatusCode::OK, "{}", health.body);

    store.fill_for_tests(true).await.expect("fill the disk");
    // The logs grow until a move needs a page the disk has no room for.
    let mut refused = None;
    'moves: for _ in 0..200 {
        let mut running = false;
        for game_id in &games {
            let Some((token, seq, mv)) = next_move(&app, game_id, &tokens).await else {
                continue;
            };
            running = true;
            let res = app.api_send_move(game_id, &token, &seq, &mv).await;
            if res.status != StatusCode::OK {
                refused = Some((res, seq, game_id.clone()));
                break 'moves;
            }
        }
        assert!(running, "every game ended before the disk was full");
    }
    let (res, seq, game_id) = refused.expect("a move is refused once the disk is full");
    assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE, "{}", res.body);
    assert_eq!(res.error_code(), "unavailable");
    res.assert_contains("cannot save");
    // Nothing of the refused move was kept.
    let game = app.api_game_state(&game_id, None).await;
    assert_eq!(game["seq"], seq);

    let health = app.api_get("/healthz", None).await;
    assert_eq!(
        health.status,
        StatusCode::SERVICE_UNAVAILABLE,
        "/healthz fails while nothing can be saved: {}",
        health.body
    );
    // A web page says so in words too.
    let browser = app.browser();
    let res = browser.sign_up("cat", PASSWORD).await;
    assert!(
        res.status == StatusCode::SERVICE_UNAVAILABLE || res.status.is_redirection(),
        "{} {}",
        res.status,
        res.body
    );
    if res.status == StatusCode::SERVICE_UNAVAILABLE {
        res.assert_contains("cannot save");
    }

    store.fill_for_tests(false).await.expect("free the disk");
    let health = app.api_get("/healthz", None).await;
    assert_eq!(health.status, StatusCode::OK, "{}", health.body);
    // Every kind of write works again, without a restart.
    let (token, seq, mv) = next_move(&app, &game_id, &tokens).await.expect("running");
    let res = app.api_send_move(&game_id, &token, &seq, &mv).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    app.api_account("dee").await;
    app.api_token("ann").await;
    app.api_game(&[&ann, &ben], 2, "saba", "open").await;
}

#[tokio::test]
async fn the_writer_connection_recovers_from_a_write_the_disk_refused() {
    let store = sqlite_store().await;
    store.create_user("ann", "hash").await.expect("a user");
    store.fill_for_tests(true).await.expect("fill the disk");
    let mut refused = None;
    for i in 0..500 {
        if let Err(e) = store.create_user(&format!("user{i:04}"), "hash").await {
            refused = Some(e);
            break;
        }
    }
    let refused = refused.expect("a full disk refuses new users at some point");
    assert!(
        matches!(refused, StoreError::CannotSave(_)),
        "a full disk is a storage fault, not a bug: {refused:?}"
    );
    assert!(matches!(
        store.check_writable().await,
        Err(StoreError::CannotSave(_))
    ));
    store.fill_for_tests(false).await.expect("free the disk");
    store.check_writable().await.expect("writable again");
    store
        .create_user("ben", "hash")
        .await
        .expect("writes work again");
}

/// Runs the real binary on `url` until it exits (it should refuse to start) and returns
/// its exit status and output. As root, file modes mean nothing (root writes anywhere), so
/// the binary runs as `nobody` then, as an operator's service user would.
fn start_refused(url: &str) -> (std::process::ExitStatus, String) {
    use std::process::{Command, Stdio};
    let binary = env!("CARGO_BIN_EXE_maipenrai");
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0");
    let mut command = if root {
        let mut c = Command::new("setpriv");
        c.args([
            "--reuid=nobody",
            "--regid=nogroup",
            "--clear-groups",
            "--",
            binary,
        ]);
        c
    } else {
        Command::new(binary)
    };
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let mut child = command
        .env("DATABASE_URL", url)
        .env("BIND_ADDR", format!("127.0.0.1:{port}"))
        .env("RUST_LOG", "warn")
        .current_dir("/")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the binary");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while child.try_wait().expect("wait").is_none() {
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            panic!("the server started on a read-only folder instead of refusing");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let out = child.wait_with_output().expect("output");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status, text)
}

#[test]
fn the_server_refuses_to_start_on_a_read_only_data_folder() {
    use std::os::unix::fs::PermissionsExt;
    let dir = std::env::temp_dir().join(format!("maipenrai-ro-{}", uuid::Uuid::new_v4().simple()));
    let data = dir.join("data");
    std::fs::create_dir_all(&data).expect("folders");
    // The parent is open to everybody (the binary may run as another user); the data
    // folder is read-only for everybody.
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o555)).expect("chmod");
    let url = format!("sqlite://{}", data.join("maipenrai.db").display());
    let (status, output) = start_refused(&url);
    assert!(!status.success(), "refused: {output}");
    assert!(
        output.contains("read-only") && output.contains(&data.display().to_string()),
        "the message names the folder and says it is read-only: {output}"
    );

    // An existing database whose folder and file became read-only (a restore as another
    // user, a read-only mount): migrations already applied write nothing, yet the server
    // must not start and fail at the first move.
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    rt.block_on(async {
        let store = SqliteStore::connect(&url)
            .await
            .expect("create the database");
        store.create_user("ann", "hash").await.expect("a user");
    });
    for entry in std::fs::read_dir(&data).expect("list") {
        let path = entry.expect("entry").path();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).expect("chmod");
    }
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o555)).expect("chmod");
    let (status, output) = start_refused(&url);
    assert!(!status.success(), "refused: {output}");
    assert!(output.contains("read-only"), "{output}");

    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Replaces a stored event's JSON behind the server's back, as a bad restore or a hand
/// edit would. On SQLite `event` may be any text; Postgres keeps only JSON.
async fn damage_event(url: &str, game_id: &str, seq: i64, event: &str) {
    let updated = if url.starts_with("postgres") {
        let event: Value = serde_json::from_str(event).expect("json");
        damage_rows(
            url,
            "UPDATE game_event SET event = $1 WHERE game_id = $2 AND seq = $3",
            game_id,
            (Some(sqlx::types::Json(event)), seq),
        )
        .await
    } else {
        damage_rows(
            url,
            "UPDATE game_event SET event = $1 WHERE game_id = $2 AND seq = $3",
            game_id,
            (Some(event.to_string()), seq),
        )
        .await
    };
    assert_eq!(updated, 1);
}

/// Runs `sql` behind the server's back with `$2` = the game's id (a UUID in Postgres, text
/// in SQLite) and `$1`, `$3` from `binds` (`$1` left out when None); the rows it changed.
async fn damage_rows<E>(url: &str, sql: &str, game_id: &str, binds: (Option<E>, i64)) -> u64
where
    E: for<'q> sqlx::Encode<'q, sqlx::Postgres>
        + sqlx::Type<sqlx::Postgres>
        + for<'q> sqlx::Encode<'q, sqlx::Sqlite>
        + sqlx::Type<sqlx::Sqlite>
        + Send
        + 'static,
{
    use sqlx::Connection;
    // The same statement on either kind of connection: only the type of the id differs.
    macro_rules! run {
        ($connection:ty, $id:expr) => {{
            let mut conn = <$connection>::connect(url).await.expect("connect");
            let mut query = sqlx::query(sql);
            if let Some(first) = binds.0 {
                query = query.bind(first);
            }
            query
                .bind($id)
                .bind(binds.1)
                .execute(&mut conn)
                .await
                .expect("damage the rows")
                .rows_affected()
        }};
    }
    if url.starts_with("postgres") {
        let id: uuid::Uuid = game_id.parse().expect("uuid");
        run!(sqlx::PgConnection, id)
    } else {
        run!(sqlx::SqliteConnection, game_id)
    }
}

#[tokio::test]
async fn a_damaged_game_says_so_and_the_check_command_lists_it() {
    for db in support::databases() {
        let url = support::fresh_database_url(db).await;
        let store = maipenrai::store::connect(&url).await.expect("store");
        let app = TestApp::new(store);
        let [ann, ben] = app.api_accounts(["ann", "ben"]).await;
        let tokens = tokens(&[("ann", &ann), ("ben", &ben)]);
        let (_, damaged) = app.api_game(&[&ann, &ben], 2, "siam", "original").await;
        let damaged = damaged.expect("started");
        let (_, sound) = app.api_game(&[&ann, &ben], 2, "saba", "open").await;
        let sound = sound.expect("started");
        app.api_random_move(&damaged, &tokens)
            .await
            .expect("a move");
        damage_event(
            &url,
            &damaged,
            1,
            r#"{"type":"move","seat":0,"move":{"no":"such move"}}"#,
        )
        .await;

        let res = app.browser().get(&format!("/games/{damaged}")).await;
        assert_eq!(res.status, StatusCode::INTERNAL_SERVER_ERROR, "{db:?}");
        assert!(
            res.body.contains("record cannot be read") && res.body.contains("not affected"),
            "{}",
            res.body
        );
        let res = app
            .api_get(&format!("/api/v1/games/{damaged}"), Some(&ann))
            .await;
        assert_eq!(res.status, StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(res.error_code(), "damaged_game");
        res.assert_contains("record cannot be read");
        // The other games are not affected.
        app.api_random_move(&sound, &tokens).await.expect("a move");
        let res = app.browser().get(&format!("/games/{sound}")).await;
        assert_eq!(res.status, StatusCode::OK);
        // The server's health says so, with what to do, until it is restarted.
        let res = app.browser().get("/healthz").await;
        assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE, "{db:?}");
        assert_eq!(res.json()["status"], "damaged", "{}", res.body);
        res.assert_contains("maipenrai check");
        let restarted = TestApp::new(maipenrai::store::connect(&url).await.expect("store"));
        let res = restarted.browser().get("/healthz").await;
        assert_eq!(res.status, StatusCode::OK, "{db:?}: {}", res.body);

        let (code, stdout, _) = maipenrai_check(&url);
        assert_eq!(code, Some(1), "{db:?}: {stdout}");
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), 1, "only the damaged game: {stdout}");
        assert!(
            lines[0].starts_with(&damaged) && lines[0].contains("event 1"),
            "names the game and the event: {stdout}"
        );
    }
}

/// A stored row the store cannot read is damage to that one game: on SQLite an event that
/// is not JSON at all (one statement reads the whole log, which must not fail with it),
/// on both databases a game whose seats no longer run 0, 1, … (a store error). The game says
/// `damaged_game`, and `maipenrai check` lists each such game and goes on to the next.
#[tokio::test]
async fn unreadable_rows_damage_only_their_game_and_the_check_goes_on() {
    for db in support::databases() {
        let url = support::fresh_database_url(db).await;
        let store = maipenrai::store::connect(&url).await.expect("store");
        let app = TestApp::new(store);
        let [ann, ben] = app.api_accounts(["ann", "ben"]).await;
        let tokens = tokens(&[("ann", &ann), ("ben", &ben)]);
        let mut started = Vec::new();
        for _ in 0..3 {
            let (_, game) = app.api_game(&[&ann, &ben], 2, "siam", "original").await;
            let game = game.expect("started");
            app.api_random_move(&game, &tokens).await.expect("a move");
            started.push(game);
        }
        let [not_json, no_seat_0, sound] = <[String; 3]>::try_from(started).unwrap();

        let mut expected = vec![(no_seat_0.clone(), "cannot be read")];
        let deleted = damage_rows::<String>(
            &url,
            "DELETE FROM game_player WHERE game_id = $1 AND seat = $2",
            &no_seat_0,
            (None, 0),
        )
        .await;
        assert_eq!(deleted, 1);
        if db == support::Db::Sqlite {
            damage_event(&url, &not_json, 1, "{this is not JSON").await;
            expected.push((not_json.clone(), "event 1"));
            let res = app.browser().get(&format!("/games/{not_json}")).await;
            assert_eq!(
                res.status,
                StatusCode::INTERNAL_SERVER_ERROR,
                "{}",
                res.body
            );
            res.assert_contains("record cannot be read");
            let res = app
                .api_get(&format!("/api/v1/games/{not_json}"), Some(&ann))
                .await;
            assert_eq!(res.status, StatusCode::INTERNAL_SERVER_ERROR);
            assert_eq!(res.error_code(), "damaged_game", "{}", res.body);
        }
        let res = app.browser().get(&format!("/games/{sound}")).await;
        assert_eq!(res.status, StatusCode::OK);

        let (code, stdout, stderr) = maipenrai_check(&url);
        assert_eq!(code, Some(1), "{db:?}: {stdout}{stderr}");
        let lines: Vec<&str> = stdout.lines().collect();
        assert_eq!(lines.len(), expected.len(), "{db:?}: {stdout}");
        for (game, reason) in &expected {
            assert!(
                lines
                    .iter()
                    .any(|l| l.starts_with(game.as_str()) && l.contains(reason)),
                "{db:?}: {game} listed with {reason:?}: {stdout}"
            );
        }
        assert!(!stdout.contains(&sound), "{stdout}");
    }
}

/// Runs `maipenrai check` on the database at `url`: its exit code, output and log.
fn maipenrai_check(url: &str) -> (Option<i32>, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_maipenrai"))
        .arg("check")
        .env("DATABASE_URL", url)
        .env("RUST_LOG", "warn")
        .output()
        .expect("run maipenrai check");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A move whose request goes away midway (a client that left, a request that timed out) is
/// stored whole or not at all, and the next writes work: the SQLite append is one query
/// whose transaction would otherwise stay open on the one writer connection when its
/// caller stopped listening.
#[tokio::test]
async fn a_move_whose_request_went_away_leaves_the_writer_working() {
    let store = sqlite_store().await;
    let app = TestApp::new(store.clone() as DynStore);
    let [ann, ben] = app.api_accounts(["ann", "ben"]).await;
    let tokens = tokens(&[("ann", &ann), ("ben", &ben)]);
    let (_, game_id) = app.api_game(&[&ann, &ben], 2, "siam", "original").await;
    let game_id = game_id.expect("started");
    // Requests given ever more time, so that some stop at every point of the move.
    for micros in (0..3000).step_by(25) {
        let Some((token, seq, mv)) = next_move(&app, &game_id, &tokens).await else {
            break;
        };
        let cut = std::time::Duration::from_micros(micros);
        let _ = tokio::time::timeout(cut, app.api_send_move(&game_id, &token, &seq, &mv)).await;
        // Whatever became of it, the next move is taken: the cut one may still land
        // meanwhile (its query runs to its end), and then the game has moved on, once.
        let mut answers = Vec::new();
        while answers.last() != Some(&StatusCode::OK) {
            assert!(answers.len() < 3, "after {micros} µs: {answers:?}");
            let Some((token, seq, mv)) = next_move(&app, &game_id, &tokens).await else {
                return;
            };
            let res = app.api_send_move(&game_id, &token, &seq, &mv).await;
            assert!(
                [StatusCode::OK, StatusCode::CONFLICT].contains(&res.status),
                "after {micros} µs: {}",
                res.body
            );
            answers.push(res.status);
        }
        // The log and the row agree.
        let id = game_id.parse().expect("a game id");
        let record = store.game(id).await.expect("read").expect("the game");
        let seqs: Vec<i64> = store
            .events(id)
            .await
            .expect("read")
            .iter()
            .map(|e| e.seq)
            .collect();
        assert_eq!(
            seqs,
            (0..=record.seq).collect::<Vec<_>>(),
            "after {micros} µs: one event per step, as the row says"
        );
    }
}
