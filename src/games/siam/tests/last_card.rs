//! The very last card (R9).

use super::*;

/// Seven struggles fought: Rama 3 (latest 5), Lao 3 (latest 6), British 1; Kedah [1,0,1]
/// is the last one. Taking its blue makes Rama rule; taking its yellow makes it Malay and
/// Lao rule by the latest control.
fn last_struggle(players: u8) -> State {
    let mut s = game(players);
    fought(
        &mut s,
        &[
            (LANNA, RAMA),
            (SUKOTHAI, LAO),
            (LANXANG, RAMA),
            (KHORAT, LAO),
            (AYUTTHAYA, RAMA),
            (LIGOR, LAO),
            (PATTANI, BRITISH),
        ],
    );
    s.provinces[KEDAH as usize] = [1, 0, 1];
    for seat in 0..players as usize {
        holds(&mut s, seat, &[]);
        s.seats[seat].followers = [0, 0, 0];
    }
    holds(&mut s, 0, &[Card::OneVsOne]);
    s.cards_played = s.cards_total() - 1;
    s
}

#[test]
fn the_very_last_card_may_be_played_only_with_a_choice_that_wins_two_players_r9() {
    let mut s = last_struggle(2);
    s.seats[0].followers = [5, 0, 0];
    s.seats[1].followers = [0, 5, 0];
    assert!(rules::is_last_card(&s));
    assert!(rules::last_card_can_win(&s, 0));
    let legal = moves::legal_moves(&s, 0);
    assert_eq!(legal, vec![Move::Pass, mv(&s, "1v1 - take kedah:B")]);
    let e = refused(&s, "1v1 - take kedah:Y");
    assert!(matches!(e, RuleError::LastCardMustWin { team: "", .. }));
    let (s2, ev) = act(&s, "1v1 - take kedah:B");
    assert_eq!(ev[1], Event::NobodyCanAct);
    let r = s2.result.unwrap();
    assert_eq!((r.ruling, r.winners), (Some(Y), vec![0]));
    assert!(view::view_for(&s, Viewer::Seat(0)).last_card);
}

#[test]
fn refusing_one_losing_choice_of_the_last_card_does_not_claim_that_no_choice_wins() {
    // Taking the blue would win, so the message for the losing choice must not say that
    // no choice wins.
    let mut s = last_struggle(2);
    s.seats[0].followers = [5, 0, 0];
    s.seats[1].followers = [0, 5, 0];
    let msg = refused(&s, "1v1 - take kedah:Y").to_string();
    assert!(msg.starts_with("1 vs 1 is the very last card of the game: it may only be played if it wins the game for you"), "{msg}");
    assert!(
        !msg.contains("no choice does that"),
        "misleading: another choice does win: {msg}"
    );
}

#[test]
fn alfred_holding_the_24th_card_may_play_it_only_if_he_wins_three_players_r9() {
    // Alfred (seat 0) can win; then make Benjamin the Rama leader: Alfred cannot.
    let mut s = last_struggle(3);
    s.seats[0].followers = [4, 0, 0];
    s.seats[1].followers = [0, 4, 0];
    s.seats[2].followers = [2, 2, 2];
    assert_eq!(s.cards_played, 23);
    assert!(rules::last_card_can_win(&s, 0));
    s.seats[1].followers = [5, 4, 0];
    assert!(!rules::last_card_can_win(&s, 0));
    assert_refused(&s, "1v1 - take kedah:B", "1 vs 1 is the very last card of the game: it may only be played if it wins the game for you, and no choice does that");
    assert_eq!(moves::legal_moves(&s, 0), vec![Move::Pass]);
}

