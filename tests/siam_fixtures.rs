//! Frozen game logs that must replay to the same final state forever ("legacy" tests).
//! A failure here means a stored game would now replay differently: fix the engine, never
//! the fixture. New fixtures: `cargo run --example siam_fixture -- <seed> <board> <n> <hands>`.

mod frozen_logs;

use frozen_logs::{exported, split};
use maipenrai::game::{self, LoadedGame};
use maipenrai::games;
use maipenrai::games::siam::KingOfSiam;
use serde_json::Value;

fn fixtures() -> Vec<(String, Value)> {
    frozen_logs::fixtures("tests/fixtures")
}

#[test]
fn every_frozen_log_replays_to_its_recorded_end() {
    let all = fixtures();
    assert!(all.len() >= 6, "fixtures are missing");
    for (name, fixture) in all {
        let events = fixture["events"].as_array().unwrap();
        let (setup, moves) = split(events);
        let loaded = game::Loaded::<KingOfSiam>::from_log(&setup, &moves)
            .unwrap_or_else(|e| panic!("{name} no longer replays: {e}"));
        assert_eq!(
            loaded.state.digest(),
            fixture["expected"],
            "{name} ends differently"
        );
        assert!(loaded.state.result.is_some(), "{name} is a finished game");
    }
}

#[test]
fn frozen_logs_load_through_the_platform_adapter_and_round_trip() {
    for (name, fixture) in fixtures() {
        let events = fixture["events"].as_array().unwrap().clone();
        let game = games::by_slug("king-of-siam").unwrap();
        let loaded: Box<dyn LoadedGame> = game::load_log(game, &events).unwrap();
        assert_eq!(loaded.moves_len() + 1, events.len(), "{name}");
        assert_eq!(
            exported(loaded.as_ref()),
            events,
            "{name}: export is not the stored log"
        );
    }
}
