//! The game page (SVG board, player panels, the no-JavaScript move composer), move
//! submission, live updates (Server-Sent Events), the history and its replays.
//!
//! Everything a page shows comes from the engine's view for this viewer (`view_for`), where
//! hidden information is removed. The typed state is used only to enumerate the viewer's
//! own legal choices (the composer) and to replay the log for history steps the viewer
//! may see (R12).

use super::auth::{self, ClientAddr, MaybeWebUser, WebUser};
use crate::games::siam::web::composer::{self, Composed, Stage, StepKind, Token};
use super::lobby::describe_options;
use crate::games::siam::web::board::{board_svg, faction_class, occupier_mark, Marks};
use super::{render, url_encode, AppError, AppState, Layout, Result};
use crate::games::siam::model::{
    Action, Card, Controller, Decider, Event, Faction, FinalResult, Follower, LastMove, Move,
    State as SiamState,
};
use crate::games::siam::view::{view_for, SeatView, View};
use crate::games::siam::{self, notation, rules, KingOfSiam};
use crate::game::{Hands, Seat, Viewer};
use crate::game::Loaded;
use crate::service::{GameState, ServiceError};
use askama::Template;
use axum::extract::{Path, Query, State};
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use axum_extra::extract::cookie::CookieJar;
use futures_util::StreamExt;
use serde::Deserialize;
use std::convert::Infallible;
use std::time::Duration;
use uuid::Uuid;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/games/{id}", get(show_game))
        .route("/games/{id}/moves", post(submit_move))
        .route("/games/{id}/live", get(live_game))
        .route("/games/{id}/history", get(show_history))
        .route("/games/{id}/history/{step}", get(show_history_step))
}

pub fn parse_game_id(id: &str) -> Result<Uuid> {
    Uuid::parse_str(id).map_err(|_| AppError::NotFound("there is no such game".into()))
}

/// The typed King of Siam game behind the platform's adapter.
fn siam_game(game: &GameState) -> Result<&Loaded<KingOfSiam>> {
    game.loaded
        .as_any()
        .downcast_ref::<Loaded<KingOfSiam>>()
        .ok_or_else(|| {
            AppError::internal(anyhow::anyhow!(
                "game {} is not a King of Siam game",
                game.record.game_id
            ))
        })
}

// --- pieces of a page, built from the view ---------------------------------------------

/// Followers of one faction as a chip: colour class, letter and count.
struct Chip {
    class: &'static str,
    letter: char,
    count: u8,
    faction: &'static str,
}

fn chips(view: &View, counts: [u8; 3], keep_zero: bool) -> Vec<Chip> {
    Faction::ALL
        .iter()
        .filter(|f| keep_zero || counts[f.index()] > 0)
        .map(|f| Chip {
            class: faction_class(*f),
            letter: view.letters[f.index()],
            count: counts[f.index()],
            faction: view.factions[f.index()],
        })
        .collect()
}

fn card_name(view: &View, card: Card) -> String {
    view.card_names[card.index()].to_string()
}

/// Stable card word for `data-*` attributes (the same on both maps).
fn card_key(card: Card) -> &'static str {
    [
        "maharacha",
        "khon_thai",
        "one_vs_one",
        "two_vs_one",
        "yellow",
        "red",
        "blue",
    ][card.index()]
}

/// One card in a hand or discard list.
struct CardItem {
    name: String,
    key: &'static str,
}

fn card_items(view: &View, cards: &[Card]) -> Vec<CardItem> {
    cards
        .iter()
        .map(|c| CardItem {
            name: card_name(view, *c),
            key: card_key(*c),
        })
        .collect()
}

fn last_move_text(view: &View, m: Option<LastMove>) -> String {
    match m {
        None => "has not moved yet".into(),
        Some(LastMove::Played { card }) => format!("played {}", card_name(view, card)),
        Some(LastMove::Passed {
            ended_struggle,
            automatic,
        }) => {
            let base = if automatic {
                "could only pass (passed automatically)"
            } else {
                "passed"
            };
            if ended_struggle {
                format!("{base} — struggle ended")
            } else {
                base.to_string()
            }
        }
    }
}

/// One player's panel.
struct SeatPanel {
    seat: usize,
    number: usize,
    name: String,
    is_me: bool,
    to_move: bool,
    winner: bool,
    team: Option<String>,
    aid: u8,
    followers: Vec<Chip>,
    follower_total: u32,
    /// "3 complete sets" at the end of a colony game.
    sets: Option<String>,
    /// Present only when this viewer may see the hand.
    hand: Option<Vec<CardItem>>,
    /// `data-hand` value (card keys), only for visible hands.
    hand_keys: String,
    hand_count: u8,
    discard_top: Option<String>,
    discard_count: u8,
    /// Present only when this viewer may see every discard.
    discards: Option<Vec<CardItem>>,
    discard_keys: String,
    king_used: bool,
    last_move: String,
}

fn team_text(players: u8, seat: usize) -> Option<String> {
    (players == 4).then(|| {
        if seat.is_multiple_of(2) {
            "Team A · seats 1 & 3".to_string()
        } else {
            "Team B · seats 2 & 4".to_string()
        }
    })
}

/// How many followers the seat has collected, of all colours.
fn follower_total(s: &SeatView) -> u32 {
    s.followers.iter().map(|&c| c as u32).sum()
}

fn seat_panels(view: &View, names: &[String], me: Option<Seat>) -> Vec<SeatPanel> {
    seat_panels_with(view, names, me, |s| (s.hand.clone(), s.discards.clone()))
}