#[test]
fn with_four_players_the_very_last_card_may_be_played_when_the_partner_wins_r9() {
    let mut s = last_struggle(4);
    assert_eq!(s.cards_played, 31);
    // Seat 2 (seat 0's partner) leads the Rama; seat 1 leads the Lao.
    s.seats[2].followers = [5, 0, 0];
    s.seats[1].followers = [0, 5, 0];
    assert!(rules::last_card_can_win(&s, 0));
    let e = refused(&s, "1v1 - take kedah:Y");
    assert!(
        e.to_string()
            .contains("wins the game for you or your partner"),
        "{e}"
    );
    let (s2, _) = act(&s, "1v1 - take kedah:B");
    assert_eq!(s2.result.unwrap().winners, vec![0, 2]);
    // If the other team leads the Rama, neither choice wins for seat 0's team.
    let mut t = s.clone();
    t.seats[2].followers = [1, 0, 0];
    t.seats[3].followers = [5, 0, 0];
    assert!(!rules::last_card_can_win(&t, 0));
    assert_eq!(moves::legal_moves(&t, 0), vec![Move::Pass]);
}

#[test]
fn a_last_card_that_cannot_win_is_never_played_and_the_rest_resolves() {
    // Seat 1 plays the 15th card; seat 0's 16th cannot win in this or the last struggle.
    let mut s = last_struggle(2);
    s.seats[0].followers = [0, 0, 0];
    s.seats[1].followers = [5, 5, 5];
    holds(&mut s, 1, &[Card::KhonThai]);
    s.cards_played = 14;
    s.pool = [0, 0, 0];
    s.to_move = 1;
    let (s, ev) = act(&s, "khonthai - take kedah:Y");
    assert!(!ev
        .iter()
        .any(|e| matches!(e, Event::Played { seat: 0, .. })));
    assert!(matches!(ev.last(), Some(Event::GameEnded { .. })), "{ev:?}");
    let r = s.result.unwrap();
    assert_eq!(r.winners, vec![1]);
    assert_eq!(
        s.seats[0].hand[Card::OneVsOne.index()],
        1,
        "the last card was never played"
    );
}

#[test]
fn a_last_card_that_cannot_win_now_but_can_in_the_next_struggle_is_kept_for_it() {
    // 2 players. Fought: Ayutthaya, Lan Xang, Khorat → Lao; Ligor → British;
    // Pattani, Kedah → Rama. Left: Sukothai (box 7, 3 yellow), Lan Na (box 8, 2 red).
    // Seat 0 holds the 16th card, Rama, and leads the yellow; seat 1 leads the red.
    //
    //   lanna[0,2,0] ─ lanxang(Lao)
    //        \         /
    //     sukothai[3,0,0] ─ khorat(Lao)
    //            \
    //          ayutthaya(Lao: the Rama home is lost)
    //
    // Now the Rama card can place nothing (no Rama province borders an open one and the
    // home is Lao), so whatever seat 0 takes, Lao win 4 to 3. Once Sukothai has gone to
    // Rama, the Rama card reaches Lan Na: two yellow there and a red taken → Rama 4 : 3.
    let mut s = game(2);
    fought(
        &mut s,
        &[
            (AYUTTHAYA, LAO),
            (LANXANG, LAO),
            (KHORAT, LAO),
            (LIGOR, BRITISH),
            (PATTANI, RAMA),
            (KEDAH, RAMA),
        ],
    );
    s.tiles.swap(6, 7); // Sukothai on box 7, Lan Na on box 8
    set_board(&mut s, &[(LANNA, [0, 2, 0]), (SUKOTHAI, [3, 0, 0])]);
    s.pool = [6, 6, 6];
    holds(&mut s, 0, &[Card::Yellow]);
    holds(&mut s, 1, &[Card::Blue]);
    s.cards_played = 14;
    s.seats[0].followers = [5, 0, 0];
    s.seats[1].followers = [0, 5, 0];
    s.to_move = 1;
    assert_eq!(s.contested(), Some(SUKOTHAI));
    // Seat 1 plays its last card, the Malai (nothing to place), taking a yellow.
    let malai = mv(&s, "malai - take sukothai:Y");
    let Move::Play { action, take } = malai else {
        unreachable!()
    };
    let mut probe = s.clone();
    rules::play(&mut probe, 1, &action, take);
    assert!(
        !rules::last_card_can_win(&probe, 0),
        "seat 0 cannot win by playing now"
    );
    let mut later = probe.clone();
    fought(&mut later, &[(SUKOTHAI, RAMA)]);
    later.to_move = 0;
    assert!(
        rules::last_card_can_win(&later, 0),
        "after struggle 7 the Rama card wins for seat 0"
    );
    let (s, ev) = act(&s, "malai - take sukothai:Y");
    // Seat 0 can only pass now (skipped), seat 1 has no cards (skipped): struggle 7 ends
    // with Sukothai to Rama, and seat 0 (left of seat 1) must get the turn in struggle 8.
    assert!(
        s.result.is_none(),
        "the game was resolved at once although seat 0 can win by playing its last card in struggle 8: {ev:?}"
    );
    assert_eq!(
        ev[1..],
        [
            skipped(0, SkipReason::LastCardCannotWin, false),
            skipped(1, SkipReason::NoCards, true),
            resolved(7, SUKOTHAI, [2, 0, 0], RAMA, Some(0)),
        ]
    );
    assert_eq!(s.control[SUKOTHAI as usize], Some(RAMA));
    assert_eq!(s.to_move, 0);
    let (s, _) = act(&s, "rama lanna lanna take lanna:R");
    let r = s.result.unwrap();
    assert_eq!((r.ruling, r.winners), (Some(Y), vec![0]));
}

