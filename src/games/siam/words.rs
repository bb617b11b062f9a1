//! The game's terms as messages of its catalogue (`locales/<language>/terms.ftl`): the
//! map's name, country, occupier and king, the factions and their colours, the cards and
//! the provinces. Narration names them through these, never by the English words of
//! `board.rs`, so that each language can use its own rulebook's terms.

use super::board::Board;
use super::model::{Card, Faction, Prov};
use crate::game::Message;

fn slot(faction: Faction) -> &'static str {
    match faction {
        Faction::Yellow => "yellow",
        Faction::Red => "red",
        Faction::Blue => "blue",
    }
}

/// The map's name, e.g. "King of Saba".
pub fn map(board: &Board) -> Message {
    Message::new(format!("{}-name", board.id.as_str()))
}

/// The country the map shows, e.g. "Siam".
pub fn country(board: &Board) -> Message {
    Message::new(format!("{}-country", board.id.as_str()))
}

/// The occupying power, e.g. "British".
pub fn occupier(board: &Board) -> Message {
    Message::new(format!("{}-occupier", board.id.as_str()))
}

/// The king on the King marker.
pub fn king(board: &Board) -> Message {
    Message::new(format!("{}-king", board.id.as_str()))
}

/// A faction's name, e.g. "Rama".
pub fn faction(board: &Board, faction: Faction) -> Message {
    Message::new(format!("{}-faction-{}", board.id.as_str(), slot(faction)))
}

/// A faction's colour, e.g. "yellow".
pub fn colour(board: &Board, faction: Faction) -> Message {
    Message::new(format!("{}-colour-{}", board.id.as_str(), slot(faction)))
}

/// A card's name on this map, e.g. "Khon Thai".
pub fn card(board: &Board, card: Card) -> Message {
    Message::new(format!("card-{}", board.card_codes[card.index()]))
}

/// A province's name, e.g. "Lan Na".
pub fn province(board: &Board, province: Prov) -> Message {
    Message::new(format!(
        "province-{}",
        board.provinces[province as usize].id
    ))
}

/// The occupier's mark on a control marker, e.g. "BR".
pub fn occupier_mark(board: &Board) -> Message {
    Message::new(format!("{}-occupier-mark", board.id.as_str()))
}

/// A province's capital, e.g. "Chiang Mai".
pub fn capital(board: &Board, province: Prov) -> Message {
    Message::new(format!("capital-{}", board.provinces[province as usize].id))
}

/// Every term of one map in words of the current language, for the web side's pages
/// (the views keep the English words of `board.rs`: they are data for clients).
pub struct Terms {
    pub map: String,
    pub country: String,
    pub occupier: String,
    /// The occupier's two letters on a control marker.
    pub occupier_mark: String,
    pub king: String,
    /// By faction index: yellow, red, blue/green.
    pub factions: [String; 3],
    pub colours: [String; 3],
    /// By card index.
    pub cards: [String; 7],
    /// By province number.
    pub provinces: [String; 8],
    pub capitals: [String; 8],
}

impl Terms {
    /// The terms of `board` in the current language.
    pub fn of(board: &Board) -> Terms {
        let say = |m: Message| crate::game::text::render::<super::KingOfSiam>(&m, &[]);
        Terms {
            map: say(map(board)),
            country: say(country(board)),
            occupier: say(occupier(board)),
            occupier_mark: say(occupier_mark(board)),
            king: say(king(board)),
            factions: Faction::ALL.map(|f| say(faction(board, f))),
            colours: Faction::ALL.map(|f| say(colour(board, f))),
            cards: Card::ALL.map(|c| say(card(board, c))),
            provinces: std::array::from_fn(|p| say(province(board, p as Prov))),
            capitals: std::array::from_fn(|p| say(capital(board, p as Prov))),
        }
    }

    /// The terms of the map `view` shows (`View::board`, its id).
    pub fn of_view(view: &super::View) -> Terms {
        Terms::of(
            super::BoardId::parse(view.board)
                .unwrap_or(super::BoardId::Siam)
                .board(),
        )
    }

    /// A province's name by number ("?" for none).
    pub fn province(&self, province: Prov) -> &str {
        self.provinces
            .get(province as usize)
            .map_or("?", |p| p.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::text::Catalogue;
    use crate::game::Game;
    use crate::games::siam::{board::BoardId, KingOfSiam};

    /// Every term reads as `board.rs` spells it (the web side still reads those).
    #[test]
    fn every_term_reads_as_the_board_data() {
        let catalogue = Catalogue::build("en", KingOfSiam::MESSAGES);
        assert!(catalogue.errors.is_empty(), "{:?}", catalogue.errors);
        let say = |m: Message| catalogue.render(&m, &[]);
        for id in [BoardId::Siam, BoardId::Saba] {
            let b = id.board();
            assert_eq!(say(map(b)), b.name);
            assert_eq!(say(country(b)), b.country);
            assert_eq!(say(occupier(b)), b.occupier);
            assert_eq!(say(king(b)), b.king);
            for f in Faction::ALL {
                assert_eq!(say(faction(b, f)), b.factions[f.index()]);
                assert_eq!(say(colour(b, f)), b.colours[f.index()]);
            }
            for c in Card::ALL {
                assert_eq!(say(card(b, c)), b.cards[c.index()]);
            }
            for p in 0..8 {
                assert_eq!(say(province(b, p)), b.provinces[p as usize].name);
                assert_eq!(say(capital(b, p)), b.provinces[p as usize].capital);
            }
        }
    }
}
