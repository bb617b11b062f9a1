//! The HTML pages through the real router, with a simulated browser (cookies, forms,
//! redirects), on SQLite and (when configured) Postgres.

mod support;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use maipenrai::config::{Config, Registration};
use maipenrai::http::testing::{
    hidden_field, html_unescape, str_array, Browser, TestApp, TestResponse, PASSWORD,
};
use serde_json::json;
use std::collections::BTreeMap;
use support::siam::SiamTestApp;
use support::{databases, fresh_store, Db};

async fn app(db: Db) -> TestApp {
    TestApp::new(fresh_store(db).await)
}

/// A browser that signed up (and is logged in) as `name`.
async fn user(app: &TestApp, name: &str) -> Browser {
    let b = app.browser();
    let res = b.sign_up(name, PASSWORD).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    b
}

/// [`user`] for each of `names` in turn: their browsers, in order.
async fn users<const N: usize>(app: &TestApp, names: [&str; N]) -> [Browser; N] {
    let mut browsers = Vec::with_capacity(N);
    for name in names {
        browsers.push(user(app, name).await);
    }
    let Ok(browsers) = browsers.try_into() else {
        unreachable!("one browser per name")
    };
    browsers
}

/// Creates an invitation through the lobby form; returns its code.
async fn invite(b: &Browser, players: &str, board: &str, hands: &str, note: &str) -> String {
    let res = b
        .post_session_form(
            "/invitations",
            &[
                ("game", "king-of-siam"),
                ("board", board),
                ("players", players),
                ("hands", hands),
                ("note", note),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let to = res.location().unwrap();
    to.strip_prefix("/invite/")
        .expect("redirect to the invitation")
        .to_string()
}

/// Posts one of the invitation page's buttons.
async fn invitation_action(
    b: &Browser,
    code: &str,
    action: &str,
) -> maipenrai::http::testing::TestResponse {
    let csrf = b.session_csrf().await;
    b.post_form(&format!("/invite/{code}/{action}"), &[("csrf", &csrf)])
        .await
}

#[tokio::test]
async fn sign_up_log_out_and_log_in_with_forms() {
    for db in databases() {
        let app = app(db).await;
        let b = app.browser();
        let page = b.get("/signup").await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.body.contains("Sign up"));
        assert!(b.cookie("mpr_csrf").is_some(), "double-submit cookie set");

        let res = b.sign_up("alice", PASSWORD).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        assert_eq!(res.location().as_deref(), Some("/"));
        let cookie = res
            .headers
            .get_all("set-cookie")
            .iter()
            .map(|v| v.to_str().unwrap().to_string())
            .find(|c| c.starts_with("mpr_session="))
            .expect("session cookie");
        assert!(cookie.contains("HttpOnly"));
        assert!(cookie.contains("SameSite=Lax"));
        assert!(cookie.contains("Path=/"));
        assert!(!cookie.contains("Secure"), "plain http in tests");

        let lobby = b.follow(&res).await;
        assert!(lobby.body.contains("alice"));
        assert!(lobby.body.contains("Welcome! Your account is ready."));
        assert!(lobby.body.contains("New invitation"));
        // The flash shows once.
        assert!(!b.get("/").await.body.contains("Welcome! Your account"));

        // Log out needs the session's token.
        let res = b.post_form("/logout", &[("csrf", "forged")]).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN);
        assert!(
            b.get("/").await.body.contains("New invitation"),
            "still logged in"
        );
        let csrf = b.session_csrf().await;
        let res = b.post_form("/logout", &[("csrf", &csrf)]).await;
        let home = b.follow_see_other(&res).await;
        assert!(home.body.contains("You have logged out."));
        assert!(home.body.contains("Sign up"));
        assert!(!home.body.contains("New invitation"));
        // The old session token is dead even if replayed.
        let old = b.app.browser();
        old.cookies
            .lock()
            .unwrap()
            .insert("mpr_session".into(), "x".repeat(43));
        assert!(!old.get("/").await.body.contains("New invitation"));

        // Log in again, going back to a local `next`, never to another site.
        let page = b.get("/login?next=/games/finished").await;
        assert_eq!(
            hidden_field(&page.body, "next").as_deref(),
            Some("/games/finished")
        );
        let res = b.log_in_from(&page, "ALICE", "/games/finished").await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        assert_eq!(res.location().as_deref(), Some("/games/finished"));

        let b2 = app.browser();
        let page = b2.get("/login").await;
        let res = b2.log_in_from(&page, "alice", "//evil.example/").await;
        assert_eq!(res.location().as_deref(), Some("/"));
    }
}

#[tokio::test]
async fn changing_the_password_logs_out_everywhere_else() {
    const NEW: &str = "battery staple";
    for db in databases() {
        let app = app(db).await;
        let here = user(&app, "alice").await;
        let elsewhere = app.browser();
        let res = elsewhere.log_in("alice", PASSWORD).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        let token = app.api_token("alice").await;
        let bob = app.api_account("bob").await;

        let page = here.get("/settings").await;
        assert!(page.body.contains("action=\"/settings/password\""));
        let change = |current: &'static str, new: &'static str, repeat: &'static str| {
            let here = &here;
            async move {
                let res = here
                    .post_session_form(
                        "/settings/password",
                        &[("current", current), ("new", new), ("repeat", repeat)],
                    )
                    .await;
                assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
                let to = res.location().unwrap();
                assert_eq!(to, "/settings?at=password#password");
                let page = html_unescape(&here.follow(&res).await.body);
                // The message is in the section the page opens at, not above it.
                let section = &page[page.find("id=\"password\"").unwrap()..];
                assert!(section.contains("class=\"flash\""), "{page}");
                page
            }
        };
        let me = |b: &Browser| {
            let b = b.clone();
            async move { b.get("/").await.body.contains("New invitation") }
        };
        // An unknown game: 404 with a live token, 401 with a dead one.
        let api = |token: String| {
            let app = app.clone();
            async move {
                let path = "/api/v1/games/00000000-0000-4000-8000-000000000000";
                app.api_get(path, Some(&token)).await.status
            }
        };

        // Refused changes say why and change nothing.
        for (current, new, repeat, message) in [
            (
                "wrong password",
                NEW,
                NEW,
                "Your current password is not right",
            ),
            (
                PASSWORD,
                NEW,
                "battery stapler",
                "The two new passwords differ",
            ),
            (
                PASSWORD,
                "short",
                "short",
                "A password needs at least 8 characters",
            ),
            (PASSWORD, PASSWORD, PASSWORD, "the same as the current one"),
        ] {
            let page = change(current, new, repeat).await;
            assert!(page.contains(message), "{message}: {page}");
            assert!(me(&here).await && me(&elsewhere).await);
            assert_eq!(api(token.clone()).await, StatusCode::NOT_FOUND);
        }
        let logs_in = |password: &'static str| {
            let app = app.clone();
            async move {
                let res = app.browser().log_in("alice", password).await;
                res.status == StatusCode::SEE_OTHER
            }
        };
        assert!(!logs_in(NEW).await && logs_in(PASSWORD).await);

        let page = change(PASSWORD, NEW, NEW).await;
        assert!(page.contains("Your password is changed"), "{page}");
        assert!(me(&here).await, "the session that changed it stays");
        assert!(!me(&elsewhere).await, "the other browser is logged out");
        assert_eq!(
            api(token).await,
            StatusCode::UNAUTHORIZED,
            "the token is revoked"
        );
        assert_eq!(api(bob).await, StatusCode::NOT_FOUND, "others keep theirs");
        assert!(!logs_in(PASSWORD).await, "the old password no longer works");
        assert!(logs_in(NEW).await, "the new one does");
    }
}

