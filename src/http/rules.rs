//! The rules pages: `/rules` lists every hosted game, `/rules/{game}` shows a game's own
//! rules page (written by the game, in our own words, in each of the site's languages:
//! `?lang=fr`); `/css/{game}.css` serves a game's stylesheet for its pages.

use super::auth::MaybeWebUser;
use super::{render, AppError, AppState, Layout, Result};
use crate::game::text;
use crate::game::text::filters;
use crate::games;
use askama::Template;
use axum::extract::{Path, Query};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/rules", get(list_rules))
        .route("/rules/computer-players", get(computer_players))
        .route("/rules/verifiable-setup", get(verifiable_setup))
        .route("/rules/{game}", get(show_rules))
        .route("/css/{file}", get(game_css))
}

/// One game in the index.
struct RulesLink {
    slug: &'static str,
    title: String,
}

#[derive(Template)]
#[template(path = "rules/index.html")]
struct RulesIndex {
    layout: Layout,
    games: Vec<RulesLink>,
}

#[derive(Template)]
#[template(path = "rules/show.html")]
struct RulesPage {
    layout: Layout,
    slug: &'static str,
    title: String,
    body: String,
    /// The language the rules are shown in, and every language they exist in (its code
    /// and its name in itself).
    language: &'static str,
    languages: [(&'static str, &'static str); 4],
}

#[derive(serde::Deserialize)]
struct RulesQuery {
    /// One of the site's languages; anything else shows English.
    lang: Option<String>,
}

async fn list_rules(MaybeWebUser(user): MaybeWebUser) -> Result<Response> {
    let page = RulesIndex {
        layout: Layout::new(user.as_ref(), Vec::new()),
        games: games::all()
            .iter()
            .map(|g| RulesLink {
                slug: g.slug(),
                title: g.rules_title(),
            })
            .collect(),
    };
    Ok(render(&page)?.into_response())
}

#[derive(Template)]
#[template(path = "rules/computers.html")]
struct ComputersPage {
    layout: Layout,
    /// How the computers' turns are shared, with this site's limit.
    sharing: String,
}

/// How computer players play, for every game (`crate::bots`).
async fn computer_players(
    axum::extract::State(state): axum::extract::State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
) -> Result<Response> {
    let max = state.service.config().computer_games_per_person;
    let page = ComputersPage {
        layout: Layout::new(user.as_ref(), Vec::new()),
        sharing: text::site(&crate::game::Message::new("rules-computers-sharing").arg("max", max)),
    };
    Ok(render(&page)?.into_response())
}

#[derive(Template)]
#[template(path = "rules/verifiable.html")]
struct VerifiablePage {
    layout: Layout,
}

/// What a game's setup commitment proves and how to check it (`crate::commitment`).
async fn verifiable_setup(MaybeWebUser(user): MaybeWebUser) -> Result<Response> {
    let page = VerifiablePage {
        layout: Layout::new(user.as_ref(), Vec::new()),
    };
    Ok(render(&page)?.into_response())
}

fn no_such_game() -> AppError {
    AppError::NotFound(text::t("rules-no-such-game"))
}

/// A game's rules, in the language asked for (`?lang=nl`), like a box with a rulebook in
/// each language.
async fn show_rules(
    MaybeWebUser(user): MaybeWebUser,
    Path(slug): Path<String>,
    Query(query): Query<RulesQuery>,
) -> Result<Response> {
    let game = games::by_slug(&slug).ok_or_else(no_such_game)?;
    let language = text::LANGUAGE_NAMES
        .iter()
        .map(|(code, _)| *code)
        .find(|code| query.lang.as_deref() == Some(*code))
        .unwrap_or("en");
    let (body, title) =
        text::in_language(language, async { (game.rules_page(), game.rules_title()) }).await;
    let body = body.map_err(|e| AppError::internal(anyhow::anyhow!("rules of {slug}: {e}")))?;
    let page = RulesPage {
        layout: Layout::new(user.as_ref(), Vec::new()),
        slug: game.slug(),
        title,
        body,
        language,
        languages: text::LANGUAGE_NAMES,
    };
    Ok(render(&page)?.into_response())
}

/// A game's stylesheet, cached like the site's own (the pages ask with a version query).
async fn game_css(Path(file): Path<String>) -> Result<Response> {
    let game = file
        .strip_suffix(".css")
        .and_then(games::by_slug)
        .ok_or_else(no_such_game)?;
    Ok((
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        game.css(),
    )
        .into_response())
}
