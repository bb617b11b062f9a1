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
//! With `--duel preferred` or `--duel blunder` it checks instead that the review is right
//! (issue 44, item 6): one seat, rotating through the seats game by game, plays against
//! the standard level in every other seat, and at each of its decisions plays what the
//! review says — `preferred`: the review of the standard level's move there, and the move
//! the review prefers to it; `blunder`: up to four random moves reviewed one after the
//! other, the first the review calls a blunder, else the one it judged worst. It prints the
//! seat's score with a Wilson 95 % interval and the review's marks (of the standard
//! level's moves the preferred ones replaced, or of the moves played).
//!
//! ```text
//! cargo run --release --example review -- --game king-of-siam --players 2 --games 3 \
//!     [--seed 1] [--option name=value]… [--iterations N] [--duel preferred|blunder]
//! ```

use maipenrai::bots::review::{self, VERSION};
use maipenrai::bots::search::{decide, reward, Budget};
use maipenrai::bots::Level;
use maipenrai::game::{review_seed, Game, GameOptions, Judgement, Outcome, Seat, Status, Verdict};
use maipenrai::games::meridian::Meridian;
use maipenrai::games::siam::KingOfSiam;
use rand::rngs::StdRng;
use rand::SeedableRng;
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
    duel: Option<Duel>,
}

/// What the seat of a duel plays at each of its decisions.
#[derive(Clone, Copy, PartialEq)]
enum Duel {
    Preferred,
    Blunder,
}

