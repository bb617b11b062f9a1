//! Mai Pen Rai: a self-hostable play-by-web board-game server.
//!
//! `game` is what a game is to the platform (the trait and its adapter), `games` holds the
//! hosted games one folder each, `store` keeps the event logs, `service` is the one write
//! path, `pages` builds what each page shows from what the service loaded, and `http` serves
//! the pages and the JSON API. `tournament` forms and scores a tournament's rounds.

/// An enum whose variants are stored and sent as fixed words (in the database, forms, the
/// API): `as_str` gives a variant's word, `parse` reads one back. Declared as
/// `enum Name { Variant = "word", ... }`; used by the store and by games alike.
macro_rules! word_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $($(#[$variant_meta:meta])* $variant:ident = $word:literal,)+
        }
    ) => {
        $(#[$meta])*
        pub enum $name {
            $($(#[$variant_meta])* $variant,)+
        }

        impl $name {
            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $word,)+
                }
            }

            pub fn parse(text: &str) -> Option<Self> {
                match text {
                    $($word => Some($name::$variant),)+
                    _ => None,
                }
            }
        }
    };
}

pub mod bots;
pub mod clock;
pub mod commitment;
pub mod config;
pub mod game;
pub mod games;
pub mod http;
pub mod live;
pub mod local_time;
pub mod metrics;
pub mod net;
pub mod notify;
pub mod ops;
pub mod pages;
pub mod ratings;
pub mod service;
pub mod store;
pub mod tournament;
pub mod usernames;