#[tokio::test]
async fn sign_up_and_log_in_explain_mistakes() {
    for db in databases() {
        let app = app(db).await;
        let b = app.browser();
        for (name, password, status, needle) in [
            (
                "al",
                PASSWORD,
                StatusCode::BAD_REQUEST,
                "3 to 20 characters",
            ),
            (
                "al ice",
                PASSWORD,
                StatusCode::BAD_REQUEST,
                "may only contain",
            ),
            (
                "alice",
                "short",
                StatusCode::BAD_REQUEST,
                "at least 8 characters",
            ),
        ] {
            let res = b.sign_up(name, password).await;
            assert_eq!(res.status, status);
            assert!(res.body.contains(needle), "{needle}");
            assert!(res.body.contains("<form"), "the form comes back");
        }
        user(&app, "alice").await;
        let res = app.browser().sign_up("Alice", PASSWORD).await;
        assert_eq!(res.status, StatusCode::CONFLICT);
        assert!(res.body.contains("already taken"));

        let res = app.browser().log_in("alice", "wrong password").await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED);
        assert!(res.body.contains("Wrong username or password"));
        let res = app.browser().log_in("nobody", "wrong password").await;
        assert!(res.body.contains("Wrong username or password"));
    }
}

#[tokio::test]
async fn closed_registration_refuses_sign_up_clearly() {
    let store = fresh_store(Db::Sqlite).await;
    let mut config = Config::for_tests("test");
    config.registration = Registration::Closed;
    let app = TestApp::with_config(store, config);
    let b = app.browser();
    assert!(b.get("/signup").await.body.contains("Sign-up is closed"));
    let csrf = b.cookie("mpr_csrf").unwrap();
    let res = b
        .post_form(
            "/signup",
            &[
                ("username", "alice"),
                ("password", PASSWORD),
                ("csrf", &csrf),
            ],
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(res.body.contains("Sign-up is closed"));
    let res = app
        .api_post(
            "/api/v1/accounts",
            None,
            Some(json!({"username": "alice", "password": PASSWORD})),
        )
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(
        res.body.contains("sign-up is closed"),
        "the API keeps its wording"
    );
}

#[tokio::test]
async fn forms_without_the_right_csrf_token_change_nothing() {
    for db in databases() {
        let app = app(db).await;
        // Sign-up without / with a forged double-submit token.
        let b = app.browser();
        b.get("/signup").await;
        for csrf in ["", "forged-token-forged-token-forged-token"] {
            let res = b
                .post_form(
                    "/signup",
                    &[
                        ("username", "mallory"),
                        ("password", PASSWORD),
                        ("csrf", csrf),
                    ],
                )
                .await;
            assert_eq!(res.status, StatusCode::FORBIDDEN);
            assert!(res.body.contains("expired or did not come from this site"));
        }
        let fresh = app.browser();
        let res = fresh
            .post_form(
                "/signup",
                &[
                    ("username", "mallory"),
                    ("password", PASSWORD),
                    ("csrf", "abc"),
                ],
            )
            .await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "no cookie at all");
        let res = app.browser().log_in("mallory", PASSWORD).await;
        assert_eq!(
            res.status,
            StatusCode::UNAUTHORIZED,
            "no account was created"
        );

        // Log-in without the token.
        user(&app, "alice").await;
        let res = app
            .browser()
            .post_form("/login", &[("username", "alice"), ("password", PASSWORD)])
            .await;
        assert_eq!(res.status, StatusCode::FORBIDDEN);

        // Logged-in forms need the session token, not the double-submit one.
        let alice = app.browser();
        alice.log_in("alice", PASSWORD).await;
        let form_token = alice.cookie("mpr_csrf").unwrap();
        for csrf in ["", "forged", form_token.as_str()] {
            let res = alice
                .post_form(
                    "/invitations",
                    &[
                        ("csrf", csrf),
                        ("board", "siam"),
                        ("players", "2"),
                        ("hands", "open"),
                    ],
                )
                .await;
            assert_eq!(res.status, StatusCode::FORBIDDEN, "csrf {csrf:?}");
        }
        assert!(
            alice.get("/").await.body.contains("None. Create one below"),
            "no invitation"
        );

        let code = invite(&alice, "2", "siam", "open", "").await;
        let bob = user(&app, "bob").await;
        let res = bob
            .post_form(&format!("/invite/{code}/join"), &[("csrf", "forged")])
            .await;
        assert_eq!(res.status, StatusCode::FORBIDDEN);
        let res = alice
            .post_form(&format!("/invite/{code}/cancel"), &[])
            .await;
        assert_eq!(res.status, StatusCode::FORBIDDEN);
        let inv = app.api_invitation(&code).await;
        assert_eq!(inv["status"], "open");
        assert_eq!(inv["seats"], json!(["alice"]));
    }
}

#[tokio::test]
async fn login_is_rate_limited_per_account() {
    for db in databases() {
        let app = app(db).await;
        user(&app, "alice").await;
        let b = app.browser();
        for _ in 0..5 {
            let res = b.log_in("alice", "wrong password").await;
            assert_eq!(res.status, StatusCode::UNAUTHORIZED);
        }
        let res = b.log_in("alice", PASSWORD).await;
        assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
        assert!(res.body.contains("Too many failed log-ins"));
        // Another account from the same address is not blocked by alice's failures.
        user(&app, "bob").await;
        let res = app.browser().log_in("bob", PASSWORD).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
    }
}

