//! Players' profiles (`/players/{name}`, the page's model is [`crate::pages::profile`]) and
//! each game's leaderboard (`/leaderboard/{slug}`), read from [`crate::service::ratings`].

use super::auth::MaybeWebUser;
use super::{render, url_encode, AppError, AppState, Layout, Result};
use crate::game::text::{filters, site};
use crate::game::Message;
use crate::games;
use crate::pages::profile::{self, standing_text, ProfilePage, RatingCell, Relation};
use crate::service::computers::{renamed_computer, shown_name};
use crate::store::User;
use askama::Template;
use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use axum::Router;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/players/{name}", get(show_profile))
        .route("/leaderboard/{slug}", get(show_leaderboard))
}

page_template!(ProfileTemplate, "players/profile.html", ProfilePage);

async fn show_profile(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: axum_extra::extract::cookie::CookieJar,
    Path(name): Path<String>,
    Query(q): Query<super::PageQuery>,
) -> Result<Response> {
    // A computer player's profile under the name it had before migration 0033 ("Strong
    // computer 2"): its page is under its new name now.
    if let Some(new) = renamed_computer(&name) {
        return Ok(Redirect::permanent(&format!("/players/{}", url_encode(&new))).into_response());
    }
    let (jar, flash) = super::auth::take_flash(jar);
    let viewer = user.as_ref().map(|u| &u.user);
    let model = ProfilePage::new(load(&state, &name, viewer, q.number()).await?);
    let layout = Layout::new(user.as_ref(), flash);
    Ok((jar, render(&ProfileTemplate { layout, model })?).into_response())
}

/// The profile of the person named `name` (its page `page`, from 1) as `viewer` sees it,
/// with what the viewer chose about them and where they stand.
async fn load(
    state: &AppState,
    name: &str,
    viewer: Option<&User>,
    page: u32,
) -> Result<profile::Loaded> {
    let service = &state.service;
    let profile = service.profile(name, viewer, page - 1).await?;
    let person = &profile.user;
    let relation = Relation::of(viewer, person);
    let choice = match viewer.filter(|_| relation.other) {
        Some(viewer) => service.person_choice(viewer, person).await?,
        None => None,
    };
    let standing = match relation.computer {
        true => None,
        false => Some(service.fair_play_standing(person.user_id).await?),
    };
    let suspended = service.standing(person.user_id).await?.suspended.is_some();
    let tournaments = match relation.computer {
        true => Vec::new(),
        false => service.player_tournaments(person, true).await?,
    };
    Ok(profile::Loaded {
        profile,
        page,
        relation,
        choice,
        standing,
        suspended,
        tournaments,
    })
}

pub struct BoardPool {
    pub pool: String,
    /// (place, (username, name as shown), rating)
    pub rows: Vec<(usize, (String, String), RatingCell)>,
}

#[derive(Template)]
#[template(path = "players/leaderboard.html")]
struct LeaderboardPage {
    layout: Layout,
    slug: &'static str,
    name: String,
    pools: Vec<BoardPool>,
    others: Vec<(&'static str, String)>,
    min_games: u32,
    min_opponents: u32,
    /// How the board starts, or where the signed-in viewer stands (HTML).
    fair_play: Option<String>,
}

async fn show_leaderboard(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    Path(slug): Path<String>,
) -> Result<Response> {
    let game = games::by_slug(&slug).ok_or_else(|| {
        AppError::NotFound(site(
            &Message::new("games-error-no-such-game").arg("game", format!("{slug:?}")),
        ))
    })?;
    let mut pools: Vec<BoardPool> = Vec::new();
    for row in state.service.leaderboard(game.slug()).await? {
        if pools.last().is_none_or(|p| p.pool != row.pool) {
            pools.push(BoardPool {
                pool: row.pool.clone(),
                rows: Vec::new(),
            });
        }
        if let Some(pool) = pools.last_mut() {
            let place = pool.rows.len() + 1;
            let shown = shown_name(&row.user.username);
            pool.rows
                .push((place, (row.user.username, shown), row.rating.into()));
        }
    }
    for pool in &mut pools {
        pool.pool = game.pool_label(&pool.pool);
    }
    let service = &state.service;
    let fair_play = if !service.anyone_established().await? {
        Some(crate::game::text::t("fair-play-nobody-yet"))
    } else if let Some(viewer) = &user {
        let standing = service.fair_play_standing(viewer.user.user_id).await?;
        match standing.established {
            Some(_) => None,
            None => standing_text(&standing, true, &viewer.user.username),
        }
    } else {
        None
    };
    let page = LeaderboardPage {
        fair_play,
        layout: Layout::new(user.as_ref(), Vec::new()),
        slug: game.slug(),
        name: game.shown_name(),
        pools,
        min_games: state.service.config().social.leaderboard_min_games,
        min_opponents: state.service.config().social.leaderboard_min_opponents,
        others: games::all()
            .iter()
            .filter(|g| g.slug() != game.slug())
            .map(|g| (g.slug(), g.shown_name()))
            .collect(),
    };
    Ok(render(&page)?.into_response())
}
