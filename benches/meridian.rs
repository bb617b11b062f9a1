//! Meridian benchmarks: replaying the frozen 3- and 4-player games (engine alone and from
//! the stored JSON through the platform's adapter, as every page view does) and one random
//! playout from setup to the end. Targets (issue 14): replay < 10 µs, playout < 20 µs.
//! Run with `cargo bench --bench meridian`; figures are recorded in docs/performance.md.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use maipenrai::game::{Game, LogEvent};
use maipenrai::games::meridian::{self, moves, rules, Meridian, Move, Setup};
use rand::rngs::SmallRng;
use rand::SeedableRng;

fn fixture(players: u8) -> Vec<serde_json::Value> {
    let text = match players {
        3 => include_str!("../tests/fixtures/meridian/meridian-3-players.json"),
        _ => include_str!("../tests/fixtures/meridian/meridian-4-players.json"),
    };
    let fixture: serde_json::Value = serde_json::from_str(text).unwrap();
    fixture["events"].as_array().unwrap().clone()
}

fn recorded_game(players: u8) -> (Setup, Vec<(usize, Move)>) {
    let mut setup = None;
    let mut log = Vec::new();
    for e in fixture(players) {
        match serde_json::from_value::<LogEvent>(e).unwrap() {
            LogEvent::Setup { setup: s } => setup = Some(serde_json::from_value(s).unwrap()),
            LogEvent::Move { seat, mv, .. } => {
                log.push((seat, serde_json::from_value(mv).unwrap()))
            }
        }
    }
    (setup.unwrap(), log)
}

fn playout(rng: &mut SmallRng, players: u8) -> usize {
    let setup = meridian::new_setup(players, rng);
    let mut state = meridian::start(&setup).unwrap();
    let mut n = 0;
    while state.result.is_none() {
        let seat = state.to_move;
        let mv = moves::random_move(&state, seat, rng).unwrap();
        state = rules::apply(&state, seat, &mv).unwrap().0;
        n += 1;
    }
    n
}

fn meridian_benches(c: &mut Criterion) {
    for players in [3, 4] {
        let (setup, log) = recorded_game(players);
        c.bench_function(
            &format!("meridian: replay recorded {players}-player game"),
            |b| b.iter(|| Meridian::replay(black_box(&setup), black_box(&log)).unwrap()),
        );
    }
    let events: Vec<String> = fixture(3).iter().map(|e| e.to_string()).collect();
    let events: Vec<&str> = events.iter().map(String::as_str).collect();
    let game = maipenrai::games::by_slug("meridian").unwrap();
    c.bench_function(
        "meridian: read the stored 3-player log and replay it (adapter)",
        |b| b.iter(|| game.load_texts(black_box(&events)).unwrap()),
    );
    let mut rng = SmallRng::seed_from_u64(42);
    for players in [2, 3, 4] {
        c.bench_function(
            &format!("meridian: random playout {players} players"),
            |b| b.iter(|| playout(&mut rng, players)),
        );
    }
    let (setup, _) = recorded_game(3);
    let state = meridian::start(&setup).unwrap();
    c.bench_function("meridian baseline: clone one state", |b| {
        b.iter(|| black_box(&state).clone())
    });
}

criterion_group!(benches, meridian_benches);
criterion_main!(benches);
