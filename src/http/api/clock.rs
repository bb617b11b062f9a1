//! The JSON API's deadlines, votes and absences: a game's clock (deadline, automatic
//! moves, removals and cancellations waiting for votes), votes, and a player's absences.

use super::super::auth::MaybeApiUser;
use super::super::error::ErrorBody;
use super::super::{parse_game_id, AppError};
use super::bodies::rfc3339;
use super::whole;
use super::{load, ApiUser, AppState, Result};
use crate::bots::Level;
use crate::game::text::t;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct RemovalJson {
    /// The player who passed automatically three or more times in a row.
    pub player: String,
    pub seat: usize,
    pub timeouts: usize,
    /// Who has voted to remove them.
    pub voters: Vec<String>,
    /// Who must agree (every other remaining player).
    pub required: Vec<String>,
}

#[derive(Serialize, ToSchema)]
pub struct ClockJson {
    pub seq: i64,
    /// Days per move (null: no deadline).
    pub deadline_days: Option<u32>,
    /// The player to move (null once finished or cancelled).
    pub to_move: Option<String>,
    /// Seconds left for the player to move (null without a deadline; zero or less: ran
    /// out, the server passes for them shortly).
    pub seconds_left: Option<i64>,
    /// The player to move is absent until then: their clock is paused (RFC 3339).
    pub absent_until: Option<String>,
    /// Players voted out (their seats pass automatically).
    pub removed: Vec<String>,
    /// Players who deleted their accounts (their seats pass automatically too).
    pub left: Vec<String>,
    /// Players whose accounts a moderator suspended (their seats pass automatically too).
    pub suspended: Vec<String>,
    /// Players who resigned (with more than two players their seats move automatically,
    /// or by a computer player).
    pub resigned: Vec<String>,
    /// Votes that may be cast to remove a player.
    pub removals: Vec<RemovalJson>,
    /// No move for STALL_DAYS: the players may vote to cancel.
    pub stalled: bool,
    pub cancel_voters: Vec<String>,
    pub cancel_required: Vec<String>,
    /// When the game was cancelled (RFC 3339), if it was.
    pub cancelled_at: Option<String>,
    /// Every other seat's player is gone: what `POST /api/v1/games/{id}/end` would do for
    /// the caller now, `win` (a rated game in which every seat made its moves) or `cancel`;
    /// null when they may not end the game.
    pub may_end: Option<&'static str>,
}

fn seat_names(seats: &[usize], names: &[String]) -> Vec<String> {
    seats
        .iter()
        .filter_map(|s| names.get(*s).cloned())
        .collect()
}

/// The move deadline, removals and votes of a game.
#[utoipa::path(get, path = "/api/v1/games/{id}/clock", tag = "games",
    params(("id" = Uuid, Path)),
    security((), ("bearer" = [])),
    responses((status = 200, body = ClockJson), (status = 404, body = ErrorBody)))]
pub(super) async fn get_clock(
    State(state): State<AppState>,
    MaybeApiUser(user): MaybeApiUser,
    Path(id): Path<String>,
) -> Result<Json<ClockJson>> {
    let game = load(&state, &id, user.as_ref()).await?;
    let clock = state.service.game_clock(&game).await?;
    let names = game.names();
    Ok(Json(ClockJson {
        seq: game.seq,
        deadline_days: clock.deadline_days,
        to_move: clock.to_move.and_then(|s| names.get(s).cloned()),
        seconds_left: clock.time_left.map(|t| t.whole_seconds()),
        absent_until: clock.absent_until.map(rfc3339),
        removed: seat_names(&clock.voted_out(), &names),
        left: seat_names(&clock.left_seats, &names),
        suspended: seat_names(&clock.suspended_seats, &names),
        resigned: seat_names(&clock.resigned_seats, &names),
        removals: clock
            .removals
            .iter()
            .map(|r| RemovalJson {
                player: names.get(r.seat).cloned().unwrap_or_default(),
                seat: r.seat,
                timeouts: r.timeouts,
                voters: seat_names(&r.voters, &names),
                required: seat_names(&r.required, &names),
            })
            .collect(),
        stalled: clock.stalled,
        cancel_voters: seat_names(&clock.cancel_voters, &names),
        cancel_required: seat_names(&clock.cancel_required, &names),
        cancelled_at: clock.cancelled_at.map(rfc3339),
        may_end: state.service.abandoned_ending(&game).map(|e| e.as_str()),
    }))
}

