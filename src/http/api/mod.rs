//! JSON API v1 (bearer tokens; errors as `{"error":{"code","message"}}`), described by the
//! generated OpenAPI document at `/api/v1/openapi.json`. Here: the routes and handlers;
//! `bodies.rs`: the JSON bodies; `doc.rs`: what the document assembles from the registry and
//! what every operation of a kind answers; `clock.rs`, `social.rs`, `moderation.rs`: the
//! deadlines and votes, the social layer's and the moderation's routes.

use super::auth::{ApiToken, ApiUser, ClientAddr, MaybeApiUser};
use super::error::ErrorBody;
use super::parse_game_id;
use super::{AppError, AppState, Result};
use crate::bots::Level;
use crate::game::text::{site, t};
use crate::game::{GameOptions, Message};
use crate::games;
use crate::service::{moved_on, GameState, ServiceError, Table, API_TOKEN_DAYS};
use crate::store::{SessionKind, User};
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::Value;
use std::collections::BTreeMap;
use utoipa::OpenApi;

mod bodies;
mod clock;
mod doc;
mod moderation;
mod reviews;
mod social;
pub(super) mod tournaments;

pub use bodies::*;
pub use clock::{AbsenceJson, AbsenceRequest, ClockJson, RemovalJson, VoteJson, VoteRequest};
use doc::{BearerAuth, ClosedBodies, EveryAnswer, GameChoices, NoNulText};
pub use reviews::{ReviewJson, ReviewedDecisionJson};
pub use social::{
    ChatJson, ChatMessageJson, ChatRequest, InviteFromJson, PlayerJson, RatingJson, RecordJson,
    ResignationJson,
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/accounts", post(create_account))
        .route("/tokens", post(create_token).delete(revoke_token))
        .route("/invitations", post(create_invitation))
        .route("/invitations/{code}", get(get_invitation))
        .route("/invitations/{code}/join", post(join_invitation))
        .route("/invitations/{code}/leave", post(leave_invitation))
        .route("/invitations/{code}/cancel", post(cancel_invitation))
        .route(
            "/invitations/{code}/decline",
            post(social::decline_invitation),
        )
        .route(
            "/settings/invitations",
            get(social::get_invite_from).post(social::post_invite_from),
        )
        .route("/games/{id}", get(get_game))
        .route("/games/{id}/legal-moves", get(get_legal_moves))
        .route("/games/{id}/moves", post(post_move))
        .route("/games/{id}/history", get(get_history))
        .route("/games/{id}/export", get(export_game))
        .route(
            "/games/{id}/review",
            get(reviews::get_review).post(reviews::post_review),
        )
        .route(
            "/games/{id}/chat",
            get(social::get_chat).post(social::post_chat),
        )
        .route("/games/{id}/resign", post(social::post_resign))
        .route("/games/{id}/end", post(social::post_end))
        .route("/games/{id}/rematch", post(social::post_rematch))
        .route("/players/{name}", get(social::get_player))
        .route("/players/{name}/report", post(moderation::report_person))
        .route("/players/{name}/choice", post(moderation::post_choice))
        .route(
            "/chat/{message_id}/report",
            post(moderation::report_message),
        )
        .route("/settings/people", get(moderation::get_people))
        .route("/games/{id}/clock", get(clock::get_clock))
        .route("/games/{id}/votes", post(clock::post_vote))
        .route("/absence", post(clock::post_absence))
        .route("/absence/end", post(clock::end_absence))
        .route(
            "/tournaments",
            post(tournaments::create_tournament).get(tournaments::list_tournaments),
        )
        .route("/tournaments/{code}", get(tournaments::get_tournament))
        .route(
            "/tournaments/{code}/enter",
            post(tournaments::enter_tournament),
        )
        .route(
            "/tournaments/{code}/leave",
            post(tournaments::leave_tournament),
        )
        .route(
            "/tournaments/{code}/start",
            post(tournaments::start_tournament),
        )
        .route(
            "/tournaments/{code}/cancel",
            post(tournaments::cancel_tournament),
        )
        .route(
            "/tournaments/{code}/extend",
            post(tournaments::extend_round),
        )
        .route(
            "/tournaments/{code}/announcements",
            post(tournaments::announce),
        )
        .route(
            "/tournaments/{code}/substitutes",
            post(tournaments::substitute),
        )
        .route("/openapi.json", get(openapi_json))
}

