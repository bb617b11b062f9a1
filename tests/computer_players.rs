//! Computer players as seats, through the real router on SQLite and (when configured)
//! Postgres: invitations and the lobby's forms add them, "Play now" starts a game against
//! one at once, the background pass makes their moves through the same write path as a
//! person's, the API and the history mark them, and nobody can log in as one.

mod support;

use axum::http::StatusCode;
use maipenrai::http::testing::{Browser, TestApp, TestResponse, PASSWORD};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use support::{databases, fresh_store};

async fn create(app: &TestApp, token: &str, body: Value) -> (StatusCode, Value) {
    let res = app
        .api_post("/api/v1/invitations", Some(token), Some(body))
        .await;
    let json = serde_json::from_str(&res.body).unwrap_or(Value::Null);
    (res.status, json)
}

/// Plays until it is a person's turn (or the game is over): the computers' passes.
async fn computers_move(app: &TestApp, game_id: &str) -> usize {
    let mut made = 0;
    for _ in 0..20 {
        let n = app.state.service.play_computer_turns().await.unwrap().len();
        if n == 0 {
            break;
        }
        made += n;
    }
    let state = app.api_game_state(game_id, None).await;
    if state["status"] == "active" {
        let to_move = state["to_move"].as_str().unwrap();
        assert!(
            !to_move.contains("computer"),
            "a computer is still to move: {state}"
        );
    }
    made
}

/// How many steps of an API history have `field` equal to `value`.
fn steps_where(history: &Value, field: &str, value: &str) -> usize {
    history["steps"].as_array().map_or(0, |steps| {
        steps.iter().filter(|s| s[field] == value).count()
    })
}

async fn browser(app: &TestApp, name: &str) -> Browser {
    let b = app.browser();
    let res = b.sign_up(name, PASSWORD).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    b
}

/// The lobby's invitation form for King of Siam with `players` seats, `computers` of them
/// for computer players of `level`.
async fn computer_invitation(
    b: &Browser,
    players: &str,
    computers: &str,
    level: &str,
) -> TestResponse {
    let fields = [
        ("game", "king-of-siam"),
        ("players", players),
        ("computers", computers),
        ("computer_level", level),
    ];
    b.post_session_form("/invitations", &fields).await
}

#[tokio::test]
async fn a_game_against_the_computer_is_played_to_the_end() {
    for db in databases() {
        for game in ["king-of-siam", "meridian"] {
            let app = TestApp::new(fresh_store(db).await);
            let token = app.api_account("ann").await;
            let (status, invitation) = create(
                &app,
                &token,
                json!({"game": game, "players": 2, "computers": ["beginner"]}),
            )
            .await;
            assert_eq!(status, StatusCode::CREATED, "{db:?} {game}: {invitation}");
            // The host is the only person: the game starts at once.
            assert_eq!(invitation["status"], "started", "{invitation}");
            assert_eq!(invitation["seats"], json!(["ann", "Beginner computer A"]));
            let game_id = invitation["game_id"].as_str().unwrap().to_string();
            let state = app.api_game_state(&game_id, Some(&token)).await;
            let computers = state["computers"].as_array().unwrap();
            assert_eq!(computers.len(), 2);
            let robot = computers.iter().position(|c| c == "beginner").unwrap();
            assert_eq!(computers[1 - robot], Value::Null, "{state}");
            assert_eq!(state["players"][robot], "Beginner computer A");

            let tokens: BTreeMap<String, String> = [("ann".to_string(), token.clone())].into();
            let mut robot_moves = 0;
            for _ in 0..400 {
                robot_moves += computers_move(&app, &game_id).await;
                if app.api_random_move(&game_id, &tokens).await.is_none() {
                    break;
                }
            }
            let state = app.api_game_state(&game_id, Some(&token)).await;
            assert_eq!(state["status"], "finished", "{db:?} {game}: {state}");
            assert!(robot_moves >= 1, "{db:?} {game}: the computer moved");
            // Its moves are in the history like anyone's, marked on the page.
            let history = app
                .api_get(&format!("/api/v1/games/{game_id}/history"), Some(&token))
                .await
                .json();
            let by_robot = steps_where(&history, "player", "Beginner computer A");
            assert_eq!(by_robot, robot_moves, "{db:?} {game}");
            let b = app.browser();
            b.log_in("ann", PASSWORD).await;
            let page = b.get(&format!("/games/{game_id}/history")).await;
            assert!(
                page.body.contains("title=\"played by the computer\""),
                "{db:?} {game}"
            );
        }
    }
}

