//! The computer's review of a finished game (issue 44): each decision searched again as
//! the seat that made it saw the game then — its view at that step, everything hidden from
//! it drawn at random by [`Game::sample_state`], exactly as a computer player in that seat
//! would have searched — never with what the game's end revealed. The search is the strong
//! level's ([`super::ismcts`]) with a larger budget, the played move kept among the root's
//! moves and searched in at least a quarter of the iterations so that its estimate is
//! worth comparing with the preferred move's (docs/computer-players.md).

use super::ismcts;
use super::search::{config, Budget};
use super::Level;
use crate::game::{Game, Judgement, Seat};
use rand::rngs::StdRng;
use rand::SeedableRng;
use std::time::Duration;

/// The reviewer's version, part of every review's seed and stored with it: raise it when
/// the search, its budget or a game's estimate changes, so that stored reviews read as
/// made by an older engine and may be made again.
pub const VERSION: u32 = 2;

/// The least share of the iterations the played move is searched in.
const PLAYED_SHARE: f64 = 0.25;

/// The budget of one decision's review in game `G`: the strong level's iterations and a
/// third more, for the quarter spent on the played move, so that the other moves are
/// searched about as deeply as the strong level searches them. The clock is only a
/// safety net far above a normal review's time, so that reviews do not depend on the
/// machine.
pub fn budget<G: Game>() -> Budget {
    let strong = Budget::site_for::<G>(Level::Strong);
    Budget {
        iterations: strong.iterations + strong.iterations / 3,
        cap: Duration::from_secs(60),
    }
}

/// [`Game::JUDGE`]: the review of `seat`'s move `played` in `state`, searched from the
/// seat's view with randomness from `seed` ([`crate::game::review_seed`]) for
/// `iterations`, or [`budget`]'s when None.
pub fn judge<G: Game>(
    state: &G::State,
    seat: Seat,
    played: &G::Move,
    seed: u64,
    iterations: Option<u32>,
) -> Option<Judgement> {
    let mut budget = budget::<G>();
    if let Some(iterations) = iterations {
        budget.iterations = iterations;
    }
    let config = config::<G>(Level::Strong, budget);
    let mut rng = StdRng::seed_from_u64(seed);
    let found = ismcts::evaluate::<G, StdRng>(state, seat, played, PLAYED_SHARE, config, &mut rng)?;
    Some(Judgement {
        played: G::print_move(state, &found.played.mv),
        preferred: G::print_move(state, &found.preferred.mv),
        played_value: found.played.mean,
        preferred_value: found.preferred.mean,
        iterations: found.iterations,
    })
}
