//! Frozen Meridian logs (2, 3 and 4 players) that must replay to the same end forever. A
//! failure means a stored game would now replay differently: fix the engine, never the
//! fixture. New ones: `cargo run --example meridian_fixture -- <seed> <players>`.

mod frozen_logs;

use frozen_logs::{exported, fixtures, split};
use maipenrai::game::{self, LoadedGame};
use maipenrai::games;
use maipenrai::games::meridian::{self, Meridian};

#[test]
fn every_frozen_meridian_log_replays_to_its_recorded_end() {
    let all = fixtures("tests/fixtures/meridian");
    assert_eq!(all.len(), 3, "one log each for 2, 3 and 4 players");
    for (name, fixture) in all {
        let events = fixture["events"].as_array().unwrap();
        let (setup, moves) = split(events);
        let loaded = game::Loaded::<Meridian>::from_log(&setup, &moves)
            .unwrap_or_else(|e| panic!("{name} no longer replays: {e}"));
        assert!(loaded.state.result.is_some(), "{name} is a finished game");
        assert_eq!(
            meridian::digest(&loaded.state),
            fixture["expected"],
            "{name} ends differently"
        );
        // Through the platform's adapter too, with the export equal to the stored log.
        let game = games::by_slug("meridian").unwrap();
        let adapted: Box<dyn LoadedGame> = game::load_log(game, events).unwrap();
        assert_eq!(
            &exported(adapted.as_ref()),
            events,
            "{name}: export is not the stored log"
        );
    }
}
