//! What a computer player imagines behind one seat's view of a Meridian game.
//!
//! Meridian hides one thing only, from everyone alike, the owner included (M3): the order
//! of each face-down deck. Everything else — towers, supplies, face-up cards, every
//! discard, and each deck's unordered contents — is in the [`View`]. A sample therefore
//! copies all of that and deals each seat's face-down cards (the public set the view
//! lists) in a uniformly random order, every deck independently: each order is equally
//! consistent with the view, so the sample is uniform among the states the seat cannot
//! tell apart. Nothing but the view is read.
//!
//! Two details the view does not carry because nothing depends on them: the order in which
//! the already turned-up cards left the deck (the sample lists the played cards, then the
//! face-up ones; the real order is shown only once the game is over, and then copied), and
//! whose turn it would be in a finished game (none: seat 0 is recorded, and every move is
//! refused as after any end).

use super::board::{MAX_ROWS, MERIDIANS};
use super::model::*;
use super::view::View;
use crate::game::Seat;
use rand::seq::SliceRandom;
use rand::Rng;

/// A seat with no cards and no pieces, filled in from the view.
const NO_SEAT: SeatState = SeatState {
    deck: [Card { colour: 0, kind: 0 }; MAX_DECK],
    deck_len: 0,
    next: 0,
    face_up: [None; FACE_UP],
    played: [Card { colour: 0, kind: 0 }; MAX_DECK],
    played_len: 0,
    supply: 0,
    colour: 0,
};

/// The index of a colour named in a view.
fn colour_index(name: &str) -> u8 {
    COLOURS
        .iter()
        .position(|c| *c == name)
        .unwrap_or_else(|| panic!("a view names the colour {name:?}, which is not Meridian's"))
        as u8
}