#[tokio::test]
async fn login_is_rate_limited_per_address_behind_a_trusted_proxy() {
    let mut config = Config::for_tests("test");
    config.trusted_proxies = maipenrai::net::TrustedProxies::loopback();
    let app = TestApp::with_config(fresh_store(Db::Sqlite).await, config);
    let token = |app: &TestApp, name: &str, addr: &str| {
        let app = app.clone();
        let body = json!({"username": name, "password": "wrong password"});
        let addr = addr.to_string();
        async move {
            let req = axum::http::Request::post("/api/v1/tokens")
                .header("content-type", "application/json")
                .header("x-forwarded-for", format!("10.9.9.9, {addr}"))
                .body(axum::body::Body::from(body.to_string()))
                .unwrap();
            app.send(req).await.status
        }
    };
    // 20 failures over many accounts from one address...
    for i in 0..20 {
        assert_eq!(
            token(&app, &format!("user{i}"), "203.0.113.7").await,
            StatusCode::UNAUTHORIZED
        );
    }
    // ... block that address, for any account, but not another address.
    assert_eq!(
        token(&app, "someone", "203.0.113.7").await,
        StatusCode::TOO_MANY_REQUESTS
    );
    assert_eq!(
        token(&app, "someone", "198.51.100.1").await,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn invitations_by_link_fill_up_and_start_the_game() {
    for db in databases() {
        let app = app(db).await;
        let names = ["ann", "ben", "cat", "dan"];
        let mut browsers = Vec::new();
        for n in names {
            browsers.push(user(&app, n).await);
        }
        for players in 2..=4usize {
            let code = invite(
                &browsers[0],
                &players.to_string(),
                "saba",
                "original",
                "be nice <3",
            )
            .await;
            let page = browsers[0].get(&format!("/invite/{code}")).await;
            assert_eq!(page.status, StatusCode::OK);
            assert!(page.body.contains("Invitation created"));
            assert!(page
                .body
                .contains(&format!("http://localhost:8080/invite/{code}")));
            assert!(page.body.contains("be nice &#60;3"), "the note is escaped");
            assert!(page.body.contains("Original hands"));
            assert!(page.body.contains("Cancel invitation"));
            assert!(!page.body.contains("Join this game"));
            let lobby = browsers[0].get("/").await;
            assert!(lobby.body.contains(&format!("/invite/{code}")));

            // A visitor is offered sign-up and log-in forms that come back here.
            let visitor = app.browser();
            let page = visitor.get(&format!("/invite/{code}")).await;
            assert!(page.body.contains("Sign up to join"));
            assert_eq!(
                hidden_field(&page.body, "next"),
                Some(format!("/invite/{code}"))
            );

            for (i, b) in browsers[1..players].iter().enumerate() {
                let page = b.get(&format!("/invite/{code}")).await;
                assert!(page.body.contains("Join this game"));
                let res = invitation_action(b, &code, "join").await;
                assert_eq!(res.status, StatusCode::SEE_OTHER);
                let to = res.location().unwrap();
                if i + 2 == players {
                    assert!(to.starts_with("/games/"), "the last join starts the game");
                    let game = b.follow(&res).await;
                    assert_eq!(game.status, StatusCode::OK);
                    assert!(game.body.contains("the game has started"));
                } else {
                    assert_eq!(to, format!("/invite/{code}"));
                    let page = b.follow(&res).await;
                    assert!(page.body.contains("You have joined"));
                    assert!(page.body.contains("Leave"));
                }
            }
            let page = browsers[0].get(&format!("/invite/{code}")).await;
            assert!(page.body.contains("The game has started"));
            assert!(page.body.contains("Go to the game"));
            let lobby = browsers[0].get("/").await;
            assert!(lobby.body.contains("/games/"));
            assert!(!lobby.body.contains(&format!("/invite/{code}")));
        }

        // Leave and cancel.
        let code = invite(&browsers[0], "3", "siam", "open", "").await;
        let res = invitation_action(&browsers[1], &code, "join").await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        let res = invitation_action(&browsers[1], &code, "leave").await;
        let page = browsers[1].follow(&res).await;
        assert!(page.body.contains("You have left"));
        assert!(page.body.contains("Join this game"));
        let res = invitation_action(&browsers[1], &code, "cancel").await;
        let page = browsers[1].follow(&res).await;
        assert!(page.body.contains("Only the player who created"));
        let res = invitation_action(&browsers[0], &code, "cancel").await;
        let page = browsers[0].follow(&res).await;
        assert!(page.body.contains("The invitation is cancelled"));
        assert!(page.body.contains("cancelled"));
        let res = invitation_action(&browsers[2], &code, "join").await;
        let page = browsers[2].follow(&res).await;
        assert!(page.body.contains("cannot be joined"));

        // Bad options come back as a message.
        let csrf = browsers[0].session_csrf().await;
        let res = browsers[0]
            .post_form(
                "/invitations",
                &[
                    ("csrf", &csrf),
                    ("board", "mars"),
                    ("players", "3"),
                    ("hands", "open"),
                ],
            )
            .await;
        let page = browsers[0].follow(&res).await;
        assert!(page.body.contains("The board must be siam or saba"));

        // Unknown invitation.
        let page = browsers[0].get("/invite/doesnotexist").await;
        assert_eq!(page.status, StatusCode::NOT_FOUND);
        assert!(page.body.contains("no invitation"));
    }
}

#[tokio::test]
async fn pages_that_need_a_login_send_visitors_to_the_login_form() {
    let app = app(Db::Sqlite).await;
    let b = app.browser();
    let res = b
        .post_form("/invitations", &[("board", "siam"), ("players", "2")])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    assert!(res.location().unwrap().starts_with("/login"));
    let home = b.get("/").await;
    assert!(home.body.contains("Log in"));
    let finished = b.get("/games/finished").await;
    assert_eq!(finished.status, StatusCode::OK);
    let missing = b.get("/no/such/page").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert!(missing.body.contains("<html"));
    assert!(missing.headers.get("content-security-policy").is_some());
    assert_eq!(
        missing.headers.get("x-content-type-options").unwrap(),
        "nosniff"
    );
    let game = b.get("/games/not-a-uuid").await;
    assert_eq!(game.status, StatusCode::NOT_FOUND);
    let css = b.get("/static/style.css").await;
    assert_eq!(css.status, StatusCode::OK);
    let health = b.get("/healthz").await;
    assert_eq!(health.status, StatusCode::OK);
}

/// Whether a page's header shows `name` logged in (with a working log-out form) rather
/// than the log-in and sign-up links.
fn header_shows(page: &TestResponse, name: &str) -> bool {
    page.body.contains(&format!(
        "href=\"/settings\" title=\"Settings: notifications, feed, absences and password\"><bdi>{name}</bdi></a>"
    )) && page.body.contains("action=\"/logout\"")
        && !page.body.contains("href=\"/login\"")
}

#[tokio::test]
async fn error_pages_show_who_is_logged_in() {
    for db in databases() {
        let app = app(db).await;
        let carol = user(&app, "carol").await;
        let csrf = carol.session_csrf().await;
        let anonymous = app.browser();
        for path in [
            "/nope",
            "/games/xyz",
            "/games/00000000-0000-0000-0000-000000000000",
            "/invite/doesnotexist",
        ] {
            let page = carol.get(path).await;
            assert_eq!(page.status, StatusCode::NOT_FOUND, "{path}");
            assert!(header_shows(&page, "carol"), "{path}: {}", page.body);
            assert_eq!(
                hidden_field(&page.body, "csrf").as_deref(),
                Some(csrf.as_str()),
                "{path}: the log-out form works"
            );
            let page = anonymous.get(path).await;
            assert_eq!(page.status, StatusCode::NOT_FOUND, "{path}");
            assert!(page.body.contains("href=\"/login\""), "{path}");
            assert!(!page.body.contains("Log out"), "{path}");
        }
        // A method the address does not take.
        let page = carol.get("/logout").await;
        assert_eq!(page.status, StatusCode::METHOD_NOT_ALLOWED);
        assert!(header_shows(&page, "carol"), "{}", page.body);

        // A move in a game carol does not play in.
        let [ann, ben] = app.api_accounts(["ann", "ben"]).await;
        let (_, game_id) = app.api_game(&[&ann, &ben], 2, "siam", "original").await;
        let game_id = game_id.unwrap();
        let res = carol
            .post_form(
                &format!("/games/{game_id}/moves"),
                &[("csrf", &csrf), ("seq", "0"), ("move_text", "pass")],
            )
            .await;
        assert_eq!(res.status, StatusCode::FORBIDDEN);
        assert!(res.body.contains("You are not playing in this game"));
        assert!(header_shows(&res, "carol"), "{}", res.body);

        // An unknown or ended session is nobody.
        let stranger = app.browser();
        stranger
            .cookies
            .lock()
            .unwrap()
            .insert("mpr_session".into(), "x".repeat(43));
        let page = stranger.get("/nope").await;
        assert_eq!(page.status, StatusCode::NOT_FOUND);
        assert!(page.body.contains("href=\"/login\""));
        assert!(!page.body.contains("Log out"));

        // API errors stay JSON, whoever sends the cookie.
        let req = Request::builder()
            .uri("/api/v1/nothing-here")
            .header(header::COOKIE, carol.cookie_header())
            .body(Body::empty())
            .unwrap();
        let res = app.send(req).await;
        assert_eq!(res.status, StatusCode::NOT_FOUND);
        assert_eq!(res.error_code(), "not_found");
        assert!(!res.body.contains("carol"));
    }
}

/// A GET as a browser sends it when a link on `referer` is followed.
async fn get_from(b: &Browser, path: &str, referer: &str, host: Option<&str>) -> TestResponse {
    let mut req = Request::builder()
        .uri(path)
        .header(header::COOKIE, b.cookie_header())
        .header(header::REFERER, referer);
    if let Some(host) = host {
        req = req.header(header::HOST, host);
    }
    let res = b.app.send(req.body(Body::empty()).unwrap()).await;
    b.store_cookies(&res.headers);
    res
}

#[tokio::test]
async fn the_header_log_in_link_comes_back_to_the_page() {
    for db in databases() {
        let app = app(db).await;
        let [ann, ben] = app.api_accounts(["ann", "ben"]).await;
        let (_, game_id) = app.api_game(&[&ann, &ben], 2, "siam", "original").await;
        let game_path = format!("/games/{}", game_id.unwrap());
        // The public address in the test configuration.
        let site = "http://localhost:8080";

        // Logged out on a game page, the header's link; then the form.
        let b = app.browser();
        let page = b.get(&game_path).await;
        assert!(page.body.contains("<a href=\"/login\">Log in</a>"));
        let login = get_from(&b, "/login", &format!("{site}{game_path}"), None).await;
        assert_eq!(login.status, StatusCode::OK);
        assert_eq!(
            hidden_field(&login.body, "next").as_deref(),
            Some(game_path.as_str())
        );
        let next = hidden_field(&login.body, "next").unwrap();
        let res = b.log_in_from(&login, "ann", &next).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        assert_eq!(res.location().as_deref(), Some(game_path.as_str()));

        let next_of = |page: &TestResponse| hidden_field(&page.body, "next").unwrap_or_default();
        let visitor = app.browser();
        // Each form, opened from `referer` (sent to `host`), goes on to `next`; some carry
        // it on in a link.
        for (form, referer, host, next, link) in [
            // The address the request was sent to also counts as this site; the query stays.
            (
                "/login",
                "http://Play.Example:8443/games/finished?page=2".to_string(),
                Some("play.example:8443"),
                "/games/finished?page=2",
                None,
            ),
            // Sign-up too, and its link to the log-in form passes the page on.
            (
                "/signup",
                format!("{site}/rules/king-of-siam"),
                None,
                "/rules/king-of-siam",
                Some("/login?next=/rules/king-of-siam"),
            ),
            // The other form's header link keeps that form's `next`.
            (
                "/signup",
                format!("{site}/login?next=/games/finished"),
                None,
                "/games/finished",
                None,
            ),
            // An explicit `next` wins over where the visitor came from.
            (
                "/login?next=/games/finished",
                format!("{site}{game_path}"),
                None,
                "/games/finished",
                None,
            ),
        ] {
            let page = get_from(&visitor, form, &referer, host).await;
            assert_eq!(next_of(&page), next, "{form} from {referer}");
            if let Some(link) = link {
                assert!(page.body.contains(link), "{form} from {referer}");
            }
        }

        // Never another site, never the account pages themselves.
        for referer in [
            "https://evil.example/games/finished".to_string(),
            "http://localhost:8080.evil.example/games/finished".to_string(),
            "http://user@localhost:8080/games/finished".to_string(),
            "https://localhost:8080/games/finished".to_string(),
            "//evil.example/games/finished".to_string(),
            "/games/finished".to_string(),
            format!("{site}//evil.example"),
            format!("{site}/\\evil.example"),
            format!("{site}/login"),
            format!("{site}/signup"),
            format!("{site}/logout"),
            format!("{site}/login?next=/logout"),
            format!("{site}/login?next=//evil.example"),
            "javascript:alert(1)".to_string(),
            "not a url".to_string(),
        ] {
            for form in ["/login", "/signup"] {
                let page = get_from(&visitor, form, &referer, None).await;
                assert_eq!(page.status, StatusCode::OK, "{referer}");
                assert_eq!(next_of(&page), "/", "{form} from {referer}");
            }
        }
        for next in [
            "/login",
            "/login?next=/games/finished",
            "/signup/",
            "/logout",
            "//evil.example",
        ] {
            let page = visitor
                .get(&format!(
                    "/login?next={}",
                    maipenrai::http::url_encode(next)
                ))
                .await;
            assert_eq!(next_of(&page), "/", "{next}");
        }
        let login = visitor.get("/login").await;
        let res = visitor.log_in_from(&login, "ben", "/logout").await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        assert_eq!(res.location().as_deref(), Some("/"));
        // Logged in, the forms send the visitor back where they came from.
        let res = get_from(&visitor, "/login", &format!("{site}{game_path}"), None).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        assert_eq!(res.location().as_deref(), Some(game_path.as_str()));

        // Signing up from the header link comes back too.
        let newcomer = app.browser();
        let page = get_from(&newcomer, "/signup", &format!("{site}{game_path}"), None).await;
        let res = newcomer
            .post_form(
                "/signup",
                &[
                    ("username", "cid"),
                    ("password", PASSWORD),
                    ("csrf", &Browser::csrf_of(&page)),
                    ("next", &next_of(&page)),
                ],
            )
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        assert_eq!(res.location().as_deref(), Some(game_path.as_str()));
    }
}

#[tokio::test]
async fn the_first_feed_is_ready_and_a_new_one_replaces_it() {
    for db in databases() {
        let app = app(db).await;
        let b = user(&app, "alice").await;
        let page = b.get("/settings").await;
        assert!(page.body.contains("Create my feed"));
        assert!(!page.body.contains("/feeds/"));
        let csrf = Browser::csrf_of(&page);

        let res = b.post_form("/settings/feed", &[("csrf", &csrf)]).await;
        let page = b.follow_see_other(&res).await;
        page.assert_contains("Your feed is ready");
        assert!(!page.body.contains("the old one no longer works"));
        assert!(page.body.contains("/feeds/"));

        let res = b.post_form("/settings/feed", &[("csrf", &csrf)]).await;
        let page = b.follow(&res).await;
        assert!(page
            .body
            .contains("Your feed has a new address; the old one no longer works."));
        assert!(!page.body.contains("Your feed is ready"));
    }
}

/// Brings a game to `name`'s turn by playing random moves for the others.
async fn until_turn_of(
    app: &TestApp,
    game_id: &str,
    name: &str,
    tokens: &BTreeMap<String, String>,
) {
    for _ in 0..50 {
        let g = app.api_game_state(game_id, None).await;
        assert_eq!(g["status"], "active");
        if g["to_move"] == name {
            return;
        }
        app.api_random_move(game_id, tokens).await;
    }
    panic!("never {name}'s turn");
}

#[tokio::test]
async fn lobby_lists_my_turn_first_with_the_longest_waiting_on_top() {
    for db in databases() {
        let app = app(db).await;
        let ann = user(&app, "ann").await;
        user(&app, "ben").await;
        let mut tokens = BTreeMap::new();
        tokens.insert("ann".to_string(), app.api_token("ann").await);
        tokens.insert("ben".to_string(), app.api_token("ben").await);
        let (t_ann, t_ben) = (tokens["ann"].clone(), tokens["ben"].clone());
        let (_, g1) = app.api_game(&[&t_ann, &t_ben], 2, "siam", "open").await;
        let (_, g2) = app.api_game(&[&t_ann, &t_ben], 2, "saba", "open").await;
        let (_, g3) = app.api_game(&[&t_ann, &t_ben], 2, "siam", "original").await;
        let (g1, g2, g3) = (g1.unwrap(), g2.unwrap(), g3.unwrap());
        until_turn_of(&app, &g1, "ann", &tokens).await;
        until_turn_of(&app, &g2, "ann", &tokens).await;
        until_turn_of(&app, &g3, "ben", &tokens).await;

        // Ann moves in g1 and Ben answers: g1 has now waited less than g2.
        app.api_random_move(&g1, &tokens).await;
        until_turn_of(&app, &g1, "ann", &tokens).await;
        let order = |body: &str, a: &str, b: &str| {
            body.find(&format!("/games/{a}")).unwrap() < body.find(&format!("/games/{b}")).unwrap()
        };
        let lobby = ann.get("/").await.body;
        let my_turn =
            &lobby[lobby.find("id=\"my-turn\"").unwrap()..lobby.find("id=\"running\"").unwrap()];
        assert!(my_turn.contains(&g1) && my_turn.contains(&g2));
        assert!(!my_turn.contains(&g3));
        assert!(order(my_turn, &g2, &g1), "g2 waited longest");
        let running = &lobby
            [lobby.find("id=\"running\"").unwrap()..lobby.find("id=\"invitations\"").unwrap()];
        assert!(running.contains(&g3));
        assert!(lobby.starts_with("<!doctype html>"));
        assert!(lobby.contains("<title>(2) Lobby"));
        // The header counts the games waiting, on every page; each game page links to the
        // next one waiting (the longest first, never itself).
        let count = |body: &str| -> Option<String> {
            let at = body.find("id=\"waiting-count\"")?;
            let digits: String = body[at..]
                .split("</span>")
                .nth(1)?
                .chars()
                .filter(char::is_ascii_digit)
                .collect();
            Some(digits)
        };
        assert_eq!(count(&lobby).as_deref(), Some("2"), "{db:?}");
        let next = |body: &str| -> Option<String> {
            let at = body.find("data-testid=\"next-game\"")?;
            let link = &body[..at];
            let start = link.rfind("href=\"/games/")? + "href=\"/games/".len();
            Some(link[start..].split('"').next()?.to_string())
        };
        let page = ann.get(&format!("/games/{g1}")).await.body;
        assert_eq!(count(&page).as_deref(), Some("2"));
        assert_eq!(next(&page), Some(g2.clone()), "{db:?}: g2 waits longest");
        let page = ann.get(&format!("/games/{g2}")).await.body;
        assert_eq!(
            next(&page),
            Some(g1.clone()),
            "{db:?}: never the game itself"
        );
        let page = ann.get(&format!("/games/{g3}")).await.body;
        assert_eq!(next(&page), Some(g2.clone()), "{db:?}");
        // Games carry short numbers, in the order they started.
        assert!(page.contains("Game 3"), "{db:?}");
        assert!(lobby.contains(">#1<") && lobby.contains(">#2<") && lobby.contains(">#3<"));
        let anonymous = app.browser().get(&format!("/games/{g1}")).await.body;
        assert_eq!(count(&anonymous), None);
        assert_eq!(next(&anonymous), None);

        // Now the same in g2: g1 is the longest waiting.
        app.api_random_move(&g2, &tokens).await;
        until_turn_of(&app, &g2, "ann", &tokens).await;
        let lobby = ann.get("/").await.body;
        let my_turn =
            &lobby[lobby.find("id=\"my-turn\"").unwrap()..lobby.find("id=\"running\"").unwrap()];
        assert!(order(my_turn, &g1, &g2), "g1 waited longest now");

        // Finished games go to their own section and to the public list.
        app.api_play_to_end(&g3, &tokens).await;
        let lobby = ann.get("/").await.body;
        let finished = &lobby[lobby.find("id=\"finished\"").unwrap()..];
        assert!(finished.contains(&g3));
        // A link-only game is listed to its players only.
        let public = app.browser().get("/games/finished").await;
        assert!(!public.body.contains(&g3), "{db:?}");
        let public = ann.get("/games/finished").await;
        assert!(public.body.contains(&g3));
        // The result sentence names the winner(s): "… ann wins: …" / "… ann and cid win: …".
        assert!(
            public.body.contains(" wins: ") || public.body.contains(" win: "),
            "the public list shows the result"
        );
        assert!(!public.body.contains(&g1));
    }
}

#[tokio::test]
async fn the_game_page_shows_the_position_and_takes_moves() {
    for db in databases() {
        let app = app(db).await;
        let [ann, ben, eve] = users(&app, ["ann", "ben", "eve"]).await;
        let mut tokens = BTreeMap::new();
        tokens.insert("ann".to_string(), app.api_token("ann").await);
        tokens.insert("ben".to_string(), app.api_token("ben").await);
        let (_, game_id) = app
            .api_game(&[&tokens["ann"], &tokens["ben"]], 2, "siam", "original")
            .await;
        let game_id = game_id.unwrap();
        until_turn_of(&app, &game_id, "ann", &tokens).await;
        let url = format!("/games/{game_id}");

        let page = ann.get(&url).await;
        assert_eq!(page.status, StatusCode::OK);
        for needle in [
            "<title>(Your turn) King of Siam",
            "It is your turn.",
            "Your hand:",
            "Tile track",
            "contested now",
            "Pool:",
            "Maharacha",
        ] {
            page.assert_contains(needle);
        }
        let other = ben.get(&url).await;
        assert!(!other.body.contains("(Your turn)"));
        assert!(other.body.contains("Waiting for ann to move."));
        assert!(
            other.body.contains("hidden"),
            "ann's hand is hidden from ben"
        );
        assert!(!other.body.contains("name=\"move_choice\""));
        let spectator = app.browser().get(&url).await;
        assert!(spectator.body.contains("You are watching this game"));
        assert!(!spectator.body.contains("Your hand:"));

        // Pick the first legal move from the page's list.
        let seq = hidden_field(&page.body, "seq").unwrap();
        let csrf = Browser::csrf_of(&page);
        let start = page.body.find("<option value=\"").unwrap() + "<option value=\"".len();
        let end = page.body[start..].find('"').unwrap() + start;
        let choice = html_unescape(&page.body[start..end]);

        // An illegal typed move is refused with the reason and kept in the field.
        let res = ann
            .post_form(
                &format!("{url}/moves"),
                &[("csrf", &csrf), ("seq", &seq), ("move_text", "frobnicate")],
            )
            .await;
        let back = ann.follow_see_other(&res).await;
        assert!(back.body.contains("Not played: could not read the move"));
        assert!(back.body.contains("value=\"frobnicate\""));

        // Eve does not play here; a forged token changes nothing.
        let eve_csrf = eve.session_csrf().await;
        let res = eve
            .post_form(
                &format!("{url}/moves"),
                &[("csrf", &eve_csrf), ("seq", &seq), ("move_choice", &choice)],
            )
            .await;
        assert_eq!(res.status, StatusCode::FORBIDDEN);
        assert!(res.body.contains("You are not playing in this game"));
        let res = ann
            .post_form(
                &format!("{url}/moves"),
                &[("csrf", "forged"), ("seq", &seq), ("move_choice", &choice)],
            )
            .await;
        assert_eq!(res.status, StatusCode::FORBIDDEN);
        assert_eq!(
            app.api_game_state(&game_id, None).await["seq"].to_string(),
            seq
        );

        // The real move, with narration in the flash.
        let res = ann
            .post_form(
                &format!("{url}/moves"),
                &[("csrf", &csrf), ("seq", &seq), ("move_choice", &choice)],
            )
            .await;
        let after = ann.follow_see_other(&res).await;
        after.assert_contains("You played:");
        assert!(!after.body.contains("(Your turn)") || after.body.contains("It is your turn."));

        // The same form again: the game has moved on, by this player's own move.
        let res = ann
            .post_form(
                &format!("{url}/moves"),
                &[("csrf", &csrf), ("seq", &seq), ("move_choice", &choice)],
            )
            .await;
        let stale = ann.follow(&res).await;
        assert!(stale.body.contains("You already moved in this game"));
        assert!(
            stale.body.contains("here is the position now"),
            "the page shows the position, and says so"
        );

        // History.
        let history = ann.get(&format!("{url}/history")).await;
        assert_eq!(history.status, StatusCode::OK);
        assert!(history.body.contains("ann"));
        assert!(history.body.contains("<code>"));

        // The end: the result shows and the move form is gone.
        app.api_play_to_end(&game_id, &tokens).await;
        let end = ann.get(&url).await;
        assert!(end.body.contains("The game is over."));
        assert!(end.body.contains("Result:"));
        assert!(!end.body.contains("name=\"move_choice\""));
    }
}

/// A store that forwards to a real one until it is switched "down", then answers every
/// call with `Unavailable` (as when the database stops answering).
struct Flaky {
    inner: maipenrai::store::DynStore,
    down: std::sync::atomic::AtomicBool,
}

mod flaky {
    use super::Flaky;
    use maipenrai::store::*;
    use serde_json::Value;
    use std::sync::atomic::Ordering;
    use time::OffsetDateTime;
    use uuid::Uuid;

    impl Flaky {
        fn check(&self) -> StoreResult<()> {
            if self.down.load(Ordering::SeqCst) {
                Err(StoreError::Unavailable(sqlx::Error::PoolTimedOut))
            } else {
                Ok(())
            }
        }
    }

    #[async_trait::async_trait]
    impl Store for Flaky {
        async fn ping(&self) -> StoreResult<()> {
            self.check()?;
            self.inner.ping().await
        }
        async fn check_writable(&self) -> StoreResult<()> {
            self.check()?;
            self.inner.check_writable().await
        }
        async fn rate_reserve(
            &self,
            keys: &[String],
            limit: RateLimit,
            now_ms: i64,
        ) -> StoreResult<Option<std::time::Duration>> {
            self.check()?;
            self.inner.rate_reserve(keys, limit, now_ms).await
        }
        async fn rate_forgive(&self, keys: &[String]) -> StoreResult<()> {
            self.check()?;
            self.inner.rate_forgive(keys).await
        }
        async fn rate_clear(&self, key: &str) -> StoreResult<()> {
            self.check()?;
            self.inner.rate_clear(key).await
        }
        async fn claim_computer_turn(
            &self,
            game_id: Uuid,
            holder: &str,
            now_ms: i64,
            until_ms: i64,
        ) -> StoreResult<bool> {
            self.check()?;
            let claim = self
                .inner
                .claim_computer_turn(game_id, holder, now_ms, until_ms);
            claim.await
        }
        async fn renew_computer_claim(&self, g: Uuid, h: &str, until: i64) -> StoreResult<bool> {
            self.check()?;
            self.inner.renew_computer_claim(g, h, until).await
        }
        async fn release_computer_claim(&self, g: Uuid, h: &str) -> StoreResult<()> {
            self.check()?;
            self.inner.release_computer_claim(g, h).await
        }
        async fn game_ids(&self, a: Option<Uuid>, l: i64) -> StoreResult<Vec<Uuid>> {
            self.check()?;
            self.inner.game_ids(a, l).await
        }
        async fn create_user(&self, u: &str, h: &str) -> StoreResult<User> {
            self.check()?;
            self.inner.create_user(u, h).await
        }
        async fn fill_username_skeletons(&self) -> StoreResult<u64> {
            self.check()?;
            self.inner.fill_username_skeletons().await
        }
        async fn rename_user(&self, u: Uuid, name: &str, now: OffsetDateTime) -> StoreResult<bool> {
            self.check()?;
            self.inner.rename_user(u, name, now).await
        }
        async fn has_renamed(&self, u: Uuid) -> StoreResult<bool> {
            self.check()?;
            self.inner.has_renamed(u).await
        }
        async fn review(&self, g: Uuid) -> StoreResult<Option<maipenrai::store::ReviewRecord>> {
            self.check()?;
            self.inner.review(g).await
        }
        async fn review_steps(&self, g: Uuid) -> StoreResult<Vec<maipenrai::store::ReviewedStep>> {
            self.check()?;
            self.inner.review_steps(g).await
        }
        async fn ask_review(
            &self,
            g: Uuid,
            version: u32,
            by: Option<Uuid>,
            at: OffsetDateTime,
        ) -> StoreResult<bool> {
            self.check()?;
            self.inner.ask_review(g, version, by, at).await
        }
        async fn review_again(
            &self,
            g: Uuid,
            old: u32,
            version: u32,
            by: Option<Uuid>,
            at: OffsetDateTime,
            by_player: bool,
        ) -> StoreResult<bool> {
            self.check()?;
            self.inner
                .review_again(g, old, version, by, at, by_player)
                .await
        }
        async fn waiting_reviews(&self, max: i64) -> StoreResult<Vec<(Uuid, u32)>> {
            self.check()?;
            self.inner.waiting_reviews(max).await
        }
        async fn last_reviewed_step(&self, g: Uuid) -> StoreResult<usize> {
            self.check()?;
            self.inner.last_reviewed_step(g).await
        }
        async fn save_review_step(
            &self,
            g: Uuid,
            version: u32,
            step: &maipenrai::store::ReviewedStep,
        ) -> StoreResult<bool> {
            self.check()?;
            self.inner.save_review_step(g, version, step).await
        }
        async fn finish_review(
            &self,
            g: Uuid,
            version: u32,
            at: OffsetDateTime,
        ) -> StoreResult<bool> {
            self.check()?;
            self.inner.finish_review(g, version, at).await
        }
        async fn hides_reviews(&self, u: Uuid) -> StoreResult<bool> {
            self.check()?;
            self.inner.hides_reviews(u).await
        }
        async fn set_hides_reviews(&self, u: Uuid, hide: bool) -> StoreResult<()> {
            self.check()?;
            self.inner.set_hides_reviews(u, hide).await
        }
        async fn seen_from(
            &self,
            u: Uuid,
            network: &str,
            seen: maipenrai::store::Seen,
            at: OffsetDateTime,
        ) -> StoreResult<()> {
            self.check()?;
            self.inner.seen_from(u, network, seen, at).await
        }
        async fn forget_networks(&self, before: OffsetDateTime) -> StoreResult<u64> {
            self.check()?;
            self.inner.forget_networks(before).await
        }
        async fn shared_networks(
            &self,
            since: OffsetDateTime,
            min_accounts: i64,
        ) -> StoreResult<Vec<(String, i64)>> {
            self.check()?;
            self.inner.shared_networks(since, min_accounts).await
        }
        async fn logged_in_from(
            &self,
            u: Uuid,
            network: &str,
            since: OffsetDateTime,
        ) -> StoreResult<bool> {
            self.check()?;
            self.inner.logged_in_from(u, network, since).await
        }
        async fn login_device(
            &self,
            token_hash: &str,
            since: OffsetDateTime,
        ) -> StoreResult<Option<maipenrai::store::LoginDevice>> {
            self.check()?;
            self.inner.login_device(token_hash, since).await
        }
        async fn add_login_device(
            &self,
            device: maipenrai::store::LoginDevice,
            token_hash: &str,
            now: OffsetDateTime,
            most: usize,
        ) -> StoreResult<()> {
            self.check()?;
            self.inner
                .add_login_device(device, token_hash, now, most)
                .await
        }
        async fn renew_login_device(
            &self,
            device_id: Uuid,
            old_hash: &str,
            new_hash: &str,
            now: OffsetDateTime,
        ) -> StoreResult<bool> {
            self.check()?;
            self.inner
                .renew_login_device(device_id, old_hash, new_hash, now)
                .await
        }
        async fn forget_login_devices(&self, before: OffsetDateTime) -> StoreResult<u64> {
            self.check()?;
            self.inner.forget_login_devices(before).await
        }
        async fn credentials(&self, u: &str) -> StoreResult<Option<Credentials>> {
            self.check()?;
            self.inner.credentials(u).await
        }
        async fn user(&self, id: Uuid) -> StoreResult<Option<User>> {
            self.check()?;
            self.inner.user(id).await
        }
        async fn create_session(
            &self,
            h: &str,
            k: SessionKind,
            u: Uuid,
            c: &str,
            e: OffsetDateTime,
        ) -> StoreResult<()> {
            self.check()?;
            self.inner.create_session(h, k, u, c, e).await
        }
        async fn session(&self, h: &str, k: SessionKind) -> StoreResult<Option<Session>> {
            self.check()?;
            self.inner.session(h, k).await
        }
        async fn delete_session(&self, h: &str) -> StoreResult<()> {
            self.check()?;
            self.inner.delete_session(h).await
        }
        async fn set_password(
            &self,
            u: Uuid,
            h: &str,
            k: Option<&str>,
            f: &str,
            t: OffsetDateTime,
        ) -> StoreResult<()> {
            self.check()?;
            self.inner.set_password(u, h, k, f, t).await
        }
        async fn delete_user(&self, u: Uuid, t: OffsetDateTime) -> StoreResult<Vec<DeletedTurn>> {
            self.check()?;
            self.inner.delete_user(u, t).await
        }
        async fn free_deleted_name(&self, u: &str, t: OffsetDateTime) -> StoreResult<()> {
            self.check()?;
            self.inner.free_deleted_name(u, t).await
        }
        async fn create_invitation(&self, n: &NewInvitation) -> StoreResult<Invitation> {
            self.check()?;
            self.inner.create_invitation(n).await
        }
        async fn invitation(&self, c: &str) -> StoreResult<Option<Invitation>> {
            self.check()?;
            self.inner.invitation(c).await
        }
        async fn join_invitation(
            &self,
            c: &str,
            u: Uuid,
            p: &StartPlan,
            l: &Limits,
        ) -> StoreResult<Invitation> {
            self.check()?;
            self.inner.join_invitation(c, u, p, l).await
        }
        async fn leave_invitation(&self, c: &str, u: Uuid) -> StoreResult<Invitation> {
            self.check()?;
            self.inner.leave_invitation(c, u).await
        }
        async fn cancel_invitation(&self, c: &str, u: Uuid) -> StoreResult<Invitation> {
            self.check()?;
            self.inner.cancel_invitation(c, u).await
        }
        async fn open_invitations_for(&self, u: Uuid) -> StoreResult<Vec<Invitation>> {
            self.check()?;
            self.inner.open_invitations_for(u).await
        }
        async fn game(&self, g: Uuid) -> StoreResult<Option<GameRecord>> {
            self.check()?;
            self.inner.game(g).await
        }
        async fn events(&self, g: Uuid) -> StoreResult<Vec<EventRecord>> {
            self.check()?;
            self.inner.events(g).await
        }
        async fn game_snapshot(&self, g: Uuid) -> StoreResult<Option<GameSnapshot>> {
            self.check()?;
            self.inner.game_snapshot(g).await
        }
        async fn append_event(&self, g: Uuid, s: i64, e: &Value, u: GameUpdate) -> StoreResult<()> {
            self.check()?;
            self.inner.append_event(g, s, e, u).await
        }
        async fn games_for_user(&self, u: Uuid) -> StoreResult<Vec<GameRecord>> {
            self.check()?;
            self.inner.games_for_user(u).await
        }
        async fn expired_invitations_for(
            &self,
            u: Uuid,
            since: OffsetDateTime,
        ) -> StoreResult<Vec<Invitation>> {
            self.check()?;
            self.inner.expired_invitations_for(u, since).await
        }
        async fn waiting_games(&self, u: Uuid) -> StoreResult<Vec<Uuid>> {
            self.check()?;
            self.inner.waiting_games(u).await
        }
        async fn computer_turns(&self, a: (Uuid, Uuid)) -> StoreResult<Vec<ComputerTurn>> {
            self.check()?;
            self.inner.computer_turns(a).await
        }
        async fn computer_games_of(&self, u: Uuid, a: (Uuid, Uuid)) -> StoreResult<u32> {
            self.check()?;
            self.inner.computer_games_of(u, a).await
        }
        async fn finished_games(&self, l: i64, o: i64) -> StoreResult<Vec<GameRecord>> {
            self.check()?;
            self.inner.finished_games(l, o).await
        }
    }
}

#[tokio::test]
async fn an_unavailable_database_gives_503_with_a_clear_message() {
    let flaky = std::sync::Arc::new(Flaky {
        inner: fresh_store(Db::Sqlite).await,
        down: std::sync::atomic::AtomicBool::new(false),
    });
    let app = TestApp::new(flaky.clone());
    let b = user(&app, "alice").await;
    assert_eq!(b.get("/healthz").await.status, StatusCode::OK);
    flaky.down.store(true, std::sync::atomic::Ordering::SeqCst);
    let res = b.get("/healthz").await;
    assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE);
    let res = b.get("/").await;
    assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(res
        .body
        .contains("The database is unavailable, try again shortly"));
    assert!(res.body.contains("href=\"/login\""), "shown logged out");
    assert!(!res.body.contains("Log out"));
    // An error page whose session lookup fails still renders, logged out.
    let res = b.get("/no/such/page").await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    assert!(res.body.contains("There is no page at this address"));
    assert!(res.body.contains("href=\"/login\""), "shown logged out");
    assert!(!res.body.contains("Log out"));
    let res = app.api_get("/api/v1/invitations/abc", None).await;
    assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(res.error_code(), "unavailable");
    flaky.down.store(false, std::sync::atomic::Ordering::SeqCst);
    assert_eq!(b.get("/").await.status, StatusCode::OK);
}

#[tokio::test]
async fn cookies_are_secure_on_an_https_site() {
    let mut config = Config::for_tests("test");
    config.base_url = "https://play.example.org".into();
    let app = TestApp::with_config(fresh_store(Db::Sqlite).await, config);
    let res = app.browser().sign_up("alice", PASSWORD).await;
    let cookies: Vec<String> = res
        .headers
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_string())
        .collect();
    let session = cookies
        .iter()
        .find(|c| c.starts_with("mpr_session="))
        .unwrap();
    assert!(session.contains("Secure"));
    let token = app.api_token("alice").await;
    let res = app
        .api_post(
            "/api/v1/invitations",
            Some(&token),
            Some(json!({"board": "siam", "players": 2})),
        )
        .await;
    assert!(res.json()["url"]
        .as_str()
        .unwrap()
        .starts_with("https://play.example.org/invite/"));
}

