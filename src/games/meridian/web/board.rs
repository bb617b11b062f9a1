//! Meridian's board as inline SVG, drawn only from the [`View`]: ten meridians of cities
//! (north at the top, the meridians' numbers along the bottom), each island a coloured
//! region with its letter and value, ringed in its holder's colour and pattern with the
//! holder's mark (their initial) beside its label, capitals marked, towers drawn with
//! their height and their owner's colour. At a phone's width the board keeps a size whose
//! cities can be tapped and scrolls sideways inside its own box.

use super::super::view::{CityView, IslandView, View};
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
    /// The ring of the island's holder ([`Holder::class`]), if someone holds it.
    pub ring: Option<String>,
}

/// A tower: a square in its owner's colour in the city's south-eastern corner (clear of the
/// island's label and its holder's mark), its height written inside it.
pub struct TowerSvg {
    pub height: u8,
    pub class: String,
}

/// How a seat's islands are marked: on the board, in its legend and in the tables.
#[derive(Clone, Debug)]
pub struct Holder {
    /// The player's initial (the seat's number when two players share one).
    pub mark: String,
    /// The colour's class and the ring's pattern (`tc-orange p0`): the pattern tells the
    /// seats apart in grey-scale too.
    pub class: String,
}

/// Each seat's [`Holder`] mark, by seat.
pub fn holders(view: &View, names: &[String]) -> Vec<Holder> {
    let initials: Vec<Option<String>> = (0..view.seats.len())
        .map(|s| {
            (names.get(s)?.chars().next())
                .filter(|c| c.is_alphanumeric())
                .map(|c| c.to_uppercase().collect())
        })
        .collect();
    let distinct = initials
        .iter()
        .all(|i| i.is_some() && initials.iter().filter(|j| *j == i).count() == 1);
    (0..view.seats.len())
        .map(|s| Holder {
            mark: match &initials[s] {
                Some(i) if distinct => i.clone(),
                _ => (s + 1).to_string(),
            },
            class: format!("{} p{s}", colour_class(view, s)),
        })
        .collect()
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
    pub letter: char,
    /// The city of the label, and of the holder's mark.
    pub x: i32,
    pub y: i32,
    pub mark_x: i32,
    pub mark_y: i32,
    pub text: String,
    /// The holder's mark, if someone holds the island.
    pub holder: Option<Holder>,
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

impl BoardSvg {
    /// The board holds the composer's choices (cities to click). It is then hidden from
    /// screen readers and left out of the Tab order: the composer lists the same choices,
    /// one accessible way to each, and the board in words tells the board.
    pub fn choices(&self) -> bool {
        self.cells.iter().any(|c| c.href.is_some())
    }
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
/// A city in words, as its title on the board and the board in words give it: where it
/// is, its island, and the tower standing there with its height and owner.
pub fn city_title(city: &CityView, names: &[String]) -> String {
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
    say(title, names)
}

/// An island in words: its letter, its points and who holds it.
pub fn island_title(island: &IslandView, names: &[String]) -> String {
    let who = match island.controller {
        Some(seat) => crate::game::Arg::Player(seat),
        None => Message::new("nobody").into(),
    };
    say(
        Message::new("island-title")
            .arg("island", island.letter.to_string())
            .arg("points", island.value)
            .arg("who", who),
        names,
    )
}

pub fn board_svg(view: &View, marks: &Marks, names: &[String]) -> BoardSvg {
    let rows = view.rows as i32;
    let find = |m: u8, r: u8| view.cities.iter().find(|c| c.meridian == m && c.row == r);
    let mut cells = Vec::with_capacity(view.cities.len());
    let mut joins = Vec::new();
    let holders = holders(view, names);
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
        let tower = city.tower.map(|t| TowerSvg {
            height: t.height,
            class: colour_class(view, t.owner as usize),
        });
        let ring = (view.islands.iter())
            .find(|i| i.letter == city.island)
            .and_then(|i| i.controller)
            .and_then(|seat| holders.get(seat))
            .map(|h| h.class.clone());
        cells.push(CellSvg {
            x,
            y,
            class,
            title: city_title(city, names),
            href,
            capital: city.capital,
            tower,
            ring,
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
            // The label sits in the island's first city in reading order, the holder's
            // mark in the second (every island has at least three).
            let mut own: Vec<&CityView> = (view.cities.iter())
                .filter(|c| c.island == island.letter)
                .collect();
            own.sort_by_key(|c| (c.row, c.meridian));
            let (x, y) = at(own.first()?);
            let (mark_x, mark_y) = own.get(1).map_or((x, y), |c| at(c));
            Some(IslandLabel {
                letter: island.letter,
                x,
                y,
                mark_x,
                mark_y,
                text: format!("{}·{}", island.letter, island.value),
                holder: island.controller.and_then(|s| holders.get(s).cloned()),
                title: island_title(island, names),
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

#[cfg(test)]
mod tests {
    /// The relative luminance of `#rrggbb` (WCAG 2).
    fn luminance(hex: &str) -> f64 {
        let channel = |i: usize| {
            let c = f64::from(u8::from_str_radix(&hex[1 + 2 * i..3 + 2 * i], 16).unwrap()) / 255.0;
            if c <= 0.039_28 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
    }

    /// Seats are told apart on the board: every pair of tower colours reaches a contrast of
    /// 3:1, or one of the two carries a pattern (the other none or another one).
    #[test]
    fn every_pair_of_tower_colours_differs_by_contrast_or_pattern() {
        let css = include_str!("../style.css");
        let board = include_str!("../templates/board.html");
        let colour = |name: &str| {
            let at = css.find(&format!("--t-{name}: ")).unwrap() + format!("--t-{name}: ").len();
            css[at..at + 7].to_string()
        };
        let pattern = |name: &str| {
            let fill = format!("svg.mboard .tower.tc-{name}, svg.mboard .holder.tc-{name} rect {{ fill: url(#tc-{name}-pattern); }}");
            let defined = format!("<pattern id=\"tc-{name}-pattern\"");
            (css.contains(&fill) && board.contains(&defined)).then(|| name.to_string())
        };
        let colours = ["orange", "black", "brown", "grey"];
        for (i, a) in colours.iter().enumerate() {
            for b in &colours[i + 1..] {
                let (la, lb) = (luminance(&colour(a)), luminance(&colour(b)));
                let ratio = (la.max(lb) + 0.05) / (la.min(lb) + 0.05);
                let patterned = pattern(a).is_some() || pattern(b).is_some();
                assert!(
                    ratio >= 3.0 || (patterned && pattern(a) != pattern(b)),
                    "{a} and {b}: {ratio:.2}"
                );
            }
        }
    }
}
