//! The game page (the shell around the game's own area: header, status line, clock and
//! votes), move submission and live updates (Server-Sent Events); the history and its
//! replays are `history.rs`. The game draws its part through [`crate::game::GameWeb`]; nothing here
//! names a game.
//!
//! Everything a page shows comes from the game's view for this viewer, where hidden
//! information is removed; the history guard (R12-style windows) is checked here once for
//! every game, from [`crate::game::Game::step_visibility`].

use super::auth::{self, ClientAddr, MaybeWebUser};
use super::history::{step_rows, StepRow};
use super::parse_game_id;
use super::result::ResultPanel;
use super::{render, url_encode, AppError, AppState, Layout, Result};
use crate::game::text::{filters, site, t};
use crate::game::{GameArea, Message, Page, Seat};
use crate::service::{GameState, ServiceError};
use crate::store::Verdict;
use askama::Template;
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
pub(super) fn area_failed(game_id: Uuid) -> impl FnOnce(String) -> AppError {
    move |e| {
        AppError::internal(anyhow::anyhow!(
            "game {game_id}: the game's area failed: {e}"
        ))
    }
}

// --- the game page -----------------------------------------------------------------------

#[derive(Template)]
#[template(path = "games/show.html")]
struct GamePage {
    layout: Layout,
    title: String,
    slug: &'static str,
    game_id: String,
    /// The game's short number and its invitation's note.
    number: i64,
    note: String,
    description: String,
    seq: i64,
    status_line: String,
    /// `status_line`'s state in one word: mine, waiting, over, cancelled, removed.
    status_state: &'static str,
    /// The username of the seat to move, if any.
    to_move_username: Option<String>,
    my_turn: bool,
    finished: bool,
    panel: String,
    result: Option<ResultPanel>,
    /// The viewer's own previous move and what happened since (players only).
    recap: Vec<StepRow>,
    /// Another game waiting for the viewer's move, the one waiting longest.
    next_game: Option<String>,
    /// The computer players at the table, by name with their level.
    computers: Vec<String>,
    /// Why a game its host chose to rate did not count for ratings after all.
    unrated_because: Option<String>,
    /// The chat and the player's private note (`games/_chat.html`).
    chat: String,
    /// The viewer's chat messages they had not seen before this page (a marker at the top).
    unread_chat: usize,
    /// Everyone else has left: what ending the game would do, offered to the one left.
    abandoned: Option<String>,
    /// The viewer may resign (a player of the running game).
    can_resign: bool,
    /// The viewer may start a rematch (a player of the game, which is over).
    can_rematch: bool,
    area: GameArea,
    /// The commitment to the setup (`templates/games/_commitment.html`).
    commitment: Option<crate::service::SetupCommitment>,
}

/// Why a rated game was casual after all, in words (docs/social.md § Ratings).
async fn unrated_because(state: &AppState, game: &GameState) -> Result<Option<String>> {
    let rules = state.service.config().social;
    Ok(match state.service.rating_verdict(game).await? {
        Some(Verdict::TooShort) => Some(site(
            &Message::new("games-unrated-too-short").arg("moves", rules.rating_min_own_moves),
        )),
        Some(Verdict::PairLimit) => Some(site(
            &Message::new("games-unrated-pair-limit")
                .arg("games", rules.rated_games_per_pair_per_day),
        )),
        // Never a word about networks: that would tell one player where another is.
        Some(Verdict::Linked) => Some(t("games-unrated-fair-play")),
        _ => None,
    })
}

