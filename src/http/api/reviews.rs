//! The computer's review of a finished game in the API (issue 44): read it, ask for it.
//! The same as the history page shows, from the same service calls
//! ([`crate::service::reviews`]): what the caller may read of it, and nothing else.

use super::super::auth::{ApiUser, MaybeApiUser};
use super::super::error::ErrorBody;
use super::super::{AppState, Result};
use super::load;
use crate::service::reviews::{Asked, GameReview};
use crate::service::GameState;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;

/// A finished game's review as the caller may read it.
#[derive(Serialize, ToSchema)]
pub struct ReviewJson {
    /// `none` (nobody asked), `under_way` (waiting or being computed) or `done`.
    #[schema(pattern = "^(none|under_way|done)$")]
    pub status: &'static str,
    /// The reviewer's version it was computed by (null: none asked).
    pub version: Option<u32>,
    /// Computed by an earlier reviewer than this server's.
    pub outdated: bool,
    /// Decisions reviewed so far, whoever may read them.
    pub reviewed: usize,
    /// Seats whose player keeps the reviews of their moves to themselves.
    pub withheld_seats: Vec<usize>,
    /// The reviewed decisions the caller may read, in order.
    pub decisions: Vec<ReviewedDecisionJson>,
}

/// One reviewed decision.
#[derive(Serialize, ToSchema)]
pub struct ReviewedDecisionJson {
    /// The move number (1-based).
    pub step: usize,
    pub seat: usize,
    pub player: String,
    /// The move played and the one the computer prefers, in the game's notation (the same
    /// when it agrees).
    pub played: String,
    pub preferred: String,
    /// The seat's chances (or expected share of a win), 0 to 1, after each, as the
    /// reviewer's search estimates them from the seat's view at that step.
    pub played_value: f64,
    pub preferred_value: f64,
    /// `good`, `inaccuracy` (5 to 10 points given up), `mistake` (10 to 20) or `blunder`.
    #[schema(pattern = "^(good|inaccuracy|mistake|blunder)$")]
    pub verdict: &'static str,
    /// The computer's alternative in the caller's language (null for a good move).
    pub sentence: Option<String>,
    /// Iterations its searches ran.
    pub iterations: u32,
}

pub(super) fn review_json(game: &GameState, review: Option<&GameReview>) -> ReviewJson {
    let Some(review) = review else {
        return ReviewJson {
            status: "none",
            version: None,
            outdated: false,
            reviewed: 0,
            withheld_seats: Vec::new(),
            decisions: Vec::new(),
        };
    };
    let names = game.names();
    let done = review.done();
    ReviewJson {
        status: if done { "done" } else { "under_way" },
        version: Some(review.record.version),
        outdated: review.outdated,
        reviewed: review.reviewed,
        withheld_seats: review.withheld.clone(),
        decisions: review
            .steps
            .iter()
            .filter(|_| done)
            .map(|s| {
                let j = &s.judgement;
                ReviewedDecisionJson {
                    step: s.step,
                    seat: s.seat,
                    player: names.get(s.seat).cloned().unwrap_or_default(),
                    played: j.played.clone(),
                    preferred: j.preferred.clone(),
                    played_value: j.played_value,
                    preferred_value: j.preferred_value,
                    verdict: j.verdict().as_str(),
                    sentence: crate::pages::review::sentence(j),
                    iterations: j.iterations,
                }
            })
            .collect(),
    }
}

/// The computer's review of a finished game as the caller may read it: the decisions of
/// every step the game shows the caller, but those of a player who keeps theirs to
/// themselves (unless the caller is that player). Decisions are listed once it is done.
#[utoipa::path(get, path = "/api/v1/games/{id}/review", tag = "games",
    params(("id" = Uuid, Path)),
    security((), ("bearer" = [])),
    responses((status = 200, body = ReviewJson), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub(super) async fn get_review(
    State(state): State<AppState>,
    MaybeApiUser(user): MaybeApiUser,
    Path(id): Path<String>,
) -> Result<Json<ReviewJson>> {
    let game = load(&state, &id, user.as_ref()).await?;
    let review = state.service.game_review(&game).await?;
    Ok(Json(review_json(&game, review.as_ref())))
}

/// Asks for the computer's review of a finished game (a player of it, or anyone for a
/// listed game; at most 20 new reviews a person a day). 202 when it is queued; 200 when
/// the game has its review already (asked again, it is shown, not computed again — once
/// after the reviewer changed, a player may have it computed anew).
#[utoipa::path(post, path = "/api/v1/games/{id}/review", tag = "games",
    params(("id" = Uuid, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "the game has its review already", body = ReviewJson),
        (status = 202, description = "queued: the computer players take it when no live turn waits", body = ReviewJson),
        (status = 403, description = "forbidden: not a player of this unlisted game", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "conflict: the game is still running, or the computer does not review its kind", body = ErrorBody),
        (status = 429, description = "rate_limited: too many reviews asked today", body = ErrorBody),
    ))]
pub(super) async fn post_review(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(id): Path<String>,
) -> Result<Response> {
    let game = load(&state, &id, Some(&user)).await?;
    let asked = state.service.ask_review(&game, &user).await?;
    let review = state.service.game_review(&game).await?;
    let status = match asked {
        Asked::Queued => StatusCode::ACCEPTED,
        Asked::Exists => StatusCode::OK,
    };
    Ok((status, Json(review_json(&game, review.as_ref()))).into_response())
}