#[tokio::test]
async fn late_joiners_are_told_plainly_and_may_watch() {
    for db in databases() {
        let app = app(db).await;
        let [ann, ben] = app.api_accounts(["ann", "ben"]).await;
        let (code, game_id) = app.api_game(&[&ann, &ben], 2, "siam", "original").await;
        let game_id = game_id.expect("started");
        // A stranger with the link.
        let cid = app.browser();
        cid.sign_up("cid", PASSWORD).await;
        let page = cid.get(&format!("/invite/{code}")).await;
        page.assert_contains("the game has started without you");
        assert!(page
            .body
            .contains(&format!("href=\"/games/{game_id}\">Watch the game")));
        assert!(!page.body.contains("Join this game"));
        // A join sent from a page opened before the last seat was taken.
        let csrf = cid.session_csrf().await;
        let res = cid
            .post_form(&format!("/invite/{code}/join"), &[("csrf", &csrf)])
            .await;
        let page = cid.follow(&res).await;
        page.assert_contains("Too late to join");
        assert!(page.body.contains("You can still watch it."));
    }
}

#[tokio::test]
async fn log_in_and_sign_up_errors_read_as_sentences() {
    let app = app(Db::Sqlite).await;
    let b = app.browser();
    b.sign_up("ann", PASSWORD).await;
    let other = app.browser();
    let res = other.log_in("ann", "not the password").await;
    res.assert_contains("Wrong username or password");
    let res = other.sign_up("ann", PASSWORD).await;
    res.assert_contains("The username ann (or one that looks just like it) is already taken");
}

