//! Fair play for ratings (issue 39, item 1; `docs/social.md` § Fair play), on SQLite and
//! Postgres, over simulated days: the farms of puppet accounts that climbed the
//! leaderboards before — from one address and from many, games resigned at once and played
//! to the end — leave the farmer and every puppet off the boards and no higher than a new
//! player; the honest paths reach them: a newcomer among established players, ten friends
//! on a fresh club site once the operator marks two, and the same ten on one connection
//! with the network rule off. Moderators see the links and void ratings (audited,
//! reversible), and every rating is computed again from the stored games.

mod support;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use maipenrai::config::Config;
use maipenrai::http::testing::{html_unescape, TestApp, PASSWORD};
use maipenrai::net::TrustedProxies;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use support::databases;
use support::notify::World;
use time::Duration;

/// A site whose clients come through the test harness' proxy (127.0.0.1), so that each
/// account's network is the address it signs up and logs in from.
async fn site(db: support::Db, tweak: impl FnOnce(&mut Config)) -> World {
    World::new(db, |c| {
        c.trusted_proxies = TrustedProxies::loopback();
        tweak(c);
    })
    .await
}

/// Posts `name`'s credentials to `path` for a client at `from`.
async fn credentials_from(app: &TestApp, path: &str, name: &str, from: &str) -> Value {
    let req = Request::post(path)
        .header(header::CONTENT_TYPE, "application/json")
        .header("x-forwarded-for", from)
        .body(Body::from(
            json!({"username": name, "password": PASSWORD}).to_string(),
        ))
        .unwrap();
    let res = app.send(req).await;
    assert_eq!(
        res.status,
        StatusCode::CREATED,
        "{name} {path}: {}",
        res.body
    );
    res.json()
}

/// People signed up and logged in (API token) from the given addresses: tokens by name.
async fn people(w: &World, who: &[(&str, &str)]) -> BTreeMap<String, String> {
    let mut tokens = BTreeMap::new();
    for (name, from) in who {
        credentials_from(&w.app, "/api/v1/accounts", name, from).await;
        let token = credentials_from(&w.app, "/api/v1/tokens", name, from).await;
        tokens.insert(
            name.to_string(),
            token["token"].as_str().unwrap().to_string(),
        );
    }
    tokens
}

/// The operator marks `names` established (`maipenrai admin establish`); a mark may
/// establish the later names through their games already.
async fn establish(w: &World, names: &[&str]) {
    for name in names {
        w.app.state.service.establish(None, name, "").await.unwrap();
        assert!(established(w, name).await, "{name}");
    }
}

