//! The JSON API v1 through the real router, on SQLite and (when configured) Postgres.

mod support;

use axum::http::{header, Method, StatusCode};
use maipenrai::http::testing::{tokens, TestApp, PASSWORD};
use serde_json::{json, Value};
use support::siam::SiamTestApp;
use support::{databases, fresh_store, Db};

async fn app(db: Db) -> TestApp {
    TestApp::new(fresh_store(db).await)
}

#[tokio::test]
async fn complete_random_games_are_played_through_the_api_only() {
    for db in databases() {
        let app = app(db).await;
        let [alice, bob, carol] = app.api_accounts(["alice", "bob", "carol"]).await;
        let all = tokens(&[("alice", &alice), ("bob", &bob), ("carol", &carol)]);
        for (players, board, hands) in [(3, "siam", "original"), (2, "saba", "open")] {
            let seats: Vec<&str> =
                [alice.as_str(), bob.as_str(), carol.as_str()][..players].to_vec();
            let (code, game_id) = app.api_game(&seats, players, board, hands).await;
            let game_id = game_id.expect("the game started when the last seat was taken");
            let inv = app.api_invitation(&code).await;
            assert_eq!(inv["status"], "started");
            assert_eq!(inv["game_id"], game_id.as_str());

            let moves = app.api_play_to_end(&game_id, &all).await;
            assert!(moves > 0);
            let game = app.api_game_state(&game_id, None).await;
            assert_eq!(game["status"], "finished", "{db:?}");
            assert!(game["to_move"].is_null());
            assert!(game["result"]["summary"]
                .as_str()
                .is_some_and(|s| !s.is_empty()));
            assert!(!game["result"]["winners"].as_array().unwrap().is_empty());
            assert_eq!(game["seq"], moves as i64);

            let export = app
                .api_get(&format!("/api/v1/games/{game_id}/export"), None)
                .await;
            assert_eq!(export.status, StatusCode::OK, "{}", export.body);
            let export = export.json();
            let events = export["events"].as_array().unwrap();
            assert_eq!(events.len(), moves + 1);
            assert_eq!(events[0]["type"], "setup");
            assert_eq!(export["players"].as_array().unwrap().len(), players);
            // The export replays to the same finished game.
            let game_type = maipenrai::games::by_slug("king-of-siam").unwrap();
            let loaded = maipenrai::game::load_log(game_type, events).expect("export replays");
            assert!(matches!(
                loaded.status(),
                maipenrai::game::Status::Finished { .. }
            ));
            // A finished game's history is complete for everybody.
            let history = app
                .api_get(&format!("/api/v1/games/{game_id}/history"), None)
                .await
                .json();
            assert_eq!(history["steps"].as_array().unwrap().len(), moves);
            assert_eq!(history["steps"][0]["step"], 1);
        }
    }
}

#[tokio::test]
async fn accounts_and_tokens_explain_what_is_wrong() {
    for db in databases() {
        let app = app(db).await;
        let post = |body: Value| {
            let app = app.clone();
            async move { app.api_post("/api/v1/accounts", None, Some(body)).await }
        };
        let res = post(json!({"username": "al", "password": PASSWORD})).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST);
        assert_eq!(res.error_code(), "invalid_input");
        assert!(res.json()["error"]["message"]
            .as_str()
            .unwrap()
            .contains("3 to 20"));

        let res = post(json!({"username": "bad name", "password": PASSWORD})).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST);
        assert!(res.body.contains("letters"));

        let res = post(json!({"username": "alice", "password": "short"})).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST);
        assert!(res.body.contains("at least 8"));

        let res = post(json!({"username": "alice"})).await;
        assert_eq!(res.error_code(), "invalid_input", "{}", res.body);

        let res = app
            .send(
                axum::http::Request::post("/api/v1/accounts")
                    .header("content-type", "application/json")
                    .body(axum::body::Body::from("{not json"))
                    .unwrap(),
            )
            .await;
        assert!(res.status.is_client_error());
        assert_eq!(res.error_code(), "invalid_input");

        let res = post(json!({"username": "alice", "password": PASSWORD})).await;
        assert_eq!(res.status, StatusCode::CREATED);
        assert_eq!(res.json()["username"], "alice");
        assert!(res.json().get("password_hash").is_none());

        let res = post(json!({"username": "ALICE", "password": PASSWORD})).await;
        assert_eq!(res.status, StatusCode::CONFLICT);
        assert!(res.body.contains("already taken"));

        // Tokens.
        let res = app.api_token_request("alice", "wrong password").await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED);
        assert_eq!(res.error_code(), "unauthorized");
        let token = app.api_token("alice").await;
        assert!(token.len() >= 43);

        // A bad token is refused even where anonymous access is allowed.
        let res = app
            .api_get(
                "/api/v1/games/00000000-0000-0000-0000-000000000000",
                Some("nope"),
            )
            .await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED);
        let res = app
            .api_post(
                "/api/v1/invitations",
                None,
                Some(json!({"board": "siam", "players": 2})),
            )
            .await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED);
        assert_eq!(res.error_code(), "unauthorized");
    }
}

