//! What a game is to the platform: the [`Game`] trait every hosted game implements (pure
//! rules: no async, no IO, no clock and no randomness inside the rules), and the
//! object-safe [`adapter`] through which the platform uses a game without knowing its
//! types.
//!
//! The games themselves live in [`crate::games`], one folder each; the platform never
//! names one.

pub mod adapter;

pub use adapter::*;

use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::fmt::Debug;

/// A seat at the table, 0-based in the engine (shown 1-based to people).
pub type Seat = usize;

/// Who is looking at a game: a seated player or anybody else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Viewer {
    Seat(Seat),
    Spectator,
}

/// The two invitation variants: opponents' hands hidden, or shown to everyone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hands {
    #[default]
    Original,
    Open,
}

impl Hands {
    pub fn as_str(self) -> &'static str {
        match self {
            Hands::Original => "original",
            Hands::Open => "open",
        }
    }
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "original" => Some(Hands::Original),
            "open" => Some(Hands::Open),
            _ => None,
        }
    }
}

/// What an invitation asks for; each game validates it in [`Game::check_options`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameOptions {
    /// Map or board side, e.g. `siam` or `saba`.
    pub board: String,
    pub players: usize,
    pub hands: Hands,
}

/// Where a game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "status")]
pub enum Status {
    Active { to_move: Seat },
    Finished { outcome: Outcome },
}

/// The end of a game: who won and, in words, why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// Every winning seat (a team win lists both partners).
    pub winners: Vec<Seat>,
    /// One sentence for people, e.g. "Rama rule Siam; seat 2 has most Rama followers".
    pub summary: String,
}

/// A replay that stopped: which stored move (0-based index into the moves) failed and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError<E: std::error::Error> {
    #[error("the setup is invalid: {0}")]
    Setup(String),
    #[error("move {index} is invalid: {error}")]
    Move { index: usize, error: E },
}

/// A move's outcome: the new state and the events that led there.
pub type Applied<S, E> = (S, Vec<E>);

/// Everything the platform needs from a game. Implemented by zero-sized marker types.
pub trait Game {
    /// Stable identifier used in URLs, the database and the API, e.g. `king-of-siam`.
    const SLUG: &'static str;
    /// Display name.
    const NAME: &'static str;

    /// The explicit result of all random choices; stored as the first event (R3).
    type Setup: Serialize + DeserializeOwned + Clone + Debug;
    /// A player's decision, stored in the log after the setup.
    type Move: Serialize + DeserializeOwned + Clone + Debug + PartialEq;
    type State: Clone + Debug;
    /// What the engine did, including everything it derived on its own (narration).
    type Event: Serialize + Clone + Debug;
    /// What one viewer may see; the only road from state to a client.
    type View: Serialize;
    /// A rule violation, explained in a player's words.
    type Error: std::error::Error + Clone + PartialEq;

    /// Validates invitation options; the message is for people.
    fn check_options(options: &GameOptions) -> Result<(), String>;
    /// Makes every random choice of a new game and records it.
    fn setup<R: rand::Rng + ?Sized>(options: &GameOptions, rng: &mut R) -> Self::Setup;
    /// Builds the initial state, checking the setup is consistent.
    fn start(setup: &Self::Setup) -> Result<Self::State, String>;
    /// Validates and plays one move of `seat`.
    fn apply(
        state: &Self::State,
        seat: Seat,
        mv: &Self::Move,
    ) -> Result<Applied<Self::State, Self::Event>, Self::Error>;
    fn status(state: &Self::State) -> Status;
    /// The result in one sentence with the players' names (by seat), once finished.
    fn outcome_text(state: &Self::State, names: &[String]) -> Option<String>;
    fn players(state: &Self::State) -> usize;
    /// Every legal move of `seat` (empty when it is not their turn).
    fn legal_moves(state: &Self::State, seat: Seat) -> Vec<Self::Move>;
    /// A random legal move without enumerating them all (None when not their turn).
    fn random_move<R: rand::Rng + ?Sized>(
        state: &Self::State,
        seat: Seat,
        rng: &mut R,
    ) -> Option<Self::Move>;
    fn view_for(state: &Self::State, viewer: Viewer) -> Self::View;
    /// The first step (1-based move number) of the history `viewer` may browse now (R12).
    fn history_from(state: &Self::State, viewer: Viewer) -> usize;
    /// Short text notation of a move (see docs/notation.md).
    fn print_move(state: &Self::State, mv: &Self::Move) -> String;
    fn parse_move(state: &Self::State, text: &str) -> Result<Self::Move, String>;
    /// A sentence for an engine event (history, flash messages); `names` by seat.
    fn describe_event(state: &Self::State, event: &Self::Event, names: &[String]) -> String;

    /// Rebuilds a game from its setup and moves.
    fn replay(
        setup: &Self::Setup,
        moves: &[(Seat, Self::Move)],
    ) -> Result<Self::State, ReplayError<Self::Error>> {
        let mut state = Self::start(setup).map_err(ReplayError::Setup)?;
        for (index, (seat, mv)) in moves.iter().enumerate() {
            state = Self::apply(&state, *seat, mv)
                .map_err(|error| ReplayError::Move { index, error })?
                .0;
        }
        Ok(state)
    }
}
