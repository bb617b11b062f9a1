//! Which language a page is in: the account's choice, else the visitor's (a cookie), else
//! the browser's `Accept-Language`, else English; and the switch on every page that
//! changes it: a form for an account (`POST /language`, which keeps the choice with the
//! account), links for a visitor (`GET /language/{code}`, which sets a cookie and nothing
//! else).

use super::auth::{self, MaybeWebUser, WebUser};
use super::{safe_next, AppState, Result};
use crate::game::text::{self, in_language};
use axum::extract::Path;
use axum::extract::{FromRequestParts, Request, State};
use axum::http::{header, HeaderMap};
use axum::middleware::Next;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use axum_extra::extract::CookieJar;

/// The cookie holding a visitor's choice (an account's is stored with the account).
pub const LANGUAGE_COOKIE: &str = "mpr_language";

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/language", post(choose))
        .route("/language/{code}", get(choose_as_visitor))
}

/// Renders the request's pages, flashes and errors in its language ([`page_language`]).
/// The API's answers — the games' texts, refusals, errors — follow `Accept-Language`
/// alone (English without it, so clients that send none see no change; codes, notation
/// and the OpenAPI document stay as they are); static files need none.
pub async fn pages_in_their_language(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    let path = request.uri().path();
    if path.starts_with("/static/") {
        return next.run(request).await;
    }
    if path.starts_with("/api/") {
        let asked = (request.headers().get(header::ACCEPT_LANGUAGE)).and_then(|v| v.to_str().ok());
        let language = text::negotiate(asked);
        return in_language(language, next.run(request)).await;
    }
    let (mut parts, body) = request.into_parts();
    // The session is looked up once: the handlers find the person in the extensions.
    let (account, zone) = match MaybeWebUser::from_request_parts(&mut parts, &state).await {
        Ok(MaybeWebUser(Some(user))) => (user.language, user.time_zone),
        Ok(MaybeWebUser(None)) => (None, None),
        // The handler meets the same fault and answers it; the page is still in a language.
        Err(_) => (None, None),
    };
    let language = page_language(account.as_deref(), &parts.headers);
    // Times in the zone the account's browser reported, else the one this browser's script
    // keeps in a cookie (visitors), else UTC.
    let zone = zone.or_else(|| {
        let jar = CookieJar::from_headers(&parts.headers);
        jar.get(ZONE_COOKIE).map(|c| c.value().to_string())
    });
    let work = next.run(Request::from_parts(parts, body));
    in_language(language, crate::local_time::in_zone(zone, work)).await
}

/// The browser's time zone, which `static/app.js` keeps for visitors.
pub const ZONE_COOKIE: &str = "mpr_zone";

/// The language of a page for these headers: the account's choice, the cookie's, the
/// browser's, English.
pub fn page_language(account: Option<&str>, headers: &HeaderMap) -> &'static str {
    let cookie = CookieJar::from_headers(headers)
        .get(LANGUAGE_COOKIE)
        .and_then(|c| text::language(c.value()));
    account
        .and_then(text::language)
        .or(cookie)
        .unwrap_or_else(|| {
            let asked = headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok());
            text::negotiate(asked)
        })
}

#[derive(serde::Deserialize)]
struct ChooseForm {
    #[serde(default)]
    language: String,
    #[serde(default)]
    csrf: String,
}

/// The language switch of an account: the account keeps the choice (its mails follow),
/// and the browser a cookie; then back to the page the switch was on.
async fn choose(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    headers: HeaderMap,
    Form(form): Form<ChooseForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let back = back_to(&headers);
    let Some(language) = text::language(form.language.trim()) else {
        let message = text::t("language-unknown");
        return Ok(auth::flash_to(&state, jar, &[message], &back));
    };
    state.service.set_language(&user.user, language).await?;
    Ok((
        jar.add(language_cookie(&state, language)),
        Redirect::to(&back),
    )
        .into_response())
}

/// The language switch of a visitor: a cookie, nothing stored; then back to the page.
async fn choose_as_visitor(
    State(state): State<AppState>,
    Path(code): Path<String>,
    jar: CookieJar,
    headers: HeaderMap,
) -> Response {
    let back = back_to(&headers);
    match text::language(code.trim()) {
        Some(language) => (
            jar.add(language_cookie(&state, language)),
            Redirect::to(&back),
        )
            .into_response(),
        None => auth::flash_to(&state, jar, &[text::t("language-unknown")], &back),
    }
}

/// The cookie that keeps a browser's language for a year.
fn language_cookie(
    state: &AppState,
    language: &str,
) -> axum_extra::extract::cookie::Cookie<'static> {
    let mut cookie = auth::cookie(state, LANGUAGE_COOKIE, language.to_string());
    cookie.set_max_age(time::Duration::days(365));
    cookie
}

/// The page the switch was pressed on (its path from the `Referer`), else the lobby.
fn back_to(headers: &HeaderMap) -> String {
    let referer = headers.get(header::REFERER).and_then(|v| v.to_str().ok());
    let path = referer
        .and_then(|r| r.parse::<axum::http::Uri>().ok())
        .and_then(|uri| uri.path_and_query().map(|p| p.as_str().to_string()));
    safe_next(path.as_deref())
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(cookie: Option<&str>, accept: Option<&str>) -> HeaderMap {
        let mut h = HeaderMap::new();
        if let Some(c) = cookie {
            let value = format!("{LANGUAGE_COOKIE}={c}");
            h.insert(header::COOKIE, HeaderValue::from_str(&value).unwrap());
        }
        if let Some(a) = accept {
            h.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_str(a).unwrap());
        }
        h
    }

    #[test]
    fn the_account_then_the_cookie_then_the_browser_decide() {
        let all = headers(Some("it"), Some("fr-CH, fr;q=0.9"));
        assert_eq!(page_language(Some("nl"), &all), "nl");
        assert_eq!(page_language(None, &all), "it");
        assert_eq!(page_language(None, &headers(None, Some("fr-CH"))), "fr");
        assert_eq!(page_language(None, &headers(Some("xx"), Some("de"))), "en");
        assert_eq!(page_language(Some("xx"), &headers(None, None)), "en");
    }

    #[test]
    fn the_way_back_is_a_path_of_this_site() {
        let mut h = HeaderMap::new();
        h.insert(
            header::REFERER,
            HeaderValue::from_static("http://localhost:3000/games/x?step=3"),
        );
        assert_eq!(back_to(&h), "/games/x?step=3");
        h.insert(header::REFERER, HeaderValue::from_static("//evil.example/"));
        assert_eq!(back_to(&h), "/");
        assert_eq!(back_to(&HeaderMap::new()), "/");
    }
}
