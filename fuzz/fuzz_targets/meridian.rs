//! Meridian: arbitrary text → `notation::parse` on positions of a seeded game (parsing never
//! panics; what parses prints back to the same turn), and arbitrary bytes → a stored log →
//! replay through the platform's adapter (never panics, whatever the log says).
#![no_main]

use libfuzzer_sys::fuzz_target;
use maipenrai::game::{self, LoadedGame};
use maipenrai::games;
use maipenrai::games::meridian::{moves, new_setup, notation, rules, start};
use rand::rngs::SmallRng;
use rand::SeedableRng;

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    // A position: 2–4 players, some random turns in.
    let players = 2 + first % 3;
    let mut rng = SmallRng::seed_from_u64(first as u64);
    let mut state = start(&new_setup(players, &mut rng)).unwrap();
    for _ in 0..(first / 8) {
        if state.result.is_some() {
            break;
        }
        let mv = moves::random_move(&state, state.to_move, &mut rng).unwrap();
        state = rules::apply(&state, state.to_move, &mv).unwrap().0;
    }
    if let Ok(text) = std::str::from_utf8(rest) {
        let seat = state.to_move;
        if let Ok(mv) = notation::parse(&state, seat, text) {
            let printed = notation::print(&state, seat, &mv);
            let again = notation::parse(&state, seat, &printed)
                .unwrap_or_else(|e| panic!("{text:?} parsed, but {printed:?} does not: {e}"));
            assert_eq!(again, mv, "{text:?} → {printed:?} reads back differently");
            let _ = rules::apply(&state, seat, &mv);
        }
    }
    // The bytes as a stored log: JSON lines, the first the setup.
    if let Ok(text) = std::str::from_utf8(rest) {
        let events: Vec<serde_json::Value> = text
            .lines()
            .filter_map(|l| serde_json::from_str(l).ok())
            .collect();
        let game_type = games::by_slug("meridian").unwrap();
        if let Ok(loaded) = game::load_log(game_type, &events) {
            let _ = loaded.status();
            let _ = loaded.legal_moves(0);
        }
    }
});
