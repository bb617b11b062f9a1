//! Every visible word comes from a catalogue: the site is read in the pseudo-language
//! (`en-XA`, the English catalogues with their letters accented, `text::PSEUDO`), and any
//! plain English word left on a page is one that did not go through a catalogue — a page,
//! a form, a flash, an error, a composer step, a preview, a mail, the feed or a webhook
//! that a Dutch, French or Italian reader would meet in English.
//!
//! The pages are found, not listed: every GET route of the server (read from its source)
//! and every link of every page reached, for a visitor and for players of every hosted
//! game at several positions (composer steps and previews are links), up to [`PAGES`].
//! What may stay as it is: players' names and texts, move notation (taken from the games'
//! own legal moves and history), numbers, the site's and the games' names, and the names
//! of the languages in the language switch. A game's rules page is written whole in each
//! language rather than from a catalogue (`tests/languages.rs` holds those).

mod support;

use maipenrai::game::text;
use maipenrai::games;
use maipenrai::http::testing::{html_unescape, Browser, TestApp};
use maipenrai::store::notify::{Channel, EmailMode};
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use support::databases::{fresh_store, Db};
use support::html;
use support::notify::mail_world;
use support::routes;

/// Pages read per test (a breadth-first walk from every route stops there).
const PAGES: usize = 900;
/// Pages read per path (the composer's and history's queries make many of one path).
const PER_PATH: usize = 40;

/// Players: names without a letter the pseudo-language accents, so they never pass for
/// a word left in English.
const NAMES: [&str; 4] = ["brt", "gwf", "hkp", "dqx"];

/// Words that stay in every language: the site's name, the games' names, the language
/// switch's names of languages in themselves, time zone abbreviations.
const KEPT: &[&str] = &[
    "Mai",
    "Pen",
    "Rai",
    "King",
    "of",
    "Siam",
    "Saba",
    "Meridian",
    "English",
    "Nederlands",
    "Français",
    "Italiano",
    "UTC",
    "GMT",
    "CET",
    "CEST",
];

/// The words of `texts` left in plain English: all ASCII letters, at least one the
/// pseudo-language would have accented, and not among the `kept` words.
fn english_words(texts: &[String], kept: &BTreeSet<String>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for text in texts {
        for word in text.split(|c: char| !c.is_alphanumeric()) {
            let plain = word.len() >= 2 && word.chars().all(|c| c.is_ascii_alphabetic());
            let accentable = word.chars().any(|c| "aeiouyAEIOUYcnsz".contains(c));
            if plain && accentable && !kept.contains(word) {
                out.insert(word.to_string());
            }
        }
    }
    out
}

/// Every word of move notation the games used: the legal moves offered and the history's.
fn notation_words(value: &Value, out: &mut BTreeSet<String>) {
    match value {
        Value::String(s) => {
            for word in s.split(|c: char| !c.is_alphanumeric()) {
                out.insert(word.to_string());
            }
        }
        Value::Array(items) => items.iter().for_each(|v| notation_words(v, out)),
        Value::Object(map) => {
            for (key, v) in map {
                // Strings only under the notation's keys (narration is words).
                let notation = key == "notation" || key == "moves" || key == "move";
                if notation || v.is_array() || v.is_object() {
                    notation_words(v, out);
                }
            }
        }
        _ => {}
    }
}

/// A site with players of every hosted game, some games finished and some running, read
/// in the pseudo-language.
struct World {
    players: Vec<Browser>,
    visitor: Browser,
    /// Paths to start from besides every route: games, invitations.
    starts: Vec<String>,
    kept: BTreeSet<String>,
}

async fn world() -> World {
    text::enable_pseudo();
    let store = fresh_store(Db::Sqlite).await;
    let app = TestApp::new(store);
    let mut players = Vec::new();
    let mut tokens = BTreeMap::new();
    for name in NAMES {
        let b = app.browser();
        b.sign_up(name, maipenrai::http::testing::PASSWORD).await;
        let csrf = b.session_csrf().await;
        let res = b
            .post_form("/language", &[("language", text::PSEUDO), ("csrf", &csrf)])
            .await;
        assert!(res.status.is_redirection(), "{}", res.body);
        tokens.insert(name.to_string(), app.api_token(name).await);
        players.push(b);
    }
    let visitor = app.browser();
    let res = visitor.get(&format!("/language/{}", text::PSEUDO)).await;
    assert!(res.status.is_redirection(), "{}", res.body);
    let mut kept: BTreeSet<String> = KEPT.iter().map(|w| w.to_string()).collect();
    kept.extend(NAMES.iter().map(|n| n.to_string()));
    let mut starts = vec!["/".to_string()];
    let two: Vec<&str> = NAMES[..2].iter().map(|n| tokens[*n].as_str()).collect();
    for game in games::all() {
        // One game played to its end, one left running after a few moves.
        for finished in [true, false] {
            let body = json!({ "game": game.slug(), "players": 2 });
            let (code, game_id) = app.api_game_with(&two, body).await;
            let game_id = game_id.expect("both seats taken");
            starts.push(format!("/invite/{code}"));
            let pair: BTreeMap<String, String> = NAMES[..2]
                .iter()
                .map(|n| (n.to_string(), tokens[*n].clone()))
                .collect();
            if finished {
                app.api_play_to_end(&game_id, &pair).await;
            } else {
                for _ in 0..4 {
                    app.api_random_move(&game_id, &pair).await;
                }
                let moves = app
                    .api_ok(&format!("/api/v1/games/{game_id}/legal-moves"), None)
                    .await;
                notation_words(&moves, &mut kept);
                for token in &two {
                    let mine = app
                        .api_ok(&format!("/api/v1/games/{game_id}/legal-moves"), Some(token))
                        .await;
                    notation_words(&mine, &mut kept);
                }
            }
            // Each player's history: a move's notation may show only to its mover.
            for token in &two {
                let history = app
                    .api_ok(&format!("/api/v1/games/{game_id}/history"), Some(token))
                    .await;
                notation_words(&history, &mut kept);
            }
            starts.push(format!("/games/{game_id}"));
            starts.push(format!("/games/{game_id}/history"));
        }
    }
    World {
        players,
        visitor,
        starts,
        kept,
    }
}

