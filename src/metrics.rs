//! Prometheus metrics (`docs/operations.md`), recorded through the `metrics` crate and
//! rendered by `metrics-exporter-prometheus` at `GET /metrics` on a listener of their own
//! (`METRICS_ADDR`), never on the public one, and behind a bearer token when
//! `METRICS_TOKEN` is set. The endpoint is `crate::http::metrics`: it reads the service's
//! state, so this module, which the service records through, knows nothing above it.
//!
//! Every metric's name is here, and everything recorded goes through a function here. Until
//! [`install`] ran (no `METRICS_ADDR`) nothing is recorded: the `metrics` macros reach no
//! recorder, and the request layer does no work at all. The gauges that describe the
//! server's state (open live pages, database connections, the outbox backlog) are read when
//! the endpoint is scraped ([`live_pages`], [`db_pool`], [`outbox_backlog`]), so they cost
//! nothing in between.

use ::metrics::{counter, gauge, histogram};
use axum::extract::{MatchedPath, Request};
use axum::http::Method;
use axum::middleware::Next;
use axum::response::Response;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// HTTP requests answered, by `method`, `route` (the route's template, never the path,
/// which holds game ids and secrets) and `status`.
pub const HTTP_REQUESTS: &str = "maipenrai_http_requests_total";
/// Time from a request's arrival to its answer's headers, by `method` and `route`.
pub const HTTP_DURATION: &str = "maipenrai_http_request_duration_seconds";
/// Moves appended, by `by`: `player` (a person's move), `computer` (a computer player's)
/// or `automatic` (a pass the platform made: a deadline ran out, a seat is gone).
pub const MOVES: &str = "maipenrai_moves_total";
/// Time to read a stored game's log and replay it through its engine, once per game
/// loaded (a page view, a move, the worker); its `_count` is the number of replays.
pub const REPLAY_DURATION: &str = "maipenrai_replay_duration_seconds";
/// Live streams open now: game pages that follow their game.
pub const LIVE_PAGES: &str = "maipenrai_live_pages";
/// How long due background work waited before the worker did it, by `work`: `outbox`
/// (from a notification's queueing to its first delivery attempt) or `deadline` (from a
/// move deadline's end to the automatic move).
pub const WORKER_LAG: &str = "maipenrai_worker_lag_seconds";
/// Notifications (mails, webhook calls) in the outbox still to deliver, due or waiting
/// for a retry; in the whole database (every instance sharing it sees the same).
pub const OUTBOX_BACKLOG: &str = "maipenrai_outbox_backlog";
/// Computer players' turns waiting at the start of the computer players' latest pass.
pub const COMPUTER_QUEUE: &str = "maipenrai_computer_queue";
/// Time a computer player thought about one move, by `level`.
pub const COMPUTER_SEARCH: &str = "maipenrai_computer_search_duration_seconds";
/// Database connections open (in use or idle), by `pool`.
pub const DB_CONNECTIONS: &str = "maipenrai_db_connections";
/// Of those, the idle ones, by `pool`.
pub const DB_CONNECTIONS_IDLE: &str = "maipenrai_db_connections_idle";
/// The most connections a pool opens, by `pool`.
pub const DB_CONNECTIONS_MAX: &str = "maipenrai_db_connections_max";

/// The histograms' buckets (upper bounds, in seconds).
const BUCKETS: [(&str, &[f64]); 4] = [
    (
        HTTP_DURATION,
        &[
            0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
        ],
    ),
    // A replay takes tens of microseconds.
    (
        REPLAY_DURATION,
        &[
            0.00001, 0.000025, 0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.05,
        ],
    ),
    // Work is due at most a worker interval (30 s) late when all is well.
    (
        WORKER_LAG,
        &[
            0.1, 0.5, 1.0, 5.0, 15.0, 30.0, 60.0, 300.0, 900.0, 3600.0, 21600.0, 86400.0,
        ],
    ),
    (
        COMPUTER_SEARCH,
        &[0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0],
    ),
];

/// The recorder's handle, once installed.
static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// Installs the process's recorder (once; later calls return the same handle). From then
/// on every metric is recorded.
pub fn install() -> &'static PrometheusHandle {
    HANDLE.get_or_init(|| {
        let mut builder = PrometheusBuilder::new();
        for (name, buckets) in BUCKETS {
            builder = builder
                .set_buckets_for_metric(Matcher::Full(name.to_string()), buckets)
                .expect("the bucket lists above are not empty");
        }
        let recorder = builder.build_recorder();
        let handle = recorder.handle();
        if let Err(e) = ::metrics::set_global_recorder(recorder) {
            tracing::warn!("metrics: another recorder is installed already: {e}");
        }
        describe();
        // Histogram samples wait in the recorder until rendered; the upkeep folds them into
        // the buckets, so that nothing grows while nobody scrapes.
        let upkeep = handle.clone();
        let spawned = std::thread::Builder::new()
            .name("metrics-upkeep".into())
            .spawn(move || loop {
                std::thread::sleep(Duration::from_secs(5));
                upkeep.run_upkeep();
            });
        if let Err(e) = spawned {
            tracing::warn!("metrics: no upkeep thread ({e}); histograms are folded at scrapes");
        }
        handle
    })
}

