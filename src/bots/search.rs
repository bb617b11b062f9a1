//! The computer players' entry points: [`decide`] picks a move from exactly what one seat
//! may see, [`computer_move_text`] does it for the server from a full state and writes the
//! move in the game's notation.
//!
//! Every level runs the same search ([`super::ismcts`]) over positions imagined from the
//! view; they differ in how much they search. Randomness comes only from a generator seeded
//! by the caller, and budgets are counted in iterations, so the same view and seed give the
//! same move on every machine (the wall-clock cap is a safety net that a normal search
//! never reaches).

use super::ismcts::{self, Config};
use super::Level;
use crate::game::{Search, Seat, Viewer};
use rand::rngs::StdRng;
use rand::SeedableRng;
use std::time::Duration;

/// How much a player may search for one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Search iterations: one imagined position and one random playout each.
    pub iterations: u32,
    /// A safety net: the search stops when this much time has gone, whatever is left.
    pub cap: Duration,
}

impl Budget {
    /// The site's budget of `level` in game `G`: [`Budget::site`] with the iterations
    /// divided by the game's [`Search::PLAYOUT_WEIGHT`], so that a move takes about as long
    /// in every game.
    pub fn site_for<G: Search>(level: Level) -> Budget {
        let mut budget = Budget::site(level);
        budget.iterations = (budget.iterations / G::PLAYOUT_WEIGHT.max(1)).max(8);
        budget
    }

    /// The budgets the site plays with (for a game as fast as King of Siam).
    pub fn site(level: Level) -> Budget {
        match level {
            Level::Beginner => Budget {
                iterations: 48,
                cap: Duration::from_millis(100),
            },
            Level::Standard => Budget {
                iterations: 1_500,
                cap: Duration::from_millis(1_500),
            },
            Level::Strong => Budget {
                iterations: 15_000,
                cap: Duration::from_millis(3_000),
            },
        }
    }
}

/// How a level searches with a given budget. A beginner looks only at its own moves (flat
/// Monte Carlo over a handful of drawn moves); the others grow a tree.
pub fn config(level: Level, budget: Budget) -> Config {
    Config {
        iterations: budget.iterations,
        cap: budget.cap,
        flat: level == Level::Beginner,
        explore: 0.7,
        widen: match level {
            Level::Beginner => 0.5,
            _ => 1.0,
        },
    }
}

/// The move `seat` makes at `level`, decided from its `view` alone (what the server would
/// show that seat) with randomness from `seed`. None when it is not the seat's turn or the
/// game is over.
pub fn decide<G: Search>(
    view: &G::View,
    seat: Seat,
    level: Level,
    seed: u64,
    budget: Budget,
) -> Option<G::Move> {
    let mut rng = StdRng::seed_from_u64(seed);
    ismcts::search::<G, StdRng>(view, seat, config(level, budget), &mut rng)
}

