//! Meridian's board in words ([`GameWeb::board_text`](crate::game::GameWeb)): the towers on
//! each meridian as the board's titles tell them, the islands with who holds each and why,
//! and the players as their panels show them.

use super::board::{city_title, island_title};
use super::{island_rows, say, seat_panels};
use crate::game::{BoardItem, BoardSection, BoardText, Message, Seat};
use crate::games::meridian::view::View;

/// "Label: value" in the page's language.
fn fact(label: &'static str, value: String) -> String {
    say(Message::new("board-fact")
        .arg("label", say(Message::new(label)))
        .arg("value", value))
}

/// Card labels in a line, or `none` (a message id) without any.
fn card_list(cards: &[String], none: &'static str) -> String {
    if cards.is_empty() {
        say(Message::new(none))
    } else {
        cards.join(", ")
    }
}

pub(super) fn board_text(view: &View, names: &[String], me: Option<Seat>) -> BoardText {
    let mut meridians = BoardSection::new(say(Message::new("board-meridians")));
    for meridian in 1..=10u8 {
        let towers: Vec<String> = (view.cities.iter())
            .filter(|c| c.meridian == meridian && c.tower.is_some())
            .map(|c| city_title(c, names))
            .collect();
        let mut item = BoardItem::new(say(Message::new("board-meridian")
            .arg("meridian", meridian)
            .arg("count", towers.len())));
        for tower in towers {
            item = item.detail(tower);
        }
        meridians = meridians.item(item);
    }
    let mut islands = BoardSection::new(say(Message::new("board-islands")));
    for (island, row) in view.islands.iter().zip(island_rows(view, names)) {
        let garrisons: Vec<String> = (row.garrisons.iter())
            .map(|g| format!("{} {}", g.name, g.value))
            .collect();
        islands = islands.item(
            BoardItem::new(island_title(island, names))
                .detail(row.why)
                .detail(row.capital_tower)
                .detail(if garrisons.is_empty() {
                    String::new()
                } else {
                    fact("islands-garrisons", garrisons.join(", "))
                }),
        );
    }
    let mut players = BoardSection::new(say(Message::new("players")));
    for s in seat_panels(view, names, me) {
        let mut heading = s.name.clone();
        if s.is_me {
            heading = format!("{heading} {}", say(Message::new("seat-you")));
        }
        if s.to_move {
            heading = format!("{heading} · {}", say(Message::new("seat-to-move")));
        }
        if s.winner {
            heading = format!("{heading} · {}", say(Message::new("seat-winner")));
        }
        let mut deck = say(Message::new("seat-face-down").arg("count", s.deck_count));
        if s.deck_count > 0 {
            let contents = Message::new("seat-deck-contents").arg("cards", s.deck_contents);
            deck = format!("{deck} {}", say(contents));
        }
        players = players.item(
            BoardItem::new(heading)
                .detail(say(Message::new("seat-line")
                    .arg("seat", s.number)
                    .arg("colours", s.colours)))
                .detail(fact("seat-face-up", card_list(&s.face_up, "seat-none")))
                .detail(fact("seat-played", card_list(&s.played, "seat-none-yet")))
                .detail(fact("seat-deck", deck))
                .detail(s.deck_order.map_or_else(String::new, |order| {
                    say(Message::new("seat-deck-order").arg("cards", order))
                }))
                .detail(fact(
                    "seat-supply",
                    say(Message::new("seat-supply-line")
                        .arg("supply", s.supply)
                        .arg("towers", s.towers)),
                ))
                .detail(fact(
                    "seat-islands",
                    say(Message::new("seat-islands-line")
                        .arg("points", s.points)
                        .arg("islands", s.islands)),
                )),
        );
    }
    BoardText {
        sections: vec![meridians, islands, players],
    }
}
