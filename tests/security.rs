//! Security properties of the web server, against the real router on SQLite and Postgres.
//!
//! The state-changing routes are enumerated here, in one place, from the router source
//! (`tests/support/routes.rs`), so a new POST route is covered the day it is added:
//!
//! - every HTML form (found by crawling the site as a logged-in user and as a visitor, so
//!   the fields are exactly what a browser sends) is replayed without its CSRF token, with
//!   an empty, a forged and another user's token, from another user's session and with no
//!   session at all: 403 (or the log-in page), and the whole database unchanged; the form
//!   as found must still work (so the refusals are about the token, not a broken form);
//! - every POST route without a form on the site is tried the same way with a bare body;
//! - every JSON API route refuses a browser's session cookie in place of a token and the
//!   body types a cross-site form can send without a preflight.
//!
//! Also: joining full invitations, twice, or in a race; cookie flags; the life of sessions;
//! log-in rate limits that cannot be dodged; security headers on every GET route, the API
//! and static files. Private hands are the subject of `tests/hidden_info.rs`.

mod support;

use axum::body::Body;
use axum::http::{header, Method, Request, StatusCode};
use maipenrai::config::Config;
use maipenrai::http::testing::{form_encode, Browser, TestApp, TestResponse, PASSWORD};
use serde_json::json;
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use support::db::{diff, Raw, Snapshot};
use support::html::{self, Form};
use support::routes::{self, Route};
use support::siam::SiamTestApp;
use support::{databases, fresh_database_url, Db};

/// An app with three users: the victim, an attacker and a friend (bob) of the victim.
struct World {
    app: TestApp,
    raw: Raw,
    vic: Browser,
    vic_token: String,
    mal: Browser,
    mal_token: String,
    bob: Browser,
    bob_token: String,
}

async fn world(db: Db) -> World {
    world_with(db, Config::for_tests("test")).await
}

async fn world_with(db: Db, config: Config) -> World {
    let url = fresh_database_url(db).await;
    let store = maipenrai::store::connect(&url).await.expect("store");
    let app = TestApp::with_config(store, config);
    let raw = Raw::connect(&url).await;
    let mut tokens = BTreeMap::new();
    let mut browsers = BTreeMap::new();
    for name in ["vic", "mal", "bob"] {
        tokens.insert(name, app.api_account(name).await);
        let b = app.browser();
        assert_eq!(b.log_in(name, PASSWORD).await.status, StatusCode::SEE_OTHER);
        browsers.insert(name, b);
    }
    World {
        app,
        raw,
        vic: browsers.remove("vic").unwrap(),
        vic_token: tokens.remove("vic").unwrap(),
        mal: browsers.remove("mal").unwrap(),
        mal_token: tokens.remove("mal").unwrap(),
        bob: browsers.remove("bob").unwrap(),
        bob_token: tokens.remove("bob").unwrap(),
    }
}

/// One forged submission: what it is, whose cookies (if any) and the fields sent.
type Case<'a> = (&'a str, Option<&'a Browser>, Vec<(String, String)>);

/// Posts `fields` to `path` with exactly the cookies of `jar` (a browser, or none).
async fn post_raw(
    app: &TestApp,
    jar: Option<&Browser>,
    path: &str,
    fields: &[(String, String)],
) -> TestResponse {
    let body = fields
        .iter()
        .map(|(k, v)| format!("{}={}", form_encode(k), form_encode(v)))
        .collect::<Vec<_>>()
        .join("&");
    let mut req = Request::builder()
        .method(Method::POST)
        .uri(path)
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
    if let Some(b) = jar {
        let cookies = b
            .cookies
            .lock()
            .unwrap()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ");
        req = req.header(header::COOKIE, cookies);
    }
    app.send(req.body(Body::from(body)).unwrap()).await
}

/// Matches a concrete path against a route pattern (`{param}` matches one segment).
fn matches(route: &Route, path: &str) -> bool {
    let path = path.split('?').next().unwrap_or(path);
    let a: Vec<&str> = route.path.split('/').collect();
    let b: Vec<&str> = path.split('/').collect();
    a.len() == b.len()
        && a.iter()
            .zip(&b)
            .all(|(p, s)| (p.starts_with('{') && !s.is_empty()) || p == s)
}

/// The site as a user and as a visitor sees it: every form found within `limit` pages,
/// starting at `seeds` and following same-site links.
async fn crawl(browser: &Browser, seeds: &[String], limit: usize) -> Vec<(String, Form)> {
    let mut queue: VecDeque<String> = seeds.iter().cloned().collect();
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    while let Some(page) = queue.pop_front() {
        if seen.len() >= limit || !seen.insert(page.clone()) {
            continue;
        }
        let res = browser.get(&page).await;
        if !res
            .headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|t| t.starts_with("text/html"))
        {
            continue;
        }
        for form in html::forms(&res.body) {
            if form.method == "post" {
                out.push((page.clone(), form));
            }
        }
        for link in html::links(&res.body) {
            // Stay on pages (not the API, files or feeds) and off links that only add a
            // query to a page already queued (the move composer has thousands).
            let base = link.split('?').next().unwrap_or("").to_string();
            let known = seen
                .iter()
                .chain(queue.iter())
                .any(|s| s.split('?').next() == Some(base.as_str()) && link.contains('?'));
            if !link.starts_with("/api/")
                && !link.starts_with("/static/")
                && !link.starts_with("/feeds/")
                && !known
            {
                queue.push_back(link);
            }
        }
    }
    out
}

/// A snapshot of the database, after a visit of every user so that the bookkeeping of
/// visits (the "last seen" time, written at most once a minute, a moment after the visit)
/// is not taken for a change.
async fn settle(world: &World) -> Snapshot {
    for b in [&world.vic, &world.mal, &world.bob] {
        b.get("/").await;
    }
    world.app.state.service.write_presence().await;
    world.raw.snapshot().await
}

fn assert_unchanged(before: &Snapshot, after: &Snapshot, context: &str) {
    let changes = diff(before, after);
    assert!(
        changes.is_empty(),
        "{context}: the database changed:\n{}",
        changes.join("\n")
    );
}

/// Some valid state for the forms to act on: a game where it is the victim's turn, an
/// invitation of the victim's, one of bob's the victim may join, one of bob's the victim
/// joined. Returns the pages where their forms are.
async fn fixtures(world: &World) -> Vec<String> {
    let app = &world.app;
    let (vic, bob) = (world.vic_token.as_str(), world.bob_token.as_str());
    let (_, game) = app.api_game(&[vic, bob], 2, "siam", "original").await;
    let game = game.unwrap();
    let tokens: BTreeMap<String, String> = [
        ("vic".to_string(), vic.to_string()),
        ("bob".to_string(), bob.to_string()),
    ]
    .into();
    while app.api_game_state(&game, None).await["to_move"] != "vic" {
        app.api_random_move(&game, &tokens).await;
    }
    let (own, _) = app.api_game(&[vic], 3, "saba", "open").await;
    let (joinable, _) = app.api_game(&[bob], 3, "siam", "original").await;
    let (joined, _) = app.api_game(&[bob, vic], 4, "saba", "original").await;
    vec![
        "/".into(),
        "/settings".into(),
        format!("/games/{game}"),
        format!("/invite/{own}"),
        format!("/invite/{joinable}"),
        format!("/invite/{joined}"),
    ]
}

