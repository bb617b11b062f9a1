//! Who is asking: session cookies for pages, bearer tokens for the API, CSRF tokens for
//! forms, and the one-time flash messages carried in a cookie.

use super::{AppError, AppState};
use crate::service::{random_token, same_secret};
use crate::store::{SessionKind, User};
use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap};
use axum::response::{IntoResponse, Redirect, Response};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use base64::Engine as _;
use std::net::{IpAddr, SocketAddr};

/// The browser session cookie (holds the random token; the database only its hash).
pub const SESSION_COOKIE: &str = "mpr_session";
/// Double-submit cookie protecting the log-in and sign-up forms (no session yet).
pub const FORM_CSRF_COOKIE: &str = "mpr_csrf";
/// One-time messages shown after a redirect.
pub const FLASH_COOKIE: &str = "mpr_flash";
/// A browser known to the account it logged in to (`service/devices.rs`): a random token
/// (the database keeps its hash), renewed at each log-in, sent only to `/login`.
pub const DEVICE_COOKIE: &str = "mpr_device";

/// A logged-in browser user.
#[derive(Clone, Debug)]
pub struct WebUser {
    pub user: User,
    /// Token that every state-changing form must send back.
    pub csrf: String,
    /// The raw session token (to end the session on log-out).
    pub token: String,
    /// The running games waiting for this user's move, waiting longest first (read for
    /// pages, GET requests; empty for form posts, which redirect to a page).
    pub waiting: Vec<uuid::Uuid>,
    /// Their games with chat messages they have not read, and how many (read with
    /// `waiting`).
    pub unread_chats: Vec<(uuid::Uuid, i64)>,
    /// A moderator (the header links to the moderators' pages; each page checks afresh).
    pub moderator: bool,
    /// The language they chose for the site, if they did.
    pub language: Option<String>,
    /// The time zone their browser reported, if it did (times are in UTC until then).
    pub time_zone: Option<String>,
}

impl WebUser {
    /// Refuses a form whose `csrf` field is not this session's token.
    pub fn check_csrf(&self, sent: &str) -> Result<(), AppError> {
        if !sent.is_empty() && same_secret(sent, &self.csrf) {
            Ok(())
        } else {
            tracing::warn!(user_id = %self.user.user_id, "form with a wrong CSRF token refused");
            Err(AppError::Csrf)
        }
    }
}

/// A browser user, if logged in.
pub struct MaybeWebUser(pub Option<WebUser>);

impl FromRequestParts<AppState> for MaybeWebUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        if let Some(user) = parts.extensions.get::<WebUser>() {
            return Ok(MaybeWebUser(Some(user.clone())));
        }
        let Some(token) = session_token(&parts.headers) else {
            return Ok(MaybeWebUser(None));
        };
        let mut user = web_user(state, token).await?;
        if let Some(u) = &mut user {
            if parts.method == axum::http::Method::GET {
                u.waiting = state
                    .service
                    .store()
                    .waiting_games(u.user.user_id)
                    .await
                    .map_err(crate::service::ServiceError::from)?;
                u.unread_chats = state.service.unread_chats(u.user.user_id).await?;
            }
            parts.extensions.insert(u.clone());
        }
        Ok(MaybeWebUser(user))
    }
}

/// The raw token of the request's session cookie, if it sent one.
pub fn session_token(headers: &HeaderMap) -> Option<String> {
    CookieJar::from_headers(headers)
        .get(SESSION_COOKIE)
        .map(|c| c.value().to_string())
}

/// The browser user whose web session `token` is, if it is a live one.
pub async fn web_user(state: &AppState, token: String) -> Result<Option<WebUser>, AppError> {
    let session = state.service.session(&token, SessionKind::Web).await?;
    Ok(session.map(|s| WebUser {
        user: s.user,
        csrf: s.csrf_token,
        token,
        waiting: Vec::new(),
        unread_chats: Vec::new(),
        moderator: s.moderator,
        language: s.language,
        time_zone: s.time_zone,
    }))
}

impl FromRequestParts<AppState> for WebUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        match MaybeWebUser::from_request_parts(parts, state).await?.0 {
            Some(user) => Ok(user),
            None => {
                // GET pages come back after logging in; a POST goes back to the page
                // that held the form, which the referer-less redirect cannot know.
                let next = if parts.method == axum::http::Method::GET {
                    parts
                        .uri
                        .path_and_query()
                        .map(|p| p.as_str().to_string())
                        .unwrap_or_else(|| "/".into())
                } else {
                    "/".into()
                };
                Err(AppError::LoginRequired { next })
            }
        }
    }
}

/// An API caller with a valid bearer token.
pub struct ApiUser(pub User);

/// An API caller, if a bearer token was sent. A token that was sent but is unknown or
/// expired is refused rather than treated as anonymous.
pub struct MaybeApiUser(pub Option<User>);

fn bearer(parts: &Parts) -> Result<Option<&str>, AppError> {
    let Some(value) = parts.headers.get(header::AUTHORIZATION) else {
        return Ok(None);
    };
    let value = value.to_str().unwrap_or("");
    let token = value
        .strip_prefix("Bearer ")
        .or_else(|| value.strip_prefix("bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty());
    match token {
        Some(t) => Ok(Some(t)),
        None => Err(unauthorized("accounts-api-bearer")),
    }
}

/// Refuses an API call with site message `id`, in the request's language.
fn unauthorized(id: &'static str) -> AppError {
    let message = crate::game::text::t(id);
    AppError::Service(crate::service::ServiceError::Unauthorized(message))
}

impl FromRequestParts<AppState> for MaybeApiUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let Some(token) = bearer(parts)? else {
            return Ok(MaybeApiUser(None));
        };
        match state.service.session(token, SessionKind::Api).await? {
            Some(session) => Ok(MaybeApiUser(Some(session.user))),
            None => Err(unauthorized("accounts-api-token-unknown")),
        }
    }
}

