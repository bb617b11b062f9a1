//! The two maps as data: King of Siam and King of Saba (from the project's map notes,
//! `boards.md` in the shared rules; the layout is drawn by `src/http/siam_board.rs`).
//!
//! A corrected border or coordinate is a data change here, never a code branch. Province
//! numbers (the index in `provinces`) are stored in game logs: never reorder them.

use serde::{Deserialize, Serialize};
use std::sync::LazyLock;

word_enum! {
    /// Which map a game is played on.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum BoardId {
        Siam = "siam",
        Saba = "saba",
    }
}

impl BoardId {
    pub fn board(self) -> &'static Board {
        match self {
            BoardId::Siam => &SIAM,
            BoardId::Saba => &SABA,
        }
    }
}

/// One province as printed on a map.
#[derive(Debug)]
pub struct ProvinceDef {
    /// Stable id used in notation and URLs.
    pub id: &'static str,
    pub name: &'static str,
    pub capital: &'static str,
    /// Capital's latitude and longitude, for laying out our own stylised map.
    pub lat: f32,
    pub lon: f32,
    /// The faction (0 yellow, 1 red, 2 blue/green) whose home this is.
    pub home: Option<u8>,
    /// Followers of the home colour placed at setup.
    pub home_followers: u8,
    /// Total followers at setup (home ones included; 1 in the deserts of Saba).
    pub start_size: u8,
}

