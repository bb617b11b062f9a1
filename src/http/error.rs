//! One error type for every handler: an HTML error page for pages, a JSON error object
//! (`{"error":{"code","message"}}`) for `/api/*`. Internal errors are logged once here and
//! never shown.

use super::auth::{self, WebUser};
use super::{AppState, Layout};
use crate::game::text::{filters, t};
use crate::service::ServiceError;
use askama::Template;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::Json;
use std::time::Duration;

/// `Result` with [`AppError`] as the default error.
pub type Result<T, E = AppError> = std::result::Result<T, E>;

/// Everything a handler can fail with.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error(transparent)]
    Service(#[from] ServiceError),
    /// A page needs a logged-in user: redirect to the log-in form, then back to `next`.
    #[error("log in first")]
    LoginRequired { next: String },
    /// A state-changing form without the right CSRF token.
    #[error("the form has expired or did not come from this site")]
    Csrf,
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    BadRequest(String),
}

impl AppError {
    pub fn internal(e: anyhow::Error) -> Self {
        AppError::Service(ServiceError::Internal(e))
    }

    /// Status, machine-readable code and the message shown to people.
    pub fn parts(&self) -> (StatusCode, &'static str, String) {
        use ServiceError as S;
        match self {
            AppError::Service(e) => match e {
                S::Invalid(m) => (StatusCode::BAD_REQUEST, "invalid_input", m.clone()),
                S::Unauthorized(m) => (StatusCode::UNAUTHORIZED, "unauthorized", m.clone()),
                S::Forbidden(m) => (StatusCode::FORBIDDEN, "forbidden", m.clone()),
                S::NotFound(m) => (StatusCode::NOT_FOUND, "not_found", m.clone()),
                S::Conflict(m) => (StatusCode::CONFLICT, "conflict", m.clone()),
                S::IllegalMove(m) => (StatusCode::UNPROCESSABLE_ENTITY, "illegal_move", m.clone()),
                S::RateLimited(m) | S::RateLimitedFor { message: m, .. } => {
                    (StatusCode::TOO_MANY_REQUESTS, "rate_limited", m.clone())
                }
                S::Busy { message, .. } => (
                    StatusCode::SERVICE_UNAVAILABLE,
                    "unavailable",
                    message.clone(),
                ),
                S::Unavailable => (
                    StatusCode::SERVICE_UNAVAILABLE,
                    "unavailable",
                    t("error-database"),
                ),
                S::DamagedGame => (
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "damaged_game",
                    t("error-damaged-game"),
                ),
                S::DamagedDatabase(_) => (
                    StatusCode::SERVICE_UNAVAILABLE,
                    "unavailable",
                    t("error-database-damaged"),
                ),
                S::CannotSave => (
                    StatusCode::SERVICE_UNAVAILABLE,
                    "unavailable",
                    t("error-cannot-save"),
                ),
                S::Internal(_) => (
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "internal",
                    t("error-internal"),
                ),
            },
            AppError::LoginRequired { .. } => (
                StatusCode::UNAUTHORIZED,
                "unauthorized",
                t("error-log-in-first"),
            ),
            AppError::Csrf => (StatusCode::FORBIDDEN, "forbidden", t("error-csrf")),
            AppError::NotFound(m) => (StatusCode::NOT_FOUND, "not_found", m.clone()),
            AppError::BadRequest(m) => (StatusCode::BAD_REQUEST, "invalid_input", m.clone()),
        }
    }

    /// The message as a page shows it, as a sentence (the API keeps [`AppError::parts`]'
    /// wording).
    pub fn page_message(&self) -> String {
        super::sentence(&self.parts().2)
    }
}

