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
use serde_json::{json, Value};
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

/// A service whose reviews search briefly.
fn reviewing_app(store: maipenrai::store::DynStore) -> TestApp {
    let mut config = maipenrai::config::Config::for_tests("test");
    config.review_iterations = Some(ITERATIONS);
    TestApp::with_config(store, config)
}

/// Runs the computer players' review work until none is left (as their task does when no
/// live turn waits); how many passes did work.
async fn review_everything(app: &TestApp) -> usize {
    let mut passes = 0;
    while app.state.service.review_a_decision().await.unwrap() {
        passes += 1;
        assert!(passes < 2_000, "the review work should end");
    }
    passes
}

/// Asked for from the API by a player, a finished game's review is queued once, computed a
/// decision at a time by the computer players' work, stored, and the same as the operator's
/// reading; a stranger cannot ask for an unlisted game's; a player who keeps theirs to
/// themselves is left out for everyone else; the history page shows the marks, the page
/// and the API ask again without computing again. For every hosted game with a review, on
/// both databases.
#[tokio::test]
async fn a_review_asked_for_is_computed_in_the_background_stored_and_shown_to_whom_it_may_be() {
    for db in databases() {
        for &game in games::all() {
            if !game.has_review() {
                continue;
            }
            let app = reviewing_app(fresh_store(db).await);
            let [ann, ben, cyd] = app.api_accounts(["ann", "ben", "cyd"]).await;
            let body = json!({"game": game.slug(), "players": 2});
            let (_, game_id) = app.api_game_with(&[&ann, &ben], body).await;
            let game_id = game_id.expect("the game started");
            let id: Uuid = game_id.parse().unwrap();
            let tokens: BTreeMap<String, String> =
                [("ann".into(), ann.clone()), ("ben".into(), ben.clone())].into();
            let path = format!("/api/v1/games/{game_id}/review");
            let running = app.api_post(&path, Some(&ann), None).await;
            assert_eq!(running.status, 409, "{db:?}: {}", running.body);
            app.api_play_to_end(&game_id, &tokens).await;
            let label = format!("{db:?} {}", game.slug());

            assert_eq!(app.api_ok(&path, Some(&ann)).await["status"], "none");
            let history = format!("/games/{game_id}/history");
            let visitor = app.browser().get(&history).await;
            visitor.assert_contains("data-testid=\"review-log-in\"");
            assert!(
                !visitor.body.contains("data-testid=\"ask-review\""),
                "{label}"
            );
            let player = app.browser();
            player
                .log_in("ann", maipenrai::http::testing::PASSWORD)
                .await;
            player
                .get(&history)
                .await
                .assert_contains("data-testid=\"ask-review\"");
            let stranger = app.api_post(&path, Some(&cyd), None).await;
            assert_eq!(stranger.status, 403, "{label}: {}", stranger.body);
            let asked = app.api_post(&path, Some(&ann), None).await;
            assert_eq!(asked.status, 202, "{label}: {}", asked.body);
            assert_eq!(asked.json()["status"], "under_way");
            let again = app.api_post(&path, Some(&ben), None).await;
            assert_eq!(
                again.status, 200,
                "{label}: asked again, it is the same review"
            );

            let passes = review_everything(&app).await;
            let expected = app
                .state
                .service
                .review_game(id, Some(ITERATIONS))
                .await
                .unwrap();
            assert_eq!(
                passes,
                expected.len() + 1,
                "{label}: a decision a pass, then done"
            );
            let read = app.api_ok(&path, Some(&ann)).await;
            assert_eq!(read["status"], "done", "{label}");
            let decisions = read["decisions"].as_array().unwrap();
            assert_eq!(decisions.len(), expected.len(), "{label}");
            for (json, decision) in decisions.iter().zip(&expected) {
                assert_eq!(json["step"], decision.step, "{label}");
                assert_eq!(json["played"], json!(decision.judgement.played), "{label}");
                assert_eq!(
                    json["preferred"],
                    json!(decision.judgement.preferred),
                    "{label}"
                );
                assert_eq!(
                    json["played_value"].as_f64().unwrap(),
                    decision.judgement.played_value,
                    "{label}: stored as computed"
                );
                assert_eq!(
                    json["sentence"].is_null(),
                    decision.judgement.verdict() == Verdict::Good
                );
            }
            let export = app
                .api_ok(&format!("/api/v1/games/{game_id}/export"), Some(&ann))
                .await;
            assert_eq!(
                export["review"], read,
                "{label}: the export carries the review"
            );
            assert_eq!(
                review_everything(&app).await,
                0,
                "{label}: nothing is computed again"
            );
            // The operator's new review (`maipenrai admin review GAME --again`): queued and
            // computed anew, the same as before (the same seeds).
            app.state.service.review_again(id).await.unwrap();
            assert_eq!(app.api_ok(&path, Some(&ann)).await["status"], "under_way");
            assert_eq!(review_everything(&app).await, expected.len() + 1, "{label}");
            assert_eq!(app.api_ok(&path, Some(&ann)).await, read, "{label}");

            // Ben keeps his to himself: Ann, and a spectator, read only Ann's decisions.
            let browser = app.browser();
            browser
                .log_in("ben", maipenrai::http::testing::PASSWORD)
                .await;
            let settings = browser
                .post_session_form("/settings/reviews", &[("hide_reviews", "on")])
                .await;
            assert!(
                settings.status.is_redirection(),
                "{label}: {}",
                settings.body
            );
            let ann_reads = app.api_ok(&path, Some(&ann)).await;
            let seat_of = |name: &str| {
                decisions
                    .iter()
                    .find(|d| d["player"] == name)
                    .map(|d| d["seat"].clone())
                    .unwrap()
            };
            assert_eq!(
                ann_reads["withheld_seats"],
                json!([seat_of("ben")]),
                "{label}"
            );
            let seats: Vec<Value> = ann_reads["decisions"]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| d["seat"].clone())
                .collect();
            assert!(
                !seats.is_empty() && seats.iter().all(|s| *s == seat_of("ann")),
                "{label}: {seats:?}"
            );
            let ben_reads = app.api_ok(&path, Some(&ben)).await;
            assert_eq!(
                ben_reads["decisions"], read["decisions"],
                "{label}: ben reads all"
            );
            let anonymous = app.api_ok(&path, None).await;
            assert_eq!(anonymous["decisions"], ann_reads["decisions"], "{label}");

            // The game page leads to it; the history page: the panel, a line for Ann only,
            // the marks on her steps.
            let game_page = app.browser().get(&format!("/games/{game_id}")).await;
            game_page.assert_contains("data-testid=\"review-link\"");
            let page = app
                .browser()
                .get(&format!("/games/{game_id}/history"))
                .await;
            page.assert_contains("data-testid=\"review\"");
            page.assert_contains("ann: ");
            assert!(
                !page.body.contains("ben: "),
                "{label}: ben's line is withheld"
            );
            let marked = ann_reads["decisions"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|d| !d["sentence"].is_null())
                .count();
            assert_eq!(
                page.body.matches("data-testid=\"review-step\"").count(),
                marked,
                "{label}"
            );
            // A marked step's page shows the board after the computer's move on request.
            if let Some(d) = ann_reads["decisions"]
                .as_array()
                .unwrap()
                .iter()
                .find(|d| !d["sentence"].is_null())
            {
                let step = format!("/games/{game_id}/history/{}", d["step"]);
                let played = app.browser().get(&step).await;
                played.assert_contains("data-testid=\"show-instead\"");
                let instead = app.browser().get(&format!("{step}?instead=1")).await;
                instead.assert_contains("data-testid=\"showing-instead\"");
                assert_ne!(played.body, instead.body, "{label}: another board");
            }
            // Asked again from the page: shown, not computed again.
            let asked = browser
                .post_session_form(&format!("/games/{game_id}/review"), &[])
                .await;
            assert!(asked.status.is_redirection(), "{label}: {}", asked.body);
            let shown = browser.follow(&asked).await;
            shown.assert_contains("This game already has its review.");
        }
    }
}

