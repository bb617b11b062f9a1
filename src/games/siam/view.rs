//! What one viewer may see of a game: the only road from state to pages and JSON.
//!
//! In the original variant an opponent's hand and all but the top card of their discard
//! pile are left out while the game runs. R12 (which history steps a viewer may browse)
//! is decided here too.

use super::model::*;
use crate::game::{Seat, Viewer};
use serde::Serialize;

#[derive(Clone, Debug, Serialize)]
pub struct ProvinceView {
    pub number: Prov,
    pub id: &'static str,
    pub name: &'static str,
    pub capital: &'static str,
    pub lat: f32,
    pub lon: f32,
    pub home_of: Option<Faction>,
    pub followers: Counts,
    pub control: Option<Controller>,
    /// Struggle number in which it was resolved.
    pub resolved_in: Option<u8>,
    /// Seat whose King marker lies on its tile.
    pub king: Option<Seat>,
    pub adjacent: Vec<&'static str>,
}

#[derive(Clone, Debug, Serialize)]
pub struct TileView {
    /// Box number 1..8.
    pub number: u8,
    pub province: &'static str,
    pub face_up: bool,
    pub contested: bool,
    pub king: Option<Seat>,
}

#[derive(Clone, Debug, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    /// Team 0 (seats 1+3) or 1 (seats 2+4) in the 4-player game.
    pub team: Option<u8>,
    pub aid: u8,
    pub followers: Counts,
    /// The cards in hand, when this viewer may see them.
    pub hand: Option<Vec<Card>>,
    pub hand_count: u8,
    /// Every played card oldest first, when this viewer may see them.
    pub discards: Option<Vec<Card>>,
    pub discard_top: Option<Card>,
    pub discard_count: u8,
    pub king_used: bool,
    pub last_move: Option<LastMove>,
    /// Game-wide number (1-based) of this seat's most recent action card; 0 = none yet.
    /// Public: everybody sees when a card is played, and it breaks ties (R11).
    pub latest_card: u8,
    /// Step of this seat's latest own move (a card or a pass); 0 = none yet.
    pub last_turn_step: u16,
}

/// The most recent action card of the game and the followers it exchanged: public (the
/// card lies on top of its player's discard pile, the exchange happened on the board), and
/// needed to know which swap the undo ban (R7) forbids next.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct LastAction {
    pub card: Card,
    pub exchange: Option<Exchange>,
}

