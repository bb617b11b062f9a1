//! Log-ins that survive a flood from many addresses (issue 39 item 3), on SQLite and
//! Postgres: a browser that logged in has a lane of its own at its next log-in (the device
//! cookie, `src/service/devices.rs`), and so has an API token request from a network the
//! account logged in from; a flood of wrong passwords from hundreds of addresses, each
//! within its own limits, with the hashing queue saturated, never keeps the owner out.

mod support;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use maipenrai::config::Config;
use maipenrai::http::testing::{form_encode, Browser, TestApp, TestResponse, PASSWORD};
use maipenrai::service::{token_hash, LOGIN_MAX_FAILURES_PER_DEVICE, LOGIN_MAX_FAILURES_PER_NAME};
use serde_json::json;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use support::{databases, fresh_database_url, Db};

const DEVICE: &str = "mpr_device";

/// An app behind a trusted proxy (each request says where it comes from in
/// `X-Forwarded-For`), tuned by `tweak`, with the account "ann".
async fn app(db: Db, tweak: impl FnOnce(&mut Config)) -> TestApp {
    let mut config = Config::for_tests("test");
    config.trusted_proxies = maipenrai::net::TrustedProxies::loopback();
    tweak(&mut config);
    let url = fresh_database_url(db).await;
    let app = TestApp::with_config(maipenrai::store::connect(&url).await.unwrap(), config);
    app.api_account("ann").await;
    app
}

/// Logs `b` in through the form as `username` from address `from` (a fresh form: the
/// browser's session, if any, is dropped first; its device cookie is sent).
async fn log_in(
    app: &TestApp,
    b: &Browser,
    username: &str,
    password: &str,
    from: &str,
) -> TestResponse {
    b.cookies.lock().unwrap().remove("mpr_session");
    let page = b.get("/login").await;
    let form = format!(
        "username={}&password={}&csrf={}",
        form_encode(username),
        form_encode(password),
        Browser::csrf_of(&page)
    );
    let req = Request::post("/login")
        .header(header::COOKIE, b.cookie_header())
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .header("x-forwarded-for", from)
        .body(Body::from(form))
        .unwrap();
    let res = app.send(req).await;
    b.store_cookies(&res.headers);
    res
}

/// `POST /api/v1/tokens` from address `from`: its status.
async fn token_from(app: &TestApp, username: &str, password: &str, from: &str) -> StatusCode {
    let body = json!({"username": username, "password": password});
    let req = Request::post("/api/v1/tokens")
        .header(header::CONTENT_TYPE, "application/json")
        .header("x-forwarded-for", from)
        .body(Body::from(body.to_string()))
        .unwrap();
    app.send(req).await.status
}

/// A browser holding only the device cookie `token`.
fn browser_with_device(app: &TestApp, token: &str) -> Browser {
    let b = app.browser();
    b.cookies
        .lock()
        .unwrap()
        .insert(DEVICE.into(), token.into());
    b
}

/// Whether the device cookie `token` is a device the database knows.
async fn known(app: &TestApp, token: &str) -> bool {
    let since = time::OffsetDateTime::now_utc() - time::Duration::days(1);
    app.state
        .store
        .login_device(&token_hash(token), since)
        .await
        .unwrap()
        .is_some()
}

