//! The replayed game behind [`LoadedGame`]: [`Loaded`] keeps a game's setup, every step
//! (the state before it, the move and what the engine did) and the state now, rebuilt from
//! the stored log once per request; the platform reads it only through the object-safe
//! [`LoadedGame`] (`adapter.rs`).

use super::adapter::{
    to_json, HistoryStep, LoadError, LoadedGame, MoveError, MoveReason, Pending, PreparedMove,
    StoredMove,
};
use super::search::{Judgement, Level};
use super::text::{self, Message};
use super::{
    Game, GameArea, GameWeb, Page, Seat, Seen, Standings, Status, StepLabel, Telling, Viewer,
    Visibility,
};
use crate::commitment::Commitment;
use rand::RngCore;
use serde::Deserialize;
use serde_json::Value;
use std::sync::atomic::{AtomicU64, Ordering};

/// One stored [`super::LogEvent`] read straight into a game's own setup and move types (no
/// intermediate JSON values: this is on the path of every page view). Flat, so that
/// serde reads it in one pass; [`Loaded::from_texts`] checks each variant's fields.
#[derive(Deserialize)]
struct TypedLogEvent<S, M> {
    #[serde(rename = "type")]
    kind: LogKind,
    setup: Option<S>,
    commitment: Option<Commitment>,
    seat: Option<Seat>,
    #[serde(rename = "move")]
    mv: Option<M>,
    reason: Option<MoveReason>,
}

#[derive(Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
enum LogKind {
    Setup,
    Move,
}

/// What [`Pending`] holds for a game of type `G`.
struct PendingMove<G: Game> {
    /// The moves the game had when the move was checked: it joins only that game.
    after_moves: usize,
    mv: G::Move,
    after: G::State,
    events: Vec<G::Event>,
}

/// One replayed step: the move, the state before it and what the engine did.
pub struct Step<G: Game> {
    /// 1-based move number (= the log seq of the move).
    pub step: usize,
    pub seat: Seat,
    pub reason: Option<MoveReason>,
    pub before: G::State,
    pub mv: G::Move,
    pub events: Vec<G::Event>,
}

/// The replayed typed state plus the log it came from, step by step.
///
/// A game is replayed once per request: the replay keeps every step (the state before
/// it, the move and what the engine did), which the history, the recap and the web
/// side's boards of past steps then read, and a move that was just stored is added to it
/// with the state its check computed ([`LoadedGame::commit`]). Keeping the steps costs
/// memory only: the replay computes them anyway ([`full_replays`] counts the replays).
pub struct Loaded<G: Game> {
    pub setup: G::Setup,
    /// The commitment to the setup published at the start, as stored (None for games
    /// started before commitments, and for games not read from a stored log).
    pub commitment: Option<Commitment>,
    steps: Vec<Step<G>>,
    pub state: G::State,
}

impl<G: Game> Clone for Step<G> {
    fn clone(&self) -> Self {
        Step {
            before: self.before.clone(),
            mv: self.mv.clone(),
            events: self.events.clone(),
            ..*self
        }
    }
}

impl<G: Game> Clone for Loaded<G> {
    fn clone(&self) -> Self {
        Loaded {
            setup: self.setup.clone(),
            commitment: self.commitment.clone(),
            steps: self.steps.clone(),
            state: self.state.clone(),
        }
    }
}

static FULL_REPLAYS: AtomicU64 = AtomicU64::new(0);

/// How many games were replayed from their setup since the process started (a test
/// counts them per request: one per page view, one per move).
pub fn full_replays() -> u64 {
    FULL_REPLAYS.load(Ordering::Relaxed)
}

