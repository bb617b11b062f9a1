//! The JSON bodies of the API v1: requests, answers, and how a game or invitation becomes
//! one.

//! JSON API v1 (bearer tokens; errors as `{"error":{"code","message"}}`), described by the
//! generated OpenAPI document at `/api/v1/openapi.json`.

use super::whole;
use crate::game::{GameOptions, MoveReason, Status};
use crate::http::AppState;
use crate::service::GameState;
use crate::store::{GameStatus, Invitation, User};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AccountRequest {
    /// 3–20 characters: letters, digits, `_` and `-` (spaces around it are ignored).
    // The pattern's spaces are exactly those the server trims (Unicode's White_Space, which
    // differs from a regex's `\s`).
    #[schema(
        pattern = r"^[\t\n\u000b\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*[A-Za-z0-9_-]{3,20}[\t\n\u000b\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$"
    )]
    pub username: String,
    /// 8 to 1000 characters.
    #[schema(min_length = 8, max_length = 1000)]
    pub password: String,
}

#[derive(Serialize, ToSchema)]
pub struct UserJson {
    pub user_id: Uuid,
    pub username: String,
    /// RFC 3339.
    pub created_at: String,
}

impl From<&User> for UserJson {
    fn from(u: &User) -> Self {
        UserJson {
            user_id: u.user_id,
            username: u.username.clone(),
            created_at: rfc3339(u.created_at),
        }
    }
}

pub(super) fn rfc3339(t: time::OffsetDateTime) -> String {
    t.format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_default()
}

#[derive(Serialize, ToSchema)]
pub struct TokenJson {
    /// Send as `Authorization: Bearer <token>`. Shown once; only its hash is stored.
    pub token: String,
    /// Always `Bearer`.
    pub token_type: String,
    pub expires_in_days: i64,
    pub user: UserJson,
}

/// A new invitation. Beside `game` and `players`, the game's own choices are fields of
/// their own, each optional with the game's default; the
/// document lists every hosted game's (assembled from the registry). Any other field is
/// refused (`game_choices`; the document says `additionalProperties: false`, `ClosedBodies`).
#[derive(Deserialize, ToSchema)]
pub struct InvitationRequest {
    /// Game slug; the default is the game of the API's first version.
    #[serde(default)]
    pub game: Option<String>,
    /// The number of seats (each game says which counts it offers; the range here covers
    /// every hosted game).
    #[serde(deserialize_with = "whole::number")]
    #[schema(minimum = 1)]
    pub players: usize,
    /// Up to 200 characters, no control characters but line breaks and no direction
    /// controls (U+202A–202E, U+2066–2069); spaces around it are ignored.
    #[serde(default)]
    #[schema(
        max_length = 200,
        pattern = r"^[^\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$"
    )]
    pub note: Option<String>,
    /// Optional move deadline in days per move: 1, 2, 3, 5, 7 or 14 (default none); its
    /// schema is set from the store's list (`GameChoices`).
    #[serde(default, deserialize_with = "whole::optional")]
    #[schema(value_type = Option<u32>)]
    pub deadline_days: Option<u32>,
    /// A computer player for each level given (`beginner`, `standard` or `strong`), each
    /// taking a seat; `players` stays the number of all seats and at least one is for a
    /// person. The game starts as soon as the people's seats are taken: at once when the
    /// creator is the only person.
    #[serde(default)]
    #[schema(value_type = Vec<crate::bots::Level>, max_items = 3)]
    pub computers: Vec<Value>,
    /// Whether the players may chat in the game (default true; a game whose rules forbid
    /// table talk opens its chat only once it is over).
    #[serde(default)]
    pub chat: Option<bool>,
    /// Whether the game counts for the players' ratings (default true). Games with
    /// computer players, and games their rules make casual (open hands, say), are never
    /// rated.
    #[serde(default)]
    pub rated: Option<bool>,
    /// List the invitation on the "Open games" page for anybody logged in to join, and
    /// its game on the "Watch" page (default false: only people with the link).
    #[serde(default)]
    pub listed: Option<bool>,
    /// Usernames to invite: each sees the invitation in their lobby and is told by mail.
    #[serde(default)]
    #[schema(max_items = 3)]
    pub invite: Vec<String>,
    /// The game's choices by name.
    #[serde(flatten)]
    #[schema(ignore)]
    pub choices: BTreeMap<String, Value>,
}

/// An invitation's or game's options: the number of players and the game's choices
/// beside it.
#[derive(Serialize, ToSchema)]
pub struct OptionsJson {
    pub players: usize,
    /// The players may chat (false: the host turned the chat off).
    pub chat: bool,
    /// The game counts for the players' ratings.
    pub rated: bool,
    #[serde(flatten)]
    #[schema(ignore)]
    pub choices: BTreeMap<String, String>,
}

