//! Legal moves: complete enumeration (for R9, the API and computer players) and a fast
//! random sampler that avoids the full enumeration.
//!
//! Every card must be carried out as completely as the position allows (R13): the
//! enumeration yields only maximal executions, exactly what `rules::apply` accepts.

use super::model::*;
use super::rules::{
    anything_to_take, eligible_for, faction_card_places, is_last_card, is_undo, one_exchange,
    swappable_tiles, two_exchange,
};
use crate::engine::Seat;
use rand::Rng;
use std::ops::ControlFlow;

fn bits(mask: u8) -> impl Iterator<Item = Prov> {
    (0..8u8).filter(move |p| mask & (1 << p) != 0)
}

fn present(c: Counts) -> impl Iterator<Item = Faction> {
    Faction::ALL.into_iter().filter(move |f| c[f.index()] > 0)
}

/// Unresolved provinces holding at least one follower, as a mask.
fn occupied_open(state: &State) -> u8 {
    bits(state.open_mask())
        .filter(|&p| state.provinces[p as usize] != [0; 3])
        .fold(0, |m, p| m | 1 << p)
}

/// Calls `f` for every legal 1 vs 1 swap (canonical, undo ban applied).
fn for_each_one_swap(state: &State, f: &mut dyn FnMut(OneSwap) -> ControlFlow<()>) -> ControlFlow<()> {
    let occ = occupied_open(state);
    for p in bits(occ) {
        for q in bits(occ).filter(|&q| q > p) {
            for fa in present(state.provinces[p as usize]) {
                for fb in present(state.provinces[q as usize]) {
                    let s = OneSwap {
                        a: Follower { province: p, faction: fa },
                        b: Follower { province: q, faction: fb },
                    };
                    if !is_undo(state, Card::OneVsOne, &one_exchange(&s)) {
                        f(s)?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Calls `f` for every legal 2 vs 1 swap: full ones (`full`) or one-for-one ones (R6).
fn for_each_two_swap(
    state: &State,
    full: bool,
    f: &mut dyn FnMut(TwoSwap) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let open = state.open_mask();
    for &(x, y) in &state.board().borders {
        if open & (1 << x) == 0 || open & (1 << y) == 0 {
            continue;
        }
        for (p, q) in [(x, y), (y, x)] {
            let from = state.provinces[p as usize];
            let to = state.provinces[q as usize];
            let total: u8 = from.iter().sum();
            if to == [0; 3] || (full && total < 2) || (!full && total != 1) {
                continue;
            }
            for i in 0..3 {
                for j in i..3 {
                    let two = if full {
                        let need_ok = if i == j { from[i] >= 2 } else { from[i] >= 1 && from[j] >= 1 };
                        if !need_ok {
                            continue;
                        }
                        [Some(Faction::from_index(i)), Some(Faction::from_index(j))]
                    } else {
                        if i != j || from[i] == 0 {
                            continue;
                        }
                        [Some(Faction::from_index(i)), None]
                    };
                    for one in present(to) {
                        let s = TwoSwap { two_from: p, two, one_from: q, one };
                        if !is_undo(state, Card::TwoVsOne, &two_exchange(&s)) {
                            f(s)?;
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Is some 1 vs 1 swap possible?
pub fn exists_one_swap(state: &State) -> bool {
    for_each_one_swap(state, &mut |_| ControlFlow::Break(())).is_break()
}

/// Is some full (`full`) or one-for-one 2 vs 1 swap possible?
pub fn exists_two_swap(state: &State, full: bool) -> bool {
    for_each_two_swap(state, full, &mut |_| ControlFlow::Break(())).is_break()
}

/// Calls `f` for every complete action of `card` the rules accept now.
pub fn for_each_action(
    state: &State,
    seat: Seat,
    card: Card,
    f: &mut dyn FnMut(Action) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let _ = seat;
    match card {
        Card::Maharacha => {
            let tiles = swappable_tiles(state);
            if tiles.count_ones() < 2 {
                return f(Action::Maharacha { swap: None });
            }
            for a in bits(tiles) {
                for b in bits(tiles).filter(|&b| b > a) {
                    for king in [a, b] {
                        f(Action::Maharacha {
                            swap: Some(TileSwap { a, b, king }),
                        })?;
                    }
                }
            }
            ControlFlow::Continue(())
        }
        Card::KhonThai => {
            let open: Vec<Option<Prov>> = bits(state.open_mask()).map(Some).collect();
            let choices = |fi: usize| -> Vec<Option<Prov>> {
                if state.pool[fi] > 0 {
                    open.clone()
                } else {
                    vec![None]
                }
            };
            let (cy, cr, cb) = (choices(0), choices(1), choices(2));
            for &y in &cy {
                for &r in &cr {
                    for &b in &cb {
                        f(Action::KhonThai { places: [y, r, b] })?;
                    }
                }
            }
            ControlFlow::Continue(())
        }
        Card::OneVsOne => {
            let mut any = false;
            for_each_one_swap(state, &mut |s| {
                any = true;
                f(Action::OneVsOne { swap: Some(s) })
            })?;
            if !any {
                f(Action::OneVsOne { swap: None })?;
            }
            ControlFlow::Continue(())
        }
        Card::TwoVsOne => {
            let mut any = false;
            for_each_two_swap(state, true, &mut |s| {
                any = true;
                f(Action::TwoVsOne { swap: Some(s) })
            })?;
            if !any {
                for_each_two_swap(state, false, &mut |s| {
                    any = true;
                    f(Action::TwoVsOne { swap: Some(s) })
                })?;
            }
            if !any {
                f(Action::TwoVsOne { swap: None })?;
            }
            ControlFlow::Continue(())
        }
        Card::Yellow | Card::Red | Card::Blue => {
            let faction = Faction::from_index(card.index() - 4);
            let eligible = eligible_for(state, faction);
            match faction_card_places(state, faction) {
                0 => f(Action::Faction { faction, places: [None, None] }),
                1 => {
                    for p in bits(eligible) {
                        f(Action::Faction { faction, places: [Some(p), None] })?;
                    }
                    ControlFlow::Continue(())
                }
                _ => {
                    for p in bits(eligible) {
                        for q in bits(eligible).filter(|&q| q >= p) {
                            f(Action::Faction { faction, places: [Some(p), Some(q)] })?;
                        }
                    }
                    ControlFlow::Continue(())
                }
            }
        }
    }
}

/// Calls `f` for every follower that may be taken in `state` (None when nothing is left).
fn for_each_take(state: &State, f: &mut dyn FnMut(Option<Follower>) -> ControlFlow<()>) -> ControlFlow<()> {
    if !anything_to_take(state) {
        return f(None);
    }
    for p in bits(occupied_open(state)) {
        for faction in present(state.provinces[p as usize]) {
            f(Some(Follower { province: p, faction }))?;
        }
    }
    ControlFlow::Continue(())
}

/// Calls `f` for every complete play of `card` (action and follower taken), without the
/// very-last-card condition.
pub fn for_each_play(
    state: &State,
    seat: Seat,
    card: Card,
    f: &mut dyn FnMut(Action, Option<Follower>) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for_each_action(state, seat, card, &mut |action| {
        let mut after = state.clone();
        super::rules::execute(&mut after, seat, &action);
        for_each_take(&after, &mut |take| f(action, take))
    })
}

/// Distinct cards in `seat`'s hand.
fn hand_cards(state: &State, seat: Seat) -> impl Iterator<Item = Card> + '_ {
    Card::ALL
        .into_iter()
        .filter(move |c| state.seats[seat].hand[c.index()] > 0)
}

/// Every legal move of `seat`: pass first, then every play (empty when not their turn).
pub fn legal_moves(state: &State, seat: Seat) -> Vec<Move> {
    if state.result.is_some() || state.to_move as usize != seat {
        return Vec::new();
    }
    let mut out = vec![Move::Pass];
    let last = is_last_card(state);
    for card in hand_cards(state, seat) {
        let _ = for_each_play(state, seat, card, &mut |action, take| {
            if !last || super::rules::check_play(state, seat, &action, take).is_ok() {
                out.push(Move::Play { action, take });
            }
            ControlFlow::Continue(())
        });
    }
    out
}

fn pick<T: Copy, R: Rng + ?Sized>(items: &[T], rng: &mut R) -> Option<T> {
    (!items.is_empty()).then(|| items[rng.gen_range(0..items.len())])
}

fn random_action<R: Rng + ?Sized>(state: &State, seat: Seat, card: Card, rng: &mut R) -> Action {
    let open: Vec<Prov> = bits(state.open_mask()).collect();
    match card {
        Card::Maharacha => {
            let tiles: Vec<Prov> = bits(swappable_tiles(state)).collect();
            if tiles.len() < 2 {
                return Action::Maharacha { swap: None };
            }
            let i = rng.gen_range(0..tiles.len());
            let mut j = rng.gen_range(0..tiles.len() - 1);
            if j >= i {
                j += 1;
            }
            let (a, b) = (tiles[i].min(tiles[j]), tiles[i].max(tiles[j]));
            let king = if rng.gen_bool(0.5) { a } else { b };
            Action::Maharacha {
                swap: Some(TileSwap { a, b, king }),
            }
        }
        Card::KhonThai => {
            let mut places = [None; 3];
            for (f, place) in places.iter_mut().enumerate() {
                if state.pool[f] > 0 {
                    *place = pick(&open, rng);
                }
            }
            Action::KhonThai { places }
        }
        Card::OneVsOne => {
            let occ: Vec<Prov> = bits(occupied_open(state)).collect();
            // Rejection sampling is nearly always enough; the undo ban rarely bites.
            if occ.len() >= 2 {
                for _ in 0..8 {
                    let i = rng.gen_range(0..occ.len());
                    let mut j = rng.gen_range(0..occ.len() - 1);
                    if j >= i {
                        j += 1;
                    }
                    let (p, q) = (occ[i].min(occ[j]), occ[i].max(occ[j]));
                    let fp: Vec<Faction> = present(state.provinces[p as usize]).collect();
                    let fq: Vec<Faction> = present(state.provinces[q as usize]).collect();
                    if let (Some(fa), Some(fb)) = (pick(&fp, rng), pick(&fq, rng)) {
                        let s = OneSwap {
                            a: Follower { province: p, faction: fa },
                            b: Follower { province: q, faction: fb },
                        };
                        if !is_undo(state, Card::OneVsOne, &one_exchange(&s)) {
                            return Action::OneVsOne { swap: Some(s) };
                        }
                    }
                }
            }
            random_enumerated(state, seat, card, rng)
        }
        _ => random_enumerated(state, seat, card, rng),
    }
}

/// Picks uniformly among the enumerated actions of `card` (small lists: 2 vs 1, factions).
fn random_enumerated<R: Rng + ?Sized>(state: &State, seat: Seat, card: Card, rng: &mut R) -> Action {
    let mut actions = Vec::new();
    let _ = for_each_action(state, seat, card, &mut |a| {
        actions.push(a);
        ControlFlow::Continue(())
    });
    pick(&actions, rng).unwrap_or(Action::OneVsOne { swap: None })
}

fn random_take<R: Rng + ?Sized>(state: &State, rng: &mut R) -> Option<Follower> {
    // Weighted by follower: pick one follower among all in unresolved provinces.
    let open = state.open_mask();
    let total: u32 = bits(open)
        .map(|p| state.provinces[p as usize].iter().map(|&c| c as u32).sum::<u32>())
        .sum();
    if total == 0 {
        return None;
    }
    let mut k = rng.gen_range(0..total);
    for p in bits(open) {
        for faction in Faction::ALL {
            let c = state.provinces[p as usize][faction.index()] as u32;
            if k < c {
                return Some(Follower { province: p, faction });
            }
            k -= c;
        }
    }
    None
}

/// A random legal move of `seat`: pass or one of the held cards with equal chance, then
/// random choices. None when it is not their turn.
pub fn random_move<R: Rng + ?Sized>(state: &State, seat: Seat, rng: &mut R) -> Option<Move> {
    if state.result.is_some() || state.to_move as usize != seat {
        return None;
    }
    if is_last_card(state) {
        // Rare: the very last card may only be played if it wins (R9).
        return pick(&legal_moves(state, seat), rng);
    }
    let cards: Vec<Card> = hand_cards(state, seat).collect();
    let choice = rng.gen_range(0..=cards.len());
    let Some(&card) = cards.get(choice) else {
        return Some(Move::Pass);
    };
    let action = random_action(state, seat, card, rng);
    let mut after = state.clone();
    super::rules::execute(&mut after, seat, &action);
    Some(Move::Play {
        action,
        take: random_take(&after, rng),
    })
}
