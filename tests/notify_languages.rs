//! Notifications come in their recipient's language, whoever caused them, on SQLite and
//! Postgres: bob reads the site in French, alice never chose (English). alice's move,
//! made through the English API, mails bob in French — the game's title and narration
//! included — while bob's move mails alice in English; bob's webhook texts are French
//! (their JSON keys and codes unchanged); each private feed comes in its owner's language,
//! whatever language the feed reader asks for.

mod support;

use axum::body::Body;
use axum::http::{header, Method, Request, StatusCode};
use maipenrai::game::text::in_language;
use maipenrai::http::testing::TestResponse;
use maipenrai::store::notify::{Channel, EmailMode};
use serde_json::Value;
use support::databases;
use support::notify::{mail_world, SmtpSink, World};
use time::Duration;

const BASE_URL: &str = "http://localhost:8080";
/// French puts a no-break space before a colon.
const NBSP: char = '\u{a0}';

fn address(name: &str) -> String {
    format!("{name}@example.org")
}

/// The newest mail to `name`: its subject and its body (lines ending in `\n`).
fn newest_mail(sink: &SmtpSink, name: &str) -> (String, String) {
    let mail = sink.mails_to(&address(name)).pop().expect("a mail");
    (mail.subject, mail.body.replace("\r\n", "\n"))
}

/// `GET path` with `Accept-Language: language`, as `token` (a bearer token) or nobody.
async fn asked(w: &World, path: &str, token: Option<&str>, language: &str) -> TestResponse {
    let mut request = Request::builder()
        .method(Method::GET)
        .uri(path)
        .header(header::ACCEPT_LANGUAGE, language);
    if let Some(token) = token {
        request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
    }
    w.app.send(request.body(Body::empty()).unwrap()).await
}

/// The first sentence of the newest step of the game's history, as `token` reads it in
/// `language`.
async fn newest_narration(w: &World, game_id: &str, token: &str, language: &str) -> String {
    let path = format!("/api/v1/games/{game_id}/history");
    let res = asked(w, &path, Some(token), language).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    let history: Value = res.json();
    let step = history["steps"].as_array().unwrap().last().unwrap().clone();
    step["narration"][0]
        .as_str()
        .expect("a narration")
        .to_string()
}

