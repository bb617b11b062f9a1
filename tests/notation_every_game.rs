//! Notation that means what it says, for every registered game (issue 41, item 9): a move
//! text is taken only if the game prints the move it reads back as the same text, up to the
//! spelling freedoms the game lists (`Game::spelling`: case and spaces by default).
//!
//! Random games of every variant are played by random legal moves. At each position the
//! seat to move's legal moves, as printed, are taken and stored as exactly that text; then
//! each text is mutated (a character left out, doubled or changed, words swapped, a
//! meridian or a number added, case and spaces changed) and every mutant is either refused
//! or is a spelling of the printed form of the move it was read as — which, sent as
//! printed, is the same stored move. The games are named nowhere: a new game is tested by
//! being registered.

mod support;

use maipenrai::game::{GameType, LoadedGame, MoveError, Status};
use maipenrai::games;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

/// Random games per variant.
const GAMES: usize = 3;
/// Legal moves tried per position (random ones).
const MOVES_PER_POSITION: usize = 4;
/// Mutants tried per legal move.
const MUTANTS: usize = 12;
/// Positions per game at which moves are mutated (besides the start).
const POSITIONS: usize = 6;

const NAMES: [&str; 4] = ["ann", "ben", "cy", "di"];

/// A text changed a little, in one of the ways people and programs get notation wrong.
fn mutant(text: &str, rng: &mut SmallRng) -> String {
    let chars: Vec<char> = text.chars().collect();
    let alphabet: Vec<char> = "0123456789:@-x<> abcdefghijklmnopqrstuvwyzRBGY,"
        .chars()
        .chain(chars.iter().copied())
        .collect();
    let at = rng.gen_range(0..=chars.len());
    let mut out = chars.clone();
    match rng.gen_range(0..9) {
        0 if !chars.is_empty() => {
            out.remove(at.min(chars.len() - 1));
        }
        1 if !chars.is_empty() => {
            let i = at.min(chars.len() - 1);
            out.insert(i, chars[i]);
        }
        2 if !chars.is_empty() => out[at.min(chars.len() - 1)] = *alphabet.choose(rng).unwrap(),
        3 => out.insert(at, *alphabet.choose(rng).unwrap()),
        4 => {
            let mut words: Vec<&str> = text.split(' ').collect();
            words.shuffle(rng);
            return words.join(" ");
        }
        5 => return format!("{text}:{}", rng.gen_range(0..12)),
        6 => {
            let (head, tail) = text.split_once(' ').unwrap_or((text, ""));
            return format!("{head}:{} {tail}", rng.gen_range(0..12));
        }
        7 => return format!("  {}  ", text.to_uppercase().replace(' ', "   ")),
        _ => return format!("{text} {}", rng.gen_range(0..6)),
    }
    out.into_iter().collect()
}

/// Checks every mutant of the legal moves of the seat to move in `loaded`; returns how many
/// mutants were refused and how many were taken.
fn check_position(
    game: &dyn GameType,
    loaded: &dyn LoadedGame,
    names: &[String],
    rng: &mut SmallRng,
) -> (usize, usize) {
    let Status::Active { to_move } = loaded.status() else {
        return (0, 0);
    };
    let (mut refused, mut taken) = (0, 0);
    for text in loaded.random_moves(to_move, MOVES_PER_POSITION, rng) {
        let printed = loaded
            .prepare_move(to_move, &text, names)
            .unwrap_or_else(|e| panic!("{}: its own text {text:?} refused: {e}", game.slug()));
        assert_eq!(
            printed.notation,
            text,
            "{}: a printed move reads back as another",
            game.slug()
        );
        for _ in 0..MUTANTS {
            let typed = mutant(&text, rng);
            match loaded.prepare_move(to_move, &typed, names) {
                Err(MoveError::Notation(_) | MoveError::Illegal(_)) => refused += 1,
                Err(other) => panic!("{}: {typed:?} refused as {other:?}", game.slug()),
                Ok(read) => {
                    taken += 1;
                    assert_eq!(
                        game.spelling(&typed),
                        game.spelling(&read.notation),
                        "{}: {typed:?} was taken as the move printed {:?}",
                        game.slug(),
                        read.notation
                    );
                    let again = loaded
                        .prepare_move(to_move, &read.notation, names)
                        .expect("a printed move is taken");
                    assert_eq!(
                        again.stored.mv,
                        read.stored.mv,
                        "{}: {typed:?}",
                        game.slug()
                    );
                }
            }
        }
    }
    (refused, taken)
}

#[test]
fn a_move_text_is_taken_only_as_it_is_printed() {
    let mut rng = SmallRng::seed_from_u64(20261202);
    for &game in games::all() {
        let (mut refused, mut taken) = (0, 0);
        for options in support::variants(game) {
            let names: Vec<String> = NAMES[..options.players]
                .iter()
                .map(|n| n.to_string())
                .collect();
            for _ in 0..GAMES {
                let setup = game.new_setup(&options, &mut rng);
                let mut loaded = game.load(&setup, &[]).expect("a new game loads");
                let mut positions = 0;
                while let Status::Active { to_move } = loaded.status() {
                    if positions <= POSITIONS && rng.gen_bool(0.3) || loaded.moves_len() == 0 {
                        let (r, t) = check_position(game, loaded.as_ref(), &names, &mut rng);
                        refused += r;
                        taken += t;
                        positions += 1;
                    }
                    let text = loaded.random_moves(to_move, 1, &mut rng).pop().unwrap();
                    let prepared = loaded.prepare_move(to_move, &text, &names).unwrap();
                    loaded = loaded.with_move(&prepared.stored).unwrap();
                }
            }
        }
        // Not vacuous: mutants were tried, and most are not moves at all.
        assert!(
            refused > 100,
            "{}: only {refused} mutants refused",
            game.slug()
        );
        eprintln!("{}: {refused} mutants refused, {taken} taken", game.slug());
    }
}

/// What an independent referee found twice: Meridian took a pass naming a meridian its card
/// does not show (`5:1`) as the plain pass. A meridian added to any printed move is now
/// refused, and where the refusal suggests a move ("did you mean …?") that move is taken.
#[test]
fn a_number_added_to_a_move_is_refused_naming_the_move() {
    let mut rng = SmallRng::seed_from_u64(419);
    for &game in games::all() {
        for options in support::variants(game) {
            let names: Vec<String> = NAMES[..options.players]
                .iter()
                .map(|n| n.to_string())
                .collect();
            let setup = game.new_setup(&options, &mut rng);
            let loaded = game.load(&setup, &[]).expect("a new game loads");
            let Status::Active { to_move } = loaded.status() else {
                continue;
            };
            for text in loaded.random_moves(to_move, 20, &mut rng) {
                for typed in [format!("{text}:1"), format!("{text}:4")] {
                    match loaded.prepare_move(to_move, &typed, &names) {
                        Ok(read) => panic!(
                            "{}: {typed:?} was taken as {:?}",
                            game.slug(),
                            read.notation
                        ),
                        Err(MoveError::Notation(why)) if why.contains("did you mean") => {
                            let meant = why
                                .split_once("did you mean “")
                                .and_then(|(_, rest)| rest.split_once('”'))
                                .map(|(meant, _)| meant)
                                .unwrap_or_else(|| panic!("no move named: {why}"));
                            assert!(
                                loaded.prepare_move(to_move, meant, &names).is_ok(),
                                "{}: suggested {meant:?}, which is refused",
                                game.slug()
                            );
                        }
                        Err(_) => {}
                    }
                }
            }
        }
    }
}
