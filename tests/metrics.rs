//! The Prometheus endpoint (`docs/operations.md`): never on the public router, served on
//! `METRICS_ADDR` with an optional token, and its figures are the real ones — requests by
//! route template and status with their times, moves, replays, open live pages, worker lag,
//! the outbox backlog, the computer players' queue and search time, the database pools. On
//! SQLite and (when configured) Postgres. And `LOG_FORMAT=json` writes one JSON object per
//! line, a request's with its route, status and latency but never its query.
//!
//! The recorder is one per process, so every test here reads differences between two
//! scrapes, and only `the_figures_are_the_real_ones` records anything in this process.

mod support;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use axum::Router;
use maipenrai::http::testing::TestApp;
use maipenrai::store::notify::{Channel, NewOutbox};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use support::notify::World;
use support::server::Server;
use support::{databases, free_port, fresh_database_url, fresh_store, Db};
use tower::ServiceExt;

const TOKEN: &str = "metrics-token-for-the-tests";

// --- reading the exposition format ----------------------------------------------------------

/// One sample line: its metric name, labels and value.
#[derive(Debug)]
struct Sample {
    name: String,
    labels: BTreeMap<String, String>,
    value: f64,
}

/// Reads Prometheus' text format (version 0.0.4) strictly: every line is a comment, empty,
/// or `name{label="value",…} number`, and every sample's family has a `# TYPE` line before
/// it. Fails the test on anything else.
fn parse(text: &str) -> Vec<Sample> {
    let mut typed: BTreeMap<String, String> = BTreeMap::new();
    let mut samples = Vec::new();
    for line in text.lines() {
        if line.is_empty() {
            continue;
        }
        if let Some(rest) = line.strip_prefix("# TYPE ") {
            let (name, kind) = rest.split_once(' ').expect("# TYPE name kind");
            assert!(
                ["counter", "gauge", "histogram", "summary", "untyped"].contains(&kind),
                "{line}"
            );
            typed.insert(name.to_string(), kind.to_string());
            continue;
        }
        if line.starts_with("# HELP ") {
            continue;
        }
        assert!(!line.starts_with('#'), "an unknown comment: {line}");
        let name_end = line
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
            .unwrap_or_else(|| panic!("no value: {line}"));
        let name = &line[..name_end];
        assert!(
            !name.is_empty() && !name.starts_with(|c: char| c.is_ascii_digit()),
            "{line}"
        );
        let mut rest = &line[name_end..];
        let mut labels = BTreeMap::new();
        if let Some(inner) = rest.strip_prefix('{') {
            let mut chars = inner.char_indices();
            let mut key = String::new();
            loop {
                let (_, c) = chars.next().unwrap_or_else(|| panic!("unclosed: {line}"));
                match c {
                    '}' => break,
                    ',' => {}
                    '=' => {
                        assert_eq!(chars.next().map(|(_, c)| c), Some('"'), "{line}");
                        let mut value = String::new();
                        loop {
                            let (_, c) = chars.next().unwrap_or_else(|| panic!("{line}"));
                            match c {
                                '"' => break,
                                '\\' => match chars.next().map(|(_, c)| c) {
                                    Some('n') => value.push('\n'),
                                    Some(c @ ('\\' | '"')) => value.push(c),
                                    other => panic!("bad escape {other:?}: {line}"),
                                },
                                c => value.push(c),
                            }
                        }
                        labels.insert(std::mem::take(&mut key), value);
                    }
                    c => key.push(c),
                }
            }
            let consumed = chars.next().map_or(inner.len(), |(i, _)| i);
            rest = &inner[consumed..];
        }
        let value = rest.trim();
        let value = match value {
            "+Inf" => f64::INFINITY,
            "-Inf" => f64::NEG_INFINITY,
            v => v
                .parse::<f64>()
                .unwrap_or_else(|e| panic!("not a number ({e}): {line}")),
        };
        let family = ["_bucket", "_sum", "_count"]
            .iter()
            .find_map(|s| name.strip_suffix(s).filter(|f| typed.contains_key(*f)))
            .unwrap_or(name);
        assert!(typed.contains_key(family), "no # TYPE before {line}");
        samples.push(Sample {
            name: name.to_string(),
            labels,
            value,
        });
    }
    samples
}

/// The sum of the samples named `name` that carry every label of `with` (0 when none).
fn value(samples: &[Sample], name: &str, with: &[(&str, &str)]) -> f64 {
    samples
        .iter()
        .filter(|s| {
            s.name == name
                && with
                    .iter()
                    .all(|(k, v)| s.labels.get(*k) == Some(&v.to_string()))
        })
        .map(|s| s.value)
        .sum()
}

