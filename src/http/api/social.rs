//! The API's part of the social layer: a game's chat.

use super::{game_json, invitation_json, load, rfc3339, ErrorBody, GameJson, InvitationJson};
use crate::http::auth::{ApiUser, MaybeApiUser};
use crate::http::parse_game_id;
use crate::http::{AppError, AppState, Result};
use crate::service::social::ChatAccess;
use crate::store::{ChatMessage, InviteFrom};
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// One chat message.
#[derive(Serialize, ToSchema)]
pub struct ChatMessageJson {
    /// Orders the game's messages (larger is newer).
    pub id: i64,
    pub author: String,
    /// Empty when a moderator removed the message.
    pub text: String,
    /// RFC 3339.
    pub created_at: String,
    /// A moderator removed the message: it reads "removed by a moderator".
    pub removed: bool,
}

impl From<&ChatMessage> for ChatMessageJson {
    fn from(m: &ChatMessage) -> Self {
        ChatMessageJson {
            id: m.message_id,
            author: m.author.username.clone(),
            text: m.text.clone(),
            created_at: rfc3339(m.created_at),
            removed: m.removed,
        }
    }
}

/// A game's chat as the caller may see it.
#[derive(Serialize, ToSchema)]
pub struct ChatJson {
    /// The caller may write (a player, while the chat is open).
    pub can_write: bool,
    /// Why the caller reads nothing, when they do not (the chat is off, the game's rules
    /// forbid table talk while it runs, spectators read once it is over).
    pub closed: Option<String>,
    /// The caller muted this game's chat: the messages are left out.
    pub muted: bool,
    /// The newest messages (up to 500), oldest first.
    pub messages: Vec<ChatMessageJson>,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ChatRequest {
    /// Plain text, 1 to 500 characters with something besides spaces, no control
    /// characters but line breaks and no direction controls (U+202A–202E, U+2066–2069);
    /// spaces around it are ignored. Links become clickable on the page (a host name that
    /// mixes scripts shown in its ASCII form).
    #[schema(
        min_length = 1,
        max_length = 500,
        pattern = r"^[^\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*[^\s\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069][^\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$"
    )]
    pub text: String,
}

/// A game's chat, with the same access rules as the game page.
#[utoipa::path(get, path = "/api/v1/games/{id}/chat", tag = "games",
    params(("id" = Uuid, Path)),
    security((), ("bearer" = [])),
    responses((status = 200, body = ChatJson), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub(super) async fn get_chat(
    State(state): State<AppState>,
    MaybeApiUser(user): MaybeApiUser,
    Path(id): Path<String>,
) -> Result<Json<ChatJson>> {
    let game = load(&state, &id, user.as_ref()).await?;
    let chat = state.service.chat_view(&game, user.as_ref()).await?;
    Ok(Json(ChatJson {
        can_write: chat.access == ChatAccess::Talk,
        closed: match chat.access {
            ChatAccess::Closed(why) => Some(why),
            _ => None,
        },
        muted: chat.muted,
        messages: chat.messages.iter().map(ChatMessageJson::from).collect(),
    }))
}

/// Writes a message in a game's chat (players only, while the chat is open; at most 10
/// messages a minute).
#[utoipa::path(post, path = "/api/v1/games/{id}/chat", tag = "games",
    params(("id" = Uuid, Path)),
    request_body = ChatRequest,
    security(("bearer" = [])),
    responses(
        (status = 201, body = ChatMessageJson),
        (status = 400, description = "invalid_input: empty, too long or control characters", body = ErrorBody),
        (status = 403, description = "forbidden: not a player, or the chat is closed", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 429, description = "rate_limited", body = ErrorBody),
    ))]
pub(super) async fn post_chat(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(id): Path<String>,
    Json(req): Json<ChatRequest>,
) -> Result<Response> {
    let game_id = parse_game_id(&id)?;
    let message = state.service.post_chat(game_id, &user, &req.text).await?;
    Ok((StatusCode::CREATED, Json(ChatMessageJson::from(&message))).into_response())
}

