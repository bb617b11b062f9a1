//! The tournament pages (docs/tournaments.md): the list with the form that creates one, a
//! tournament's page with the buttons of its players and organiser, and its results as
//! CSV and JSON. The models and wording are in [`crate::pages::tournament`].

use super::api::tournaments::tournament_json;
use super::auth::{self, CsrfForm, MaybeWebUser, WebUser};
use super::{render, AppError, AppState, Layout, Result};
use crate::game::text::{filters, t};
use crate::game::GameOptions;
use crate::games;
use crate::pages::lobby::{new_game_forms, NewGameForm};
use crate::pages::tournament::{results_csv, TournamentPage, TournamentsList, Viewer};
use crate::service::tournaments::{OrganiserAction, TournamentForm};
use crate::service::ServiceError;
use crate::store::tournaments::{TournamentFormat, TournamentStatus};
use askama::Template;
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Form, Json, Router};
use axum_extra::extract::cookie::CookieJar;
use std::collections::BTreeMap;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/tournaments", get(list).post(create))
        .route("/tournaments/{code}", get(show))
        .route("/tournaments/{code}/results.csv", get(results_as_csv))
        .route("/tournaments/{code}/results.json", get(results_as_json))
        .route("/tournaments/{code}/announcements", post(announce))
        .route("/tournaments/{code}/substitutes", post(substitute))
        .route("/tournaments/{code}/{action}", post(act))
}

#[derive(Template)]
#[template(path = "tournaments/index.html")]
struct ListPage {
    layout: Layout,
    list: TournamentsList,
    logged_in: bool,
    new_games: Vec<NewGameForm>,
    deadline_choices: [u32; 6],
}

/// `GET /tournaments`: the listed tournaments and the viewer's, and the form for a new one.
async fn list(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
) -> Result<Response> {
    let viewer = user.as_ref().map(|u| &u.user);
    let statuses = [
        TournamentStatus::Signup,
        TournamentStatus::Running,
        TournamentStatus::Finished,
    ];
    let tournaments = state.service.tournaments(&statuses, viewer).await?;
    let (jar, flash) = auth::take_flash(jar);
    let page = ListPage {
        layout: Layout::new(user.as_ref(), flash),
        list: TournamentsList::new(&tournaments, viewer),
        logged_in: user.is_some(),
        new_games: new_game_forms(),
        deadline_choices: crate::store::DEADLINE_DAYS,
    };
    Ok((jar, render(&page)?).into_response())
}

/// A whole number of the form, or the message that says they must be.
fn whole(text: &str) -> Result<u32, ServiceError> {
    text.trim()
        .parse()
        .map_err(|_| ServiceError::Invalid(t("tournaments-error-numbers")))
}

/// The form's fields as the service's form; the rest of the fields are the game's choices.
fn tournament_form(mut fields: BTreeMap<String, String>) -> Result<TournamentForm, ServiceError> {
    let mut take = |name: &str| fields.remove(name).unwrap_or_default();
    let (name, game, players, format) =
        (take("name"), take("game"), take("players"), take("format"));
    let (rounds, advance, groups) = (take("rounds"), take("advance"), take("groups"));
    let (least, most) = (take("min_players"), take("max_players"));
    let (deadline, round, signup) = (
        take("deadline_days"),
        take("round_days"),
        take("signup_days"),
    );
    let (rated, listed, play) = (take("rated"), take("listed"), take("play"));
    fields.remove("csrf");
    let format = TournamentFormat::parse(format.trim())
        .ok_or_else(|| ServiceError::Invalid(t("tournaments-error-format")))?;
    Ok(TournamentForm {
        name,
        game: match game.trim() {
            "" => games::DEFAULT_GAME.to_string(),
            game => game.to_string(),
        },
        options: GameOptions {
            chat_off: false,
            rated: rated != "casual",
            players: whole(&players)? as usize,
            choices: fields,
        },
        rounds: match format {
            TournamentFormat::Swiss => Some(whole(&rounds)?),
            _ => None,
        },
        advance: match format {
            TournamentFormat::Elimination | TournamentFormat::RoundRobin
                if !advance.trim().is_empty() =>
            {
                Some(whole(&advance)?)
            }
            _ => None,
        },
        groups: match format {
            TournamentFormat::RoundRobin if !groups.trim().is_empty() => Some(whole(&groups)?),
            _ => None,
        },
        format,
        min_players: whole(&least)?,
        max_players: whole(&most)?,
        deadline_days: whole(&deadline)?,
        round_days: whole(&round)?,
        signup_days: whole(&signup)?,
        listed: listed == "listed",
        organiser_plays: play != "no",
    })
}

/// `POST /tournaments`: creates a tournament and goes to its page.
async fn create(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Form(fields): Form<BTreeMap<String, String>>,
) -> Result<Response> {
    user.check_csrf(fields.get("csrf").map_or("", String::as_str))?;
    let created = match tournament_form(fields) {
        Ok(form) => state.service.create_tournament(&user.user, &form).await,
        Err(e) => Err(e),
    };
    match created {
        Ok(tournament) => Ok(auth::flash_to(
            &state,
            jar,
            &[t("tournaments-created")],
            &format!("/tournaments/{}", tournament.code),
        )),
        Err(e) => flash_or_fail(&state, jar, e.into(), "/tournaments#new-tournament"),
    }
}

