//! Push notifications over the real protocol, on SQLite and Postgres: a push service of
//! the test's own (an HTTP server on 127.0.0.1, with the test-only loopback override)
//! receives the server's requests, checks the VAPID signature (ES256 over its own origin,
//! by the public key the settings page gave the browser) and decrypts the message with the
//! keys only the subscribed "browser" holds (RFC 8291). Then: a turn, a chat message and
//! an invitation reach the device; nothing comes from a muted person; the digest and
//! "nothing" choices hold for devices as for mail; a device the push
//! service no longer knows is forgotten; a password change ends every subscription; the
//! forms refuse what they cannot use and a flood of them is stopped.

mod support;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::post;
use axum::Router;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use maipenrai::http::testing::{Browser, TestResponse};
use maipenrai::service::push::Notice;
use rand::RngCore;
use serde_json::json;
use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use support::databases;
use support::notify::World;
use time::Duration;
use web_push_native::jwt_simple::prelude::{
    ECDSAP256PublicKeyLike as _, ES256PublicKey, NoCustomClaims, VerificationOptions,
};
use web_push_native::p256;
use web_push_native::p256::elliptic_curve::sec1::ToEncodedPoint as _;

/// A request the push service received, as sent.
#[derive(Clone, Debug)]
struct Received {
    device: String,
    headers: HeaderMap,
    body: Vec<u8>,
}

/// The test's push service: `POST /push/{device}` answers 201, or 410 for a device whose
/// name starts with `gone`.
#[derive(Clone)]
struct PushService {
    port: u16,
    received: Arc<Mutex<Vec<Received>>>,
}

