//! Our own stylised map of a King of Siam / King of Saba board as inline SVG, drawn only from
//! the engine's [`View`] (the road that removes hidden information).
//!
//! The layout comes from the capitals' latitude and longitude, evened out (half real
//! position, half rank order) and relaxed so no two provinces crowd each other: clarity
//! over geography. Each province is a soft Voronoi cell cut to a disc around its capital,
//! and neighbouring provinces are joined by a line, because the cells alone do not show the
//! board's borders. Followers are coloured chips that also carry their faction's letter
//! (colour-blind safe); control markers carry a letter too.

use super::say;
use crate::game::Message;
use crate::games::siam::model::{Controller, Faction};
use crate::games::siam::view::ProvinceView;
use crate::games::siam::words::Terms;
use crate::games::siam::View;
use askama::Template;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// Clickable places and highlights for the composer.
#[derive(Clone, Debug, Default)]
pub struct Marks {
    /// Link of each province (a composer option), by province number.
    pub prov_href: [Option<String>; 8],
    /// Link of each province's followers of one colour, by province and faction.
    pub follower_href: [[Option<String>; 3]; 8],
    /// Provinces already chosen in the draft.
    pub prov_selected: [bool; 8],
    /// Followers already chosen in the draft (province, faction).
    pub follower_selected: [[bool; 3]; 8],
    /// Provinces to draw attention to (what a move changes, in the preview).
    pub changed: [bool; 8],
    /// The province links and selections stand for tiles (Maharacha): the track shows
    /// them too.
    pub tiles: bool,
}

pub struct RegionSvg {
    pub d: String,
    pub class: String,
}

/// A border between two neighbouring provinces, as a path between their capitals.
pub struct LineSvg {
    pub d: String,
}

pub struct TextSvg {
    pub x: i32,
    pub y: i32,
    pub text: String,
    pub class: &'static str,
}

pub struct ChipSvg {
    pub x: i32,
    pub y: i32,
    pub class: String,
    pub letter: char,
    pub count: u8,
    pub href: Option<String>,
    pub title: String,
}

pub struct MarkerSvg {
    pub x: i32,
    pub y: i32,
    pub class: String,
    pub label: String,
}

pub struct NodeSvg {
    pub id: &'static str,
    pub x: i32,
    pub y: i32,
    pub class: String,
    pub title: String,
    /// The province link covers its cell and name (composer option).
    pub href: Option<String>,
    pub region: RegionSvg,
    pub texts: Vec<TextSvg>,
    pub chips: Vec<ChipSvg>,
    pub marker: Option<MarkerSvg>,
}

/// The game's catalogue for the map's template (`{{ "id"|t }}`).
#[allow(dead_code)]
mod filters {
    crate::text_filters!(crate::game::text::catalogue::<crate::games::siam::KingOfSiam>());
}

/// The map, ready for `games/_board.html`.
#[derive(Template)]
#[template(path = "siam/templates/board.html")]
pub struct BoardSvg {
    pub class: String,
    pub width: i32,
    pub height: i32,
    pub label: String,
    pub borders: Vec<LineSvg>,
    pub nodes: Vec<NodeSvg>,
}

impl BoardSvg {
    /// The map holds the composer's choices (provinces, followers to click). It is then
    /// hidden from screen readers and left out of the Tab order: the composer lists the
    /// same choices, one accessible way to each, and the board in words tells the map.
    pub fn choices(&self) -> bool {
        (self.nodes.iter()).any(|n| n.href.is_some() || n.chips.iter().any(|c| c.href.is_some()))
    }
}

const WIDTH: f32 = 500.0;
/// Radius of a province cell around its capital.
const CELL: f32 = 100.0;
/// Provinces closer than this are pushed apart.
const SPACING: f32 = 158.0;
const CHIP_W: i32 = 44;

