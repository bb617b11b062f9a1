//! The arena: computer players of two levels play each other, and the win rate of the
//! first level is reported with a 95 % confidence interval (Wilson; a shared win counts
//! ½), with the time per move of each level beside the time of one random playout
//! measured in the same run.
//!
//! ```text
//! cargo run --release --example arena -- --game king-of-siam --players 2 \
//!     --a strong --b beginner --games 200 [--seed 1] [--option hands=original] \
//!     [--iterations-strong 5000] [--iterations-standard 1500] [--iterations-beginner 48]
//! ```
//!
//! Seats: with 2 players the levels alternate seats on the same deal; with 3 players the
//! first level plays one seat against two of the second, rotating through the seats on
//! the same deal; with 4 players each level is a team (seats 1+3 against 2+4), the teams
//! swapping seats on the same deal. Every game is seeded, so a run repeats exactly.

use maipenrai::bots::search::{decide, Budget};
use maipenrai::bots::Level;
use maipenrai::game::{Game, GameOptions, Seat, Status};
use maipenrai::games::meridian::Meridian;
use maipenrai::games::siam::KingOfSiam;
use rand::rngs::StdRng;
use rand::SeedableRng;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

struct Args {
    game: String,
    players: usize,
    a: Level,
    b: Level,
    games: usize,
    seed: u64,
    choices: BTreeMap<String, String>,
    /// Budgets other than the site's, by level: iterations and caps given on the command line.
    iterations: BTreeMap<&'static str, u32>,
    caps: BTreeMap<&'static str, Duration>,
}

fn usage(problem: &str) -> ! {
    eprintln!("arena: {problem}");
    eprintln!(
        "usage: arena --game king-of-siam|meridian --players N --a LEVEL --b LEVEL --games N \
         [--seed N] [--option name=value]… [--iterations-LEVEL N] [--cap-ms-LEVEL N]"
    );
    std::process::exit(2)
}

fn parse_args() -> Args {
    let mut args = Args {
        game: "king-of-siam".into(),
        players: 2,
        a: Level::Strong,
        b: Level::Beginner,
        games: 100,
        seed: 1,
        choices: BTreeMap::new(),
        iterations: BTreeMap::new(),
        caps: BTreeMap::new(),
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
        let level = |v: &str| Level::parse(v).unwrap_or_else(|| usage(&format!("no level {v}")));
        match flag.as_str() {
            "--game" => args.game = value,
            "--players" => args.players = number(&value) as usize,
            "--a" => args.a = level(&value),
            "--b" => args.b = level(&value),
            "--games" => args.games = number(&value) as usize,
            "--seed" => args.seed = number(&value),
            "--option" => {
                let (name, v) = value
                    .split_once('=')
                    .unwrap_or_else(|| usage("--option takes name=value"));
                args.choices.insert(name.into(), v.into());
            }
            other => {
                if let Some(l) = other.strip_prefix("--iterations-") {
                    let l = level(l);
                    args.iterations.insert(l.as_str(), number(&value) as u32);
                } else if let Some(l) = other.strip_prefix("--cap-ms-") {
                    let l = level(l);
                    args.caps
                        .insert(l.as_str(), Duration::from_millis(number(&value)));
                } else {
                    usage(&format!("unknown flag {other}"))
                }
            }
        }
    }
    args
}

/// The seats of the first level in game `g`, and how many games share one deal.
fn seats_of_a(players: usize, g: usize) -> (Vec<Seat>, usize) {
    match players {
        4 => (
            if g.is_multiple_of(2) {
                vec![0, 2]
            } else {
                vec![1, 3]
            },
            2,
        ),
        n => (vec![g % n], n),
    }
}

/// The first level's score in a finished game: 1 when only its seats win, ½ when the win
/// is shared with the other level, 0 otherwise.
fn score(winners: &[Seat], a_seats: &[Seat]) -> f64 {
    let a = winners.iter().any(|s| a_seats.contains(s));
    let b = winners.iter().any(|s| !a_seats.contains(s));
    match (a, b) {
        (true, false) => 1.0,
        (true, true) => 0.5,
        _ => 0.0,
    }
}

/// Wilson's 95 % interval for a proportion `p` out of `n`.
fn wilson(p: f64, n: f64) -> (f64, f64) {
    let z = 1.96f64;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z / (1.0 + z * z / n) * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    (centre - half, centre + half)
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times.get(times.len() / 2).copied().unwrap_or_default()
}

