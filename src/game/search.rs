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

/// A computer's judgement of one decision of a finished game, searched from the decider's
/// view at that step (a review, [`Game::JUDGE`]): what it would have played and what the
/// seat could expect from either move, each its expected share of the win from 0 to 1 (a
/// lone win 1, a shared one its share).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Judgement {
    /// The move played, in notation.
    pub played: String,
    /// The move the search prefers, in notation; the played one when it agrees.
    pub preferred: String,
    /// The seat's estimate after the played move.
    pub played_value: f64,
    /// The seat's estimate after the preferred move.
    pub preferred_value: f64,
    /// The iterations of its searches, one or two (they may stop short only at their
    /// clock's safety net).
    pub iterations: u32,
}

impl Judgement {
    /// How much of its estimate the seat gave up by the played move (never below 0).
    pub fn loss(&self) -> f64 {
        (self.preferred_value - self.played_value).max(0.0)
    }

    /// How the decision is marked ([`Verdict::of`] its loss).
    pub fn verdict(&self) -> Verdict {
        Verdict::of(self.loss())
    }
}

/// How a decision is marked in a review, by the share of the win the played move gave up
/// beside the computer's choice, as chess sites mark inaccuracies, mistakes and blunders
/// (docs/computer-players.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Under 5 points of the estimate: as good as the search can tell.
    Good,
    /// 5 to 10 points.
    Inaccuracy,
    /// 10 to 20 points.
    Mistake,
    /// 20 points or more.
    Blunder,
}

impl Verdict {
    /// The least loss (a share of the win, 0 to 1) of each mark but [`Verdict::Good`].
    pub const THRESHOLDS: [(Verdict, f64); 3] = [
        (Verdict::Blunder, 0.20),
        (Verdict::Mistake, 0.10),
        (Verdict::Inaccuracy, 0.05),
    ];

    /// Its name as the API and the pages' classes write it (serde's name).
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }

    pub fn of(loss: f64) -> Verdict {
        Verdict::THRESHOLDS
            .into_iter()
            .find(|&(_, least)| loss >= least)
            .map_or(Verdict::Good, |(verdict, _)| verdict)
    }
}

/// A review of `seat`'s decision `played` in `state` ([`Judgement`]), searched from the
/// seat's view alone with randomness from `seed`; `iterations` None: the site's review
/// budget. None when it is not the seat's turn or the move is not legal.
pub type Judge<G> =
    fn(&<G as Game>::State, Seat, &<G as Game>::Move, u64, Option<u32>) -> Option<Judgement>;

/// The seed of a review's search of one decision: from public data only — the game, the
/// step (0-based), the seat and the reviewing engine's version — never from the setup or
/// its salt, so a review cannot depend on what the seat could not know.
pub fn review_seed(game_id: uuid::Uuid, step: usize, seat: Seat, engine: u32) -> u64 {
    use sha2::{Digest, Sha256};
    let mut hash = Sha256::new();
    hash.update(b"maipenrai review");
    hash.update(game_id.as_bytes());
    hash.update((step as u64).to_be_bytes());
    hash.update((seat as u64).to_be_bytes());
    hash.update(engine.to_be_bytes());
    let digest = hash.finalize();
    u64::from_be_bytes(
        digest[..8]
            .try_into()
            .expect("a SHA-256 digest has 32 bytes"),
    )
}

#[cfg(test)]
mod review_tests {
    use super::*;

    #[test]
    fn a_verdict_s_name_is_its_serde_name() {
        for verdict in [
            Verdict::Good,
            Verdict::Inaccuracy,
            Verdict::Mistake,
            Verdict::Blunder,
        ] {
            assert_eq!(serde_json::json!(verdict), verdict.as_str());
        }
    }

    #[test]
    fn verdicts_follow_the_thresholds() {
        assert_eq!(Verdict::of(0.0), Verdict::Good);
        assert_eq!(Verdict::of(0.049), Verdict::Good);
        assert_eq!(Verdict::of(0.05), Verdict::Inaccuracy);
        assert_eq!(Verdict::of(0.15), Verdict::Mistake);
        assert_eq!(Verdict::of(0.2), Verdict::Blunder);
        assert_eq!(Verdict::of(0.9), Verdict::Blunder);
        let judgement = Judgement {
            played: "a".into(),
            preferred: "b".into(),
            played_value: 0.6,
            preferred_value: 0.55,
            iterations: 10,
        };
        assert_eq!(
            judgement.loss(),
            0.0,
            "a played move found better loses nothing"
        );
        assert_eq!(judgement.verdict(), Verdict::Good);
    }

    #[test]
    fn review_seeds_differ_by_every_part() {
        let game = uuid::Uuid::from_u128(7);
        let seed = review_seed(game, 3, 1, 1);
        assert_eq!(seed, review_seed(game, 3, 1, 1));
        for other in [
            review_seed(uuid::Uuid::from_u128(8), 3, 1, 1),
            review_seed(game, 4, 1, 1),
            review_seed(game, 3, 0, 1),
            review_seed(game, 3, 1, 2),
        ] {
            assert_ne!(seed, other);
        }
    }
}
