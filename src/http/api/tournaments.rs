//! The API's tournaments (docs/tournaments.md): create one, list them, read one with its
//! rounds and standings, enter, leave or withdraw, and the organiser's start and cancel.

use super::{game_choices, rfc3339, whole, ErrorBody, OptionsJson};
use crate::game::GameOptions;
use crate::games;
use crate::http::auth::{ApiUser, MaybeApiUser};
use crate::http::{AppError, AppState, Result};
use crate::service::tournaments::{OrganiserAction, TournamentForm, TournamentView};
use crate::service::ServiceError;
use crate::store::tournaments::{SeatRecord, Tournament, TournamentFormat, TournamentStatus};
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

/// A new tournament. Beside `game` and `players` (the size of every table), the game's own
/// choices are fields of their own, as in an invitation. The organiser plays unless `play`
/// is false.
#[derive(Deserialize, ToSchema)]
pub struct TournamentRequest {
    /// Up to 60 characters with something besides spaces, no control characters and no
    /// direction controls; spaces around it are ignored.
    #[schema(
        min_length = 1,
        max_length = 60,
        pattern = r"^[^\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*[^\s\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069][^\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$"
    )]
    pub name: String,
    /// Game slug; the default is the game of the API's first version.
    #[serde(default)]
    pub game: Option<String>,
    /// The seats of every table (each game says which counts it offers).
    #[serde(deserialize_with = "whole::number")]
    #[schema(minimum = 1)]
    pub players: usize,
    pub format: FormatJson,
    /// Swiss: the number of rounds (required there, 1 to 15).
    #[serde(default, deserialize_with = "whole::optional")]
    #[schema(value_type = Option<u32>, minimum = 1, maximum = 15)]
    pub rounds: Option<u32>,
    /// Elimination: the sides of each table that go on (default 1; fewer than the sides at
    /// a table). Round robin in groups: the players of each group that go on to the final
    /// (default 1; fewer than a group's players, and a final of a table to 24 players).
    #[serde(default, deserialize_with = "whole::optional")]
    #[schema(value_type = Option<u32>, minimum = 1, maximum = 23)]
    pub advance: Option<u32>,
    /// Round robin: groups played side by side, then a final among the best of each
    /// (default 1: one group, no final). Each group needs a table's players at least.
    #[serde(default, deserialize_with = "whole::optional")]
    #[schema(value_type = Option<u32>, minimum = 1, maximum = 8)]
    pub groups: Option<u32>,
    /// The fewest entrants it starts with (at least the table size).
    #[serde(deserialize_with = "whole::number")]
    #[schema(minimum = 2, maximum = 256)]
    pub min_players: u32,
    /// The most entrants it takes (round robin: 24 a group).
    #[serde(deserialize_with = "whole::number")]
    #[schema(minimum = 2, maximum = 256)]
    pub max_players: u32,
    /// Days per move in its games: 1, 2, 3, 5, 7 or 14 (the schema lists them).
    #[serde(deserialize_with = "whole::number")]
    pub deadline_days: u32,
    /// Days per round, from the days per move to 60.
    #[serde(deserialize_with = "whole::number")]
    #[schema(minimum = 1, maximum = 60)]
    pub round_days: u32,
    /// Days until the sign-up closes and round 1 starts.
    #[serde(deserialize_with = "whole::number")]
    #[schema(minimum = 1, maximum = 30)]
    pub signup_days: u32,
    /// Listed on the tournaments page for anybody signed in (default false: link only).
    #[serde(default)]
    pub listed: Option<bool>,
    /// Its games count for the players' ratings (default true, where the game allows).
    #[serde(default)]
    pub rated: Option<bool>,
    /// The organiser plays too (default true).
    #[serde(default)]
    pub play: Option<bool>,
    /// The game's choices by name.
    #[serde(flatten)]
    #[schema(ignore)]
    pub choices: BTreeMap<String, Value>,
}

/// How the rounds are paired.
#[derive(Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum FormatJson {
    Swiss,
    RoundRobin,
    Elimination,
}

