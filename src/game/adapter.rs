//! The platform's side of the games: an object-safe adapter over [`Game`] that speaks JSON
//! and text notation.
//!
//! Storage, services and the JSON API use only this module, never a game's own types;
//! the hosted games are listed in the registry (`src/games/mod.rs`), which this layer
//! does not read.

use super::search::Level;
use super::text::{self, Message};
use super::{
    Game, GameArea, GameOptions, GameWeb, InvitationDetails, OptionSpec, Page, PlayerCount, Seat,
    Standings, Status, StepLabel, Telling, Viewer, Visibility,
};
use crate::commitment::Commitment;
use rand::RngCore;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicU64, Ordering};

/// One entry of a game's event log as stored in `game_event.event` (JSON).
/// Never rename or reorder a variant or field: stored logs must replay forever.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum LogEvent {
    /// seq 0: the explicit setup of every random choice (R3), and the commitment to it
    /// published when the game started (absent in games started before commitments).
    Setup {
        setup: Value,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        commitment: Option<Commitment>,
    },
    /// seq ≥ 1: one player's move.
    Move {
        seat: Seat,
        #[serde(rename = "move")]
        mv: Value,
        /// Set when the platform moved for the player (e.g. a deadline ran out).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reason: Option<MoveReason>,
    },
}

/// Why the platform, not the player, made a move (the game's automatic move,
/// [`Game::automatic_move`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveReason {
    /// The player's move deadline ran out.
    Timeout,
    /// The player was voted out of the game: their seat only moves automatically.
    Removed,
    /// The player deleted their account: their seat only moves automatically.
    Left,
    /// A computer player moved for a removed seat (the others handed it to one).
    Computer,
    /// The player resigned: their seat only moves automatically.
    Resigned,
    /// A moderator suspended the player's account: their seat only moves automatically.
    Suspended,
}

impl MoveReason {
    /// Why, as the id of a platform message ("time ran out").
    pub fn why(self) -> &'static str {
        match self {
            MoveReason::Timeout => "reason-timeout",
            MoveReason::Removed => "reason-removed",
            MoveReason::Left => "reason-left",
            MoveReason::Computer => "reason-computer",
            MoveReason::Resigned => "reason-resigned",
            MoveReason::Suspended => "reason-suspended",
        }
    }

    /// How people are told, in the game's words: "passed automatically: time ran out".
    pub fn describe(self, game: &dyn GameType) -> String {
        game.say(&match self {
            MoveReason::Computer => Message::new(self.why()),
            _ => Message::new("reason-told")
                .arg("did", game.automatic_words().did)
                .arg("why", Message::new(self.why())),
        })
    }

    /// How the move itself is told: a computer's move as any move, the platform's own
    /// automatic move with its reason.
    pub fn telling(self) -> Telling {
        match self {
            MoveReason::Computer => Telling::Plain,
            _ => Telling::Automatic(self.why()),
        }
    }
}

/// Rebuilds a game from its stored log (seq 0 = setup, then moves), given as JSON values.
pub fn load_log(game: &dyn GameType, events: &[Value]) -> Result<Box<dyn LoadedGame>, LoadError> {
    let texts: Vec<String> = events.iter().map(Value::to_string).collect();
    let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
    game.load_texts(&texts)
}

/// One stored [`LogEvent`] read straight into a game's own setup and move types (no
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

/// A player's move as stored in the event log (the game's own JSON for it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredMove {
    pub seat: Seat,
    #[serde(rename = "move")]
    pub mv: Value,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<MoveReason>,
}

/// Why a game could not be rebuilt from its log.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("stored setup is unreadable: {0}")]
    Setup(String),
    /// `seq` is the failing event's place in the log (the setup is seq 0, the first move 1).
    #[error("stored event {seq} is unreadable or illegal: {reason}")]
    Move { seq: usize, reason: String },
}

/// Why a submitted move was refused; every message is meant for the player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("could not read the move: {0}")]
    Notation(String),
    #[error("{0}")]
    Illegal(String),
}

/// A move that passed the rules, ready to be appended to the log.
#[derive(Debug)]
pub struct PreparedMove {
    /// What to store (see [`StoredMove`]).
    pub stored: StoredMove,
    /// The move in canonical notation.
    pub notation: String,
    /// What happened, in sentences, including everything the engine did next.
    pub narration: Vec<String>,
    /// The same told to the mover ("You played: …").
    pub told_to_mover: Vec<String>,
    /// Where the game stands after the move.
    pub status_after: Status,
    /// The state after the move, for [`LoadedGame::commit`] once the move is stored.
    pub pending: Pending,
}

