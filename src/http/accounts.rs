//! Sign up, log in and log out with plain forms.

use super::auth::{self, ClientAddr, CsrfForm, MaybeWebUser, WebUser};
use super::{render, safe_next, url_encode, AppError, AppState, Layout, Result};
use crate::config::Registration;
use crate::game::text::{filters, site, t};
use crate::game::Message;
use crate::service::devices::Via;
use crate::service::ServiceError;
use crate::store::SessionKind;
use askama::Template;
use axum::extract::{Query, State};
use axum::http::{header, HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/signup", get(show_signup).post(submit_signup))
        .route("/login", get(show_login).post(submit_login))
        .route("/logout", post(submit_logout))
}

#[derive(Deserialize, Default)]
pub struct NextQuery {
    pub next: Option<String>,
}

/// The log-in and sign-up forms (every field optional so a missing one gets our message).
#[derive(Deserialize, Default)]
pub struct AccountForm {
    #[serde(default)]
    pub username: String,
    #[serde(default)]
    pub password: String,
    #[serde(default)]
    pub csrf: String,
    pub next: Option<String>,
    /// Sign-up only, optional: an address to verify for mail (turn mails, a lost password).
    #[serde(default)]
    pub email: String,
}

/// What the person typed, shown again with a message they can act on.
#[derive(Default)]
struct Filled {
    username: String,
    email: String,
}

#[derive(Template)]
#[template(path = "accounts/login.html")]
struct LoginPage {
    layout: Layout,
    csrf: String,
    next: String,
    next_encoded: String,
    username: String,
    error: Option<String>,
}

#[derive(Template)]
#[template(path = "accounts/signup.html")]
struct SignupPage {
    layout: Layout,
    csrf: String,
    next: String,
    next_encoded: String,
    username: String,
    /// The optional mail address typed, and whether this server sends mail at all.
    email: String,
    mail: bool,
    error: Option<String>,
    registration_open: bool,
}

async fn show_login(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
    headers: HeaderMap,
    Query(q): Query<NextQuery>,
) -> Result<Response> {
    let next = form_next(&state, &headers, q.next.as_deref());
    show_account_form(&state, user.is_some(), jar, next, false)
}

fn login_page(
    state: &AppState,
    jar: CookieJar,
    next: String,
    filled: Filled,
    error: Option<String>,
    status: StatusCode,
) -> Result<Response> {
    let (jar, flash) = auth::take_flash(jar);
    let (jar, csrf) = auth::form_csrf(state, jar);
    let page = LoginPage {
        layout: Layout::new(None, flash),
        csrf,
        next_encoded: url_encode(&next),
        next,
        username: filled.username,
        error,
    };
    Ok((status, jar, render(&page)?).into_response())
}

fn signup_page(
    state: &AppState,
    jar: CookieJar,
    next: String,
    filled: Filled,
    error: Option<String>,
    status: StatusCode,
) -> Result<Response> {
    let (jar, csrf) = auth::form_csrf(state, jar);
    let page = SignupPage {
        layout: Layout::new(None, Vec::new()),
        csrf,
        next_encoded: url_encode(&next),
        next,
        username: filled.username,
        email: filled.email,
        mail: state.config.mail_enabled(),
        error,
        registration_open: state.config.registration == Registration::Open,
    };
    Ok((status, jar, render(&page)?).into_response())
}

async fn show_signup(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
    headers: HeaderMap,
    Query(q): Query<NextQuery>,
) -> Result<Response> {
    let next = form_next(&state, &headers, q.next.as_deref());
    show_account_form(&state, user.is_some(), jar, next, true)
}

/// The sign-up (`signup`) or log-in form, empty; somebody logged in already goes on to
/// `next`.
fn show_account_form(
    state: &AppState,
    logged_in: bool,
    jar: CookieJar,
    next: String,
    signup: bool,
) -> Result<Response> {
    if logged_in {
        return Ok(Redirect::to(&next).into_response());
    }
    let page = if signup { signup_page } else { login_page };
    page(state, jar, next, Filled::default(), None, StatusCode::OK)
}

/// The `next` of the log-in and sign-up forms: the one asked for, else the page the
/// visitor came from ([`came_from`]), as [`return_to`] allows.
fn form_next(state: &AppState, headers: &HeaderMap, asked: Option<&str>) -> String {
    match asked {
        Some(next) => return_to(Some(next)),
        None => return_to(came_from(state, headers).as_deref()),
    }
}

/// Where to go after logging in or signing up: `next` when it is a path on this site
/// ([`safe_next`]) other than the account pages themselves, else the lobby.
fn return_to(next: Option<&str>) -> String {
    let next = safe_next(next);
    let path = next.split(['?', '#']).next().unwrap_or_default();
    if is_account_page(path) {
        "/".into()
    } else {
        next
    }
}

