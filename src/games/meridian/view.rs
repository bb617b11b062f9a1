//! What a viewer may see of a Meridian game: everything but the order of the face-down
//! decks (M3). While the game runs every viewer gets the same view, each deck shown as a
//! count and its unordered, sorted contents; once it is over, the decks in their order
//! too (the whole setup opens).

use super::board::{Side, BOARD_VERSION, MERIDIANS};
use super::model::*;
use super::rules::{island_control, scores};
use crate::game::{Seat, Viewer};
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CityView {
    /// 1–10.
    pub meridian: u8,
    /// 1 = north.
    pub row: u8,
    /// The island's letter.
    pub island: char,
    pub capital: bool,
    /// The tower standing there, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tower: Option<Tower>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct IslandView {
    pub letter: char,
    /// Points its controller scores (its cities).
    pub value: u8,
    pub capital: bool,
    /// The seat with the strictly highest garrison value now, if any.
    pub controller: Option<Seat>,
    /// Garrison value by seat now (a capital 2, a city 1).
    pub garrisons: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub colours: Vec<&'static str>,
    /// The colour the seat's towers are drawn in.
    pub colour: &'static str,
    pub face_up: Vec<Card>,
    /// Played cards, oldest first.
    pub played: Vec<Card>,
    pub deck_count: u8,
    /// The face-down cards, sorted: public as a set, never in their order while the game
    /// runs (M3).
    pub deck_contents: Vec<Card>,
    /// The whole deck in its order, top first, only once the game is over (the setup
    /// opens then).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deck_order: Option<Vec<Card>>,
    pub supply: u8,
    pub towers: u8,
    /// Points and islands as the board stands now.
    pub points: u8,
    pub islands: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    pub game: &'static str,
    pub side: Side,
    pub board_version: &'static str,
    pub rows: u8,
    pub players: u8,
    /// Cities by meridian, then row (north first).
    pub cities: Vec<CityView>,
    pub islands: Vec<IslandView>,
    pub seats: Vec<SeatView>,
    pub to_move: Option<Seat>,
    pub turn: u16,
    pub turns_total: u16,
    pub towers_per_meridian: u8,
    pub result: Option<FinalResult>,
}

/// The view of `state` for `viewer`: the same for everyone (the only hidden fact, the
/// decks' order, is hidden from everyone alike).
pub fn view_for(state: &State, _viewer: Viewer) -> View {
    let board = state.board();
    let over = state.result.is_some();
    let (points, islands) = scores(state);
    let control = island_control(state);
    let mut cities = Vec::with_capacity(board.city_count());
    for m in 0..MERIDIANS {
        for r in 0..board.rows {
            let city = board.city(m, r);
            let tower = state.towers[m][r];
            cities.push(CityView {
                meridian: m as u8 + 1,
                row: r as u8 + 1,
                island: board.islands[city.island as usize].letter,
                capital: city.capital,
                tower: (!tower.is_empty()).then_some(tower),
            });
        }
    }
    let islands_view = board
        .islands
        .iter()
        .zip(&control)
        .map(|(island, (controller, value))| {
            let mut garrisons = vec![0u8; state.n()];
            for &(m, r) in &island.cities {
                let t = state.towers[m as usize][r as usize];
                if !t.is_empty() {
                    garrisons[t.owner as usize] += if board.city(m as usize, r as usize).capital {
                        2
                    } else {
                        1
                    };
                }
            }
            IslandView {
                letter: island.letter,
                value: *value,
                capital: island.capital.is_some(),
                controller: *controller,
                garrisons,
            }
        })
        .collect();
    let seats = (0..state.n())
        .map(|seat| {
            let s = &state.seats[seat];
            let mut contents: Vec<Card> = s.face_down().to_vec();
            contents.sort();
            let towers = (0..MERIDIANS)
                .map(|m| state.own_rows(seat, m).count() as u8)
                .sum();
            SeatView {
                seat,
                colours: state.setup_colours[seat]
                    .iter()
                    .flatten()
                    .map(|c| COLOURS[*c as usize])
                    .collect(),
                colour: COLOURS[s.colour as usize],
                face_up: s.face_up_cards().collect(),
                played: s.played().to_vec(),
                deck_count: s.face_down().len() as u8,
                deck_contents: contents,
                deck_order: over.then(|| s.deck[..s.deck_len as usize].to_vec()),
                supply: s.supply,
                towers,
                points: points[seat],
                islands: islands[seat],
            }
        })
        .collect();
    View {
        game: "Meridian",
        side: state.side,
        board_version: BOARD_VERSION,
        rows: board.rows as u8,
        players: state.players,
        cities,
        islands: islands_view,
        seats,
        to_move: (!over).then_some(state.to_move),
        turn: state.turn,
        turns_total: state.turns_total(),
        towers_per_meridian: state.towers_per_meridian() as u8,
        result: state.result.clone(),
    }
}