#[tokio::test]
async fn token_requests_are_rate_limited_after_five_failures() {
    for db in databases() {
        let app = app(db).await;
        app.api_account("alice").await;
        for _ in 0..5 {
            let res = app.api_token_request("alice", "not the password").await;
            assert_eq!(res.status, StatusCode::UNAUTHORIZED);
        }
        // Now even the right password waits.
        let res = app.api_token_request("alice", PASSWORD).await;
        assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
        assert_eq!(res.error_code(), "rate_limited");
        assert!(res.body.contains("try again in"));
    }
}

#[tokio::test]
async fn invitations_start_games_with_two_three_and_four_players() {
    for db in databases() {
        let app = app(db).await;
        let mut toks = Vec::new();
        for name in ["ann", "ben", "cat", "dan", "eve"] {
            toks.push(app.api_account(name).await);
        }
        for players in 2..=4usize {
            let body = json!({"game": "king-of-siam", "board": "siam", "players": players, "hands": "original", "note": "friendly"});
            let res = app
                .api_post("/api/v1/invitations", Some(&toks[0]), Some(body))
                .await;
            assert_eq!(res.status, StatusCode::CREATED, "{}", res.body);
            let inv = res.json();
            let code = inv["code"].as_str().unwrap().to_string();
            assert!(code.len() >= 22);
            assert_eq!(inv["url"], format!("http://localhost:8080/invite/{code}"));
            assert_eq!(inv["status"], "open");
            assert_eq!(inv["seats"], json!(["ann"]));
            assert_eq!(inv["free_seats"], players - 1);
            assert_eq!(inv["note"], "friendly");

            let mut last = Value::Null;
            for (i, t) in toks[1..players].iter().enumerate() {
                let res = app.api_invitation_action(&code, "join", t).await;
                assert_eq!(res.status, StatusCode::OK, "{}", res.body);
                last = res.json();
                assert_eq!(last["seats"].as_array().unwrap().len(), i + 2);
            }
            assert_eq!(last["status"], "started");
            let game_id = last["game_id"].as_str().unwrap();

            // Everybody seated sees their seat; seats are a permutation of the joiners.
            let mut seen = Vec::new();
            for t in &toks[..players] {
                let g = app.api_game_state(game_id, Some(t)).await;
                assert_eq!(g["status"], "active");
                assert_eq!(g["seq"], 0);
                assert_eq!(g["players"].as_array().unwrap().len(), players);
                seen.push(g["your_seat"].as_u64().unwrap());
            }
            seen.sort();
            assert_eq!(seen, (0..players as u64).collect::<Vec<_>>());

            // A full invitation cannot be joined.
            let res = app.api_invitation_action(&code, "join", &toks[4]).await;
            assert_eq!(res.status, StatusCode::CONFLICT);
            assert_eq!(res.error_code(), "conflict");
        }
    }
}

