//! The private Atom feed, on SQLite and Postgres: valid for a real feed parser (Python's
//! feedparser), secret and replaceable, and never telling more than the reader's own view.

mod support;

use axum::http::{header, StatusCode};
use maipenrai::http::testing::{html_unescape, Browser};
use serde_json::Value;
use std::io::Write;
use std::process::{Command, Stdio};
use support::databases;
use support::notify::{require_python_module, World};

const PARSE: &str = r#"
import json, sys
import feedparser
d = feedparser.parse(sys.stdin.buffer.read())
print(json.dumps({
    "bozo": int(d.bozo),
    "error": str(d.get("bozo_exception", "")),
    "version": d.version,
    "title": d.feed.get("title"),
    "entries": [{"id": e.get("id"), "title": e.get("title"), "link": e.get("link"),
                 "summary": e.get("summary"), "updated": e.get("updated")}
                for e in d.entries],
}))
"#;

/// The feed as feedparser reads it.
fn parse_feed(xml: &str) -> Value {
    require_python_module("feedparser");
    let mut child = Command::new("python3")
        .args(["-c", PARSE])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(xml.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "feedparser failed");
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Every string inside a JSON value.
fn strings(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(s) => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
        Value::Object(map) => map.values().for_each(|v| strings(v, out)),
        _ => {}
    }
}

/// The feed address shown on the settings page.
fn feed_path(page: &str) -> String {
    let start = page
        .find("id=\"feed-link\" readonly value=\"")
        .expect("a feed link")
        + "id=\"feed-link\" readonly value=\"".len();
    let url = html_unescape(&page[start..start + page[start..].find('"').unwrap()]);
    url.strip_prefix("http://localhost:8080")
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn the_feed_is_valid_atom_and_tells_only_what_the_reader_may_see() {
    require_python_module("feedparser");
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let (all, game_id) = w
            .accounts_in_game(&["nina", "omar", "pia"], "original", Some(3))
            .await;
        for _ in 0..7 {
            w.random_move(&game_id, &all).await;
        }
        while w.to_move(&game_id).await != "omar" {
            w.random_move(&game_id, &all).await;
        }

        // No feed until asked for; then a secret address on the settings page.
        let browser = w.browser("omar").await;
        let page = browser.get("/settings").await;
        assert!(!page.body.contains("feed-link"));
        let csrf = Browser::csrf_of(&page);
        let res = browser
            .post_form("/settings/feed", &[("csrf", &csrf)])
            .await;
        let path = feed_path(&browser.follow_see_other(&res).await.body);
        assert!(path.starts_with("/feeds/") && path.len() > 40, "{path}");

        // Feed readers have no session.
        let res = w.app.browser().get(&path).await;
        assert_eq!(res.status, StatusCode::OK, "{db:?}: {}", res.body);
        assert_eq!(
            res.headers[header::CONTENT_TYPE],
            "application/atom+xml; charset=utf-8"
        );
        let xml = res.body;
        let feed = parse_feed(&xml);
        assert_eq!(feed["bozo"], 0, "{db:?}: {} in\n{xml}", feed["error"]);
        assert_eq!(feed["version"], "atom10");
        assert_eq!(feed["title"], "Mai Pen Rai — games of omar");
        let entries = feed["entries"].as_array().unwrap();
        let turn = entries
            .iter()
            .find(|e| e["title"].as_str().unwrap().starts_with("Your turn:"))
            .expect("an entry for the game waiting for omar");
        assert_eq!(
            turn["link"],
            format!("http://localhost:8080/games/{game_id}")
        );
        assert!(turn["summary"]
            .as_str()
            .unwrap()
            .contains("Time left: 3 days"));
        let moves: Vec<&Value> = entries
            .iter()
            .filter(|e| e["id"].as_str().unwrap().contains("#move-"))
            .collect();
        assert!(!moves.is_empty());

        // Everything the feed says about the game is in omar's own history ...
        let history = w.history(&game_id, &all["omar"]).await;
        let visible_text: Vec<String> = history["steps"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                s["narration"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|n| n.as_str().unwrap().to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        for entry in &moves {
            let summary = entry["summary"].as_str().unwrap();
            assert!(
                visible_text.iter().any(|v| v == summary),
                "{db:?}: {summary:?} is not in omar's history"
            );
        }
        let recap = turn["summary"].as_str().unwrap();
        let recap = recap[..recap.find(" Time left").unwrap_or(recap.len())].trim();
        assert!(visible_text.join(" ").ends_with(recap), "{db:?}: {recap:?}");

        // ... and nothing of another player's view that omar's view does not show: no
        // card of nina's hidden hand (original variant).
        let omar_view = w.state(&game_id, Some(&all["omar"])).await;
        let nina_view = w.state(&game_id, Some(&all["nina"])).await;
        let omar_visible = format!("{omar_view}{history}");
        let nina_seat = nina_view["your_seat"].as_u64().unwrap() as usize;
        let nina_hand = nina_view["view"]["seats"][nina_seat]["hand"]
            .as_array()
            .expect("nina sees her hand");
        assert!(!nina_hand.is_empty());
        assert!(
            omar_view["view"]["seats"][nina_seat]["hand"].is_null(),
            "omar does not see nina's hand"
        );
        let mut nina_strings = Vec::new();
        strings(&nina_view, &mut nina_strings);
        for hidden in nina_strings
            .iter()
            .filter(|s| s.len() > 3 && !omar_visible.contains(s.as_str()))
        {
            assert!(
                !xml.contains(hidden.as_str()),
                "{db:?}: the feed shows {hidden:?}, which only nina may see"
            );
        }

        // A new address replaces the old one.
        let page = browser.get("/settings").await;
        let res = browser
            .post_form("/settings/feed", &[("csrf", &Browser::csrf_of(&page))])
            .await;
        let new_path = feed_path(&browser.follow(&res).await.body);
        assert_ne!(new_path, path);
        assert_eq!(
            w.app.browser().get(&path).await.status,
            StatusCode::NOT_FOUND
        );
        assert_eq!(w.app.browser().get(&new_path).await.status, StatusCode::OK);
        assert_eq!(
            w.app
                .browser()
                .get("/feeds/not-a-feed-token-at-all-xxxxxxxx")
                .await
                .status,
            StatusCode::NOT_FOUND
        );
    }
}

#[tokio::test]
async fn an_empty_feed_is_valid_too() {
    require_python_module("feedparser");
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        w.account("quiet").await;
        let browser = w.browser("quiet").await;
        let page = browser.get("/settings").await;
        let res = browser
            .post_form("/settings/feed", &[("csrf", &Browser::csrf_of(&page))])
            .await;
        let path = feed_path(&browser.follow(&res).await.body);
        let xml = w.app.browser().get(&path).await.body;
        let feed = parse_feed(&xml);
        assert_eq!(feed["bozo"], 0, "{db:?}: {}", feed["error"]);
        assert_eq!(feed["entries"].as_array().unwrap().len(), 0);
    }
}
