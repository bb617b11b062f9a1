//! A forgotten password: `/password/forgot` asks for the username or mail address and
//! mails a link; `/password/reset?token=…` takes the new password. Plain forms, with the
//! same double-submit CSRF cookie as the log-in form (no session yet).

use super::accounts::form_error;
use super::auth::{self, ClientAddr};
use super::{render, AppState, Layout, Result};
use crate::game::text::{filters, site, t};
use crate::game::Message;
use crate::service::ServiceError;
use crate::store::SessionKind;
use askama::Template;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Form, Router};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/password/forgot", get(show_forgot).post(submit_forgot))
        .route("/password/reset", get(show_reset).post(submit_reset))
}

#[derive(Template)]
#[template(path = "accounts/forgot.html")]
struct ForgotPage {
    layout: Layout,
    csrf: String,
    login: String,
    mail_enabled: bool,
    /// After a request: what happened, in the same words whatever the account.
    sent: Option<String>,
    error: Option<String>,
}

#[derive(Template)]
#[template(path = "accounts/reset.html")]
struct ResetPage {
    layout: Layout,
    csrf: String,
    token: String,
    error: Option<String>,
}

#[derive(Deserialize, Default)]
struct ForgotForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    login: String,
}

#[derive(Deserialize, Default)]
struct ResetForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    token: String,
    #[serde(default)]
    password: String,
    /// The same password again (a typo here would lock the person out).
    #[serde(default)]
    password_again: String,
}

#[derive(Deserialize, Default)]
struct TokenQuery {
    #[serde(default)]
    token: String,
}

fn forgot_page(
    state: &AppState,
    jar: CookieJar,
    login: String,
    sent: Option<String>,
    error: Option<String>,
    status: StatusCode,
) -> Result<Response> {
    let (jar, csrf) = auth::form_csrf(state, jar);
    let page = ForgotPage {
        layout: Layout::new(None, Vec::new()),
        csrf,
        login,
        mail_enabled: state.config.mail_enabled(),
        sent,
        error,
    };
    Ok((status, jar, render(&page)?).into_response())
}

fn reset_page(
    state: &AppState,
    jar: CookieJar,
    token: String,
    error: Option<String>,
    status: StatusCode,
) -> Result<Response> {
    let (jar, csrf) = auth::form_csrf(state, jar);
    let page = ResetPage {
        layout: Layout::new(None, Vec::new()),
        csrf,
        token,
        error,
    };
    Ok((status, jar, render(&page)?).into_response())
}

async fn show_forgot(State(state): State<AppState>, jar: CookieJar) -> Result<Response> {
    forgot_page(&state, jar, String::new(), None, None, StatusCode::OK)
}

async fn submit_forgot(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    jar: CookieJar,
    Form(form): Form<ForgotForm>,
) -> Result<Response> {
    auth::check_form_csrf(&jar, &form.csrf)?;
    let login = form.login.trim().to_string();
    match state.service.request_password_reset(&login, addr).await {
        Ok(said) => forgot_page(&state, jar, login, Some(said), None, StatusCode::OK),
        Err(e) => {
            let (status, message) = form_error(e.into())?;
            forgot_page(&state, jar, login, None, Some(message), status)
        }
    }
}

async fn show_reset(
    State(state): State<AppState>,
    jar: CookieJar,
    Query(q): Query<TokenQuery>,
) -> Result<Response> {
    match state.service.live_reset_link(&q.token).await {
        Ok(token) => reset_page(&state, jar, token.to_string(), None, StatusCode::OK),
        Err(e) => {
            let (status, message) = form_error(e.into())?;
            forgot_page(&state, jar, String::new(), None, Some(message), status)
        }
    }
}

async fn submit_reset(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    jar: CookieJar,
    Form(form): Form<ResetForm>,
) -> Result<Response> {
    auth::check_form_csrf(&jar, &form.csrf)?;
    let result = async {
        if form.password != form.password_again {
            return Err(ServiceError::Invalid(t("accounts-reset-mismatch")));
        }
        let user = state
            .service
            .reset_password(&form.token, &form.password, addr)
            .await?;
        // The person has just proved they hold the account: they are logged in.
        let (token, _) = state
            .service
            .start_session(user.user_id, SessionKind::Web)
            .await?;
        Ok((user, token))
    }
    .await;
    match result {
        Ok((user, token)) => {
            let message = site(&Message::new("accounts-reset-done").arg("username", user.username));
            let jar = jar.add(auth::session_cookie(&state, token));
            Ok(auth::flash_to(&state, jar, &[message], "/"))
        }
        Err(e) => {
            let (status, message) = form_error(e.into())?;
            reset_page(&state, jar, form.token, Some(message), status)
        }
    }
}
