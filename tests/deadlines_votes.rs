//! Move deadlines, absences, votes and stalled games with a clock the tests move, on
//! SQLite and Postgres: the worker passes for players whose time ran out, an absence stops
//! the clock, the others may vote an absent player out (their seat then only passes) or
//! cancel a stalled game, two workers never pass twice, old invitations expire.

mod support;

use axum::http::StatusCode;
use maipenrai::http::panels::game_panel;
use maipenrai::http::testing::{Browser, TestResponse};
use maipenrai::live::GameMoved;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use support::notify::World;
use support::{databases, Db};
use time::Duration;
use uuid::Uuid;

const TIMEOUT_TEXT: &str = "passed automatically: time ran out";
const REMOVED_TEXT: &str = "passed automatically: removed from the game by vote";

fn steps_with(history: &Value, reason: &str) -> Vec<Value> {
    history["steps"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["reason"] == reason)
        .cloned()
        .collect()
}

async fn panel(w: &World, game_id: &str) -> String {
    let game = w
        .app
        .state
        .service
        .game(Uuid::parse_str(game_id).unwrap(), None)
        .await
        .unwrap();
    game_panel(&w.app.state, &game, None).await
}

/// A world where the two `names` play a game (open hands) with a deadline of one day per
/// move: the world, their tokens, the game's id and who moves first.
async fn a_day_per_move(
    db: Db,
    names: [&str; 2],
) -> (World, BTreeMap<String, String>, String, String) {
    let w = World::new(db, |_| {}).await;
    let (all, game_id) = w.accounts_in_game(&names, "open", Some(1)).await;
    let first = w.to_move(&game_id).await;
    (w, all, game_id, first)
}

/// `POST /api/v1/absence` as `token`: away until the date `days` after the clock's now.
async fn away_for_days(w: &World, token: &str, days: i64) -> TestResponse {
    let until = (w.clock_now() + Duration::days(days)).date().to_string();
    let body = json!({ "until": until });
    w.app
        .api_post("/api/v1/absence", Some(token), Some(body))
        .await
}

#[tokio::test]
async fn when_the_deadline_runs_out_the_server_passes_and_says_so() {
    for db in databases() {
        let (w, all, game_id, first) = a_day_per_move(db, ["ana", "ben"]).await;
        let mut notices = w.app.state.service.live().subscribe();

        w.advance(Duration::hours(23));
        assert_eq!(w.tick().await.automatic_passes, 0, "{db:?}: time is left");
        let lobby = w.page(&first, "/").await;
        assert!(
            lobby
                .body
                .contains("<span class=\"deadline\">1 hour left</span>")
                || lobby
                    .body
                    .contains("<span class=\"deadline\">59 minutes left</span>"),
            "{db:?}: {}",
            lobby.body
        );
        let html = panel(&w, &game_id).await;
        assert!(
            html.contains("Move deadline: <strong>1 day</strong> per move."),
            "{html}"
        );
        assert!(html.contains(&format!("{first} has <strong class=\"time-left\">")));
        // The player to move reads it about themselves.
        let page = w.page(&first, &format!("/games/{game_id}")).await;
        page.assert_contains("You have <strong class=\"time-left\">");
        assert!(!page.body.contains(&format!("{first} has <strong")));

        w.advance(Duration::hours(1) + Duration::minutes(1));
        let report = w.tick().await;
        assert_eq!(report.automatic_passes, 1, "{db:?}: {report:?}");
        let state = w.state(&game_id, None).await;
        assert_eq!(state["seq"], 1);
        assert_ne!(state["to_move"], first.as_str());
        // Open pages hear of it like of any move.
        let id = Uuid::parse_str(&game_id).unwrap();
        assert_eq!(notices.try_recv().unwrap(), GameMoved::new(id, 1));
        // The history says what happened, to everybody.
        for name in ["ana", "ben"] {
            let history = w.history(&game_id, &all[name]).await;
            let step = &history["steps"][0];
            assert_eq!(step["player"], first.as_str());
            assert_eq!(step["notation"], "pass");
            assert_eq!(step["reason"], "timeout");
            assert_eq!(step["reason_text"], TIMEOUT_TEXT);
        }
        let html = panel(&w, &game_id).await;
        assert!(
            html.contains(&format!("Move 1: {first} {TIMEOUT_TEXT}.")),
            "{html}"
        );
        // The game page shows the panel.
        let page = w.page(&first, &format!("/games/{game_id}")).await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.body.contains(TIMEOUT_TEXT), "{db:?}: the game page");
        assert!(page
            .body
            .contains("Move deadline: <strong>1 day</strong> per move."));
        // The next player's clock has just started.
        w.advance(Duration::hours(23));
        assert_eq!(w.tick().await.automatic_passes, 0, "{db:?}");
        let clock = w
            .app
            .api_get(&format!("/api/v1/games/{game_id}/clock"), None)
            .await
            .json();
        assert_eq!(clock["deadline_days"], 1);
        let left = clock["seconds_left"].as_i64().unwrap();
        assert!((3500..=3600).contains(&left), "{db:?}: {left}");

        // Once the game is over the deadline is no longer news; what happened still is.
        w.app.api_play_to_end(&game_id, &all).await;
        let html = panel(&w, &game_id).await;
        assert!(!html.contains("Move deadline:"), "{db:?}: {html}");
        assert!(html.contains(TIMEOUT_TEXT), "{db:?}: {html}");
    }
}

