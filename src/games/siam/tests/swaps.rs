//! The swap cards: 1 vs 1 (R7, R13) and 2 vs 1 (R6, R7, R13).

use super::*;

#[test]
fn one_vs_one_swaps_followers_between_any_two_provinces_even_far_apart() {
    let s = game(3);
    let (s2, _) = act(&s, "1v1 lanna:Y<>kedah:B take kedah:Y");
    assert_eq!(s2.provinces[LANNA as usize], [1, 1, 2]);
    assert_eq!(
        s2.provinces[KEDAH as usize],
        [1, 0, 2],
        "a yellow arrived and one was taken"
    );
    assert_eq!(s2.seats[0].followers, [2, 1, 0]);
    assert_eq!(s2.pool, s.pool, "the pool is never touched by a take (R4)");
}

#[test]
fn one_vs_one_may_swap_followers_of_the_same_colour() {
    let s = game(3);
    let (s2, _) = act(&s, "1v1 lanna:Y<>kedah:Y take lanna:Y");
    assert_provinces(&s2, &[(LANNA, [1, 1, 1]), (KEDAH, [1, 0, 3])]);
}

#[test]
fn one_vs_one_must_swap_when_a_swap_is_possible_r13() {
    let s = game(3);
    assert_refused(
        &s,
        "1v1 - take lanna:Y",
        "a swap is possible, so 1 vs 1 must swap",
    );
}

#[test]
fn one_vs_one_swaps_nothing_when_fewer_than_two_open_provinces_hold_followers() {
    let mut s = game(3);
    set_board(&mut s, &[(LANNA, [2, 0, 0])]);
    let (s2, ev) = act(&s, "1v1 - take lanna:Y");
    assert_eq!(s2.provinces[LANNA as usize], [1, 0, 0]);
    assert_eq!(
        super::super::describe(&s2, &ev[0], &["Ann".into()]),
        "Ann played 1 vs 1: no swap was possible; took a yellow follower from Lan Na."
    );
    assert_refused(
        &s,
        "1v1 lanna:Y<>kedah:B take lanna:Y",
        "there is no blue follower in Kedah",
    );
}

#[test]
fn one_vs_one_needs_two_different_unresolved_provinces_and_real_followers() {
    let mut s = game(3);
    fought(&mut s, &[(LANNA, RAMA)]);
    assert_eq!(
        refused(&s, "1v1 sukothai:Y<>sukothai:R take kedah:B"),
        RuleError::SameProvince
    );
    assert_refused(
        &s,
        "1v1 lanxang:Y<>kedah:B take kedah:B",
        "there is no yellow follower in Lan Xang",
    );
    assert!(matches!(
        refused(&s, "1v1 lanna:Y<>kedah:B take kedah:B"),
        RuleError::ProvinceResolved { .. }
    ));
}

#[test]
fn a_second_one_vs_one_cannot_undo_the_first_even_by_another_player_r7() {
    let s = game(3);
    let (s, _) = act(&s, "1v1 lanna:Y<>kedah:B take ligor:R");
    assert_provinces(&s, &[(LANNA, [1, 1, 2]), (KEDAH, [2, 0, 2])]);
    // Seat 2 may not send a blue back for a yellow between the same provinces,
    // whichever way round it is written and whichever physical cubes move.
    assert_refused(
        &s,
        "1v1 lanna:B<>kedah:Y take ligor:R",
        "this would undo the 1 vs 1 played just before, which is not allowed",
    );
    assert_undo_ban(&s, "1v1 kedah:Y<>lanna:B take ligor:R");
    // The same direction again, other colours, or other provinces are fine.
    assert!(allowed(&s, 1, "1v1 lanna:Y<>kedah:B take ligor:R"));
    assert!(allowed(&s, 1, "1v1 lanna:R<>kedah:Y take ligor:R"));
    assert!(allowed(&s, 1, "1v1 lanna:B<>pattani:Y take ligor:R"));
    // The enumeration agrees.
    let undo = mv(&s, "1v1 lanna:B<>kedah:Y take ligor:R");
    assert!(!moves::legal_moves(&s, 1).contains(&undo));
}

