//! The platform's side of the games: an object-safe adapter over [`Game`] that speaks JSON
//! and text notation.
//!
//! Storage, services and the JSON API use only this module, never a game's own types;
//! the hosted games are listed in the registry (`src/games/mod.rs`), which this layer
//! does not read.

use super::search::{Judgement, Level};
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
    /// Whether the computer reviews its finished games ([`Game::JUDGE`]).
    fn has_review(&self) -> bool;
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
    /// Every seat's rank in the position as it stands ([`Game::ranking`]).
    fn ranking(&self) -> Option<Vec<usize>>;
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
    /// The computer's review of step `index` (0-based) of the log ([`Game::JUDGE`]),
    /// searched from the view of the seat that moved, as it stood before the move, with
    /// randomness from `seed` ([`super::review_seed`]) for `iterations`, or the site's
    /// review budget when None. None for a step the platform made (a timeout's move is
    /// nobody's decision), a step out of range or a game without a review. Runs a search:
    /// call it off the async threads.
    fn review_step(&self, index: usize, seed: u64, iterations: Option<u32>) -> Option<Judgement>;
    /// The game as it would have gone had step `index` (0-based) of the log been move `text`
    /// of the same seat, and nothing after it (None when `text` is not legal there): the
    /// board after the review's alternative. Its own running game, shown as such.
    fn instead(&self, index: usize, text: &str) -> Option<Box<dyn LoadedGame>>;
    /// What move `text` would have done at step `index` (0-based) of the log, played by
    /// that step's seat in its place, narrated for `viewer` as the history narrates (None
    /// when it does not read as a legal move there): the review's alternative in words.
    fn narrate_instead(
        &self,
        index: usize,
        text: &str,
        viewer: Viewer,
        names: &[String],
    ) -> Option<Vec<String>>;
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
    /// What `viewer` may see now of step `step` (1-based), as the game decides it
    /// ([`Game::step_visibility`]).
    fn step_visibility(&self, step: usize, viewer: Viewer) -> Visibility;
    /// The game page's recap for `seat`: their own previous move, then what happened since
    /// ([`LoadedGame::since_last_move`]), so that a player's move stays in view, with the
    /// answers under it, until their next one.
    fn recap(&self, seat: Seat, names: &[String]) -> Vec<HistoryStep> {
        // Narrate only from the seat's own last move on (hidden steps come first: if it
        // is hidden, so is every step before it).
        let marks = self.marks();
        let after = marks.iter().rposition(|(s, _)| *s == seat).unwrap_or(0);
        let mut steps = self.history_after(Viewer::Seat(seat), names, after);
        let own = steps.iter().rposition(|s| s.seat == seat).unwrap_or(0);
        steps.drain(..own);
        steps
    }
    /// What `seat` may know happened since their own previous move (every step when they
    /// have not moved yet), redacted as their history is, newest last: what the turn mail,
    /// webhook, push notice and feed tell them.
    fn since_last_move(&self, seat: Seat, names: &[String]) -> Vec<HistoryStep> {
        let mut steps = self.recap(seat, names);
        if steps.first().is_some_and(|s| s.seat == seat) {
            steps.remove(0);
        }
        steps
    }
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

pub use super::loaded::{full_replays, Loaded, Step};

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

/// What a move's check computed, for [`LoadedGame::commit`] once the move is stored: the
/// game's own move, the state after it and the engine's events.
pub struct Pending(pub(super) Box<dyn std::any::Any + Send + Sync>);

impl std::fmt::Debug for Pending {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Pending(…)")
    }
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

pub(super) fn to_json<T: Serialize>(value: &T) -> Value {
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
    fn has_review(&self) -> bool {
        G::JUDGE.is_some()
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
