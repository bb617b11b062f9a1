//! A test harness: the real router against a real database, driven in-process with
//! `tower::ServiceExt::oneshot` (no ports), with a tiny cookie jar per simulated browser.
//!
//! Used by `tests/http_*.rs` and `tests/api_*.rs`; kept in the library so both test
//! crates share it.

use super::{app, AppState};
use crate::config::Config;
use crate::store::DynStore;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{header, Method, Request, StatusCode};
use axum::Router;
use serde_json::Value;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use tower::ServiceExt;

/// The application under test.
#[derive(Clone)]
pub struct TestApp {
    pub router: Router,
    pub state: AppState,
}

impl TestApp {
    /// Builds the real router on `store` with the test configuration.
    pub fn new(store: DynStore) -> Self {
        Self::with_config(store, Config::for_tests("test"))
    }

    pub fn with_config(store: DynStore, config: Config) -> Self {
        let state = AppState::new(store, config);
        TestApp {
            router: app(state.clone()),
            state,
        }
    }

    /// A fresh browser with an empty cookie jar.
    pub fn browser(&self) -> Browser {
        Browser {
            app: self.clone(),
            cookies: Arc::new(Mutex::new(BTreeMap::new())),
        }
    }

    /// Sends one request through the router. Without a socket the client's address is
    /// unknown (no per-address limit applies), unless the configuration trusts proxies:
    /// then the request comes from a proxy at 127.0.0.1, which passes on the test's
    /// `X-Forwarded-For`.
    pub async fn send(&self, mut req: Request<Body>) -> TestResponse {
        let proxy = std::net::SocketAddr::from(([127, 0, 0, 1], 40_000));
        if self.state.config.trusted_proxies.contains(proxy.ip())
            && req
                .extensions()
                .get::<ConnectInfo<std::net::SocketAddr>>()
                .is_none()
        {
            req.extensions_mut().insert(ConnectInfo(proxy));
        }
        let res = self
            .router
            .clone()
            .oneshot(req)
            .await
            .expect("the router is infallible");
        let status = res.status();
        let headers = res.headers().clone();
        let bytes = axum::body::to_bytes(res.into_body(), usize::MAX)
            .await
            .expect("body");
        TestResponse {
            status,
            headers,
            body: String::from_utf8_lossy(&bytes).into_owned(),
        }
    }

    /// A JSON API call; `token` is sent as a bearer token.
    pub async fn api(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> TestResponse {
        let mut req = Request::builder().method(method).uri(path);
        if let Some(t) = token {
            req = req.header(header::AUTHORIZATION, format!("Bearer {t}"));
        }
        let req = match body {
            Some(b) => req
                .header(header::CONTENT_TYPE, "application/json")
                .body(Body::from(b.to_string())),
            None => req.body(Body::empty()),
        }
        .expect("request");
        self.send(req).await
    }
}

/// A finished response.
#[derive(Debug)]
pub struct TestResponse {
    pub status: StatusCode,
    pub headers: axum::http::HeaderMap,
    pub body: String,
}

impl TestResponse {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.body))
    }
    pub fn location(&self) -> Option<String> {
        self.headers
            .get(header::LOCATION)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string)
    }
    /// Fails, showing the whole body, unless the body contains `needle`.
    #[track_caller]
    pub fn assert_contains(&self, needle: &str) {
        assert!(self.body.contains(needle), "{}", self.body);
    }

    /// The JSON error code of an API error.
    pub fn error_code(&self) -> String {
        self.json()["error"]["code"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    }
}

/// A simulated browser: keeps cookies between requests, never follows redirects itself.
#[derive(Clone)]
pub struct Browser {
    pub app: TestApp,
    pub cookies: Arc<Mutex<BTreeMap<String, String>>>,
}