#[test]
fn a_same_colour_one_vs_one_cannot_be_repeated_at_once_since_it_is_its_own_inverse() {
    let s = game(3);
    let (s, _) = act(&s, "1v1 lanna:Y<>kedah:Y take ligor:R");
    assert_undo_ban(&s, "1v1 lanna:Y<>kedah:Y take ligor:R");
}

#[test]
fn passes_do_not_break_the_one_vs_one_undo_ban_r7() {
    let s = game(4);
    let (s, _) = act(&s, "1v1 lanna:Y<>kedah:B take ligor:R");
    let (s, _) = pass(&s);
    let (s, _) = pass(&s);
    assert_eq!((s.to_move, s.passes), (3, 2));
    assert_undo_ban(&s, "1v1 lanna:B<>kedah:Y take ligor:R");
}

#[test]
fn the_undo_ban_outlives_the_end_of_a_struggle_r7() {
    let s = game(3);
    let (s, _) = act(&s, "1v1 ligor:Y<>kedah:B take pattani:R");
    let (s, _) = pass(&s);
    let (s, _) = pass(&s);
    let (s, ev) = pass(&s);
    assert!(matches!(
        ev.last(),
        Some(Event::StruggleResolved { struggle: 1, .. })
    ));
    assert_eq!(s.to_move, 1);
    assert_undo_ban(&s, "1v1 ligor:B<>kedah:Y take pattani:R");
}

#[test]
fn another_card_in_between_lifts_the_undo_ban_r7() {
    let s = game(3);
    let (s, _) = act(&s, "1v1 lanna:Y<>kedah:B take ligor:R");
    let (s, _) = act(&s, "khonthai Y>khorat R>khorat B>khorat take khorat:Y");
    let (s, _) = act(&s, "1v1 lanna:B<>kedah:Y take ligor:R");
    assert_provinces(&s, &[(LANNA, [2, 1, 1]), (KEDAH, [1, 0, 3])]);
}

#[test]
fn a_one_vs_one_whose_only_possible_swap_is_the_undo_swaps_nothing_r13() {
    // lanna Y, kedah B, pattani R; everything else empty.
    let mut s = game(3);
    set_board(
        &mut s,
        &[(LANNA, [1, 0, 0]), (PATTANI, [0, 1, 0]), (KEDAH, [0, 0, 1])],
    );
    let (s, _) = act(&s, "1v1 lanna:Y<>kedah:B take pattani:R");
    // Now only lanna (B) and kedah (Y) hold followers: the only swap would undo.
    assert_undo_ban(&s, "1v1 lanna:B<>kedah:Y take lanna:B");
    let (s2, _) = act(&s, "1v1 - take lanna:B");
    assert_provinces(&s2, &[(LANNA, [0, 0, 0]), (KEDAH, [1, 0, 0])]);
}

// ---------------------------------------------------------------------------------------
// 2 vs 1 (R6, R7, R13)
// ---------------------------------------------------------------------------------------

#[test]
fn two_vs_one_swaps_two_followers_for_one_between_neighbours() {
    let s = game(3);
    let (s2, _) = act(&s, "2v1 lanna:YR<>sukothai:B take khorat:B");
    assert_provinces(&s2, &[(LANNA, [1, 0, 2]), (SUKOTHAI, [2, 3, 0])]);
    assert_eq!(totals(&s2), [18; 3]);
}

#[test]
fn either_province_may_be_the_one_that_gives_two() {
    let s = game(3);
    let (s2, _) = act(&s, "2v1 sukothai:RR<>lanna:Y take khorat:B");
    assert_provinces(&s2, &[(SUKOTHAI, [2, 0, 1]), (LANNA, [1, 3, 1])]);
}

#[test]
fn two_vs_one_only_swaps_between_adjacent_provinces() {
    let s = game(3);
    assert_refused(
        &s,
        "2v1 lanna:YR<>kedah:B take khorat:B",
        "Lan Na and Kedah are not adjacent: 2 vs 1 swaps between neighbouring provinces",
    );
}

#[test]
fn two_vs_one_may_swap_followers_of_the_same_colour() {
    let s = game(3);
    let (s2, _) = act(&s, "2v1 lanna:YY<>sukothai:Y take khorat:B");
    assert_provinces(&s2, &[(LANNA, [1, 1, 1]), (SUKOTHAI, [2, 2, 1])]);
}