/// Panels with the cards given by `cards` (a seat's hand and discards, if visible).
fn seat_panels_with(
    view: &View,
    names: &[String],
    me: Option<Seat>,
    cards: impl Fn(&SeatView) -> (Option<Vec<Card>>, Option<Vec<Card>>),
) -> Vec<SeatPanel> {
    let winners = view
        .result
        .as_ref()
        .map(|r| r.winners.clone())
        .unwrap_or_default();
    let colony = view.result.as_ref().is_some_and(|r| r.colony);
    view.seats
        .iter()
        .map(|s| {
            let (hand, discards) = cards(s);
            let keys = |cards: &Option<Vec<Card>>| {
                cards
                    .as_ref()
                    .map(|cs| {
                        cs.iter()
                            .map(|c| card_key(*c))
                            .collect::<Vec<_>>()
                            .join(" ")
                    })
                    .unwrap_or_default()
            };
            SeatPanel {
                seat: s.seat,
                number: s.seat + 1,
                name: names
                    .get(s.seat)
                    .cloned()
                    .unwrap_or_else(|| format!("Player {}", s.seat + 1)),
                is_me: me == Some(s.seat),
                to_move: view.to_move == Some(s.seat),
                winner: winners.contains(&s.seat),
                team: team_text(view.players, s.seat),
                aid: s.aid,
                followers: chips(view, s.followers, true),
                follower_total: follower_total(s),
                // Per seat; in a 4-player colony partners count their followers together.
                sets: colony
                    .then(|| view.result.as_ref().and_then(|r| r.sets.get(s.seat)))
                    .flatten()
                    .map(|n| {
                        format!(
                            "{n} complete set{}{}",
                            if *n == 1 { "" } else { "s" },
                            if view.players == 4 {
                                " (with partner)"
                            } else {
                                ""
                            }
                        )
                    }),
                hand_keys: keys(&hand),
                discard_keys: keys(&discards),
                hand: hand.as_deref().map(|h| card_items(view, h)),
                hand_count: s.hand_count,
                discard_top: s.discard_top.map(|c| card_name(view, c)),
                discard_count: s.discard_count,
                discards: discards.as_deref().map(|d| card_items(view, d)),
                king_used: s.king_used,
                last_move: last_move_text(view, s.last_move),
            }
        })
        .collect()
}

/// One box of the province-tile track.
struct TrackBox {
    number: u8,
    province: String,
    face_up: bool,
    contested: bool,
    control_class: &'static str,
    control_label: String,
    control_who: String,
    king: Option<String>,
    href: Option<String>,
    selected: bool,
}

fn track(view: &View, names: &[String], marks: &Marks) -> Vec<TrackBox> {
    view.track
        .iter()
        .map(|t| {
            let p = view.provinces.iter().find(|p| p.id == t.province);
            let number = p.map_or(0, |p| p.number as usize);
            let (control_class, control_label, control_who) = match p.and_then(|p| p.control) {
                Some(Controller::Faction(f)) => (
                    faction_class(f),
                    view.letters[f.index()].to_string(),
                    view.factions[f.index()].to_string(),
                ),
                Some(Controller::Occupier) => (
                    "occ",
                    occupier_mark(view.occupier),
                    view.occupier.to_string(),
                ),
                None => ("", String::new(), String::new()),
            };
            TrackBox {
                number: t.number,
                province: p.map_or(t.province.to_string(), |p| p.name.to_string()),
                face_up: t.face_up,
                contested: t.contested,
                control_class,
                control_label,
                control_who,
                king: t.king.map(|s| {
                    names
                        .get(s)
                        .cloned()
                        .unwrap_or_else(|| format!("seat {}", s + 1))
                }),
                href: marks
                    .prov_href
                    .get(number)
                    .cloned()
                    .flatten()
                    .filter(|_| marks.tiles),
                selected: marks.tiles && marks.prov_selected.get(number).copied().unwrap_or(false),
            }
        })
        .collect()
}

/// The province table under the map (the same facts in text).
struct ProvinceRow {
    name: String,
    capital: String,
    home: String,
    followers: Vec<Chip>,
    control: String,
    neighbours: String,
}

fn province_rows(view: &View) -> Vec<ProvinceRow> {
    view.provinces
        .iter()
        .map(|p| ProvinceRow {
            name: p.name.to_string(),
            capital: p.capital.to_string(),
            home: p
                .home_of
                .map(|f| view.factions[f.index()].to_string())
                .unwrap_or_default(),
            followers: chips(view, p.followers, false),
            control: match p.control {
                Some(Controller::Faction(f)) => {
                    format!(
                        "{} (struggle {})",
                        view.factions[f.index()],
                        p.resolved_in.unwrap_or(0)
                    )
                }
                Some(Controller::Occupier) => {
                    format!(
                        "{} (struggle {})",
                        view.occupier,
                        p.resolved_in.unwrap_or(0)
                    )
                }
                None => String::new(),
            },
            neighbours: p
                .adjacent
                .iter()
                .filter_map(|id| view.provinces.iter().find(|q| q.id == *id))
                .map(|q| q.name)
                .collect::<Vec<_>>()
                .join(", "),
        })
        .collect()
}

/// The result of a finished game, in words.
struct ResultBox {
    /// The engine's sentence (`LoadedGame::outcome_text`).
    text: String,
    /// Who won, e.g. "ann wins." or "Team A (ann and cid) wins.".
    headline: String,
    decided_by: String,
    provinces: String,
}

fn decider_text(view: &View, r: &FinalResult) -> String {
    let second = r.second.map(|f| view.factions[f.index()]).unwrap_or("none");
    match r.decider {
        Decider::RulingFollowers => "the most followers of the ruling faction".into(),
        Decider::SecondFollowers => format!(
            "a tie on the ruling faction's followers, broken by the followers of the second-ranked faction ({second})"
        ),
        Decider::OldestLastCard => "a tie on followers of both ranked factions: of the tied players, the one who played an action card most recently loses (ruling R11)".into(),
        Decider::Sets => "the most complete sets (one follower of each colour)".into(),
        Decider::LatestLastCard => "a tie on complete sets: the tied player (or team) who played an action card most recently wins".into(),
        Decider::Shared => "a tie in every respect: the win is shared (ruling R15)".into(),
    }
}

