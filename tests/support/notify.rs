//! Shared helpers of the notification and deadline tests: an app whose clock the test
//! moves, a real SMTP server (aiosmtpd, spawned with python3), Python checks, games with
//! move deadlines.
//!
//! The tests install nothing: when python3 lacks aiosmtpd or feedparser they fail and say
//! `pip install aiosmtpd feedparser`.
#![allow(dead_code)]

use super::{fresh_database_url, Db};
use axum::http::StatusCode;
use maipenrai::clock::TestClock;
use maipenrai::config::Config;
use maipenrai::http::testing::{Browser, TestApp, TestResponse, PASSWORD};
use maipenrai::http::{app, AppState};
use maipenrai::notify::{TickReport, Worker};
use maipenrai::store::notify::NotifyStore;
use maipenrai::store::User;
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::Duration;

/// The message when a Python package is missing.
fn missing(package: &str) -> String {
    format!(
        "the Python package {package} is missing; install it with `pip install {package}` \
         (CI: add `pip install aiosmtpd feedparser` to .ci/run)"
    )
}

/// Fails the test unless `python3 -c "import <module>"` works.
pub fn require_python_module(module: &str) {
    let ok = Command::new("python3")
        .args(["-c", &format!("import {module}")])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap_or_else(|e| panic!("python3 is needed for this test: {e}"))
        .success();
    assert!(ok, "{}", missing(module));
}

/// A mail as the SMTP sink received it (decoded by Python's `email` package).
#[derive(Clone, Debug, Deserialize)]
pub struct Mail {
    pub envelope_to: Vec<String>,
    pub from: String,
    pub to: String,
    pub subject: String,
    pub message_id: String,
    pub body: String,
}

/// A real SMTP server on 127.0.0.1 that keeps every message it accepts.
pub struct SmtpSink {
    pub port: u16,
    pub dir: PathBuf,
    child: Child,
}

impl SmtpSink {
    pub fn start() -> SmtpSink {
        let dir = std::env::temp_dir().join(format!("mpr-mail-{}", uuid::Uuid::new_v4().simple()));
        std::fs::create_dir_all(&dir).expect("a folder for the mails");
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/support/smtp_sink.py");
        let mut child = Command::new("python3")
            .arg(script)
            .arg(&dir)
            .arg(port.to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("python3 is needed for the mail tests: {e}"));
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut line)
            .expect("the SMTP sink answers");
        if !line.starts_with("READY") {
            let _ = child.kill();
            if line.starts_with("MISSING") {
                panic!("{}", missing("aiosmtpd"));
            }
            panic!("the SMTP sink did not start: {line:?}");
        }
        SmtpSink { port, dir, child }
    }

    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// Every mail received so far, oldest first.
    pub fn mails(&self) -> Vec<Mail> {
        let mut names: Vec<PathBuf> = std::fs::read_dir(&self.dir)
            .expect("the mail folder")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        names.sort();
        names
            .iter()
            .map(|p| serde_json::from_slice(&std::fs::read(p).unwrap()).unwrap())
            .collect()
    }

    /// Mails to `address`.
    pub fn mails_to(&self, address: &str) -> Vec<Mail> {
        self.mails()
            .into_iter()
            .filter(|m| m.envelope_to.iter().any(|t| t == address))
            .collect()
    }
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The configuration change that sends mail through `sink`, from games@example.org.
pub fn with_mail(sink: &SmtpSink) -> impl FnOnce(&mut Config) + '_ {
    move |c| {
        c.smtp_url = Some(sink.url());
        c.mail_from = Some("Mai Pen Rai <games@example.org>".into());
    }
}

/// A new [`SmtpSink`] and a world on a fresh database that mails through it.
pub async fn mail_world(db: Db) -> (SmtpSink, World) {
    let sink = SmtpSink::start();
    let w = World::new(db, with_mail(&sink)).await;
    (sink, w)
}

/// An app on a fresh database whose service reads time from a test clock.
pub struct World {
    pub app: TestApp,
    pub clock: Arc<TestClock>,
    pub database_url: String,
}

impl World {
    pub async fn new(db: Db, tweak: impl FnOnce(&mut Config)) -> World {
        let url = fresh_database_url(db).await;
        World::on(&url, tweak).await
    }

    /// Another app (another "server instance") on the same database.
    pub async fn on(url: &str, tweak: impl FnOnce(&mut Config)) -> World {
        let store = maipenrai::store::connect(url)
            .await
            .unwrap_or_else(|e| panic!("cannot open {url}: {e:#}"));
        let mut config = Config::for_tests(url);
        tweak(&mut config);
        let clock = TestClock::starting_now();
        let state = AppState::with_clock(store, config, clock.clone());
        World {
            app: TestApp {
                router: app(state.clone()),
                state,
            },
            clock,
            database_url: url.to_string(),
        }
    }

    pub fn store(&self) -> &dyn NotifyStore {
        self.app.state.store.notify().expect("a real store")
    }

    pub fn worker(&self) -> Worker {
        Worker::new(self.app.state.service.clone()).expect("a worker")
    }

    /// One pass of a fresh worker.
    pub async fn tick(&self) -> TickReport {
        self.worker().tick().await
    }