/// The OpenAPI description of API v1.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "Mai Pen Rai API",
        version = "1",
        description = "Play the hosted games (`game` in an invitation) by JSON. Create an account, get a token with POST /api/v1/tokens, then send `Authorization: Bearer <token>`. Every error is `{\"error\":{\"code\",\"message\"}}`. The games' texts in an answer (narration, `summary`, standings, `reason_text`, a game's refusal of a move) follow `Accept-Language` among English, Dutch, French and Italian (English without the header); codes and notation never change."
    ),
    paths(
        create_account,
        create_token,
        revoke_token,
        create_invitation,
        get_invitation,
        join_invitation,
        leave_invitation,
        cancel_invitation,
        social::decline_invitation,
        social::get_invite_from,
        social::post_invite_from,
        get_game,
        get_legal_moves,
        post_move,
        get_history,
        export_game,
        reviews::get_review,
        reviews::post_review,
        social::get_chat,
        social::post_chat,
        social::post_resign,
        social::post_end,
        social::post_rematch,
        social::get_player,
        moderation::report_message,
        moderation::report_person,
        moderation::post_choice,
        moderation::get_people,
        clock::get_clock,
        clock::post_vote,
        clock::post_absence,
        clock::end_absence,
        tournaments::create_tournament,
        tournaments::list_tournaments,
        tournaments::get_tournament,
        tournaments::enter_tournament,
        tournaments::leave_tournament,
        tournaments::start_tournament,
        tournaments::cancel_tournament,
        tournaments::extend_round,
        tournaments::announce,
        tournaments::substitute
    ),
    components(schemas(
        AccountRequest,
        UserJson,
        TokenJson,
        InvitationRequest,
        InvitationJson,
        OptionsJson,
        GameJson,
        ResultJson,
        LegalMovesJson,
        MoveRequest,
        MoveJson,
        HistoryJson,
        StepJson,
        ExportJson,
        CommitmentJson,
        ReviewJson,
        ReviewedDecisionJson,
        ChatJson,
        ChatMessageJson,
        ChatRequest,
        ResignationJson,
        PlayerJson,
        RatingJson,
        RecordJson,
        ClockJson,
        RemovalJson,
        VoteRequest,
        VoteJson,
        Level,
        AbsenceRequest,
        AbsenceJson,
        InviteFromJson,
        moderation::ReportRequest,
        moderation::ReportJson,
        moderation::PersonChoiceJson,
        moderation::PeopleJson,
        tournaments::TournamentRequest,
        tournaments::FormatJson,
        tournaments::TournamentJson,
        tournaments::EntrantJson,
        tournaments::RoundJson,
        tournaments::TableJson,
        tournaments::SeatJson,
        tournaments::StandingJson,
        tournaments::TournamentListJson,
        tournaments::TournamentSummaryJson,
        tournaments::AnnouncementJson,
        tournaments::AnnouncementRequest,
        tournaments::SubstituteRequest,
        ErrorBody
    )),
    modifiers(&BearerAuth, &GameChoices, &EveryAnswer, &ClosedBodies, &NoNulText)
)]
pub struct ApiDoc;

async fn openapi_json() -> Json<utoipa::openapi::OpenApi> {
    Json(ApiDoc::openapi())
}

// --- handlers --------------------------------------------------------------------------

