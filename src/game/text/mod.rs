//! Narration as data: every text a game hands the platform is a [`Message`] — an id in
//! the game's Fluent catalogue and typed arguments — which the platform renders
//! ([`render`]). A game keeps its catalogue in its own folder
//! (`locales/<language>/*.ftl`, listed in [`Game::MESSAGES`]); the platform's few shared
//! words (the reasons of automatic moves, the joining "and") are in `src/locales/`.
//!
//! One catalogue per game: the platform's files and the game's, in one Fluent bundle, so
//! that a game's ids never meet another game's. Each file exists in English, Dutch, French
//! and Italian (`tests/messages.rs` holds every language to English's ids and arguments);
//! the site renders English until it lets people choose.

mod pseudo;
mod templates;

pub use pseudo::{enable_pseudo, language, pseudo_words, PSEUDO};
pub use templates::{filter_text, in_bdi, Markup, ToArg};

use super::{Game, Seat};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use pseudo::pseudo_source;
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{OnceLock, RwLock};

/// The platform's own messages that games may use as arguments, by language.
pub const PLATFORM_MESSAGES: &[(&str, &str)] = &[
    ("en", include_str!("../../locales/en/game.ftl")),
    ("nl", include_str!("../../locales/nl/game.ftl")),
    ("fr", include_str!("../../locales/fr/game.ftl")),
    ("it", include_str!("../../locales/it/game.ftl")),
];

/// The site's own messages, by language: its pages, forms, flashes, errors, mails, feed
/// and webhook texts ([`site`], [`t`], the templates' [`filters`]).
macro_rules! site_files {
    ($($file:literal),*) => {
        &[$(
            ("en", include_str!(concat!("../../locales/en/", $file))),
            ("nl", include_str!(concat!("../../locales/nl/", $file))),
            ("fr", include_str!(concat!("../../locales/fr/", $file))),
            ("it", include_str!(concat!("../../locales/it/", $file))),
        )*]
    };
}
pub const SITE_MESSAGES: &[(&str, &str)] = site_files!(
    "site.ftl",
    "accounts.ftl",
    "lobby.ftl",
    "games.ftl",
    "settings.ftl",
    "social.ftl",
    "notify.ftl",
    "tournaments.ftl",
    "tournament-rules.ftl"
);

/// A text for people as data: a message id of the game's catalogue and its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub id: Cow<'static, str>,
    pub args: Vec<(&'static str, Arg)>,
}

/// A message's argument, typed so that each language can say it its own way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Said as it is: notation, a number's own text.
    Text(String),
    /// A count: a language chooses its plural forms by it.
    Number(i64),
    /// A player, by seat: the platform puts in their name.
    Player(Seat),
    /// Several arguments in a row, joined by the words of platform message `with`
    /// (`list-and`: "a and b", `list-comma`: "a, b").
    Join { parts: Vec<Arg>, with: &'static str },
    /// Another message (a card's, a province's name…), rendered first.
    Message(Message),
}

impl Message {
    /// A message without arguments.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Self {
        Message {
            id: id.into(),
            args: Vec::new(),
        }
    }
    /// The same message with one more argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.push((name, value.into()));
        self
    }
    /// A plain count as a message of its own (a value in a table).
    pub fn number(n: impl Into<Arg>) -> Self {
        Message::new("game-number").arg("n", n)
    }
    /// The same message with a player's name as argument `name`.
    pub fn player(self, name: &'static str, seat: Seat) -> Self {
        self.arg(name, Arg::Player(seat))
    }
    /// The same message with players' names, joined by "and", as argument `name`.
    pub fn players(self, name: &'static str, seats: impl IntoIterator<Item = Seat>) -> Self {
        let parts = seats.into_iter().map(Arg::Player).collect();
        self.arg(name, Arg::join(parts, "list-and"))
    }
}

impl Arg {
    /// `parts` joined by the words of platform message `with` (`list-and`, `list-comma`).
    pub fn join(parts: Vec<Arg>, with: &'static str) -> Arg {
        Arg::Join { parts, with }
    }
}

impl From<&'static str> for Message {
    fn from(id: &'static str) -> Self {
        Message::new(id)
    }
}