#[derive(Clone, Debug, Serialize)]
pub struct View {
    pub game: &'static str,
    pub board: &'static str,
    pub board_name: &'static str,
    pub country: &'static str,
    pub factions: [&'static str; 3],
    pub colours: [&'static str; 3],
    /// Notation letters by faction.
    pub letters: [char; 3],
    pub occupier: &'static str,
    /// Whose portrait the King markers show on this map.
    pub king: &'static str,
    /// Card names on this map, by card (maharacha, khon_thai, one_vs_one, two_vs_one,
    /// yellow, red, blue).
    pub card_names: [&'static str; 7],
    pub hands: Hands,
    pub players: u8,
    pub viewer: Viewer,
    /// Moves played so far (the log's seq).
    pub step: u16,
    pub provinces: Vec<ProvinceView>,
    pub track: Vec<TileView>,
    pub pool: Counts,
    pub seats: Vec<SeatView>,
    pub to_move: Option<Seat>,
    pub passes_in_row: u8,
    pub cards_played: u8,
    pub cards_total: u8,
    /// The very-last-card rule is in force (one card of the whole game remains).
    pub last_card: bool,
    /// First history step this viewer may browse now (R12).
    pub history_from: usize,
    pub result: Option<FinalResult>,
    /// The most recent action card and its exchange (the undo ban, R7).
    pub last_action: Option<LastAction>,
}

/// May `viewer` see the cards of `seat`?
pub fn sees_hand(state: &State, viewer: Viewer, seat: Seat) -> bool {
    state.result.is_some() || state.hands_variant == Hands::Open || viewer == Viewer::Seat(seat)
}

/// R12: during a running original game a player may browse every step since their own
/// previous move (inclusive); a spectator sees what the player to move sees. Open-hands
/// games and finished games show everything.
pub fn history_from(state: &State, viewer: Viewer) -> usize {
    if state.result.is_some() || state.hands_variant == Hands::Open {
        return 1;
    }
    let from = match viewer {
        Viewer::Seat(s) if s < state.n() => state.seats[s].last_turn_step,
        // R14: a spectator never sees more than every seat may, so a player cannot log out
        // to see plays their own seat's window hides: the narrowest window of all seats.
        _ => state
            .seats
            .iter()
            .map(|seat| seat.last_turn_step)
            .max()
            .unwrap_or(1),
    };
    (from as usize).max(1)
}

fn cards(hand: &[u8; 7]) -> Vec<Card> {
    Card::ALL
        .iter()
        .flat_map(|c| std::iter::repeat_n(*c, hand[c.index()] as usize))
        .collect()
}

pub fn view_for(state: &State, viewer: Viewer) -> View {
    let board = state.board();
    let provinces = board
        .provinces
        .iter()
        .enumerate()
        .map(|(i, d)| ProvinceView {
            number: i as Prov,
            id: d.id,
            name: d.name,
            capital: d.capital,
            lat: d.lat,
            lon: d.lon,
            home_of: d.home.map(|f| Faction::from_index(f as usize)),
            followers: state.provinces[i],
            control: state.control[i],
            resolved_in: (state.resolved_in[i] != 0).then_some(state.resolved_in[i]),
            king: state.king[i].map(|s| s as Seat),
            adjacent: (0..8)
                .filter(|&j| board.adjacent[i] & (1 << j) != 0)
                .map(|j| board.provinces[j].id)
                .collect(),
        })
        .collect();
    let contested = state.contested();
    let track = state
        .tiles
        .iter()
        .enumerate()
        .map(|(i, &p)| TileView {
            number: i as u8 + 1,
            province: board.provinces[p as usize].id,
            face_up: !state.is_resolved(p),
            contested: contested == Some(p),
            king: state.king[p as usize].map(|s| s as Seat),
        })
        .collect();
    let seats = (0..state.n())
        .map(|s| {
            let p = &state.seats[s];
            let visible = sees_hand(state, viewer, s);
            SeatView {
                seat: s,
                team: (state.players == 4).then_some((s % 2) as u8),
                aid: p.aid,
                followers: p.followers,
                hand: visible.then(|| cards(&p.hand)),
                hand_count: p.cards_in_hand(),
                discards: visible.then(|| p.discards().to_vec()),
                discard_top: p.discards().last().copied(),
                discard_count: p.discard_len,
                // From the marker on the board, not the hand: a Maharacha that swapped
                // nothing placed no marker and may lie buried in the discard pile.
                king_used: state.king.contains(&Some(s as u8)),
                last_move: p.last_move,
                latest_card: p.last_card,
                last_turn_step: p.last_turn_step,
            }
        })
        .collect();
    View {
        game: super::KingOfSiam::SLUG_STR,
        board: state.board.as_str(),
        board_name: board.name,
        country: board.country,
        factions: board.factions,
        colours: board.colours,
        letters: board.letters,
        occupier: board.occupier,
        king: board.king,
        card_names: board.cards,
        hands: state.hands_variant,
        players: state.players,
        viewer,
        step: state.step,
        provinces,
        track,
        pool: state.pool,
        seats,
        to_move: state.result.is_none().then_some(state.to_move as Seat),
        passes_in_row: state.passes,
        cards_played: state.cards_played,
        cards_total: state.cards_total(),
        last_card: super::rules::is_last_card(state) && state.result.is_none(),
        history_from: history_from(state, viewer),
        result: state.result.clone(),
        last_action: state
            .last_action
            .map(|(card, exchange)| LastAction { card, exchange }),
    }
}
