//! Unit tests of the King of Siam rules: every card, every ruling R1–R15, edge cases.
//!
//! Positions start from one fixed, valid setup and are then edited field by field.
//! Siam province numbers (board order) and borders:
//!
//! ```text
//!   lanna(0) ─────── lanxang(2)*Lao home
//!        \          /     |
//!       sukothai(1) ── khorat(3)
//!              \          |
//!              ayutthaya(4)*Rama home
//!                   |
//!                ligor(5)
//!               /       \
//!   kedah(7)*Malay home ── pattani(6)
//! ```
//! Tiles start in board order: box 1 = lanna.

use super::board::BoardId;
use super::model::*;
use super::rules::{self, RuleError};
use super::{moves, notation, view, KingOfSiam};
use crate::game::{Game, Seat, Viewer};
use crate::games::siam::Hands;
use rand::rngs::SmallRng;
use rand::SeedableRng;

const LANNA: Prov = 0;
const SUKOTHAI: Prov = 1;
const LANXANG: Prov = 2;
const KHORAT: Prov = 3;
const AYUTTHAYA: Prov = 4;
const LIGOR: Prov = 5;
const PATTANI: Prov = 6;
const KEDAH: Prov = 7;

const Y: Faction = Faction::Yellow;
const R: Faction = Faction::Red;
const B: Faction = Faction::Blue;

const RAMA: Controller = Controller::Faction(Faction::Yellow);
const LAO: Controller = Controller::Faction(Faction::Red);
const MALAY: Controller = Controller::Faction(Faction::Blue);
const BRITISH: Controller = Controller::Occupier;

/// Province contents of the fixed setup (homes hold two of their colour).
const START: [Counts; 8] = [
    [2, 1, 1], // lanna
    [1, 2, 1], // sukothai
    [0, 3, 1], // lanxang (Lao home)
    [1, 1, 2], // khorat
    [3, 0, 1], // ayutthaya (Rama home)
    [1, 2, 1], // ligor
    [2, 1, 1], // pattani
    [1, 0, 3], // kedah (Malay home)
];

fn followers_for(aids: &[u8]) -> Vec<Counts> {
    let n = aids.len();
    (0..n)
        .map(|s| {
            super::aid_followers(if aids[s] == 4 {
                aids[(s + 1) % n]
            } else {
                aids[s]
            })
        })
        .collect()
}

/// Recomputes the pool so that every colour adds up to 16 (2 players) or 18.
fn balance(st: &mut Setup) {
    let per: i32 = if st.players == 2 { 16 } else { 18 };
    for f in 0..3 {
        let used: i32 = st.provinces.iter().map(|c| c[f] as i32).sum::<i32>()
            + st.followers.iter().map(|c| c[f] as i32).sum::<i32>();
        st.pool[f] = (per - used) as u8;
    }
}

/// A valid Siam setup: aids 1..=players in seat order, tiles in board order, seat 0 starts.
fn setup(players: u8) -> Setup {
    let aids: Vec<u8> = (1..=players).collect();
    let mut st = Setup {
        board: BoardId::Siam,
        players,
        hands: Hands::Original,
        provinces: START,
        pool: [0; 3],
        tiles: [0, 1, 2, 3, 4, 5, 6, 7],
        followers: followers_for(&aids),
        aids,
        start: 0,
    };
    balance(&mut st);
    st
}

fn game(players: u8) -> State {
    super::start(&setup(players)).expect("the fixed setup is valid")
}

/// Resolves these provinces in this order as if their struggles had been fought: their
/// tiles move to the front of the track (the rest keep their order), followers go to the pool.
fn fought(s: &mut State, history: &[(Prov, Controller)]) {
    for &(p, c) in history {
        let at = s.tiles.iter().position(|&t| t == p).unwrap();
        let r = s.resolved as usize;
        assert!(at >= r, "province {p} is already resolved");
        s.tiles.copy_within(r..at, r + 1);
        s.tiles[r] = p;
        s.resolved += 1;
        s.resolved_in[p as usize] = s.resolved;
        s.control[p as usize] = Some(c);
        for f in 0..3 {
            s.pool[f] += s.provinces[p as usize][f];
        }
        s.provinces[p as usize] = [0; 3];
    }
}

fn hand_of(cards: &[Card]) -> [u8; 7] {
    let mut h = [0u8; 7];
    for c in cards {
        h[c.index()] += 1;
    }
    h
}

/// Gives `seat` exactly these cards; the rest of its set counts as played (oldest first).
fn holds(s: &mut State, seat: Seat, cards: &[Card]) {
    let p = &mut s.seats[seat];
    p.hand = hand_of(cards);
    let played = 8 - cards.len();
    p.discard_len = played as u8;
    for i in 0..played {
        p.discards[i] = Card::KhonThai;
    }
}

fn mv(s: &State, text: &str) -> Move {
    notation::parse(s.board(), text).unwrap_or_else(|e| panic!("cannot parse `{text}`: {e}"))
}

/// The player to move makes this move; it must be legal.
fn act(s: &State, text: &str) -> (State, Vec<Event>) {
    let seat = s.to_move as usize;
    rules::apply(s, seat, &mv(s, text)).unwrap_or_else(|e| panic!("`{text}` was refused: {e}"))
}

/// The player to move tries this move; it must be refused.
fn refused(s: &State, text: &str) -> RuleError {
    let seat = s.to_move as usize;
    match rules::apply(s, seat, &mv(s, text)) {
        Ok(_) => panic!("`{text}` was accepted"),
        Err(e) => e,
    }
}

fn pass(s: &State) -> (State, Vec<Event>) {
    act(s, "pass")
}

fn totals(s: &State) -> [u32; 3] {
    let mut t = [0u32; 3];
    for f in 0..3 {
        t[f] = s.provinces.iter().map(|c| c[f] as u32).sum::<u32>()
            + s.pool[f] as u32
            + s.seats[..s.n()]
                .iter()
                .map(|p| p.followers[f] as u32)
                .sum::<u32>();
    }
    t
}

fn set_board(s: &mut State, contents: [Counts; 8]) {
    s.provinces = contents;
}

fn mask(ps: &[Prov]) -> u8 {
    ps.iter().fold(0, |m, p| m | 1 << p)
}

mod faction_cards_and_take;
mod history_views;
mod last_card;
mod maharacha_khon_thai;
mod setup;
mod struggles;
mod swaps;
mod winning;
