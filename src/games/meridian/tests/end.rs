//! Unit tests of Meridian's cards, the end and scoring (M8) with the seed's figure D,
//! notation, the sampler and hidden information (M3); the rules of placing are in
//! `tests/mod.rs`, whose helpers these use.

use super::super::model::*;
use super::super::moves;
use super::super::notation;
use super::super::rules::{self, island_control, scores};
use super::super::*;
use super::*;
use crate::game::{Game, Viewer};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

// --- cards ------------------------------------------------------------------------------

#[test]
fn a_card_names_its_meridian_and_a_multi_number_card_any_one_of_its_numbers() {
    let mut s = game(3);
    holding(&mut s, 0, &["4-5-6-7", "9"]);
    assert!(act(&s, "4-5-6-7:6 2@1").is_ok());
    assert!(
        notation::parse(&s, 0, "4-5-6-7 2@1").is_err(),
        "which meridian?"
    );
    let mv = notation::parse(&s, 0, "4-5-6-7:8 2@1").unwrap();
    assert!(matches!(
        rules::apply(&s, 0, &mv),
        Err(RuleError::WrongMeridian { .. })
    ));
    assert!(notation::parse(&s, 0, "3 2@1").is_err(), "not face up");
}

#[test]
fn the_played_card_is_discarded_and_the_next_turned_up_until_the_deck_is_empty() {
    let s = game(3);
    let seat = s.to_move;
    let top = s.seats[seat].deck[2];
    let card = s.seats[seat].face_up[0].unwrap();
    let (after, events) = act(&s, card.label()).unwrap();
    assert_eq!(after.seats[seat].played(), [card]);
    assert!(after.seats[seat].face_up_cards().any(|c| c == top));
    assert_eq!(events[1], Event::TurnedUp { seat, card: top });
    assert_eq!(after.to_move, (seat + 1) % 3);
}

#[test]
fn two_cards_with_one_label_are_one_turn_with_two_players_m9() {
    let mut s = game(2);
    let (a, b) = (s.seats[0].colour, s.setup_colours[0][1].unwrap());
    s.seats[0].face_up = [Some(Card::new(b, 4)), Some(Card::new(a, 4))];
    s.to_move = 0;
    let fives: Vec<_> = moves::legal_moves(&s, 0)
        .into_iter()
        .filter(|m| m.meridian.is_none())
        .collect();
    assert_eq!(fives.len(), 1, "listed once");
    assert_eq!(fives[0].card.colour, a.min(b), "the lower colour is played");
}

// --- the end and scoring (M8) and figure D ---------------------------------------------

#[test]
fn figure_d_island_control_on_side_b() {
    // Side B islands: A (m1-2 rows 1-2: 4 cities, capital m2 r2), B (3 cities), D (4),
    // F (4) … Reproduce the four cases of the figure on islands of 3, 3, 4 and 5 cities.
    let mut s = game(3);
    let board = s.board();
    let by_size = |n: usize| -> Vec<usize> {
        (0..board.islands.len())
            .filter(|&i| board.islands[i].cities.len() == n)
            .collect()
    };
    let (three, four, five) = (by_size(3), by_size(4), by_size(5));
    let put = |s: &mut State, city: (u8, u8), owner: u8| {
        s.towers[city.0 as usize][city.1 as usize] = Tower { height: 2, owner };
    };
    // An island's capital and its ordinary cities.
    let capital_and_others = |island: usize| {
        let island = &board.islands[island];
        let capital = island.capital.unwrap();
        let ordinary: Vec<_> = island
            .cities
            .iter()
            .filter(|c| **c != capital)
            .copied()
            .collect();
        (capital, ordinary)
    };
    // A 3-city island where two players hold one city each: nobody.
    let i1 = &board.islands[three[0]];
    put(&mut s, i1.cities[0], 0);
    put(&mut s, i1.cities[1], 1);
    // A 3-city island with one player's lone garrison: 3 points to them.
    let i2 = &board.islands[three[1]];
    put(&mut s, i2.cities[0], 2);
    // A 4-city island: two ordinary cities (2) against a capital (2): a tie, nobody.
    let (capital, ordinary) = capital_and_others(four[0]);
    put(&mut s, capital, 0);
    put(&mut s, ordinary[0], 1);
    put(&mut s, ordinary[1], 1);
    // A 5-city island: a capital and a city (3) beat two cities (2) and score 5.
    let (capital, ordinary) = capital_and_others(five[0]);
    put(&mut s, capital, 2);
    put(&mut s, ordinary[0], 2);
    put(&mut s, ordinary[1], 0);
    put(&mut s, ordinary[2], 0);
    let control = island_control(&s);
    assert_eq!(control[three[0]], (None, 3));
    assert_eq!(control[three[1]], (Some(2), 3));
    assert_eq!(control[four[0]], (None, 4));
    assert_eq!(control[five[0]], (Some(2), 5));
    let (points, islands) = scores(&s);
    assert_eq!(points, [0, 0, 8]);
    assert_eq!(islands, [0, 0, 2]);
}

