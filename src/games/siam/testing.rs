//! Test helpers for King of Siam games played through the real router
//! ([`crate::http::testing::TestApp`]).

use crate::http::testing::TestApp;

/// King of Siam invitations in one call.
#[allow(async_fn_in_trait)]
pub trait SiamTestApp {
    /// Creates a King of Siam invitation (`board`: siam or saba, `hands`: original or
    /// open) with the first token and joins with the others; returns the code and, when
    /// every seat is taken, the game id.
    async fn api_game(
        &self,
        tokens: &[&str],
        players: usize,
        board: &str,
        hands: &str,
    ) -> (String, Option<String>);
}

impl SiamTestApp for TestApp {
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
        self.api_game_with(tokens, body).await
    }
}
