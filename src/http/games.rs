//! The (simple, table-based) game page, move submission and the history page.
//!
//! Everything shown comes from the engine's view for this viewer (hidden information is
//! already removed there). A later version replaces this page with an SVG board.

use super::auth::{self, MaybeWebUser, WebUser};
use super::lobby::describe_options;
use super::{render, url_encode, AppError, AppState, Layout, Result};
use crate::engine::Status;
use crate::service::{GameState, ServiceError};
use askama::Template;
use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;
use serde_json::Value;
use uuid::Uuid;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/games/{id}", get(show_game))
        .route("/games/{id}/moves", post(submit_move))
        .route("/games/{id}/history", get(show_history))
}

/// Most moves listed in the move picker: early turns have ~20,000 legal moves, far too many
/// for one page; the text field accepts any move (the SVG move builder comes later).
const MOVE_LIST_MAX: usize = 500;

/// At most `max` of the legal moves, shared fairly among the kinds of move (the first
/// word: card or `pass`) so every card appears, in the engine's order.
fn pick_moves(legal: Vec<String>, max: usize) -> Vec<String> {
    if legal.len() <= max {
        return legal;
    }
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    for m in legal {
        let kind = m.split_whitespace().next().unwrap_or("").to_string();
        match groups.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, list)) => list.push(m),
            None => groups.push((kind, vec![m])),
        }
    }
    let mut taken = vec![0usize; groups.len()];
    let mut count = 0;
    'fill: loop {
        let mut progressed = false;
        for (g, (_, list)) in groups.iter().enumerate() {
            if taken[g] < list.len() {
                taken[g] += 1;
                count += 1;
                progressed = true;
                if count == max {
                    break 'fill;
                }
            }
        }
        if !progressed {
            break;
        }
    }
    groups
        .into_iter()
        .zip(taken)
        .flat_map(|((_, list), n)| list.into_iter().take(n))
        .collect()
}

pub fn parse_game_id(id: &str) -> Result<Uuid> {
    Uuid::parse_str(id).map_err(|_| AppError::NotFound("there is no such game".into()))
}

// --- the engine's view, as far as this page needs it --------------------------------