/// A rated two-player game in which each makes two moves, then `loser` resigns; its id.
async fn resigned(w: &World, all: &BTreeMap<String, String>, winner: &str, loser: &str) -> String {
    let body = json!({"game": "king-of-siam", "players": 2, "hands": "original"});
    let (_, game_id) = w
        .app
        .api_game_with(&[&all[winner], &all[loser]], body)
        .await;
    let game_id = game_id.expect("started");
    let pair: BTreeMap<String, String> = [winner, loser]
        .iter()
        .map(|n| (n.to_string(), all[*n].clone()))
        .collect();
    for _ in 0..4 {
        w.app.api_random_move(&game_id, &pair).await;
    }
    let path = format!("/api/v1/games/{game_id}/resign");
    let res = w.app.api_post(&path, Some(&all[loser]), None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    game_id
}

/// A rated two-player game of `a` and `b` played to its end; its id.
async fn played(w: &World, all: &BTreeMap<String, String>, a: &str, b: &str) -> String {
    let body = json!({"game": "king-of-siam", "players": 2, "hands": "original"});
    let (_, game_id) = w.app.api_game_with(&[&all[a], &all[b]], body).await;
    let game_id = game_id.expect("started");
    let pair: BTreeMap<String, String> = [a, b]
        .iter()
        .map(|n| (n.to_string(), all[*n].clone()))
        .collect();
    w.app.api_play_to_end(&game_id, &pair).await;
    game_id
}

/// Rates every finished game: the worker's passes, 50 games each (a pass may count none
/// of its 50 and leave more, so the passes cover every game these tests make).
async fn rate_all(w: &World) {
    for _ in 0..6 {
        w.tick().await;
    }
}

/// `name`'s King of Siam two-player rating (μ, games), if any.
async fn rating(w: &World, name: &str) -> Option<(f64, i64)> {
    let p = w.app.api_ok(&format!("/api/v1/players/{name}"), None).await;
    p["ratings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["pool"] == "2 players")
        .map(|r| (r["rating"].as_f64().unwrap(), r["games"].as_i64().unwrap()))
}

async fn on_the_board(w: &World, name: &str) -> bool {
    let board = w.app.browser().get("/leaderboard/king-of-siam").await;
    assert_eq!(board.status, StatusCode::OK);
    board.body.contains(&format!(r#"href="/players/{name}""#))
}

async fn established(w: &World, name: &str) -> bool {
    let user = w.user(name).await;
    let standing = w.app.state.service.fair_play_standing(user.user_id).await;
    standing.unwrap().established.is_some()
}

/// A new player's rating: no puppet climbs above it.
const NEW: f64 = 25.0;

/// Five honest players, each from a network of their own, marked established by the
/// operator, who play each other for a few days: until erin's rating is no longer
/// provisional (so that the board has somebody on it with [`easy_board`]).
async fn honest_five(w: &World) -> BTreeMap<String, String> {
    let all = people(
        w,
        &[
            ("erin", "198.51.100.11"),
            ("fred", "198.51.100.22"),
            ("gina", "203.0.113.33"),
            ("hugo", "192.0.2.44"),
            ("ines", "2001:db8:5::1"),
        ],
    )
    .await;
    establish(w, &["erin", "fred", "gina", "hugo", "ines"]).await;
    let names: Vec<&str> = all.keys().map(String::as_str).collect();
    for day in 0..8 {
        let p = w.app.api_ok("/api/v1/players/erin", None).await;
        if day >= 3 && p["ratings"][0]["provisional"] == false {
            break;
        }
        w.advance(Duration::hours(25));
        for (i, a) in names.iter().enumerate() {
            for b in &names[i + 1..] {
                if day % 2 == 0 {
                    resigned(w, &all, a, b).await;
                } else {
                    resigned(w, &all, b, a).await;
                }
            }
        }
        rate_all(w).await;
    }
    all
}

/// Low thresholds for the board, so that only the fair-play rule keeps a farm off it.
fn easy_board(c: &mut Config) {
    c.social.leaderboard_min_games = 3;
    c.social.leaderboard_min_opponents = 2;
}

/// The farm of one person with six puppets: `days` days of three resigned games a day
/// against each puppet and one played to the end; the last game's id.
async fn farm(w: &World, all: &BTreeMap<String, String>, puppets: &[&str], days: usize) -> String {
    let mut last = String::new();
    for _ in 0..days {
        w.advance(Duration::hours(25));
        for puppet in puppets {
            for _ in 0..3 {
                last = resigned(w, all, "farmer", puppet).await;
            }
        }
        played(w, all, "farmer", puppets[0]).await;
        rate_all(w).await;
    }
    last
}

const PUPPETS: [&str; 6] = ["pup1", "pup2", "pup3", "pup4", "pup5", "pup6"];

#[tokio::test]
async fn a_farm_from_one_address_counts_for_nobody_and_never_says_why() {
    for db in databases() {
        let w = site(db, easy_board).await;
        let mut all = honest_five(&w).await;
        assert!(
            on_the_board(&w, "erin").await,
            "{db:?}: the board has honest players"
        );
        let mut farm_people = vec![("farmer", "198.51.100.200")];
        farm_people.extend(PUPPETS.iter().map(|p| (*p, "198.51.100.200")));
        all.extend(people(&w, &farm_people).await);
        let last = farm(&w, &all, &PUPPETS, 4).await;
        for name in std::iter::once("farmer").chain(PUPPETS) {
            assert_eq!(rating(&w, name).await, None, "{db:?}: {name}");
            assert!(!on_the_board(&w, name).await, "{db:?}: {name}");
            assert!(!established(&w, name).await, "{db:?}: {name}");
        }
        // The game page says it was not rated, and never a word about networks.
        let page = html_unescape(&w.app.browser().get(&format!("/games/{last}")).await.body);
        assert!(
            page.contains("Not rated: see the fair-play rule.") && page.contains("/rules/ratings"),
            "{db:?}: {page}"
        );
        for word in ["network", "address", "198.51"] {
            assert!(!page.to_lowercase().contains(word), "{db:?}: {word}");
        }
        // The farmer's own profile tells what it takes.
        let farmer = w.browser("farmer").await;
        let profile = html_unescape(&farmer.get("/players/farmer").await.body);
        assert!(
            profile.contains("with rated games against 5 different established players. You have played 0 of them."),
            "{db:?}: {profile}"
        );
        // Moderators see the link and its reason.
        w.app
            .state
            .service
            .set_moderator("erin", true)
            .await
            .unwrap();
        let erin = w.browser("erin").await;
        let page = html_unescape(&erin.get("/moderation/players/farmer").await.body);
        assert!(
            page.contains("seen from the same network, 198.51.100.200 (at"),
            "{db:?}: {page}"
        );
        for puppet in PUPPETS {
            assert!(
                page.contains(&format!("/moderation/players/{puppet}")),
                "{db:?}"
            );
        }
        // erin and fred share a /24: a signal for moderators, not a link.
        let page = html_unescape(&erin.get("/moderation/players/fred").await.body);
        assert!(
            page.contains("seen from 198.51.100.11, in the same /24 only"),
            "{db:?}: {page}"
        );
        assert!(!page.contains("seen from the same network,"), "{db:?}");
        // Nobody else sees a moderator's page.
        assert_eq!(
            farmer.get("/moderation/players/erin").await.status,
            StatusCode::FORBIDDEN,
            "{db:?}"
        );
    }
}

#[tokio::test]
async fn a_farm_from_many_addresses_stays_below_a_new_player_and_off_the_board() {
    for db in databases() {
        let w = site(db, easy_board).await;
        let mut all = honest_five(&w).await;
        let mut farm_people = vec![("farmer", "203.0.113.200")];
        let addresses: Vec<String> = (0..PUPPETS.len())
            .map(|i| format!("81.{}.{}.7", 20 + i, 30 + i))
            .collect();
        farm_people.extend(
            PUPPETS
                .iter()
                .zip(&addresses)
                .map(|(p, a)| (*p, a.as_str())),
        );
        all.extend(people(&w, &farm_people).await);
        farm(&w, &all, &PUPPETS, 4).await;
        let (mu, games) = rating(&w, "farmer").await.expect("rated");
        assert!(games >= 60, "{db:?}: {games} games counted");
        assert!(mu <= NEW, "{db:?}: the farmer climbed to {mu}");
        for name in std::iter::once("farmer").chain(PUPPETS) {
            assert!(!on_the_board(&w, name).await, "{db:?}: {name}");
            assert!(!established(&w, name).await, "{db:?}: {name}");
            assert!(rating(&w, name).await.unwrap().0 <= NEW, "{db:?}: {name}");
        }
        assert!(on_the_board(&w, "erin").await, "{db:?}");

        // A moderator voids the farm's ratings: recorded, every rating computed again
        // from the stored games without them; and lifted again.
        w.app
            .state
            .service
            .set_moderator("erin", true)
            .await
            .unwrap();
        let erin = w.browser("erin").await;
        let farmer = w.browser("farmer").await;
        // Nobody reports themselves, but for an appeal (below).
        let appeal = [("player", "farmer"), ("reason", "I played my brothers")];
        farmer.post_session_form("/report", &appeal).await;
        let reports = html_unescape(&erin.get("/moderation").await.body);
        assert!(!reports.contains("I played my brothers"), "{db:?}");
        let before = rating(&w, "erin").await;
        let mut names = vec!["farmer".to_string()];
        names.extend(PUPPETS.iter().map(|p| p.to_string()));
        let res = erin
            .post_session_form(
                "/moderation/players/farmer/void-ratings",
                &[("names", &names.join(" ")), ("reason", "a farm of puppets")],
            )
            .await;
        assert!(res.status.is_redirection(), "{db:?}: {}", res.body);
        rate_all(&w).await;
        assert_eq!(rating(&w, "farmer").await, None, "{db:?}");
        assert_eq!(rating(&w, "pup1").await, None, "{db:?}");
        assert_eq!(
            rating(&w, "erin").await,
            before,
            "{db:?}: computed again alike"
        );
        let page = html_unescape(&erin.get("/moderation/players/farmer").await.body);
        assert!(
            page.contains("voided farmer's ratings") && page.contains("a farm of puppets"),
            "{db:?}: {page}"
        );

        let profile = html_unescape(&farmer.get("/players/farmer").await.body);
        assert!(
            profile.contains("A moderator voided your ratings (a farm of puppets)")
                && profile.contains("/report?player=farmer"),
            "{db:?}: {profile}"
        );
        // The farmer appeals with a report about himself, which the moderators read.
        let res = farmer.post_session_form("/report", &appeal).await;
        assert!(res.status.is_redirection(), "{db:?}: {}", res.body);
        let reports = html_unescape(&erin.get("/moderation").await.body);
        assert!(
            reports.contains("I played my brothers"),
            "{db:?}: {reports}"
        );
        for name in ["farmer", "pup1"] {
            let res = erin
                .post_session_form(
                    &format!("/moderation/players/{name}/restore-ratings"),
                    &[("reason", "on appeal")],
                )
                .await;
            assert!(res.status.is_redirection(), "{db:?}: {}", res.body);
        }
        rate_all(&w).await;
        assert!(rating(&w, "farmer").await.is_some(), "{db:?}");
        assert!(rating(&w, "pup1").await.is_some(), "{db:?}");
        assert_eq!(rating(&w, "pup2").await, None, "{db:?}: still voided");
        let page = html_unescape(&erin.get("/moderation/players/farmer").await.body);
        assert!(page.contains("restored farmer's ratings"), "{db:?}");
        // Only moderators void.
        let res = farmer
            .post_session_form(
                "/moderation/players/erin/void-ratings",
                &[("names", "erin"), ("reason", "spite")],
            )
            .await;
        assert!(rating(&w, "erin").await.is_some(), "{db:?}: {}", res.body);
    }
}

#[tokio::test]
async fn a_newcomer_reaches_the_board_through_established_players() {
    for db in databases() {
        let w = site(db, |_| {}).await;
        let mut all = honest_five(&w).await;
        all.extend(people(&w, &[("nina", "192.0.2.99")]).await);
        let five = ["erin", "fred", "gina", "hugo", "ines"];
        // Ten rated games over three weeks, two against each.
        for (i, opponent) in five.iter().cycle().take(10).enumerate() {
            w.advance(Duration::days(2));
            if i % 2 == 0 {
                resigned(&w, &all, "nina", opponent).await;
            } else {
                resigned(&w, &all, opponent, "nina").await;
            }
            rate_all(&w).await;
            if i < 4 {
                assert!(
                    !established(&w, "nina").await,
                    "{db:?}: after {} games",
                    i + 1
                );
            }
        }
        assert!(established(&w, "nina").await, "{db:?}");
        assert!(on_the_board(&w, "nina").await, "{db:?}");
        let profile = html_unescape(&w.app.browser().get("/players/nina").await.body);
        assert!(profile.contains("Established player."), "{db:?}");
    }
}

/// Ten friends who play each other twice over three weeks; their tokens.
async fn ten_friends(w: &World, from: impl Fn(usize) -> String) -> BTreeMap<String, String> {
    let who: Vec<(String, String)> = (0..10).map(|i| (format!("friend{i}"), from(i))).collect();
    let refs: Vec<(&str, &str)> = who.iter().map(|(n, a)| (n.as_str(), a.as_str())).collect();
    let all = people(w, &refs).await;
    let names: Vec<String> = all.keys().cloned().collect();
    for round in 0..2 {
        for (i, a) in names.iter().enumerate() {
            w.advance(Duration::days(1));
            for b in &names[i + 1..] {
                if (round + i) % 2 == 0 {
                    resigned(w, &all, a, b).await;
                } else {
                    resigned(w, &all, b, a).await;
                }
            }
        }
    }
    rate_all(w).await;
    all
}

#[tokio::test]
async fn ten_friends_on_a_fresh_site_reach_the_board_once_the_operator_marks_two() {
    for db in databases() {
        let w = site(db, |_| {}).await;
        ten_friends(&w, |i| format!("198.51.{}.{}", 100 + i, 10 + i)).await;
        // Nobody is established: the board says how it starts.
        let board = html_unescape(&w.app.browser().get("/leaderboard/king-of-siam").await.body);
        assert!(
            board.contains("Nobody is established on this site yet"),
            "{db:?}"
        );
        assert!(!on_the_board(&w, "friend3").await, "{db:?}");
        establish(&w, &["friend0", "friend1"]).await;
        for i in 0..10 {
            let name = format!("friend{i}");
            assert!(established(&w, &name).await, "{db:?}: {name}");
            assert!(on_the_board(&w, &name).await, "{db:?}: {name}");
        }
    }
}

#[tokio::test]
async fn ten_friends_on_one_club_connection_count_with_the_rule_off() {
    for db in databases() {
        // With the rule on, their games count for nobody.
        let w = site(db, |_| {}).await;
        ten_friends(&w, |_| "192.0.2.1".into()).await;
        establish(&w, &["friend0", "friend1"]).await;
        assert!(!established(&w, "friend5").await, "{db:?}");
        assert_eq!(rating(&w, "friend5").await, None, "{db:?}");
        // The operator turns it off for the club.
        let w = site(db, |c| c.social.ignore_networks = true).await;
        ten_friends(&w, |_| "192.0.2.1".into()).await;
        establish(&w, &["friend0", "friend1"]).await;
        for i in 0..10 {
            let name = format!("friend{i}");
            assert!(on_the_board(&w, &name).await, "{db:?}: {name}");
        }
        let rules = html_unescape(&w.app.browser().get("/rules/ratings").await.body);
        assert!(rules.contains("its operator chose so"), "{db:?}");
    }
}
