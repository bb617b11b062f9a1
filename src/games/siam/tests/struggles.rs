//! Passing, resolving a struggle, automatic skips and "nobody can act".

use super::*;

#[test]
fn a_strict_majority_takes_control_and_any_tie_brings_the_british() {
    for (followers, winner, why) in [
        ([3, 2, 0], RAMA, "most yellow"),
        ([0, 1, 0], LAO, "a lone red"),
        ([1, 1, 2], MALAY, "most blue"),
        ([2, 2, 0], BRITISH, "a top tie"),
        ([2, 2, 1], BRITISH, "a top tie, whatever the third has"),
        ([0, 3, 3], BRITISH, "a top tie"),
        ([1, 1, 1], BRITISH, "a three-way tie"),
        ([0, 0, 0], BRITISH, "an empty province goes to the British"),
    ] {
        assert_eq!(rules::majority(followers), winner, "{followers:?}: {why}");
    }
}

#[test]
fn all_players_passing_in_a_row_resolves_the_contested_province() {
    let s = game(3);
    let pool = s.pool;
    let (s, e1) = pass(&s);
    let (s, e2) = pass(&s);
    assert_eq!(e1, vec![passed(0)]);
    assert_eq!(e2, vec![passed(1)]);
    assert_eq!(s.passes, 2);
    let (s, e3) = pass(&s);
    assert_eq!(
        e3,
        vec![passed_last(2), resolved(1, LANNA, [2, 1, 1], RAMA, Some(0))]
    );
    assert_eq!(s.control[LANNA as usize], Some(RAMA));
    assert_eq!(s.provinces[LANNA as usize], [0; 3]);
    assert_eq!(s.pool, [pool[0] + 2, pool[1] + 1, pool[2] + 1]);
    assert_eq!(
        (s.resolved, s.resolved_in[LANNA as usize], s.passes),
        (1, 1, 0)
    );
    assert_eq!(s.contested(), Some(SUKOTHAI));
    assert_eq!(s.to_move, 0, "the player left of the last passer starts");
    assert_eq!(
        s.seats[2].last_move,
        Some(LastMove::Passed {
            ended_struggle: true,
            automatic: false
        })
    );
    let names: Vec<String> = vec!["Ann".into(), "Bob".into(), "Cy".into()];
    assert_eq!(
        super::super::describe(&s, &e3[0], &names),
        "Cy passed — struggle ended."
    );
    assert_eq!(super::super::describe(&s, &e1[0], &names), "Ann passed.");
    assert_eq!(
        super::super::describe(&s, &e3[1], &names),
        "Struggle 1 for Lan Na (2 yellow, 1 red, 1 blue): Rama take control. Ann starts the next struggle."
    );
}

#[test]
fn a_card_breaks_the_run_of_passes_and_a_passer_may_play_again() {
    let s = game(3);
    let (s, _) = pass(&s);
    let (s, _) = pass(&s);
    let (s, _) = act(&s, "khonthai Y>kedah R>kedah B>kedah take kedah:R");
    assert_eq!(s.passes, 0);
    let (s, _) = act(&s, "1v1 lanna:Y<>kedah:B take kedah:B"); // seat 0 passed before
    let (s, _) = pass(&s);
    let (s, ev) = pass(&s);
    assert_eq!(ev, vec![passed(2)]);
    let (s, ev) = pass(&s);
    assert_eq!(ev[0], passed_last(0));
    assert_eq!(s.to_move, 1);
}

#[test]
fn the_tie_in_a_struggle_gives_the_british_the_province() {
    let mut s = game(2);
    s.provinces[LANNA as usize] = [2, 2, 0];
    let (s, _) = pass(&s);
    let (s, ev) = pass(&s);
    assert!(matches!(
        ev[1],
        Event::StruggleResolved {
            winner: BRITISH,
            ..
        }
    ));
    assert_eq!(s.control[LANNA as usize], Some(BRITISH));
    assert!(super::super::describe(&s, &ev[1], &[]).contains("a tie: the British take control"));
}

#[test]
fn the_game_ends_at_once_when_the_british_take_a_fourth_province() {
    let mut s = game(3);
    fought(
        &mut s,
        &[(LANNA, BRITISH), (SUKOTHAI, BRITISH), (LANXANG, BRITISH)],
    );
    assert!(
        s.result.is_none(),
        "three British provinces do not end the game"
    );
    s.provinces[KHORAT as usize] = [1, 1, 0];
    let (s, _) = pass(&s);
    let (s, _) = pass(&s);
    let (s, ev) = pass(&s);
    assert_eq!(ev[1], resolved(4, KHORAT, [1, 1, 0], BRITISH, None));
    let Event::GameEnded { result } = &ev[2] else {
        panic!("{ev:?}")
    };
    assert!(result.colony);
    assert_eq!(result.occupied, 4);
    assert_eq!(s.resolved, 4, "the other four struggles are never fought");
    assert_eq!(s.result.as_ref(), Some(result));
    assert_eq!(
        rules::apply(&s, s.to_move as usize, &Move::Pass)
            .unwrap_err()
            .to_string(),
        "the game is over"
    );
    assert_eq!(ev.len(), 3);
}