impl Browser {
    /// The `Cookie` header this browser sends.
    pub fn cookie_header(&self) -> String {
        self.cookies
            .lock()
            .unwrap()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// Keeps the cookies an answer sets (and drops the ones it expires).
    pub fn store_cookies(&self, headers: &axum::http::HeaderMap) {
        let mut jar = self.cookies.lock().unwrap();
        for value in headers.get_all(header::SET_COOKIE) {
            let Ok(text) = value.to_str() else { continue };
            let first = text.split(';').next().unwrap_or("");
            let Some((name, value)) = first.split_once('=') else {
                continue;
            };
            let expired = text.to_ascii_lowercase().contains("max-age=0");
            if value.is_empty() || expired {
                jar.remove(name.trim());
            } else {
                jar.insert(name.trim().to_string(), value.trim().to_string());
            }
        }
    }

    /// The value of a cookie this browser holds.
    pub fn cookie(&self, name: &str) -> Option<String> {
        self.cookies.lock().unwrap().get(name).cloned()
    }

    pub async fn get(&self, path: &str) -> TestResponse {
        let req = Request::builder()
            .uri(path)
            .header(header::COOKIE, self.cookie_header())
            .body(Body::empty())
            .expect("request");
        let res = self.app.send(req).await;
        self.store_cookies(&res.headers);
        res
    }

    /// Posts a form (fields URL-encoded).
    pub async fn post_form(&self, path: &str, fields: &[(&str, &str)]) -> TestResponse {
        let body = fields
            .iter()
            .map(|(k, v)| format!("{}={}", form_encode(k), form_encode(v)))
            .collect::<Vec<_>>()
            .join("&");
        let req = Request::builder()
            .method(Method::POST)
            .uri(path)
            .header(header::COOKIE, self.cookie_header())
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from(body))
            .expect("request");
        let res = self.app.send(req).await;
        self.store_cookies(&res.headers);
        res
    }

    /// Follows a redirect response with a GET (one hop).
    pub async fn follow(&self, res: &TestResponse) -> TestResponse {
        let to = res
            .location()
            .unwrap_or_else(|| panic!("expected a redirect, got {}: {}", res.status, res.body));
        self.get(&to).await
    }

    /// Follows `res`, which must be a `303 See Other` (the answer to a form), with a GET.
    pub async fn follow_see_other(&self, res: &TestResponse) -> TestResponse {
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        self.follow(res).await
    }

    /// The hidden `csrf` field of a page's first form.
    pub fn csrf_of(page: &TestResponse) -> String {
        hidden_field(&page.body, "csrf").unwrap_or_default()
    }

    /// Signs up through the form; returns the response to the POST.
    pub async fn sign_up(&self, username: &str, password: &str) -> TestResponse {
        self.credentials_form("/signup", username, password).await
    }

    /// Logs in through the form; returns the response to the POST.
    pub async fn log_in(&self, username: &str, password: &str) -> TestResponse {
        self.credentials_form("/login", username, password).await
    }

    /// Opens the form at `path` (sign-up or log-in) and sends it with these credentials
    /// and the form's CSRF token.
    async fn credentials_form(&self, path: &str, username: &str, password: &str) -> TestResponse {
        let page = self.get(path).await;
        let csrf = Self::csrf_of(&page);
        self.post_form(
            path,
            &[
                ("username", username),
                ("password", password),
                ("csrf", &csrf),
            ],
        )
        .await
    }

    /// Sends the log-in form of `page` (with its CSRF token) as `username`, with the
    /// helpers' [`PASSWORD`] and `next`, where to go afterwards.
    pub async fn log_in_from(
        &self,
        page: &TestResponse,
        username: &str,
        next: &str,
    ) -> TestResponse {
        let csrf = Self::csrf_of(page);
        self.post_form(
            "/login",
            &[
                ("username", username),
                ("password", PASSWORD),
                ("csrf", &csrf),
                ("next", next),
            ],
        )
        .await
    }

    /// The session's CSRF token, read from the lobby's forms.
    pub async fn session_csrf(&self) -> String {
        let page = self.get("/").await;
        Self::csrf_of(&page)
    }