/// Reads pages breadth-first from every GET route and `starts`, as `who`, and returns the
/// English words found, by page.
async fn walk(
    world: &World,
    who: &Browser,
    game_id: &str,
) -> (Walked, BTreeMap<String, BTreeSet<String>>) {
    let mut queue: VecDeque<String> = world.starts.iter().cloned().collect();
    for route in routes::with_method("GET") {
        if route.path.starts_with("/api") || route.path.starts_with("/static") {
            continue;
        }
        queue.push_back(route.with(|p| match p {
            "id" => game_id.to_string(),
            "step" => "1".into(),
            _ => "x".into(),
        }));
    }
    let mut seen = BTreeSet::new();
    let mut per_path: BTreeMap<String, usize> = BTreeMap::new();
    let mut found = BTreeMap::new();
    let mut walked = Walked::default();
    while let Some(path) = queue.pop_front() {
        if seen.len() >= PAGES || !seen.insert(path.clone()) {
            continue;
        }
        let bare = path.split('?').next().unwrap_or("").to_string();
        let count = per_path.entry(bare.clone()).or_default();
        *count += 1;
        // The language switch's links would take the reader out of the pseudo-language.
        // So would a rulebook picked in another language (`?lang=`), kept for the rules pages.
        let leaves = bare.starts_with("/language/")
            || path.contains("lang=")
            || bare.ends_with("/live")
            || bare == "/logout";
        if *count > PER_PATH || leaves {
            continue;
        }
        // A game's rules are a page written whole in each language (`tests/languages.rs`),
        // not a catalogue's; its links are followed all the same.
        let rules = games::all()
            .iter()
            .any(|g| bare == format!("/rules/{}", g.slug()));
        let res = who.get(&path).await;
        let kind = res
            .headers
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        if !kind.starts_with("text/html") && !kind.contains("xml") {
            continue;
        }
        walked.pages += 1;
        if res.body.contains("data-testid=\"preview\"") {
            walked.previews += 1;
        }
        let words = english_words(&html::visible_text(&res.body), &world.kept);
        if !words.is_empty() && !rules {
            found.insert(path.clone(), words);
        }
        for link in html::links(&res.body) {
            if link.starts_with("/static") || link.starts_with("/api") {
                continue;
            }
            // The composer's steps first (a draft in the address): they lead to the previews
            // before the game page's other links use up its visits.
            if link.contains("card=") {
                queue.push_front(link);
            } else {
                queue.push_back(link);
            }
        }
    }
    (walked, found)
}

/// What a walk read: pages, and among them previews of a move before Confirm.
#[derive(Default)]
struct Walked {
    pages: usize,
    previews: usize,
}

#[tokio::test]
async fn every_page_reads_in_the_pseudo_language() {
    let world = world().await;
    let game = world
        .starts
        .iter()
        .find_map(|s| s.strip_prefix("/games/"))
        .expect("a game")
        .to_string();
    let readers = [
        ("a player", &world.players[0]),
        ("the other player", &world.players[1]),
        ("a visitor", &world.visitor),
    ];
    let mut report = Vec::new();
    let mut previews = 0;
    for (who, browser) in readers {
        let (walked, found) = walk(&world, browser, &game).await;
        // Not vacuous: the walk reached the games' pages, histories and steps…
        assert!(
            walked.pages >= 100,
            "{who} read only {} pages",
            walked.pages
        );
        previews += walked.previews;
        for (page, words) in found {
            report.push(format!("{who}, {page}: {words:?}"));
        }
    }
    // … and the composers of the players to move, to their previews.
    assert!(previews >= 2, "only {previews} previews read");
    assert!(
        report.is_empty(),
        "words that did not come from a catalogue:\n{}",
        report.join("\n")
    );
}