/// A tournament with its entrants, rounds and standings.
#[derive(Serialize, ToSchema)]
pub struct TournamentJson {
    pub code: String,
    pub name: String,
    pub game: String,
    /// Every table's options (`players` is the table size).
    pub options: OptionsJson,
    /// `swiss`, `round_robin` or `elimination`.
    pub format: String,
    /// Swiss: the number of rounds.
    pub rounds_planned: Option<u32>,
    /// Elimination: the sides of each table that go on; round robin in groups: the
    /// players of each group that go on to the final.
    pub advance: u32,
    /// Round robin: the number of groups (1: no groups, no final).
    pub group_count: u32,
    /// The groups' players by name, once it started (empty without groups).
    pub groups: Vec<Vec<String>>,
    /// The number of the first round of the final, once it is planned.
    pub final_round: Option<u32>,
    pub min_players: u32,
    pub max_players: u32,
    pub deadline_days: u32,
    pub round_days: u32,
    pub listed: bool,
    pub organiser: String,
    /// `signup`, `running`, `finished` or `cancelled`.
    pub status: String,
    /// When the sign-up closes (RFC 3339).
    pub starts_at: String,
    pub started_at: Option<String>,
    pub finished_at: Option<String>,
    pub entrants: Vec<EntrantJson>,
    pub rounds: Vec<RoundJson>,
    /// Best first, over the rounds that have ended.
    pub standings: Vec<StandingJson>,
    /// The organiser's announcements, newest first.
    pub announcements: Vec<AnnouncementJson>,
}

#[derive(Serialize, ToSchema)]
pub struct AnnouncementJson {
    pub text: String,
    /// RFC 3339.
    pub created_at: String,
}

/// A substitute for a player who withdrew, while round 1 is played.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SubstituteRequest {
    /// The username of the entrant who withdrew.
    #[schema(max_length = 64)]
    pub withdrawn: String,
    /// The username of the substitute: someone the organiser may invite by name.
    #[schema(max_length = 64)]
    pub substitute: String,
}

/// An announcement of the organiser to every player.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AnnouncementRequest {
    /// Plain text, 1 to 1000 characters with something besides spaces, no control
    /// characters but line breaks and no direction controls; spaces around it are ignored.
    #[schema(
        min_length = 1,
        max_length = 1000,
        pattern = r"^[^\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*[^\s\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069][^\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$"
    )]
    pub text: String,
}

