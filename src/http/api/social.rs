//! The API's part of the social layer: a game's chat.

use super::{game_json, load, rfc3339, ErrorBody, GameJson};
use crate::http::auth::{ApiUser, MaybeApiUser};
use crate::http::games::parse_game_id;
use crate::http::{AppState, Result};
use crate::service::social::ChatAccess;
use crate::store::ChatMessage;
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
    pub text: String,
    /// RFC 3339.
    pub created_at: String,
}

impl From<&ChatMessage> for ChatMessageJson {
    fn from(m: &ChatMessage) -> Self {
        ChatMessageJson {
            id: m.message_id,
            author: m.author.username.clone(),
            text: m.text.clone(),
            created_at: rfc3339(m.created_at),
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
pub struct ChatRequest {
    /// Plain text, 1 to 500 characters (spaces around it are ignored); links become
    /// clickable on the page.
    #[schema(min_length = 1, max_length = 500)]
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
