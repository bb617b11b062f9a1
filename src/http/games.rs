//! The game page (the shell around the game's own area: header, status line, clock and
//! votes), move submission and live updates (Server-Sent Events); the history and its
//! replays are `history.rs`. What the page shows and says is its model,
//! [`crate::pages::game`]; here it is loaded, rendered and answered. Nothing here names a
//! game.
//!
//! Everything a page shows comes from the game's view for this viewer, where hidden
//! information is removed.

use super::auth::{self, ClientAddr, MaybeWebUser};
use super::parse_game_id;
use super::{render, url_encode, AppError, AppState, Layout, Result};
use crate::game::text::{filters, site, t};
use crate::game::Message;
use crate::pages::game::{GamePage, Loaded, Visit};
use crate::service::{GameState, ServiceError};
use axum::extract::{Path, Query, State};
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use axum_extra::extract::cookie::CookieJar;
use futures_util::StreamExt;
use std::collections::BTreeMap;
use std::convert::Infallible;
use std::time::Duration;
use uuid::Uuid;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/games/{id}", get(show_game))
        .route("/games/{id}/moves", post(submit_move))
        .route("/games/{id}/live", get(live_game))
}

/// A game's part of a page failed to draw: a bug, logged once by the error renderer.
fn area_failed(game_id: Uuid) -> impl FnOnce(String) -> AppError {
    move |e| {
        AppError::internal(anyhow::anyhow!(
            "game {game_id}: the game's area failed: {e}"
        ))
    }
}

// --- the game page -----------------------------------------------------------------------

page_template!(GameTemplate, "games/show.html", GamePage);

async fn show_game(
    State(state): State<AppState>,
    MaybeWebUser(mut user): MaybeWebUser,
    jar: CookieJar,
    Path(id): Path<String>,
    Query(mut query): Query<BTreeMap<String, String>>,
) -> Result<Response> {
    let game_id = parse_game_id(&id)?;
    let game = state
        .service
        .game(game_id, user.as_ref().map(|u| &u.user))
        .await?;
    // A chat message that could not be sent comes back in the chat's box.
    let chat_draft = query.remove("chat_draft").unwrap_or_default();
    let loaded = load(&state, &game, user.as_mut(), &chat_draft).await?;
    let (jar, flash) = auth::take_flash(jar);
    let visit = Visit {
        csrf: user.as_ref().map_or("", |u| u.csrf.as_str()),
        query: &query,
        flash,
        waiting: user.as_ref().map_or(&[], |u| u.waiting.as_slice()),
    };
    let (model, flash) = GamePage::new(&game, visit, loaded).map_err(area_failed(game_id))?;
    let layout = Layout::new(user.as_ref(), flash);
    Ok((jar, render(&GameTemplate { layout, model })?).into_response())
}

/// What the game page shows beside the game: the chat (read now), the other features'
/// panels, whether a rated game counted, what ending an abandoned game would do.
async fn load(
    state: &AppState,
    game: &GameState,
    mut user: Option<&mut auth::WebUser>,
    chat_draft: &str,
) -> Result<Loaded> {
    let (chat, unread_chat) = read_chat(state, game, user.as_deref_mut(), chat_draft).await?;
    Ok(Loaded {
        panel: super::panels::game_panel(state, game, user.as_deref()).await,
        chat,
        unread_chat,
        verdict: state.service.rating_verdict(game).await?,
        abandoned: state.service.abandoned_ending(game),
        rules: state.service.config().social,
        tournament: match game.extras.tournament_round {
            Some(_) => state
                .service
                .tournament_of_game(game.record.game_id)
                .await?
                .map(|t| (t.code, t.name, t.round)),
            None => None,
        },
        now: state.service.now(),
    })
}

