//! Meridian's legal turns: every one, once, in canonical form; a fast random one; and the
//! platform's automatic turn.
//!
//! Placements are not tried one by one: on each row of a meridian the legal heights form
//! one interval, found from the nearest towers north and south (and, on an occupied city,
//! from the occupant and the free city the push needs), so enumerating and sampling cost
//! a few comparisons per row.

use super::board::MAX_ROWS;
use super::model::*;
use crate::game::Seat;
use rand::Rng;

/// The heights `lo..=hi` a new tower of `seat` may have on row `r` (0-based) of `column`
/// (already without any tower removed this turn), given `supply` pieces; None when none
/// fits. `empty_meridian` applies M4.
fn heights_at(
    column: &[Tower; MAX_ROWS],
    rows: usize,
    r: usize,
    seat: Seat,
    supply: u8,
    two_player: bool,
) -> Option<(u8, u8)> {
    let north = (0..r).rev().map(|i| column[i]).find(|t| !t.is_empty());
    let south = (r + 1..rows).map(|i| column[i]).find(|t| !t.is_empty());
    let occupant = column[r];
    let empty_meridian = column[..rows].iter().all(|t| t.is_empty());
    let (lo, hi) = if occupant.is_empty() {
        // Strictly between the nearest towers north and south.
        (
            south.map_or(1, |t| t.height + 1),
            north.map_or(u8::MAX, |t| t.height.saturating_sub(1)),
        )
    } else {
        if occupant.owner as usize == seat && two_player {
            return None;
        }
        let free_north = (0..r).any(|i| column[i].is_empty());
        let free_south = (r + 1..rows).any(|i| column[i].is_empty());
        // Shorter than the occupant: it and the run north of it move north; the new
        // tower then stands between the occupant and the nearest tower south.
        let shorter = free_north.then(|| {
            (
                south.map_or(1, |t| t.height + 1),
                occupant.height.saturating_sub(1),
            )
        });
        // Taller: the run moves south; the new tower stands between the nearest tower
        // north and the occupant.
        let taller = free_south.then(|| {
            (
                occupant.height + 1,
                north.map_or(u8::MAX, |t| t.height.saturating_sub(1)),
            )
        });
        // Both can hold at once: the two ranges are disjoint, below and above the
        // occupant; merge them as one span when both exist (the occupant's own height is
        // the only gap, and `place` refuses it).
        match (shorter, taller) {
            (Some(a), Some(b)) => (a.0, b.1),
            (Some(a), None) => a,
            (None, Some(b)) => b,
            (None, None) => return None,
        }
    };
    let lo = if empty_meridian { lo.max(2) } else { lo };
    let hi = hi.min(supply);
    (lo <= hi).then_some((lo, hi))
}

/// The canonical face-up cards of `seat`: one per label (two cards with one label are the
/// same turn, M9), the lower colour first.
pub fn distinct_cards(state: &State, seat: Seat) -> Vec<Card> {
    let mut cards: Vec<Card> = state.seats[seat].face_up_cards().collect();
    cards.sort();
    cards.sort_by_key(|c| c.kind);
    cards.dedup_by_key(|c| c.kind);
    cards
}

/// The canonical card for `card`'s label among `seat`'s face-up cards.
pub fn canonical_card(state: &State, seat: Seat, card: Card) -> Card {
    state.seats[seat]
        .face_up_cards()
        .filter(|c| c.kind == card.kind)
        .min()
        .unwrap_or(card)
}