#[test]
fn two_vs_one_swaps_one_for_one_when_the_giving_province_holds_a_single_follower_r6() {
    // Only lanna (Y) and sukothai (B) hold followers: no full swap exists anywhere.
    let mut s = game(3);
    set_board(&mut s, &[(LANNA, [1, 0, 0]), (SUKOTHAI, [0, 0, 1])]);
    let (s2, ev) = act(&s, "2v1 lanna:Y<>sukothai:B take lanna:B");
    assert_provinces(&s2, &[(LANNA, [0, 0, 0]), (SUKOTHAI, [1, 0, 0])]);
    assert_eq!(
        ev[0],
        Event::Played {
            seat: 0,
            action: Action::TwoVsOne {
                swap: Some(TwoSwap {
                    two_from: LANNA,
                    two: [Some(Y), None],
                    one_from: SUKOTHAI,
                    one: B
                })
            },
            take: Some(Follower {
                province: LANNA,
                faction: B
            }),
        }
    );
    assert!(super::super::describe(&s2, &ev[0], &[])
        .contains("one follower (yellow) from Lan Na swapped with blue from Sukothai"));
}

#[test]
fn a_one_for_one_two_vs_one_between_two_single_followers_is_listed_once() {
    // Found by an independent referee: the same swap was listed (and sampled) twice, once
    // from each side.
    let mut s = game(3);
    set_board(&mut s, &[(LANNA, [1, 0, 0]), (SUKOTHAI, [0, 0, 1])]);
    holds(&mut s, 0, &[Card::TwoVsOne]);
    let board = s.board();
    let printed: Vec<String> = moves::legal_moves(&s, 0)
        .iter()
        .map(|m| notation::print(board, m))
        .filter(|t| t.starts_with("2v1 "))
        .collect();
    let swaps: Vec<&String> = printed.iter().filter(|t| t.contains("<>")).collect();
    assert!(!swaps.is_empty(), "{printed:?}");
    assert!(
        swaps
            .iter()
            .all(|t| t.starts_with("2v1 lanna:Y<>sukothai:B ")),
        "one printing per swap: {swaps:?}"
    );
    let unique: std::collections::BTreeSet<&String> = printed.iter().collect();
    assert_eq!(unique.len(), printed.len(), "no move twice: {printed:?}");
    // The other spelling is read as the same move.
    let other = KingOfSiam::parse_move(&s, "2v1 sukothai:B<>lanna:Y take lanna:B").unwrap();
    let canonical = KingOfSiam::parse_move(&s, "2v1 lanna:Y<>sukothai:B take lanna:B").unwrap();
    assert_eq!(other, canonical);
    assert_eq!(
        notation::print(board, &other),
        "2v1 lanna:Y<>sukothai:B take lanna:B"
    );
    // A stored game that kept the other spelling still replays to the same position.
    let raw = notation::parse(board, "2v1 sukothai:B<>lanna:Y take lanna:B").unwrap();
    assert_ne!(raw, canonical);
    assert_eq!(
        rules::apply(&s, 0, &raw).unwrap().0.provinces,
        rules::apply(&s, 0, &canonical).unwrap().0.provinces
    );
}

#[test]
fn a_one_for_one_two_vs_one_is_refused_while_a_full_swap_exists_r13() {
    let mut s = game(3);
    set_board(&mut s, &[(LANNA, [1, 0, 0]), (SUKOTHAI, [0, 0, 2])]);
    assert_refused(
        &s,
        "2v1 lanna:Y<>sukothai:B take lanna:B",
        "a full swap of two followers for one is possible, so the card must make one",
    );
    let (s2, _) = act(&s, "2v1 sukothai:BB<>lanna:Y take lanna:B");
    assert_provinces(&s2, &[(LANNA, [0, 0, 1]), (SUKOTHAI, [1, 0, 0])]);
}

#[test]
fn a_province_with_two_or_more_followers_must_give_two() {
    let s = game(3);
    assert_refused(
        &s,
        "2v1 lanna:Y<>sukothai:B take khorat:B",
        "Lan Na holds more than one follower, so it must give two",
    );
    assert!(matches!(
        refused(&s, "2v1 lanxang:YY<>sukothai:B take khorat:B"),
        RuleError::FollowerMissing { .. }
    ));
}