/// The chat panel of the game page (HTML) and how many of its messages the viewer had not
/// seen; those are marked seen now, and no longer counted in the header.
async fn read_chat(
    state: &AppState,
    game: &GameState,
    user: Option<&mut auth::WebUser>,
    draft: &str,
) -> Result<(String, usize)> {
    let game_id = game.record.game_id;
    let viewer = user.as_ref().map(|u| &u.user);
    let chat = state.service.chat_view(game, viewer).await?;
    // The others' messages since the player last looked: marked on the page, then seen.
    let reader = viewer.map(|u| u.user_id);
    let unread = chat
        .messages
        .iter()
        .filter(|m| chat.is_unread(m, reader))
        .count();
    if let (Some(u), Some(newest), true) = (viewer, chat.messages.last(), unread > 0) {
        // Reading the page matters more than the mark: a store that cannot write now
        // leaves the messages unread, and the page is still shown.
        let marked = state.service.mark_chat_seen(game_id, u, newest.message_id);
        if let Err(e) = marked.await {
            tracing::warn!(%game_id, "chat not marked as read: {e}");
        }
    }
    let csrf = user.as_ref().map(|u| u.csrf.clone()).unwrap_or_default();
    let player = game.your_seat.is_some();
    let panel = super::social::ChatPanel::new(game_id, &csrf, reader, player, chat, draft);
    if let Some(u) = user {
        u.unread_chats.retain(|(id, _)| *id != game_id);
    }
    Ok((render(&panel)?.0, unread))
}

/// The move form's own fields; every other field is the game composer's draft (King of
/// card and its choices, say), which comes back in the page's address when the move is
/// refused, so that nothing the player did is lost. `move_text` wins over `move_choice`.
#[derive(Default)]
pub struct MoveForm {
    pub csrf: String,
    pub seq: String,
    pub move_text: String,
    pub move_choice: String,
    /// The composer's draft, as the page's query parameters.
    pub draft: Vec<(String, String)>,
}

/// The game page with the player's unfinished work in its address: the composer's draft,
/// or else the typed move.
fn back_to_draft(back: &str, form: &MoveForm) -> String {
    let mut draft: Vec<String> = form
        .draft
        .iter()
        .map(|(name, value)| format!("{}={}", url_encode(name), url_encode(value)))
        .collect();
    let text = form.text();
    if draft.is_empty() && !text.is_empty() {
        draft.push(format!("draft={}", url_encode(text)));
    }
    format!("{back}?{}#composer", draft.join("&"))
}

impl MoveForm {
    /// The move: the typed text, else the chosen one.
    fn text(&self) -> &str {
        if self.move_text.trim().is_empty() {
            self.move_choice.trim()
        } else {
            self.move_text.trim()
        }
    }

    /// At most this many draft fields, each cut to `DRAFT_VALUE_MAX` characters.
    const DRAFT_FIELDS_MAX: usize = 8;
    const DRAFT_VALUE_MAX: usize = 200;

    fn from_fields(mut fields: BTreeMap<String, String>) -> Self {
        let mut take = |name: &str| fields.remove(name).unwrap_or_default();
        let (csrf, seq, move_text, move_choice) = (
            take("csrf"),
            take("seq"),
            take("move_text"),
            take("move_choice"),
        );
        let draft = fields
            .into_iter()
            .filter(|(name, value)| name.len() <= 20 && !value.trim().is_empty())
            .take(Self::DRAFT_FIELDS_MAX)
            .map(|(name, value)| {
                let value: String = value.chars().take(Self::DRAFT_VALUE_MAX).collect();
                (name, value.trim().to_string())
            })
            .collect();
        MoveForm {
            csrf,
            seq,
            move_text,
            move_choice,
            draft,
        }
    }
}

