//! The web server: HTML pages (plain forms, POST → redirect → GET) and the JSON API v1,
//! both calling the same [`crate::service`] functions. A page's handler loads through the
//! service, builds the page's model in [`crate::pages`], renders its template and answers.

/// A page's template: the layout and the page's model from [`crate::pages`], whose fields
/// the template reads as its own (through `Deref`, as askama's templates read a parent's
/// fields): `page_template!(GameTemplate, "games/show.html", GamePage)`.
macro_rules! page_template {
    ($name:ident, $path:tt, $model:ty) => {
        #[derive(askama::Template)]
        #[template(path = $path)]
        struct $name {
            layout: super::Layout,
            model: $model,
        }

        impl std::ops::Deref for $name {
            type Target = $model;

            fn deref(&self) -> &$model {
                &self.model
            }
        }
    };
}

pub mod accounts;
pub mod api;
pub mod auth;
pub mod error;
pub mod fair_play;
pub mod feeds;
pub mod games;
pub mod history;
pub mod invitations;
pub mod language;
pub mod links;
pub mod lobby;
pub mod metrics;
pub mod moderation;
pub mod no_nul;
pub mod panels;
pub mod password;
pub mod players;
pub mod rules;
pub mod serve;
pub mod settings;
pub mod social;
pub mod tables;
pub mod testing;
pub mod tournaments;

use crate::config::Config;
use crate::live::Live;
use crate::service::Service;
use crate::store::{DynStore, StoreError};
use axum::extract::{Request, State};
use axum::http::{header, HeaderName, HeaderValue, StatusCode};
use axum::middleware;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use std::sync::Arc;
use std::time::Duration;
use tower::ServiceBuilder;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::{DefaultOnResponse, TraceLayer};
use tracing::Level;

pub use error::{AppError, Result};

/// Largest accepted request body (forms and JSON are small).
pub const BODY_LIMIT: usize = 64 * 1024;
/// Appended to static URLs so browsers fetch new files after an upgrade.
pub const ASSET_VERSION: &str = env!("CARGO_PKG_VERSION");

/// What every handler can reach.
#[derive(Clone)]
pub struct AppState {
    pub store: DynStore,
    pub config: Arc<Config>,
    pub service: Arc<Service>,
}

impl AppState {
    /// State with live updates inside this process (SQLite, tests).
    pub fn new(store: DynStore, config: Config) -> Self {
        Self::with_live(store, config, Live::in_process())
    }

    /// State whose service reads the time from `clock` (tests move it).
    pub fn with_clock(store: DynStore, config: Config, clock: crate::clock::DynClock) -> Self {
        let config = Arc::new(config);
        let service = Arc::new(
            Service::new(store.clone(), config.clone(), Live::in_process()).with_clock(clock),
        );
        AppState {
            store,
            config,
            service,
        }
    }

    pub fn with_live(store: DynStore, config: Config, live: Live) -> Self {
        let config = Arc::new(config);
        let service = Arc::new(Service::new(store.clone(), config.clone(), live));
        AppState {
            store,
            config,
            service,
        }
    }
}

/// What every page's layout needs: who is logged in, their form token, flash messages.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    pub username: Option<String>,
    /// The session's CSRF token (for the log-out form in the navigation).
    pub csrf: String,
    /// One-time messages from the previous action.
    pub flash: Vec<String>,
    /// How many games wait for the user's move (shown in the header).
    pub waiting: usize,
    /// How many of the user's games have chat messages they have not read.
    pub unread: usize,
    /// The user is a moderator (the header links to the moderators' pages).
    pub moderator: bool,
    pub v: &'static str,
    /// The page's language (`<html lang>`, the switch's current choice).
    pub language: &'static str,
}