/// A full state consistent with `view` (what `seat` sees; in Meridian every seat sees the
/// same), each face-down deck shuffled uniformly at random.
pub fn sample_state<R: Rng + ?Sized>(view: &View, seat: Seat, rng: &mut R) -> State {
    debug_assert!(
        seat < view.players as usize,
        "seat {seat} is not at the table"
    );
    let mut seats = [NO_SEAT; 4];
    let mut setup_colours = [[None; 2]; 4];
    for (i, sv) in view.seats.iter().enumerate() {
        let s = &mut seats[i];
        // Cards already turned up (their order out of the deck is not public while the
        // game runs, and no rule reads it), then the face-down ones in a random order.
        let deck: Vec<Card> = match &sv.deck_order {
            Some(order) => order.clone(),
            None => {
                let mut hidden = sv.deck_contents.clone();
                hidden.shuffle(rng);
                sv.played
                    .iter()
                    .chain(&sv.face_up)
                    .chain(&hidden)
                    .copied()
                    .collect()
            }
        };
        s.deck[..deck.len()].copy_from_slice(&deck);
        s.deck_len = deck.len() as u8;
        s.next = (sv.played.len() + sv.face_up.len()) as u8;
        debug_assert_eq!(s.deck_len - s.next, sv.deck_count, "seat {i}'s deck count");
        for (slot, card) in sv.face_up.iter().enumerate() {
            s.face_up[slot] = Some(*card);
        }
        s.played[..sv.played.len()].copy_from_slice(&sv.played);
        s.played_len = sv.played.len() as u8;
        s.supply = sv.supply;
        s.colour = colour_index(sv.colour);
        for (slot, name) in sv.colours.iter().enumerate() {
            setup_colours[i][slot] = Some(colour_index(name));
        }
    }
    let mut towers = [[Tower::default(); MAX_ROWS]; MERIDIANS];
    for city in &view.cities {
        if let Some(tower) = city.tower {
            towers[city.meridian as usize - 1][city.row as usize - 1] = tower;
        }
    }
    let state = State {
        side: view.side,
        players: view.players,
        seats,
        towers,
        // A finished game has nobody to move (see the module's comment).
        to_move: view.to_move.unwrap_or(0),
        turn: view.turn,
        result: view.result.clone(),
        setup_colours,
    };
    debug_assert_eq!(state.turns_total(), view.turns_total);
    state
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Viewer};
    use crate::games::meridian::{new_setup, Meridian};
    use rand::rngs::SmallRng;
    use rand::SeedableRng;
    use std::collections::HashMap;

    /// Positions of random games for 2, 3 and 4 players: every position of each game, from
    /// the start to the end (a running game with empty decks included).
    fn positions(seed: u64, games: usize) -> Vec<State> {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut out = Vec::new();
        for g in 0..games {
            let players = 2 + (g % 3) as u8;
            let mut s = Meridian::start(&new_setup(players, &mut rng)).unwrap();
            out.push(s.clone());
            while s.result.is_none() {
                let seat = s.to_move;
                let mv = Meridian::random_move(&s, seat, &mut rng).unwrap();
                s = Meridian::apply(&s, seat, &mv).unwrap().0;
                out.push(s.clone());
            }
        }
        out
    }

    fn view_json(state: &State, seat: Seat) -> String {
        serde_json::to_string(&Meridian::view_for(state, Viewer::Seat(seat))).unwrap()
    }

    /// The hidden part of a state: every seat's face-down cards in deck order.
    fn hidden(state: &State) -> Vec<Vec<Card>> {
        (0..state.n())
            .map(|s| state.seats[s].face_down().to_vec())
            .collect()
    }

    /// How many states a seat cannot tell apart from this one: the product of the
    /// factorials of the face-down counts (saturating).
    fn arrangements(state: &State) -> u64 {
        (0..state.n())
            .flat_map(|s| 1..=state.seats[s].face_down().len() as u64)
            .fold(1u64, |a, k| a.saturating_mul(k))
    }

    #[test]
    fn a_sample_shows_every_seat_exactly_the_view_it_came_from() {
        let mut rng = SmallRng::seed_from_u64(1);
        for state in positions(11, 9) {
            for seat in 0..state.n() {
                let view = Meridian::view_for(&state, Viewer::Seat(seat));
                let sampled = sample_state(&view, seat, &mut rng);
                assert_eq!(
                    view_json(&sampled, seat),
                    view_json(&state, seat),
                    "turn {} of a {}-player game, seat {seat}",
                    state.turn,
                    state.players
                );
            }
        }
    }

    #[test]
    fn a_sample_keeps_the_seats_hand_and_everything_public_and_deals_only_face_down_cards() {
        let mut rng = SmallRng::seed_from_u64(2);
        for state in positions(12, 9) {
            let over = state.result.is_some();
            for seat in 0..state.n() {
                let view = Meridian::view_for(&state, Viewer::Seat(seat));
                let sampled = sample_state(&view, seat, &mut rng);
                // The seat's own hand, card for card and in its order.
                assert_eq!(
                    sampled.seats[seat].face_up_cards().collect::<Vec<_>>(),
                    state.seats[seat].face_up_cards().collect::<Vec<_>>()
                );
                assert_eq!(sampled.side, state.side);
                assert_eq!(sampled.players, state.players);
                assert_eq!(sampled.towers, state.towers);
                assert_eq!(sampled.turn, state.turn);
                assert_eq!(sampled.result, state.result);
                assert_eq!(sampled.setup_colours, state.setup_colours);
                if !over {
                    assert_eq!(sampled.to_move, state.to_move);
                }
                for s in 0..state.n() {
                    let (a, b) = (&sampled.seats[s], &state.seats[s]);
                    assert_eq!(a.played(), b.played());
                    assert_eq!(
                        a.face_up_cards().collect::<Vec<_>>(),
                        b.face_up_cards().collect::<Vec<_>>()
                    );
                    assert_eq!((a.deck_len, a.next), (b.deck_len, b.next));
                    assert_eq!((a.supply, a.colour), (b.supply, b.colour));
                    // The face-down cards are the same set, in some order.
                    let (mut x, mut y) = (a.face_down().to_vec(), b.face_down().to_vec());
                    x.sort();
                    y.sort();
                    assert_eq!(x, y);
                    // Once the game is over the whole deck is public: copied as dealt.
                    if over {
                        assert_eq!(a.deck, b.deck);
                    }
                }
            }
        }
    }

    #[test]
    fn a_sample_is_playable_to_the_end() {
        let mut rng = SmallRng::seed_from_u64(3);
        for state in positions(13, 6) {
            for seat in 0..state.n() {
                let view = Meridian::view_for(&state, Viewer::Seat(seat));
                let mut s = sample_state(&view, seat, &mut rng);
                assert_eq!(Meridian::status(&s), Meridian::status(&state));
                if state.result.is_none() && state.to_move == seat {
                    let legal = Meridian::legal_moves(&s, seat);
                    assert!(!legal.is_empty(), "the seat to move has a move");
                    assert_eq!(legal, Meridian::legal_moves(&state, seat), "the same moves");
                }
                while s.result.is_none() {
                    let mover = s.to_move;
                    let mv = Meridian::random_move(&s, mover, &mut rng).expect("a move");
                    s = Meridian::apply(&s, mover, &mv).expect("a legal move").0;
                }
                assert_eq!(s.turn, s.turns_total(), "every card played");
                assert!((0..s.n()).all(|i| s.seats[i].face_down().is_empty()));
            }
        }
    }

    #[test]
    fn two_seeds_deal_the_hidden_cards_differently_and_nothing_hidden_is_never_changed() {
        let (mut differed, mut fixed) = (0, 0);
        for state in positions(14, 9) {
            let seat = state.to_move;
            let view = Meridian::view_for(&state, Viewer::Seat(seat));
            let a = sample_state(&view, seat, &mut SmallRng::seed_from_u64(100));
            let b = sample_state(&view, seat, &mut SmallRng::seed_from_u64(200));
            let n = arrangements(&state);
            if n >= 1_000_000 {
                assert_ne!(hidden(&a), hidden(&b), "turn {}: {n} orders", state.turn);
                differed += 1;
            } else if n == 1 {
                assert_eq!(a, b, "nothing hidden: one possible state");
                assert_eq!(hidden(&a), hidden(&state));
                fixed += 1;
            }
        }
        assert!(
            differed > 100 && fixed > 10,
            "{differed} and {fixed} positions"
        );
    }

    #[test]
    fn every_order_of_the_face_down_cards_is_equally_likely() {
        // A 2-player game four turns before the end of the decks: two face-down cards
        // each, so four possible states.
        let mut rng = SmallRng::seed_from_u64(5);
        let mut s = Meridian::start(&new_setup(2, &mut rng)).unwrap();
        while s.seats[0].face_down().len() > 2 || s.seats[1].face_down().len() > 2 {
            let mv = Meridian::random_move(&s, s.to_move, &mut rng).unwrap();
            s = Meridian::apply(&s, s.to_move, &mv).unwrap().0;
        }
        assert_eq!(arrangements(&s), 4);
        let view = Meridian::view_for(&s, Viewer::Seat(0));
        let mut counts: HashMap<Vec<Vec<Card>>, u32> = HashMap::new();
        for _ in 0..4000 {
            *counts
                .entry(hidden(&sample_state(&view, 0, &mut rng)))
                .or_default() += 1;
        }
        assert_eq!(counts.len(), 4, "{counts:?}");
        // 1000 expected each; the standard deviation is about 27.
        assert!(
            counts.values().all(|c| (850..=1150).contains(c)),
            "{counts:?}"
        );
    }

    #[test]
    fn a_sample_depends_on_the_view_alone_never_on_the_hidden_order() {
        let mut rng = SmallRng::seed_from_u64(6);
        for state in positions(16, 6) {
            // Another state the seat cannot tell apart: the face-down cards reversed.
            let mut other = state.clone();
            for s in 0..other.n() {
                let seat = &mut other.seats[s];
                seat.deck[seat.next as usize..seat.deck_len as usize].reverse();
            }
            for seat in 0..state.n() {
                let view = Meridian::view_for(&state, Viewer::Seat(seat));
                assert_eq!(view, Meridian::view_for(&other, Viewer::Seat(seat)));
                let seed = rng.gen();
                assert_eq!(
                    sample_state(&view, seat, &mut SmallRng::seed_from_u64(seed)),
                    Meridian::sample_state(&other, seat, &mut SmallRng::seed_from_u64(seed))
                );
            }
        }
    }
}
