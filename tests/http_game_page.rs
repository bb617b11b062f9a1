//! The game page, the no-JavaScript move composer, live updates, history and replays, and
//! the rules page, through the real router on SQLite and (when configured) Postgres.

mod support;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use maipenrai::games::siam::{notation, BoardId};
use maipenrai::http::testing::{
    hidden_field, html_unescape, Browser, TestApp, TestResponse, PASSWORD,
};
use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;
use support::siam::SiamTestApp;
use support::{databases, fresh_store, Db};
use tower::ServiceExt;

async fn app(db: Db) -> TestApp {
    TestApp::new(fresh_store(db).await)
}

/// Signs `names` up through the browser form; returns their browsers and API tokens.
async fn players(app: &TestApp, names: &[&str]) -> (Vec<Browser>, BTreeMap<String, String>) {
    let mut browsers = Vec::new();
    let mut tokens = BTreeMap::new();
    for name in names {
        let b = app.browser();
        let res = b.sign_up(name, PASSWORD).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        browsers.push(b);
        tokens.insert(name.to_string(), app.api_token(name).await);
    }
    (browsers, tokens)
}

async fn new_game(
    app: &TestApp,
    tokens: &BTreeMap<String, String>,
    names: &[&str],
    board: &str,
    hands: &str,
) -> String {
    let list: Vec<&str> = names.iter().map(|n| tokens[*n].as_str()).collect();
    let (_, id) = app.api_game(&list, names.len(), board, hands).await;
    id.expect("every seat taken: the game started")
}

/// A game in progress on a fresh database: its players signed up through the browser form
/// (each with a browser and an API token), the game started through the API.
struct Table {
    app: TestApp,
    names: Vec<&'static str>,
    browsers: Vec<Browser>,
    tokens: BTreeMap<String, String>,
    code: String,
    id: String,
}

