//! What a game is to the platform: the [`Game`] trait every hosted game implements (pure
//! rules: no async, no IO, no clock and no randomness inside the rules), and the
//! object-safe [`adapter`] through which the platform uses a game without knowing its
//! types.
//!
//! The games themselves live in [`crate::games`], one folder each; the platform never
//! names one.

pub mod adapter;
mod loaded;
pub mod search;
mod seen;
pub mod text;
pub mod web;

pub use adapter::*;
pub use search::{review_seed, Judge, Judgement, Level, Think, Verdict};
pub use seen::{Seeing, Seen, SeenStep};
pub use text::{Arg, Message};
pub use web::{
    BoardItem, BoardSection, BoardText, ChosenRow, GameArea, GameWeb, InvitationDetails,
    OptionLink, Page,
};

use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt::Debug;

/// "2, 3 or 4", in the current language (the platform's `game-either`).
pub fn or_list(items: impl IntoIterator<Item = impl std::fmt::Display>) -> String {
    let mut items: Vec<Arg> = items
        .into_iter()
        .map(|i| Arg::Text(i.to_string()))
        .collect();
    match items.pop() {
        Some(last) if !items.is_empty() => platform_words(
            &Message::new("game-either")
                .arg("rest", Arg::join(items, "list-comma"))
                .arg("last", last),
        ),
        Some(Arg::Text(last)) => last,
        _ => String::new(),
    }
}

/// A message of the platform's own words (`src/locales/<language>/game.ftl`) in the
/// current language; each language's catalogue built on first use and kept.
fn platform_words(message: &Message) -> String {
    use std::collections::HashMap;
    use std::sync::{OnceLock, RwLock};
    type Built = HashMap<&'static str, &'static text::Catalogue>;
    static BUILT: OnceLock<RwLock<Built>> = OnceLock::new();
    let language = text::current_language();
    let built = BUILT.get_or_init(Default::default);
    let known = (built.read())
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .get(language)
        .copied();
    let catalogue = known.unwrap_or_else(|| {
        let mut all = built
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        all.entry(language)
            .or_insert_with(|| Box::leak(Box::new(text::Catalogue::build(language, &[]))))
    });
    catalogue.render(message, &[])
}

/// A seat at the table, 0-based in the engine (shown 1-based to people).
pub type Seat = usize;

/// Who is looking at a game: a seated player or anybody else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Viewer {
    Seat(Seat),
    Spectator,
}

impl Viewer {
    /// The seat this viewer sits in, if any.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat(seat) => Some(seat),
            Viewer::Spectator => None,
        }
    }
}

/// What an invitation asks for: the number of players (the platform's) and the game's own
/// choices beside it, each a word from the game's [`OptionSpec`]s (a map, a variant).
/// Stored as one JSON object: `{"players": 3, "<choice>": "<value>", …}`; the table's
/// settings the host chooses for every game (`chat_off`, `rated`) sit beside them,
/// written only when set.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameOptions {
    pub players: usize,
    /// The host turned the game's chat off.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub chat_off: bool,
    /// The game counts for the players' ratings (the host's choice; casual otherwise).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rated: bool,
    /// The game's choices by name, with every default filled in once checked.
    #[serde(flatten)]
    pub choices: BTreeMap<String, String>,
}

impl GameOptions {
    /// The game's choice `name` (empty when absent).
    pub fn choice(&self, name: &str) -> &str {
        self.choices.get(name).map_or("", String::as_str)
    }
}

/// One choice an invitation makes for a game (a map, a variant), as data: the platform
/// draws the invitation form's radio buttons and the API document from it, and checks
/// the value. The first choice is the default. Its texts are message ids of the game's
/// catalogue ([`text`]).
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// The field's name in forms, the API and the stored options, e.g. `board`.
    pub name: &'static str,
    /// The form's legend (a message id; the message reads e.g. "Board").
    pub legend: &'static str,
    /// The values with the message id of their label in the form; the first is the
    /// default.
    pub choices: &'static [(&'static str, &'static str)],
    /// What a request with another value is told (a message id; e.g. "the board must be
    /// north or south").
    pub refusal: &'static str,
}

impl OptionSpec {
    /// The message id of the label of the value chosen in `options` (None when it is not
    /// one of the values).
    pub fn chosen_label(&self, options: &GameOptions) -> Option<&'static str> {
        let chosen = options.choice(self.name);
        self.choices
            .iter()
            .find(|(value, _)| *value == chosen)
            .map(|(_, label)| *label)
    }
}

