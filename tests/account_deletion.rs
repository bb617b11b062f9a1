//! Deleting an account, on SQLite and Postgres with a clock the tests move: the password and
//! a ticked box are asked first; then open invitations are cancelled, running games go on
//! with the seat moving automatically, finished games show "Deleted player", the person's
//! settings, sessions, tokens, feed and mail are gone, and the username is free again
//! after 30 days — while nothing of the others' games is lost.

mod support;

use axum::http::{Method, StatusCode};
use maipenrai::http::testing::{html_unescape, str_array, Browser, PASSWORD};
use serde_json::{json, Value};
use support::databases;
use support::notify::World;
use time::Duration;

const LEFT_TEXT: &str = "passed automatically: the player deleted their account";

async fn delete(b: &Browser, password: &str, understood: bool) -> String {
    let csrf = b.session_csrf().await;
    let mut fields = vec![("csrf", csrf.as_str()), ("password", password)];
    if understood {
        fields.push(("understood", "yes"));
    }
    let res = b.post_form("/settings/delete-account", &fields).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let to = res.location().unwrap();
    let page = b.follow(&res).await;
    format!("{to}\n{}", html_unescape(&page.body))
}

async fn api(w: &World, method: Method, path: &str, token: &str, body: Option<Value>) -> Value {
    let res = w.app.api(method, path, Some(token), body).await;
    assert!(
        res.status.is_success(),
        "{path}: {} {}",
        res.status,
        res.body
    );
    res.json()
}

