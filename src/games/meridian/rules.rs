//! Applying a turn (M4–M7): the card, the removal of an own tower, the placement with its
//! pushes along the meridian; turning up the next card; the end and the scoring (M8).

use super::board::{Board, MAX_ROWS};
use super::model::*;
use crate::game::Seat;

/// Why a turn is illegal, in a player's words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("{0} is not one of your face-up cards")]
    CardNotFaceUp(String),
    #[error("the card {card} names meridian {numbers}, not {meridian}")]
    WrongMeridian {
        card: &'static str,
        numbers: String,
        meridian: u8,
    },
    #[error("say which meridian of the card {0} you act on")]
    MeridianMissing(&'static str),
    #[error("a turn that changes nothing on the board names no meridian")]
    MeridianWithoutAction,
    #[error("you have no tower on meridian {meridian} in row {row} to remove")]
    NothingToRemove { meridian: u8, row: u8 },
    #[error("there is no row {row}: this side of the board has rows 1 to {rows}")]
    NoSuchRow { row: u8, rows: usize },
    #[error("a tower has at least one piece")]
    EmptyTower,
    #[error("a tower of {height} needs {height} pieces, and your supply has {supply}")]
    NotEnoughPieces { height: u8, supply: u8 },
    #[error("meridian {meridian} holds no tower now, so a new one must be at least 2 high (M4)")]
    FirstTowerTooLow { meridian: u8 },
    #[error("you may have at most {limit} tower{s} on meridian {meridian}", s = if *limit == 1 { "" } else { "s" })]
    TooManyTowers { meridian: u8, limit: usize },
    #[error("the new tower must differ from the one you removed in height, city or both (M6)")]
    SameTowerAgain,
    #[error("row {row} of meridian {meridian} holds your own tower, which you cannot push away")]
    OwnTowerInTheWay { meridian: u8, row: u8 },
    #[error("row {row} of meridian {meridian} holds a tower of the same height {height}: heights on a meridian differ")]
    SameHeight { meridian: u8, row: u8, height: u8 },
    #[error("the push would move a tower off the {end} end of meridian {meridian}")]
    PushedOff { meridian: u8, end: &'static str },
    #[error("on meridian {meridian} taller towers must stand north of shorter ones: a {height} does not fit in row {row}")]
    OutOfOrder { meridian: u8, row: u8, height: u8 },
}

/// Plays `mv` for `seat`: a new state and what happened.
pub fn apply(state: &State, seat: Seat, mv: &Move) -> Result<(State, Vec<Event>), RuleError> {
    turn(state, seat, mv, true)
}

/// What the mover knows of `mv` before confirming it (the composer's preview): the turn
/// applied, but the next card of the deck not turned up — its slot stays empty and it is
/// still counted in the deck, whose order nobody knows (M3). A last turn ends the game as
/// usual; the preview's view keeps the decks' order closed.
pub fn apply_unrevealed(
    state: &State,
    seat: Seat,
    mv: &Move,
) -> Result<(State, Vec<Event>), RuleError> {
    turn(state, seat, mv, false)
}

/// A whole turn, turning up the next card of the deck when `turn_up`.
fn turn(
    state: &State,
    seat: Seat,
    mv: &Move,
    turn_up: bool,
) -> Result<(State, Vec<Event>), RuleError> {
    if state.result.is_some() {
        return Err(RuleError::GameOver);
    }
    if seat != state.to_move {
        return Err(RuleError::NotYourTurn);
    }
    let mut next = state.clone();
    let played = play(&mut next, seat, mv)?;
    let mut events = vec![played];
    finish_turn(&mut next, seat, mv.card, &mut events, turn_up);
    Ok((next, events))
}

/// Checks `mv` without building the events (the sampler and the enumeration).
pub fn is_legal(state: &State, seat: Seat, mv: &Move) -> bool {
    state.result.is_none() && seat == state.to_move && play(&mut state.clone(), seat, mv).is_ok()
}

/// The card, the removal and the placement of `mv`, applied to `state` (which is left
/// half-changed on an error: callers work on a copy). The played card is not discarded
/// here.
fn play(state: &mut State, seat: Seat, mv: &Move) -> Result<Event, RuleError> {
    let label = mv.card.label();
    if !state.seats[seat].face_up_cards().any(|c| c == mv.card) {
        return Err(RuleError::CardNotFaceUp(label.to_string()));
    }
    let acts = mv.remove.is_some() || mv.place.is_some();
    let meridian = match (mv.meridian, acts) {
        (None, false) => {
            return Ok(Event::Played {
                seat,
                card: mv.card,
                meridian: None,
                removed: None,
                removed_row: None,
                placed: None,
                pushed: Vec::new(),
            })
        }
        (Some(_), false) => return Err(RuleError::MeridianWithoutAction),
        (None, true) => return Err(RuleError::MeridianMissing(label)),
        (Some(m), true) => m,
    };
    if !mv.card.numbers().contains(&meridian) {
        return Err(RuleError::WrongMeridian {
            card: label,
            numbers: numbers_text(mv.card),
            meridian,
        });
    }
    let m = meridian as usize - 1;
    let rows = state.board().rows;
    let row_index = |row: u8| -> Result<usize, RuleError> {
        if (1..=rows as u8).contains(&row) {
            Ok(row as usize - 1)
        } else {
            Err(RuleError::NoSuchRow { row, rows })
        }
    };
    // M6: the removal comes first; its city and pieces are free for the new tower.
    let mut removed = None;
    if let Some(row) = mv.remove {
        let r = row_index(row)?;
        let tower = state.towers[m][r];
        if tower.is_empty() || tower.owner as usize != seat {
            return Err(RuleError::NothingToRemove { meridian, row });
        }
        state.towers[m][r] = Tower::default();
        state.seats[seat].supply += tower.height;
        removed = Some(tower);
    }
    let mut pushed = Vec::new();
    if let Some(place) = mv.place {
        let r = row_index(place.row)?;
        if place.height == 0 {
            return Err(RuleError::EmptyTower);
        }
        let supply = state.seats[seat].supply;
        if place.height > supply {
            return Err(RuleError::NotEnoughPieces {
                height: place.height,
                supply,
            });
        }
        if removed.is_some_and(|t| t.height == place.height) && mv.remove == Some(place.row) {
            return Err(RuleError::SameTowerAgain);
        }
        let column = &mut state.towers[m];
        // M4: checked only when placing, after the removal.
        if column[..rows].iter().all(|t| t.is_empty()) && place.height < 2 {
            return Err(RuleError::FirstTowerTooLow { meridian });
        }
        let limit = if state.players == 2 { 2 } else { 1 };
        let own = column[..rows]
            .iter()
            .filter(|t| !t.is_empty() && t.owner as usize == seat)
            .count();
        if own >= limit {
            return Err(RuleError::TooManyTowers { meridian, limit });
        }
        let new = Tower {
            height: place.height,
            owner: seat as u8,
        };
        pushed = place_tower(column, rows, r, new, meridian)?;
        state.seats[seat].supply -= place.height;
    }
    Ok(Event::Played {
        seat,
        card: mv.card,
        meridian: Some(meridian),
        removed,
        removed_row: removed.and(mv.remove),
        placed: mv.place,
        pushed,
    })
}

/// "5" or "4, 5, 6 or 7".
pub fn numbers_text(card: Card) -> String {
    let n: Vec<String> = card.numbers().iter().map(u8::to_string).collect();
    match n.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => n.join(""),
    }
}