/// Wrong passwords for `username`, one from each of as many addresses as the account's own
/// limit takes (each far within its own limits), until a guess from yet another address
/// is told to wait.
async fn trip_the_account_limit(app: &TestApp, username: &str) {
    for i in 0..LOGIN_MAX_FAILURES_PER_NAME {
        let from = format!("10.1.{}.{}", i / 200, i % 200 + 1);
        let status = token_from(app, username, "wrong password", &from).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "guess {i}");
    }
    let status = token_from(app, username, "wrong password", "10.2.0.1").await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn the_owner_logs_in_from_a_known_device_through_a_flood_from_many_addresses() {
    for db in databases() {
        // A short wait for a hashing slot: the flood is refused with 503 at once.
        let app = app(db, |c| c.password_check_wait = Duration::from_millis(300)).await;
        let owner = app.browser();
        let res = log_in(&app, &owner, "ann", PASSWORD, "198.51.100.1").await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}: {}", res.body);
        assert!(owner.cookie(DEVICE).is_some(), "{db:?}: no device cookie");

        // Three waves of 100 addresses, each sending at once one wrong password for ann
        // and two for other names: within its limits per address and per account.
        let done = AtomicBool::new(false);
        let flood = async {
            let mut statuses = Vec::new();
            for wave in 0..3 {
                let attempts = (0..100).flat_map(|i| {
                    let from = format!("10.{wave}.{i}.1");
                    [
                        ("ann".to_string(), from.clone()),
                        (format!("nobody{i}"), from.clone()),
                        (format!("somebody{i}"), from),
                    ]
                });
                let wave = attempts.map(|(name, from)| {
                    let app = &app;
                    async move { token_from(app, &name, "wrong password", &from).await }
                });
                statuses.extend(futures_util::future::join_all(wave).await);
            }
            done.store(true, Ordering::SeqCst);
            statuses
        };
        // Meanwhile the owner logs in again and again from her known browser.
        let owner_logs_in = async {
            let mut statuses = Vec::new();
            // (A pause between them: a known account has 30 password checks a minute too.)
            while statuses.len() < 3 || (!done.load(Ordering::SeqCst) && statuses.len() < 20) {
                let res = log_in(&app, &owner, "ann", PASSWORD, "198.51.100.1").await;
                statuses.push((res.status, res.body));
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            statuses
        };
        let (flood, owner_statuses) = tokio::join!(flood, owner_logs_in);
        for (status, body) in &owner_statuses {
            assert_eq!(*status, StatusCode::SEE_OTHER, "{db:?}: {body}");
        }
        let count = |status| flood.iter().filter(|s| **s == status).count();
        assert_eq!(count(StatusCode::CREATED), 0, "{db:?}");
        assert!(
            count(StatusCode::SERVICE_UNAVAILABLE) > 0,
            "{db:?}: the hashing queue was never saturated: {flood:?}"
        );
        // Every guess was refused: wrong (401), no slot (503), or past the account's own
        // limit (429) if enough of them were checked.
        assert_eq!(
            count(StatusCode::UNAUTHORIZED)
                + count(StatusCode::SERVICE_UNAVAILABLE)
                + count(StatusCode::TOO_MANY_REQUESTS),
            flood.len(),
            "{db:?}: {flood:?}"
        );
    }
}

#[tokio::test]
async fn the_account_limit_slows_a_guesser_but_not_the_owners_device() {
    for db in databases() {
        let app = app(db, |_| {}).await;
        let owner = app.browser();
        let res = log_in(&app, &owner, "ann", PASSWORD, "198.51.100.1").await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}");
        // The owner's address is used up too (failures for other names).
        for i in 0..20 {
            let status = token_from(&app, &format!("x{i}"), "wrong", "198.51.100.1").await;
            assert_eq!(status, StatusCode::UNAUTHORIZED, "{db:?}");
        }
        trip_the_account_limit(&app, "ann").await;
        // The right password without the device waits, from anywhere...
        for from in ["198.51.100.1", "192.0.2.50"] {
            let res = log_in(&app, &app.browser(), "ann", PASSWORD, from).await;
            assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{db:?}");
            res.assert_contains("Too many failed log-ins");
        }
        // ... the device gets in, past the account's and the address's limits, and its
        // success does not lift the account's limit for the guesser.
        let res = log_in(&app, &owner, "ann", PASSWORD, "198.51.100.1").await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}: {}", res.body);
        let status = token_from(&app, "ann", "wrong password", "10.3.0.1").await;
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{db:?}");
    }
}

