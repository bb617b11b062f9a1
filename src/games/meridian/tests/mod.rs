//! Unit tests of Meridian's rules (M1–M9 and ours): setup, placing, displacing and
//! removing with the seed's figures A–C as small text boards; the cards, the end, notation,
//! the sampler and hidden information are in `end.rs`.

mod end;

use super::board::{Side, MERIDIANS};
use super::model::*;
use super::moves;
use super::notation;
use super::rules::{self, RuleError};
use super::*;
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// A game for `players` with a fixed setup.
fn game(players: u8) -> State {
    let mut rng = SmallRng::seed_from_u64(7);
    start(&new_setup(players, &mut rng)).unwrap()
}

/// Sets one meridian (1–10) from a text column, north first: `.` empty, `<height><owner
/// letter>` a tower of that seat (`a` = seat 0, `b` = seat 1, …), e.g. `4a 3b . 1c .`.
fn column(state: &mut State, meridian: usize, text: &str) {
    let cells: Vec<&str> = text.split_whitespace().collect();
    assert_eq!(cells.len(), state.board().rows, "{text}");
    for (r, cell) in cells.iter().enumerate() {
        state.towers[meridian - 1][r] = if *cell == "." {
            Tower::default()
        } else {
            let owner = cell.chars().last().unwrap() as u8 - b'a';
            let height = cell[..cell.len() - 1].parse().unwrap();
            Tower { height, owner }
        };
    }
}

