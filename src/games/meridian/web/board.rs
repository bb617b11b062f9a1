//! Meridian's board as inline SVG, drawn only from the [`View`]: ten meridians of cities
//! (north at the top, the meridians' numbers along the bottom), each island a coloured
//! region with its letter, value and current controller, capitals marked, towers drawn
//! with their height and their owner's colour.

use super::super::view::{CityView, View};
use super::super::Meridian;
use crate::game::{text, Message};
use askama::Template;

/// Size of a city's square on the drawing.
const CELL: i32 = 54;
const LEFT: i32 = 18;
const TOP: i32 = 16;

/// Clickable cities and highlights for the composer.
#[derive(Clone, Debug, Default)]
pub struct Marks {
    /// Link of each city (a composer option), by (meridian 1–10, row 1–).
    pub city_href: Vec<((u8, u8), String)>,
    /// Cities to draw attention to (what a turn changes), by (meridian, row).
    pub changed: Vec<(u8, u8)>,
    /// The meridian the composer acts on.
    pub meridian: Option<u8>,
}

pub struct CellSvg {
    pub x: i32,
    pub y: i32,
    pub class: String,
    pub title: String,
    pub href: Option<String>,
    pub capital: bool,
    pub tower: Option<TowerSvg>,
}

/// A tower: a bar as high as its pieces (up to the city's size) in its owner's colour,
/// with its height written inside it, or above a short one.
pub struct TowerSvg {
    pub height: u8,
    pub top: i32,
    pub bar: i32,
    pub text_y: i32,
    pub inside: bool,
    pub class: String,
}

/// A join between two cities of one island (so the island reads as one region).
pub struct JoinSvg {
    pub x: i32,
    pub y: i32,
    pub w: i32,
    pub h: i32,
    pub class: String,
}

pub struct IslandLabel {
    pub x: i32,
    pub y: i32,
    pub text: String,
    /// `c0`…`c3`: the controller's colour; empty: nobody.
    pub class: String,
    pub title: String,
}

#[derive(Template)]
#[template(path = "meridian/templates/board.html")]
pub struct BoardSvg {
    pub width: i32,
    pub height: i32,
    pub label: String,
    pub cells: Vec<CellSvg>,
    pub joins: Vec<JoinSvg>,
    pub labels: Vec<IslandLabel>,
    /// The meridians' numbers along the bottom, with the highlighted one.
    pub numbers: Vec<(i32, u8, bool)>,
    pub numbers_y: i32,
}

/// A message of the game's catalogue in words; `names` by seat.
fn say(message: Message, names: &[String]) -> String {
    text::render::<Meridian>(&message, names)
}

/// `c0`…`c3` for the colour a seat's towers are drawn in.
pub fn colour_class(view: &View, seat: usize) -> String {
    let colour = view.seats.get(seat).map_or("", |s| s.colour);
    format!("tc-{colour}")
}

fn at(city: &CityView) -> (i32, i32) {
    (
        LEFT + (city.meridian as i32 - 1) * CELL,
        TOP + (city.row as i32 - 1) * CELL,
    )
}

/// The island's fill class: islands take turns of six pastel tints by letter.
fn island_class(letter: char) -> String {
    format!("isl isl{}", (letter as u32 - 'A' as u32) % 6)
}

/// Builds the board for `view` with the composer's `marks`.
pub fn board_svg(view: &View, marks: &Marks, names: &[String]) -> BoardSvg {
    let rows = view.rows as i32;
    let find = |m: u8, r: u8| view.cities.iter().find(|c| c.meridian == m && c.row == r);
    let mut cells = Vec::with_capacity(view.cities.len());
    let mut joins = Vec::new();
    for city in &view.cities {
        let (x, y) = at(city);
        let mut class = island_class(city.island);
        if marks.changed.contains(&(city.meridian, city.row)) {
            class.push_str(" changed");
        }
        let href = marks
            .city_href
            .iter()
            .find(|(at, _)| *at == (city.meridian, city.row))
            .map(|(_, h)| h.clone());
        if href.is_some() {
            class.push_str(" option");
        }
        if marks.meridian == Some(city.meridian) {
            class.push_str(" on-meridian");
        }
        let tower = city.tower.map(|t| {
            let bar = (6 + t.height as i32 * 4).min(CELL - 12);
            let top = y + 48 - bar;
            let inside = bar >= 18;
            TowerSvg {
                height: t.height,
                top,
                bar,
                text_y: if inside { top + 13 } else { top - 2 },
                inside,
                class: colour_class(view, t.owner as usize),
            }
        });
        let place = Message::new(if city.capital {
            "city-title-capital"
        } else {
            "city-title"
        })
        .arg("meridian", city.meridian)
        .arg("row", city.row)
        .arg("island", city.island.to_string());
        let title = match city.tower {
            Some(t) => Message::new("city-title-tower")
                .arg("title", place)
                .arg("height", t.height)
                .player("who", t.owner as usize),
            None => place,
        };
        cells.push(CellSvg {
            x,
            y,
            class,
            title: say(title, names),
            href,
            capital: city.capital,
            tower,
        });
        // Joins to the east and south neighbours of the same island.
        if find(city.meridian + 1, city.row).is_some_and(|c| c.island == city.island) {
            joins.push(JoinSvg {
                x: x + CELL - 6,
                y: y + 3,
                w: 12,
                h: CELL - 6,
                class: island_class(city.island),
            });
        }
        if find(city.meridian, city.row + 1).is_some_and(|c| c.island == city.island) {
            joins.push(JoinSvg {
                x: x + 3,
                y: y + CELL - 6,
                w: CELL - 6,
                h: 12,
                class: island_class(city.island),
            });
        }
    }
    let labels = view
        .islands
        .iter()
        .filter_map(|island| {
            // The label sits in the island's north-western city.
            let first = view
                .cities
                .iter()
                .filter(|c| c.island == island.letter)
                .min_by_key(|c| (c.row, c.meridian))?;
            let (x, y) = at(first);
            let (class, who) = match island.controller {
                Some(seat) => (colour_class(view, seat), crate::game::Arg::Player(seat)),
                None => (String::new(), Message::new("nobody").into()),
            };
            Some(IslandLabel {
                x: x + 4,
                y: y + 12,
                text: format!("{}·{}", island.letter, island.value),
                class,
                title: say(
                    Message::new("island-title")
                        .arg("island", island.letter.to_string())
                        .arg("points", island.value)
                        .arg("who", who),
                    names,
                ),
            })
        })
        .collect();
    let numbers_y = TOP + rows * CELL + 18;
    BoardSvg {
        width: LEFT * 2 + 10 * CELL,
        height: numbers_y + 10,
        label: say(
            Message::new("board-label")
                .arg("side", format!("{:?}", view.side))
                .arg("rows", view.rows),
            names,
        ),
        cells,
        joins,
        labels,
        numbers: (1..=10u8)
            .map(|m| {
                (
                    LEFT + (m as i32 - 1) * CELL + CELL / 2,
                    m,
                    marks.meridian == Some(m),
                )
            })
            .collect(),
        numbers_y,
    }
}