#[tokio::test]
async fn invitation_errors_change_nothing() {
    for db in databases() {
        let app = app(db).await;
        let [ann, ben, cat] = app.api_accounts(["ann", "ben", "cat"]).await;
        let create = |body: Value| {
            let app = app.clone();
            let ann = ann.clone();
            async move {
                app.api_post("/api/v1/invitations", Some(&ann), Some(body))
                    .await
            }
        };
        for (body, needle) in [
            (json!({"board": "mars", "players": 3}), "siam or saba"),
            (json!({"board": "siam", "players": 5}), "2, 3 or 4"),
            (
                json!({"board": "siam", "players": 3, "hands": "glass"}),
                "original or open",
            ),
            (
                json!({"game": "chess", "board": "siam", "players": 3}),
                "no game",
            ),
            (
                json!({"board": "siam", "players": 3, "note": "x".repeat(201)}),
                "200",
            ),
        ] {
            let res = create(body).await;
            assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.body);
            assert_eq!(res.error_code(), "invalid_input");
            assert!(res.body.contains(needle), "{needle}: {}", res.body);
        }
        let res = create(json!({"board": "saba", "players": 3, "hands": "open"})).await;
        assert_eq!(res.status, StatusCode::CREATED);
        let code = res.json()["code"].as_str().unwrap().to_string();

        let res = app.api_get("/api/v1/invitations/nope", None).await;
        assert_eq!(res.status, StatusCode::NOT_FOUND);
        assert_eq!(res.error_code(), "not_found");
        let res = app
            .api_post("/api/v1/invitations/nope/join", Some(&ben), None)
            .await;
        assert_eq!(res.status, StatusCode::NOT_FOUND);

        // The creator is seated already and cannot leave.
        let res = app.api_invitation_action(&code, "join", &ann).await;
        assert_eq!(res.status, StatusCode::CONFLICT);
        let res = app.api_invitation_action(&code, "leave", &ann).await;
        assert_eq!(res.status, StatusCode::CONFLICT);
        assert!(res.body.contains("cancel"));

        // Ben joins, cannot join twice, leaves, cannot leave twice.
        let res = app.api_invitation_action(&code, "join", &ben).await;
        assert_eq!(res.status, StatusCode::OK);
        assert_eq!(res.json()["seats"], json!(["ann", "ben"]));
        let res = app.api_invitation_action(&code, "join", &ben).await;
        assert_eq!(res.status, StatusCode::CONFLICT);
        let res = app.api_invitation_action(&code, "leave", &ben).await;
        assert_eq!(res.status, StatusCode::OK);
        assert_eq!(res.json()["seats"], json!(["ann"]));
        let res = app.api_invitation_action(&code, "leave", &ben).await;
        assert_eq!(res.status, StatusCode::CONFLICT);

        // Only the creator cancels; a cancelled invitation cannot be joined.
        let res = app.api_invitation_action(&code, "cancel", &cat).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN);
        assert_eq!(res.error_code(), "forbidden");
        let res = app.api_invitation_action(&code, "cancel", &ann).await;
        assert_eq!(res.status, StatusCode::OK);
        assert_eq!(res.json()["status"], "cancelled");
        let res = app.api_invitation_action(&code, "join", &cat).await;
        assert_eq!(res.status, StatusCode::CONFLICT);
        let res = app.api_invitation_action(&code, "cancel", &ann).await;
        assert_eq!(res.status, StatusCode::CONFLICT);
        let inv = app.api_invitation(&code).await;
        assert_eq!(inv["status"], "cancelled");
        assert_eq!(inv["seats"], json!(["ann"]));
    }
}

