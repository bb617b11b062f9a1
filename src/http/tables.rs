//! Finding people to play with: the "Open games" page (listed invitations anybody logged
//! in may join), the "Watch" page (running listed games) and "Play again with the same
//! players" on a finished game.

use super::auth::CsrfForm;
use super::auth::{self, MaybeWebUser, WebUser};
use super::lobby::invitation_row;
use super::parse_game_id;
use super::{render, AppState, Layout, Result};
use crate::game::text::{filters, t};
use crate::pages::ago;
use crate::pages::lobby::{InvitationRow, Named};
use crate::store::Invitation;
use askama::Template;
use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use axum_extra::extract::cookie::CookieJar;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/open-games", get(open_games))
        .route("/watch", get(watch))
        .route("/games/{id}/rematch", post(rematch))
}

#[derive(Template)]
#[template(path = "tables/open.html")]
struct OpenGamesPage {
    layout: Layout,
    /// (row, host, the host's name in an address, the viewer has a seat already)
    invitations: Vec<(InvitationRow, String, String, bool)>,
    logged_in: bool,
}

/// `GET /open-games`: listed invitations with free seats, newest first.
async fn open_games(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
) -> Result<Response> {
    let me = user.as_ref().map(|u| u.user.user_id);
    let invitations = state.service.open_games().await?;
    let seated = |i: &Invitation| i.seats.iter().any(|s| Some(s.user_id) == me);
    let page = OpenGamesPage {
        layout: Layout::new(user.as_ref(), Vec::new()),
        invitations: invitations
            .iter()
            .map(|i| {
                (
                    invitation_row(&state, i),
                    crate::service::computers::shown_user(&i.creator),
                    super::url_encode(&i.creator.username),
                    seated(i),
                )
            })
            .collect(),
        logged_in: user.is_some(),
    };
    Ok(render(&page)?.into_response())
}

pub struct WatchRow {
    pub game_id: String,
    pub number: i64,
    pub title: String,
    pub players: Vec<Named>,
    /// The name of the player to move, as people read it.
    pub to_move: String,
    pub when: String,
}

#[derive(Template)]
#[template(path = "tables/watch.html")]
struct WatchPage {
    layout: Layout,
    games: Vec<WatchRow>,
}

/// `GET /watch`: running listed games anybody may watch, newest activity first.
async fn watch(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
) -> Result<Response> {
    let games = state.service.watchable_games().await?;
    let page = WatchPage {
        layout: Layout::new(user.as_ref(), Vec::new()),
        games: games
            .iter()
            .map(|g| WatchRow {
                game_id: g.game_id.to_string(),
                number: g.number,
                title: crate::games::describe_options(&g.game, &g.options),
                players: Named::all(&g.players),
                to_move: g
                    .to_move_seat
                    .and_then(|s| g.players.get(s))
                    .map(crate::service::computers::shown_user)
                    .unwrap_or_default(),
                when: ago(g.updated_at),
            })
            .collect(),
    };
    Ok(render(&page)?.into_response())
}

/// `POST /games/{id}/rematch`: a new invitation with the same options and players.
async fn rematch(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(id): Path<String>,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let game_id = parse_game_id(&id)?;
    let game = state.service.game(game_id, Some(&user.user)).await?;
    let invitation = state.service.rematch(&game, &user.user).await?;
    if let Some(new_game) = invitation.game_id {
        return Ok(auth::flash_to(
            &state,
            jar,
            &[t("lobby-rematch-started")],
            &format!("/games/{new_game}"),
        ));
    }
    Ok(auth::flash_to(
        &state,
        jar,
        &[t("lobby-rematch-created")],
        &format!("/invite/{}", invitation.code),
    ))
}
