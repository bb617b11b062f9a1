//! Maharacha (R5, R13) and Khon Thai.

use super::*;

#[test]
fn maharacha_swaps_two_face_up_tiles_and_puts_the_king_on_one_of_them() {
    let s = game(3);
    let (s, ev) = act(&s, "maharacha khorat<>kedah @kedah take lanna:Y");
    assert_eq!(s.tiles, [0, 1, 2, 7, 4, 5, 6, 3]);
    assert_eq!(s.king[KEDAH as usize], Some(0));
    assert_eq!(s.king[KHORAT as usize], None);
    assert_eq!(s.seats[0].hand[Card::Maharacha.index()], 0);
    assert_eq!(s.seats[0].discards(), &[Card::Maharacha]);
    assert_eq!(
        ev,
        vec![Event::Played {
            seat: 0,
            action: Action::Maharacha {
                swap: Some(TileSwap {
                    a: KHORAT,
                    b: KEDAH,
                    king: KEDAH
                })
            },
            take: Some(Follower {
                province: LANNA,
                faction: Y
            }),
        }]
    );
    assert_eq!(s.to_move, 1);
    assert_eq!(s.cards_played, 1);
    assert_eq!(s.seats[0].last_card, 1);
}

#[test]
fn maharacha_may_swap_the_contested_tile_and_the_new_lowest_tile_is_contested_at_once() {
    let mut s = game(3);
    fought(&mut s, &[(LANNA, RAMA)]);
    assert_eq!(s.contested(), Some(SUKOTHAI), "box 2 is contested");
    let (s, _) = act(&s, "maharacha sukothai<>kedah @sukothai take khorat:Y");
    assert_eq!(s.contested(), Some(KEDAH), "R5: Kedah now lies in box 2");
    let (s, _) = pass(&s);
    let (s, _) = pass(&s);
    let (s, ev) = pass(&s);
    assert_eq!(
        ev.last(),
        Some(&resolved(2, KEDAH, [1, 0, 3], MALAY, Some(1)))
    );
    assert_eq!(s.contested(), Some(LANXANG));
    assert_eq!(s.tiles[7], SUKOTHAI, "Sukothai went to Kedah's box 8");
}

#[test]
fn a_tile_with_a_king_marker_can_never_be_swapped_again() {
    let s = game(3);
    let (s, _) = act(&s, "maharacha khorat<>kedah @kedah take lanna:Y");
    let e = refused(&s, "maharacha kedah<>lanna @lanna take lanna:Y");
    assert_eq!(
        e,
        RuleError::TileNotSwappable {
            province: "Kedah".into()
        }
    );
    assert_eq!(
        e.to_string(),
        "the tile of Kedah cannot be swapped: it is face down or carries a King marker"
    );
    // The other swapped tile has no marker and may move again.
    let (s, _) = act(&s, "maharacha khorat<>lanna @lanna take lanna:Y");
    assert_eq!(s.tiles, [3, 1, 2, 7, 4, 5, 6, 0]);
}

#[test]
fn face_down_tiles_cannot_be_swapped() {
    let mut s = game(3);
    fought(&mut s, &[(LANNA, RAMA)]);
    let e = refused(&s, "maharacha lanna<>kedah @kedah take kedah:B");
    assert_eq!(
        e,
        RuleError::TileNotSwappable {
            province: "Lan Na".into()
        }
    );
}

#[test]
fn maharacha_must_swap_while_two_tiles_can_be_swapped_r13() {
    let s = game(3);
    assert_refused(
        &s,
        "maharacha - take lanna:Y",
        "two tiles can still be swapped, so Maharacha must swap two of them",
    );
}

#[test]
fn maharacha_swaps_nothing_and_places_no_king_with_fewer_than_two_swappable_tiles() {
    // Only one face-up tile left.
    let s = only_kedah_left(3, MALAY);
    assert_refused(
        &s,
        "maharacha kedah<>pattani @kedah take kedah:B",
        "fewer than two tiles can be swapped, so Maharacha swaps nothing",
    );
    let tiles = s.tiles;
    let (s2, ev) = act(&s, "maharacha - take kedah:B");
    assert_eq!(s2.tiles, tiles);
    assert_eq!(s2.king, [None; 8], "no King marker is placed");
    assert!(matches!(
        ev[0],
        Event::Played {
            action: Action::Maharacha { swap: None },
            ..
        }
    ));

    // Two face-up tiles, but one already carries a King marker.
    let mut s = game(3);
    fought(&mut s, &FIRST_SIX);
    s.king[KEDAH as usize] = Some(1);
    assert_eq!(
        refused(&s, "maharacha pattani<>kedah @pattani take kedah:B"),
        RuleError::NoTilesToSwap {
            card: "Maharacha".into()
        }
    );
    let (s2, _) = act(&s, "maharacha - take kedah:B");
    assert_eq!(s2.king[PATTANI as usize], None);
    assert_eq!(s2.tiles, s.tiles);
}