#[tokio::test]
async fn cancelling_an_invitation_asks_first() {
    let app = app(Db::Sqlite).await;
    let ann = app.browser();
    ann.sign_up("ann", PASSWORD).await;
    let csrf = ann.session_csrf().await;
    let res = ann
        .post_form(
            "/invitations",
            &[
                ("csrf", &csrf),
                ("game", "king-of-siam"),
                ("players", "2"),
                ("board", "siam"),
            ],
        )
        .await;
    let page = ann.follow(&res).await;
    // The button only opens a question; the form inside it cancels.
    assert!(page.body.contains("data-testid=\"cancel-open\""));
    assert!(page.body.contains("Yes, cancel it"));
    let code = res
        .location()
        .unwrap()
        .trim_start_matches("/invite/")
        .to_string();
    let res = ann
        .post_form(&format!("/invite/{code}/cancel"), &[("csrf", &csrf)])
        .await;
    assert!(res.status.is_redirection());
    let page = ann.get(&format!("/invite/{code}")).await;
    assert!(page.body.contains("This invitation was cancelled."));
}

#[tokio::test]
async fn the_lobby_says_who_won_each_finished_game_and_links_its_replay() {
    for db in databases() {
        let app = app(db).await;
        let ann = app.browser();
        ann.sign_up("ann", PASSWORD).await;
        let ann_token = app.api_token("ann").await;
        let ben_token = app.api_account("ben").await;
        let (_, id) = app
            .api_game(&[&ann_token, &ben_token], 2, "saba", "open")
            .await;
        let id = id.expect("started");
        let tokens: BTreeMap<String, String> = [("ann", &ann_token), ("ben", &ben_token)]
            .into_iter()
            .map(|(n, t)| (n.to_string(), t.clone()))
            .collect();
        app.api_play_to_end(&id, &tokens).await;
        let result = app.api_game_state(&id, None).await["result"].clone();
        let winners = str_array(&result["winners"]);
        let expected = match (winners.contains(&"ann"), winners.len()) {
            (true, 1) => "★ won",
            (true, _) => "★ shared win",
            (false, _) => "lost",
        };
        let lobby = ann.get("/").await;
        let finished = &lobby.body[lobby.body.find("id=\"finished\"").unwrap()..];
        assert!(finished.contains(expected), "{expected}: {finished}");
        assert!(finished.contains(&format!("/games/{id}/history/0\">replay")));
    }
}

