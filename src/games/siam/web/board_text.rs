//! King of Siam's board in words ([`GameWeb::board_text`](crate::game::GameWeb)): the
//! provinces as the map's titles tell them, the tile track in order, the pool, and the
//! players as their panels show them — as far as the viewer may see.

use super::board::{province_title, Marks};
use super::panels::{chips, province_rows, seat_panels, track, CardItem, Chip};
use super::say;
use crate::game::{BoardItem, BoardSection, BoardText, Message, Seat};
use crate::games::siam::view::View;
use crate::games::siam::words::Terms;

/// "Label: value" in the page's language.
fn fact(label: String, value: String) -> String {
    say(Message::new("board-fact")
        .arg("label", label)
        .arg("value", value))
}

fn label(id: &'static str) -> String {
    say(Message::new(id))
}

/// "2 Lao, 1 Shan", or "none" when every count is zero.
fn followers(chips: &[Chip]) -> String {
    let counts: Vec<String> = chips
        .iter()
        .filter(|c| c.count > 0)
        .map(|c| format!("{} {}", c.count, c.faction))
        .collect();
    if counts.is_empty() {
        label("board-none")
    } else {
        counts.join(", ")
    }
}

/// Cards by name, with the faction a card places when its name does not say it.
fn cards(items: &[CardItem]) -> String {
    items
        .iter()
        .map(|c| match &c.places {
            Some(places) => format!("{} ({places})", c.name),
            None => c.name.clone(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn board_text(view: &View, names: &[String], me: Option<Seat>) -> BoardText {
    let terms = Terms::of_view(view);
    // The province table's rows and the track's boxes, as the page shows them.
    let rows = province_rows(view, &terms);
    let boxes = track(view, &terms, names, &Marks::default());
    let king_of = |who: &str| {
        say(Message::new("track-king")
            .arg("king", terms.king.as_str())
            .arg("who", who))
    };
    let mut provinces = BoardSection::new(label("board-provinces"));
    for (p, row) in view.provinces.iter().zip(&rows) {
        let king = (view.track.iter().zip(&boxes))
            .find(|(t, _)| t.province == p.id)
            .and_then(|(_, b)| b.king.as_deref());
        provinces = provinces.item(
            BoardItem::new(province_title(view, &terms, p))
                .detail(king.map(king_of).unwrap_or_default())
                .detail(fact(label("provinces-neighbours"), row.neighbours.clone())),
        );
    }
    let mut track_section = BoardSection::new(label("track"));
    for (t, b) in view.track.iter().zip(&boxes) {
        let control = (view.provinces.iter().zip(&rows))
            .find(|(p, _)| p.id == t.province)
            .map(|(_, row)| row.control.clone())
            .unwrap_or_default();
        let state = if !control.is_empty() {
            control
        } else if b.contested {
            label("contested-now")
        } else {
            label("track-face-up")
        };
        track_section = track_section.item(
            BoardItem::new(format!("{}. {}", b.number, b.province))
                .detail(state)
                .detail(b.king.as_deref().map(king_of).unwrap_or_default()),
        );
    }
    let mut pool = BoardSection::new(label("board-pool"));
    for c in chips(view, &terms, view.pool, true) {
        pool = pool.line(format!("{} {}", c.count, c.faction));
    }
    let mut players = BoardSection::new(label("players"));
    for s in seat_panels(view, &terms, names, me) {
        let mut heading = s.name.clone();
        if s.is_me {
            heading = format!("{heading} {}", label("seat-you"));
        }
        if s.to_move {
            heading = format!("{heading} · {}", label("seat-to-move"));
        }
        if s.winner {
            heading = format!("{heading} · {}", label("seat-winner"));
        }
        let hand = match &s.hand {
            Some(h) if h.is_empty() => label("no-cards-left"),
            Some(h) => cards(h),
            None => say(Message::new("board-hidden-cards").arg("count", s.hand_count)),
        };
        let played = match (&s.discards, &s.discard_top) {
            (Some(d), _) if !d.is_empty() => cards(d),
            (None, Some(top)) => format!(
                "{} {}",
                say(Message::new("board-top-card").arg("card", top.as_str())),
                say(Message::new("seat-played-count").arg("count", s.discard_count))
            ),
            _ => label("seat-none-yet"),
        };
        let king = say(Message::new("seat-king").arg("king", terms.king.as_str()));
        players = players.item(
            BoardItem::new(heading)
                .detail(s.team.clone().unwrap_or_default())
                .detail(say(Message::new("seat-line")
                    .arg("seat", s.number)
                    .arg("aid", s.aid)))
                .detail(fact(
                    label("seat-followers"),
                    format!(
                        "{} ({})",
                        followers(&s.followers),
                        say(Message::new("seat-in-all").arg("count", s.follower_total))
                    ),
                ))
                .detail(s.sets.clone().unwrap_or_default())
                .detail(fact(label("seat-hand"), hand))
                .detail(fact(label("seat-played"), played))
                .detail(fact(
                    king,
                    label(if s.king_used {
                        "seat-king-used"
                    } else {
                        "seat-king-unused"
                    }),
                ))
                .detail(fact(label("seat-last-move"), s.last_move.clone())),
        );
    }
    BoardText {
        sections: vec![provinces, track_section, pool, players],
    }
}
