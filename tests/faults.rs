//! Faults, with the real `maipenrai` binary on 127.0.0.1 and real databases:
//!
//! - the server is killed with SIGKILL in the middle of a stream of moves from several
//!   clients, then restarted: every move that was answered 200 is in the log, and every
//!   game still loads, plays on and replays from its export;
//! - the database goes away under load (Postgres: a cluster of this test's own, stopped and
//!   started; SQLite: another process holding the write lock): requests get a clear 503
//!   (`{"error":{"code":"unavailable"}}` / an HTML page), never a 500, and the server
//!   recovers by itself when the database is back;
//! - 32 clients race the same move through two server processes on one database: exactly
//!   one wins; failed log-ins through both count against one limit, kept over a restart;
//! - connections: half-sent requests and idle connections are closed, one address holds a
//!   bounded number of connections, the open-file limit is raised, and a graceful stop
//!   answers every request already queued in the listen backlog.
//!
//! Every wait polls with a deadline; nothing sleeps blindly.

mod support;

use maipenrai::game::{self, Game, Loaded, LogEvent, StoredMove};
use maipenrai::games;
use maipenrai::games::siam::KingOfSiam;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use support::api::{spawn_players, Ack, Api, PASSWORD};
use support::pg::Cluster;
use support::server::Server;
use support::{databases, fresh_database_url, Db};
use support::{poll, temp_dir};

/// The body of `/healthz` when all is well.
const HEALTHY: &str = concat!(
    r#"{"status":"ok","version":""#,
    env!("CARGO_PKG_VERSION"),
    r#""}"#
);

/// The events of a finished game's export, replayed: the canonical notation of every move
/// by seq (1-based; index 0 is unused).
fn exported_notations(export: &Value) -> Vec<String> {
    let events: Vec<Value> = export["events"].as_array().expect("events").clone();
    let game = games::by_slug("king-of-siam").expect("hosted");
    game::load_log(game, &events).expect("the exported log replays");
    let mut setup = None;
    let mut moves = Vec::new();
    for e in &events {
        match serde_json::from_value::<LogEvent>(e.clone()).expect("a log event") {
            LogEvent::Setup { setup: s, .. } => setup = Some(s),
            LogEvent::Move { seat, mv, reason } => moves.push(StoredMove { seat, mv, reason }),
        }
    }
    let loaded =
        Loaded::<KingOfSiam>::from_log(&setup.expect("a setup"), &moves).expect("typed replay");
    let mut out = vec![String::new()];
    for step in loaded.steps() {
        out.push(KingOfSiam::print_move(&step.before, &step.mv));
    }
    out
}