#[tokio::test]
async fn game_calls_check_who_asks_and_what_they_send() {
    for db in databases() {
        let app = app(db).await;
        let [ann, ben, eve] = app.api_accounts(["ann", "ben", "eve"]).await;
        let all = tokens(&[("ann", &ann), ("ben", &ben)]);
        let (_, game_id) = app.api_game(&[&ann, &ben], 2, "siam", "original").await;
        let game_id = game_id.unwrap();
        let g = app.api_game_state(&game_id, None).await;
        let mover = g["to_move"].as_str().unwrap().to_string();
        let (me, other) = if mover == "ann" {
            (&ann, &ben)
        } else {
            (&ben, &ann)
        };
        let url = |tail: &str| format!("/api/v1/games/{game_id}{tail}");

        // Unknown or malformed ids.
        for bad in [
            "/api/v1/games/00000000-0000-0000-0000-000000000000",
            "/api/v1/games/xyz",
        ] {
            let res = app.api_get(bad, None).await;
            assert_eq!(res.status, StatusCode::NOT_FOUND, "{bad}");
            assert_eq!(res.error_code(), "not_found");
        }

        // Hidden information: a spectator and the other player never see my hand.
        let spectator = app.api_game_state(&game_id, None).await;
        assert!(spectator["your_seat"].is_null());
        for seat in spectator["view"]["seats"].as_array().unwrap() {
            assert!(seat["hand"].is_null(), "a spectator sees a hand: {seat}");
        }
        let mine = app.api_game_state(&game_id, Some(me)).await;
        let my_seat = mine["your_seat"].as_u64().unwrap() as usize;
        assert!(mine["view"]["seats"][my_seat]["hand"].is_array());
        assert!(mine["view"]["seats"][1 - my_seat]["hand"].is_null());

        // Legal moves: mine, the other player's (empty), random, bad random.
        let res = app.api_get(&url("/legal-moves"), Some(me)).await;
        let legal = res.json();
        assert_eq!(legal["seq"], 0);
        assert!(legal["total"].as_u64().unwrap() > 0);
        assert_eq!(
            legal["total"].as_u64().unwrap() as usize,
            legal["moves"].as_array().unwrap().len()
        );
        let res = app.api_get(&url("/legal-moves"), Some(other)).await;
        assert_eq!(res.json()["total"], 0);
        let res = app.api_get(&url("/legal-moves"), None).await;
        assert_eq!(res.json()["moves"], json!([]));
        let res = app.api_get(&url("/legal-moves?random=3"), Some(me)).await;
        assert_eq!(res.json()["total"], 3);
        for bad in ["0", "101", "many", "%096", "6%20"] {
            let res = app
                .api_get(&url(&format!("/legal-moves?random={bad}")), Some(me))
                .await;
            assert_eq!(res.status, StatusCode::BAD_REQUEST, "{bad}");
            assert_eq!(res.error_code(), "invalid_input");
        }

        let post = |token: &str, body: Value| {
            let app = app.clone();
            let token = token.to_string();
            let url = url("/moves");
            async move { app.api_post(&url, Some(&token), Some(body)).await }
        };
        let a_move = legal["moves"][0].as_str().unwrap().to_string();

        // Not seated, not my turn, no token.
        let res = post(&eve, json!({"seq": 0, "move": a_move})).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN);
        assert!(res.body.contains("not playing in this game"));
        let res = post(other, json!({"seq": 0, "move": "pass"})).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN);
        assert!(res.body.contains("not your turn"));
        let res = app
            .api_post(
                &url("/moves"),
                None,
                Some(json!({"seq": 0, "move": "pass"})),
            )
            .await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED);

        // Unreadable, illegal, stale, malformed.
        let res = post(me, json!({"seq": 0, "move": "dance the tango"})).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(res.error_code(), "illegal_move");
        assert!(res.body.contains("could not read"));
        // A seq the game has not reached is a mistake of the client, not a race: a
        // conflict with the game's state, told as such.
        let res = post(me, json!({"seq": 5, "move": a_move})).await;
        assert_eq!(res.status, StatusCode::CONFLICT);
        assert_eq!(res.error_code(), "conflict");
        res.assert_contains("ahead of the game, which is at seq 0");
        let res = post(me, json!({"seq": 0})).await;
        assert_eq!(res.error_code(), "invalid_input");
        let res = post(me, json!({"seq": 0, "move": ""})).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST);
        assert_eq!(
            app.api_game_state(&game_id, None).await["seq"],
            0,
            "nothing was stored"
        );

        // Export and full history are closed while the game runs.
        let res = app.api_get(&url("/export"), Some(me)).await;
        assert_eq!(res.status, StatusCode::CONFLICT);
        assert!(res.body.contains("still running"));

        // A real move.
        let res = post(me, json!({"seq": 0, "move": a_move})).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.body);
        let moved = res.json();
        assert_eq!(moved["seq"], 1);
        assert_eq!(moved["game"]["seq"], 1);
        assert!(!moved["narration"].as_array().unwrap().is_empty());
        assert!(moved["notation"].is_string());
        assert!(moved["view"].is_object());

        // The same move again is stale.
        let res = post(me, json!({"seq": 0, "move": a_move})).await;
        assert_eq!(res.status, StatusCode::CONFLICT);
        assert_eq!(res.error_code(), "conflict");
        let message = res.json()["error"]["message"].as_str().unwrap().to_string();
        assert!(message.contains("moved on"), "{message}");
        // The answer carries no position: it says how to get one, not "here it is".
        assert!(
            !message.contains("Here is the current position"),
            "{message}"
        );
        assert!(message.contains("nothing was played"), "{message}");
        assert!(
            message.contains(&format!("GET /api/v1/games/{game_id}")),
            "{message}"
        );
        assert_eq!(res.json().as_object().unwrap().len(), 1, "only the error");

        // History: the steps the caller may see.
        let res = app.api_get(&url("/history"), Some(me)).await;
        assert_eq!(res.status, StatusCode::OK);
        let steps = res.json()["steps"].as_array().unwrap().clone();
        assert_eq!(steps.len(), 1);
        assert_eq!(steps[0]["step"], 1);
        assert_eq!(steps[0]["player"], mover.as_str());
        assert!(steps[0]["notation"].is_string());

        // Play on to the end, then export works for anybody.
        app.api_play_to_end(&game_id, &all).await;
        let res = app.api_get(&url("/export"), Some(&eve)).await;
        assert_eq!(res.status, StatusCode::OK);
        let res = post(me, json!({"seq": 999, "move": "pass"})).await;
        assert_eq!(res.status, StatusCode::CONFLICT);
    }
}