/// Positions of the capitals on a `WIDTH` × height canvas.
pub fn layout(view: &View) -> (f32, Vec<(f32, f32)>) {
    let ps = &view.provinces;
    let n = ps.len().max(1);
    let (min_lat, max_lat) = ps.iter().fold((f32::MAX, f32::MIN), |(a, b), p| {
        (a.min(p.lat), b.max(p.lat))
    });
    let (min_lon, max_lon) = ps.iter().fold((f32::MAX, f32::MIN), |(a, b), p| {
        (a.min(p.lon), b.max(p.lon))
    });
    let lat_span = (max_lat - min_lat).max(0.01);
    let lon_span = (max_lon - min_lon).max(0.01);
    let height = (WIDTH * (lat_span / lon_span).clamp(0.9, 1.3)).round();
    let rank = |key: &dyn Fn(usize) -> f32, i: usize| -> f32 {
        let k = key(i);
        (0..ps.len()).filter(|&j| key(j) < k).count() as f32 / (n - 1).max(1) as f32
    };
    let mx = 85.0;
    let my = 70.0;
    let mut pos: Vec<(f32, f32)> = (0..ps.len())
        .map(|i| {
            let x = (ps[i].lon - min_lon) / lon_span;
            let y = (max_lat - ps[i].lat) / lat_span;
            let xr = rank(&|j| ps[j].lon, i);
            let yr = rank(&|j| -ps[j].lat, i);
            let x = 0.5 * x + 0.5 * xr;
            let y = 0.5 * y + 0.5 * yr;
            (mx + x * (WIDTH - 2.0 * mx), my + y * (height - 2.0 * my))
        })
        .collect();
    let home = pos.clone();
    for _ in 0..300 {
        for i in 0..pos.len() {
            for j in (i + 1)..pos.len() {
                let (dx, dy) = (pos[j].0 - pos[i].0, pos[j].1 - pos[i].1);
                let d = (dx * dx + dy * dy).sqrt().max(0.01);
                if d < SPACING {
                    let push = (SPACING - d) / 2.0 * 0.5;
                    let (ux, uy) = (dx / d, dy / d);
                    pos[i].0 -= ux * push;
                    pos[i].1 -= uy * push;
                    pos[j].0 += ux * push;
                    pos[j].1 += uy * push;
                }
            }
        }
        for (p, h) in pos.iter_mut().zip(&home) {
            p.0 += (h.0 - p.0) * 0.02;
            p.1 += (h.1 - p.1) * 0.02;
            p.0 = p.0.clamp(mx, WIDTH - mx);
            p.1 = p.1.clamp(my - 10.0, height - my);
        }
    }
    (height, pos)
}

/// Keeps the part of `poly` on the side of the line through `m` with normal `n` where
/// `(p - m)·n <= 0` (Sutherland–Hodgman against one half-plane).
fn clip(poly: &[(f32, f32)], m: (f32, f32), n: (f32, f32)) -> Vec<(f32, f32)> {
    let side = |p: (f32, f32)| (p.0 - m.0) * n.0 + (p.1 - m.1) * n.1;
    let mut out = Vec::with_capacity(poly.len() + 2);
    for i in 0..poly.len() {
        let a = poly[i];
        let b = poly[(i + 1) % poly.len()];
        let (sa, sb) = (side(a), side(b));
        if sa <= 0.0 {
            out.push(a);
        }
        if (sa <= 0.0) != (sb <= 0.0) {
            let t = sa / (sa - sb);
            out.push((a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t));
        }
    }
    out
}

