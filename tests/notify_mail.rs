//! Mail notifications end to end, against a real SMTP server (aiosmtpd on loopback), on
//! SQLite and Postgres: who gets which mail, preferences, the outbox surviving crashes.

mod support;

use axum::http::StatusCode;
use maipenrai::http::testing::{html_unescape, Browser, TestResponse};
use maipenrai::notify::mail::Mailer;
use maipenrai::notify::worker::LEASE;
use maipenrai::notify::Worker;
use maipenrai::store::notify::{Channel, EmailMode, NewOutbox, NotifyBacklog, OutboxStatus};
use std::collections::BTreeMap;
use support::notify::{mail_world, with_mail, SmtpSink, World};
use support::{databases, Db};
use time::Duration;

const BASE_URL: &str = "http://localhost:8080";

/// The first line of a mail that is a link to this site.
fn link_in(body: &str) -> String {
    body.lines()
        .find(|l| l.starts_with(BASE_URL))
        .expect("a link")
        .trim()
        .to_string()
}

fn address(name: &str) -> String {
    format!("{name}@example.org")
}

/// A world that mails through a real SMTP server (the sink), where `names` have accounts
/// with verified addresses ([`address`]) and play a game with `hands`, `names[0]` inviting:
/// the sink, the world, their tokens and the game's id.
async fn mail_game(
    db: Db,
    names: &[&str],
    hands: &str,
) -> (SmtpSink, World, BTreeMap<String, String>, String) {
    let (sink, w) = mail_world(db).await;
    let all = w.accounts(names).await;
    for n in names {
        w.verified_email(n, &address(n)).await;
    }
    let seats: Vec<&str> = names.iter().map(|n| all[*n].as_str()).collect();
    let game_id = w.game(&seats, hands, None).await;
    (sink, w, all, game_id)
}

/// Sends the settings' mail address form (its CSRF token `csrf`) with `email`.
async fn set_email(browser: &Browser, csrf: &str, email: &str) -> TestResponse {
    browser
        .post_form("/settings/email", &[("csrf", csrf), ("email", email)])
        .await
}

/// Opens `path` and follows where it sends the browser: the page it lands on.
async fn land_on(browser: &Browser, path: &str) -> TestResponse {
    let res = browser.get(path).await;
    browser.follow(&res).await
}

/// `name` makes their move if it is their turn, `advance` passes, then the others play
/// until it is `name`'s turn again: the last move before is another player's.
async fn turn_comes_back_to(
    w: &World,
    game_id: &str,
    all: &BTreeMap<String, String>,
    name: &str,
    advance: Duration,
) {
    if w.to_move(game_id).await == name {
        w.random_move(game_id, all).await;
    }
    w.advance(advance);
    while w.to_move(game_id).await != name {
        w.random_move(game_id, all).await;
    }
}

#[tokio::test]
async fn a_move_mails_exactly_the_player_to_move_with_a_link_and_a_recap() {
    for db in databases() {
        let names = ["alice", "bob", "carol"];
        let (sink, w, all, game_id) = mail_game(db, &names, "original").await;

        // Everybody has been away for a while: the start is announced to all three.
        w.advance(Duration::minutes(10));
        let report = w.tick().await;
        assert_eq!(report.sent, 3, "{db:?}: {report:?}");
        let first = w.to_move(&game_id).await;
        for n in names {
            let mails = sink.mails_to(&address(n));
            assert_eq!(mails.len(), 1, "{db:?}: one start mail for {n}");
            assert!(mails[0].subject.starts_with("Your game has started"));
            assert!(mails[0]
                .body
                .contains("your invitation is full and the game has started"));
            assert!(mails[0]
                .body
                .contains(&format!("{BASE_URL}/games/{game_id}")));
            assert_eq!(
                mails[0].body.contains("It is your turn."),
                n == first,
                "{db:?}: {n}"
            );
        }

        // The first player moves; only the next player hears of it.
        w.advance(Duration::minutes(10));
        w.random_move(&game_id, &all).await;
        let next = w.to_move(&game_id).await;
        assert_ne!(next, first);
        let report = w.tick().await;
        assert_eq!(report.sent, 1, "{db:?}: {report:?}");
        assert_eq!(sink.mails().len(), 4);
        let mails = sink.mails_to(&address(&next));
        assert_eq!(mails.len(), 2, "{db:?}");
        let turn = &mails[1];
        assert_eq!(turn.envelope_to, vec![address(&next)]);
        assert!(
            turn.subject.starts_with("Your turn: King of Siam"),
            "{}",
            turn.subject
        );
        assert!(turn.body.contains(&format!("Hello {next},")));
        assert!(turn
            .body
            .contains(&format!("Play now: {BASE_URL}/games/{game_id}")));
        assert!(turn.message_id.contains("@example.org"));
        // The recap is the recipient's own view of what happened: the first move's
        // narration as their history tells it.
        let history = w.history(&game_id, &all[&next]).await;
        let narration = history["steps"][0]["narration"][0].as_str().unwrap();
        assert!(
            turn.body.contains("Since your last move:") && turn.body.contains(narration),
            "{db:?}: {}",
            turn.body
        );
        // Nobody else got anything, and another pass of the worker sends nothing.
        assert_eq!(w.tick().await.sent, 0);
        assert_eq!(sink.mails().len(), 4);
    }
}