impl PushService {
    async fn start() -> PushService {
        let received: Arc<Mutex<Vec<Received>>> = Arc::default();
        let app = Router::new()
            .route(
                "/push/{device}",
                post(
                    |State(received): State<Arc<Mutex<Vec<Received>>>>,
                     Path(device): Path<String>,
                     headers: HeaderMap,
                     body: Bytes| async move {
                        let gone = device.starts_with("gone");
                        received.lock().unwrap().push(Received {
                            device,
                            headers,
                            body: body.to_vec(),
                        });
                        if gone {
                            StatusCode::GONE
                        } else {
                            StatusCode::CREATED
                        }
                    },
                ),
            )
            .with_state(received.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        tokio::spawn(async move { axum::serve(listener, app).await });
        PushService { port, received }
    }

    fn origin(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    fn received(&self) -> Vec<Received> {
        self.received.lock().unwrap().clone()
    }
}

/// A browser's side of a subscription: its endpoint and the keys only it holds.
struct Device {
    endpoint: String,
    secret: p256::SecretKey,
    auth: [u8; 16],
}

impl Device {
    fn new(service: &PushService, name: &str) -> Device {
        let mut bytes = [0u8; 32];
        rand::thread_rng().fill_bytes(&mut bytes);
        let mut auth = [0u8; 16];
        rand::thread_rng().fill_bytes(&mut auth);
        Device {
            endpoint: format!("{}/push/{name}", service.origin()),
            secret: p256::SecretKey::from_slice(&bytes).unwrap(),
            auth,
        }
    }

    fn p256dh(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.secret.public_key().to_encoded_point(false).as_bytes())
    }

    /// Checks a request the push service got for this device — the headers RFC 8030/8291
    /// ask for and the VAPID signature by `server_key` for the service's origin — and
    /// decrypts its message.
    fn open(&self, request: &Received, server_key: &str, origin: &str) -> Notice {
        let header = |name: &str| {
            request
                .headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_string()
        };
        assert_eq!(header("content-encoding"), "aes128gcm");
        assert!(header("ttl").parse::<u64>().unwrap() > 0);
        let authorization = header("authorization");
        let rest = authorization
            .strip_prefix("vapid t=")
            .expect("a VAPID header");
        let (token, key) = rest.split_once(", k=").expect("t= and k=");
        assert_eq!(
            key, server_key,
            "signed with the key the browser subscribed with"
        );
        let public = ES256PublicKey::from_bytes(&URL_SAFE_NO_PAD.decode(key).unwrap()).unwrap();
        let options = VerificationOptions {
            allowed_audiences: Some(HashSet::from([origin.to_string()])),
            ..Default::default()
        };
        let claims = public
            .verify_token::<NoCustomClaims>(token, Some(options))
            .expect("a valid signature for this push service's origin");
        assert!(claims.subject.is_some_and(|s| !s.is_empty()), "a contact");
        let auth = web_push_native::Auth::clone_from_slice(&self.auth);
        let plain = web_push_native::decrypt(request.body.clone(), &self.secret, &auth)
            .expect("a message this device can decrypt");
        serde_json::from_slice(&plain).expect("the notice's JSON")
    }
}

/// The settings page's VAPID key (what the browser's script subscribes with).
fn page_key(page: &TestResponse) -> String {
    let at = page.body.find("data-push-key=\"").expect("the push form") + 15;
    page.body[at..].split('"').next().unwrap().to_string()
}

/// Subscribes `device` as the browser's script does; returns the page after the form.
async fn subscribe(browser: &Browser, endpoint: &str, p256dh: &str, auth: &str) -> TestResponse {
    let page = browser.get("/settings").await;
    let csrf = Browser::csrf_of(&page);
    let res = browser
        .post_form(
            "/settings/push",
            &[
                ("csrf", &csrf),
                ("endpoint", endpoint),
                ("p256dh", p256dh),
                ("auth", auth),
            ],
        )
        .await;
    browser.follow_see_other(&res).await
}

async fn subscribe_device(browser: &Browser, device: &Device) -> TestResponse {
    let auth = URL_SAFE_NO_PAD.encode(device.auth);
    subscribe(browser, &device.endpoint, &device.p256dh(), &auth).await
}

/// Lets the players' last requests age past the "on the site" window, then runs the worker.
async fn later_tick(w: &World) -> maipenrai::notify::TickReport {
    w.advance(Duration::minutes(10));
    w.tick().await
}

#[tokio::test]
async fn a_turn_reaches_the_device_signed_and_encrypted_for_it_alone() {
    for db in databases() {
        let service = PushService::start().await;
        let w = World::new(db, |c| c.webhook_allow_loopback = true).await;
        let all = w.accounts(&["ann", "ben"]).await;
        let browser = w.browser("ben").await;
        let device = Device::new(&service, "ben-phone");
        let page = subscribe_device(&browser, &device).await;
        assert!(
            page.body
                .contains("This device will now get notifications."),
            "{db:?}: {}",
            page.body
        );
        assert!(page.body.contains("data-testid=\"push-devices\""), "{db:?}");
        // The address is a secret: never on the page.
        assert!(!page.body.contains(&device.endpoint), "{db:?}");
        let key = page_key(&page);

        let game_id = w.game(&[&all["ann"], &all["ben"]], "open", None).await;
        let started = later_tick(&w).await;
        // "Your game has started" on ben's device.
        assert_eq!(started.sent, 1, "{db:?}: {started:?}");
        let first = service.received();
        assert_eq!(first.len(), 1, "{db:?}");
        assert_eq!(first[0].device, "ben-phone");
        let notice = device.open(&first[0], &key, &service.origin());
        assert!(
            notice.title.starts_with("Your game has started"),
            "{notice:?}"
        );
        assert_eq!(notice.url, format!("http://localhost:8080/games/{game_id}"));

        // Play until it is ben's turn again after a move of ann's.
        if w.to_move(&game_id).await == "ben" {
            w.random_move(&game_id, &all).await;
        }
        while w.to_move(&game_id).await != "ben" {
            w.random_move(&game_id, &all).await;
        }
        let report = later_tick(&w).await;
        assert_eq!(report.sent, 1, "{db:?}: {report:?}");
        let received = service.received();
        let notice = device.open(received.last().unwrap(), &key, &service.origin());
        assert!(
            notice.title.starts_with("Your turn: King of Siam"),
            "{notice:?}"
        );
        assert!(notice.title.contains("(with ann)"), "{notice:?}");
        assert!(notice.body.contains("ann"), "the recap: {notice:?}");
        assert_eq!(notice.tag, format!("game-{game_id}"));
        // The game's newer notice replaces an older one at the push service.
        let topic = received.last().unwrap().headers.get("topic").unwrap();
        assert_eq!(topic.to_str().unwrap(), game_id.replace('-', ""));
        // What ben's recap says, from ben's view only (tests/hidden_twins.rs holds the
        // recap and this notice to ben's view for every game).
        let history = w.history(&game_id, &all["ben"]).await;
        let last = history["steps"].as_array().unwrap().last().unwrap().clone();
        let narration = last["narration"].as_array().unwrap();
        let line = narration
            .iter()
            .map(|n| n.as_str().unwrap())
            .collect::<Vec<_>>()
            .join(" ");
        let start: String = line.chars().take(30).collect();
        assert!(
            notice.body.contains(&start),
            "{db:?}: {line:?} in {notice:?}"
        );

        // Sent once; the other device ann never subscribed hears nothing.
        assert_eq!(w.tick().await.sent, 0);
        assert_eq!(service.received().len(), 2);
    }
}

#[tokio::test]
async fn chat_and_invitations_reach_the_device_but_nothing_from_a_muted_person() {
    for db in databases() {
        let service = PushService::start().await;
        let w = World::new(db, |c| c.webhook_allow_loopback = true).await;
        let all = w.accounts(&["cas", "dot", "eve"]).await;
        let browser = w.browser("dot").await;
        let device = Device::new(&service, "dot-laptop");
        let key = page_key(&subscribe_device(&browser, &device).await);
        // eve sits at the game too: a new account's invitations by name reach the devices
        // only of people it played with.
        let seats = [&all["cas"], &all["dot"], &all["eve"]].map(String::as_str);
        let game_id = w.game(&seats, "open", None).await;
        later_tick(&w).await;
        let before = service.received().len();

        let say = |token: String, text: &'static str| {
            let path = format!("/api/v1/games/{game_id}/chat");
            let app = &w.app;
            async move {
                let res = app
                    .api_post(&path, Some(&token), Some(json!({ "text": text })))
                    .await;
                assert!(res.status.is_success(), "{}", res.body);
            }
        };
        w.advance(Duration::minutes(10));
        say(all["cas"].clone(), "good luck <b>dot</b>").await;
        assert_eq!(w.tick().await.sent, 1, "{db:?}");
        let received = service.received();
        assert_eq!(received.len(), before + 1, "{db:?}");
        let notice = device.open(received.last().unwrap(), &key, &service.origin());
        assert!(
            notice.title.starts_with("cas wrote in King of Siam"),
            "{notice:?}"
        );
        assert_eq!(notice.body, "good luck <b>dot</b>");
        assert_eq!(
            notice.url,
            format!("http://localhost:8080/games/{game_id}#chat")
        );
        // A conversation is one buzz: nothing more within ten minutes.
        say(all["cas"].clone(), "are you there?").await;
        assert_eq!(w.tick().await.sent, 0, "{db:?}");

        // An invitation by name reaches the device, once a day per host.
        let invite = json!({"game": "king-of-siam", "players": 2, "invite": ["dot"],
                            "note": "a rematch?"});
        w.app.api_invite(&all["eve"], invite.clone()).await;
        assert_eq!(w.tick().await.sent, 1, "{db:?}");
        let notice = device.open(service.received().last().unwrap(), &key, &service.origin());
        assert!(
            notice
                .title
                .starts_with("eve invites you to play King of Siam"),
            "{notice:?}"
        );
        assert!(notice.body.contains("a rematch?"), "{notice:?}");
        assert!(notice.url.contains("/invite/"), "{notice:?}");
        w.app.api_invite(&all["eve"], invite.clone()).await;
        assert_eq!(w.tick().await.sent, 0, "{db:?}: one a day per host");

        // dot mutes cas and eve: nothing of theirs reaches dot's device any more.
        for name in ["cas", "eve"] {
            let path = format!("/api/v1/players/{name}/choice");
            let res = w
                .app
                .api_post(&path, Some(&all["dot"]), Some(json!({"choice": "muted"})))
                .await;
            assert_eq!(res.status, StatusCode::OK, "{}", res.body);
        }
        w.advance(Duration::days(2));
        say(all["cas"].clone(), "still there?").await;
        w.app.api_invite(&all["eve"], invite).await;
        assert_eq!(w.tick().await.sent, 0, "{db:?}");
        assert_eq!(service.received().len(), before + 2, "{db:?}");
    }
}

