//! A game log in the platform's stored format, written out as a fixture for `tests/fixtures/`
//! (shared by the fixture examples of every game).

use maipenrai::game::{LogEvent, Seat};
use serde::Serialize;
use serde_json::Value;

/// The events of a game as stored: the setup first, then one event per move.
pub struct FixtureLog {
    events: Vec<Value>,
}

impl FixtureLog {
    /// A log that starts with this setup.
    pub fn new(setup: &impl Serialize) -> FixtureLog {
        let setup = LogEvent::Setup {
            setup: serde_json::to_value(setup).unwrap(),
            commitment: None,
        };
        FixtureLog {
            events: vec![serde_json::to_value(setup).unwrap()],
        }
    }

    /// Records `seat`'s move.
    pub fn push(&mut self, seat: Seat, mv: &impl Serialize) {
        let event = LogEvent::Move {
            seat,
            mv: serde_json::to_value(mv).unwrap(),
            reason: None,
        };
        self.events.push(serde_json::to_value(event).unwrap());
    }

    /// Prints the fixture: the game's slug, the events and the digest of the final state
    /// that a replay must reach.
    pub fn print(self, game: &str, expected: Value) {
        let fixture = serde_json::json!({
            "game": game,
            "events": self.events,
            "expected": expected,
        });
        println!("{}", serde_json::to_string_pretty(&fixture).unwrap());
    }
}
