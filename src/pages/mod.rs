//! The page models: what each page of the site shows, built from what the handler loaded
//! (the game as its viewer may see it, the viewer, the query, the chat, …) without a
//! router, a request or a database. The decisions and the wording live here: the status
//! line and the title of a game page, which of its panels show, the recap and history
//! rows, the result panel, a profile's lists and the lobby's rows. A handler in
//! [`crate::http`] loads (the service calls), builds the model here, renders its template
//! and answers; nothing here names a game.
//!
//! - `game`: the game page; `history`: a game's history, its log and each step's page;
//!   `result`: the result panel both show; `profile`: a player's profile; `lobby`: the
//!   lobby, the welcome page and the rows of games and invitations other lists share.

pub mod game;
pub mod history;
pub mod lobby;
pub mod profile;
pub mod result;
pub mod review;
pub mod tournament;

use crate::game::text::site;
use crate::game::{Message, Seat};
use crate::local_time;
use time::OffsetDateTime;

/// A seat without a player's name: "seat 2".
pub fn seat_name(seat: Seat) -> String {
    site(&Message::new("games-seat").arg("seat", seat + 1))
}

/// The messages once each, in the order they first appear, with how often they
/// occurred: a move that ends a game of automatic skips would otherwise repeat "Bob has
/// no cards left and is skipped" once per struggle.
pub fn condense(messages: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut counted: Vec<(String, usize)> = Vec::new();
    for m in messages {
        match counted.iter_mut().find(|(seen, _)| *seen == m) {
            Some((_, n)) => *n += 1,
            None => counted.push((m, 1)),
        }
    }
    // The count leads, so that it is not read as part of the sentence ("… struggle ended
    // (3 times)" read as one struggle ending three times).
    counted
        .into_iter()
        .map(|(m, n)| match n {
            1 => m,
            n => site(
                &Message::new("games-times")
                    .arg("count", n)
                    .arg("message", m),
            ),
        })
        .collect()
}

/// "3 hours ago", "now", "2 days ago", in the page's language.
pub fn ago(when: OffsetDateTime) -> String {
    local_time::ago(when, OffsetDateTime::now_utc())
}

/// A date and time for lists, in the reader's zone ([`local_time::in_zone`]).
pub fn date(when: OffsetDateTime) -> String {
    local_time::format(when, None)
}

#[cfg(test)]
pub(crate) mod testing;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeated_messages_are_told_once_with_their_count() {
        let m = |s: &str| s.to_string();
        let said = condense([
            m("Ann has no cards left and is skipped."),
            m("Bob is skipped — struggle ended."),
            m("Struggle 3: Lan Na goes to the Rama."),
            m("Ann has no cards left and is skipped."),
            m("Bob is skipped — struggle ended."),
            m("Struggle 4: Kedah goes to the Lao."),
            m("Ann has no cards left and is skipped."),
        ]);
        assert_eq!(
            said,
            [
                "Three times: Ann has no cards left and is skipped.",
                "Two times: Bob is skipped — struggle ended.",
                "Struggle 3: Lan Na goes to the Rama.",
                "Struggle 4: Kedah goes to the Lao.",
            ]
        );
    }
}