#[derive(Deserialize, Default)]
#[serde(default)]
struct ViewJson {
    board_name: String,
    factions: Vec<String>,
    occupier: String,
    provinces: Vec<ProvinceJson>,
    track: Vec<TileJson>,
    pool: Vec<u32>,
    seats: Vec<SeatJson>,
    cards_played: u32,
    cards_total: u32,
    last_card: bool,
    passes_in_row: u32,
    history_from: usize,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct ProvinceJson {
    id: String,
    name: String,
    capital: String,
    home_of: Option<String>,
    followers: Vec<u32>,
    control: Option<Value>,
    resolved_in: Option<u32>,
    king: Option<usize>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct TileJson {
    number: u32,
    province: String,
    face_up: bool,
    contested: bool,
    king: Option<usize>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct SeatJson {
    seat: usize,
    team: Option<u32>,
    aid: u32,
    followers: Vec<u32>,
    hand: Option<Vec<String>>,
    hand_count: u32,
    discards: Option<Vec<String>>,
    discard_top: Option<String>,
    discard_count: u32,
    last_move: Option<Value>,
}

fn faction_index(name: &str) -> Option<usize> {
    match name {
        "yellow" => Some(0),
        "red" => Some(1),
        "blue" => Some(2),
        _ => None,
    }
}

fn card_name(card: &str, factions: &[String]) -> String {
    match card {
        "maharacha" => "Maharacha".into(),
        "khon_thai" => "Khon Thai".into(),
        "one_vs_one" => "1 vs 1".into(),
        "two_vs_one" => "2 vs 1".into(),
        other => faction_index(other)
            .and_then(|i| factions.get(i).cloned())
            .unwrap_or_else(|| other.to_string()),
    }
}

fn cards_text(cards: &[String], factions: &[String]) -> String {
    if cards.is_empty() {
        return "none".into();
    }
    cards
        .iter()
        .map(|c| card_name(c, factions))
        .collect::<Vec<_>>()
        .join(", ")
}

fn counts_text(counts: &[u32], factions: &[String]) -> String {
    counts
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{} {n}", factions.get(i).map_or("?", |s| s.as_str())))
        .collect::<Vec<_>>()
        .join(" · ")
}

// --- the page ----------------------------------------------------------------------

struct PlayerRow {
    seat: usize,
    name: String,
    team: String,
    aid: u32,
    followers: String,
    hand_count: u32,
    hand: String,
    discards: String,
    last_move: String,
    to_move: bool,
    is_me: bool,
    winner: bool,
}

struct ProvinceRow {
    name: String,
    capital: String,
    home: String,
    followers: Vec<u32>,
    control: String,
    king: String,
    resolved: bool,
}

struct TileRow {
    number: u32,
    province: String,
    state: String,
    contested: bool,
    king: String,
}

#[derive(Template)]
#[template(path = "games/show.html")]
struct GamePage {
    layout: Layout,
    title: String,
    game_id: String,
    description: String,
    board_name: String,
    factions: Vec<String>,
    players: Vec<PlayerRow>,
    provinces: Vec<ProvinceRow>,
    track: Vec<TileRow>,
    pool: String,
    my_hand: Option<String>,
    status_line: String,
    result: Option<String>,
    progress: String,
    my_turn: bool,
    can_pass: bool,
    legal_moves: Vec<String>,
    legal_total: usize,
    seq: i64,
    draft: String,
    spectator: bool,
}

#[derive(Deserialize, Default)]
struct GameQuery {
    draft: Option<String>,
}

fn game_page(
    game: &GameState,
    user: Option<&WebUser>,
    flash: Vec<String>,
    draft: String,
) -> GamePage {
    let view_value = game.view();
    let view: ViewJson = serde_json::from_value(view_value).unwrap_or_default();
    let names = game.names();
    let name = |seat: Option<usize>| seat.and_then(|s| names.get(s).cloned()).unwrap_or_default();
    let factions = if view.factions.len() == 3 {
        view.factions.clone()
    } else {
        vec!["Yellow".into(), "Red".into(), "Blue".into()]
    };
    let status = game.status();
    let (to_move, winners, result) = match &status {
        Status::Active { to_move } => (Some(*to_move), Vec::new(), None),
        Status::Finished { outcome } => {
            let text = game
                .loaded
                .outcome_text(&names)
                .unwrap_or_else(|| outcome.summary.clone());
            (None, outcome.winners.clone(), Some(text))
        }
    };
    let my_turn = game.your_seat.is_some() && game.your_seat == to_move;
    let legal = if my_turn {
        game.legal_moves()
    } else {
        Vec::new()
    };
    let players = view
        .seats
        .iter()
        .map(|s| PlayerRow {
            seat: s.seat + 1,
            name: name(Some(s.seat)),
            team: s.team.map_or(String::new(), |t| {
                if t == 0 {
                    "seats 1 & 3".into()
                } else {
                    "seats 2 & 4".into()
                }
            }),
            aid: s.aid,
            followers: counts_text(&s.followers, &factions),
            hand_count: s.hand_count,
            hand: s
                .hand
                .as_ref()
                .map_or("hidden".into(), |h| cards_text(h, &factions)),
            discards: match (&s.discards, &s.discard_top) {
                (Some(d), _) => cards_text(d, &factions),
                (None, Some(top)) => format!(
                    "{} card{}, top: {}",
                    s.discard_count,
                    if s.discard_count == 1 { "" } else { "s" },
                    card_name(top, &factions)
                ),
                (None, None) => "none".into(),
            },
            last_move: match &s.last_move {
                Some(m) if m["type"] == "played" => format!(
                    "played {}",
                    card_name(m["card"].as_str().unwrap_or(""), &factions)
                ),
                Some(m) if m["automatic"] == true => "was skipped".into(),
                Some(_) => "passed".into(),
                None => String::new(),
            },
            to_move: to_move == Some(s.seat),
            is_me: game.your_seat == Some(s.seat),
            winner: winners.contains(&s.seat),
        })
        .collect();
    let provinces = view
        .provinces
        .iter()
        .map(|p| ProvinceRow {
            name: p.name.clone(),
            capital: p.capital.clone(),
            home: p
                .home_of
                .as_deref()
                .and_then(faction_index)
                .and_then(|i| factions.get(i).cloned())
                .unwrap_or_default(),
            followers: p.followers.clone(),
            control: match &p.control {
                Some(Value::String(s)) if s == "occupier" => view.occupier.clone(),
                Some(Value::Object(o)) => o
                    .get("faction")
                    .and_then(|f| f.as_str())
                    .and_then(faction_index)
                    .and_then(|i| factions.get(i).cloned())
                    .unwrap_or_default(),
                _ => String::new(),
            },
            king: name(p.king),
            resolved: p.resolved_in.is_some(),
        })
        .collect();
    let province_name = |id: &str| {
        view.provinces
            .iter()
            .find(|p| p.id == id)
            .map_or(id.to_string(), |p| p.name.clone())
    };
    let track = view
        .track
        .iter()
        .map(|t| TileRow {
            number: t.number,
            province: province_name(&t.province),
            state: if t.face_up {
                "open".into()
            } else {
                "resolved".into()
            },
            contested: t.contested,
            king: name(t.king),
        })
        .collect();
    let my_hand = game.your_seat.and_then(|me| {
        view.seats
            .iter()
            .find(|s| s.seat == me)
            .and_then(|s| s.hand.as_ref())
            .map(|h| cards_text(h, &factions))
    });
    let status_line = match to_move {
        Some(_) if my_turn => "It is your turn.".to_string(),
        Some(s) => format!("Waiting for {} to move.", name(Some(s))),
        None => "The game is over.".to_string(),
    };
    let mut title = format!("{} — {}", game.game_type.name(), names.join(", "));
    if my_turn {
        title = format!("(Your turn) {title}");
    }
    let can_pass = legal.iter().any(|m| m == "pass");
    let legal_total = legal.len();
    GamePage {
        layout: Layout::new(user, flash),
        title,
        game_id: game.record.game_id.to_string(),
        description: describe_options(&game.record.game, &game.record.options),
        board_name: view.board_name.clone(),
        factions: factions.clone(),
        players,
        provinces,
        track,
        pool: counts_text(&view.pool, &factions),
        my_hand,
        status_line,
        result,
        progress: format!(
            "Move {} · {} of {} cards played · {} pass{} in a row{}",
            game.seq,
            view.cards_played,
            view.cards_total,
            view.passes_in_row,
            if view.passes_in_row == 1 { "" } else { "es" },
            if view.last_card {
                " · last card of the game"
            } else {
                ""
            }
        ),
        my_turn,
        can_pass,
        legal_moves: pick_moves(legal, MOVE_LIST_MAX),
        legal_total,
        seq: game.seq,
        draft,
        spectator: game.your_seat.is_none(),
    }
}

async fn show_game(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
    Path(id): Path<String>,
    Query(q): Query<GameQuery>,
) -> Result<Response> {
    let game_id = parse_game_id(&id)?;
    let game = state
        .service
        .game(game_id, user.as_ref().map(|u| &u.user))
        .await?;
    let (jar, flash) = auth::take_flash(jar);
    let draft: String = q.draft.unwrap_or_default().chars().take(300).collect();
    let page = game_page(&game, user.as_ref(), flash, draft);
    Ok((jar, render(&page)?).into_response())
}

/// The move form: a typed move wins over the picked one.
#[derive(Deserialize, Default)]
pub struct MoveForm {
    #[serde(default)]
    pub csrf: String,
    #[serde(default)]
    pub seq: String,
    #[serde(default)]
    pub move_text: String,
    #[serde(default)]
    pub move_choice: String,
}

async fn submit_move(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(id): Path<String>,
    Form(form): Form<MoveForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let game_id = parse_game_id(&id)?;
    let back = format!("/games/{game_id}");
    let seq: i64 = form.seq.trim().parse().map_err(|_| {
        AppError::BadRequest("the form lacks the position number (seq); reload the page".into())
    })?;
    let text = if form.move_text.trim().is_empty() {
        form.move_choice.trim()
    } else {
        form.move_text.trim()
    };
    match state
        .service
        .submit_move(game_id, &user.user, seq, text)
        .await
    {
        Ok(outcome) => {
            let mut messages = vec![format!("You played: {}", outcome.notation)];
            messages.extend(outcome.narration);
            let jar = auth::set_flash(&state, jar, &messages);
            Ok((jar, Redirect::to(&back)).into_response())
        }
        Err(e @ ServiceError::Conflict(_)) => {
            let jar = auth::set_flash(&state, jar, &[e.to_string()]);
            Ok((jar, Redirect::to(&back)).into_response())
        }
        Err(e @ (ServiceError::IllegalMove(_) | ServiceError::Invalid(_))) => {
            // The typed move comes back into the text field so nothing is lost.
            let jar = auth::set_flash(&state, jar, &[format!("Not played: {e}")]);
            let target = if text.is_empty() {
                back
            } else {
                format!("{back}?draft={}", url_encode(text))
            };
            Ok((jar, Redirect::to(&target)).into_response())
        }
        Err(e) => Err(e.into()),
    }
}

struct StepRow {
    step: usize,
    player: String,
    notation: String,
    narration: Vec<String>,
}

#[derive(Template)]
#[template(path = "games/history.html")]
struct HistoryPage {
    layout: Layout,
    game_id: String,
    description: String,
    steps: Vec<StepRow>,
    partial: bool,
}

async fn show_history(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    Path(id): Path<String>,
) -> Result<Response> {
    let game_id = parse_game_id(&id)?;
    let game = state
        .service
        .game(game_id, user.as_ref().map(|u| &u.user))
        .await?;
    let names = game.names();
    let steps: Vec<StepRow> = game
        .history()
        .into_iter()
        .map(|s| StepRow {
            step: s.step,
            player: names.get(s.seat).cloned().unwrap_or_default(),
            notation: s.notation,
            narration: s.narration,
        })
        .collect();
    let partial = steps.first().is_some_and(|s| s.step > 1);
    let page = HistoryPage {
        layout: Layout::new(user.as_ref(), Vec::new()),
        game_id: game_id.to_string(),
        description: describe_options(&game.record.game, &game.record.options),
        steps,
        partial,
    };
    Ok(render(&page)?.into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_move_picker_keeps_every_kind_of_move() {
        let mut legal: Vec<String> = (0..1000).map(|i| format!("maharacha {i}")).collect();
        legal.extend((0..10).map(|i| format!("rama {i}")));
        legal.push("pass".into());
        let picked = pick_moves(legal, 100);
        assert_eq!(picked.len(), 100);
        assert!(picked.contains(&"pass".to_string()));
        assert_eq!(picked.iter().filter(|m| m.starts_with("rama")).count(), 10);
        assert_eq!(picked[0], "maharacha 0");
        assert_eq!(
            pick_moves(vec!["pass".into()], 100),
            vec!["pass".to_string()]
        );
    }
}
