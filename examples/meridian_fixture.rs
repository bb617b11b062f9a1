//! Writes a Meridian game log for `tests/fixtures/meridian/`: a seeded random game in the
//! platform's log format, with its result and final board.
//!
//! `cargo run --example meridian_fixture -- <seed> <players>`

mod fixture_log;

use fixture_log::FixtureLog;
use maipenrai::games::meridian::{self, moves, rules};
use rand::rngs::SmallRng;
use rand::SeedableRng;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [seed, players] = args.as_slice() else {
        eprintln!("usage: meridian_fixture <seed> <players>");
        std::process::exit(2);
    };
    let seed: u64 = seed.parse().expect("seed is a number");
    let players: u8 = players.parse().expect("players is 2, 3 or 4");
    let mut rng = SmallRng::seed_from_u64(seed);
    let setup = meridian::new_setup(players, &mut rng);
    let mut state = meridian::start(&setup).expect("valid setup");
    let mut log = FixtureLog::new(&setup);
    while state.result.is_none() {
        let seat = state.to_move;
        let mv = moves::random_move(&state, seat, &mut rng).unwrap();
        state = rules::apply(&state, seat, &mv).unwrap().0;
        log.push(seat, &mv);
    }
    log.print("meridian", meridian::digest(&state));
}