/// The cell of province `i`: a slightly irregular disc cut by the perpendicular bisectors
/// towards every other capital and by the canvas edges. Neighbours (`adjacent(i, j)`) are
/// cut with a hairline gap so their cells meet; other provinces with a wide one, so that
/// cells never touch unless the provinces border each other on the board.
fn cell(
    i: usize,
    pos: &[(f32, f32)],
    width: f32,
    height: f32,
    adjacent: &dyn Fn(usize, usize) -> bool,
) -> Vec<(f32, f32)> {
    let (cx, cy) = pos[i];
    let steps = 36;
    let mut poly: Vec<(f32, f32)> = (0..steps)
        .map(|k| {
            let a = k as f32 / steps as f32 * std::f32::consts::TAU;
            let wobble =
                1.0 + 0.07 * (3.0 * a + i as f32 * 1.7).sin() + 0.04 * (5.0 * a + i as f32).cos();
            (cx + CELL * wobble * a.cos(), cy + CELL * wobble * a.sin())
        })
        .collect();
    for (j, &(ox, oy)) in pos.iter().enumerate() {
        if j == i {
            continue;
        }
        let (dx, dy) = (ox - cx, oy - cy);
        let d = (dx * dx + dy * dy).sqrt().max(0.01);
        let n = (dx / d, dy / d);
        let gap = if adjacent(i, j) { 3.0 } else { 13.0 };
        let m = (cx + dx / 2.0 - n.0 * gap, cy + dy / 2.0 - n.1 * gap);
        poly = clip(&poly, m, n);
    }
    for (m, n) in [
        ((4.0, 0.0), (-1.0, 0.0)),
        ((width - 4.0, 0.0), (1.0, 0.0)),
        ((0.0, 4.0), (0.0, -1.0)),
        ((0.0, height - 4.0), (0.0, 1.0)),
    ] {
        poly = clip(&poly, m, n);
    }
    poly
}

/// An SVG path through the points of a polygon.
fn polygon_path(poly: &[(f32, f32)]) -> String {
    let mut d = String::new();
    for (k, (x, y)) in poly.iter().enumerate() {
        d.push_str(&format!(
            "{}{:.1} {:.1}",
            if k == 0 { "M" } else { "L" },
            x,
            y
        ));
    }
    d.push('Z');
    d
}

/// Whether `p` lies inside the polygon `poly` (even–odd rule).
fn inside(p: (f32, f32), poly: &[(f32, f32)]) -> bool {
    let mut odd = false;
    for k in 0..poly.len() {
        let (a, b) = (poly[k], poly[(k + 1) % poly.len()]);
        if (a.1 > p.1) != (b.1 > p.1) && p.0 < a.0 + (p.1 - a.1) / (b.1 - a.1) * (b.0 - a.0) {
            odd = !odd;
        }
    }
    odd
}

/// The line between the capitals of `i` and `j` (drawn to the capital dot, 5 units above
/// the centre): straight when it crosses no other province's cell, else the least bent
/// curve that stays clear of them all, so that a line never seems to pass through a
/// province it does not touch.
fn border_path(pos: &[(f32, f32)], cells: &[Vec<(f32, f32)>], i: usize, j: usize) -> String {
    let (ax, ay) = (pos[i].0, pos[i].1 - 5.0);
    let (bx, by) = (pos[j].0, pos[j].1 - 5.0);
    let (dx, dy) = (bx - ax, by - ay);
    let len = (dx * dx + dy * dy).sqrt().max(0.01);
    let normal = (-dy / len, dx / len);
    let control = |bend: f32| {
        (
            (ax + bx) / 2.0 + normal.0 * bend,
            (ay + by) / 2.0 + normal.1 * bend,
        )
    };
    let clear = |bend: f32| {
        let (cx, cy) = control(bend);
        (1..40).all(|k| {
            let t = k as f32 / 40.0;
            let u = 1.0 - t;
            let p = (
                u * u * ax + 2.0 * u * t * cx + t * t * bx,
                u * u * ay + 2.0 * u * t * cy + t * t * by,
            );
            cells
                .iter()
                .enumerate()
                .all(|(k, cell)| k == i || k == j || !inside(p, cell))
        })
    };
    let bend = (0..=24)
        .flat_map(|step| {
            let b = step as f32 * 12.0;
            [b, -b]
        })
        .find(|b| clear(*b))
        .unwrap_or(0.0);
    if bend == 0.0 {
        return format!("M{ax:.0} {ay:.0}L{bx:.0} {by:.0}");
    }
    let (cx, cy) = control(bend);
    format!("M{ax:.0} {ay:.0}Q{cx:.0} {cy:.0} {bx:.0} {by:.0}")
}

