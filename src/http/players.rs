//! Players' profiles (`/players/{name}`) and each game's leaderboard
//! (`/leaderboard/{slug}`), read from [`crate::service::ratings`].

use super::auth::MaybeWebUser;
use super::{render, url_encode, AppError, AppState, Layout, Result};
use crate::game::text::{filters, site};
use crate::game::Message;
use crate::games;
use crate::ratings::Rating;
use crate::service::computers::{renamed_computer, shown_name};
use crate::service::ratings::Profile;
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

/// A rating as a page shows it.
pub struct RatingCell {
    pub shown: String,
    pub provisional: bool,
    pub games: i64,
}

impl From<Rating> for RatingCell {
    fn from(r: Rating) -> Self {
        RatingCell {
            shown: r.shown(),
            provisional: r.provisional(),
            games: r.games,
        }
    }
}

pub struct ProfileGame {
    pub game_id: String,
    pub number: i64,
    pub title: String,
    /// The other players: username (for the link) and name as shown.
    pub others: Vec<(String, String)>,
    /// "won", "lost" or empty (running).
    pub result: &'static str,
}

#[derive(Template)]
#[template(path = "players/profile.html")]
struct ProfilePage {
    layout: Layout,
    /// The username, for links.
    name: String,
    /// The name as people read it ([`shown_name`]).
    shown: String,
    since: String,
    computer: bool,
    running: Vec<ProfileGame>,
    finished: Vec<ProfileGame>,
    /// The page shown (from 1) and the neighbouring pages' numbers, if any.
    page: u32,
    prev: Option<u32>,
    next: Option<u32>,
    /// (game, player count, played, won)
    records: Vec<(String, usize, usize, usize)>,
    ratings: Vec<(String, String, RatingCell)>,
    /// Username and name as shown.
    opponents: Vec<(String, String)>,
    /// A moderator suspended the account.
    suspended: bool,
    /// The viewer may mute, block or report this person (logged in, another human).
    other: bool,
    /// What the viewer chose about them: `muted`, `blocked` or empty.
    choice: &'static str,
    /// Where they stand for fair play (HTML; `super::fair_play::standing_text`).
    fair_play: Option<String>,
}

fn game_name(slug: &str) -> String {
    games::by_slug(slug).map_or_else(|| slug.to_string(), |g| g.shown_name())
}

/// A stored rating pool of game `slug` in the reader's language.
fn pool_label(slug: &str, pool: &str) -> String {
    games::by_slug(slug).map_or_else(|| pool.to_string(), |g| g.pool_label(pool))
}

fn profile_game(
    profile: &Profile,
    record: &crate::store::GameRecord,
    result: &'static str,
) -> ProfileGame {
    ProfileGame {
        game_id: record.game_id.to_string(),
        number: record.number,
        title: crate::games::describe_options(&record.game, &record.options),
        others: record
            .players
            .iter()
            .filter(|p| p.user_id != profile.user.user_id)
            .map(|p| (p.username.clone(), shown_name(&p.username)))
            .collect(),
        result,
    }
}

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
    let page = q.number();
    let profile = state
        .service
        .profile(&name, user.as_ref().map(|u| &u.user), page - 1)
        .await?;
    let service = &state.service;
    let computer = crate::service::computers::is_computer(&profile.user);
    let other = user
        .as_ref()
        .filter(|u| u.user.user_id != profile.user.user_id && !computer);
    let choice = match other {
        Some(u) => service
            .person_choice(&u.user, &profile.user)
            .await?
            .map_or("", |c| c.as_str()),
        None => "",
    };
    let fair_play = if computer {
        None
    } else {
        let own = user
            .as_ref()
            .is_some_and(|u| u.user.user_id == profile.user.user_id);
        let standing = service.fair_play_standing(profile.user.user_id).await?;
        super::fair_play::standing_text(&standing, own, &profile.user.username)
    };
    let page = ProfilePage {
        fair_play,
        suspended: service
            .standing(profile.user.user_id)
            .await?
            .suspended
            .is_some(),
        other: other.is_some(),
        choice,
        layout: Layout::new(user.as_ref(), flash),
        name: profile.user.username.clone(),
        shown: shown_name(&profile.user.username),
        since: crate::local_time::day(profile.user.created_at, None),
        computer,
        running: profile
            .running
            .iter()
            .map(|r| profile_game(&profile, r, ""))
            .collect(),
        finished: profile
            .finished
            .iter()
            .map(|(r, won)| profile_game(&profile, r, if *won { "won" } else { "lost" }))
            .collect(),
        page,
        prev: (page > 1).then_some(page - 1),
        next: (profile.running_more || profile.finished_more).then_some(page + 1),
        records: profile
            .records
            .iter()
            .map(|((game, players), r)| (game_name(game), *players, r.played, r.won))
            .collect(),
        ratings: profile
            .ratings
            .iter()
            .map(|r| {
                (
                    game_name(&r.game),
                    pool_label(&r.game, &r.pool),
                    r.rating.into(),
                )
            })
            .collect(),
        opponents: profile
            .opponents
            .iter()
            .map(|o| (o.clone(), shown_name(o)))
            .collect(),
    };
    Ok((jar, render(&page)?).into_response())
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
            None => super::fair_play::standing_text(&standing, true, &viewer.user.username),
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
