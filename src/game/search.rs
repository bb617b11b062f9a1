//! What the platform knows of computer players (the players themselves are in
//! [`crate::bots`]): their levels, and how a game names its searcher ([`Game::THINK`]).

use super::{Game, Seat};
use serde::{Deserialize, Serialize};

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

    /// The level as people read it, in the current language: "beginner", "standard",
    /// "strong" in English.
    pub fn name(self) -> String {
        super::text::t(match self {
            Level::Beginner => "games-level-beginner",
            Level::Standard => "games-level-standard",
            Level::Strong => "games-level-strong",
        })
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