/// One step of a game's history as a viewer may see it.
#[derive(Clone, Debug, Serialize)]
pub struct HistoryStep {
    /// 1-based move number; equals the log `seq` of the move (the setup is seq 0).
    pub step: usize,
    pub seat: Seat,
    /// Set when the platform moved for the player.
    pub reason: Option<MoveReason>,
    pub notation: String,
    /// The engine's events for this step (the move itself and what followed).
    pub events: Vec<Value>,
    /// The same events in sentences (an automatic move says so).
    pub narration: Vec<String>,
    /// The step in brief: its kind and whether a phase ended there.
    #[serde(skip)]
    pub label: StepLabel<String>,
}

/// A game's words for the platform's moves for a player ([`Game::AUTOMATIC`]), in words.
#[derive(Clone, Debug)]
pub struct AutomaticWords {
    /// "passed automatically"
    pub did: String,
    /// "passes automatically"
    pub does: String,
    /// "automatic passes"
    pub moves: String,
    /// "passes for" (the server passes for you)
    pub server_does: String,
    /// "pass" (their seat will then only pass)
    pub only: String,
}

/// A kind of game the platform can host.
pub trait GameType: Send + Sync {
    fn slug(&self) -> &'static str;
    fn name(&self) -> &'static str;
    /// The game's catalogue files ([`Game::MESSAGES`]).
    fn messages(&self) -> &'static [(&'static str, &'static str)];
    /// A message of the game's catalogue in words ([`text`]); no players' names.
    fn say(&self, message: &Message) -> String {
        self.tell(message, &[])
    }
    /// A message of the game's catalogue in words, with players' names by seat.
    fn tell(&self, message: &Message, names: &[String]) -> String;
    /// The invitation's choices beyond the player count ([`Game::OPTIONS`]); their texts
    /// are message ids ([`GameType::say`]).
    fn option_specs(&self) -> &'static [OptionSpec];
    fn player_counts(&self) -> &'static [PlayerCount];
    fn default_players(&self) -> usize;
    /// Checks an invitation's options as sent (choices trimmed, in any case, some
    /// missing) and returns them complete (defaults filled in); the message is for people.
    fn check_options(&self, options: &GameOptions) -> Result<GameOptions, String>;
    /// The game's name for these options (a map can have a name of its own).
    fn title(&self, options: &GameOptions) -> String;
    /// The game's name as people read it, in the current language: its
    /// [title](GameType::title) with the default options. ([`GameType::name`] is the English
    /// name the code and logs use.)
    fn shown_name(&self) -> String {
        self.title(&GameOptions {
            players: self.default_players(),
            ..Default::default()
        })
    }
    /// The options in one line, e.g. "<name> · 3 players · <a variant>".
    fn describe_options(&self, options: &GameOptions) -> String;
    /// How people are told of the platform's moves for a player ([`Game::AUTOMATIC`]).
    fn automatic_words(&self) -> AutomaticWords;
    /// Why the players may not talk during such a game ([`Game::talk_forbidden`]).
    fn talk_forbidden(&self, options: &GameOptions) -> Option<String>;
    /// The sides that win or lose together ([`Game::sides`]).
    fn sides(&self, options: &GameOptions) -> Vec<Vec<Seat>>;
    /// The rating pool of such a game ([`Game::rating_pool`]): its English words, also
    /// its stored key.
    fn rating_pool(&self, options: &GameOptions) -> String;
    /// A stored rating pool ([`GameType::rating_pool`], English words) in the current
    /// language; as stored when no player count of the game gives it.
    fn pool_label(&self, stored: &str) -> String {
        for count in self.player_counts() {
            let options = GameOptions {
                players: count.players,
                ..GameOptions::default()
            };
            let english = text::in_language_now(text::LANGUAGES[0], || self.rating_pool(&options));
            if english == stored {
                return self.rating_pool(&options);
            }
        }
        stored.to_string()
    }
    /// Why such a game is never rated ([`Game::casual_only`]).
    fn casual_only(&self, options: &GameOptions) -> Option<String>;
    /// Makes a new game's setup (all random choices recorded explicitly) as JSON.
    fn new_setup(&self, options: &GameOptions, rng: &mut dyn RngCore) -> Value;
    /// Rebuilds a game by replaying its log.
    fn load(&self, setup: &Value, moves: &[StoredMove]) -> Result<Box<dyn LoadedGame>, LoadError>;
    /// Rebuilds a game by replaying its log as stored: one JSON text per event (seq 0 =
    /// the setup, then the moves).
    fn load_texts(&self, events: &[&str]) -> Result<Box<dyn LoadedGame>, LoadError>;
    /// Whether the game has computer players ([`Game::THINK`]).
    fn has_computers(&self) -> bool;
    /// A move text without its spelling freedoms ([`Game::spelling`]).
    fn spelling(&self, text: &str) -> String;
    /// The game's stylesheet ([`GameWeb::CSS`]).
    fn css(&self) -> &'static str;
    /// The game's name as the welcome page offers it ([`GameWeb::pitch`], HTML).
    fn pitch(&self) -> String;
    /// What the invitation page says about `options` ([`GameWeb::invitation_details`]).
    fn invitation_details(
        &self,
        options: &GameOptions,
    ) -> Result<InvitationDetails<String>, String>;
    /// The rules page's title ([`GameWeb::rules_title`]).
    fn rules_title(&self) -> String;
    /// The rules page's content ([`GameWeb::rules_page`]).
    fn rules_page(&self) -> Result<String, String>;
}

