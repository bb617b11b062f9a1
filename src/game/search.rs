//! What computer players need from a game (the players themselves are in [`crate::bots`]):
//! a way to imagine the hidden part of a position from what one seat may see.

use super::{Game, Seat};

/// A game that computer players can play. A computer player decides from exactly what its
/// seat may see — the view the server would give that seat — so the only thing a game adds
/// is how to fill in the rest at random.
pub trait Search: Game {
    /// How many of the cheapest hosted game's random playouts one of this game's costs
    /// (measured in the engine benches and the arena): the site's search budgets are
    /// divided by it, so that computer players think about as long in every game.
    const PLAYOUT_WEIGHT: u32 = 1;

    /// A full state consistent with `view` (what `seat` sees now: `Game::view_for(state,
    /// Viewer::Seat(seat))`), with everything hidden from that seat (the others' hands, the
    /// order of a deck) drawn at random among what is still possible given the view. Reads
    /// nothing but the view: hidden cards are sampled, never read.
    fn sample_state<R: rand::Rng + ?Sized>(
        view: &Self::View,
        seat: Seat,
        rng: &mut R,
    ) -> Self::State;
}