#[tokio::test]
async fn racing_identical_moves_append_exactly_one() {
    for db in databases() {
        let app = app(db).await;
        let [ann, ben] = app.api_accounts(["ann", "ben"]).await;
        let (_, game_id) = app.api_game(&[&ann, &ben], 2, "siam", "open").await;
        let game_id = game_id.unwrap();
        let g = app.api_game_state(&game_id, None).await;
        let token = if g["to_move"] == "ann" {
            ann.clone()
        } else {
            ben.clone()
        };
        let legal = app
            .api_get(
                &format!("/api/v1/games/{game_id}/legal-moves?random=1"),
                Some(&token),
            )
            .await
            .json();
        let mv = legal["moves"][0].as_str().unwrap().to_string();
        let mut handles = Vec::new();
        for _ in 0..8 {
            let app = app.clone();
            let token = token.clone();
            let url = format!("/api/v1/games/{game_id}/moves");
            let mv = mv.clone();
            handles.push(tokio::spawn(async move {
                app.api_post(&url, Some(&token), Some(json!({"seq": 0, "move": mv})))
                    .await
                    .status
            }));
        }
        let mut ok = 0;
        let mut conflict = 0;
        for h in handles {
            match h.await.unwrap() {
                StatusCode::OK => ok += 1,
                StatusCode::CONFLICT => conflict += 1,
                other => panic!("unexpected status {other}"),
            }
        }
        assert_eq!((ok, conflict), (1, 7), "{db:?}");
        assert_eq!(app.api_game_state(&game_id, None).await["seq"], 1);
        let events = app
            .state
            .store
            .events(game_id.parse().unwrap())
            .await
            .unwrap();
        assert_eq!(events.len(), 2, "setup plus exactly one move");
    }
}

#[tokio::test]
async fn racing_moves_through_separate_routers_still_append_one() {
    // Two app instances on one database stand for two server processes: the per-game
    // lock does not help, the store's (game_id, seq) key must.
    for db in databases() {
        let url = support::fresh_database_url(db).await;
        let store_a = maipenrai::store::connect(&url).await.unwrap();
        let store_b = maipenrai::store::connect(&url).await.unwrap();
        let a = TestApp::new(store_a);
        let b = TestApp::new(store_b);
        let [ann, ben] = a.api_accounts(["ann", "ben"]).await;
        let (_, game_id) = a.api_game(&[&ann, &ben], 2, "siam", "open").await;
        let game_id = game_id.unwrap();
        let g = a.api_game_state(&game_id, None).await;
        let token = if g["to_move"] == "ann" {
            ann.clone()
        } else {
            ben.clone()
        };
        let mut handles = Vec::new();
        for i in 0..8 {
            let app = if i % 2 == 0 { a.clone() } else { b.clone() };
            let token = token.clone();
            let url = format!("/api/v1/games/{game_id}/moves");
            handles.push(tokio::spawn(async move {
                app.api_post(&url, Some(&token), Some(json!({"seq": 0, "move": "pass"})))
                    .await
                    .status
            }));
        }
        let mut statuses = Vec::new();
        for h in handles {
            statuses.push(h.await.unwrap());
        }
        support::assert_one_won(&statuses, "");
        assert_eq!(
            a.state
                .store
                .events(game_id.parse().unwrap())
                .await
                .unwrap()
                .len(),
            2
        );
    }
}

