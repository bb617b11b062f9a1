//! An upgrade keeps a site whole (docs/operations.md, "Upgrades"). `tests/fixtures/upgrade/`
//! keeps a site as version 0.1.0 left it — schema migrations 0001–0036, made by
//! `scripts/make-upgrade-fixture.py` before the first migration of 0.2.0 — as a SQLite file
//! and a Postgres dump: accounts, an API token, finished and rated games of both games, a
//! running game with chat, a private feed and a push device. This version opens each (its
//! migrations run, as at a server's start), and then every game replays, the running game
//! goes on, and log-ins, the token, the feed, the ratings and the device still work.
//!
//! A fixture is never regenerated: a later version adds a fixture of its own beside it.

mod support;

use axum::http::StatusCode;
use maipenrai::http::testing::TestApp;
use serde_json::Value;
use sqlx::Connection;
use support::{databases, fresh_database_url, Db};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/upgrade");

/// A database of `db`'s kind holding the fixture `version` as it was stored.
async fn restored(db: Db, version: &str) -> String {
    let url = fresh_database_url(db).await;
    match db {
        Db::Sqlite => {
            let path = maipenrai::store::maintenance::sqlite_path(&url).unwrap();
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::copy(format!("{FIXTURES}/{version}.sqlite"), &path).unwrap();
        }
        Db::Postgres => {
            let dump = std::fs::read_to_string(format!("{FIXTURES}/{version}.postgres.sql"))
                .expect("the Postgres fixture");
            // psql's own commands (`\restrict`) are not SQL; the rest runs as psql would.
            let sql: String = dump
                .lines()
                .filter(|line| !line.starts_with('\\'))
                .map(|line| format!("{line}\n"))
                .collect();
            let mut conn = sqlx::PgConnection::connect(&url).await.expect("connect");
            sqlx::raw_sql(&sql)
                .execute(&mut conn)
                .await
                .expect("the dump loads");
        }
    }
    url
}

#[tokio::test]
async fn a_site_of_version_0_1_0_upgrades_and_keeps_everything() {
    let fixture: Value =
        serde_json::from_str(&std::fs::read_to_string(format!("{FIXTURES}/v0.1.0.json")).unwrap())
            .unwrap();
    let password = fixture["password"].as_str().unwrap();
    for db in databases() {
        let url = restored(db, "v0.1.0").await;
        // The server's start: the migrations of this version run on the old schema.
        let store = maipenrai::store::connect(&url)
            .await
            .unwrap_or_else(|e| panic!("{db:?}: the old site does not open: {e:#}"));
        let app = TestApp::new(store.clone());

        // Every game replays.
        let config = maipenrai::config::Config::for_tests(&url);
        let service = maipenrai::ops::operator_service(config).await.unwrap();
        let damaged = service.damaged_games(|_| {}).await.unwrap();
        assert!(damaged.is_empty(), "{db:?}: {damaged:?}");

        // Log-ins with the old password hashes.
        for user in fixture["users"].as_array().unwrap() {
            let user = user.as_str().unwrap();
            let browser = app.browser();
            let res = browser.log_in(user, password).await;
            assert_eq!(
                res.status,
                StatusCode::SEE_OTHER,
                "{db:?}: {user}: {}",
                res.body
            );
            let lobby = browser.get("/").await;
            lobby.assert_contains(user);
        }

        // The old API token.
        let token = fixture["api_token"]["token"].as_str().unwrap();
        for game in fixture["finished_games"].as_array().unwrap() {
            let game = game.as_str().unwrap();
            let state = app.api_game_state(game, Some(token)).await;
            assert_eq!(state["status"], "finished", "{db:?}: {game}: {state}");
        }
        let running = &fixture["running_game"];
        let game = running["id"].as_str().unwrap();
        let state = app.api_game_state(game, Some(token)).await;
        assert_eq!(state["seq"], running["seq"], "{db:?}: {state}");
        assert_eq!(state["status"], "active");

        // The running game goes on, its chat kept.
        let mover = state["to_move"].as_str().unwrap();
        let mover_token = app.api_token_request(mover, password).await.json()["token"]
            .as_str()
            .expect("a token")
            .to_string();
        let legal = app
            .api_ok(
                &format!("/api/v1/games/{game}/legal-moves?random=1"),
                Some(&mover_token),
            )
            .await;
        let mv = legal["moves"][0].as_str().unwrap();
        let res = app
            .api_send_move(game, &mover_token, &legal["seq"], mv)
            .await;
        assert_eq!(res.status, StatusCode::OK, "{db:?}: {}", res.body);
        let chat = app
            .api_ok(&format!("/api/v1/games/{game}/chat"), Some(token))
            .await;
        assert!(
            chat.to_string().contains("your move"),
            "{db:?}: the chat: {chat}"
        );

        // The private feed, at its old address.
        let feed = app
            .browser()
            .get(&format!(
                "/feeds/{}",
                fixture["feed"]["token"].as_str().unwrap()
            ))
            .await;
        assert_eq!(feed.status, StatusCode::OK, "{db:?}: {}", feed.body);
        feed.assert_contains("<feed");

        // The ratings of the finished games.
        let profile = app.api_ok("/api/v1/players/ann", Some(token)).await;
        assert!(
            profile.to_string().contains("rating"),
            "{db:?}: ann's profile: {profile}"
        );

        // The push device, on its owner's settings page.
        let browser = app.browser();
        browser
            .log_in(fixture["push_device"]["user"].as_str().unwrap(), password)
            .await;
        let settings = browser.get("/settings").await;
        let devices = settings
            .body
            .split("data-testid=\"push-devices\"")
            .nth(1)
            .and_then(|rest| rest.split("</ul>").next())
            .unwrap_or_else(|| panic!("{db:?}: no devices listed: {}", settings.body));
        assert_eq!(devices.matches("<li>").count(), 1, "{db:?}: {devices}");
        assert!(devices.contains("phone"), "{db:?}: {devices}");
    }
}
