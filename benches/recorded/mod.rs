//! A frozen game of `tests/fixtures/` as the benchmarks replay it (shared by the engine
//! benchmarks of every game).

use maipenrai::game::{Game, Loaded, Seat};

/// A fixture's stored events, each as the JSON text the database returns (keys sorted).
pub struct Recorded {
    events: Vec<String>,
}

impl Recorded {
    /// Reads a fixture file's text.
    pub fn new(fixture: &str) -> Recorded {
        let fixture: serde_json::Value = serde_json::from_str(fixture).unwrap();
        let events = fixture["events"].as_array().unwrap();
        Recorded {
            events: events.iter().map(|e| e.to_string()).collect(),
        }
    }

    /// The stored events as the platform's adapter reads them.
    pub fn texts(&self) -> Vec<&str> {
        self.events.iter().map(String::as_str).collect()
    }

    /// The same game as the engine's own setup and moves.
    pub fn game<G: Game>(&self) -> (G::Setup, Vec<(Seat, G::Move)>) {
        let loaded = Loaded::<G>::from_texts(&self.texts()).unwrap();
        (loaded.setup.clone(), loaded.moves())
    }
}