/// Calls `f` with every legal turn of `seat` on `meridian` (1–10) with `card` that
/// changes the board: each removal alone, then each placement after each removal option.
fn for_each_action(state: &State, seat: Seat, card: Card, meridian: u8, mut f: impl FnMut(Move)) {
    let m = meridian as usize - 1;
    let rows = state.board().rows;
    let limit = state.towers_per_meridian();
    // At most two own towers on a meridian (M9): no list is allocated.
    let mut removals = [None; 3];
    let mut own = 0;
    for r in state.own_rows(seat, m).take(2) {
        own += 1;
        removals[own] = Some(r);
    }
    for &removal in &removals[..=own] {
        let mut column = state.towers[m];
        let mut supply = state.seats[seat].supply;
        if let Some(r) = removal {
            supply += column[r].height;
            column[r] = Tower::default();
            f(Move {
                card,
                meridian: Some(meridian),
                remove: Some(r as u8 + 1),
                place: None,
            });
        }
        let own_after = own - removal.is_some() as usize;
        if own_after >= limit {
            continue;
        }
        for r in 0..rows {
            let Some((lo, hi)) = heights_at(&column, rows, r, seat, supply, state.players == 2)
            else {
                continue;
            };
            for height in lo..=hi {
                if !column[r].is_empty() && column[r].height == height {
                    continue;
                }
                // M6: the removed tower put back as it was is no move.
                if removal == Some(r) && state.towers[m][r].height == height {
                    continue;
                }
                f(Move {
                    card,
                    meridian: Some(meridian),
                    remove: removal.map(|r| r as u8 + 1),
                    place: Some(Placement {
                        height,
                        row: r as u8 + 1,
                    }),
                });
            }
        }
    }
}

/// Every legal turn of `seat`, each once (empty when it is not their turn).
pub fn legal_moves(state: &State, seat: Seat) -> Vec<Move> {
    let mut out = Vec::new();
    if state.result.is_some() || seat != state.to_move {
        return out;
    }
    for card in distinct_cards(state, seat) {
        out.push(Move {
            card,
            meridian: None,
            remove: None,
            place: None,
        });
        for &meridian in card.numbers() {
            for_each_action(state, seat, card, meridian, |mv| out.push(mv));
        }
    }
    out
}

/// A random legal turn: a face-up card (one per label) uniformly, then uniformly one of
/// that card's turns (placing nothing, each removal, each removal-and-placement, each
/// placement). Uniform over all turns when both cards offer as many.
pub fn random_move<R: Rng + ?Sized>(state: &State, seat: Seat, rng: &mut R) -> Option<Move> {
    if state.result.is_some() || seat != state.to_move {
        return None;
    }
    // The face-up cards, one per label (at most two: no list is allocated).
    let mut cards = state.seats[seat].face_up;
    cards.sort_by_key(|c| c.map(|c| (c.kind, c)));
    if let [Some(a), Some(b)] = cards {
        if a.kind == b.kind {
            cards[1] = None;
        }
    }
    let n = cards.iter().flatten().count();
    let card = cards.iter().flatten().nth(rng.gen_range(0..n.max(1)))?;
    let card = *card;
    // Count this card's turns, then walk to the chosen one (no list is built).
    let mut count = 1u32;
    for &meridian in card.numbers() {
        for_each_action(state, seat, card, meridian, |_| count += 1);
    }
    let mut k = rng.gen_range(0..count);
    if k == 0 {
        return Some(Move {
            card,
            meridian: None,
            remove: None,
            place: None,
        });
    }
    k -= 1;
    let mut chosen = None;
    for &meridian in card.numbers() {
        for_each_action(state, seat, card, meridian, |mv| {
            if chosen.is_none() {
                if k == 0 {
                    chosen = Some(mv);
                } else {
                    k -= 1;
                }
            }
        });
        if chosen.is_some() {
            break;
        }
    }
    chosen
}

/// The turn the platform makes for a seat whose time ran out or whose player was removed:
/// the face-up card with the lowest first number, placing nothing (it changes nothing on
/// the board; `docs/meridian-rulings.md`).
pub fn automatic_move(state: &State, seat: Seat) -> Option<Move> {
    if state.result.is_some() || seat != state.to_move {
        return None;
    }
    let card = distinct_cards(state, seat)
        .into_iter()
        .min_by_key(|c| (c.numbers()[0], c.kind))?;
    Some(Move {
        card,
        meridian: None,
        remove: None,
        place: None,
    })
}

/// `mv` in canonical form: the card of its label with the lowest colour, and no meridian
/// on a turn that changes nothing on the board.
pub fn normalise(state: &State, seat: Seat, mv: &Move) -> Move {
    let mut mv = *mv;
    mv.card = canonical_card(state, seat, mv.card);
    if mv.remove.is_none() && mv.place.is_none() {
        mv.meridian = None;
    }
    mv
}