/// Splits a long province name over two lines at the space nearest its middle.
/// How wide `text` is drawn at `font_px` in the map's bold type, on the safe side (capitals,
/// as the "contested" tag is set, are wider).
fn text_width(text: &str, font_px: f32, capitals: bool) -> f32 {
    let per_char = if capitals { 0.82 } else { 0.64 };
    text.chars().count() as f32 * font_px * per_char
}

/// `x` moved, where needed, so that a text of `width` centred on it stays on the map: a
/// province by the edge keeps its labels whole in every language ("CONTESTÉE MAINTENANT").
fn inside_map(x: i32, width: f32) -> i32 {
    let half = (width / 2.0).ceil() as i32 + 4;
    if 2 * half >= WIDTH as i32 {
        return WIDTH as i32 / 2;
    }
    x.clamp(half, WIDTH as i32 - half)
}

fn name_lines(name: &str) -> Vec<String> {
    if name.chars().count() <= 13 {
        return vec![name.to_string()];
    }
    let mid = name.len() / 2;
    let split = name
        .match_indices(' ')
        .map(|(i, _)| i)
        .min_by_key(|i| i.abs_diff(mid));
    match split {
        Some(i) => vec![name[..i].to_string(), name[i + 1..].to_string()],
        None => vec![name.to_string()],
    }
}

/// CSS class of a controller: `f0`/`f1`/`f2` for factions, `occ` for the occupier.
pub fn controller_class(c: Controller) -> &'static str {
    match c {
        Controller::Faction(f) => faction_class(f),
        Controller::Occupier => "occ",
    }
}

pub fn faction_class(f: Faction) -> &'static str {
    ["f0", "f1", "f2"][f.index()]
}

/// Builds the map for `view` with the composer's `marks`.
/// What depends only on the map, not on the position: the capitals' places, each
/// province's cell and the lines between neighbours.
struct Geometry {
    height: f32,
    pos: Vec<(f32, f32)>,
    cells: Vec<String>,
    borders: Vec<String>,
}

/// The geometry of `view`'s map, laid out once per map and kept (the relaxation alone
/// costs more than drawing the rest of a page).
fn geometry(view: &View) -> Arc<Geometry> {
    static CACHE: OnceLock<Mutex<HashMap<&'static str, Arc<Geometry>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let cached = cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get(view.board)
        .cloned();
    if let Some(geometry) = cached {
        return geometry;
    }
    let (height, pos) = layout(view);
    let adjacent = |i: usize, j: usize| {
        view.provinces[i]
            .adjacent
            .iter()
            .any(|id| *id == view.provinces[j].id)
    };
    let polygons: Vec<Vec<(f32, f32)>> = (0..pos.len())
        .map(|i| cell(i, &pos, WIDTH, height, &adjacent))
        .collect();
    let mut borders = Vec::new();
    for i in 0..pos.len() {
        for j in (i + 1)..pos.len() {
            if adjacent(i, j) {
                borders.push(border_path(&pos, &polygons, i, j));
            }
        }
    }
    let cells = polygons.iter().map(|p| polygon_path(p)).collect();
    let geometry = Arc::new(Geometry {
        height,
        pos,
        cells,
        borders,
    });
    cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(view.board, geometry.clone());
    geometry
}