/// A vote: `{"kind": "remove", "seat": 1}`, `{"kind": "cancel"}` or `{"kind": "computer",
/// "seat": 1, "level": "standard"}`.
#[derive(Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "lowercase", deny_unknown_fields)]
pub enum VoteRequest {
    /// Remove the player in `seat` (0-based) after three automatic moves in a row.
    Remove {
        #[serde(deserialize_with = "whole::number")]
        #[schema(value_type = u32)]
        seat: usize,
    },
    /// Cancel a stalled game.
    Cancel {},
    /// Hand the removed seat `seat` (0-based; voted out, or its account deleted) to a
    /// computer player of `level` (`beginner`, `standard` or `strong`) instead of automatic
    /// moves; decided once every remaining person agrees on the level.
    Computer {
        #[serde(deserialize_with = "whole::number")]
        #[schema(value_type = u32)]
        seat: usize,
        level: Level,
    },
}

#[derive(Serialize, ToSchema)]
pub struct VoteJson {
    /// Everybody needed has agreed: the player is removed, or the game cancelled.
    pub decided: bool,
    /// Who has voted so far.
    pub voters: Vec<String>,
}

/// Votes to remove an absent player or to cancel a stalled game (unanimous among the
/// other remaining players).
#[utoipa::path(post, path = "/api/v1/games/{id}/votes", tag = "games",
    params(("id" = Uuid, Path)),
    request_body = VoteRequest,
    security(("bearer" = [])),
    responses(
        (status = 200, body = VoteJson),
        (status = 403, description = "not playing, removed, or voting against yourself", body = ErrorBody),
        (status = 409, description = "no vote possible now", body = ErrorBody),
    ))]
pub(super) async fn post_vote(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(id): Path<String>,
    Json(req): Json<VoteRequest>,
) -> Result<Json<VoteJson>> {
    let game_id = parse_game_id(&id)?;
    let outcome = match req {
        VoteRequest::Remove { seat } => state.service.vote_remove(game_id, &user, seat).await?,
        VoteRequest::Cancel {} => state.service.vote_cancel(game_id, &user).await?,
        VoteRequest::Computer { seat, level } => {
            state
                .service
                .vote_computer(game_id, &user, seat, level)
                .await?
        }
    };
    let game = state.service.game(game_id, Some(&user)).await?;
    Ok(Json(VoteJson {
        decided: outcome.decided,
        voters: seat_names(&outcome.voters, &game.names()),
    }))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AbsenceRequest {
    /// The day you are back (`YYYY-MM-DD`, UTC): at most 14 days ahead, and at most 14
    /// days of absence in any 60 (else 409).
    #[schema(format = Date)]
    pub until: String,
}

#[derive(Serialize, ToSchema)]
pub struct AbsenceJson {
    pub starts_at: String,
    pub ends_at: String,
}

/// Declares an absence from now on: your move deadlines stand still meanwhile.
#[utoipa::path(post, path = "/api/v1/absence", tag = "accounts",
    request_body = AbsenceRequest,
    security(("bearer" = [])),
    responses(
        (status = 200, body = AbsenceJson),
        (status = 409, description = "conflict: the day is not ahead, more than 14 days ahead, or over 14 days of absence in 60", body = ErrorBody),
    ))]
pub(super) async fn post_absence(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Json(req): Json<AbsenceRequest>,
) -> Result<Json<AbsenceJson>> {
    let day = super::super::settings::parse_date(&req.until)
        .ok_or_else(|| AppError::BadRequest(t("api-until")))?;
    let absence = state.service.declare_absence(&user, day).await?;
    Ok(Json(AbsenceJson {
        starts_at: rfc3339(absence.starts_at),
        ends_at: rfc3339(absence.ends_at),
    }))
}

/// Ends your absence now.
#[utoipa::path(post, path = "/api/v1/absence/end", tag = "accounts",
    security(("bearer" = [])),
    responses((status = 204)))]
pub(super) async fn end_absence(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
) -> Result<StatusCode> {
    state.service.end_absence(&user).await?;
    Ok(StatusCode::NO_CONTENT)
}