impl Layout {
    pub fn new(user: Option<&auth::WebUser>, flash: Vec<String>) -> Self {
        Layout {
            username: user.map(|u| u.user.username.clone()),
            csrf: user.map(|u| u.csrf.clone()).unwrap_or_default(),
            flash,
            waiting: user.map_or(0, |u| u.waiting.len()),
            unread: user.map_or(0, |u| u.unread_chats.len()),
            moderator: user.is_some_and(|u| u.moderator),
            v: ASSET_VERSION,
            language: crate::game::text::current_language(),
        }
    }

    /// The languages of the switch on every page: code and name in itself.
    pub fn languages(&self) -> &'static [(&'static str, &'static str)] {
        &crate::game::text::LANGUAGE_NAMES
    }
}

/// An error message shown as a sentence on a page: its first letter upper-case ("the game
/// has moved on" → "The game has moved on"). The API keeps the messages as they are. Not
/// for narration, which may start with a username (their case is the user's choice).
pub fn sentence(message: &str) -> String {
    let mut chars = message.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `text` with its first letter in lower case ("Rules of X" → "rules of X"), for a title
/// used inside a sentence.
pub fn first_lower(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Renders an askama template into an HTML response.
pub fn render<T: askama::Template>(page: &T) -> Result<axum::response::Html<String>> {
    page.render()
        .map(axum::response::Html)
        .map_err(|e| AppError::internal(anyhow::anyhow!("template failed: {e}")))
}

/// The whole application: pages, API, static files and the layers around them.
pub fn app(state: AppState) -> Router {
    let static_files = ServiceBuilder::new()
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("public, max-age=86400"),
        ))
        .service(ServeDir::new(state.config.static_dir.clone()));
    let request_id = HeaderName::from_static("x-request-id");

    Router::new()
        .merge(lobby::router())
        .merge(accounts::router())
        .merge(password::router())
        .merge(invitations::router())
        .merge(games::router())
        .merge(history::router())
        .merge(social::router())
        .merge(moderation::router())
        .merge(fair_play::router())
        .merge(players::router())
        .merge(tables::router())
        .merge(tournaments::router())
        .merge(rules::router())
        .merge(settings::router())
        .merge(feeds::router())
        .merge(panels::router())
        .merge(language::router())
        .nest("/api/v1", api::router())
        .route("/healthz", get(healthz))
        .route("/favicon.ico", get(favicon))
        .route("/sw.js", get(service_worker))
        .route("/manifest.webmanifest", get(manifest))
        .nest_service("/static", static_files)
        .fallback(not_found)
        // Inside the body limit, which bounds the body it reads.
        .layer(middleware::from_fn(no_nul::refuse_nul))
        // Inside `render_errors`, so that their plain answers (a body refused from its
        // Content-Length alone, a request that took too long) become the API's JSON
        // error or an error page, with the headers below like every other answer.
        .layer(RequestBodyLimitLayer::new(BODY_LIMIT))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::SERVICE_UNAVAILABLE,
            Duration::from_secs(30),
        ))
        .layer(middleware::from_fn_with_state(
            state.clone(),
            error::render_errors,
        ))
        // Outside `render_errors`, so that error pages are in the page's language too.
        .layer(middleware::from_fn_with_state(
            state.clone(),
            language::pages_in_their_language,
        ))
        // Outside `render_errors`: counts every answer with the status it went out with
        // (does nothing unless METRICS_ADDR is set).
        .layer(middleware::from_fn(crate::metrics::track_requests))
        .layer(
            ServiceBuilder::new()
                .layer(SetRequestIdLayer::new(request_id.clone(), MakeRequestUuid))
                .layer(
                    TraceLayer::new_for_http().make_span_with(|req: &Request| {
                        let id = req
                            .headers()
                            .get("x-request-id")
                            .and_then(|v| v.to_str().ok())
                            .unwrap_or("");
                        // The matched route, not the path: paths carry secrets (feed
                        // tokens, invitation codes) and queries carry `next` targets.
                        let route = req
                            .extensions()
                            .get::<axum::extract::MatchedPath>()
                            .map_or("(unmatched)", |m| m.as_str());
                        tracing::info_span!(
                            "request",
                            method = %req.method(),
                            route = %route,
                            request_id = %id,
                        )
                    })
                    // One line per request with status and latency; errors themselves are
                    // logged once where they happen (AppError), not again here.
                    .on_response(DefaultOnResponse::new().level(Level::INFO))
                    .on_failure(()),
                )
                .layer(PropagateRequestIdLayer::new(request_id))
                .layer(SetResponseHeaderLayer::if_not_present(
                    header::CONTENT_SECURITY_POLICY,
                    HeaderValue::from_static(
                        "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; form-action 'self'; base-uri 'none'",
                    ),
                ))
                .layer(SetResponseHeaderLayer::if_not_present(
                    header::X_CONTENT_TYPE_OPTIONS,
                    HeaderValue::from_static("nosniff"),
                ))
                .layer(SetResponseHeaderLayer::if_not_present(
                    header::REFERRER_POLICY,
                    HeaderValue::from_static("same-origin"),
                ))
                .layer(SetResponseHeaderLayer::if_not_present(
                    header::X_FRAME_OPTIONS,
                    HeaderValue::from_static("DENY"),
                ))
                // Pages and API answers may show a hand or a secret address (the feed):
                // no browser or proxy cache keeps them. Static files set their own.
                .layer(SetResponseHeaderLayer::if_not_present(
                    header::CACHE_CONTROL,
                    HeaderValue::from_static("no-store"),
                )),
        )
        .with_state(state)
}

