//! A game is replayed from its setup once per request (issue 25): a page view replays it
//! once (the page, its recap and its game log read the steps kept by that replay), and
//! so does a move through the HTML form (the move's check computes the state the append
//! then keeps) and through the API. For every hosted game, on SQLite.
//!
//! The count is the process-wide `game::full_replays()`, so this file holds one test: no
//! other test of this binary replays beside it, and the test router runs no background
//! workers.

mod support;

use axum::http::StatusCode;
use maipenrai::game::full_replays;
use maipenrai::games;
use maipenrai::http::testing::{hidden_field, Browser, TestApp, TestResponse, PASSWORD};
use serde_json::json;
use support::{fresh_store, Db};

/// The replays one request costs.
async fn replays_of<F: std::future::Future<Output = TestResponse>>(
    request: F,
) -> (u64, TestResponse) {
    let before = full_replays();
    let res = request.await;
    (full_replays() - before, res)
}

#[tokio::test]
async fn every_request_replays_a_game_at_most_once() {
    let app = TestApp::new(fresh_store(Db::Sqlite).await);
    let names = ["ann", "ben"];
    let mut browsers: Vec<Browser> = Vec::new();
    let mut tokens = Vec::new();
    for name in names {
        let b = app.browser();
        assert_eq!(
            b.sign_up(name, PASSWORD).await.status,
            StatusCode::SEE_OTHER
        );
        browsers.push(b);
        tokens.push(app.api_token(name).await);
    }
    for game in games::all() {
        let slug = game.slug();
        let list: Vec<&str> = tokens.iter().map(String::as_str).collect();
        let (_, id) = app
            .api_game_with(&list, json!({"game": slug, "players": 2}))
            .await;
        let id = id.expect("the game started");
        let page = format!("/games/{id}");

        // Two moves through the form, then one through the API, each followed by the page.
        for round in 0..3 {
            let state = app.api_game_state(&id, Some(&tokens[0])).await;
            let to_move = state["to_move"].as_str().expect("a running game");
            let seat = names.iter().position(|n| *n == to_move).expect("a player");
            let b = &browsers[seat];
            let (n, shown) = replays_of(b.get(&page)).await;
            assert_eq!(shown.status, StatusCode::OK, "{slug}: {}", shown.body);
            assert_eq!(n, 1, "{slug}: the game page replayed the game {n} times");
            let seq = hidden_field(&shown.body, "seq").expect("the move form's seq");
            let legal = format!("/api/v1/games/{id}/legal-moves?random=1");
            let (n, res) = replays_of(app.api_get(&legal, Some(&tokens[seat]))).await;
            assert_eq!(n, 1, "{slug}: the legal moves replayed the game {n} times");
            let mv = res.json()["moves"][0]
                .as_str()
                .expect("a legal move")
                .to_string();
            if round < 2 {
                let csrf = Browser::csrf_of(&shown);
                let fields = [("csrf", &*csrf), ("seq", &seq), ("move_text", &mv)];
                let (n, res) = replays_of(b.post_form(&format!("{page}/moves"), &fields)).await;
                assert_eq!(res.status, StatusCode::SEE_OTHER, "{slug}: {}", res.body);
                assert_eq!(n, 1, "{slug}: a move through the form replayed {n} times");
                let (n, after) = replays_of(b.follow(&res)).await;
                assert_eq!(after.status, StatusCode::OK);
                assert_eq!(n, 1, "{slug}: the page after a move replayed {n} times");
            } else {
                let seq: serde_json::Value = seq.parse::<i64>().unwrap().into();
                let (n, res) = replays_of(app.api_send_move(&id, &tokens[seat], &seq, &mv)).await;
                assert_eq!(res.status, StatusCode::OK, "{slug}: {}", res.body);
                assert_eq!(n, 1, "{slug}: a move through the API replayed {n} times");
            }
        }
        let b = &browsers[0];
        for path in [
            format!("{page}/history"),
            // The newest step, which every player may open (older ones may be hidden, R12).
            format!("{page}/history/3"),
            format!("{page}/log"),
        ] {
            let (n, res) = replays_of(b.get(&path)).await;
            assert_eq!(res.status, StatusCode::OK, "{path}: {}", res.body);
            assert_eq!(n, 1, "{slug}: {path} replayed the game {n} times");
        }
        let history = format!("/api/v1/games/{id}/history");
        let (n, res) = replays_of(app.api_get(&history, Some(&tokens[1]))).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.body);
        assert_eq!(
            n, 1,
            "{slug}: the API's history replayed the game {n} times"
        );
    }
}
