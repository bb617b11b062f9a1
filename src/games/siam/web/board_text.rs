//! King of Siam's board in words ([`GameWeb::board_text`](crate::game::GameWeb)): the
//! provinces as the map's titles tell them, the tile track in order, the pool, and the
//! players as their panels show them — as far as the viewer may see.

use super::board::province_title;
use super::panels::{chips, seat_panels, CardItem, Chip};
use super::say;
use crate::game::{BoardItem, BoardSection, BoardText, Message, Seat};
use crate::games::siam::model::Controller;
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
    let name_of = |seat: Seat| {
        names
            .get(seat)
            .cloned()
            .unwrap_or_else(|| say(Message::new("seat-unnamed").arg("seat", seat + 1)))
    };
    let king_of = |seat: Seat| {
        say(Message::new("track-king")
            .arg("king", terms.king.as_str())
            .arg("who", name_of(seat)))
    };
    let mut provinces = BoardSection::new(label("board-provinces"));
    for p in &view.provinces {
        let neighbours: Vec<&str> = p
            .adjacent
            .iter()
            .filter_map(|id| view.provinces.iter().find(|q| q.id == *id))
            .map(|q| terms.province(q.number))
            .collect();
        let tile = view.track.iter().find(|t| t.province == p.id);
        provinces = provinces.item(
            BoardItem::new(province_title(view, &terms, p))
                .detail(tile.and_then(|t| t.king).map(king_of).unwrap_or_default())
                .detail(fact(label("provinces-neighbours"), neighbours.join(", "))),
        );
    }
    let mut track = BoardSection::new(label("track"));
    for t in &view.track {
        let p = view.provinces.iter().find(|p| p.id == t.province);
        let province = p.map_or(t.province, |p| terms.province(p.number));
        let state = match p.and_then(|p| p.control.map(|c| (c, p.resolved_in))) {
            Some((c, struggle)) => say(Message::new("provinces-control-since")
                .arg(
                    "who",
                    match c {
                        Controller::Faction(f) => terms.factions[f.index()].as_str(),
                        Controller::Occupier => terms.occupier.as_str(),
                    },
                )
                .arg("struggle", struggle.unwrap_or(0))),
            None if t.contested => label("contested-now"),
            None => label("track-face-up"),
        };
        track = track.item(
            BoardItem::new(format!("{}. {province}", t.number))
                .detail(state)
                .detail(t.king.map(king_of).unwrap_or_default()),
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
        sections: vec![provinces, track, pool, players],
    }
}
