//! Meridian's two board sides as data: every city's island and whether it is the island's
//! capital, by meridian (1–10, west to east) and row (1 = north).
//!
//! The printed layout is in no text source we have: these tables are a reconstruction
//! (board version `reconstructed-1`, `docs/meridian-rulings.md`). A corrected map gets a
//! new version id and never changes a stored game. Letters name islands; `*` marks the
//! capital; the letters repeat across the two sides (a city is named by side, meridian and
//! row).

use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// The version of the board tables every new game records (M2).
pub const BOARD_VERSION: &str = "reconstructed-1";

/// Meridians on either side.
pub const MERIDIANS: usize = 10;
/// The most rows of either side (side A).
pub const MAX_ROWS: usize = 5;

/// The two sides of the board: A for 2 and 4 players (5 cities per meridian), B for 3
/// players (4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    A,
    B,
}

impl Side {
    /// The side a game of `players` is played on (M9).
    pub fn for_players(players: usize) -> Side {
        if players == 3 {
            Side::B
        } else {
            Side::A
        }
    }

    pub fn board(self) -> &'static Board {
        static A: OnceLock<Board> = OnceLock::new();
        static B: OnceLock<Board> = OnceLock::new();
        match self {
            Side::A => A.get_or_init(|| Board::parse(Side::A, &SIDE_A)),
            Side::B => B.get_or_init(|| Board::parse(Side::B, &SIDE_B)),
        }
    }

    pub fn letter(self) -> char {
        match self {
            Side::A => 'A',
            Side::B => 'B',
        }
    }
}

/// Side A: rows north to south, meridians 1 to 10.
const SIDE_A: [&str; 5] = [
    "A  A  A  E  E* E  H  H  H  J",
    "A  A* D  E  E  G  H  H* J  J",
    "B  B  D* D  G  G* G  J  J* K",
    "B* B  D  D  F  G  I  I  K  K*",
    "C  C  C  F* F  F  I* I  K  K",
];

/// Side B: rows north to south, meridians 1 to 10.
const SIDE_B: [&str; 4] = [
    "A  A  D  D  F  F  H  H  J  J*",
    "A  A* C  D  F  G  G* H  J  J",
    "B  C  C* E  E  G  G  I  K  K",
    "B  B  C  E  E* E  I  I* I  K",
];

/// One city of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct City {
    /// Index into [`Board::islands`].
    pub island: u8,
    pub capital: bool,
}

/// An island: its letter, its cities (meridian index 0–9, row index 0-based) and whether
/// it has a capital.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Island {
    pub letter: char,
    pub cities: Vec<(u8, u8)>,
    pub capital: Option<(u8, u8)>,
}

/// A side of the board.
#[derive(Clone, Debug)]
pub struct Board {
    pub side: Side,
    pub rows: usize,
    /// `cities[meridian][row]`, both 0-based.
    pub cities: [[City; MAX_ROWS]; MERIDIANS],
    pub islands: Vec<Island>,
}

impl Board {
    fn parse(side: Side, table: &[&str]) -> Board {
        let mut islands: Vec<Island> = Vec::new();
        let mut cities = [[City {
            island: 0,
            capital: false,
        }; MAX_ROWS]; MERIDIANS];
        for (row, line) in table.iter().enumerate() {
            for (meridian, word) in line.split_whitespace().enumerate() {
                let letter = word.chars().next().expect("an island letter");
                let capital = word.ends_with('*');
                let island = match islands.iter().position(|i| i.letter == letter) {
                    Some(i) => i,
                    None => {
                        islands.push(Island {
                            letter,
                            cities: Vec::new(),
                            capital: None,
                        });
                        islands.len() - 1
                    }
                };
                islands[island].cities.push((meridian as u8, row as u8));
                if capital {
                    islands[island].capital = Some((meridian as u8, row as u8));
                }
                cities[meridian][row] = City {
                    island: island as u8,
                    capital,
                };
            }
        }
        islands.sort_by_key(|i| i.letter);
        // Re-index the cities after sorting the islands by letter.
        for (index, island) in islands.iter().enumerate() {
            for &(m, r) in &island.cities {
                cities[m as usize][r as usize].island = index as u8;
            }
        }
        Board {
            side,
            rows: table.len(),
            cities,
            islands,
        }
    }

    /// The city at `meridian` and `row` (both 0-based).
    pub fn city(&self, meridian: usize, row: usize) -> City {
        self.cities[meridian][row]
    }

    /// How many cities the board has.
    pub fn city_count(&self) -> usize {
        self.rows * MERIDIANS
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_sides_have_eleven_islands_of_three_to_five_cities_with_capitals_only_on_the_large() {
        for (side, rows) in [(Side::A, 5), (Side::B, 4)] {
            let board = side.board();
            assert_eq!(board.rows, rows);
            assert_eq!(board.islands.len(), 11, "{side:?}");
            let cities: usize = board.islands.iter().map(|i| i.cities.len()).sum();
            assert_eq!(cities, rows * MERIDIANS);
            for island in &board.islands {
                let n = island.cities.len();
                assert!(
                    (3..=5).contains(&n),
                    "{side:?} {}: {n} cities",
                    island.letter
                );
                assert_eq!(
                    island.capital.is_some(),
                    n >= 4,
                    "{side:?} {}: a capital exactly on islands of 4–5 cities",
                    island.letter
                );
            }
        }
    }

    #[test]
    fn the_player_count_chooses_the_side() {
        assert_eq!(Side::for_players(2), Side::A);
        assert_eq!(Side::for_players(3), Side::B);
        assert_eq!(Side::for_players(4), Side::A);
    }
}
