//! Sign up, log in and log out with plain forms.

use super::auth::{self, ClientAddr, MaybeWebUser, WebUser};
use super::{render, safe_next, url_encode, AppError, AppState, Layout, Result};
use crate::config::Registration;
use crate::service::ServiceError;
use crate::store::SessionKind;
use askama::Template;
use axum::extract::{Query, State};
use axum::http::StatusCode;
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
}

#[derive(Deserialize, Default)]
pub struct CsrfForm {
    #[serde(default)]
    pub csrf: String,
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
    error: Option<String>,
    registration_open: bool,
}

async fn show_login(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
    Query(q): Query<NextQuery>,
) -> Result<Response> {
    let next = safe_next(q.next.as_deref());
    if user.is_some() {
        return Ok(Redirect::to(&next).into_response());
    }
    login_page(&state, jar, next, String::new(), None, StatusCode::OK)
}

fn login_page(
    state: &AppState,
    jar: CookieJar,
    next: String,
    username: String,
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
        username,
        error,
    };
    Ok((status, jar, render(&page)?).into_response())
}

fn signup_page(
    state: &AppState,
    jar: CookieJar,
    next: String,
    username: String,
    error: Option<String>,
    status: StatusCode,
) -> Result<Response> {
    let (jar, csrf) = auth::form_csrf(state, jar);
    let page = SignupPage {
        layout: Layout::new(None, Vec::new()),
        csrf,
        next_encoded: url_encode(&next),
        next,
        username,
        error,
        registration_open: state.config.registration == Registration::Open,
    };
    Ok((status, jar, render(&page)?).into_response())
}

async fn show_signup(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
    Query(q): Query<NextQuery>,
) -> Result<Response> {
    let next = safe_next(q.next.as_deref());
    if user.is_some() {
        return Ok(Redirect::to(&next).into_response());
    }
    signup_page(&state, jar, next, String::new(), None, StatusCode::OK)
}

/// Errors a person can fix by filling the form again are shown on the form.
fn form_error(e: AppError) -> std::result::Result<(StatusCode, String), AppError> {
    match e {
        AppError::Service(ServiceError::Internal(_) | ServiceError::Unavailable) => Err(e),
        other => {
            let (status, _, message) = other.parts();
            Ok((status, message))
        }
    }
}

async fn submit_signup(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    jar: CookieJar,
    Form(form): Form<AccountForm>,
) -> Result<Response> {
    auth::check_form_csrf(&jar, &form.csrf)?;
    let next = safe_next(form.next.as_deref());
    let result = async {
        let user = state
            .service
            .create_account(&form.username, &form.password, addr)
            .await?;
        let (token, _) = state
            .service
            .start_session(user.user_id, SessionKind::Web)
            .await?;
        Ok::<_, AppError>(token)
    }
    .await;
    match result {
        Ok(token) => {
            let jar = jar.add(auth::session_cookie(&state, token));
            let jar = auth::set_flash(&state, jar, &["Welcome! Your account is ready.".into()]);
            Ok((jar, Redirect::to(&next)).into_response())
        }
        Err(e) => {
            let (status, message) = form_error(e)?;
            signup_page(
                &state,
                jar,
                next,
                form.username.trim().to_string(),
                Some(message),
                status,
            )
        }
    }
}

async fn submit_login(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    jar: CookieJar,
    Form(form): Form<AccountForm>,
) -> Result<Response> {
    auth::check_form_csrf(&jar, &form.csrf)?;
    let next = safe_next(form.next.as_deref());
    let result = async {
        let user = state
            .service
            .login(&form.username, &form.password, addr)
            .await?;
        let (token, _) = state
            .service
            .start_session(user.user_id, SessionKind::Web)
            .await?;
        Ok::<_, AppError>(token)
    }
    .await;
    match result {
        Ok(token) => {
            let jar = jar.add(auth::session_cookie(&state, token));
            Ok((jar, Redirect::to(&next)).into_response())
        }
        Err(e) => {
            let (status, message) = form_error(e)?;
            login_page(
                &state,
                jar,
                next,
                form.username.trim().to_string(),
                Some(message),
                status,
            )
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
    let jar = auth::set_flash(&state, jar, &["You have logged out.".into()]);
    Ok((jar, Redirect::to("/")).into_response())
}
