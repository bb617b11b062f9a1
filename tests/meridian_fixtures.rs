//! Frozen Meridian logs (2, 3 and 4 players) that must replay to the same end forever. A
//! failure means a stored game would now replay differently: fix the engine, never the
//! fixture. New ones: `cargo run --example meridian_fixture -- <seed> <players>`.

use maipenrai::game::{self, LoadedGame, LogEvent, StoredMove};
use maipenrai::games;
use maipenrai::games::meridian::{self, Meridian};
use serde_json::Value;

fn fixtures() -> Vec<(String, Value)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/meridian");
    let mut out: Vec<(String, Value)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (
                p.display().to_string(),
                serde_json::from_str(&text).unwrap(),
            )
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

#[test]
fn every_frozen_meridian_log_replays_to_its_recorded_end() {
    let all = fixtures();
    assert_eq!(all.len(), 3, "one log each for 2, 3 and 4 players");
    for (name, fixture) in all {
        let events = fixture["events"].as_array().unwrap();
        let mut setup = Value::Null;
        let mut moves = Vec::new();
        for e in events {
            match serde_json::from_value::<LogEvent>(e.clone()).unwrap() {
                LogEvent::Setup { setup: s } => setup = s,
                LogEvent::Move { seat, mv, reason } => moves.push(StoredMove { seat, mv, reason }),
            }
        }
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
        let (setup, moves) = adapted.log();
        let mut again = vec![serde_json::to_value(LogEvent::Setup { setup }).unwrap()];
        again.extend(moves.into_iter().map(|m| {
            serde_json::to_value(LogEvent::Move {
                seat: m.seat,
                mv: m.mv,
                reason: m.reason,
            })
            .unwrap()
        }));
        assert_eq!(&again, events, "{name}: export is not the stored log");
    }
}