/// The victim's form with a different CSRF token or session must change nothing.
async fn refuse_forgeries(world: &World, route: &Route, page: &str, form: &Form) {
    let path = form.action.clone();
    let context = |what: &str| format!("POST {path} ({}, form of {page}) {what}", route.path);
    let double_submit = world.vic.cookie("mpr_csrf").as_deref() == form.field("csrf")
        && world.vic.cookie("mpr_csrf").is_some();
    let token = form.field("csrf").unwrap_or_default().to_string();
    let mal_csrf = world.mal.session_csrf().await;
    let forged = "Zm9yZ2VkLXRva2VuLWZvcmdlZC10b2tlbi1mb3JnZWQtdG9r".to_string();
    let visitor = world.app.browser();
    visitor.get("/login").await;
    let cases: Vec<Case> = vec![
        ("without a token", Some(&world.vic), form.with("csrf", None)),
        (
            "with an empty token",
            Some(&world.vic),
            form.with("csrf", Some("")),
        ),
        (
            "with a forged token",
            Some(&world.vic),
            form.with("csrf", Some(&forged)),
        ),
        (
            "with another user's token",
            Some(&world.vic),
            form.with("csrf", Some(&mal_csrf)),
        ),
        (
            "from another user's session with the victim's token",
            Some(&world.mal),
            form.with("csrf", Some(&token)),
        ),
        (
            "from a visitor's browser with the victim's token",
            Some(&visitor),
            form.with("csrf", Some(&token)),
        ),
        ("with no cookies at all", None, form.fields.clone()),
    ];
    for (what, jar, fields) in cases {
        let before = settle(world).await;
        let res = post_raw(&world.app, jar, &path, &fields).await;
        let after = world.raw.snapshot().await;
        let to_login = res.status == StatusCode::SEE_OTHER
            && res.location().is_some_and(|l| l.starts_with("/login"));
        let no_session = jar.is_none() || jar.is_some_and(|b| b.cookie("mpr_session").is_none());
        assert!(
            res.status == StatusCode::FORBIDDEN || (to_login && no_session && !double_submit),
            "{}: {} {}",
            context(what),
            res.status,
            res.body
        );
        assert_unchanged(&before, &after, &context(what));
    }
}

#[tokio::test]
async fn every_state_changing_form_refuses_forged_and_foreign_requests() {
    let posts: Vec<Route> = routes::with_method("POST")
        .into_iter()
        .filter(|r| !r.path.starts_with("/api/"))
        .collect();
    let expected = [
        "/signup",
        "/login",
        "/logout",
        "/invitations",
        "/invite/{code}/join",
        "/invite/{code}/leave",
        "/invite/{code}/cancel",
        "/games/{id}/moves",
    ];
    routes::assert_declared(&posts, &expected, "POST ");
    for db in databases() {
        let world = world(db).await;
        let seeds = fixtures(&world).await;
        let mut found = crawl(&world.vic, &seeds, 60).await;
        // The log-in and sign-up forms are a visitor's.
        let visitor = world.app.browser();
        found.extend(crawl(&visitor, &["/login".into(), "/signup".into()], 5).await);

        let mut covered = BTreeSet::new();
        for route in &posts {
            let Some((page, form)) = found
                .iter()
                .find(|(_, f)| matches(route, &f.action))
                .cloned()
            else {
                continue;
            };
            covered.insert(route.path.clone());
            // Visitor forms carry the visitor's double-submit token; the victim's
            // browser holds none, so use the visitor's jar as "the victim" there.
            if form.field("csrf") == visitor.cookie("mpr_csrf").as_deref() {
                refuse_double_submit_forgeries(&world, &visitor, route, &form).await;
            } else {
                refuse_forgeries(&world, route, &page, &form).await;
            }
        }

        eprintln!(
            "{db:?}: forms found for {} of {} POST routes: {covered:?}",
            covered.len(),
            posts.len()
        );
        // POST routes without a form on the site: the same refusals with a bare body.
        let game_id = seeds[2].trim_start_matches("/games/").to_string();
        let code = seeds[3].trim_start_matches("/invite/").to_string();
        let csrf = world.vic.session_csrf().await;
        for route in posts.iter().filter(|r| !covered.contains(&r.path)) {
            let path = route.with(|p| match p {
                "id" => game_id.clone(),
                "code" => code.clone(),
                _ => "x".into(),
            });
            eprintln!(
                "{db:?}: POST {} has no form on the site; bare body",
                route.path
            );
            let form = Form {
                method: "post".into(),
                action: path,
                fields: vec![("csrf".into(), csrf.clone())],
            };
            refuse_forgeries(&world, route, "(none)", &form).await;
        }

        // Another user with a valid session and token of their own still cannot act on the
        // victim's game or invitation: moving (not a player) or cancelling (not the creator).
        let mal_csrf = world.mal.session_csrf().await;
        for (page, form) in found
            .iter()
            .filter(|(_, f)| f.action.ends_with("/moves") || f.action.ends_with("/cancel"))
        {
            let before = settle(&world).await;
            let fields = form.with("csrf", Some(&mal_csrf));
            let res = post_raw(&world.app, Some(&world.mal), &form.action, &fields).await;
            let after = world.raw.snapshot().await;
            let context = format!(
                "{db:?}: the attacker's own session on {} ({page})",
                form.action
            );
            assert!(
                res.status == StatusCode::FORBIDDEN || res.status == StatusCode::SEE_OTHER,
                "{context}: {} {}",
                res.status,
                res.body
            );
            assert_unchanged(&before, &after, &context);
        }

        // The forms as found still work: the refusals above were about the token.
        // Logging out last (it ends the victim's session).
        let mut order: Vec<&(String, Form)> = found.iter().collect();
        order.sort_by_key(|(_, f)| f.action.contains("logout"));
        let mut tried = BTreeSet::new();
        for (page, form) in order {
            let Some(route) = posts.iter().find(|r| matches(r, &form.action)) else {
                panic!(
                    "a form posts to {} from {page}, which is not a route",
                    form.action
                );
            };
            if !tried.insert(route.path.clone()) {
                continue;
            }
            let jar = if form.field("csrf") == visitor.cookie("mpr_csrf").as_deref() {
                &visitor
            } else {
                &world.vic
            };
            let fields: Vec<(String, String)> = form
                .fields
                .iter()
                .map(|(k, v)| match (k.as_str(), v.is_empty()) {
                    ("username", true) if form.action.starts_with("/signup") => {
                        (k.clone(), "newcomer".into())
                    }
                    ("username", true) => (k.clone(), "bob".into()),
                    ("password", true) => (k.clone(), PASSWORD.into()),
                    _ => (k.clone(), v.clone()),
                })
                .collect();
            let res = post_raw(&world.app, Some(jar), &form.action, &fields).await;
            assert!(
                res.status != StatusCode::FORBIDDEN
                    && !res.location().is_some_and(|l| l.starts_with("/login")),
                "{db:?}: the form of {page} for {} does not work as found: {} {}",
                form.action,
                res.status,
                res.body
            );
        }
    }
}