/// A refusal in the user's terms is shown on the page they came from.
fn flash_or_fail(state: &AppState, jar: CookieJar, e: AppError, back: &str) -> Result<Response> {
    match e {
        AppError::Service(
            ServiceError::Conflict(_)
            | ServiceError::Forbidden(_)
            | ServiceError::Invalid(_)
            | ServiceError::RateLimited(_)
            | ServiceError::RateLimitedFor { .. },
        ) => Ok(auth::flash_to(state, jar, &[e.page_message()], back)),
        other => Err(other),
    }
}

#[derive(Template)]
#[template(path = "tournaments/show.html")]
struct ShowPage {
    layout: Layout,
    page: TournamentPage,
}

/// `GET /tournaments/{code}`: anybody with the link.
async fn show(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
    Path(code): Path<String>,
) -> Result<Response> {
    let view = state.service.tournament(&code).await?;
    let (jar, flash) = auth::take_flash(jar);
    let viewer = Viewer {
        user: user.as_ref().map(|u| &u.user),
        moderator: user.as_ref().is_some_and(|u| u.moderator),
    };
    let page = ShowPage {
        layout: Layout::new(user.as_ref(), flash),
        page: TournamentPage::new(&view, viewer, state.service.now()),
    };
    Ok((jar, render(&page)?).into_response())
}

/// `POST /tournaments/{code}/{enter|leave|start|cancel|extend}`.
async fn act(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path((code, action)): Path<(String, String)>,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let service = &state.service;
    let (done, said) = match action.as_str() {
        "enter" => (
            service.enter_tournament(&code, &user.user).await.map(drop),
            "tournaments-entered",
        ),
        "leave" => (
            service.leave_tournament(&code, &user.user).await.map(drop),
            "tournaments-left",
        ),
        "start" | "cancel" | "extend" => {
            let (what, said) = match action.as_str() {
                "start" => (OrganiserAction::Start, "tournaments-started-now"),
                "cancel" => (OrganiserAction::Cancel, "tournaments-cancelled"),
                _ => (OrganiserAction::Extend, "tournaments-extended"),
            };
            let done = service.organise_tournament(&code, &user.user, what).await;
            (done.map(drop), said)
        }
        _ => return Err(AppError::NotFound(t("error-not-found"))),
    };
    let back = format!("/tournaments/{code}");
    match done {
        Ok(()) => Ok(auth::flash_to(&state, jar, &[t(said)], &back)),
        Err(e) => flash_or_fail(&state, jar, e.into(), &back),
    }
}

#[derive(serde::Deserialize)]
struct AnnouncementForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    text: String,
}

/// `POST /tournaments/{code}/announcements`: the organiser writes to every player.
async fn announce(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(code): Path<String>,
    Form(form): Form<AnnouncementForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let back = format!("/tournaments/{code}");
    match state.service.announce(&code, &user.user, &form.text).await {
        Ok(_) => Ok(auth::flash_to(
            &state,
            jar,
            &[t("tournaments-announced")],
            &back,
        )),
        Err(e) => flash_or_fail(&state, jar, e.into(), &format!("{back}#announcements")),
    }
}

#[derive(serde::Deserialize)]
struct SubstituteForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    withdrawn: String,
    #[serde(default)]
    substitute: String,
}

/// `POST /tournaments/{code}/substitutes`: the organiser puts someone in the place of a
/// player who withdrew, while round 1 is played.
async fn substitute(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(code): Path<String>,
    Form(form): Form<SubstituteForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let back = format!("/tournaments/{code}");
    let done = state
        .service
        .substitute(&code, &user.user, &form.withdrawn, &form.substitute)
        .await;
    match done {
        Ok(_) => Ok(auth::flash_to(
            &state,
            jar,
            &[t("tournaments-substituted")],
            &format!("{back}#players"),
        )),
        Err(e) => flash_or_fail(&state, jar, e.into(), &format!("{back}#substitute")),
    }
}

/// `GET /tournaments/{code}/results.csv`: the standings and every seat of every round.
async fn results_as_csv(
    State(state): State<AppState>,
    Path(code): Path<String>,
) -> Result<Response> {
    let view = state.service.tournament(&code).await?;
    let file = format!(
        "attachment; filename=\"tournament-{}.csv\"",
        view.tournament.code
    );
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
            (header::CONTENT_DISPOSITION, file),
        ],
        results_csv(&view),
    )
        .into_response())
}

/// `GET /tournaments/{code}/results.json`: what the API says of it.
async fn results_as_json(
    State(state): State<AppState>,
    Path(code): Path<String>,
) -> Result<Response> {
    let view = state.service.tournament(&code).await?;
    Ok(Json(tournament_json(&view)).into_response())
}
