//! The rules pages: `/rules` lists every hosted game, `/rules/{game}` shows a game's own
//! rules page (written by the game, in our own words, in each of the site's languages),
//! `/rules/computer-players`, `/rules/verifiable-setup`, `/rules/ratings` and
//! `/rules/tournaments` what the site adds to every game;
//! `/css/{game}.css` serves a game's stylesheet for its pages. Each reads in the reader's
//! language; `?lang=fr` picks another rulebook, kept across the rules pages.

use super::auth::{self, MaybeWebUser, WebUser};
use super::{render, AppError, AppState, Layout, Result};
use crate::game::text;
use crate::game::text::filters;
use crate::game::Message;
use crate::games;
use askama::Template;
use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use axum_extra::extract::cookie::{Cookie, CookieJar};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/rules", get(list_rules))
        .route("/rules/computer-players", get(computer_players))
        .route("/rules/verifiable-setup", get(verifiable_setup))
        .route("/rules/ratings", get(ratings_rules))
        .route("/rules/tournaments", get(tournament_rules))
        .route("/rules/{game}", get(show_rules))
        .route("/css/{file}", get(game_css))
}

/// One game in the index.
struct RulesLink {
    slug: &'static str,
    title: String,
}

/// Every rules page: the switch between its languages and its text in the one shown.
#[derive(Template)]
#[template(path = "rules/page.html")]
struct RulesPage {
    layout: Layout,
    /// The page's address, for its links to the other languages (`?lang=`).
    path: String,
    /// A game's own stylesheet, for its rules page.
    stylesheet: Option<&'static str>,
    title: String,
    body: String,
    /// The language the rules are shown in, and every language they exist in (its code
    /// and its name in itself).
    language: &'static str,
    languages: [(&'static str, &'static str); 4],
}

#[derive(Template)]
#[template(path = "rules/index.html")]
struct RulesIndex {
    games: Vec<RulesLink>,
}

#[derive(Template)]
#[template(path = "rules/computers.html")]
struct ComputersText {
    /// How the computers' turns are shared, with this site's limit.
    sharing: String,
    /// A computer player's name as the reader's language gives it, for an example.
    strong_name: String,
}

#[derive(Template)]
#[template(path = "rules/verifiable.html")]
struct VerifiableText;

#[derive(serde::Deserialize)]
struct RulesQuery {
    /// One of the site's languages: a rulebook in another language than the site's.
    lang: Option<String>,
}

/// Keeps the rulebook language a reader picked (`?lang=`) across the rules pages until the
/// browser closes; the site's own pages keep theirs.
const RULES_LANGUAGE_COOKIE: &str = "mpr_rules_language";

/// The language of a rules page: the one picked now (`?lang=`), else the one picked on an
/// earlier rules page, else the page's own (the account's, the visitor's, the browser's).
/// With the cookie that keeps a language picked now.
fn rules_language(
    state: &AppState,
    query: &RulesQuery,
    jar: &CookieJar,
) -> (&'static str, Option<Cookie<'static>>) {
    if let Some(picked) = query.lang.as_deref().and_then(text::language) {
        // For the browser's session only, and only the rules pages send it back.
        let mut keep = auth::cookie(state, RULES_LANGUAGE_COOKIE, picked.to_string());
        keep.set_path("/rules");
        return (picked, Some(keep));
    }
    let kept = jar
        .get(RULES_LANGUAGE_COOKIE)
        .and_then(|c| text::language(c.value()));
    (kept.unwrap_or_else(text::current_language), None)
}

/// A rules page at `path`: its title and text written by `write` in the reader's rulebook
/// language ([`rules_language`]), in the site's layout.
fn rules_page(
    state: &AppState,
    user: Option<&WebUser>,
    jar: CookieJar,
    query: &RulesQuery,
    path: String,
    stylesheet: Option<&'static str>,
    write: impl FnOnce() -> Result<(String, String)>,
) -> Result<Response> {
    let (language, keep) = rules_language(state, query, &jar);
    let (title, body) = text::in_language_now(language, write)?;
    let page = RulesPage {
        layout: Layout::new(user, Vec::new()),
        path,
        stylesheet,
        title,
        body,
        language,
        languages: text::LANGUAGE_NAMES,
    };
    let jar = match keep {
        Some(cookie) => jar.add(cookie),
        None => jar,
    };
    Ok((jar, render(&page)?).into_response())
}

async fn list_rules(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
    Query(query): Query<RulesQuery>,
) -> Result<Response> {
    rules_page(
        &state,
        user.as_ref(),
        jar,
        &query,
        "/rules".into(),
        None,
        || {
            let index = RulesIndex {
                games: games::all()
                    .iter()
                    .map(|g| RulesLink {
                        slug: g.slug(),
                        title: g.rules_title(),
                    })
                    .collect(),
            };
            Ok((text::t("rules-title"), render(&index)?.0))
        },
    )
}