#[test]
fn the_king_marker_must_lie_on_one_of_the_two_swapped_tiles_which_must_differ() {
    let s = game(3);
    // Seat 0 swaps tiles `a` and `b`, puts the King on `king` and takes a yellow in Lan Na.
    let refused_swap = |a, b, king| {
        let play = Move::Play {
            action: Action::Maharacha {
                swap: Some(TileSwap { a, b, king }),
            },
            take: Some(Follower {
                province: LANNA,
                faction: Y,
            }),
        };
        rules::apply(&s, 0, &play).unwrap_err()
    };
    assert_eq!(
        refused_swap(KHORAT, KEDAH, LANNA),
        RuleError::KingNotOnSwappedTile
    );
    assert_eq!(
        refused_swap(KHORAT, KHORAT, KHORAT),
        RuleError::SameProvince
    );
    assert_eq!(
        refused_swap(KHORAT, 9, KHORAT),
        RuleError::UnknownProvince(9)
    );
}

#[test]
fn a_maharacha_written_either_way_round_is_one_canonical_move() {
    let s = game(3);
    let forward = mv(&s, "maharacha khorat<>kedah @kedah take lanna:Y");
    let backward = mv(&s, "maharacha kedah<>khorat @kedah take lanna:Y");
    let (a, _) = rules::apply(&s, 0, &forward).unwrap();
    let (b, _) = rules::apply(&s, 0, &backward).unwrap();
    assert_eq!(a, b, "both are the same move");
    assert!(moves::legal_moves(&s, 0).contains(&forward));
    assert_eq!(
        backward.canonical(),
        forward,
        "canonical() must order the two tiles like the enumeration"
    );
    assert_eq!(
        notation::print(s.board(), &backward),
        "maharacha khorat<>kedah @kedah take lanna:Y",
        "printing is canonical"
    );
}

#[test]
fn maharacha_is_described_with_both_tiles_and_the_king() {
    let s = game(3);
    let (s2, ev) = act(&s, "maharacha khorat<>kedah @kedah take lanna:Y");
    assert_eq!(
        super::super::describe(&s2, &ev[0], &["Ann".into()]),
        "Ann played Maharacha: swapped the tiles of Khorat and Kedah, King marker on Kedah; took a yellow follower from Lan Na."
    );
}

// ---------------------------------------------------------------------------------------
// Khon Thai
// ---------------------------------------------------------------------------------------

#[test]
fn khon_thai_moves_one_follower_of_each_colour_from_the_pool_into_chosen_provinces() {
    let s = game(3);
    let pool = s.pool;
    let (s2, _) = act(&s, "khonthai Y>lanna R>kedah B>kedah take kedah:R");
    assert_eq!(s2.provinces[LANNA as usize], [3, 1, 1]);
    assert_eq!(
        s2.provinces[KEDAH as usize],
        [1, 0, 4],
        "the red placed there was taken"
    );
    assert_eq!(s2.pool, [pool[0] - 1, pool[1] - 1, pool[2] - 1]);
    assert_eq!(s2.seats[0].followers, [1, 2, 0]);
    assert_eq!(
        s2.seats[0].hand[Card::KhonThai.index()],
        1,
        "the second Khon Thai stays in hand"
    );
    assert_eq!(totals(&s2), [18; 3]);
}

#[test]
fn khon_thai_places_no_follower_of_a_colour_missing_from_the_pool() {
    let mut s = game(3);
    s.pool = [0, 2, 3];
    assert_refused(
        &s,
        "khonthai Y>lanna R>lanna B>lanna take lanna:Y",
        "there is no yellow follower in the pool",
    );
    let (s2, _) = act(&s, "khonthai R>lanna B>khorat take lanna:Y");
    assert_provinces(&s2, &[(LANNA, [1, 2, 1]), (KHORAT, [1, 1, 3])]);
    assert_eq!(s2.pool, [0, 1, 2]);
}

#[test]
fn khon_thai_must_place_every_colour_the_pool_holds_r13() {
    let s = game(3);
    assert_refused(
        &s,
        "khonthai R>lanna B>lanna take lanna:Y",
        "there is a yellow follower in the pool, so it must be placed",
    );
}

#[test]
fn khon_thai_with_an_empty_pool_places_nothing_but_a_follower_is_still_taken() {
    let mut s = game(3);
    s.pool = [0, 0, 0];
    assert_eq!(refused(&s, "khonthai - take -"), RuleError::MustTake);
    let (s2, ev) = act(&s, "khonthai - take ligor:R");
    assert_eq!(
        ev[0],
        Event::Played {
            seat: 0,
            action: Action::KhonThai { places: [None; 3] },
            take: Some(Follower {
                province: LIGOR,
                faction: R
            }),
        }
    );
    assert_eq!(s2.seats[0].followers, [1, 2, 0]);
    assert_eq!(s2.provinces[LIGOR as usize], [1, 1, 1]);
    assert_eq!(super::super::describe(&s2, &ev[0], &[]), "Player 1 played Khon Thai: the pool was empty, nothing placed; took a red follower from Nakhon Si Thammarat.");
}

#[test]
fn khon_thai_cannot_place_into_a_resolved_province() {
    let mut s = game(3);
    fought(&mut s, &[(LANNA, RAMA)]);
    assert_refused(
        &s,
        "khonthai Y>lanna R>kedah B>kedah take kedah:R",
        "Lan Na is already resolved: nothing may enter or leave it",
    );
}