/// A province in words, as its title on the map and the board in words give it: name,
/// capital and home, then who controls it (since which struggle) or its followers, whether
/// it is contested now and where its tile lies on the track.
pub fn province_title(view: &View, terms: &Terms, p: &ProvinceView) -> String {
    let n = p.number as usize;
    let name = terms.province(p.number);
    let capital = terms.capitals[n].as_str();
    let mut title = say(match p.home_of {
        Some(h) => Message::new("map-title-home")
            .arg("province", name)
            .arg("capital", capital)
            .arg("faction", terms.factions[h.index()].as_str()),
        None => Message::new("map-title")
            .arg("province", name)
            .arg("capital", capital),
    });
    match p.control {
        Some(c) => {
            let who = match c {
                Controller::Faction(f) => say(Message::new("map-faction-control")
                    .arg("faction", terms.factions[f.index()].as_str())),
                Controller::Occupier => terms.occupier.clone(),
            };
            title = say(match p.resolved_in {
                Some(struggle) => Message::new("map-title-resolved-in")
                    .arg("title", title)
                    .arg("who", who)
                    .arg("struggle", struggle),
                None => Message::new("map-title-resolved")
                    .arg("title", title)
                    .arg("who", who),
            });
        }
        None => {
            let counts: Vec<String> = Faction::ALL
                .iter()
                .filter(|f| p.followers[f.index()] > 0)
                .map(|f| format!("{} {}", p.followers[f.index()], terms.factions[f.index()]))
                .collect();
            let followers = if counts.is_empty() {
                say(Message::new("map-no-followers"))
            } else {
                counts.join(", ")
            };
            title = say(Message::new("map-title-followers")
                .arg("title", title)
                .arg("followers", followers));
        }
    }
    if view.track.iter().any(|t| t.contested && t.province == p.id) {
        title = say(Message::new("map-title-contested").arg("title", title));
    }
    let box_number = view
        .track
        .iter()
        .find(|t| t.province == p.id)
        .map_or(0, |t| t.number);
    if box_number > 0 && p.control.is_none() {
        title = say(Message::new("map-title-tile")
            .arg("title", title)
            .arg("box", box_number));
    }
    title
}