/// 200 only while the database answers and can save, and no damage was found: a storage
/// fault (a full disk, a read-only data folder) fails the check from the moment writes fail
/// until they work again; damage (a malformed database file, a stored game that no longer
/// replays) fails it until the server is restarted, after a restore. Every answer carries
/// the server's version.
async fn healthz(State(state): State<AppState>) -> Response {
    let version = env!("CARGO_PKG_VERSION");
    let check = match state.store.ping().await {
        Ok(()) => state.store.check_writable().await,
        Err(e) => Err(e),
    };
    let (status, message) = match (state.service.health().damage(), check) {
        (Some(damage), _) => (
            "damaged",
            crate::game::text::t(match damage {
                crate::service::Damage::Database => "error-health-damaged-database",
                crate::service::Damage::Game => "error-health-damaged-game",
            }),
        ),
        (None, Ok(())) => {
            return Json(serde_json::json!({"status": "ok", "version": version})).into_response()
        }
        (None, Err(StoreError::CannotSave(e))) => {
            tracing::warn!("health check: the database cannot save: {e}");
            ("unavailable", crate::game::text::t("error-cannot-save"))
        }
        (None, Err(StoreError::Damaged(e))) => {
            state
                .service
                .health()
                .damaged(crate::service::Damage::Database);
            tracing::error!("health check: the database reports damage: {e}");
            (
                "damaged",
                crate::game::text::t("error-health-damaged-database"),
            )
        }
        (None, Err(e)) => {
            tracing::warn!("health check: database does not answer: {e}");
            (
                "unavailable",
                crate::game::text::t("error-health-unavailable"),
            )
        }
    };
    (
        StatusCode::SERVICE_UNAVAILABLE,
        Json(serde_json::json!({"status": status, "message": message, "version": version})),
    )
        .into_response()
}

async fn favicon() -> Response {
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        include_str!("../../static/favicon.svg"),
    )
        .into_response()
}

/// The service worker, at the root so that its scope is the whole site (`static/sw.js`).
/// Browsers check it for updates themselves; no cache in between.
async fn service_worker() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        include_str!("../../static/sw.js"),
    )
        .into_response()
}