#[derive(Serialize, ToSchema)]
pub struct EntrantJson {
    pub name: String,
    /// Place in the seed order from 1, once it started.
    pub seed: Option<u32>,
    pub withdrawn: bool,
    /// The withdrawn player this one is the substitute of.
    pub replaces: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct RoundJson {
    pub round: u32,
    pub started_at: String,
    /// When the round ends at the latest.
    pub deadline_at: String,
    pub finished_at: Option<String>,
    pub tables: Vec<TableJson>,
    /// Players with a bye, and what it scored.
    pub byes: Vec<SeatJson>,
    /// Meetings of a round robin that are not played (each scores half a point).
    pub unplayed: Vec<Vec<String>>,
}

#[derive(Serialize, ToSchema)]
pub struct TableJson {
    pub game_id: Uuid,
    pub players: Vec<SeatJson>,
}

#[derive(Serialize, ToSchema)]
pub struct SeatJson {
    pub name: String,
    /// The side at the table (the game's sides, from 0), once the round ended.
    pub side: Option<u32>,
    /// The side's place at the table (1 the best), once the round ended.
    pub place: Option<u32>,
    /// Tournament points, once the round ended (a bye's at once).
    pub points: Option<f64>,
}

#[derive(Serialize, ToSchema)]
pub struct StandingJson {
    pub rank: u32,
    pub name: String,
    pub points: f64,
    /// First tie-break: the points of the opponents met.
    pub opponents: f64,
    /// Second tie-break: games won (first place, alone or shared).
    pub wins: u32,
    pub played: u32,
    pub byes: u32,
    pub withdrawn: bool,
}

/// Which tournaments to list.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    /// `signup` (taking players), `running` or `finished`; default all three.
    #[param(value_type = Option<String>, pattern = r"^(signup|running|finished)$")]
    pub status: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct TournamentListJson {
    /// Newest first: the listed ones, and those the caller organises or entered.
    pub tournaments: Vec<TournamentSummaryJson>,
}

#[derive(Serialize, ToSchema)]
pub struct TournamentSummaryJson {
    pub code: String,
    pub name: String,
    pub game: String,
    pub players: usize,
    pub format: String,
    pub status: String,
    pub entrants: usize,
    pub max_players: u32,
    pub starts_at: String,
    pub organiser: String,
}

fn halves(points: u32) -> f64 {
    f64::from(points) / 2.0
}

fn summary(t: &Tournament) -> TournamentSummaryJson {
    TournamentSummaryJson {
        code: t.code.clone(),
        name: t.name.clone(),
        game: t.game.clone(),
        players: t.options.players,
        format: t.format.as_str().into(),
        status: t.status.as_str().into(),
        entrants: t.entrants.len(),
        max_players: t.max_players,
        starts_at: rfc3339(t.starts_at),
        organiser: t.organiser.username.clone(),
    }
}

pub fn tournament_json(view: &TournamentView) -> TournamentJson {
    let t = &view.tournament;
    let name_of = |user_id: Uuid| {
        t.entrants
            .iter()
            .find(|e| e.user.user_id == user_id)
            .map_or_else(String::new, |e| e.user.username.clone())
    };
    let rounds = view
        .rounds
        .iter()
        .map(|round| {
            let seat_json = |seat: &SeatRecord| SeatJson {
                name: name_of(seat.user_id),
                side: seat.side,
                place: seat.place,
                points: seat.points.map(halves),
            };
            let tables = round
                .tables()
                .into_iter()
                .map(|(game_id, seats)| TableJson {
                    game_id,
                    players: seats.into_iter().map(seat_json).collect(),
                })
                .collect();
            let byes = round.byes().map(seat_json).collect();
            let unplayed = round
                .unplayed()
                .map(|(a, b)| vec![name_of(a), name_of(b)])
                .collect();
            RoundJson {
                round: round.round,
                started_at: rfc3339(round.started_at),
                deadline_at: rfc3339(round.deadline_at),
                finished_at: round.finished_at.map(rfc3339),
                tables,
                byes,
                unplayed,
            }
        })
        .collect();
    TournamentJson {
        code: t.code.clone(),
        name: t.name.clone(),
        game: t.game.clone(),
        options: OptionsJson::of(&t.options),
        format: t.format.as_str().into(),
        rounds_planned: t.rounds,
        advance: t.advance,
        group_count: t.group_count,
        groups: view
            .groups
            .iter()
            .map(|group| {
                group
                    .iter()
                    .filter_map(|&entrant| view.seeded.get(entrant))
                    .map(|user| user.username.clone())
                    .collect()
            })
            .collect(),
        final_round: view.final_round,
        min_players: t.min_players,
        max_players: t.max_players,
        deadline_days: t.deadline_days,
        round_days: t.round_days,
        listed: t.listed,
        organiser: t.organiser.username.clone(),
        status: t.status.as_str().into(),
        starts_at: rfc3339(t.starts_at),
        started_at: t.started_at.map(rfc3339),
        finished_at: t.finished_at.map(rfc3339),
        entrants: t
            .entrants
            .iter()
            .map(|e| EntrantJson {
                name: e.user.username.clone(),
                seed: e.seed.map(|seed| seed + 1),
                withdrawn: e.withdrawn_at.is_some(),
                replaces: e.replaces.and_then(|id| {
                    let replaced = t.entrants.iter().find(|r| r.user.user_id == id)?;
                    Some(replaced.user.username.clone())
                }),
            })
            .collect(),
        rounds,
        standings: view
            .standings
            .iter()
            .filter_map(|line| {
                let user = view.seeded.get(line.entrant)?;
                let entrant = t.entrants.iter().find(|e| e.user.user_id == user.user_id)?;
                Some(StandingJson {
                    rank: line.rank,
                    name: user.username.clone(),
                    points: halves(line.points),
                    opponents: halves(line.opponents),
                    wins: line.firsts,
                    played: line.played,
                    byes: line.byes,
                    withdrawn: entrant.withdrawn_at.is_some(),
                })
            })
            .collect(),
        announcements: view
            .announcements
            .iter()
            .map(|a| AnnouncementJson {
                text: a.text.clone(),
                created_at: rfc3339(a.created_at),
            })
            .collect(),
    }
}

/// The service's refusals of a request that fits the document: its parts disagree (a
/// conflict, not a malformed request).
fn disagreeing(e: ServiceError) -> AppError {
    match e {
        ServiceError::Invalid(message) => ServiceError::Conflict(message).into(),
        other => other.into(),
    }
}

/// Checks what the document says of each field (a request outside it is malformed).
fn fits_the_document(req: &TournamentRequest) -> Result<TournamentFormat> {
    let bad = |what: &str| AppError::BadRequest(format!("{what} is out of range"));
    let format = match req.format {
        FormatJson::Swiss => TournamentFormat::Swiss,
        FormatJson::RoundRobin => TournamentFormat::RoundRobin,
        FormatJson::Elimination => TournamentFormat::Elimination,
    };
    if req.rounds.is_some_and(|r| !(1..=15).contains(&r)) {
        return Err(bad("rounds"));
    }
    if req.advance.is_some_and(|a| !(1..=23).contains(&a)) {
        return Err(bad("advance"));
    }
    if req.groups.is_some_and(|g| !(1..=8).contains(&g)) {
        return Err(bad("groups"));
    }
    for (what, value) in [
        ("min_players", req.min_players),
        ("max_players", req.max_players),
    ] {
        if !(2..=256).contains(&value) {
            return Err(bad(what));
        }
    }
    if !crate::store::DEADLINE_DAYS.contains(&req.deadline_days) {
        return Err(bad("deadline_days"));
    }
    if !(1..=60).contains(&req.round_days) {
        return Err(bad("round_days"));
    }
    if !(1..=30).contains(&req.signup_days) {
        return Err(bad("signup_days"));
    }
    Ok(format)
}

/// Creates a tournament; the caller organises it (and plays unless `play` is false).
#[utoipa::path(post, path = "/api/v1/tournaments", tag = "tournaments",
    request_body = TournamentRequest,
    security(("bearer" = [])),
    responses(
        (status = 201, body = TournamentJson),
        (status = 403, description = "forbidden: a computer player's account", body = ErrorBody),
        (status = 409, description = "conflict: the parts disagree (a player count the game does not offer, fewer entrants than a table, a round shorter than a move's deadline, a Swiss without rounds, an elimination whose final table the game cannot seat, …), or the caller has 2 listed tournaments taking players or running already", body = ErrorBody),
        (status = 429, description = "rate_limited: 5 tournaments created in the last hour", body = ErrorBody),
    ))]