/// A move wakes the computer players' pass only in a game with a computer seat: the games
/// of people alone cost it nothing. Starting a game with a computer wakes it too (the
/// computer may move first).
#[tokio::test]
async fn only_games_with_a_computer_wake_the_computer_players() {
    for db in databases() {
        let app = TestApp::new(fresh_store(db).await);
        let service = app.state.service.clone();
        let [ann, ben] = app.api_accounts(["ann", "ben"]).await;
        let tokens = maipenrai::http::testing::tokens(&[("ann", &ann), ("ben", &ben)]);
        let two = json!({"game": "king-of-siam", "players": 2});
        let (_, people) = app.api_game_with(&[&ann, &ben], two).await;
        let people = people.expect("the game started");
        for _ in 0..4 {
            assert!(app.api_random_move(&people, &tokens).await.is_some());
        }
        assert_eq!(
            service.computer_wakes(),
            0,
            "{db:?}: moves of people alone woke the computer players"
        );

        let (status, invitation) = create(
            &app,
            &ann,
            json!({"game": "king-of-siam", "players": 2, "computers": ["beginner"]}),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{invitation}");
        let against = invitation["game_id"].as_str().unwrap().to_string();
        assert_eq!(service.computer_wakes(), 1, "{db:?}: the start");
        // The computer's own moves wake them too (another computer may be next).
        let made = computers_move(&app, &against).await;
        let before = service.computer_wakes();
        assert_eq!(before, 1 + made as u64, "{db:?}: the computer's moves");
        assert!(app.api_random_move(&against, &tokens).await.is_some());
        assert_eq!(service.computer_wakes(), before + 1, "{db:?}: ann's move");
        // A move of people alone still does not.
        assert!(app.api_random_move(&people, &tokens).await.is_some());
        assert_eq!(service.computer_wakes(), before + 1, "{db:?}");
    }
}

#[tokio::test]
async fn computer_seats_are_checked_and_wait_for_the_people() {
    for db in databases() {
        let app = TestApp::new(fresh_store(db).await);
        let [ann, ben] = app.api_accounts(["ann", "ben"]).await;
        let bad = StatusCode::BAD_REQUEST;
        for (body, wanted, says) in [
            (
                json!({"players": 2, "computers": ["grandmaster"]}),
                bad,
                "is not a level",
            ),
            (
                json!({"players": 2, "computers": [3]}),
                bad,
                "is not a level",
            ),
            // Well-formed, but its parts disagree.
            (
                json!({"players": 2, "computers": ["strong", "strong"]}),
                StatusCode::CONFLICT,
                "at least one seat is for a person",
            ),
        ] {
            let (status, error) = create(&app, &ann, body.clone()).await;
            assert_eq!(status, wanted, "{db:?} {body}: {error}");
            assert!(error.to_string().contains(says), "{body}: {error}");
        }
        // Two strong computers are two seats; the game waits for the second person.
        let (status, invitation) = create(
            &app,
            &ann,
            json!({"players": 4, "computers": ["strong", "strong"]}),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{invitation}");
        assert_eq!(invitation["status"], "open");
        assert_eq!(
            invitation["seats"],
            json!(["ann", "Strong computer A", "Strong computer B"])
        );
        let code = invitation["code"].as_str().unwrap();
        let joined = app.api_invitation_action(code, "join", &ben).await;
        assert_eq!(joined.status, StatusCode::OK, "{}", joined.body);
        assert_eq!(joined.json()["status"], "started");

        // Nobody logs in as a computer.
        for name in [
            "Strong computer A",
            "strong computer a",
            "Beginner computer B",
        ] {
            let res = app.api_token_request(name, "!").await;
            assert_eq!(res.status, StatusCode::UNAUTHORIZED, "{db:?} {name}");
        }
    }
}

#[tokio::test]
async fn the_lobby_starts_games_against_the_computer() {
    for db in databases() {
        let app = TestApp::new(fresh_store(db).await);
        let ann = browser(&app, "ann").await;
        let lobby = ann.get("/").await;
        assert!(lobby.body.contains("Play now against the computer"));
        assert!(lobby.body.contains("name=\"computers\""));
        // One click: a two-player game that has started.
        let res = ann
            .post_session_form("/play-now", &[("game", "meridian"), ("level", "strong")])
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        let to = res.location().unwrap();
        let game_id = to.strip_prefix("/games/").expect("to the game").to_string();
        let page = ann.get(&to).await;
        assert!(
            page.body.contains(
                "<span class=\"badge computer\">computer</span> <bdi>Strong computer A</bdi> — "
            ),
            "{db:?}: the game page marks the computer, its level said once"
        );
        assert!(!page.body.contains("Strong computer A (strong)"), "{db:?}");
        let state = app.api_game_state(&game_id, None).await;
        assert_eq!(state["game"], "meridian");
        assert_eq!(state["status"], "active");
        assert!(state["computers"]
            .as_array()
            .unwrap()
            .contains(&json!("strong")));
        // The invitation form with a computer seat and a person's seat left: an open
        // invitation, its link to share.
        let res = computer_invitation(&ann, "3", "1", "beginner").await;
        let page = ann.follow_see_other(&res).await;
        page.assert_contains("Beginner computer");
        // With every other seat a computer's, the form goes straight to the game.
        let res = computer_invitation(&ann, "3", "2", "standard").await;
        assert!(res.location().unwrap().starts_with("/games/"), "{db:?}");
        // Too many computers: told in the lobby, nothing created.
        let res = computer_invitation(&ann, "2", "2", "standard").await;
        let page = ann.follow(&res).await;
        page.assert_contains("At least one seat is for a person");
        let rules = app.browser().get("/rules/computer-players").await;
        assert_eq!(rules.status, StatusCode::OK);
        assert!(rules
            .body
            .contains("sees exactly what a person in its seat would see"));
    }
}

#[tokio::test]
async fn the_others_may_hand_a_removed_seat_to_a_computer_player() {
    use support::notify::World;
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let (all, game_id) = w.accounts_in_game(&["ana", "ben"], "open", None).await;
        // ana leaves the site: her seat moves automatically ...
        let ana = w.user("ana").await;
        w.app
            .state
            .service
            .delete_account(&ana, PASSWORD, None)
            .await
            .unwrap();
        let page = w.page("ben", &format!("/games/{game_id}")).await;
        assert!(
            page.body.contains("Hand the seat to a computer player"),
            "{db:?}: {}",
            page.body
        );
        // ... until ben hands it to a computer player (he is the only one to agree).
        let vote = |body: Value| w.vote(&game_id, &all["ben"], body);
        let res = vote(json!({"kind": "computer", "seat": 5, "level": "strong"})).await;
        assert_eq!(res.status, StatusCode::CONFLICT, "{db:?}: {}", res.body);
        let seat = w.state(&game_id, None).await["players"]
            .as_array()
            .unwrap()
            .iter()
            .position(|p| p == "deleted player")
            .unwrap();
        let res = vote(json!({"kind": "computer", "seat": seat, "level": "beginner"})).await;
        assert_eq!(res.status, StatusCode::OK, "{db:?}: {}", res.body);
        assert_eq!(res.json()["decided"], true);
        let res = vote(json!({"kind": "computer", "seat": seat, "level": "beginner"})).await;
        assert_eq!(res.status, StatusCode::CONFLICT, "{db:?}: decided already");
        // From now on the computer moves for the seat, and the worker no longer passes.
        let mut by_computer = 0;
        for _ in 0..400 {
            let Some(to_move) = w.to_move_while_active(&game_id).await else {
                break;
            };
            if to_move == "ben" {
                w.random_move(&game_id, &all).await;
            } else {
                assert_eq!(w.tick().await.automatic_passes, 0, "{db:?}");
                let n = w.computer_moves().await;
                assert_eq!(n, 1, "{db:?}: the computer moves for the seat");
                by_computer += 1;
            }
        }
        assert!(by_computer >= 1);
        let history = w.history(&game_id, &all["ben"]).await;
        let marked = steps_where(&history, "reason", "computer");
        assert_eq!(marked, by_computer, "{db:?}");
        assert!(history["steps"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["reason_text"] == "played by the computer"));
        let page = w.page("ben", &format!("/games/{game_id}")).await;
        assert!(
            page.body.contains("A computer player (beginner) plays"),
            "{db:?}"
        );
    }
}

/// A game of `host` against one beginner computer, with the computer to move: when the
/// host moves first, the host makes a move.
async fn waiting_for_the_computer(app: &TestApp, host: &str, token: &str) -> String {
    let (status, invitation) = create(
        app,
        token,
        json!({"game": "meridian", "players": 2, "computers": ["beginner"]}),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{invitation}");
    let game_id = invitation["game_id"].as_str().unwrap().to_string();
    let state = app.api_game_state(&game_id, None).await;
    if state["to_move"] == host {
        let tokens: BTreeMap<String, String> = [(host.to_string(), token.to_string())].into();
        app.api_random_move(&game_id, &tokens).await.unwrap();
    }
    let state = app.api_game_state(&game_id, None).await;
    assert_eq!(state["to_move"], "Beginner computer A", "{state}");
    // The next game's turn waits from a later time (times are kept to the microsecond).
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    game_id
}

#[tokio::test]
async fn computer_turns_are_served_round_robin_across_people() {
    for db in databases() {
        let app = TestApp::new(fresh_store(db).await);
        let [ann, ben] = app.api_accounts(["ann", "ben"]).await;
        // ann has three games waiting for the computer, then ben has one, the newest.
        let mut anns = Vec::new();
        for _ in 0..3 {
            anns.push(waiting_for_the_computer(&app, "ann", &ann).await);
        }
        let bens = waiting_for_the_computer(&app, "ben", &ben).await;
        let order: Vec<String> = app
            .state
            .service
            .play_computer_turns()
            .await
            .unwrap()
            .iter()
            .map(|id| id.to_string())
            .collect();
        // ann's longest wait first, then ben's turn (after one search of ann's, not three),
        // then ann's others, oldest first.
        assert_eq!(
            order,
            vec![anns[0].clone(), bens, anns[1].clone(), anns[2].clone()],
            "{db:?}"
        );
    }
}

/// The background task's steps in the order of issue 44, item 5: the computer's search is
/// under way when a pass reads the waiting turns (still the computer's), then the computer
/// moves and its search ends, then the pass picks from what it read. That pass must not
/// try the game again: it would find the person to move and leave the game alone for 5 s,
/// and the person's answer a moment later would wait those 5 s for the computer's. Here
/// the pass after the answer starts the computer's search at once. No duration is
/// asserted: the steps follow one another, and a 5 s rest would still run at the end.
#[tokio::test]
async fn a_list_read_before_the_computer_moved_does_not_hold_up_its_next_move() {
    for db in databases() {
        let app = TestApp::new(fresh_store(db).await);
        let service = app.state.service.clone();
        let ann = app.api_account("ann").await;
        let tokens: BTreeMap<String, String> = [("ann".to_string(), ann.clone())].into();
        let game_id = waiting_for_the_computer(&app, "ann", &ann).await;
        let first = service.list_computer_turns().await.unwrap();
        let search = service
            .pick_computer_turn(&first)
            .expect("the computer's turn is picked");
        assert_eq!(search.turn.game_id.to_string(), game_id, "{db:?}");
        // Another pass reads the turns while that search runs.
        let stale = service.list_computer_turns().await.unwrap();
        assert_eq!(stale.turns.len(), 1, "{db:?}: still the computer's turn");
        assert!(
            service.search_computer_turn(search).await,
            "{db:?}: it moved"
        );
        // The pass goes on with what it read: nothing to do now.
        if let Some(again) = service.pick_computer_turn(&stale) {
            assert!(
                !service.search_computer_turn(again).await,
                "{db:?}: ann is to move"
            );
        }
        // ann answers at once; the next pass starts the computer's answer.
        assert!(app.api_random_move(&game_id, &tokens).await.is_some());
        let next = service.list_computer_turns().await.unwrap();
        let answer = service.pick_computer_turn(&next).unwrap_or_else(|| {
            panic!("{db:?}: the computer's answer waits (its game was left alone)")
        });
        assert_eq!(answer.turn.game_id.to_string(), game_id, "{db:?}");
        assert!(service.search_computer_turn(answer).await, "{db:?}");
        let state = app.api_game_state(&game_id, None).await;
        assert_ne!(state["to_move"], "Beginner computer A", "{db:?}: {state}");
    }
}

/// The configuration of the tests with at most `max` games with computers per person.
fn with_computer_games(max: u32) -> maipenrai::config::Config {
    let mut config = maipenrai::config::Config::for_tests("test");
    config.computer_games_per_person = max;
    config
}

#[tokio::test]
async fn a_person_may_be_in_a_limited_number_of_games_with_computers() {
    for db in databases() {
        let app = TestApp::with_config(fresh_store(db).await, with_computer_games(3));
        let [ann, ben, cid] = app.api_accounts(["ann", "ben", "cid"]).await;
        let against = json!({"game": "meridian", "players": 2, "computers": ["beginner"]});
        // Two games against the computer and an open invitation with one: three.
        for _ in 0..2 {
            let (status, body) = create(&app, &ann, against.clone()).await;
            assert_eq!(status, StatusCode::CREATED, "{db:?}: {body}");
        }
        let (status, open) = create(
            &app,
            &ann,
            json!({"game": "meridian", "players": 4, "computers": ["strong"]}),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{db:?}: {open}");
        assert_eq!(open["status"], "open");
        // A fourth is refused, in the API ...
        let (status, error) = create(&app, &ann, against.clone()).await;
        assert_eq!(status, StatusCode::CONFLICT, "{db:?}: {error}");
        assert!(
            error["error"]["message"]
                .as_str()
                .unwrap()
                .contains("you are already in 3 games with computer players"),
            "{error}"
        );
        // ... and on the lobby's forms, with nothing made.
        let b = app.browser();
        b.log_in("ann", PASSWORD).await;
        let res = b
            .post_session_form("/play-now", &[("game", "meridian"), ("level", "strong")])
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        let page = b.get(&res.location().unwrap()).await;
        assert!(
            page.body
                .contains("ou are already in 3 games with computer players"),
            "{db:?}: {}",
            page.body
        );
        let res = computer_invitation(&b, "2", "1", "beginner").await;
        let page = b.get(&res.location().unwrap()).await;
        assert!(page.body.contains("games with computer players"), "{db:?}");
        // Games between people are not limited.
        let (status, body) = create(&app, &ann, json!({"game": "meridian", "players": 2})).await;
        assert_eq!(status, StatusCode::CREATED, "{db:?}: {body}");

        // Whoever joins an invitation with a computer counts it too: ben may, once cid's
        // limit is reached cid may not.
        let code = open["code"].as_str().unwrap();
        for _ in 0..3 {
            let (status, body) = create(&app, &cid, against.clone()).await;
            assert_eq!(status, StatusCode::CREATED, "{db:?}: {body}");
        }
        let res = app.api_invitation_action(code, "join", &cid).await;
        assert_eq!(res.status, StatusCode::CONFLICT, "{db:?}: {}", res.body);
        assert!(
            res.body.contains("games with computer players"),
            "{}",
            res.body
        );
        let res = app.api_invitation_action(code, "join", &ben).await;
        assert_eq!(res.status, StatusCode::OK, "{db:?}: {}", res.body);

        // A waiting invitation cancelled frees its place.
        let res = app.api_invitation_action(code, "cancel", &ann).await;
        assert_eq!(res.status, StatusCode::OK, "{db:?}: {}", res.body);
        let (status, body) = create(&app, &ann, against.clone()).await;
        assert_eq!(status, StatusCode::CREATED, "{db:?}: {body}");
        let (status, _) = create(&app, &ann, against.clone()).await;
        assert_eq!(status, StatusCode::CONFLICT, "{db:?}: full again");
    }
}

#[tokio::test]
async fn two_instances_share_the_limit_and_each_computer_turn_is_played_once() {
    for db in databases() {
        let url = support::fresh_database_url(db).await;
        let open = || async {
            maipenrai::store::connect(&url)
                .await
                .unwrap_or_else(|e| panic!("{db:?}: {e:#}"))
        };
        let one = TestApp::with_config(open().await, with_computer_games(2));
        let two = TestApp::with_config(open().await, with_computer_games(2));
        let ann = one.api_account("ann").await;
        let ben = two.api_account("ben").await;
        // One game on each instance: the second instance counts the first's.
        let first = waiting_for_the_computer(&one, "ann", &ann).await;
        let second = waiting_for_the_computer(&two, "ann", &ann).await;
        let (status, error) = create(
            &one,
            &ann,
            json!({"game": "meridian", "players": 2, "computers": ["beginner"]}),
        )
        .await;
        assert_eq!(status, StatusCode::CONFLICT, "{db:?}: {error}");
        let third = waiting_for_the_computer(&two, "ben", &ben).await;
        // Both instances play the waiting turns at once: each turn is played once.
        let (a, b) = tokio::join!(
            one.state.service.play_computer_turns(),
            two.state.service.play_computer_turns()
        );
        let mut played: Vec<String> = a
            .unwrap()
            .into_iter()
            .chain(b.unwrap())
            .map(|id| id.to_string())
            .collect();
        played.sort();
        let mut waiting = vec![first, second, third];
        waiting.sort();
        assert_eq!(played, waiting, "{db:?}");
        for game_id in &waiting {
            let state = one.api_game_state(game_id, None).await;
            assert_ne!(state["to_move"], "Beginner computer A", "{db:?}: {state}");
        }
    }
}

/// Every page that lists players names a computer and a deleted account in the reader's
/// language: the lobby, Open games, Watch, Finished games, the game page and the resign
/// page, in each of the four languages; the game page says a computer's level once.
#[tokio::test]
async fn lists_name_computers_and_deleted_players_in_the_readers_language() {
    use maipenrai::game::search::Level;
    use maipenrai::game::text::{in_language_now, t, LANGUAGES};
    use maipenrai::service::computers::computer_name;
    let app = TestApp::new(fresh_store(support::databases::Db::Sqlite).await);
    let ann = browser(&app, "ann").await;
    let ben = browser(&app, "ben").await;
    // A running game against a beginner computer.
    let res = ann
        .post_session_form("/play-now", &[("game", "meridian"), ("level", "beginner")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let against = res.location().unwrap();
    // An open invitation with a standard computer seated.
    let token = app.api_token("ann").await;
    let body = json!({"game": "king-of-siam", "players": 3, "computers": ["standard"]});
    let (status, _) = create(&app, &token, body).await;
    assert_eq!(status, StatusCode::CREATED);
    // A finished game with ben, who then deletes his account.
    let ben_token = app.api_token("ben").await;
    let players = maipenrai::http::testing::tokens(&[("ann", &token), ("ben", &ben_token)]);
    let (_, finished) = app
        .api_game_with(
            &[&token, &ben_token],
            json!({"game": "meridian", "players": 2}),
        )
        .await;
    let finished = finished.expect("a started game");
    app.api_play_to_end(&finished, &players).await;
    let csrf = ben.session_csrf().await;
    let fields = [
        ("csrf", csrf.as_str()),
        ("password", PASSWORD),
        ("understood", "yes"),
    ];
    let res = ben.post_form("/settings/delete-account", &fields).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);

    let english = [
        "Beginner computer",
        "Standard computer",
        "Strong computer",
        "Deleted player",
    ];
    let pages = [
        "/".to_string(),
        "/open-games".to_string(),
        "/watch".to_string(),
        "/games/finished".to_string(),
        against.clone(),
        format!("{against}/resign"),
        format!("/games/{finished}"),
    ];
    for language in LANGUAGES {
        let csrf = ann.session_csrf().await;
        let res = ann
            .post_form("/language", &[("language", language), ("csrf", &csrf)])
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        let beginner = in_language_now(language, || computer_name(Level::Beginner, 0));
        let standard = in_language_now(language, || computer_name(Level::Standard, 0));
        let deleted = in_language_now(language, || t("site-deleted-player"));
        let mut seen = String::new();
        for path in &pages {
            let page = ann.get(path).await;
            assert_eq!(page.status, StatusCode::OK, "{path} in {language}");
            let text = support::html::visible_text(&page.body).join("\n");
            if language != "en" {
                for word in english {
                    assert!(!text.contains(word), "{path} in {language}: {word:?}");
                }
            }
            assert!(
                !text.contains(&format!("{beginner} (")),
                "{path} in {language}: the level twice"
            );
            seen.push_str(&text);
        }
        for name in [&beginner, &standard, &deleted] {
            assert!(seen.contains(name.as_str()), "{name:?} shown in {language}");
        }
    }
}