fn result_box(view: &View, r: &FinalResult, text: String, names: &[String]) -> ResultBox {
    let mut parts: Vec<String> = Faction::ALL
        .iter()
        .map(|f| format!("{} {}", view.factions[f.index()], r.provinces[f.index()]))
        .collect();
    parts.push(format!("{} {}", view.occupier, r.occupied));
    let winners: Vec<String> = r
        .winners
        .iter()
        .map(|&s| {
            names
                .get(s)
                .cloned()
                .unwrap_or_else(|| format!("seat {}", s + 1))
        })
        .collect();
    let headline = if view.players == 4 {
        let mut teams: Vec<&str> = r
            .winners
            .iter()
            .map(|s| {
                if s.is_multiple_of(2) {
                    "Team A"
                } else {
                    "Team B"
                }
            })
            .collect();
        teams.dedup();
        format!(
            "★ {} ({}) win{}.",
            teams.join(" and "),
            winners.join(" and "),
            if teams.len() == 1 { "s" } else { "" }
        )
    } else {
        format!(
            "★ {} win{}.",
            winners.join(" and "),
            if winners.len() == 1 { "s" } else { "" }
        )
    };
    ResultBox {
        text,
        headline,
        decided_by: decider_text(view, r),
        provinces: parts.join(" · "),
    }
}

// --- the composer on the page ------------------------------------------------------------

/// A card the player may start a move with.
struct CardChoice {
    name: String,
    count: u8,
    href: String,
    hint: String,
    notices: Vec<String>,
    playable: bool,
}

/// A choice already made, with a link that goes back to change it.
struct ChosenRow {
    label: String,
    change_href: String,
}

/// One option of the current step.
struct OptionLink {
    label: String,
    href: String,
}

/// What Confirm will play.
struct Preview {
    notation: String,
    description: String,
    svg: String,
    /// The tile track after the card, when the card changes it (Maharacha).
    track: Option<Vec<TrackBox>>,
    pool: Vec<Chip>,
    notes: Vec<String>,
    /// The position after the card and the take, for the followers in the players' panels.
    after: View,
}

/// The composer as the template shows it.
#[derive(Default)]
struct ComposerView {
    /// Step 0: the cards in hand.
    cards: Vec<CardChoice>,
    /// The chosen card's name, once chosen.
    card: Option<String>,
    card_hint: String,
    chosen: Vec<ChosenRow>,
    step_no: usize,
    steps_total: usize,
    prompt: String,
    options: Vec<OptionLink>,
    notices: Vec<String>,
    preview: Option<Preview>,
    unplayable: Option<String>,
    dropped: bool,
    reset_href: String,
    back_href: Option<String>,
    /// Hidden fields of the Confirm form: the draft to come back to if the move fails.
    card_code: String,
    draft: String,
    /// Complete moves for the notation field's suggestions.
    suggestions: Vec<String>,
    /// Explanation of the very-last-card rule, when it applies.
    last_card: Option<String>,
    /// At the take: the board after the card (the followers to take are there).
    after_card: Option<View>,
}

fn card_hint(view: &View, card: Card) -> String {
    let take = " Then take one follower.";
    let text = match card {
        Card::Maharacha => format!(
            "Swap two face-up tiles and put your {} marker on one of them.",
            view.king
        ),
        Card::KhonThai => {
            "Place one follower of each colour from the pool, each where you like.".to_string()
        }
        Card::OneVsOne => "Swap a follower with one of another province.".to_string(),
        Card::TwoVsOne => {
            "Swap two followers of a province with one of a neighbouring province.".to_string()
        }
        Card::Yellow | Card::Red | Card::Blue => {
            let f = view.factions[card.index() - 4];
            format!(
                "Place two {f} followers from the pool next to provinces {f} control or next to their uncontrolled home."
            )
        }
    };
    format!("{text}{take}")
}

fn province_name(view: &View, p: u8) -> &'static str {
    view.provinces
        .get(p as usize)
        .map_or("?", |province| province.name)
}

fn follower_words(view: &View, p: u8, f: Faction) -> String {
    format!(
        "{} ({}) in {}",
        view.factions[f.index()],
        view.letters[f.index()],
        province_name(view, p)
    )
}

fn token_words(view: &View, t: Token) -> String {
    match t {
        Token::Prov(p) => province_name(view, p).to_string(),
        Token::Follower(p, f) => follower_words(view, p, f),
    }
}

fn tile_box(view: &View, p: u8) -> u8 {
    let id = view.provinces.get(p as usize).map_or("", |x| x.id);
    view.track
        .iter()
        .find(|t| t.province == id)
        .map_or(0, |t| t.number)
}

fn prompt(view: &View, kind: StepKind, chosen: &[(StepKind, Token)]) -> String {
    let first = chosen
        .last()
        .map(|(_, t)| token_words(view, *t))
        .unwrap_or_default();
    let faction =
        |f: Faction| format!("{} ({})", view.factions[f.index()], view.letters[f.index()]);
    match kind {
        StepKind::TileA => "Choose the first of the two face-up tiles to swap (on the map or on the track).".into(),
        StepKind::TileB => format!("Choose the tile that swaps places with {first}."),
        StepKind::King => format!(
            "Put your {k} marker on one of the two swapped tiles. A tile with a {k} marker can never be swapped again.",
            k = view.king
        ),
        StepKind::Place(f) => format!("Where does the {} follower from the pool go?", faction(f)),
        StepKind::SwapA => "Choose the first follower to swap (any open province).".into(),
        StepKind::SwapB => format!("Choose the follower of another province that swaps with the {first}."),
        StepKind::TwoA => "Choose the first of two followers that leave their province together.".into(),
        StepKind::TwoB => {
            let p = chosen.last().map(|(_, t)| province_name(view, t.province())).unwrap_or("");
            format!("Choose the second follower leaving {p}.")
        }
        StepKind::Lone => "Choose the lone follower to swap (its province holds only this one: one for one, ruling R6).".into(),
        StepKind::OneSide => "Choose the follower of a neighbouring province that goes the other way.".into(),
        StepKind::FactionA(f) => format!(
            "Choose a province for the first {} follower.",
            faction(f)
        ),
        StepKind::FactionB(f) => format!(
            "Choose a province for the second {} follower (the same province again is allowed).",
            faction(f)
        ),
        StepKind::Take => "Last step: take one follower from any open province into your supply.".into(),
    }
}