/// Resigns a running game as the caller: with two players the game ends and the other
/// wins; with more, the seat moves automatically from then on (or by a computer player if
/// the others vote so). Counts as a loss. Answers the game as the caller now sees it.
#[utoipa::path(post, path = "/api/v1/games/{id}/resign", tag = "games",
    params(("id" = Uuid, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, body = GameJson),
        (status = 403, description = "forbidden: not a player of this game", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "conflict: the game is over, or the seat already moves without its player", body = ErrorBody),
    ))]
pub(super) async fn post_resign(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(id): Path<String>,
) -> Result<Json<GameJson>> {
    let game_id = parse_game_id(&id)?;
    let game = state.service.resign(game_id, &user).await?;
    Ok(Json(game_json(&game)))
}

/// Ends a running game whose every other seat's player is gone (deleted their account,
/// was voted out, resigned or was suspended), as the one player left: a win when the game
/// is rated and every seat made the moves a rated game needs, otherwise the game is
/// cancelled (`may_end` in the game's clock says which). Answers the game as the caller
/// now sees it.
#[utoipa::path(post, path = "/api/v1/games/{id}/end", tag = "games",
    params(("id" = Uuid, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, body = GameJson),
        (status = 403, description = "forbidden: not a player of this game", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "conflict: the game is over, or others still play it", body = ErrorBody),
    ))]
pub(super) async fn post_end(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(id): Path<String>,
) -> Result<Json<GameJson>> {
    let game_id = parse_game_id(&id)?;
    let (game, _) = state.service.end_abandoned(game_id, &user).await?;
    Ok(Json(game_json(&game)))
}

/// A resignation, as the export tells it.
#[derive(Serialize, ToSchema)]
pub struct ResignationJson {
    pub player: String,
    pub seat: usize,
    /// RFC 3339.
    pub at: String,
}

/// The resignations of a game (beside its log, which keeps only moves).
pub(super) fn resignations(game: &crate::service::GameState) -> Vec<ResignationJson> {
    let names = game.names();
    game.extras
        .resigned
        .iter()
        .map(|(seat, at)| ResignationJson {
            player: names.get(*seat).cloned().unwrap_or_default(),
            seat: *seat,
            at: rfc3339(*at),
        })
        .collect()
}

/// A player's results in one game and player count.
#[derive(Serialize, ToSchema)]
pub struct RecordJson {
    /// The game's slug.
    pub game: String,
    pub players: usize,
    pub played: usize,
    pub won: usize,
}

/// A player's rating in one pool of one game.
#[derive(Serialize, ToSchema)]
pub struct RatingJson {
    /// The game's slug.
    pub game: String,
    /// The rating pool, in the game's words (which player counts are rated together).
    pub pool: String,
    /// The skill estimate (Weng-Lin μ; a new player has 25).
    pub rating: f64,
    /// Its uncertainty (σ; a new player has 8.33).
    pub uncertainty: f64,
    pub games: i64,
    /// Few games yet: the uncertainty is above 6.
    pub provisional: bool,
}

/// A player's profile.
#[derive(Serialize, ToSchema)]
pub struct PlayerJson {
    pub username: String,
    /// RFC 3339.
    pub member_since: String,
    /// A computer player's account.
    pub computer: bool,
    /// Running games (those of link-only invitations only when the caller plays in them).
    pub running: usize,
    /// Finished games played and won, by game and player count (of the games the caller
    /// may see: link-only ones only when the caller played in them).
    pub results: Vec<RecordJson>,
    pub ratings: Vec<RatingJson>,
    /// The people they played with lately, most recent first.
    pub opponents: Vec<String>,
}

/// A player's profile: games played and won per game, and ratings per game.
#[utoipa::path(get, path = "/api/v1/players/{name}", tag = "players",
    params(("name" = String, Path)),
    security((), ("bearer" = [])),
    responses((status = 200, body = PlayerJson), (status = 404, body = ErrorBody)))]