/// Attached to error responses; [`render_errors`] turns it into HTML or JSON.
#[derive(Clone, Debug)]
pub struct ErrorInfo {
    pub code: &'static str,
    pub message: String,
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        if let AppError::LoginRequired { next } = &self {
            return Redirect::to(&format!("/login?next={}", super::url_encode(next)))
                .into_response();
        }
        match &self {
            AppError::Service(ServiceError::Internal(e)) => {
                tracing::error!("internal error: {e:#}");
            }
            AppError::Service(ServiceError::Unavailable) => {
                tracing::warn!("the database is unavailable");
            }
            _ => {}
        }
        let (status, code, message) = self.parts();
        let mut res = (status, message.clone()).into_response();
        if let AppError::Service(e) = &self {
            if let Some(wait) = e.retry_after() {
                // Whole seconds, at least one.
                let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
                res.headers_mut()
                    .insert(header::RETRY_AFTER, HeaderValue::from(seconds.max(1)));
            }
        }
        res.extensions_mut().insert(ErrorInfo { code, message });
        if let AppError::Service(ServiceError::DamagedDatabase(_)) = &self {
            // For [`render_errors`], which has the service: /healthz reports it from now on.
            res.extensions_mut()
                .insert(crate::service::Damage::Database);
        }
        res
    }
}

/// The body of every API error.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct ErrorDetail {
    /// `invalid_input`, `unauthorized`, `forbidden`, `not_found`, `conflict`,
    /// `illegal_move`, `rate_limited`, `unavailable`, `internal`, …
    pub code: String,
    pub message: String,
}

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage {
    layout: Layout,
    status: u16,
    heading: String,
    message: String,
    /// The game an error page below `/games/{id}/` belongs to, for a link back to it.
    game: Option<String>,
}

/// The game id of a path below a game's page (`/games/{id}/history/99`), if any.
fn game_of(path: &str) -> Option<String> {
    let rest = path.strip_prefix("/games/")?;
    let (id, below) = rest.split_once('/')?;
    (!below.is_empty() && uuid::Uuid::parse_str(id).is_ok()).then(|| id.to_string())
}

/// How long an error page waits to learn who is logged in before it shows the
/// logged-out header instead.
const VIEWER_WAIT: Duration = Duration::from_secs(2);