async fn submit_move(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
    Path(id): Path<String>,
    Form(fields): Form<BTreeMap<String, String>>,
) -> Result<Response> {
    let form = MoveForm::from_fields(fields);
    let game_id = parse_game_id(&id)?;
    let back = format!("/games/{game_id}");
    let Some(user) = user else {
        // The session ended meanwhile (logged out elsewhere, expired): say so, and bring
        // the player back to the game after logging in, with their draft.
        let next = back_to_draft(&back, &form);
        return Ok(auth::flash_to(
            &state,
            jar,
            &[t("games-move-session-ended")],
            &format!("/login?next={}", url_encode(&next)),
        ));
    };
    user.check_csrf(&form.csrf)?;
    let seq: i64 = form
        .seq
        .trim()
        .parse()
        .map_err(|_| AppError::BadRequest(t("games-move-no-seq")))?;
    let text = form.text();
    let back_to_draft = back_to_draft(&back, &form);
    match state
        .service
        .submit_move(game_id, &user.user, seq, text)
        .await
    {
        Ok(outcome) => {
            let mut told = outcome.told_to_mover.into_iter();
            let first = told.next().unwrap_or_else(|| {
                site(&Message::new("games-move-played").arg("move", outcome.notation.clone()))
            });
            let mut messages = vec![first];
            if outcome.game.is_finished() {
                // What followed (skips, the last struggles, the result) is in the result
                // panel and the game's log, not a stack of messages.
                messages.push(t("games-move-game-over"));
            } else {
                messages.extend(crate::pages::condense(told));
            }
            Ok(auth::flash_to(&state, jar, &messages, &back))
        }
        // Whatever went wrong, the draft comes back: nothing the player did is lost.
        Err(ServiceError::Conflict(m)) if m == crate::service::moved_on() => {
            // Who moved first: the same player in another tab, or somebody else.
            let game = state.service.game(game_id, Some(&user.user)).await?;
            let mine = game
                .move_marks()
                .iter()
                .find(|m| m.seq == seq + 1)
                .is_some_and(|m| Some(m.seat) == game.your_seat && m.reason.is_none());
            let message = if mine {
                t("games-move-already-moved")
            } else {
                m
            };
            Ok(auth::flash_to(
                &state,
                jar,
                &[super::sentence(&message)],
                &back_to_draft,
            ))
        }
        Err(e @ ServiceError::Conflict(_)) => Ok(auth::flash_to(
            &state,
            jar,
            &[AppError::from(e).page_message()],
            &back_to_draft,
        )),
        Err(e @ (ServiceError::IllegalMove(_) | ServiceError::Invalid(_))) => Ok(auth::flash_to(
            &state,
            jar,
            &[site(
                &Message::new("games-move-not-played").arg("reason", e.to_string()),
            )],
            &back_to_draft,
        )),
        Err(e) => Err(e.into()),
    }
}

// --- live updates --------------------------------------------------------------------------

/// How long one live connection stays open; the browser reconnects by itself.
const LIVE_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// `GET /games/{id}/live`: Server-Sent Events carrying only the game's newest seq (never
/// any view data); the page reloads itself when the seq is newer than its own.
/// Refused with 429 when too many streams are open (`live::MAX_STREAMS*`).
async fn live_game(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    Path(id): Path<String>,
) -> Result<Response> {
    let game_id = parse_game_id(&id)?;
    let permit = state
        .service
        .live()
        .open_stream(addr)
        .map_err(|refused| ServiceError::RateLimited(refused.to_string()))?;
    // Subscribe before reading the current seq so no move falls in between.
    let notices = state.service.live().subscribe();
    let record = state
        .store
        .game(game_id)
        .await
        .map_err(ServiceError::from)?
        .ok_or_else(|| AppError::NotFound(t("games-error-no-game")))?;
    let current = futures_util::stream::once(std::future::ready(Ok::<_, Infallible>(
        SseEvent::default().data(record.seq.to_string()),
    )));
    let updates = tokio_stream::wrappers::BroadcastStream::new(notices).filter_map(move |n| {
        // The stream's place is held for as long as the stream lives.
        let _held = &permit;
        std::future::ready(match n {
            Ok(moved) if moved.game_id == game_id => Some(Ok(match moved.chat {
                // Only the new message's id: the page fetches what its viewer may read.
                Some(message) => SseEvent::default().event("chat").data(message.to_string()),
                None if moved.reload => SseEvent::default().event("reload").data("1"),
                None => SseEvent::default().data(moved.seq.to_string()),
            })),
            // Other games, or notices skipped by a slow reader (the next one catches up).
            _ => None,
        })
    });
    // The stream ends after LIVE_LIFETIME or when the server shuts down, so open pages
    // never hold up a graceful shutdown; the browser reconnects by itself.
    let live = state.service.live().clone();
    let end = async move {
        tokio::select! {
            _ = tokio::time::sleep(LIVE_LIFETIME) => {}
            _ = live.closed() => {}
        }
    };
    let stream = current.chain(updates).take_until(Box::pin(end));
    Ok(Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(25)))
        .into_response())
}