/// The column of a meridian as text (see [`column`]).
fn show(state: &State, meridian: usize) -> String {
    state.towers[meridian - 1][..state.board().rows]
        .iter()
        .map(|t| {
            if t.is_empty() {
                ".".to_string()
            } else {
                format!("{}{}", t.height, (b'a' + t.owner) as char)
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Gives `seat` these face-up cards (of its first colour) and makes it their turn.
fn holding(state: &mut State, seat: usize, labels: &[&str]) {
    let colour = state.seats[seat].colour;
    for (slot, label) in labels.iter().enumerate() {
        state.seats[seat].face_up[slot] = Some(Card::new(colour, Card::kind_of(label).unwrap()));
    }
    state.to_move = seat;
}

/// A game for `players` in which seat 0 is to move holding the 5 and the 6, with meridian 5
/// set from `text` (see [`column`]).
fn on_meridian_five(players: u8, text: &str) -> State {
    let mut s = game(players);
    column(&mut s, 5, text);
    holding(&mut s, 0, &["5", "6"]);
    s
}

fn act(state: &State, text: &str) -> Result<(State, Vec<Event>), String> {
    let seat = state.to_move;
    let mv = notation::parse(state, seat, text)
        .map_err(|e| crate::game::text::render::<Meridian>(&e, &[]))?;
    rules::apply(state, seat, &mv).map_err(|e| e.to_string())
}

fn refused(state: &State, text: &str) -> RuleError {
    let seat = state.to_move;
    let mv = notation::parse(state, seat, text).unwrap();
    rules::apply(state, seat, &mv).expect_err(text)
}

// --- setup (M1, M2, M9) ---------------------------------------------------------------------

#[test]
fn every_colour_has_thirteen_cards_with_the_seeds_multi_number_split_m1() {
    assert_eq!(LABELS.len(), 13);
    let numbers: Vec<&[u8]> = (10..13).map(|k| Card::new(0, k).numbers()).collect();
    assert_eq!(numbers, [&[1, 2, 3][..], &[4, 5, 6, 7], &[8, 9, 10]]);
}

#[test]
fn the_setup_records_colours_every_deck_in_order_the_start_side_and_board_version_m2() {
    let mut rng = SmallRng::seed_from_u64(1);
    for players in 2..=4u8 {
        let setup = new_setup(players, &mut rng);
        assert_eq!(setup.decks.len(), players as usize);
        assert_eq!(setup.board_version, BOARD_VERSION);
        let json = serde_json::to_string(&setup).unwrap();
        let back: Setup = serde_json::from_str(&json).unwrap();
        assert_eq!(back, setup);
        let state = start(&back).unwrap();
        for seat in 0..players as usize {
            // The first two cards of each deck are face up.
            let s = &state.seats[seat];
            assert_eq!(
                s.face_up_cards().collect::<Vec<_>>(),
                setup.decks[seat][..2]
            );
        }
    }
}

#[test]
fn two_players_play_two_colours_as_one_on_side_a_three_on_side_b_four_on_side_a_m9() {
    let two = game(2);
    assert_eq!(two.side, Side::A);
    assert_eq!(two.seats[0].deck_len, 26);
    assert_eq!(two.seats[0].supply, 40);
    assert_eq!(two.towers_per_meridian(), 2);
    assert_eq!(two.turns_total(), 52);
    let three = game(3);
    assert_eq!((three.side, three.seats[0].supply), (Side::B, 20));
    assert_eq!(three.towers_per_meridian(), 1);
    assert_eq!(game(4).side, Side::A);
}

#[test]
fn a_hostile_setup_is_refused_with_a_reason() {
    let mut rng = SmallRng::seed_from_u64(3);
    let good = new_setup(3, &mut rng);
    let mut bad = good.clone();
    bad.decks[0].pop();
    assert!(start(&bad).unwrap_err().contains("deck"));
    let mut bad = good.clone();
    bad.side = Side::A;
    assert!(start(&bad).is_err());
    let mut bad = good.clone();
    bad.colours[1] = bad.colours[0].clone();
    assert!(start(&bad).is_err());
    let mut bad = good.clone();
    bad.board_version = "printed-2".into();
    assert!(start(&bad).is_err());
    let mut bad = good;
    bad.start = 9;
    assert!(start(&bad).is_err());
}

// --- placing (M4, rules 2–4) ----------------------------------------------------------------

#[test]
fn the_first_tower_on_an_empty_meridian_is_at_least_two_high_m4() {
    let mut s = game(3);
    holding(&mut s, 0, &["5", "6"]);
    assert_eq!(
        refused(&s, "5 1@2"),
        RuleError::FirstTowerTooLow { meridian: 5 }
    );
    let (after, _) = act(&s, "5 2@2").unwrap();
    assert_eq!(show(&after, 5), ". 2a . .");
}

#[test]
fn a_lone_one_high_tower_left_by_a_removal_stays_m4() {
    let s = on_meridian_five(3, "3a 1b . .");
    let (after, _) = act(&s, "5 x").unwrap();
    assert_eq!(show(&after, 5), ". 1b . .");
}

#[test]
fn towers_on_a_meridian_differ_in_height_and_the_taller_stand_north() {
    let s = on_meridian_five(3, "4b . 2c .");
    // Between 4 and 2 only a 3 fits.
    assert!(act(&s, "5 3@2").is_ok());
    assert!(matches!(refused(&s, "5 5@2"), RuleError::OutOfOrder { .. }));
    assert!(matches!(refused(&s, "5 1@2"), RuleError::OutOfOrder { .. }));
    assert!(matches!(refused(&s, "5 3@4"), RuleError::OutOfOrder { .. }));
    assert!(act(&s, "5 1@4").is_ok());
}

#[test]
fn a_player_has_one_tower_per_meridian_two_with_two_players() {
    let s = on_meridian_five(3, "4a . . .");
    assert_eq!(
        refused(&s, "5 2@3"),
        RuleError::TooManyTowers {
            meridian: 5,
            limit: 1
        }
    );
    let s = on_meridian_five(2, "4a . . . .");
    let (after, _) = act(&s, "5 2@3").unwrap();
    let mut after = after;
    holding(&mut after, 0, &["5", "6"]);
    assert_eq!(
        refused(&after, "5 1@5"),
        RuleError::TooManyTowers {
            meridian: 5,
            limit: 2
        }
    );
}

#[test]
fn the_supply_is_the_only_limit_on_height_and_counts_pieces_taken_back() {
    let mut s = game(3);
    holding(&mut s, 0, &["5", "6"]);
    s.seats[0].supply = 3;
    assert_eq!(
        refused(&s, "5 4@1"),
        RuleError::NotEnoughPieces {
            height: 4,
            supply: 3
        }
    );
    column(&mut s, 5, "2a . . .");
    // The removal comes first: its 2 pieces make a 5 possible (M6, M7).
    let (after, _) = act(&s, "5 x 5@1").unwrap();
    assert_eq!(after.seats[0].supply, 0);
    assert_eq!(show(&after, 5), "5a . . .");
}

#[test]
fn placing_nothing_is_always_allowed_and_names_no_meridian_m7() {
    let mut s = game(3);
    holding(&mut s, 0, &["4-5-6-7", "6"]);
    s.seats[0].supply = 0;
    let (after, events) = act(&s, "4-5-6-7").unwrap();
    assert!(matches!(events[0], Event::Played { meridian: None, .. }));
    assert_eq!(after.towers, s.towers);
    // With no pieces left nothing can be placed, but a tower may still be taken back.
    column(&mut s, 6, "3a . . .");
    let legal = moves::legal_moves(&s, 0);
    assert!(legal
        .iter()
        .all(|m| m.place.is_none() || m.remove.is_some()));
    assert!(legal
        .iter()
        .any(|m| m.remove == Some(1) && m.place.is_none()));
}

// --- displacing (M5) and the seed's figures A and B -----------------------------------------

/// The meridian of figures A and B on side A (2 or 4 players): black 4, brown 3, empty,
/// grey 1, empty. Seat a is orange (the mover), b black, c brown, d grey.
fn figure_ab() -> State {
    on_meridian_five(4, "4b 3c . 1d .")
}

#[test]
fn figure_a_with_towers_of_one_three_and_four_a_new_one_is_two_or_five_and_up() {
    let s = figure_ab();
    let heights: std::collections::BTreeSet<u8> = moves::legal_moves(&s, 0)
        .iter()
        .filter(|m| m.meridian == Some(5))
        .filter_map(|m| m.place.map(|p| p.height))
        .collect();
    assert!(heights.contains(&2));
    assert!(!heights.contains(&1) && !heights.contains(&3) && !heights.contains(&4));
    assert!(heights.contains(&5));
}

#[test]
fn figure_a_move_one_a_two_in_the_free_row_three() {
    let (after, _) = act(&figure_ab(), "5 2@3").unwrap();
    assert_eq!(show(&after, 5), "4b 3c 2a 1d .");
}

#[test]
fn figure_a_move_two_a_two_on_row_four_pushes_grey_south() {
    let (after, events) = act(&figure_ab(), "5 2@4").unwrap();
    assert_eq!(show(&after, 5), "4b 3c . 2a 1d");
    let Event::Played { pushed, .. } = &events[0] else {
        panic!()
    };
    assert_eq!(
        pushed,
        &[Push {
            owner: 3,
            height: 1,
            from_row: 4,
            to_row: 5
        }]
    );
}

#[test]
fn figure_a_move_three_a_two_on_row_two_would_push_black_off_the_north_end() {
    assert_eq!(
        refused(&figure_ab(), "5 2@2"),
        RuleError::PushedOff {
            meridian: 5,
            end: "north"
        }
    );
}

#[test]
fn figure_a_move_four_a_two_on_row_five_would_stand_below_the_one() {
    assert!(matches!(
        refused(&figure_ab(), "5 2@5"),
        RuleError::OutOfOrder { .. }
    ));
}

#[test]
fn figure_b_a_five_fits_only_on_row_one_pushing_black_and_brown_south() {
    let s = figure_ab();
    let (after, _) = act(&s, "5 5@1").unwrap();
    assert_eq!(show(&after, 5), "5a 4b 3c 1d .");
    for row in 2..=5 {
        assert!(act(&s, &format!("5 5@{row}")).is_err(), "row {row}");
    }
    let rows: std::collections::BTreeSet<u8> = moves::legal_moves(&s, 0)
        .iter()
        .filter(|m| m.meridian == Some(5) && m.place.is_some_and(|p| p.height >= 5))
        .map(|m| m.place.unwrap().row)
        .collect();
    assert_eq!(rows.into_iter().collect::<Vec<_>>(), [1]);
}

#[test]
fn with_two_players_a_tower_never_lands_on_the_movers_own() {
    let mut s = on_meridian_five(2, "4a . . . .");
    assert_eq!(
        refused(&s, "5 2@1"),
        RuleError::OwnTowerInTheWay {
            meridian: 5,
            row: 1
        }
    );
    // Own towers may be pushed along by a push that starts at an opponent's.
    column(&mut s, 5, ". 5b 4a . .");
    let (after, _) = act(&s, "5 6@2").unwrap();
    assert_eq!(show(&after, 5), ". 6a 5b 4a .");
}

// --- removing (M6) and figure C -------------------------------------------------------------

#[test]
fn figure_c_orange_takes_back_its_four_and_places_a_two_pushing_grey() {
    // Orange 4, brown 3, empty, grey 1, empty (side A).
    let s = on_meridian_five(4, "4a 3c . 1d .");
    let supply = s.seats[0].supply;
    let (after, _) = act(&s, "5 x 2@4").unwrap();
    assert_eq!(show(&after, 5), ". 3c . 2a 1d");
    assert_eq!(
        after.seats[0].supply,
        supply + 4 - 2,
        "two pieces back to orange"
    );
}

#[test]
fn the_new_tower_differs_from_the_removed_one_in_height_or_city_m6() {
    let s = on_meridian_five(3, "4a 3b . .");
    assert_eq!(refused(&s, "5 x 4@1"), RuleError::SameTowerAgain);
    assert!(act(&s, "5 x 5@1").is_ok(), "other height");
    assert!(act(&s, "5 x 2@3").is_ok(), "other city");
}

#[test]
fn with_two_players_either_of_two_own_towers_may_be_removed() {
    let s = on_meridian_five(2, "4a . 2a . .");
    assert!(notation::parse(&s, 0, "5 x").is_err(), "which one?");
    let (after, _) = act(&s, "5 x3").unwrap();
    assert_eq!(show(&after, 5), "4a . . . .");
    let (after, _) = act(&s, "5 x1 1@5").unwrap();
    assert_eq!(show(&after, 5), ". . 2a . 1a");
}

#[test]
fn a_removal_and_placement_is_one_turn_and_an_illegal_placement_undoes_nothing() {
    let s = on_meridian_five(3, "4a 3b . .");
    // The placement is illegal, so the whole turn is: the tower stays.
    assert!(act(&s, "5 x 3@1").is_err());
    assert_eq!(show(&s, 5), "4a 3b . .");
}