fn option_label(view: &View, kind: StepKind, t: Token, chosen: &[(StepKind, Token)]) -> String {
    match kind {
        StepKind::TileA | StepKind::TileB => {
            format!(
                "{} (box {})",
                token_words(view, t),
                tile_box(view, t.province())
            )
        }
        StepKind::King => format!("{} marker on {}", view.king, token_words(view, t)),
        StepKind::Place(f) => format!(
            "{} ({}) to {}",
            view.factions[f.index()],
            view.letters[f.index()],
            token_words(view, t)
        ),
        StepKind::FactionB(_) if chosen.last().map(|c| c.1) == Some(t) => {
            format!("{} (both there)", token_words(view, t))
        }
        StepKind::Take => format!("Take {}", token_words(view, t)),
        _ => token_words(view, t),
    }
}

fn chosen_label(view: &View, kind: StepKind, t: Token) -> String {
    let w = token_words(view, t);
    match kind {
        StepKind::TileA => format!("Tile: {w}"),
        StepKind::TileB => format!("swapped with: {w}"),
        StepKind::King => format!("{} marker on {w}", view.king),
        StepKind::Place(f) => format!(
            "{} ({}) to {w}",
            view.factions[f.index()],
            view.letters[f.index()]
        ),
        StepKind::SwapA => format!("Swap: {w}"),
        StepKind::SwapB => format!("with: {w}"),
        StepKind::TwoA => format!("Two leave: {w}"),
        StepKind::TwoB => format!("and: {w}"),
        StepKind::Lone => format!("Lone follower: {w}"),
        StepKind::OneSide => format!("for: {w}"),
        StepKind::FactionA(_) => format!("First follower to {w}"),
        StepKind::FactionB(_) => format!("Second follower to {w}"),
        StepKind::Take => format!("Take: {w}"),
    }
}

fn draft_href(game_id: Uuid, card_code: &str, draft: &str) -> String {
    if draft.is_empty() {
        format!("/games/{game_id}?card={}#composer", url_encode(card_code))
    } else {
        format!(
            "/games/{game_id}?card={}&d={}#composer",
            url_encode(card_code),
            url_encode(draft)
        )
    }
}

/// The hand's distinct cards in card order, with counts.
fn hand_cards(state: &SiamState, seat: Seat) -> Vec<(Card, u8)> {
    Card::ALL
        .iter()
        .map(|c| (*c, state.seats[seat].hand[c.index()]))
        .filter(|(_, n)| *n > 0)
        .collect()
}

fn last_card_text(view: &View, players: u8) -> String {
    let total = view.cards_total;
    let who = if players == 4 {
        "you or your partner"
    } else {
        "you"
    };
    format!(
        "The very last card: this is card {total} of {total}, the last action card of the game. It may only be played if {who} win by it — after it nobody can act again, every remaining struggle resolves in tile order, and the game ends. Only choices that win are offered; if none does, you can only pass."
    )
}

