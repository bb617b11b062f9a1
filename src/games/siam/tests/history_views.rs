//! History windows (R12, R14) and views.

use super::*;
use crate::game::Visibility;

#[test]
fn in_a_running_original_game_a_player_browses_from_their_own_previous_move_r12() {
    let s = game(3);
    for v in [
        Viewer::Seat(0),
        Viewer::Seat(1),
        Viewer::Seat(2),
        Viewer::Spectator,
    ] {
        assert_eq!(view::history_from(&s, v), 1, "nobody has moved yet");
    }
    let (s, _) = pass(&s); // step 1, seat 0
    let (s, _) = act(&s, "khonthai Y>kedah R>kedah B>kedah take kedah:R"); // step 2, seat 1
    let (s, _) = pass(&s); // step 3, seat 2
    let (s, _) = act(&s, "1v1 lanna:Y<>kedah:B take kedah:B"); // step 4, seat 0
    let (s, _) = pass(&s); // step 5, seat 1
    assert_eq!(s.step, 5);
    assert_eq!(view::history_from(&s, Viewer::Seat(0)), 4);
    assert_eq!(view::history_from(&s, Viewer::Seat(1)), 5);
    assert_eq!(view::history_from(&s, Viewer::Seat(2)), 3);
    // R14: a spectator sees the narrowest window of any seat (seat 1's), never the wider
    // one of the player to move (seat 2): logging out shows a player nothing more.
    assert_eq!(s.to_move, 2);
    assert_eq!(view::history_from(&s, Viewer::Spectator), 5);
    for seat in 0..3 {
        assert!(
            view::history_from(&s, Viewer::Spectator) >= view::history_from(&s, Viewer::Seat(seat))
        );
    }
    assert_eq!(
        view::history_from(&s, Viewer::Seat(7)),
        5,
        "an unknown seat is a spectator"
    );
    assert_eq!(view::view_for(&s, Viewer::Seat(0)).history_from, 4);
    // The game's one visibility decision reads the same window.
    let seen = |step| KingOfSiam::step_visibility(&s, step, &Move::Pass, Viewer::Seat(1));
    assert!(matches!(seen(4), Visibility::Hidden { .. }));
    assert_eq!(seen(5), Visibility::Shown);
}

#[test]
fn open_hands_and_finished_games_show_the_whole_history_r12() {
    let mut s = game(3);
    s.hands_variant = Hands::Open;
    let (s, _) = pass(&s);
    let (s, _) = pass(&s);
    assert_eq!(view::history_from(&s, Viewer::Seat(0)), 1);
    assert_eq!(view::history_from(&s, Viewer::Spectator), 1);
    let f = only_kedah_left(2, BRITISH);
    let (f, _) = pass(&f);
    let (f, _) = pass(&f);
    assert!(f.result.is_some());
    for v in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Spectator] {
        assert_eq!(view::history_from(&f, v), 1);
    }
}

#[test]
fn the_original_variant_hides_opponents_hands_and_buried_discards() {
    let s = game(3);
    let (s, _) = act(&s, "khonthai Y>kedah R>kedah B>kedah take kedah:R");
    let (s, _) = pass(&s);
    let (s, _) = pass(&s);
    let (s, _) = act(&s, "1v1 lanna:Y<>kedah:B take kedah:B");
    let v = view::view_for(&s, Viewer::Seat(1));
    let p0 = &v.seats[0];
    assert_eq!(p0.hand, None);
    assert_eq!(p0.discards, None, "only the top card is public");
    assert_eq!(p0.discard_top, Some(Card::OneVsOne));
    assert_eq!((p0.discard_count, p0.hand_count), (2, 6));
    assert!(v.seats[1].hand.is_some(), "a player sees their own hand");
    assert_eq!(
        view::view_for(&s, Viewer::Spectator)
            .seats
            .iter()
            .filter(|x| x.hand.is_some())
            .count(),
        0
    );
    let own = view::view_for(&s, Viewer::Seat(0));
    assert_eq!(
        own.seats[0].discards,
        Some(vec![Card::KhonThai, Card::OneVsOne])
    );
    let json = serde_json::to_string(&v.seats[0]).unwrap();
    assert!(
        !json.contains("khon_thai"),
        "the buried Khon Thai leaks: {json}"
    );
}

#[test]
fn the_open_variant_shows_every_hand_and_a_finished_game_shows_everything() {
    let mut s = game(3);
    s.hands_variant = Hands::Open;
    let (s, _) = act(&s, "khonthai Y>kedah R>kedah B>kedah take kedah:R");
    let v = view::view_for(&s, Viewer::Spectator);
    assert!(v
        .seats
        .iter()
        .all(|x| x.hand.is_some() && x.discards.is_some()));
    let f = only_kedah_left(2, BRITISH);
    let (f, _) = act(&f, "khonthai Y>kedah R>kedah B>kedah take kedah:R");
    let (f, _) = pass(&f);
    let (f, _) = pass(&f);
    assert!(f.result.is_some());
    let v = view::view_for(&f, Viewer::Spectator);
    assert!(v
        .seats
        .iter()
        .all(|x| x.hand.is_some() && x.discards.is_some()));
    assert_eq!(v.to_move, None);
    assert!(v.result.is_some());
}

#[test]
fn a_maharacha_that_swapped_nothing_stays_hidden_and_leaves_the_king_marker_unused() {
    // With one face-up tile left, seat 0 plays Maharacha (no swap, no King marker) and
    // then a Khon Thai on top of it. At the table the Maharacha is buried in the
    // discard pile and the King marker still lies unused in front of seat 0.
    let s = only_kedah_left(3, MALAY);
    let (s, _) = act(&s, "maharacha - take kedah:B");
    let (s, _) = pass(&s);
    let (s, _) = pass(&s);
    let (s, _) = act(&s, "khonthai Y>kedah R>kedah B>kedah take kedah:R");
    assert_eq!(s.king, [None; 8]);
    let v = view::view_for(&s, Viewer::Seat(1));
    assert_eq!(v.seats[0].discard_top, Some(Card::KhonThai));
    assert!(
        !v.seats[0].king_used,
        "king_used reveals the buried Maharacha, and no King marker was placed"
    );
}

#[test]
fn the_game_trait_reports_status_and_prints_moves() {
    let s = game(3);
    assert!(matches!(
        KingOfSiam::status(&s),
        crate::game::Status::Active { to_move: 0 }
    ));
    assert_eq!(s.n(), 3);
    let m = mv(&s, "2v1 lanna:RY<>sukothai:B take kedah:Y");
    assert_eq!(
        KingOfSiam::print_move(&s, &m),
        "2v1 lanna:YR<>sukothai:B take kedah:Y"
    );
    assert_eq!(KingOfSiam::parse_move(&s, "pass").unwrap(), Move::Pass);
}
