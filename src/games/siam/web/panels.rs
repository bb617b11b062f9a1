//! The pieces of King of Siam's pages built from a view: follower chips, the players'
//! panels, the tile track, the province table and the result panel.

use super::board::{faction_class, Marks};
use super::say;
use crate::game::{Message, Seat};
use crate::games::siam::model::*;
use crate::games::siam::view::{SeatView, View};
use crate::games::siam::words::Terms;

/// Followers of one faction as a chip: colour class, letter and count.
pub struct Chip {
    pub class: &'static str,
    pub letter: char,
    pub count: u8,
    pub faction: String,
}

pub fn chips(view: &View, terms: &Terms, counts: [u8; 3], keep_zero: bool) -> Vec<Chip> {
    Faction::ALL
        .iter()
        .filter(|f| keep_zero || counts[f.index()] > 0)
        .map(|f| Chip {
            class: faction_class(*f),
            letter: view.letters[f.index()],
            count: counts[f.index()],
            faction: terms.factions[f.index()].clone(),
        })
        .collect()
}

pub fn card_name(terms: &Terms, card: Card) -> String {
    terms.cards[card.index()].clone()
}

/// Stable card word for `data-*` attributes (the same on both maps).
pub fn card_key(card: Card) -> &'static str {
    [
        "maharacha",
        "khon_thai",
        "one_vs_one",
        "two_vs_one",
        "yellow",
        "red",
        "blue",
    ][card.index()]
}

/// One card in a hand or discard list.
pub struct CardItem {
    pub name: String,
    pub key: &'static str,
    /// For a faction card whose name is not its faction's ("Malai" places the Malay):
    /// which faction it places, in words.
    pub places: Option<String>,
}

pub fn card_items(terms: &Terms, cards: &[Card]) -> Vec<CardItem> {
    cards
        .iter()
        .map(|c| {
            let name = card_name(terms, *c);
            let places = Faction::ALL
                .iter()
                .find(|f| Card::faction_card(**f) == *c)
                .map(|f| &terms.factions[f.index()])
                .filter(|faction| **faction != name)
                .map(|faction| say(Message::new("card-places").arg("faction", faction.as_str())));
            CardItem {
                name,
                key: card_key(*c),
                places,
            }
        })
        .collect()
}

pub fn last_move_text(terms: &Terms, m: Option<LastMove>) -> String {
    say(match m {
        None => Message::new("last-none"),
        Some(LastMove::Played { card }) => {
            Message::new("last-played").arg("card", card_name(terms, card))
        }
        Some(LastMove::Passed {
            ended_struggle,
            automatic,
        }) => Message::new(match (automatic, ended_struggle) {
            (true, true) => "last-passed-automatically-ended",
            (true, false) => "last-passed-automatically",
            (false, true) => "last-passed-ended",
            (false, false) => "last-passed",
        }),
    })
}

/// One player's panel.
pub struct SeatPanel {
    pub seat: usize,
    pub number: usize,
    pub name: String,
    pub is_me: bool,
    pub to_move: bool,
    pub winner: bool,
    pub team: Option<String>,
    pub aid: u8,
    pub followers: Vec<Chip>,
    pub follower_total: u32,
    /// "3 complete sets" at the end of a colony game.
    pub sets: Option<String>,
    /// Present only when this viewer may see the hand.
    pub hand: Option<Vec<CardItem>>,
    /// `data-hand` value (card keys), only for visible hands.
    pub hand_keys: String,
    pub hand_count: u8,
    pub discard_top: Option<String>,
    pub discard_count: u8,
    /// Present only when this viewer may see every discard.
    pub discards: Option<Vec<CardItem>>,
    pub discard_keys: String,
    pub king_used: bool,
    pub last_move: String,
}

pub fn team_text(players: u8, seat: usize) -> Option<String> {
    (players == 4).then(|| {
        say(Message::new(if seat.is_multiple_of(2) {
            "team-a-seats"
        } else {
            "team-b-seats"
        }))
    })
}

/// How many followers the seat has collected, of all colours.
pub fn follower_total(s: &SeatView) -> u32 {
    s.followers.iter().map(|&c| c as u32).sum()
}

pub fn seat_panels(
    view: &View,
    terms: &Terms,
    names: &[String],
    me: Option<Seat>,
) -> Vec<SeatPanel> {
    seat_panels_with(view, terms, names, me, |s| {
        (s.hand.clone(), s.discards.clone())
    })
}

