//! Meridian through the real router, on SQLite and (when configured) Postgres: invitations
//! with nothing but the game and the player count, whole games through the API and
//! through the composer's pages, and the hidden decks (M3) on every page and answer.

mod support;

use axum::http::StatusCode;
use maipenrai::games::meridian::{Card, Setup};
use maipenrai::http::testing::{hidden_field, html_unescape, Browser, TestApp, PASSWORD};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use support::{databases, fresh_database_url, Db};

async fn app_on(db: Db) -> (TestApp, String) {
    let url = fresh_database_url(db).await;
    let store = maipenrai::store::connect(&url).await.expect("store");
    (TestApp::new(store), url)
}

/// Signs the players up through the browser; their browsers and API tokens by name.
async fn players(
    app: &TestApp,
    names: &[&str],
) -> (BTreeMap<String, Browser>, BTreeMap<String, String>) {
    let mut browsers = BTreeMap::new();
    let mut tokens = BTreeMap::new();
    for name in names {
        let b = app.browser();
        assert_eq!(
            b.sign_up(name, PASSWORD).await.status,
            StatusCode::SEE_OTHER
        );
        browsers.insert(name.to_string(), b);
        tokens.insert(name.to_string(), app.api_token(name).await);
    }
    (browsers, tokens)
}

async fn meridian_game(app: &TestApp, tokens: &BTreeMap<String, String>) -> String {
    let list: Vec<&str> = tokens.values().map(String::as_str).collect();
    let (_, id) = app
        .api_game_with(&list, json!({"game": "meridian", "players": list.len()}))
        .await;
    id.expect("every seat taken: the game started")
}

/// ann, ben and cid, signed up through the browser, playing a Meridian game on a fresh
/// database: the app, the database's URL, their browsers and tokens, the game's id.
async fn three_play(
    db: Db,
) -> (
    TestApp,
    String,
    BTreeMap<String, Browser>,
    BTreeMap<String, String>,
    String,
) {
    let (app, url) = app_on(db).await;
    let (browsers, tokens) = players(&app, &["ann", "ben", "cid"]).await;
    let id = meridian_game(&app, &tokens).await;
    (app, url, browsers, tokens, id)
}

#[tokio::test]
async fn an_invitation_needs_only_the_game_and_the_player_count_and_games_play_to_the_end() {
    for db in databases() {
        let (app, _) = app_on(db).await;
        for (n, side) in [(2, "a"), (3, "b"), (4, "a")] {
            let names: Vec<String> = (0..n).map(|i| format!("p{n}x{i}")).collect();
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            let (_, tokens) = players(&app, &names).await;
            let id = meridian_game(&app, &tokens).await;
            let game = app.api_game_state(&id, None).await;
            assert_eq!(game["game"], "meridian");
            assert_eq!(
                game["options"],
                json!({"players": n, "chat": true, "rated": true})
            );
            assert_eq!(game["view"]["side"], side);
            let moves = app.api_play_to_end(&id, &tokens).await;
            assert_eq!(moves, 13 * if n == 2 { 4 } else { n });
            let game = app.api_game_state(&id, None).await;
            assert_eq!(game["status"], "finished");
            // The whole setup opens at the end: every deck in its order.
            assert_eq!(
                game["view"]["seats"][0]["deck_order"]
                    .as_array()
                    .unwrap()
                    .len(),
                if n == 2 { 26 } else { 13 }
            );
            let export = app
                .api_get(&format!("/api/v1/games/{id}/export"), None)
                .await;
            assert_eq!(export.status, StatusCode::OK, "{}", export.body);
            let page = app.browser().get(&format!("/games/{id}")).await;
            assert_eq!(page.status, StatusCode::OK);
            assert!(page.body.contains("data-testid=\"standings\""));
            assert!(page.body.contains("Unused pieces"));
            // The end screen tells island by island who held it and why.
            page.assert_contains("Island by island");
            let panel = &page.body[page.body.find("data-testid=\"island-result\"").unwrap()..];
            // Both sides have eleven islands, A to K.
            assert_eq!(
                panel[..panel.find("</table>").unwrap()]
                    .matches("<tr data-island=")
                    .count(),
                11
            );
            assert_eq!(panel.matches("<tr class=\"why\">").count(), 11);
            assert!([
                "has the highest garrison",
                "Only ",
                "A tie at ",
                "No garrison"
            ]
            .iter()
            .any(|why| panel.contains(why)));
            for path in [
                format!("/games/{id}/history"),
                format!("/games/{id}/history/0"),
                format!("/games/{id}/history/{moves}"),
                format!("/games/{id}/log"),
            ] {
                assert_eq!(
                    app.browser().get(&path).await.status,
                    StatusCode::OK,
                    "{path}"
                );
            }
        }
    }
}

