//! Rama / Lao / Malai (R8, R13) and taking a follower (R4).

use super::*;

#[test]
fn a_faction_card_places_next_to_its_uncontrolled_home() {
    let s = game(3);
    assert_eq!(rules::eligible_for(&s, Y), mask(&[SUKOTHAI, KHORAT, LIGOR]));
    assert_eq!(rules::eligible_for(&s, R), mask(&[LANNA, SUKOTHAI, KHORAT]));
    assert_eq!(rules::eligible_for(&s, B), mask(&[LIGOR, PATTANI]));
    let (s2, _) = act(&s, "rama sukothai ligor take kedah:B");
    assert_provinces(&s2, &[(SUKOTHAI, [2, 2, 1]), (LIGOR, [2, 2, 1])]);
    assert_eq!(s2.pool[0], s.pool[0] - 2);
    assert_refused(&s, "rama lanna sukothai take kedah:B", "Lan Na cannot receive Rama followers: it must border a province Rama control, or their home province while nobody else controls it");
}

#[test]
fn the_home_itself_is_a_target_only_when_it_borders_a_province_the_faction_controls_r8() {
    let s = game(3);
    assert!(matches!(
        refused(&s, "rama ayutthaya sukothai take kedah:B"),
        RuleError::NotEligible { .. }
    ));
    let mut s = game(3);
    fought(&mut s, &[(KHORAT, RAMA)]);
    assert_eq!(
        rules::eligible_for(&s, Y),
        mask(&[SUKOTHAI, LANXANG, AYUTTHAYA, LIGOR])
    );
    let (s2, _) = act(&s, "rama ayutthaya ayutthaya take kedah:B");
    assert_eq!(s2.provinces[AYUTTHAYA as usize], [5, 0, 1]);
}

#[test]
fn a_faction_card_places_next_to_any_province_the_faction_controls() {
    let mut s = game(3);
    fought(&mut s, &[(PATTANI, LAO)]);
    assert_eq!(
        rules::eligible_for(&s, R),
        mask(&[LANNA, SUKOTHAI, KHORAT, LIGOR, KEDAH])
    );
    let (s2, _) = act(&s, "lao kedah ligor take lanna:Y");
    assert_provinces(&s2, &[(KEDAH, [1, 1, 3]), (LIGOR, [1, 3, 1])]);
}

#[test]
fn a_home_controlled_by_another_faction_gives_no_reach_from_home() {
    let mut s = game(3);
    fought(&mut s, &[(AYUTTHAYA, LAO)]);
    assert_eq!(rules::eligible_for(&s, Y), 0);
    let (s2, ev) = act(&s, "rama - take lanna:Y");
    assert_eq!(s2.pool, s.pool, "nothing was placed");
    assert_eq!(super::super::describe(&s2, &ev[0], &[]), "Player 1 played Rama: no Rama follower could be placed; took a yellow follower from Lan Na.");
    assert!(refused(&s, "rama sukothai khorat take lanna:Y")
        .to_string()
        .contains("Rama"));
}

#[test]
fn a_home_controlled_by_the_british_gives_no_reach_from_home() {
    let mut s = game(3);
    fought(&mut s, &[(AYUTTHAYA, BRITISH), (PATTANI, RAMA)]);
    assert_eq!(rules::eligible_for(&s, Y), mask(&[LIGOR, KEDAH]));
    assert!(matches!(
        refused(&s, "rama sukothai ligor take lanna:Y"),
        RuleError::NotEligible { .. }
    ));
    assert!(allowed(&s, 0, "rama ligor kedah take lanna:Y"));
}

#[test]
fn a_home_controlled_by_its_own_faction_still_reaches_its_neighbours() {
    let mut s = game(3);
    fought(&mut s, &[(AYUTTHAYA, RAMA)]);
    assert_eq!(rules::eligible_for(&s, Y), mask(&[SUKOTHAI, KHORAT, LIGOR]));
}

#[test]
fn faction_cards_never_place_into_resolved_provinces() {
    let mut s = game(3);
    fought(&mut s, &[(SUKOTHAI, BRITISH)]);
    assert_eq!(rules::eligible_for(&s, Y), mask(&[KHORAT, LIGOR]));
    assert_refused(
        &s,
        "rama sukothai khorat take lanna:Y",
        "Sukothai is already resolved: nothing may enter or leave it",
    );
}

