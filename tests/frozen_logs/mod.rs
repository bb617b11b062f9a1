//! Reading the frozen game logs of `tests/fixtures/` (the King of Siam and Meridian
//! fixture tests share it): each file holds a finished game's stored `events` and the
//! `expected` digest of its final state.

use maipenrai::game::{LoadedGame, LogEvent, StoredMove};
use serde_json::Value;

/// Every `*.json` fixture in `dir` (relative to the crate), with its path, in name order.
pub fn fixtures(dir: &str) -> Vec<(String, Value)> {
    let dir = format!("{}/{dir}", env!("CARGO_MANIFEST_DIR"));
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

/// A stored log as the platform loads it: the setup and the moves.
pub fn split(events: &[Value]) -> (Value, Vec<StoredMove>) {
    let mut setup = Value::Null;
    let mut moves = Vec::new();
    for e in events {
        match serde_json::from_value::<LogEvent>(e.clone()).unwrap() {
            LogEvent::Setup { setup: s, .. } => setup = s,
            LogEvent::Move { seat, mv, reason } => moves.push(StoredMove { seat, mv, reason }),
        }
    }
    (setup, moves)
}

/// The log a loaded game exports, as the events it would be stored as.
pub fn exported(loaded: &dyn LoadedGame) -> Vec<Value> {
    let (setup, moves) = loaded.log();
    let mut events = vec![serde_json::to_value(LogEvent::Setup {
        setup,
        commitment: None,
    })
    .unwrap()];
    events.extend(moves.into_iter().map(|m| {
        serde_json::to_value(LogEvent::Move {
            seat: m.seat,
            mv: m.mv,
            reason: m.reason,
        })
        .unwrap()
    }));
    events
}
