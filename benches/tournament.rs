//! Tournament pairing: a Swiss round of 1,000 players at tables of two, three and four
//! (after three rounds, standings shuffled within score groups of 50), and the whole
//! schedule of a 24-player round robin at tables of four. Run with
//! `cargo bench --bench tournament`; figures are recorded in docs/performance.md.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use maipenrai::tournament::pairing::{round_robin, swiss, Blocks, History};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;

/// The standings after `rounds` Swiss rounds of `players` at tables of `size`, and who
/// has met whom: rankings kept in blocks of 50 (score groups) shuffled each round.
fn after_rounds(players: usize, size: usize, rounds: usize) -> (Vec<usize>, History) {
    let mut rng = StdRng::seed_from_u64(7);
    let mut ranking: Vec<usize> = (0..players).collect();
    let mut history = History::default();
    for _ in 0..rounds {
        for group in ranking.chunks_mut(50) {
            group.shuffle(&mut rng);
        }
        let round = swiss(&ranking, size, &history, &Blocks::default()).unwrap();
        history.record(&round);
    }
    for group in ranking.chunks_mut(50) {
        group.shuffle(&mut rng);
    }
    (ranking, history)
}

fn pairing(c: &mut Criterion) {
    for size in [2, 3, 4] {
        let (ranking, history) = after_rounds(1000, size, 3);
        let blocks = Blocks::default();
        c.bench_function(
            &format!("swiss: round 4 of 1,000 players at tables of {size}"),
            |b| b.iter(|| swiss(black_box(&ranking), size, &history, &blocks).unwrap()),
        );
    }
    c.bench_function("round robin: 24 players at tables of 4", |b| {
        b.iter(|| round_robin(black_box(24), 4, &Blocks::default(), 1).unwrap())
    });
}

criterion_group!(benches, pairing);
criterion_main!(benches);