#[allow(clippy::too_many_arguments)]
fn build_composer(
    game_id: Uuid,
    state: &SiamState,
    seat: Seat,
    view: &View,
    names: &[String],
    q: &GameQuery,
    marks: &mut Marks,
) -> ComposerView {
    let board = state.board();
    let mut out = ComposerView {
        reset_href: format!("/games/{game_id}#composer"),
        last_card: view.last_card.then(|| last_card_text(view, view.players)),
        ..Default::default()
    };
    // One complete example per card for the notation field's suggestions.
    let mut suggestions = Vec::new();
    let card = q
        .card
        .as_deref()
        .filter(|c| !c.is_empty())
        .and_then(|c| composer::parse_card(board, c));
    if card.is_none() && q.card.as_deref().is_some_and(|c| !c.is_empty()) {
        out.dropped = true;
    }
    let Some(card) = card else {
        for (c, count) in hand_cards(state, seat) {
            let code = board.card_codes[c.index()];
            let first = composer::first_play(state, seat, c);
            let playable = first.is_some();
            if let Some((action, take)) = first {
                suggestions.push(notation::print(board, &Move::Play { action, take }));
            }
            out.cards.push(CardChoice {
                name: card_name(view, c),
                count,
                href: format!("/games/{game_id}?card={}#composer", url_encode(code)),
                hint: card_hint(view, c),
                notices: composer::card_notices(state, c),
                playable,
            });
        }
        suggestions.push("pass".into());
        out.suggestions = suggestions;
        return out;
    };
    let code = board.card_codes[card.index()];
    marks.tiles = card == Card::Maharacha;
    out.card = Some(card_name(view, card));
    out.card_hint = card_hint(view, card);
    out.card_code = code.to_string();
    let (picks, unreadable) = composer::parse_picks(board, q.d.as_deref().unwrap_or(""));
    let composed: Composed = composer::compose(state, seat, card, &picks);
    out.dropped |= unreadable || composed.dropped;
    out.notices = composer::card_notices(state, card);
    out.steps_total = composed.steps_total;
    out.step_no = composed.chosen.len() + 1;
    let tokens: Vec<Token> = composed.chosen.iter().map(|(_, t)| *t).collect();
    out.draft = composer::encode_picks(board, &tokens);
    for (i, (kind, t)) in composed.chosen.iter().enumerate() {
        out.chosen.push(ChosenRow {
            label: chosen_label(view, *kind, *t),
            change_href: draft_href(game_id, code, &composer::encode_picks(board, &tokens[..i])),
        });
        match t {
            Token::Prov(p) => marks.prov_selected[*p as usize] = true,
            Token::Follower(p, f) => marks.follower_selected[*p as usize][f.index()] = true,
        }
    }
    out.back_href = Some(if tokens.is_empty() {
        out.reset_href.clone()
    } else {
        draft_href(
            game_id,
            code,
            &composer::encode_picks(board, &tokens[..tokens.len() - 1]),
        )
    });
    match composed.stage {
        Stage::Unplayable => {
            out.unplayable = Some(if view.last_card {
                format!(
                    "{} cannot win the game for you now, and as the very last card it may only be played to win.",
                    card_name(view, card)
                )
            } else {
                format!("You cannot play {} now.", card_name(view, card))
            });
        }
        Stage::Choose {
            kind,
            options,
            played,
        } => {
            out.prompt = prompt(view, kind, &composed.chosen);
            if let Some(action) = played {
                // Only this player's own card, as in the preview below.
                let mut after = state.clone();
                rules::play(&mut after, seat, &action, None);
                let after_view = view_for(&after, view.viewer);
                mark_changes(view, &after_view, marks);
                out.after_card = Some(after_view);
            }
            let mut options = options;
            if matches!(kind, StepKind::TileA | StepKind::TileB) {
                // Tiles are offered in the track's order, as the player sees them.
                options.sort_by_key(|t| tile_box(view, t.province()));
            }
            for t in options {
                let mut next = tokens.clone();
                next.push(t);
                let href = draft_href(game_id, code, &composer::encode_picks(board, &next));
                match t {
                    Token::Prov(p) => marks.prov_href[p as usize] = Some(href.clone()),
                    Token::Follower(p, f) => {
                        marks.follower_href[p as usize][f.index()] = Some(href.clone())
                    }
                }
                out.options.push(OptionLink {
                    label: option_label(view, kind, t, &composed.chosen),
                    href,
                });
            }
            if kind == StepKind::Take && composed.chosen.is_empty() && out.notices.is_empty() {
                out.notices
                    .push("Nothing to choose for the card itself.".into());
            }
        }
        Stage::Complete { action, take } => {
            out.preview = Some(preview(state, seat, view, names, action, take));
            out.step_no = composed.chosen.len();
            suggestions.push(notation::print(board, &Move::Play { action, take }));
        }
    }
    suggestions.push("pass".into());
    out.suggestions = suggestions;
    out
}

/// Outlines the provinces whose followers, tile or king differ from `before` to `after`;
/// true when the tile track changed.
fn mark_changes(before: &View, after: &View, marks: &mut Marks) -> bool {
    for (i, (a, b)) in before.provinces.iter().zip(&after.provinces).enumerate() {
        let moved_tile =
            before.track.iter().zip(&after.track).any(|(x, y)| {
                x.province != y.province && (x.province == a.id || y.province == a.id)
            });
        marks.changed[i] = a.followers != b.followers || moved_tile || a.king != b.king;
    }
    before
        .track
        .iter()
        .zip(&after.track)
        .any(|(a, b)| a.province != b.province || a.king != b.king)
}

fn preview(
    state: &SiamState,
    seat: Seat,
    view: &View,
    names: &[String],
    action: Action,
    take: Option<Follower>,
) -> Preview {
    let board = state.board();
    // Only this player's own card and take, not what the engine does next (skips of other
    // players would hint at their hidden cards before the move is confirmed).
    let mut after = state.clone();
    rules::play(&mut after, seat, &action, take);
    let after_view = view_for(&after, view.viewer);
    let mut marks = Marks::default();
    let track_changed = mark_changes(view, &after_view, &mut marks);
    let mut you: Vec<String> = names.to_vec();
    if let Some(n) = you.get_mut(seat) {
        *n = "You".into();
    }
    let sentence = siam::describe(state, &Event::Played { seat, action, take }, &you);
    let description = sentence
        .strip_prefix("You played ")
        .map(|rest| format!("You play {rest}"))
        .unwrap_or(sentence);
    let mut notes = Vec::new();
    if take.is_none() {
        notes.push("No follower is left in any open province: you take nothing.".to_string());
    }
    if view.last_card {
        notes.push("This is the very last card: after it every remaining struggle resolves and the game ends — with you (or your team) winning.".to_string());
    }
    notes.push("After you confirm, the server continues by itself: players who can only pass are skipped, and a struggle that ends is resolved. The page will tell you.".to_string());
    Preview {
        notation: notation::print(board, &Move::Play { action, take }),
        description,
        svg: board_svg(&after_view, &marks).render().unwrap_or_default(),
        track: track_changed.then(|| track(&after_view, names, &Marks::default())),
        pool: chips(&after_view, after_view.pool, true),
        notes,
        after: after_view,
    }
}

// --- the game page -----------------------------------------------------------------------

#[derive(Template)]
#[template(path = "games/show.html")]
struct GamePage {
    layout: Layout,
    title: String,
    game_id: String,
    description: String,
    board: &'static str,
    board_name: &'static str,
    occupier: &'static str,
    king: &'static str,
    hands_open: bool,
    seq: i64,
    status_line: String,
    progress: String,
    my_turn: bool,
    spectator: bool,
    finished: bool,
    panel: String,
    result: Option<ResultBox>,
    svg: String,
    track: Vec<TrackBox>,
    pool: Vec<Chip>,
    seats: Vec<SeatPanel>,
    provinces: Vec<ProvinceRow>,
    my_hand: Option<String>,
    composer: Option<ComposerView>,
    /// The map shows the board after the drafted card (not played yet).
    previewing: bool,
    /// The map shows the board after the player's card, before their take.
    after_card: bool,
    /// Messages about the move just refused, shown in the composer.
    composer_flash: Vec<String>,
    /// The notation field's text (kept after an illegal move).
    draft_text: String,
    history_note: String,
}

