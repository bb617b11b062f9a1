//! The tests' helpers, one tree: the databases to test against ([`databases`], re-exported
//! here), raw SQL beside the store ([`db`]), HTML checks ([`html`]), a throwaway Postgres
//! cluster of a test's own ([`pg`]), the routes read from the source ([`routes`]), the real
//! `maipenrai` binary on a free port ([`server`]), users and game options for the tests that
//! drive a store directly ([`store`]) and the notification tests' world with a
//! real SMTP server ([`notify`]). The router in-process is `maipenrai::http::testing`.
#![allow(dead_code)]

pub mod api;
pub mod databases;
pub mod db;
pub mod docs;
pub mod hidden;
pub mod html;
pub mod notify;
pub mod pg;
pub mod routes;
pub mod server;
pub mod siam;
pub mod store;

pub use databases::*;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// Every combination of a game's option choices (a value for each of its specs), unchecked.
pub fn option_combos(game: &dyn maipenrai::game::GameType) -> Vec<BTreeMap<String, String>> {
    let mut combos: Vec<BTreeMap<String, String>> = vec![BTreeMap::new()];
    for spec in game.option_specs() {
        combos = combos
            .into_iter()
            .flat_map(|c| {
                spec.choices.iter().map(move |(value, _)| {
                    let mut c = c.clone();
                    c.insert(spec.name.to_string(), value.to_string());
                    c
                })
            })
            .collect();
    }
    combos
}

/// Every combination of a game's player counts and option choices that it accepts.
pub fn variants(game: &dyn maipenrai::game::GameType) -> Vec<maipenrai::game::GameOptions> {
    let mut out = Vec::new();
    for count in game.player_counts() {
        for choices in option_combos(game) {
            let asked = maipenrai::game::GameOptions {
                players: count.players,
                choices,
                ..Default::default()
            };
            if let Ok(options) = game.check_options(&asked) {
                out.push(options);
            }
        }
    }
    out
}

/// A port on 127.0.0.1 that was free a moment ago.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port on 127.0.0.1")
}

/// A new folder under the temp dir (which `scripts/test.sh` points into its own temp dir,
/// removed at the end), readable by other users so a `postgres` user can reach inside.
pub fn temp_dir(prefix: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("{prefix}-{}", uuid::Uuid::new_v4().simple()));
    std::fs::create_dir_all(&dir).expect("create a temp dir");
    set_mode(&dir, 0o755);
    dir
}

#[cfg(unix)]
pub fn set_mode(path: &std::path::Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).expect("chmod");
}

/// Of racing requests, exactly one succeeded (200) and every other was refused as a
/// conflict (409); `context` starts the failure message.
#[track_caller]
pub fn assert_one_won(statuses: &[axum::http::StatusCode], context: &str) {
    use axum::http::StatusCode;
    assert_eq!(
        statuses.iter().filter(|s| **s == StatusCode::OK).count(),
        1,
        "{context}{statuses:?}"
    );
    assert!(statuses
        .iter()
        .all(|s| *s == StatusCode::OK || *s == StatusCode::CONFLICT));
}

/// Polls `check` every 50 ms until it returns Some or `limit` passes.
pub async fn poll<T, F, Fut>(limit: Duration, what: &str, mut check: F) -> T
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Option<T>>,
{
    let deadline = Instant::now() + limit;
    loop {
        if let Some(value) = check().await {
            return value;
        }
        assert!(
            Instant::now() < deadline,
            "timed out after {limit:?} waiting for {what}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