    /// Posts a form with the session's CSRF token (read from the lobby) and `fields`.
    pub async fn post_session_form(&self, path: &str, fields: &[(&str, &str)]) -> TestResponse {
        let csrf = self.session_csrf().await;
        let mut all = vec![("csrf", csrf.as_str())];
        all.extend_from_slice(fields);
        self.post_form(path, &all).await
    }
}

/// `application/x-www-form-urlencoded` encoding of one value.
pub fn form_encode(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'*' => {
                out.push(b as char)
            }
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// The value of the first `<input type="hidden" name="{name}" value="…">` in `html`.
pub fn hidden_field(html: &str, name: &str) -> Option<String> {
    let needle = format!("name=\"{name}\" value=\"");
    let start = html.find(&needle)? + needle.len();
    let end = html[start..].find('"')? + start;
    Some(html_unescape(&html[start..end]))
}

/// Escapes text for HTML element content or a quoted attribute (the tests' own pages and
/// the expectations they compare with escaped output).
pub fn html_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&#34;")
        .replace('\'', "&#39;")
}

/// Undoes the HTML escaping askama applies (enough for tokens, codes and notation).
pub fn html_unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&#60;", "<")
        .replace("&gt;", ">")
        .replace("&#62;", ">")
        .replace("&quot;", "\"")
        .replace("&#34;", "\"")
        .replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
        .replace("&#38;", "&")
}

/// The strings of a JSON array (e.g. a game's players or winners).
pub fn str_array(value: &Value) -> Vec<&str> {
    value
        .as_array()
        .expect("a JSON array")
        .iter()
        .map(|v| v.as_str().expect("a string"))
        .collect()
}

/// The username → token map that [`TestApp::api_random_move`] takes.
pub fn tokens(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
    pairs
        .iter()
        .map(|(n, t)| (n.to_string(), t.to_string()))
        .collect()
}

/// Password used by the helpers below.
pub const PASSWORD: &str = "correct horse";