/// The words of a mail or a webhook's text, web addresses and mail addresses aside.
fn sent_words(text: &str, kept: &BTreeSet<String>) -> BTreeSet<String> {
    let words: Vec<String> = text
        .split_whitespace()
        .filter(|w| !w.contains("://") && !w.contains('@'))
        .map(str::to_string)
        .collect();
    english_words(&[words.join(" ")], kept)
}

/// What is sent is read in the pseudo-language too: the start, turn and end mails of a
/// whole game, the webhook's texts and the Atom feed, for players who chose it.
#[tokio::test]
async fn mails_webhooks_and_the_feed_read_in_the_pseudo_language() {
    text::enable_pseudo();
    let (sink, w) = mail_world(Db::Sqlite).await;
    let names = &NAMES[..2];
    let tokens = w.accounts(names).await;
    let mut kept: BTreeSet<String> = KEPT.iter().map(|w| w.to_string()).collect();
    kept.extend(names.iter().map(|n| n.to_string()));
    let now = w.clock_now();
    for name in names {
        w.verified_email(name, &format!("{name}@example.org")).await;
        let user = w.user(name).await;
        w.store()
            .set_language(user.user_id, text::PSEUDO, now)
            .await
            .unwrap();
        // A loopback webhook the worker refuses to call: its rows stay to be read.
        let hook = Some("http://127.0.0.1:9/hook");
        (w.store())
            .set_preferences(user.user_id, EmailMode::EveryTurn, hook, now)
            .await
            .unwrap();
        w.store()
            .set_feed_token(
                user.user_id,
                &format!("feed-of-{name}-0123456789abcdef0123456789"),
                now,
            )
            .await
            .unwrap();
    }
    let seated: Vec<&str> = names.iter().map(|n| tokens[*n].as_str()).collect();
    let game_id = w.game(&seated, "open", None).await;
    let mut moves = 0;
    while w.to_move_while_active(&game_id).await.is_some() {
        w.advance(time::Duration::hours(2));
        w.random_move(&game_id, &tokens).await;
        w.tick().await;
        moves += 1;
        assert!(moves < 1000, "the game does not end");
    }
    w.advance(time::Duration::hours(2));
    w.tick().await;
    let history = w.history(&game_id, &tokens[names[0]]).await;
    notation_words(&history, &mut kept);

    let mut report = Vec::new();
    let mails = sink.mails();
    assert!(mails.len() >= 4, "{} mails", mails.len());
    for mail in &mails {
        let words = sent_words(&format!("{}\n{}", mail.subject, mail.body), &kept);
        if !words.is_empty() {
            report.push(format!("mail “{}”: {words:?}", mail.subject));
        }
    }
    for name in names {
        let user = w.user(name).await;
        let rows = w.store().outbox_for_user(user.user_id, 100).await.unwrap();
        let hooks: Vec<Value> = rows
            .iter()
            .filter(|r| r.channel == Channel::Webhook)
            .map(|r| serde_json::from_str(&r.body).unwrap())
            .collect();
        assert!(!hooks.is_empty(), "{name}: no webhook");
        for hook in hooks {
            let said = hook["text"].as_str().unwrap_or_default();
            let words = sent_words(said, &kept);
            if !words.is_empty() {
                report.push(format!("webhook of {name} “{said}”: {words:?}"));
            }
        }
        let feed = w
            .app
            .browser()
            .get(&format!("/feeds/feed-of-{name}-0123456789abcdef0123456789"))
            .await;
        assert_eq!(feed.status, axum::http::StatusCode::OK, "{}", feed.body);
        // What a feed reader shows: titles, summaries, contents (not ids and links).
        let mut shown = String::new();
        for element in ["title", "summary", "content"] {
            let mut rest = feed.body.as_str();
            while let Some(at) = rest.find(&format!("<{element}")) {
                let after = &rest[at..];
                let start = after.find('>').map_or(after.len(), |e| e + 1);
                let end = after.find(&format!("</{element}>")).unwrap_or(start);
                let inner = html_unescape(&after[start..end.max(start)]).replace("&apos;", "'");
                shown.push_str(&html_unescape(&inner));
                shown.push('\n');
                rest = &after[start..];
            }
        }
        assert!(shown.len() > 100, "{name}'s feed: {}", feed.body);
        let words = sent_words(&shown, &kept);
        if !words.is_empty() {
            report.push(format!("feed of {name}: {words:?}"));
        }
    }
    assert!(
        report.is_empty(),
        "words that did not come from a catalogue:\n{}",
        report.join("\n")
    );
}

#[test]
fn plain_english_is_found_and_accented_words_pass() {
    let kept: BTreeSet<String> = ["brt".to_string()].into();
    let texts = vec!["Lóbby brt 12 Lobby x3".to_string()];
    let words = english_words(&texts, &kept);
    assert_eq!(words, ["Lobby".to_string()].into());
    let page = "<p title=\"Sign up\">Ábc</p><script>var x = 'hidden';</script>\
                <input type=\"submit\" value=\"Send\"><!-- Note --><code>sed -n</code>";
    let seen = english_words(&html::visible_text(page), &kept);
    let expected = ["Send", "Sign", "up"].map(String::from);
    assert_eq!(seen, expected.into());
}
