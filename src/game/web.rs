//! A game's web side: its own part of the game page and of a history step's page, its
//! rules page and its stylesheet. The platform draws the rest of every page (the header,
//! the status line, the clock and votes, the history list, the move form's handling) and
//! hands the game a [`Page`] with what it may need.

use super::{Game, GameOptions, Message, Seen, Viewer};
use std::collections::BTreeMap;
use uuid::Uuid;

/// What the platform knows about the page being drawn.
pub struct Page<'a> {
    pub game_id: Uuid,
    pub viewer: Viewer,
    /// Players' names by seat.
    pub names: &'a [String],
    /// The viewer may move now: it is their turn, they were not removed from the game and
    /// it was not cancelled.
    pub can_move: bool,
    /// The game's newest seq (move forms send it back).
    pub seq: i64,
    /// The session's CSRF token (every form sends it back); empty for visitors.
    pub csrf: &'a str,
    /// The page address's query parameters: where a composer keeps its draft.
    pub query: &'a BTreeMap<String, String>,
    /// Messages about a move just refused, to show with the composer.
    pub composer_flash: &'a [String],
}

/// The game's own part of a page, as HTML.
#[derive(Debug, Default)]
pub struct GameArea {
    /// The page's heading, e.g. the name of the map played on.
    pub heading: String,
    /// Where the game stands, in a line, e.g. "Struggle 3 of 8 · 12 of 40 cards played".
    pub progress: String,
    /// Shown under the status line: the viewer's hand, what spectators may see (HTML).
    pub notes: String,
    /// A CSS class for the page's game element, e.g. one naming the map.
    pub class: String,
    /// The result panel once the game is over (HTML), shown above the area.
    pub result: Option<String>,
    /// The area itself (HTML): board, composer, players.
    pub body: String,
    /// The board in words, shown after the area. Filled in by the platform from
    /// [`GameWeb::board_text`]: what a game puts here is replaced.
    pub board: BoardText,
}

/// The board in words: headings and lists a screen reader can walk, beside the drawn board
/// (`templates/games/_board_text.html` shows them). Drawn from the same view as the
/// picture, as far as the viewer may see it, in the page's language.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct BoardText {
    pub sections: Vec<BoardSection>,
}

/// One part of the board in words: a heading and its items, in the order a player reads
/// them.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct BoardSection {
    pub heading: String,
    pub items: Vec<BoardItem>,
}

/// One item of a [`BoardSection`], e.g. a province, with the facts about it as a list.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct BoardItem {
    pub text: String,
    pub details: Vec<String>,
}

impl BoardSection {
    pub fn new(heading: impl Into<String>) -> Self {
        BoardSection {
            heading: heading.into(),
            items: Vec::new(),
        }
    }
    /// Adds an item without details.
    pub fn line(mut self, text: impl Into<String>) -> Self {
        self.items.push(BoardItem::new(text));
        self
    }
    pub fn item(mut self, item: BoardItem) -> Self {
        self.items.push(item);
        self
    }
}

impl BoardItem {
    pub fn new(text: impl Into<String>) -> Self {
        BoardItem {
            text: text.into(),
            details: Vec::new(),
        }
    }
    /// Adds a fact; an empty one is left out.
    pub fn detail(mut self, detail: impl Into<String>) -> Self {
        let detail = detail.into();
        if !detail.is_empty() {
            self.details.push(detail);
        }
        self
    }
}

/// The invitation page's part about a game's options: the game tells it in [`Message`]s,
/// the platform reads it in words (`InvitationDetails<String>`).
#[derive(Debug, Default)]
pub struct InvitationDetails<T = Message> {
    /// Facts shown after the game's name, e.g. ("Board", "north side"), ("Players", "3").
    pub facts: Vec<(T, T)>,
    /// How seats are drawn, when the game says more than the platform's sentence.
    pub seating: Option<T>,
    /// An explanation of the chosen options (HTML), shown under the facts.
    pub about: String,
}

/// A choice a move composer has made, with the link that goes back to change it
/// (`templates/composer.html`, `chosen_steps`).
pub struct ChosenRow {
    pub label: String,
    pub change_href: String,
}

/// One option of a move composer's current step (`templates/composer.html`, `option_list`).
pub struct OptionLink {
    pub label: String,
    pub href: String,
}

/// The web side of a game, implemented beside its rules in its folder. A new game writes
/// [`rules_page`](GameWeb::rules_page), [`game_area`](GameWeb::game_area) and
/// [`board_text`](GameWeb::board_text); the rest has defaults.
pub trait GameWeb: Game + Sized {
    /// The game's stylesheet, served at `/css/<slug>.css` on its pages.
    const CSS: &'static str = "";
    /// The rules page's content (HTML), shown at `/rules/<slug>`, in the current language
    /// (`text::current_language`: each of `text::LANGUAGES` has its own page).
    fn rules_page() -> Result<String, String>;
    /// The game page's game area for `page.viewer`, drawn from `game`: the game as that
    /// viewer may see it (its view, the steps it may see, for a seat to move a state drawn
    /// from its own view for the composer).
    fn game_area(game: &Seen<'_, Self>, page: &Page<'_>) -> Result<GameArea, String>;
    /// The board of `game` in words for `page.viewer`, in the current language: every
    /// fact the drawn board shows that viewer (pieces, who holds what, what is face up, the
    /// cards they may see), as headings and lists in the order a player reads them. The
    /// platform shows it after the game area, on step pages too (`game` is then the game
    /// as it stood), and the every-game hidden-information tests compare it like the rest.
    fn board_text(game: &Seen<'_, Self>, page: &Page<'_>) -> Result<BoardText, String>;

    /// The game's name as the welcome page offers it (a message whose words are HTML),
    /// e.g. "<strong>Name</strong> (and its variant, <strong>Other name</strong>)".
    /// Default: the name in bold.
    fn pitch() -> Message {
        Message::new("game-pitch").arg("game", Self::NAME)
    }
    /// The rules page's title. Default: "Rules of <name>".
    fn rules_title() -> Message {
        Message::new("game-rules-title").arg("game", Self::NAME)
    }
    /// What the invitation page says about `options`. Default: the player count and the
    /// label of each choice.
    fn invitation_details(options: &GameOptions) -> Result<InvitationDetails, String> {
        let mut facts = vec![(
            Message::new("game-fact-players"),
            Message::number(options.players),
        )];
        for spec in Self::OPTIONS {
            if let Some(label) = spec.chosen_label(options) {
                facts.push((Message::new(spec.legend), Message::new(label)));
            }
        }
        Ok(InvitationDetails {
            facts,
            seating: None,
            about: String::new(),
        })
    }
    /// The board after history step `step` (0 = the start position) for `page.viewer`,
    /// who may see it (the platform checked [`Game::step_visibility`]). Default: the game
    /// area of the game as it stood then (`game.at(step)`), without a composer.
    fn step_area(game: &Seen<'_, Self>, step: usize, page: &Page<'_>) -> Result<GameArea, String> {
        let then = game
            .at(step)
            .ok_or_else(|| format!("step {step} is not to be seen"))?;
        Self::game_area(
            &then,
            &Page {
                can_move: false,
                seq: step as i64,
                ..*page
            },
        )
    }
}

/// Percent-encodes a string for use in a query parameter or a path segment (a composer's
/// links carry its draft in the address).
pub fn url_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~' | b'/') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}