#[tokio::test]
async fn an_absence_stops_the_clock_within_its_limits() {
    for db in databases() {
        let (w, all, game_id, first) = a_day_per_move(db, ["cleo", "dirk"]).await;
        let other = if first == "cleo" { "dirk" } else { "cleo" };

        // After an hour, the player to move leaves for a few days (settings page).
        w.advance(Duration::hours(1));
        let back_on = (w.clock_now() + Duration::days(3)).date();
        let browser = w.browser(&first).await;
        let page = browser.get("/settings").await;
        let csrf = Browser::csrf_of(&page);
        let res = browser
            .post_form(
                "/settings/absence",
                &[("csrf", &csrf), ("until", &back_on.to_string())],
            )
            .await;
        let page = browser.follow_see_other(&res).await;
        assert!(
            page.body.contains("Have a good time!"),
            "{db:?}: {}",
            page.body
        );
        let shown = maipenrai::local_time::day(back_on.midnight().assume_utc(), Some("UTC"));
        assert!(
            page.body.contains(&format!("Away now, back on {shown}")),
            "{db:?}"
        );

        // Two days later: still no pass, the clock is paused.
        w.advance(Duration::days(2));
        assert_eq!(w.tick().await.automatic_passes, 0, "{db:?}");
        let lobby = w.page(other, "/").await;
        assert!(lobby.body.contains("clock paused: away until"), "{db:?}");
        assert!(panel(&w, &game_id).await.contains("the clock is paused"));

        // Back at midnight; one hour was used before leaving, so 23 hours remain.
        let back = back_on.midnight().assume_utc();
        w.clock.set(back + Duration::hours(22));
        assert_eq!(w.tick().await.automatic_passes, 0, "{db:?}: one hour left");
        w.clock
            .set(back + Duration::hours(23) + Duration::minutes(2));
        assert_eq!(w.tick().await.automatic_passes, 1, "{db:?}: time ran out");

        // The limits: at most 14 days, and 14 in any 60.
        let token = &all[&first];
        let res = away_for_days(&w, token, 16).await;
        assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.body);
        assert!(res.body.contains("at most 14 days"));
        // Alone this would be fine (under 14 days), but with the absence just over it
        // comes to more than 14 days within 60.
        let res = away_for_days(&w, token, 14).await;
        assert_eq!(res.status, StatusCode::CONFLICT, "{db:?}: {}", res.body);
        res.assert_contains("14 days in any 60");
        let res = w
            .app
            .api_post("/api/v1/absence/end", Some(token), None)
            .await;
        assert_eq!(res.status, StatusCode::NO_CONTENT);
    }
}