/// The page of this site the visitor came from (path and query of a same-origin
/// `Referer`), for the header's "Log in" and "Sign up" links, which carry no `next`.
/// Same origin means the `Host` the request was sent to or the public `BASE_URL`; the
/// path still has to pass [`return_to`].
fn came_from(state: &AppState, headers: &HeaderMap) -> Option<String> {
    let referer: Uri = headers.get(header::REFERER)?.to_str().ok()?.parse().ok()?;
    let scheme = referer.scheme_str()?;
    let authority = referer.authority()?.as_str();
    if !matches!(scheme, "http" | "https") {
        return None;
    }
    let to_host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .is_some_and(|host| host.eq_ignore_ascii_case(authority));
    let to_base_url = state
        .config
        .base_url
        .parse::<Uri>()
        .ok()
        .is_some_and(|base| {
            base.scheme_str() == Some(scheme)
                && base
                    .authority()
                    .is_some_and(|a| a.as_str().eq_ignore_ascii_case(authority))
        });
    if !(to_host || to_base_url) {
        return None;
    }
    if is_account_page(referer.path()) {
        // From the other form (its header link): keep that form's `next`.
        return Query::<NextQuery>::try_from_uri(&referer).ok()?.0.next;
    }
    referer.path_and_query().map(|p| p.as_str().to_string())
}

/// `/login`, `/signup` and `/logout`: no place to come back to.
fn is_account_page(path: &str) -> bool {
    matches!(path.trim_end_matches('/'), "/login" | "/signup" | "/logout")
        || path.starts_with("/password/")
}

/// Errors a person can fix by filling the form again are shown on the form; the others,
/// and those that ask to come back later (with `Retry-After`), are error pages.
pub(super) fn form_error(e: AppError) -> std::result::Result<(StatusCode, String), AppError> {
    match e {
        AppError::Service(
            ServiceError::Internal(_)
            | ServiceError::Unavailable
            | ServiceError::CannotSave
            | ServiceError::RateLimitedFor { .. }
            | ServiceError::Busy { .. },
        ) => Err(e),
        other => Ok((other.parts().0, other.page_message())),
    }
}

async fn submit_signup(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    jar: CookieJar,
    Form(form): Form<AccountForm>,
) -> Result<Response> {
    submit_account(state, addr, jar, form, true).await
}

async fn submit_login(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    jar: CookieJar,
    Form(form): Form<AccountForm>,
) -> Result<Response> {
    submit_account(state, addr, jar, form, false).await
}

/// Signs up (`signup`) or logs in, then starts a browser session and goes on to the form's
/// `next`; a mistake the person can fix shows the same form again with the message.
async fn submit_account(
    state: AppState,
    addr: Option<std::net::IpAddr>,
    jar: CookieJar,
    form: AccountForm,
    signup: bool,
) -> Result<Response> {
    auth::check_form_csrf(&jar, &form.csrf)?;
    let next = return_to(form.next.as_deref());
    // An address is checked before the account is made, so a typo changes nothing.
    let email = form.email.trim();
    let email = (signup && !email.is_empty() && state.config.mail_enabled()).then_some(email);
    let mut welcome = vec![t("accounts-welcome")];
    let device = auth::device_token(&jar);
    let result = async {
        if let Some(email) = email {
            crate::service::mails::check_address(email)
                .map_err(|e| AppError::Service(ServiceError::Invalid(e)))?;
        }
        let (user, device) = if signup {
            let user = state
                .service
                .create_account(&form.username, &form.password, addr)
                .await?;
            // Their mails come in the language they signed up in.
            // (A site without the notification tables keeps no language.)
            let language = crate::game::text::current_language();
            if state.store.notify().is_some() {
                if let Err(e) = state.service.set_language(&user, language).await {
                    tracing::warn!(user_id = %user.user_id, "the new account's language was not saved: {e}");
                }
            }
            if let Some(email) = email {
                // The account stands even if the mail cannot go out now; the settings
                // page can send it again.
                welcome.push(match state.service.add_email(&user, email).await {
                    Ok(()) => site(&Message::new("accounts-welcome-email").arg("address", email)),
                    Err(e) => AppError::from(e).page_message(),
                });
            }
            (user, None)
        } else {
            let via = Via::Browser(device.as_deref());
            let logged_in = state
                .service
                .login_via(&form.username, &form.password, addr, via)
                .await?;
            (logged_in.user, logged_in.device)
        };
        let (token, _) = state
            .service
            .start_session(user.user_id, SessionKind::Web)
            .await?;
        Ok::<_, AppError>((token, device))
    }
    .await;
    match result {
        Ok((token, device)) => {
            let mut jar = jar.add(auth::session_cookie(&state, token));
            if let Some(device) = device {
                jar = jar.add(auth::device_cookie(&state, device));
            }
            if signup {
                jar = auth::set_flash(&state, jar, &welcome);
            }
            Ok((jar, Redirect::to(&next)).into_response())
        }
        Err(e) => {
            let (status, message) = form_error(e)?;
            let page = if signup { signup_page } else { login_page };
            let filled = Filled {
                username: form.username.trim().to_string(),
                email: form.email.trim().to_string(),
            };
            page(&state, jar, next, filled, Some(message), status)
        }
    }
}

async fn submit_logout(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    state.service.end_session(&user.token).await?;
    let jar = jar.remove(auth::removal(auth::SESSION_COOKIE));
    Ok(auth::flash_to(
        &state,
        jar,
        &[t("accounts-logged-out")],
        "/",
    ))
}
