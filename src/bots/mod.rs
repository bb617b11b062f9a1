//! Computer players: they play any hosted game through [`crate::game::Search`], deciding
//! from exactly what their seat may see (docs/computer-players.md).

mod ismcts;
pub mod search;

use serde::{Deserialize, Serialize};

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_read_back_their_words() {
        for level in Level::ALL {
            assert_eq!(Level::parse(level.as_str()), Some(level));
        }
        assert_eq!(Level::parse("grandmaster"), None);
        for level in Level::ALL {
            assert_eq!(Level::from_number(level.number().into()), Some(level));
        }
        assert_eq!(Level::from_number(0), None);
    }
}