#[test]
fn two_vs_one_swaps_nothing_when_no_two_open_neighbours_both_hold_followers_r6() {
    // lanna full, its neighbours sukothai and lanxang empty; kedah full far away.
    let mut s = game(3);
    set_board(&mut s, &[(LANNA, [3, 0, 0]), (KEDAH, [0, 0, 3])]);
    assert_refused(
        &s,
        "2v1 lanna:YY<>sukothai:B take lanna:Y",
        "there is no blue follower in Sukothai",
    );
    let (s2, _) = act(&s, "2v1 - take lanna:Y");
    assert_eq!(s2.provinces[LANNA as usize], [2, 0, 0]);
    // Neighbours that are resolved do not count either.
    let mut s = game(3);
    set_board(&mut s, &[(AYUTTHAYA, [2, 0, 0]), (LIGOR, [0, 0, 2])]);
    fought(&mut s, &[(LIGOR, MALAY)]);
    let (s2, _) = act(&s, "2v1 - take ayutthaya:Y");
    assert_eq!(s2.provinces[AYUTTHAYA as usize], [1, 0, 0]);
}

#[test]
fn two_vs_one_must_swap_when_a_swap_is_possible_r13() {
    let s = game(3);
    assert_refused(
        &s,
        "2v1 - take lanna:Y",
        "a swap is possible, so 2 vs 1 must swap",
    );
}

#[test]
fn a_second_two_vs_one_cannot_undo_the_first_r7() {
    let s = game(3);
    let (s, _) = act(&s, "2v1 lanna:YR<>sukothai:B take khorat:B");
    // sukothai now [2,3,0]; lanna [1,0,2].
    assert_refused(
        &s,
        "2v1 sukothai:YR<>lanna:B take khorat:B",
        "this would undo the 2 vs 1 played just before, which is not allowed",
    );
    // A different multiset between the same provinces is fine.
    assert!(allowed(&s, 1, "2v1 sukothai:RR<>lanna:B take khorat:B"));
    assert!(allowed(&s, 1, "2v1 lanna:YB<>sukothai:R take khorat:B"));
    // Passes do not break the ban; another card does.
    let (p, _) = pass(&s);
    assert_eq!(p.to_move, 2);
    assert_undo_ban(&p, "2v1 sukothai:YR<>lanna:B take khorat:B");
    let (k, _) = act(&s, "khonthai Y>kedah R>kedah B>kedah take kedah:R");
    assert!(allowed(&k, 2, "2v1 sukothai:YR<>lanna:B take khorat:B"));
}

#[test]
fn a_two_vs_one_whose_only_swap_is_the_undo_swaps_nothing_r13() {
    let mut s = game(3);
    set_board(
        &mut s,
        &[
            (LANNA, [1, 0, 0]),
            (SUKOTHAI, [0, 0, 1]),
            (KEDAH, [0, 1, 0]),
        ],
    );
    let (s, _) = act(&s, "2v1 lanna:Y<>sukothai:B take kedah:R");
    assert_undo_ban(&s, "2v1 lanna:B<>sukothai:Y take lanna:B");
    assert_undo_ban(&s, "2v1 sukothai:Y<>lanna:B take lanna:B");
    let (s2, _) = act(&s, "2v1 - take lanna:B");
    assert_eq!(s2.provinces[SUKOTHAI as usize], [1, 0, 0]);
}

#[test]
fn the_undo_ban_only_links_two_cards_of_the_same_kind() {
    // A 2 vs 1 may reverse a 1 vs 1 (and vice versa).
    let mut s = game(3);
    set_board(
        &mut s,
        &[
            (LANNA, [1, 0, 0]),
            (SUKOTHAI, [0, 0, 1]),
            (KEDAH, [0, 2, 0]),
        ],
    );
    let (s, _) = act(&s, "1v1 lanna:Y<>sukothai:B take kedah:R");
    let (s, _) = act(&s, "2v1 lanna:B<>sukothai:Y take kedah:R");
    assert_provinces(&s, &[(LANNA, [1, 0, 0]), (SUKOTHAI, [0, 0, 1])]);
    let (s, _) = act(&s, "1v1 lanna:Y<>sukothai:B take lanna:B");
    assert_eq!(s.provinces[SUKOTHAI as usize], [1, 0, 0]);
}