/// Log-in and sign-up forms (no session yet): the token must match the browser's cookie.
async fn refuse_double_submit_forgeries(
    world: &World,
    visitor: &Browser,
    route: &Route,
    form: &Form,
) {
    let fill = |fields: Vec<(String, String)>| -> Vec<(String, String)> {
        fields
            .into_iter()
            .map(|(k, v)| match (k.as_str(), v.is_empty()) {
                ("username", true) => (k, "intruder".into()),
                ("password", true) => (k, PASSWORD.into()),
                _ => (k, v),
            })
            .collect()
    };
    let other = world.app.browser();
    other.get("/signup").await;
    let cases: Vec<Case> = vec![
        (
            "without a token",
            Some(visitor),
            fill(form.with("csrf", None)),
        ),
        (
            "with an empty token",
            Some(visitor),
            fill(form.with("csrf", Some(""))),
        ),
        (
            "with a forged token",
            Some(visitor),
            fill(form.with("csrf", Some("Zm9yZ2VkLXRva2VuLWZvcmdlZC10b2tlbi1mb3JnZWQ"))),
        ),
        (
            "with another browser's token",
            Some(visitor),
            fill(form.with("csrf", other.cookie("mpr_csrf").as_deref())),
        ),
        (
            "from another browser",
            Some(&other),
            fill(form.fields.clone()),
        ),
        ("with no cookies at all", None, fill(form.fields.clone())),
    ];
    for (what, jar, fields) in cases {
        let before = settle(world).await;
        let res = post_raw(&world.app, jar, &form.action, &fields).await;
        let after = world.raw.snapshot().await;
        let context = format!("POST {} ({}) {what}", form.action, route.path);
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{context}: {}", res.body);
        assert!(
            res.cookies_named("mpr_session").is_empty(),
            "{context}: a session"
        );
        assert_unchanged(&before, &after, &context);
    }
}

trait Cookies {
    fn cookies_named(&self, name: &str) -> Vec<String>;
    fn set_cookies(&self) -> Vec<String>;
}

impl Cookies for TestResponse {
    fn set_cookies(&self) -> Vec<String> {
        self.headers
            .get_all(header::SET_COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .map(str::to_string)
            .collect()
    }
    fn cookies_named(&self, name: &str) -> Vec<String> {
        self.set_cookies()
            .into_iter()
            .filter(|c| c.starts_with(&format!("{name}=")) && !c.starts_with(&format!("{name}=;")))
            .collect()
    }
}

#[tokio::test]
async fn the_api_takes_no_cookies_and_no_cross_site_bodies() {
    let posts: Vec<Route> = routes::with_method("POST")
        .into_iter()
        .filter(|r| r.path.starts_with("/api/"))
        .collect();
    assert!(posts.len() >= 7, "{posts:#?}");
    for db in databases() {
        let world = world(db).await;
        let seeds = fixtures(&world).await;
        let game_id = seeds[2].trim_start_matches("/games/").to_string();
        let joinable = seeds[4].trim_start_matches("/invite/").to_string();
        let session = world.vic.cookie("mpr_session").expect("a session");
        for route in &posts {
            let path = route.with(|p| match p {
                "id" => game_id.clone(),
                "code" => joinable.clone(),
                _ => "x".into(),
            });
            let body = match route.path.as_str() {
                "/api/v1/accounts" => json!({"username": "csrfed", "password": PASSWORD}),
                "/api/v1/tokens" => json!({"username": "vic", "password": PASSWORD}),
                "/api/v1/invitations" => json!({"board": "siam", "players": 2}),
                p if p.ends_with("/moves") => json!({"seq": 0, "move": "pass"}),
                _ => json!({}),
            };
            let needs_token = !matches!(route.path.as_str(), "/api/v1/accounts" | "/api/v1/tokens");
            // The browser's cookie is no credential for the API.
            if needs_token {
                let before = settle(&world).await;
                let req = Request::post(&path)
                    .header(header::CONTENT_TYPE, "application/json")
                    .header(header::COOKIE, format!("mpr_session={session}"))
                    .body(Body::from(body.to_string()))
                    .unwrap();
                let res = world.app.send(req).await;
                let after = world.raw.snapshot().await;
                assert_eq!(
                    res.status,
                    StatusCode::UNAUTHORIZED,
                    "{db:?} POST {path}: {}",
                    res.body
                );
                assert_unchanged(&before, &after, &format!("POST {path} with a cookie"));
            }
            // Bodies a cross-site form can send without a preflight (it cannot add an
            // Authorization header, only the browser's cookies ride along).
            for content_type in [
                "text/plain",
                "application/x-www-form-urlencoded",
                "multipart/form-data; boundary=x",
            ] {
                let before = settle(&world).await;
                let req = Request::post(&path)
                    .header(header::CONTENT_TYPE, content_type)
                    .header(header::COOKIE, format!("mpr_session={session}"));
                let res = world
                    .app
                    .send(req.body(Body::from(body.to_string())).unwrap())
                    .await;
                let after = world.raw.snapshot().await;
                let context = format!("{db:?} POST {path} as {content_type}");
                assert!(
                    res.status.is_client_error(),
                    "{context}: {} {}",
                    res.status,
                    res.body
                );
                assert_unchanged(&before, &after, &context);
            }
        }
        // The token of one user never acts for another: the attacker's token on the
        // victim's game and invitation.
        let before = settle(&world).await;
        let res = world
            .app
            .api_post(
                &format!("/api/v1/games/{game_id}/moves"),
                Some(&world.mal_token),
                Some(json!({"seq": 0, "move": "pass"})),
            )
            .await;
        assert_eq!(res.status, StatusCode::FORBIDDEN);
        let own = seeds[3].trim_start_matches("/invite/");
        let res = world
            .app
            .api_post(
                &format!("/api/v1/invitations/{own}/cancel"),
                Some(&world.mal_token),
                None,
            )
            .await;
        assert_eq!(res.status, StatusCode::FORBIDDEN);
        assert_unchanged(&before, &world.raw.snapshot().await, "the attacker's token");
    }
}

#[tokio::test]
async fn seats_are_taken_once_and_only_while_free() {
    for db in databases() {
        let world = world(db).await;
        let app = &world.app;
        // A full (started) game cannot be joined, by the API or the form.
        let (code, game) = app
            .api_game(&[&world.vic_token, &world.bob_token], 2, "siam", "original")
            .await;
        assert!(game.is_some());
        let before = settle(&world).await;
        let res = app
            .api_invitation_action(&code, "join", &world.mal_token)
            .await;
        assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.body);
        let csrf = world.mal.session_csrf().await;
        let res = world
            .mal
            .post_form(&format!("/invite/{code}/join"), &[("csrf", &csrf)])
            .await;
        let page = world.mal.follow(&res).await;
        page.assert_contains("Too late to join: every seat was taken");
        let res = app
            .api_invitation_action(&code, "leave", &world.bob_token)
            .await;
        assert_eq!(
            res.status,
            StatusCode::CONFLICT,
            "a started game cannot be left"
        );
        assert_unchanged(&before, &world.raw.snapshot().await, "joining a full game");

        // Joining twice through the form changes nothing.
        let (code, _) = app.api_game(&[&world.bob_token], 3, "saba", "open").await;
        let csrf = world.vic.session_csrf().await;
        let res = world
            .vic
            .post_form(&format!("/invite/{code}/join"), &[("csrf", &csrf)])
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        let before = settle(&world).await;
        let res = world
            .vic
            .post_form(&format!("/invite/{code}/join"), &[("csrf", &csrf)])
            .await;
        let after = world.raw.snapshot().await;
        let page = world.vic.follow(&res).await;
        page.assert_contains("already joined");
        assert_unchanged(&before, &after, "joining twice");

        // Eight people race for the last seat: exactly one gets it.
        let (code, _) = app
            .api_game(&[&world.bob_token], 2, "siam", "original")
            .await;
        let mut tokens = Vec::new();
        for i in 0..8 {
            tokens.push(app.api_account(&format!("racer{i}")).await);
        }
        let statuses = race(app, &code, &tokens).await;
        support::assert_one_won(&statuses, &format!("{db:?}: "));
        let inv = app.api_invitation(&code).await;
        assert_eq!(inv["status"], "started");
        assert_eq!(inv["seats"].as_array().unwrap().len(), 2);

        // One person joining from eight tabs at once takes one seat.
        let (code, _) = app
            .api_game(&[&world.bob_token], 4, "saba", "original")
            .await;
        let same = vec![world.mal_token.clone(); 8];
        let statuses = race(app, &code, &same).await;
        assert_eq!(
            statuses.iter().filter(|s| **s == StatusCode::OK).count(),
            1,
            "{db:?}: {statuses:?}"
        );
        let inv = app.api_invitation(&code).await;
        assert_eq!(inv["seats"], json!(["bob", "mal"]), "{db:?}");
    }
}