#[test]
fn most_points_win_then_most_unused_pieces_then_a_shared_win_m8() {
    let mut s = game(3);
    s.seats[0].supply = 5;
    s.seats[1].supply = 7;
    s.seats[2].supply = 7;
    // No islands controlled: everybody 0 points, so unused pieces decide between b and c…
    let r = rules::final_result(&s);
    assert_eq!(r.points, [0, 0, 0]);
    assert_eq!(r.winners, [1, 2]);
    assert_eq!(r.decider, Decider::Shared);
    s.seats[2].supply = 6;
    let r = rules::final_result(&s);
    assert_eq!(
        (r.winners.as_slice(), r.decider),
        (&[1][..], Decider::UnusedPieces)
    );
    let board = s.board();
    let island = &board.islands[0];
    let (m, row) = island.cities[0];
    s.towers[m as usize][row as usize] = Tower {
        height: 2,
        owner: 0,
    };
    let r = rules::final_result(&s);
    assert_eq!(
        (r.winners.as_slice(), r.decider),
        (&[0][..], Decider::Points)
    );
}

#[test]
fn the_game_ends_when_every_card_is_played_and_the_standings_rank_everyone() {
    let mut rng = SmallRng::seed_from_u64(11);
    for players in 2..=4u8 {
        let mut s = start(&new_setup(players, &mut rng)).unwrap();
        let mut turns = 0;
        while s.result.is_none() {
            let mv = moves::random_move(&s, s.to_move, &mut rng).unwrap();
            s = rules::apply(&s, s.to_move, &mv).unwrap().0;
            turns += 1;
        }
        assert_eq!(turns, 13 * if players == 2 { 4 } else { players as usize });
        let table = standings(&s).unwrap();
        assert_eq!(table.rows.len(), players as usize);
        assert_eq!(table.rows[0].rank, 1);
        assert!(table.rows.iter().filter(|r| r.winner).all(|r| r.rank == 1));
        assert!(moves::legal_moves(&s, 0).is_empty());
    }
}

// --- notation, enumeration and the sampler --------------------------------------------------

#[test]
fn every_legal_move_prints_once_and_parses_back_to_itself() {
    let mut rng = SmallRng::seed_from_u64(5);
    for players in 2..=4u8 {
        let mut s = start(&new_setup(players, &mut rng)).unwrap();
        while s.result.is_none() {
            let seat = s.to_move;
            let legal = moves::legal_moves(&s, seat);
            let printed: Vec<String> = legal.iter().map(|m| notation::print(&s, seat, m)).collect();
            let unique: std::collections::BTreeSet<&String> = printed.iter().collect();
            assert_eq!(unique.len(), printed.len(), "one printing per move");
            for (mv, text) in legal.iter().zip(&printed) {
                assert_eq!(&notation::parse(&s, seat, text).unwrap(), mv, "{text}");
                assert!(rules::apply(&s, seat, mv).is_ok(), "{text}");
            }
            let mv = legal[rng.gen_range(0..legal.len())];
            s = rules::apply(&s, seat, &mv).unwrap().0;
        }
    }
}

