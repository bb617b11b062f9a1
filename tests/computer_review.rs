//! The computer's review of a decision (`LoadedGame::review_step`, issue 44), for every
//! hosted game with a review and each of its player counts: it judges the move that was
//! played, prefers a legal move of the seat that moved, gives estimates between 0 and 1,
//! is the same for the same seed, and judges no step the platform made. That it searches
//! from the seat's view alone is checked with the hidden-information twins
//! (`support::hidden`, the "review" surface).

mod support;

use maipenrai::game::{review_seed, MoveReason, Verdict};
use maipenrai::games;
use rand::rngs::SmallRng;
use rand::SeedableRng;
use support::hidden::random_game;
use uuid::Uuid;

/// A short search: the properties hold at any depth.
const ITERATIONS: u32 = 32;
/// Decisions reviewed per random game.
const REVIEWED: usize = 6;

#[test]
fn a_review_judges_the_played_move_against_a_legal_one_of_the_same_seat() {
    let mut rng = SmallRng::seed_from_u64(44);
    let mut reviewed = 0;
    for &game in games::all() {
        if !game.has_computers() {
            continue;
        }
        for options in support::variants(game) {
            let positions = random_game(game, &options, &mut rng).unwrap();
            let finished = positions.last().unwrap();
            let (_, moves) = finished.log();
            let steps = moves.len();
            let stride = (steps / REVIEWED).max(1);
            for index in (0..steps).step_by(stride) {
                let before = &positions[index];
                let step = &moves[index];
                let seed = review_seed(Uuid::from_u128(1), index, step.seat, 1);
                let judgement = finished.review_step(index, seed, Some(ITERATIONS));
                let Some(judgement) = judgement else {
                    assert!(
                        step.reason.is_some(),
                        "{} {options:?}: step {index} was not reviewed",
                        game.slug()
                    );
                    continue;
                };
                assert_eq!(
                    step.reason, None::<MoveReason>,
                    "a platform move is nobody's decision"
                );
                let legal = before.legal_moves(step.seat);
                assert!(
                    legal.contains(&judgement.played) && legal.contains(&judgement.preferred),
                    "{} {options:?}: step {index}: {judgement:?} is not among the seat's moves",
                    game.slug()
                );
                for value in [judgement.played_value, judgement.preferred_value] {
                    assert!((0.0..=1.0).contains(&value), "{judgement:?}");
                }
                assert!(judgement.iterations > 0 && judgement.iterations <= ITERATIONS);
                if judgement.played == judgement.preferred {
                    assert_eq!(judgement.loss(), 0.0);
                    assert_eq!(judgement.verdict(), Verdict::Good);
                }
                let again = finished.review_step(index, seed, Some(ITERATIONS));
                assert_eq!(
                    again.as_ref(),
                    Some(&judgement),
                    "the same seed, the same review"
                );
                reviewed += 1;
            }
            assert_eq!(finished.review_step(steps, 1, Some(ITERATIONS)), None);
        }
    }
    assert!(reviewed >= 20, "only {reviewed} decisions reviewed");
}
