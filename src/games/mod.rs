//! The hosted games, one folder each (rules, board, notation, view, web side, templates,
//! CSS, rules page). This is the only place that lists them: adding a game is a folder
//! and three lines here: its `pub mod`, its `static` adapter and its entry in `ALL`
//! (docs/adding-a-game.md).

pub mod meridian;
pub mod siam;

use crate::game::{Adapter, GameOptions, GameType};

static KING_OF_SIAM: Adapter<siam::KingOfSiam> = Adapter::new();
static MERIDIAN: Adapter<meridian::Meridian> = Adapter::new();

/// Every game the platform hosts, in the order the site offers them.
static ALL: &[&dyn GameType] = &[&KING_OF_SIAM, &MERIDIAN];

/// Every game the platform hosts, in the order the site offers them.
pub fn all() -> &'static [&'static dyn GameType] {
    ALL
}

/// The game of v1 API requests that name none (the API predates a second game).
pub const DEFAULT_GAME: &str = siam::KingOfSiam::SLUG_STR;

/// The hosted game with this slug.
pub fn by_slug(slug: &str) -> Option<&'static dyn GameType> {
    all().iter().copied().find(|g| g.slug() == slug)
}

/// A stored game's or invitation's options in one line, e.g. "<name> · 3 players · <a
/// variant>", whatever game `slug` names.
pub fn describe_options(slug: &str, options: &GameOptions) -> String {
    by_slug(slug).map_or_else(
        || format!("{slug} · {} players", options.players),
        |game| game.describe_options(options),
    )
}