#[tokio::test]
async fn every_turn_digest_and_none_are_respected() {
    for db in databases() {
        let (sink, w, all, game_id) = mail_game(db, &["petra", "quinn"], "open").await;
        w.advance(Duration::minutes(10));
        w.tick().await; // the start mails
        let quinn = address("quinn");
        let turn_mails = || {
            sink.mails_to(&quinn)
                .into_iter()
                .filter(|m| m.subject.starts_with("Your turn"))
                .count()
        };

        // "No mail", chosen on the settings page.
        let browser = w.browser("quinn").await;
        let page = browser.get("/settings").await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.body.contains("quinn@example.org</strong> (verified)"));
        let csrf = Browser::csrf_of(&page);
        let res = browser
            .post_form(
                "/settings/notifications",
                &[("csrf", &csrf), ("mode", "none"), ("webhook_url", "")],
            )
            .await;
        assert!(browser.follow_see_other(&res).await.body.contains("Saved."));
        turn_comes_back_to(&w, &game_id, &all, "quinn", Duration::minutes(10)).await;
        w.tick().await;
        assert_eq!(turn_mails(), 0, "{db:?}: mode none");

        // Every turn, but quinn is on the site right now: no mail.
        let q = w.user("quinn").await;
        w.store()
            .set_preferences(q.user_id, EmailMode::EveryTurn, None, w.clock_now())
            .await
            .unwrap();
        turn_comes_back_to(&w, &game_id, &all, "quinn", Duration::ZERO).await;
        w.tick().await;
        assert_eq!(turn_mails(), 0, "{db:?}: quinn was active a moment ago");

        // Away for a while: a mail.
        turn_comes_back_to(&w, &game_id, &all, "quinn", Duration::minutes(10)).await;
        w.tick().await;
        assert_eq!(turn_mails(), 1, "{db:?}: every turn");

        // Within the hour: no second mail for this game.
        turn_comes_back_to(&w, &game_id, &all, "quinn", Duration::minutes(10)).await;
        w.tick().await;
        assert_eq!(turn_mails(), 1, "{db:?}: one per game per hour");

        // An hour later: mail again.
        turn_comes_back_to(&w, &game_id, &all, "quinn", Duration::minutes(61)).await;
        w.tick().await;
        assert_eq!(turn_mails(), 2, "{db:?}: after an hour");

        // The daily digest: no turn mail, but one digest a day from 07:00 UTC.
        w.store()
            .set_preferences(q.user_id, EmailMode::Digest, None, w.clock_now())
            .await
            .unwrap();
        let tomorrow = w.clock_now().date().next_day().unwrap();
        w.clock
            .set(tomorrow.with_hms(5, 0, 0).unwrap().assume_utc());
        turn_comes_back_to(&w, &game_id, &all, "quinn", Duration::minutes(10)).await;
        assert_eq!(w.tick().await.digests, 0, "{db:?}: not before 07:00");
        assert_eq!(turn_mails(), 2, "{db:?}: digest readers get no turn mail");
        w.clock
            .set(tomorrow.with_hms(8, 0, 0).unwrap().assume_utc());
        let report = w.tick().await;
        assert_eq!(report.digests, 1, "{db:?}: {report:?}");
        let digests: Vec<_> = sink
            .mails_to(&quinn)
            .into_iter()
            .filter(|m| m.subject.contains("waiting for your move"))
            .collect();
        assert_eq!(digests.len(), 1);
        assert!(digests[0]
            .body
            .contains(&format!("{BASE_URL}/games/{game_id}")));
        assert!(digests[0].body.contains("one game is waiting"));
        w.advance(Duration::hours(3));
        assert_eq!(w.tick().await.digests, 0, "{db:?}: one digest a day");
        // Petra never chose anything but "every turn": she got turn mails all along.
        assert!(!sink.mails_to(&address("petra")).is_empty());
    }
}