/// A game rebuilt from its log, ready to be viewed or moved in.
pub trait LoadedGame: Send + Sync {
    /// Number of moves replayed (the setup not counted).
    fn moves_len(&self) -> usize;
    fn status(&self) -> Status;
    /// The result in one sentence with the players' names (by seat), once finished.
    fn outcome_text(&self, names: &[String]) -> Option<String>;
    /// Every seat ranked, once finished ([`Game::result`]).
    fn standings(&self) -> Option<Standings<String>>;
    /// What `viewer` may see, as JSON (hidden information already removed).
    fn view(&self, viewer: Viewer) -> Value;
    /// Every legal move of `seat` in notation (empty when it is not their turn).
    fn legal_moves(&self, seat: Seat) -> Vec<String>;
    /// Up to `n` random legal moves of `seat` in notation.
    fn random_moves(&self, seat: Seat, n: usize, rng: &mut dyn RngCore) -> Vec<String>;
    /// The move the platform makes for `seat` ([`Game::automatic_move`]), in notation.
    fn automatic_move(&self, seat: Seat) -> Option<String>;
    /// The move a computer player of `level` in `seat` chooses, in notation, decided from
    /// that seat's view only ([`Game::THINK`]); the same seed, the same choice. None when it
    /// is not the seat's turn or the game has no computer players. Runs a search: call it
    /// off the async threads.
    fn computer_move(&self, seat: Seat, level: Level, seed: u64) -> Option<String>;
    /// Parses and checks a move of `seat` without storing anything; `names` (by seat)
    /// are used in the narration.
    fn prepare_move(
        &self,
        seat: Seat,
        text: &str,
        names: &[String],
    ) -> Result<PreparedMove, MoveError>;
    /// The steps `viewer` may browse now, redacted where the game says so
    /// ([`Game::step_visibility`]); `names` by seat.
    fn history(&self, viewer: Viewer, names: &[String]) -> Vec<HistoryStep> {
        self.history_after(viewer, names, 0)
    }
    /// The same from step `after + 1` on: only those are narrated (a recap, a feed).
    fn history_after(&self, viewer: Viewer, names: &[String], after: usize) -> Vec<HistoryStep>;
    /// The first step from which `viewer` may browse every step (shown or redacted): the
    /// step after the last one hidden from them.
    fn history_start(&self, viewer: Viewer) -> usize;
    /// Who made each move, and why the platform made it if it did (by step - 1). No move
    /// content: safe to show anyone.
    fn marks(&self) -> Vec<(Seat, Option<MoveReason>)>;
    /// This game one stored move further, checked like any replayed move, without
    /// replaying the moves before it: a copy, for tests and tools (the service uses
    /// [`LoadedGame::commit`]).
    fn with_move(&self, stored: &StoredMove) -> Result<Box<dyn LoadedGame>, LoadError>;
    /// This game one move further, the move `seat` just had stored: `pending` is what
    /// [`LoadedGame::prepare_move`] computed for it, so nothing is applied again.
    fn commit(
        &mut self,
        seat: Seat,
        pending: Pending,
        reason: Option<MoveReason>,
    ) -> Result<(), LoadError>;
    /// The setup and moves as stored, for export.
    fn log(&self) -> (Value, Vec<StoredMove>);
    /// The setup as stored (the first half of [`LoadedGame::log`], without the moves).
    fn setup_json(&self) -> Value;
    /// The commitment to the setup published when the game started, as stored.
    fn commitment(&self) -> Option<&Commitment>;
    /// A game `seat` cannot tell from this one: the same log and last move, but a state
    /// whose hidden part (whatever `seat` may not see) is drawn at random from the seat's
    /// view ([`Game::sample_state`]). Whatever the platform shows the seat — view, legal
    /// moves, composer steps, previews — must be the same for both (the every-game
    /// hidden-information test, `tests/hidden_every_game.rs`, renders and compares them).
    fn imagined_by(&self, seat: Seat, rng: &mut dyn RngCore) -> Box<dyn LoadedGame>;
    /// The same moves replayed from a setup `viewer` cannot tell from this game's
    /// ([`Game::redraw_setup`]); an error when a move is no longer legal there. The
    /// every-game hidden-information test compares what the viewer reads of both.
    fn redrawn_for(
        &self,
        viewer: Viewer,
        rng: &mut dyn RngCore,
    ) -> Result<Box<dyn LoadedGame>, LoadError>;
    /// What `viewer` saw after `step` moves (0 = the start), as JSON.
    fn view_at(&self, step: usize, viewer: Viewer) -> Value;
    /// The game's own part of the game page ([`GameWeb::game_area`]).
    fn game_area(&self, page: &Page<'_>) -> Result<GameArea, String>;
    /// The game's own part of the page of history step `step` (0 = the start position),
    /// which the platform has checked `page.viewer` may see ([`GameWeb::step_area`]).
    fn step_area(&self, step: usize, page: &Page<'_>) -> Result<GameArea, String>;
    /// Why some of the history is hidden from `viewer` now, if any is (the reason the game
    /// gives for its hidden steps, [`Game::step_visibility`]).
    fn history_window(&self, viewer: Viewer) -> Option<String>;
}

/// Adapter from a typed [`Game`] to [`GameType`].
pub struct Adapter<G: Game>(PhantomData<fn() -> G>);

impl<G: Game> Adapter<G> {
    pub const fn new() -> Self {
        Adapter(PhantomData)
    }
}

impl<G: Game> Default for Adapter<G> {
    fn default() -> Self {
        Self::new()
    }
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

    /// The game as it stood after `step` moves (all of them when `step` is larger).
    pub fn cut(&self, step: usize) -> Loaded<G> {
        let step = step.min(self.steps.len());
        Loaded {
            setup: self.setup.clone(),
            commitment: self.commitment.clone(),
            steps: self.steps[..step].to_vec(),
            state: match self.steps.get(step) {
                Some(next) => next.before.clone(),
                None => self.state.clone(),
            },
        }
    }

    /// The last move with the state before it and its events (None at the start).
    pub fn last_step(&self) -> Option<&Step<G>> {
        self.steps.last()
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

/// What a move's check computed, for [`LoadedGame::commit`] once the move is stored: the
/// game's own move, the state after it and the engine's events.
pub struct Pending(Box<dyn std::any::Any + Send + Sync>);

impl std::fmt::Debug for Pending {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Pending(…)")
    }
}

struct PendingMove<G: Game> {
    /// The moves the game had when the move was checked: it joins only that game.
    after_moves: usize,
    mv: G::Move,
    after: G::State,
    events: Vec<G::Event>,
}

/// "2, 3 or 4" in the current language: every item but the last joined by commas, the
/// last by the platform's `game-either`.
fn either(items: impl IntoIterator<Item = String>) -> super::Arg {
    let mut items: Vec<super::Arg> = items.into_iter().map(super::Arg::Text).collect();
    match items.pop() {
        Some(last) if !items.is_empty() => Message::new("game-either")
            .arg("rest", super::Arg::join(items, "list-comma"))
            .arg("last", last)
            .into(),
        Some(last) => last,
        None => super::Arg::Text(String::new()),
    }
}

fn to_json<T: Serialize>(value: &T) -> Value {
    // Engine types serialise infallibly (no maps with non-string keys).
    serde_json::to_value(value).unwrap_or(Value::Null)
}

impl<G: GameWeb + 'static> GameType for Adapter<G> {
    fn slug(&self) -> &'static str {
        G::SLUG
    }
    fn name(&self) -> &'static str {
        G::NAME
    }
    fn messages(&self) -> &'static [(&'static str, &'static str)] {
        G::MESSAGES
    }
    fn tell(&self, message: &Message, names: &[String]) -> String {
        text::render::<G>(message, names)
    }
    fn option_specs(&self) -> &'static [OptionSpec] {
        G::OPTIONS
    }
    fn player_counts(&self) -> &'static [PlayerCount] {
        G::PLAYER_COUNTS
    }
    fn default_players(&self) -> usize {
        G::DEFAULT_PLAYERS
    }
    fn check_options(&self, options: &GameOptions) -> Result<GameOptions, String> {
        if !G::PLAYER_COUNTS
            .iter()
            .any(|c| c.players == options.players)
        {
            let counts = either(G::PLAYER_COUNTS.iter().map(|c| c.players.to_string()));
            return Err(self.say(
                &Message::new("game-is-for")
                    .arg("game", G::NAME)
                    .arg("counts", counts),
            ));
        }
        let mut checked = GameOptions {
            players: options.players,
            chat_off: options.chat_off,
            rated: options.rated,
            choices: Default::default(),
        };
        for spec in G::OPTIONS {
            let given = options
                .choices
                .get(spec.name)
                .map(|v| v.trim().to_lowercase());
            let value = match given.as_deref() {
                None | Some("") => spec.choices[0].0,
                Some(word) => spec
                    .choices
                    .iter()
                    .map(|(value, _)| *value)
                    .find(|value| *value == word)
                    .ok_or_else(|| self.say(&Message::new(spec.refusal)))?,
            };
            checked.choices.insert(spec.name.into(), value.into());
        }
        G::check_options(&checked).map_err(|m| self.say(&m))?;
        Ok(checked)
    }
    fn title(&self, options: &GameOptions) -> String {
        self.say(&G::title(options))
    }
    fn describe_options(&self, options: &GameOptions) -> String {
        text::options_line::<G>(options)
    }
    fn automatic_words(&self) -> AutomaticWords {
        let ids = G::AUTOMATIC;
        let say = |id: &'static str| self.say(&Message::new(id));
        AutomaticWords {
            did: say(ids.did),
            does: say(ids.does),
            moves: say(ids.moves),
            server_does: say(ids.server_does),
            only: say(ids.only),
        }
    }
    fn talk_forbidden(&self, options: &GameOptions) -> Option<String> {
        G::talk_forbidden(options).map(|m| self.say(&m))
    }
    fn sides(&self, options: &GameOptions) -> Vec<Vec<Seat>> {
        G::sides(options)
    }
    fn rating_pool(&self, options: &GameOptions) -> String {
        self.say(&G::rating_pool(options))
    }
    fn casual_only(&self, options: &GameOptions) -> Option<String> {
        G::casual_only(options).map(|m| self.say(&m))
    }
    fn new_setup(&self, options: &GameOptions, rng: &mut dyn RngCore) -> Value {
        to_json(&G::setup(options, rng))
    }
    fn load(&self, setup: &Value, moves: &[StoredMove]) -> Result<Box<dyn LoadedGame>, LoadError> {
        Ok(Box::new(Loaded::<G>::from_log(setup, moves)?))
    }
    fn load_texts(&self, events: &[&str]) -> Result<Box<dyn LoadedGame>, LoadError> {
        Ok(Box::new(Loaded::<G>::from_texts(events)?))
    }
    fn has_computers(&self) -> bool {
        G::THINK.is_some()
    }
    fn spelling(&self, text: &str) -> String {
        G::spelling(text)
    }
    fn css(&self) -> &'static str {
        G::CSS
    }
    fn pitch(&self) -> String {
        self.say(&G::pitch())
    }
    fn invitation_details(
        &self,
        options: &GameOptions,
    ) -> Result<InvitationDetails<String>, String> {
        let details = G::invitation_details(options)?;
        Ok(InvitationDetails {
            facts: (details.facts.iter())
                .map(|(fact, value)| (self.say(fact), self.say(value)))
                .collect(),
            seating: details.seating.as_ref().map(|m| self.say(m)),
            about: details.about,
        })
    }
    fn rules_title(&self) -> String {
        self.say(&G::rules_title())
    }
    fn rules_page(&self) -> Result<String, String> {
        G::rules_page()
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
        G::game_area(self, page)
    }
    fn step_area(&self, step: usize, page: &Page<'_>) -> Result<GameArea, String> {
        G::step_area(self, step, page)
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
