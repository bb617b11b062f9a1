//! The metrics endpoint, `GET /metrics` on a listener of its own (`METRICS_ADDR`, never
//! the public one), behind a bearer token when `METRICS_TOKEN` is set. It reads the
//! gauges that describe the server's state from the service at each scrape and renders
//! what [`crate::metrics`] recorded.

use crate::metrics;
use crate::service::{same_secret, Service};
use axum::extract::State;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::sync::Arc;
use std::time::Duration;

#[derive(Clone)]
struct Scrape {
    service: Arc<Service>,
    token: Option<Arc<str>>,
}

/// The metrics listener's router: `GET /metrics` and nothing else. Installs the recorder.
pub fn router(service: Arc<Service>, token: Option<String>) -> Router {
    metrics::install();
    Router::new()
        .route("/metrics", get(scrape))
        .with_state(Scrape {
            service,
            token: token.map(Arc::from),
        })
}

/// One scrape at a time: the gauges read now and the text rendered from them belong
/// together (tests run several services in one process, each scraping its own).
static SCRAPING: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

async fn scrape(State(scrape): State<Scrape>, headers: HeaderMap) -> Response {
    if let Some(token) = &scrape.token {
        let given = headers
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .map(str::trim);
        if !given.is_some_and(|given| same_secret(given, token)) {
            return (
                StatusCode::UNAUTHORIZED,
                [(header::WWW_AUTHENTICATE, "Bearer")],
                "the metrics need METRICS_TOKEN as a bearer token\n",
            )
                .into_response();
        }
    }
    let _one = SCRAPING.lock().await;
    sample(&scrape.service).await;
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        metrics::render(),
    )
        .into_response()
}

/// Reads the gauges that describe the server's state now.
async fn sample(service: &Service) {
    metrics::live_pages(service.live().open_streams());
    for pool in service.store().pool_stats() {
        metrics::db_pool(pool.pool, pool.open, pool.idle, pool.max);
    }
    if let Some(notify) = service.store().notify() {
        // A database that does not answer must not hold the scrape; the gauge then keeps
        // its last value.
        match tokio::time::timeout(Duration::from_secs(5), notify.outbox_pending()).await {
            Ok(Ok(pending)) => metrics::outbox_backlog(pending),
            Ok(Err(e)) => tracing::warn!("metrics: cannot count the outbox: {e}"),
            Err(_) => tracing::warn!("metrics: counting the outbox took too long"),
        }
    }
}