#[tokio::test]
async fn a_device_cookie_is_renewed_at_each_use() {
    for db in databases() {
        let app = app(db, |_| {}).await;
        let owner = app.browser();
        log_in(&app, &owner, "ann", PASSWORD, "198.51.100.1").await;
        let first = owner.cookie(DEVICE).unwrap();
        let res = log_in(&app, &owner, "ann", PASSWORD, "198.51.100.1").await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}");
        let second = owner.cookie(DEVICE).unwrap();
        assert_ne!(first, second, "{db:?}: the cookie was not renewed");
        assert!(!known(&app, &first).await, "{db:?}");
        assert!(known(&app, &second).await, "{db:?}");
        // The cookie goes only to the log-in form, lasts, and is the browser's alone.
        let set: Vec<&str> = res
            .headers
            .get_all(header::SET_COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .filter(|c| c.starts_with("mpr_device="))
            .collect();
        assert_eq!(set.len(), 1, "{db:?}: {set:?}");
        let lower = set[0].to_ascii_lowercase();
        for part in ["httponly", "samesite=lax", "path=/login", "max-age="] {
            assert!(lower.contains(part), "{db:?}: {lower}");
        }
        // Under a flood, the old cookie is no lane any more; the new one is.
        trip_the_account_limit(&app, "ann").await;
        let old = browser_with_device(&app, &first);
        let res = log_in(&app, &old, "ann", PASSWORD, "198.51.100.1").await;
        assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{db:?}");
        let res = log_in(&app, &owner, "ann", PASSWORD, "198.51.100.1").await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}: {}", res.body);
    }
}

#[tokio::test]
async fn devices_end_with_a_password_change_or_reset_and_the_account() {
    for db in databases() {
        let app = app(db, |_| {}).await;
        // Two browsers of ann's; one changes the password in the settings.
        let (phone, laptop) = (app.browser(), app.browser());
        for b in [&phone, &laptop] {
            log_in(&app, b, "ann", PASSWORD, "198.51.100.1").await;
        }
        let (on_phone, on_laptop) = (
            phone.cookie(DEVICE).unwrap(),
            laptop.cookie(DEVICE).unwrap(),
        );
        let new = "a new password for ann";
        let res = laptop
            .post_session_form(
                "/settings/password",
                &[("current", PASSWORD), ("new", new), ("repeat", new)],
            )
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}: {}", res.body);
        assert!(!known(&app, &on_phone).await, "{db:?}");
        assert!(!known(&app, &on_laptop).await, "{db:?}");
        // Logging in again makes a new device; a reset link ends it too.
        let res = log_in(&app, &phone, "ann", new, "198.51.100.1").await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}: {}", res.body);
        let again = phone.cookie(DEVICE).unwrap();
        assert!(known(&app, &again).await, "{db:?}");
        let ann = app
            .state
            .store
            .credentials("ann")
            .await
            .unwrap()
            .unwrap()
            .user;
        let now = time::OffsetDateTime::now_utc();
        let link = "a-reset-link-token-for-ann";
        app.state
            .store
            .notify()
            .unwrap()
            .create_password_reset(
                ann.user_id,
                &token_hash(link),
                now + time::Duration::hours(1),
                now,
            )
            .await
            .unwrap();
        app.state
            .service
            .reset_password(link, "another new password", None)
            .await
            .unwrap();
        assert!(!known(&app, &again).await, "{db:?}");
        // Deleting the account deletes its devices.
        let res = log_in(&app, &phone, "ann", "another new password", "198.51.100.1").await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}");
        let last = phone.cookie(DEVICE).unwrap();
        let user = app
            .state
            .store
            .credentials("ann")
            .await
            .unwrap()
            .unwrap()
            .user;
        app.state
            .service
            .delete_account(&user, "another new password", None)
            .await
            .unwrap();
        assert!(!known(&app, &last).await, "{db:?}");
    }
}

#[tokio::test]
async fn an_account_keeps_its_five_newest_devices() {
    for db in databases() {
        let app = app(db, |_| {}).await;
        let mut cookies = Vec::new();
        for i in 0..6 {
            let b = app.browser();
            let res = log_in(&app, &b, "ann", PASSWORD, &format!("198.51.100.{i}")).await;
            assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}");
            cookies.push(b.cookie(DEVICE).unwrap());
        }
        let maximum = maipenrai::service::devices::DEVICES_PER_ACCOUNT;
        assert_eq!(maximum, 5);
        assert!(
            !known(&app, &cookies[0]).await,
            "{db:?}: the oldest was kept"
        );
        for cookie in &cookies[1..] {
            assert!(known(&app, cookie).await, "{db:?}");
        }
    }
}

