//! The computer's review of a decision (`LoadedGame::review_step`, issue 44), for every
//! hosted game with a review and each of its player counts: it judges the move that was
//! played, prefers a legal move of the seat that moved, gives estimates between 0 and 1,
//! is the same for the same seed, and judges no step the platform made; through the
//! service, a whole finished game on SQLite and Postgres. That it searches
//! from the seat's view alone is checked with the hidden-information twins
//! (`support::hidden`, the "review" surface).

mod support;

use maipenrai::game::{review_seed, MoveReason, Verdict};
use maipenrai::games;
use maipenrai::http::testing::TestApp;
use rand::rngs::SmallRng;
use rand::SeedableRng;
use serde_json::json;
use std::collections::BTreeMap;
use support::hidden::random_game;
use support::{databases, fresh_store};
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
                // One search, or two when the first finds a better move than the one played.
                assert!(judgement.iterations > 0 && judgement.iterations <= 2 * ITERATIONS);
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

/// Through the service on both databases, for every hosted game with a review: a running
/// game is refused in the reader's words, a finished one is reviewed decision by decision
/// (each the move its history shows, by the player who made it), and alike when asked
/// again.
#[tokio::test]
async fn a_finished_game_is_reviewed_decision_by_decision_and_a_running_one_is_refused() {
    for db in databases() {
        for &game in games::all() {
            if !game.has_computers() {
                continue;
            }
            let app = TestApp::new(fresh_store(db).await);
            let [ann, ben] = app.api_accounts(["ann", "ben"]).await;
            let body = json!({"game": game.slug(), "players": 2});
            let (_, game_id) = app.api_game_with(&[&ann, &ben], body).await;
            let game_id = game_id.expect("the game started");
            let id: Uuid = game_id.parse().unwrap();
            let tokens: BTreeMap<String, String> =
                [("ann".into(), ann.clone()), ("ben".into(), ben.clone())].into();
            app.api_random_move(&game_id, &tokens).await.unwrap();
            let service = &app.state.service;
            let refused = service.review_game(id, Some(ITERATIONS)).await.unwrap_err();
            assert_eq!(
                refused.to_string(),
                "the computer reviews a game only once it is over",
                "{db:?} {}",
                game.slug()
            );
            let played = 1 + app.api_play_to_end(&game_id, &tokens).await;
            let review = service.review_game(id, Some(ITERATIONS)).await.unwrap();
            assert_eq!(
                review.len(),
                played,
                "{db:?} {}: every move was a decision",
                game.slug()
            );
            let history = app
                .api_ok(&format!("/api/v1/games/{game_id}/history"), Some(&ann))
                .await;
            for (decision, step) in review.iter().zip(history["steps"].as_array().unwrap()) {
                assert_eq!(json!(decision.player), step["player"], "{decision:?}");
                // Ann reads her own moves in full.
                if decision.player == "ann" {
                    assert_eq!(
                        json!(decision.judgement.played),
                        step["notation"],
                        "{decision:?}"
                    );
                }
            }
            let again = service.review_game(id, Some(ITERATIONS)).await.unwrap();
            assert_eq!(again, review, "{db:?} {}", game.slug());
        }
    }
}