/// Whether a sample named `name` with the labels `with` exists.
fn has(samples: &[Sample], name: &str, with: &[(&str, &str)]) -> bool {
    samples.iter().any(|s| {
        s.name == name
            && with
                .iter()
                .all(|(k, v)| s.labels.get(*k) == Some(&v.to_string()))
    })
}

/// `GET /metrics` through `router`, with `token` as a bearer token.
async fn get_metrics(router: &Router, token: Option<&str>) -> (StatusCode, String) {
    let mut req = Request::builder().uri("/metrics");
    if let Some(token) = token {
        req = req.header(header::AUTHORIZATION, format!("Bearer {token}"));
    }
    let res = router
        .clone()
        .oneshot(req.body(Body::empty()).unwrap())
        .await
        .unwrap();
    let status = res.status();
    let bytes = axum::body::to_bytes(res.into_body(), usize::MAX)
        .await
        .unwrap();
    (status, String::from_utf8(bytes.to_vec()).unwrap())
}

/// A scrape that must succeed, read.
async fn scrape(metrics: &Router) -> Vec<Sample> {
    let (status, text) = get_metrics(metrics, None).await;
    assert_eq!(status, StatusCode::OK, "{text}");
    parse(&text)
}

// --- the tests ----------------------------------------------------------------------------

#[tokio::test]
async fn the_endpoint_is_not_on_the_public_router() {
    let app = TestApp::new(fresh_store(Db::Sqlite).await);
    for path in ["/metrics", "/metrics/", "/api/v1/metrics"] {
        let res = app.browser().get(path).await;
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{path}");
        assert!(!res.body.contains("maipenrai_"), "{path}: {}", res.body);
    }
}

