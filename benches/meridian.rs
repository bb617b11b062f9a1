//! Meridian benchmarks: replaying the frozen 3- and 4-player games (engine alone and from
//! the stored JSON through the platform's adapter, as every page view does) and one random
//! playout from setup to the end. Targets (issue 14): replay < 10 µs, playout < 20 µs.
//! Run with `cargo bench --bench meridian`; figures are recorded in docs/performance.md.

mod recorded;

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use maipenrai::game::Game;
use maipenrai::games::meridian::{self, moves, rules, Meridian};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use recorded::Recorded;

/// The frozen game for 3 or 4 players.
fn recorded(players: u8) -> Recorded {
    Recorded::new(match players {
        3 => include_str!("../tests/fixtures/meridian/meridian-3-players.json"),
        _ => include_str!("../tests/fixtures/meridian/meridian-4-players.json"),
    })
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
        let (setup, log) = recorded(players).game::<Meridian>();
        c.bench_function(
            &format!("meridian: replay recorded {players}-player game"),
            |b| b.iter(|| Meridian::replay(black_box(&setup), black_box(&log)).unwrap()),
        );
    }
    let three = recorded(3);
    let events = three.texts();
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
    let (setup, _) = three.game::<Meridian>();
    let state = meridian::start(&setup).unwrap();
    c.bench_function("meridian baseline: clone one state", |b| {
        b.iter(|| black_box(&state).clone())
    });
}

criterion_group!(benches, meridian_benches);
criterion_main!(benches);
