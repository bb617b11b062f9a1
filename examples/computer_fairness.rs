//! How fairly the computer players share the machine (issue 28, docs/computer-players.md):
//! a benchmark, not a test. One person, ann, keeps many games against the computer busy
//! (she answers every computer move at once); another, ben, plays one game against the
//! computer. Ben's answer time — from his move until the computer's move is there — is
//! measured with ann's games running and alone, alternating, on the real service and
//! background task (SQLite in a temporary folder, the server's default settings).
//!
//! With `--beside reviews`, ben's answers are measured alone and beside `--games` computer
//! reviews of finished games queued (issue 44: a person waiting for a computer's move never
//! waits for a review), at the site's review budget.
//!
//! ```text
//! cargo run --release --example computer_fairness -- [--game king-of-siam] \
//!     [--level strong] [--games 20] [--moves 40] [--rounds 2] [--beside games|reviews]
//! ```

use maipenrai::config::Config;
use maipenrai::http::testing::TestApp;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

struct Args {
    game: String,
    level: String,
    games: usize,
    moves: usize,
    rounds: usize,
    /// What runs beside ben's game: ann's games, or reviews queued.
    reviews: bool,
}

fn parse_args() -> Args {
    let mut args = Args {
        game: "king-of-siam".into(),
        level: "strong".into(),
        games: 20,
        moves: 40,
        rounds: 2,
        reviews: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().unwrap_or_default();
        let number = || value.parse().expect("a number");
        match flag.as_str() {
            "--game" => args.game = value,
            "--level" => args.level = value,
            "--games" => args.games = number(),
            "--moves" => args.moves = number(),
            "--rounds" => args.rounds = number(),
            "--beside" => args.reviews = value == "reviews",
            other => panic!("unknown flag {other}"),
        }
    }
    args
}

/// A fresh site on a new SQLite file with the server's defaults (searches at once: the
/// number of cores minus one), and room for ann's games.
async fn site(games: usize) -> TestApp {
    let dir = std::env::temp_dir().join(format!("maipenrai-fairness-{}", uuid::Uuid::new_v4()));
    let url = format!("sqlite://{}", dir.join("site.db").display());
    let limit = (games + 5).to_string();
    let config = Config::from_lookup(|key| match key {
        "DATABASE_URL" => Some(url.clone()),
        "COMPUTER_GAMES_PER_PERSON" => Some(limit.clone()),
        _ => None,
    })
    .expect("a configuration");
    let store = maipenrai::store::connect(&url).await.expect("a database");
    TestApp::with_config(store, config)
}

/// A game of `name` against one computer of `level`; its id.
async fn new_game(app: &TestApp, token: &str, game: &str, level: &str) -> String {
    let res = app
        .api_post(
            "/api/v1/invitations",
            Some(token),
            Some(json!({"game": game, "players": 2, "computers": [level]})),
        )
        .await;
    let body: Value = serde_json::from_str(&res.body).expect("json");
    body["game_id"]
        .as_str()
        .unwrap_or_else(|| panic!("no game: {body}"))
        .to_string()
}

/// `n` finished games of `game` between two people, each with its review asked for (by
/// turns, as a person starts at most 20 a day); the reviews are queued.
async fn queue_reviews(app: &TestApp, game: &str, n: usize) -> Vec<uuid::Uuid> {
    let mut ids = Vec::new();
    let [cyd, dee] = app.api_accounts(["cyd", "dee"]).await;
    let tokens: BTreeMap<String, String> =
        [("cyd".into(), cyd.clone()), ("dee".into(), dee.clone())].into();
    for i in 0..n {
        let body = json!({"game": game, "players": 2});
        let (_, game_id) = app.api_game_with(&[&cyd, &dee], body).await;
        let game_id = game_id.expect("the game started");
        app.api_play_to_end(&game_id, &tokens).await;
        let asker = if i % 2 == 0 { &cyd } else { &dee };
        let path = format!("/api/v1/games/{game_id}/review");
        let asked = app.api_post(&path, Some(asker), None).await;
        assert_eq!(asked.status, 202, "{}", asked.body);
        ids.push(game_id.parse().expect("a game id"));
    }
    ids
}

/// How many decisions the reviews of `games` have done.
async fn reviewed(app: &TestApp, games: &[uuid::Uuid]) -> usize {
    let store = app.state.service.store();
    let mut done = 0;
    for game_id in games {
        done += store.review_steps(*game_id).await.unwrap().len();
    }
    done
}