/// The server's side: `seat`'s move at `level` in `state`, in the game's notation. Only
/// the seat's view is passed on to [`decide`]; the state is used to print the move.
pub fn computer_move_text<G: Search>(
    state: &G::State,
    seat: Seat,
    level: Level,
    seed: u64,
    budget: Budget,
) -> Option<String> {
    let view = G::view_for(state, Viewer::Seat(seat));
    let mv = decide::<G>(&view, seat, level, seed, budget)?;
    Some(G::print_move(state, &mv))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, GameOptions, Status};
    use crate::games::siam::{Hands, KingOfSiam, State};

    /// A budget small enough for debug builds.
    fn tiny(iterations: u32) -> Budget {
        Budget {
            iterations,
            cap: Duration::from_secs(30),
        }
    }

    fn options(players: usize, hands: Hands) -> GameOptions {
        let mut options = GameOptions {
            players,
            ..GameOptions::default()
        };
        options.choices.insert("board".into(), "siam".into());
        options
            .choices
            .insert("hands".into(), hands.as_str().into());
        options
    }

    /// The positions of a random game, running ones only.
    fn running_positions(seed: u64, players: usize, hands: Hands) -> Vec<State> {
        let mut rng = StdRng::seed_from_u64(seed);
        let setup = KingOfSiam::setup(&options(players, hands), &mut rng);
        let mut state = KingOfSiam::start(&setup).expect("a valid setup");
        let mut out = Vec::new();
        while let Status::Active { to_move } = KingOfSiam::status(&state) {
            out.push(state.clone());
            let mv = KingOfSiam::random_move(&state, to_move, &mut rng).expect("a move");
            state = KingOfSiam::apply(&state, to_move, &mv).expect("legal").0;
        }
        out
    }

    fn to_move(state: &State) -> Seat {
        state.to_move as Seat
    }

    #[test]
    fn every_level_plays_a_legal_move_in_both_variants_and_every_player_count() {
        for hands in [Hands::Original, Hands::Open] {
            for players in 2..=4 {
                let positions = running_positions(players as u64, players, hands);
                // The start, the middle and the last decision of the game.
                let picks = [0, positions.len() / 2, positions.len() - 1];
                for (i, state) in picks.iter().map(|&i| &positions[i]).enumerate() {
                    let seat = to_move(state);
                    let view = KingOfSiam::view_for(state, Viewer::Seat(seat));
                    for level in Level::ALL {
                        let mv = decide::<KingOfSiam>(&view, seat, level, i as u64, tiny(40))
                            .expect("a move on the seat's turn");
                        assert!(
                            KingOfSiam::apply(state, seat, &mv).is_ok(),
                            "{level:?} chose an illegal {mv:?}"
                        );
                        let text = computer_move_text::<KingOfSiam>(
                            state,
                            seat,
                            level,
                            i as u64,
                            tiny(40),
                        )
                        .expect("a move");
                        assert_eq!(KingOfSiam::parse_move(state, &text), Ok(mv));
                    }
                }
            }
        }
    }

    #[test]
    fn no_move_out_of_turn_or_after_the_end() {
        let positions = running_positions(7, 3, Hands::Original);
        let state = &positions[0];
        let other = (to_move(state) + 1) % 3;
        let view = KingOfSiam::view_for(state, Viewer::Seat(other));
        assert_eq!(
            decide::<KingOfSiam>(&view, other, Level::Strong, 1, tiny(20)),
            None
        );
        let last = positions.last().expect("a position");
        let seat = to_move(last);
        let mv = KingOfSiam::random_move(last, seat, &mut StdRng::seed_from_u64(1));
        // Play random moves to the end and ask again.
        let mut state = last.clone();
        let mut rng = StdRng::seed_from_u64(2);
        let mut mv = mv;
        while let Some(m) = mv {
            let seat = to_move(&state);
            state = KingOfSiam::apply(&state, seat, &m).expect("legal").0;
            mv = KingOfSiam::random_move(&state, to_move(&state), &mut rng);
        }
        assert!(matches!(
            KingOfSiam::status(&state),
            Status::Finished { .. }
        ));
        for seat in 0..3 {
            let view = KingOfSiam::view_for(&state, Viewer::Seat(seat));
            assert_eq!(
                decide::<KingOfSiam>(&view, seat, Level::Standard, 1, tiny(20)),
                None
            );
        }
    }

    #[test]
    fn same_view_and_seed_give_the_same_move() {
        for players in 2..=4 {
            let positions = running_positions(11 + players as u64, players, Hands::Original);
            let state = &positions[positions.len() / 3];
            let seat = to_move(state);
            let view = KingOfSiam::view_for(state, Viewer::Seat(seat));
            for level in Level::ALL {
                let first = decide::<KingOfSiam>(&view, seat, level, 99, tiny(60));
                let again = decide::<KingOfSiam>(&view, seat, level, 99, tiny(60));
                assert_eq!(first, again);
            }
        }
    }

    /// The same position with one opponent's hidden cards dealt differently: the seat
    /// sees exactly the same, the positions really differ.
    fn other_hidden_hands(state: &State, seat: Seat, seed: u64) -> Option<State> {
        let view = KingOfSiam::view_for(state, Viewer::Seat(seat));
        let mut rng = StdRng::seed_from_u64(seed);
        (0..100)
            .map(|_| KingOfSiam::sample_state(&view, seat, &mut rng))
            .find(|other| other != state)
    }

    #[test]
    fn hidden_cards_never_change_the_decision() {
        let mut compared = 0;
        for players in 2..=4 {
            let positions = running_positions(20 + players as u64, players, Hands::Original);
            for state in positions.iter().step_by(5) {
                let seat = to_move(state);
                let Some(other) = other_hidden_hands(state, seat, players as u64) else {
                    continue;
                };
                // The test could fail: the opponents' hands really differ…
                assert_ne!(&other, state);
                let opponents = |s: &State| -> Vec<[u8; 7]> {
                    (0..players)
                        .filter(|&o| o != seat)
                        .map(|o| s.seats[o].hand)
                        .collect()
                };
                if opponents(&other) == opponents(state) {
                    continue;
                }
                // …while the seat's view is the same.
                let view = |s: &State| {
                    serde_json::to_string(&KingOfSiam::view_for(s, Viewer::Seat(seat)))
                        .expect("a view serialises")
                };
                assert_eq!(view(&other), view(state));
                for level in Level::ALL {
                    let seed = 1_000 * compared + level as u64;
                    let a = computer_move_text::<KingOfSiam>(state, seat, level, seed, tiny(40));
                    let b = computer_move_text::<KingOfSiam>(&other, seat, level, seed, tiny(40));
                    assert_eq!(a, b, "{level:?} with seed {seed}");
                }
                compared += 1;
            }
        }
        assert!(compared >= 5, "only {compared} positions with hidden hands");
    }

    #[test]
    fn site_budgets_grow_with_the_level() {
        let [b, s, t] = Level::ALL.map(Budget::site);
        assert!(b.iterations < s.iterations && s.iterations < t.iterations);
        assert!(config(Level::Beginner, b).flat && !config(Level::Strong, t).flat);
    }
}