async fn race(app: &TestApp, code: &str, tokens: &[String]) -> Vec<StatusCode> {
    let barrier = std::sync::Arc::new(tokio::sync::Barrier::new(tokens.len()));
    let mut handles = Vec::new();
    for t in tokens {
        let app = app.clone();
        let t = t.clone();
        let path = format!("/api/v1/invitations/{code}/join");
        let barrier = barrier.clone();
        handles.push(tokio::spawn(async move {
            barrier.wait().await;
            app.api_post(&path, Some(&t), None).await.status
        }));
    }
    let mut out = Vec::new();
    for h in handles {
        out.push(h.await.unwrap());
    }
    out
}

/// Every cookie the server sets on the way through sign-up, a form error, log-in, a
/// flash message and log-out.
async fn cookies_of_a_visit(app: &TestApp) -> Vec<String> {
    let b = app.browser();
    let mut all = Vec::new();
    let mut keep = |res: &TestResponse| all.extend(res.set_cookies());
    let res = b.get("/signup").await;
    keep(&res);
    keep(&b.sign_up("x", "short").await);
    keep(&b.sign_up("alice", PASSWORD).await);
    keep(&b.get("/").await);
    let csrf = b.session_csrf().await;
    let res = b
        .post_form(
            "/invitations",
            &[("csrf", &csrf), ("board", "mars"), ("players", "2")],
        )
        .await;
    keep(&res);
    keep(&b.follow(&res).await);
    let res = b.post_form("/logout", &[("csrf", &csrf)]).await;
    keep(&res);
    keep(&b.get("/login").await);
    keep(&b.log_in("alice", PASSWORD).await);
    all
}

#[tokio::test]
async fn cookies_are_http_only_same_site_lax_and_secure_on_https() {
    for (base_url, secure) in [
        ("http://localhost:8080", false),
        ("https://play.example.org", true),
    ] {
        let mut config = Config::for_tests("test");
        config.base_url = base_url.into();
        let app = TestApp::with_config(support::fresh_store(Db::Sqlite).await, config);
        let cookies = cookies_of_a_visit(&app).await;
        let names: BTreeSet<String> = cookies
            .iter()
            .map(|c| c.split('=').next().unwrap().to_string())
            .collect();
        for name in ["mpr_session", "mpr_csrf", "mpr_flash"] {
            assert!(
                names.contains(name),
                "{base_url}: {name} was never set: {cookies:#?}"
            );
        }
        for cookie in &cookies {
            let value = cookie.split(';').next().unwrap().split_once('=').unwrap().1;
            let lower = cookie.to_ascii_lowercase();
            if value.is_empty() || lower.contains("max-age=0") {
                continue; // a removal
            }
            assert!(lower.contains("httponly"), "{base_url}: {cookie}");
            assert!(lower.contains("samesite=lax"), "{base_url}: {cookie}");
            assert!(lower.contains("path=/"), "{base_url}: {cookie}");
            assert_eq!(lower.contains("secure"), secure, "{base_url}: {cookie}");
            assert!(
                !lower.contains("domain="),
                "{base_url}: host-only: {cookie}"
            );
        }
        // The API never sets cookies.
        let res = app.api_token_request("alice", PASSWORD).await;
        assert_eq!(res.status, StatusCode::CREATED);
        assert!(res.set_cookies().is_empty(), "{:?}", res.set_cookies());
    }
}

#[tokio::test]
async fn sessions_end_on_log_out_and_never_cross_over() {
    for db in databases() {
        let world = world(db).await;
        let app = &world.app;
        // Logged in = the lobby offers the log-out form.
        let logged_in = |b: &Browser| {
            let b = b.clone();
            async move {
                html::forms(&b.get("/").await.body)
                    .iter()
                    .any(|f| f.action == "/logout")
            }
        };

        // A session cookie planted before logging in is replaced (no session fixation).
        let b = app.browser();
        b.cookies
            .lock()
            .unwrap()
            .insert("mpr_session".into(), "planted-by-an-attacker".into());
        b.log_in("bob", PASSWORD).await;
        let token = b.cookie("mpr_session").unwrap();
        assert_ne!(token, "planted-by-an-attacker");
        assert!(logged_in(&b).await);

        // The CSRF token is not the session token, and the session token never appears in
        // a page.
        let csrf = b.session_csrf().await;
        assert_ne!(csrf, token);
        for page in ["/", "/settings", "/games/finished"] {
            let res = b.get(page).await;
            assert!(!res.body.contains(&token), "{page} shows the session token");
        }

        // Logging out ends the session on the server: the old cookie is worthless.
        let res = b.post_form("/logout", &[("csrf", &csrf)]).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        let replay = app.browser();
        replay
            .cookies
            .lock()
            .unwrap()
            .insert("mpr_session".into(), token.clone());
        assert!(
            !logged_in(&replay).await,
            "{db:?}: a logged-out session still works"
        );
        let res = post_raw(
            app,
            Some(&replay),
            "/invitations",
            &[
                ("csrf".into(), csrf.clone()),
                ("board".into(), "siam".into()),
                ("players".into(), "2".into()),
            ],
        )
        .await;
        assert!(
            res.location().is_some_and(|l| l.starts_with("/login")),
            "{}",
            res.status
        );

        // API tokens and browser sessions are different kinds of credentials.
        let as_cookie = app.browser();
        as_cookie
            .cookies
            .lock()
            .unwrap()
            .insert("mpr_session".into(), world.vic_token.clone());
        assert!(
            !logged_in(&as_cookie).await,
            "{db:?}: an API token works as a cookie"
        );
        let web = world.vic.cookie("mpr_session").unwrap();
        let res = app
            .api_get(
                "/api/v1/games/00000000-0000-0000-0000-000000000000",
                Some(&web),
            )
            .await;
        assert_eq!(
            res.status,
            StatusCode::UNAUTHORIZED,
            "{db:?}: a session works as a token"
        );

        // After logging in, only local `next` targets are followed.
        for next in [
            "//evil.example/x",
            "https://evil.example/",
            "/\\evil.example",
        ] {
            let b = app.browser();
            let page = b.get("/login").await;
            let res = b.log_in_from(&page, "bob", next).await;
            assert_eq!(res.location().as_deref(), Some("/"), "next={next}");
        }
    }
}