/// A new King of Siam invitation for `players` by `token`: its code.
async fn invite(w: &World, token: &str, players: usize) -> String {
    let body = json!({"game": "king-of-siam", "players": players});
    let invitation = api(w, Method::POST, "/api/v1/invitations", token, Some(body)).await;
    invitation["code"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn a_deleted_account_leaves_the_others_games_whole() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let all = w.accounts(&["ana", "ben", "cleo"]).await;
        // A finished game of ana and ben, and a running one in which ana is to move.
        let finished = w.game(&[&all["ana"], &all["ben"]], "open", None).await;
        w.app.api_play_to_end(&finished, &all).await;
        let running = loop {
            let id = w.game(&[&all["ana"], &all["ben"]], "original", None).await;
            if w.to_move(&id).await == "ana" {
                break id;
            }
        };
        let seq_before = w.state(&running, None).await["seq"].as_i64().unwrap();
        // ana's own open invitation, and her seat in cleo's.
        let own = invite(&w, &all["ana"], 3).await;
        let cleos = invite(&w, &all["cleo"], 4).await;
        let joined = format!("/api/v1/invitations/{cleos}/join");
        api(&w, Method::POST, &joined, &all["ana"], None).await;
        // Her settings: a verified address and a feed.
        let ana = w.user("ana").await;
        w.verified_email("ana", "ana@example.org").await;
        let now = w.clock_now();
        w.store()
            .set_feed_token(ana.user_id, "ana-feed-token", now)
            .await
            .unwrap();
        let browser = w.browser("ana").await;
        let settings = browser.get("/settings").await;
        assert!(
            settings
                .body
                .contains("action=\"/settings/delete-account\""),
            "{db:?}"
        );

        // A wrong password or an unticked box deletes nothing.
        let said = delete(&browser, "not my password", true).await;
        assert!(said.starts_with("/settings?at=delete#delete"), "{said}");
        assert!(
            said.contains("Your current password is not right"),
            "{said}"
        );
        let said = delete(&browser, PASSWORD, false).await;
        assert!(said.contains("Tick the box"), "{said}");
        assert!(w
            .app
            .state
            .store
            .credentials("ana")
            .await
            .unwrap()
            .is_some());

        let said = delete(&browser, PASSWORD, true).await;
        assert!(said.starts_with("/\n"), "{db:?}: {said}");
        assert!(said.contains("Your account is deleted."), "{said}");
        assert!(!said.contains("Log out"), "{db:?}: still logged in: {said}");

        // She can no longer log in or use her token; her feed and address are gone.
        let res = w.app.browser().log_in("ana", PASSWORD).await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED, "{db:?}");
        let path = format!("/api/v1/games/{running}");
        let res = w.app.api_get(&path, Some(&all["ana"])).await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED, "{db:?}: {}", res.body);
        let store = w.store();
        assert!(store
            .user_by_feed_token("ana-feed-token")
            .await
            .unwrap()
            .is_none());
        let settings = store.notify_settings(ana.user_id).await.unwrap();
        assert_eq!(settings.email, None, "{db:?}");
        assert!(store
            .users_with_email("ana@example.org")
            .await
            .unwrap()
            .is_empty());

        // Her invitation is cancelled; cleo's goes on without her.
        assert_eq!(w.app.api_invitation(&own).await["status"], "cancelled");
        let theirs = w.app.api_invitation(&cleos).await;
        assert_eq!(theirs["status"], "open", "{db:?}");
        assert_eq!(theirs["seats"].as_array().unwrap().len(), 1, "{theirs}");

        // The finished game keeps its whole log, with her seat as "Deleted player" on its page.
        let game = w.state(&finished, Some(&all["ben"])).await;
        assert_eq!(game["status"], "finished");
        let names = str_array(&game["players"]);
        assert!(names.contains(&"deleted player"), "{db:?}: {names:?}");
        assert!(!names.contains(&"ana"), "{names:?}");
        let page = w.page("ben", &format!("/games/{finished}")).await;
        assert!(page.body.contains("Deleted player"), "{db:?}");

        // The running game: it was her turn, so her seat moved at once, for the reason.
        let state = w.state(&running, Some(&all["ben"])).await;
        assert_eq!(state["seq"].as_i64().unwrap(), seq_before + 1, "{db:?}");
        let history = api(
            &w,
            Method::GET,
            &format!("/api/v1/games/{running}/history"),
            &all["ben"],
            None,
        )
        .await;
        let last = history["steps"].as_array().unwrap().last().unwrap().clone();
        assert_eq!(last["reason"], "left", "{db:?}: {last}");
        assert_eq!(last["reason_text"], LEFT_TEXT, "{last}");
        assert_eq!(last["player"], "deleted player");
        // The clock and the page say the seat left, not that it was voted out.
        let clock = api(
            &w,
            Method::GET,
            &format!("/api/v1/games/{running}/clock"),
            &all["ben"],
            None,
        )
        .await;
        assert_eq!(clock["left"], json!(["deleted player"]), "{db:?}: {clock}");
        assert_eq!(clock["removed"], json!([]), "{clock}");
        let page = w.page("ben", &format!("/games/{running}")).await;
        assert!(
            page.body.contains(
                "Deleted their account: Deleted player. Their seat passes automatically."
            ),
            "{db:?}"
        );
        assert!(!page.body.contains("by vote"), "{db:?}");
        // From now on the worker moves for her seat, whenever it is its turn, until the
        // game ends.
        for _ in 0..400 {
            let Some(to_move) = w.to_move_while_active(&running).await else {
                break;
            };
            if to_move == "ben" {
                w.random_move(&running, &all).await;
            } else {
                assert_eq!(to_move, "deleted player");
                assert!(w.tick().await.automatic_passes >= 1, "{db:?}");
            }
        }
        assert_eq!(
            w.state(&running, None).await["status"],
            "finished",
            "{db:?}"
        );

        // The name stays taken for 30 days, then anybody may take it.
        let res = w.app.browser().sign_up("ana", PASSWORD).await;
        assert_eq!(res.status, StatusCode::CONFLICT, "{db:?}: {}", res.body);
        w.advance(Duration::days(30) + Duration::minutes(1));
        let res = w.app.browser().sign_up("Ana", PASSWORD).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}: {}", res.body);
        // The new Ana is somebody else: none of the old games are hers.
        let new = w.user("Ana").await;
        assert_ne!(new.user_id, ana.user_id);
        let games = w.app.state.store.games_for_user(new.user_id).await.unwrap();
        assert!(games.is_empty(), "{db:?}: {games:?}");
    }
}
