//! Mai Pen Rai: a self-hostable play-by-web board-game server.
//!
//! `game` is what a game is to the platform (the trait and its adapter), `games` holds the
//! hosted games one folder each, `store` keeps the event logs, `service` is the one write
//! path, and `http` serves pages and the JSON API.

pub mod bots;
pub mod clock;
pub mod config;
pub mod game;
pub mod games;
pub mod http;
pub mod live;
pub mod local_time;
pub mod notify;
pub mod ratings;
pub mod service;
pub mod store;