/// How one map names the three factions, the occupier and the cards.
#[derive(Debug)]
pub struct Board {
    pub id: BoardId,
    pub name: &'static str,
    pub country: &'static str,
    /// Faction names by index: yellow, red, blue/green.
    pub factions: [&'static str; 3],
    /// Colour words by faction index.
    pub colours: [&'static str; 3],
    /// One-letter colour codes used in notation.
    pub letters: [char; 3],
    /// "British" or "Italians".
    pub occupier: &'static str,
    /// The king shown on the King marker.
    pub king: &'static str,
    /// Card names: maharacha, khon thai, 1 vs 1, 2 vs 1, then the three faction cards.
    pub cards: [&'static str; 7],
    /// Card words used in notation, in the same order.
    pub card_codes: [&'static str; 7],
    pub provinces: [ProvinceDef; 8],
    /// Land borders as province-index pairs.
    pub borders: Vec<(u8, u8)>,
    /// Adjacency bit masks by province index (derived from `borders`).
    pub adjacent: [u8; 8],
    /// Home province index by faction.
    pub homes: [u8; 3],
}

impl Board {
    /// The province index with this id.
    pub fn province(&self, id: &str) -> Option<u8> {
        self.provinces
            .iter()
            .position(|p| p.id == id)
            .map(|i| i as u8)
    }
    pub fn are_adjacent(&self, a: u8, b: u8) -> bool {
        self.adjacent[a as usize] & (1 << b) != 0
    }
}

fn build(id: BoardId, texts: BoardTexts, borders: &[(&str, &str)]) -> Board {
    let provinces = texts.provinces;
    let index = |name: &str| {
        provinces
            .iter()
            .position(|p| p.id == name)
            .unwrap_or_else(|| panic!("board data names unknown province {name}")) as u8
    };
    let borders: Vec<(u8, u8)> = borders.iter().map(|(a, b)| (index(a), index(b))).collect();
    let mut adjacent = [0u8; 8];
    for &(a, b) in &borders {
        adjacent[a as usize] |= 1 << b;
        adjacent[b as usize] |= 1 << a;
    }
    let mut homes = [0u8; 3];
    for (i, p) in provinces.iter().enumerate() {
        if let Some(f) = p.home {
            homes[f as usize] = i as u8;
        }
    }
    Board {
        id,
        name: texts.name,
        country: texts.country,
        factions: texts.factions,
        colours: texts.colours,
        letters: texts.letters,
        occupier: texts.occupier,
        king: texts.king,
        cards: texts.cards,
        card_codes: texts.card_codes,
        provinces,
        borders,
        adjacent,
        homes,
    }
}

struct BoardTexts {
    name: &'static str,
    country: &'static str,
    factions: [&'static str; 3],
    colours: [&'static str; 3],
    letters: [char; 3],
    occupier: &'static str,
    king: &'static str,
    cards: [&'static str; 7],
    card_codes: [&'static str; 7],
    provinces: [ProvinceDef; 8],
}

#[allow(clippy::too_many_arguments)]
const fn province(
    id: &'static str,
    name: &'static str,
    capital: &'static str,
    lat: f32,
    lon: f32,
    home: Option<u8>,
    home_followers: u8,
    start_size: u8,
) -> ProvinceDef {
    ProvinceDef {
        id,
        name,
        capital,
        lat,
        lon,
        home,
        home_followers,
        start_size,
    }
}

/// King of Siam: 8 provinces, 11 borders.
pub static SIAM: LazyLock<Board> = LazyLock::new(|| {
    build(
        BoardId::Siam,
        BoardTexts {
            name: "King of Siam",
            country: "Siam",
            factions: ["Rama", "Lao", "Malay"],
            colours: ["yellow", "red", "blue"],
            letters: ['Y', 'R', 'B'],
            occupier: "British",
            king: "King",
            cards: [
                "Maharacha",
                "Khon Thai",
                "1 vs 1",
                "2 vs 1",
                "Rama",
                "Lao",
                "Malai",
            ],
            card_codes: [
                "maharacha",
                "khonthai",
                "1v1",
                "2v1",
                "rama",
                "lao",
                "malai",
            ],
            provinces: [
                province("lanna", "Lan Na", "Chiang Mai", 18.79, 98.98, None, 0, 4),
                province(
                    "sukothai",
                    "Sukothai",
                    "Phitsanulok",
                    16.82,
                    100.26,
                    None,
                    0,
                    4,
                ),
                province(
                    "lanxang",
                    "Lan Xang",
                    "Vientiane",
                    17.97,
                    102.63,
                    Some(1),
                    2,
                    4,
                ),
                province(
                    "khorat",
                    "Khorat",
                    "Nakhon Ratchasima",
                    14.97,
                    102.10,
                    None,
                    0,
                    4,
                ),
                province(
                    "ayutthaya",
                    "Ayutthaya",
                    "Ayutthaya",
                    14.35,
                    100.57,
                    Some(0),
                    2,
                    4,
                ),
                province(
                    "ligor",
                    "Nakhon Si Thammarat",
                    "Nakhon Si Thammarat",
                    8.43,
                    99.96,
                    None,
                    0,
                    4,
                ),
                province("pattani", "Pattani", "Pattani", 6.87, 101.25, None, 0, 4),
                province("kedah", "Kedah", "Alor Setar", 6.12, 100.37, Some(2), 2, 4),
            ],
        },
        &[
            ("lanna", "sukothai"),
            ("lanna", "lanxang"),
            ("sukothai", "lanxang"),
            ("sukothai", "khorat"),
            ("sukothai", "ayutthaya"),
            ("lanxang", "khorat"),
            ("khorat", "ayutthaya"),
            ("ayutthaya", "ligor"),
            ("ligor", "pattani"),
            ("ligor", "kedah"),
            ("pattani", "kedah"),
        ],
    )
});

/// King of Saba (Ethiopia): 8 provinces, 14 borders, two deserts.
pub static SABA: LazyLock<Board> = LazyLock::new(|| {
    build(
        BoardId::Saba,
        BoardTexts {
            name: "King of Saba",
            country: "Ethiopia",
            factions: ["Amhara", "Tigray", "Shewa"],
            colours: ["yellow", "red", "green"],
            letters: ['Y', 'R', 'G'],
            occupier: "Italians",
            king: "Menelik II",
            cards: [
                "Saba",
                "Ityoppaya",
                "1 vs 1",
                "2 vs 1",
                "Amhara",
                "Tigray",
                "Shewa",
            ],
            card_codes: [
                "saba",
                "ityoppaya",
                "1v1",
                "2v1",
                "amhara",
                "tigray",
                "shewa",
            ],
            provinces: [
                province("tigray", "Tigray", "Adwa", 14.16, 38.90, Some(1), 2, 4),
                province("amhara", "Amhara", "Gonder", 12.60, 37.47, Some(0), 2, 4),
                province("gojjam", "Gojjam", "Debre Markos", 10.33, 37.72, None, 0, 4),
                province("wollo", "Wollo", "Dessie", 11.13, 39.63, None, 0, 1),
                province("shewa", "Shewa", "Ankober", 9.58, 39.73, Some(2), 1, 4),
                province("herarghe", "Herarghe", "Harar", 9.31, 42.12, None, 0, 1),
                province("wollega", "Wollega", "Nekemte", 9.08, 36.55, None, 0, 4),
                province("kaffa", "Kaffa", "Bonga", 7.27, 36.23, None, 0, 4),
            ],
        },
        &[
            ("tigray", "amhara"),
            ("tigray", "wollo"),
            ("amhara", "gojjam"),
            ("amhara", "wollo"),
            ("gojjam", "wollo"),
            ("gojjam", "shewa"),
            ("gojjam", "wollega"),
            ("wollo", "shewa"),
            ("wollo", "herarghe"),
            ("shewa", "herarghe"),
            ("shewa", "wollega"),
            ("shewa", "kaffa"),
            ("herarghe", "kaffa"),
            ("wollega", "kaffa"),
        ],
    )
});

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn siam_has_eleven_symmetric_borders_and_three_homes() {
        let b = BoardId::Siam.board();
        assert_eq!(b.borders.len(), 11);
        for a in 0..8u8 {
            for c in 0..8u8 {
                assert_eq!(b.are_adjacent(a, c), b.are_adjacent(c, a));
            }
            assert!(!b.are_adjacent(a, a));
        }
        assert_eq!(b.provinces[b.homes[0] as usize].id, "ayutthaya");
        assert_eq!(b.provinces[b.homes[1] as usize].id, "lanxang");
        assert_eq!(b.provinces[b.homes[2] as usize].id, "kedah");
    }

    #[test]
    fn saba_has_fourteen_borders_deserts_and_a_one_green_home() {
        let b = BoardId::Saba.board();
        assert_eq!(b.borders.len(), 14);
        let shewa = &b.provinces[b.province("shewa").unwrap() as usize];
        assert_eq!(
            (shewa.home, shewa.home_followers, shewa.start_size),
            (Some(2), 1, 4)
        );
        for desert in ["wollo", "herarghe"] {
            assert_eq!(
                b.provinces[b.province(desert).unwrap() as usize].start_size,
                1
            );
        }
        assert!(b.are_adjacent(b.province("wollega").unwrap(), b.province("kaffa").unwrap()));
    }

    #[test]
    fn province_ids_are_distinct_across_both_maps() {
        let mut ids: Vec<&str> = [BoardId::Siam, BoardId::Saba]
            .iter()
            .flat_map(|b| b.board().provinces.iter().map(|p| p.id))
            .collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), 16);
    }
}
