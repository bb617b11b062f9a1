//! The cost of the computer's review of a finished game (issue 44): games played by the
//! standard level in every seat (seeded), then every decision reviewed with the site's
//! review budget (`maipenrai::bots::review::budget`) on one core, timed. Prints per game
//! the decisions, the time of the whole review, the median and slowest decision, and how
//! many decisions each mark (good, inaccuracy, mistake, blunder) got; at the end, the
//! calibration of the estimates over all games: the decisions bucketed by the estimate of
//! the move played (tenths), each bucket's mean estimate beside what the seat then earned
//! from the game (1 for a win, a share of a shared win, 0 for a loss), with a Wilson 95 %
//! interval.
//!
//! ```text
//! cargo run --release --example review -- --game king-of-siam --players 2 --games 3 \
//!     [--seed 1] [--option name=value]… [--iterations N]
//! ```

use maipenrai::bots::review::{self, VERSION};
use maipenrai::bots::search::{decide, reward, Budget};
use maipenrai::bots::Level;
use maipenrai::game::{review_seed, Game, GameOptions, Judgement, Status, Verdict};
use maipenrai::games::meridian::Meridian;
use maipenrai::games::siam::KingOfSiam;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};
use uuid::Uuid;

struct Args {
    game: String,
    players: usize,
    games: u64,
    seed: u64,
    choices: BTreeMap<String, String>,
    iterations: Option<u32>,
}

fn usage(problem: &str) -> ! {
    eprintln!("review: {problem}");
    eprintln!(
        "usage: review --game king-of-siam|meridian --players N --games N [--seed N] \
         [--option name=value]… [--iterations N]"
    );
    std::process::exit(2)
}

fn parse_args() -> Args {
    let mut args = Args {
        game: "king-of-siam".into(),
        players: 2,
        games: 3,
        seed: 1,
        choices: BTreeMap::new(),
        iterations: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it
            .next()
            .unwrap_or_else(|| usage(&format!("{flag} needs a value")));
        let number = |v: &str| -> u64 {
            v.parse()
                .unwrap_or_else(|_| usage(&format!("{flag}: {v} is not a number")))
        };
        match flag.as_str() {
            "--game" => args.game = value,
            "--players" => args.players = number(&value) as usize,
            "--games" => args.games = number(&value),
            "--seed" => args.seed = number(&value),
            "--iterations" => args.iterations = Some(number(&value) as u32),
            "--option" => {
                let (name, v) = value
                    .split_once('=')
                    .unwrap_or_else(|| usage("--option takes name=value"));
                args.choices.insert(name.into(), v.into());
            }
            other => usage(&format!("unknown flag {other}")),
        }
    }
    args
}

fn run<G: Game>(args: &Args) {
    // Every choice left out takes its default, as an invitation's.
    let given = GameOptions {
        chat_off: false,
        rated: false,
        players: args.players,
        choices: args.choices.clone(),
    };
    let game = maipenrai::games::by_slug(G::SLUG).expect("a hosted game");
    let options = game.check_options(&given).unwrap_or_else(|e| usage(&e));
    let budget = review::budget::<G>();
    println!(
        "{} · {} games · seed {} · review budget {} iterations (cap {:?}), engine {VERSION}",
        maipenrai::game::text::options_line::<G>(&options),
        args.games,
        args.seed,
        args.iterations.unwrap_or(budget.iterations),
        budget.cap
    );
    let play = Budget::site_for::<G>(Level::Standard);
    // By tenth of the estimate: (decisions, sum of estimates, sum of what was earned).
    let mut buckets = [(0usize, 0.0f64, 0.0f64); 10];
    for g in 0..args.games {
        use rand::SeedableRng;
        let mut rng = rand::rngs::StdRng::seed_from_u64(args.seed ^ (g << 20));
        let setup = G::setup(&options, &mut rng);
        let Ok(mut state) = G::start(&setup) else {
            usage("these options give no valid game")
        };
        // The game, played by the standard level in every seat.
        let mut decisions = Vec::new();
        while let Status::Active { to_move } = G::status(&state) {
            let seed = args.seed ^ (g << 32) ^ decisions.len() as u64;
            let Some(mv) = decide::<G>(&state, to_move, Level::Standard, seed, play) else {
                break;
            };
            let Ok((next, _)) = G::apply(&state, to_move, &mv) else {
                break;
            };
            decisions.push((state, to_move, mv));
            state = next;
        }
        let Status::Finished { outcome } = G::status(&state) else {
            usage("a game stopped before its end")
        };
        // Its review, one decision after the other.
        let game_id = Uuid::from_u128(u128::from(args.seed) << 64 | u128::from(g));
        let mut times: Vec<Duration> = Vec::new();
        let mut marks: BTreeMap<Verdict, usize> = BTreeMap::new();
        let mut losses = 0.0;
        let start = Instant::now();
        for (step, (before, seat, mv)) in decisions.iter().enumerate() {
            let seed = review_seed(game_id, step, *seat, VERSION);
            let t = Instant::now();
            let judgement: Option<Judgement> =
                review::judge::<G>(before, *seat, mv, seed, args.iterations);
            times.push(t.elapsed());
            let Some(judgement) = judgement else {
                usage(&format!("step {step}: the move played was not reviewed"))
            };
            *marks.entry(judgement.verdict()).or_default() += 1;
            losses += judgement.loss();
            let bucket = &mut buckets[((judgement.played_value * 10.0) as usize).min(9)];
            bucket.0 += 1;
            bucket.1 += judgement.played_value;
            bucket.2 += reward(&outcome.winners, *seat);
        }
        let total = start.elapsed();
        times.sort();
        println!(
            "game {g}: {} decisions reviewed in {:.1} s; per decision median {:.0} ms, slowest \
             {:.0} ms; mean loss {:.3}; marks {:?}",
            decisions.len(),
            total.as_secs_f64(),
            times[times.len() / 2].as_secs_f64() * 1e3,
            times.last().map_or(0.0, |t| t.as_secs_f64() * 1e3),
            losses / decisions.len().max(1) as f64,
            marks
        );
    }
    println!("calibration: estimate of the move played → what the seat earned");
    for (tenth, (n, estimates, earned)) in buckets.iter().enumerate() {
        if *n == 0 {
            continue;
        }
        let (low, high) = wilson(*earned, *n as f64);
        println!(
            "  {:.1}–{:.1}: {n} decisions, mean estimate {:.3}, earned {:.3} ({low:.3}–{high:.3})",
            tenth as f64 / 10.0,
            (tenth + 1) as f64 / 10.0,
            estimates / *n as f64,
            earned / *n as f64,
        );
    }
}

/// The Wilson 95 % interval of a rate of `wins` in `n`.
fn wilson(wins: f64, n: f64) -> (f64, f64) {
    let z = 1.96f64;
    let p = wins / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    (centre - half, centre + half)
}

fn main() {
    let args = parse_args();
    match args.game.as_str() {
        "king-of-siam" => run::<KingOfSiam>(&args),
        "meridian" => run::<Meridian>(&args),
        other => usage(&format!("unknown game {other}")),
    }
}
