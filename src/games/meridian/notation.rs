//! Meridian's text notation (docs/meridian-notation.md): the card's label, the meridian
//! after a colon when the card names several, `x` for removing an own tower (`x3`: the one
//! in row 3, when there are two), and `<height>@<row>` for a new tower.
//!
//! ```text
//! 5                 play the 5, change nothing
//! 5 3@2             on meridian 5 place a tower of 3 in row 2
//! 4-5-6-7:6 x       on meridian 6 take your tower back
//! 8-9-10:9 x 2@4    on meridian 9 take your tower back, then place a 2 in row 4
//! ```
//!
//! Printing is canonical; parsing is case-insensitive and tolerant of spaces around `@`
//! and `:`. A card is named by its label only: two face-up cards with one label (two
//! colours in the 2-player game) are the same turn, and the lower colour is played.

use super::model::*;
use super::moves::{canonical_card, normalise};
use crate::game::{Arg, Message, Seat};

/// The canonical text of `mv` (played by `seat` in `state`).
pub fn print(state: &State, seat: Seat, mv: &Move) -> String {
    let mut text = mv.card.label().to_string();
    if let (Some(m), true) = (mv.meridian, mv.card.numbers().len() > 1) {
        text.push_str(&format!(":{m}"));
    }
    if let (Some(row), Some(m)) = (mv.remove, mv.meridian) {
        // The row only when the player has two towers there (2 players).
        let own = state.own_rows(seat, m as usize - 1).count();
        if own > 1 {
            text.push_str(&format!(" x{row}"));
        } else {
            text.push_str(" x");
        }
    }
    if let Some(p) = mv.place {
        text.push_str(&format!(" {}@{}", p.height, p.row));
    }
    text
}

fn number(word: &str, what: &'static str) -> Result<u8, Message> {
    word.parse::<u8>().map_err(|_| {
        Message::new("notation-not-a-number")
            .arg("what", Message::new(what))
            .arg("word", format!("{word:?}"))
    })
}

/// The text with the notation's spelling freedoms taken out: lower case, one space between
/// words, none around `@` and `:`. Two spellings of one text read alike here.
pub fn spelling(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
        .replace(" @", "@")
        .replace("@ ", "@")
        .replace(" :", ":")
        .replace(": ", ":")
}

/// Reads a turn of `seat` written in notation (in canonical form).
pub fn parse(state: &State, seat: Seat, text: &str) -> Result<Move, Message> {
    let text = spelling(text);
    let mut words = text.split_whitespace();
    let first = words.next().ok_or("notation-empty")?;
    let (label, meridian) = match first.split_once(':') {
        Some((label, m)) => (label, Some(number(m, "notation-what-meridian")?)),
        None => (first, None),
    };
    let kind = Card::kind_of(label)
        .ok_or_else(|| Message::new("notation-not-a-card").arg("label", format!("{label:?}")))?;
    let card = state.seats[seat]
        .face_up_cards()
        .find(|c| c.kind == kind)
        .map(|c| canonical_card(state, seat, c))
        .ok_or_else(|| Message::new("notation-not-face-up").arg("label", label))?;
    let mut remove = None;
    let mut place = None;
    let mut removing = false;
    for word in words {
        if let Some(rest) = word.strip_prefix('x') {
            if removing || place.is_some() {
                return Err("notation-removal-once".into());
            }
            removing = true;
            if !rest.is_empty() {
                remove = Some(number(rest, "notation-what-removal")?);
            }
        } else if let Some((h, r)) = word.split_once('@') {
            if place.is_some() {
                return Err("notation-one-tower".into());
            }
            place = Some(Placement {
                height: number(h, "notation-what-height")?,
                row: number(r, "notation-what-row")?,
            });
        } else {
            return Err(Message::new("notation-not-understood").arg("word", format!("{word:?}")));
        }
    }
    let acts = removing || place.is_some();
    let meridian = match (meridian, card.numbers()) {
        (Some(m), _) => Some(m),
        (None, [only]) if acts => Some(*only),
        (None, numbers) if acts => {
            return Err(Message::new("notation-which-meridian")
                .arg("label", label)
                .arg(
                    "meridians",
                    Arg::join(
                        numbers.iter().map(|n| Arg::from(*n)).collect(),
                        "list-comma",
                    ),
                )
                .arg("first", numbers[0]))
        }
        (None, _) => None,
    };
    if removing && remove.is_none() {
        let m = meridian.unwrap_or(0) as usize;
        let own: Vec<usize> = if (1..=10).contains(&m) {
            state.own_rows(seat, m - 1).collect()
        } else {
            Vec::new()
        };
        remove = match own.as_slice() {
            [row] => Some(*row as u8 + 1),
            [] => return Err(Message::new("notation-no-tower").arg("meridian", m)),
            _ => {
                return Err(Message::new("notation-which-tower")
                    .arg("meridian", m)
                    .arg("row", own[0] + 1))
            }
        };
    }
    let mv = Move {
        card,
        meridian: if acts { meridian } else { None },
        remove,
        place,
    };
    Ok(normalise(state, seat, &mv))
}