pub(super) async fn create_tournament(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Json(req): Json<TournamentRequest>,
) -> Result<Response> {
    let format = fits_the_document(&req)?;
    let game = req.game.as_deref().unwrap_or(games::DEFAULT_GAME);
    let form = TournamentForm {
        name: req.name.clone(),
        game: game.to_string(),
        options: GameOptions {
            chat_off: false,
            rated: req.rated != Some(false),
            players: req.players,
            choices: game_choices(game, &req.choices)?,
        },
        format,
        rounds: req.rounds,
        advance: req.advance,
        groups: req.groups,
        min_players: req.min_players,
        max_players: req.max_players,
        deadline_days: req.deadline_days,
        round_days: req.round_days,
        listed: req.listed.unwrap_or(false),
        signup_days: req.signup_days,
        organiser_plays: req.play != Some(false),
    };
    let tournament = state
        .service
        .create_tournament(&user, &form)
        .await
        .map_err(disagreeing)?;
    let view = state.service.tournament(&tournament.code).await?;
    Ok((StatusCode::CREATED, Json(tournament_json(&view))).into_response())
}

/// The listed tournaments (and the caller's own) in a state, newest first.
#[utoipa::path(get, path = "/api/v1/tournaments", tag = "tournaments",
    params(ListQuery),
    security((), ("bearer" = [])),
    responses((status = 200, body = TournamentListJson)))]
pub(super) async fn list_tournaments(
    State(state): State<AppState>,
    MaybeApiUser(user): MaybeApiUser,
    Query(query): Query<ListQuery>,
) -> Result<Json<TournamentListJson>> {
    let statuses = match query.status.as_deref() {
        None => vec![
            TournamentStatus::Signup,
            TournamentStatus::Running,
            TournamentStatus::Finished,
        ],
        Some(word) => vec![TournamentStatus::parse(word)
            .filter(|s| *s != TournamentStatus::Cancelled)
            .ok_or_else(|| AppError::BadRequest("status is signup, running or finished".into()))?],
    };
    let list = state.service.tournaments(&statuses, user.as_ref()).await?;
    Ok(Json(TournamentListJson {
        tournaments: list.iter().map(summary).collect(),
    }))
}

/// A tournament (no token needed: the code is its link).
#[utoipa::path(get, path = "/api/v1/tournaments/{code}", tag = "tournaments",
    params(("code" = String, Path, description = "the code from the tournament's link")),
    responses((status = 200, body = TournamentJson), (status = 404, body = ErrorBody)))]
pub(super) async fn get_tournament(
    State(state): State<AppState>,
    Path(code): Path<String>,
) -> Result<Json<TournamentJson>> {
    let view = state.service.tournament(&code).await?;
    Ok(Json(tournament_json(&view)))
}

/// The view after an action of the caller's.
async fn after(state: &AppState, code: &str) -> Result<Json<TournamentJson>> {
    let view = state.service.tournament(code).await?;
    Ok(Json(tournament_json(&view)))
}

/// Enters the tournament while it takes players.
#[utoipa::path(post, path = "/api/v1/tournaments/{code}/enter", tag = "tournaments",
    params(("code" = String, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, body = TournamentJson),
        (status = 403, description = "forbidden: a computer player's or a suspended account", body = ErrorBody),
        (status = 409, description = "conflict: no longer taking players, full, or entered already", body = ErrorBody),
    ))]
