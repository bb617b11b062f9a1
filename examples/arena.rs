//! The arena: two players — computer levels, or the baselines `greedy` (each game's
//! one-ply greedy player, deciding from a state drawn from its seat's view) and `random`
//! (`Game::random_move`) — play each other, and the win rate of the first is reported
//! with a 95 % confidence interval (Wilson; a shared win counts ½), with the time per move
//! of each (median, 99th percentile, max) beside the time of one random playout measured
//! in the same run.
//!
//! ```text
//! cargo run --release --example arena -- --game king-of-siam --players 2 \
//!     --a strong --b beginner --games 200 [--seed 1] [--option hands=original] \
//!     [--iterations-strong 5000] [--iterations-standard 1500] [--iterations-beginner 48]
//!     [--cutoff-strong N|none] [--candidates-strong N] [--widen-candidates-strong N]
//!     [--explore-strong 0.7]
//! ```
//!
//! `--a` and `--b` take a level (`beginner`, `standard`, `strong`), `greedy` or `random`;
//! the `--cutoff-`, `--candidates-`, `--widen-candidates-` (0: every legal move) and
//! `--explore-` flags change one level's search (see `maipenrai::bots::search::Config`).
//!
//! Seats: with 2 players the levels alternate seats on the same deal; with 3 players the
//! first level plays one seat against two of the second, rotating through the seats on
//! the same deal; with 4 players each level is a team (seats 1+3 against 2+4), the teams
//! swapping seats on the same deal. Every game is seeded, so a run repeats exactly.

use maipenrai::bots::search::{config, decide_with, Budget, Config};
use maipenrai::bots::Level;
use maipenrai::game::{Game, GameOptions, Seat, Status};
use maipenrai::games::meridian::{self, Meridian};
use maipenrai::games::siam::{self, KingOfSiam};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// One side of the arena.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Player {
    Computer(Level),
    Greedy,
    Random,
}

impl Player {
    fn parse(word: &str) -> Option<Player> {
        match word {
            "greedy" => Some(Player::Greedy),
            "random" => Some(Player::Random),
            w => Level::parse(w).map(Player::Computer),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Player::Computer(l) => l.as_str(),
            Player::Greedy => "greedy",
            Player::Random => "random",
        }
    }
}

/// A game's greedy baseline: a move from a state drawn from the seat's view.
type Greedy<G> = fn(&<G as Game>::State, Seat, &mut StdRng) -> Option<<G as Game>::Move>;

struct Args {
    game: String,
    players: usize,
    a: Player,
    b: Player,
    games: usize,
    seed: u64,
    choices: BTreeMap<String, String>,
    /// Budgets other than the site's, by level: iterations and caps given on the command line.
    iterations: BTreeMap<&'static str, u32>,
    caps: BTreeMap<&'static str, Duration>,
    /// Search settings other than the level's, by level.
    cutoffs: BTreeMap<&'static str, Option<u32>>,
    candidates: BTreeMap<&'static str, u32>,
    widen_candidates: BTreeMap<&'static str, u32>,
    explore: BTreeMap<&'static str, f64>,
}

fn usage(problem: &str) -> ! {
    eprintln!("arena: {problem}");
    eprintln!(
        "usage: arena --game king-of-siam|meridian --players N --a PLAYER --b PLAYER --games N \
         [--seed N] [--option name=value]… [--iterations-LEVEL N] [--cap-ms-LEVEL N] \
         [--cutoff-LEVEL N|none] [--candidates-LEVEL N] [--widen-candidates-LEVEL N] [--explore-LEVEL X] \
         (PLAYER: beginner, standard, strong, greedy or random)"
    );
    std::process::exit(2)
}

