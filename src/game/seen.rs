//! What a game's web side is handed: the game as one viewer may see it. [`Seen`] keeps the
//! replayed game to itself and gives out only values built for the viewer: the view, the
//! steps as [`Game::step_visibility`] lets the viewer see them (a hidden step is left out,
//! a redacted one is a type with no move in it), and, for a seat, a state drawn from the
//! seat's own view for the move composer. No method returns the game, its state or a raw
//! step, so showing what the viewer may not see does not compile:
//!
//! ```compile_fail
//! # use maipenrai::game::{Game, Seen};
//! // The game itself is private.
//! fn state<'a, G: Game>(seen: &Seen<'a, G>) -> &'a G::State {
//!     &seen.game.state
//! }
//! ```
//! ```compile_fail
//! # use maipenrai::game::{Game, Seen};
//! // A step has no move of its own: only what the viewer may see of it.
//! fn last_move<'a, G: Game>(seen: &Seen<'a, G>) -> Option<&'a G::Move> {
//!     seen.last_step().map(|s| s.mv)
//! }
//! ```
//! ```compile_fail
//! # use maipenrai::game::{Game, Seeing, Seen};
//! // A redacted step carries its public notation, not the move.
//! fn last_move<'a, G: Game>(seen: &Seen<'a, G>) -> Option<&'a G::Move> {
//!     match seen.last_step()?.seeing {
//!         Seeing::Shown { mv, .. } | Seeing::Redacted { mv, .. } => Some(mv),
//!     }
//! }
//! ```
//! What the viewer may see compiles:
//! ```
//! # use maipenrai::game::{Game, Seeing, Seen};
//! fn last_move<'a, G: Game>(seen: &Seen<'a, G>) -> Option<&'a G::Move> {
//!     match seen.last_step()?.seeing {
//!         Seeing::Shown { mv, .. } => Some(mv),
//!         Seeing::Redacted { .. } => None,
//!     }
//! }
//! ```

use super::{Game, Loaded, Message, MoveReason, Seat, Step, Telling, Viewer, Visibility};
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// A game as `viewer` may see it, as it stood after its first `moves` steps (all of them
/// on the game page, fewer on a history step's page).
pub struct Seen<'a, G: Game> {
    game: &'a Loaded<G>,
    viewer: Viewer,
    moves: usize,
}

/// One step of a game as its viewer may see it.
pub struct SeenStep<'a, G: Game> {
    /// 1-based move number.
    pub step: usize,
    pub seat: Seat,
    /// Why the platform made the move, when it did (a time-out, say).
    pub reason: Option<MoveReason>,
    pub seeing: Seeing<'a, G>,
    before: &'a G::State,
    events: &'a [G::Event],
    viewer: Viewer,
}

/// What a viewer sees of a step's move.
pub enum Seeing<'a, G: Game> {
    /// The move and what the engine did.
    Shown {
        mv: &'a G::Move,
        events: &'a [G::Event],
    },
    /// Only the move's public form (e.g. "a sealed bid").
    Redacted { notation: String },
}

impl<'a, G: Game> Seen<'a, G> {
    /// The whole game as `viewer` may see it.
    pub(super) fn new(game: &'a Loaded<G>, viewer: Viewer) -> Self {
        Seen {
            game,
            viewer,
            moves: game.steps().len(),
        }
    }

    pub fn viewer(&self) -> Viewer {
        self.viewer
    }

    /// How many moves this is after (the step a history page shows).
    pub fn moves(&self) -> usize {
        self.moves
    }

    /// The game as it stood after `step` moves, as the viewer may see it: None when there
    /// is no such step or the step is hidden from the viewer now.
    pub fn at(&self, step: usize) -> Option<Seen<'a, G>> {
        if step > self.game.steps().len() {
            return None;
        }
        if step > 0 && self.visibility(step).is_none() {
            return None;
        }
        Some(Seen {
            game: self.game,
            viewer: self.viewer,
            moves: step,
        })
    }

    /// The whole game, however far this one is (a step's page reading the end).
    pub fn whole(&self) -> Seen<'a, G> {
        Seen::new(self.game, self.viewer)
    }

    /// The viewer's view of the game at this point ([`Game::view_for`]).
    pub fn view(&self) -> G::View {
        G::view_for(self.state(), self.viewer)
    }

    /// Step `step` (1-based, at most [`Seen::moves`]) as the viewer may see it; None when it
    /// is hidden from them.
    pub fn step(&self, step: usize) -> Option<SeenStep<'a, G>> {
        if step == 0 || step > self.moves {
            return None;
        }
        let raw = &self.game.steps()[step - 1];
        let seeing = match self.visibility(step)? {
            Visibility::Shown => Seeing::Shown {
                mv: &raw.mv,
                events: &raw.events,
            },
            Visibility::Redacted { notation } => Seeing::Redacted { notation },
            Visibility::Hidden { .. } => return None,
        };
        Some(SeenStep {
            step,
            seat: raw.seat,
            reason: raw.reason,
            seeing,
            before: &raw.before,
            events: &raw.events,
            viewer: self.viewer,
        })
    }

    /// The newest step the viewer may see (a step's number says which it is).
    pub fn last_step(&self) -> Option<SeenStep<'a, G>> {
        (1..=self.moves).rev().find_map(|step| self.step(step))
    }

    /// Every step up to this point that the viewer may see, oldest first.
    pub fn steps(&self) -> impl Iterator<Item = SeenStep<'a, G>> + '_ {
        (1..=self.moves).filter_map(|step| self.step(step))
    }

    /// For a seat: a state it cannot tell from the real one, drawn from its own view
    /// ([`Game::sample_state`], always drawn the same way), for a move composer to list the
    /// seat's moves and preview them. None for a spectator.
    pub fn drawn_state(&self) -> Option<G::State> {
        let Viewer::Seat(seat) = self.viewer else {
            return None;
        };
        let mut rng = SmallRng::seed_from_u64(self.moves as u64);
        Some(G::sample_state(self.state(), seat, &mut rng))
    }

    fn state(&self) -> &'a G::State {
        match self.game.steps().get(self.moves) {
            Some(next) => &next.before,
            None => &self.game.state,
        }
    }

    /// What the viewer may see of step `step` now (None when hidden).
    fn visibility(&self, step: usize) -> Option<Visibility> {
        let raw: &Step<G> = self.game.steps().get(step.checked_sub(1)?)?;
        match self.game.visibility(raw, self.viewer) {
            Visibility::Hidden { .. } => None,
            seen => Some(seen),
        }
    }
}

impl<G: Game> SeenStep<'_, G> {
    /// The viewer's view of the game before this step.
    pub fn view_before(&self) -> G::View {
        G::view_for(self.before, self.viewer)
    }

    /// What the step did, one message per event, as the history tells it to the viewer
    /// ([`Game::describe_event`], which words a redacted move for them).
    pub fn narration(&self) -> Vec<Message> {
        let telling = self.reason.map_or(Telling::Plain, MoveReason::telling);
        self.events
            .iter()
            .map(|e| G::describe_event(self.before, e, telling, self.viewer))
            .collect()
    }
}