fn usage(problem: &str) -> ! {
    eprintln!("review: {problem}");
    eprintln!(
        "usage: review --game king-of-siam|meridian --players N --games N [--seed N] \
         [--option name=value]… [--iterations N] [--duel preferred|blunder]"
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
        duel: None,
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
            "--duel" => {
                args.duel = Some(match value.as_str() {
                    "preferred" => Duel::Preferred,
                    "blunder" => Duel::Blunder,
                    other => usage(&format!("--duel: {other} is not preferred or blunder")),
                })
            }
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

/// The game's options from the command line: every choice left out takes its default, as
/// an invitation's.
fn options<G: Game>(args: &Args) -> GameOptions {
    let given = GameOptions {
        chat_off: false,
        rated: false,
        players: args.players,
        choices: args.choices.clone(),
    };
    let game = maipenrai::games::by_slug(G::SLUG).expect("a hosted game");
    game.check_options(&given).unwrap_or_else(|e| usage(&e))
}

/// One decision of a played game: the state before it, the seat and the move it made.
type Decision<G> = (<G as Game>::State, Seat, <G as Game>::Move);

/// Game `g` of the run, seeded from `--seed`: the standard level decides each move and
/// `pick` plays it or another (given the state, the seat to move, the standard level's
/// move, the step and the game's generator). The decisions made and how the game ended.
fn play<G: Game>(
    args: &Args,
    options: &GameOptions,
    g: u64,
    mut pick: impl FnMut(&G::State, Seat, G::Move, usize, &mut StdRng) -> G::Move,
) -> (Vec<Decision<G>>, Outcome) {
    let budget = Budget::site_for::<G>(Level::Standard);
    let mut rng = StdRng::seed_from_u64(args.seed ^ (g << 20));
    let setup = G::setup(options, &mut rng);
    let Ok(mut state) = G::start(&setup) else {
        usage("these options give no valid game")
    };
    let mut decisions = Vec::new();
    while let Status::Active { to_move } = G::status(&state) {
        let step = decisions.len();
        let seed = args.seed ^ (g << 32) ^ step as u64;
        let Some(standard) = decide::<G>(&state, to_move, Level::Standard, seed, budget) else {
            break;
        };
        let mv = pick(&state, to_move, standard, step, &mut rng);
        let Ok((next, _)) = G::apply(&state, to_move, &mv) else {
            break;
        };
        decisions.push((state, to_move, mv));
        state = next;
    }
    let Status::Finished { outcome } = G::status(&state) else {
        usage("a game stopped before its end")
    };
    (decisions, outcome)
}

/// The id game `g` of the run would have on the site (the reviews' seeds read it).
fn game_id(args: &Args, g: u64) -> Uuid {
    Uuid::from_u128(u128::from(args.seed) << 64 | u128::from(g))
}

fn run<G: Game>(args: &Args) {
    let options = options::<G>(args);
    let budget = review::budget::<G>();
    println!(
        "{} · {} games · seed {} · review budget {} iterations (cap {:?}), engine {VERSION}",
        maipenrai::game::text::options_line::<G>(&options),
        args.games,
        args.seed,
        args.iterations.unwrap_or(budget.iterations),
        budget.cap
    );
    // By tenth of the estimate: (decisions, sum of estimates, sum of what was earned).
    let mut buckets = [(0usize, 0.0f64, 0.0f64); 10];
    for g in 0..args.games {
        // The game, played by the standard level in every seat.
        let (decisions, outcome) = play::<G>(args, &options, g, |_, _, mv, _, _| mv);
        // Its review, one decision after the other.
        let game_id = game_id(args, g);
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

/// Item 6: the duel's seat follows the review ([`Duel`]) against the standard level.
fn duel<G: Game>(args: &Args, duel: Duel) {
    let options = options::<G>(args);
    println!(
        "{} · {} games · seed {} · the seat plays the review's {} moves against the \
         standard level, engine {VERSION}",
        maipenrai::game::text::options_line::<G>(&options),
        args.games,
        args.seed,
        if duel == Duel::Preferred {
            "preferred"
        } else {
            "blunder"
        },
    );
    let mut score = 0.0;
    let mut marks: BTreeMap<Verdict, usize> = BTreeMap::new();
    for g in 0..args.games {
        let seat = (g as usize) % options.players;
        let game_id = game_id(args, g);
        let (_, outcome) = play::<G>(args, &options, g, |state, to_move, standard, step, rng| {
            if to_move != seat {
                return standard;
            }
            let judge = |mv: &G::Move| {
                let seed = review_seed(game_id, step, seat, VERSION);
                review::judge::<G>(state, seat, mv, seed, args.iterations)
                    .unwrap_or_else(|| usage(&format!("step {step}: a move not reviewed")))
            };
            let (mv, judgement) = match duel {
                Duel::Preferred => {
                    let judgement = judge(&standard);
                    let preferred = G::parse_move(state, &judgement.preferred)
                        .unwrap_or_else(|_| usage("the preferred move does not read back"));
                    (preferred, judgement)
                }
                Duel::Blunder => {
                    let mut worst: Option<(G::Move, Judgement)> = None;
                    for _ in 0..4 {
                        let Some(mv) = G::random_move(state, seat, rng) else {
                            break;
                        };
                        let judgement = judge(&mv);
                        let blunder = judgement.verdict() == Verdict::Blunder;
                        if worst
                            .as_ref()
                            .is_none_or(|(_, w)| judgement.loss() > w.loss())
                        {
                            worst = Some((mv, judgement));
                        }
                        if blunder {
                            break;
                        }
                    }
                    worst.unwrap_or_else(|| usage("no move to play"))
                }
            };
            *marks.entry(judgement.verdict()).or_default() += 1;
            mv
        });
        score += reward(&outcome.winners, seat);
        if (g + 1) % 10 == 0 {
            println!("{} games: the seat scores {score}", g + 1);
        }
    }
    let (low, high) = wilson(score, args.games as f64);
    let marked = match duel {
        Duel::Preferred => "the review's marks of the standard level's moves it replaced",
        Duel::Blunder => "the review's marks of its moves",
    };
    println!(
        "the seat scores {score} of {} = {:.1} % (95 % CI {:.1}–{:.1} %); {marked}: {marks:?}",
        args.games,
        100.0 * score / args.games as f64,
        100.0 * low,
        100.0 * high
    );
}

/// The Wilson 95 % interval of a rate of `wins` in `n`.
fn wilson(wins: f64, n: f64) -> (f64, f64) {
    let z = 1.96f64;
    let p = wins / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

fn main() {
    let args = parse_args();
    match args.game.as_str() {
        "king-of-siam" => match args.duel {
            Some(d) => duel::<KingOfSiam>(&args, d),
            None => run::<KingOfSiam>(&args),
        },
        "meridian" => match args.duel {
            Some(d) => duel::<Meridian>(&args, d),
            None => run::<Meridian>(&args),
        },
        other => usage(&format!("unknown game {other}")),
    }
}