/// Puts `new` on row `r` (0-based) of one meridian's `column`, pushing the occupant and
/// the unbroken run beyond it one city north (the new tower is shorter) or south (taller),
/// the last taking the first free city (M5); then checks the whole meridian (M5, rules
/// 2–3). Returns the towers pushed.
pub fn place_tower(
    column: &mut [Tower; MAX_ROWS],
    rows: usize,
    r: usize,
    new: Tower,
    meridian: u8,
) -> Result<Vec<Push>, RuleError> {
    let mut pushes = Vec::new();
    let occupant = column[r];
    if !occupant.is_empty() {
        if occupant.owner == new.owner {
            return Err(RuleError::OwnTowerInTheWay {
                meridian,
                row: r as u8 + 1,
            });
        }
        if occupant.height == new.height {
            return Err(RuleError::SameHeight {
                meridian,
                row: r as u8 + 1,
                height: new.height,
            });
        }
        let north = new.height < occupant.height;
        // The first free city in the push's direction.
        let free = if north {
            (0..r).rev().find(|&i| column[i].is_empty())
        } else {
            (r + 1..rows).find(|&i| column[i].is_empty())
        };
        let Some(free) = free else {
            return Err(RuleError::PushedOff {
                meridian,
                end: if north { "north" } else { "south" },
            });
        };
        // Shift the run between the target and the free city by one, towards the free one.
        if north {
            for i in free..r {
                column[i] = column[i + 1];
                pushes.push(Push {
                    owner: column[i].owner,
                    height: column[i].height,
                    from_row: i as u8 + 2,
                    to_row: i as u8 + 1,
                });
            }
        } else {
            for i in (r + 1..=free).rev() {
                column[i] = column[i - 1];
                pushes.push(Push {
                    owner: column[i].owner,
                    height: column[i].height,
                    from_row: i as u8,
                    to_row: i as u8 + 1,
                });
            }
        }
    }
    column[r] = new;
    // Heights strictly decrease from north to south (so they also differ).
    let mut previous: Option<u8> = None;
    for tower in column[..rows].iter().filter(|t| !t.is_empty()) {
        if previous.is_some_and(|p| p <= tower.height) {
            return Err(RuleError::OutOfOrder {
                meridian,
                row: r as u8 + 1,
                height: new.height,
            });
        }
        previous = Some(tower.height);
    }
    Ok(pushes)
}