pub(super) async fn enter_tournament(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(code): Path<String>,
) -> Result<Json<TournamentJson>> {
    state.service.enter_tournament(&code, &user).await?;
    after(&state, &code).await
}

/// Leaves before the start; withdraws once it runs (the caller's running games of it are
/// resigned, later rounds are paired without them).
#[utoipa::path(post, path = "/api/v1/tournaments/{code}/leave", tag = "tournaments",
    params(("code" = String, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, body = TournamentJson),
        (status = 409, description = "conflict: not entered, withdrawn already, or the tournament is over", body = ErrorBody),
    ))]
pub(super) async fn leave_tournament(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(code): Path<String>,
) -> Result<Json<TournamentJson>> {
    state.service.leave_tournament(&code, &user).await?;
    after(&state, &code).await
}

/// The organiser starts the tournament before its sign-up closes.
#[utoipa::path(post, path = "/api/v1/tournaments/{code}/start", tag = "tournaments",
    params(("code" = String, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, body = TournamentJson),
        (status = 403, description = "forbidden: not the organiser", body = ErrorBody),
        (status = 409, description = "conflict: fewer entrants than its least, or it started already", body = ErrorBody),
    ))]
pub(super) async fn start_tournament(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(code): Path<String>,
) -> Result<Json<TournamentJson>> {
    let action = OrganiserAction::Start;
    state
        .service
        .organise_tournament(&code, &user, action)
        .await?;
    after(&state, &code).await
}

/// The organiser cancels the tournament before it starts; a moderator at any time.
#[utoipa::path(post, path = "/api/v1/tournaments/{code}/cancel", tag = "tournaments",
    params(("code" = String, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, body = TournamentJson),
        (status = 403, description = "forbidden: neither a moderator nor the organiser, or the organiser after the start", body = ErrorBody),
        (status = 409, description = "conflict: it moved on meanwhile", body = ErrorBody),
    ))]
pub(super) async fn cancel_tournament(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(code): Path<String>,
) -> Result<Json<TournamentJson>> {
    let action = OrganiserAction::Cancel;
    state
        .service
        .organise_tournament(&code, &user, action)
        .await?;
    after(&state, &code).await
}

/// The organiser gives the running round its number of days once more (once per round).
#[utoipa::path(post, path = "/api/v1/tournaments/{code}/extend", tag = "tournaments",
    params(("code" = String, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, body = TournamentJson),
        (status = 403, description = "forbidden: not the organiser", body = ErrorBody),
        (status = 409, description = "conflict: no round running, or this one was extended already", body = ErrorBody),
    ))]
pub(super) async fn extend_round(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(code): Path<String>,
) -> Result<Json<TournamentJson>> {
    let action = OrganiserAction::Extend;
    state
        .service
        .organise_tournament(&code, &user, action)
        .await?;
    after(&state, &code).await
}

/// The organiser writes to every player (shown with the tournament, sent by the notices
/// each player chose); 3 a day.
#[utoipa::path(post, path = "/api/v1/tournaments/{code}/announcements", tag = "tournaments",
    params(("code" = String, Path)),
    request_body = AnnouncementRequest,
    security(("bearer" = [])),
    responses(
        (status = 200, body = TournamentJson),
        (status = 403, description = "forbidden: not the organiser", body = ErrorBody),
        (status = 409, description = "conflict: the tournament is over", body = ErrorBody),
        (status = 429, description = "rate_limited: 3 announcements in the last day", body = ErrorBody),
    ))]
pub(super) async fn announce(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(code): Path<String>,
    Json(req): Json<AnnouncementRequest>,
) -> Result<Json<TournamentJson>> {
    state.service.announce(&code, &user, &req.text).await?;
    after(&state, &code).await
}

/// The organiser puts someone in the place of a player who withdrew, while round 1 is
/// played (not in an elimination): the substitute takes their seed and plays from round 2.
#[utoipa::path(post, path = "/api/v1/tournaments/{code}/substitutes", tag = "tournaments",
    params(("code" = String, Path)),
    request_body = SubstituteRequest,
    security(("bearer" = [])),
    responses(
        (status = 200, body = TournamentJson),
        (status = 403, description = "forbidden: not the organiser", body = ErrorBody),
        (status = 409, description = "conflict: past round 1, an elimination, no such withdrawn player, a substitute the organiser may not invite by name, or one entered already", body = ErrorBody),
    ))]
pub(super) async fn substitute(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(code): Path<String>,
    Json(req): Json<SubstituteRequest>,
) -> Result<Json<TournamentJson>> {
    state
        .service
        .substitute(&code, &user, &req.withdrawn, &req.substitute)
        .await?;
    after(&state, &code).await
}
