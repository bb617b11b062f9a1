//! The computer players' entry points: [`decide`] picks a move from exactly what one seat
//! may see, [`computer_move_text`] does it for the server from a full state and writes the
//! move in the game's notation.
//!
//! Every level runs the same search ([`super::ismcts`]) over positions imagined from the
//! view; they differ in how much they search. Randomness comes only from a generator seeded
//! by the caller, and budgets are counted in iterations, so the same view and seed give the
//! same move on every machine (the wall-clock cap is a safety net that a normal search
//! never reaches).

use super::ismcts;
pub use super::ismcts::{reward, Config};
use super::Level;
use crate::game::{Game, Seat};
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
    /// divided by the cost of one of the game's playouts at that level — its
    /// [`Game::PLAYOUT_WEIGHT`], times its [`Game::PLAYOUT_CANDIDATES`] when the level
    /// guides its playouts to the end — so that a move takes about as long in every game.
    /// A standard level whose playouts stop after [`GUIDED_CUTOFF`] moves pays the weight
    /// alone: its short playouts cost about what the widening over every move adds.
    pub fn site_for<G: Game>(level: Level) -> Budget {
        let mut budget = Budget::site(level);
        let config = config::<G>(level, budget);
        let guided_to_the_end = if config.cutoff.is_none() {
            config.candidates
        } else {
            1
        };
        let cost = G::PLAYOUT_WEIGHT.max(1) * guided_to_the_end;
        budget.iterations = (budget.iterations / cost).max(8);
        budget
    }

    /// The budgets the site plays with, for a game of [`Game::PLAYOUT_WEIGHT`] 1.
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

/// How many random moves a playout move of `level` is chosen among in game `G`: the
/// game's [`Game::PLAYOUT_CANDIDATES`] for the searching levels, 1 (uniformly random) for
/// the beginner.
fn candidates<G: Game>(level: Level) -> u32 {
    match level {
        Level::Beginner => 1,
        _ => G::PLAYOUT_CANDIDATES.max(1),
    }
}

/// How a level searches in game `G` with a given budget. A beginner looks only at its own
/// moves (flat Monte Carlo over a handful of drawn moves, random playouts); the others
/// grow a tree. In a game with guided playouts ([`Game::PLAYOUT_CANDIDATES`] above 1) the
/// searching levels use them, each new move of the tree is the best of the mover's legal
/// moves not yet in it by [`Game::estimate`], and the standard level's playouts stop after
/// [`GUIDED_CUTOFF`] moves, scored by the estimate (docs/computer-players.md: the arena
/// found both stronger in the game that guides its playouts).
pub fn config<G: Game>(level: Level, budget: Budget) -> Config {
    level_config(level, budget, candidates::<G>(level))
}

/// Moves a standard level's guided playout plays before the estimate scores it.
pub const GUIDED_CUTOFF: u32 = 6;

/// [`config`] for a game whose playouts choose among `candidates` moves.
fn level_config(level: Level, budget: Budget, candidates: u32) -> Config {
    let guided = candidates > 1;
    Config {
        iterations: budget.iterations,
        cap: budget.cap,
        flat: level == Level::Beginner,
        explore: 0.7,
        widen: match level {
            Level::Beginner => 0.5,
            _ => 1.0,
        },
        cutoff: (guided && level == Level::Standard).then_some(GUIDED_CUTOFF),
        candidates,
        widen_candidates: if guided { ismcts::EVERY_MOVE } else { 1 },
    }
}

/// The move `seat` makes at `level` in `state`, decided from what the seat may see alone
/// (the search imagines the rest: [`Game::sample_state`]) with randomness from `seed`.
/// None when it is not the seat's turn or the game is over.
pub fn decide<G: Game>(
    state: &G::State,
    seat: Seat,
    level: Level,
    seed: u64,
    budget: Budget,
) -> Option<G::Move> {
    decide_with::<G>(state, seat, config::<G>(level, budget), seed)
}

/// [`decide`] with a search configured by hand (the arena tries variants with it).
pub fn decide_with<G: Game>(
    state: &G::State,
    seat: Seat,
    config: Config,
    seed: u64,
) -> Option<G::Move> {
    let mut rng = StdRng::seed_from_u64(seed);
    ismcts::search::<G, StdRng>(state, seat, config, &mut rng)
}

/// The move the site's computer player of `level` makes ([`Game::THINK`]): a search
/// with the site's budget for that level and game.
pub fn think<G: Game>(state: &G::State, seat: Seat, level: Level, seed: u64) -> Option<String> {
    computer_move_text::<G>(state, seat, level, seed, Budget::site_for::<G>(level))
}

/// The server's side: `seat`'s move at `level` in `state` ([`decide`]), in the game's
/// notation.
pub fn computer_move_text<G: Game>(
    state: &G::State,
    seat: Seat,
    level: Level,
    seed: u64,
    budget: Budget,
) -> Option<String> {
    let mv = decide::<G>(state, seat, level, seed, budget)?;
    Some(G::print_move(state, &mv))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn site_budgets_grow_with_the_level() {
        let [b, s, t] = Level::ALL.map(Budget::site);
        assert!(b.iterations < s.iterations && s.iterations < t.iterations);
        assert!(
            level_config(Level::Beginner, b, 1).flat && !level_config(Level::Strong, t, 3).flat
        );
    }
}
