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
    notation::parse(s.board(), text).unwrap_or_else(|e| panic!("cannot parse `{text}`: {e:?}"))
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

/// Every follower of each colour, wherever it is (provinces, pool, players' supplies).
fn totals(s: &State) -> [u32; 3] {
    super::testing::follower_totals(s)
}

/// Empties every province, then puts these followers in (the pool is left as it is).
fn set_board(s: &mut State, contents: &[(Prov, Counts)]) {
    s.provinces = [[0; 3]; 8];
    for &(p, c) in contents {
        s.provinces[p as usize] = c;
    }
}

/// The first six struggles in box order, Lan Na to Ligor: Rama 2, Lao 2, Malay 1 and
/// British 1. Pattani (box 7) and Kedah (box 8) are still open.
const FIRST_SIX: [(Prov, Controller); 6] = [
    (LANNA, RAMA),
    (SUKOTHAI, LAO),
    (LANXANG, LAO),
    (KHORAT, RAMA),
    (AYUTTHAYA, MALAY),
    (LIGOR, BRITISH),
];

/// A game whose first six struggles went as [`FIRST_SIX`] and Pattani to `pattani`: Kedah,
/// the eighth struggle, is the only one left (its tile the only one face up).
fn only_kedah_left(players: u8, pattani: Controller) -> State {
    let mut s = game(players);
    fought(&mut s, &FIRST_SIX);
    fought(&mut s, &[(PATTANI, pattani)]);
    s
}

/// These provinces hold exactly these followers.
fn assert_provinces(s: &State, expected: &[(Prov, Counts)]) {
    for &(p, c) in expected {
        let id = s.board().provinces[p as usize].id;
        assert_eq!(s.provinces[p as usize], c, "the followers in {id}");
    }
}

/// The player to move tries this move; it must be refused with this message.
fn assert_refused(s: &State, text: &str, message: &str) {
    assert_eq!(
        refused(s, text).to_string(),
        message,
        "the refusal of `{text}`"
    );
}

/// The player to move tries this move; the undo ban (R7) must be what refuses it.
fn assert_undo_ban(s: &State, text: &str) {
    let e = refused(s, text);
    assert!(
        matches!(e, RuleError::UndoBan { .. }),
        "`{text}` was refused for another reason: {e}"
    );
}

/// Whether `seat` may make this move now.
fn allowed(s: &State, seat: Seat, text: &str) -> bool {
    rules::apply(s, seat, &mv(s, text)).is_ok()
}

/// A pass by `seat` that does not end the struggle.
fn passed(seat: Seat) -> Event {
    Event::Passed {
        seat,
        ended_struggle: false,
    }
}

/// The pass by `seat` that completes the struggle.
fn passed_last(seat: Seat) -> Event {
    Event::Passed {
        seat,
        ended_struggle: true,
    }
}

/// The engine passing for `seat`, who could only pass.
fn skipped(seat: Seat, reason: SkipReason, ended_struggle: bool) -> Event {
    Event::Skipped {
        seat,
        reason,
        ended_struggle,
    }
}

/// Struggle number `struggle` for `province`, fought over these followers, went to
/// `winner`; `next` starts the next struggle (None: the game does not go on).
fn resolved(
    struggle: u8,
    province: Prov,
    followers: Counts,
    winner: Controller,
    next: Option<Seat>,
) -> Event {
    Event::StruggleResolved {
        struggle,
        province,
        followers,
        winner,
        next,
    }
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
