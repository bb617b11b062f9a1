//! Extra panels that other features add to the game page, rendered to HTML here so the
//! game page only has to place them: move deadlines, absences and votes (see
//! docs/notifications.md). Each panel is built from what the viewer may see.

use super::auth::WebUser;
use super::AppState;
use crate::service::GameState;

/// HTML to show on the game page beside whose turn it is (empty when there is nothing to
/// say, e.g. a game without a move deadline).
pub async fn game_panel(_state: &AppState, _game: &GameState, _user: Option<&WebUser>) -> String {
    String::new()
}