#[tokio::test]
async fn a_crash_between_outbox_and_sending_loses_nothing_and_sends_nothing_twice() {
    for db in databases() {
        let (sink, w, all, game_id) = mail_game(db, &["rosa", "sven"], "open").await;
        w.advance(Duration::minutes(10));
        assert_eq!(w.tick().await.sent, 2);
        w.advance(Duration::minutes(10));
        w.random_move(&game_id, &all).await;
        let next = w.to_move(&game_id).await;
        let before = sink.mails().len();

        // A worker whose mail server is down: the notification is written to the outbox,
        // the send fails, the row waits for its retry.
        let mut down = w.app.state.config.as_ref().clone();
        down.smtp_url = Some(format!(
            "smtp://127.0.0.1:{}",
            std::net::TcpListener::bind("127.0.0.1:0")
                .unwrap()
                .local_addr()
                .unwrap()
                .port()
        ));
        let broken = Worker::new(w.app.state.service.clone())
            .unwrap()
            .with_mailer(Mailer::from_config(&down).unwrap());
        let report = broken.tick().await;
        assert_eq!((report.sent, report.failed), (0, 1), "{db:?}: {report:?}");
        let user = w.user(&next).await;
        let rows = w.store().outbox_for_user(user.user_id, 10).await.unwrap();
        let row = rows.iter().find(|r| r.kind == "turn").expect("a turn row");
        assert_eq!(row.status, OutboxStatus::Pending);
        assert_eq!(row.attempts, 1);
        assert!(row.last_error.is_some());
        assert_eq!(sink.mails().len(), before);

        // Another worker claims it and dies before sending (nothing marks the row).
        w.advance(Duration::minutes(2));
        let now = w.clock_now();
        let claimed = w
            .store()
            .claim_outbox(now, now + LEASE, "crashed-worker", 10)
            .await
            .unwrap();
        assert_eq!(claimed.len(), 1);

        // After a restart the row is still there, but leased: not sent yet.
        let restarted = w.worker();
        assert_eq!(restarted.tick().await.sent, 0, "{db:?}: the lease holds");
        assert_eq!(sink.mails().len(), before);
        // Once the lease has run out it goes out, exactly once.
        w.advance(LEASE + Duration::seconds(1));
        assert_eq!(restarted.tick().await.sent, 1, "{db:?}");
        assert_eq!(w.worker().tick().await.sent, 0);
        let turn: Vec<_> = sink
            .mails_to(&address(&next))
            .into_iter()
            .filter(|m| m.subject.starts_with("Your turn"))
            .collect();
        assert_eq!(turn.len(), 1, "{db:?}: exactly one delivery");
        assert!(turn[0].message_id.contains(&row.outbox_id.to_string()));
        // The crashed worker's late report changes nothing.
        assert!(!w
            .store()
            .outbox_sent(row.outbox_id, "crashed-worker", w.clock_now())
            .await
            .unwrap());

        // Deriving the same events again writes nothing new (cursor compare-and-set,
        // unique keys).
        let game_uuid = uuid::Uuid::parse_str(&game_id).unwrap();
        let again = maipenrai::notify::derive::derive_game(
            &w.app.state.service,
            NotifyBacklog {
                game_id: game_uuid,
                notified_seq: Some(0),
                seq: 1,
                listened: true,
            },
        )
        .await
        .unwrap();
        assert!(
            !again,
            "{db:?}: another worker already recorded these events"
        );
        let duplicate = NewOutbox {
            idem_key: row.idem_key.clone(),
            user_id: user.user_id,
            game_id: Some(game_uuid),
            channel: Channel::Email,
            kind: "turn".into(),
            recipient: address(&next),
            subject: "again".into(),
            body: "again".into(),
        };
        assert!(!w.store().enqueue(&duplicate, w.clock_now()).await.unwrap());
        assert_eq!(w.worker().tick().await.sent, 0);
        assert_eq!(sink.mails().len(), before + 1);
    }
}