/// Creates an account.
#[utoipa::path(post, path = "/api/v1/accounts", tag = "accounts",
    request_body = AccountRequest,
    responses(
        (status = 201, body = UserJson),
        (status = 400, description = "invalid_input", body = ErrorBody),
        (status = 403, description = "sign-up is closed", body = ErrorBody),
        (status = 409, description = "username taken", body = ErrorBody),
        (status = 429, description = "rate_limited: too many new accounts, or password checks, from one address", body = ErrorBody,
            headers(("Retry-After" = u64, description = "seconds to wait (password checks only)"))),
        (status = 503, description = "unavailable: the database cannot answer or save, or no password-hashing slot came free within 2 s", body = ErrorBody,
            headers(("Retry-After" = u64, description = "seconds to wait (busy hashing only)"))),
    ))]
async fn create_account(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    Json(req): Json<AccountRequest>,
) -> Result<Response> {
    let user = state
        .service
        .create_account(&req.username, &req.password, addr)
        .await?;
    Ok((StatusCode::CREATED, Json(UserJson::from(&user))).into_response())
}

/// Exchanges a username and password for an API token (rate limited like the log-in form).
#[utoipa::path(post, path = "/api/v1/tokens", tag = "accounts",
    request_body = AccountRequest,
    responses(
        (status = 201, body = TokenJson),
        (status = 401, description = "wrong username or password", body = ErrorBody),
        (status = 403, description = "forbidden: a moderator suspended the account (the message says when and why)", body = ErrorBody),
        (status = 429, description = "rate_limited: too many failed log-ins, or password checks from one address", body = ErrorBody,
            headers(("Retry-After" = u64, description = "seconds to wait (password checks only)"))),
        (status = 503, description = "unavailable: the database cannot answer or save, or no password-hashing slot came free within 2 s", body = ErrorBody,
            headers(("Retry-After" = u64, description = "seconds to wait (busy hashing only)"))),
    ))]
async fn create_token(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    Json(req): Json<AccountRequest>,
) -> Result<Response> {
    let via = crate::service::devices::Via::ApiToken;
    let user = state
        .service
        .login_via(&req.username, &req.password, addr, via)
        .await?
        .user;
    let (token, _) = state
        .service
        .start_session(user.user_id, SessionKind::Api)
        .await?;
    Ok((
        StatusCode::CREATED,
        Json(TokenJson {
            token,
            token_type: "Bearer".into(),
            expires_in_days: API_TOKEN_DAYS,
            user: UserJson::from(&user),
        }),
    )
        .into_response())
}

/// Revokes the token this request is made with: it stops working at once.
#[utoipa::path(delete, path = "/api/v1/tokens", tag = "accounts",
    security(("bearer" = [])),
    responses(
        (status = 204, description = "the token no longer works"),
        (status = 401, description = "unauthorized", body = ErrorBody),
    ))]
async fn revoke_token(
    State(state): State<AppState>,
    ApiToken(token): ApiToken,
) -> Result<Response> {
    state.service.end_session(&token).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// Creates an invitation; the caller takes the first seat.
#[utoipa::path(post, path = "/api/v1/invitations", tag = "invitations",
    request_body = InvitationRequest,
    security(("bearer" = [])),
    responses(
        (status = 201, body = InvitationJson),
        (status = 400, description = "invalid_input", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 409, description = "conflict: as many computers as seats (one seat is a person's); with computer players, the caller is already in COMPUTER_GAMES_PER_PERSON games with computers (running or open); a name that cannot be invited (unknown, or the person does not take invitations by name from the caller: the same answer); already as many open invitations naming that person as allowed", body = ErrorBody),
        (status = 429, description = "rate_limited: too many invitations naming people in the last hour", body = ErrorBody),
    ))]
async fn create_invitation(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Json(req): Json<InvitationRequest>,
) -> Result<Response> {
    let game = req.game.as_deref().unwrap_or(games::DEFAULT_GAME);
    let invitation = state
        .service
        .create_invitation(
            &user,
            game,
            &GameOptions {
                chat_off: req.chat == Some(false),
                rated: req.rated != Some(false),
                players: req.players,
                choices: game_choices(game, &req.choices)?,
            },
            &Table {
                note: req.note.clone().unwrap_or_default(),
                deadline_days: req.deadline_days,
                computers: computer_levels(&req.computers)?,
                listed: req.listed.unwrap_or(false),
                invite: req.invite.clone(),
            },
        )
        .await?;
    Ok((
        StatusCode::CREATED,
        Json(invitation_json(&state, &invitation)),
    )
        .into_response())
}