#[tokio::test]
async fn the_token_is_asked_for_when_set() {
    let app = TestApp::new(fresh_store(Db::Sqlite).await);
    let metrics = maipenrai::http::metrics::router(app.state.service.clone(), Some(TOKEN.into()));
    for wrong in [None, Some("metrics-token-for-the-test"), Some("")] {
        let (status, text) = get_metrics(&metrics, wrong).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{wrong:?}");
        assert!(!text.contains("maipenrai_"), "{wrong:?}: {text}");
    }
    let (status, text) = get_metrics(&metrics, Some(TOKEN)).await;
    assert_eq!(status, StatusCode::OK);
    assert!(!parse(&text).is_empty(), "{text}");
    // Only /metrics is there.
    let other = Request::builder().uri("/").body(Body::empty()).unwrap();
    let res = metrics.clone().oneshot(other).await.unwrap();
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_figures_are_the_real_ones() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let app = &w.app;
        let service = app.state.service.clone();
        let metrics = maipenrai::http::metrics::router(service.clone(), None);
        // A game with a deadline of one day per move (open hands).
        let (tokens, id) = w.accounts_in_game(&["ana", "ben"], "open", Some(1)).await;

        // Page views: counted by route template and status, timed, each one replay.
        let before = scrape(&metrics).await;
        for _ in 0..3 {
            let page = app.browser().get(&format!("/games/{id}")).await;
            assert_eq!(page.status, StatusCode::OK, "{db:?}");
        }
        let missing = app
            .browser()
            .get("/games/00000000-0000-0000-0000-000000000000")
            .await;
        assert_eq!(missing.status, StatusCode::NOT_FOUND);
        let after = scrape(&metrics).await;
        let pages = [("method", "GET"), ("route", "/games/{id}")];
        let ok = [pages[0], pages[1], ("status", "200")];
        let not_found = [pages[0], pages[1], ("status", "404")];
        let requests = "maipenrai_http_requests_total";
        let delta = |name: &str, with: &[(&str, &str)]| {
            value(&after, name, with) - value(&before, name, with)
        };
        assert_eq!(delta(requests, &ok), 3.0, "{db:?}");
        assert_eq!(delta(requests, &not_found), 1.0, "{db:?}");
        let timed = "maipenrai_http_request_duration_seconds";
        assert_eq!(delta(&format!("{timed}_count"), &pages), 4.0, "{db:?}");
        assert!(delta(&format!("{timed}_sum"), &pages) > 0.0, "{db:?}");
        let le_inf = [pages[0], pages[1], ("le", "+Inf")];
        assert_eq!(delta(&format!("{timed}_bucket"), &le_inf), 4.0, "{db:?}");
        let replays = "maipenrai_replay_duration_seconds";
        assert_eq!(delta(&format!("{replays}_count"), &[]), 3.0, "{db:?}");
        assert!(delta(&format!("{replays}_sum"), &[]) > 0.0, "{db:?}");
        // Labels hold templates, never paths: no game id in the text.
        let (_, text) = get_metrics(&metrics, None).await;
        assert!(!text.contains(&id), "{db:?}: a raw path in the labels");
        assert!(!text.contains("00000000-0000"), "{db:?}");

        // A move by a person.
        let before = scrape(&metrics).await;
        w.random_move(&id, &tokens).await;
        let after = scrape(&metrics).await;
        let moves = "maipenrai_moves_total";
        let delta = |name: &str, with: &[(&str, &str)]| {
            value(&after, name, with) - value(&before, name, with)
        };
        assert_eq!(delta(moves, &[("by", "player")]), 1.0, "{db:?}");
        assert_eq!(delta(moves, &[]), 1.0, "{db:?}");
        let move_route = [
            ("method", "POST"),
            ("route", "/api/v1/games/{id}/moves"),
            ("status", "200"),
        ];
        assert_eq!(delta(requests, &move_route), 1.0, "{db:?}");

        // An open live page, then none.
        let live = Request::builder()
            .uri(format!("/games/{id}/live"))
            .body(Body::empty())
            .unwrap();
        let stream = app.router.clone().oneshot(live).await.unwrap();
        assert_eq!(stream.status(), StatusCode::OK);
        let open = scrape(&metrics).await;
        assert_eq!(value(&open, "maipenrai_live_pages", &[]), 1.0, "{db:?}");
        drop(stream);
        let closed = scrape(&metrics).await;
        assert_eq!(value(&closed, "maipenrai_live_pages", &[]), 0.0, "{db:?}");

        // The database's pools: what the store opened, within its bounds.
        let pools: &[&str] = match db {
            Db::Sqlite => &["read", "write", "lane"],
            Db::Postgres => &["main", "lane"],
        };
        for pool in pools {
            let with = [("pool", *pool)];
            let open = value(&closed, "maipenrai_db_connections", &with);
            let idle = value(&closed, "maipenrai_db_connections_idle", &with);
            let max = value(&closed, "maipenrai_db_connections_max", &with);
            assert!(
                has(&closed, "maipenrai_db_connections", &with),
                "{db:?} {pool}"
            );
            assert!(
                max > 0.0 && open <= max && idle <= open,
                "{db:?} {pool}: {open} open, {idle} idle, {max} at most"
            );
        }
        // The page views went through the lane, which keeps its connections.
        assert!(value(&closed, "maipenrai_db_connections", &[("pool", "lane")]) >= 1.0);
        if db == Db::Sqlite {
            let writer = [("pool", "write")];
            assert_eq!(value(&closed, "maipenrai_db_connections_max", &writer), 1.0);
        }

        // The outbox: one mail queued now, nothing waiting before.
        assert_eq!(
            value(&closed, "maipenrai_outbox_backlog", &[]),
            0.0,
            "{db:?}"
        );
        let ana = w.user("ana").await;
        let row = NewOutbox {
            idem_key: format!("metrics-test:{id}"),
            user_id: ana.user_id,
            game_id: None,
            channel: Channel::Email,
            kind: "turn".into(),
            recipient: "ana@example.org".into(),
            subject: "Your turn".into(),
            body: "It is your turn.".into(),
        };
        assert!(w.store().enqueue(&row, w.clock_now()).await.unwrap());
        let queued = scrape(&metrics).await;
        assert_eq!(
            value(&queued, "maipenrai_outbox_backlog", &[]),
            1.0,
            "{db:?}"
        );

        // A day and a minute later the worker passes for the player whose time ran out (a
        // minute late) and tries the mail (queued a day and a minute ago; mail is off, so
        // it stays in the outbox for a retry).
        let before = queued;
        w.advance(time::Duration::days(1) + time::Duration::minutes(1));
        let report = w.tick().await;
        assert_eq!(report.automatic_passes, 1, "{db:?}: {report:?}");
        assert_eq!(report.failed, 1, "{db:?}: {report:?}");
        let after = scrape(&metrics).await;
        let delta = |name: &str, with: &[(&str, &str)]| {
            value(&after, name, with) - value(&before, name, with)
        };
        assert_eq!(delta(moves, &[("by", "automatic")]), 1.0, "{db:?}");
        let lag = "maipenrai_worker_lag_seconds";
        let deadline = [("work", "deadline")];
        assert_eq!(delta(&format!("{lag}_count"), &deadline), 1.0, "{db:?}");
        let late = delta(&format!("{lag}_sum"), &deadline);
        assert!((late - 60.0).abs() < 1.0, "{db:?}: {late} s late");
        let outbox = [("work", "outbox")];
        assert_eq!(delta(&format!("{lag}_count"), &outbox), 1.0, "{db:?}");
        let waited = delta(&format!("{lag}_sum"), &outbox);
        assert!((waited - 86_460.0).abs() < 1.0, "{db:?}: waited {waited} s");
        assert_eq!(
            value(&after, "maipenrai_outbox_backlog", &[]),
            1.0,
            "{db:?}"
        );

        // A game against a computer player: its turn waits in the queue, it thinks, moves.
        let invitation = app
            .api_invite(
                &tokens["ana"],
                json!({"game": "king-of-siam", "players": 2, "computers": ["beginner"]}),
            )
            .await;
        let game = invitation["game_id"].as_str().expect("started").to_string();
        let state: Value = app.api_game_state(&game, None).await;
        if state["to_move"] == "ana" {
            w.random_move(&game, &tokens).await;
        }
        let before = scrape(&metrics).await;
        assert_eq!(
            service.play_computer_turns().await.unwrap().len(),
            1,
            "{db:?}"
        );
        let after = scrape(&metrics).await;
        let delta = |name: &str, with: &[(&str, &str)]| {
            value(&after, name, with) - value(&before, name, with)
        };
        assert_eq!(
            value(&after, "maipenrai_computer_queue", &[]),
            1.0,
            "{db:?}"
        );
        let search = "maipenrai_computer_search_duration_seconds";
        let beginner = [("level", "beginner")];
        assert_eq!(delta(&format!("{search}_count"), &beginner), 1.0, "{db:?}");
        assert!(delta(&format!("{search}_sum"), &beginner) > 0.0, "{db:?}");
        assert_eq!(delta(moves, &[("by", "computer")]), 1.0, "{db:?}");
        // Nothing more to think about.
        assert_eq!(
            service.play_computer_turns().await.unwrap().len(),
            0,
            "{db:?}"
        );
        let idle = scrape(&metrics).await;
        assert_eq!(value(&idle, "maipenrai_computer_queue", &[]), 0.0, "{db:?}");
    }
}