impl FromRequestParts<AppState> for ApiUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        match MaybeApiUser::from_request_parts(parts, state).await?.0 {
            Some(user) => Ok(ApiUser(user)),
            None => Err(unauthorized("accounts-api-token-needed")),
        }
    }
}

/// The bearer token of an authenticated API call (to revoke it).
pub struct ApiToken(pub String);

impl FromRequestParts<AppState> for ApiToken {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        // Authenticate first: only a live token may be revoked by its bearer.
        ApiUser::from_request_parts(parts, state).await?;
        match bearer(parts)? {
            Some(token) => Ok(ApiToken(token.to_string())),
            None => Err(unauthorized("accounts-api-bearer")),
        }
    }
}

/// The client's address (for the per-address limits), when the server knows it.
///
/// Directly exposed, that is the TCP peer. When the peer is one of `TRUSTED_PROXIES`, the
/// right-most `X-Forwarded-For` entry that is not a trusted proxy (`crate::net`): a client
/// that reaches the port directly cannot choose the address it is counted under.
pub struct ClientAddr(pub Option<IpAddr>);

impl FromRequestParts<AppState> for ClientAddr {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let Some(peer) = parts.extensions.get::<ConnectInfo<SocketAddr>>() else {
            return Ok(ClientAddr(None));
        };
        let forwarded = parts
            .headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok());
        Ok(ClientAddr(Some(
            state.config.trusted_proxies.client(peer.0.ip(), forwarded),
        )))
    }
}

/// A cookie with our defaults: HttpOnly, SameSite=Lax, Path=/, Secure on https sites.
pub fn cookie(state: &AppState, name: &'static str, value: String) -> Cookie<'static> {
    Cookie::build((name, value))
        .http_only(true)
        .same_site(SameSite::Lax)
        .path("/")
        .secure(state.config.secure_cookies())
        .build()
}

/// A cookie that removes `name`.
pub fn removal(name: &'static str) -> Cookie<'static> {
    Cookie::build((name, "")).path("/").build()
}

/// The session cookie, lasting as long as the session.
pub fn session_cookie(state: &AppState, token: String) -> Cookie<'static> {
    let mut c = cookie(state, SESSION_COOKIE, token);
    c.set_max_age(time::Duration::days(crate::service::WEB_SESSION_DAYS));
    c
}

/// The device cookie, sent only with the log-in form, lasting as long as the device is kept.
pub fn device_cookie(state: &AppState, token: String) -> Cookie<'static> {
    let mut c = cookie(state, DEVICE_COOKIE, token);
    c.set_path("/login");
    c.set_max_age(time::Duration::days(crate::service::devices::DEVICE_DAYS));
    c
}

/// The device cookie the request sent, if any.
pub fn device_token(jar: &CookieJar) -> Option<String> {
    jar.get(DEVICE_COOKIE).map(|c| c.value().to_string())
}

/// The double-submit token for the log-in / sign-up forms, created when missing.
pub fn form_csrf(state: &AppState, jar: CookieJar) -> (CookieJar, String) {
    if let Some(c) = jar.get(FORM_CSRF_COOKIE) {
        let value = c.value().to_string();
        if value.len() >= 32 {
            return (jar, value);
        }
    }
    let value = random_token();
    let jar = jar.add(cookie(state, FORM_CSRF_COOKIE, value.clone()));
    (jar, value)
}

/// Checks a log-in / sign-up form's token against its cookie.
pub fn check_form_csrf(jar: &CookieJar, sent: &str) -> Result<(), AppError> {
    match jar.get(FORM_CSRF_COOKIE) {
        Some(c) if !sent.is_empty() && same_secret(c.value(), sent) => Ok(()),
        _ => {
            tracing::warn!("log-in or sign-up form with a wrong CSRF token refused");
            Err(AppError::Csrf)
        }
    }
}

/// Takes the flash messages out of the jar (they show once).
pub fn take_flash(jar: CookieJar) -> (CookieJar, Vec<String>) {
    let Some(c) = jar.get(FLASH_COOKIE) else {
        return (jar, Vec::new());
    };
    let messages = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(c.value())
        .ok()
        .and_then(|b| serde_json::from_slice::<Vec<String>>(&b).ok())
        .unwrap_or_default();
    (jar.remove(removal(FLASH_COOKIE)), messages)
}

/// Puts flash messages for the next page into the jar (kept well under cookie limits).
/// A form with nothing but its CSRF token (a button).
#[derive(serde::Deserialize, Default)]
pub struct CsrfForm {
    #[serde(default)]
    pub csrf: String,
}

/// Redirects to `to`, where `messages` are shown once ([`set_flash`]).
pub fn flash_to(state: &AppState, jar: CookieJar, messages: &[String], to: &str) -> Response {
    (set_flash(state, jar, messages), Redirect::to(to)).into_response()
}

pub fn set_flash(state: &AppState, jar: CookieJar, messages: &[String]) -> CookieJar {
    let mut kept = Vec::new();
    let mut size = 0;
    for m in messages {
        let m: String = m.chars().take(300).collect();
        size += m.len() + 4;
        if size > 2400 {
            kept.push("…".to_string());
            break;
        }
        kept.push(m);
    }
    let json = serde_json::to_vec(&kept).unwrap_or_default();
    let value = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(json);
    jar.add(cookie(state, FLASH_COOKIE, value))
}