/// The levels of an invitation request's `computers`.
fn computer_levels(values: &[Value]) -> Result<Vec<Level>> {
    values
        .iter()
        .map(|v| {
            v.as_str().and_then(Level::parse).ok_or_else(|| {
                AppError::BadRequest(site(
                    &Message::new("api-computer-level").arg("value", v.to_string()),
                ))
            })
        })
        .collect()
}

/// The choices of an invitation request that belong to `game`. As the document says: a
/// field named after any hosted game's choice takes one of that choice's values (else
/// 400), a valid choice of another game is ignored (the document lists every game's), and
/// any other field is refused (400, naming it), so that a misspelt choice never quietly
/// makes a game with the default.
fn game_choices(game: &str, fields: &BTreeMap<String, Value>) -> Result<BTreeMap<String, String>> {
    let game_type = games::by_slug(game.trim());
    let own: Vec<&str> = game_type
        .map(|g| g.option_specs().iter().map(|s| s.name).collect())
        .unwrap_or_default();
    let mut choices = BTreeMap::new();
    for (name, value) in fields {
        let values: Vec<&str> = games::all()
            .iter()
            .flat_map(|g| g.option_specs())
            .filter(|s| s.name == name)
            .flat_map(|s| s.choices.iter().map(|(v, _)| *v))
            .collect();
        if values.is_empty() {
            let message = match (game_type, own.as_slice()) {
                (None, _) => Message::new("api-unknown-field"),
                (Some(g), []) => {
                    Message::new("api-unknown-field-no-options").arg("game", g.shown_name())
                }
                (Some(g), names) => Message::new("api-unknown-field-options")
                    .arg("game", g.shown_name())
                    .arg("options", names.join(", ")),
            };
            return Err(AppError::BadRequest(site(
                &message.arg("name", name.as_str()),
            )));
        }
        match value {
            Value::String(text) if values.contains(&text.as_str()) => {
                if own.contains(&name.as_str()) {
                    choices.insert(name.clone(), text.clone());
                }
            }
            _ => {
                let list = crate::game::or_list(&values);
                let message = Message::new("api-must-be")
                    .arg("name", name.as_str())
                    .arg("list", list);
                return Err(AppError::BadRequest(site(&message)));
            }
        }
    }
    Ok(choices)
}

/// An invitation with its seats (no token needed: the code is the secret).
#[utoipa::path(get, path = "/api/v1/invitations/{code}", tag = "invitations",
    params(("code" = String, Path, description = "the code from the invitation link")),
    responses((status = 200, body = InvitationJson), (status = 404, body = ErrorBody)))]
async fn get_invitation(
    State(state): State<AppState>,
    Path(code): Path<String>,
) -> Result<Json<InvitationJson>> {
    let invitation = state.service.invitation(&code).await?;
    Ok(Json(invitation_json(&state, &invitation)))
}

/// Takes a free seat; filling the last one starts the game (`status: started`, `game_id`).
#[utoipa::path(post, path = "/api/v1/invitations/{code}/join", tag = "invitations",
    params(("code" = String, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, body = InvitationJson),
        (status = 404, body = ErrorBody),
        (status = 409, description = "full, not open (as it is told to someone its host blocked), or already joined; or the invitation has a computer player and the caller is already in COMPUTER_GAMES_PER_PERSON games with computers (running or open)", body = ErrorBody),
    ))]
async fn join_invitation(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(code): Path<String>,
) -> Result<Json<InvitationJson>> {
    let invitation = state.service.join_invitation(&code, &user).await?;
    Ok(Json(invitation_json(&state, &invitation)))
}