pub fn board_svg(view: &View, marks: &Marks) -> BoardSvg {
    let terms = Terms::of_view(view);
    let geometry = geometry(view);
    let (height, pos) = (geometry.height, &geometry.pos);
    let width = WIDTH;
    let borders = geometry
        .borders
        .iter()
        .map(|d| LineSvg { d: d.clone() })
        .collect();
    let mut nodes = Vec::new();
    for (i, p) in view.provinces.iter().enumerate() {
        let (x, y) = (pos[i].0 as i32, pos[i].1 as i32);
        let contested = view.track.iter().any(|t| t.contested && t.province == p.id);
        let mut class = String::from("prov");
        let mut region_class = String::from("cell");
        match p.control {
            Some(c) => {
                region_class.push_str(" ctl-");
                region_class.push_str(controller_class(c));
                class.push_str(" resolved");
            }
            None => {
                if let Some(h) = p.home_of {
                    region_class.push_str(" home-");
                    region_class.push_str(faction_class(h));
                }
            }
        }
        if contested {
            region_class.push_str(" contested");
            class.push_str(" contested");
        }
        let n = p.number as usize;
        let href = marks.prov_href.get(n).cloned().flatten();
        if href.is_some() {
            class.push_str(" option");
        }
        if marks.prov_selected.get(n).copied().unwrap_or(false) {
            class.push_str(" selected");
        }
        if marks.changed.get(n).copied().unwrap_or(false) {
            class.push_str(" changed");
        }
        let mut texts = Vec::new();
        let name = terms.province(p.number);
        let lines = name_lines(name);
        let top = if lines.len() > 1 { y - 34 } else { y - 15 };
        if contested {
            let text = say(Message::new("contested-now"));
            texts.push(TextSvg {
                x: inside_map(x, text_width(&text, 12.0, true)),
                y: top - 17,
                text,
                class: "tag",
            });
        }
        for (k, line) in lines.iter().enumerate() {
            texts.push(TextSvg {
                x: inside_map(x, text_width(line, 17.0, false)),
                y: top + 17 * k as i32,
                text: line.clone(),
                class: "name",
            });
        }
        let mut chips = Vec::new();
        let mut marker = None;
        match p.control {
            Some(c) => {
                let (label, who) = match c {
                    Controller::Faction(f) => (
                        view.letters[f.index()].to_string(),
                        say(Message::new("map-faction-control")
                            .arg("faction", terms.factions[f.index()].as_str())),
                    ),
                    Controller::Occupier => (terms.occupier_mark.clone(), terms.occupier.clone()),
                };
                marker = Some(MarkerSvg {
                    x,
                    y: y + 20,
                    class: format!("marker {}", controller_class(c)),
                    label,
                });
                texts.push(TextSvg {
                    x,
                    y: y + 54,
                    text: who,
                    class: "caption",
                });
            }
            None => {
                let present: Vec<Faction> = Faction::ALL
                    .into_iter()
                    .filter(|f| p.followers[f.index()] > 0)
                    .collect();
                let total = present.len() as i32;
                let row_w = total * CHIP_W + (total - 1).max(0) * 4;
                let mut cx = x - row_w / 2;
                for f in &present {
                    let fi = f.index();
                    let mut class = format!("chip {}", faction_class(*f));
                    let href = marks.follower_href[n][fi].clone();
                    if href.is_some() {
                        class.push_str(" option");
                    }
                    if marks.follower_selected[n][fi] {
                        class.push_str(" selected");
                    }
                    chips.push(ChipSvg {
                        x: cx,
                        y: y + 4,
                        class,
                        letter: view.letters[fi],
                        count: p.followers[fi],
                        href,
                        title: say(Message::new("map-chip")
                            .arg("count", p.followers[fi])
                            .arg("faction", terms.factions[fi].as_str())
                            .arg("letter", view.letters[fi].to_string())
                            .arg("province", name)),
                    });
                    cx += CHIP_W + 4;
                }
                if present.is_empty() {
                    texts.push(TextSvg {
                        x,
                        y: y + 20,
                        text: say(Message::new("map-no-followers")),
                        class: "caption",
                    });
                }
                if let Some(h) = p.home_of {
                    texts.push(TextSvg {
                        x,
                        y: y + 46,
                        text: say(Message::new("map-home-of")
                            .arg("faction", terms.factions[h.index()].as_str())),
                        class: "caption",
                    });
                }
            }
        }
        nodes.push(NodeSvg {
            id: p.id,
            x,
            y,
            class,
            title: province_title(view, &terms, p),
            href,
            region: RegionSvg {
                d: geometry.cells[i].clone(),
                class: region_class,
            },
            texts,
            chips,
            marker,
        });
    }
    BoardSvg {
        class: format!("board board-{}", view.board),
        width: width as i32,
        height: height as i32,
        label: say(Message::new("map-label")
            .arg("country", terms.country.as_str())
            .arg("count", view.provinces.len())),
        borders,
        nodes,
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn labels_by_the_edge_stay_on_the_map() {
        let tag = text_width("CONTESTÉE MAINTENANT", 12.0, true);
        let name = text_width("Nakhon Ratchasima", 17.0, false);
        for width in [tag, name] {
            for x in [0, 30, 120, 250, 430, 470, 500] {
                let at = inside_map(x, width) as f32;
                assert!(
                    at - width / 2.0 >= 0.0 && at + width / 2.0 <= WIDTH,
                    "{x} {width}"
                );
            }
        }
        // A label with room keeps its place.
        assert_eq!(inside_map(250, tag), 250);
    }
    use super::*;
    use crate::game::Viewer;
    use crate::games::siam::Hands;
    use crate::games::siam::{new_setup, start, view::view_for, BoardId};
    use rand::SeedableRng;

    #[test]
    fn provinces_keep_their_distance_on_both_maps() {
        for board in [BoardId::Siam, BoardId::Saba] {
            let mut rng = rand::rngs::StdRng::seed_from_u64(1);
            let state = start(&new_setup(board, 3, Hands::Original, &mut rng)).unwrap();
            let view = view_for(&state, Viewer::Spectator);
            let (h, pos) = layout(&view);
            for i in 0..8 {
                assert!(pos[i].0 >= 0.0 && pos[i].0 <= WIDTH && pos[i].1 >= 0.0 && pos[i].1 <= h);
                for j in (i + 1)..8 {
                    let d = ((pos[i].0 - pos[j].0).powi(2) + (pos[i].1 - pos[j].1).powi(2)).sqrt();
                    assert!(d > 120.0, "{board:?} {i} {j} {d}");
                }
            }
            let svg = board_svg(&view, &Marks::default()).render().unwrap();
            assert!(svg.starts_with("<svg"));
            assert!(!svg.contains("style="), "CSP forbids style attributes");
        }
    }

    #[test]
    fn the_map_reads_true_lines_cross_no_other_province_and_only_neighbours_touch() {
        for board in [BoardId::Siam, BoardId::Saba] {
            let mut rng = rand::rngs::StdRng::seed_from_u64(1);
            let state = start(&new_setup(board, 3, Hands::Original, &mut rng)).unwrap();
            let view = view_for(&state, Viewer::Spectator);
            let (h, pos) = layout(&view);
            let adjacent = |i: usize, j: usize| {
                view.provinces[i]
                    .adjacent
                    .iter()
                    .any(|id| *id == view.provinces[j].id)
            };
            let cells: Vec<_> = (0..8).map(|i| cell(i, &pos, WIDTH, h, &adjacent)).collect();
            for i in 0..8 {
                for j in (i + 1)..8 {
                    if adjacent(i, j) {
                        // Every sampled point of the line lies outside the other cells.
                        let d = border_path(&pos, &cells, i, j);
                        let nums: Vec<f32> = d
                            .split(|c: char| c.is_ascii_alphabetic() || c == ' ')
                            .filter_map(|n| n.parse().ok())
                            .collect();
                        let (a, b) = (
                            (nums[0], nums[1]),
                            (nums[nums.len() - 2], nums[nums.len() - 1]),
                        );
                        let c = if nums.len() == 6 {
                            (nums[2], nums[3])
                        } else {
                            ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0)
                        };
                        for k in 1..40 {
                            let t = k as f32 / 40.0;
                            let u = 1.0 - t;
                            let p = (
                                u * u * a.0 + 2.0 * u * t * c.0 + t * t * b.0,
                                u * u * a.1 + 2.0 * u * t * c.1 + t * t * b.1,
                            );
                            for (k, other) in cells.iter().enumerate() {
                                assert!(
                                    k == i || k == j || !inside(p, other),
                                    "{board:?}: the line {} – {} crosses {}",
                                    view.provinces[i].name,
                                    view.provinces[j].name,
                                    view.provinces[k].name
                                );
                            }
                        }
                    } else {
                        // Cells of provinces that are not neighbours keep a channel of sea.
                        let gap = cells[i]
                            .iter()
                            .flat_map(|p| {
                                cells[j].iter().map(move |q| {
                                    ((p.0 - q.0).powi(2) + (p.1 - q.1).powi(2)).sqrt()
                                })
                            })
                            .fold(f32::MAX, f32::min);
                        assert!(
                            gap > 15.0,
                            "{board:?}: {} and {} look adjacent ({gap:.1})",
                            view.provinces[i].name,
                            view.provinces[j].name
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn long_names_wrap() {
        assert_eq!(
            name_lines("Nakhon Si Thammarat"),
            vec!["Nakhon Si", "Thammarat"]
        );
        assert_eq!(name_lines("Lan Na"), vec!["Lan Na"]);
    }
}