/// The web app manifest: the site installed on a phone's home screen opens the lobby in a
/// window of its own. Its words are in the reader's language; its icons come plain (`any`)
/// and with room for the phone's own shape (`maskable`).
async fn manifest() -> Response {
    use crate::game::text::{self, Arg};
    use crate::game::{GameOptions, Message};
    let icon = |file: &str, size: u32, purpose: &str| {
        serde_json::json!({
            "src": format!("/static/{file}-{size}.png"),
            "sizes": format!("{size}x{size}"),
            "type": "image/png",
            "purpose": purpose,
        })
    };
    let screenshot = |file: &str, size: &str, form_factor: &str, label: &'static str| {
        serde_json::json!({
            "src": format!("/static/{file}"),
            "sizes": size,
            "type": "image/png",
            "form_factor": form_factor,
            "label": text::t(label),
        })
    };
    let games = crate::games::all()
        .iter()
        .map(|g| {
            let options = GameOptions {
                players: g.default_players(),
                ..Default::default()
            };
            Arg::from(g.title(&options))
        })
        .collect();
    let description =
        Message::new("site-app-description").arg("games", Arg::join(games, "list-and"));
    let body = serde_json::json!({
        "id": "/",
        "name": "Mai Pen Rai",
        "short_name": "Mai Pen Rai",
        "description": text::site(&description),
        "lang": text::current_language(),
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "background_color": "#f7f3ec",
        "theme_color": "#7a3e2b",
        "icons": [
            icon("icon", 192, "any"),
            icon("icon", 512, "any"),
            icon("icon-maskable", 192, "maskable"),
            icon("icon-maskable", 512, "maskable"),
        ],
        "screenshots": [
            screenshot("screenshot-phone.png", "390x844", "narrow", "site-app-screenshot-phone"),
            screenshot("screenshot-desktop.png", "1280x800", "wide", "site-app-screenshot-desktop"),
        ],
    });
    (
        [
            (header::CONTENT_TYPE, "application/manifest+json"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
            (header::VARY, "Accept-Language, Cookie"),
        ],
        body.to_string(),
    )
        .into_response()
}

async fn not_found() -> AppError {
    AppError::NotFound(crate::game::text::t("error-no-page"))
}

/// A paginated list's `?page=N` (1-based).
#[derive(serde::Deserialize)]
pub struct PageQuery {
    page: Option<String>,
}

impl PageQuery {
    /// The page asked for: 1 when absent or not a page number.
    pub fn number(&self) -> u32 {
        self.page
            .as_deref()
            .and_then(|p| p.parse::<u32>().ok())
            .filter(|p| (1..=100_000).contains(p))
            .unwrap_or(1)
    }
}

pub use crate::game::web::url_encode;

/// A game's id from an address (any other text: there is no such game).
pub fn parse_game_id(id: &str) -> Result<uuid::Uuid> {
    uuid::Uuid::parse_str(id).map_err(|_| AppError::NotFound(crate::game::text::t("error-no-game")))
}

/// A `next` target is followed only when it is a path on this site (no open redirect).
pub fn safe_next(next: Option<&str>) -> String {
    let Some(next) = next.map(str::trim) else {
        return "/".into();
    };
    let ok = next.starts_with('/')
        && !next.starts_with("//")
        && !next.contains('\\')
        && !next.chars().any(|c| c.is_control() || c.is_whitespace())
        && next.len() <= 500;
    if ok {
        next.to_string()
    } else {
        "/".into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_must_be_a_local_path() {
        assert_eq!(safe_next(Some("/invite/abc")), "/invite/abc");
        assert_eq!(safe_next(Some("//evil.example")), "/");
        assert_eq!(safe_next(Some("https://evil.example")), "/");
        assert_eq!(safe_next(Some("/\\evil.example")), "/");
        assert_eq!(safe_next(Some("/a\nb")), "/");
        assert_eq!(safe_next(None), "/");
    }

    #[test]
    fn url_encoding_keeps_paths_readable() {
        assert_eq!(url_encode("/invite/a-b_c"), "/invite/a-b_c");
        assert_eq!(url_encode("/x?y=1&z"), "/x%3Fy%3D1%26z");
    }
}
