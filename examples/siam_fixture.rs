//! Writes a King of Siam game log for `tests/fixtures/`: a seeded random game in the
//! platform's log format plus a summary of its final state.
//!
//! `cargo run --example siam_fixture -- <seed> <siam|saba> <players> <original|open>`
//!
//! The players pass rarely, so games use most of their cards (and often meet R9).

mod fixture_log;

use fixture_log::FixtureLog;
use maipenrai::games::siam::Hands;
use maipenrai::games::siam::{self, moves, rules, BoardId, Move};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [seed, board, players, hands] = args.as_slice() else {
        eprintln!("usage: siam_fixture <seed> <siam|saba> <players> <original|open>");
        std::process::exit(2);
    };
    let seed: u64 = seed.parse().expect("seed is a number");
    let board = BoardId::parse(board).expect("board is siam or saba");
    let players: u8 = players.parse().expect("players is 2, 3 or 4");
    let hands = Hands::parse(hands).expect("hands is original or open");
    let mut rng = SmallRng::seed_from_u64(seed);
    let setup = siam::new_setup(board, players, hands, &mut rng);
    let mut state = siam::start(&setup).expect("valid setup");
    let mut log = FixtureLog::new(&setup);
    while state.result.is_none() {
        let seat = state.to_move as usize;
        let mut mv = moves::random_move(&state, seat, &mut rng).unwrap();
        for _ in 0..4 {
            if mv != Move::Pass || rng.gen_bool(0.3) {
                break;
            }
            mv = moves::random_move(&state, seat, &mut rng).unwrap();
        }
        state = rules::apply(&state, seat, &mv).unwrap().0;
        log.push(seat, &mv);
    }
    log.print("king-of-siam", state.digest());
}
