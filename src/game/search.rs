//! What computer players need from a game (the players themselves are in [`crate::bots`]):
//! a way to imagine the hidden part of a position from what one seat may see.

use super::{Game, Seat};
use serde::{Deserialize, Serialize};

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

    /// How a computer player of each level chooses a move: the site's searcher,
    /// `crate::bots::search::think::<Self>`, which decides from the seat's view alone.
    const THINK: Think<Self>;
}

/// A computer player's choice in `state` for `seat` at a level, with a seed (the same
/// seed, the same move), in notation; None when it is not the seat's turn.
pub type Think<G> = fn(&<G as Game>::State, Seat, Level, u64) -> Option<String>;

/// How well a computer player plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Legal, sensible moves, quickly.
    Beginner,
    Standard,
    Strong,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Beginner, Level::Standard, Level::Strong];

    /// The word in forms, the API and the database: `beginner`, `standard`, `strong`.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Standard => "standard",
            Level::Strong => "strong",
        }
    }

    /// The level as a number, 1 (beginner) to 3 (strong): in a computer account's id and
    /// in the round of a vote for a computer player.
    pub fn number(self) -> u8 {
        match self {
            Level::Beginner => 1,
            Level::Standard => 2,
            Level::Strong => 3,
        }
    }

    /// The level numbered `n` ([`Level::number`]).
    pub fn from_number(n: i64) -> Option<Level> {
        Level::ALL.into_iter().find(|l| i64::from(l.number()) == n)
    }

    pub fn parse(word: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.as_str() == word.trim())
    }
}