#[tokio::test]
async fn the_lobby_and_the_rules_offer_meridian_with_its_player_counts() {
    let (app, _) = app_on(Db::Sqlite).await;
    let (browsers, _) = players(&app, &["ann"]).await;
    let lobby = browsers["ann"].get("/").await;
    assert!(lobby.body.contains("<strong>Meridian</strong>"));
    assert!(lobby.body.contains("name=\"game\" value=\"meridian\""));
    assert!(lobby.body.contains("2 players (two colours each)"));
    let rules = app.browser().get("/rules").await;
    assert!(rules.body.contains("href=\"/rules/meridian\""));
    let rules = app.browser().get("/rules/meridian").await;
    assert_eq!(rules.status, StatusCode::OK);
    assert!(
        rules.body.contains("reconstructed"),
        "the map is said to be reconstructed"
    );
    for figure in ["Figure A", "Figure B", "Figure C", "Figure D"] {
        assert!(rules.body.contains(figure), "{figure}");
    }
    // An invitation made through the form, with nothing but the player count.
    let csrf = browsers["ann"].session_csrf().await;
    let res = browsers["ann"]
        .post_form(
            "/invitations",
            &[("csrf", &csrf), ("game", "meridian"), ("players", "2")],
        )
        .await;
    let page = browsers["ann"].follow(&res).await;
    page.assert_contains("Invitation to Meridian");
    assert!(page.body.contains("each plays two colours as one"));
    // Meridian takes 2 to 4 players.
    let res = app
        .api_post(
            "/api/v1/invitations",
            Some(&app.api_token("ann").await),
            Some(json!({"game": "meridian", "players": 5})),
        )
        .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert!(res.body.contains("Meridian is for 2, 3 or 4 players"));
}

/// The link of the height step's button for a tower of `height` pieces.
fn height_href(page: &str, height: u8) -> Option<String> {
    let at = page.find(&format!("data-height=\"{height}\""))?;
    let start = page[..at].rfind("href=\"")? + "href=\"".len();
    let end = start + page[start..].find('"')?;
    Some(html_unescape(&page[start..end]))
}

/// Follows the composer's options on the page with the given label start, as a player's
/// clicks would.
fn option_href(page: &str, label_start: &str) -> Option<String> {
    let needle = "class=\"option-button\" href=\"";
    let mut rest = page;
    while let Some(i) = rest.find(needle) {
        rest = &rest[i + needle.len()..];
        let end = rest.find('"')?;
        let href = html_unescape(&rest[..end]);
        let label = &rest[end..];
        let label = &label[label.find('>')? + 1..label.find("</a>")?];
        // The first nine choices start with their key.
        let label = label.rsplit("</kbd> ").next().unwrap_or(label);
        if label.starts_with(label_start) {
            return Some(href);
        }
    }
    None
}