#[test]
fn the_enumeration_finds_every_legal_placement() {
    // Try every card, meridian, removal and placement by brute force.
    let mut rng = SmallRng::seed_from_u64(9);
    let mut s = start(&new_setup(2, &mut rng)).unwrap();
    for _ in 0..30 {
        let seat = s.to_move;
        let legal: std::collections::BTreeSet<String> = moves::legal_moves(&s, seat)
            .iter()
            .map(|m| format!("{m:?}"))
            .collect();
        for card in moves::distinct_cards(&s, seat) {
            for &m in card.numbers() {
                for remove in std::iter::once(None).chain((1..=5).map(Some)) {
                    for row in 1..=5u8 {
                        for height in 1..=12u8 {
                            let mv = Move {
                                card,
                                meridian: Some(m),
                                remove,
                                place: Some(Placement { height, row }),
                            };
                            if rules::is_legal(&s, seat, &mv) {
                                assert!(legal.contains(&format!("{mv:?}")), "{mv:?} missing");
                            }
                        }
                    }
                }
            }
        }
        let mv = moves::random_move(&s, seat, &mut rng).unwrap();
        s = rules::apply(&s, seat, &mv).unwrap().0;
    }
}

#[test]
fn random_moves_are_legal_and_cover_the_whole_list() {
    let s = figure_ab();
    let legal = moves::legal_moves(&s, 0);
    let mut seen = std::collections::BTreeSet::new();
    let mut rng = SmallRng::seed_from_u64(2);
    for _ in 0..20_000 {
        let mv = moves::random_move(&s, 0, &mut rng).unwrap();
        assert!(legal.contains(&mv));
        seen.insert(format!("{mv:?}"));
    }
    assert_eq!(seen.len(), legal.len(), "every legal move is sampled");
}

#[test]
fn the_automatic_move_plays_the_lowest_card_and_changes_nothing() {
    let mut s = game(3);
    holding(&mut s, 0, &["8-9-10", "4"]);
    let mv = moves::automatic_move(&s, 0).unwrap();
    assert_eq!(mv.card.label(), "4");
    assert_eq!(mv.meridian, None);
    assert!(rules::apply(&s, 0, &mv).is_ok());
    holding(&mut s, 0, &["1-2-3", "2"]);
    assert_eq!(moves::automatic_move(&s, 0).unwrap().card.label(), "1-2-3");
    assert_eq!(moves::automatic_move(&s, 1), None, "not their turn");
}

// --- hidden information (M3) ----------------------------------------------------------

/// The same game with the not-yet-turned-up cards of every deck in another order.
fn reshuffled(setup: &Setup, rng: &mut SmallRng) -> Setup {
    let mut other = setup.clone();
    for deck in &mut other.decks {
        use rand::seq::SliceRandom;
        deck[2..].shuffle(rng);
    }
    other
}