#[derive(Deserialize, Default)]
struct GameQuery {
    /// A move typed in notation that did not go through (shown again in the text field).
    draft: Option<String>,
    /// The composer's card (a card word of the notation).
    card: Option<String>,
    /// The composer's choices so far (see [`composer::parse_picks`]).
    d: Option<String>,
}

fn progress_text(view: &View) -> String {
    let resolved = view.track.iter().filter(|t| !t.face_up).count();
    let struggle = if view.result.is_some() {
        format!("{resolved} struggles resolved")
    } else {
        format!("Struggle {} of 8", (resolved + 1).min(8))
    };
    format!(
        "{struggle} · {} of {} cards played · {} pass{} in a row",
        view.cards_played,
        view.cards_total,
        view.passes_in_row,
        if view.passes_in_row == 1 { "" } else { "es" },
    )
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
    let loaded = siam_game(&game)?;
    let siam_state = &loaded.state;
    let viewer = game.viewer();
    let view = view_for(siam_state, viewer);
    let names = game.names();
    let me = game.your_seat;
    // A game cancelled by vote keeps its board but takes no more moves.
    let cancelled = game.record.status == crate::store::GameStatus::Cancelled;
    // A seat removed by vote passes automatically: nothing to compose.
    let removed = me.is_some_and(|s| game.extras.removed_seats.contains(&s));
    let my_turn = !cancelled && !removed && me.is_some() && me == view.to_move;
    // Back from a refused move (the draft is in the address): the message goes with the
    // composer the page opens at, not to the top of the page out of view.
    let back_to_draft = q.card.is_some() || q.draft.is_some();
    let mut marks = Marks::default();
    let composer = match me {
        Some(seat) if my_turn => Some(build_composer(
            game_id, siam_state, seat, &view, &names, &q, &mut marks,
        )),
        _ => None,
    };
    let panel = super::panels::game_panel(&state, &game, user.as_ref()).await;
    let name_of = |s: Seat| {
        names
            .get(s)
            .cloned()
            .unwrap_or_else(|| format!("seat {}", s + 1))
    };
    let status_line = match view.to_move {
        _ if cancelled => "This game was cancelled by its players.".to_string(),
        Some(_) if removed => {
            "You were removed from this game by vote; your seat passes automatically.".to_string()
        }
        Some(_) if my_turn => "It is your turn.".to_string(),
        Some(s) => format!("Waiting for {} to move.", name_of(s)),
        None => "The game is over.".to_string(),
    };
    let result = view.result.as_ref().map(|r| {
        let text = game
            .loaded
            .outcome_text(&names)
            .unwrap_or_else(|| siam::describe_result(siam_state, r, &names));
        result_box(&view, r, text, &names)
    });
    let mut title = format!(
        "{} — {}",
        super::lobby::game_title(&game.record.game, &game.record.options),
        names.join(", ")
    );
    if my_turn {
        title = format!("(Your turn) {title}");
    }
    let my_hand = me.and_then(|s| view.seats.get(s)).and_then(|s| {
        s.hand.as_ref().map(|h| {
            if h.is_empty() {
                "no cards left".to_string()
            } else {
                h.iter()
                    .map(|c| card_name(&view, *c))
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        })
    });
    let history_note = if view.result.is_some() || view.hands == Hands::Open {
        "the complete history".to_string()
    } else {
        "the moves since your previous turn (the complete history opens when the game ends)"
            .to_string()
    };
    // At the last step the map shows the board after the card: big enough to check it,
    // with the provinces the card changes outlined.
    let preview_svg = composer
        .as_ref()
        .and_then(|c| c.preview.as_ref())
        .map(|p| p.svg.clone());
    // At the take the card is settled: map, track and pool show the board after it.
    let board_view = composer
        .as_ref()
        .and_then(|c| c.after_card.as_ref())
        .unwrap_or(&view);
    let svg = match &preview_svg {
        Some(svg) => svg.clone(),
        None => board_svg(board_view, &marks)
            .render()
            .map_err(|e| AppError::internal(anyhow::anyhow!("board template failed: {e}")))?,
    };
    let (flash, composer_flash) = if composer.is_some() && back_to_draft {
        (Vec::new(), flash)
    } else {
        (flash, Vec::new())
    };
    let mut seats = seat_panels(&view, &names, me);
    if let Some(after) = composer
        .as_ref()
        .and_then(|c| c.preview.as_ref())
        .map(|p| &p.after)
    {
        // In the preview the followers are counted after the take, like the map shows.
        for (panel, s) in seats.iter_mut().zip(&after.seats) {
            panel.followers = chips(after, s.followers, true);
            panel.follower_total = follower_total(s);
        }
    }
    let page = GamePage {
        layout: Layout::new(user.as_ref(), flash),
        composer_flash,
        title,
        game_id: game_id.to_string(),
        description: describe_options(&game.record.game, &game.record.options),
        board: view.board,
        board_name: view.board_name,
        occupier: view.occupier,
        king: view.king,
        hands_open: view.hands == Hands::Open,
        seq: game.seq,
        status_line,
        progress: progress_text(&view),
        my_turn,
        spectator: me.is_none(),
        finished: view.result.is_some(),
        panel,
        result,
        svg,
        previewing: preview_svg.is_some(),
        after_card: composer.as_ref().is_some_and(|c| c.after_card.is_some()),
        track: track(board_view, &names, &marks),
        pool: chips(board_view, board_view.pool, true),
        seats,
        provinces: province_rows(&view),
        my_hand,
        composer,
        draft_text: q.draft.unwrap_or_default().chars().take(300).collect(),
        history_note,
    };
    Ok((jar, render(&page)?).into_response())
}

/// The move form. `move_text` wins over `move_choice`; `card` and `d` carry the composer's
/// draft so a refused move brings the player back to it.
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
    #[serde(default)]
    pub card: String,
    #[serde(default)]
    pub d: String,
}

