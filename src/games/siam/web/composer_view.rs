//! The move composer as the game page shows it: the cards to start with, the choices of
//! the current step (each also a link on the map), and the preview before Confirm.

use super::board::{board_svg, Marks};
use super::composer::{self, Composed, Stage, StepKind, Token};
use super::panels::card_name;
use crate::game::web::url_encode;
use crate::game::{ChosenRow, OptionLink, Seat};
use crate::games::siam::model::{State as SiamState, *};
use crate::games::siam::view::{view_for, View};
use crate::games::siam::{self, notation, rules};
use askama::Template;
use uuid::Uuid;

/// The composer's draft as the page's address keeps it.
#[derive(Default)]
pub struct Draft {
    /// The card (a card word of the notation).
    pub card: Option<String>,
    /// The choices so far (see [`composer::parse_picks`]).
    pub d: Option<String>,
    /// A move typed in notation that did not go through (shown again in the text field).
    pub typed: String,
}

impl Draft {
    pub fn from_query(query: &std::collections::BTreeMap<String, String>) -> Self {
        Draft {
            card: query.get("card").cloned(),
            d: query.get("d").cloned(),
            typed: query.get("draft").cloned().unwrap_or_default(),
        }
    }
}

/// A card the player may start a move with.
pub struct CardChoice {
    pub name: String,
    pub count: u8,
    pub href: String,
    pub hint: String,
    pub notices: Vec<String>,
    pub playable: bool,
}

/// What Confirm will play.
pub struct Preview {
    pub notation: String,
    pub description: String,
    pub svg: String,
    pub notes: Vec<String>,
    /// The position after the card and the take: the map, tile track, pool and players'
    /// panels show it.
    pub after: View,
}

/// The composer as the template shows it.
#[derive(Default)]
pub struct ComposerView {
    /// Step 0: the cards in hand.
    pub cards: Vec<CardChoice>,
    /// The chosen card's name, once chosen.
    pub card: Option<String>,
    pub card_hint: String,
    pub chosen: Vec<ChosenRow>,
    pub step_no: usize,
    pub steps_total: usize,
    pub prompt: String,
    pub options: Vec<OptionLink>,
    pub notices: Vec<String>,
    pub preview: Option<Preview>,
    pub unplayable: Option<String>,
    pub dropped: bool,
    pub reset_href: String,
    pub back_href: Option<String>,
    /// Hidden fields of the Confirm form: the draft to come back to if the move fails.
    pub card_code: String,
    pub draft: String,
    /// Complete moves for the notation field's suggestions.
    pub suggestions: Vec<String>,
    /// Explanation of the very-last-card rule, when it applies.
    pub last_card: Option<String>,
    /// At the take: the board after the card (the followers to take are there).
    pub after_card: Option<View>,
}

pub fn card_hint(view: &View, card: Card) -> String {
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

pub fn province_name(view: &View, p: u8) -> &'static str {
    view.provinces
        .get(p as usize)
        .map_or("?", |province| province.name)
}

pub fn follower_words(view: &View, p: u8, f: Faction) -> String {
    format!(
        "{} ({}) in {}",
        view.factions[f.index()],
        view.letters[f.index()],
        province_name(view, p)
    )
}

pub fn token_words(view: &View, t: Token) -> String {
    match t {
        Token::Prov(p) => province_name(view, p).to_string(),
        Token::Follower(p, f) => follower_words(view, p, f),
    }
}

pub fn tile_box(view: &View, p: u8) -> u8 {
    let id = view.provinces.get(p as usize).map_or("", |x| x.id);
    view.track
        .iter()
        .find(|t| t.province == id)
        .map_or(0, |t| t.number)
}

pub fn prompt(view: &View, kind: StepKind, chosen: &[(StepKind, Token)]) -> String {
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

pub fn option_label(view: &View, kind: StepKind, t: Token, chosen: &[(StepKind, Token)]) -> String {
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

pub fn chosen_label(view: &View, kind: StepKind, t: Token) -> String {
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

pub fn draft_href(game_id: Uuid, card_code: &str, draft: &str) -> String {
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
pub fn hand_cards(state: &SiamState, seat: Seat) -> Vec<(Card, u8)> {
    Card::ALL
        .iter()
        .map(|c| (*c, state.seats[seat].hand[c.index()]))
        .filter(|(_, n)| *n > 0)
        .collect()
}

pub fn last_card_text(view: &View, players: u8) -> String {
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
pub fn build_composer(
    game_id: Uuid,
    state: &SiamState,
    seat: Seat,
    view: &View,
    names: &[String],
    q: &Draft,
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
pub fn mark_changes(before: &View, after: &View, marks: &mut Marks) -> bool {
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

pub fn preview(
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
    mark_changes(view, &after_view, &mut marks);
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
        notes,
        after: after_view,
    }
}