#[tokio::test]
async fn login_rate_limits_cannot_be_dodged() {
    // Each case gets an app of its own: the limits live in the process.
    let app = TestApp::new(support::fresh_store(Db::Sqlite).await);
    app.api_account("alice").await;
    // Failures through the form and the API count together.
    let b = app.browser();
    for _ in 0..3 {
        assert_eq!(
            b.log_in("alice", "wrong password").await.status,
            StatusCode::UNAUTHORIZED
        );
    }
    for _ in 0..2 {
        let res = app.api_token_request("alice", "wrong password").await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    }
    let res = app.api_token_request("ALICE", PASSWORD).await;
    assert_eq!(
        res.status,
        StatusCode::TOO_MANY_REQUESTS,
        "case does not reset the count"
    );
    assert_eq!(res.error_code(), "rate_limited");
    let res = b.log_in("alice", PASSWORD).await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(res.headers[header::CONTENT_TYPE]
        .to_str()
        .unwrap()
        .starts_with("text/html"));

    // An unknown username is limited like a real one (no telling which exist).
    for _ in 0..5 {
        let res = app.browser().log_in("nobody-here", "wrong password").await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED);
        res.assert_contains("Wrong username or password");
    }
    let res = app.browser().log_in("nobody-here", "wrong password").await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);

    // Without TRUSTED_PROXIES, X-Forwarded-For is ignored: rotating it does not give an
    // attacker fresh addresses.
    let app = TestApp::new(support::fresh_store(Db::Sqlite).await);
    failures_from_many_addresses_limit(&app, |i| format!("198.51.100.{i}"), "203.0.113.99").await;

    // Behind a trusted proxy, only the entry the proxy appended counts: rotating the
    // entries the client wrote itself does not help either.
    let mut config = Config::for_tests("test");
    config.trusted_proxies = maipenrai::net::TrustedProxies::loopback();
    let app = TestApp::with_config(support::fresh_store(Db::Sqlite).await, config);
    let from = |i| format!("10.0.0.{i}, 203.0.113.7");
    failures_from_many_addresses_limit(&app, from, "10.9.9.9, 203.0.113.7").await;
}

/// Twenty wrong passwords for twenty usernames, the i-th sent as forwarded for `from(i)`,
/// are refused (401); then even a new username, forwarded for `fresh`, is limited (429).
async fn failures_from_many_addresses_limit(
    app: &TestApp,
    from: impl Fn(usize) -> String,
    fresh: &str,
) {
    let attempt = |user: String, forwarded: String| async move {
        let body = json!({"username": user, "password": "wrong password"});
        post_json_from(app, "/api/v1/tokens", body, &forwarded)
            .await
            .status
    };
    for i in 0..20 {
        let status = attempt(format!("user{i}"), from(i)).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    }
    assert_eq!(
        attempt("fresh".into(), fresh.into()).await,
        StatusCode::TOO_MANY_REQUESTS
    );
}

#[tokio::test]
async fn a_stranger_cannot_lock_an_account_out() {
    let mut config = Config::for_tests("test");
    config.trusted_proxies = maipenrai::net::TrustedProxies::loopback();
    let app = TestApp::with_config(support::fresh_store(Db::Sqlite).await, config);
    app.api_account("alice").await;
    let log_in = |password: &'static str, from: &'static str| {
        let app = app.clone();
        async move {
            let body = json!({"username": "alice", "password": password});
            post_json_from(&app, "/api/v1/tokens", body, from)
                .await
                .status
        }
    };
    for _ in 0..5 {
        let status = log_in("wrong password", "203.0.113.7").await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    }
    // The guesser's address waits, even with the right password...
    assert_eq!(
        log_in(PASSWORD, "203.0.113.7").await,
        StatusCode::TOO_MANY_REQUESTS
    );
    // ... while alice, from her own address, logs in as usual.
    assert_eq!(log_in(PASSWORD, "198.51.100.1").await, StatusCode::CREATED);
}

/// POSTs JSON as if from `forwarded` (the address a trusted proxy would add).
async fn post_json_from(
    app: &TestApp,
    path: &str,
    body: serde_json::Value,
    forwarded: &str,
) -> TestResponse {
    let req = Request::post(path)
        .header(header::CONTENT_TYPE, "application/json")
        .header("x-forwarded-for", forwarded)
        .body(Body::from(body.to_string()))
        .unwrap();
    app.send(req).await
}

#[tokio::test]
async fn sign_ups_from_one_address_are_limited() {
    // Behind a trusted proxy, so that the test can speak from several addresses.
    let mut config = Config::for_tests("test");
    config.trusted_proxies = maipenrai::net::TrustedProxies::loopback();
    let app = TestApp::with_config(support::fresh_store(Db::Sqlite).await, config);
    let sign_up = |name: String, from: &'static str| {
        let app = app.clone();
        async move {
            let body = json!({"username": name, "password": PASSWORD});
            post_json_from(&app, "/api/v1/accounts", body, from).await
        }
    };
    for i in 0..maipenrai::service::SIGNUP_MAX_PER_ADDRESS - 1 {
        let res = sign_up(format!("user{i}"), "203.0.113.7").await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.body);
    }
    // A taken name costs a hash too, so it counts.
    let res = sign_up("user0".into(), "203.0.113.7").await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    let res = sign_up("one-more".into(), "203.0.113.7").await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(res.error_code(), "rate_limited");
    res.assert_contains("too many new accounts from your address");
    assert!(app
        .state
        .store
        .credentials("one-more")
        .await
        .unwrap()
        .is_none());
    // The form shares the limit and says so on the page.
    let b = app.browser();
    let page = b.get("/signup").await;
    let body = format!(
        "username=by-form&password={}&csrf={}",
        form_encode(PASSWORD),
        Browser::csrf_of(&page)
    );
    let req = Request::post("/signup")
        .header(header::COOKIE, b.cookie_header())
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .header("x-forwarded-for", "203.0.113.7")
        .body(Body::from(body))
        .unwrap();
    let res = app.send(req).await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
    res.assert_contains("Too many new accounts from your address");
    // Another address is not affected.
    let res = sign_up("one-more".into(), "198.51.100.1").await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.body);
}

