//! King of Siam invitations in one call, for the tests that play it through the real
//! router ([`maipenrai::http::testing::TestApp`]). Test code, so it may name the game; the
//! game's folder itself does not reach into the web layer.

use maipenrai::games::siam::KingOfSiam;
use maipenrai::http::testing::TestApp;

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
            "game": KingOfSiam::SLUG_STR,
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
