//! Engine benchmarks: replaying a recorded 3-player game (also from its stored JSON, as
//! every page view does), one random playout from setup to the end, and full legal-move
//! enumeration at a busy position.
//! Run with `cargo bench --bench engine`; figures are recorded in docs/performance.md.

mod recorded;

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use maipenrai::game::Game;
use maipenrai::games::siam::Hands;
use maipenrai::games::siam::{self, moves, rules, KingOfSiam};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use recorded::Recorded;

/// The frozen 3-player game that plays 23 of 24 cards.
fn recorded() -> Recorded {
    Recorded::new(include_str!(
        "../tests/fixtures/siam-1-siam-3p-original.json"
    ))
}

fn playout(rng: &mut SmallRng, players: u8) -> usize {
    let setup = siam::new_setup(siam::BoardId::Siam, players, Hands::Original, rng);
    let mut state = siam::start(&setup).unwrap();
    let mut n = 0;
    while state.result.is_none() {
        let seat = state.to_move as usize;
        let mv = moves::random_move(&state, seat, rng).unwrap();
        state = rules::apply(&state, seat, &mv).unwrap().0;
        n += 1;
    }
    n
}

/// A position early in a 3-player game where every card is still in hand and the
/// provinces are full: the most moves to enumerate.
fn busy_position() -> (siam::State, usize) {
    let (setup, log) = recorded().game::<KingOfSiam>();
    let mut state = siam::start(&setup).unwrap();
    for (seat, mv) in log.iter().take(2) {
        state = rules::apply(&state, *seat, mv).unwrap().0;
    }
    let seat = state.to_move as usize;
    (state, seat)
}

fn benches(c: &mut Criterion) {
    let recorded = recorded();
    let (setup, log) = recorded.game::<KingOfSiam>();
    c.bench_function("replay recorded 3-player game", |b| {
        b.iter(|| KingOfSiam::replay(black_box(&setup), black_box(&log)).unwrap())
    });
    // The same game from its stored JSON, keys sorted as the database returns them.
    let events = recorded.texts();
    let game = maipenrai::games::all()[0];
    c.bench_function(
        "read the stored log and replay it (platform adapter)",
        |b| b.iter(|| game.load_texts(black_box(&events)).unwrap()),
    );
    let mut rng = SmallRng::seed_from_u64(42);
    c.bench_function("random playout 3 players", |b| {
        b.iter(|| playout(&mut rng, 3))
    });
    c.bench_function("random playout 4 players", |b| {
        b.iter(|| playout(&mut rng, 4))
    });
    let (state, seat) = busy_position();
    c.bench_function("legal-move enumeration, busy position", |b| {
        b.iter(|| moves::legal_moves(black_box(&state), seat).len())
    });
    // Baseline in the same run: cloning a state (the cheapest thing a move does).
    c.bench_function("baseline: clone one state", |b| {
        b.iter(|| black_box(&state).clone())
    });
}

criterion_group!(engine, benches);
criterion_main!(engine);