#[test]
fn two_setups_that_differ_only_in_unrevealed_cards_look_the_same_to_everyone_m3() {
    let mut rng = SmallRng::seed_from_u64(21);
    for players in 2..=4u8 {
        let setup = new_setup(players, &mut rng);
        let other = reshuffled(&setup, &mut rng);
        let names: Vec<String> = (0..players).map(|i| format!("p{i}")).collect();
        let (mut a, mut b) = (start(&setup).unwrap(), start(&other).unwrap());
        let viewers: Vec<Viewer> = (0..players as usize)
            .map(Viewer::Seat)
            .chain([Viewer::Spectator])
            .collect();
        // Play the same turns (chosen from what is visible) while both decks hide the
        // same revealed prefix; stop at the first card that differs when turned up.
        loop {
            for v in &viewers {
                assert_eq!(
                    serde_json::to_string(&Meridian::view_for(&a, *v)).unwrap(),
                    serde_json::to_string(&Meridian::view_for(&b, *v)).unwrap()
                );
            }
            if a.result.is_some() {
                break;
            }
            let seat = a.to_move;
            let legal = moves::legal_moves(&a, seat);
            assert_eq!(legal, moves::legal_moves(&b, seat));
            let mv = legal[rng.gen_range(0..legal.len())];
            let (na, ea) = rules::apply(&a, seat, &mv).unwrap();
            let (nb, eb) = rules::apply(&b, seat, &mv).unwrap();
            // The turn itself reads the same; the card turned up is the first thing that
            // may differ, and it becomes public only now.
            let tell = |e: &Event, s: &State| describe(s, e, &names, crate::game::Telling::Plain);
            assert_eq!(tell(&ea[0], &a), tell(&eb[0], &b));
            if ea.get(1) != eb.get(1) {
                break;
            }
            a = na;
            b = nb;
        }
    }
}

#[test]
fn views_show_each_deck_as_a_count_and_a_sorted_set_and_the_order_only_at_the_end() {
    let mut rng = SmallRng::seed_from_u64(4);
    let mut s = start(&new_setup(3, &mut rng)).unwrap();
    let v = Meridian::view_for(&s, Viewer::Seat(0));
    let seat = &v.seats[0];
    assert_eq!(seat.deck_count, 11);
    assert!(
        seat.deck_contents.windows(2).all(|w| w[0] <= w[1]),
        "sorted"
    );
    assert!(seat.deck_order.is_none());
    while s.result.is_none() {
        let mv = moves::random_move(&s, s.to_move, &mut rng).unwrap();
        s = rules::apply(&s, s.to_move, &mv).unwrap().0;
    }
    let v = Meridian::view_for(&s, Viewer::Spectator);
    assert_eq!(v.seats[0].deck_order.as_ref().unwrap().len(), 13);
}

// --- properties over random games --------------------------------------------------------

#[test]
fn random_games_keep_pieces_order_limits_and_replay_the_same() {
    let mut rng = SmallRng::seed_from_u64(99);
    for g in 0..60 {
        let players = 2 + (g % 3) as u8;
        let setup = new_setup(players, &mut rng);
        let mut s = start(&setup).unwrap();
        let mut log = Vec::new();
        while s.result.is_none() {
            let seat = s.to_move;
            let mv = moves::random_move(&s, seat, &mut rng).unwrap();
            log.push((seat, mv));
            s = rules::apply(&s, seat, &mv).unwrap().0;
            let rows = s.board().rows;
            for seat in 0..s.n() {
                let on_board: u32 = (0..MERIDIANS)
                    .flat_map(|m| s.towers[m][..rows].iter())
                    .filter(|t| !t.is_empty() && t.owner as usize == seat)
                    .map(|t| t.height as u32)
                    .sum();
                let total = if players == 2 { 40 } else { 20 };
                assert_eq!(
                    on_board + s.seats[seat].supply as u32,
                    total,
                    "pieces conserved"
                );
                for m in 0..MERIDIANS {
                    assert!(s.own_rows(seat, m).count() <= s.towers_per_meridian());
                }
            }
            for m in 0..MERIDIANS {
                let heights: Vec<u8> = s.towers[m][..rows]
                    .iter()
                    .filter(|t| !t.is_empty())
                    .map(|t| t.height)
                    .collect();
                assert!(
                    heights.windows(2).all(|w| w[0] > w[1]),
                    "strictly decreasing"
                );
            }
        }
        let r = s.result.clone().unwrap();
        let cities = s.board().city_count() as u32;
        assert!(r.points.iter().map(|p| *p as u32).sum::<u32>() <= cities);
        let replayed = Meridian::replay(&setup, &log).unwrap();
        assert_eq!(replayed, s, "replay = incremental play");
    }
}