#[tokio::test]
async fn after_three_timeouts_the_others_can_vote_a_player_out_whose_seat_then_only_passes() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let (all, game_id) = w
            .accounts_in_game(&["eve", "finn", "gus"], "original", Some(1))
            .await;
        let absent = w.to_move(&game_id).await;
        let present: BTreeMap<String, String> = all
            .iter()
            .filter(|(n, _)| **n != absent)
            .map(|(n, t)| (n.clone(), t.clone()))
            .collect();
        let names: Vec<String> = w.state(&game_id, None).await["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap().to_string())
            .collect();
        let absent_seat = names.iter().position(|n| *n == absent).unwrap();

        let mut timeouts = 0;
        for _ in 0..200 {
            if timeouts == 3 {
                break;
            }
            if w.to_move(&game_id).await == absent {
                w.advance(Duration::days(1) + Duration::minutes(1));
                assert_eq!(w.tick().await.automatic_passes, 1, "{db:?}");
                timeouts += 1;
            } else {
                w.random_move(&game_id, &present).await;
            }
        }
        assert_eq!(timeouts, 3);
        let history = w
            .history(&game_id, &present.values().next().unwrap().clone())
            .await;
        assert!(!steps_with(&history, "timeout").is_empty());

        let clock = w
            .app
            .api_get(&format!("/api/v1/games/{game_id}/clock"), None)
            .await
            .json();
        assert_eq!(clock["removals"][0]["player"], absent.as_str());
        assert_eq!(clock["removals"][0]["timeouts"], 3);
        let html = panel(&w, &game_id).await;
        assert!(html.contains(&format!(
            "{absent} has passed automatically 3 times in a row"
        )));

        // The absent player cannot vote on themselves.
        let remove = |seat: usize| json!({"kind": "remove", "seat": seat});
        let res = w.vote(&game_id, &all[&absent], remove(absent_seat)).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.body);
        // A seat the game does not have is named as such.
        let voter = present.keys().next().unwrap();
        let res = w.vote(&game_id, &all[voter], remove(99)).await;
        assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.body);
        res.assert_contains("no seat 99");

        // One of the others votes on the game page (a CSRF-protected form) ...
        let mut voters = present.keys();
        let first_voter = voters.next().unwrap().clone();
        let second_voter = voters.next().unwrap().clone();
        let browser = w.browser(&first_voter).await;
        let csrf = browser.session_csrf().await;
        let seat = absent_seat.to_string();
        let vote_form = |csrf: String| {
            let (browser, seat) = (&browser, &seat);
            let path = format!("/games/{game_id}/votes");
            async move {
                let fields = [("csrf", csrf.as_str()), ("kind", "remove"), ("seat", seat)];
                browser.post_form(&path, &fields).await
            }
        };
        let res = vote_form("wrong".into()).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{db:?}: CSRF");
        let res = vote_form(csrf).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        assert_eq!(res.location().unwrap(), format!("/games/{game_id}"));
        assert!(panel(&w, &game_id).await.contains("Votes so far: 1 of 2"));
        // ... and the other through the API: unanimous, the player is out.
        let res = w
            .vote(&game_id, &present[&second_voter], remove(absent_seat))
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.body);
        assert_eq!(res.json()["decided"], true);

        // The removed player may not move any more ...
        let seq = w.state(&game_id, None).await["seq"].clone();
        let res = w
            .app
            .api_post(
                &format!("/api/v1/games/{game_id}/moves"),
                Some(&all[&absent]),
                Some(json!({"seq": seq, "move": "pass"})),
            )
            .await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{}", res.body);
        assert!(res.body.contains("removed"));
        // ... and whenever their seat is to move, the worker passes at once.
        let mut removed_passes = 0;
        for _ in 0..40 {
            let state = w.state(&game_id, None).await;
            if state["status"] != "active" || removed_passes == 2 {
                break;
            }
            if state["to_move"] == absent.as_str() {
                // Their own page says why there is nothing to compose.
                let page = w.page(&absent, &format!("/games/{game_id}")).await;
                assert!(!page.body.contains("id=\"composer\""), "{db:?}");
                assert!(
                    page.body
                        .contains("You were removed from this game by vote"),
                    "{db:?}"
                );
                assert_eq!(w.tick().await.automatic_passes, 1, "{db:?}: no waiting");
                removed_passes += 1;
            } else {
                w.random_move(&game_id, &present).await;
            }
        }
        let history = w.history(&game_id, &present[&first_voter]).await;
        let removed = steps_with(&history, "removed");
        assert!(!removed.is_empty(), "{db:?}");
        assert_eq!(removed[0]["player"], absent.as_str());
        assert_eq!(removed[0]["reason_text"], REMOVED_TEXT);
        let clock = w
            .app
            .api_get(&format!("/api/v1/games/{game_id}/clock"), None)
            .await
            .json();
        assert_eq!(clock["removed"], json!([absent]));
        assert!(panel(&w, &game_id)
            .await
            .contains("Removed from the game by vote"));
    }
}

#[tokio::test]
async fn two_workers_on_one_database_pass_only_once() {
    for db in databases() {
        let a = World::new(db, |_| {}).await;
        let b = World::on(&a.database_url, |_| {}).await;
        let all = a.accounts(&["hana", "ivan"]).await;
        let mut games = Vec::new();
        for _ in 0..5 {
            games.push(a.game(&[&all["hana"], &all["ivan"]], "open", Some(1)).await);
        }
        let later = a.clock_now() + Duration::days(1) + Duration::minutes(1);
        a.clock.set(later);
        b.clock.set(later);
        let (ra, rb) = tokio::join!(a.tick(), b.tick());
        assert_eq!(
            ra.automatic_passes + rb.automatic_passes,
            5,
            "{db:?}: {ra:?} {rb:?}"
        );
        for game_id in &games {
            let state = a.state(game_id, None).await;
            assert_eq!(state["seq"], 1, "{db:?}: exactly one pass in {game_id}");
            let history = a.history(game_id, &all["hana"]).await;
            assert_eq!(steps_with(&history, "timeout").len(), 1);
        }
        // And again: nothing more is due.
        let (ra, rb) = tokio::join!(a.tick(), b.tick());
        assert_eq!(ra.automatic_passes + rb.automatic_passes, 0);
    }
}