#[tokio::test]
async fn openapi_document_lists_every_call() {
    let app = app(Db::Sqlite).await;
    let res = app.api_get("/api/v1/openapi.json", None).await;
    assert_eq!(res.status, StatusCode::OK);
    let doc = res.json();
    for path in [
        "/api/v1/accounts",
        "/api/v1/tokens",
        "/api/v1/invitations",
        "/api/v1/invitations/{code}",
        "/api/v1/invitations/{code}/join",
        "/api/v1/invitations/{code}/leave",
        "/api/v1/invitations/{code}/cancel",
        "/api/v1/games/{id}",
        "/api/v1/games/{id}/legal-moves",
        "/api/v1/games/{id}/moves",
        "/api/v1/games/{id}/history",
        "/api/v1/games/{id}/export",
    ] {
        assert!(doc["paths"].get(path).is_some(), "{path} missing");
    }
    assert!(doc["components"]["schemas"].get("GameJson").is_some());
}

/// Every answer an operation can give is in the document (what `scripts/schemathesis.sh`
/// with CHECKS=all verifies by calling; this keeps the rule visible as operations are added).
#[tokio::test]
async fn openapi_document_lists_every_answer_of_every_call() {
    let app = app(Db::Sqlite).await;
    let doc = app.api_get("/api/v1/openapi.json", None).await.json();
    let mut operations = 0;
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            operations += 1;
            let has = |status: &str| op["responses"].get(status).is_some();
            let what = format!("{method} {path}");
            assert!(has("503"), "{what}: the database can be unavailable");
            if op.get("requestBody").is_some() {
                for status in ["400", "413", "415"] {
                    assert!(has(status), "{what}: {status} for a bad body");
                }
            }
            if path.contains('{') {
                assert!(has("404"), "{what}: an unknown id or code");
                assert!(has("400"), "{what}: a NUL character in a path parameter");
            }
            if op.get("security").is_some() {
                assert!(has("401"), "{what}: a bad token");
            }
            assert!(
                op["responses"]
                    .as_object()
                    .unwrap()
                    .keys()
                    .any(|s| s.starts_with('2')),
                "{what}: a success"
            );
        }
    }
    assert!(operations >= 17, "{operations} operations");
    // Constraints the server enforces are in the schemas.
    let schemas = &doc["components"]["schemas"];
    let account = &schemas["AccountRequest"]["properties"];
    assert_eq!(account["password"]["minLength"], 8);
    assert_eq!(account["password"]["maxLength"], 1000);
    assert!(account["username"]["pattern"].is_string());
    let invitation = &schemas["InvitationRequest"]["properties"];
    assert_eq!(invitation["players"]["minimum"], 2.0);
    assert_eq!(invitation["players"]["maximum"], 4.0);
    assert_eq!(invitation["note"]["maxLength"], 200);
    assert_eq!(
        invitation["deadline_days"]["enum"],
        json!([1, 2, 3, 5, 7, 14, null])
    );
    assert!(schemas["VoteRequest"]["oneOf"].is_array());
    assert_eq!(
        schemas["AbsenceRequest"]["properties"]["until"]["format"],
        "date"
    );
}