fn check_headers(res: &TestResponse, what: &str) {
    let get = |name: header::HeaderName| {
        res.headers
            .get(&name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_else(|| panic!("{what} ({}): no {name}", res.status))
            .to_string()
    };
    let csp = get(header::CONTENT_SECURITY_POLICY);
    assert!(csp.contains("frame-ancestors 'none'"), "{what}: {csp}");
    assert!(csp.contains("default-src 'self'"), "{what}: {csp}");
    assert!(!csp.contains("unsafe-eval"), "{what}: {csp}");
    let scripts = csp
        .split(';')
        .map(str::trim)
        .find(|d| d.starts_with("script-src"))
        .unwrap_or("");
    assert!(!scripts.contains("unsafe-inline"), "{what}: {csp}");
    assert_eq!(get(header::X_CONTENT_TYPE_OPTIONS), "nosniff", "{what}");
    let referrer = get(header::REFERRER_POLICY);
    assert!(
        [
            "no-referrer",
            "same-origin",
            "strict-origin",
            "strict-origin-when-cross-origin"
        ]
        .contains(&referrer.as_str()),
        "{what}: Referrer-Policy {referrer}"
    );
    assert_eq!(get(header::X_FRAME_OPTIONS), "DENY", "{what}");
    // Pages and API answers may carry a hand or a secret address: no cache keeps them.
    let cache = get(header::CACHE_CONTROL);
    if what.contains("/static/")
        || what.contains("/favicon.ico")
        || what.contains("/manifest.webmanifest")
    {
        assert!(cache.starts_with("public"), "{what}: {cache}");
    } else if what.contains("/live ") || what.contains("/sw.js ") {
        // The live stream carries only the newest seq; it sets its own `no-cache`. The
        // service worker is checked for updates by browsers: `no-cache` too.
        assert_eq!(cache, "no-cache", "{what}");
    } else {
        assert_eq!(cache, "no-store", "{what}");
    }
    assert!(
        res.headers
            .get(header::ACCESS_CONTROL_ALLOW_ORIGIN)
            .is_none(),
        "{what}: CORS opened"
    );
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let world = world(Db::Sqlite).await;
    let seeds = fixtures(&world).await;
    let game_id = seeds[2].trim_start_matches("/games/").to_string();
    let code = seeds[3].trim_start_matches("/invite/").to_string();
    // Every GET route, as the victim and as a visitor.
    for route in routes::with_method("GET") {
        let path = route.with(|p| match p {
            "id" => game_id.clone(),
            "code" => code.clone(),
            "step" => "0".into(),
            _ => "x".into(),
        });
        for (who, b) in [
            ("user", world.vic.clone()),
            ("visitor", world.app.browser()),
        ] {
            let req = Request::get(&path)
                .header(header::ORIGIN, "https://evil.example")
                .header(
                    header::COOKIE,
                    b.cookie("mpr_session")
                        .map(|t| format!("mpr_session={t}"))
                        .unwrap_or_default(),
                )
                .header(header::AUTHORIZATION, format!("Bearer {}", world.vic_token))
                .body(Body::empty())
                .unwrap();
            let res = world.app.router.clone().oneshot_head(req).await;
            check_headers(&res, &format!("GET {path} as {who}"));
        }
    }
    // Static files (every one), redirects, API answers and errors, odd methods.
    let statics = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/static")).unwrap();
    for entry in statics.flatten() {
        let name = entry.file_name().to_string_lossy().to_string();
        let res = world.vic.get(&format!("/static/{name}")).await;
        assert_eq!(res.status, StatusCode::OK, "{name}");
        check_headers(&res, &format!("/static/{name}"));
    }
    let csrf = world.vic.session_csrf().await;
    let res = world
        .vic
        .post_form(
            "/invitations",
            &[("csrf", &csrf), ("board", "siam"), ("players", "2")],
        )
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    check_headers(&res, "a redirect");
    let res = world
        .vic
        .post_form("/invitations", &[("csrf", "forged")])
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    check_headers(&res, "a refused form");
    for (method, path, body) in [
        (Method::GET, "/api/v1/openapi.json".to_string(), None),
        (Method::GET, format!("/api/v1/invitations/{code}"), None),
        (Method::GET, "/api/v1/nothing".to_string(), None),
        (Method::DELETE, "/api/v1/accounts".to_string(), None),
        (
            Method::POST,
            "/api/v1/tokens".to_string(),
            Some(json!({"username": 1})),
        ),
        (Method::GET, "/no/such/page".to_string(), None),
        (Method::GET, "/healthz".to_string(), None),
        (Method::GET, "/favicon.ico".to_string(), None),
    ] {
        let res = world.app.api(method.clone(), &path, None, body).await;
        check_headers(&res, &format!("{method} {path}"));
    }
}

/// Sends a request and keeps status and headers only (streamed answers never end).
trait OneshotHead {
    async fn oneshot_head(self, req: Request<Body>) -> TestResponse;
}

impl OneshotHead for axum::Router {
    async fn oneshot_head(self, req: Request<Body>) -> TestResponse {
        use tower::ServiceExt;
        let res = self.oneshot(req).await.expect("infallible");
        TestResponse {
            status: res.status(),
            headers: res.headers().clone(),
            body: String::new(),
        }
    }
}

/// A NUL character (U+0000) in any text a request carries: every path parameter, query
/// parameter, form field (of every form found on the site) and JSON text (of every request
/// body in the OpenAPI document, one text at a time, the others valid) of every route read
/// from the router source. Postgres refuses NUL in text where SQLite keeps it, so each is
/// answered on every database, never with a 5xx, and alike on all of them.
#[tokio::test]
async fn a_nul_character_anywhere_is_answered_alike_by_every_database() {
    let mut answers: Vec<(Db, BTreeMap<String, StatusCode>)> = Vec::new();
    for db in databases() {
        let world = world(db).await;
        let statuses = nul_sweep(&world).await;
        let failed: Vec<String> = statuses
            .iter()
            .filter(|(_, status)| status.is_server_error())
            .map(|(what, status)| format!("{what}: {status}"))
            .collect();
        assert!(failed.is_empty(), "{db:?}:\n{}", failed.join("\n"));
        answers.push((db, statuses));
    }
    let (first_db, first) = &answers[0];
    assert!(first.len() > 200, "{} requests only", first.len());
    for (db, statuses) in &answers[1..] {
        // The same requests, except for the fields of forms that only one of the games
        // (played at random) showed.
        let same: Vec<(&String, &StatusCode)> = first
            .iter()
            .filter(|(what, _)| statuses.contains_key(*what))
            .collect();
        assert!(same.len() > 200, "{} requests in common only", same.len());
        let differ: Vec<String> = same
            .iter()
            .filter(|(what, status)| statuses.get(*what) != Some(status))
            .map(|(what, status)| format!("{what}: {status} vs {:?}", statuses.get(*what)))
            .collect();
        assert!(
            differ.is_empty(),
            "{first_db:?} and {db:?} answer differently:\n{}",
            differ.join("\n")
        );
    }
}

/// Every request of [`a_nul_character_anywhere_is_answered_alike_by_every_database`], by
/// what it is (the same names on every database), with its status.
async fn nul_sweep(world: &World) -> BTreeMap<String, StatusCode> {
    const NUL: &str = "a\u{0}b";
    let seeds = fixtures(world).await;
    let game_id = seeds[2].trim_start_matches("/games/").to_string();
    let code = seeds[3].trim_start_matches("/invite/").to_string();
    let real = |param: &str| match param {
        "id" => game_id.clone(),
        "code" => code.clone(),
        "name" => "bob".to_string(),
        "step" => "1".to_string(),
        "slug" | "game" => "siam".to_string(),
        _ => "x".to_string(),
    };
    let csrf = world.vic.session_csrf().await;
    let mut statuses = BTreeMap::new();
    // As the victim: a session and its form token for pages, the token for the API.
    let send = |method: &str, path: String, body: Option<(&'static str, String)>| {
        let req = Request::builder().method(method);
        let mut req = if path.starts_with("/api/") {
            req.header(header::AUTHORIZATION, format!("Bearer {}", world.vic_token))
        } else {
            req.header(header::COOKIE, world.vic.cookie_header())
        }
        .uri(path);
        if let Some((content_type, _)) = &body {
            req = req.header(header::CONTENT_TYPE, *content_type);
        }
        let req = req
            .body(body.map_or_else(Body::empty, |(_, b)| Body::from(b)))
            .unwrap();
        // Status and headers only: a live stream never ends.
        world.app.router.clone().oneshot_head(req)
    };
    let routes = routes::all();
    routes::assert_declared(
        &routes,
        &[
            "/players/{name}",
            "/invite/{code}",
            "/api/v1/players/{name}",
            "/api/v1/invitations/{code}/join",
        ],
        "",
    );
    // Every text of every JSON body the document describes, one at a time.
    let doc = world.app.api_get("/api/v1/openapi.json", None).await.json();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let schema = &op["requestBody"]["content"]["application/json"]["schema"];
            if schema.is_null() {
                continue;
            }
            let body = example_body(&doc, schema);
            let uri = routes::Route {
                method: method.to_uppercase(),
                path: path.clone(),
                file: String::new(),
            }
            .with(real);
            for at in text_pointers(&body, String::new()) {
                let mut sent = body.clone();
                *sent.pointer_mut(&at).unwrap() = json!(NUL);
                let what = format!("{} {path} JSON {at} = NUL", method.to_uppercase());
                let res = send(
                    &method.to_uppercase(),
                    uri.clone(),
                    Some(("application/json", sent.to_string())),
                )
                .await;
                statuses.insert(what, res.status);
            }
        }
    }
    // Every field of every form found on the site (the log-in and sign-up forms as a
    // visitor sees them), one at a time.
    let mut forms = crawl(&world.vic, &seeds, 60).await;
    let visitor = world.app.browser();
    forms.extend(crawl(&visitor, &["/login".into(), "/signup".into()], 5).await);
    forms.sort_by_key(|(_, form)| ends_session(&form.action));
    for (_, form) in &forms {
        let Some(route) = routes.iter().find(|r| matches(r, &form.action)) else {
            continue;
        };
        let jar = if form.field("csrf") == visitor.cookie("mpr_csrf").as_deref() {
            &visitor
        } else {
            &world.vic
        };
        for (name, _) in &form.fields {
            // By route and field (pages and actions hold ids that differ between the
            // databases), keeping the worst answer of the route's forms.
            let what = format!("POST {} field {name} = NUL", route.path);
            let res = post_raw(
                &world.app,
                Some(jar),
                &form.action,
                &form.with(name, Some(NUL)),
            )
            .await;
            let worst = statuses.entry(what).or_insert(res.status);
            *worst = (*worst).max(res.status);
        }
    }
    // The query parameters the pages and the API read.
    let queries = ["next", "page", "token", "at", "random", "chat_draft"];
    let mut routes = routes;
    routes.sort_by_key(|route| ends_session(&route.path));
    for route in &routes {
        let form_body = || {
            (!route.path.starts_with("/api/")).then(|| {
                (
                    "application/x-www-form-urlencoded",
                    format!("csrf={}", form_encode(&csrf)),
                )
            })
        };
        for param in route.params() {
            let path = route.with(|p| if p == param { "a%00b".into() } else { real(p) });
            let what = format!("{} {} with {{{param}}} = NUL", route.method, route.path);
            let res = send(&route.method, path, form_body()).await;
            statuses.insert(what, res.status);
        }
        for query in queries {
            let path = format!("{}?{query}=a%00b", route.with(real));
            let what = format!("{} {} with ?{query}= NUL", route.method, route.path);
            let res = send(&route.method, path, form_body()).await;
            statuses.insert(what, res.status);
        }
    }
    statuses
}