/// Gives up a seat in an open invitation (the creator cancels instead).
#[utoipa::path(post, path = "/api/v1/invitations/{code}/leave", tag = "invitations",
    params(("code" = String, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = InvitationJson), (status = 409, body = ErrorBody)))]
async fn leave_invitation(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(code): Path<String>,
) -> Result<Json<InvitationJson>> {
    let invitation = state.service.leave_invitation(&code, &user).await?;
    Ok(Json(invitation_json(&state, &invitation)))
}

/// Cancels an open invitation (creator only).
#[utoipa::path(post, path = "/api/v1/invitations/{code}/cancel", tag = "invitations",
    params(("code" = String, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, body = InvitationJson),
        (status = 403, body = ErrorBody),
        (status = 409, body = ErrorBody),
    ))]
async fn cancel_invitation(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(code): Path<String>,
) -> Result<Json<InvitationJson>> {
    let invitation = state.service.cancel_invitation(&code, &user).await?;
    Ok(Json(invitation_json(&state, &invitation)))
}

/// The game as the caller may see it (a spectator's view without a token or seat).
#[utoipa::path(get, path = "/api/v1/games/{id}", tag = "games",
    params(("id" = Uuid, Path)),
    security((), ("bearer" = [])),
    responses((status = 200, body = GameJson), (status = 404, body = ErrorBody)))]
async fn get_game(
    State(state): State<AppState>,
    MaybeApiUser(user): MaybeApiUser,
    Path(id): Path<String>,
) -> Result<Json<GameJson>> {
    let game = load(&state, &id, user.as_ref()).await?;
    Ok(Json(game_json(&game)))
}

async fn load(state: &AppState, id: &str, user: Option<&User>) -> Result<GameState> {
    let game_id = parse_game_id(id)?;
    Ok(state.service.game(game_id, user).await?)
}

/// The caller's legal moves (empty when it is not their turn).
#[utoipa::path(get, path = "/api/v1/games/{id}/legal-moves", tag = "games",
    params(("id" = Uuid, Path), LegalMovesQuery),
    security((), ("bearer" = [])),
    responses((status = 200, body = LegalMovesJson), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn get_legal_moves(
    State(state): State<AppState>,
    MaybeApiUser(user): MaybeApiUser,
    Path(id): Path<String>,
    Query(q): Query<LegalMovesQuery>,
) -> Result<Json<LegalMovesJson>> {
    let random = match q.random.as_deref() {
        None => None,
        Some(text) => match text.parse::<usize>() {
            Ok(n) if (1..=100).contains(&n) => Some(n),
            _ => return Err(AppError::BadRequest(t("api-random"))),
        },
    };
    let game = load(&state, &id, user.as_ref()).await?;
    let moves = match random {
        Some(n) => game.random_moves(n),
        None => game.legal_moves(),
    };
    Ok(Json(LegalMovesJson {
        seq: game.seq,
        total: moves.len(),
        moves,
    }))
}

/// Plays a move. `seq` must be the game's current seq, else 409 and nothing is stored.
#[utoipa::path(post, path = "/api/v1/games/{id}/moves", tag = "games",
    params(("id" = Uuid, Path)),
    request_body = MoveRequest,
    security(("bearer" = [])),
    responses(
        (status = 200, body = MoveJson),
        (status = 403, description = "not playing in this game, or not your turn", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "conflict: the game has moved on (stale seq: nothing was played; fetch the game and retry with its seq), is over or was cancelled", body = ErrorBody),
        (status = 422, description = "illegal_move: unreadable or against the rules", body = ErrorBody),
    ))]
async fn post_move(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(id): Path<String>,
    Json(req): Json<MoveRequest>,
) -> Result<Json<MoveJson>> {
    let game_id = parse_game_id(&id)?;
    let outcome = state
        .service
        .submit_move(game_id, &user, req.seq, &req.mv)
        .await
        .map_err(|e| match e {
            // The service's message speaks of the position the web page shows with it;
            // this answer carries none.
            ServiceError::Conflict(m) if m == moved_on() => ServiceError::Conflict(site(
                &Message::new("api-moved-on").arg("game", game_id.to_string()),
            )),
            other => other,
        })?;
    let game = game_json(&outcome.game);
    Ok(Json(MoveJson {
        notation: outcome.notation,
        narration: outcome.narration,
        seq: game.seq,
        status: game.status.clone(),
        to_move: game.to_move.clone(),
        view: game.view.clone(),
        game,
    }))
}

