//! Writes a Meridian game log for `tests/fixtures/meridian/`: a seeded random game in the
//! platform's log format, with its result and final board.
//!
//! `cargo run --example meridian_fixture -- <seed> <players>`

use maipenrai::game::LogEvent;
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
    let mut events = vec![serde_json::to_value(LogEvent::Setup {
        setup: serde_json::to_value(&setup).unwrap(),
    })
    .unwrap()];
    while state.result.is_none() {
        let seat = state.to_move;
        let mv = moves::random_move(&state, seat, &mut rng).unwrap();
        state = rules::apply(&state, seat, &mv).unwrap().0;
        events.push(
            serde_json::to_value(LogEvent::Move {
                seat,
                mv: serde_json::to_value(mv).unwrap(),
                reason: None,
            })
            .unwrap(),
        );
    }
    let fixture = serde_json::json!({
        "game": "meridian",
        "events": events,
        "expected": meridian::digest(&state),
    });
    println!("{}", serde_json::to_string_pretty(&fixture).unwrap());
}