#[test]
fn the_game_ends_after_the_eighth_struggle() {
    let s = only_kedah_left(2, BRITISH);
    let (s, _) = pass(&s);
    let (s, ev) = pass(&s);
    assert!(matches!(
        ev[1],
        Event::StruggleResolved {
            struggle: 8,
            province: KEDAH,
            winner: MALAY,
            next: None,
            ..
        }
    ));
    assert!(matches!(&ev[2], Event::GameEnded { result } if !result.colony));
    assert!(s.result.is_some());
    assert_eq!(s.contested(), None);
}

#[test]
fn only_the_player_to_move_may_move() {
    let s = game(3);
    assert_eq!(
        rules::apply(&s, 1, &Move::Pass).unwrap_err().to_string(),
        "it is not your turn"
    );
    assert!(moves::legal_moves(&s, 1).is_empty());
    let mut t = game(3);
    holds(&mut t, 0, &[Card::KhonThai]);
    assert_refused(
        &t,
        "1v1 lanna:Y<>kedah:B take kedah:R",
        "you do not hold a 1 vs 1 card",
    );
}

// ---------------------------------------------------------------------------------------
// Automatic skips and "nobody can act"
// ---------------------------------------------------------------------------------------

#[test]
fn a_player_without_cards_is_skipped_and_the_history_says_why() {
    let mut s = game(3);
    holds(&mut s, 1, &[]);
    let (s, ev) = act(&s, "khonthai Y>kedah R>kedah B>kedah take kedah:R");
    assert_eq!(ev[1], skipped(1, SkipReason::NoCards, false));
    assert_eq!(s.to_move, 2);
    assert_eq!(s.passes, 1);
    assert_eq!(
        s.seats[1].last_move,
        Some(LastMove::Passed {
            ended_struggle: false,
            automatic: true
        })
    );
    assert_eq!(
        super::super::describe(&s, &ev[1], &["A".into(), "Bea".into()]),
        "Bea has no cards left and is skipped."
    );
}

#[test]
fn an_automatic_skip_can_end_a_struggle_and_the_next_starts_left_of_the_skipped_player() {
    let mut s = game(3);
    holds(&mut s, 1, &[]);
    s.to_move = 2;
    let (s, _) = pass(&s);
    let (s, ev) = pass(&s);
    assert_eq!(
        ev,
        vec![
            passed(0),
            skipped(1, SkipReason::NoCards, true),
            resolved(1, LANNA, [2, 1, 1], RAMA, Some(2)),
        ]
    );
    assert_eq!(s.to_move, 2);
    assert_eq!(
        super::super::describe(&s, &ev[1], &[]),
        "Player 2 has no cards left and is skipped — struggle ended."
    );
}

#[test]
fn after_the_very_last_card_nobody_can_act_and_every_remaining_struggle_resolves_at_once() {
    // 2 players, 15 cards played; seat 0 holds the 16th, a Khon Thai that wins for it
    // (Rama will rule and seat 0 has by far the most yellow).
    let mut s = game(2);
    fought(
        &mut s,
        &[
            (LANNA, RAMA),
            (SUKOTHAI, RAMA),
            (LANXANG, LAO),
            (KHORAT, RAMA),
            (AYUTTHAYA, MALAY),
        ],
    );
    set_board(
        &mut s,
        &[(LIGOR, [2, 0, 0]), (PATTANI, [0, 2, 0]), (KEDAH, [3, 1, 0])],
    );
    s.pool = [0, 0, 0];
    holds(&mut s, 0, &[Card::KhonThai]);
    holds(&mut s, 1, &[]);
    s.cards_played = 15;
    s.seats[0].followers = [9, 0, 0];
    s.seats[1].followers = [0, 9, 9];
    let (s, ev) = act(&s, "khonthai - take pattani:R");
    assert_eq!(ev[1], Event::NobodyCanAct);
    assert_eq!(
        ev[2..5],
        [
            resolved(6, LIGOR, [2, 0, 0], RAMA, None),
            resolved(7, PATTANI, [0, 1, 0], LAO, None),
            resolved(8, KEDAH, [3, 1, 0], RAMA, None),
        ]
    );
    let Event::GameEnded { result } = &ev[5] else {
        panic!("{ev:?}")
    };
    assert_eq!(result.ruling, Some(Y));
    assert_eq!(result.winners, vec![0]);
    assert_eq!(
        super::super::describe(&s, &ev[1], &[]),
        "Nobody can play a card any more: the remaining struggles resolve at once."
    );
}
