//! Webhooks, on SQLite and Postgres: a local receiver (a tokio listener on 127.0.0.1, with
//! the test-only loopback override) gets "your turn" as Discord/Slack-style JSON; private,
//! loopback, link-local, unique-local and unspecified targets are refused without the
//! override, when saved and again when sent; redirects are not followed.

mod support;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect};
use axum::routing::post;
use axum::{Json, Router};
use maipenrai::http::testing::Browser;
use maipenrai::store::notify::{Channel, NewOutbox, OutboxItem, OutboxStatus};
use serde_json::Value;
use std::sync::{Arc, Mutex};
use support::notify::World;
use support::{databases, Db};
use time::Duration;

/// A webhook receiver on 127.0.0.1 recording every call.
struct Receiver {
    port: u16,
    hits: Arc<Mutex<Vec<(String, Value)>>>,
}

impl Receiver {
    async fn start() -> Receiver {
        let hits: Arc<Mutex<Vec<(String, Value)>>> = Arc::default();
        let record = |path: &'static str, hits: Arc<Mutex<Vec<(String, Value)>>>| {
            move |Json(body): Json<Value>| async move {
                hits.lock().unwrap().push((path.to_string(), body));
                StatusCode::NO_CONTENT
            }
        };
        let app = Router::new()
            .route("/hook", post(record("/hook", hits.clone())))
            .route("/elsewhere", post(record("/elsewhere", hits.clone())))
            .route(
                "/redirect",
                post(|| async { Redirect::temporary("/elsewhere").into_response() }),
            )
            .route(
                "/broken",
                post(|| async { StatusCode::INTERNAL_SERVER_ERROR }),
            );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        tokio::spawn(async move { axum::serve(listener, app).await });
        Receiver { port, hits }
    }

    fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }

    fn hits(&self) -> Vec<(String, Value)> {
        self.hits.lock().unwrap().clone()
    }
}

async fn save_webhook(browser: &Browser, url: &str) -> String {
    let page = browser.get("/settings").await;
    let csrf = Browser::csrf_of(&page);
    let res = browser
        .post_form(
            "/settings/notifications",
            &[
                ("csrf", &csrf),
                ("mode", "every_turn"),
                ("webhook_url", url),
            ],
        )
        .await;
    browser.follow_see_other(&res).await.body
}

/// Queues `rows` and lets the worker send them: none may reach the receiver, every one
/// fails (`why` says what went wrong if one gets through); the user's outbox afterwards.
async fn sent_nowhere(
    w: &World,
    receiver: &Receiver,
    user_id: uuid::Uuid,
    rows: &[NewOutbox],
    why: &str,
) -> Vec<OutboxItem> {
    for row in rows {
        w.store().enqueue(row, w.clock_now()).await.unwrap();
    }
    let report = w.tick().await;
    assert_eq!((report.sent, report.failed), (0, rows.len()), "{why}");
    assert!(receiver.hits().is_empty(), "{why}");
    w.store().outbox_for_user(user_id, 5).await.unwrap()
}

fn webhook_row(user_id: uuid::Uuid, url: &str, key: &str) -> NewOutbox {
    NewOutbox {
        idem_key: key.to_string(),
        user_id,
        game_id: None,
        channel: Channel::Webhook,
        kind: "turn".into(),
        recipient: url.to_string(),
        subject: "test".into(),
        body: r#"{"content":"hello","text":"hello"}"#.into(),
    }
}

#[tokio::test]
async fn a_webhook_hears_your_turn_as_discord_and_slack_json() {
    for db in databases() {
        let receiver = Receiver::start().await;
        let w = World::new(db, |c| c.webhook_allow_loopback = true).await;
        // A name with markdown in it, and a chat written to act on the receiving chat.
        let all = w.accounts(&["__wanda__", "xaver"]).await;
        let browser = w.browser("xaver").await;
        let page = save_webhook(&browser, &receiver.url("/hook")).await;
        assert!(page.contains("Saved."), "{db:?}: {page}");
        assert!(page.contains(&receiver.url("/hook")));

        let game_id = w
            .game(&[&all["__wanda__"], &all["xaver"]], "open", None)
            .await;
        // The chat below is written after the game's start by the test's clock too.
        w.advance(Duration::minutes(10));
        w.tick().await;
        let before = receiver.hits().len();
        if w.to_move(&game_id).await == "xaver" {
            w.random_move(&game_id, &all).await;
        }
        // After xaver's last move by the test's clock.
        w.advance(Duration::seconds(1));
        let chat = "@everyone <!channel> <https://evil.example|your bank> **now** & `x`";
        let res = w
            .app
            .api_post(
                &format!("/api/v1/games/{game_id}/chat"),
                Some(&all["__wanda__"]),
                Some(serde_json::json!({ "text": chat })),
            )
            .await;
        assert!(res.status.is_success(), "{db:?}: {}", res.body);
        while w.to_move(&game_id).await != "xaver" {
            w.random_move(&game_id, &all).await;
        }
        w.advance(Duration::seconds(1));
        let report = w.tick().await;
        assert_eq!(report.sent, 1, "{db:?}: {report:?}");
        let hits = receiver.hits();
        assert_eq!(hits.len(), before + 1, "{db:?}");
        let (path, body) = hits.last().unwrap();
        assert_eq!(path, "/hook");
        let content = body["content"].as_str().unwrap();
        let text = body["text"].as_str().unwrap();
        // Discord reads content, Slack text: the same sentence, quoted for each.
        for sentence in [content, text] {
            assert!(
                sentence.starts_with("xaver: it is your turn in King of Siam"),
                "{sentence}"
            );
            assert!(sentence.contains(&format!("http://localhost:8080/games/{game_id}")));
        }
        // Discord: nobody is pinged, markdown and mentions are escaped.
        assert_eq!(body["allowed_mentions"], serde_json::json!({"parse": []}));
        assert!(
            content.contains(
                r"\_\_wanda\_\_ wrote\: \@everyone \<!channel\> \<https\://evil.example\|your bank\> \*\*now\*\* & \`x\`"
            ),
            "{content}"
        );
        // Slack: no markdown, and its control characters as entities.
        assert_eq!(body["mrkdwn"], false);
        assert!(
            text.contains(
                "__wanda__ wrote: @everyone &lt;!channel&gt; &lt;https://evil.example|your bank&gt; **now** &amp; `x`"
            ),
            "{text}"
        );
        for raw in ["<!channel>", "<https://evil"] {
            assert!(!content.contains(raw) && !text.contains(raw), "{raw}");
        }
        assert_eq!(body["kind"], "your_turn");
        assert_eq!(body["game_id"], game_id.as_str());
        // Sent once.
        assert_eq!(w.tick().await.sent, 0);
        assert_eq!(receiver.hits().len(), before + 1);
    }
}

