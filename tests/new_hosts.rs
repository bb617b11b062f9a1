//! Throw-away accounts and invitations by name (issue #39, item 5), on SQLite and Postgres:
//! an account younger than a day, or without a game that is over, reaches the people it
//! names in their lobby only — no mail, no push — unless they have played together.

mod support;

use axum::http::StatusCode;
use maipenrai::http::testing::{html_unescape, tokens};
use serde_json::json;
use support::databases;
use support::notify::World;
use time::Duration;

/// `host` invites ben by name to a two-player game.
async fn invite_ben(w: &World, host: &str) {
    let body = json!({"game": "king-of-siam", "players": 2, "invite": ["ben"]});
    let res = w
        .app
        .api_post("/api/v1/invitations", Some(host), Some(body))
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.body);
}

/// The invitations (mail or push) waiting in ben's outbox.
async fn told(w: &World) -> usize {
    let ben = w.user("ben").await.user_id;
    let rows = w.store().outbox_for_user(ben, 100).await.unwrap();
    rows.iter().filter(|m| m.kind == "invited").count()
}

#[tokio::test]
async fn new_accounts_invite_by_name_into_the_lobby_only() {
    for db in databases() {
        let w = World::new(db, |c| {
            c.smtp_url = Some("smtp://127.0.0.1:9".into());
            c.mail_from = Some("Mai Pen Rai <games@example.org>".into());
        })
        .await;
        let ben = w.account("ben").await;
        w.verified_email("ben", "ben@example.org").await;

        // A score of fresh accounts each name ben: all in his lobby, none mailed.
        for i in 0..20 {
            let host = w.account(&format!("fresh{i}")).await;
            invite_ben(&w, &host).await;
        }
        assert_eq!(told(&w).await, 0, "{db:?}: a new account mailed");
        let lobby = html_unescape(&w.page("ben", "/").await.body);
        assert_eq!(lobby.matches("invites you:").count(), 20, "{db:?}");

        // An account with a game that is over but a few minutes old: not mailed.
        let (old, pal, quick, idle) = (
            w.account("old").await,
            w.account("pal").await,
            w.account("quick").await,
            w.account("idle").await,
        );
        for (name, token) in [("old", &old), ("quick", &quick)] {
            let game = w.game(&[token, &pal], "original", None).await;
            let seats = tokens(&[(name, token), ("pal", &pal)]);
            w.app.api_play_to_end(&game, &seats).await;
        }
        invite_ben(&w, &quick).await;
        assert_eq!(told(&w).await, 0, "{db:?}: a new account mailed");

        // A day later, an account with a game that is over is mailed; one without is not.
        w.advance(Duration::hours(25));
        invite_ben(&w, &idle).await;
        assert_eq!(told(&w).await, 0, "{db:?}: no game over yet");
        invite_ben(&w, &old).await;
        assert_eq!(told(&w).await, 1, "{db:?}: an established account");

        // An account without a game over that played with ben before: mailed.
        let friend = w.account("friend").await;
        w.game(&[&friend, &ben], "original", None).await;
        invite_ben(&w, &friend).await;
        assert_eq!(told(&w).await, 2, "{db:?}: they played together");
    }
}
