//! What a computer player imagines behind one seat's view of a King of Siam game.
//!
//! Everything on the table is in the [`View`]: the board, the tile track, the King
//! markers, the pool, every seat's followers, the number of cards each holds and has
//! played, the top card of every discard pile, when each seat last played, and the most
//! recent action card with what it exchanged (the undo ban, R7). A sample copies all of
//! that.
//!
//! In the original variant the others' hands are hidden (and so are their discard piles
//! below the top card). Every seat starts with the same eight cards ([`FULL_HAND`]), so an
//! opponent's hand is drawn, card by card without replacement, from those eight minus what
//! is known to be out of it: the top card of its discard pile, and its Maharacha when its
//! King marker lies on the board. The rest of the eight make up its discard pile below the
//! top card, in a random order. Open hands and finished games hide nothing: the sample is
//! the position itself.
//!
//! One detail the view does not carry because nothing depends on it: whose turn it would
//! be in a finished game (the sample records seat 0; every move is refused after the end).

use super::board::BoardId;
use super::model::*;
use super::view::{SeatView, View};
use crate::game::Seat;
use rand::seq::SliceRandom;
use rand::Rng;

/// A full state consistent with `view`, the others' hidden cards drawn at random. The seat
/// is not needed beyond the view: whatever hand the view shows is copied, whatever it
/// hides is drawn.
pub fn sample_state<R: Rng + ?Sized>(view: &View, _seat: Seat, rng: &mut R) -> State {
    let board = BoardId::parse(view.board).unwrap_or(BoardId::Siam);
    let def = board.board();
    let mut provinces = [[0u8; 3]; 8];
    let mut control = [None; 8];
    let mut resolved_in = [0u8; 8];
    let mut king = [None; 8];
    for p in view.provinces.iter().take(8) {
        let i = p.number as usize % 8;
        provinces[i] = p.followers;
        control[i] = p.control;
        resolved_in[i] = p.resolved_in.unwrap_or(0);
        king[i] = p.king.map(|s| s as u8);
    }
    let mut tiles: [Prov; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
    for (i, t) in view.track.iter().take(8).enumerate() {
        tiles[i] = def.province(t.province).unwrap_or(tiles[i]);
    }
    // Seats beyond the player count hold a full untouched set, as at the start.
    let mut seats = [PlayerState::UNTOUCHED; 4];
    for (s, seen) in view.seats.iter().take(4).enumerate() {
        let king_placed = king.contains(&Some(s as u8));
        seats[s] = seat_state(seen, king_placed, rng);
    }
    State {
        board,
        hands_variant: view.hands,
        players: view.players,
        provinces,
        control,
        resolved_in,
        tiles,
        king,
        resolved: resolved_in.iter().filter(|&&r| r != 0).count() as u8,
        pool: view.pool,
        seats,
        to_move: view.to_move.unwrap_or(0) as u8,
        passes: view.passes_in_row,
        cards_played: view.cards_played,
        last_action: view.last_action.map(|a| (a.card, a.exchange)),
        step: view.step,
        result: view.result.clone(),
    }
}

/// One seat's holdings: copied when the view shows its cards, drawn when it hides them.
fn seat_state<R: Rng + ?Sized>(seen: &SeatView, king_placed: bool, rng: &mut R) -> PlayerState {
    let (hand, discards) = match (&seen.hand, &seen.discards) {
        (Some(hand), Some(discards)) => (counts(hand), discards.clone()),
        _ => hidden_cards(seen, king_placed, rng),
    };
    let mut pile = [Card::Maharacha; 8];
    for (slot, card) in pile.iter_mut().zip(&discards) {
        *slot = *card;
    }
    PlayerState {
        hand,
        discards: pile,
        discard_len: discards.len().min(8) as u8,
        followers: seen.followers,
        aid: seen.aid,
        last_card: seen.latest_card,
        last_turn_step: seen.last_turn_step,
        last_move: seen.last_move,
    }
}

/// Cards as counts by [`Card`] index.
fn counts(cards: &[Card]) -> [u8; 7] {
    let mut c = [0u8; 7];
    for card in cards {
        c[card.index()] += 1;
    }
    c
}

/// The cards a seat may still hold: its eight starting cards minus those known to have
/// been played (the top of its discard pile, and its Maharacha once its King marker lies
/// on the board), one entry per physical card.
pub fn possible_cards(seen: &SeatView, king_placed: bool) -> Vec<Card> {
    let mut left = FULL_HAND;
    if let Some(top) = seen.discard_top {
        left[top.index()] = left[top.index()].saturating_sub(1);
    }
    if king_placed && seen.discard_top != Some(Card::Maharacha) {
        left[Card::Maharacha.index()] = 0;
    }
    Card::ALL
        .iter()
        .flat_map(|c| std::iter::repeat_n(*c, left[c.index()] as usize))
        .collect()
}

/// A hidden hand of the right size drawn uniformly from the cards the seat may still hold,
/// and the discard pile that goes with it (the rest, in a random order, under the known
/// top card).
fn hidden_cards<R: Rng + ?Sized>(
    seen: &SeatView,
    king_placed: bool,
    rng: &mut R,
) -> ([u8; 7], Vec<Card>) {
    let mut pool = possible_cards(seen, king_placed);
    pool.shuffle(rng);
    let size = (seen.hand_count as usize).min(pool.len());
    let hand = counts(&pool[..size]);
    let mut discards: Vec<Card> = pool[size..].to_vec();
    // A card known to be played is in the pile even when not on top (the Maharacha).
    if king_placed && seen.discard_top != Some(Card::Maharacha) {
        discards.push(Card::Maharacha);
    }
    discards.shuffle(rng);
    discards.extend(seen.discard_top);
    discards.truncate(seen.discard_count as usize);
    (hand, discards)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::search::{computer_move_text, decide, Budget};
    use crate::bots::Level;
    use crate::game::Status;
    use crate::game::{Game, Viewer};
    use crate::games::siam::{moves, new_setup, rules, KingOfSiam};
    use rand::rngs::StdRng;
    use rand::SeedableRng;
    use std::time::Duration;

    /// Positions along random games: every state from the start to the end.
    fn random_positions(seed: u64, players: u8, hands: Hands) -> Vec<State> {
        let mut rng = StdRng::seed_from_u64(seed);
        let board = if seed.is_multiple_of(2) {
            BoardId::Siam
        } else {
            BoardId::Saba
        };
        let setup = new_setup(board, players, hands, &mut rng);
        let mut state = super::super::start(&setup).expect("a valid setup");
        let mut out = vec![state.clone()];
        while state.result.is_none() {
            let seat = state.to_move as Seat;
            let mv = moves::random_move(&state, seat, &mut rng).expect("a move");
            state = rules::apply(&state, seat, &mv).expect("legal").0;
            out.push(state.clone());
        }
        out
    }

    fn json(view: &View) -> String {
        serde_json::to_string(view).expect("a view serialises")
    }

    fn all_positions(hands: Hands) -> impl Iterator<Item = State> {
        (0..12u64).flat_map(move |seed| random_positions(seed, 2 + (seed % 3) as u8, hands))
    }

    #[test]
    fn open_hands_sample_is_the_position_itself() {
        let mut rng = StdRng::seed_from_u64(1);
        for state in all_positions(Hands::Open).filter(|s| s.result.is_none()) {
            for seat in 0..state.n() {
                let view = KingOfSiam::view_for(&state, Viewer::Seat(seat));
                assert_eq!(sample_state(&view, seat, &mut rng), state);
            }
        }
    }

    #[test]
    fn own_parts_and_public_parts_are_copied_exactly() {
        let mut rng = StdRng::seed_from_u64(2);
        for state in all_positions(Hands::Original).filter(|s| s.result.is_none()) {
            for seat in 0..state.n() {
                let view = KingOfSiam::view_for(&state, Viewer::Seat(seat));
                let sample = sample_state(&view, seat, &mut rng);
                assert_eq!(sample.seats[seat], state.seats[seat]);
                // Everything but the others' cards is the position itself.
                let mut blind = sample.clone();
                for s in 0..state.n() {
                    blind.seats[s].hand = state.seats[s].hand;
                    blind.seats[s].discards = state.seats[s].discards;
                }
                assert_eq!(blind, state);
            }
        }
    }

    #[test]
    fn sampled_state_shows_the_seat_the_same_view() {
        let mut rng = StdRng::seed_from_u64(3);
        for hands in [Hands::Original, Hands::Open] {
            for state in all_positions(hands) {
                for seat in 0..state.n() {
                    let view = KingOfSiam::view_for(&state, Viewer::Seat(seat));
                    for _ in 0..3 {
                        let sample = sample_state(&view, seat, &mut rng);
                        let again = KingOfSiam::view_for(&sample, Viewer::Seat(seat));
                        assert_eq!(json(&again), json(&view));
                    }
                }
            }
        }
    }

    #[test]
    fn sampled_hands_never_hold_a_card_seen_played() {
        let mut rng = StdRng::seed_from_u64(4);
        let mut hidden_hands = 0;
        for state in all_positions(Hands::Original).filter(|s| s.result.is_none()) {
            for seat in 0..state.n() {
                let view = KingOfSiam::view_for(&state, Viewer::Seat(seat));
                let sample = sample_state(&view, seat, &mut rng);
                for (s, seen) in view.seats.iter().enumerate().filter(|(s, _)| *s != seat) {
                    hidden_hands += 1;
                    let hand = sample.seats[s].hand;
                    // Hand and discards together are always the full set of eight.
                    let total: Vec<u8> = (0..7)
                        .map(|c| hand[c] + counts(sample.seats[s].discards())[c])
                        .collect();
                    assert_eq!(total, FULL_HAND.to_vec());
                    assert_eq!(sample.seats[s].cards_in_hand(), seen.hand_count);
                    if let Some(top) = seen.discard_top {
                        assert!(hand[top.index()] < FULL_HAND[top.index()]);
                    }
                    if seen.king_used {
                        assert_eq!(hand[Card::Maharacha.index()], 0);
                    }
                }
            }
        }
        assert!(hidden_hands > 100);
    }

    #[test]
    fn hidden_hands_vary_between_samples() {
        // A hidden hand is really drawn: samples of a position where seat 1 has played a
        // few cards differ.
        let positions = random_positions(5, 3, Hands::Original);
        let state = positions
            .iter()
            .find(|s| (2..=5).contains(&s.seats[1].discard_len))
            .expect("seat 1 plays a few cards");
        let view = KingOfSiam::view_for(state, Viewer::Seat(0));
        let mut rng = StdRng::seed_from_u64(5);
        let hands: std::collections::HashSet<[u8; 7]> = (0..50)
            .map(|_| sample_state(&view, 0, &mut rng).seats[1].hand)
            .collect();
        assert!(hands.len() > 1);
    }

    // --- the computer players on King of Siam (`crate::bots`) ---------------------------

    /// A budget small enough for debug builds.
    fn tiny(iterations: u32) -> Budget {
        Budget {
            iterations,
            cap: Duration::from_secs(30),
        }
    }

    /// The running positions of a random game (the end left out).
    fn running_positions(seed: u64, players: u8, hands: Hands) -> Vec<State> {
        let mut positions = random_positions(seed, players, hands);
        positions.retain(|s| s.result.is_none());
        positions
    }

    fn to_move(state: &State) -> Seat {
        state.to_move as Seat
    }

    #[test]
    fn every_level_plays_a_legal_move_in_both_variants_and_every_player_count() {
        for hands in [Hands::Original, Hands::Open] {
            for players in 2..=4 {
                let positions = running_positions(players as u64, players as u8, hands);
                // The start, the middle and the last decision of the game.
                let picks = [0, positions.len() / 2, positions.len() - 1];
                for (i, state) in picks.iter().map(|&i| &positions[i]).enumerate() {
                    let seat = to_move(state);
                    for level in Level::ALL {
                        let mv = decide::<KingOfSiam>(state, seat, level, i as u64, tiny(40))
                            .expect("a move on the seat's turn");
                        assert!(
                            KingOfSiam::apply(state, seat, &mv).is_ok(),
                            "{level:?} chose an illegal {mv:?}"
                        );
                        let text = computer_move_text::<KingOfSiam>(
                            state,
                            seat,
                            level,
                            i as u64,
                            tiny(40),
                        )
                        .expect("a move");
                        assert_eq!(KingOfSiam::parse_move(state, &text), Ok(mv));
                    }
                }
            }
        }
    }

    #[test]
    fn no_move_out_of_turn_or_after_the_end() {
        let positions = running_positions(7, 3, Hands::Original);
        let state = &positions[0];
        let other = (to_move(state) + 1) % 3;
        assert_eq!(
            decide::<KingOfSiam>(state, other, Level::Strong, 1, tiny(20)),
            None
        );
        let last = positions.last().expect("a position");
        let seat = to_move(last);
        let mv = KingOfSiam::random_move(last, seat, &mut StdRng::seed_from_u64(1));
        // Play random moves to the end and ask again.
        let mut state = last.clone();
        let mut rng = StdRng::seed_from_u64(2);
        let mut mv = mv;
        while let Some(m) = mv {
            let seat = to_move(&state);
            state = KingOfSiam::apply(&state, seat, &m).expect("legal").0;
            mv = KingOfSiam::random_move(&state, to_move(&state), &mut rng);
        }
        assert!(matches!(
            KingOfSiam::status(&state),
            Status::Finished { .. }
        ));
        for seat in 0..3 {
            assert_eq!(
                decide::<KingOfSiam>(&state, seat, Level::Standard, 1, tiny(20)),
                None
            );
        }
    }

    #[test]
    fn same_view_and_seed_give_the_same_move() {
        for players in 2..=4 {
            let positions = running_positions(11 + players as u64, players as u8, Hands::Original);
            let state = &positions[positions.len() / 3];
            let seat = to_move(state);
            for level in Level::ALL {
                let first = decide::<KingOfSiam>(state, seat, level, 99, tiny(60));
                let again = decide::<KingOfSiam>(state, seat, level, 99, tiny(60));
                assert_eq!(first, again);
            }
        }
    }

    /// The same position with one opponent's hidden cards dealt differently: the seat
    /// sees exactly the same, the positions really differ.
    fn other_hidden_hands(state: &State, seat: Seat, seed: u64) -> Option<State> {
        let view = KingOfSiam::view_for(state, Viewer::Seat(seat));
        let mut rng = StdRng::seed_from_u64(seed);
        (0..100)
            .map(|_| sample_state(&view, seat, &mut rng))
            .find(|other| other != state)
    }

    #[test]
    fn hidden_cards_never_change_the_decision() {
        let mut compared = 0;
        for players in 2..=4 {
            let positions = running_positions(20 + players as u64, players as u8, Hands::Original);
            for state in positions.iter().step_by(5) {
                let seat = to_move(state);
                let Some(other) = other_hidden_hands(state, seat, players as u64) else {
                    continue;
                };
                // The test could fail: the opponents' hands really differ…
                assert_ne!(&other, state);
                let opponents = |s: &State| -> Vec<[u8; 7]> {
                    (0..players as usize)
                        .filter(|&o| o != seat)
                        .map(|o| s.seats[o].hand)
                        .collect()
                };
                if opponents(&other) == opponents(state) {
                    continue;
                }
                // …while the seat's view is the same.
                let view = |s: &State| {
                    serde_json::to_string(&KingOfSiam::view_for(s, Viewer::Seat(seat)))
                        .expect("a view serialises")
                };
                assert_eq!(view(&other), view(state));
                for level in Level::ALL {
                    let seed = 1_000 * compared + level as u64;
                    let a = computer_move_text::<KingOfSiam>(state, seat, level, seed, tiny(40));
                    let b = computer_move_text::<KingOfSiam>(&other, seat, level, seed, tiny(40));
                    assert_eq!(a, b, "{level:?} with seed {seed}");
                }
                compared += 1;
            }
        }
        assert!(compared >= 5, "only {compared} positions with hidden hands");
    }

    /// The computer forgets (docs/computer-players.md, "Memory"): it decides from the
    /// seat's view as it stands now, so two positions with the same view but a different
    /// hidden past — an opponent who played other cards, or the same cards in another
    /// order, under the same top card — get the same move for the same seed.
    #[test]
    fn a_hidden_past_never_changes_the_decision() {
        let mut compared = 0;
        for players in 2..=4 {
            let positions = running_positions(30 + players as u64, players as u8, Hands::Original);
            for state in positions.iter().step_by(4) {
                let seat = to_move(state);
                let view = KingOfSiam::view_for(state, Viewer::Seat(seat));
                let mut rng = StdRng::seed_from_u64(compared);
                // Another past of the same present: some opponent's pile holds other cards
                // or the same cards in another order below the same top card.
                let pile = |s: &State, o: Seat| s.seats[o].discards().to_vec();
                let Some(other) = (0..200)
                    .map(|_| sample_state(&view, seat, &mut rng))
                    .find(|o| {
                        (0..players as usize)
                            .filter(|&x| x != seat)
                            .any(|x| pile(o, x) != pile(state, x))
                    })
                else {
                    continue;
                };
                assert_eq!(
                    json(&KingOfSiam::view_for(&other, Viewer::Seat(seat))),
                    json(&view)
                );
                for level in Level::ALL {
                    let seed = 7 * compared + level as u64;
                    let a = decide::<KingOfSiam>(state, seat, level, seed, tiny(30));
                    let b = decide::<KingOfSiam>(&other, seat, level, seed, tiny(30));
                    assert_eq!(a, b, "{level:?} with seed {seed}");
                }
                compared += 1;
            }
        }
        assert!(
            compared >= 5,
            "only {compared} positions with a hidden past"
        );
    }
}