#[tokio::test]
async fn webhooks_to_private_addresses_are_refused() {
    for db in databases() {
        let receiver = Receiver::start().await;
        let w = World::new(db, |_| {}).await;
        w.account("yara").await;
        let browser = w.browser("yara").await;
        let port = receiver.port;
        for url in [
            format!("http://127.0.0.1:{port}/hook"),
            "http://10.1.2.3/hook".to_string(),
            "http://169.254.169.254/latest/meta-data/".to_string(),
            format!("http://[::1]:{port}/hook"),
            "http://[fd00::1]/hook".to_string(),
            "http://0.0.0.0/hook".to_string(),
            format!("http://localhost:{port}/hook"),
            "http://[::ffff:0:7f00:1]/hook".to_string(),
        ] {
            let page = save_webhook(&browser, &url).await;
            assert!(
                page.contains("this address cannot receive webhooks: use a public http(s) address"),
                "{db:?}: {url} was not refused: {page}"
            );
            // Nothing of what the host resolves to is told.
            for detail in ["has the address", "the server itself", "private network"] {
                assert!(!page.contains(detail), "{db:?}: {url}: {detail} in {page}");
            }
        }
        // Other ports than the web's would let the page probe third parties' services.
        let page = save_webhook(&browser, "http://93.184.216.34:22/hook").await;
        assert!(
            page.contains("webhooks may only use port 80, 443, 8080 or 8443, not 22"),
            "{db:?}: {page}"
        );
        let page = save_webhook(&browser, "ftp://example.org/hook").await;
        assert!(page.contains("only http:// and https:// URLs are allowed"));
        let user = w.user("yara").await;
        let settings = w.store().notify_settings(user.user_id).await.unwrap();
        assert_eq!(settings.webhook_url, None, "{db:?}: nothing was saved");

        // A URL that got into the outbox anyway is checked again when sent.
        let row = webhook_row(user.user_id, &receiver.url("/hook"), "ssrf");
        let why = format!("{db:?}: the receiver was called");
        let rows = sent_nowhere(&w, &receiver, user.user_id, &[row], &why).await;
        assert_eq!(rows[0].status, OutboxStatus::Failed, "refused for good");
        assert!(rows[0]
            .last_error
            .as_deref()
            .unwrap()
            .contains("this address cannot receive webhooks"));
    }
}

#[tokio::test]
async fn webhook_redirects_are_not_followed_and_server_errors_are_retried() {
    for db in databases() {
        let receiver = Receiver::start().await;
        let w = World::new(db, |c| c.webhook_allow_loopback = true).await;
        w.account("zeno").await;
        let user = w.user("zeno").await;
        let rows = [("redirect", "/redirect"), ("broken", "/broken")]
            .map(|(key, path)| webhook_row(user.user_id, &receiver.url(path), key));
        let why = format!("{db:?}: the redirect was followed");
        let rows = sent_nowhere(&w, &receiver, user.user_id, &rows, &why).await;
        let status = |key: &str| rows.iter().find(|r| r.idem_key == key).unwrap().status;
        assert_eq!(status("redirect"), OutboxStatus::Failed);
        assert_eq!(status("broken"), OutboxStatus::Pending, "a 500 is retried");
        w.advance(Duration::minutes(2));
        assert_eq!(
            w.tick().await.failed,
            1,
            "{db:?}: retried after the backoff"
        );
    }
}