/// The real binary: metrics on `METRICS_ADDR` behind `METRICS_TOKEN` and nowhere else, and
/// a JSON log with one line per request.
#[tokio::test]
async fn the_server_serves_metrics_on_their_own_address_and_logs_json() {
    let url = fresh_database_url(Db::Sqlite).await;
    let metrics_port = free_port();
    let metrics_addr = format!("127.0.0.1:{metrics_port}");
    let server = Server::start_with(
        &url,
        &[
            ("METRICS_ADDR", &metrics_addr),
            ("METRICS_TOKEN", TOKEN),
            ("LOG_FORMAT", "json"),
            ("RUST_LOG", "info,sqlx=warn"),
        ],
    )
    .await;
    let client = reqwest::Client::new();
    let get = |url: String, token: Option<&str>| {
        let mut req = client.get(url);
        if let Some(token) = token {
            req = req.bearer_auth(token);
        }
        async move {
            let res = req.send().await.expect("an answer");
            (res.status().as_u16(), res.text().await.unwrap_or_default())
        }
    };
    // Not on the public address.
    let (status, body) = get(server.url("/metrics"), Some(TOKEN)).await;
    assert_eq!(status, 404, "{body}");
    let secret = "query-secret-7f3a";
    let missing = server.url(&format!(
        "/games/00000000-0000-0000-0000-000000000000?next=/{secret}"
    ));
    assert_eq!(get(missing, None).await.0, 404);

    let metrics = format!("http://{metrics_addr}/metrics");
    assert_eq!(get(metrics.clone(), None).await.0, 401);
    assert_eq!(
        get(metrics.clone(), Some("not-the-token-at-all")).await.0,
        401
    );
    let (status, text) = get(metrics, Some(TOKEN)).await;
    assert_eq!(status, 200, "{text}");
    let samples = parse(&text);
    let healthz = [("route", "/healthz"), ("status", "200")];
    assert!(
        value(&samples, "maipenrai_http_requests_total", &healthz) >= 1.0,
        "{text}"
    );
    let game = [("route", "/games/{id}"), ("status", "404")];
    assert_eq!(
        value(&samples, "maipenrai_http_requests_total", &game),
        1.0,
        "{text}"
    );
    assert!(!text.contains(secret) && !text.contains("00000000-0000"));

    // Every line of the log is a JSON object; the request's has its route and status.
    let log = server.log();
    let lines: Vec<Value> = log
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect();
    assert!(lines.iter().all(Value::is_object), "{log}");
    let request = lines
        .iter()
        .find(|l| l["span"]["route"] == "/games/{id}" && l["status"] == 404)
        .unwrap_or_else(|| panic!("no line for the request: {log}"));
    assert_eq!(request["span"]["method"], "GET", "{request}");
    assert!(request["latency"].is_string(), "{request}");
    assert!(request["timestamp"].is_string() && request["level"] == "INFO");
    assert!(!log.contains(secret), "the log holds a query: {log}");
}