/// Renders errors as JSON under `/api/` and as an HTML page elsewhere, including the
/// plain-text rejections of axum's extractors and of the body-limit layer. An HTML error
/// page shows the header of the user logged in with the request's session cookie.
pub async fn render_errors(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let api = req.uri().path().starts_with("/api/");
    // Kept for an error page, looked at only if there is one: most answers are not errors,
    // and a clone of the address or of a header value copies no bytes.
    let uri = req.uri().clone();
    let cookies: Vec<HeaderValue> = if api {
        Vec::new()
    } else {
        req.headers()
            .get_all(header::COOKIE)
            .iter()
            .cloned()
            .collect()
    };
    let res = next.run(req).await;
    let status = res.status();
    if !(status.is_client_error() || status.is_server_error()) {
        return res;
    }
    if let Some(damage) = res.extensions().get::<crate::service::Damage>() {
        state.service.health().damaged(*damage);
    }
    let (parts, info) = match res.extensions().get::<ErrorInfo>() {
        Some(info) => {
            let info = info.clone();
            (res.into_parts().0, info)
        }
        None => {
            let content_type = res
                .headers()
                .get(header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("");
            if content_type.starts_with("text/html") || content_type.starts_with("application/json")
            {
                return res;
            }
            let (mut parts, body) = res.into_parts();
            let text = axum::body::to_bytes(body, 4096)
                .await
                .map(|b| String::from_utf8_lossy(&b).trim().to_string())
                .unwrap_or_default();
            // axum answers 422 for JSON that does not fit the request's type: a request
            // that does not fit the API's document, which the API calls 400 (its 422 means
            // "fits the document, but not the game's rules").
            if api && status == StatusCode::UNPROCESSABLE_ENTITY {
                parts.status = StatusCode::BAD_REQUEST;
            }
            let info = rejection_info(parts.status, text);
            (parts, info)
        }
    };
    if api {
        let status = parts.status;
        return finish(parts, status, &info, true, None, None);
    }
    let session = auth::session_token(&cookies.into_iter().map(|c| (header::COOKIE, c)).collect());
    let user = match session {
        // The database is unavailable or the server too busy: do not ask it again.
        Some(token) if status != StatusCode::SERVICE_UNAVAILABLE => viewer(&state, token).await,
        _ => None,
    };
    finish(
        parts,
        status,
        &info,
        false,
        user.as_ref(),
        game_of(uri.path()),
    )
}

/// The logged-in user for an error page; any failure to find out means none (an error
/// page must always render).
async fn viewer(state: &AppState, token: String) -> Option<WebUser> {
    match tokio::time::timeout(VIEWER_WAIT, auth::web_user(state, token)).await {
        Ok(Ok(user)) => user,
        Ok(Err(e)) => {
            tracing::warn!("error page shown logged out: the session lookup failed: {e}");
            None
        }
        Err(_) => {
            tracing::warn!("error page shown logged out: the session lookup took too long");
            None
        }
    }
}

fn rejection_info(status: StatusCode, text: String) -> ErrorInfo {
    let (code, fallback) = match status {
        StatusCode::NOT_FOUND => ("not_found", "error-nothing-here"),
        StatusCode::METHOD_NOT_ALLOWED => ("method_not_allowed", "error-method"),
        StatusCode::PAYLOAD_TOO_LARGE => ("invalid_input", "error-too-large"),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ("invalid_input", "error-send-json"),
        StatusCode::UNAUTHORIZED => ("unauthorized", "error-log-in-first"),
        StatusCode::FORBIDDEN => ("forbidden", "error-forbidden"),
        StatusCode::REQUEST_TIMEOUT | StatusCode::SERVICE_UNAVAILABLE => {
            ("unavailable", "error-busy")
        }
        s if s.is_server_error() => ("internal", "error-our-side"),
        _ => ("invalid_input", "error-not-understood"),
    };
    // The framework's own words (a body that does not fit) are English: another language
    // gets its own sentence for them instead.
    let english = crate::game::text::current_language() == crate::game::text::LANGUAGES[0];
    let use_fallback = text.is_empty()
        || !english
        || status.is_server_error()
        || status == StatusCode::PAYLOAD_TOO_LARGE;
    let message = if use_fallback { t(fallback) } else { text };
    ErrorInfo { code, message }
}

fn finish(
    mut parts: axum::http::response::Parts,
    status: StatusCode,
    info: &ErrorInfo,
    api: bool,
    user: Option<&WebUser>,
    game: Option<String>,
) -> Response {
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.extensions.remove::<ErrorInfo>();
    if api {
        let body = ErrorBody {
            error: ErrorDetail {
                code: info.code.to_string(),
                message: info.message.clone(),
            },
        };
        let json = Json(body).into_response();
        let (json_parts, json_body) = json.into_parts();
        parts.headers.insert(
            header::CONTENT_TYPE,
            json_parts
                .headers
                .get(header::CONTENT_TYPE)
                .cloned()
                .unwrap_or(HeaderValue::from_static("application/json")),
        );
        return Response::from_parts(parts, json_body);
    }
    let heading = match status {
        StatusCode::NOT_FOUND => "error-not-found",
        StatusCode::FORBIDDEN => "error-not-allowed",
        StatusCode::UNAUTHORIZED => "error-log-in",
        StatusCode::CONFLICT => "error-changed",
        StatusCode::TOO_MANY_REQUESTS => "error-slow-down",
        StatusCode::SERVICE_UNAVAILABLE => "error-unavailable",
        s if s.is_server_error() => "error-went-wrong",
        _ => "error-did-not-work",
    };
    let page = ErrorPage {
        layout: Layout::new(user, Vec::new()),
        status: status.as_u16(),
        heading: t(heading),
        message: super::sentence(&info.message),
        game,
    };
    let html = page
        .render()
        .unwrap_or_else(|_| format!("<!doctype html><title>Error</title><p>{}</p>", status));
    parts.headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    Response::from_parts(parts, Body::from(Html(html).0))
}