#[test]
fn a_redrawn_setup_shuffles_only_the_cards_still_face_down_and_replays_alike_m3() {
    let mut rng = SmallRng::seed_from_u64(3);
    let mut redrawn_differently = 0;
    for players in 2..=4u8 {
        let setup = new_setup(players, &mut rng);
        let mut state = Meridian::start(&setup).unwrap();
        let mut moves = Vec::new();
        for _ in 0..rng.gen_range(1..30) {
            let Some(seat) = Meridian::to_move(&state) else {
                break;
            };
            let mv = Meridian::random_move(&state, seat, &mut rng).unwrap();
            state = Meridian::apply(&state, seat, &mv).unwrap().0;
            moves.push((seat, mv));
        }
        for viewer in (0..state.n()).map(Viewer::Seat).chain([Viewer::Spectator]) {
            let other = Meridian::redraw_setup(&setup, &state, viewer, &mut rng);
            // The same cards per deck, those turned up so far in the same place.
            for (seat, (a, b)) in setup.decks.iter().zip(&other.decks).enumerate() {
                let seen = usize::from(state.seats[seat].next);
                assert_eq!(a[..seen], b[..seen]);
                let (mut x, mut y) = (a.clone(), b.clone());
                x.sort_by_key(|c| c.to_string());
                y.sort_by_key(|c| c.to_string());
                assert_eq!(x, y);
            }
            redrawn_differently += usize::from(other.decks != setup.decks);
            // The same moves replay, and every viewer sees every step alike.
            let mut a = Meridian::start(&setup).unwrap();
            let mut b = Meridian::start(&other).unwrap();
            for (seat, mv) in &moves {
                for v in (0..state.n()).map(Viewer::Seat).chain([Viewer::Spectator]) {
                    assert_eq!(
                        serde_json::to_value(Meridian::view_for(&a, v)).unwrap(),
                        serde_json::to_value(Meridian::view_for(&b, v)).unwrap()
                    );
                }
                a = Meridian::apply(&a, *seat, mv).unwrap().0;
                b = Meridian::apply(&b, *seat, mv).unwrap().0;
            }
        }
    }
    assert!(redrawn_differently > 0, "the decks were never drawn again");
}

// --- narration ------------------------------------------------------------------------

#[test]
fn a_turn_is_told_in_the_preview_to_the_mover_and_to_everybody_else_in_their_own_words() {
    // Orange (seat 0) takes back its 4 and places a 2 in row 4, pushing grey's 1 south.
    let s = on_meridian_five(4, "4a 3c . 1d .");
    let (_, events) = act(&s, "5 x 2@4").unwrap();
    let names: Vec<String> = ["ann", "ben", "cid", "di"].map(String::from).to_vec();
    let say = |m: &crate::game::Message| crate::game::text::render::<Meridian>(m, &names);
    let tail = "tower of 4 from row 1 (4 pieces back to";
    assert_eq!(
        say(&describe_preview(&s, &events[0])),
        format!(
            "You play the 5 on meridian 5 and take back your {tail} your supply), then place a \
             tower of 2 pieces in row 4; di's tower of 1 is pushed south from row 4 to row 5."
        )
    );
    assert_eq!(
        describe(&s, &events[0], &names, crate::game::Telling::ToMover),
        format!(
            "You played the 5 on meridian 5 and took back your {tail} your supply), then placed \
             a tower of 2 pieces in row 4; di's tower of 1 was pushed south from row 4 to row 5."
        )
    );
    assert_eq!(
        describe(&s, &events[0], &names, crate::game::Telling::Plain),
        format!(
            "ann played the 5 on meridian 5 and took back their {tail} the supply), then placed \
             a tower of 2 pieces in row 4; di's tower of 1 was pushed south from row 4 to row 5."
        )
    );
    let (_, events) = act(&s, "6").unwrap();
    assert_eq!(
        say(&describe_preview(&s, &events[0])),
        "You play the 6 and change nothing on the board."
    );
}