/// A game's words for the moves the platform makes for a player (passes, say): message
/// ids of its catalogue; the platform hands out the words themselves
/// ([`adapter::AutomaticWords`]).
#[derive(Clone, Copy, Debug)]
pub struct Automatic {
    /// "passed automatically"
    pub did: &'static str,
    /// "passes automatically"
    pub does: &'static str,
    /// "automatic passes"
    pub moves: &'static str,
    /// "passes for" (the server passes for you)
    pub server_does: &'static str,
    /// "pass" (their seat will then only pass)
    pub only: &'static str,
}

/// The number of players a game offers, with its label in the form.
#[derive(Clone, Copy, Debug)]
pub struct PlayerCount {
    pub players: usize,
    /// A message id; the message reads e.g. "4 players (two teams)".
    pub label: &'static str,
}

/// The players in order at the end of a game (or as they stand now): the game's columns
/// and a row per seat, best first. The platform draws it as the result panel's table.
/// Games tell it in [`Message`]s; the platform reads it in words (`Standings<String>`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Standings<T = Message> {
    /// The headings of the game's columns (after rank and player), e.g. ["Points",
    /// "Islands", "Unused pieces"].
    pub columns: Vec<T>,
    pub rows: Vec<StandingRow<T>>,
    /// What decided the first place, e.g. "a tie on points, broken by unused pieces".
    pub decided_by: Option<T>,
}

impl<T> Default for Standings<T> {
    fn default() -> Self {
        Standings {
            columns: Vec::new(),
            rows: Vec::new(),
            decided_by: None,
        }
    }
}

/// Each seat's rank in `standings` (index: seat), for [`Game::ranking`]; None when a seat
/// is missing.
pub fn ranks_by_seat<T>(standings: &Standings<T>, seats: usize) -> Option<Vec<usize>> {
    let mut ranks = vec![0; seats];
    for row in &standings.rows {
        *ranks.get_mut(row.seat)? = row.rank;
    }
    ranks.iter().all(|&rank| rank > 0).then_some(ranks)
}

/// One seat in [`Standings`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StandingRow<T = Message> {
    pub seat: Seat,
    /// 1 for the winners; players equal in every respect share a rank.
    pub rank: usize,
    pub winner: bool,
    /// A note beside the name, e.g. a team.
    pub note: Option<T>,
    /// One value per column ([`Message::number`] for a plain count).
    pub values: Vec<T>,
}

impl Standings {
    /// The same standings in words.
    pub fn told(&self, mut say: impl FnMut(&Message) -> String) -> Standings<String> {
        Standings {
            columns: self.columns.iter().map(&mut say).collect(),
            rows: (self.rows.iter())
                .map(|row| StandingRow {
                    seat: row.seat,
                    rank: row.rank,
                    winner: row.winner,
                    note: row.note.as_ref().map(&mut say),
                    values: row.values.iter().map(&mut say).collect(),
                })
                .collect(),
            decided_by: self.decided_by.as_ref().map(&mut say),
        }
    }
}

/// How the sentence of a mover's decision is told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Telling {
    /// To everybody: "alice played …".
    Plain,
    /// To the mover, right after the move: "You played: …".
    ToMover,
    /// The platform moved for the player, for this reason: the id of a platform message
    /// (e.g. one reading "time ran out"), for "alice passed automatically: time ran out".
    Automatic(&'static str),
}

/// A step of the history in brief, for lists and logs: what kind of step it was and
/// whether a phase of the game (a struggle, a round) ended there. Games tell it in
/// [`Message`]s; the platform reads it in words (`StepLabel<String>`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StepLabel<T = Message> {
    /// The kind of step in a word or two, e.g. the card played ("Rama").
    pub kind: Option<T>,
    /// Set when a phase ended in this step, e.g. "Struggle 3 resolved".
    pub phase_end: Option<T>,
}

impl<T> Default for StepLabel<T> {
    fn default() -> Self {
        StepLabel {
            kind: None,
            phase_end: None,
        }
    }
}