/// Whether a request to `path` may end the victim's session or account (were it not
/// refused): those go last.
fn ends_session(path: &str) -> bool {
    ["/logout", "/tokens", "/delete-account", "/password"]
        .iter()
        .any(|end| path.ends_with(end))
}

/// A valid-looking body for `schema` (`$ref`s resolved in `doc`): the first of each
/// `oneOf`, every property, one item per array, enums' first values, the least allowed
/// number, and texts a request would carry.
fn example_body(doc: &serde_json::Value, schema: &serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    if let Some(name) = schema["$ref"].as_str() {
        let name = name.rsplit('/').next().unwrap_or_default();
        return example_body(doc, &doc["components"]["schemas"][name]);
    }
    if let Some(first) = schema["oneOf"].as_array().and_then(|all| all.first()) {
        return example_body(doc, first);
    }
    if let Some(first) = schema["enum"].as_array().and_then(|all| all.first()) {
        return first.clone();
    }
    let kind = match &schema["type"] {
        Value::Array(kinds) => kinds.iter().find(|k| *k != "null").cloned(),
        kind => Some(kind.clone()),
    };
    match kind.as_ref().and_then(Value::as_str) {
        Some("array") => json!([example_body(doc, &schema["items"])]),
        Some("integer" | "number") if schema["minimum"].is_number() => schema["minimum"].clone(),
        Some("integer" | "number") => json!(1),
        Some("boolean") => json!(true),
        Some("string") if schema["format"] == "date" => json!("2030-01-01"),
        Some("string") => json!("hello"),
        _ => {
            let fields = schema["properties"].as_object();
            Value::Object(
                fields
                    .into_iter()
                    .flatten()
                    .map(|(name, field)| {
                        let value = match name.as_str() {
                            "username" => json!("bob"),
                            "password" => json!(PASSWORD),
                            _ => example_body(doc, field),
                        };
                        (name.clone(), value)
                    })
                    .collect(),
            )
        }
    }
}

/// JSON pointers to every text in `value`.
fn text_pointers(value: &serde_json::Value, at: String) -> Vec<String> {
    use serde_json::Value;
    match value {
        Value::String(_) => vec![at],
        Value::Array(items) => items
            .iter()
            .enumerate()
            .flat_map(|(i, item)| text_pointers(item, format!("{at}/{i}")))
            .collect(),
        Value::Object(fields) => fields
            .iter()
            .flat_map(|(name, field)| text_pointers(field, format!("{at}/{name}")))
            .collect(),
        _ => Vec::new(),
    }
}

/// An app behind a trusted proxy (so that a test speaks from several addresses) whose
/// hashing turns are tuned by `tweak`.
async fn hashing_app(db: Db, tweak: impl FnOnce(&mut Config)) -> TestApp {
    let mut config = Config::for_tests("test");
    config.trusted_proxies = maipenrai::net::TrustedProxies::loopback();
    tweak(&mut config);
    let url = fresh_database_url(db).await;
    TestApp::with_config(maipenrai::store::connect(&url).await.unwrap(), config)
}

