//! The composer: a Meridian turn built step by step without JavaScript, the draft kept in
//! the page's address — the card, its number (a multi-number card), whether to take an own
//! tower back first, the height of a new tower (or none), the city — then a preview of the
//! board after it, every pushed tower and what changes hands, before Confirm.

use super::super::model::{Card, Event, Move, Placement, State};
use super::super::moves::distinct_cards;
use super::super::rules::{self, island_control};
use super::super::view::{view_for, View};
use super::super::{describe_preview, notation, numbers_either, Meridian};
use super::board::{board_svg, Marks};
use crate::game::web::url_encode;
use crate::game::{text, Arg, ChosenRow, Message, OptionLink, Seat, Viewer};
use askama::Template;
use std::collections::BTreeMap;
use uuid::Uuid;

/// The draft as the page's address keeps it: `card`, `m` (meridian), `x` (0: keep the own
/// tower, else the row of the one taken back), `h` (0: no new tower), `r` (the row).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Draft {
    pub card: Option<String>,
    pub m: Option<u8>,
    pub x: Option<u8>,
    pub h: Option<u8>,
    pub r: Option<u8>,
    /// A move typed in notation that did not go through.
    pub typed: String,
}

impl Draft {
    pub fn from_query(query: &BTreeMap<String, String>) -> Self {
        let number = |key: &str| query.get(key).and_then(|v| v.trim().parse::<u8>().ok());
        Draft {
            card: query
                .get("card")
                .map(|c| c.trim().to_string())
                .filter(|c| !c.is_empty()),
            m: number("m"),
            x: number("x"),
            h: number("h"),
            r: number("r"),
            typed: query.get("draft").cloned().unwrap_or_default(),
        }
    }

    /// The address of the game page with this draft.
    fn href(&self, game_id: Uuid) -> String {
        let mut parts = Vec::new();
        if let Some(c) = &self.card {
            parts.push(format!("card={}", url_encode(c)));
        }
        for (key, value) in [("m", self.m), ("x", self.x), ("h", self.h), ("r", self.r)] {
            if let Some(v) = value {
                parts.push(format!("{key}={v}"));
            }
        }
        if parts.is_empty() {
            format!("/games/{game_id}#composer")
        } else {
            format!("/games/{game_id}?{}#composer", parts.join("&"))
        }
    }

    /// The draft's fields for the Confirm form (a refused move comes back to them).
    pub fn fields(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        if let Some(c) = &self.card {
            out.push(("card", c.clone()));
        }
        for (key, value) in [("m", self.m), ("x", self.x), ("h", self.h), ("r", self.r)] {
            if let Some(v) = value {
                out.push((key, v.to_string()));
            }
        }
        out
    }
}

/// A card to start the turn with.
pub struct CardChoice {
    pub label: String,
    pub hint: String,
    pub href: String,
}

/// What Confirm will play.
pub struct Preview {
    pub notation: String,
    pub description: String,
    /// Every tower the placement pushes, in words.
    pub pushes: Vec<String>,
    /// Islands that change hands, in words.
    pub control: Vec<String>,
    pub svg: String,
    /// The board after the turn, the next card of the mover's deck not yet turned up.
    pub after: View,
    /// A card of the mover's deck will be turned up (which one, nobody knows yet).
    pub turns_up: bool,
}

/// Heights of a new tower that fit the same rows: one line of the height step, each
/// height a small link.
pub struct HeightGroup {
    /// "Rows 1, 2, 3".
    pub rows: String,
    pub heights: Vec<HeightChoice>,
}

pub struct HeightChoice {
    pub height: u8,
    /// The whole choice in words, for screen readers: "2 pieces (rows 1, 2, 3)".
    pub label: String,
    pub href: String,
}

/// The composer as the page shows it.
#[derive(Default)]
pub struct Composer {
    pub cards: Vec<CardChoice>,
    pub chosen: Vec<ChosenRow>,
    pub step_no: usize,
    pub steps_total: usize,
    pub prompt: String,
    pub options: Vec<OptionLink>,
    /// The height step's heights, grouped by the rows they fit.
    pub heights: Vec<HeightGroup>,
    pub preview: Option<Preview>,
    pub notices: Vec<String>,
    pub reset_href: String,
    pub back_href: Option<String>,
    /// The Confirm form's draft fields.
    pub fields: Vec<(&'static str, String)>,
    /// Complete turns for the notation field's suggestions.
    pub suggestions: Vec<String>,
    /// The map marks of the current step (the cities to choose from).
    pub marks: Marks,
}

/// A message of the game's catalogue in words (no players' names).
fn say(message: Message) -> String {
    text::render::<Meridian>(&message, &[])
}

fn name(names: &[String], seat: usize) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| say(Message::new("seat-name").arg("seat", seat + 1)))
}

