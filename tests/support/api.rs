//! A small client of the JSON API for tests that drive the real binary: accounts, games,
//! random legal moves, and players that keep moving while a test does something to the
//! server (`tests/faults.rs`, `tests/backup_restore.rs`).

use super::server::Server;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

pub const PASSWORD: &str = "correct horse";

/// A small JSON API client for one server.
#[derive(Clone)]
pub struct Api {
    pub client: reqwest::Client,
    pub base: String,
}

/// A response: status and body (JSON when it is JSON).
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub body: Value,
    pub text: String,
    pub content_type: String,
}

impl Api {
    pub fn new(server: &Server) -> Api {
        Api {
            client: reqwest::Client::builder()
                .timeout(Duration::from_secs(20))
                .pool_max_idle_per_host(64)
                .build()
                .expect("client"),
            base: server.url(""),
        }
    }

    pub async fn call(
        &self,
        method: reqwest::Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> Result<Reply, reqwest::Error> {
        let mut req = self.client.request(method, format!("{}{path}", self.base));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        if let Some(b) = body {
            req = req.json(&b);
        }
        let res = req.send().await?;
        let status = res.status().as_u16();
        let content_type = res
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_string();
        let text = res.text().await?;
        Ok(Reply {
            status,
            body: serde_json::from_str(&text).unwrap_or(Value::Null),
            text,
            content_type,
        })
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Result<Reply, reqwest::Error> {
        self.call(reqwest::Method::GET, path, token, None).await
    }

    pub async fn post(
        &self,
        path: &str,
        token: Option<&str>,
        body: Value,
    ) -> Result<Reply, reqwest::Error> {
        self.call(reqwest::Method::POST, path, token, Some(body))
            .await
    }

    /// Creates the accounts and returns a token for each name.
    pub async fn accounts(&self, names: &[&str]) -> BTreeMap<String, String> {
        let mut tokens = BTreeMap::new();
        for name in names {
            let body = json!({"username": name, "password": PASSWORD});
            let res = self.post("/api/v1/accounts", None, body.clone()).await;
            assert_eq!(res.expect("account").status, 201);
            let res = self
                .post("/api/v1/tokens", None, body)
                .await
                .expect("token");
            assert_eq!(res.status, 201, "{}", res.text);
            tokens.insert(
                name.to_string(),
                res.body["token"].as_str().expect("token").to_string(),
            );
        }
        tokens
    }

    /// A game of `players` (the first creates the invitation, the others join).
    pub async fn game(
        &self,
        players: &[&str],
        tokens: &BTreeMap<String, String>,
        board: &str,
        hands: &str,
    ) -> String {
        let body = json!({"board": board, "players": players.len(), "hands": hands});
        let res = self
            .post("/api/v1/invitations", Some(&tokens[players[0]]), body)
            .await
            .expect("invitation");
        assert_eq!(res.status, 201, "{}", res.text);
        let code = res.body["code"].as_str().expect("code").to_string();
        let mut game_id = None;
        for p in &players[1..] {
            let res = self
                .post(
                    &format!("/api/v1/invitations/{code}/join"),
                    Some(&tokens[*p]),
                    json!({}),
                )
                .await
                .expect("join");
            assert_eq!(res.status, 200, "{}", res.text);
            game_id = res.body["game_id"].as_str().map(str::to_string);
        }
        game_id.expect("the last join starts the game")
    }

    /// One random legal move by whoever is to move: Ok(Some((seq, notation))) when it was
    /// played (200), Ok(None) when the game is over, Err on anything else.
    pub async fn random_move(
        &self,
        game_id: &str,
        tokens: &BTreeMap<String, String>,
    ) -> Result<Option<(i64, String)>, String> {
        let g = self
            .get(&format!("/api/v1/games/{game_id}"), None)
            .await
            .map_err(|e| e.to_string())?;
        if g.status != 200 {
            return Err(format!("game {}: {}", g.status, g.text));
        }
        if g.body["status"] != "active" {
            return Ok(None);
        }
        let token = &tokens[g.body["to_move"].as_str().unwrap_or_default()];
        let legal = self
            .get(
                &format!("/api/v1/games/{game_id}/legal-moves?random=1"),
                Some(token),
            )
            .await
            .map_err(|e| e.to_string())?;
        let mv = legal.body["moves"][0]
            .as_str()
            .unwrap_or("pass")
            .to_string();
        let res = self
            .post(
                &format!("/api/v1/games/{game_id}/moves"),
                Some(token),
                json!({"seq": legal.body["seq"], "move": mv}),
            )
            .await
            .map_err(|e| e.to_string())?;
        match res.status {
            200 => Ok(Some((
                res.body["seq"].as_i64().expect("seq"),
                res.body["notation"].as_str().expect("notation").to_string(),
            ))),
            _ => Err(format!("move {}: {}", res.status, res.text)),
        }
    }
}

/// A move the server answered 200 to.
#[derive(Clone, Debug)]
pub struct Ack {
    pub game_id: String,
    pub seq: i64,
    pub notation: String,
}

/// One client per player of every game: whoever is to move plays a random legal move.
/// Every 200 is recorded; the client stops at the first transport error (a dead server).
pub fn spawn_players(
    api: &Api,
    games: &[(String, Vec<&'static str>)],
    tokens: &BTreeMap<String, String>,
    acks: &Arc<Mutex<Vec<Ack>>>,
) -> Vec<tokio::task::JoinHandle<()>> {
    let mut handles = Vec::new();
    for (game_id, players) in games {
        for me in players {
            let api = api.clone();
            let game_id = game_id.clone();
            let token = tokens[*me].clone();
            let me = me.to_string();
            let acks = acks.clone();
            handles.push(tokio::spawn(async move {
                let path = format!("/api/v1/games/{game_id}");
                loop {
                    let Ok(g) = api.get(&path, Some(&token)).await else {
                        return;
                    };
                    if g.body["status"] == "finished" {
                        return;
                    }
                    if g.body["to_move"] != me.as_str() {
                        // Someone else's turn: ask again shortly (a client polling its
                        // game, not a wait for a condition of this test).
                        tokio::time::sleep(Duration::from_millis(5)).await;
                        continue;
                    }
                    let Ok(legal) = api
                        .get(&format!("{path}/legal-moves?random=1"), Some(&token))
                        .await
                    else {
                        return;
                    };
                    let mv = legal.body["moves"][0]
                        .as_str()
                        .unwrap_or("pass")
                        .to_string();
                    let Ok(res) = api
                        .post(
                            &format!("{path}/moves"),
                            Some(&token),
                            json!({"seq": legal.body["seq"], "move": mv}),
                        )
                        .await
                    else {
                        return;
                    };
                    if res.status == 200 {
                        acks.lock().unwrap().push(Ack {
                            game_id: game_id.clone(),
                            seq: res.body["seq"].as_i64().expect("seq"),
                            notation: res.body["notation"].as_str().expect("notation").to_string(),
                        });
                    }
                }
            }));
        }
    }
    handles
}