/// What one viewer may see of one step of a game's history, as the game stands now
/// ([`Game::step_visibility`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Visibility {
    /// Shown as it happened.
    Shown,
    /// Shown without what the viewer may not know yet (a sealed bid before it is revealed):
    /// who moved, the game's redacted notation here, and the narration the game tells this
    /// viewer ([`Game::describe_event`] takes the viewer); never the engine's events.
    Redacted { notation: String },
    /// Not shown to this viewer now, for this reason (said once above the history).
    Hidden { why: Message },
}

/// Where a game stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Active { to_move: Seat },
    Finished { outcome: Outcome },
}

/// The end of a game ([`Game::result`]): who won, why, and every seat ranked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Every winning seat (a team win lists both partners).
    pub winners: Vec<Seat>,
    /// One sentence for people: who won and why.
    pub summary: Message,
    /// The players in order, with the game's columns (the result panel's table).
    pub standings: Standings,
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

/// Everything the platform needs from a game's rules. Implemented by zero-sized marker
/// types; the web side is [`GameWeb`].
///
/// A new game writes ten functions here — [`setup`](Game::setup), [`start`](Game::start),
/// [`apply`](Game::apply), [`to_move`](Game::to_move), [`result`](Game::result),
/// [`legal_moves`](Game::legal_moves), [`view_for`](Game::view_for),
/// [`print_move`](Game::print_move), [`parse_move`](Game::parse_move) and
/// [`describe_event`](Game::describe_event) — and two in [`GameWeb`]; every other function
/// has a default that a game overrides when it has more to say. One seat moves at a time.
pub trait Game {
    /// Stable identifier used in URLs, the database and the API, e.g. `my-game`.
    const SLUG: &'static str;
    /// Display name.
    const NAME: &'static str;
    /// The game's catalogue: every text it hands the platform, as Fluent files by language
    /// (`(language, source)`, kept in its folder under `locales/` and read with
    /// `include_str!`); see [`text`]. Every id the game's [`Message`]s use is defined here,
    /// and `seat-name` names a seat without a player (`$seat`, 1-based).
    const MESSAGES: &'static [(&'static str, &'static str)];
    /// The invitation's choices beyond the player count; see [`GameOptions`].
    const OPTIONS: &'static [OptionSpec] = &[];
    /// The player counts offered; [`Game::DEFAULT_PLAYERS`] is preselected.
    const PLAYER_COUNTS: &'static [PlayerCount];
    const DEFAULT_PLAYERS: usize = Self::PLAYER_COUNTS[0].players;
    /// How people are told that the platform moved for a player whose time ran out or who
    /// was removed ([`Game::automatic_move`]).
    const AUTOMATIC: Automatic = Automatic {
        did: "game-automatic-did",
        does: "game-automatic-does",
        moves: "game-automatic-moves",
        server_does: "game-automatic-server-does",
        only: "game-automatic-only",
    };
    /// How a computer player of each level chooses a move — the site's searcher,
    /// `crate::bots::search::think::<Self>`, which decides from what the seat may see
    /// ([`Game::sample_state`]) — or None: the game has no computer players.
    const THINK: Option<Think<Self>> = None;
    /// How the computer reviews a finished game's decisions ([`Judgement`]) — the site's
    /// reviewer, `crate::bots::review::judge::<Self>`, which searches from the decider's
    /// view alone — or None: the game offers no review. A game that names one shows
    /// everything at its end (hands, decks): the review of a finished game is read by
    /// whoever may see the game, and a decision's alternative tells what its seat held.
    const JUDGE: Option<Judge<Self>> = None;
    /// How many of the cheapest hosted game's random playouts one of this game's costs
    /// (measured in the engine benches and the arena): the site's search budgets are
    /// divided by it, so that computer players think about as long in every game.
    const PLAYOUT_WEIGHT: u32 = 1;
    /// Computer players' playouts choose each move as the best of this many random moves by
    /// [`Game::estimate`] (1: uniformly at random; above 1 the search's new moves are
    /// chosen by it too), as the arena found stronger for the game.
    const PLAYOUT_CANDIDATES: u32 = 1;