#[tokio::test]
async fn a_device_the_push_service_forgot_is_dropped_and_a_new_password_ends_them_all() {
    for db in databases() {
        let service = PushService::start().await;
        let w = World::new(db, |c| c.webhook_allow_loopback = true).await;
        w.account("fay").await;
        let browser = w.browser("fay").await;
        let gone = Device::new(&service, "gone-tablet");
        let kept = Device::new(&service, "fay-phone");
        subscribe_device(&browser, &gone).await;
        let page = subscribe_device(&browser, &kept).await;
        assert_eq!(page.body.matches("since").count(), 2, "{db:?}: two devices");

        // A test notification to both: the push service answers 410 for one.
        let csrf = Browser::csrf_of(&page);
        let res = browser
            .post_form("/settings/push/test", &[("csrf", &csrf)])
            .await;
        let page = browser.follow_see_other(&res).await;
        assert!(
            page.body
                .contains("A test notification is on its way to your 2 devices."),
            "{db:?}: {}",
            page.body
        );
        let report = w.tick().await;
        assert_eq!((report.sent, report.failed), (1, 1), "{db:?}: {report:?}");
        let fay = w.user("fay").await;
        let devices = w.store().push_subscriptions(fay.user_id).await.unwrap();
        assert_eq!(devices.len(), 1, "{db:?}: the gone device is forgotten");
        assert_eq!(devices[0].endpoint, kept.endpoint);
        let received = service.received();
        let to_kept = received.iter().find(|r| r.device == "fay-phone").unwrap();
        let notice = kept.open(to_kept, &page_key(&page), &service.origin());
        assert_eq!(notice.title, "Notifications work");

        // A new password: whoever knew the old one may have subscribed a device.
        let page = browser.get("/settings").await;
        let csrf = Browser::csrf_of(&page);
        let res = browser
            .post_form(
                "/settings/password",
                &[
                    ("csrf", &csrf),
                    ("current", maipenrai::http::testing::PASSWORD),
                    ("new", "a brand new passphrase"),
                    ("repeat", "a brand new passphrase"),
                ],
            )
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}: {}", res.body);
        assert!(
            w.store()
                .push_subscriptions(fay.user_id)
                .await
                .unwrap()
                .is_empty(),
            "{db:?}: {}",
            browser.follow(&res).await.body
        );
    }
}