impl TestApp {
    /// Creates an account through the API and returns a bearer token for it.
    pub async fn api_account(&self, username: &str) -> String {
        let body = serde_json::json!({"username": username, "password": PASSWORD});
        let res = self.api_post("/api/v1/accounts", None, Some(body)).await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.body);
        self.api_token(username).await
    }

    /// [`TestApp::api_account`] for each of `usernames` in turn: their tokens, in order.
    pub async fn api_accounts<const N: usize>(&self, usernames: [&str; N]) -> [String; N] {
        let mut tokens = Vec::with_capacity(N);
        for username in usernames {
            tokens.push(self.api_account(username).await);
        }
        tokens.try_into().expect("one token per username")
    }

    /// A new API token for an existing account.
    pub async fn api_token(&self, username: &str) -> String {
        let res = self.api_token_request(username, PASSWORD).await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.body);
        res.json()["token"].as_str().expect("token").to_string()
    }

    /// Creates an invitation (`body`, as `POST /api/v1/invitations` takes it) with the
    /// first token and joins with the others; returns the code and, when every seat is
    /// taken, the game id. Each game's tests have a shorthand for their options (e.g.
    /// `games::<game>::testing`).
    pub async fn api_game_with(&self, tokens: &[&str], body: Value) -> (String, Option<String>) {
        let invitation = self.api_invite(tokens[0], body).await;
        let code = invitation["code"].as_str().expect("code").to_string();
        let game_id = self.api_join_all(&code, &tokens[1..]).await;
        (code, game_id)
    }

    /// `POST /api/v1/invitations` with `body` as `token`, expecting 201; the invitation.
    pub async fn api_invite(&self, token: &str, body: Value) -> Value {
        let res = self
            .api_post("/api/v1/invitations", Some(token), Some(body))
            .await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.body);
        res.json()
    }

    /// `POST /api/v1/invitations/{code}/{action}` (join, leave, cancel) as `token`: the
    /// answer, whatever it is.
    pub async fn api_invitation_action(
        &self,
        code: &str,
        action: &str,
        token: &str,
    ) -> TestResponse {
        self.api_post(
            &format!("/api/v1/invitations/{code}/{action}"),
            Some(token),
            None,
        )
        .await
    }

    /// Joins the invitation `code` with each token in turn, expecting 200 each time;
    /// returns the game id once every seat is taken.
    pub async fn api_join_all(&self, code: &str, tokens: &[&str]) -> Option<String> {
        let mut game_id = None;
        for t in tokens {
            let res = self.api_invitation_action(code, "join", t).await;
            assert_eq!(res.status, StatusCode::OK, "{}", res.body);
            game_id = res.json()["game_id"].as_str().map(str::to_string);
        }
        game_id
    }

    /// The game as `token` sees it.
    pub async fn api_game_state(&self, game_id: &str, token: Option<&str>) -> Value {
        self.api_ok(&format!("/api/v1/games/{game_id}"), token)
            .await
    }

    /// GET /api/v1/invitations/{code} (anyone may), expecting 200.
    pub async fn api_invitation(&self, code: &str) -> Value {
        self.api_ok(&format!("/api/v1/invitations/{code}"), None)
            .await
    }

    /// `POST /api/v1/games/{game_id}/moves` of `mv` at `seq` as `token`: the answer,
    /// whatever it is.
    pub async fn api_send_move(
        &self,
        game_id: &str,
        token: &str,
        seq: &Value,
        mv: &str,
    ) -> TestResponse {
        self.api_post(
            &format!("/api/v1/games/{game_id}/moves"),
            Some(token),
            Some(serde_json::json!({"seq": seq, "move": mv})),
        )
        .await
    }

    /// `POST /api/v1/tokens` with these credentials: the answer, whatever it is.
    pub async fn api_token_request(&self, username: &str, password: &str) -> TestResponse {
        let body = serde_json::json!({"username": username, "password": password});
        self.api_post("/api/v1/tokens", None, Some(body)).await
    }

    /// A JSON API `GET` of `path` as `token` (None: anonymous), expecting 200; the answer.
    pub async fn api_ok(&self, path: &str, token: Option<&str>) -> Value {
        let res = self.api_get(path, token).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.body);
        res.json()
    }

    /// A JSON API `GET` of `path` as `token` (None: anonymous).
    pub async fn api_get(&self, path: &str, token: Option<&str>) -> TestResponse {
        self.api(Method::GET, path, token, None).await
    }

    /// A JSON API `POST` of `body` (if any) to `path` as `token` (None: anonymous).
    pub async fn api_post(
        &self,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> TestResponse {
        self.api(Method::POST, path, token, body).await
    }

    /// Plays one random legal move for whoever is to move; returns the move response, or
    /// None when the game is over. `tokens` maps usernames to tokens.
    pub async fn api_random_move(
        &self,
        game_id: &str,
        tokens: &BTreeMap<String, String>,
    ) -> Option<Value> {
        let game = self.api_game_state(game_id, None).await;
        if game["status"] == "finished" {
            return None;
        }
        let mover = game["to_move"].as_str().expect("to_move").to_string();
        let token = tokens.get(&mover).expect("a token for the player to move");
        let legal = self
            .api_ok(
                &format!("/api/v1/games/{game_id}/legal-moves?random=1"),
                Some(token),
            )
            .await;
        let mv = legal["moves"][0]
            .as_str()
            .expect("a legal move")
            .to_string();
        let res = self.api_send_move(game_id, token, &legal["seq"], &mv).await;
        assert_eq!(res.status, StatusCode::OK, "move {mv:?}: {}", res.body);
        // The answer shows the game as reading it back does (it is built without a read).
        let answer = res.json();
        let read_back = self
            .api_get(&format!("/api/v1/games/{game_id}"), Some(token))
            .await;
        assert_eq!(answer["game"], read_back.json(), "after {mv:?}");
        Some(answer)
    }

    /// Plays random moves until the game ends; returns the number of moves played.
    pub async fn api_play_to_end(&self, game_id: &str, tokens: &BTreeMap<String, String>) -> usize {
        let mut moves = 0;
        while self.api_random_move(game_id, tokens).await.is_some() {
            moves += 1;
            assert!(moves < 1000, "the game does not end");
        }
        moves
    }
}