#[tokio::test]
async fn a_turn_is_composed_on_the_page_card_number_height_city_preview_confirm() {
    for db in databases() {
        let (app, _, browsers, _, id) = three_play(db).await;
        let game = app.api_game_state(&id, None).await;
        let mover = game["to_move"].as_str().unwrap().to_string();
        let b = &browsers[&mover];
        let page = b.get(&format!("/games/{id}")).await;
        assert!(page.body.contains("Choose one of your face-up cards."));
        // The first card offered, then the steps it asks for.
        let card_href = {
            let needle = "class=\"card-button\" href=\"";
            let i = page.body.find(needle).unwrap() + needle.len();
            html_unescape(&page.body[i..i + page.body[i..].find('"').unwrap()])
        };
        let mut page = b.get(&card_href).await;
        if let Some(href) = option_href(&page.body, "Meridian ") {
            page = b.get(&href).await;
        }
        page.assert_contains("How high is your new tower");
        // The heights come as small buttons, one line for the heights that fit the same
        // rows; each says all of it to a screen reader.
        assert!(page.body.contains("data-testid=\"height-groups\""));
        assert!(
            page.body.matches("class=\"height-group\"").count()
                < page.body.matches("data-height=").count()
        );
        assert!(page.body.contains("aria-label=\"2 pieces (rows "));
        // The islands' holders have their key under the board.
        assert!(page.body.contains("data-testid=\"holders-legend\""));
        let href = height_href(&page.body, 2).expect("a tower of 2 fits");
        let page = b.get(&href).await;
        assert!(page.body.contains("Where on meridian"));
        // Each city is a choice on the map too.
        assert!(page.body.contains("class=\"city-link\""));
        let href = option_href(&page.body, "Row ").unwrap();
        let page = b.get(&href).await;
        assert!(page.body.contains("data-testid=\"preview\""));
        page.assert_contains("You play the ");
        page.assert_contains(" and place a tower of 2 pieces");
        let notation = hidden_field(&page.body, "move_text").unwrap();
        let csrf = hidden_field(&page.body, "csrf").unwrap();
        let seq = hidden_field(&page.body, "seq").unwrap();
        let res = b
            .post_form(
                &format!("/games/{id}/moves"),
                &[("csrf", &csrf), ("seq", &seq), ("move_text", &notation)],
            )
            .await;
        let after = b.follow(&res).await;
        after.assert_contains("You played the ");
        let game = app.api_game_state(&id, None).await;
        assert_eq!(game["seq"], 1);
        // The next player sees the tower and the last move on the map.
        let next = game["to_move"].as_str().unwrap();
        let page = browsers[next].get(&format!("/games/{id}")).await;
        assert!(page.body.contains("data-testid=\"last-move\""));
        assert!(page.body.contains("data-testid=\"recap\""));
    }
}

/// A game's stored seq-0 event, read behind the server's back (which never shows the setup
/// while the game runs).
async fn read_setup_event(url: &str, game_id: &str) -> Value {
    use sqlx::Connection;
    let sql = "SELECT event FROM game_event WHERE game_id = $1 AND seq = 0";
    if url.starts_with("postgres") {
        let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
        let (v,): (Value,) = sqlx::query_as(sql)
            .bind(game_id.parse::<uuid::Uuid>().unwrap())
            .fetch_one(&mut conn)
            .await
            .unwrap();
        v
    } else {
        let mut conn = sqlx::SqliteConnection::connect(url).await.unwrap();
        let (v,): (String,) = sqlx::query_as(sql)
            .bind(game_id)
            .fetch_one(&mut conn)
            .await
            .unwrap();
        serde_json::from_str(&v).unwrap()
    }
}

/// Replaces a game's stored setup (seq 0) behind the server's back, keeping the rest of
/// the event (the commitment published at the start).
async fn write_setup(url: &str, game_id: &str, setup: &Setup) {
    use sqlx::Connection;
    let mut event = read_setup_event(url, game_id).await;
    event["setup"] = json!(setup);
    let sql = "UPDATE game_event SET event = $1 WHERE game_id = $2 AND seq = 0";
    if url.starts_with("postgres") {
        let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
        sqlx::query(sql)
            .bind(sqlx::types::Json(event))
            .bind(game_id.parse::<uuid::Uuid>().unwrap())
            .execute(&mut conn)
            .await
            .unwrap();
    } else {
        let mut conn = sqlx::SqliteConnection::connect(url).await.unwrap();
        sqlx::query(sql)
            .bind(event.to_string())
            .bind(game_id)
            .execute(&mut conn)
            .await
            .unwrap();
    }
}

