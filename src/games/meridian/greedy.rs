//! A cheap judgement of a Meridian position, for the computer players' search
//! ([`crate::game::Game::estimate`]) and for the arena's one-ply greedy baseline.
//!
//! Everything it reads is public (towers and supplies): the order of the face-down decks,
//! the only hidden thing, plays no part.

use super::model::{Move, State};
use super::rules;
use super::Meridian;
use crate::game::{Game, Seat};
use rand::Rng;

/// What one tower piece still in the supply is worth, in island points: enough to prefer
/// the lower of two towers that score alike (unused pieces break a tie on points, M8).
pub const PIECE_VALUE: f64 = 0.05;

/// `seat`'s island points minus those of the best opponent, plus [`PIECE_VALUE`] per
/// piece in its supply, as the board stands.
pub fn lead(state: &State, seat: Seat) -> f64 {
    let (points, _) = rules::scores(state);
    let best_other = (0..state.n())
        .filter(|&s| s != seat)
        .map(|s| points[s])
        .max()
        .unwrap_or(0);
    f64::from(points[seat]) - f64::from(best_other)
        + PIECE_VALUE * f64::from(state.seats[seat].supply)
}

/// `seat`'s share of the win, estimated: the result once the game is over, else a
/// logistic curve of its lead over the best opponent (points, then pieces), flatter while
/// many turns are left.
pub fn estimate(state: &State, seat: Seat) -> f64 {
    if let Some(result) = &state.result {
        return crate::bots::search::reward(&result.winners, seat);
    }
    let (points, _) = rules::scores(state);
    let best_other = (0..state.n())
        .filter(|&s| s != seat)
        .max_by_key(|&s| (points[s], state.seats[s].supply))
        .unwrap_or(seat);
    let lead = f64::from(points[seat]) - f64::from(points[best_other])
        + PIECE_VALUE
            * (f64::from(state.seats[seat].supply) - f64::from(state.seats[best_other].supply));
    let total = f64::from(state.turns_total().max(1));
    let left = f64::from(state.turns_total().saturating_sub(state.turn)) / total;
    let spread = 1.0 + 3.0 * left;
    1.0 / (1.0 + (-lead / spread).exp())
}

/// The arena's greedy baseline: the move that maximises [`lead`] right after it, ties
/// broken at random. It decides on a state drawn from the seat's view
/// ([`Game::sample_state`]), so it never reads hidden information.
pub fn greedy_move<R: Rng + ?Sized>(state: &State, seat: Seat, rng: &mut R) -> Option<Move> {
    let sample = Meridian::sample_state(state, seat, rng);
    let mut best: Option<(f64, Move)> = None;
    let mut ties = 0u32;
    for mv in Meridian::legal_moves(&sample, seat) {
        let Ok((after, _)) = rules::apply(&sample, seat, &mv) else {
            continue;
        };
        let value = lead(&after, seat);
        match &best {
            Some((b, _)) if value < *b - 1e-9 => {}
            Some((b, _)) if value <= *b + 1e-9 => {
                ties += 1;
                if rng.gen_range(0..ties) == 0 {
                    best = Some((value, mv));
                }
            }
            _ => {
                ties = 1;
                best = Some((value, mv));
            }
        }
    }
    best.map(|(_, mv)| mv)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::meridian::new_setup;
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    #[test]
    fn the_estimate_lies_between_nothing_and_a_win_and_the_greedy_move_is_legal() {
        let mut rng = SmallRng::seed_from_u64(4);
        for players in 2..=4u8 {
            let mut s = Meridian::start(&new_setup(players, &mut rng)).unwrap();
            while s.result.is_none() {
                let seat = s.to_move;
                for k in 0..s.n() {
                    let e = estimate(&s, k);
                    assert!((0.0..=1.0).contains(&e), "{e}");
                }
                let mv = greedy_move(&s, seat, &mut rng).expect("a move");
                s = Meridian::apply(&s, seat, &mv).expect("legal").0;
            }
            let winners = &s.result.as_ref().unwrap().winners;
            assert_eq!(estimate(&s, winners[0]), 1.0 / winners.len() as f64);
        }
    }

    /// The searching levels grow their tree by the best of every legal move by the
    /// estimate (`ismcts::EVERY_MOVE`): a search of one iteration holds one move, the one
    /// the estimate likes best — which a best of a few drawn moves would seldom find.
    #[test]
    fn a_search_tries_the_move_the_estimate_likes_best_first() {
        use crate::bots::search::{decide, Budget};
        use crate::bots::Level;
        let mut rng = SmallRng::seed_from_u64(9);
        let budget = Budget {
            iterations: 1,
            cap: std::time::Duration::from_secs(60),
        };
        let mut checked = 0;
        for players in 2..=4u8 {
            let mut s = Meridian::start(&new_setup(players, &mut rng)).unwrap();
            for turn in 0..12 {
                let seat = s.to_move;
                let after = |mv: &Move| estimate(&rules::apply(&s, seat, mv).unwrap().0, seat);
                let values: Vec<f64> = Meridian::legal_moves(&s, seat).iter().map(after).collect();
                let best = values.iter().copied().fold(f64::MIN, f64::max);
                // Only a position where few moves share the best value tells anything.
                if values.iter().filter(|&&v| v == best).count() * 4 < values.len() {
                    for level in [Level::Standard, Level::Strong] {
                        let mv = decide::<Meridian>(&s, seat, level, turn, budget).unwrap();
                        assert_eq!(after(&mv), best, "{players} players, turn {turn}");
                        checked += 1;
                    }
                }
                let mv = greedy_move(&s, seat, &mut rng).expect("a move");
                s = Meridian::apply(&s, seat, &mv).expect("legal").0;
            }
        }
        assert!(checked >= 20, "only {checked} positions told anything");
    }
}