#[tokio::test]
async fn the_forms_refuse_what_they_cannot_use_and_stop_a_flood() {
    for db in databases() {
        let service = PushService::start().await;
        let w = World::new(db, |c| c.webhook_allow_loopback = true).await;
        w.account("gil").await;
        let browser = w.browser("gil").await;
        let device = Device::new(&service, "gil-1");
        let auth = URL_SAFE_NO_PAD.encode(device.auth);
        // Keys that are no P-256 point or no 16-byte secret.
        for (p256dh, auth) in [("AAAA", auth.as_str()), (&device.p256dh()[..], "AAAA")] {
            let page = subscribe(&browser, &device.endpoint, p256dh, auth).await;
            assert!(
                page.body
                    .contains("The browser sent a subscription this site cannot use."),
                "{db:?}: {}",
                page.body
            );
        }
        let gil = w.user("gil").await;
        assert!(w
            .store()
            .push_subscriptions(gil.user_id)
            .await
            .unwrap()
            .is_empty());
        // Removing a device that is not yours.
        let page = browser.get("/settings").await;
        let csrf = Browser::csrf_of(&page);
        let path = format!("/settings/push/{}/remove", uuid::Uuid::new_v4());
        let res = browser.post_form(&path, &[("csrf", &csrf)]).await;
        let page = browser.follow_see_other(&res).await;
        assert!(
            page.body.contains("That device is not among yours"),
            "{db:?}"
        );
        // A test without a device.
        let res = browser
            .post_form("/settings/push/test", &[("csrf", &csrf)])
            .await;
        let page = browser.follow_see_other(&res).await;
        assert!(
            page.body.contains("No device gets notifications yet."),
            "{db:?}"
        );

        // A flood of subscriptions: the hourly allowance (two attempts above counted).
        let mut added = 0;
        for i in 0..20 {
            let d = Device::new(&service, &format!("gil-flood-{i}"));
            let page = subscribe_device(&browser, &d).await;
            if page
                .body
                .contains("This device will now get notifications.")
            {
                added += 1;
            } else {
                assert!(
                    page.body.contains("Too many attempts"),
                    "{db:?}: {}",
                    page.body
                );
            }
        }
        assert_eq!(added, 8, "{db:?}: 10 an hour, 2 used by the refused keys");
        // An hour later: at most ten devices.
        w.advance(Duration::hours(1));
        for i in 0..3 {
            let d = Device::new(&service, &format!("gil-more-{i}"));
            let page = subscribe_device(&browser, &d).await;
            if i < 2 {
                assert!(page
                    .body
                    .contains("This device will now get notifications."));
            } else {
                assert!(
                    page.body.contains("You already have 10 devices"),
                    "{db:?}: {}",
                    page.body
                );
            }
        }
        // The same browser subscribing again replaces itself: no eleventh device.
        let again = Device {
            endpoint: format!("{}/push/gil-more-0", service.origin()),
            ..Device::new(&service, "unused")
        };
        let page = subscribe_device(&browser, &again).await;
        assert!(
            page.body
                .contains("This device will now get notifications."),
            "{db:?}"
        );
        let devices = w.store().push_subscriptions(gil.user_id).await.unwrap();
        assert_eq!(devices.len(), 10, "{db:?}");
        // Test notifications: five an hour.
        let csrf = Browser::csrf_of(&page);
        let mut tested = 0;
        for _ in 0..8 {
            let res = browser
                .post_form("/settings/push/test", &[("csrf", &csrf)])
                .await;
            let page = browser.follow_see_other(&res).await;
            if page.body.contains("A test notification is on its way") {
                tested += 1;
            } else {
                assert!(page.body.contains("Too many attempts"), "{db:?}");
            }
        }
        assert_eq!(tested, 5, "{db:?}");

        // Without the test override, a push service on a private address is refused.
        let strict = World::on(&w.database_url, |_| {}).await;
        let browser = strict.browser("gil").await;
        strict.advance(Duration::hours(2));
        let d = Device::new(&service, "gil-private");
        let page = subscribe_device(&browser, &d).await;
        assert!(
            page.body
                .contains("This browser’s push service cannot be used"),
            "{db:?}: {}",
            page.body
        );
    }
}