/// Panels with the cards given by `cards` (a seat's hand and discards, if visible).
pub fn seat_panels_with(
    view: &View,
    terms: &Terms,
    names: &[String],
    me: Option<Seat>,
    cards: impl Fn(&SeatView) -> (Option<Vec<Card>>, Option<Vec<Card>>),
) -> Vec<SeatPanel> {
    let winners = view
        .result
        .as_ref()
        .map(|r| r.winners.clone())
        .unwrap_or_default();
    let colony = view.result.as_ref().is_some_and(|r| r.colony);
    view.seats
        .iter()
        .map(|s| {
            let (hand, discards) = cards(s);
            let keys = |cards: &Option<Vec<Card>>| {
                cards
                    .as_ref()
                    .map(|cs| {
                        cs.iter()
                            .map(|c| card_key(*c))
                            .collect::<Vec<_>>()
                            .join(" ")
                    })
                    .unwrap_or_default()
            };
            SeatPanel {
                seat: s.seat,
                number: s.seat + 1,
                name: names
                    .get(s.seat)
                    .cloned()
                    .unwrap_or_else(|| say(Message::new("seat-name").arg("seat", s.seat + 1))),
                is_me: me == Some(s.seat),
                to_move: view.to_move == Some(s.seat),
                winner: winners.contains(&s.seat),
                team: team_text(view.players, s.seat),
                aid: s.aid,
                followers: chips(view, terms, s.followers, true),
                follower_total: follower_total(s),
                // Per seat; in a 4-player colony partners count their followers together.
                sets: colony
                    .then(|| view.result.as_ref().and_then(|r| r.sets.get(s.seat)))
                    .flatten()
                    .map(|n| {
                        let id = if view.players == 4 {
                            "seat-sets-partner"
                        } else {
                            "seat-sets"
                        };
                        say(Message::new(id).arg("count", *n))
                    }),
                hand_keys: keys(&hand),
                discard_keys: keys(&discards),
                hand: hand.as_deref().map(|h| card_items(terms, h)),
                hand_count: s.hand_count,
                discard_top: s.discard_top.map(|c| card_name(terms, c)),
                discard_count: s.discard_count,
                discards: discards.as_deref().map(|d| card_items(terms, d)),
                king_used: s.king_used,
                last_move: last_move_text(terms, s.last_move),
            }
        })
        .collect()
}

/// One box of the province-tile track.
pub struct TrackBox {
    pub number: u8,
    pub province: String,
    pub face_up: bool,
    pub contested: bool,
    pub control_class: &'static str,
    pub control_label: String,
    pub control_who: String,
    pub king: Option<String>,
    pub href: Option<String>,
    pub selected: bool,
}

pub fn track(view: &View, terms: &Terms, names: &[String], marks: &Marks) -> Vec<TrackBox> {
    view.track
        .iter()
        .map(|t| {
            let p = view.provinces.iter().find(|p| p.id == t.province);
            let number = p.map_or(0, |p| p.number as usize);
            let (control_class, control_label, control_who) = match p.and_then(|p| p.control) {
                Some(Controller::Faction(f)) => (
                    faction_class(f),
                    view.letters[f.index()].to_string(),
                    terms.factions[f.index()].clone(),
                ),
                Some(Controller::Occupier) => {
                    ("occ", terms.occupier_mark.clone(), terms.occupier.clone())
                }
                None => ("", String::new(), String::new()),
            };
            TrackBox {
                number: t.number,
                province: p.map_or(t.province.to_string(), |p| {
                    terms.province(p.number).to_string()
                }),
                face_up: t.face_up,
                contested: t.contested,
                control_class,
                control_label,
                control_who,
                king: t.king.map(|s| {
                    names
                        .get(s)
                        .cloned()
                        .unwrap_or_else(|| say(Message::new("seat-unnamed").arg("seat", s + 1)))
                }),
                href: marks
                    .prov_href
                    .get(number)
                    .cloned()
                    .flatten()
                    .filter(|_| marks.tiles),
                selected: marks.tiles && marks.prov_selected.get(number).copied().unwrap_or(false),
            }
        })
        .collect()
}

/// The province table under the map (the same facts in text).
pub struct ProvinceRow {
    pub name: String,
    pub capital: String,
    pub home: String,
    pub followers: Vec<Chip>,
    pub control: String,
    pub neighbours: String,
}

pub fn province_rows(view: &View, terms: &Terms) -> Vec<ProvinceRow> {
    let since = |who: &str, struggle: Option<u8>| {
        say(Message::new("provinces-control-since")
            .arg("who", who)
            .arg("struggle", struggle.unwrap_or(0)))
    };
    view.provinces
        .iter()
        .map(|p| ProvinceRow {
            name: terms.province(p.number).to_string(),
            capital: terms.capitals[p.number as usize].clone(),
            home: p
                .home_of
                .map(|f| terms.factions[f.index()].clone())
                .unwrap_or_default(),
            followers: chips(view, terms, p.followers, false),
            control: match p.control {
                Some(Controller::Faction(f)) => since(&terms.factions[f.index()], p.resolved_in),
                Some(Controller::Occupier) => since(&terms.occupier, p.resolved_in),
                None => String::new(),
            },
            neighbours: p
                .adjacent
                .iter()
                .filter_map(|id| view.provinces.iter().find(|q| q.id == *id))
                .map(|q| terms.province(q.number))
                .collect::<Vec<_>>()
                .join(", "),
        })
        .collect()
}

/// The provinces each faction and the occupier control at the end, in a line: King of
/// Siam's own fact in the result panel.
pub fn provinces_line(terms: &Terms, r: &FinalResult) -> String {
    let mut parts: Vec<String> = Faction::ALL
        .iter()
        .map(|f| format!("{} {}", terms.factions[f.index()], r.provinces[f.index()]))
        .collect();
    parts.push(format!("{} {}", terms.occupier, r.occupied));
    parts.join(" · ")
}
