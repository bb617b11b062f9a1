//! `maipenrai migrate --to URL` (src/store/migrate.rs): a site populated through the API on
//! SQLite — every game finished, running and waiting for players, chat, ratings, a
//! resignation, reports and choices — is moved to Postgres and back to SQLite. After each
//! move the real server on the new database answers every API question of every account
//! exactly as before, every table holds the same rows, and the running games go on.

mod support;

use maipenrai::store::migrate::NOT_COPIED;
use reqwest::Method;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::process::Command;
use support::databases::{databases, fresh_database_url, Db};
use support::db::Raw;
use support::server::Server;

/// Tables this scenario leaves empty, each for a reason; every other table must hold rows,
/// so a table a migration adds is either filled here (and then checked row by row) or
/// named here on purpose.
const LEFT_EMPTY: &[(&str, &str)] = &[
    (
        "password_reset",
        "needs a mail round trip (tests/notify_mail.rs)",
    ),
    (
        "game_cancel",
        "a cancelled game needs a vote among three players",
    ),
    (
        "game_removed_seat",
        "a removed seat needs a vote and a deadline",
    ),
    ("game_vote", "votes are asked during a deadline's grace"),
    (
        "computer_claim",
        "a claim lasts only while a computer searches, and is released when it moves",
    ),
    (
        "moderation_action",
        "moderators are named by the operator's command",
    ),
    ("outbox", "mail and webhooks are off in this scenario"),
    (
        "login_device",
        "browsers log in through the form; the scenario logs in through the API",
    ),
    (
        "game_private",
        "private notes are written on the game page only, not through the API",
    ),
];

struct Site<'a> {
    server: &'a Server,
    client: reqwest::Client,
}