/// A person starts at most 20 reviews a day, however many they ask for at once; asking
/// for one that exists costs nothing.
#[tokio::test]
async fn a_flood_of_review_requests_starts_twenty_reviews_a_day() {
    let game = games::all()
        .iter()
        .copied()
        .find(|g| g.has_review())
        .expect("a game with a review");
    for db in databases() {
        let app = reviewing_app(fresh_store(db).await);
        let [ann, ben] = app.api_accounts(["ann", "ben"]).await;
        let tokens: BTreeMap<String, String> =
            [("ann".into(), ann.clone()), ("ben".into(), ben.clone())].into();
        let mut ids = Vec::new();
        for _ in 0..24 {
            let body = json!({"game": game.slug(), "players": 2});
            let (_, game_id) = app.api_game_with(&[&ann, &ben], body).await;
            let game_id = game_id.expect("the game started");
            app.api_play_to_end(&game_id, &tokens).await;
            ids.push(game_id);
        }
        let asks = ids.iter().map(|id| {
            let app = app.clone();
            let ann = ann.clone();
            async move {
                app.api_post(&format!("/api/v1/games/{id}/review"), Some(&ann), None)
                    .await
                    .status
                    .as_u16()
            }
        });
        let statuses = futures_util::future::join_all(asks).await;
        let mut sorted = statuses.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, [vec![202; 20], vec![429; 4]].concat(), "{db:?}");
        // Asking again for one that exists is answered, not refused; one refused stays so.
        for status in [202, 429] {
            let i = statuses.iter().position(|s| *s == status).unwrap();
            let again = app
                .api_post(
                    &format!("/api/v1/games/{}/review", ids[i]),
                    Some(&ann),
                    None,
                )
                .await;
            let expected = if status == 202 { 200 } else { 429 };
            assert_eq!(again.status, expected, "{db:?}: {}", again.body);
        }
        let queued = app
            .state
            .service
            .store()
            .waiting_reviews(100)
            .await
            .unwrap();
        assert_eq!(queued.len(), 20, "{db:?}");
    }
}