#[tokio::test]
async fn the_invitations_note_stays_with_its_game() {
    for db in databases() {
        let app = app(db).await;
        let [ann, ben] = users(&app, ["ann", "ben"]).await;
        let code = invite(&ann, "2", "siam", "open", "Friday's rematch").await;
        let res = invitation_action(&ben, &code, "join").await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        let game = res.location().unwrap();
        assert!(game.starts_with("/games/"), "{game}");
        let page = ben.get(&game).await.body;
        assert!(page.contains("data-testid=\"game-note\""), "{db:?}");
        assert!(
            page.contains("“Friday&#x27;s rematch”") || page.contains("“Friday&#39;s rematch”"),
            "{db:?}"
        );
        let lobby = ann.get("/").await.body;
        let running = &lobby
            [lobby.find("id=\"my-turn\"").unwrap()..lobby.find("id=\"invitations\"").unwrap()];
        assert!(
            running.contains("rematch”"),
            "{db:?}: the lobby names the game by its note"
        );
        let api = app
            .api_game_state(game.trim_start_matches("/games/"), None)
            .await;
        assert_eq!(api["note"], "Friday's rematch");
        assert_eq!(api["number"], 1);
    }
}

#[tokio::test]
async fn the_lobby_shows_times_in_the_time_zone_the_browser_gave() {
    for db in databases() {
        let app = app(db).await;
        let ann = user(&app, "ann").await;
        user(&app, "ben").await;
        let (t_ann, t_ben) = (app.api_token("ann").await, app.api_token("ben").await);
        app.api_game(&[&t_ann, &t_ben], 2, "siam", "open").await;

        // Until the browser has told us, times are in UTC and the lobby asks for the zone.
        let lobby = ann.get("/").await.body;
        assert!(lobby.contains("data-auto-zone"), "{db:?}");
        assert!(lobby.contains(" UTC"), "{db:?}");
        let csrf = ann.session_csrf().await;
        let res = ann
            .post_form(
                "/settings/time-zone",
                &[
                    ("csrf", &csrf),
                    ("auto", "1"),
                    ("time_zone", "Asia/Bangkok"),
                ],
            )
            .await;
        assert_eq!(res.status, StatusCode::NO_CONTENT, "{db:?}: {}", res.body);
        let lobby = ann.get("/").await.body;
        assert!(!lobby.contains("data-auto-zone"), "{db:?}: asked once");
        assert!(lobby.contains(" +07"), "{db:?}: Bangkok time");
        assert!(!lobby.contains(" UTC"), "{db:?}");

        // The settings form changes it, and refuses what is not a zone, saying why.
        let res = ann
            .post_form(
                "/settings/time-zone",
                &[("csrf", &csrf), ("time_zone", "Mars/Olympus")],
            )
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        let page = ann.get(&res.location().unwrap()).await.body;
        assert!(page.contains("is not a time zone we know"), "{db:?}");
        assert!(
            page.contains("data-testid=\"time-zone\">Asia/Bangkok<"),
            "{db:?}: unchanged"
        );
        let res = ann
            .post_form(
                "/settings/time-zone",
                &[("csrf", &csrf), ("time_zone", "Europe/Amsterdam")],
            )
            .await;
        let page = ann.get(&res.location().unwrap()).await.body;
        assert!(
            page.contains("Times are now shown in Europe/Amsterdam."),
            "{db:?}"
        );
        let lobby = ann.get("/").await.body;
        assert!(lobby.contains(" CET") || lobby.contains(" CEST"), "{db:?}");
        // A forged request changes nothing.
        let res = ann
            .post_form(
                "/settings/time-zone",
                &[
                    ("csrf", "forged"),
                    ("auto", "1"),
                    ("time_zone", "Asia/Tokyo"),
                ],
            )
            .await;
        assert_ne!(res.status, StatusCode::NO_CONTENT);
        assert!(ann.get("/").await.body.contains(" CET"), "{db:?}");
    }
}