/// How computer players play, for every game (`crate::bots`).
async fn computer_players(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
    Query(query): Query<RulesQuery>,
) -> Result<Response> {
    let max = state.service.config().computer_games_per_person;
    let path = "/rules/computer-players".to_string();
    rules_page(&state, user.as_ref(), jar, &query, path, None, || {
        let sharing = Message::new("rules-computers-sharing").arg("max", max);
        let body = ComputersText {
            sharing: text::site(&sharing),
            strong_name: crate::service::computers::computer_name(
                crate::game::search::Level::Strong,
                0,
            ),
        };
        Ok((text::t("rules-computers-title"), render(&body)?.0))
    })
}

/// What a game's setup commitment proves and how to check it (`crate::commitment`).
async fn verifiable_setup(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
    Query(query): Query<RulesQuery>,
) -> Result<Response> {
    let path = "/rules/verifiable-setup".to_string();
    rules_page(&state, user.as_ref(), jar, &query, path, None, || {
        Ok((
            text::t("rules-verifiable-title"),
            render(&VerifiableText)?.0,
        ))
    })
}

#[derive(Template)]
#[template(path = "rules/ratings.html")]
struct RatingsText {
    /// The site's numbers, in sentences of the reader's language.
    counted: String,
    established: String,
    networks: String,
    board: String,
}

/// How ratings are counted and kept fair (`docs/social.md` § Ratings, § Fair play), with
/// this site's settings.
async fn ratings_rules(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
    Query(query): Query<RulesQuery>,
) -> Result<Response> {
    let rules = state.service.config().social;
    let path = "/rules/ratings".to_string();
    rules_page(&state, user.as_ref(), jar, &query, path, None, || {
        let body = RatingsText {
            counted: text::site(
                &Message::new("rules-ratings-counted-text")
                    .arg("moves", rules.rating_min_own_moves)
                    .arg("games", rules.rated_games_per_pair_per_day),
            ),
            established: text::site(
                &Message::new("rules-ratings-established-text")
                    .arg("opponents", rules.established_opponents),
            ),
            networks: if rules.ignore_networks {
                text::t("rules-ratings-networks-off")
            } else {
                text::site(
                    &Message::new("rules-ratings-networks-text")
                        .arg("days", crate::service::networks::NETWORK_DAYS),
                )
            },
            board: text::site(
                &Message::new("rules-ratings-board-text")
                    .arg("games", rules.leaderboard_min_games)
                    .arg("opponents", rules.leaderboard_min_opponents),
            ),
        };
        Ok((text::t("rules-ratings-title"), render(&body)?.0))
    })
}

#[derive(Template)]
#[template(path = "rules/tournaments.html")]
struct TournamentsText {
    /// The site's limits (`crate::service::tournaments`), in sentences of the reader's
    /// language.
    round_robin: String,
    groups: String,
    swiss: String,
    round_deadline: String,
    listed: String,
    limits: String,
}

/// How tournaments are played, scored and organised (`docs/tournaments.md`), with this
/// site's limits.
async fn tournament_rules(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
    Query(query): Query<RulesQuery>,
) -> Result<Response> {
    use crate::service::tournaments as limits;
    let path = "/rules/tournaments".to_string();
    rules_page(&state, user.as_ref(), jar, &query, path, None, || {
        let body = TournamentsText {
            round_robin: text::site(
                &Message::new("rules-tournaments-round-robin-text")
                    .arg("players", limits::ROUND_ROBIN_MAX),
            ),
            groups: text::site(
                &Message::new("rules-tournaments-groups-text").arg("groups", limits::GROUPS_MAX),
            ),
            swiss: text::site(
                &Message::new("rules-tournaments-swiss-text").arg("most", limits::SWISS_ROUNDS_MAX),
            ),
            round_deadline: text::site(
                &Message::new("rules-tournaments-rounds-deadline")
                    .arg("days", limits::ROUND_DAYS_MAX),
            ),
            listed: text::site(
                &Message::new("rules-tournaments-organisers-listed")
                    .arg("listed", limits::LISTED_PER_ORGANISER)
                    .arg("created", limits::CREATED_PER_HOUR),
            ),
            limits: text::site(
                &Message::new("rules-tournaments-organisers-limits")
                    .arg("players", limits::MAX_ENTRANTS)
                    .arg("days", limits::SIGNUP_DAYS_MAX),
            ),
        };
        Ok((text::t("rules-tournaments-title"), render(&body)?.0))
    })
}

fn no_such_game() -> AppError {
    AppError::NotFound(text::t("rules-no-such-game"))
}

/// A game's rules, in the reader's language or the one asked for (`?lang=nl`), like a box
/// with a rulebook in each language.
async fn show_rules(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
    Path(slug): Path<String>,
    Query(query): Query<RulesQuery>,
) -> Result<Response> {
    let game = games::by_slug(&slug).ok_or_else(no_such_game)?;
    let path = format!("/rules/{}", game.slug());
    rules_page(
        &state,
        user.as_ref(),
        jar,
        &query,
        path,
        Some(game.slug()),
        || {
            let body = game
                .rules_page()
                .map_err(|e| AppError::internal(anyhow::anyhow!("rules of {slug}: {e}")))?;
            Ok((game.rules_title(), body))
        },
    )
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
