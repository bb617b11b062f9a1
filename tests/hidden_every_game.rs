//! Hidden information, for every registered game: the checks of `support::hidden` (see
//! there) run over each game the site hosts — what a seat is shown while composing a move
//! depends only on what it may see (1), and a viewer reads alike, on every surface the
//! platform shows them, two games that look alike to them: from a setup drawn again (2)
//! or with a sealed move played otherwise (3). The games are named nowhere: a new game is
//! tested by being registered. `tests/sealed_bid.rs` proves the checks catch each leak.
//!
//! HIDDEN_SEED=<n> replays them with other random games.

mod support;

use maipenrai::games;
use rand::rngs::SmallRng;
use rand::SeedableRng;
use support::hidden::{self, Report};

fn seed() -> u64 {
    let seed = std::env::var("HIDDEN_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20_261_126);
    println!("seed {seed} (HIDDEN_SEED=<n> to replay another)");
    seed
}

#[test]
fn what_a_seat_is_shown_depends_only_on_what_it_may_see() {
    let mut rng = SmallRng::seed_from_u64(seed());
    for &game in games::all() {
        let mut report = Report::default();
        hidden::imagined(game, &mut rng, &mut report).unwrap_or_else(|e| panic!("{e}"));
        println!(
            "{}: {} of {} positions differ; {} previews compared at {} explored positions",
            game.slug(),
            report.differing,
            report.sampled,
            report.previews,
            report.explored
        );
    }
}

#[test]
fn games_that_look_alike_to_a_viewer_read_alike() {
    let mut rng = SmallRng::seed_from_u64(seed());
    let mut redrawn_in_all = 0;
    for &game in games::all() {
        let mut report = Report::default();
        hidden::redrawn(game, &mut rng, &mut report).unwrap_or_else(|e| panic!("{e}"));
        println!(
            "{}: {} pairs read alike, {} of them from a setup drawn again",
            game.slug(),
            report.pairs,
            report.redrawn
        );
        redrawn_in_all += report.redrawn;
    }
    // King of Siam's setup hides nothing (every hand starts alike; what it hides comes from
    // the moves, tests/hidden_info.rs): some hosted game's setup must, or this proves little.
    assert!(redrawn_in_all > 0, "no setup was ever drawn again");
}

#[test]
fn a_sealed_move_played_otherwise_reads_alike_until_it_is_revealed() {
    let mut rng = SmallRng::seed_from_u64(seed());
    for &game in games::all() {
        let mut report = Report::default();
        hidden::move_twins(game, &mut rng, &mut report).unwrap_or_else(|e| panic!("{e}"));
        println!(
            "{}: {} steps sealed from a viewer when made, {} twins read alike",
            game.slug(),
            report.sealed,
            report.twins
        );
    }
}
