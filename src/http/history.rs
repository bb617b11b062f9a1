//! A game's history and its replays: the list of steps with their times
//! (`/games/{id}/history`, and its fragment `/games/{id}/log` for the game page), and each
//! step's board as its viewer may see it (`/games/{id}/history/{step}`). The pages' models
//! are [`crate::pages::history`], where what a viewer may see of a step is decided once
//! for every game by [`crate::game::Game::step_visibility`]; nothing here names a game.

use super::auth::{self, CsrfForm, MaybeWebUser, WebUser};
use super::parse_game_id;
use super::{render, AppError, AppState, Result};
use crate::game::text::filters;
use crate::game::text::t;
use crate::pages::history::{HistoryPage, Log, StepPage, StepRefused};
use crate::service::reviews::Asked;
use crate::service::ServiceError;
use askama::Template;
use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Form;
use axum::Router;
use axum_extra::extract::cookie::CookieJar;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/games/{id}/history", get(show_history))
        .route("/games/{id}/log", get(show_log))
        .route("/games/{id}/history/{step}", get(show_history_step))
        .route("/games/{id}/review", post(ask_review))
}

page_template!(HistoryTemplate, "games/history.html", HistoryPage);

async fn show_history(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
    Path(id): Path<String>,
) -> Result<Response> {
    let game_id = parse_game_id(&id)?;
    let game = state
        .service
        .game(game_id, user.as_ref().map(|u| &u.user))
        .await?;
    let (jar, flash) = auth::take_flash(jar);
    let review = state.service.game_review(&game).await?;
    let may_ask = user
        .as_ref()
        .map(|_| game.your_seat.is_some() || game.record.listed);
    let page = HistoryTemplate {
        layout: super::Layout::new(user.as_ref(), flash),
        model: HistoryPage::new(&game, state.service.now()).with_review(
            &game,
            review.as_ref(),
            may_ask,
        ),
    };
    Ok((jar, render(&page)?).into_response())
}

/// The game log on the game page: the same list as the history page, loaded when the
/// reader opens it (the game page itself stays as cheap as it was).
#[derive(Template)]
#[template(path = "games/log.html")]
struct LogFragment {
    model: Log,
}

impl std::ops::Deref for LogFragment {
    type Target = Log;

    fn deref(&self) -> &Log {
        &self.model
    }
}

async fn show_log(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    Path(id): Path<String>,
) -> Result<Response> {
    let game_id = parse_game_id(&id)?;
    let game = state
        .service
        .game(game_id, user.as_ref().map(|u| &u.user))
        .await?;
    let model = Log::new(&game, state.service.now());
    Ok(render(&LogFragment { model })?.into_response())
}

page_template!(StepTemplate, "games/step.html", StepPage);

/// `?instead`: the board after the computer's move of the step's review.
#[derive(serde::Deserialize)]
struct StepQuery {
    instead: Option<String>,
}

async fn show_history_step(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    Path((id, step)): Path<(String, String)>,
    Query(query): Query<StepQuery>,
) -> Result<Response> {
    let game_id = parse_game_id(&id)?;
    let game = state
        .service
        .game(game_id, user.as_ref().map(|u| &u.user))
        .await?;
    let csrf = user.as_ref().map_or("", |u| u.csrf.as_str());
    let model = StepPage::new(&game, &step, csrf).map_err(|refused| match refused {
        StepRefused::NotFound(why) => AppError::NotFound(why),
        StepRefused::Hidden(why) => ServiceError::Forbidden(why).into(),
        StepRefused::Broken(bug) => AppError::internal(anyhow::anyhow!("{bug}")),
    })?;
    let review = state.service.game_review(&game).await?;
    let model = model.with_review(&game, review.as_ref(), query.instead.is_some(), csrf);
    let layout = super::Layout::new(user.as_ref(), Vec::new());
    Ok(render(&StepTemplate { layout, model })?.into_response())
}

/// Asks for the computer's review of a finished game (a player of it, or anyone for a
/// listed game), then back to its history, which shows how it stands.
async fn ask_review(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(id): Path<String>,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let game_id = parse_game_id(&id)?;
    let game = state.service.game(game_id, Some(&user.user)).await?;
    let said = match state.service.ask_review(&game, &user.user).await? {
        Asked::Queued => t("review-queued"),
        Asked::Exists => t("review-exists"),
    };
    Ok(auth::flash_to(
        &state,
        jar,
        &[said],
        &format!("/games/{game_id}/history#review"),
    ))
}