/// Every answer a viewer can get about the game, by path.
async fn everything(
    app: &TestApp,
    id: &str,
    seq: usize,
    browser: &Browser,
    token: Option<&str>,
) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut pages = vec![
        format!("/games/{id}"),
        format!("/games/{id}/history"),
        format!("/games/{id}/log"),
    ];
    pages.extend((0..=seq).map(|k| format!("/games/{id}/history/{k}")));
    for path in pages {
        let res = browser.get(&path).await;
        out.insert(path, format!("{} {}", res.status, res.body));
    }
    // The viewer's private feed (players only: a watcher has none).
    if token.is_some() {
        let csrf = browser.session_csrf().await;
        let settings = browser.get("/settings").await;
        if !settings.body.contains("/feeds/") {
            browser
                .post_form("/settings/feed", &[("csrf", &csrf)])
                .await;
        }
        let settings = browser.get("/settings").await;
        let at = settings
            .body
            .find("/feeds/")
            .expect("a feed address on the settings page");
        let rest = &settings.body[at..];
        let path = &rest[..rest.find(['"', '<', ' ']).unwrap()];
        let res = browser.get(path).await;
        assert_eq!(res.status, StatusCode::OK, "{path}");
        // The feed's own clock (<updated> of the feed itself) is not about the game.
        out.insert(
            "feed".into(),
            res.body
                .lines()
                .filter(|l| !l.trim_start().starts_with("<updated>"))
                .collect::<Vec<_>>()
                .join("\n"),
        );
        // An error: a turn that cannot be played, in the page's words.
        let refused = browser
            .post_form(
                &format!("/games/{id}/moves"),
                &[
                    ("csrf", &csrf),
                    ("seq", &seq.to_string()),
                    ("move_text", "10 9@9"),
                ],
            )
            .await;
        let refused = match refused.location() {
            Some(_) => browser.follow(&refused).await,
            None => refused,
        };
        out.insert(
            "refused move (page)".into(),
            format!("{} {}", refused.status, refused.body),
        );
    }
    let bad = app
        .api_post(
            &format!("/api/v1/games/{id}/moves"),
            token,
            Some(json!({"seq": seq, "move": "10 9@9"})),
        )
        .await;
    out.insert(
        "refused move (API)".into(),
        format!("{} {}", bad.status, bad.body),
    );
    for path in [
        format!("/api/v1/games/{id}"),
        format!("/api/v1/games/{id}/history"),
        format!("/api/v1/games/{id}/legal-moves"),
        format!("/api/v1/games/{id}/export"),
        format!("/api/v1/games/{id}/clock"),
    ] {
        let res = app.api_get(&path, token).await;
        out.insert(path, format!("{} {}", res.status, res.body));
    }
    out
}

#[tokio::test]
async fn decks_that_differ_only_in_cards_not_yet_turned_up_give_identical_answers_m3() {
    for db in databases() {
        let (app, url, browsers, tokens, id) = three_play(db).await;
        let watcher = app.browser();
        // Messages shown once (the welcome after signing up) are read before comparing.
        for b in browsers.values() {
            b.get("/").await;
        }
        // The server never shows the setup while the game runs: read it from the database.
        let original: Setup =
            serde_json::from_value(read_setup_event(&url, &id).await["setup"].clone()).unwrap();
        let mut rng = rand::rngs::StdRng::seed_from_u64(8);
        for turn in 0..12 {
            let game = app.api_game_state(&id, None).await;
            let seq = game["seq"].as_u64().unwrap() as usize;
            // Cards turned up so far per seat: two, plus one per card played.
            let played: Vec<usize> = game["view"]["seats"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s["played"].as_array().unwrap().len())
                .collect();
            let mut other = original.clone();
            for (seat, deck) in other.decks.iter_mut().enumerate() {
                let revealed = (2 + played[seat]).min(deck.len());
                let hidden: &mut [Card] = &mut deck[revealed..];
                hidden.shuffle(&mut rng);
            }
            let mut lookers: Vec<(&Browser, Option<&str>)> = browsers
                .iter()
                .map(|(name, b)| (b, Some(tokens[name].as_str())))
                .collect();
            lookers.push((&watcher, None));
            for (browser, token) in lookers {
                let before = everything(&app, &id, seq, browser, token).await;
                write_setup(&url, &id, &other).await;
                let after = everything(&app, &id, seq, browser, token).await;
                write_setup(&url, &id, &original).await;
                for (path, body) in &before {
                    assert_eq!(
                        body, &after[path],
                        "turn {turn}: {path} tells the order of cards not yet turned up"
                    );
                }
            }
            app.api_random_move(&id, &tokens).await.expect("a move");
        }
    }
}