impl Table {
    /// `names` sign up and start a King of Siam game on `board` with `hands`.
    async fn start(db: Db, names: &[&'static str], board: &str, hands: &str) -> Table {
        let app = app(db).await;
        let (browsers, tokens) = players(&app, names).await;
        let list: Vec<&str> = names.iter().map(|n| tokens[*n].as_str()).collect();
        let (code, id) = app.api_game(&list, names.len(), board, hands).await;
        Table {
            app,
            names: names.to_vec(),
            browsers,
            tokens,
            code,
            id: id.expect("every seat taken: the game started"),
        }
    }

    /// The browser of the player `name`.
    fn browser(&self, name: &str) -> &Browser {
        &self.browsers[self.names.iter().position(|n| *n == name).unwrap()]
    }

    /// The username of the player to move.
    async fn to_move(&self) -> String {
        to_move(&self.app, &self.id).await
    }

    /// The player to move and their browser.
    async fn mover(&self) -> (String, &Browser) {
        let name = self.to_move().await;
        let browser = self.browser(&name);
        (name, browser)
    }

    /// The game's page at `tail` (e.g. "", "/history", "?card=rama"), as `name` sees it.
    async fn page(&self, name: &str, tail: &str) -> TestResponse {
        self.browser(name)
            .get(&format!("/games/{}{tail}", self.id))
            .await
    }

    /// The game's `seq` now, as the move form sends it.
    async fn seq(&self) -> String {
        self.app.api_game_state(&self.id, None).await["seq"].to_string()
    }

    /// Opens the game's page at `tail` in `name`'s browser: the page's CSRF token and the
    /// game's `seq` now, to send a move from that page later.
    async fn open_page(&self, name: &str, tail: &str) -> (String, String) {
        let page = self.page(name, tail).await;
        let csrf = hidden_field(&page.body, "csrf").unwrap();
        (csrf, self.seq().await)
    }

    /// Plays `mv` for whoever is to move, through the API.
    async fn api_move(&self, mv: &str) {
        api_move(&self.app, &self.id, &self.tokens, mv).await
    }

    /// Plays `n` random moves through the API.
    async fn random_moves(&self, n: usize) {
        for _ in 0..n {
            self.app.api_random_move(&self.id, &self.tokens).await;
        }
    }
}

async fn to_move(app: &TestApp, id: &str) -> String {
    app.api_game_state(id, None).await["to_move"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

async fn api_move(app: &TestApp, id: &str, tokens: &BTreeMap<String, String>, mv: &str) {
    let g = app.api_game_state(id, None).await;
    let who = g["to_move"].as_str().unwrap().to_string();
    let res = app.api_send_move(id, &tokens[&who], &g["seq"], mv).await;
    assert_eq!(res.status, StatusCode::OK, "{mv}: {}", res.body);
}

/// Sends the game page's move form with `fields` from browser `b`.
async fn post_move(b: &Browser, id: &str, fields: &[(&str, &str)]) -> TestResponse {
    b.post_form(&format!("/games/{id}/moves"), fields).await
}

/// Sends the composer's confirmation form of `page` as it stands (its hidden fields).
async fn confirm(b: &Browser, id: &str, page: &TestResponse) -> TestResponse {
    let form = |name: &str| hidden_field(&page.body, name).unwrap();
    let fields = ["csrf", "seq", "move_text", "card", "d"].map(|name| (name, form(name)));
    let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
    post_move(b, id, &fields).await
}

/// Every `href` of elements with this class, unescaped.
fn hrefs(html: &str, class: &str) -> Vec<String> {
    let needle = format!("class=\"{class}\" href=\"");
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find(&needle) {
        rest = &rest[i + needle.len()..];
        let end = rest.find('"').unwrap();
        out.push(html_unescape(&rest[..end]));
    }
    out
}

/// The follower total in the panel of the player to move.
fn movers_followers(html: &str) -> u32 {
    let panel = &html[html.find("class=\"badge turn\">to move").unwrap()..];
    let total = &panel[panel.find("class=\"muted total\">").unwrap() + 20..];
    total[..total.find(' ').unwrap()].parse().unwrap()
}

/// Every link on the map (provinces and followers), unescaped.
fn map_hrefs(html: &str) -> BTreeSet<String> {
    let svg = &html[html.find("<svg class=\"board").unwrap()..];
    let svg = &svg[..svg.find("</svg>").unwrap()];
    let mut out = BTreeSet::new();
    for piece in svg.split("<a href=\"").skip(1) {
        let end = piece.find('"').unwrap();
        if piece[end..].starts_with("\" class=\"prov-link\"")
            || piece[end..].starts_with("\" class=\"chip-link\"")
        {
            out.insert(html_unescape(&piece[..end]));
        }
    }
    out
}

/// The path part of a link (without `#composer`).
fn path(href: &str) -> &str {
    href.split('#').next().unwrap()
}

/// The HTML of one player's panel.
fn panel(html: &str, seat: usize) -> &str {
    let start = html
        .find(&format!("data-seat=\"{seat}\""))
        .unwrap_or_else(|| panic!("no panel for seat {seat}"));
    let end = html[start..].find("</article>").unwrap() + start;
    &html[start..end]
}

async fn legal_moves(app: &TestApp, id: &str, token: &str) -> Vec<String> {
    let res = app
        .api_get(&format!("/api/v1/games/{id}/legal-moves"), Some(token))
        .await;
    res.json()["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn the_page_says_whose_turn_it_is_to_players_and_spectators() {
    for db in databases() {
        let t = Table::start(db, &["ann", "ben", "cid"], "siam", "original").await;
        let id = &t.id;
        let (mover, b) = t.mover().await;
        let page = b.get(&format!("/games/{id}")).await;
        assert_eq!(page.status, StatusCode::OK);
        for needle in [
            "<title>(Your turn) King of Siam",
            "It is your turn.",
            "id=\"composer\"",
            "Choose a card to play, or pass.",
            "<svg class=\"board board-siam\"",
            "Tile track",
            "contested now",
            "href=\"/rules/king-of-siam\"",
            &format!("data-live=\"/games/{id}/live\""),
            "data-seq=\"0\"",
            "/static/live.js",
        ] {
            page.assert_contains(needle);
        }
        assert!(
            !page.body.contains(" style=\""),
            "no style attributes: the CSP blocks them"
        );
        assert!(!page.body.contains("<script>"), "no inline scripts");
        // A full hand: every card, spelled out here rather than read from the board data
        // the page is drawn from.
        for card in [
            "maharacha",
            "khonthai",
            "1v1",
            "2v1",
            "rama",
            "lao",
            "malai",
        ] {
            assert!(
                page.body.contains(&format!("?card={card}#composer")),
                "{card}"
            );
        }

        let other = t.names.iter().find(|n| **n != mover).unwrap();
        let page = t.page(other, "").await;
        assert!(!page.body.contains("(Your turn)"));
        assert!(page.body.contains(&format!("Waiting for {mover} to move.")));
        assert!(!page.body.contains("id=\"composer\""));
        assert!(!page.body.contains("?card="));
        assert!(page.body.contains("Your hand:"));

        let spectator = t.app.browser().get(&format!("/games/{id}")).await;
        assert!(spectator.body.contains("You are watching this game"));
        assert!(!spectator.body.contains("Your hand:"));
        assert!(!spectator.body.contains("data-hand="), "nobody's hand");
    }
}

#[tokio::test]
async fn every_card_is_composed_step_by_step_into_a_legal_move() {
    for db in databases() {
        let t = Table::start(db, &["ann", "ben"], "siam", "original").await;
        let id = &t.id;
        let (mover, b) = t.mover().await;
        let legal = legal_moves(&t.app, id, &t.tokens[&mover]).await;
        let start = b.get(&format!("/games/{id}")).await;
        let cards = hrefs(&start.body, "card-button");
        assert_eq!(cards.len(), 7, "seven different cards in a full hand");
        let prompts = [
            ("maharacha", "Choose the first of the two face-up tiles"),
            (
                "maharacha",
                "Put your King marker on one of the two swapped tiles",
            ),
            (
                "khonthai",
                "Where does the Rama (Y) follower from the pool go?",
            ),
            (
                "khonthai",
                "Where does the Malay (B) follower from the pool go?",
            ),
            ("1v1", "Choose the first follower to swap"),
            (
                "1v1",
                "Choose the follower of another province that swaps with",
            ),
            (
                "2v1",
                "Choose the first of two followers that leave their province together",
            ),
            ("2v1", "Choose the second follower leaving"),
            ("2v1", "Choose the follower of a neighbouring province"),
            ("rama", "Choose a province for the first Rama (Y) follower"),
            ("lao", "Choose a province for the second Lao (R) follower"),
            ("malai", "Last step: take one follower"),
        ];
        let mut seen_prompts = Vec::new();
        let mut confirmable = Vec::new();
        for card in &cards {
            let code = card
                .split("card=")
                .nth(1)
                .unwrap()
                .split('#')
                .next()
                .unwrap();
            let mut page = b.get(path(card)).await;
            let mut steps = 0;
            while !page.body.contains("Confirm this move") {
                assert_eq!(page.status, StatusCode::OK);
                assert!(
                    !page.body.contains("no longer fit"),
                    "{code}: {}",
                    page.body
                );
                for (c, prompt) in prompts {
                    if c == code && page.body.contains(prompt) {
                        seen_prompts.push(prompt);
                    }
                }
                let options = hrefs(&page.body, "option-button");
                assert!(!options.is_empty(), "{code}: a step without options");
                // Tiles are offered in the track's order.
                let boxes: Vec<u32> = page
                    .body
                    .split("data-testid=\"option\">")
                    .skip(1)
                    .filter_map(|o| o.split("(box ").nth(1)?.split(')').next()?.parse().ok())
                    .collect();
                assert!(boxes.windows(2).all(|w| w[0] < w[1]), "{code}: {boxes:?}");
                // The same options are clickable on the map: at the take, the map shows
                // the board after the card, where the followers to take are.
                let on_map = map_hrefs(&page.body);
                for option in &options {
                    assert!(
                        on_map.contains(option),
                        "{code}: {option} is not on the map"
                    );
                }
                assert_eq!(
                    page.body.contains("Last step: take one follower"),
                    page.body.contains("The board after your card"),
                    "{code}"
                );
                // A follower is taken out of its province: "Take Lao (R) from Lan Na".
                if page.body.contains("Last step: take one follower") {
                    let takes: Vec<&str> = page
                        .body
                        .split("data-testid=\"option\">")
                        .skip(1)
                        .filter_map(|o| o.split('<').next())
                        .filter(|label| label.starts_with("Take "))
                        .collect();
                    assert!(!takes.is_empty(), "{code}");
                    assert!(
                        takes.iter().all(|l| l.contains(") from ")),
                        "{code}: {takes:?}"
                    );
                }
                assert!(page.body.contains("Reset"));
                page = b.get(path(&options[options.len() / 2])).await;
                steps += 1;
                assert!(steps < 8, "{code}: too many steps");
            }
            assert!(page.body.contains("Preview:"), "{code}");
            assert!(
                page.body.contains("class=\"cell"),
                "{code}: the board after the card"
            );
            let notation = hidden_field(&page.body, "move_text").unwrap();
            assert!(
                legal.contains(&notation),
                "{code}: {notation} is not a legal move"
            );
            assert!(notation.starts_with(code), "{notation}");
            // Like the map, the mover's panel counts the follower taken.
            let took = u32::from(!notation.ends_with("take -"));
            assert_eq!(
                movers_followers(&page.body),
                movers_followers(&start.body) + took,
                "{notation}"
            );
            confirmable.push((code.to_string(), page));
        }
        // Some steps exist only when the random pool allows them (a Khon Thai colour needs
        // a follower of it in the pool; the second Lao placement needs two red ones).
        let state = t.app.api_game_state(id, Some(&t.tokens[&mover])).await;
        let pool = |f: usize| state["view"]["pool"][f].as_u64().unwrap_or(0);
        for (_, prompt) in prompts {
            let possible = match prompt {
                p if p.contains("Rama (Y) follower") => pool(0) >= 1,
                p if p.contains("Malay (B) follower") => pool(2) >= 1,
                p if p.contains("second Lao (R)") => pool(1) >= 2,
                _ => true,
            };
            if possible {
                assert!(seen_prompts.contains(&prompt), "never asked: {prompt}");
            }
        }

        // Confirm the 2 vs 1: POST → redirect → GET with the narration.
        let (_, page) = confirmable.iter().find(|(c, _)| c == "2v1").unwrap();
        let res = confirm(b, id, page).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        assert_eq!(res.location().unwrap(), format!("/games/{id}"));
        let after = b.follow(&res).await;
        after.assert_contains("You played: 2 vs 1: two followers");
        assert!(after.body.contains("Waiting for"));
        assert!(after.body.contains("data-seq=\"1\""));

        // The same Confirm again: the game has moved on — by this very player's move — and
        // the page says so.
        let res = confirm(b, id, page).await;
        let stale = b.follow_see_other(&res).await;
        stale.assert_contains("You already moved in this game");
        assert!(stale.body.contains("The move on this page was not played."));
    }
}

#[tokio::test]
async fn a_saba_game_is_called_king_of_saba_everywhere() {
    let t = Table::start(Db::Sqlite, &["ann", "ben"], "saba", "original").await;
    let invitation = t.browser("ann").get(&format!("/invite/{}", t.code)).await;
    assert!(invitation.body.contains("<title>Invitation: King of Saba"));
    assert!(invitation
        .body
        .contains("<h1>Invitation to King of Saba</h1>"));
    assert!(!invitation.body.contains("<dd>King of Siam"));
    let page = t.page("ann", "").await;
    let title = page.body.split("<title>").nth(1).unwrap();
    let title = &title[..title.find("</title>").unwrap()];
    assert!(
        title.contains("King of Saba — ann, ben") || title.contains("King of Saba — ben, ann"),
        "{title}"
    );
}

#[tokio::test]
async fn drafts_live_in_the_address_and_survive_refused_moves() {
    for db in databases() {
        let t = Table::start(db, &["ann", "ben"], "saba", "original").await;
        let id = &t.id;
        let (_, b) = t.mover().await;
        // The Saba map's own card word works, and so does the Siam one.
        let page = b.get(&format!("/games/{id}?card=ityoppaya")).await;
        assert!(page.body.contains("Card: <strong>Ityoppaya</strong>"));
        assert!(page.body.contains("Where does the Amhara (Y) follower"));
        let page = b.get(&format!("/games/{id}?card=khonthai")).await;
        assert!(page.body.contains("Card: <strong>Ityoppaya</strong>"));
        // A choice that does not fit is dropped with a word.
        let page = b.get(&format!("/games/{id}?card=1v1&d=paris-Y")).await;
        assert!(page.body.contains("no longer fit the position"));
        assert!(page.body.contains("Choose the first follower to swap"));

        // Walk a faction card to the end and submit it with an illegal twist.
        let mut page = b.get(&format!("/games/{id}?card=amhara")).await;
        while !page.body.contains("Confirm this move") {
            let options = hrefs(&page.body, "option-button");
            page = b.get(path(&options[0])).await;
        }
        let form = |name: &str| hidden_field(&page.body, name).unwrap();
        let (card, d) = (form("card"), form("d"));
        assert_eq!(card, "amhara");
        let (csrf, seq) = (form("csrf"), form("seq"));
        let res = post_move(
            b,
            id,
            &[
                ("csrf", &csrf),
                ("seq", &seq),
                ("move_text", "amhara kaffa take kaffa:Y"),
                ("card", &card),
                ("d", &d),
            ],
        )
        .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        let to = res.location().unwrap();
        assert!(to.contains("card=amhara") && to.contains("d="), "{to}");
        let back = b.follow(&res).await;
        back.assert_contains("Not played:");
        assert!(back.body.contains("Confirm this move"), "the draft is back");
        // The page opens at the composer: the message is there, not at the top.
        let composer = &back.body[back.body.find("id=\"composer\"").unwrap()..];
        assert!(composer.contains("role=\"alert\">Not played:"));
        assert_eq!(back.body.matches("Not played:").count(), 1);

        // A typed move that cannot be read comes back into the text field.
        let fields = [("csrf", &*csrf), ("seq", &seq), ("move_text", "frobnicate")];
        let res = post_move(b, id, &fields).await;
        let back = b.follow(&res).await;
        let composer = &back.body[back.body.find("id=\"composer\"").unwrap()..];
        assert!(composer.contains("Not played: could not read the move"));
        assert!(back.body.contains("value=\"frobnicate\""));
        assert!(back.body.contains("<details class=\"notation\" open>"));
    }
}

#[tokio::test]
async fn passing_is_one_button_and_the_struggle_that_ends_is_told() {
    for db in databases() {
        let t = Table::start(db, &["ann", "ben", "cid"], "siam", "original").await;
        let id = &t.id;
        // One card first, so the struggle is not a plain 0-0-0 tie by luck alone.
        t.api_move("pass").await;
        t.api_move("pass").await;
        let (_, b) = t.mover().await;
        let page = b.get(&format!("/games/{id}")).await;
        assert_eq!(
            page.body
                .matches("name=\"move_text\" value=\"pass\"")
                .count(),
            1,
            "one Pass button"
        );
        let csrf = hidden_field(&page.body, "csrf").unwrap();
        let seq = hidden_field(&page.body, "seq").unwrap();
        let fields = [("csrf", &*csrf), ("seq", &seq), ("move_text", "pass")];
        let after = b.follow(&post_move(b, id, &fields).await).await;
        after.assert_contains("You passed — struggle ended.");
        assert!(after.body.contains("Struggle 1 for"));
        assert!(after.body.contains("starts the next struggle"));
        assert!(
            after.body.contains("passed — struggle ended"),
            "the panel's last move"
        );
        assert!(
            after.body.contains("class=\"marker "),
            "a control marker on the map"
        );
        assert!(after.body.contains("Struggle 2 of 8"));
    }
}

#[tokio::test]
async fn original_hands_never_reach_an_opponents_page() {
    for db in databases() {
        let t = Table::start(db, &["ann", "ben", "cid"], "siam", "original").await;
        t.random_moves(9).await;
        let seats: Vec<String> = t.app.api_game_state(&t.id, None).await["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| {
                p.as_str()
                    .unwrap_or_else(|| p["username"].as_str().unwrap())
                    .to_string()
            })
            .collect();
        for (me, name) in seats.iter().enumerate() {
            let page = t.page(name, "").await;
            for seat in 0..3 {
                let html = panel(&page.body, seat);
                if seat == me {
                    assert!(html.contains("data-hand=\""), "my own hand");
                    assert!(html.contains("data-discards=\""), "my own discards");
                } else {
                    assert!(
                        !html.contains("data-hand="),
                        "seat {seat}'s hand leaked to {name}"
                    );
                    assert!(
                        !html.contains("data-discards="),
                        "seat {seat}'s discards leaked"
                    );
                    assert!(!html.contains("data-card="));
                    assert!(html.contains("(hidden)"));
                    assert!(
                        html.matches("class=\"card-name\"").count() <= 1,
                        "only the top discard: {html}"
                    );
                }
            }
            assert_eq!(page.body.matches("data-hand=\"").count(), 1);
            let history = t.page(name, "/history").await;
            assert!(!history.body.contains("data-hand="));
        }

        // Open hands: everybody sees everything.
        let (app, tokens) = (&t.app, &t.tokens);
        let id = new_game(app, tokens, &t.names, "siam", "open").await;
        for _ in 0..4 {
            app.api_random_move(&id, tokens).await;
        }
        let page = app.browser().get(&format!("/games/{id}")).await;
        assert_eq!(page.body.matches("data-hand=\"").count(), 3);
        assert!(page.body.contains("Open hands: everybody"));
    }
}

#[tokio::test]
async fn the_history_shows_what_the_viewer_may_see_and_refuses_the_rest() {
    for db in databases() {
        let t = Table::start(db, &["ann", "ben"], "siam", "original").await;
        let (app, id) = (&t.app, &t.id);
        t.random_moves(5).await;
        let (_, b) = t.mover().await;
        let history = b.get(&format!("/games/{id}/history")).await;
        assert_eq!(history.status, StatusCode::OK);
        let first: usize = {
            let i = history.body.find("<li value=\"").unwrap() + "<li value=\"".len();
            history.body[i..history.body[i..].find('"').unwrap() + i]
                .parse()
                .unwrap()
        };
        assert!(first > 1, "an original game hides the early steps");
        assert!(history.body.contains("since your own previous move"));
        assert!(history.body.contains("<code>"));
        assert!(history
            .body
            .contains(&format!("/games/{id}/history/{first}")));

        let step = b.get(&format!("/games/{id}/history/{first}")).await;
        assert_eq!(step.status, StatusCode::OK);
        assert!(step.body.contains(&format!("Step {first}:")));
        assert!(step.body.contains("<svg class=\"board board-siam\""));
        assert!(step.body.contains("Tile track"));
        assert!(
            !step.body.contains("rel=\"prev\""),
            "no way back into hidden steps"
        );

        let hidden = b.get(&format!("/games/{id}/history/1")).await;
        assert_eq!(hidden.status, StatusCode::FORBIDDEN);
        assert!(hidden.body.contains("<p>Step 1 is hidden from you"));
        assert!(hidden.body.contains("opens when the game ends"));
        let back = format!("<a href=\"/games/{id}\">Back to the game</a>");
        hidden.assert_contains(&back);
        let hidden = b.get(&format!("/games/{id}/history/0")).await;
        assert_eq!(hidden.status, StatusCode::FORBIDDEN);
        let missing = b.get(&format!("/games/{id}/history/999")).await;
        assert_eq!(missing.status, StatusCode::NOT_FOUND);
        missing.assert_contains(&back);

        // After the end everything opens: the start, every step and the log.
        app.api_play_to_end(id, &t.tokens).await;
        let total: usize = app.api_game_state(id, None).await["seq"].as_u64().unwrap() as usize;
        let spectator = app.browser();
        let history = spectator.get(&format!("/games/{id}/history")).await;
        assert!(history.body.contains("<li value=\"1\""));
        assert!(history.body.contains(&format!("/api/v1/games/{id}/export")));
        // Steps in which a struggle was resolved are marked: the list shows where each ends.
        let api = app
            .api_get(&format!("/api/v1/games/{id}/history"), None)
            .await
            .json();
        let resolving = api["steps"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| {
                s["events"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|e| e["type"] == "struggle_resolved")
            })
            .count();
        assert!((1..=8).contains(&resolving), "{resolving}");
        // Each step that ended a struggle is marked, with the game's heading after it.
        assert_eq!(
            history.body.matches("class=\"phase-end\"").count(),
            resolving
        );
        assert_eq!(
            history.body.matches("class=\"phase-heading\"").count(),
            resolving
        );
        history.assert_contains("resolved</li>");
        let start = spectator.get(&format!("/games/{id}/history/0")).await;
        assert_eq!(start.status, StatusCode::OK);
        assert!(start.body.contains("The start position"));
        assert!(start.body.contains("rel=\"next\""));
        let step = spectator.get(&format!("/games/{id}/history/2")).await;
        assert!(step.body.contains("rel=\"prev\"") && step.body.contains("rel=\"next\""));
        assert!(
            step.body.contains("data-hand=\""),
            "a finished game's hands are public"
        );
        let end = spectator.get(&format!("/games/{id}/history/{total}")).await;
        assert!(end.body.contains("Result:"));
        assert!(!end.body.contains("rel=\"next\""));
    }
}

#[tokio::test]
async fn the_end_explains_the_result_in_words() {
    for db in databases() {
        let t = Table::start(db, &["ann", "ben", "cid", "dee"], "saba", "original").await;
        let page = t.page("ann", "").await;
        assert!(page.body.contains("Team A · seats 1 "));
        assert!(page.body.contains("Menelik II marker"));
        t.app.api_play_to_end(&t.id, &t.tokens).await;
        let page = t.page("ann", "").await;
        assert!(page.body.contains("The game is over."));
        assert!(page.body.contains("Result:"));
        assert!(page.body.contains("Decided by"));
        assert!(page.body.contains("★ Team"));
        assert!(
            page.body
                .contains("Ethiopia is a colony: the Italians control")
                || page.body.contains(" rule Ethiopia")
        );
        assert!(!page.body.contains("id=\"composer\""));
        assert!(
            !page.body.contains("(hidden)"),
            "every hand is public at the end"
        );
        assert!(page.body.contains("Download the log"));
        assert_eq!(page.body.matches("data-hand=\"").count(), 4);
        // Link-only: on the list of finished games for its players only.
        let finished = t.browser("ann").get("/games/finished").await;
        assert!(finished.body.contains(&t.id));
        let finished = t.app.browser().get("/games/finished").await;
        assert!(!finished.body.contains(&t.id));
    }
}

/// The next Server-Sent Event frame of a live stream, as text.
async fn next_event(body: &mut Body) -> String {
    let frame = tokio::time::timeout(Duration::from_secs(10), body.frame())
        .await
        .expect("an event in time")
        .expect("the stream goes on")
        .unwrap();
    String::from_utf8(frame.into_data().unwrap().to_vec()).unwrap()
}

#[tokio::test]
async fn live_updates_carry_only_the_new_seq() {
    for db in databases() {
        let t = Table::start(db, &["ann", "ben"], "siam", "original").await;
        let Table {
            app, tokens, id, ..
        } = &t;
        let req = Request::builder()
            .uri(format!("/games/{id}/live"))
            .body(Body::empty())
            .unwrap();
        let res = app.router.clone().oneshot(req).await.unwrap();
        assert_eq!(res.status(), StatusCode::OK);
        assert_eq!(res.headers()["content-type"], "text/event-stream");
        let mut body = res.into_body();
        assert_eq!(next_event(&mut body).await, "data: 0\n\n");
        app.api_random_move(id, tokens).await;
        assert_eq!(next_event(&mut body).await, "data: 1\n\n");
        // Another game's move is not announced here.
        let other = new_game(app, tokens, &t.names, "siam", "original").await;
        app.api_random_move(&other, tokens).await;
        app.api_random_move(id, tokens).await;
        assert_eq!(next_event(&mut body).await, "data: 2\n\n");

        let missing = app
            .browser()
            .get("/games/00000000-0000-0000-0000-000000000000/live")
            .await;
        assert_eq!(missing.status, StatusCode::NOT_FOUND);
    }
}

#[tokio::test]
async fn live_streams_from_one_address_are_bounded() {
    let t = Table::start(Db::Sqlite, &["ann", "ben"], "siam", "original").await;
    let Table {
        app, tokens, id, ..
    } = &t;
    let open = |ip: [u8; 4]| {
        let mut req = Request::builder()
            .uri(format!("/games/{id}/live"))
            .body(Body::empty())
            .unwrap();
        let addr = std::net::SocketAddr::from((ip, 40000));
        req.extensions_mut()
            .insert(axum::extract::ConnectInfo(addr));
        app.router.clone().oneshot(req)
    };
    let mut held = Vec::new();
    for _ in 0..maipenrai::live::MAX_STREAMS_PER_ADDR {
        let res = open([192, 0, 2, 1]).await.unwrap();
        assert_eq!(res.status(), StatusCode::OK);
        held.push(res.into_body());
    }
    let refused = open([192, 0, 2, 1]).await.unwrap();
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    let body = refused.into_body().collect().await.unwrap().to_bytes();
    let text = String::from_utf8_lossy(&body);
    assert!(text.contains("Too many live game pages"), "{text}");
    // Another address is not affected, and a closed stream frees its place.
    assert_eq!(open([192, 0, 2, 2]).await.unwrap().status(), StatusCode::OK);
    held.pop();
    assert_eq!(open([192, 0, 2, 1]).await.unwrap().status(), StatusCode::OK);
    // The open streams still carry moves.
    app.api_random_move(id, tokens).await;
    let first = held.first_mut().unwrap();
    assert_eq!(next_event(first).await, "data: 0\n\n");
    assert_eq!(next_event(first).await, "data: 1\n\n");
}

#[tokio::test]
async fn the_rules_page_covers_the_game_and_every_ruling() {
    let app = app(Db::Sqlite).await;
    let page = app.browser().get("/rules/king-of-siam").await;
    assert_eq!(page.status, StatusCode::OK);
    // `/rules` is the index of every hosted game's rules page.
    let index = app.browser().get("/rules").await;
    assert_eq!(index.status, StatusCode::OK);
    index.assert_contains(r#"href="/rules/king-of-siam""#);
    for needle in [
        "Setup",
        "Maharacha",
        "Khon Thai",
        "1 vs 1",
        "2 vs 1",
        "Rama, Lao and Malai",
        "power struggle",
        "British",
        "teams",
        "King of Saba",
        "Ityoppaya",
        "Italians",
        "Menelik II",
        "Original hands",
        "Open hands",
        "id=\"notation\"",
    ] {
        assert!(page.body.contains(needle), "{needle}");
    }
    for r in 1..=15 {
        assert!(page.body.contains(&format!("R{r}")), "ruling R{r}");
    }
    assert!(page.body.contains("R13b"));

    // Every example of the notation table is a move the parser reads (the Saba one on
    // the Saba map), and the Saba card words are named.
    let table = page.body.split("id=\"notation\"").nth(1).unwrap();
    let table = &table[..table.find("</table>").unwrap()];
    let examples: Vec<String> = table
        .split("<td><code>")
        .skip(1)
        .map(|rest| html_unescape(&rest[..rest.find("</code></td>").unwrap()]))
        .collect();
    assert_eq!(examples.len(), 7, "{examples:?}");
    for example in &examples {
        let board = if example.starts_with("saba ") {
            BoardId::Saba
        } else {
            BoardId::Siam
        };
        if let Err(e) = notation::parse(board.board(), example) {
            panic!("{example}: {e:?}");
        }
    }
    for word in ["saba", "ityoppaya", "amhara", "tigray", "shewa"] {
        assert!(table.contains(&format!("<code>{word}</code>")), "{word}");
    }
}

#[tokio::test]
async fn the_invitation_page_explains_the_two_hand_variants() {
    let app = app(Db::Sqlite).await;
    let (browsers, tokens) = players(&app, &["ann"]).await;
    let (code, _) = app.api_game(&[&tokens["ann"]], 3, "siam", "open").await;
    let page = browsers[0].get(&format!("/invite/{code}")).await;
    assert!(page.body.contains("Original hands"));
    assert!(page.body.contains("Open hands"));
    assert!(page.body.contains("variant chosen"));
}

/// The slice of `html` inside the element whose opening tag contains `marker`, up to the
/// closing tag `end`.
fn section<'a>(html: &'a str, marker: &str, end: &str) -> &'a str {
    let start = html
        .find(marker)
        .unwrap_or_else(|| panic!("{marker} in the page"));
    let rest = &html[start..];
    &rest[..rest.find(end).unwrap_or(rest.len())]
}

#[tokio::test]
async fn coming_back_shows_what_happened_since_your_last_move_and_the_last_move_on_the_map() {
    for db in databases() {
        let t = Table::start(db, &["ann", "ben", "cid"], "siam", "original").await;
        let id = &t.id;
        // Before any move: no recap, no last move.
        let first = t.to_move().await;
        let page = t.page(&first, "").await;
        assert!(!page.body.contains("data-testid=\"recap\""));
        assert!(!page.body.contains("data-testid=\"last-move\""));

        // The first player moves, then the two others.
        t.api_move("pass").await;
        let second = t.to_move().await;
        t.api_move("pass").await;
        let third = t.to_move().await;
        t.app.api_random_move(id, &t.tokens).await.expect("a move");

        // The first player's recap tells their own move and both later steps, newest last,
        // by name.
        let page = t.page(&first, "").await;
        let recap = section(&page.body, "data-testid=\"recap\"", "</details>");
        assert!(
            recap.contains("Your last move and what followed · 3 steps"),
            "{recap}"
        );
        let at_first = recap
            .find(&format!("<strong>{first}</strong>"))
            .expect("my own move");
        let (at_second, at_third) = (recap.find(&second).unwrap(), recap.find(&third).unwrap());
        assert!(
            at_first < at_second && at_second < at_third,
            "newest last: {recap}"
        );
        assert!(recap.contains("passed."), "{recap}");
        // The last move is captioned on the map, with a way back through the history.
        let caption = section(&page.body, "data-testid=\"last-move\"", "</p>");
        assert!(caption.contains("(step 3)"), "{caption}");
        assert!(
            caption.contains(&format!("/games/{id}/history/2")),
            "{caption}"
        );
        // The player who moved last sees that move alone.
        let page = t.page(&third, "").await;
        let recap = section(&page.body, "data-testid=\"recap\"", "</details>");
        assert!(
            recap.contains("Your last move and what followed</summary>"),
            "{recap}"
        );
        assert_eq!(recap.matches("<li value=").count(), 1, "{recap}");
        assert!(
            recap.contains(&format!("<strong>{third}</strong>")),
            "{recap}"
        );
        // Spectators get no recap, but the last move on the map.
        let page = t.app.browser().get(&format!("/games/{id}")).await;
        assert!(!page.body.contains("data-testid=\"recap\""));
        assert!(page.body.contains("data-testid=\"last-move\""));
    }
}

#[tokio::test]
async fn the_game_log_loads_on_demand_and_shows_only_the_viewers_window() {
    for db in databases() {
        let t = Table::start(db, &["ann", "ben", "cid"], "siam", "original").await;
        let id = &t.id;
        t.random_moves(7).await;
        let (_, b) = t.mover().await;
        let page = b.get(&format!("/games/{id}")).await;
        // The page only links the log: it is loaded when opened.
        assert!(page.body.contains(&format!("data-log=\"/games/{id}/log\"")));
        assert!(!page.body.contains("data-testid=\"history\""));
        let log = b.get(&format!("/games/{id}/log")).await;
        assert_eq!(log.status, StatusCode::OK);
        let history = b.get(&format!("/games/{id}/history")).await;
        // The log lists exactly the history page's steps: the viewer's own window.
        let steps = |html: &str| -> Vec<String> {
            html.match_indices("<li value=\"")
                .map(|(i, m)| {
                    let rest = &html[i + m.len()..];
                    rest[..rest.find('"').unwrap()].to_string()
                })
                .collect()
        };
        assert_eq!(steps(&log.body), steps(&history.body));
        assert!(
            steps(&log.body).first().is_some_and(|s| s != "1"),
            "{}",
            log.body
        );
        assert!(log.body.contains("since your own previous move"));
    }
}

#[tokio::test]
async fn a_finished_game_shows_one_result_panel_with_every_player_ranked() {
    for db in databases() {
        let names = ["ann", "ben", "cid"];
        let t = Table::start(db, &names, "saba", "open").await;
        let (app, id) = (&t.app, &t.id);
        // Play to the last move through the API, then make it through the page.
        loop {
            let g = app.api_game_state(id, None).await;
            let who = g["to_move"].as_str().unwrap().to_string();
            let legal = app
                .api_get(
                    &format!("/api/v1/games/{id}/legal-moves?random=1"),
                    Some(&t.tokens[&who]),
                )
                .await
                .json();
            let mv = legal["moves"][0].as_str().unwrap().to_string();
            let b = t.browser(&who);
            let page = b.get(&format!("/games/{id}")).await;
            let csrf = hidden_field(&page.body, "csrf").unwrap();
            let seq = g["seq"].to_string();
            let fields = [("csrf", &*csrf), ("seq", &seq), ("move_text", &mv)];
            let res = post_move(b, id, &fields).await;
            let after = b.follow_see_other(&res).await;
            if app.api_game_state(id, None).await["status"] == "finished" {
                // The mover is told their move and that the game is over; the rest is in
                // the result panel, not a stack of messages.
                let flashes = after.body.matches("class=\"flash\"").count();
                assert_eq!(flashes, 2, "{}", after.body);
                assert!(after
                    .body
                    .contains("The game is over: the result is below."));
                break;
            }
        }
        let page = t.page("ben", "").await;
        let table = section(&page.body, "data-testid=\"standings\"", "</table>");
        for name in names {
            assert!(
                table.contains(&format!(
                    "<td><a href=\"/players/{name}\"><bdi>{name}</bdi></a>"
                )),
                "{table}"
            );
        }
        assert!(table.contains("<th>Rank</th>") && table.contains("Latest action card"));
        assert!(table.contains("★ 1"), "{table}");
        assert!(page.body.contains("Decided by"));
    }
}

#[tokio::test]
async fn a_move_sent_after_the_session_ended_says_so_and_keeps_the_draft() {
    for db in databases() {
        let t = Table::start(db, &["ann", "ben"], "siam", "original").await;
        let id = &t.id;
        let (mover, b) = t.mover().await;
        let (csrf, seq) = t.open_page(&mover, "?card=rama").await;
        // Logged out in another tab: the session is gone.
        let res = b.post_form("/logout", &[("csrf", &csrf)]).await;
        assert!(res.status.is_redirection());
        let res = post_move(
            b,
            id,
            &[
                ("csrf", &csrf),
                ("seq", &seq),
                ("move_text", "rama lanna lanna take lanna:Y"),
                ("card", "rama"),
                ("d", "p0"),
            ],
        )
        .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        let to = res.location().unwrap();
        assert!(to.starts_with("/login?next="), "{to}");
        let login = b.follow(&res).await;
        login.assert_contains("Your session has ended, so the move was not played.");
        // Logging in brings the player back to the game with the draft in the address.
        let page = b.get(&to).await;
        let next = hidden_field(&page.body, "next").unwrap();
        assert!(next.starts_with(&format!("/games/{id}?")), "{next}");
        assert!(
            next.contains("card=rama") && next.contains("d=p0"),
            "{next}"
        );
        let res = b.log_in_from(&page, &mover, &next).await;
        assert_eq!(res.location().as_deref(), Some(next.as_str()));
        assert_eq!(t.seq().await, seq, "nothing played");
    }
}

#[tokio::test]
async fn a_stale_tab_of_the_same_player_is_told_it_was_them() {
    for db in databases() {
        let t = Table::start(db, &["ann", "ben"], "siam", "original").await;
        let id = &t.id;
        let (mover, b) = t.mover().await;
        let (csrf, seq) = t.open_page(&mover, "").await;
        // The same player moves in another tab (here: through the API).
        t.api_move("pass").await;
        let fields = [("csrf", &*csrf), ("seq", &seq), ("move_text", "pass")];
        let page = b.follow(&post_move(b, id, &fields).await).await;
        page.assert_contains("You already moved in this game, in another tab or window");
        assert!(!page.body.contains("somebody moved before you"));
        // The other player's stale tab is told somebody else moved.
        let other = t.names.iter().find(|n| **n != mover).unwrap();
        let (csrf, seq) = t.open_page(other, "").await;
        t.api_move("pass").await;
        let fields = [("csrf", &*csrf), ("seq", &seq), ("move_text", "pass")];
        let b2 = t.browser(other);
        let page = b2.follow(&post_move(b2, id, &fields).await).await;
        assert!(
            page.body.contains("You already moved"),
            "the same player again: {}",
            page.body
        );
    }
}

/// A step that tells more than two things (a game's last move: the struggles it resolves,
/// the players skipped, the result) is a list in the log and the recap, and what repeats is
/// told once with a count — for every hosted game.
#[tokio::test]
async fn a_step_that_tells_much_is_a_list_without_repeats() {
    let app = app(Db::Sqlite).await;
    let mut lists = 0;
    for (round, game_type) in maipenrai::games::all().iter().enumerate() {
        let slug = game_type.slug();
        for players in [2, 3] {
            let names: Vec<String> = (0..players)
                .map(|i| format!("p{round}{players}{i}"))
                .collect();
            let tokens: Vec<String> = {
                let mut tokens = Vec::new();
                for name in &names {
                    tokens.push(app.api_account(name).await);
                }
                tokens
            };
            let by_name = maipenrai::http::testing::tokens(
                &names
                    .iter()
                    .map(String::as_str)
                    .zip(tokens.iter().map(String::as_str))
                    .collect::<Vec<_>>(),
            );
            let list: Vec<&str> = tokens.iter().map(String::as_str).collect();
            let body = serde_json::json!({"game": slug, "players": players});
            let (_, id) = app.api_game_with(&list, body).await;
            let id = id.expect("a started game");
            app.api_play_to_end(&id, &by_name).await;
            let history = app
                .api_ok(&format!("/api/v1/games/{id}/history"), None)
                .await;
            let page = app.browser().get(&format!("/games/{id}/history")).await;
            assert_eq!(page.status, StatusCode::OK);
            for step in history["steps"].as_array().unwrap() {
                let n = step["step"].as_u64().unwrap();
                let lines: Vec<&str> = step["narration"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|l| l.as_str().unwrap())
                    .collect();
                let distinct: BTreeSet<&str> = lines.iter().copied().collect();
                let start = page
                    .body
                    .find(&format!(" id=\"step-{n}\""))
                    .expect("the step in the log");
                let end = page.body[start..]
                    .find("</li>\n")
                    .map_or(page.body.len(), |e| start + e);
                let row = html_unescape(&page.body[start..end]);
                for line in &distinct {
                    let count = lines.iter().filter(|l| *l == line).count();
                    assert_eq!(
                        row.matches(line).count(),
                        1,
                        "{slug} step {n}: {line:?} told once in {row}"
                    );
                    if count > 1 {
                        assert!(
                            row.contains(&format!("{count}")),
                            "{slug} step {n}: the count of {line:?}"
                        );
                    }
                }
                if distinct.len() > 2 {
                    lists += 1;
                    assert!(
                        row.contains("<ul class=\"narration\">"),
                        "{slug} step {n}: a list in {row}"
                    );
                    assert_eq!(
                        row.matches("<li>").count(),
                        distinct.len(),
                        "{slug} step {n}: {row}"
                    );
                } else {
                    assert!(
                        !row.contains("<ul class=\"narration\">"),
                        "{slug} step {n}: one line in {row}"
                    );
                }
            }
        }
    }
    assert!(
        lists > 0,
        "some game ended with a step that tells more than two things"
    );
}