/// The mean time of one random playout from a fresh deal to the end.
fn playout_time<G: Game>(options: &GameOptions) -> Duration {
    let mut rng = StdRng::seed_from_u64(7);
    let runs = 2_000;
    let start = Instant::now();
    for _ in 0..runs {
        let setup = G::setup(options, &mut rng);
        let Ok(mut state) = G::start(&setup) else {
            usage("these options give no valid game")
        };
        while let Status::Active { to_move } = G::status(&state) {
            let Some(mv) = G::random_move(&state, to_move, &mut rng) else {
                break;
            };
            match G::apply(&state, to_move, &mv) {
                Ok((next, _)) => state = next,
                Err(_) => break,
            }
        }
    }
    start.elapsed() / runs
}

fn run<G: Game>(args: &Args) {
    let mut options = GameOptions {
        chat_off: false,
        rated: false,
        players: args.players,
        choices: args.choices.clone(),
    };
    // Every choice left out takes its default (the first value), as an invitation does.
    for spec in G::OPTIONS {
        if let Some((value, _)) = spec.choices.first() {
            options
                .choices
                .entry(spec.name.into())
                .or_insert_with(|| (*value).into());
        }
    }
    if let Err(e) = G::check_options(&options) {
        usage(&maipenrai::game::text::render::<G>(&e, &[]));
    }
    // The site's budgets for this game, unless the command line says otherwise.
    let budget = |l: Level| {
        let mut b = Budget::site_for::<G>(l);
        if let Some(&i) = args.iterations.get(l.as_str()) {
            b.iterations = i;
        }
        if let Some(&c) = args.caps.get(l.as_str()) {
            b.cap = c;
        }
        b
    };
    println!(
        "{} · {} · {} games · seed {}",
        maipenrai::game::text::options_line::<G>(&options),
        format_args!("{} vs {}", args.a.as_str(), args.b.as_str()),
        args.games,
        args.seed
    );
    for l in [args.a, args.b] {
        let b = budget(l);
        println!(
            "budget {}: {} iterations, cap {} ms",
            l.as_str(),
            b.iterations,
            b.cap.as_millis()
        );
    }
    let mut total = 0.0;
    let mut times: BTreeMap<&str, Vec<Duration>> = BTreeMap::new();
    for g in 0..args.games {
        let (a_seats, rotation) = seats_of_a(args.players, g);
        let deal = (g / rotation) as u64;
        let mut rng = StdRng::seed_from_u64(args.seed.wrapping_mul(1_000_003) ^ deal);
        let setup = G::setup(&options, &mut rng);
        let Ok(mut state) = G::start(&setup) else {
            usage("these options give no valid game")
        };
        let mut step = 0u64;
        let winners = loop {
            let to_move = match G::status(&state) {
                Status::Active { to_move } => to_move,
                Status::Finished { outcome } => break outcome.winners,
            };
            let level = if a_seats.contains(&to_move) {
                args.a
            } else {
                args.b
            };
            let seed = args.seed ^ ((g as u64) << 32) ^ step;
            let start = Instant::now();
            let mv = decide::<G>(&state, to_move, level, seed, budget(level));
            times
                .entry(level.as_str())
                .or_default()
                .push(start.elapsed());
            let Some(mv) = mv else {
                panic!("no move for seat {to_move} in game {g}")
            };
            state = match G::apply(&state, to_move, &mv) {
                Ok((next, _)) => next,
                Err(e) => panic!("illegal move {mv:?} in game {g}: {e}"),
            };
            step += 1;
        };
        total += score(&winners, &a_seats);
        if (g + 1) % 20 == 0 {
            eprintln!("{} games: {} scores {:.1}", g + 1, args.a.as_str(), total);
        }
    }
    let n = args.games.max(1) as f64;
    let p = total / n;
    let (lo, hi) = wilson(p, n);
    println!(
        "{} vs {}: {} scores {:.1} of {} = {:.1} % (95 % CI {:.1}–{:.1} %)",
        args.a.as_str(),
        args.b.as_str(),
        args.a.as_str(),
        total,
        args.games,
        100.0 * p,
        100.0 * lo,
        100.0 * hi
    );
    let playout = playout_time::<G>(&options);
    println!("one random playout (fresh deal to the end): {playout:.2?}");
    for (level, list) in times.iter_mut() {
        let max = list.iter().max().copied().unwrap_or_default();
        let moves = list.len();
        let med = median(list);
        println!(
            "time per move, {level}: median {med:.2?} ({:.0}× a playout), max {max:.2?} ({:.0}×), {moves} moves",
            med.as_secs_f64() / playout.as_secs_f64(),
            max.as_secs_f64() / playout.as_secs_f64(),
        );
    }
}

fn main() {
    let args = parse_args();
    if args.games == 0 {
        usage("nothing to play");
    }
    match args.game.as_str() {
        "king-of-siam" => run::<KingOfSiam>(&args),
        "meridian" => run::<Meridian>(&args),
        other => usage(&format!("unknown game {other}")),
    }
}