/// JSON that does not fit a request's schema is 400, as documented (422 is kept for a move
/// the game refuses); whole numbers count as JSON Schema counts them (3.0 is an integer).
#[tokio::test]
async fn bodies_that_do_not_fit_are_400_and_whole_numbers_may_be_written_3_0() {
    let app = app(Db::Sqlite).await;
    for body in [
        json!({"username": "ann"}),
        json!({"username": 5, "password": "correct horse"}),
        json!([1, 2]),
    ] {
        let res = app
            .api_post("/api/v1/accounts", None, Some(body.clone()))
            .await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{body}: {}", res.body);
        assert_eq!(res.error_code(), "invalid_input");
    }
    let token = app.api_account("ann").await;
    let invitation = json!({"game": "meridian", "players": 3.0, "deadline_days": 2.0});
    let invitation = app.api_invite(&token, invitation).await;
    assert_eq!(invitation["options"]["players"], 3);
    assert_eq!(invitation["deadline_days"], 2);
    // A large whole number written with ".0" is read exactly (serde_json's float_roundtrip):
    // this seq is ahead of the game (409), not "not a whole number" (400).
    let ben = app.api_account("ben").await;
    let (_, game) = app
        .api_game_with(&[&token, &ben], json!({"game": "meridian", "players": 2}))
        .await;
    let res = app
        .api_post(
            &format!("/api/v1/games/{}/moves", game.expect("started")),
            Some(&token),
            Some(json!({"seq": 2020939881545251.0, "move": "x"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.body);
    for players in [json!(3.5), json!("3"), json!(-1)] {
        let res = app
            .api_post(
                "/api/v1/invitations",
                Some(&token),
                Some(json!({"game": "meridian", "players": players})),
            )
            .await;
        assert_eq!(
            res.status,
            StatusCode::BAD_REQUEST,
            "{players}: {}",
            res.body
        );
    }
    // A choice of another game is ignored when valid, refused when not one of its values.
    let res = app
        .api_post(
            "/api/v1/invitations",
            Some(&token),
            Some(json!({"game": "meridian", "players": 2, "hands": "open"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.body);
    let res = app
        .api_post(
            "/api/v1/invitations",
            Some(&token),
            Some(json!({"game": "meridian", "players": 2, "hands": "sideways"})),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.body);
    res.assert_contains("hands must be original or open");
}

#[tokio::test]
async fn unknown_api_paths_and_big_bodies_get_json_errors() {
    let app = app(Db::Sqlite).await;
    let res = app.api_get("/api/v1/nothing-here", None).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    assert_eq!(res.error_code(), "not_found");
    let res = app
        .api(Method::DELETE, "/api/v1/accounts", None, None)
        .await;
    assert_eq!(res.status, StatusCode::METHOD_NOT_ALLOWED);
    assert!(res.json()["error"]["code"].is_string());
    let huge = json!({"username": "x".repeat(100_000), "password": "y"});
    let res = app.api_post("/api/v1/accounts", None, Some(huge)).await;
    assert_eq!(res.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(res.error_code(), "invalid_input");

    // Refused from its Content-Length alone, before any of it is read: still the API's
    // JSON error (a page elsewhere), with the security headers of every answer.
    for (path, content_type) in [
        ("/api/v1/accounts", "application/json"),
        ("/login", "application/x-www-form-urlencoded"),
    ] {
        let body = "x".repeat(70_000);
        let req = axum::http::Request::builder()
            .method(Method::POST)
            .uri(path)
            .header(header::CONTENT_TYPE, content_type)
            .header(header::CONTENT_LENGTH, body.len())
            .body(axum::body::Body::from(body))
            .unwrap();
        let res = app.send(req).await;
        assert_eq!(res.status, StatusCode::PAYLOAD_TOO_LARGE, "{path}");
        if path.starts_with("/api/") {
            assert_eq!(res.error_code(), "invalid_input");
        } else {
            res.assert_contains("request body is too large");
        }
        for name in [
            "content-security-policy",
            "x-content-type-options",
            "x-frame-options",
        ] {
            assert!(res.headers.contains_key(name), "{path}: no {name}");
        }
    }
}

#[tokio::test]
async fn a_revoked_token_stops_working_at_once() {
    for db in databases() {
        let app = app(db).await;
        let token = app.api_account("alice").await;
        let body =
            json!({"game": "king-of-siam", "board": "siam", "players": 2, "hands": "original"});
        let res = app
            .api_post("/api/v1/invitations", Some(&token), Some(body.clone()))
            .await;
        assert_eq!(res.status, StatusCode::CREATED);
        let res = app
            .api(Method::DELETE, "/api/v1/tokens", Some(&token), None)
            .await;
        assert_eq!(res.status, StatusCode::NO_CONTENT);
        let res = app
            .api_post("/api/v1/invitations", Some(&token), Some(body))
            .await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED);
        // Revoking needs a live token.
        let res = app
            .api(Method::DELETE, "/api/v1/tokens", Some(&token), None)
            .await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    }
}

/// A key a request body does not have is refused (400, naming it), never ignored: a
/// misspelt game option (`hand` for `hands`) made an original-hands game. Every request
/// schema of the document says so (`additionalProperties: false`). A negative `seq` is not
/// a position (400), and one beyond the game's is not its current seq (409).
#[tokio::test]
async fn unknown_keys_and_negative_seqs_are_refused() {
    for db in databases() {
        let app = app(db).await;
        let [ann, ben] = app.api_accounts(["ann", "ben"]).await;
        let (_, game) = app.api_game(&[&ann, &ben], 2, "siam", "original").await;
        let game = game.expect("started");
        let ann_id = app
            .state
            .store
            .credentials("ann")
            .await
            .unwrap()
            .unwrap()
            .user
            .user_id;
        let invitations = app
            .state
            .store
            .open_invitations_for(ann_id)
            .await
            .unwrap()
            .len();
        let refused = [
            (
                "/api/v1/invitations".to_string(),
                json!({"game": "siam", "players": 2, "hand": "open"}),
                "hand",
            ),
            (
                "/api/v1/invitations".to_string(),
                json!({"game": "meridian", "players": 2, "side": "B"}),
                "side",
            ),
            (
                "/api/v1/accounts".to_string(),
                json!({"username": "cat", "password": PASSWORD, "email": "c@example.com"}),
                "email",
            ),
            (
                "/api/v1/tokens".to_string(),
                json!({"username": "ann", "password": PASSWORD, "remember": true}),
                "remember",
            ),
            (
                format!("/api/v1/games/{game}/moves"),
                json!({"seq": 0, "move": "pass", "card": 3}),
                "card",
            ),
            (
                format!("/api/v1/games/{game}/chat"),
                json!({"text": "hello", "to": "ben"}),
                "to",
            ),
            (
                format!("/api/v1/games/{game}/votes"),
                json!({"kind": "cancel", "seat": 1}),
                "seat",
            ),
            (
                "/api/v1/absence".to_string(),
                json!({"until": "2030-01-01", "reason": "holiday"}),
                "reason",
            ),
            (
                "/api/v1/settings/invitations".to_string(),
                json!({"invite_from": "nobody", "except": "ben"}),
                "except",
            ),
        ];
        for (path, body, key) in refused {
            let res = app.api_post(&path, Some(&ann), Some(body.clone())).await;
            assert_eq!(
                res.status,
                StatusCode::BAD_REQUEST,
                "{db:?} {path} {body}: {}",
                res.body
            );
            assert_eq!(res.error_code(), "invalid_input");
            res.assert_contains(&format!("`{key}`"));
        }
        // Nothing was done: no invitation, account, move or message.
        let now = app
            .state
            .store
            .open_invitations_for(ann_id)
            .await
            .unwrap()
            .len();
        assert_eq!(now, invitations, "{db:?}");
        assert!(app.state.store.credentials("cat").await.unwrap().is_none());
        let state = app.api_game_state(&game, None).await;
        assert_eq!(state["seq"], 0);
        let chat = app
            .api_get(&format!("/api/v1/games/{game}/chat"), Some(&ann))
            .await;
        assert_eq!(chat.json()["messages"], json!([]), "{}", chat.body);
        let choice = app
            .api_get("/api/v1/settings/invitations", Some(&ann))
            .await;
        assert_eq!(choice.json()["invite_from"], "anyone", "{}", choice.body);

        let to_move = state["to_move"].as_str().unwrap();
        let token = if to_move == "ann" { &ann } else { &ben };
        let moves = format!("/api/v1/games/{game}/moves");
        let res = app
            .api_post(
                &moves,
                Some(token),
                Some(json!({"seq": -1, "move": "pass"})),
            )
            .await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.body);
        res.assert_contains("seq -1 is not a position");
        let res = app
            .api_post(&moves, Some(token), Some(json!({"seq": 5, "move": "pass"})))
            .await;
        assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.body);
        res.assert_contains("seq 5 is not the current seq");
        assert_eq!(app.api_game_state(&game, None).await["seq"], 0);
    }

    let app = app(Db::Sqlite).await;
    let doc = app.api_get("/api/v1/openapi.json", None).await.json();
    let schemas = &doc["components"]["schemas"];
    for name in [
        "AccountRequest",
        "InvitationRequest",
        "MoveRequest",
        "ChatRequest",
        "AbsenceRequest",
        "InviteFromJson",
    ] {
        assert_eq!(schemas[name]["additionalProperties"], false, "{name}");
    }
    for vote in schemas["VoteRequest"]["oneOf"].as_array().unwrap() {
        assert_eq!(vote["additionalProperties"], false, "{vote}");
    }
    assert_eq!(schemas["MoveRequest"]["properties"]["seq"]["minimum"], 0);
    // A text with a NUL character is refused (400): no text of a request is schema-valid
    // with one.
    let no_nul = r"^[^\u0000]*$";
    assert_eq!(
        schemas["AccountRequest"]["properties"]["password"]["pattern"],
        no_nul
    );
    assert_eq!(
        schemas["InvitationRequest"]["properties"]["invite"]["items"]["pattern"],
        no_nul
    );
    let join = &doc["paths"]["/api/v1/invitations/{code}/join"]["post"];
    assert_eq!(join["parameters"][0]["schema"]["pattern"], no_nul, "{join}");
}
