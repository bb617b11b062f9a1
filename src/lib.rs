//! Mai Pen Rai: a self-hostable play-by-web board-game server.
//!
//! `engine` holds the pure rules, `games` adapts them for the platform, `store` keeps
//! the event logs, and `http` serves pages and the JSON API.

pub mod clock;
pub mod config;
pub mod engine;
pub mod games;
pub mod http;
pub mod live;
pub mod notify;
pub mod service;
pub mod store;
