//! Frozen game logs that must replay to the same final state forever ("legacy" tests).
//! A failure here means a stored game would now replay differently: fix the engine, never
//! the fixture. New fixtures: `cargo run --example siam_fixture -- <seed> <board> <n> <hands>`.

use maipenrai::game::{self, LoadedGame, LogEvent, StoredMove};
use maipenrai::games;
use maipenrai::games::siam::KingOfSiam;
use serde_json::Value;

fn fixtures() -> Vec<(String, Value)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");
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

fn split(events: &[Value]) -> (Value, Vec<StoredMove>) {
    let mut setup = Value::Null;
    let mut moves = Vec::new();
    for e in events {
        match serde_json::from_value::<LogEvent>(e.clone()).unwrap() {
            LogEvent::Setup { setup: s } => setup = s,
            LogEvent::Move { seat, mv, reason } => moves.push(StoredMove { seat, mv, reason }),
        }
    }
    (setup, moves)
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
        let (setup, moves) = loaded.log();
        let mut again = vec![serde_json::to_value(LogEvent::Setup { setup }).unwrap()];
        again.extend(moves.into_iter().map(|m| {
            serde_json::to_value(LogEvent::Move {
                seat: m.seat,
                mv: m.mv,
                reason: m.reason,
            })
            .unwrap()
        }));
        assert_eq!(again, events, "{name}: export is not the stored log");
    }
}
