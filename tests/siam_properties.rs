//! Property tests over many random King of Siam games on both maps and all player counts.

use maipenrai::game::{Game, Viewer};
use maipenrai::games::siam::testing::follower_totals;
use maipenrai::games::siam::Hands;
use maipenrai::games::siam::{
    self, moves, notation, rules, view, BoardId, Card, KingOfSiam, Move, State,
};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// Plays one random game; returns the setup, every (seat, move) and the final state.
fn random_game(
    seed: u64,
    board: BoardId,
    players: u8,
    hands: Hands,
) -> (siam::Setup, Vec<(usize, Move)>, State) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let setup = siam::new_setup(board, players, hands, &mut rng);
    let mut state = siam::start(&setup).expect("a fresh setup is valid");
    let mut log = Vec::new();
    while state.result.is_none() {
        let seat = state.to_move as usize;
        let mv = moves::random_move(&state, seat, &mut rng).expect("the player to move has a move");
        let (next, _) = rules::apply(&state, seat, &mv)
            .unwrap_or_else(|e| panic!("sampled move {mv:?} rejected: {e}"));
        log.push((seat, mv));
        state = next;
        assert!(log.len() < 2000, "game does not terminate");
    }
    (setup, log, state)
}

/// The position after the first `stop` moves of [`random_game`] (its end if it is shorter).
fn position_after(seed: u64, board: BoardId, players: u8, hands: Hands, stop: usize) -> State {
    let (setup, log, _) = random_game(seed, board, players, hands);
    KingOfSiam::replay(&setup, &log[..stop.min(log.len())]).unwrap()
}

fn params() -> impl Strategy<Value = (u64, BoardId, u8, Hands)> {
    (
        any::<u64>(),
        prop_oneof![Just(BoardId::Siam), Just(BoardId::Saba)],
        2u8..=4,
        prop_oneof![Just(Hands::Original), Just(Hands::Open)],
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn random_games_conserve_followers_terminate_and_replay((seed, board, players, hands) in params()) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let setup = siam::new_setup(board, players, hands, &mut rng);
        let mut state = siam::start(&setup).unwrap();
        let per = if players == 2 { 16 } else { 18 };
        let mut log = Vec::new();
        while state.result.is_none() {
            prop_assert_eq!(follower_totals(&state), [per; 3]);
            let seat = state.to_move as usize;
            let mv = moves::random_move(&state, seat, &mut rng).unwrap();
            let (next, _) = rules::apply(&state, seat, &mv).unwrap();
            log.push((seat, mv));
            state = next;
            for p in &state.seats[..state.n()] {
                prop_assert!(p.discard_len <= 8);
                prop_assert_eq!(p.discard_len + p.cards_in_hand(), 8);
            }
            prop_assert!(log.len() < 2000);
        }
        prop_assert_eq!(follower_totals(&state), [per; 3]);
        let result = state.result.clone().unwrap();
        prop_assert!(!result.winners.is_empty());
        // Replay is deterministic: the same log gives the same final state.
        prop_assert_eq!(KingOfSiam::replay(&setup, &log).unwrap(), state);
    }

    #[test]
    fn every_legal_move_round_trips_and_applies((seed, board, players, hands) in params(), stop in 0usize..40) {
        let state = position_after(seed, board, players, hands, stop);
        if state.result.is_some() { return Ok(()); }
        let seat = state.to_move as usize;
        let legal = moves::legal_moves(&state, seat);
        prop_assert!(!legal.is_empty());
        // Check a sample to keep the run short: every 7th move plus the last one.
        for mv in legal.iter().step_by(7).chain(legal.last()) {
            let text = notation::print(state.board(), mv);
            prop_assert_eq!(&notation::parse(state.board(), &text).unwrap(), mv, "{}", text);
            // The stored JSON too, also with its keys sorted (as Postgres's jsonb keeps them).
            let json = serde_json::to_string(mv).unwrap();
            prop_assert_eq!(&serde_json::from_str::<Move>(&json).unwrap(), mv, "{}", json);
            let sorted: serde_json::Value = serde_json::from_str(&json).unwrap();
            prop_assert_eq!(&serde_json::from_value::<Move>(sorted).unwrap(), mv, "{}", json);
            prop_assert!(rules::apply(&state, seat, mv).is_ok(), "legal move rejected: {}", text);
        }
        // Nobody else may move.
        for other in (0..state.n()).filter(|&o| o != seat) {
            prop_assert!(moves::legal_moves(&state, other).is_empty());
            prop_assert!(rules::apply(&state, other, &Move::Pass).is_err());
        }
    }

    #[test]
    fn sampled_moves_are_in_the_enumeration_and_others_are_rejected(
        (seed, board, players, hands) in params(), stop in 0usize..40, probe in any::<u64>()
    ) {
        let state = position_after(seed, board, players, hands, stop);
        if state.result.is_some() { return Ok(()); }
        let seat = state.to_move as usize;
        let legal: std::collections::HashSet<Move> = moves::legal_moves(&state, seat).into_iter().collect();
        let mut rng = SmallRng::seed_from_u64(probe);
        for _ in 0..20 {
            let mv = moves::random_move(&state, seat, &mut rng).unwrap();
            prop_assert!(legal.contains(&mv), "sampled move not enumerated: {:?}", mv);
        }
        // Mutated moves that are not in the enumeration must be rejected.
        for _ in 0..40 {
            let mv = mutate(&moves::random_move(&state, seat, &mut rng).unwrap(), &mut rng);
            if !legal.contains(&mv.canonical()) {
                prop_assert!(rules::apply(&state, seat, &mv).is_err(), "accepted a move outside the enumeration: {:?}", mv);
            }
        }
    }

    #[test]
    fn views_never_show_a_hidden_hand((seed, board, players) in (any::<u64>(), prop_oneof![Just(BoardId::Siam), Just(BoardId::Saba)], 2u8..=4), stop in 0usize..60) {
        let state = position_after(seed, board, players, Hands::Original, stop);
        let running = state.result.is_none();
        for viewer in (0..state.n()).map(Viewer::Seat).chain([Viewer::Spectator]) {
            let v = view::view_for(&state, viewer);
            for s in &v.seats {
                let mine = viewer == Viewer::Seat(s.seat);
                if running && !mine {
                    prop_assert!(s.hand.is_none());
                    prop_assert!(s.discards.is_none());
                }
                if mine || !running {
                    prop_assert_eq!(s.hand.as_ref().map(|h| h.len() as u8), Some(s.hand_count));
                }
            }
            let json = serde_json::to_string(&v).unwrap();
            if running {
                // The only card names in a running original view are the viewer's own hand,
                // own discards, discard tops and last moves.
                let visible = v.seats.iter().map(|s| s.hand.as_ref().map_or(0, |h| h.len())).sum::<usize>();
                prop_assert!(visible <= 8);
                prop_assert!(!json.contains("\"hand\":[") || matches!(viewer, Viewer::Seat(_)));
            }
        }
    }
}

