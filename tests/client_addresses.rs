//! Client addresses (issue 39, item 4), on SQLite and Postgres: `X-Forwarded-For` is
//! believed only from a peer in `TRUSTED_PROXIES`, and the client is its right-most entry
//! that is not a proxy, so neither a direct client nor one behind the proxy escapes the
//! failed-log-in limit by writing the header; the networks accounts come from are kept 30
//! days and with the account only; many accounts behind one local address make the
//! moderators' page say that `TRUSTED_PROXIES` is probably wrong.

mod support;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{header, Request, StatusCode};
use maipenrai::http::testing::{TestApp, TestResponse, PASSWORD};
use maipenrai::net::TrustedProxies;
use serde_json::json;
use std::net::SocketAddr;
use support::databases;
use support::notify::World;

/// A wrong log-in over the API (a fresh name each time, so only the per-address limit
/// can refuse it) from TCP peer `peer`, with `X-Forwarded-For: forwarded` if given.
async fn wrong_log_in(app: &TestApp, peer: &str, forwarded: Option<&str>, n: usize) -> StatusCode {
    let body = json!({"username": format!("nobody{n}"), "password": "wrong password"});
    let mut req = Request::post("/api/v1/tokens").header(header::CONTENT_TYPE, "application/json");
    if let Some(forwarded) = forwarded {
        req = req.header("x-forwarded-for", forwarded);
    }
    let mut req = req.body(Body::from(body.to_string())).unwrap();
    let peer: SocketAddr = format!("{peer}:40000").parse().unwrap();
    req.extensions_mut().insert(ConnectInfo(peer));
    app.send(req).await.status
}

/// The failed-log-in limit per address (20 in 15 minutes).
const LIMIT: usize = 20;

#[tokio::test]
async fn forwarded_for_is_believed_only_from_a_trusted_proxy() {
    for db in databases() {
        let w = World::new(db, |c| {
            c.trusted_proxies = TrustedProxies::parse("10.0.0.1").unwrap();
        })
        .await;
        let app = &w.app;
        // A client that reaches the port directly writes a new address every time: it is
        // counted under its own.
        for n in 0..LIMIT {
            let forged = format!("203.0.113.{n}");
            let status = wrong_log_in(app, "192.0.2.5", Some(&forged), n).await;
            assert_eq!(status, StatusCode::UNAUTHORIZED, "{db:?} direct {n}");
        }
        let status = wrong_log_in(app, "192.0.2.5", Some("203.0.113.200"), 99).await;
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{db:?} direct");

        // Through the proxy, the entry it appended counts, not what the client wrote left
        // of it.
        for n in 0..LIMIT {
            let chain = format!("203.0.113.{n}, 198.51.100.7");
            let status = wrong_log_in(app, "10.0.0.1", Some(&chain), 100 + n).await;
            assert_eq!(status, StatusCode::UNAUTHORIZED, "{db:?} proxied {n}");
        }
        let status = wrong_log_in(app, "10.0.0.1", Some("203.0.113.1, 198.51.100.7"), 199).await;
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{db:?} proxied");
        // Another client behind the same proxy, with the same forged entry, is not limited.
        let status = wrong_log_in(app, "10.0.0.1", Some("203.0.113.1, 198.51.100.8"), 200).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{db:?} second client");
        // The limited direct client does not get out by pretending to be behind the proxy.
        let status = wrong_log_in(app, "192.0.2.5", Some("10.0.0.1"), 201).await;
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{db:?} direct again");
    }
}

/// Posts `name`'s credentials to `path` through the trusted proxy of the test harness
/// (127.0.0.1) for a client at `from`.
async fn credentials_from(app: &TestApp, path: &str, name: &str, from: &str) -> TestResponse {
    let req = Request::post(path)
        .header(header::CONTENT_TYPE, "application/json")
        .header("x-forwarded-for", from)
        .body(Body::from(
            json!({"username": name, "password": PASSWORD}).to_string(),
        ))
        .unwrap();
    app.send(req).await
}