pub(super) async fn get_player(
    State(state): State<AppState>,
    MaybeApiUser(user): MaybeApiUser,
    Path(name): Path<String>,
) -> Result<Json<PlayerJson>> {
    let p = state.service.profile(&name, user.as_ref(), 0).await?;
    Ok(Json(PlayerJson {
        username: p.user.username.clone(),
        member_since: rfc3339(p.user.created_at),
        computer: crate::service::computers::is_computer(&p.user),
        running: p.running_count,
        results: p
            .records
            .iter()
            .map(|((game, players), r)| RecordJson {
                game: game.clone(),
                players: *players,
                played: r.played,
                won: r.won,
            })
            .collect(),
        ratings: p
            .ratings
            .iter()
            .map(|r| RatingJson {
                game: r.game.clone(),
                pool: r.pool.clone(),
                rating: r.rating.rating,
                uncertainty: r.rating.uncertainty,
                games: r.rating.games,
                provisional: r.rating.provisional(),
            })
            .collect(),
        opponents: p.opponents,
    }))
}

/// "Play again with the same players": a new invitation from the caller with the
/// finished game's options, note, deadline and computer players; every other person of
/// the game is invited by name (their lobby shows it, and they are told by mail).
#[utoipa::path(post, path = "/api/v1/games/{id}/rematch", tag = "games",
    params(("id" = Uuid, Path)),
    security(("bearer" = [])),
    responses(
        (status = 201, body = InvitationJson),
        (status = 403, description = "forbidden: not a player of this game", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "conflict: the game is still running", body = ErrorBody),
    ))]
pub(super) async fn post_rematch(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(id): Path<String>,
) -> Result<Response> {
    let game = load(&state, &id, Some(&user)).await?;
    let invitation = state.service.rematch(&game, &user).await?;
    Ok((
        StatusCode::CREATED,
        Json(invitation_json(&state, &invitation)),
    )
        .into_response())
}

/// Declines an invitation the caller was invited to by name: it leaves their lobby, and
/// its host sees on the invitation's page that they declined.
#[utoipa::path(post, path = "/api/v1/invitations/{code}/decline", tag = "invitations",
    params(("code" = String, Path)),
    security(("bearer" = [])),
    responses(
        (status = 200, body = InvitationJson),
        (status = 404, body = ErrorBody),
        (status = 409, description = "conflict: not open, joined already, not invited by name, or declined already", body = ErrorBody),
    ))]
pub(super) async fn decline_invitation(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(code): Path<String>,
) -> Result<Json<InvitationJson>> {
    let invitation = state.service.decline_invitation(&code, &user).await?;
    Ok(Json(invitation_json(&state, &invitation)))
}

/// Who may invite the caller by name.
#[derive(Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InviteFromJson {
    /// `anyone` (the default), `played` (only people the caller has played a game with)
    /// or `nobody`. Anybody may still send the caller an invitation's link.
    #[schema(pattern = "^(anyone|played|nobody)$")]
    pub invite_from: String,
}

/// Who may invite the caller by name.
#[utoipa::path(get, path = "/api/v1/settings/invitations", tag = "accounts",
    security(("bearer" = [])),
    responses((status = 200, body = InviteFromJson)))]
pub(super) async fn get_invite_from(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
) -> Result<Json<InviteFromJson>> {
    let choice = state.service.invite_from(&user).await?;
    Ok(Json(InviteFromJson {
        invite_from: choice.as_str().into(),
    }))
}

/// Chooses who may invite the caller by name. Someone the caller does not accept who
/// names them is answered as for a name that does not exist (409).
#[utoipa::path(post, path = "/api/v1/settings/invitations", tag = "accounts",
    request_body = InviteFromJson,
    security(("bearer" = [])),
    responses((status = 200, body = InviteFromJson)))]
pub(super) async fn post_invite_from(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Json(req): Json<InviteFromJson>,
) -> Result<Json<InviteFromJson>> {
    let choice = InviteFrom::parse(&req.invite_from)
        .ok_or_else(|| AppError::BadRequest(crate::game::text::t("api-invite-from")))?;
    state.service.set_invite_from(&user, choice).await?;
    Ok(Json(InviteFromJson {
        invite_from: choice.as_str().into(),
    }))
}