    /// The explicit result of all random choices; stored as the first event (R3).
    type Setup: Serialize + DeserializeOwned + Clone + Debug + Send + Sync;
    /// A player's decision, stored in the log after the setup.
    type Move: Serialize + DeserializeOwned + Clone + Debug + PartialEq + Send + Sync;
    type State: Clone + Debug + Send + Sync;
    /// What the engine did, including everything it derived on its own (narration).
    type Event: Serialize + Clone + Debug + Send + Sync;
    /// What one viewer may see; the only road from state to a client.
    type View: Serialize;
    /// A rule violation, explained in a player's words.
    type Error: std::error::Error + Clone + PartialEq;

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
    /// Whose turn it is; None once the game is over.
    fn to_move(state: &Self::State) -> Option<Seat>;
    /// How the game ended, once it has (None while it runs).
    fn result(state: &Self::State) -> Option<Outcome>;
    /// Every legal move of `seat` (empty when it is not their turn).
    fn legal_moves(state: &Self::State, seat: Seat) -> Vec<Self::Move>;
    fn view_for(state: &Self::State, viewer: Viewer) -> Self::View;
    /// Short text notation of a move.
    fn print_move(state: &Self::State, mv: &Self::Move) -> String;
    /// Reads a move in notation; the refusal says what is wrong with the text. The platform
    /// takes a text only if [`print_move`](Game::print_move) gives it back up to
    /// [`spelling`](Game::spelling): another way of writing a move is refused, naming the
    /// printed form.
    fn parse_move(state: &Self::State, text: &str) -> Result<Self::Move, Message>;
    /// A sentence for an engine event (history, flash messages) as `viewer` may read it,
    /// players as [`Arg::Player`]s. The mover's decision itself (a card played, a pass) is
    /// told as `telling` says; every other event plainly.
    fn describe_event(
        state: &Self::State,
        event: &Self::Event,
        telling: Telling,
        viewer: Viewer,
    ) -> Message;

