//! The move composer as the game page shows it: the cards to start with, the choices of
//! the current step (each also a link on the map), and the preview before Confirm.

use super::board::{board_svg, Marks};
use super::composer::{self, Composed, Stage, StepKind, Token};
use super::panels::card_name;
use super::say;
use crate::game::web::url_encode;
use crate::game::{ChosenRow, Message, OptionLink, Seat};
use crate::games::siam::model::{State as SiamState, *};
use crate::games::siam::view::{view_for, View};
use crate::games::siam::words::Terms;
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

/// What a card does, in a sentence or two.
pub fn card_hint(terms: &Terms, card: Card) -> String {
    say(match card {
        Card::Maharacha => Message::new("hint-maharacha").arg("king", terms.king.as_str()),
        Card::KhonThai => Message::new("hint-khonthai"),
        Card::OneVsOne => Message::new("hint-1v1"),
        Card::TwoVsOne => Message::new("hint-2v1"),
        Card::Yellow | Card::Red | Card::Blue => {
            Message::new("hint-faction").arg("faction", terms.factions[card.index() - 4].as_str())
        }
    })
}

pub fn province_name(terms: &Terms, p: u8) -> &str {
    terms.province(p)
}

/// "Rama (Y) in Lan Na".
pub fn follower_words(view: &View, terms: &Terms, p: u8, f: Faction) -> String {
    follower_said("follower-in", view, terms, p, f)
}

/// "Lao (R) in Lan Na" as message `id` says it (`follower-in`, or `follower-from` for a
/// follower taken out of a province).
fn follower_said(id: &'static str, view: &View, terms: &Terms, p: u8, f: Faction) -> String {
    say(Message::new(id)
        .arg("faction", terms.factions[f.index()].as_str())
        .arg("letter", view.letters[f.index()].to_string())
        .arg("province", province_name(terms, p)))
}

pub fn token_words(view: &View, terms: &Terms, t: Token) -> String {
    match t {
        Token::Prov(p) => province_name(terms, p).to_string(),
        Token::Follower(p, f) => follower_words(view, terms, p, f),
    }
}

/// [`token_words`] for the follower a player takes: out of its province.
fn taken_words(view: &View, terms: &Terms, t: Token) -> String {
    match t {
        Token::Follower(p, f) => follower_said("follower-from", view, terms, p, f),
        Token::Prov(_) => token_words(view, terms, t),
    }
}

pub fn tile_box(view: &View, p: u8) -> u8 {
    let id = view.provinces.get(p as usize).map_or("", |x| x.id);
    view.track
        .iter()
        .find(|t| t.province == id)
        .map_or(0, |t| t.number)
}

/// "Rama (Y)".
fn faction_letter(view: &View, terms: &Terms, f: Faction) -> String {
    say(Message::new("faction-letter")
        .arg("faction", terms.factions[f.index()].as_str())
        .arg("letter", view.letters[f.index()].to_string()))
}

pub fn prompt(view: &View, terms: &Terms, kind: StepKind, chosen: &[(StepKind, Token)]) -> String {
    let first = || {
        chosen
            .last()
            .map(|(_, t)| token_words(view, terms, *t))
            .unwrap_or_default()
    };
    let faction = |id: &'static str, f: Faction| {
        Message::new(id).arg("faction", faction_letter(view, terms, f))
    };
    say(match kind {
        StepKind::TileA => Message::new("prompt-tile-a"),
        StepKind::TileB => Message::new("prompt-tile-b").arg("first", first()),
        StepKind::King => Message::new("prompt-king").arg("king", terms.king.as_str()),
        StepKind::Place(f) => faction("prompt-place", f),
        StepKind::SwapA => Message::new("prompt-swap-a"),
        StepKind::SwapB => Message::new("prompt-swap-b").arg("first", first()),
        StepKind::TwoA => Message::new("prompt-two-a"),
        StepKind::TwoB => {
            let p = chosen
                .last()
                .map(|(_, t)| province_name(terms, t.province()))
                .unwrap_or("");
            Message::new("prompt-two-b").arg("province", p)
        }
        StepKind::Lone => Message::new("prompt-lone"),
        StepKind::OneSide => Message::new("prompt-one-side"),
        StepKind::FactionA(f) => faction("prompt-faction-a", f),
        StepKind::FactionB(f) => faction("prompt-faction-b", f),
        StepKind::Take => Message::new("prompt-take"),
    })
}