/// The width and height a PNG file says it has (its IHDR chunk).
fn png_size(path: &str) -> String {
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path.trim_start_matches('/'));
    let bytes = std::fs::read(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    assert_eq!(&bytes[1..4], b"PNG", "{path}");
    let number = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    format!("{}x{}", number(16), number(20))
}

/// Installable: the manifest names the site, describes it in the reader's language, and its
/// plain and maskable icons and its phone and desktop screenshots are served with the sizes
/// it says.
#[tokio::test]
async fn the_manifest_makes_the_site_installable_in_the_readers_language() {
    let app = app(Db::Sqlite).await;
    let mut descriptions = std::collections::BTreeSet::new();
    for language in maipenrai::game::text::LANGUAGES {
        let b = app.browser();
        b.get(&format!("/language/{language}")).await;
        let res = b.get("/manifest.webmanifest").await;
        assert_eq!(res.status, StatusCode::OK);
        assert_eq!(res.headers["content-type"], "application/manifest+json");
        let manifest = res.json();
        assert_eq!(manifest["id"], "/");
        assert_eq!(manifest["lang"], language);
        let description = manifest["description"].as_str().unwrap().to_string();
        for game in maipenrai::games::all() {
            let options = maipenrai::game::GameOptions {
                players: game.default_players(),
                ..Default::default()
            };
            let name = maipenrai::game::text::in_language_now(language, || game.title(&options));
            assert!(
                description.contains(&name),
                "{language}: {description} names {name}"
            );
        }
        descriptions.insert(description);
        let purposes: Vec<&str> = manifest["icons"]
            .as_array()
            .unwrap()
            .iter()
            .map(|icon| icon["purpose"].as_str().unwrap())
            .collect();
        assert!(
            purposes.contains(&"any") && purposes.contains(&"maskable"),
            "{purposes:?}"
        );
        assert!(
            !purposes.iter().any(|p| p.contains(' ')),
            "one purpose per icon"
        );
        let mut form_factors = Vec::new();
        let shown = manifest["icons"]
            .as_array()
            .unwrap()
            .iter()
            .chain(manifest["screenshots"].as_array().unwrap());
        for image in shown {
            let src = image["src"].as_str().unwrap();
            assert_eq!(b.get(src).await.status, StatusCode::OK, "{src}");
            assert_eq!(image["sizes"].as_str().unwrap(), png_size(src), "{src}");
            if let Some(form) = image["form_factor"].as_str() {
                form_factors.push(form.to_string());
                assert!(!image["label"].as_str().unwrap().is_empty());
            }
        }
        assert_eq!(form_factors, ["narrow", "wide"]);
    }
    assert_eq!(
        descriptions.len(),
        4,
        "a description in each language: {descriptions:?}"
    );
}