/// Ann's side: whenever one of her games waits for her, she moves at once, so that her
/// computer turns keep coming. Counts the computer's answers she saw.
async fn keep_busy(
    app: TestApp,
    token: String,
    games: Vec<String>,
    game: String,
    level: String,
    stop: Arc<AtomicBool>,
    answered: Arc<AtomicUsize>,
) {
    let tokens: BTreeMap<String, String> = [("ann".to_string(), token.clone())].into();
    let mut games = games;
    while !stop.load(Ordering::Relaxed) {
        for g in games.iter_mut() {
            let state = app.api_game_state(g, None).await;
            if state["status"] != "active" {
                *g = new_game(&app, &token, &game, &level).await;
            } else if state["to_move"] == "ann" {
                app.api_random_move(g, &tokens).await;
                answered.fetch_add(1, Ordering::Relaxed);
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Ben's side: `moves` times, he moves and waits for the computer's answer; the answer
/// times.
async fn answers(
    app: &TestApp,
    token: &str,
    game: &str,
    level: &str,
    moves: usize,
) -> Vec<Duration> {
    let tokens: BTreeMap<String, String> = [("ben".to_string(), token.to_string())].into();
    let mut game_id = new_game(app, token, game, level).await;
    let mut times = Vec::new();
    while times.len() < moves {
        // Wait for his turn (the computer may begin).
        let state = loop {
            let state = app.api_game_state(&game_id, None).await;
            if state["status"] != "active" || state["to_move"] == "ben" {
                break state;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        };
        if state["status"] != "active" {
            game_id = new_game(app, token, game, level).await;
            continue;
        }
        app.api_random_move(&game_id, &tokens).await;
        let moved = Instant::now();
        loop {
            let state = app.api_game_state(&game_id, None).await;
            let computer = state["to_move"]
                .as_str()
                .is_some_and(|p| p.contains("computer"));
            if state["status"] != "active" || !computer {
                // A move that ended the game, or his own next turn: only the latter is an
                // answer.
                if state["status"] == "active" {
                    times.push(moved.elapsed());
                }
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
    times
}

fn summary(times: &mut [Duration]) -> (Duration, Duration, Duration) {
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    let mean = times.iter().sum::<Duration>() / times.len() as u32;
    (at(0.5), mean, at(0.9))
}

#[tokio::main(flavor = "multi_thread")]
async fn main() {
    let args = parse_args();
    let mut alone: Vec<Duration> = Vec::new();
    let mut beside: Vec<Duration> = Vec::new();
    let mut served_to_ann = 0;
    let mut seconds_beside = 0.0;
    for round in 0..args.rounds {
        for busy in [false, true] {
            let app = site(args.games).await;
            let (stop_computers, computers) =
                maipenrai::service::computers::spawn(app.state.service.clone());
            let [ann, ben] = app.api_accounts(["ann", "ben"]).await;
            let stop = Arc::new(AtomicBool::new(false));
            let answered = Arc::new(AtomicUsize::new(0));
            let mut driver = None;
            let mut reviews = Vec::new();
            if busy && args.reviews {
                reviews = queue_reviews(&app, &args.game, args.games).await;
                tokio::time::sleep(Duration::from_secs(2)).await;
                answered.store(reviewed(&app, &reviews).await, Ordering::Relaxed);
            } else if busy {
                let mut games = Vec::new();
                for _ in 0..args.games {
                    games.push(new_game(&app, &ann, &args.game, &args.level).await);
                }
                driver = Some(tokio::spawn(keep_busy(
                    app.clone(),
                    ann,
                    games,
                    args.game.clone(),
                    args.level.clone(),
                    stop.clone(),
                    answered.clone(),
                )));
                // Let her queue fill.
                tokio::time::sleep(Duration::from_secs(2)).await;
            }
            let started = Instant::now();
            let mut times = answers(&app, &ben, &args.game, &args.level, args.moves).await;
            let took = started.elapsed();
            if busy && args.reviews {
                // Decisions reviewed while ben played.
                let before = answered.load(Ordering::Relaxed);
                let after = reviewed(&app, &reviews).await;
                answered.store(after - before, Ordering::Relaxed);
            }
            stop.store(true, Ordering::Relaxed);
            if let Some(d) = driver {
                d.await.expect("ann's side");
            }
            stop_computers.send(true).ok();
            computers.await.ok();
            let (median, mean, p90) = summary(&mut times);
            println!(
                "round {} {}: ben's answer median {median:.0?}, mean {mean:.0?}, p90 {p90:.0?} over {} moves in {took:.1?}{}",
                round + 1,
                match (busy, args.reviews) {
                    (false, _) => "alone",
                    (true, false) => "beside ann's games",
                    (true, true) => "beside reviews queued",
                },
                times.len(),
                if busy && args.reviews {
                    format!("; decisions reviewed meanwhile: {}", answered.load(Ordering::Relaxed))
                } else if busy {
                    format!("; ann saw {} answers", answered.load(Ordering::Relaxed))
                } else {
                    String::new()
                }
            );
            if busy {
                served_to_ann += answered.load(Ordering::Relaxed);
                seconds_beside += took.as_secs_f64();
                beside.extend(times);
            } else {
                alone.extend(times);
            }
        }
    }
    let (am, amean, a90) = summary(&mut alone);
    let (bm, bmean, b90) = summary(&mut beside);
    println!(
        "{} {} · ann {} games · {} cores (searches at once: the default)",
        args.game,
        args.level,
        args.games,
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    println!(
        "alone:  median {am:.0?}, mean {amean:.0?}, p90 {a90:.0?} ({} answers)",
        alone.len()
    );
    println!(
        "beside: median {bm:.0?}, mean {bmean:.0?}, p90 {b90:.0?} ({} answers)",
        beside.len()
    );
    println!(
        "ratio beside ÷ alone: median ×{:.2}, mean ×{:.2}, p90 ×{:.2}; {} meanwhile: {:.1} per second",
        bm.as_secs_f64() / am.as_secs_f64(),
        bmean.as_secs_f64() / amean.as_secs_f64(),
        b90.as_secs_f64() / a90.as_secs_f64(),
        if args.reviews {
            "decisions reviewed"
        } else {
            "ann's answers"
        },
        served_to_ann as f64 / seconds_beside
    );
}