impl OptionsJson {
    pub(super) fn of(options: &GameOptions) -> Self {
        OptionsJson {
            players: options.players,
            chat: !options.chat_off,
            rated: options.rated,
            choices: options.choices.clone(),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct InvitationJson {
    pub code: String,
    /// The link to send to other players.
    pub url: String,
    pub game: String,
    pub options: OptionsJson,
    pub note: String,
    pub creator: String,
    /// `open`, `started`, `cancelled` (by its host) or `expired` (not filled in time).
    pub status: String,
    /// Usernames in joining order (the seating is drawn when the game starts).
    pub seats: Vec<String>,
    pub free_seats: usize,
    /// Set once the game has started.
    pub game_id: Option<Uuid>,
    /// Move deadline in days per move (null: none).
    pub deadline_days: Option<u32>,
    pub created_at: String,
}

pub(super) fn invitation_json(state: &AppState, i: &Invitation) -> InvitationJson {
    InvitationJson {
        code: i.code.clone(),
        url: state.service.invitation_url(&i.code),
        game: i.game.clone(),
        options: OptionsJson::of(&i.options),
        note: i.note.clone(),
        creator: i.creator.username.clone(),
        status: i.status.as_str().into(),
        seats: i.seats.iter().map(|u| u.username.clone()).collect(),
        free_seats: i.options.players.saturating_sub(i.seats.len()),
        game_id: i.game_id,
        deadline_days: i.deadline_days,
        created_at: rfc3339(i.created_at),
    }
}

#[derive(Serialize, ToSchema)]
pub struct ResultJson {
    /// Usernames of the winners; a seat a computer player took over (after its player
    /// resigned or was removed) is named as that computer, e.g. "the strong computer
    /// player (in ana’s seat)".
    pub winners: Vec<String>,
    /// Seats (0-based) of the winners.
    pub winner_seats: Vec<usize>,
    pub summary: String,
}

#[derive(Serialize, ToSchema)]
pub struct GameJson {
    pub game_id: Uuid,
    /// The game's short number ("Game 42" on its page), in the order games started.
    pub number: i64,
    /// The invitation's note, kept with the game (may be empty).
    pub note: String,
    pub game: String,
    pub options: OptionsJson,
    /// seq of the newest event: send it back with your move.
    pub seq: i64,
    /// `active`, `finished` or `cancelled` (stalled, cancelled by vote).
    pub status: String,
    /// Username of the player to move (null when finished or cancelled).
    pub to_move: Option<String>,
    /// Usernames by seat (index = seat, 0-based).
    pub players: Vec<String>,
    /// By seat: the level of the computer player in that seat (`beginner`, `standard`,
    /// `strong`), or null for a person.
    #[schema(value_type = Vec<Option<String>>)]
    pub computers: Vec<Option<&'static str>>,
    /// The caller's seat (0-based), null for spectators.
    pub your_seat: Option<usize>,
    pub result: Option<ResultJson>,
    /// The engine's view for the caller (hidden information removed).
    #[schema(value_type = Object)]
    pub view: Value,
    /// The commitment to the game's setup published when it started; null for games
    /// started before commitments (`docs/verifiable-setup.md`).
    pub commitment: Option<CommitmentJson>,
}

/// SHA-256 over the seq-0 setup as canonical JSON followed by a 32-byte salt. The salt and
/// the canonical setup are revealed once the game is over: anyone can then recompute the
/// digest.
#[derive(Serialize, ToSchema)]
pub struct CommitmentJson {
    /// 64 hex digits, published when the game started.
    pub sha256: String,
    /// 64 hex digits; null while the game runs.
    pub salt: Option<String>,
    /// The setup as canonical JSON (keys sorted, no whitespace): the bytes hashed before
    /// the salt; null while the game runs.
    pub canonical_setup: Option<String>,
}

impl From<crate::service::SetupCommitment> for CommitmentJson {
    fn from(c: crate::service::SetupCommitment) -> Self {
        CommitmentJson {
            sha256: c.sha256,
            salt: c.salt,
            canonical_setup: c.canonical_setup,
        }
    }
}

pub(super) fn game_json(game: &GameState) -> GameJson {
    let names = game.names();
    let (status, to_move, result) = match game.status() {
        // Cancelled by vote: the log stopped mid-game, nobody is to move.
        Status::Active { .. } if game.record.status == GameStatus::Cancelled => {
            ("cancelled", None, None)
        }
        Status::Active { to_move } => ("active", names.get(to_move).cloned(), None),
        Status::Finished { outcome } => (
            "finished",
            None,
            Some({
                // A seat a computer player took over is named as that computer.
                let names = game.result_names();
                ResultJson {
                    winners: outcome
                        .winners
                        .iter()
                        .filter_map(|s| names.get(*s).cloned())
                        .collect(),
                    winner_seats: outcome.winners.clone(),
                    summary: game.summary(&outcome, &names),
                }
            }),
        ),
    };
    GameJson {
        game_id: game.record.game_id,
        number: game.record.number,
        note: game.record.note.clone(),
        game: game.record.game.clone(),
        options: OptionsJson::of(&game.record.options),
        seq: game.seq,
        status: status.into(),
        to_move,
        players: names,
        computers: game
            .record
            .players
            .iter()
            .map(|u| crate::service::computers::computer_level(u.user_id).map(|l| l.as_str()))
            .collect(),
        your_seat: game.your_seat,
        result,
        view: game.view(),
        commitment: game.commitment().map(CommitmentJson::from),
    }
}

#[derive(Serialize, ToSchema)]
pub struct LegalMovesJson {
    pub seq: i64,
    /// Number of legal moves; with `?random=N`, the number of moves returned.
    pub total: usize,
    /// Moves in notation (empty when it is not the caller's turn).
    pub moves: Vec<String>,
}

#[derive(Deserialize, IntoParams)]
pub struct LegalMovesQuery {
    /// Return this many random legal moves (1–100, may repeat) instead of all.
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
    pub random: Option<String>,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MoveRequest {
    /// The `seq` of the position the move was chosen in.
    #[serde(deserialize_with = "whole::number")]
    #[schema(minimum = 0)]
    pub seq: i64,
    /// The move in the game's notation (see its rules page), as `legal-moves` lists them:
    /// up to 300 characters besides spaces around it (no NUL character).
    #[serde(rename = "move")]
    // Spaces as the server trims them (Unicode's White_Space), not a regex's `\s`.
    #[schema(
        pattern = r"^[\t\n\u000b\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*[^\t\n\u000b\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\u0000][^\u0000]{0,299}$"
    )]
    pub mv: String,
}

#[derive(Serialize, ToSchema)]
pub struct MoveJson {
    /// The move as played, in canonical notation.
    pub notation: String,
    /// What happened, in sentences (including everything the game did next by itself).
    pub narration: Vec<String>,
    /// The game after the move.
    pub game: GameJson,
    // Flattened copies of the most used game fields for convenience.
    pub seq: i64,
    pub status: String,
    pub to_move: Option<String>,
    #[schema(value_type = Object)]
    pub view: Value,
}

#[derive(Serialize, ToSchema)]
pub struct StepJson {
    /// Move number (= its seq in the log).
    pub step: usize,
    pub seat: usize,
    pub player: String,
    pub notation: String,
    pub narration: Vec<String>,
    /// Set when the server moved for the player: `timeout` (the move deadline ran out),
    /// `removed` (voted out of the game), `left` (the player deleted their account),
    /// `resigned` (the player resigned), `suspended` (a moderator suspended the player's
    /// account) or `computer` (a computer player took the seat).
    #[schema(value_type = Option<String>)]
    pub reason: Option<MoveReason>,
    /// The same in words, e.g. "passed automatically: time ran out".
    pub reason_text: Option<String>,
    #[schema(value_type = Vec<Object>)]
    pub events: Vec<Value>,
}

#[derive(Serialize, ToSchema)]
pub struct HistoryJson {
    pub seq: i64,
    /// The steps the caller may see now (while an original-hands game runs: since their
    /// own previous move).
    pub steps: Vec<StepJson>,
}

#[derive(Serialize, ToSchema)]
pub struct ExportJson {
    pub game_id: Uuid,
    pub game: String,
    pub options: OptionsJson,
    /// Usernames by seat.
    pub players: Vec<String>,
    pub result: Option<ResultJson>,
    /// The complete stored log; index = seq (0 = the setup, then one move each).
    #[schema(value_type = Vec<Object>)]
    pub events: Vec<Value>,
    /// The game's chat, every message, when the caller may read it (else empty).
    pub chat: Vec<super::ChatMessageJson>,
    /// Players who resigned (a fact beside the log): with two players the game ended
    /// there, with more their seat moved automatically from then on.
    pub resignations: Vec<super::ResignationJson>,
    /// The commitment to the setup with salt and canonical setup revealed (null for games
    /// started before commitments): `maipenrai verify <this file>` checks it.
    pub commitment: Option<CommitmentJson>,
    /// The computer's review of the game as the caller may read it (`status` `none` when
    /// nobody asked for one): the same as `GET /api/v1/games/{id}/review`.
    pub review: super::ReviewJson,
}