#[tokio::test]
async fn two_workers_on_one_database_deliver_every_mail_once() {
    for db in databases() {
        let sink = SmtpSink::start();
        let a = World::new(db, with_mail(&sink)).await;
        let b = World::on(&a.database_url, with_mail(&sink)).await;
        a.account("tess").await;
        let tess = a.user("tess").await;
        for i in 0..30 {
            let row = NewOutbox {
                idem_key: format!("test:{i}"),
                user_id: tess.user_id,
                game_id: None,
                channel: Channel::Email,
                kind: "verify".into(),
                recipient: format!("tess{i}@example.org"),
                subject: format!("message {i}"),
                body: format!("body {i}"),
            };
            assert!(a.store().enqueue(&row, a.clock_now()).await.unwrap());
        }
        let (wa, wb) = (a.worker(), b.worker());
        let (ra, rb) = tokio::join!(wa.deliver(), wb.deliver());
        let (ra, rb) = (ra.unwrap(), rb.unwrap());
        assert_eq!(ra.0 + rb.0, 30, "{db:?}: {ra:?} {rb:?}");
        let mails = sink.mails();
        assert_eq!(mails.len(), 30, "{db:?}");
        let mut ids: Vec<_> = mails.iter().map(|m| m.message_id.clone()).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), 30, "{db:?}: no mail twice");
    }
}

#[tokio::test]
async fn an_address_is_verified_by_the_link_in_a_mail() {
    for db in databases() {
        let (sink, w) = mail_world(db).await;
        w.account("dora").await;
        let browser = w.browser("dora").await;
        let page = browser.get("/settings").await;
        assert!(page.body.contains("No verified address yet."));
        let csrf = Browser::csrf_of(&page);
        let res = set_email(&browser, &csrf, "dora@example.org").await;
        let page = browser.follow_see_other(&res).await;
        assert!(page.body.contains("We have sent a confirmation link"));
        assert!(page.body.contains("Waiting for confirmation"));
        // A bad address is explained.
        let res = set_email(&browser, &csrf, "dora").await;
        assert!(browser
            .follow(&res)
            .await
            .body
            .contains("is not a mail address"));

        // The verification mail goes out even though dora is on the site.
        assert_eq!(w.tick().await.sent, 1, "{db:?}");
        let mails = sink.mails_to("dora@example.org");
        assert_eq!(mails.len(), 1);
        let link = link_in(&mails[0].body);
        assert!(link.contains("/settings/email/verify?token="));

        let page = land_on(&browser, "/settings/email/verify?token=not-the-token").await;
        assert!(page.body.contains("unknown or has expired"));
        let res = browser.get(link.strip_prefix(BASE_URL).unwrap()).await;
        let page = browser.follow_see_other(&res).await;
        page.assert_contains("dora@example.org is confirmed");
        assert!(page.body.contains("dora@example.org</strong> (verified)"));
        // A link works once.
        let page = land_on(&browser, link.strip_prefix(BASE_URL).unwrap()).await;
        assert!(page.body.contains("unknown or has expired"));
    }
}

/// Sends the new-password form of the reset link `token` with the password typed twice.
async fn reset(
    visitor: &Browser,
    csrf: &str,
    token: &str,
    password: &str,
    again: &str,
) -> TestResponse {
    let fields = [
        ("csrf", csrf),
        ("token", token),
        ("password", password),
        ("password_again", again),
    ];
    visitor.post_form("/password/reset", &fields).await
}