#[test]
fn a_faction_card_must_place_two_followers_when_it_can_r13() {
    let s = game(3);
    assert_refused(
        &s,
        "rama khorat take lanna:Y",
        "Rama must place 2 followers now",
    );
    let (s2, _) = act(&s, "rama khorat khorat take lanna:Y");
    assert_eq!(
        s2.provinces[KHORAT as usize],
        [3, 1, 2],
        "both may go to one province"
    );
}

#[test]
fn a_faction_card_places_the_last_follower_of_the_pool_alone() {
    let mut s = game(3);
    s.pool[0] = 1;
    assert!(matches!(
        refused(&s, "rama khorat ligor take lanna:Y"),
        RuleError::WrongPlacementCount { expected: 1, .. }
    ));
    let (s2, _) = act(&s, "rama ligor take lanna:Y");
    assert_eq!(s2.provinces[LIGOR as usize], [2, 2, 1]);
    assert_eq!(s2.pool[0], 0);
}

#[test]
fn a_faction_card_with_an_empty_pool_places_nothing_yet_a_follower_is_taken() {
    let mut s = game(3);
    s.pool[0] = 0;
    assert!(matches!(
        refused(&s, "rama khorat take lanna:Y"),
        RuleError::WrongPlacementCount { expected: 0, .. }
    ));
    assert_eq!(refused(&s, "rama - take -"), RuleError::MustTake);
    let (s2, _) = act(&s, "rama - take lanna:Y");
    assert_eq!(s2.seats[0].followers, [2, 1, 0]);
}

// ---------------------------------------------------------------------------------------
// Taking a follower (R4)
// ---------------------------------------------------------------------------------------

#[test]
fn taking_a_follower_is_mandatory_even_when_the_action_did_nothing() {
    let mut s = game(3);
    fought(&mut s, &[(AYUTTHAYA, LAO)]);
    assert_refused(
        &s,
        "rama - take -",
        "after your action you must take one follower from a province",
    );
}

#[test]
fn a_follower_placed_by_the_same_card_may_be_taken() {
    let mut s = game(3);
    s.provinces[SUKOTHAI as usize] = [0, 2, 1];
    s.pool[0] += 1;
    let (s2, _) = act(&s, "rama sukothai sukothai take sukothai:Y");
    assert_eq!(s2.provinces[SUKOTHAI as usize], [1, 2, 1]);
    assert_eq!(s2.seats[0].followers, [2, 1, 0]);
}

#[test]
fn a_follower_just_moved_by_a_swap_may_be_taken() {
    let s = game(3);
    // Lan Xang holds no yellow until the swap brings one.
    let (s2, _) = act(&s, "1v1 lanxang:R<>ayutthaya:Y take lanxang:Y");
    assert_provinces(&s2, &[(LANXANG, [0, 2, 1]), (AYUTTHAYA, [2, 1, 1])]);
}

#[test]
fn a_follower_cannot_be_taken_from_a_resolved_province_or_where_there_is_none() {
    let mut s = game(3);
    fought(&mut s, &[(LANNA, RAMA)]);
    assert!(matches!(
        refused(&s, "khonthai Y>kedah R>kedah B>kedah take lanna:Y"),
        RuleError::ProvinceResolved { .. }
    ));
    assert_refused(
        &s,
        "khonthai Y>kedah R>kedah B>kedah take lanxang:Y",
        "there is no yellow follower in Lan Xang",
    );
}

#[test]
fn nothing_is_taken_when_no_unresolved_province_holds_a_follower_r4() {
    let mut s = game(3);
    set_board(&mut s, &[]);
    assert_refused(
        &s,
        "1v1 - take lanna:Y",
        "no province holds a follower, so there is nothing to take",
    );
    let (s2, ev) = act(&s, "1v1 - take -");
    assert_eq!(
        ev[0],
        Event::Played {
            seat: 0,
            action: Action::OneVsOne { swap: None },
            take: None
        }
    );
    assert_eq!(s2.seats[0].followers, s.seats[0].followers);
    assert!(super::super::describe(&s2, &ev[0], &[]).ends_with("had nothing to take."));
    // A card that places followers makes one takeable again.
    assert_eq!(
        refused(&s, "khonthai Y>kedah R>kedah B>kedah take -"),
        RuleError::MustTake
    );
}