fn parse_args() -> Args {
    let mut args = Args {
        game: "king-of-siam".into(),
        players: 2,
        a: Player::Computer(Level::Strong),
        b: Player::Computer(Level::Beginner),
        games: 100,
        seed: 1,
        choices: BTreeMap::new(),
        iterations: BTreeMap::new(),
        caps: BTreeMap::new(),
        cutoffs: BTreeMap::new(),
        candidates: BTreeMap::new(),
        widen_candidates: BTreeMap::new(),
        explore: BTreeMap::new(),
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
        let player = |v: &str| Player::parse(v).unwrap_or_else(|| usage(&format!("no player {v}")));
        match flag.as_str() {
            "--game" => args.game = value,
            "--players" => args.players = number(&value) as usize,
            "--a" => args.a = player(&value),
            "--b" => args.b = player(&value),
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
                } else if let Some(l) = other.strip_prefix("--cutoff-") {
                    let n = (value != "none").then(|| number(&value) as u32);
                    args.cutoffs.insert(level(l).as_str(), n);
                } else if let Some(l) = other.strip_prefix("--widen-candidates-") {
                    let n = number(&value) as u32;
                    args.widen_candidates.insert(level(l).as_str(), n);
                } else if let Some(l) = other.strip_prefix("--candidates-") {
                    args.candidates
                        .insert(level(l).as_str(), number(&value) as u32);
                } else if let Some(l) = other.strip_prefix("--explore-") {
                    let c = value
                        .parse()
                        .unwrap_or_else(|_| usage(&format!("{other}: {value} is not a number")));
                    args.explore.insert(level(l).as_str(), c);
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

/// The `q`-quantile of sorted times (nearest rank).
fn quantile(sorted: &[Duration], q: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
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

fn run<G: Game>(args: &Args, greedy: Greedy<G>) {
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
    // The site's budgets and searches for this game, unless the command line says
    // otherwise.
    let search = |l: Level| -> Config {
        let mut b = Budget::site_for::<G>(l);
        if let Some(&i) = args.iterations.get(l.as_str()) {
            b.iterations = i;
        }
        if let Some(&c) = args.caps.get(l.as_str()) {
            b.cap = c;
        }
        let mut c = config::<G>(l, b);
        if let Some(&n) = args.cutoffs.get(l.as_str()) {
            c.cutoff = n;
        }
        if let Some(&n) = args.candidates.get(l.as_str()) {
            c.candidates = n;
        }
        if let Some(&n) = args.widen_candidates.get(l.as_str()) {
            c.widen_candidates = n;
        }
        if let Some(&e) = args.explore.get(l.as_str()) {
            c.explore = e;
        }
        c
    };
    println!(
        "{} · {} · {} games · seed {}",
        maipenrai::game::text::options_line::<G>(&options),
        format_args!("{} vs {}", args.a.name(), args.b.name()),
        args.games,
        args.seed
    );
    for p in [args.a, args.b] {
        if let Player::Computer(l) = p {
            println!("search {}: {:?}", l.as_str(), search(l));
        }
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
            let player = if a_seats.contains(&to_move) {
                args.a
            } else {
                args.b
            };
            let seed = args.seed ^ ((g as u64) << 32) ^ step;
            let start = Instant::now();
            let mv = match player {
                Player::Computer(level) => decide_with::<G>(&state, to_move, search(level), seed),
                Player::Greedy => greedy(&state, to_move, &mut StdRng::seed_from_u64(seed)),
                Player::Random => {
                    let mut rng = StdRng::seed_from_u64(seed);
                    let _: u8 = rng.gen();
                    G::random_move(&state, to_move, &mut rng)
                }
            };
            times
                .entry(player.name())
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
            eprintln!("{} games: {} scores {:.1}", g + 1, args.a.name(), total);
        }
    }
    let n = args.games.max(1) as f64;
    let p = total / n;
    let (lo, hi) = wilson(p, n);
    println!(
        "{} vs {}: {} scores {:.1} of {} = {:.1} % (95 % CI {:.1}–{:.1} %)",
        args.a.name(),
        args.b.name(),
        args.a.name(),
        total,
        args.games,
        100.0 * p,
        100.0 * lo,
        100.0 * hi
    );
    let playout = playout_time::<G>(&options);
    println!("one random playout (fresh deal to the end): {playout:.2?}");
    for (player, list) in times.iter_mut() {
        list.sort();
        let moves = list.len();
        let (med, p99, max) = (
            quantile(list, 0.5),
            quantile(list, 0.99),
            quantile(list, 1.0),
        );
        let ratio = |d: Duration| d.as_secs_f64() / playout.as_secs_f64();
        println!(
            "time per move, {player}: median {med:.2?} ({:.0}× a playout), p99 {p99:.2?} ({:.0}×), max {max:.2?} ({:.0}×), {moves} moves",
            ratio(med),
            ratio(p99),
            ratio(max),
        );
    }
}

fn main() {
    let args = parse_args();
    if args.games == 0 {
        usage("nothing to play");
    }
    match args.game.as_str() {
        "king-of-siam" => run::<KingOfSiam>(&args, siam::greedy::greedy_move::<StdRng>),
        "meridian" => run::<Meridian>(&args, meridian::greedy::greedy_move::<StdRng>),
        other => usage(&format!("unknown game {other}")),
    }
}