#[tokio::test]
async fn a_stalled_game_is_cancelled_when_the_others_agree() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let (all, game_id) = w
            .accounts_in_game(&["joan", "kai", "lou"], "original", None)
            .await;
        w.random_move(&game_id, &all).await;
        let silent = w.to_move(&game_id).await;
        let others: Vec<String> = all.keys().filter(|n| **n != silent).cloned().collect();
        let vote = |name: String| {
            let (w, game_id, token) = (&w, &game_id, all[&name].clone());
            async move { w.vote(game_id, &token, json!({"kind": "cancel"})).await }
        };

        // Not stalled yet: no vote.
        w.advance(Duration::days(59));
        let res = vote(others[0].clone()).await;
        assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.body);
        assert!(res.body.contains("60 days without a move"));
        assert!(!panel(&w, &game_id).await.contains("stalled"));

        w.advance(Duration::days(2));
        let html = panel(&w, &game_id).await;
        assert!(html.contains("this game has stalled"), "{html}");
        assert!(html.contains("Votes so far: 0 of 2"));
        let res = vote(others[0].clone()).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.body);
        assert_eq!(res.json()["decided"], false);
        let res = vote(others[1].clone()).await;
        assert_eq!(
            res.json()["decided"],
            true,
            "{db:?}: the silent player need not agree"
        );

        let state = w.state(&game_id, None).await;
        assert_eq!(state["status"], "cancelled");
        assert!(state["to_move"].is_null());
        let res = w
            .app
            .api_post(
                &format!("/api/v1/games/{game_id}/moves"),
                Some(&all[&silent]),
                Some(json!({"seq": state["seq"], "move": "pass"})),
            )
            .await;
        assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.body);
        assert!(res.body.contains("cancelled"));
        assert!(panel(&w, &game_id)
            .await
            .contains("This game was cancelled"));
        let lobby = w.page(&silent, "/").await;
        let finished = &lobby.body[lobby.body.find("id=\"finished\"").unwrap()..];
        assert!(
            finished.contains(&game_id) && finished.contains("cancelled"),
            "{db:?}"
        );
        assert_eq!(w.tick().await.automatic_passes, 0);
    }
}

#[tokio::test]
async fn unjoined_invitations_expire_after_thirty_days() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let token = w.account("mia").await;
        let invitation = json!({"board": "siam", "players": 3, "deadline_days": 2});
        let invitation = w.app.api_invite(&token, invitation).await;
        let code = invitation["code"].as_str().unwrap().to_string();
        let bad = w
            .app
            .api_post(
                "/api/v1/invitations",
                Some(&token),
                Some(json!({"board": "siam", "players": 3, "deadline_days": 4})),
            )
            .await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST);
        let browser = w.browser("mia").await;
        let page = browser.get(&format!("/invite/{code}")).await;
        assert!(page.body.contains("2 days per move"));
        // The lobby's form offers the deadlines too.
        let lobby = browser.get("/").await;
        assert!(lobby
            .body
            .contains("<option value=\"14\">14 days per move</option>"));
        let res = browser
            .post_form(
                "/invitations",
                &[
                    ("csrf", &Browser::csrf_of(&lobby)),
                    ("board", "siam"),
                    ("players", "2"),
                    ("hands", "original"),
                    ("deadline_days", "7"),
                    ("note", ""),
                ],
            )
            .await;
        let page = browser.follow_see_other(&res).await;
        assert!(page.body.contains("7 days per move"), "{db:?}");

        w.advance(Duration::days(29));
        assert_eq!(w.tick().await.expired_invitations, 0);
        w.advance(Duration::days(2));
        assert_eq!(w.tick().await.expired_invitations, 2, "{db:?}");
        let inv = w.app.api_invitation(&code).await;
        assert_eq!(inv["status"], "expired", "{db:?}: nobody cancelled it");
        // The invitation says so, and the host's lobby tells her, for two weeks.
        let page = browser.get(&format!("/invite/{code}")).await.body;
        assert!(
            page.contains("This invitation expired: its seats were not all taken within 30 days."),
            "{db:?}"
        );
        let lobby = browser.get("/").await.body;
        let expired = &lobby[lobby.find("id=\"expired-invitations\"").expect("listed")..];
        assert!(expired.contains(&format!("/invite/{code}")), "{db:?}");
        assert!(expired.contains("1 of 3 seats taken"), "{db:?}");
        // Joining says why not.
        let ben = w.account("ben").await;
        let res = w.app.api_invitation_action(&code, "join", &ben).await;
        assert_eq!(res.status, StatusCode::CONFLICT);
        res.assert_contains("has expired");
        w.advance(Duration::days(15));
        let lobby = browser.get("/").await.body;
        assert!(
            !lobby.contains("id=\"expired-invitations\""),
            "{db:?}: after two weeks"
        );
    }
}