/// Signs up through the form with an optional mail address.
async fn sign_up_with(visitor: &Browser, name: &str, email: &str) -> TestResponse {
    let page = visitor.get("/signup").await;
    let fields = [
        ("csrf", Browser::csrf_of(&page)),
        ("username", name.to_string()),
        ("password", maipenrai::http::testing::PASSWORD.to_string()),
        ("email", email.to_string()),
        ("next", "/".to_string()),
    ];
    let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
    visitor.post_form("/signup", &fields).await
}

#[tokio::test]
async fn sign_up_may_take_an_address_to_verify() {
    for db in databases() {
        let (sink, w) = mail_world(db).await;
        let visitor = w.app.browser();
        assert!(visitor
            .get("/signup")
            .await
            .body
            .contains(r#"name="email""#));
        // A mistyped address makes no account; the name and the address stay in the form.
        let res = sign_up_with(&visitor, "edda", "edda@").await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{db:?}: {}", res.body);
        res.assert_contains("is not a mail address");
        assert!(res.body.contains(r#"value="edda@""#), "{db:?}");
        let made = w.app.state.store.credentials("edda").await.unwrap();
        assert!(made.is_none(), "{db:?}: an account was made");

        let res = sign_up_with(&visitor, "edda", "edda@example.org").await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}: {}", res.body);
        let lobby = visitor.follow(&res).await;
        lobby.assert_contains("We have sent a link to edda@example.org");
        assert_eq!(w.tick().await.sent, 1, "{db:?}");
        let mails = sink.mails_to("edda@example.org");
        assert_eq!(mails.len(), 1, "{db:?}");
        let res = visitor
            .get(link_in(&mails[0].body).strip_prefix(BASE_URL).unwrap())
            .await;
        visitor
            .follow_see_other(&res)
            .await
            .assert_contains("edda@example.org is confirmed");
        // Without an address, nothing is sent.
        let other = w.app.browser();
        let res = sign_up_with(&other, "fritz", "").await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}: {}", res.body);
        assert_eq!(w.tick().await.sent, 0, "{db:?}");
    }
}

#[tokio::test]
async fn without_a_mail_server_mail_is_simply_off() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let all = w.accounts(&["uma", "vic"]).await;
        w.verified_email("vic", "vic@example.org").await;
        w.verified_email("uma", "uma@example.org").await;
        assert!(!w
            .app
            .browser()
            .get("/signup")
            .await
            .body
            .contains(r#"name="email""#));
        let browser = w.browser("uma").await;
        let page = browser.get("/settings").await;
        assert!(page.body.contains("This server sends no mail"));
        let csrf = Browser::csrf_of(&page);
        let res = set_email(&browser, &csrf, "uma2@example.org").await;
        assert!(browser.follow(&res).await.body.contains("sends no mail"));
        let game_id = w.game(&[&all["uma"], &all["vic"]], "open", None).await;
        w.advance(Duration::minutes(10));
        w.random_move(&game_id, &all).await;
        w.advance(Duration::minutes(10));
        let report = w.tick().await;
        assert_eq!(report.sent + report.failed, 0, "{db:?}: {report:?}");
        for n in ["uma", "vic"] {
            let user = w.user(n).await;
            let rows = w.store().outbox_for_user(user.user_id, 10).await.unwrap();
            assert!(rows.iter().all(|r| r.channel != Channel::Email), "{db:?}");
        }
    }
}

#[tokio::test]
async fn a_forgotten_password_is_replaced_through_a_link_by_mail() {
    for db in databases() {
        let (sink, w) = mail_world(db).await;
        w.account("rosa").await;
        w.verified_email("rosa", "Rosa@example.org").await;
        let elsewhere = w.browser("rosa").await;
        let visitor = w.app.browser();
        let login = visitor.get("/login").await;
        assert!(login.body.contains("href=\"/password/forgot\""));
        let ask = |login: &'static str| {
            let visitor = &visitor;
            async move {
                let page = visitor.get("/password/forgot").await;
                let csrf = Browser::csrf_of(&page);
                visitor
                    .post_form("/password/forgot", &[("csrf", &csrf), ("login", login)])
                    .await
            }
        };
        // The same answer for an unknown account and for a known one: nothing tells them
        // apart, and only the real one gets a mail.
        let unknown = ask("nobody").await;
        assert_eq!(unknown.status, StatusCode::OK);
        assert!(unknown
            .body
            .contains("If that account has a verified mail address"));
        let known = ask("rosa@EXAMPLE.org").await;
        assert_eq!(known.status, StatusCode::OK);
        assert!(known
            .body
            .contains("If that account has a verified mail address"));
        assert_eq!(w.tick().await.sent, 1, "{db:?}: one mail, to rosa");
        let mails = sink.mails_to("Rosa@example.org");
        assert_eq!(mails.len(), 1, "{db:?}");
        let link = link_in(&mails[0].body);
        let path = link.strip_prefix(BASE_URL).unwrap().to_string();
        assert!(path.starts_with("/password/reset?token="), "{path}");

        // The link's page takes the new password; a short one is explained.
        let page = visitor.get(&path).await;
        assert_eq!(page.status, StatusCode::OK);
        let csrf = Browser::csrf_of(&page);
        let token = path.split("token=").nth(1).unwrap().to_string();
        let res = reset(&visitor, &csrf, &token, "short", "short").await;
        res.assert_contains("at least 8 characters");
        let res = reset(
            &visitor,
            &csrf,
            &token,
            "a brand new secret",
            "a brand new secret!",
        )
        .await;
        res.assert_contains("The two passwords differ");
        let res = reset(
            &visitor,
            &csrf,
            &token,
            "a brand new secret",
            "a brand new secret",
        )
        .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        // Logged in at once, in the lobby.
        assert_eq!(res.location().as_deref(), Some("/"));
        let lobby = html_unescape(&visitor.follow(&res).await.body);
        assert!(
            lobby.contains("Your new password is set, rosa: you are logged in"),
            "{db:?}"
        );
        assert!(
            visitor.get("/settings").await.status == StatusCode::OK,
            "{db:?}"
        );
        // The new password works, the old one does not, and the other session ended.
        assert_eq!(
            w.app
                .browser()
                .log_in("rosa", "a brand new secret")
                .await
                .status,
            StatusCode::SEE_OTHER
        );
        assert_ne!(
            w.app
                .browser()
                .log_in("rosa", maipenrai::http::testing::PASSWORD)
                .await
                .status,
            StatusCode::SEE_OTHER
        );
        let settings = elsewhere.get("/settings").await;
        assert_eq!(settings.status, StatusCode::SEE_OTHER, "{db:?}: logged out");
        // A link works once.
        let again = reset(
            &visitor,
            &csrf,
            &token,
            "yet another secret",
            "yet another secret",
        )
        .await;
        again.assert_contains("unknown, used or expired");
        // And a used link says so as soon as it is opened, before a password is typed.
        let opened = visitor.get(&path).await;
        opened.assert_contains("unknown, used or expired");
        assert!(
            !opened.body.contains("password_again"),
            "{db:?}: no form to fill in"
        );
        let unknown = visitor.get("/password/reset?token=no-such-link").await;
        unknown.assert_contains("unknown, used or expired");
        // Asking is rate-limited like verification mails.
        ask("rosa").await;
        ask("rosa").await;
        let limited = ask("rosa").await;
        limited.assert_contains("Too many requests for a new password");
        assert_eq!(limited.status, StatusCode::TOO_MANY_REQUESTS);
    }
}

/// Asks for a new password for `login` through the form, as if from the client address
/// `from` (behind a trusted proxy).
async fn ask_from(visitor: &Browser, login: &str, from: &str) -> TestResponse {
    use axum::body::Body;
    use axum::http::{header, Request};
    let page = visitor.get("/password/forgot").await;
    let body = format!(
        "csrf={}&login={}",
        Browser::csrf_of(&page),
        maipenrai::http::testing::form_encode(login)
    );
    let req = Request::post("/password/forgot")
        .header(header::COOKIE, visitor.cookie_header())
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .header("x-forwarded-for", from)
        .body(Body::from(body))
        .unwrap();
    visitor.app.send(req).await
}

#[tokio::test]
async fn strangers_asking_for_a_name_cannot_block_its_owners_reset() {
    for db in databases() {
        let sink = SmtpSink::start();
        let w = World::new(db, |c| {
            with_mail(&sink)(c);
            c.trusted_proxies = maipenrai::net::TrustedProxies::loopback();
        })
        .await;
        w.account("rosa").await;
        w.verified_email("rosa", "rosa@example.org").await;
        let visitor = w.app.browser();
        // Three requests for rosa's name, from three addresses: three links.
        for i in 1..=3 {
            let res = ask_from(&visitor, "rosa", &format!("203.0.113.{i}")).await;
            assert_eq!(res.status, StatusCode::OK, "{db:?}");
            res.assert_contains("If that account has a verified mail address");
            assert!(!res.body.contains("no new one is sent"), "{db:?}");
        }
        assert_eq!(w.tick().await.sent, 3, "{db:?}");
        let first = link_in(&sink.mails_to("rosa@example.org")[0].body);
        // The fourth answers like the first, adds that the links sent still work, and
        // sends nothing; so does asking by the account's mail address, and for a name
        // without an account (nothing tells the two apart).
        for (login, from) in [
            ("rosa", "198.51.100.1"),
            ("ROSA@example.org", "198.51.100.2"),
        ] {
            let res = ask_from(&visitor, login, from).await;
            assert_eq!(res.status, StatusCode::OK, "{db:?}: {login}");
            res.assert_contains("If that account has a verified mail address");
            res.assert_contains(
                "so no new one is sent now: the links sent in the last 2 hours still work",
            );
        }
        for i in 1..=4 {
            let res = ask_from(&visitor, "nobody", &format!("192.0.2.{i}")).await;
            assert_eq!(res.status, StatusCode::OK, "{db:?}");
            assert_eq!(res.body.contains("no new one is sent"), i == 4, "{db:?}");
        }
        assert_eq!(w.tick().await.sent, 0, "{db:?}: no fourth mail");
        assert_eq!(sink.mails_to("rosa@example.org").len(), 3, "{db:?}");
        // One address asking too often is still refused.
        for _ in 0..2 {
            ask_from(&visitor, "someone", "198.51.100.1").await;
        }
        let res = ask_from(&visitor, "someone", "198.51.100.1").await;
        assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{db:?}");

        // The first link mailed still works.
        let path = first.strip_prefix(BASE_URL).unwrap().to_string();
        let page = visitor.get(&path).await;
        let token = path.split("token=").nth(1).unwrap().to_string();
        let res = reset(
            &visitor,
            &Browser::csrf_of(&page),
            &token,
            "a brand new secret",
            "a brand new secret",
        )
        .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}: {}", res.body);
        assert_eq!(res.location().as_deref(), Some("/"));
    }
}