#[tokio::test]
async fn devices_follow_the_digest_and_nothing_choices_like_mail() {
    use maipenrai::store::notify::EmailMode;
    for db in databases() {
        let service = PushService::start().await;
        let w = World::new(db, |c| c.webhook_allow_loopback = true).await;
        let all = w.accounts(&["hal", "ivy"]).await;
        let browser = w.browser("ivy").await;
        let device = Device::new(&service, "ivy-phone");
        let key = page_key(&subscribe_device(&browser, &device).await);
        let ivy = w.user("ivy").await;
        // The daily digest, and no address at all: the device alone gets it.
        w.store()
            .set_preferences(ivy.user_id, EmailMode::Digest, None, w.clock_now())
            .await
            .unwrap();
        let tomorrow = w.clock_now().date().next_day().unwrap();
        w.clock
            .set(tomorrow.with_hms(5, 0, 0).unwrap().assume_utc());
        let game_id = w.game(&[&all["hal"], &all["ivy"]], "open", None).await;
        while w.to_move(&game_id).await != "ivy" {
            w.random_move(&game_id, &all).await;
        }
        let report = later_tick(&w).await;
        // Digest readers hear that a game started and nothing of single turns.
        let started = service.received().len();
        assert!(started <= 1, "{db:?}: {report:?}");
        assert_eq!(report.digests, 0, "{db:?}: not before 07:00");
        w.clock
            .set(tomorrow.with_hms(8, 0, 0).unwrap().assume_utc());
        let report = w.tick().await;
        assert_eq!((report.digests, report.sent), (1, 1), "{db:?}: {report:?}");
        let received = service.received();
        let notice = device.open(received.last().unwrap(), &key, &service.origin());
        assert_eq!(notice.title, "Mai Pen Rai: a game is waiting for your move");
        assert!(notice.body.starts_with("King of Siam"), "{notice:?}");
        w.advance(Duration::hours(3));
        assert_eq!(w.tick().await.digests, 0, "{db:?}: one digest a day");

        // "Nothing": no more notices, whatever happens.
        w.store()
            .set_preferences(ivy.user_id, EmailMode::None, None, w.clock_now())
            .await
            .unwrap();
        let before = service.received().len();
        w.random_move(&game_id, &all).await;
        while w.to_move(&game_id).await != "ivy" {
            w.random_move(&game_id, &all).await;
        }
        let path = format!("/api/v1/games/{game_id}/chat");
        let res = w
            .app
            .api_post(&path, Some(&all["hal"]), Some(json!({"text": "hello?"})))
            .await;
        assert!(res.status.is_success(), "{}", res.body);
        later_tick(&w).await;
        w.advance(Duration::days(1));
        w.tick().await;
        assert_eq!(service.received().len(), before, "{db:?}");
    }
}