/// The messages once each, in the order they first appear, with how often they
/// occurred: a move that ends a game of automatic skips would otherwise repeat "Bob has
/// no cards left and is skipped" once per struggle.
fn condense(messages: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut counted: Vec<(String, usize)> = Vec::new();
    for m in messages {
        match counted.iter_mut().find(|(seen, _)| *seen == m) {
            Some((_, n)) => *n += 1,
            None => counted.push((m, 1)),
        }
    }
    counted
        .into_iter()
        .map(|(m, n)| match n {
            1 => m,
            n => format!("{} ({n} times).", m.trim_end_matches('.')),
        })
        .collect()
}

/// "You played: …" for the mover's own move, from the engine's narration of it.
fn own_move_message(first: &str, my_name: &str, notation: &str) -> String {
    if let Some(rest) = first.strip_prefix(&format!("{my_name} played ")) {
        format!("You played: {rest}")
    } else if let Some(rest) = first.strip_prefix(&format!("{my_name} passed")) {
        format!("You passed{rest}")
    } else {
        format!("You played: {notation}")
    }
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
        AppError::BadRequest(
            "the form's position number (seq) is missing or not a number; reload the page".into(),
        )
    })?;
    let text = if form.move_text.trim().is_empty() {
        form.move_choice.trim()
    } else {
        form.move_text.trim()
    };
    // Where the player's unfinished work lives: the composer draft and the typed text.
    let draft_query = {
        let mut parts = Vec::new();
        let card: String = form.card.chars().take(20).collect();
        let d: String = form.d.chars().take(200).collect();
        if !card.trim().is_empty() {
            parts.push(format!("card={}", url_encode(card.trim())));
            if !d.trim().is_empty() {
                parts.push(format!("d={}", url_encode(d.trim())));
            }
        }
        parts
    };
    let with = |extra: Option<String>| {
        let mut parts = draft_query.clone();
        if let Some(e) = extra {
            parts.push(e);
        }
        if parts.is_empty() {
            back.clone()
        } else {
            format!("{back}?{}#composer", parts.join("&"))
        }
    };
    match state
        .service
        .submit_move(game_id, &user.user, seq, text)
        .await
    {
        Ok(outcome) => {
            let mut narration = outcome.narration.into_iter();
            let first = narration.next().unwrap_or_default();
            let mut messages = vec![own_move_message(
                &first,
                &user.user.username,
                &outcome.notation,
            )];
            messages.extend(condense(narration));
            let jar = auth::set_flash(&state, jar, &messages);
            Ok((jar, Redirect::to(&back)).into_response())
        }
        // Whatever went wrong, a move typed by hand comes back in the text field (the
        // composer's draft comes back through `with`): nothing the player did is lost.
        Err(e @ ServiceError::Conflict(_)) => {
            let jar = auth::set_flash(&state, jar, &[AppError::from(e).page_message()]);
            Ok((jar, Redirect::to(&with(typed_draft(text, &form.card)))).into_response())
        }
        Err(e @ (ServiceError::IllegalMove(_) | ServiceError::Invalid(_))) => {
            let jar = auth::set_flash(&state, jar, &[format!("Not played: {e}")]);
            Ok((jar, Redirect::to(&with(typed_draft(text, &form.card)))).into_response())
        }
        Err(e) => Err(e.into()),
    }
}