async fn show_game(
    State(state): State<AppState>,
    MaybeWebUser(mut user): MaybeWebUser,
    jar: CookieJar,
    Path(id): Path<String>,
    Query(mut query): Query<BTreeMap<String, String>>,
) -> Result<Response> {
    let game_id = parse_game_id(&id)?;
    let viewer = user.as_ref().map(|u| &u.user);
    let game = state.service.game(game_id, viewer).await?;
    // A chat message that could not be sent comes back in the chat's box.
    let chat_draft = query.remove("chat_draft").unwrap_or_default();
    let chat = state.service.chat_view(&game, viewer).await?;
    // The others' messages since the player last looked: marked on the page, then seen.
    let reader = viewer.map(|u| u.user_id);
    let unread_chat = chat
        .messages
        .iter()
        .filter(|m| chat.is_unread(m, reader))
        .count();
    if let (Some(u), Some(newest), true) = (viewer, chat.messages.last(), unread_chat > 0) {
        // Reading the page matters more than the mark: a store that cannot write now
        // leaves the messages unread, and the page is still shown.
        let marked = state.service.mark_chat_seen(game_id, u, newest.message_id);
        if let Err(e) = marked.await {
            tracing::warn!(%game_id, "chat not marked as read: {e}");
        }
    }
    if let Some(u) = &mut user {
        u.unread_chats.retain(|(id, _)| *id != game_id);
    }
    let (jar, flash) = auth::take_flash(jar);
    let names = game.shown_names();
    let me = game.your_seat;
    let to_move = game.to_move();
    // A game cancelled by vote keeps its board but takes no more moves.
    let cancelled = game.record.status == crate::store::GameStatus::Cancelled;
    // A seat removed by vote moves automatically: nothing to compose.
    let removed = me.is_some_and(|s| game.extras.removed_seats.contains(&s));
    let my_turn = !cancelled && !removed && me.is_some() && me == to_move;
    // Back from a refused move (the draft is in the address): the message goes with the
    // composer the page opens at, not to the top of the page out of view.
    let back_to_draft = !query.is_empty();
    let (flash, composer_flash) = if my_turn && back_to_draft {
        (Vec::new(), flash)
    } else {
        (flash, Vec::new())
    };
    let csrf = user.as_ref().map(|u| u.csrf.clone()).unwrap_or_default();
    let mut area = game
        .loaded
        .game_area(&Page {
            game_id,
            viewer: game.viewer(),
            names: &names,
            can_move: my_turn,
            seq: game.seq,
            csrf: &csrf,
            query: &query,
            composer_flash: &composer_flash,
        })
        .map_err(area_failed(game_id))?;
    let panel = super::panels::game_panel(&state, &game, user.as_ref()).await;
    let chat = render(&super::social::ChatPanel::new(
        game_id,
        &csrf,
        user.as_ref().map(|u| u.user.user_id),
        me.is_some(),
        chat,
        &chat_draft,
    ))?
    .0;
    let name_of = |s: Seat| names.get(s).cloned().unwrap_or_else(|| seat_name(s));
    let automatic = game.game_type.automatic_words().does;
    // The same state as words for machines (the browser tests read it in any language).
    let status_state = match to_move {
        _ if cancelled => "cancelled",
        Some(_) if removed => "removed",
        Some(_) if my_turn => "mine",
        Some(_) => "waiting",
        None => "over",
    };
    let to_move_username = to_move
        .and_then(|s| game.record.players.get(s))
        .map(|u| u.username.clone());
    let status_line = match to_move {
        _ if cancelled && game.extras.cancelled_abandoned() => {
            t("games-status-cancelled-abandoned")
        }
        _ if cancelled => t("games-status-cancelled"),
        Some(_) if removed => {
            let id = if game.extras.resigned(me.unwrap_or_default()) {
                "games-status-resigned"
            } else {
                "games-status-removed"
            };
            site(&Message::new(id).arg("does", automatic))
        }
        Some(_) if my_turn => t("games-status-your-turn"),
        Some(s) => site(&Message::new("games-status-waiting").arg("name", name_of(s))),
        None => t("games-status-over"),
    };
    let mut title = site(
        &Message::new("games-title")
            .arg("game", game.game_type.title(&game.record.options))
            .arg("players", names.join(", "))
            .arg("number", game.record.number),
    );
    if my_turn {
        title = site(&Message::new("games-title-your-turn").arg("title", title));
    }
    let now = state.service.now();
    let page = GamePage {
        layout: Layout::new(user.as_ref(), flash),
        title,
        slug: game.game_type.slug(),
        game_id: game_id.to_string(),
        number: game.record.number,
        note: game.record.note.clone(),
        computers: game
            .record
            .players
            .iter()
            .filter_map(|u| {
                crate::service::computers::computer_level(u.user_id)
                    .map(|_| crate::service::computers::shown_user(u))
            })
            .collect(),
        description: game.game_type.describe_options(&game.record.options),
        seq: game.seq,
        status_line,
        status_state,
        to_move_username,
        my_turn,
        finished: game.is_finished(),
        panel,
        result: ResultPanel::of(&game, &game.result_names(), area.result.take()),
        recap: me
            .map(|seat| step_rows(&game, game.recap(seat), now))
            .unwrap_or_default(),
        next_game: user
            .iter()
            .flat_map(|u| &u.waiting)
            .find(|id| **id != game_id)
            .map(|id| id.to_string()),
        unrated_because: unrated_because(&state, &game).await?,
        chat,
        unread_chat,
        abandoned: super::social::abandoned_offer(&state, &game),
        can_resign: super::social::can_resign(&game),
        can_rematch: me.is_some() && game.record.status != crate::store::GameStatus::Active,
        area,
        commitment: game.commitment(),
    };
    Ok((jar, render(&page)?).into_response())
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

/// The messages once each, in the order they first appear, with how often they
/// occurred: a move that ends a game of automatic skips would otherwise repeat "Bob has
/// no cards left and is skipped" once per struggle.
pub(super) fn condense(messages: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut counted: Vec<(String, usize)> = Vec::new();
    for m in messages {
        match counted.iter_mut().find(|(seen, _)| *seen == m) {
            Some((_, n)) => *n += 1,
            None => counted.push((m, 1)),
        }
    }
    // The count leads, so that it is not read as part of the sentence ("… struggle ended
    // (3 times)" read as one struggle ending three times).
    counted
        .into_iter()
        .map(|(m, n)| match n {
            1 => m,
            n => site(
                &Message::new("games-times")
                    .arg("count", n)
                    .arg("message", m),
            ),
        })
        .collect()
}

/// A seat without a player's name: "seat 2".
pub(super) fn seat_name(seat: Seat) -> String {
    site(&Message::new("games-seat").arg("seat", seat + 1))
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
                messages.extend(condense(told));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeated_messages_are_told_once_with_their_count() {
        let m = |s: &str| s.to_string();
        let said = condense([
            m("Ann has no cards left and is skipped."),
            m("Bob is skipped — struggle ended."),
            m("Struggle 3: Lan Na goes to the Rama."),
            m("Ann has no cards left and is skipped."),
            m("Bob is skipped — struggle ended."),
            m("Struggle 4: Kedah goes to the Lao."),
            m("Ann has no cards left and is skipped."),
        ]);
        assert_eq!(
            said,
            [
                "Three times: Ann has no cards left and is skipped.",
                "Two times: Bob is skipped — struggle ended.",
                "Struggle 3: Lan Na goes to the Rama.",
                "Struggle 4: Kedah goes to the Lao.",
            ]
        );
    }
}