/// Signs up `name` and logs in over the API, both from `from`.
async fn sign_up_from(app: &TestApp, name: &str, from: &str) {
    for path in ["/api/v1/accounts", "/api/v1/tokens"] {
        let res = credentials_from(app, path, name, from).await;
        assert_eq!(
            res.status,
            StatusCode::CREATED,
            "{name} {path}: {}",
            res.body
        );
    }
}

#[tokio::test]
async fn many_accounts_behind_one_local_address_warn_the_moderators() {
    for db in databases() {
        let w = World::new(db, |c| c.trusted_proxies = TrustedProxies::loopback()).await;
        let app = &w.app;
        let moderator = app.browser();
        moderator.sign_up("mona", PASSWORD).await;
        assert!(app.state.service.set_moderator("mona", true).await.unwrap());
        let warning = || async {
            let page = moderator.get("/moderation").await;
            assert_eq!(page.status, StatusCode::OK, "{}", page.body);
            page.body
                .contains("data-testid=\"proxy-warning\"")
                .then(|| page.body.clone())
        };
        assert!(warning().await.is_none(), "{db:?}");

        // Many accounts behind one public address (a club, a school) are no sign of a
        // wrong proxy setting.
        for n in 0..12 {
            sign_up_from(app, &format!("club{n}"), "203.0.113.50").await;
        }
        assert!(warning().await.is_none(), "{db:?}: a public address");

        // Nine behind a container bridge's address: not yet "many".
        for n in 0..9 {
            sign_up_from(app, &format!("bridged{n}"), "172.18.0.1").await;
        }
        assert!(warning().await.is_none(), "{db:?}: nine accounts");
        sign_up_from(app, "bridged9", "172.18.0.1").await;
        let page = warning().await.expect("the warning at ten accounts");
        assert!(
            page.contains("10 accounts came from the one local address 172.18.0.1")
                && page.contains("TRUSTED_PROXIES"),
            "{db:?}: {page}"
        );
        // Other people do not see the moderators' page at all.
        let other = app.browser();
        other.log_in("club1", PASSWORD).await;
        assert_eq!(other.get("/moderation").await.status, StatusCode::FORBIDDEN);

        // A deleted account's networks go with it.
        let gone = w.user("bridged9").await;
        app.state
            .service
            .delete_account(&gone, PASSWORD, None)
            .await
            .unwrap();
        assert!(warning().await.is_none(), "{db:?}: after a deletion");

        // A log-in is seen too, and keeps the network 30 more days (the moderators' page
        // reads what this does; the test clock would end the moderator's session).
        sign_up_from(app, "bridged10", "172.18.0.1").await;
        assert!(warning().await.is_some(), "{db:?}");
        let shared_local = || async { app.state.service.shared_local_address().await.unwrap() };
        w.advance(time::Duration::days(29));
        let report = w.tick().await;
        assert_eq!(report.networks_forgotten, 0, "{db:?}");
        let shared = shared_local().await.expect("after 29 days");
        assert_eq!(
            (shared.address.as_str(), shared.accounts),
            ("172.18.0.1", 10)
        );
        // bridged0 logs in again on day 29 (from a public address this time); on day 31
        // every network seen on day 0 is forgotten.
        let res = credentials_from(app, "/api/v1/tokens", "bridged0", "198.51.100.3").await;
        assert_eq!(res.status, StatusCode::CREATED);
        w.advance(time::Duration::days(2));
        let report = w.tick().await;
        // mona's, the club's twelve, club1's log-in from 127.0.0.1, nine bridged ones (one
        // was deleted) and bridged10's.
        assert_eq!(report.networks_forgotten, 24, "{db:?}");
        assert_eq!(shared_local().await, None, "{db:?}: after 31 days");
        let shared = app
            .state
            .store
            .shared_networks(w.clock_now() - time::Duration::days(30), 1)
            .await
            .unwrap();
        assert_eq!(shared, vec![("198.51.100.3".to_string(), 1)], "{db:?}");
    }
}