/// Heights a new tower of `seat` may have somewhere on `meridian`, after taking back the
/// tower in row `remove` (if any), each with the rows it fits.
fn heights(
    state: &State,
    seat: Seat,
    card: Card,
    meridian: u8,
    remove: Option<u8>,
) -> BTreeMap<u8, Vec<u8>> {
    let mut out: BTreeMap<u8, Vec<u8>> = BTreeMap::new();
    let rows = state.board().rows as u8;
    let supply = state.seats[seat].supply
        + remove.map_or(0, |r| {
            state.towers[meridian as usize - 1][r as usize - 1].height
        });
    for height in 1..=supply {
        for row in 1..=rows {
            let mv = Move {
                card,
                meridian: Some(meridian),
                remove,
                place: Some(Placement { height, row }),
            };
            if rules::is_legal(state, seat, &mv) {
                out.entry(height).or_default().push(row);
            }
        }
    }
    out
}

/// Builds the composer for `seat` from the draft in the address.
pub fn build(
    game_id: Uuid,
    state: &State,
    seat: Seat,
    names: &[String],
    draft: &Draft,
) -> Composer {
    let mut out = Composer {
        reset_href: format!("/games/{game_id}#composer"),
        ..Default::default()
    };
    let cards = distinct_cards(state, seat);
    out.suggestions = cards.iter().map(|c| c.label().to_string()).collect();
    let card = draft
        .card
        .as_deref()
        .and_then(|label| cards.iter().find(|c| c.label() == label).copied());
    if draft.card.is_some() && card.is_none() {
        out.notices.push(say(Message::new("composer-card-gone")));
    }
    let Some(card) = card else {
        out.step_no = 1;
        out.steps_total = 1;
        for c in &cards {
            let d = Draft {
                card: Some(c.label().to_string()),
                ..Default::default()
            };
            out.cards.push(CardChoice {
                label: c.label().to_string(),
                hint: say(if c.numbers().len() == 1 {
                    Message::new("meridian-number").arg("meridian", c.numbers()[0])
                } else {
                    Message::new("card-hint-many").arg("meridians", numbers_either(*c))
                }),
                href: d.href(game_id),
            });
        }
        return out;
    };
    let mut d = Draft {
        card: Some(card.label().to_string()),
        ..Default::default()
    };
    out.chosen.push(ChosenRow {
        label: say(Message::new("chosen-card").arg("card", card.label())),
        change_href: out.reset_href.clone(),
    });
    let multi = card.numbers().len() > 1;
    // The meridian: named by the card, or chosen.
    let meridian = if multi {
        draft.m.filter(|m| card.numbers().contains(m))
    } else {
        Some(card.numbers()[0])
    };
    let nothing = Draft {
        h: Some(0),
        ..d.clone()
    };
    let Some(meridian) = meridian else {
        if multi && draft.h == Some(0) {
            // The card played without a meridian: nothing changes.
            out.step_no = 2;
            out.steps_total = 2;
            out.chosen.push(ChosenRow {
                label: say(Message::new("chosen-nothing")),
                change_href: d.href(game_id),
            });
            finish(
                &mut out, state, seat, names, &nothing, card, None, None, None,
            );
            return out;
        }
        out.step_no = 2;
        out.steps_total = 4;
        out.prompt = say(Message::new("prompt-meridian").arg("card", card.label()));
        for &m in card.numbers() {
            out.options.push(OptionLink {
                label: say(Message::new("meridian-number").arg("meridian", m)),
                href: Draft {
                    m: Some(m),
                    ..d.clone()
                }
                .href(game_id),
            });
        }
        out.options.push(OptionLink {
            label: say(Message::new("choice-none")),
            href: nothing.href(game_id),
        });
        out.back_href = Some(out.reset_href.clone());
        return out;
    };
    if multi {
        d.m = Some(meridian);
        out.chosen.push(ChosenRow {
            label: say(Message::new("meridian-number").arg("meridian", meridian)),
            change_href: Draft {
                m: None,
                ..d.clone()
            }
            .href(game_id),
        });
    }
    let m = meridian as usize - 1;
    let own: Vec<u8> = state.own_rows(seat, m).map(|r| r as u8 + 1).collect();
    let mut total = 1 + multi as usize + !own.is_empty() as usize + 1;
    // Taking an own tower back first?
    let remove = if own.is_empty() {
        None
    } else {
        match draft.x {
            Some(0) => Some(None),
            Some(row) if own.contains(&row) => Some(Some(row)),
            _ => None,
        }
    };
    let remove = match (own.is_empty(), remove) {
        (true, _) => None,
        (false, Some(choice)) => {
            d.x = Some(choice.unwrap_or(0));
            out.chosen.push(ChosenRow {
                label: say(match choice {
                    None => Message::new("chosen-keep").arg("meridian", meridian),
                    Some(row) => Message::new("chosen-take-back")
                        .arg("height", state.towers[m][row as usize - 1].height)
                        .arg("row", row),
                }),
                change_href: Draft {
                    x: None,
                    h: None,
                    r: None,
                    ..d.clone()
                }
                .href(game_id),
            });
            choice
        }
        (false, None) => {
            out.step_no = out.chosen.len() + 1;
            out.steps_total = total + 1;
            out.prompt = say(Message::new("prompt-take-back").arg("meridian", meridian));
            out.options.push(OptionLink {
                label: say(Message::new("choice-keep")),
                href: Draft {
                    x: Some(0),
                    ..d.clone()
                }
                .href(game_id),
            });
            for &row in &own {
                out.options.push(OptionLink {
                    label: say(Message::new("choice-take-back")
                        .arg("height", state.towers[m][row as usize - 1].height)
                        .arg("row", row)),
                    href: Draft {
                        x: Some(row),
                        ..d.clone()
                    }
                    .href(game_id),
                });
            }
            out.marks.meridian = Some(meridian);
            back(&mut out);
            return out;
        }
    };
    // The new tower's height.
    let fits = heights(state, seat, card, meridian, remove);
    let height = match draft.h {
        Some(0) => Some(0),
        Some(h) if fits.contains_key(&h) => Some(h),
        _ => None,
    };
    let Some(height) = height else {
        out.step_no = out.chosen.len() + 1;
        out.steps_total = total + 1;
        out.marks.meridian = Some(meridian);
        if fits.is_empty() {
            out.notices
                .push(say(Message::new("notice-no-fit").arg("meridian", meridian)));
        }
        out.prompt = say(Message::new("prompt-height").arg("meridian", meridian));
        out.options.push(OptionLink {
            label: say(Message::new(if remove.is_some() {
                "choice-only-take-back"
            } else {
                "choice-no-tower"
            })),
            href: Draft {
                h: Some(0),
                ..d.clone()
            }
            .href(game_id),
        });
        // Heights that fit the same rows share a line, in the order of their heights.
        let mut groups: Vec<(&Vec<u8>, Vec<u8>)> = Vec::new();
        for (h, rows) in &fits {
            match groups.iter_mut().find(|(r, _)| *r == rows) {
                Some((_, hs)) => hs.push(*h),
                None => groups.push((rows, vec![*h])),
            }
        }
        for (rows, hs) in groups {
            let words = |id, height: u8| {
                say(Message::new(id)
                    .arg("height", height)
                    .arg("count", rows.len())
                    .arg(
                        "rows",
                        Arg::join(rows.iter().map(|r| Arg::from(*r)).collect(), "list-comma"),
                    ))
            };
            out.heights.push(HeightGroup {
                rows: words("height-rows", 0),
                heights: (hs.into_iter())
                    .map(|h| HeightChoice {
                        height: h,
                        label: words("choice-height", h),
                        href: Draft {
                            h: Some(h),
                            ..d.clone()
                        }
                        .href(game_id),
                    })
                    .collect(),
            });
        }
        back(&mut out);
        return out;
    };
    d.h = Some(height);
    out.chosen.push(ChosenRow {
        label: say(if height == 0 {
            Message::new("chosen-no-tower")
        } else {
            Message::new("chosen-height").arg("height", height)
        }),
        change_href: Draft {
            h: None,
            r: None,
            ..d.clone()
        }
        .href(game_id),
    });
    if height == 0 {
        out.step_no = out.chosen.len();
        out.steps_total = out.chosen.len();
        let meridian = remove.is_some().then_some(meridian);
        finish(
            &mut out, state, seat, names, &d, card, meridian, remove, None,
        );
        return out;
    }
    total += 1;
    // The city.
    let rows = fits.get(&height).cloned().unwrap_or_default();
    let Some(row) = draft.r.filter(|r| rows.contains(r)) else {
        out.step_no = out.chosen.len() + 1;
        out.steps_total = total;
        out.prompt = say(Message::new("prompt-row")
            .arg("meridian", meridian)
            .arg("height", height));
        out.marks.meridian = Some(meridian);
        let board = state.board();
        for &row in &rows {
            let href = Draft {
                r: Some(row),
                ..d.clone()
            }
            .href(game_id);
            let city = board.city(m, row as usize - 1);
            let island = board.islands[city.island as usize].letter;
            let occupant = state.towers[m][row as usize - 1];
            let place = Message::new(if city.capital {
                "choice-row-capital"
            } else {
                "choice-row"
            })
            .arg("row", row)
            .arg("island", island.to_string());
            let label = if occupant.is_empty() || remove == Some(row) {
                place
            } else {
                Message::new(if height < occupant.height {
                    "choice-row-pushes-north"
                } else {
                    "choice-row-pushes-south"
                })
                .arg("place", place)
                .arg("owner", name(names, occupant.owner as usize))
                .arg("height", occupant.height)
            };
            out.options.push(OptionLink {
                label: say(label),
                href: href.clone(),
            });
            out.marks.city_href.push(((meridian, row), href));
        }
        back(&mut out);
        return out;
    };
    d.r = Some(row);
    out.step_no = out.chosen.len();
    out.steps_total = total;
    finish(
        &mut out,
        state,
        seat,
        names,
        &d,
        card,
        Some(meridian),
        remove,
        Some(Placement { height, row }),
    );
    out
}