/// Changes one detail of a move at random.
fn mutate(mv: &Move, rng: &mut SmallRng) -> Move {
    use maipenrai::games::siam::{Action, Faction, Follower};
    use rand::Rng;
    let Move::Play { action, take } = *mv else {
        return Move::Play {
            action: siam::Action::OneVsOne { swap: None },
            take: None,
        };
    };
    let p = rng.gen_range(0..8u8);
    let f = Faction::ALL[rng.gen_range(0..3)];
    match rng.gen_range(0..3) {
        0 => Move::Play {
            action,
            take: Some(Follower {
                province: p,
                faction: f,
            }),
        },
        1 => Move::Play { action, take: None },
        _ => {
            let action = match action {
                Action::Maharacha { swap: Some(mut s) } => {
                    s.king = p;
                    Action::Maharacha { swap: Some(s) }
                }
                Action::KhonThai { mut places } => {
                    places[f.index()] = Some(p);
                    Action::KhonThai { places }
                }
                Action::OneVsOne { swap: Some(mut s) } => {
                    s.b.faction = f;
                    Action::OneVsOne { swap: Some(s) }
                }
                Action::TwoVsOne { swap: Some(mut s) } => {
                    s.one_from = p;
                    Action::TwoVsOne { swap: Some(s) }
                }
                Action::Faction { faction, places } => Action::Faction {
                    faction,
                    places: [Some(p), places[1]],
                },
                other => other,
            };
            Move::Play { action, take }
        }
    }
}

#[test]
fn a_card_not_in_hand_is_refused() {
    let mut rng = SmallRng::seed_from_u64(7);
    let setup = siam::new_setup(BoardId::Siam, 3, Hands::Original, &mut rng);
    let mut state = siam::start(&setup).unwrap();
    let seat = state.to_move as usize;
    state.seats[seat].hand[Card::Maharacha.index()] = 0;
    let err = rules::apply(
        &state,
        seat,
        &Move::Play {
            action: siam::Action::Maharacha { swap: None },
            take: None,
        },
    )
    .unwrap_err();
    assert!(err.to_string().contains("do not hold"));
}