    /// The computer players' moves now (`Service::play_computer_turns`): how many.
    pub async fn computer_moves(&self) -> usize {
        let played = self.app.state.service.play_computer_turns().await;
        played.expect("the computers' turns are read").len()
    }

    pub fn advance(&self, by: time::Duration) {
        self.clock.advance(by);
    }

    pub async fn user(&self, username: &str) -> User {
        self.app
            .state
            .store
            .credentials(username)
            .await
            .unwrap()
            .expect("the user exists")
            .user
    }

    /// Gives `username` a verified address directly through the store.
    pub async fn verified_email(&self, username: &str, email: &str) {
        let user = self.user(username).await;
        let now = self.clock_now();
        let hash = format!("test-{}", uuid::Uuid::new_v4());
        self.store()
            .set_pending_email(
                user.user_id,
                email,
                &hash,
                now + time::Duration::hours(1),
                now,
            )
            .await
            .unwrap();
        assert!(self
            .store()
            .confirm_email(&hash, now)
            .await
            .unwrap()
            .is_some());
    }

    pub fn clock_now(&self) -> time::OffsetDateTime {
        use maipenrai::clock::Clock;
        self.clock.now()
    }

    /// An API account and its token.
    pub async fn account(&self, name: &str) -> String {
        self.app.api_account(name).await
    }

    /// API accounts for `names`: their tokens by name.
    pub async fn accounts(&self, names: &[&str]) -> BTreeMap<String, String> {
        let mut all = BTreeMap::new();
        for name in names {
            all.insert(name.to_string(), self.account(name).await);
        }
        all
    }

    /// API accounts for `names`, who start a game with `hands` and an optional deadline
    /// (`names[0]` invites, the others join in order): their tokens and the game's id.
    pub async fn accounts_in_game(
        &self,
        names: &[&str],
        hands: &str,
        deadline_days: Option<u32>,
    ) -> (BTreeMap<String, String>, String) {
        let all = self.accounts(names).await;
        let seats: Vec<&str> = names.iter().map(|n| all[*n].as_str()).collect();
        let game_id = self.game(&seats, hands, deadline_days).await;
        (all, game_id)
    }

    /// The page at `path` as the existing account `name` sees it, in a new browser.
    pub async fn page(&self, name: &str, path: &str) -> TestResponse {
        self.browser(name).await.get(path).await
    }

    /// A browser logged in as an existing account.
    pub async fn browser(&self, name: &str) -> Browser {
        let b = self.app.browser();
        let res = b.log_in(name, PASSWORD).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        b
    }

    /// Creates an invitation (first token) with an optional deadline, and joins with the
    /// others: returns the started game's id.
    pub async fn game(&self, tokens: &[&str], hands: &str, deadline_days: Option<u32>) -> String {
        let body = json!({"game": "king-of-siam", "board": "siam", "players": tokens.len(),
                          "hands": hands, "deadline_days": deadline_days});
        let invitation = self.app.api_invite(tokens[0], body).await;
        assert_eq!(invitation["deadline_days"], json!(deadline_days));
        let code = invitation["code"].as_str().unwrap();
        let game_id = self.app.api_join_all(code, &tokens[1..]).await;
        game_id.expect("the game started")
    }

    /// The game as `token` sees it (None: a spectator).
    pub async fn state(&self, game_id: &str, token: Option<&str>) -> Value {
        self.app.api_game_state(game_id, token).await
    }

    /// The history as `token` sees it.
    pub async fn history(&self, game_id: &str, token: &str) -> Value {
        self.app
            .api_ok(&format!("/api/v1/games/{game_id}/history"), Some(token))
            .await
    }

    /// Plays one random legal move of the player to move (its token from `tokens`).
    pub async fn random_move(&self, game_id: &str, tokens: &BTreeMap<String, String>) -> Value {
        self.app
            .api_random_move(game_id, tokens)
            .await
            .expect("the game is running")
    }

    /// `POST /api/v1/games/{game_id}/votes` of `vote` as `token`: the answer, whatever it is.
    pub async fn vote(&self, game_id: &str, token: &str, vote: Value) -> TestResponse {
        let path = format!("/api/v1/games/{game_id}/votes");
        self.app.api_post(&path, Some(token), Some(vote)).await
    }

    /// Username of the player to move while the game is active; None once it is not.
    pub async fn to_move_while_active(&self, game_id: &str) -> Option<String> {
        let state = self.state(game_id, None).await;
        if state["status"] != "active" {
            return None;
        }
        Some(
            state["to_move"]
                .as_str()
                .expect("a player to move")
                .to_string(),
        )
    }

    /// Username of the player to move.
    pub async fn to_move(&self, game_id: &str) -> String {
        self.state(game_id, None).await["to_move"]
            .as_str()
            .expect("a player to move")
            .to_string()
    }
}

/// Waits up to `limit` for `check` to hold.
pub async fn eventually(limit: Duration, what: &str, mut check: impl FnMut() -> bool) {
    let deadline = std::time::Instant::now() + limit;
    while !check() {
        assert!(
            std::time::Instant::now() < deadline,
            "timed out waiting for {what}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
