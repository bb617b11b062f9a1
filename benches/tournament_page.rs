//! The tournament page of a 256-player event (issue 43): the real app in-process on a fresh
//! SQLite file, 256 players in a Swiss of King of Siam at two-player tables over four
//! rounds, three rounds played (in each game one player, picked at random with a fixed
//! seed, resigns) and round 4 running. Measures `GET /tournaments/{code}` read anonymously
//! and by a signed-in player, `GET /tournaments/{code}/results.json` and
//! `GET /api/v1/tournaments/{code}`, and, as a baseline, `GET /games/{id}` of one of its
//! games. Run with `cargo bench --bench tournament_page`; figures are recorded in
//! docs/performance.md.

use axum::http::StatusCode;
use criterion::{criterion_group, criterion_main, Criterion};
use maipenrai::clock::TestClock;
use maipenrai::config::Config;
use maipenrai::game::GameOptions;
use maipenrai::http::testing::{Browser, TestApp, PASSWORD};
use maipenrai::http::{app, AppState};
use maipenrai::service::tournaments::TournamentForm;
use maipenrai::store::tournaments::{TournamentFormat, TournamentStatus};
use maipenrai::store::User;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::HashMap;
use std::path::PathBuf;
use std::time::Duration;
use tokio::runtime::Runtime;
use uuid::Uuid;

const PLAYERS: usize = 256;
const ROUNDS: u32 = 4;
/// Rounds played to their end before measuring; the next one is left running.
const PLAYED: u32 = 3;

/// The app and the event the benchmarks read.
struct Event {
    app: TestApp,
    code: String,
    /// A game of the running round.
    game_id: Uuid,
    /// Signed in as the first player.
    player: Browser,
    /// The name of a player the page must show.
    name: String,
    folder: PathBuf,
}

fn username(n: usize) -> String {
    format!("p{n:03}")
}

/// Builds the app on a fresh SQLite file and plays the event up to round 4.
async fn event() -> Event {
    let folder = std::env::temp_dir().join(format!("maipenrai-bench-{}", Uuid::new_v4().simple()));
    let url = format!("sqlite://{}", folder.join("bench.db").display());
    let store = maipenrai::store::connect(&url)
        .await
        .unwrap_or_else(|e| panic!("cannot open {url}: {e:#}"));
    let clock = TestClock::starting_now();
    let state = AppState::with_clock(store, Config::for_tests(&url), clock.clone());
    let app = TestApp {
        router: app(state.clone()),
        state,
    };
    let service = &app.state.service;

    // The first player has a real password (to sign in); the others are made directly.
    let mut users: Vec<User> = vec![service
        .create_account(&username(1), PASSWORD, None)
        .await
        .unwrap()];
    for n in 2..=PLAYERS {
        let hash = format!("bench-{n}");
        users.push(
            app.state
                .store
                .create_user(&username(n), &hash)
                .await
                .unwrap(),
        );
    }
    let by_id: HashMap<Uuid, &User> = users.iter().map(|u| (u.user_id, u)).collect();

    let form = TournamentForm {
        name: "Benchmark open".into(),
        game: "king-of-siam".into(),
        options: GameOptions {
            players: 2,
            rated: true,
            ..GameOptions::default()
        },
        format: TournamentFormat::Swiss,
        rounds: Some(ROUNDS),
        advance: None,
        groups: None,
        min_players: PLAYERS as u32,
        max_players: PLAYERS as u32,
        deadline_days: 2,
        round_days: 7,
        listed: true,
        signup_days: 3,
        organiser_plays: true,
    };
    let tournament = service.create_tournament(&users[0], &form).await.unwrap();
    let code = tournament.code;
    for user in &users[1..] {
        service.enter_tournament(&code, user).await.unwrap();
    }
    clock.advance(time::Duration::days(3));
    assert_eq!(
        service.move_tournaments().await.unwrap(),
        1,
        "round 1 paired"
    );

    let mut rng = StdRng::seed_from_u64(43);
    for round in 1..=PLAYED {
        let view = service.tournament(&code).await.unwrap();
        let current = view.rounds.last().unwrap();
        assert_eq!(current.round, round);
        let tables = current.tables();
        assert_eq!(tables.len(), PLAYERS / 2, "round {round}");
        for (game_id, seats) in tables {
            let loser = by_id[&seats[rng.gen_range(0..seats.len())].user_id];
            service.resign(game_id, loser).await.unwrap();
        }
        assert_eq!(
            service.move_tournaments().await.unwrap(),
            1,
            "round {} paired",
            round + 1
        );
    }
    let view = service.tournament(&code).await.unwrap();
    assert_eq!(view.tournament.status, TournamentStatus::Running);
    assert_eq!(view.rounds.len(), PLAYED as usize + 1);
    let running = view.rounds.last().unwrap();
    assert!(running.finished_at.is_none());
    let game_id = running.tables()[0].0;

    let player = app.browser();
    let res = player.log_in(&username(1), PASSWORD).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    Event {
        code,
        game_id,
        player,
        name: username(PLAYERS),
        folder,
        app,
    }
}

fn tournament_page(c: &mut Criterion) {
    let rt = Runtime::new().unwrap();
    let started = std::time::Instant::now();
    let event = rt.block_on(event());
    eprintln!(
        "set up a 256-player Swiss with {PLAYED} rounds played in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    let anonymous = event.app.browser();
    let page = format!("/tournaments/{}", event.code);
    let results = format!("/tournaments/{}/results.json", event.code);
    let api = format!("/api/v1/tournaments/{}", event.code);
    let game = format!("/games/{}", event.game_id);

    // Each answers, once, outside the timing.
    rt.block_on(async {
        for (browser, path) in [
            (&anonymous, &page),
            (&event.player, &page),
            (&anonymous, &results),
            (&anonymous, &api),
            (&anonymous, &game),
        ] {
            let res = browser.get(path).await;
            assert_eq!(res.status, StatusCode::OK, "{path}: {}", res.body);
            eprintln!("{path}: {} bytes", res.body.len());
        }
        let res = anonymous.get(&page).await;
        res.assert_contains(&event.name);
        let res = event.player.get(&page).await;
        res.assert_contains(&event.name);
        assert!(
            res.body.contains("/logout"),
            "the player's page is read signed in"
        );
        let json = anonymous.get(&api).await.json();
        assert!(json.to_string().contains(&event.name));
    });

    let mut group = c.benchmark_group("tournament page, 256 players, round 4 of 4");
    group.sample_size(20);
    group.measurement_time(Duration::from_secs(10));
    for (name, browser, path) in [
        ("GET /tournaments/{code}, anonymous", &anonymous, &page),
        (
            "GET /tournaments/{code}, signed-in player",
            &event.player,
            &page,
        ),
        ("GET /tournaments/{code}/results.json", &anonymous, &results),
        ("GET /api/v1/tournaments/{code}", &anonymous, &api),
        ("GET /games/{id} (baseline)", &anonymous, &game),
    ] {
        group.bench_function(name, |b| b.iter(|| rt.block_on(browser.get(path)).status));
    }
    group.finish();
    std::fs::remove_dir_all(&event.folder).ok();
}

criterion_group!(benches, tournament_page);
criterion_main!(benches);