/// The query part that brings a hand-typed move back into the text field.
fn typed_draft(text: &str, card: &str) -> Option<String> {
    (!text.is_empty() && card.trim().is_empty()).then(|| format!("draft={}", url_encode(text)))
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
        .ok_or_else(|| AppError::NotFound("there is no such game".into()))?;
    let current = futures_util::stream::once(std::future::ready(Ok::<_, Infallible>(
        SseEvent::default().data(record.seq.to_string()),
    )));
    let updates = tokio_stream::wrappers::BroadcastStream::new(notices).filter_map(move |n| {
        // The stream's place is held for as long as the stream lives.
        let _held = &permit;
        std::future::ready(match n {
            Ok(moved) if moved.game_id == game_id => {
                Some(Ok(SseEvent::default().data(moved.seq.to_string())))
            }
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

// --- history and replays ---------------------------------------------------------------------

struct StepRow {
    step: usize,
    player: String,
    reason: Option<&'static str>,
    notation: String,
    narration: Vec<String>,
    card: Option<String>,
    /// A struggle was resolved in this step: the list marks where it ends.
    ends_struggle: bool,
}

#[derive(Template)]
#[template(path = "games/history.html")]
struct HistoryPage {
    layout: Layout,
    spectator: bool,
    game_id: String,
    description: String,
    steps: Vec<StepRow>,
    partial: bool,
    finished: bool,
    first_step: usize,
}

async fn show_history(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
    Path(id): Path<String>,
) -> Result<Response> {
    let game_id = parse_game_id(&id)?;
    let game = state
        .service
        .game(game_id, user.as_ref().map(|u| &u.user))
        .await?;
    let (jar, flash) = auth::take_flash(jar);
    let loaded = siam_game(&game)?;
    let names = game.names();
    let view = view_for(&loaded.state, game.viewer());
    let steps: Vec<StepRow> = game
        .history()
        .into_iter()
        .map(|s| {
            let card = s
                .events
                .first()
                .and_then(|e| e.get("action"))
                .and_then(|a| serde_json::from_value::<Action>(a.clone()).ok())
                .map(|a| card_name(&view, a.card()));
            StepRow {
                step: s.step,
                player: names.get(s.seat).cloned().unwrap_or_default(),
                reason: s.reason.map(|r| r.describe()),
                notation: s.notation,
                narration: s.narration,
                card,
                ends_struggle: s.events.iter().any(|e| {
                    e.get("type").and_then(serde_json::Value::as_str) == Some("struggle_resolved")
                }),
            }
        })
        .collect();
    let first_step = steps.first().map_or(0, |s| s.step);
    let page = HistoryPage {
        layout: Layout::new(user.as_ref(), flash),
        spectator: game.your_seat.is_none(),
        game_id: game_id.to_string(),
        description: describe_options(&game.record.game, &game.record.options),
        partial: first_step > 1,
        finished: view.result.is_some(),
        steps,
        first_step,
    };
    Ok((jar, render(&page)?).into_response())
}

#[derive(Template)]
#[template(path = "games/step.html")]
struct StepPage {
    layout: Layout,
    game_id: String,
    description: String,
    step: usize,
    total: usize,
    heading: String,
    narration: Vec<String>,
    notation: String,
    prev: Option<usize>,
    next: Option<usize>,
    svg: String,
    track: Vec<TrackBox>,
    pool: Vec<Chip>,
    seats: Vec<SeatPanel>,
    progress: String,
    result: Option<ResultBox>,
    finished: bool,
    king: &'static str,
    board: &'static str,
}

async fn show_history_step(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    Path((id, step)): Path<(String, String)>,
) -> Result<Response> {
    let game_id = parse_game_id(&id)?;
    let game = state
        .service
        .game(game_id, user.as_ref().map(|u| &u.user))
        .await?;
    let loaded = siam_game(&game)?;
    let total = loaded.moves.len();
    let step: usize = step
        .parse()
        .ok()
        .filter(|s| *s <= total)
        .ok_or_else(|| AppError::NotFound(format!("this game has steps 0 to {total}")))?;
    let viewer = game.viewer();
    let first = siam::view::history_from(&loaded.state, viewer);
    // The start position is shown only with the complete history.
    let lowest = if first <= 1 { 0 } else { first };
    if step < lowest {
        return Err(ServiceError::Forbidden(format!(
            "step {step} is hidden from you: while an original-hands game runs you may look back only as far as {} (step {first}). The complete history opens when the game ends.",
            if viewer == Viewer::Spectator {
                "the previous move of the player to move"
            } else {
                "your own previous move"
            }
        ))
        .into());
    }
    let names = game.names();
    let steps = loaded.steps();
    let state_after: SiamState = if step == total {
        loaded.state.clone()
    } else {
        steps
            .get(step)
            .map(|s| s.before.clone())
            .ok_or_else(|| AppError::internal(anyhow::anyhow!("step {step} does not replay")))?
    };
    let view = view_for(&state_after, viewer);
    let (heading, narration, notation_text) = match step.checked_sub(1).and_then(|i| steps.get(i)) {
        None => ("The start position".to_string(), Vec::new(), String::new()),
        Some(s) => {
            let who = names.get(s.seat).cloned().unwrap_or_default();
            let mut narration: Vec<String> = s
                .events
                .iter()
                .map(|e| siam::describe(&s.before, e, &names))
                .collect();
            if let Some(r) = s.reason {
                narration.insert(0, format!("{who} {}.", r.describe()));
            }
            (
                format!("Step {step}: {who}"),
                narration,
                notation::print(s.before.board(), &s.mv),
            )
        }
    };
    // A finished game's hands are public: rebuild each step's hand from the final view
    // (remaining hand plus the cards played after this step).
    let final_view = view_for(&loaded.state, viewer);
    let seats = if final_view.result.is_some() {
        seat_panels_with(&view, &names, game.your_seat, |s| {
            let fin = &final_view.seats[s.seat];
            match (&fin.hand, &fin.discards) {
                (Some(h), Some(d)) => {
                    let played = (s.discard_count as usize).min(d.len());
                    let mut hand: Vec<Card> = h.clone();
                    hand.extend_from_slice(&d[played..]);
                    hand.sort_by_key(|c| c.index());
                    (Some(hand), Some(d[..played].to_vec()))
                }
                _ => (s.hand.clone(), s.discards.clone()),
            }
        })
    } else {
        seat_panels(&view, &names, game.your_seat)
    };
    let result = view.result.as_ref().map(|r| {
        let text = siam::describe_result(&state_after, r, &names);
        result_box(&view, r, text, &names)
    });
    let page = StepPage {
        layout: Layout::new(user.as_ref(), Vec::new()),
        game_id: game_id.to_string(),
        description: describe_options(&game.record.game, &game.record.options),
        step,
        total,
        heading,
        narration,
        notation: notation_text,
        prev: (step > lowest).then(|| step - 1),
        next: (step < total).then_some(step + 1),
        svg: board_svg(&view, &Marks::default())
            .render()
            .map_err(|e| AppError::internal(anyhow::anyhow!("board template failed: {e}")))?,
        track: track(&view, &names, &Marks::default()),
        pool: chips(&view, view.pool, true),
        seats,
        progress: progress_text(&view),
        result,
        finished: final_view.result.is_some(),
        king: view.king,
        board: view.board,
    };
    Ok(render(&page)?.into_response())
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
                "Ann has no cards left and is skipped (3 times).",
                "Bob is skipped — struggle ended (2 times).",
                "Struggle 3: Lan Na goes to the Rama.",
                "Struggle 4: Kedah goes to the Lao.",
            ]
        );
    }

    #[test]
    fn the_own_move_message_speaks_to_the_mover() {
        assert_eq!(
            own_move_message("ann played 1 vs 1: swapped x; took y.", "ann", "1v1 …"),
            "You played: 1 vs 1: swapped x; took y."
        );
        assert_eq!(
            own_move_message("ann passed — struggle ended.", "ann", "pass"),
            "You passed — struggle ended."
        );
        assert_eq!(own_move_message("", "ann", "pass"), "You played: pass");
    }
}