/// The webhook on, a feed, and a notification waiting for the webhook: what an intruder
/// who knew `name`'s password could have set up. Returns the feed's id.
async fn set_up_webhook_and_feed(w: &World, receiver: &Receiver, name: &str) -> String {
    let browser = w.browser(name).await;
    let page = save_webhook(&browser, &receiver.url("/hook")).await;
    assert!(page.contains("Saved."), "{page}");
    let res = browser.post_session_form("/settings/feed", &[]).await;
    assert_eq!(res.status, axum::http::StatusCode::SEE_OTHER);
    let user = w.user(name).await;
    let row = webhook_row(
        user.user_id,
        &receiver.url("/hook"),
        &format!("{name}-waiting"),
    );
    w.store().enqueue(&row, w.clock_now()).await.unwrap();
    let settings = w.store().notify_settings(user.user_id).await.unwrap();
    settings.feed_token.expect("a feed")
}

/// After `name`'s password changed: the webhook is off and hears nothing more, the old
/// feed address is gone and a new one works, and the settings page (in `browser`, logged
/// in as `name`) says so.
async fn check_secured(
    w: &World,
    receiver: &Receiver,
    (name, browser): (&str, &Browser),
    old_feed: &str,
    db: Db,
) {
    let user = w.user(name).await;
    let settings = w.store().notify_settings(user.user_id).await.unwrap();
    assert_eq!(
        settings.webhook_url, None,
        "{db:?}: {name}'s webhook is off"
    );
    let new_feed = settings.feed_token.expect("the feed stays");
    assert_ne!(new_feed, old_feed, "{db:?}: the feed has a new address");
    let old = w.app.browser().get(&format!("/feeds/{old_feed}")).await;
    assert_eq!(old.status, axum::http::StatusCode::NOT_FOUND, "{db:?}");
    let new = w.app.browser().get(&format!("/feeds/{new_feed}")).await;
    assert_eq!(new.status, axum::http::StatusCode::OK, "{db:?}");
    assert_eq!(
        w.tick().await.sent,
        0,
        "{db:?}: the waiting notification is withdrawn"
    );
    assert!(receiver.hits().is_empty(), "{db:?}");

    let page = browser.get("/settings").await.body;
    let page = maipenrai::http::testing::html_unescape(&page);
    assert!(
        page.contains("Your webhook was turned off because your password changed")
            && page.contains(&receiver.url("/hook"))
            && page.contains("enter it below and save to turn the webhook on again"),
        "{db:?}: {page}"
    );
    assert!(
        page.contains("Your feed has a new address since your password changed"),
        "{db:?}: {page}"
    );
    // Saving the address again turns it on; the notice goes.
    let page = save_webhook(browser, &receiver.url("/hook")).await;
    assert!(!page.contains("Your webhook was turned off"), "{db:?}");
    let settings = w.store().notify_settings(user.user_id).await.unwrap();
    assert_eq!(settings.webhook_url, Some(receiver.url("/hook")), "{db:?}");
}

#[tokio::test]
async fn a_password_change_or_reset_turns_the_webhook_off_and_renews_the_feed() {
    use maipenrai::http::testing::PASSWORD;
    for db in databases() {
        let receiver = Receiver::start().await;
        let w = World::new(db, |c| c.webhook_allow_loopback = true).await;
        w.accounts(&["wanda", "xaver"]).await;

        // A change on the settings page.
        let feed = set_up_webhook_and_feed(&w, &receiver, "wanda").await;
        let browser = w.browser("wanda").await;
        let res = browser
            .post_session_form(
                "/settings/password",
                &[
                    ("current", PASSWORD),
                    ("new", "a brand new secret"),
                    ("repeat", "a brand new secret"),
                ],
            )
            .await;
        let page = browser.follow_see_other(&res).await;
        assert!(page.body.contains("Your password is changed"), "{db:?}");
        check_secured(&w, &receiver, ("wanda", &browser), &feed, db).await;

        // A reset by a mailed link (its row made here: no mail server needed).
        let feed = set_up_webhook_and_feed(&w, &receiver, "xaver").await;
        let user = w.user("xaver").await;
        let token = "a-reset-token-as-mailed";
        let expires = w.clock_now() + Duration::hours(2);
        w.store()
            .create_password_reset(
                user.user_id,
                &maipenrai::service::token_hash(token),
                expires,
                w.clock_now(),
            )
            .await
            .unwrap();
        let visitor = w.app.browser();
        let page = visitor.get(&format!("/password/reset?token={token}")).await;
        let res = visitor
            .post_form(
                "/password/reset",
                &[
                    ("csrf", &Browser::csrf_of(&page)),
                    ("token", token),
                    ("password", "another new secret"),
                    ("password_again", "another new secret"),
                ],
            )
            .await;
        assert_eq!(
            res.status,
            axum::http::StatusCode::SEE_OTHER,
            "{db:?}: {}",
            res.body
        );
        let browser = w.app.browser();
        let res = browser.log_in("xaver", "another new secret").await;
        assert_eq!(res.status, axum::http::StatusCode::SEE_OTHER, "{db:?}");
        check_secured(&w, &receiver, ("xaver", &browser), &feed, db).await;
    }
}