/// Resolves every remaining struggle the slow, obvious way: tile order, majority or
/// British, stopping at the fourth British province.
fn resolve_rest_by_hand(s: &mut State) {
    while s.resolved < 8 && s.control_counts().1 < 4 {
        let p = s.tiles[s.resolved as usize];
        let winner = rules::majority(s.provinces[p as usize]);
        fought(s, &[(p, winner)]);
    }
}

#[test]
fn the_fast_last_card_check_agrees_with_playing_every_choice_out_r9() {
    use rand::Rng;
    use std::collections::HashSet;
    use std::ops::ControlFlow;
    let mut rng = SmallRng::seed_from_u64(5);
    let (mut positions, mut with_a_win, mut without) = (0, 0, 0);
    for g in 0..240u32 {
        let players = 2 + (g % 3) as u8;
        let board = if g % 2 == 0 {
            BoardId::Siam
        } else {
            BoardId::Saba
        };
        let st = super::super::new_setup(board, players, Hands::Original, &mut rng);
        let mut s = super::super::start(&st).unwrap();
        for _ in 0..rng.gen_range(0..45) {
            if s.result.is_some() {
                break;
            }
            let seat = s.to_move as usize;
            let m = moves::random_move(&s, seat, &mut rng).unwrap();
            s = rules::apply(&s, seat, &m).unwrap().0;
        }
        if s.result.is_some() {
            continue;
        }
        // Leave exactly one card in the game, held by the player to move.
        let seat = s.to_move as usize;
        let card = Card::ALL[rng.gen_range(0..7)];
        for o in 0..s.n() {
            holds(&mut s, o, &[]);
        }
        holds(&mut s, seat, &[card]);
        s.cards_played = s.cards_total() - 1;
        let mut every = Vec::new();
        let mut naive = HashSet::new();
        let _ = moves::for_each_play(&s, seat, card, &mut |action, take| {
            let mut sim = s.clone();
            rules::play(&mut sim, seat, &action, take);
            resolve_rest_by_hand(&mut sim);
            let m = Move::Play { action, take };
            if rules::final_result(&sim).winners.contains(&seat) {
                naive.insert(m);
            }
            every.push(m);
            ControlFlow::Continue(())
        });
        let fast: HashSet<Move> = moves::legal_moves(&s, seat)
            .into_iter()
            .filter(|m| *m != Move::Pass)
            .collect();
        assert_eq!(
            fast, naive,
            "game {g}: winning plays of the last card differ"
        );
        assert_eq!(rules::last_card_can_win(&s, seat), !naive.is_empty());
        for m in every.iter().step_by(5) {
            let r = rules::apply(&s, seat, m);
            assert_eq!(
                r.is_ok(),
                naive.contains(m),
                "game {g}: {m:?} -> {:?}",
                r.err()
            );
        }
        positions += 1;
        if naive.is_empty() {
            without += 1;
        } else {
            with_a_win += 1;
        }
    }
    assert!(
        positions > 100 && with_a_win > 10 && without > 10,
        "{positions} {with_a_win} {without}"
    );
}
