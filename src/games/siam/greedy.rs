//! A cheap judgement of a King of Siam position, for the computer players' search
//! ([`crate::game::Game::estimate`]) and for the arena's one-ply greedy baseline.
//!
//! It reads only public facts — the followers in the provinces and in every seat's supply,
//! the controlled provinces — and asks how the game would end if every remaining struggle
//! went to the faction leading there now ([`rules::projected_end`]).

use super::model::{Counts, Move, State};
use super::rules;
use super::KingOfSiam;
use crate::game::{Game, Seat};
use rand::Rng;

/// A seat's followers, or its team's best of each faction in the 4-player game (partners
/// count apart, but either one's majority wins for both).
fn side_followers(state: &State, seat: Seat) -> Counts {
    let mut own = state.seats[seat].followers;
    if let Some(p) = state.partner(seat) {
        for (f, c) in own.iter_mut().enumerate() {
            *c = (*c).max(state.seats[p].followers[f]);
        }
    }
    own
}

/// Is `other` an opponent of `seat` (not itself, not its partner)?
fn opponent(state: &State, seat: Seat, other: Seat) -> bool {
    other != seat && state.partner(seat) != Some(other)
}

/// `seat`'s standing as a number (0 is level with the best opponent): when the
/// projection ends in a colony, its complete sets minus the best opponent's; otherwise,
/// for each faction, its follower lead over the best opponent weighted by the faction's
/// share of the provinces it would control (the likely ruling faction counts most).
pub fn value(state: &State, seat: Seat) -> f64 {
    if let Some(result) = &state.result {
        let won = result.winners.contains(&seat);
        return if won {
            100.0 / result.winners.len() as f64
        } else {
            -100.0
        };
    }
    let (provinces, occupied, _) = rules::projected_end(state);
    let mine = side_followers(state, seat);
    let others: Vec<Counts> = (0..state.n())
        .filter(|&s| opponent(state, seat, s))
        .map(|s| state.seats[s].followers)
        .collect();
    if occupied >= 4 {
        let sets = |c: &Counts| f64::from(*c.iter().min().unwrap_or(&0));
        let best = others.iter().map(sets).fold(0.0, f64::max);
        return sets(&mine) - best;
    }
    let total: f64 = provinces
        .iter()
        .map(|&p| f64::from(p))
        .sum::<f64>()
        .max(1.0);
    (0..3)
        .map(|f| {
            let best = others.iter().map(|c| c[f]).max().unwrap_or(0);
            let lead = f64::from(mine[f]) - f64::from(best);
            // Squared shares: the faction likely to rule weighs far more than the others.
            let share = f64::from(provinces[f]) / total;
            (share * share + 0.02) * lead
        })
        .sum()
}

/// `seat`'s share of the win, estimated: the result once the game is over, else half the
/// projection's verdict (does `seat` win if every struggle went as it leans now?) and half
/// a logistic curve of [`value`].
pub fn estimate(state: &State, seat: Seat) -> f64 {
    if let Some(result) = &state.result {
        return crate::bots::search::reward(&result.winners, seat);
    }
    let (_, _, winners) = rules::projected_end(state);
    let verdict = if winners & (1 << seat) != 0 {
        1.0 / f64::from(winners.count_ones())
    } else {
        0.0
    };
    let v = value(state, seat);
    0.5 * verdict + 0.5 / (1.0 + (-v).exp())
}

/// The best [`value`] `seat` would reach by taking one follower without playing a card
/// (a "bare take", which no rule allows: the yardstick a card must beat).
fn bare_take(state: &State, seat: Seat) -> f64 {
    let mut best = value(state, seat);
    for p in 0..8 {
        if state.is_resolved(p as u8) {
            continue;
        }
        for f in 0..3 {
            if state.provinces[p][f] == 0 {
                continue;
            }
            let mut s = state.clone();
            s.provinces[p][f] -= 1;
            s.seats[seat].followers[f] += 1;
            best = best.max(value(&s, seat));
        }
    }
    best
}

/// The arena's greedy baseline: the card play that maximises [`value`] right after it
/// (ties broken at random), or a pass unless that play beats a bare take. It decides on
/// a state drawn from the seat's view ([`Game::sample_state`]), so it never reads hidden
/// information (its own hand is copied; it reads nothing of the others').
pub fn greedy_move<R: Rng + ?Sized>(state: &State, seat: Seat, rng: &mut R) -> Option<Move> {
    let sample = KingOfSiam::sample_state(state, seat, rng);
    let legal = KingOfSiam::legal_moves(&sample, seat);
    if legal.is_empty() {
        return None;
    }
    let mut best: Option<(f64, Move)> = None;
    let mut ties = 0u32;
    for mv in legal.iter().filter(|m| **m != Move::Pass) {
        let Ok((after, _)) = rules::apply(&sample, seat, mv) else {
            continue;
        };
        let v = value(&after, seat);
        match &best {
            Some((b, _)) if v < *b - 1e-9 => {}
            Some((b, _)) if v <= *b + 1e-9 => {
                ties += 1;
                if rng.gen_range(0..ties) == 0 {
                    best = Some((v, *mv));
                }
            }
            _ => {
                ties = 1;
                best = Some((v, *mv));
            }
        }
    }
    match best {
        Some((v, mv)) if v > bare_take(&sample, seat) + 1e-9 || !legal.contains(&Move::Pass) => {
            Some(mv)
        }
        _ => Some(Move::Pass),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameOptions;
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    #[test]
    fn the_estimate_lies_between_nothing_and_a_win_and_the_greedy_move_is_legal() {
        let mut rng = SmallRng::seed_from_u64(4);
        for players in 2..=4 {
            let options = GameOptions {
                players,
                ..GameOptions::default()
            };
            let setup = KingOfSiam::setup(&options, &mut rng);
            let mut s = KingOfSiam::start(&setup).unwrap();
            while let Some(seat) = KingOfSiam::to_move(&s) {
                for k in 0..s.n() {
                    let e = estimate(&s, k);
                    assert!((0.0..=1.0).contains(&e), "{e}");
                }
                let mv = greedy_move(&s, seat, &mut rng).expect("a move");
                s = KingOfSiam::apply(&s, seat, &mv).expect("legal").0;
            }
            let winners = &s.result.as_ref().unwrap().winners;
            assert_eq!(estimate(&s, winners[0]), 1.0 / winners.len() as f64);
        }
    }
}