impl<'a> Site<'a> {
    fn new(server: &'a Server) -> Site<'a> {
        Site {
            server,
            client: reqwest::Client::new(),
        }
    }

    async fn call(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> (u16, Value) {
        let mut request = self.client.request(method, self.server.url(path));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.expect("the server answers");
        let status = response.status().as_u16();
        let text = response.text().await.expect("a body");
        (
            status,
            serde_json::from_str(&text).unwrap_or(Value::String(text)),
        )
    }

    async fn ok(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> Value {
        let (status, answer) = self.call(method.clone(), path, token, body).await;
        assert!(status < 300, "{method} {path}: {status} {answer}");
        answer
    }

    async fn game(&self, id: &str, token: &str) -> Value {
        self.ok(
            Method::GET,
            &format!("/api/v1/games/{id}"),
            Some(token),
            None,
        )
        .await
    }

    /// One random legal move by whoever is to move; false when the game is over.
    async fn step(&self, id: &str, tokens: &BTreeMap<String, String>) -> bool {
        let any = tokens.values().next().unwrap();
        let game = self.game(id, any).await;
        let Some(mover) = game["to_move"].as_str() else {
            return false;
        };
        let token = &tokens[mover];
        let legal = self
            .ok(
                Method::GET,
                &format!("/api/v1/games/{id}/legal-moves?random=1"),
                Some(token),
                None,
            )
            .await;
        let body = json!({"move": legal["moves"][0], "seq": legal["seq"]});
        self.ok(
            Method::POST,
            &format!("/api/v1/games/{id}/moves"),
            Some(token),
            Some(body),
        )
        .await;
        true
    }
}

/// What the scenario made: accounts with their tokens, games and invitations.
struct Made {
    tokens: BTreeMap<String, String>,
    games: Vec<String>,
    running: Vec<String>,
    codes: Vec<String>,
    tournaments: Vec<String>,
}

async fn populate(site: &Site<'_>) -> Made {
    let mut tokens = BTreeMap::new();
    for name in ["ann", "ben", "cid", "dee"] {
        let body = json!({"username": name, "password": "correct horse battery"});
        site.ok(Method::POST, "/api/v1/accounts", None, Some(body.clone()))
            .await;
        let token = site
            .ok(Method::POST, "/api/v1/tokens", None, Some(body))
            .await;
        tokens.insert(
            name.to_string(),
            token["token"].as_str().unwrap().to_string(),
        );
    }
    let (mut games, mut running, mut codes) = (Vec::new(), Vec::new(), Vec::new());
    let pair = |a: &str, b: &str| -> BTreeMap<String, String> {
        [a, b]
            .iter()
            .map(|n| (n.to_string(), tokens[*n].clone()))
            .collect()
    };
    for game_type in maipenrai::games::all() {
        let slug = game_type.slug();
        // A rated game played to its end, a game under way, a game resigned, an
        // invitation still waiting and one cancelled.
        let mut started = Vec::new();
        for (host, guest) in [("ann", "ben"), ("cid", "dee"), ("ben", "cid")] {
            let invitation = site
                .ok(
                    Method::POST,
                    "/api/v1/invitations",
                    Some(&tokens[host]),
                    Some(json!({"game": slug, "players": 2, "note": "for the move", "deadline_days": 7})),
                )
                .await;
            let code = invitation["code"].as_str().unwrap();
            let joined = site
                .ok(
                    Method::POST,
                    &format!("/api/v1/invitations/{code}/join"),
                    Some(&tokens[guest]),
                    None,
                )
                .await;
            codes.push(code.to_string());
            started.push((
                joined["game_id"].as_str().unwrap().to_string(),
                pair(host, guest),
            ));
        }
        let (finished, players) = &started[0];
        let mut moves = 0;
        while site.step(finished, players).await {
            moves += 1;
            assert!(moves < 3000, "{slug}: a random game should end");
        }
        let game = site.game(finished, &tokens["ann"]).await;
        assert_eq!(game["status"], "finished", "{slug} after {moves} moves");
        // Its review (game_review, game_review_step), computed by the server's computer
        // players in the background.
        let path = format!("/api/v1/games/{finished}/review");
        site.ok(Method::POST, &path, Some(&tokens["ann"]), None)
            .await;
        let mut waited = 0;
        while site
            .ok(Method::GET, &path, Some(&tokens["ann"]), None)
            .await["status"]
            != "done"
        {
            waited += 1;
            assert!(
                waited < 600,
                "{slug}: the review should be done within a minute"
            );
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        let (under_way, players) = &started[1];
        for _ in 0..6 {
            site.step(under_way, players).await;
        }
        let (resigned, players) = &started[2];
        for _ in 0..3 {
            site.step(resigned, players).await;
        }
        site.ok(
            Method::POST,
            &format!("/api/v1/games/{resigned}/resign"),
            Some(&players["ben"]),
            None,
        )
        .await;
        for (id, players) in &started {
            for name in players.keys() {
                let body = json!({"text": format!("{name} says hello in {slug}")});
                site.call(
                    Method::POST,
                    &format!("/api/v1/games/{id}/chat"),
                    Some(&players[name]),
                    Some(body),
                )
                .await;
            }
            games.push(id.clone());
        }
        running.push(under_way.clone());
        let waiting = site
            .ok(
                Method::POST,
                "/api/v1/invitations",
                Some(&tokens["dee"]),
                Some(json!({"game": slug, "players": 3, "listed": true, "invite": ["ann"]})),
            )
            .await;
        codes.push(waiting["code"].as_str().unwrap().to_string());
        let cancelled = site
            .ok(
                Method::POST,
                "/api/v1/invitations",
                Some(&tokens["ann"]),
                Some(json!({"game": slug, "players": 2})),
            )
            .await;
        let code = cancelled["code"].as_str().unwrap();
        site.ok(
            Method::POST,
            &format!("/api/v1/invitations/{code}/cancel"),
            Some(&tokens["ann"]),
            None,
        )
        .await;
        codes.push(code.to_string());
        // A game against the computer: its seats are accounts of their own.
        let computer = site
            .ok(
                Method::POST,
                "/api/v1/invitations",
                Some(&tokens["dee"]),
                Some(json!({"game": slug, "players": 2, "computers": ["beginner"]})),
            )
            .await;
        codes.push(computer["code"].as_str().unwrap().to_string());
    }
    // The people's own settings and choices.
    let until = (time::OffsetDateTime::now_utc() + time::Duration::days(5)).date();
    for (path, who, body) in [
        (
            "/api/v1/players/cid/choice",
            "ann",
            json!({"choice": "muted"}),
        ),
        (
            "/api/v1/players/dee/report",
            "ben",
            json!({"reason": "rude in chat"}),
        ),
        (
            "/api/v1/settings/invitations",
            "cid",
            json!({"invite_from": "played"}),
        ),
        (
            "/api/v1/absence",
            "dee",
            json!({"until": until.to_string()}),
        ),
    ] {
        site.ok(Method::POST, path, Some(&tokens[who]), Some(body))
            .await;
    }
    // A tournament under way: three entrants, a table and a bye in round 1.
    let body = json!({"name": "Club night", "game": "king-of-siam", "players": 2,
        "format": "swiss", "rounds": 2, "min_players": 2, "max_players": 4,
        "deadline_days": 3, "round_days": 7, "signup_days": 5, "listed": true});
    let tournament = site
        .ok(
            Method::POST,
            "/api/v1/tournaments",
            Some(&tokens["ann"]),
            Some(body),
        )
        .await;
    let code = tournament["code"].as_str().unwrap().to_string();
    for who in ["ben", "cid"] {
        let path = format!("/api/v1/tournaments/{code}/enter");
        site.ok(Method::POST, &path, Some(&tokens[who]), None).await;
    }
    let path = format!("/api/v1/tournaments/{code}/start");
    let started = site
        .ok(Method::POST, &path, Some(&tokens["ann"]), None)
        .await;
    assert_eq!(started["status"], "running");
    let path = format!("/api/v1/tournaments/{code}/announcements");
    let said = json!({"text": "Round 2 on Monday.\nGood luck!"});
    let told = site
        .ok(Method::POST, &path, Some(&tokens["ann"]), Some(said))
        .await;
    assert_eq!(
        told["announcements"][0]["text"],
        "Round 2 on Monday.\nGood luck!"
    );
    // cid (round 1's bye: the lowest seed) withdraws, and dee takes their place.
    let path = format!("/api/v1/tournaments/{code}/leave");
    site.ok(Method::POST, &path, Some(&tokens["cid"]), None)
        .await;
    let path = format!("/api/v1/tournaments/{code}/substitutes");
    let named = json!({"withdrawn": "cid", "substitute": "dee"});
    let substituted = site
        .ok(Method::POST, &path, Some(&tokens["ann"]), Some(named))
        .await;
    let dee = substituted["entrants"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["name"] == "dee");
    assert_eq!(dee.unwrap()["replaces"], "cid");
    Made {
        tokens,
        games,
        running,
        codes,
        tournaments: vec![code],
    }
}

/// Every API answer to every account (and to nobody) about everything the scenario made.
async fn answers(site: &Site<'_>, made: &Made) -> BTreeMap<String, (u16, Value)> {
    let mut paths = vec![
        "/api/v1/settings/invitations".to_string(),
        "/api/v1/settings/people".to_string(),
    ];
    for id in &made.games {
        for tail in ["", "/legal-moves", "/history", "/export", "/chat", "/clock"] {
            paths.push(format!("/api/v1/games/{id}{tail}"));
        }
    }
    for code in &made.codes {
        paths.push(format!("/api/v1/invitations/{code}"));
    }
    for name in made.tokens.keys() {
        paths.push(format!("/api/v1/players/{name}"));
    }
    paths.push("/api/v1/tournaments".to_string());
    for code in &made.tournaments {
        paths.push(format!("/api/v1/tournaments/{code}"));
    }
    let mut all = BTreeMap::new();
    let viewers = made
        .tokens
        .iter()
        .map(|(n, t)| (n.as_str(), Some(t.as_str())));
    for (viewer, token) in viewers.chain([("nobody", None)]) {
        for path in &paths {
            let (status, answer) = site.call(Method::GET, path, token, None).await;
            // Links name the server, which runs on another port each time.
            let text = answer
                .to_string()
                .replace(&site.server.url(""), "http://SITE");
            let mut answer: Value = serde_json::from_str(&text).unwrap();
            // A deadline's seconds left count down while the test runs (the deadline
            // itself is a time of the database, compared row by row).
            if let Some(left) = answer.get_mut("seconds_left") {
                *left = Value::Null;
            }
            all.insert(format!("{viewer} GET {path}"), (status, answer));
        }
    }
    all
}

/// Runs `maipenrai migrate --to <to>` on the site at `from`.
fn migrate(from: &str, to: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_maipenrai"))
        .args(["migrate", "--to", to])
        .env("DATABASE_URL", from)
        .env("RUST_BACKTRACE", "0")
        .output()
        .expect("run maipenrai migrate");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.status.success(),
        "migrate {from} -> {to} failed:\n{said}"
    );
    said
}

/// Every row of every table, with JSON text read as JSON (Postgres keeps its own key
/// order) and rows sorted.
async fn rows(url: &str) -> BTreeMap<String, Vec<Vec<Value>>> {
    let raw = Raw::connect(url).await;
    let mut out = BTreeMap::new();
    for (table, rows) in raw.snapshot().await {
        if NOT_COPIED.contains(&table.as_str()) {
            continue;
        }
        let mut parsed: Vec<Vec<Value>> = rows
            .iter()
            .map(|row| {
                let value: Value = serde_json::from_str(row).unwrap();
                let cells = match value {
                    Value::Array(cells) => cells,
                    Value::Object(map) => map.into_iter().map(|(_, v)| v).collect(),
                    other => vec![other],
                };
                cells
                    .into_iter()
                    .map(|cell| match cell {
                        Value::String(text) => match serde_json::from_str::<Value>(&text) {
                            Ok(json @ (Value::Object(_) | Value::Array(_))) => json,
                            _ => Value::String(text),
                        },
                        other => other,
                    })
                    .collect()
            })
            .collect();
        parsed.sort_by_key(|row| serde_json::to_string(row).unwrap());
        out.insert(table, parsed);
    }
    out
}

/// A device subscribed to push notifications, and the server's key it subscribed with:
/// written through the store (in a browser the settings page's script subscribes;
/// `tests/push.rs` covers the protocol), so that both move with the site.
async fn subscribe_a_device(url: &str) {
    let store = maipenrai::store::connect(url).await.unwrap();
    let notify = store.notify().unwrap();
    let now = time::OffsetDateTime::now_utc();
    let key = maipenrai::service::push::Vapid::new_private_key();
    assert_eq!(notify.vapid_key(&key, now).await.unwrap(), key);
    let ann = store.credentials("ann").await.unwrap().unwrap().user;
    let device = maipenrai::store::notify::PushSubscription {
        subscription_id: uuid::Uuid::new_v4(),
        user_id: ann.user_id,
        endpoint: "https://push.example.org/send/abc".into(),
        p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM".into(),
        auth: "tBHItJI5svbpez7KI4CCXg".into(),
        device: "Firefox on Android".into(),
        created_at: now,
    };
    let most = maipenrai::service::push::PUSH_DEVICES_MAX;
    notify.add_push_subscription(&device, most).await.unwrap();
}

/// The operator marks ann established and voids dee's ratings (`maipenrai admin`), through
/// the store; the worker then computes every rating again.
async fn fair_play_marks(url: &str) {
    use maipenrai::store::{EstablishedBy, FairPlayActing};
    let store = maipenrai::store::connect(url).await.unwrap();
    let fair_play = store.fair_play().unwrap();
    let acting = FairPlayActing {
        moderator: None,
        reason: "the operator's",
        now: time::OffsetDateTime::now_utc(),
    };
    let ann = store.credentials("ann").await.unwrap().unwrap().user;
    let dee = store.credentials("dee").await.unwrap().unwrap().user;
    assert!(fair_play
        .establish(ann.user_id, EstablishedBy::Operator, acting)
        .await
        .unwrap());
    assert_eq!(fair_play.void(&[dee.user_id], acting).await.unwrap(), 1);
}

#[tokio::test]
async fn a_site_moves_to_postgres_and_back_unchanged() {
    if !databases().contains(&Db::Postgres) {
        eprintln!("skipped: TEST_DATABASE_URL is not set");
        return;
    }
    let sqlite = fresh_database_url(Db::Sqlite).await;
    let (made, before) = {
        // The worker looks every second, so the work the games leave behind (ratings,
        // notifications) is soon done.
        let server = Server::start_with(
            &sqlite,
            &[("WORKER_INTERVAL_SECS", "1"), ("REVIEW_ITERATIONS", "16")],
        )
        .await;
        let site = Site::new(&server);
        let made = populate(&site).await;
        subscribe_a_device(&sqlite).await;
        fair_play_marks(&sqlite).await;
        // It is done when two readings three seconds apart agree.
        let mut before = answers(&site, &made).await;
        for _ in 0..30 {
            tokio::time::sleep(std::time::Duration::from_secs(3)).await;
            let again = answers(&site, &made).await;
            if again == before {
                break;
            }
            before = again;
        }
        (made, before)
    };
    // Every table the migrations made holds rows, unless named above.
    let rows_before = rows(&sqlite).await;
    let empty: Vec<&String> = rows_before
        .iter()
        .filter(|(table, rows)| rows.is_empty() && !LEFT_EMPTY.iter().any(|(t, _)| t == table))
        .map(|(table, _)| table)
        .collect();
    assert!(
        empty.is_empty(),
        "the scenario leaves {empty:?} empty: fill them, or say in LEFT_EMPTY why not"
    );

    let postgres = fresh_database_url(Db::Postgres).await;
    let said = migrate(&sqlite, &postgres);
    assert!(said.contains("every game replays"), "{said}");
    let in_postgres = rows(&postgres).await;
    assert_eq!(
        in_postgres.keys().collect::<Vec<_>>(),
        rows_before.keys().collect::<Vec<_>>()
    );
    for (table, rows) in &rows_before {
        assert_eq!(
            in_postgres[table].len(),
            rows.len(),
            "the rows of {table} in Postgres"
        );
    }
    // A second copy into the same database is refused, as the copy it is.
    let refused = Command::new(env!("CARGO_BIN_EXE_maipenrai"))
        .args(["migrate", "--to", &postgres])
        .env("DATABASE_URL", &sqlite)
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("already holds a whole copy"),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );

    // And back: every value exact (times to the microsecond, password and token hashes).
    let back = fresh_database_url(Db::Sqlite).await;
    migrate(&postgres, &back);
    let rows_back = rows(&back).await;
    assert_eq!(
        rows_back.keys().collect::<Vec<_>>(),
        rows_before.keys().collect::<Vec<_>>()
    );
    for (table, rows) in &rows_before {
        assert_eq!(
            &rows_back[table], rows,
            "the rows of {table} after the round trip"
        );
    }

    // On either copy the server answers as before, the tokens open the accounts, and the
    // running games go on.
    for url in [&postgres, &back] {
        let server = Server::start(url).await;
        let site = Site::new(&server);
        let after = answers(&site, &made).await;
        assert_eq!(after.len(), before.len());
        let read = before.values().filter(|(status, _)| *status == 200).count();
        assert!(
            read > before.len() / 2,
            "most questions have an answer: {read}"
        );
        for (question, answer) in &before {
            assert_eq!(&after[question], answer, "{question} on {url}");
        }
        for id in &made.running {
            let game = site.game(id, made.tokens.values().next().unwrap()).await;
            let players: BTreeMap<String, String> = game["players"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| {
                    let name = p.as_str().unwrap();
                    (name.to_string(), made.tokens[name].clone())
                })
                .collect();
            assert!(
                site.step(id, &players).await,
                "the game {id} goes on on {url}"
            );
        }
    }
}