/// The back link: one step back from the last choice.
fn back(out: &mut Composer) {
    out.back_href = out
        .chosen
        .last()
        .map(|c| c.change_href.clone())
        .or(Some(out.reset_href.clone()));
}

/// The complete turn: the preview and the Confirm form.
#[allow(clippy::too_many_arguments)]
fn finish(
    out: &mut Composer,
    state: &State,
    seat: Seat,
    names: &[String],
    draft: &Draft,
    card: Card,
    meridian: Option<u8>,
    remove: Option<u8>,
    place: Option<Placement>,
) {
    back(out);
    out.fields = draft.fields();
    let mv = Move {
        card,
        meridian,
        remove,
        place,
    };
    // The board as the mover knows it before confirming: the next card of the deck is not
    // turned up in a preview (M3: its order is hidden from its owner too).
    let Ok((after, events)) = rules::apply_unrevealed(state, seat, &mv) else {
        out.notices.push(say(Message::new("composer-impossible")));
        return;
    };
    let mut you: Vec<String> = names.to_vec();
    if let Some(n) = you.get_mut(seat) {
        *n = say(Message::new("preview-you"));
    }
    let description = events
        .first()
        .map(|e| text::render::<Meridian>(&describe_preview(state, e), &you))
        .unwrap_or_default();
    let mut pushes = Vec::new();
    let mut changed = Vec::new();
    if let Some(Event::Played {
        pushed,
        placed,
        removed_row,
        meridian: Some(m),
        ..
    }) = events.first()
    {
        for p in pushed {
            pushes.push(say(Message::new(if p.to_row < p.from_row {
                "preview-pushed-north"
            } else {
                "preview-pushed-south"
            })
            .arg("owner", name(names, p.owner as usize))
            .arg("height", p.height)
            .arg("from", p.from_row)
            .arg("to", p.to_row)));
            changed.push((*m, p.to_row));
        }
        if let Some(p) = placed {
            changed.push((*m, p.row));
        }
        if let Some(row) = removed_row {
            changed.push((*m, *row));
        }
    }
    // Islands that change hands.
    let board = state.board();
    let before = island_control(state);
    let now = island_control(&after);
    let owner = |c: Option<Seat>| c.map_or_else(|| say(Message::new("nobody")), |s| name(&you, s));
    let control = board
        .islands
        .iter()
        .zip(before.iter().zip(&now))
        .filter(|(_, (b, a))| b.0 != a.0)
        .map(|(island, (b, a))| {
            say(Message::new("preview-control")
                .arg("island", island.letter.to_string())
                .arg("points", a.1)
                .arg("before", owner(b.0))
                .arg("after", owner(a.0)))
        })
        .collect();
    let mut after_view = view_for(&after, Viewer::Seat(seat));
    // A last turn ends the game, which opens the decks' order; a preview keeps it closed.
    for s in &mut after_view.seats {
        s.deck_order = None;
    }
    let turns_up = !state.seats[seat].face_down().is_empty();
    let marks = Marks {
        changed,
        meridian,
        ..Default::default()
    };
    let svg = board_svg(&after_view, &marks, names)
        .render()
        .unwrap_or_default();
    out.preview = Some(Preview {
        notation: notation::print(state, seat, &mv),
        description,
        pushes,
        control,
        svg,
        after: after_view,
        turns_up,
    });
}