#[tokio::test]
async fn an_unknown_reset_link_costs_no_password_hash() {
    for db in databases() {
        let app = hashing_app(db, |_| {}).await;
        let hashes = || app.state.service.password_hashes_run();
        let visitor = app.browser();
        // Opened, a made-up link says at once that it does not work.
        let opened = visitor.get("/password/reset?token=made-up").await;
        opened.assert_contains("unknown, used or expired");
        // Sent anyway (a form kept from before), it is refused without a hash. (The log-in
        // page gives the form token: without mail the forgot page has no form.)
        let page = visitor.get("/login").await;
        let before = hashes();
        for token in ["made-up", "another-made-up-token"] {
            let res = visitor
                .post_form(
                    "/password/reset",
                    &[
                        ("csrf", &Browser::csrf_of(&page)),
                        ("token", token),
                        ("password", "a long enough password"),
                        ("password_again", "a long enough password"),
                    ],
                )
                .await;
            assert_eq!(res.status, StatusCode::BAD_REQUEST, "{db:?}: {}", res.body);
            res.assert_contains("unknown, used or expired");
        }
        assert_eq!(hashes(), before, "{db:?}: a made-up link was hashed for");
    }
}

#[tokio::test]
async fn password_checks_past_the_per_address_limit_get_429_with_retry_after() {
    for db in databases() {
        let app = hashing_app(db, |c| c.password_checks_per_minute = 3).await;
        let body = json!({"username": "alice", "password": PASSWORD});
        let res = post_json_from(&app, "/api/v1/accounts", body.clone(), "198.51.100.1").await;
        assert_eq!(res.status, StatusCode::CREATED, "{db:?}: {}", res.body);
        // Three log-ins from one address pass (wrong passwords: a right one would make the
        // address known to alice, whose log-ins from it then count per account in a lane of
        // their own, docs/security.md "Known devices")...
        let wrong = json!({"username": "alice", "password": "not the password"});
        for attempt in [&wrong, &wrong, &wrong] {
            let res = post_json_from(&app, "/api/v1/tokens", attempt.clone(), "203.0.113.7").await;
            assert_ne!(
                res.status,
                StatusCode::TOO_MANY_REQUESTS,
                "{db:?}: {}",
                res.body
            );
        }
        // ... then that address waits, for the API, the log-in form and sign-up alike,
        // without a hash being computed for it.
        let hashes = app.state.service.password_hashes_run();
        let res = post_json_from(&app, "/api/v1/tokens", body.clone(), "203.0.113.7").await;
        assert_eq!(
            res.status,
            StatusCode::TOO_MANY_REQUESTS,
            "{db:?}: {}",
            res.body
        );
        assert_eq!(res.error_code(), "rate_limited");
        res.assert_contains("too many password checks from your address");
        let wait: u64 = res.headers[header::RETRY_AFTER]
            .to_str()
            .unwrap()
            .parse()
            .unwrap();
        assert!((1..=60).contains(&wait), "{db:?}: Retry-After {wait}");
        let new = json!({"username": "newcomer", "password": PASSWORD});
        let res = post_json_from(&app, "/api/v1/accounts", new.clone(), "203.0.113.7").await;
        assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{db:?}");
        assert!(res.headers.contains_key(header::RETRY_AFTER));
        let b = app.browser();
        let page = b.get("/login").await;
        let form = format!(
            "username=alice&password={}&csrf={}",
            form_encode(PASSWORD),
            Browser::csrf_of(&page)
        );
        let req = Request::post("/login")
            .header(header::COOKIE, b.cookie_header())
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .header("x-forwarded-for", "203.0.113.7")
            .body(Body::from(form))
            .unwrap();
        let res = app.send(req).await;
        assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{db:?}");
        assert!(res.headers.contains_key(header::RETRY_AFTER));
        res.assert_contains("Too many password checks from your address");
        assert_eq!(app.state.service.password_hashes_run(), hashes, "{db:?}");
        assert!(
            app.state
                .store
                .credentials("newcomer")
                .await
                .unwrap()
                .is_none(),
            "{db:?}: nothing was created"
        );
        // Another address is not affected.
        let res = post_json_from(&app, "/api/v1/tokens", body.clone(), "198.51.100.2").await;
        assert_eq!(res.status, StatusCode::CREATED, "{db:?}: {}", res.body);
    }
}

#[tokio::test]
async fn one_address_holds_one_hashing_slot_and_waits_end_in_503_with_retry_after() {
    for db in databases() {
        // A short wait for a slot, so that refusals come at once.
        let app = hashing_app(db, |c| {
            c.password_check_wait = std::time::Duration::from_millis(1)
        })
        .await;
        let sign_up = |name: String, from: &'static str| {
            let app = app.clone();
            async move {
                let body = json!({"username": name, "password": PASSWORD});
                post_json_from(&app, "/api/v1/accounts", body, from).await
            }
        };
        // One address sends six sign-ups at once, another one; the second address still
        // finds a slot, the flooding one has one at a time and its others are told to
        // come back.
        let flood = futures_util::future::join_all(
            (0..6).map(|i| sign_up(format!("flood{i}"), "203.0.113.7")),
        );
        let (flood, other) = tokio::join!(flood, sign_up("neighbour".into(), "198.51.100.1"));
        assert_eq!(other.status, StatusCode::CREATED, "{db:?}: {}", other.body);
        let created = flood
            .iter()
            .filter(|r| r.status == StatusCode::CREATED)
            .count();
        assert!(created >= 1, "{db:?}");
        let refused: Vec<&TestResponse> = flood
            .iter()
            .filter(|r| r.status != StatusCode::CREATED)
            .collect();
        assert!(
            !refused.is_empty(),
            "{db:?}: the flood held more than one slot"
        );
        for res in refused {
            assert_eq!(
                res.status,
                StatusCode::SERVICE_UNAVAILABLE,
                "{db:?}: {}",
                res.body
            );
            assert_eq!(res.error_code(), "unavailable");
            res.assert_contains("busy checking passwords");
            assert_eq!(res.headers[header::RETRY_AFTER], "5", "{db:?}");
        }
    }
}

#[tokio::test]
async fn names_that_pass_for_the_systems_own_are_taken() {
    for db in databases() {
        let app = TestApp::new(support::fresh_store(db).await);
        let taken = app
            .api_post(
                "/api/v1/accounts",
                None,
                Some(json!({"username": "Taken_Name", "password": PASSWORD})),
            )
            .await;
        assert_eq!(taken.status, StatusCode::CREATED, "{db:?}");
        let taken = app
            .api_post(
                "/api/v1/accounts",
                None,
                Some(json!({"username": "taken_name", "password": PASSWORD})),
            )
            .await;
        assert_eq!(taken.status, StatusCode::CONFLICT, "{db:?}");
        for name in [
            "Strong_computer",
            "strongcomputer",
            "beginner-computer-2",
            "STANDARD-computer3",
            "deleted_player",
            "Deleted-Player",
        ] {
            let res = app
                .api_post(
                    "/api/v1/accounts",
                    None,
                    Some(json!({"username": name, "password": PASSWORD})),
                )
                .await;
            assert_eq!(res.status, StatusCode::CONFLICT, "{db:?}: {name}");
            assert_eq!(res.error_code(), taken.error_code());
            assert_eq!(
                res.json()["error"]["message"],
                format!("the username {name} (or one that looks just like it) is already taken"),
                "{db:?}: the words of a taken name"
            );
            let res = app.browser().sign_up(name, PASSWORD).await;
            assert_eq!(res.status, StatusCode::CONFLICT, "{db:?}: {name}");
            res.assert_contains(&format!(
                "The username {name} (or one that looks just like it) is already taken"
            ));
            assert!(app.state.store.credentials(name).await.unwrap().is_none());
        }
        // Names that only start like them are free.
        let res = app.browser().sign_up("strongcomputers", PASSWORD).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}");
    }
}