#[tokio::test]
async fn each_recipient_reads_notifications_in_their_own_language() {
    for db in databases() {
        let (sink, w) = mail_world(db).await;
        let all = w.accounts(&["alice", "bob"]).await;
        for name in ["alice", "bob"] {
            w.verified_email(name, &address(name)).await;
        }
        let alice = w.user("alice").await;
        let bob = w.user("bob").await;
        let now = w.clock_now();
        w.store()
            .set_language(bob.user_id, "fr", now)
            .await
            .unwrap();
        // bob hears by webhook too: a loopback address the worker refuses to call, so its
        // rows stay in the outbox to be read.
        let hook = "http://127.0.0.1:9/hook";
        (w.store())
            .set_preferences(bob.user_id, EmailMode::EveryTurn, Some(hook), now)
            .await
            .unwrap();
        let game_id = w.game(&[&all["alice"], &all["bob"]], "open", None).await;

        // The start: each in their own language, even from a worker running inside
        // another language.
        w.advance(Duration::minutes(10));
        in_language("nl", w.tick()).await;
        let (subject, body) = newest_mail(&sink, "alice");
        assert!(
            subject.starts_with("Your game has started: King of Siam"),
            "{db:?}: {}",
            subject
        );
        assert!(
            body.starts_with("Hello alice,\n\nyour invitation is full and the game has started"),
            "{db:?}: {}",
            body
        );
        let (subject, body) = newest_mail(&sink, "bob");
        assert!(
            subject.starts_with(&format!("Votre partie a commencé{NBSP}: King of Siam")),
            "{db:?}: {}",
            subject
        );
        assert!(
            body.starts_with(
                "Bonjour bob,\n\nVotre invitation est complète et la partie a commencé"
            ),
            "{db:?}: {}",
            body
        );
        assert!(body.contains(&format!(
            "Aller à la partie{NBSP}: {BASE_URL}/games/{game_id}"
        )));
        assert!(
            !body.contains("Hello") && !body.contains("Go to the game"),
            "{db:?}: {}",
            body
        );

        // Each moves in turn through the API (English: no Accept-Language); the other
        // hears of it in their own language, the move's narration included.
        for _ in 0..2 {
            w.advance(Duration::minutes(10));
            let mover = w.to_move(&game_id).await;
            let reader = if mover == "alice" { "bob" } else { "alice" };
            w.random_move(&game_id, &all).await;
            w.tick().await;
            let (subject, body) = newest_mail(&sink, reader);
            if reader == "bob" {
                let narration = newest_narration(&w, &game_id, &all["bob"], "fr").await;
                assert!(
                    subject.starts_with(&format!("À vous de jouer{NBSP}: King of Siam")),
                    "{db:?}: {}",
                    subject
                );
                assert!(
                    body.starts_with("Bonjour bob,\n\nC’est à vous de jouer dans King of Siam"),
                    "{db:?}: {}",
                    body
                );
                for said in [
                    format!("Depuis votre dernier coup{NBSP}:"),
                    narration,
                    format!("Jouer maintenant{NBSP}: {BASE_URL}/games/{game_id}"),
                    "Vous recevez cet e-mail parce que".to_string(),
                ] {
                    assert!(body.contains(&said), "{db:?}: {said:?} in {}", body);
                }
                let english = newest_narration(&w, &game_id, &all["bob"], "en").await;
                assert!(!body.contains(&english), "{db:?}: {}", body);
                assert!(!body.contains("Since your last move"));
            } else {
                let narration = newest_narration(&w, &game_id, &all["alice"], "en").await;
                assert!(
                    subject.starts_with("Your turn: King of Siam"),
                    "{db:?}: {}",
                    subject
                );
                assert!(
                    body.starts_with("Hello alice,\n\nit is your turn in King of Siam"),
                    "{db:?}: {}",
                    body
                );
                for said in [
                    "Since your last move:".to_string(),
                    narration,
                    format!("Play now: {BASE_URL}/games/{game_id}"),
                ] {
                    assert!(body.contains(&said), "{db:?}: {said:?} in {}", body);
                }
            }
        }

        // bob's webhook rows: French sentences, the same keys and codes.
        let rows = w.store().outbox_for_user(bob.user_id, 20).await.unwrap();
        let hooks: Vec<Value> = rows
            .iter()
            .filter(|r| r.channel == Channel::Webhook)
            .map(|r| serde_json::from_str(&r.body).unwrap())
            .collect();
        let started = hooks.iter().find(|h| h["kind"] == "started").unwrap();
        let text = started["text"].as_str().unwrap();
        assert!(
            text.starts_with(&format!(
                "bob{NBSP}: votre partie a commencé{NBSP}: King of Siam"
            )),
            "{db:?}: {text}"
        );
        let turn = hooks.iter().find(|h| h["kind"] == "your_turn").unwrap();
        let text = turn["text"].as_str().unwrap();
        assert!(
            text.starts_with(&format!(
                "bob{NBSP}: c’est à vous de jouer dans King of Siam"
            )),
            "{db:?}: {text}"
        );
        assert!(
            text.contains(&format!("— Depuis votre dernier coup{NBSP}: ")),
            "{db:?}: {text}"
        );
        assert_eq!(turn["url"], format!("{BASE_URL}/games/{game_id}"));
        assert_eq!(turn["mrkdwn"], false);

        // The feeds: a feed reader sends no cookie, and whatever it asks for, each feed
        // speaks its owner's language.
        let service = &w.app.state.service;
        let token = service.regenerate_feed(&bob).await.unwrap();
        let res = asked(&w, &format!("/feeds/{token}"), None, "en").await;
        assert_eq!(res.status, StatusCode::OK, "{db:?}: {}", res.body);
        let xml = res.body;
        assert!(xml.contains(" xml:lang=\"fr\">"), "{db:?}: {xml}");
        assert!(
            xml.contains("<title>Mai Pen Rai — parties de bob</title>"),
            "{db:?}: {xml}"
        );
        assert!(
            xml.contains(&format!("{NBSP}: coup 1 joué par ")),
            "{db:?}: {xml}"
        );
        assert!(!xml.contains(": move 1 by "), "{db:?}: {xml}");

        let token = service.regenerate_feed(&alice).await.unwrap();
        let res = asked(&w, &format!("/feeds/{token}"), None, "fr").await;
        assert_eq!(res.status, StatusCode::OK, "{db:?}: {}", res.body);
        let xml = res.body;
        assert!(xml.contains(" xml:lang=\"en\">"), "{db:?}: {xml}");
        assert!(
            xml.contains("<title>Mai Pen Rai — games of alice</title>"),
            "{db:?}: {xml}"
        );
        assert!(xml.contains(": move 1 by "), "{db:?}: {xml}");
    }
}
