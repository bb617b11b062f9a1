//! Test helpers for King of Siam: games played through the real router
//! ([`crate::http::testing::TestApp`]) and checks on the engine's state.

use super::State;
use crate::http::testing::TestApp;

/// Every follower of each colour, wherever it is: in the provinces, the pool and the
/// players' supplies. A game never creates or loses one (16 of each with 2 players, else 18).
pub fn follower_totals(state: &State) -> [u32; 3] {
    let mut t = [0u32; 3];
    for f in 0..3 {
        t[f] = state.provinces.iter().map(|c| c[f] as u32).sum::<u32>()
            + state.pool[f] as u32
            + state.seats[..state.n()]
                .iter()
                .map(|p| p.followers[f] as u32)
                .sum::<u32>();
    }
    t
}

/// King of Siam invitations in one call.
#[allow(async_fn_in_trait)]
pub trait SiamTestApp {
    /// The app the invitations are made in.
    fn app(&self) -> &TestApp;

    /// Creates a King of Siam invitation (`board`: siam or saba, `hands`: original or
    /// open) with the first token and joins with the others; returns the code and, when
    /// every seat is taken, the game id.
    async fn api_game(
        &self,
        tokens: &[&str],
        players: usize,
        board: &str,
        hands: &str,
    ) -> (String, Option<String>) {
        let body = serde_json::json!({
            "game": super::KingOfSiam::SLUG_STR,
            "board": board,
            "players": players,
            "hands": hands,
        });
        self.app().api_game_with(tokens, body).await
    }
}

impl SiamTestApp for TestApp {
    fn app(&self) -> &TestApp {
        self
    }
}