impl<G: Game> Loaded<G> {
    /// Rebuilds a typed game from stored JSON.
    pub fn from_log(setup: &Value, moves_in: &[StoredMove]) -> Result<Self, LoadError> {
        let setup: G::Setup =
            G::Setup::deserialize(setup).map_err(|e| LoadError::Setup(e.to_string()))?;
        let moves = moves_in
            .iter()
            .enumerate()
            .map(|(index, m)| {
                G::Move::deserialize(&m.mv)
                    .map(|mv| (m.seat, mv))
                    .map_err(|e| LoadError::Move {
                        seq: index + 1,
                        reason: e.to_string(),
                    })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Self::from_typed(setup, moves, moves_in.iter().map(|m| m.reason).collect())
    }

    /// Rebuilds a typed game from its log as stored: one JSON text per event, seq 0 the
    /// setup. Errors name the event's index in the log.
    pub fn from_texts(events: &[&str]) -> Result<Self, LoadError> {
        let mut setup = None;
        let mut commitment = None;
        let mut moves = Vec::with_capacity(events.len());
        let mut reasons = Vec::with_capacity(events.len());
        for (index, text) in events.iter().enumerate() {
            let out_of_place = || LoadError::Move {
                seq: index,
                reason: "event out of place".into(),
            };
            let event: TypedLogEvent<G::Setup, G::Move> =
                serde_json::from_str(text).map_err(|e| LoadError::Move {
                    seq: index,
                    reason: e.to_string(),
                })?;
            match (event.kind, index) {
                (LogKind::Setup, 0) => {
                    setup =
                        Some(event.setup.ok_or_else(|| {
                            LoadError::Setup("the setup event has no setup".into())
                        })?);
                    commitment = event.commitment;
                }
                (LogKind::Move, 1..) => {
                    let (Some(seat), Some(mv)) = (event.seat, event.mv) else {
                        return Err(LoadError::Move {
                            seq: index,
                            reason: "a move event needs a seat and a move".into(),
                        });
                    };
                    moves.push((seat, mv));
                    reasons.push(event.reason);
                }
                _ => return Err(out_of_place()),
            }
        }
        let setup = setup.ok_or_else(|| LoadError::Setup("the log has no setup".into()))?;
        let mut loaded = Self::from_typed(setup, moves, reasons)?;
        loaded.commitment = commitment;
        Ok(loaded)
    }

    /// Replays typed moves from a typed setup (`reasons` parallel to `moves`), keeping
    /// every step.
    pub fn from_typed(
        setup: G::Setup,
        moves: Vec<(Seat, G::Move)>,
        reasons: Vec<Option<MoveReason>>,
    ) -> Result<Self, LoadError> {
        FULL_REPLAYS.fetch_add(1, Ordering::Relaxed);
        // The fold of `Game::replay`, keeping each state before a move (moved, not cloned).
        let mut state = G::start(&setup).map_err(LoadError::Setup)?;
        let mut steps = Vec::with_capacity(moves.len());
        let mut reasons = reasons.into_iter();
        for (index, (seat, mv)) in moves.into_iter().enumerate() {
            let (next, events) = G::apply(&state, seat, &mv).map_err(|error| LoadError::Move {
                seq: index + 1,
                reason: error.to_string(),
            })?;
            steps.push(Step {
                step: index + 1,
                seat,
                reason: reasons.next().flatten(),
                before: std::mem::replace(&mut state, next),
                mv,
                events,
            });
        }
        Ok(Loaded {
            setup,
            commitment: None,
            steps,
            state,
        })
    }

    /// Every step replayed: the move, the state before it and what the engine did —
    /// unredacted: what a viewer may see of each is [`Loaded::visibility`].
    pub fn steps(&self) -> &[Step<G>] {
        &self.steps
    }

    /// Every move with its seat, as the log holds them.
    pub fn moves(&self) -> Vec<(Seat, G::Move)> {
        self.steps.iter().map(|s| (s.seat, s.mv.clone())).collect()
    }

    /// What `viewer` may see of `step` now ([`Game::step_visibility`]).
    pub fn visibility(&self, step: &Step<G>, viewer: Viewer) -> Visibility {
        G::step_visibility(&self.state, step.step, &step.mv, viewer)
    }

    /// This game one move further: the move, checked already, with the state after it
    /// and what the engine did.
    fn push(
        &mut self,
        seat: Seat,
        mv: G::Move,
        after: G::State,
        events: Vec<G::Event>,
        reason: Option<MoveReason>,
    ) {
        let before = std::mem::replace(&mut self.state, after);
        self.steps.push(Step {
            step: self.steps.len() + 1,
            seat,
            reason,
            before,
            mv,
            events,
        });
    }
}

impl<G: GameWeb + 'static> LoadedGame for Loaded<G> {
    fn moves_len(&self) -> usize {
        self.steps.len()
    }
    fn status(&self) -> Status {
        G::status(&self.state)
    }
    fn outcome_text(&self, names: &[String]) -> Option<String> {
        G::result(&self.state).map(|o| text::render::<G>(&o.summary, names))
    }
    fn standings(&self) -> Option<Standings<String>> {
        G::result(&self.state).map(|o| o.standings.told(|m| text::render::<G>(m, &[])))
    }
    fn ranking(&self) -> Option<Vec<usize>> {
        G::ranking(&self.state)
    }
    fn view(&self, viewer: Viewer) -> Value {
        to_json(&G::view_for(&self.state, viewer))
    }
    fn legal_moves(&self, seat: Seat) -> Vec<String> {
        G::legal_moves(&self.state, seat)
            .iter()
            .map(|m| G::print_move(&self.state, m))
            .collect()
    }
    fn computer_move(&self, seat: Seat, level: Level, seed: u64) -> Option<String> {
        G::THINK.and_then(|think| think(&self.state, seat, level, seed))
    }
    fn review_step(&self, index: usize, seed: u64, iterations: Option<u32>) -> Option<Judgement> {
        let step = self.steps.get(index).filter(|s| s.reason.is_none())?;
        G::JUDGE.and_then(|judge| judge(&step.before, step.seat, &step.mv, seed, iterations))
    }
    fn instead(&self, index: usize, text: &str) -> Option<Box<dyn LoadedGame>> {
        let step = self.steps.get(index)?;
        let mv = G::parse_move(&step.before, text).ok()?;
        let before = &self.steps[..index];
        let mut moves: Vec<_> = before.iter().map(|s| (s.seat, s.mv.clone())).collect();
        moves.push((step.seat, mv));
        let reasons = before.iter().map(|s| s.reason).chain([None]).collect();
        let twin = Loaded::<G>::from_typed(self.setup.clone(), moves, reasons).ok()?;
        Some(Box::new(twin))
    }
    fn narrate_instead(
        &self,
        index: usize,
        text: &str,
        viewer: Viewer,
        names: &[String],
    ) -> Option<Vec<String>> {
        let step = self.steps.get(index)?;
        let mv = G::parse_move(&step.before, text).ok()?;
        let (_, events) = G::apply(&step.before, step.seat, &mv).ok()?;
        let say = |e| G::describe_event(&step.before, e, Telling::Plain, viewer);
        Some(
            events
                .iter()
                .map(|e| text::render::<G>(&say(e), names))
                .collect(),
        )
    }
    fn random_moves(&self, seat: Seat, n: usize, rng: &mut dyn RngCore) -> Vec<String> {
        (0..n)
            .filter_map(|_| G::random_move(&self.state, seat, rng))
            .map(|m| G::print_move(&self.state, &m))
            .collect()
    }
    fn prepare_move(
        &self,
        seat: Seat,
        text: &str,
        names: &[String],
    ) -> Result<PreparedMove, MoveError> {
        match G::status(&self.state) {
            Status::Finished { .. } => return Err(MoveError::GameOver),
            Status::Active { to_move } if to_move != seat => return Err(MoveError::NotYourTurn),
            Status::Active { .. } => {}
        }
        let mv = G::parse_move(&self.state, text)
            .map_err(|m| MoveError::Notation(text::render::<G>(&m, names)))?;
        // A text means what it says: read as a move that prints otherwise, it is refused.
        let printed = G::print_move(&self.state, &mv);
        if G::spelling(text) != G::spelling(&printed) {
            let message = Message::new("game-notation-canonical")
                .arg("typed", text.trim())
                .arg("printed", printed);
            return Err(MoveError::Notation(text::render::<G>(&message, names)));
        }
        let (after, events) = G::apply(&self.state, seat, &mv)
            .map_err(|e| MoveError::Illegal(text::render::<G>(&G::refusal(&e), names)))?;
        // Told to the mover only (the answer to their move).
        let tell = |telling| {
            events
                .iter()
                .map(|e| G::describe_event(&self.state, e, telling, Viewer::Seat(seat)))
                .map(|m| text::render::<G>(&m, names))
                .collect()
        };
        Ok(PreparedMove {
            stored: StoredMove {
                seat,
                mv: to_json(&mv),
                reason: None,
            },
            notation: G::print_move(&self.state, &mv),
            narration: tell(Telling::Plain),
            told_to_mover: tell(Telling::ToMover),
            status_after: G::status(&after),
            pending: Pending(Box::new(PendingMove::<G> {
                after_moves: self.steps.len(),
                mv,
                after,
                events,
            })),
        })
    }
    fn with_move(&self, stored: &StoredMove) -> Result<Box<dyn LoadedGame>, LoadError> {
        let seq = self.steps.len() + 1;
        let error = |reason: String| LoadError::Move { seq, reason };
        let mv = G::Move::deserialize(&stored.mv).map_err(|e| error(e.to_string()))?;
        let (after, events) =
            G::apply(&self.state, stored.seat, &mv).map_err(|e| error(e.to_string()))?;
        let mut next = self.clone();
        next.push(stored.seat, mv, after, events, stored.reason);
        Ok(Box::new(next))
    }
    fn commit(
        &mut self,
        seat: Seat,
        pending: Pending,
        reason: Option<MoveReason>,
    ) -> Result<(), LoadError> {
        let seq = self.steps.len() + 1;
        let refused = |reason: &str| LoadError::Move {
            seq,
            reason: reason.into(),
        };
        let pending = pending
            .0
            .downcast::<PendingMove<G>>()
            .map_err(|_| refused("the move was checked for another game"))?;
        let PendingMove {
            after_moves,
            mv,
            after,
            events,
        } = *pending;
        if after_moves != self.steps.len() {
            return Err(refused("the move was checked in another position"));
        }
        self.push(seat, mv, after, events, reason);
        Ok(())
    }
    fn step_visibility(&self, step: usize, viewer: Viewer) -> Visibility {
        match step.checked_sub(1).and_then(|i| self.steps.get(i)) {
            Some(s) => self.visibility(s, viewer),
            None => Visibility::Shown,
        }
    }
    fn history_start(&self, viewer: Viewer) -> usize {
        self.steps
            .iter()
            .rev()
            .find(|s| matches!(self.visibility(s, viewer), Visibility::Hidden { .. }))
            .map_or(1, |s| s.step + 1)
    }
    fn marks(&self) -> Vec<(Seat, Option<MoveReason>)> {
        self.steps.iter().map(|s| (s.seat, s.reason)).collect()
    }
    fn history_after(&self, viewer: Viewer, names: &[String], after: usize) -> Vec<HistoryStep> {
        self.steps
            .iter()
            .skip(after)
            .filter_map(|s| {
                let (notation, label, events) = match self.visibility(s, viewer) {
                    Visibility::Hidden { .. } => return None,
                    Visibility::Shown => (
                        G::print_move(&s.before, &s.mv),
                        G::step_label(&s.before, &s.mv, &s.events),
                        s.events.iter().map(to_json).collect(),
                    ),
                    Visibility::Redacted { notation } => {
                        (notation, StepLabel::default(), Vec::new())
                    }
                };
                let telling = s.reason.map_or(Telling::Plain, MoveReason::telling);
                let say = |m: &Message| text::render::<G>(m, names);
                let narration = s
                    .events
                    .iter()
                    .map(|e| say(&G::describe_event(&s.before, e, telling, viewer)))
                    .collect();
                Some(HistoryStep {
                    step: s.step,
                    seat: s.seat,
                    reason: s.reason,
                    notation,
                    narration,
                    label: StepLabel {
                        kind: label.kind.as_ref().map(say),
                        phase_end: label.phase_end.as_ref().map(say),
                    },
                    events,
                })
            })
            .collect()
    }
    fn automatic_move(&self, seat: Seat) -> Option<String> {
        G::automatic_move(&self.state, seat).map(|m| G::print_move(&self.state, &m))
    }
    fn redrawn_for(
        &self,
        viewer: Viewer,
        rng: &mut dyn RngCore,
    ) -> Result<Box<dyn LoadedGame>, LoadError> {
        let setup = G::redraw_setup(&self.setup, &self.state, viewer, rng);
        let reasons = self.steps.iter().map(|s| s.reason).collect();
        let mut twin = Loaded::<G>::from_typed(setup, self.moves(), reasons)?;
        // The commitment published at the start stays what it was.
        twin.commitment = self.commitment.clone();
        Ok(Box::new(twin))
    }
    fn view_at(&self, step: usize, viewer: Viewer) -> Value {
        match self.steps.get(step) {
            Some(next) => to_json(&G::view_for(&next.before, viewer)),
            None => to_json(&G::view_for(&self.state, viewer)),
        }
    }
    fn game_area(&self, page: &Page<'_>) -> Result<GameArea, String> {
        let seen = Seen::new(self, page.viewer);
        let mut area = G::game_area(&seen, page)?;
        area.board = G::board_text(&seen, page)?;
        Ok(area)
    }
    fn step_area(&self, step: usize, page: &Page<'_>) -> Result<GameArea, String> {
        let seen = Seen::new(self, page.viewer);
        let mut area = G::step_area(&seen, step, page)?;
        let then = seen
            .at(step)
            .ok_or_else(|| format!("step {step} is not to be seen"))?;
        let page = Page {
            can_move: false,
            seq: step as i64,
            ..*page
        };
        area.board = G::board_text(&then, &page)?;
        Ok(area)
    }
    fn history_window(&self, viewer: Viewer) -> Option<String> {
        self.steps
            .iter()
            .find_map(|s| match self.visibility(s, viewer) {
                Visibility::Hidden { why } => Some(text::render::<G>(&why, &[])),
                _ => None,
            })
    }
    fn imagined_by(&self, seat: Seat, rng: &mut dyn RngCore) -> Box<dyn LoadedGame> {
        // The steps stay the real ones: what the seat saw happen.
        Box::new(Loaded::<G> {
            setup: self.setup.clone(),
            commitment: self.commitment.clone(),
            steps: self.steps.clone(),
            state: G::sample_state(&self.state, seat, rng),
        })
    }
    fn commitment(&self) -> Option<&Commitment> {
        self.commitment.as_ref()
    }
    fn setup_json(&self) -> Value {
        to_json(&self.setup)
    }
    fn log(&self) -> (Value, Vec<StoredMove>) {
        (
            self.setup_json(),
            self.steps
                .iter()
                .map(|s| StoredMove {
                    seat: s.seat,
                    mv: to_json(&s.mv),
                    reason: s.reason,
                })
                .collect(),
        )
    }
}