/// The steps the caller may browse now.
#[utoipa::path(get, path = "/api/v1/games/{id}/history", tag = "games",
    params(("id" = Uuid, Path)),
    security((), ("bearer" = [])),
    responses((status = 200, body = HistoryJson), (status = 404, body = ErrorBody)))]
async fn get_history(
    State(state): State<AppState>,
    MaybeApiUser(user): MaybeApiUser,
    Path(id): Path<String>,
) -> Result<Json<HistoryJson>> {
    let game = load(&state, &id, user.as_ref()).await?;
    let names = game.names();
    let steps = game
        .history()
        .into_iter()
        .map(|s| StepJson {
            step: s.step,
            seat: s.seat,
            player: names.get(s.seat).cloned().unwrap_or_default(),
            notation: s.notation,
            narration: s.narration,
            reason: s.reason,
            reason_text: s.reason.map(|r| r.describe(game.game_type)),
            events: s.events,
        })
        .collect();
    Ok(Json(HistoryJson {
        seq: game.seq,
        steps,
    }))
}

/// The complete log of a finished game (409 while it runs: the log holds hidden cards).
#[utoipa::path(get, path = "/api/v1/games/{id}/export", tag = "games",
    params(("id" = Uuid, Path)),
    security((), ("bearer" = [])),
    responses(
        (status = 200, body = ExportJson),
        (status = 404, body = ErrorBody),
        (status = 409, description = "the game is still running", body = ErrorBody),
    ))]
async fn export_game(
    State(state): State<AppState>,
    MaybeApiUser(user): MaybeApiUser,
    Path(id): Path<String>,
) -> Result<Json<ExportJson>> {
    let game = load(&state, &id, user.as_ref()).await?;
    let events = game.export_events()?;
    let chat = state.service.chat_for_export(&game, user.as_ref()).await?;
    let summary = game_json(&game);
    let review = state.service.game_review(&game).await?;
    Ok(Json(ExportJson {
        game_id: summary.game_id,
        game: summary.game,
        options: summary.options,
        players: summary.players,
        result: summary.result,
        events,
        chat: chat.iter().map(ChatMessageJson::from).collect(),
        resignations: social::resignations(&game),
        commitment: game.commitment().map(CommitmentJson::from),
        review: reviews::review_json(&game, review.as_ref()),
    }))
}

/// Whole numbers in request bodies as JSON Schema counts them: `3` and `3.0` alike (the
/// document says "integer", and 3.0 is one), anything else refused.
mod whole {
    use serde::{Deserialize, Deserializer};

    pub fn number<'de, D: Deserializer<'de>, T: TryFrom<i64>>(d: D) -> Result<T, D::Error> {
        let n = serde_json::Number::deserialize(d)?;
        let whole = n.as_i64().or_else(|| {
            n.as_f64()
                // Up to 2^53 - 1, the largest whole number a JSON client can say exactly.
                .filter(|f| f.fract() == 0.0 && f.abs() <= 9_007_199_254_740_991.0)
                .map(|f| f as i64)
        });
        whole
            .and_then(|w| T::try_from(w).ok())
            .ok_or_else(|| serde::de::Error::custom(format!("{n} is not a whole number in range")))
    }

    pub fn optional<'de, D: Deserializer<'de>, T: TryFrom<i64>>(
        d: D,
    ) -> Result<Option<T>, D::Error> {
        #[derive(Deserialize)]
        struct Wrap<T: TryFrom<i64>>(#[serde(deserialize_with = "number")] T);
        Ok(Option::<Wrap<T>>::deserialize(d)?.map(|w| w.0))
    }
}