    /// The spelling freedoms of the notation (listed in the game's notation doc): two texts
    /// with the same result write the same move the same way. Default: case, and spaces
    /// around and between words.
    fn spelling(text: &str) -> String {
        text.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase()
    }
    /// A rule violation in the player's words, as a message of the game's catalogue (the
    /// answer to a refused move). Default: the error's own (English) text.
    fn refusal(error: &Self::Error) -> Message {
        Message::new("game-verbatim").arg("text", error.to_string())
    }
    /// Checks options whose choices are already known words of [`Game::OPTIONS`] and whose
    /// player count is one of [`Game::PLAYER_COUNTS`]: what else the game requires (a
    /// board for that many players, …); the message is for people. Default: nothing more.
    fn check_options(options: &GameOptions) -> Result<(), Message> {
        let _ = options;
        Ok(())
    }
    /// The game's name as players know it for these options (a map may have its own).
    /// Default: [`Game::NAME`].
    fn title(options: &GameOptions) -> Message {
        let _ = options;
        Message::new("game-name").arg("game", Self::NAME)
    }
    /// The options in brief, each part a message: the platform joins them in one line
    /// after the title, e.g. "<name> · 3 players · <a variant>". Default: the player count
    /// and the label of each choice.
    fn describe_options(options: &GameOptions) -> Vec<Message> {
        let mut parts = vec![Message::new("game-players").arg("count", options.players)];
        parts.extend(
            Self::OPTIONS
                .iter()
                .filter_map(|spec| spec.chosen_label(options).map(Message::new)),
        );
        parts
    }
    /// A random legal move without enumerating them all (None when not their turn).
    /// Default: one of [`Game::legal_moves`], which a game with many moves may beat.
    fn random_move<R: rand::Rng + ?Sized>(
        state: &Self::State,
        seat: Seat,
        rng: &mut R,
    ) -> Option<Self::Move> {
        use rand::seq::SliceRandom;
        Self::legal_moves(state, seat).choose(rng).cloned()
    }
    /// The move the platform makes for `seat` when its time ran out or its player was
    /// removed (None when it is not their turn); always legal. Default: the first legal
    /// move.
    fn automatic_move(state: &Self::State, seat: Seat) -> Option<Self::Move> {
        Self::legal_moves(state, seat).into_iter().next()
    }
    /// What `viewer` may see of step `step` (1-based), the move `mv`, of the game as it
    /// stands now (`now`): shown, shown redacted or hidden with why. The one place a game
    /// decides what of its history a viewer sees: the history and its step pages, the
    /// recap, the feed, mails and webhooks all read it. Hidden steps come before every
    /// shown or redacted one (a window on the newest steps: looking back only as far as one's
    /// own previous move, say): the history's step pages open from the step after the last
    /// hidden one, and a secret that passes (a sealed bid) is redacted, not hidden. Default:
    /// every step shown.
    fn step_visibility(
        now: &Self::State,
        step: usize,
        mv: &Self::Move,
        viewer: Viewer,
    ) -> Visibility {
        let _ = (now, step, mv, viewer);
        Visibility::Shown
    }
    /// A step in brief (its kind, whether a phase ended), from the state before it, the
    /// move and what the engine did. Default: nothing to add to the notation.
    fn step_label(before: &Self::State, mv: &Self::Move, events: &[Self::Event]) -> StepLabel {
        let _ = (before, mv, events);
        StepLabel::default()
    }
    /// A state `seat` cannot tell from `state`: whatever the seat may not see (the others'
    /// hands, the order of a deck) drawn at random among what is still possible. Computer
    /// players search from such states, never from the real one, and the every-game
    /// hidden-information test pairs a game with one. It must read `state` only through
    /// the seat's view (`view_for(state, Viewer::Seat(seat))`). Default, for a game that
    /// hides nothing from a seated player: the state itself.
    fn sample_state<R: rand::Rng + ?Sized>(
        state: &Self::State,
        seat: Seat,
        rng: &mut R,
    ) -> Self::State {
        let _ = (seat, rng);
        state.clone()
    }
    /// How many seats play in `state`. The computer players' search scales its exploration
    /// by it: a seat earns on average a share of the win that shrinks with the seats.
    /// Default: two.
    fn seats(state: &Self::State) -> usize {
        let _ = state;
        2
    }
    /// A cheap estimate, from 0 to 1, of `seat`'s share of the win in `state` as it stands
    /// (computer players score their cut-off playouts with it); None: the game has none.
    fn estimate(state: &Self::State, seat: Seat) -> Option<f64> {
        let _ = (state, seat);
        None
    }
    /// Every seat's rank (by seat; 1 the best, equal seats share a rank) in the position as
    /// it stands, by the game's own way of ending, for a game stopped before its end (a
    /// tournament round's deadline). Only what every player can see may decide it. None:
    /// the game ranks no running position, and everyone shares the place.
    fn ranking(state: &Self::State) -> Option<Vec<usize>> {
        let _ = state;
        None
    }
    /// A setup that `viewer` cannot tell from `setup` in the game as it stands now
    /// (`now`): whatever of the seq-0 setup the viewer has not seen by now (the cards still
    /// face down in a deck) drawn again at random. The every-game hidden-information test
    /// replays the same moves from it and requires the viewer to read every page alike.
    /// Default, for a game whose setup holds nothing hidden: the setup itself.
    fn redraw_setup<R: rand::Rng + ?Sized>(
        setup: &Self::Setup,
        now: &Self::State,
        viewer: Viewer,
        rng: &mut R,
    ) -> Self::Setup {
        let _ = (now, viewer, rng);
        setup.clone()
    }
    /// Why the players may not talk while a game with these options runs, in the site's
    /// words (the rules forbid any communication at the table); None when they may. The
    /// chat then opens when the game ends.
    fn talk_forbidden(options: &GameOptions) -> Option<Message> {
        let _ = options;
        None
    }
    /// The sides that win or lose together, each a list of seats: partners share one.
    /// Ratings count a side's result for each of its players. Default: every seat alone.
    fn sides(options: &GameOptions) -> Vec<Vec<Seat>> {
        (0..options.players).map(|seat| vec![seat]).collect()
    }
    /// The rating pool of a game with these options: the games of one pool are rated
    /// together, and the message's English words are the pool's stored key. Default: one
    /// pool per player count.
    fn rating_pool(options: &GameOptions) -> Message {
        Message::new("game-players").arg("count", options.players)
    }
    /// Why a game with these options is never rated, in people's words (None: it may be).
    fn casual_only(options: &GameOptions) -> Option<Message> {
        let _ = options;
        None
    }

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

    /// Where the game stands: whose turn, or how it ended (from [`Game::to_move`] and
    /// [`Game::result`]). Not to be overridden.
    fn status(state: &Self::State) -> Status {
        match Self::to_move(state) {
            Some(to_move) => Status::Active { to_move },
            None => Status::Finished {
                outcome: Self::result(state).unwrap_or_else(|| Outcome {
                    winners: Vec::new(),
                    summary: Message::new("game-over"),
                    standings: Standings::default(),
                }),
            },
        }
    }
}
