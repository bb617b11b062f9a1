//! The board in words (`GameWeb::board_text`), for every registered game: every viewer —
//! each seat and a spectator — at the start, along the game and at its end, in each of the
//! site's languages, is told the board as headed sections of items, every player named,
//! in that language's words, with no message missing. What it may not tell is checked with
//! the rest of the game area by `tests/hidden_every_game.rs` (and `tests/sealed_bid.rs`
//! proves a leak there is caught). The games are named nowhere: a new game is tested by
//! being registered.

mod support;

use maipenrai::game::{text, BoardText, GameOptions, LoadedGame, Viewer};
use maipenrai::games;
use rand::rngs::SmallRng;
use rand::SeedableRng;
use std::collections::BTreeMap;
use support::hidden::{names, random_game, reading_page};

/// Every how many moves the board in words is read.
const EVERY: usize = 9;

fn board_in(
    language: &'static str,
    game: &dyn LoadedGame,
    viewer: Viewer,
    names: &[String],
) -> BoardText {
    let query = BTreeMap::new();
    let page = reading_page(game, viewer, names, &query);
    text::in_language_now(language, || game.game_area(&page))
        .unwrap_or_else(|e| panic!("the game area failed: {e}"))
        .board
}

fn headings(board: &BoardText) -> Vec<&str> {
    board.sections.iter().map(|s| s.heading.as_str()).collect()
}

#[test]
fn every_game_tells_its_board_in_words_to_every_viewer_in_every_language() {
    let faults = text::render_faults();
    let mut rng = SmallRng::seed_from_u64(20_261_203);
    for &game in games::all() {
        for count in game.player_counts() {
            let options = game
                .check_options(&GameOptions {
                    players: count.players,
                    ..Default::default()
                })
                .expect("an offered player count");
            let names = names(count.players);
            let positions = random_game(game, &options, &mut rng).expect("a random game");
            let last = positions.len() - 1;
            for (at, position) in positions.iter().enumerate() {
                if at % EVERY != 0 && at != last {
                    continue;
                }
                let viewers = (0..count.players).map(Viewer::Seat);
                for viewer in viewers.chain([Viewer::Spectator]) {
                    let where_ = format!(
                        "{} ({} players), move {at}, {viewer:?}",
                        game.slug(),
                        count.players
                    );
                    let english = board_in("en", position.as_ref(), viewer, &names);
                    for language in text::LANGUAGES {
                        let board = board_in(language, position.as_ref(), viewer, &names);
                        assert!(board.sections.len() >= 2, "{where_}, {language}: {board:?}");
                        for section in &board.sections {
                            assert!(!section.heading.is_empty(), "{where_}: {board:?}");
                            assert!(!section.items.is_empty(), "{where_}: {section:?}");
                            for item in &section.items {
                                assert!(!item.text.is_empty(), "{where_}: {section:?}");
                            }
                        }
                        let all = format!("{board:?}");
                        for name in &names {
                            assert!(all.contains(name.as_str()), "{where_}: {name} is not named");
                        }
                        if language != "en" {
                            // The headings in the language's own words ("Provinces" is
                            // French too, but not every heading is English).
                            assert_ne!(
                                headings(&board),
                                headings(&english),
                                "{where_}, {language}"
                            );
                        }
                    }
                }
            }
        }
    }
    assert_eq!(
        text::render_faults(),
        faults,
        "a message of the board in words is missing"
    );
}

/// A step page shows the board in words as the game stood at that step.
#[test]
fn a_step_page_tells_the_board_as_it_stood_then() {
    let mut rng = SmallRng::seed_from_u64(7);
    for &game in games::all() {
        let players = game.player_counts()[0].players;
        let options = game
            .check_options(&GameOptions {
                players,
                ..Default::default()
            })
            .expect("an offered player count");
        let names = names(players);
        let positions = random_game(game, &options, &mut rng).expect("a random game");
        let end = positions.last().expect("a position");
        let query = BTreeMap::new();
        let page = reading_page(end.as_ref(), Viewer::Spectator, &names, &query);
        for step in [0, positions.len() / 2] {
            let then = end.step_area(step, &page).expect("a step page").board;
            let now = board_in("en", positions[step].as_ref(), Viewer::Spectator, &names);
            assert_eq!(then, now, "{} at step {step}", game.slug());
        }
    }
}
