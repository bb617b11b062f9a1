//! A game's history and its replays: the list of steps with their times
//! (`/games/{id}/history`, and its fragment `/games/{id}/log` for the game page), and each
//! step's board as its viewer may see it (`/games/{id}/history/{step}`). What a viewer may
//! see of a step is decided once for every game by [`crate::game::Game::step_visibility`];
//! nothing here names a game.

use super::auth::{self, MaybeWebUser};
use super::games::{area_failed, condense};
use super::parse_game_id;
use super::result::ResultPanel;
use super::{render, AppError, AppState, Layout, Result};
use crate::game::text::{filters, site, t};
use crate::game::{GameArea, HistoryStep, Message, Page};
use crate::local_time;
use crate::service::{GameState, ServiceError};
use askama::Template;
use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use axum_extra::extract::cookie::CookieJar;
use std::collections::BTreeMap;
use time::OffsetDateTime;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/games/{id}/history", get(show_history))
        .route("/games/{id}/log", get(show_log))
        .route("/games/{id}/history/{step}", get(show_history_step))
}

/// One step of a history or a recap, as a page lists it.
pub(super) struct StepRow {
    pub(super) step: usize,
    pub(super) player: String,
    /// The step was played by a computer player.
    pub(super) computer: bool,
    pub(super) reason: Option<String>,
    pub(super) notation: String,
    pub(super) narration: Vec<String>,
    /// The kind of step in brief (the card played), if the game names one.
    pub(super) kind: Option<String>,
    /// A phase of the game (a struggle) ended in this step: the list marks where.
    pub(super) phase_end: Option<String>,
    /// When it was played: RFC 3339, "3 hours ago" or a date, and the full date and time
    /// (in the reader's time zone).
    pub(super) at: String,
    pub(super) at_text: String,
    pub(super) at_full: String,
}

#[derive(Template)]
#[template(path = "games/history.html")]
struct HistoryPage {
    layout: Layout,
    slug: &'static str,
    game_id: String,
    description: String,
    steps: Vec<StepRow>,
    /// Why the history starts later for this viewer, when it does.
    window: Option<String>,
    finished: bool,
    /// "ben resigned (25 Nov 2026)", one per resignation, after the steps.
    resignations: Vec<String>,
}

/// The resignations of a game in words, for the history: "ben resigned on …".
pub fn resignation_lines(game: &GameState) -> Vec<String> {
    let names = game.shown_names();
    game.extras
        .resigned
        .iter()
        .map(|(seat, at)| {
            let name = names.get(*seat).map_or("?", String::as_str);
            let ended = game.record.finished_at.is_some() && game.record.players.len() == 2;
            let id = if ended {
                "games-history-resigned-ended"
            } else {
                "games-history-resigned"
            };
            site(
                &Message::new(id)
                    .arg("name", name)
                    .arg("when", local_time::format(*at, None)),
            )
        })
        .collect()
}

/// Steps of the history as the log and the recap list them, each with its time in the
/// reader's zone ([`local_time::in_zone`]; "3 hours ago" when recent at `now`).
pub(super) fn step_rows(
    game: &GameState,
    steps: Vec<HistoryStep>,
    now: OffsetDateTime,
) -> Vec<StepRow> {
    let names = game.shown_names();
    steps
        .into_iter()
        .map(|s| {
            let when = game.event_time(s.step);
            StepRow {
                at: when.map(local_time::machine).unwrap_or_default(),
                at_text: when
                    .map(|w| local_time::recent_or_date(w, None, now))
                    .unwrap_or_default(),
                at_full: when
                    .map(|w| local_time::format(w, None))
                    .unwrap_or_default(),
                step: s.step,
                player: names.get(s.seat).cloned().unwrap_or_default(),
                computer: game
                    .record
                    .players
                    .get(s.seat)
                    .is_some_and(crate::service::computers::is_computer),
                reason: s.reason.map(|r| r.describe(game.game_type)),
                notation: s.notation,
                narration: condense(s.narration),
                kind: s.label.kind,
                phase_end: s.label.phase_end,
            }
        })
        .collect()
}

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
    let page = HistoryPage {
        layout: Layout::new(user.as_ref(), flash),
        slug: game.game_type.slug(),
        game_id: game_id.to_string(),
        description: game.game_type.describe_options(&game.record.options),
        window: game.loaded.history_window(game.viewer()),
        finished: game.is_finished(),
        resignations: resignation_lines(&game),
        steps: step_rows(&game, game.history(), state.service.now()),
    };
    Ok((jar, render(&page)?).into_response())
}