#[tokio::test]
async fn a_device_that_fails_too_often_is_locked_out_alone() {
    for db in databases() {
        let app = app(db, |_| {}).await;
        let (owner, other) = (app.browser(), app.browser());
        for b in [&owner, &other] {
            log_in(&app, b, "ann", PASSWORD, "198.51.100.1").await;
        }
        for _ in 0..5 {
            let res = log_in(&app, &owner, "ann", "wrong password", "198.51.100.1").await;
            assert_eq!(res.status, StatusCode::UNAUTHORIZED, "{db:?}");
        }
        // That device waits, even with the right password...
        let res = log_in(&app, &owner, "ann", PASSWORD, "198.51.100.1").await;
        assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{db:?}");
        // ... but its failures were its own: the other device, and a browser without one
        // from the same address, log in.
        let res = log_in(&app, &other, "ann", PASSWORD, "198.51.100.1").await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}: {}", res.body);
        let res = log_in(&app, &app.browser(), "ann", PASSWORD, "198.51.100.1").await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}: {}", res.body);
    }
}

#[tokio::test]
async fn an_api_token_from_a_network_the_account_logged_in_from_has_the_lane() {
    for db in databases() {
        let app = app(db, |_| {}).await;
        assert_eq!(
            token_from(&app, "ann", PASSWORD, "198.51.100.1").await,
            StatusCode::CREATED
        );
        trip_the_account_limit(&app, "ann").await;
        // From the network ann logged in from (an IPv4 address), a token; from elsewhere
        // the account's limit holds.
        assert_eq!(
            token_from(&app, "ann", PASSWORD, "198.51.100.1").await,
            StatusCode::CREATED,
            "{db:?}"
        );
        assert_eq!(
            token_from(&app, "ann", PASSWORD, "198.51.100.2").await,
            StatusCode::TOO_MANY_REQUESTS,
            "{db:?}"
        );
        // Its failures count per account and network: five, then that network waits.
        for _ in 0..5 {
            let status = token_from(&app, "ann", "wrong password", "198.51.100.1").await;
            assert_eq!(status, StatusCode::UNAUTHORIZED, "{db:?}");
        }
        assert_eq!(
            token_from(&app, "ann", PASSWORD, "198.51.100.1").await,
            StatusCode::TOO_MANY_REQUESTS,
            "{db:?}"
        );
    }
}

#[tokio::test]
async fn the_owner_changes_their_password_through_a_flood_on_their_name() {
    for db in databases() {
        let app = app(db, |_| {}).await;
        let owner = app.browser();
        let res = log_in(&app, &owner, "ann", PASSWORD, "198.51.100.1").await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}");
        trip_the_account_limit(&app, "ann").await;
        // The settings' check of the current password is the session's own lane.
        let change = |current: &'static str, new: &'static str| {
            let owner = &owner;
            async move {
                let res = owner
                    .post_session_form(
                        "/settings/password",
                        &[("current", current), ("new", new), ("repeat", new)],
                    )
                    .await;
                assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
                owner.follow(&res).await.body
            }
        };
        let first = "a new password for ann";
        let page = change(PASSWORD, first).await;
        assert!(page.contains("Your password is changed"), "{db:?}: {page}");
        // Its own failures count for the account's sessions alone: five wrong guesses,
        // then even the right password waits; strangers' log-ins were not the cause.
        for i in 0..LOGIN_MAX_FAILURES_PER_DEVICE {
            let page = change("not the password", "yet another password").await;
            assert!(
                page.contains("Your current password is not right"),
                "{db:?} guess {i}: {page}"
            );
        }
        let page = change(first, "yet another password").await;
        assert!(page.contains("Too many failed log-ins"), "{db:?}: {page}");
    }
}