/// Discards the played card, turns up the next card of the deck (when `turn_up`), passes
/// the turn, and ends the game after the last card.
fn finish_turn(state: &mut State, seat: Seat, card: Card, events: &mut Vec<Event>, turn_up: bool) {
    let s = &mut state.seats[seat];
    let slot = s.face_up.iter().position(|c| *c == Some(card)).unwrap_or(0);
    s.played[s.played_len as usize] = card;
    s.played_len += 1;
    s.face_up[slot] = None;
    if turn_up && s.next < s.deck_len {
        let turned = s.deck[s.next as usize];
        s.next += 1;
        s.face_up[slot] = Some(turned);
        events.push(Event::TurnedUp { seat, card: turned });
    }
    state.turn += 1;
    state.to_move = (seat + 1) % state.n();
    if state.turn >= state.turns_total() {
        let result = final_result(state);
        state.result = Some(result.clone());
        events.push(Event::GameEnded { result });
    }
}

/// Each island's controller (strictly the highest garrison value: a capital 2, a city 1;
/// tower heights play no part) and what it is worth (its cities), by island.
pub fn island_control(state: &State) -> Vec<(Option<Seat>, u8)> {
    let board: &Board = state.board();
    board
        .islands
        .iter()
        .map(|island| {
            let mut value = [0u8; 4];
            for &(m, r) in &island.cities {
                let tower = state.towers[m as usize][r as usize];
                if !tower.is_empty() {
                    let capital = board.city(m as usize, r as usize).capital;
                    value[tower.owner as usize] += if capital { 2 } else { 1 };
                }
            }
            let best = *value.iter().max().unwrap_or(&0);
            let leaders: Vec<usize> = (0..state.n()).filter(|&s| value[s] == best).collect();
            let controller = (best > 0 && leaders.len() == 1).then(|| leaders[0]);
            (controller, island.cities.len() as u8)
        })
        .collect()
}

/// Points and islands by seat, as the board stands.
pub fn scores(state: &State) -> (Vec<u8>, Vec<u8>) {
    let mut points = vec![0u8; state.n()];
    let mut islands = vec![0u8; state.n()];
    for (controller, value) in island_control(state) {
        if let Some(seat) = controller {
            points[seat] += value;
            islands[seat] += 1;
        }
    }
    (points, islands)
}

/// The result (M8): most points; tied, most unused pieces; still tied, a shared win.
pub fn final_result(state: &State) -> FinalResult {
    let (points, islands) = scores(state);
    let unused: Vec<u8> = (0..state.n()).map(|s| state.seats[s].supply).collect();
    let best_points = points.iter().copied().max().unwrap_or(0);
    let on_points: Vec<Seat> = (0..state.n())
        .filter(|&s| points[s] == best_points)
        .collect();
    let best_unused = on_points.iter().map(|&s| unused[s]).max().unwrap_or(0);
    let winners: Vec<Seat> = on_points
        .iter()
        .copied()
        .filter(|&s| unused[s] == best_unused)
        .collect();
    let decider = if on_points.len() == 1 {
        Decider::Points
    } else if winners.len() == 1 {
        Decider::UnusedPieces
    } else {
        Decider::Shared
    };
    FinalResult {
        points,
        islands,
        unused,
        winners,
        decider,
    }
}