pub fn option_label(
    view: &View,
    terms: &Terms,
    kind: StepKind,
    t: Token,
    chosen: &[(StepKind, Token)],
) -> String {
    let what = token_words(view, terms, t);
    match kind {
        StepKind::TileA | StepKind::TileB => say(Message::new("choice-tile")
            .arg("what", what)
            .arg("box", tile_box(view, t.province()))),
        StepKind::King => say(Message::new("choice-king")
            .arg("king", terms.king.as_str())
            .arg("what", what)),
        StepKind::Place(f) => say(Message::new("choice-place")
            .arg("faction", terms.factions[f.index()].as_str())
            .arg("letter", view.letters[f.index()].to_string())
            .arg("what", what)),
        StepKind::FactionB(_) if chosen.last().map(|c| c.1) == Some(t) => {
            say(Message::new("choice-both-there").arg("what", what))
        }
        StepKind::Take => say(Message::new("choice-take").arg("what", taken_words(view, terms, t))),
        _ => what,
    }
}

pub fn chosen_label(view: &View, terms: &Terms, kind: StepKind, t: Token) -> String {
    let w = match kind {
        StepKind::Take => taken_words(view, terms, t),
        _ => token_words(view, terms, t),
    };
    let id = match kind {
        StepKind::TileA => "chosen-tile",
        StepKind::TileB => "chosen-swapped-with",
        StepKind::King => {
            return say(Message::new("chosen-king")
                .arg("king", terms.king.as_str())
                .arg("what", w))
        }
        StepKind::Place(f) => {
            return say(Message::new("chosen-place")
                .arg("faction", terms.factions[f.index()].as_str())
                .arg("letter", view.letters[f.index()].to_string())
                .arg("what", w))
        }
        StepKind::SwapA => "chosen-swap",
        StepKind::SwapB => "chosen-with",
        StepKind::TwoA => "chosen-two",
        StepKind::TwoB => "chosen-and",
        StepKind::Lone => "chosen-lone",
        StepKind::OneSide => "chosen-for",
        StepKind::FactionA(_) => "chosen-faction-a",
        StepKind::FactionB(_) => "chosen-faction-b",
        StepKind::Take => "chosen-take",
    };
    say(Message::new(id).arg("what", w))
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
    let id = if players == 4 {
        "last-card-team"
    } else {
        "last-card"
    };
    say(Message::new(id).arg("total", view.cards_total))
}

#[allow(clippy::too_many_arguments)]
pub fn build_composer(
    game_id: Uuid,
    state: &SiamState,
    seat: Seat,
    view: &View,
    q: &Draft,
    marks: &mut Marks,
) -> ComposerView {
    let board = state.board();
    let terms = Terms::of(board);
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
                name: card_name(&terms, c),
                count,
                href: format!("/games/{game_id}?card={}#composer", url_encode(code)),
                hint: card_hint(&terms, c),
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
    out.card = Some(card_name(&terms, card));
    out.card_hint = card_hint(&terms, card);
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
            label: chosen_label(view, &terms, *kind, *t),
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
            let id = if view.last_card {
                "unplayable-last-card"
            } else {
                "unplayable"
            };
            out.unplayable = Some(say(Message::new(id).arg("card", card_name(&terms, card))));
        }
        Stage::Choose {
            kind,
            options,
            played,
        } => {
            out.prompt = prompt(view, &terms, kind, &composed.chosen);
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
                    label: option_label(view, &terms, kind, t, &composed.chosen),
                    href,
                });
            }
            if kind == StepKind::Take && composed.chosen.is_empty() && out.notices.is_empty() {
                out.notices.push(say(Message::new("nothing-to-choose")));
            }
        }
        Stage::Complete { action, take } => {
            out.preview = Some(preview(state, seat, view, action, take));
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
    let description = say(siam::describe_preview(board, &action, take));
    let mut notes = Vec::new();
    if take.is_none() {
        notes.push(say(Message::new("preview-take-nothing")));
    }
    if view.last_card {
        notes.push(say(Message::new("preview-last-card")));
    }
    notes.push(say(Message::new("preview-server-continues")));
    Preview {
        notation: notation::print(board, &Move::Play { action, take }),
        description,
        svg: board_svg(&after_view, &marks).render().unwrap_or_default(),
        notes,
        after: after_view,
    }
}