fn sqlite_url(dir: &std::path::Path) -> String {
    format!("sqlite://{}", dir.join("faults.db").display())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_through_the_real_binary_answers_promptly() {
    // The other tests here drive the real binary, whose live updates (src/live.rs) differ
    // from the in-process ones of the TestApp: on Postgres they go through LISTEN/NOTIFY.
    for db in databases() {
        let dir = temp_dir("maipenrai-faults");
        let url = match db {
            Db::Sqlite => sqlite_url(&dir),
            Db::Postgres => fresh_database_url(Db::Postgres).await,
        };
        let server = Server::start(&url).await;
        let api = Api::new(&server);
        let tokens = api.accounts(&["ann", "ben"]).await;
        let game_id = api.game(&["ann", "ben"], &tokens, "siam", "original").await;
        let g = api
            .get(&format!("/api/v1/games/{game_id}"), None)
            .await
            .expect("game");
        let token = &tokens[g.body["to_move"].as_str().unwrap()];
        let started = Instant::now();
        let res = tokio::time::timeout(
            Duration::from_secs(10),
            api.post(
                &format!("/api/v1/games/{game_id}/moves"),
                Some(token),
                json!({"seq": 0, "move": "pass"}),
            ),
        )
        .await;
        let elapsed = started.elapsed();
        let res = res
            .unwrap_or_else(|_| {
                panic!(
                    "{db:?}: a move got no answer within 10 s (it was stored: seq is now {}); \
                     server log:\n{}",
                    "see GET /api/v1/games",
                    server.log()
                )
            })
            .expect("an answer");
        assert_eq!(res.status, 200, "{db:?}: {}", res.text);
        assert!(
            elapsed < Duration::from_secs(3),
            "{db:?}: a move took {elapsed:?}"
        );
        drop(server);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_server_keeps_every_acknowledged_move() {
    for db in databases() {
        let dir = temp_dir("maipenrai-faults");
        let url = match db {
            Db::Sqlite => sqlite_url(&dir),
            Db::Postgres => fresh_database_url(Db::Postgres).await,
        };
        let mut server = Server::start(&url).await;
        let api = Api::new(&server);
        let tokens = api.accounts(&["ann", "ben", "cat", "dan"]).await;
        let mut games = Vec::new();
        for (players, board, hands) in [
            (vec!["ann", "ben"], "siam", "original"),
            (vec!["cat", "dan"], "saba", "open"),
            (vec!["ann", "cat", "dan"], "siam", "original"),
            (vec!["dan", "ben", "cat", "ann"], "saba", "original"),
        ] {
            let id = api.game(&players, &tokens, board, hands).await;
            games.push((id, players));
        }

        let acks = Arc::new(Mutex::new(Vec::<Ack>::new()));
        // Two crashes, each after a further 25 acknowledged moves, with every client still
        // sending: some requests are in flight when the process dies.
        for round in 1..=2 {
            let api = Api::new(&server);
            let handles = spawn_players(&api, &games, &tokens, &acks);
            let target = round * 25;
            poll(Duration::from_secs(60), "acknowledged moves", || {
                let acks = acks.clone();
                async move { (acks.lock().unwrap().len() >= target).then_some(()) }
            })
            .await;
            server.kill();
            for h in handles {
                // Every client stops at its first failed request; bounded by the client
                // timeout.
                tokio::time::timeout(Duration::from_secs(30), h)
                    .await
                    .expect("a client stops once the server is gone")
                    .expect("client task");
            }
            server = Server::start(&url).await;
        }

        // After the restart every game answers, holds at least its acknowledged moves, plays
        // on to the end and replays from its export.
        let api = Api::new(&server);
        let acks = acks.lock().unwrap().clone();
        for (game_id, _) in &games {
            let g = api
                .get(&format!("/api/v1/games/{game_id}"), None)
                .await
                .expect("game");
            assert_eq!(g.status, 200, "{db:?}: {}", g.text);
            let newest = acks
                .iter()
                .filter(|a| &a.game_id == game_id)
                .map(|a| a.seq)
                .max()
                .unwrap_or(0);
            assert!(
                g.body["seq"].as_i64().unwrap() >= newest,
                "{db:?}: game {game_id} lost acknowledged moves: seq {} < {newest}",
                g.body["seq"]
            );
            let mut moves = 0;
            while api
                .random_move(game_id, &tokens)
                .await
                .unwrap_or_else(|e| panic!("{db:?}: playing on after the restart: {e}"))
                .is_some()
            {
                moves += 1;
                assert!(moves < 200, "the game does not end");
            }
            let export = api
                .get(&format!("/api/v1/games/{game_id}/export"), None)
                .await
                .expect("export");
            assert_eq!(export.status, 200, "{}", export.text);
            let notations = exported_notations(&export.body);
            for ack in acks.iter().filter(|a| &a.game_id == game_id) {
                assert_eq!(
                    notations.get(ack.seq as usize),
                    Some(&ack.notation),
                    "{db:?}: acknowledged move {ack:?} is not in the log after the crash"
                );
            }
        }
        assert!(
            acks.len() >= 50,
            "{db:?}: only {} moves acknowledged",
            acks.len()
        );
        drop(server);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// What load clients saw while the database went away and came back.
#[derive(Default)]
struct Seen {
    statuses: Vec<(Phase, u16)>,
    errors: Vec<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Before,
    Down,
    After,
}

/// Clients reading a game (API and HTML) and moving in it, recording every status.
fn spawn_load(
    api: &Api,
    game_id: &str,
    tokens: &BTreeMap<String, String>,
    phase: &Arc<Mutex<Phase>>,
    seen: &Arc<Mutex<Seen>>,
    stop: &Arc<std::sync::atomic::AtomicBool>,
) -> Vec<tokio::task::JoinHandle<()>> {
    use std::sync::atomic::Ordering;
    let mut handles = Vec::new();
    for client in 0..4 {
        let api = api.clone();
        let game_id = game_id.to_string();
        let tokens = tokens.clone();
        let phase = phase.clone();
        let seen = seen.clone();
        let stop = stop.clone();
        handles.push(tokio::spawn(async move {
            while !stop.load(Ordering::SeqCst) {
                let now = *phase.lock().unwrap();
                let result = match client {
                    0 => api.get(&format!("/api/v1/games/{game_id}"), None).await,
                    1 => api.get(&format!("/games/{game_id}"), None).await,
                    2 => api.get("/healthz", None).await,
                    // A write: a new invitation each time (moves would end the game).
                    _ => {
                        api.post(
                            "/api/v1/invitations",
                            Some(&tokens["ann"]),
                            json!({"board": "siam", "players": 2}),
                        )
                        .await
                    }
                };
                match result {
                    Ok(reply) => {
                        let mut seen = seen.lock().unwrap();
                        seen.statuses.push((now, reply.status));
                        if !matches!(reply.status, 200 | 201 | 503) {
                            seen.errors
                                .push(format!("{now:?}: {} {}", reply.status, reply.text));
                        }
                    }
                    Err(e) => seen.lock().unwrap().errors.push(format!("{now:?}: {e}")),
                }
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        }));
    }
    handles
}

/// A request that needs the database, while it is down: a clear 503 for pages and API
/// (both asked at once: each may wait the pool's timeout before it gives up).
async fn assert_clear_503(api: &Api, game_id: &str) {
    let (json_path, page_path) = (
        format!("/api/v1/games/{game_id}"),
        format!("/games/{game_id}"),
    );
    let (json, page) = tokio::join!(api.get(&json_path, None), api.get(&page_path, None));
    let res = json.expect("API answer");
    assert_eq!(res.status, 503, "{}", res.text);
    assert_eq!(res.body["error"]["code"], "unavailable", "{}", res.text);
    assert!(res.content_type.starts_with("application/json"));
    let res = page.expect("page answer");
    assert_eq!(res.status, 503, "{}", res.text);
    assert!(
        res.content_type.starts_with("text/html"),
        "{}",
        res.content_type
    );
    assert!(
        res.text.contains("The database is unavailable"),
        "the page says why: {}",
        res.text
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn when_postgres_goes_away_requests_get_503_and_the_server_recovers() {
    // A cluster of this test's own: the shared one must keep running for other tests.
    let Some(mut cluster) = Cluster::start() else {
        return;
    };
    let url = cluster.create_database("faults").await;
    let server = Server::start(&url).await;
    let api = Api::new(&server);
    let tokens = api.accounts(&["ann", "ben"]).await;
    let game_id = api.game(&["ann", "ben"], &tokens, "siam", "original").await;

    let phase = Arc::new(Mutex::new(Phase::Before));
    let seen = Arc::new(Mutex::new(Seen::default()));
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let handles = spawn_load(&api, &game_id, &tokens, &phase, &seen, &stop);
    poll(Duration::from_secs(20), "load before the outage", || {
        let seen = seen.clone();
        async move { (seen.lock().unwrap().statuses.len() >= 20).then_some(()) }
    })
    .await;

    // `fast`: Postgres tells every session it is shutting down (57P01); `immediate`: the
    // connections just break, as when the machine of the database dies.
    for mode in ["fast", "immediate"] {
        *phase.lock().unwrap() = Phase::Down;
        cluster.stop_server(mode);
        assert_clear_503(&api, &game_id).await;
        server.wait_health(503, Duration::from_secs(20)).await;

        cluster.start_server();
        // Recovered by itself: health, reads and moves work again.
        server.wait_health(200, Duration::from_secs(30)).await;
        let answered = |seen: &Seen| {
            let after = |x: &&(Phase, u16)| **x == (Phase::After, 200);
            seen.statuses.iter().filter(after).count()
        };
        let before = answered(&seen.lock().unwrap());
        *phase.lock().unwrap() = Phase::After;
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            match api.random_move(&game_id, &tokens).await {
                Ok(_) => break,
                Err(e) => assert!(
                    Instant::now() < deadline,
                    "{mode}: moves still fail 30 s after the database came back: {e}\n{}",
                    server.log()
                ),
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let res = api
            .get(&format!("/games/{game_id}"), None)
            .await
            .expect("page");
        assert_eq!(res.status, 200, "{}", res.text);
        // The load's own requests are answered again too (some were sent while the
        // database was down and may still be waiting for the pool).
        poll(
            Duration::from_secs(30),
            "200s to the load after the recovery",
            || {
                let seen = seen.clone();
                async move { (answered(&seen.lock().unwrap()) > before).then_some(()) }
            },
        )
        .await;
    }
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    for h in handles {
        tokio::time::timeout(Duration::from_secs(30), h)
            .await
            .expect("load clients stop")
            .expect("load task");
    }
    let seen = seen.lock().unwrap();
    assert!(
        seen.errors.is_empty(),
        "only 200 and 503 are acceptable while the database goes away: {:#?}\nserver log:\n{}",
        seen.errors,
        server.log()
    );
    let count = |p: Phase, s: u16| seen.statuses.iter().filter(|x| **x == (p, s)).count();
    assert!(count(Phase::Down, 503) > 0, "503s during the outage");
    assert!(count(Phase::After, 200) > 0, "200s after the recovery");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn when_sqlite_is_locked_by_another_process_writes_get_503_and_then_work() {
    // SQLite has no server to stop. Making the file unreachable does not work either: the
    // server keeps its open descriptors (renaming or unlinking changes nothing for it, and
    // root ignores permission bits). What does happen in practice is another process
    // holding the write lock — a `sqlite3` shell left in a transaction, a backup, a
    // migration. Readers carry on in WAL mode; writers wait the busy timeout (5 s) and
    // must then get a clear 503, and work again once the lock is gone.
    use sqlx::Connection;
    let dir = temp_dir("maipenrai-faults");
    let url = sqlite_url(&dir);
    let server = Server::start(&url).await;
    let api = Api::new(&server);
    let tokens = api.accounts(&["ann", "ben"]).await;
    let game_id = api.game(&["ann", "ben"], &tokens, "saba", "original").await;
    api.random_move(&game_id, &tokens).await.expect("a move");

    let mut other = sqlx::SqliteConnection::connect(&url)
        .await
        .expect("a second connection");
    sqlx::query("BEGIN EXCLUSIVE")
        .execute(&mut other)
        .await
        .expect("take the write lock");

    // Two writers at once: one waits on SQLite's lock, the other on the server's single
    // writer connection; both must end in a clear 503 within the timeouts.
    let started = Instant::now();
    let a = tokio::spawn({
        let api = api.clone();
        let tokens = tokens.clone();
        let game_id = game_id.clone();
        async move { api.random_move(&game_id, &tokens).await }
    });
    let b = tokio::spawn({
        let api = api.clone();
        async move {
            api.post(
                "/api/v1/accounts",
                None,
                json!({"username": "cat", "password": PASSWORD}),
            )
            .await
        }
    });
    // Reads carry on meanwhile.
    let res = api
        .get(&format!("/api/v1/games/{game_id}"), None)
        .await
        .expect("read");
    assert_eq!(res.status, 200, "{}", res.text);
    let res = api
        .get(&format!("/games/{game_id}"), None)
        .await
        .expect("page");
    assert_eq!(res.status, 200);

    let moved = a.await.expect("task");
    let err = moved.expect_err("a move cannot be stored while another process holds the lock");
    assert!(err.starts_with("move 503"), "{err}");
    assert!(err.contains("\"unavailable\""), "{err}");
    let created = b.await.expect("task").expect("an answer");
    assert_eq!(created.status, 503, "{}", created.text);
    assert_eq!(created.body["error"]["code"], "unavailable");
    assert!(
        started.elapsed() < Duration::from_secs(25),
        "writers gave up within the timeouts ({:?})",
        started.elapsed()
    );

    sqlx::query("ROLLBACK")
        .execute(&mut other)
        .await
        .expect("release the lock");
    other.close().await.ok();
    api.random_move(&game_id, &tokens)
        .await
        .expect("moves work again once the lock is released");
    let res = api
        .post(
            "/api/v1/accounts",
            None,
            json!({"username": "cat", "password": PASSWORD}),
        )
        .await
        .expect("answer");
    assert_eq!(res.status, 201, "{}", res.text);
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn thirty_two_clients_racing_through_two_processes_append_exactly_one_move() {
    for db in databases() {
        let dir = temp_dir("maipenrai-faults");
        let url = match db {
            Db::Sqlite => sqlite_url(&dir),
            Db::Postgres => fresh_database_url(Db::Postgres).await,
        };
        let first = Server::start(&url).await;
        let second = Server::start(&url).await;
        let apis = [Api::new(&first), Api::new(&second)];
        let tokens = apis[0].accounts(&["ann", "ben"]).await;
        let game_id = apis[0]
            .game(&["ann", "ben"], &tokens, "siam", "original")
            .await;
        for round in 0..4 {
            let g = apis[1]
                .get(&format!("/api/v1/games/{game_id}"), None)
                .await
                .expect("game");
            if g.body["status"] != "active" {
                break;
            }
            let seq = g.body["seq"].as_i64().unwrap();
            let token = tokens[g.body["to_move"].as_str().unwrap()].clone();
            let legal = apis[round % 2]
                .get(
                    &format!("/api/v1/games/{game_id}/legal-moves?random=1"),
                    Some(&token),
                )
                .await
                .expect("legal moves");
            let mv = legal.body["moves"][0].as_str().unwrap().to_string();
            let barrier = Arc::new(tokio::sync::Barrier::new(32));
            let mut handles = Vec::new();
            for client in 0..32 {
                let api = apis[client % 2].clone();
                let token = token.clone();
                let mv = mv.clone();
                let game_id = game_id.clone();
                let barrier = barrier.clone();
                handles.push(tokio::spawn(async move {
                    barrier.wait().await;
                    api.post(
                        &format!("/api/v1/games/{game_id}/moves"),
                        Some(&token),
                        json!({"seq": seq, "move": mv}),
                    )
                    .await
                    .map(|r| (r.status, r.text))
                }));
            }
            let mut statuses = Vec::new();
            for h in handles {
                let (status, text) = h.await.expect("task").expect("an answer");
                assert!(status == 200 || status == 409, "{db:?}: {status} {text}");
                statuses.push(status);
            }
            assert_eq!(
                statuses.iter().filter(|s| **s == 200).count(),
                1,
                "{db:?} round {round}: {statuses:?}"
            );
            let g = apis[0]
                .get(&format!("/api/v1/games/{game_id}"), None)
                .await
                .expect("game");
            assert_eq!(g.body["seq"].as_i64().unwrap(), seq + 1, "{db:?}");
        }
        // Nothing else slipped in: the game plays to the end and its log replays.
        while apis[0]
            .random_move(&game_id, &tokens)
            .await
            .expect("play on")
            .is_some()
        {}
        let export = apis[1]
            .get(&format!("/api/v1/games/{game_id}/export"), None)
            .await
            .expect("export");
        assert_eq!(export.status, 200);
        exported_notations(&export.body);

        // The log-in limit holds across the two processes (it lives in the database): wrong
        // passwords alternate between them, and after the per-account limit the next
        // attempt is refused on either, even with the right password.
        let wrong = json!({"username": "ann", "password": "not the password"});
        for attempt in 0..maipenrai::service::LOGIN_MAX_FAILURES {
            let res = apis[attempt % 2]
                .post("/api/v1/tokens", None, wrong.clone())
                .await
                .expect("an answer");
            assert_eq!(res.status, 401, "{db:?} attempt {attempt}: {}", res.text);
        }
        for api in &apis {
            let right = json!({"username": "ann", "password": PASSWORD});
            let res = api
                .post("/api/v1/tokens", None, right)
                .await
                .expect("an answer");
            assert_eq!(res.status, 429, "{db:?}: {}", res.text);
        }
        // And a restart forgets nothing.
        drop((first, second));
        let third = Server::start(&url).await;
        let right = json!({"username": "ann", "password": PASSWORD});
        let res = Api::new(&third)
            .post("/api/v1/tokens", None, right)
            .await
            .expect("an answer");
        assert_eq!(res.status, 429, "{db:?} after a restart: {}", res.text);
        drop(third);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn a_corrupted_stored_setup_is_refused_without_a_panic() {
    // Found by `cargo fuzz run replay` (input: fuzz/regressions/replay/setup-count-overflow).
    // A database row edited by hand, or damaged, must make the game fail to load (a logged
    // error), never panic the request. `siam::start` adds a province's follower counts as
    // u8: [255, 5, 0] overflows (a panic wherever overflow checks are on, as in the tests
    // and debug builds; in release it wraps to 4, the expected size, and only the later
    // per-colour total refuses the setup).
    use maipenrai::games::siam::Hands;
    use maipenrai::games::siam::{self, BoardId};
    use rand::SeedableRng;
    let game = games::by_slug("king-of-siam").expect("hosted");
    let mut rng = rand::rngs::SmallRng::seed_from_u64(1);
    let mut setup =
        serde_json::to_value(siam::new_setup(BoardId::Siam, 2, Hands::Original, &mut rng)).unwrap();
    setup["provinces"][0] = json!([255, 5, 0]);
    let events = vec![serde_json::to_value(LogEvent::Setup {
        setup,
        commitment: None,
    })
    .unwrap()];
    let loaded = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        game::load_log(game, &events).is_err()
    }));
    assert!(
        matches!(loaded, Ok(true)),
        "a corrupted setup must be refused with an error, not a panic"
    );
}

/// A client that sends half of a request's headers and then nothing more loses its
/// connection after `HEADER_TIMEOUT_SECS`; everybody else is served meanwhile.
#[tokio::test]
async fn half_sent_requests_are_cut_off() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let dir = temp_dir("maipenrai-slow-client");
    let server = Server::start_with(&sqlite_url(&dir), &[("HEADER_TIMEOUT_SECS", "1")]).await;
    let addr = format!("127.0.0.1:{}", server.port);
    let mut slow = Vec::new();
    for _ in 0..20 {
        let mut conn = tokio::net::TcpStream::connect(&addr).await.unwrap();
        conn.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n")
            .await
            .unwrap();
        slow.push(conn);
    }
    let api = Api::new(&server);
    let health = api.call(reqwest::Method::GET, "/healthz", None, None).await;
    assert_eq!(health.expect("healthz answers").status, 200);
    for mut conn in slow {
        let mut buf = Vec::new();
        // Closed by the server (perhaps after a 408): the read ends instead of waiting.
        let read = tokio::time::timeout(Duration::from_secs(10), conn.read_to_end(&mut buf)).await;
        assert!(
            read.is_ok(),
            "a half-sent request still holds its connection"
        );
        let text = String::from_utf8_lossy(&buf);
        assert!(buf.is_empty() || text.starts_with("HTTP/1.1 408"), "{text}");
    }
}

// --- connections ---------------------------------------------------------------------

/// The first bytes of every HTTP/2 connection (RFC 9113 §3.4).
const H2_PREFACE: &[u8] = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n";
/// An empty HTTP/2 SETTINGS frame: what a client sends right after the preface.
const H2_EMPTY_SETTINGS: &[u8] = &[0, 0, 0, 4, 0, 0, 0, 0, 0];

/// A connection to the server on 127.0.0.1 from `source`, another address of 127/8 when a
/// test needs a second client address (the server counts connections per address).
async fn connect_from(source: &str, port: u16) -> tokio::net::TcpStream {
    let socket = tokio::net::TcpSocket::new_v4().expect("socket");
    socket
        .bind(format!("{source}:0").parse().expect("address"))
        .expect("bind the client address");
    socket
        .connect(([127, 0, 0, 1], port).into())
        .await
        .expect("connect")
}

/// `GET /healthz` on a new connection from `source`: the whole answer, or the error.
async fn raw_health(source: &str, port: u16) -> std::io::Result<String> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut conn = connect_from(source, port).await;
    conn.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .await?;
    let mut buf = Vec::new();
    conn.read_to_end(&mut buf).await?;
    Ok(String::from_utf8_lossy(&buf).into_owned())
}

/// Whether the server ends `conn` (end of stream or a reset) within `limit`; whatever it
/// sends before is read and ignored.
async fn closed_within(conn: &mut tokio::net::TcpStream, limit: Duration) -> bool {
    use tokio::io::AsyncReadExt;
    let mut buf = Vec::new();
    tokio::time::timeout(limit, conn.read_to_end(&mut buf))
        .await
        .is_ok()
}

/// One `GET /healthz` with hyper's client over HTTP/1.1 or HTTP/2 (prior knowledge) on a new
/// connection, which is then kept open and idle: the client answers the server's HTTP/2
/// pings, as a live browser or proxy would. The task ends when the server closes it.
async fn request_then_idle(port: u16, http2: bool) -> tokio::task::JoinHandle<()> {
    use http_body_util::{BodyExt, Empty};
    use hyper::body::Bytes;
    use hyper_util::rt::{TokioExecutor, TokioIo};
    let io = TokioIo::new(
        tokio::net::TcpStream::connect(("127.0.0.1", port))
            .await
            .expect("connect"),
    );
    let request = hyper::Request::get(format!("http://127.0.0.1:{port}/healthz"))
        .header("host", format!("127.0.0.1:{port}"))
        .body(Empty::<Bytes>::new())
        .expect("request");
    // The sender is kept until the connection ends: dropping it would make the client
    // close the connection itself.
    let (status, keep, conn): (u16, Box<dyn std::any::Any + Send>, _) = if http2 {
        let (mut send, conn) = hyper::client::conn::http2::handshake(TokioExecutor::new(), io)
            .await
            .expect("HTTP/2 handshake");
        let conn = tokio::spawn(conn);
        let res = send.send_request(request).await.expect("HTTP/2 answer");
        let status = res.status().as_u16();
        res.into_body().collect().await.expect("body");
        (status, Box::new(send), conn)
    } else {
        let (mut send, conn) = hyper::client::conn::http1::handshake(io)
            .await
            .expect("HTTP/1 handshake");
        let conn = tokio::spawn(conn);
        let res = send.send_request(request).await.expect("HTTP/1 answer");
        let status = res.status().as_u16();
        res.into_body().collect().await.expect("body");
        (status, Box::new(send), conn)
    };
    assert_eq!(status, 200);
    tokio::spawn(async move {
        let _ = conn.await;
        drop(keep);
    })
}

/// Connections that send nothing, part of the HTTP/2 preface, the whole preface, or that
/// made a request and then stay idle (HTTP/1.1 keep-alive; HTTP/2 answering pings) are
/// closed after `HEADER_TIMEOUT_SECS`; a live stream, which is a request in flight, is not.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_connections_are_closed() {
    use tokio::io::AsyncWriteExt;
    let dir = temp_dir("maipenrai-idle");
    let server = Server::start_with(&sqlite_url(&dir), &[("HEADER_TIMEOUT_SECS", "1")]).await;
    let port = server.port;
    let api = Api::new(&server);
    let tokens = api.accounts(&["ann", "ben"]).await;
    let game_id = api.game(&["ann", "ben"], &tokens, "siam", "original").await;
    let mut live = connect_from("127.0.0.1", port).await;
    live.write_all(
        format!(
            "GET /games/{game_id}/live HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n"
        )
        .as_bytes(),
    )
    .await
    .unwrap();

    let mut raw = Vec::new();
    for (what, bytes) in [
        ("no byte", &b""[..]),
        ("part of the HTTP/2 preface", &H2_PREFACE[..10]),
        ("the HTTP/2 preface", H2_PREFACE),
    ] {
        for _ in 0..3 {
            let mut conn = connect_from("127.0.0.1", port).await;
            conn.write_all(bytes).await.unwrap();
            if bytes == H2_PREFACE {
                conn.write_all(H2_EMPTY_SETTINGS).await.unwrap();
            }
            raw.push((what, conn));
        }
    }
    let idle_h1 = request_then_idle(port, false).await;
    let idle_h2 = request_then_idle(port, true).await;

    let limit = Duration::from_secs(20);
    for (what, mut conn) in raw {
        assert!(
            closed_within(&mut conn, limit).await,
            "a connection that sent {what} is still open after {limit:?}"
        );
    }
    for (what, task) in [("HTTP/1.1", idle_h1), ("HTTP/2", idle_h2)] {
        assert!(
            tokio::time::timeout(limit, task).await.is_ok(),
            "an idle {what} connection is still open after {limit:?}"
        );
    }
    // Meanwhile (well past three times the bound) the live stream, a request in flight
    // that sends only now and then, kept its connection.
    assert!(
        !closed_within(&mut live, Duration::from_secs(1)).await,
        "the live stream was cut off"
    );
    assert!(raw_health("127.0.0.1", port)
        .await
        .unwrap()
        .starts_with("HTTP/1.1 200"));
}

/// Idle connections from one client cannot use up the server's file descriptors: with a
/// limit of 256 and 300 connections that send nothing, another client is still served.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_connections_cannot_use_up_the_file_descriptors() {
    let dir = temp_dir("maipenrai-idle-fds");
    let server = Server::start_via(
        &sqlite_url(&dir),
        &[("HEADER_TIMEOUT_SECS", "1")],
        &["sh", "-c", "ulimit -n 256 && exec \"$0\""],
    )
    .await;
    let mut idle = Vec::new();
    // Not many more: the listen backlog (128) must keep room for the connection below.
    for _ in 0..300 {
        idle.push(connect_from("127.0.0.1", server.port).await);
    }
    let answer = tokio::time::timeout(
        Duration::from_secs(30),
        raw_health("127.0.0.2", server.port),
    )
    .await
    .unwrap_or_else(|_| {
        panic!(
            "/healthz got no answer within 30 s; server log:\n{}",
            server.log()
        )
    })
    .expect("an answer");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    drop(idle);
}

/// One client address holds at most `MAX_CONNECTIONS_PER_ADDRESS` connections: more are
/// closed at once, other addresses are served, and places free up when connections end.
/// A trusted proxy (`TRUSTED_PROXIES`), which carries every client, is not counted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_holds_a_bounded_number_of_connections() {
    let dir = temp_dir("maipenrai-per-address");
    let server = Server::start_with(
        &sqlite_url(&dir),
        &[
            ("MAX_CONNECTIONS_PER_ADDRESS", "8"),
            ("HEADER_TIMEOUT_SECS", "120"),
            ("TRUSTED_PROXIES", "127.0.0.4"),
        ],
    )
    .await;
    let port = server.port;
    let mut proxied = Vec::new();
    for _ in 0..12 {
        proxied.push(connect_from("127.0.0.4", port).await);
    }
    for conn in &mut proxied {
        assert!(
            !closed_within(conn, Duration::from_millis(100)).await,
            "a connection of the trusted proxy was closed"
        );
    }
    let answer = raw_health("127.0.0.4", port).await.expect("an answer");
    assert!(
        answer.starts_with("HTTP/1.1 200"),
        "the proxy's 13th: {answer}"
    );
    drop(proxied);
    // An address of its own: the connection of the readiness check (from 127.0.0.1) may
    // still be open and counted.
    let client = "127.0.0.3";
    let mut held = Vec::new();
    for _ in 0..8 {
        held.push(connect_from(client, port).await);
    }
    for i in 0..8 {
        let mut extra = connect_from(client, port).await;
        assert!(
            closed_within(&mut extra, Duration::from_secs(20)).await,
            "connection {} from one address was kept",
            9 + i
        );
    }
    let answer = raw_health("127.0.0.2", port).await.expect("an answer");
    assert!(
        answer.starts_with("HTTP/1.1 200"),
        "another address: {answer}"
    );
    for conn in &mut held {
        assert!(
            !closed_within(conn, Duration::from_millis(100)).await,
            "a connection within the limit was closed"
        );
    }
    drop(held);
    // Their places come free as soon as the server sees them closed.
    poll(
        Duration::from_secs(20),
        "a place for 127.0.0.3 again",
        || async {
            raw_health(client, port)
                .await
                .ok()
                .filter(|a| a.starts_with("HTTP/1.1 200"))
        },
    )
    .await;
}

/// The server raises its soft limit of open files to the hard limit, so the connection
/// bounds above, not a low default such as 1,024, decide how many clients it serves.
#[tokio::test]
async fn the_open_file_limit_is_raised_to_the_hard_limit() {
    fn limits(pid: u32) -> (String, String) {
        let text = std::fs::read_to_string(format!("/proc/{pid}/limits")).expect("limits");
        let line = text
            .lines()
            .find(|l| l.starts_with("Max open files"))
            .expect("open files line");
        let mut words = line["Max open files".len()..].split_whitespace();
        let soft = words.next().expect("soft").to_string();
        (soft, words.next().expect("hard").to_string())
    }
    let (_, hard) = limits(std::process::id());
    if hard == "256" || hard == "unlimited" {
        eprintln!("skipped: the hard limit of open files is {hard}");
        return;
    }
    let dir = temp_dir("maipenrai-nofile");
    let server = Server::start_via(
        &sqlite_url(&dir),
        &[],
        &["sh", "-c", "ulimit -Sn 256 && exec \"$0\""],
    )
    .await;
    let (soft, server_hard) = limits(server.pid().expect("pid"));
    assert_eq!(soft, server_hard, "the soft limit was not raised");
}

/// On SIGTERM, connections the kernel has already queued (accepted in the listen backlog,
/// not yet taken by the server) are still taken and answered in full, then closed, and the
/// process exits 0. The server is stopped (SIGSTOP) while the clients connect and send, so
/// every connection is in the backlog when it sees the SIGTERM.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_graceful_stop_answers_every_queued_request() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let dir = temp_dir("maipenrai-drain");
    let mut server = Server::start(&sqlite_url(&dir)).await;
    let port = server.port;
    server.signal("STOP");
    let mut conns = Vec::new();
    for _ in 0..40 {
        let mut conn = connect_from("127.0.0.1", port).await;
        // Keep-alive (no `Connection: close`): the server must close by itself afterwards.
        conn.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            .await
            .unwrap();
        conns.push(conn);
    }
    server.signal("TERM");
    server.signal("CONT");
    let mut failures = Vec::new();
    for (i, mut conn) in conns.into_iter().enumerate() {
        let mut buf = Vec::new();
        let read = tokio::time::timeout(Duration::from_secs(30), conn.read_to_end(&mut buf)).await;
        let text = String::from_utf8_lossy(&buf);
        match read {
            Ok(Ok(_)) if text.starts_with("HTTP/1.1 200") && text.ends_with(HEALTHY) => {}
            Ok(Ok(_)) => failures.push(format!("{i}: {text:?}")),
            Ok(Err(e)) => failures.push(format!("{i}: {e} after {text:?}")),
            Err(_) => failures.push(format!("{i}: not closed after the answer {text:?}")),
        }
    }
    let status = server.wait_exit(Duration::from_secs(30)).await;
    assert!(
        failures.is_empty(),
        "{} of 40 queued requests were not answered in full:\n{}\nserver log:\n{}",
        failures.len(),
        failures.join("\n"),
        server.log()
    );
    assert!(
        status.is_some_and(|s| s.success()),
        "the server did not exit 0 after SIGTERM: {status:?}"
    );
}

/// On SIGTERM, a connection opened before the signal whose first request arrives within
/// 2 s of it is answered in full (the 2 s count from the signal, not from the opening: these
/// were opened a second before it), and one that stays silent is closed with a FIN after
/// those 2 s, not reset.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stop_answers_first_requests_sent_within_two_seconds_of_it() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let dir = temp_dir("maipenrai-stop");
    let mut server = Server::start(&sqlite_url(&dir)).await;
    let port = server.port;
    let mut conns = Vec::new();
    for _ in 0..64 {
        conns.push(connect_from("127.0.0.1", port).await);
    }
    let mut silent = connect_from("127.0.0.1", port).await;
    // The server takes connections in order: once a later one is answered, it holds all.
    let health = raw_health("127.0.0.1", port).await.expect("a health check");
    assert!(health.starts_with("HTTP/1.1 200"), "{health}");
    tokio::time::sleep(Duration::from_secs(1)).await;
    server.signal("TERM");
    let signalled = tokio::time::Instant::now();
    let clients: Vec<_> = conns
        .into_iter()
        .enumerate()
        .map(|(i, mut conn)| {
            let delay = Duration::from_millis(if i % 2 == 0 { 800 } else { 1500 });
            tokio::spawn(async move {
                tokio::time::sleep_until(signalled + delay).await;
                // Keep-alive (no `Connection: close`): the server closes after the answer.
                let sent = conn
                    .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
                    .await;
                let mut buf = Vec::new();
                let read =
                    tokio::time::timeout(Duration::from_secs(30), conn.read_to_end(&mut buf)).await;
                let text = String::from_utf8_lossy(&buf).into_owned();
                match (sent, read) {
                    (Ok(()), Ok(Ok(_)))
                        if text.starts_with("HTTP/1.1 200") && text.ends_with(HEALTHY) =>
                    {
                        None
                    }
                    (sent, read) => Some(format!(
                        "{i} (sent at {delay:?}): {sent:?} {read:?} after {text:?}"
                    )),
                }
            })
        })
        .collect();
    let mut buf = Vec::new();
    let silent_end = tokio::time::timeout(Duration::from_secs(30), silent.read_to_end(&mut buf))
        .await
        .map(|read| read.map_err(|e| e.kind()));
    let mut failures = Vec::new();
    for client in clients {
        failures.extend(client.await.expect("client task"));
    }
    let status = server.wait_exit(Duration::from_secs(30)).await;
    assert!(
        failures.is_empty(),
        "{} of 64 requests sent within 2 s of the stop were not answered in full:\n{}\n\
         server log:\n{}",
        failures.len(),
        failures.join("\n"),
        server.log()
    );
    assert_eq!(
        silent_end,
        Ok(Ok(0)),
        "the silent connection is closed with a FIN, nothing sent"
    );
    assert!(
        status.is_some_and(|s| s.success()),
        "the server did not exit 0 after SIGTERM: {status:?}"
    );
}

/// The server's log, written to a file, is plain text (no colour codes), so that the check
/// of `scripts/schemathesis.sh` for logged errors (`scripts/log-errors.sh`) finds an error
/// the server logged: it passes on the log of a server that logged none, and fails on the
/// log of one that did (a game whose stored setup no longer replays).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_log_check_finds_an_error_the_server_logged() {
    use sqlx::Connection;
    let dir = temp_dir("maipenrai-log");
    let url = sqlite_url(&dir);
    let server = Server::start(&url).await;
    let api = Api::new(&server);
    let tokens = api.accounts(&["ann", "ben"]).await;
    let game_id = api.game(&["ann", "ben"], &tokens, "siam", "original").await;
    let log_check = |log: &str| {
        let file = dir.join("copy.log");
        std::fs::write(&file, log).expect("write the log");
        std::process::Command::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/scripts/log-errors.sh"
        ))
        .arg(&file)
        .output()
        .expect("run scripts/log-errors.sh")
    };
    let clean = log_check(&server.log());
    assert!(
        clean.status.success(),
        "no error was logged yet: {}",
        String::from_utf8_lossy(&clean.stderr)
    );

    let mut conn = sqlx::SqliteConnection::connect(&url)
        .await
        .expect("connect");
    sqlx::query("UPDATE game_event SET event = '{\"type\":\"setup\"}' WHERE game_id = $1")
        .bind(&game_id)
        .execute(&mut conn)
        .await
        .expect("damage the setup");
    let res = api
        .get(&format!("/api/v1/games/{game_id}"), None)
        .await
        .expect("an answer");
    assert_eq!(res.status, 500, "{}", res.text);
    let log = poll(Duration::from_secs(10), "the error in the log", || {
        let log = server.log();
        async move { log.contains("does not replay").then_some(log) }
    })
    .await;
    assert!(
        !log.contains('\u{1b}'),
        "colour codes in a log file:\n{log}"
    );
    let found = log_check(&log);
    let told = String::from_utf8_lossy(&found.stderr);
    assert_eq!(found.status.code(), Some(1), "the check missed it:\n{log}");
    assert!(
        told.contains(" ERROR ") && told.contains(&game_id),
        "{told}"
    );
}
