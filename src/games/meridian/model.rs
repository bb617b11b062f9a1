//! The data of a Meridian game: colours and cards, towers, moves, events, the setup and the
//! state.
//!
//! Serialized names are stored in game logs forever: never rename or reorder a variant or
//! field that derives `Serialize`. States are plain arrays (no allocation), so that a
//! replay or a playout clones them cheaply.

use super::board::{Board, Side, MAX_ROWS, MERIDIANS};
use crate::game::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The four colours of cards and tower pieces.
pub const COLOURS: [&str; 4] = ["orange", "black", "brown", "grey"];
/// Cards of one colour: 1 … 10 and the three multi-number cards (M1).
pub const CARDS_PER_COLOUR: usize = 13;
/// Tower pieces of one colour.
pub const PIECES_PER_COLOUR: u8 = 20;
/// The most cards one seat's deck holds (two colours in the 2-player game, M9).
pub const MAX_DECK: usize = 2 * CARDS_PER_COLOUR;
/// Face-up cards of a seat at most.
pub const FACE_UP: usize = 2;

/// The labels of a colour's cards, by kind: 0–9 are the numbers 1–10, then the three
/// multi-number cards.
pub const LABELS: [&str; CARDS_PER_COLOUR] = [
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "1-2-3", "4-5-6-7", "8-9-10",
];

/// One card: its colour and its kind (see [`LABELS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Card {
    pub colour: u8,
    pub kind: u8,
}

impl Card {
    pub fn new(colour: u8, kind: u8) -> Self {
        Card { colour, kind }
    }

    /// The card's label, e.g. `5` or `4-5-6-7`.
    pub fn label(self) -> &'static str {
        LABELS[self.kind as usize]
    }

    /// The meridians (1–10) the card names.
    pub fn numbers(self) -> &'static [u8] {
        const ONE: [[u8; 1]; 10] = [[1], [2], [3], [4], [5], [6], [7], [8], [9], [10]];
        match self.kind {
            k @ 0..=9 => &ONE[k as usize],
            10 => &[1, 2, 3],
            11 => &[4, 5, 6, 7],
            _ => &[8, 9, 10],
        }
    }

    /// The kind of the card with this label.
    pub fn kind_of(label: &str) -> Option<u8> {
        LABELS.iter().position(|l| *l == label).map(|k| k as u8)
    }
}

/// Stored as `"orange:5"`, `"grey:4-5-6-7"`.
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let colour = COLOURS.get(self.colour as usize).copied().unwrap_or("?");
        write!(f, "{colour}:{}", self.label())
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        let (colour, label) = text
            .split_once(':')
            .ok_or_else(|| serde::de::Error::custom(format!("not a card: {text:?}")))?;
        let colour = COLOURS
            .iter()
            .position(|c| *c == colour)
            .ok_or_else(|| serde::de::Error::custom(format!("no colour {colour:?}")))?;
        let kind = Card::kind_of(label)
            .ok_or_else(|| serde::de::Error::custom(format!("no card {label:?}")))?;
        Ok(Card::new(colour as u8, kind))
    }
}

/// A tower on a city: its height in pieces and its owner (0 height: no tower).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tower {
    pub height: u8,
    pub owner: u8,
}

impl Tower {
    pub fn is_empty(self) -> bool {
        self.height == 0
    }
}

/// Where and how high a new tower goes: `row` 1 = north.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placement {
    pub height: u8,
    pub row: u8,
}

/// A player's turn, checked as a whole: the face-up card played, the meridian it names
/// (None when the turn changes nothing on the board), optionally the row of an own tower
/// removed from that meridian first, and optionally one new tower.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    pub card: Card,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub meridian: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remove: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub place: Option<Placement>,
}

/// A tower moved one or more cities along its meridian by a placement (M5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Push {
    pub owner: u8,
    pub height: u8,
    pub from_row: u8,
    pub to_row: u8,
}

/// What happened in a turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// The turn itself: the card, and what it did on its meridian.
    Played {
        seat: Seat,
        card: Card,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        meridian: Option<u8>,
        /// An own tower taken off the board, its pieces back in the supply.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        removed: Option<Tower>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        removed_row: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        placed: Option<Placement>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pushed: Vec<Push>,
    },
    /// The next card of the mover's deck turned face up (public from now on).
    TurnedUp { seat: Seat, card: Card },
    /// Every card has been played.
    GameEnded { result: FinalResult },
}

/// The end of a game: points, islands and unused pieces by seat, the order and what
/// decided it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalResult {
    pub points: Vec<u8>,
    pub islands: Vec<u8>,
    pub unused: Vec<u8>,
    pub winners: Vec<Seat>,
    /// `points`: most points; `unused_pieces`: tied on points, most unused pieces;
    /// `shared`: tied on both (M8).
    pub decider: Decider,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decider {
    Points,
    UnusedPieces,
    Shared,
}

/// Every random choice of a game, recorded explicitly as its first event (M2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub players: u8,
    pub side: Side,
    /// The board tables' version (`reconstructed-1`).
    pub board_version: String,
    /// Each seat's colour(s) (two in the 2-player game).
    pub colours: Vec<Vec<u8>>,
    /// Each seat's deck in order, top first: the first two are turned up at the start.
    pub decks: Vec<Vec<Card>>,
    pub start: Seat,
}

/// One seat's cards and pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatState {
    /// The deck in order; `deck[next..deck_len]` is still face down.
    pub deck: [Card; MAX_DECK],
    pub deck_len: u8,
    pub next: u8,
    pub face_up: [Option<Card>; FACE_UP],
    /// Played cards, oldest first (`played[..played_len]`).
    pub played: [Card; MAX_DECK],
    pub played_len: u8,
    pub supply: u8,
    /// The colour the seat's towers are drawn in.
    pub colour: u8,
}

impl SeatState {
    /// The face-down cards in deck order (hidden information: never shown in this order).
    pub fn face_down(&self) -> &[Card] {
        &self.deck[self.next as usize..self.deck_len as usize]
    }

    pub fn played(&self) -> &[Card] {
        &self.played[..self.played_len as usize]
    }

    pub fn face_up_cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.face_up.iter().flatten().copied()
    }
}

/// A game in progress (or over).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    pub side: Side,
    pub players: u8,
    pub seats: [SeatState; 4],
    /// `towers[meridian][row]`, both 0-based.
    pub towers: [[Tower; MAX_ROWS]; MERIDIANS],
    pub to_move: Seat,
    /// Turns played so far.
    pub turn: u16,
    pub result: Option<FinalResult>,
    /// Kept for the end of the game, when the whole setup becomes public (M3).
    pub setup_colours: [[Option<u8>; 2]; 4],
}

impl State {
    pub fn n(&self) -> usize {
        self.players as usize
    }

    pub fn board(&self) -> &'static Board {
        self.side.board()
    }

    /// Towers a player may have on one meridian (two in the 2-player game, M9).
    pub fn towers_per_meridian(&self) -> usize {
        if self.players == 2 {
            2
        } else {
            1
        }
    }

    /// Turns in the whole game: every card of every deck.
    pub fn turns_total(&self) -> u16 {
        self.seats[..self.n()]
            .iter()
            .map(|s| s.deck_len as u16)
            .sum()
    }

    /// The rows (0-based) of `seat`'s towers on `meridian` (0-based).
    pub fn own_rows(&self, seat: Seat, meridian: usize) -> impl Iterator<Item = usize> + '_ {
        let rows = self.board().rows;
        (0..rows).filter(move |&r| {
            let t = self.towers[meridian][r];
            !t.is_empty() && t.owner as usize == seat
        })
    }
}
