//! Arbitrary text → `notation::parse` on both maps. Parsing must never panic, and whatever
//! parses must print canonically and read back as the same move (print → parse round trip,
//! printing idempotent).
#![no_main]

use libfuzzer_sys::fuzz_target;
use maipenrai::games::siam::{notation, BoardId};

fuzz_target!(|text: &str| {
    for id in [BoardId::Siam, BoardId::Saba] {
        let board = id.board();
        let Ok(mv) = notation::parse(board, text) else {
            continue;
        };
        // Parsing yields the canonical form (sorted swap sides and placements).
        assert_eq!(
            mv,
            mv.canonical(),
            "{id:?}: parse({text:?}) is not canonical"
        );
        let printed = notation::print(board, &mv);
        let again = notation::parse(board, &printed).unwrap_or_else(|e| {
            panic!("{id:?}: {text:?} parsed, but its printed form {printed:?} does not: {e}")
        });
        assert_eq!(
            again, mv,
            "{id:?}: {text:?} → {printed:?} reads back differently"
        );
        assert_eq!(
            notation::print(board, &again),
            printed,
            "{id:?}: printing is not idempotent for {text:?}"
        );
    }
});