impl From<Message> for Arg {
    fn from(message: Message) -> Self {
        Arg::Message(message)
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Self {
        Arg::Text(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Self {
        Arg::Text(text.to_string())
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Number(n as i64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, usize, i32, i64);

static FAULTS: AtomicU64 = AtomicU64::new(0);

/// How many messages failed to render since the process started (a missing message or
/// argument): the golden-text test, which renders every text of every frozen game,
/// requires none.
pub fn render_faults() -> u64 {
    FAULTS.load(Ordering::Relaxed)
}

/// A player's name as it goes into a sentence: a name written right to left (Arabic,
/// Hebrew…) is isolated (U+2068 … U+2069, what `<bdi>` does in a page), so that it cannot
/// carry the words around it along; other names go in as they are (isolation marks would
/// only be noise in mail, feeds and the API's narration).
pub fn isolated(name: &str) -> String {
    use unicode_bidi::BidiClass;
    let right_to_left = name
        .chars()
        .any(|c| matches!(unicode_bidi::bidi_class(c), BidiClass::R | BidiClass::AL));
    if right_to_left {
        format!("\u{2068}{name}\u{2069}")
    } else {
        name.to_string()
    }
}

/// One game's catalogue: the platform's messages and the game's, for one language.
pub struct Catalogue {
    bundle: FluentBundle<FluentResource>,
    /// The words of every message without arguments (a card's name, a province's),
    /// rendered once: they are most of what narration looks up.
    constant: HashMap<String, String>,
    /// What went wrong building it (a file that does not parse, an id given twice); empty
    /// when sound. `tests/messages.rs` requires it empty for every game.
    pub errors: Vec<String>,
}

/// Whether French elides "de" before `word`: it starts with a vowel (a name that starts
/// with an h keeps "de ", as for an aspirated h).
fn french_elides_before(word: &str) -> bool {
    const VOWELS: &str = "aeiouyàâäéèêëîïôöùûüœæ";
    let first = word
        .chars()
        .next()
        .map(|c| c.to_lowercase().next().unwrap_or(c));
    first.is_some_and(|c| VOWELS.contains(c))
}

/// Whether Italian elides an article before `date`: a date read aloud starting with a vowel,
/// "8" (otto) or "11" (undici), as in "l’8 dicembre", "dall’11 marzo" (never "il 18").
fn italian_elides_before(date: &str) -> bool {
    let number: String = date.chars().take_while(char::is_ascii_digit).collect();
    number == "8" || number == "11"
}

/// A function a catalogue's messages may call: its argument with the words that go before
/// it, elided before some words.
struct Elision {
    function: &'static str,
    elides_before: fn(&str) -> bool,
    full: &'static str,
    elided: &'static str,
}

/// French `DE` ("de ben", "d’ann") and Italian `IL`, `DAL` and `AL` before a date ("il 2
/// marzo", "l’8 marzo"; "dal", "dall’"; "al", "all’").
const ELISIONS: [Elision; 4] = [
    Elision {
        function: "DE",
        elides_before: french_elides_before,
        full: "de ",
        elided: "d’",
    },
    Elision {
        function: "IL",
        elides_before: italian_elides_before,
        full: "il ",
        elided: "l’",
    },
    Elision {
        function: "DAL",
        elides_before: italian_elides_before,
        full: "dal ",
        elided: "dall’",
    },
    Elision {
        function: "AL",
        elides_before: italian_elides_before,
        full: "al ",
        elided: "all’",
    },
];

impl Catalogue {
    /// Builds the catalogue of `language` from the platform's files and a game's.
    pub fn build(language: &str, game_files: &[(&str, &str)]) -> Catalogue {
        Catalogue::from_files(language, PLATFORM_MESSAGES.iter().chain(game_files))
    }

    /// Builds the site's catalogue of `language` ([`SITE_MESSAGES`]).
    pub fn site(language: &str) -> Catalogue {
        Catalogue::from_files(language, SITE_MESSAGES.iter())
    }

    /// Builds a catalogue of `language` from those of `files` in it; the
    /// [pseudo-language](PSEUDO) from the English ones, accented.
    fn from_files<'a>(
        language: &str,
        files: impl Iterator<Item = &'a (&'a str, &'a str)>,
    ) -> Catalogue {
        let pseudo = language == PSEUDO;
        let source_language = if pseudo { LANGUAGES[0] } else { language };
        let id: unic_langid::LanguageIdentifier = source_language.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Names and counts go in as they are: no bidirectional isolation marks.
        bundle.set_use_isolating(false);
        let mut errors = Vec::new();
        // French elides "de" before a vowel: `{ DE($name) }` reads "de ben", "d’ann"; and
        // Italian its articles before some dates: `{ IL($when) }` reads "l’8 marzo".
        for elision in ELISIONS {
            let added = bundle.add_function(elision.function, move |positional, _| {
                let word = match positional.first() {
                    Some(FluentValue::String(s)) => s.to_string(),
                    Some(FluentValue::Number(n)) => n.as_string().into_owned(),
                    _ => String::new(),
                };
                let before = if (elision.elides_before)(&word) {
                    elision.elided
                } else {
                    elision.full
                };
                FluentValue::from(format!("{before}{word}"))
            });
            if let Err(e) = added {
                errors.push(format!("{e:?}"));
            }
        }
        let mut constant_ids = Vec::new();
        for (_, source) in files.filter(|(lang, _)| *lang == source_language) {
            let source = if pseudo {
                pseudo_source(source)
            } else {
                source.to_string()
            };
            let resource = FluentResource::try_new(source).unwrap_or_else(|(r, e)| {
                errors.extend(e.iter().map(|e| format!("{e:?}")));
                r
            });
            for entry in resource.entries() {
                if let ast::Entry::Message(ast::Message {
                    id,
                    value: Some(pattern),
                    ..
                }) = entry
                {
                    if pattern.elements.iter().all(is_constant) {
                        constant_ids.push(id.name.to_string());
                    }
                }
            }
            if let Err(e) = bundle.add_resource(resource) {
                errors.extend(e.iter().map(|e| format!("{e:?}")));
            }
        }
        let mut catalogue = Catalogue {
            bundle,
            constant: HashMap::new(),
            errors,
        };
        for id in constant_ids {
            let words = catalogue.render(&Message::new(id.clone()), &[]);
            catalogue.constant.insert(id, words);
        }
        catalogue
    }

    /// Whether the catalogue holds a message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// `message` in words; `names` by seat for [`Arg::Player`]s. A missing message or
    /// argument never fails a page: it is logged and shows its id.
    pub fn render(&self, message: &Message, names: &[String]) -> String {
        if message.args.is_empty() {
            if let Some(words) = self.constant.get(&*message.id) {
                return words.clone();
            }
        }
        let Some(pattern) = self.bundle.get_message(&message.id).and_then(|m| m.value()) else {
            FAULTS.fetch_add(1, Ordering::Relaxed);
            tracing::error!(id = %message.id, "a message is missing from the catalogue");
            return message.id.to_string();
        };
        let mut args = FluentArgs::new();
        for (name, arg) in &message.args {
            args.set(*name, self.value(arg, names));
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&args), &mut errors);
        if !errors.is_empty() {
            FAULTS.fetch_add(1, Ordering::Relaxed);
            tracing::error!(id = %message.id, ?errors, "a message did not render cleanly");
        }
        text.into_owned()
    }

    /// One argument in words.
    pub fn render_arg(&self, arg: &Arg, names: &[String]) -> String {
        match self.value(arg, names) {
            FluentValue::String(s) => s.into_owned(),
            FluentValue::Number(n) => n.as_string().into_owned(),
            _ => String::new(),
        }
    }

    fn value(&self, arg: &Arg, names: &[String]) -> FluentValue<'static> {
        match arg {
            Arg::Text(text) => FluentValue::from(text.clone()),
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Player(seat) => FluentValue::from(self.name(*seat, names)),
            Arg::Join { parts, with } => {
                let with = self.render(&Message::new(*with), names);
                let parts: Vec<String> = parts.iter().map(|p| self.render_arg(p, names)).collect();
                FluentValue::from(parts.join(&with))
            }
            Arg::Message(message) => FluentValue::from(self.render(message, names)),
        }
    }

    /// A player's name, or the game's words for a seat without one (`seat-name`, or the
    /// platform's `game-seat-name`).
    fn name(&self, seat: Seat, names: &[String]) -> String {
        match names.get(seat) {
            Some(name) => isolated(name),
            None => {
                let id = if self.has("seat-name") {
                    "seat-name"
                } else {
                    "game-seat-name"
                };
                self.render(&Message::new(id).arg("seat", seat + 1), &[])
            }
        }
    }
}

/// Whether a part of a message is the same whatever its arguments: text, or a quoted
/// literal (`{" "}`).
fn is_constant(element: &ast::PatternElement<&str>) -> bool {
    matches!(
        element,
        ast::PatternElement::TextElement { .. }
            | ast::PatternElement::Placeable {
                expression: ast::Expression::Inline(ast::InlineExpression::StringLiteral { .. })
            }
    )
}

/// The languages every catalogue is written in; the first is the default.
pub const LANGUAGES: [&str; 4] = ["en", "nl", "fr", "it"];

/// Each of [`LANGUAGES`] with its name in itself, for links that switch between them.
pub const LANGUAGE_NAMES: [(&str, &str); 4] = [
    ("en", "English"),
    ("nl", "Nederlands"),
    ("fr", "Français"),
    ("it", "Italiano"),
];

tokio::task_local! {
    /// The language texts are rendered in while a request (or a notification for one
    /// person) is handled; see [`in_language`].
    static LANGUAGE: &'static str;
}

/// The language of the texts rendered now: the one [`in_language`] set, else English.
pub fn current_language() -> &'static str {
    LANGUAGE
        .try_with(|language| *language)
        .unwrap_or(LANGUAGES[0])
}

/// Runs `work` with its texts rendered in `language` (one of [`LANGUAGES`]).
pub async fn in_language<F: std::future::Future>(language: &'static str, work: F) -> F::Output {
    LANGUAGE.scope(language, work).await
}

/// [`in_language`] for work that does not wait: `work`'s texts rendered in `language`.
pub fn in_language_now<R>(language: &'static str, work: impl FnOnce() -> R) -> R {
    LANGUAGE.sync_scope(language, work)
}

/// The best of [`LANGUAGES`] for an `Accept-Language` header (`fr-CH, fr;q=0.9, en;q=0.8`);
/// English when it names none of them, or is absent.
pub fn negotiate(accept_language: Option<&str>) -> &'static str {
    let requested = fluent_langneg::accepted_languages::parse(accept_language.unwrap_or(""));
    let available: Vec<unic_langid::LanguageIdentifier> =
        LANGUAGES.iter().filter_map(|l| l.parse().ok()).collect();
    let default: unic_langid::LanguageIdentifier = LANGUAGES[0].parse().unwrap_or_default();
    let chosen = fluent_langneg::negotiate_languages(
        &requested,
        &available,
        Some(&default),
        fluent_langneg::NegotiationStrategy::Lookup,
    );
    let language = chosen.first().map(|l| l.language.as_str()).unwrap_or("en");
    LANGUAGES
        .iter()
        .find(|l| **l == language)
        .copied()
        .unwrap_or(LANGUAGES[0])
}

