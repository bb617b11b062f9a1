//! The lobby (`/`), whose model is [`crate::pages::lobby`], and the public list of finished
//! games.

use super::auth::{self, MaybeWebUser};
use super::{render, AppState, Layout, Result};
use crate::game::text::filters;
use crate::pages::date;
use crate::pages::lobby::{self, Deadline, InvitationRow, LobbyPage, Named, WelcomePage};
use crate::store::{GameRecord, GameResult, GameStatus, Invitation, User};
use askama::Template;
use axum::extract::{Query, State};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use axum_extra::extract::cookie::CookieJar;
use std::collections::BTreeMap;
use uuid::Uuid;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/", get(show_lobby))
        .route("/games/finished", get(list_finished_games))
}

page_template!(LobbyTemplate, "lobby.html", LobbyPage);
page_template!(WelcomeTemplate, "welcome.html", WelcomePage);

/// The row of invitation `i` in a list, with its address.
pub fn invitation_row(state: &AppState, i: &Invitation) -> InvitationRow {
    lobby::invitation_row(i, state.service.invitation_url(&i.code))
}

/// Invitations sent to the viewer by name, each with its host's name.
pub fn invited_rows(state: &AppState, invitations: &[Invitation]) -> Vec<(InvitationRow, String)> {
    lobby::invited_rows(invitations, &|code| state.service.invitation_url(code))
}

async fn show_lobby(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
) -> Result<Response> {
    let (jar, flash) = auth::take_flash(jar);
    let Some(user) = user else {
        let (layout, model) = (Layout::new(None, flash), WelcomePage::new());
        return Ok((jar, render(&WelcomeTemplate { layout, model })?).into_response());
    };
    let lobby = state.service.lobby(&user.user).await?;
    let (invited, invited_more) = state.service.invitations_for(&user.user, 0).await?;
    let running = lobby.my_turn.iter().chain(&lobby.running);
    let deadlines = deadlines(&state, running).await;
    let results = results(&state, &lobby.finished, &user.user).await;
    let tournaments = state.service.player_tournaments(&user.user, false).await?;
    let model = LobbyPage::new(lobby::Loaded {
        user: &user.user,
        tournaments,
        lobby,
        invited,
        invited_more,
        deadlines,
        results,
        unread: &user.unread_chats,
        invitation_url: &|code| state.service.invitation_url(code),
        expiry_days: state.config.invitation_expiry_days,
        ask_time_zone: user.time_zone.is_none() && state.store.notify().is_some(),
    });
    let layout = Layout::new(Some(&user), flash);
    Ok((jar, render(&LobbyTemplate { layout, model })?).into_response())
}

/// The move deadlines of running `games` (none on a store without notifications); a
/// deadline that cannot be read is left out, and logged.
async fn deadlines(
    state: &AppState,
    games: impl Iterator<Item = &GameRecord>,
) -> BTreeMap<Uuid, Deadline> {
    let mut deadlines = BTreeMap::new();
    if state.store.notify().is_none() {
        return deadlines;
    }
    for g in games {
        match state.service.deadline_of(g).await {
            Ok(Some(deadline)) => {
                deadlines.insert(g.game_id, deadline);
            }
            Ok(None) => {}
            Err(e) => tracing::warn!(game_id = %g.game_id, "deadline not shown: {e}"),
        }
    }
    deadlines
}

/// The results of the finished games the lobby shows, where `user` played (a game
/// finished before results were kept on its row is replayed once, and its result stored).
async fn results(
    state: &AppState,
    finished: &[GameRecord],
    user: &User,
) -> BTreeMap<Uuid, GameResult> {
    let mut results = BTreeMap::new();
    let shown = finished.iter().take(lobby::LOBBY_FINISHED);
    for g in shown.filter(|g| g.status != GameStatus::Cancelled) {
        if !g.players.iter().any(|p| p.user_id == user.user_id) {
            continue;
        }
        if let Ok(Some(result)) = state.service.result_of(g).await {
            results.insert(g.game_id, result);
        }
    }
    results
}

struct FinishedRow {
    game_id: String,
    title: String,
    /// The players, each linked to their profile.
    players: Vec<Named>,
    summary: String,
    when: String,
}

#[derive(Template)]
#[template(path = "games/finished.html")]
struct FinishedPage {
    layout: Layout,
    games: Vec<FinishedRow>,
    page: i64,
    prev: Option<i64>,
    next: Option<i64>,
}

const FINISHED_PER_PAGE: i64 = 30;

async fn list_finished_games(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
    Query(q): Query<super::PageQuery>,
) -> Result<Response> {
    let (jar, flash) = auth::take_flash(jar);
    let page = i64::from(q.number());
    let games = state
        .service
        .finished_games(
            user.as_ref().map(|u| &u.user),
            FINISHED_PER_PAGE + 1,
            (page - 1) * FINISHED_PER_PAGE,
        )
        .await?;
    let more = games.len() as i64 > FINISHED_PER_PAGE;
    let rows = games
        .into_iter()
        .take(FINISHED_PER_PAGE as usize)
        .map(|g| FinishedRow {
            game_id: g.record.game_id.to_string(),
            title: crate::games::describe_options(&g.record.game, &g.record.options),
            players: Named::all(&g.record.players),
            summary: g.summary,
            when: date(g.record.finished_at.unwrap_or(g.record.updated_at)),
        })
        .collect();
    let page = FinishedPage {
        layout: Layout::new(user.as_ref(), flash),
        games: rows,
        page,
        prev: (page > 1).then_some(page - 1),
        next: more.then_some(page + 1),
    };
    Ok((jar, render(&page)?).into_response())
}