/// A request marks its person as seen a moment later, by a task of its own rather than on
/// the request's path; the worker writes what still waits before it reads it.
#[tokio::test]
async fn a_request_marks_its_person_as_seen_a_moment_later() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let tokens = w.accounts(&["ann", "ben"]).await;
        let (ann, ben) = (w.user("ann").await, w.user("ben").await);
        let w = &w;
        let seen = |user_id| async move {
            let settings = w.store().notify_settings(user_id).await.unwrap();
            settings.last_seen_at
        };

        // Past the minute in which a person is written once: the next request is due.
        w.advance(Duration::minutes(2));
        let now = w.clock_now();
        let res = w
            .app
            .api_get("/api/v1/settings/invitations", Some(&tokens["ann"]))
            .await;
        assert_eq!(res.status, StatusCode::OK, "{db:?}: {}", res.body);
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
        while seen(ann.user_id).await != Some(now) {
            assert!(
                std::time::Instant::now() < deadline,
                "{db:?}: ann's request was not recorded"
            );
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }

        // A pass of the worker right after a request reads it written.
        w.advance(Duration::minutes(2));
        let now = w.clock_now();
        let res = w
            .app
            .api_get("/api/v1/settings/invitations", Some(&tokens["ben"]))
            .await;
        assert_eq!(res.status, StatusCode::OK, "{db:?}: {}", res.body);
        w.tick().await;
        assert_eq!(seen(ben.user_id).await, Some(now), "{db:?}: written first");
        assert_ne!(
            seen(ann.user_id).await,
            Some(now),
            "{db:?}: ann made no request"
        );
    }
}