/// The game log on the game page: the same list as the history page, loaded when the
/// reader opens it (the game page itself stays as cheap as it was).
#[derive(Template)]
#[template(path = "games/log.html")]
struct LogFragment {
    game_id: String,
    steps: Vec<StepRow>,
    window: Option<String>,
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
    let fragment = LogFragment {
        game_id: game_id.to_string(),
        window: game.loaded.history_window(game.viewer()),
        steps: step_rows(&game, game.history(), state.service.now()),
    };
    Ok(render(&fragment)?.into_response())
}

#[derive(Template)]
#[template(path = "games/step.html")]
struct StepPage {
    layout: Layout,
    slug: &'static str,
    game_id: String,
    description: String,
    step: usize,
    total: usize,
    heading: String,
    narration: Vec<String>,
    notation: String,
    /// When the step was played (RFC 3339, and in the reader's zone); empty if unknown.
    at: String,
    at_full: String,
    prev: Option<usize>,
    next: Option<usize>,
    /// The first step this viewer may see, and the newest, when not already there.
    first: Option<usize>,
    last: Option<usize>,
    finished: bool,
    result: Option<ResultPanel>,
    area: GameArea,
}

async fn show_history_step(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    Path((id, step)): Path<(String, String)>,
) -> Result<Response> {
    let game_id = parse_game_id(&id)?;
    let game = state
        .service
        .game(game_id, user.as_ref().map(|u| &u.user))
        .await?;
    let total = game.loaded.moves_len();
    let step: usize = step.parse().ok().filter(|s| *s <= total).ok_or_else(|| {
        AppError::NotFound(site(&Message::new("games-step-none").arg("total", total)))
    })?;
    let viewer = game.viewer();
    let first = game.loaded.history_start(viewer);
    // The start position is shown only with the complete history.
    let lowest = if first <= 1 { 0 } else { first };
    if step < lowest {
        let why = game.loaded.history_window(viewer).unwrap_or_default();
        let message = Message::new("games-step-hidden")
            .arg("step", step)
            .arg("why", why);
        return Err(ServiceError::Forbidden(site(&message)).into());
    }
    let names = game.shown_names();
    let (heading, narration, notation) = match step.checked_sub(1) {
        None => (t("games-step-start-heading"), Vec::new(), String::new()),
        Some(_) => {
            let s = game
                .history()
                .into_iter()
                .find(|s| s.step == step)
                .ok_or_else(|| {
                    AppError::internal(anyhow::anyhow!("step {step} does not replay"))
                })?;
            let who = names.get(s.seat).cloned().unwrap_or_default();
            let heading = site(
                &Message::new("games-step-heading")
                    .arg("step", step)
                    .arg("name", who),
            );
            (heading, condense(s.narration), s.notation)
        }
    };
    let csrf = user.as_ref().map(|u| u.csrf.clone()).unwrap_or_default();
    let mut area = game
        .loaded
        .step_area(
            step,
            &Page {
                game_id,
                viewer,
                names: &names,
                can_move: false,
                seq: game.seq,
                csrf: &csrf,
                query: &BTreeMap::new(),
                composer_flash: &[],
            },
        )
        .map_err(area_failed(game_id))?;
    let played_at = game.event_time(step);
    let page = StepPage {
        layout: Layout::new(user.as_ref(), Vec::new()),
        slug: game.game_type.slug(),
        game_id: game_id.to_string(),
        description: game.game_type.describe_options(&game.record.options),
        step,
        total,
        heading,
        narration,
        notation,
        at: played_at.map(local_time::machine).unwrap_or_default(),
        at_full: played_at
            .map(|w| local_time::format(w, None))
            .unwrap_or_default(),
        prev: (step > lowest).then(|| step - 1),
        next: (step < total).then_some(step + 1),
        first: (step > lowest).then_some(lowest),
        last: (step < total).then_some(total),
        finished: game.is_finished(),
        // The result belongs to the last step only.
        result: (step == total)
            .then(|| ResultPanel::of(&game, &game.result_names(), area.result.take()))
            .flatten(),
        area,
    };
    Ok(render(&page)?.into_response())
}
