//! Legal moves: complete enumeration (for R9, the API and computer players) and a fast
//! random sampler that avoids the full enumeration.
//!
//! Every card must be carried out as completely as the position allows (R13): the
//! enumeration yields only maximal executions, exactly what `rules::apply` accepts.

use super::model::*;
use super::rules::{
    eligible_for, faction_card_places, is_last_card, is_undo, one_exchange, provinces_after,
    swappable_tiles, two_exchange,
};
use crate::game::Seat;
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
    occupied_among(state, &state.provinces)
}

/// Unresolved provinces of `state` holding at least one follower in `provinces`.
fn occupied_among(state: &State, provinces: &[Counts; 8]) -> u8 {
    bits(state.open_mask())
        .filter(|&p| provinces[p as usize] != [0; 3])
        .fold(0, |m, p| m | 1 << p)
}

/// Calls `f` for every legal 1 vs 1 swap (canonical, undo ban applied).
fn for_each_one_swap(
    state: &State,
    f: &mut dyn FnMut(OneSwap) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let occ = occupied_open(state);
    for p in bits(occ) {
        for q in bits(occ).filter(|&q| q > p) {
            for fa in present(state.provinces[p as usize]) {
                for fb in present(state.provinces[q as usize]) {
                    let s = OneSwap {
                        a: Follower {
                            province: p,
                            faction: fa,
                        },
                        b: Follower {
                            province: q,
                            faction: fb,
                        },
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
            // One follower on each side: giving p's for q's is the same swap as giving q's
            // for p's, listed once, in its canonical form (`normalise`).
            if !full && to.iter().sum::<u8>() == 1 && p > q {
                continue;
            }
            for i in 0..3 {
                for j in i..3 {
                    let two = if full {
                        let need_ok = if i == j {
                            from[i] >= 2
                        } else {
                            from[i] >= 1 && from[j] >= 1
                        };
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
                        let s = TwoSwap {
                            two_from: p,
                            two,
                            one_from: q,
                            one,
                        };
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

/// The canonical form of `mv` in `state`: [`Move::canonical`], and a one-for-one 2 vs 1
/// between two provinces holding one follower each written from the lower province, the
/// way the enumeration lists it (either spelling is the same swap).
pub fn normalise(state: &State, mv: &Move) -> Move {
    let mv = mv.canonical();
    let Move::Play {
        action:
            Action::TwoVsOne {
                swap:
                    Some(TwoSwap {
                        two_from,
                        two: [Some(given), None],
                        one_from,
                        one,
                    }),
            },
        take,
    } = mv
    else {
        return mv;
    };
    let single = |p: Prov| {
        state
            .provinces
            .get(p as usize)
            .is_some_and(|c| c.iter().sum::<u8>() == 1)
    };
    if two_from > one_from && single(two_from) && single(one_from) {
        Move::Play {
            action: Action::TwoVsOne {
                swap: Some(TwoSwap {
                    two_from: one_from,
                    two: [Some(one), None],
                    one_from: two_from,
                    one: given,
                }),
            },
            take,
        }
    } else {
        mv
    }
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
                0 => f(Action::Faction {
                    faction,
                    places: [None, None],
                }),
                1 => {
                    for p in bits(eligible) {
                        f(Action::Faction {
                            faction,
                            places: [Some(p), None],
                        })?;
                    }
                    ControlFlow::Continue(())
                }
                _ => {
                    for p in bits(eligible) {
                        for q in bits(eligible).filter(|&q| q >= p) {
                            f(Action::Faction {
                                faction,
                                places: [Some(p), Some(q)],
                            })?;
                        }
                    }
                    ControlFlow::Continue(())
                }
            }
        }
    }
}

/// Calls `f` for every follower that may be taken once the action of a card has left
/// these `provinces` (None when nothing is left).
fn for_each_take(
    state: &State,
    provinces: &[Counts; 8],
    f: &mut dyn FnMut(Option<Follower>) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let occupied = occupied_among(state, provinces);
    if occupied == 0 {
        return f(None);
    }
    for p in bits(occupied) {
        for faction in present(provinces[p as usize]) {
            f(Some(Follower {
                province: p,
                faction,
            }))?;
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
        let provinces = provinces_after(state, &action);
        for_each_take(state, &provinces, &mut |take| f(action, take))
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
    let mut push = |action, take| {
        out.push(Move::Play { action, take });
        ControlFlow::Continue(())
    };
    for card in hand_cards(state, seat) {
        let _ = if is_last_card(state) {
            super::rules::for_each_winning_last_play(state, seat, card, &mut push)
        } else {
            for_each_play(state, seat, card, &mut push)
        };
    }
    out
}

/// The `k`-th set bit of `mask` (0-based).
fn nth_bit(mut mask: u8, k: u32) -> u8 {
    for _ in 0..k {
        mask &= mask - 1;
    }
    mask.trailing_zeros() as u8
}

/// A uniformly chosen set bit of `mask`.
fn pick_bit<R: Rng + ?Sized>(mask: u8, rng: &mut R) -> Option<u8> {
    let count = mask.count_ones();
    (count > 0).then(|| nth_bit(mask, rng.gen_range(0..count)))
}

/// Colours present in a province, as a mask.
fn colour_mask(c: Counts) -> u8 {
    (c[0] > 0) as u8 | ((c[1] > 0) as u8) << 1 | ((c[2] > 0) as u8) << 2
}

fn random_action<R: Rng + ?Sized>(state: &State, seat: Seat, card: Card, rng: &mut R) -> Action {
    match card {
        Card::Maharacha => {
            let tiles = swappable_tiles(state);
            let Some(a) = pick_bit(tiles, rng) else {
                return Action::Maharacha { swap: None };
            };
            let Some(b) = pick_bit(tiles & !(1 << a), rng) else {
                return Action::Maharacha { swap: None };
            };
            let (a, b) = (a.min(b), a.max(b));
            let king = if rng.gen_bool(0.5) { a } else { b };
            Action::Maharacha {
                swap: Some(TileSwap { a, b, king }),
            }
        }
        Card::KhonThai => {
            let open = state.open_mask();
            let mut places = [None; 3];
            for (f, place) in places.iter_mut().enumerate() {
                if state.pool[f] > 0 {
                    *place = pick_bit(open, rng);
                }
            }
            Action::KhonThai { places }
        }
        Card::OneVsOne => {
            let occ = occupied_open(state);
            // Rejection sampling is nearly always enough; the undo ban rarely bites.
            for _ in 0..8 {
                let Some(x) = pick_bit(occ, rng) else { break };
                let Some(y) = pick_bit(occ & !(1 << x), rng) else {
                    break;
                };
                let (p, q) = (x.min(y), x.max(y));
                let fa = pick_bit(colour_mask(state.provinces[p as usize]), rng);
                let fb = pick_bit(colour_mask(state.provinces[q as usize]), rng);
                if let (Some(fa), Some(fb)) = (fa, fb) {
                    let s = OneSwap {
                        a: Follower {
                            province: p,
                            faction: Faction::from_index(fa as usize),
                        },
                        b: Follower {
                            province: q,
                            faction: Faction::from_index(fb as usize),
                        },
                    };
                    if !is_undo(state, Card::OneVsOne, &one_exchange(&s)) {
                        return Action::OneVsOne { swap: Some(s) };
                    }
                }
            }
            random_enumerated(state, seat, card, rng)
        }
        Card::TwoVsOne => match random_full_two_swap(state, rng) {
            Some(s) => Action::TwoVsOne { swap: Some(s) },
            None => random_enumerated(state, seat, card, rng),
        },
        _ => random_enumerated(state, seat, card, rng),
    }
}

/// Picks uniformly among the enumerated actions of `card`: one pass counts them, a
/// second stops at the chosen one (no allocation, one random number).
fn random_enumerated<R: Rng + ?Sized>(
    state: &State,
    seat: Seat,
    card: Card,
    rng: &mut R,
) -> Action {
    let mut count = 0u32;
    let _ = for_each_action(state, seat, card, &mut |_| {
        count += 1;
        ControlFlow::Continue(())
    });
    let mut k = rng.gen_range(0..count.max(1));
    let mut chosen = None;
    let _ = for_each_action(state, seat, card, &mut |a| {
        if k == 0 {
            chosen = Some(a);
            return ControlFlow::Break(());
        }
        k -= 1;
        ControlFlow::Continue(())
    });
    // for_each_action always yields at least the "nothing possible" action.
    chosen.unwrap_or(Action::OneVsOne { swap: None })
}

/// A random full 2 vs 1 swap by rejection sampling, when one is quickly found.
fn random_full_two_swap<R: Rng + ?Sized>(state: &State, rng: &mut R) -> Option<TwoSwap> {
    let borders = &state.board().borders;
    for _ in 0..8 {
        let (x, y) = borders[rng.gen_range(0..borders.len())];
        let (p, q) = if rng.gen_bool(0.5) { (x, y) } else { (y, x) };
        if state.is_resolved(p) || state.is_resolved(q) {
            continue;
        }
        let from = state.provinces[p as usize];
        let Some(one) = pick_bit(colour_mask(state.provinces[q as usize]), rng) else {
            continue;
        };
        let Some(a) = pick_bit(colour_mask(from), rng) else {
            continue;
        };
        let mut rest = from;
        rest[a as usize] -= 1;
        let Some(b) = pick_bit(colour_mask(rest), rng) else {
            continue;
        };
        let s = TwoSwap {
            two_from: p,
            two: [
                Some(Faction::from_index(a.min(b) as usize)),
                Some(Faction::from_index(a.max(b) as usize)),
            ],
            one_from: q,
            one: Faction::from_index(one as usize),
        };
        if !is_undo(state, Card::TwoVsOne, &two_exchange(&s)) {
            return Some(s);
        }
    }
    None
}

/// A random follower to take once an action has left these `provinces`.
fn random_take<R: Rng + ?Sized>(
    state: &State,
    provinces: &[Counts; 8],
    rng: &mut R,
) -> Option<Follower> {
    // Weighted by follower: pick one follower among all in unresolved provinces.
    let open = state.open_mask();
    let total: u32 = bits(open)
        .map(|p| provinces[p as usize].iter().map(|&c| c as u32).sum::<u32>())
        .sum();
    if total == 0 {
        return None;
    }
    let mut k = rng.gen_range(0..total);
    for p in bits(open) {
        for faction in Faction::ALL {
            let c = provinces[p as usize][faction.index()] as u32;
            if k < c {
                return Some(Follower {
                    province: p,
                    faction,
                });
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
    let held = hand_cards(state, seat).fold(0u8, |m, c| m | 1 << c.index());
    // Pass and each held card are equally likely.
    let choice = rng.gen_range(0..=held.count_ones());
    if choice == held.count_ones() {
        return Some(Move::Pass);
    }
    let card = Card::ALL[nth_bit(held, choice) as usize];
    // The very last card may only be played if it wins (R9): try a few random plays and
    // pass when none of them wins, rather than enumerating every play.
    let tries = if is_last_card(state) { 8 } else { 1 };
    for _ in 0..tries {
        let action = random_action(state, seat, card, rng);
        let take = random_take(state, &provinces_after(state, &action), rng);
        let mv = Move::Play { action, take };
        if tries == 1 || super::rules::is_legal_play(state, seat, &action, take) {
            return Some(mv);
        }
    }
    Some(Move::Pass)
}