/// Game `G`'s catalogue in the [current language](current_language), built on first use
/// and kept.
pub fn catalogue<G: Game>() -> &'static Catalogue {
    kept(G::SLUG, || {
        Catalogue::build(current_language(), G::MESSAGES)
    })
}

/// The site's catalogue in the [current language](current_language), built on first use
/// and kept.
pub fn site_catalogue() -> &'static Catalogue {
    kept("", || Catalogue::site(current_language()))
}

/// The catalogue of `owner` (a game's slug, "" for the site's) in the current language:
/// the one built before, else `build`'s, kept for the process's life.
fn kept(owner: &'static str, build: impl FnOnce() -> Catalogue) -> &'static Catalogue {
    type Built = HashMap<(&'static str, &'static str), &'static Catalogue>;
    static CATALOGUES: OnceLock<RwLock<Built>> = OnceLock::new();
    let key = (owner, current_language());
    let catalogues = CATALOGUES.get_or_init(Default::default);
    let built = (catalogues.read())
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .get(&key)
        .copied();
    built.unwrap_or_else(|| {
        let mut all = (catalogues.write()).unwrap_or_else(|poisoned| poisoned.into_inner());
        all.entry(key)
            .or_insert_with(|| Box::leak(Box::new(build())))
    })
}

/// A site message without arguments, in the current language.
pub fn t(id: &'static str) -> String {
    site_catalogue().render(&Message::new(id), &[])
}

/// A site message, in the current language.
pub fn site(message: &Message) -> String {
    site_catalogue().render(message, &[])
}

/// Game `G`'s options in one line: its title and [`Game::describe_options`] joined, e.g.
/// "<name> · 3 players · <a variant>".
pub fn options_line<G: Game>(options: &super::GameOptions) -> String {
    let mut parts = vec![render::<G>(&G::title(options), &[])];
    parts.extend(
        G::describe_options(options)
            .iter()
            .map(|m| render::<G>(m, &[])),
    );
    parts.join(" · ")
}

/// `message` of game `G` in the current language; `names` by seat.
pub fn render<G: Game>(message: &Message, names: &[String]) -> String {
    catalogue::<G>().render(message, names)
}

/// The site's filters (see [`text_filters`]).
pub mod filters {
    crate::text_filters!(super::site_catalogue());
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A right-to-left name is isolated in a sentence, so that it does not carry the words
    /// after it along; a left-to-right one goes in as it is.
    #[test]
    fn a_right_to_left_name_is_isolated_in_a_sentence() {
        assert_eq!(isolated("ann"), "ann");
        assert_eq!(isolated("Niccolò"), "Niccolò");
        assert_eq!(isolated("מרים"), "\u{2068}מרים\u{2069}");
        let game = Catalogue::build("en", &[("en", "moved = { $who } moved.")]);
        let names = ["ann".to_string(), "مريم".to_string()];
        let moved = |seat| game.render(&Message::new("moved").player("who", seat), &names);
        assert_eq!(moved(0), "ann moved.");
        assert_eq!(moved(1), "\u{2068}مريم\u{2069} moved.");
        let site = Catalogue::site("en");
        let waiting = Message::new("games-status-waiting").arg("name", isolated(&names[1]));
        assert_eq!(
            site.render(&waiting, &[]),
            "Waiting for \u{2068}مريم\u{2069} to move."
        );
    }

    #[test]
    fn french_elides_de_before_a_vowel() {
        let french = Catalogue::site("fr");
        let waiting = |name: &str| {
            french.render(
                &Message::new("games-status-waiting").arg("name", name.to_string()),
                &[],
            )
        };
        assert_eq!(waiting("ben"), "En attente du coup de ben.");
        assert_eq!(waiting("ann"), "En attente du coup d’ann.");
        assert_eq!(
            waiting("Ordinateur (débutant) A"),
            "En attente du coup d’Ordinateur (débutant) A."
        );
        assert_eq!(waiting("Élodie"), "En attente du coup d’Élodie.");
        assert_eq!(waiting("Hugo"), "En attente du coup de Hugo.");
        assert_eq!(french.errors, Vec::<String>::new());
    }

    #[test]
    fn italian_elides_its_articles_before_the_8th_and_the_11th() {
        let italian = Catalogue::site("it");
        let since = |date: &str| {
            italian.render(
                &Message::new("games-profile-since").arg("date", date.to_string()),
                &[],
            )
        };
        assert_eq!(since("2 dic 2026"), "Membro dal 2 dic 2026");
        assert_eq!(since("8 dic 2026"), "Membro dall’8 dic 2026");
        assert_eq!(since("11 dic 2026"), "Membro dall’11 dic 2026");
        assert_eq!(since("18 dic 2026"), "Membro dal 18 dic 2026");
        assert_eq!(since("1º dic 2026"), "Membro dal 1º dic 2026");
        let until = italian.render(
            &Message::new("lobby-clock-paused").arg("until", "8 gen 2027, 09:30 UTC"),
            &[],
        );
        assert_eq!(
            until,
            "orologio fermo: assente fino all’8 gen 2027, 09:30 UTC"
        );
        assert_eq!(italian.errors, Vec::<String>::new());
    }

    #[test]
    fn every_language_has_its_name_in_the_same_order() {
        assert_eq!(LANGUAGE_NAMES.map(|(code, _)| code), LANGUAGES);
    }

    #[tokio::test]
    async fn texts_are_rendered_in_the_scope_language() {
        assert_eq!(current_language(), "en");
        assert_eq!(in_language("fr", async { current_language() }).await, "fr");
        assert_eq!(current_language(), "en");
    }
}