/// The `# HELP` lines.
fn describe() {
    use ::metrics::{describe_counter, describe_gauge, describe_histogram};
    describe_counter!(HTTP_REQUESTS, "HTTP requests answered");
    describe_histogram!(HTTP_DURATION, "Time to answer an HTTP request (headers)");
    describe_counter!(MOVES, "Moves appended");
    describe_histogram!(REPLAY_DURATION, "Time to read and replay a game's log");
    describe_gauge!(LIVE_PAGES, "Live game pages open");
    describe_histogram!(WORKER_LAG, "How long due background work waited");
    describe_gauge!(OUTBOX_BACKLOG, "Notifications still to deliver");
    describe_gauge!(COMPUTER_QUEUE, "Computer players' turns waiting");
    describe_histogram!(
        COMPUTER_SEARCH,
        "Time a computer player thought about a move"
    );
    describe_gauge!(DB_CONNECTIONS, "Database connections open");
    describe_gauge!(DB_CONNECTIONS_IDLE, "Database connections idle");
    describe_gauge!(
        DB_CONNECTIONS_MAX,
        "Database connections a pool opens at most"
    );
}

// --- recording ---------------------------------------------------------------------------

/// The router's layer (`http::app`): counts every answer by method, route and status, and
/// its time. The route is the matched template (`/games/{id}`); a request no route matched
/// counts as `(unmatched)`, as in the log.
pub async fn track_requests(req: Request, next: Next) -> Response {
    if HANDLE.get().is_none() {
        return next.run(req).await;
    }
    let method = method_label(req.method());
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map_or_else(|| "(unmatched)".to_string(), |m| m.as_str().to_string());
    let started = Instant::now();
    let response = next.run(req).await;
    let took = started.elapsed();
    let status = response.status().as_u16().to_string();
    counter!(HTTP_REQUESTS, "method" => method, "route" => route.clone(), "status" => status)
        .increment(1);
    histogram!(HTTP_DURATION, "method" => method, "route" => route).record(took);
    response
}

/// The method as a label: one of the standard ones, or `other` (a client may send any
/// word, and each would be a series of its own).
fn method_label(method: &Method) -> &'static str {
    match *method {
        Method::GET => "GET",
        Method::POST => "POST",
        Method::HEAD => "HEAD",
        Method::PUT => "PUT",
        Method::DELETE => "DELETE",
        Method::PATCH => "PATCH",
        Method::OPTIONS => "OPTIONS",
        _ => "other",
    }
}

/// Who made a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    Player,
    Computer,
    Automatic,
}

/// A move was appended.
pub fn moved(by: Mover) {
    let by = match by {
        Mover::Player => "player",
        Mover::Computer => "computer",
        Mover::Automatic => "automatic",
    };
    counter!(MOVES, "by" => by).increment(1);
}

/// A stored game was read and replayed in `took`.
pub fn replayed(took: Duration) {
    histogram!(REPLAY_DURATION).record(took);
}

/// Background work the worker does when it is due.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Work {
    /// A notification's first delivery attempt.
    Outbox,
    /// An automatic move after a move deadline ran out.
    Deadline,
}

/// Due work was done `lag` after it became due.
pub fn worker_lag(work: Work, lag: time::Duration) {
    let work = match work {
        Work::Outbox => "outbox",
        Work::Deadline => "deadline",
    };
    histogram!(WORKER_LAG, "work" => work).record(lag.as_seconds_f64().max(0.0));
}

/// The computer players found `turns` turns waiting.
pub fn computer_queue(turns: usize) {
    gauge!(COMPUTER_QUEUE).set(turns as f64);
}

/// A computer player of `level` thought for `took`.
pub fn computer_search(level: &'static str, took: Duration) {
    histogram!(COMPUTER_SEARCH, "level" => level).record(took);
}

// --- the state, read at a scrape -----------------------------------------------------------

/// `open` live streams are open now.
pub fn live_pages(open: usize) {
    gauge!(LIVE_PAGES).set(open as f64);
}

/// Database pool `pool` has `open` connections, `idle` of them idle, and opens at most
/// `max`.
pub fn db_pool(pool: &'static str, open: usize, idle: usize, max: usize) {
    gauge!(DB_CONNECTIONS, "pool" => pool).set(open as f64);
    gauge!(DB_CONNECTIONS_IDLE, "pool" => pool).set(idle as f64);
    gauge!(DB_CONNECTIONS_MAX, "pool" => pool).set(max as f64);
}

/// `pending` notifications are still to deliver.
pub fn outbox_backlog(pending: i64) {
    gauge!(OUTBOX_BACKLOG).set(pending as f64);
}

/// The text of a scrape: every metric recorded so far (installs the recorder).
pub fn render() -> String {
    install().render()
}
