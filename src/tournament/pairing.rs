//! Who sits with whom: the tables of a round for the three formats.
//!
//! - **Swiss** ([`swiss`]): every round, tables of one size formed down the standings, each
//!   with the nearest players in the ranking who have not sat together before. The players
//!   left over (fewer than a table) get a bye, the lowest-ranked among those with the
//!   fewest byes. Repeated table-mates are avoided whenever any seating allows it.
//! - **Round robin** ([`round_robin`]): the whole schedule at once. With two-player tables
//!   everyone meets everyone once (the circle method); with three or four, rounds are added
//!   until everyone can have met everyone, and each round's tables favour the pairs that
//!   have met least.
//! - **Elimination** ([`elimination`], [`advancing`]): tables spread the seeds (snake
//!   order); the best sides of each table go on.
//!
//! People kept apart by a block never share a table in any format.

use std::collections::{HashMap, HashSet};

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;

use super::{Entrant, TableResult};

/// Who has sat with whom and who has had a bye, from the rounds played so far.
#[derive(Clone, Debug, Default)]
pub struct History {
    met: HashMap<(Entrant, Entrant), u32>,
    byes: HashMap<Entrant, u32>,
}

fn pair(a: Entrant, b: Entrant) -> (Entrant, Entrant) {
    (a.min(b), a.max(b))
}

impl History {
    /// Records a round: every pair at each table has met, every bye counted.
    pub fn record(&mut self, round: &Round) {
        for table in &round.tables {
            for (index, &a) in table.iter().enumerate() {
                for &b in &table[index + 1..] {
                    *self.met.entry(pair(a, b)).or_default() += 1;
                }
            }
        }
        for &entrant in &round.byes {
            *self.byes.entry(entrant).or_default() += 1;
        }
    }

    /// How many times these two have sat at one table.
    pub fn met(&self, a: Entrant, b: Entrant) -> u32 {
        self.met.get(&pair(a, b)).copied().unwrap_or(0)
    }

    /// How many byes this entrant has had.
    pub fn byes(&self, entrant: Entrant) -> u32 {
        self.byes.get(&entrant).copied().unwrap_or(0)
    }
}

/// The pairs of people who may never share a table (one blocked the other).
#[derive(Clone, Debug, Default)]
pub struct Blocks(HashSet<(Entrant, Entrant)>);

impl Blocks {
    pub fn new(pairs: impl IntoIterator<Item = (Entrant, Entrant)>) -> Self {
        Blocks(pairs.into_iter().map(|(a, b)| pair(a, b)).collect())
    }

    pub fn apart(&self, a: Entrant, b: Entrant) -> bool {
        self.0.contains(&pair(a, b))
    }
}

/// One round: its tables (each a list of entrants, to be seated by the service), who sits
/// out with a bye, and the two-player meetings a block keeps from being played.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    pub tables: Vec<Vec<Entrant>>,
    pub byes: Vec<Entrant>,
    pub unplayed: Vec<(Entrant, Entrant)>,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PairingError {
    #[error("fewer players than a table needs")]
    TooFew,
    #[error("blocks leave no way to seat everyone")]
    Blocked,
}

/// How many tables a search may try before it settles for less (a Swiss round of 1,000
/// players needs a few thousand).
const BUDGET: u32 = 200_000;

/// The next Swiss round. `ranking` is the players still in, best first (by the standings);
/// every table has `size` players.
pub fn swiss(
    ranking: &[Entrant],
    size: usize,
    history: &History,
    blocks: &Blocks,
) -> Result<Round, PairingError> {
    if size < 2 || ranking.len() < size {
        return Err(PairingError::TooFew);
    }
    let byes = ranking.len() % size;
    let fair = bye_sets(ranking, byes, history);
    // Allow each pair to have met at most `repeats` times before; raise it only when no
    // fair bye set leaves a seating within it.
    let active: HashSet<Entrant> = ranking.iter().copied().collect();
    let most_met = history
        .met
        .iter()
        .filter(|((a, b), _)| active.contains(a) && active.contains(b))
        .map(|(_, &count)| count)
        .max()
        .unwrap_or(0);
    let try_seating =
        |byes: &Vec<Entrant>, allowed: &dyn Fn(Entrant, Entrant) -> bool, budget: &mut u32| {
            let rest: Vec<Entrant> = ranking
                .iter()
                .copied()
                .filter(|entrant| !byes.contains(entrant))
                .collect();
            seat(&rest, size, allowed, budget).map(|tables| Round {
                tables,
                byes: byes.clone(),
                unplayed: Vec::new(),
            })
        };
    let mut budget = BUDGET;
    'levels: for repeats in 0..=most_met {
        let allowed = |a: Entrant, b: Entrant| !blocks.apart(a, b) && history.met(a, b) <= repeats;
        for set in &fair {
            if let Some(round) = try_seating(set, &allowed, &mut budget) {
                return Ok(round);
            }
            if budget == 0 {
                break 'levels;
            }
        }
    }
    // The search ran out, or blocks rule out every fair bye: any seating that keeps blocked
    // people apart, with a fair bye set if one allows it, else with any.
    let mut anyone = Vec::new();
    let lowest_first: Vec<Entrant> = ranking.iter().rev().copied().collect();
    combinations(&lowest_first, byes, &mut Vec::new(), &mut |set| {
        anyone.push(set.to_vec());
        anyone.len() < 128
    });
    let apart = |a: Entrant, b: Entrant| !blocks.apart(a, b);
    budget = BUDGET;
    for set in fair.iter().chain(&anyone) {
        if let Some(round) = try_seating(set, &apart, &mut budget) {
            return Ok(round);
        }
        if budget == 0 {
            break;
        }
    }
    Err(PairingError::Blocked)
}

/// The sets of players who may take this round's `count` byes, the fairest first: byes go
/// to those with the fewest, and among them to the lowest-ranked.
fn bye_sets(ranking: &[Entrant], count: usize, history: &History) -> Vec<Vec<Entrant>> {
    if count == 0 {
        return vec![Vec::new()];
    }
    let mut candidates: Vec<Entrant> = ranking.iter().rev().copied().collect();
    candidates.sort_by_key(|&entrant| history.byes(entrant));
    let level = history.byes(candidates[count - 1]);
    let fixed: Vec<Entrant> = candidates
        .iter()
        .copied()
        .filter(|&entrant| history.byes(entrant) < level)
        .collect();
    let tier: Vec<Entrant> = candidates
        .iter()
        .copied()
        .filter(|&entrant| history.byes(entrant) == level)
        .collect();
    let mut sets = Vec::new();
    let mut chosen = Vec::new();
    combinations(&tier, count - fixed.len(), &mut chosen, &mut |choice| {
        let mut set = fixed.clone();
        set.extend_from_slice(choice);
        sets.push(set);
        sets.len() < 64
    });
    sets
}

/// Calls `visit` with every choice of `count` items of `items`, in order, while it says go on.
fn combinations<T: Copy>(
    items: &[T],
    count: usize,
    chosen: &mut Vec<T>,
    visit: &mut dyn FnMut(&[T]) -> bool,
) -> bool {
    if count == 0 {
        return visit(chosen);
    }
    for index in 0..items.len() {
        if items.len() - index < count {
            break;
        }
        chosen.push(items[index]);
        let go_on = combinations(&items[index + 1..], count - 1, chosen, visit);
        chosen.pop();
        if !go_on {
            return false;
        }
    }
    true
}

/// Seats `order` (best first) at tables of `size`, all pairs at a table `allowed`: the first
/// unseated player with the nearest ones that fit, backtracking when the rest cannot be
/// seated. None when there is no such seating or the budget runs out.
fn seat(
    order: &[Entrant],
    size: usize,
    allowed: &dyn Fn(Entrant, Entrant) -> bool,
    budget: &mut u32,
) -> Option<Vec<Vec<Entrant>>> {
    let mut seated = vec![false; order.len()];
    let mut tables = Vec::new();
    fill(order, size, allowed, &mut seated, &mut tables, budget).then_some(tables)
}

fn fill(
    order: &[Entrant],
    size: usize,
    allowed: &dyn Fn(Entrant, Entrant) -> bool,
    seated: &mut Vec<bool>,
    tables: &mut Vec<Vec<Entrant>>,
    budget: &mut u32,
) -> bool {
    let Some(first) = seated.iter().position(|taken| !taken) else {
        return true;
    };
    seated[first] = true;
    let free: Vec<usize> = (first + 1..order.len()).filter(|&i| !seated[i]).collect();
    let mut table = vec![order[first]];
    let found = mates(
        order, size, allowed, &free, &mut table, seated, tables, budget,
    );
    seated[first] = false;
    found
}

/// Adds table-mates to `table` from `free` (indices into `order`), then seats the rest.
#[allow(clippy::too_many_arguments)]
fn mates(
    order: &[Entrant],
    size: usize,
    allowed: &dyn Fn(Entrant, Entrant) -> bool,
    free: &[usize],
    table: &mut Vec<Entrant>,
    seated: &mut Vec<bool>,
    tables: &mut Vec<Vec<Entrant>>,
    budget: &mut u32,
) -> bool {
    if table.len() == size {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        tables.push(table.clone());
        if fill(order, size, allowed, seated, tables, budget) {
            return true;
        }
        tables.pop();
        return false;
    }
    for (position, &index) in free.iter().enumerate() {
        if free.len() - position < size - table.len() || *budget == 0 {
            break;
        }
        let candidate = order[index];
        if !table.iter().all(|&mate| allowed(mate, candidate)) {
            continue;
        }
        seated[index] = true;
        table.push(candidate);
        let found = mates(
            order,
            size,
            allowed,
            &free[position + 1..],
            table,
            seated,
            tables,
            budget,
        );
        table.pop();
        seated[index] = false;
        if found {
            return true;
        }
    }
    false
}

/// The rounds of a round robin of `entrants` people (numbered 0.., seed order) at tables of
/// `size`. Two-player tables: every pair once (a bye each round when the count is odd),
/// a blocked pair's meeting left unplayed. Larger tables: enough rounds for everyone to be
/// able to meet everyone, the players who have played most sitting out, and each round's
/// tables chosen to seat together those who have met least (a search seeded by `seed`).
pub fn round_robin(
    entrants: usize,
    size: usize,
    blocks: &Blocks,
    seed: u64,
) -> Result<Vec<Round>, PairingError> {
    if size < 2 || entrants < size {
        return Err(PairingError::TooFew);
    }
    if size == 2 {
        return Ok(circle(entrants, blocks));
    }
    // Schedules from several seeds, with the fewest rounds that can seat every pair and up
    // to three more when a search finds none: the first where everyone meets everyone not
    // blocked is kept, else the one leaving the fewest pairs unmet.
    let least_rounds =
        (entrants * (entrants - 1).div_ceil(size - 1)).div_ceil(entrants / size * size);
    let mut best: Option<(usize, Vec<Round>)> = None;
    for rounds in least_rounds..least_rounds + 4 {
        for attempt in 0..16 {
            let schedule =
                larger_tables(entrants, size, rounds, blocks, seed.wrapping_add(attempt))?;
            let mut history = History::default();
            schedule.iter().for_each(|round| history.record(round));
            let unmet = (0..entrants)
                .flat_map(|a| (a + 1..entrants).map(move |b| (a, b)))
                .filter(|&(a, b)| !blocks.apart(a, b) && history.met(a, b) == 0)
                .count();
            if unmet == 0 {
                return Ok(schedule);
            }
            if best.as_ref().is_none_or(|(least, _)| unmet < *least) {
                best = Some((unmet, schedule));
            }
        }
    }
    Ok(best.map(|(_, schedule)| schedule).unwrap_or_default())
}

/// One round-robin schedule at tables of three or four (see [`round_robin`]): the byes go
/// round the entrants in turn, so games differ by one at most; then players are swapped
/// between tables of a round while that spreads the meetings more evenly (the sum of the
/// squared meeting counts falls), a blocked pair never together.
fn larger_tables(
    entrants: usize,
    size: usize,
    rounds: usize,
    blocks: &Blocks,
    seed: u64,
) -> Result<Vec<Round>, PairingError> {
    use rand::Rng;
    let mut rng = StdRng::seed_from_u64(seed);
    let sitting_out = entrants % size;
    let mut turns: Vec<Entrant> = (0..entrants).collect();
    turns.shuffle(&mut rng);
    let mut schedule: Vec<Round> = (0..rounds)
        .map(|round| {
            let byes: Vec<Entrant> = (0..sitting_out)
                .map(|i| turns[(round * sitting_out + i) % entrants])
                .collect();
            let mut playing: Vec<Entrant> = (0..entrants)
                .filter(|entrant| !byes.contains(entrant))
                .collect();
            playing.shuffle(&mut rng);
            Round {
                tables: playing.chunks(size).map(<[_]>::to_vec).collect(),
                byes,
                unplayed: Vec::new(),
            }
        })
        .collect();
    let mut met = vec![0i64; entrants * entrants];
    for table in schedule.iter().flat_map(|round| &round.tables) {
        for &a in table {
            for &b in table.iter().filter(|&&b| b != a) {
                met[a * entrants + b] += 1;
            }
        }
    }
    // What one more (+1) or one fewer (-1) meeting of a and b adds to the cost.
    let step = |met: &[i64], a: Entrant, b: Entrant, by: i64| -> i64 {
        let count = met[a * entrants + b];
        let weight = if blocks.apart(a, b) { 1 << 30 } else { 1 };
        weight * ((count + by) * (count + by) - count * count)
    };
    let tables = entrants / size;
    let mut calm = 0;
    while tables > 1 && calm < 20_000 {
        let round = rng.gen_range(0..rounds);
        let (t1, t2) = (rng.gen_range(0..tables), rng.gen_range(0..tables));
        let (s1, s2) = (rng.gen_range(0..size), rng.gen_range(0..size));
        if t1 == t2 {
            continue;
        }
        let (x, y) = (
            schedule[round].tables[t1][s1],
            schedule[round].tables[t2][s2],
        );
        let mut delta = 0;
        for &m in schedule[round].tables[t1].iter().filter(|&&m| m != x) {
            delta += step(&met, x, m, -1) + step(&met, y, m, 1);
        }
        for &m in schedule[round].tables[t2].iter().filter(|&&m| m != y) {
            delta += step(&met, y, m, -1) + step(&met, x, m, 1);
        }
        if delta > 0 || (delta == 0 && rng.gen_bool(0.5)) {
            calm += 1;
            continue;
        }
        calm = if delta < 0 { 0 } else { calm + 1 };
        let mut change = |a: Entrant, b: Entrant, by: i64| {
            met[a * entrants + b] += by;
            met[b * entrants + a] += by;
        };
        for &m in schedule[round].tables[t1]
            .clone()
            .iter()
            .filter(|&&m| m != x)
        {
            change(x, m, -1);
            change(y, m, 1);
        }
        for &m in schedule[round].tables[t2]
            .clone()
            .iter()
            .filter(|&&m| m != y)
        {
            change(y, m, -1);
            change(x, m, 1);
        }
        schedule[round].tables[t1][s1] = y;
        schedule[round].tables[t2][s2] = x;
    }
    for round in &mut schedule {
        for table in &mut round.tables {
            table.sort_unstable();
            if blocked_pair(table, blocks) {
                return Err(PairingError::Blocked);
            }
        }
        round.tables.sort();
        round.byes.sort_unstable();
    }
    Ok(schedule)
}

/// Whether two people at this table are kept apart by a block.
fn blocked_pair(table: &[Entrant], blocks: &Blocks) -> bool {
    table
        .iter()
        .enumerate()
        .any(|(index, &a)| table[index + 1..].iter().any(|&b| blocks.apart(a, b)))
}

/// Two-player round robin by the circle method: one entrant stays, the others turn.
fn circle(entrants: usize, blocks: &Blocks) -> Vec<Round> {
    // With an odd count, the empty seat `entrants` is the bye.
    let seats = entrants + entrants % 2;
    let mut ring: Vec<Entrant> = (0..seats).collect();
    let mut rounds = Vec::with_capacity(seats - 1);
    for _ in 0..seats - 1 {
        let mut round = Round::default();
        for index in 0..seats / 2 {
            let (a, b) = (ring[index], ring[seats - 1 - index]);
            if a == entrants || b == entrants {
                round.byes.push(a.min(b));
            } else if blocks.apart(a, b) {
                round.unplayed.push(pair(a, b));
            } else {
                round.tables.push(vec![a.min(b), a.max(b)]);
            }
        }
        rounds.push(round);
        ring[1..].rotate_right(1);
    }
    rounds
}

/// A round of an elimination: tables of `size` spreading the seeds (`ranking`, best first)
/// in snake order, so the strongest meet last; the players left over (fewer than a table)
/// are the best seeds, who go on without playing. Blocked pairs are moved apart by swapping
/// players between tables.
pub fn elimination(
    ranking: &[Entrant],
    size: usize,
    blocks: &Blocks,
) -> Result<Round, PairingError> {
    if size < 2 || ranking.len() < size {
        return Err(PairingError::TooFew);
    }
    let count = ranking.len() / size;
    let byes = ranking[..ranking.len() % size].to_vec();
    let mut tables = vec![Vec::with_capacity(size); count];
    for (index, &entrant) in ranking[byes.len()..].iter().enumerate() {
        let (row, column) = (index / count, index % count);
        let table = if row % 2 == 0 {
            column
        } else {
            count - 1 - column
        };
        tables[table].push(entrant);
    }
    let clashes = |table: &[Entrant]| {
        table
            .iter()
            .enumerate()
            .map(|(index, &a)| {
                table[index + 1..]
                    .iter()
                    .filter(|&&b| blocks.apart(a, b))
                    .count()
            })
            .sum::<usize>()
    };
    // Swap players between two tables while that lowers their blocked pairs, trying the
    // same row (the same seat position) first so the seeds stay spread.
    for i in 0..count {
        while clashes(&tables[i]) > 0 {
            let before =
                |tables: &[Vec<Entrant>], j: usize| clashes(&tables[i]) + clashes(&tables[j]);
            let mut swaps: Vec<(usize, usize, usize)> = Vec::new();
            for j in (0..count).filter(|&j| j != i) {
                for seat in 0..size {
                    swaps.push((seat, j, seat));
                }
            }
            for j in (0..count).filter(|&j| j != i) {
                for seat in 0..size {
                    for other in (0..size).filter(|&other| other != seat) {
                        swaps.push((seat, j, other));
                    }
                }
            }
            let better = swaps.into_iter().find(|&(seat, j, other)| {
                let was = before(&tables, j);
                let mut trial = tables.clone();
                let (x, y) = (trial[i][seat], trial[j][other]);
                trial[i][seat] = y;
                trial[j][other] = x;
                before(&trial, j) < was
            });
            let Some((seat, j, other)) = better else {
                return Err(PairingError::Blocked);
            };
            let (x, y) = (tables[i][seat], tables[j][other]);
            tables[i][seat] = y;
            tables[j][other] = x;
        }
    }
    Ok(Round {
        tables,
        byes,
        unplayed: Vec::new(),
    })
}

/// Who goes on from an elimination table: the players of its best `sides` sides. A place
/// shared across the cut goes to the side with the better seed.
pub fn advancing(result: &TableResult, sides: usize) -> Vec<Entrant> {
    let mut order: Vec<_> = result.sides.iter().collect();
    order.sort_by_key(|side| (side.place, side.players.iter().min().copied()));
    let mut players: Vec<Entrant> = order
        .iter()
        .take(sides)
        .flat_map(|side| side.players.iter().copied())
        .collect();
    players.sort_unstable();
    players
}

/// Splits `ranking` (best first) into `count` groups of near-equal size and strength, in
/// snake order: 1st, 2nd, … to groups 1, 2, …, then back.
pub fn groups(ranking: &[Entrant], count: usize) -> Vec<Vec<Entrant>> {
    let count = count.max(1);
    let mut groups = vec![Vec::new(); count];
    for (index, &entrant) in ranking.iter().enumerate() {
        let (row, column) = (index / count, index % count);
        let group = if row % 2 == 0 {
            column
        } else {
            count - 1 - column
        };
        groups[group].push(entrant);
    }
    groups
}

/// A round robin in each of `groups` (lists of entrants), played side by side: round `r`
/// seats round `r` of every group's own schedule. A group whose schedule is shorter sits
/// out the last rounds (its players are neither seated nor given a bye there).
pub fn grouped_round_robin(
    groups: &[Vec<Entrant>],
    size: usize,
    blocks: &Blocks,
    seed: u64,
) -> Result<Vec<Round>, PairingError> {
    let mut rounds: Vec<Round> = Vec::new();
    for (index, group) in groups.iter().enumerate() {
        let local = Blocks::new(
            (0..group.len())
                .flat_map(|a| (a + 1..group.len()).map(move |b| (a, b)))
                .filter(|&(a, b)| blocks.apart(group[a], group[b])),
        );
        let schedule = round_robin(group.len(), size, &local, seed.wrapping_add(index as u64))?;
        for (number, round) in schedule.into_iter().enumerate() {
            if rounds.len() <= number {
                rounds.push(Round::default());
            }
            let merged = &mut rounds[number];
            let global = |entrant: &Entrant| group[*entrant];
            merged
                .tables
                .extend(round.tables.iter().map(|t| t.iter().map(global).collect()));
            merged.byes.extend(round.byes.iter().map(global));
            merged
                .unplayed
                .extend(round.unplayed.iter().map(|(a, b)| (group[*a], group[*b])));
        }
    }
    Ok(rounds)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Every active entrant exactly once: at a full table or with a bye.
    fn assert_everyone_once(round: &Round, active: &[Entrant], size: usize) {
        assert!(
            round.tables.iter().all(|table| table.len() == size),
            "{round:?}"
        );
        let mut seen: Vec<Entrant> = round.tables.iter().flatten().copied().collect();
        seen.extend(&round.byes);
        seen.extend(round.unplayed.iter().flat_map(|&(a, b)| [a, b]));
        seen.sort_unstable();
        let mut expected = active.to_vec();
        expected.sort_unstable();
        assert_eq!(seen, expected, "{round:?}");
    }

    fn repeats(round: &Round, history: &History) -> u32 {
        round
            .tables
            .iter()
            .map(|table| {
                let mut count = 0;
                for (index, &a) in table.iter().enumerate() {
                    for &b in &table[index + 1..] {
                        count += u32::from(history.met(a, b) > 0);
                    }
                }
                count
            })
            .sum()
    }

    fn blocked_together(round: &Round, blocks: &Blocks) -> bool {
        round.tables.iter().any(|table| {
            table
                .iter()
                .any(|&a| table.iter().any(|&b| a != b && blocks.apart(a, b)))
        })
    }

    /// Whether `players` can sit at tables of `size` with no pair that met or is blocked.
    fn fresh_seating_exists(
        players: &[Entrant],
        size: usize,
        history: &History,
        blocks: &Blocks,
    ) -> bool {
        let Some((&first, rest)) = players.split_first() else {
            return true;
        };
        let mut found = false;
        combinations(rest, size - 1, &mut Vec::new(), &mut |mates| {
            let mut table = mates.to_vec();
            table.push(first);
            let fresh = table.iter().enumerate().all(|(index, &a)| {
                table[index + 1..]
                    .iter()
                    .all(|&b| history.met(a, b) == 0 && !blocks.apart(a, b))
            });
            if fresh {
                let others: Vec<Entrant> = rest
                    .iter()
                    .copied()
                    .filter(|p| !mates.contains(p))
                    .collect();
                found = fresh_seating_exists(&others, size, history, blocks);
            }
            !found
        });
        found
    }

    /// A shuffled order from proptest's seed.
    fn shuffled(count: usize, seed: u64) -> Vec<Entrant> {
        let mut order: Vec<Entrant> = (0..count).collect();
        order.shuffle(&mut StdRng::seed_from_u64(seed));
        order
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn swiss_seats_everyone_once_and_spreads_the_byes(
            count in 2usize..40, size in 2usize..=4, rounds in 1usize..7, seed: u64,
        ) {
            prop_assume!(count >= size);
            let mut history = History::default();
            for round_number in 0..rounds {
                // Any standings: a new order each round.
                let ranking = shuffled(count, seed.wrapping_add(round_number as u64));
                let round = swiss(&ranking, size, &history, &Blocks::default()).unwrap();
                assert_everyone_once(&round, &ranking, size);
                prop_assert_eq!(round.byes.len(), count % size);
                history.record(&round);
                let byes: Vec<u32> = (0..count).map(|entrant| history.byes(entrant)).collect();
                let (least, most) = (byes.iter().min().unwrap(), byes.iter().max().unwrap());
                prop_assert!(most - least <= 1, "byes {:?}", byes);
            }
        }

        #[test]
        fn swiss_repeats_no_table_mate_while_a_fresh_seating_exists(
            count in 4usize..=9, size in 2usize..=4, rounds in 1usize..5,
            blocked in proptest::collection::vec((0usize..9, 0usize..9), 0..3), seed: u64,
        ) {
            prop_assume!(count >= size);
            let blocks = Blocks::new(blocked.into_iter().filter(|(a, b)| a != b && *a < count && *b < count));
            let mut history = History::default();
            for round_number in 0..rounds {
                let ranking = shuffled(count, seed.wrapping_add(round_number as u64));
                let Ok(round) = swiss(&ranking, size, &history, &blocks) else {
                    // Only when blocks leave no seating at all.
                    let mut sets = Vec::new();
                    combinations(&ranking, count % size, &mut Vec::new(), &mut |byes| {
                        sets.push(byes.to_vec());
                        true
                    });
                    let none = sets.iter().all(|byes| {
                        let rest: Vec<Entrant> = ranking.iter().copied().filter(|p| !byes.contains(p)).collect();
                        !fresh_seating_exists(&rest, size, &History::default(), &blocks)
                    });
                    prop_assert!(none);
                    return Ok(());
                };
                prop_assert!(!blocked_together(&round, &blocks));
                // Fair bye sets: nobody with more byes than someone left without one.
                let mut fair_sets = Vec::new();
                combinations(&ranking, count % size, &mut Vec::new(), &mut |byes| {
                    let fair = byes.iter().all(|&x| {
                        ranking.iter().filter(|p| !byes.contains(p)).all(|&y| history.byes(x) <= history.byes(y))
                    });
                    if fair {
                        fair_sets.push(byes.to_vec());
                    }
                    true
                });
                let mut byes = round.byes.clone();
                byes.sort_unstable();
                let fair = fair_sets.iter().any(|set| {
                    let mut set = set.clone();
                    set.sort_unstable();
                    set == byes
                });
                // Unfair byes only when blocks leave no seating with fair ones.
                let blocked_out = fair_sets.iter().all(|byes| {
                    let rest: Vec<Entrant> = ranking.iter().copied().filter(|p| !byes.contains(p)).collect();
                    !fresh_seating_exists(&rest, size, &History::default(), &blocks)
                });
                prop_assert!(fair || blocked_out, "unfair byes {:?}", byes);
                let avoidable = fair_sets.iter().any(|byes| {
                    let rest: Vec<Entrant> = ranking.iter().copied().filter(|p| !byes.contains(p)).collect();
                    fresh_seating_exists(&rest, size, &history, &blocks)
                });
                if avoidable {
                    prop_assert_eq!(repeats(&round, &history), 0, "{:?}", round);
                }
                history.record(&round);
            }
        }

        #[test]
        fn grouped_round_robins_keep_to_their_groups_and_meet_everyone_in_them(
            count in 4usize..=30, size in 2usize..=4, group_count in 2usize..=4, seed: u64,
        ) {
            prop_assume!(count >= group_count * size);
            let ranking = shuffled(count, seed);
            let split = groups(&ranking, group_count);
            let rounds = grouped_round_robin(&split, size, &Blocks::default(), seed).unwrap();
            let group_of = |e: Entrant| split.iter().position(|g| g.contains(&e)).unwrap();
            let mut met = std::collections::HashSet::new();
            for round in &rounds {
                let mut seen: Vec<Entrant> = round.tables.iter().flatten().copied().collect();
                seen.extend(&round.byes);
                let before = seen.len();
                seen.sort_unstable();
                seen.dedup();
                prop_assert_eq!(seen.len(), before, "someone seated twice in {:?}", round);
                for table in &round.tables {
                    prop_assert_eq!(table.len(), size);
                    prop_assert!(table.iter().all(|&e| group_of(e) == group_of(table[0])));
                    for &a in table {
                        for &b in table {
                            met.insert((a, b));
                        }
                    }
                }
            }
            for group in &split {
                for &a in group {
                    for &b in group {
                        prop_assert!(a == b || met.contains(&(a, b)), "{} never met {}", a, b);
                    }
                }
            }
        }

        #[test]
        fn swiss_first_round_seats_the_ranking_in_order(
            count in 2usize..60, size in 2usize..=4, seed: u64,
        ) {
            prop_assume!(count >= size);
            let ranking = shuffled(count, seed);
            let round = swiss(&ranking, size, &History::default(), &Blocks::default()).unwrap();
            let rest: Vec<Entrant> = ranking.iter().copied().filter(|p| !round.byes.contains(p)).collect();
            let chunks: Vec<Vec<Entrant>> = rest.chunks(size).map(<[_]>::to_vec).collect();
            prop_assert_eq!(&round.tables, &chunks);
            // The byes are the lowest-ranked.
            let mut bottom = ranking[count - count % size..].to_vec();
            let mut byes = round.byes.clone();
            bottom.sort_unstable();
            byes.sort_unstable();
            prop_assert_eq!(byes, bottom);
        }

        #[test]
        fn a_two_player_round_robin_meets_every_pair_once(
            count in 2usize..16,
            blocked in proptest::collection::vec((0usize..16, 0usize..16), 0..4),
        ) {
            let blocks = Blocks::new(blocked.into_iter().filter(|(a, b)| a != b && *a < count && *b < count));
            let rounds = round_robin(count, 2, &blocks, 0).unwrap();
            let everyone: Vec<Entrant> = (0..count).collect();
            let mut meetings = HashMap::new();
            for round in &rounds {
                assert_everyone_once(round, &everyone, 2);
                prop_assert!(!blocked_together(round, &blocks));
                for table in &round.tables {
                    *meetings.entry(pair(table[0], table[1])).or_insert(0) += 1;
                }
                for &(a, b) in &round.unplayed {
                    prop_assert!(blocks.apart(a, b));
                    *meetings.entry(pair(a, b)).or_insert(0) += 1;
                }
            }
            for a in 0..count {
                for b in a + 1..count {
                    prop_assert_eq!(meetings.get(&(a, b)), Some(&1));
                }
            }
        }

        #[test]
        fn a_round_robin_at_larger_tables_meets_everyone_and_evens_the_games(
            count in 3usize..=13, size in 3usize..=4, seed: u64,
            blocked in proptest::collection::vec((0usize..13, 0usize..13), 0..2),
        ) {
            prop_assume!(count >= size);
            let blocks = Blocks::new(blocked.into_iter().filter(|(a, b)| a != b && *a < count && *b < count));
            let Ok(rounds) = round_robin(count, size, &blocks, seed) else {
                // Blocks can leave no table for a round only when the tables are few.
                prop_assert!(count < 2 * size);
                return Ok(());
            };
            let everyone: Vec<Entrant> = (0..count).collect();
            let mut history = History::default();
            for round in &rounds {
                assert_everyone_once(round, &everyone, size);
                prop_assert!(!blocked_together(round, &blocks));
                history.record(round);
            }
            let games: Vec<usize> = everyone
                .iter()
                .map(|&p| rounds.iter().filter(|round| round.tables.iter().any(|t| t.contains(&p))).count())
                .collect();
            prop_assert!(games.iter().max().unwrap() - games.iter().min().unwrap() <= 1, "{:?}", games);
            if blocks.0.is_empty() {
                for a in 0..count {
                    for b in a + 1..count {
                        prop_assert!(history.met(a, b) >= 1, "{} and {} never met: {:?}", a, b, rounds);
                    }
                }
            }
        }

        #[test]
        fn elimination_spreads_the_seeds_and_keeps_blocked_people_apart(
            count in 2usize..64, size in 2usize..=4,
            blocked in proptest::collection::vec((0usize..64, 0usize..64), 0..4),
        ) {
            prop_assume!(count >= size);
            let blocks = Blocks::new(blocked.into_iter().filter(|(a, b)| a != b && *a < count && *b < count));
            let ranking: Vec<Entrant> = (0..count).collect();
            let Ok(round) = elimination(&ranking, size, &blocks) else {
                prop_assert!(count / size <= 2);
                return Ok(());
            };
            assert_everyone_once(&round, &ranking, size);
            prop_assert!(!blocked_together(&round, &blocks));
            prop_assert_eq!(&round.byes, &ranking[..count % size].to_vec());
            if blocks.0.is_empty() {
                // The best seeds that play sit at different tables.
                let tables = round.tables.len();
                for seed in count % size..count % size + tables {
                    let at = round.tables.iter().filter(|t| t.contains(&seed)).count();
                    prop_assert_eq!(at, 1);
                }
                let top: HashSet<usize> = (count % size..count % size + tables)
                    .map(|seed| round.tables.iter().position(|t| t.contains(&seed)).unwrap())
                    .collect();
                prop_assert_eq!(top.len(), tables);
            }
        }
    }

    #[test]
    fn a_place_shared_across_the_cut_goes_to_the_better_seed() {
        let result = TableResult::from_places(&[(5, 1), (2, 2), (7, 2), (1, 4)]);
        assert_eq!(advancing(&result, 1), vec![5]);
        assert_eq!(advancing(&result, 2), vec![2, 5]);
        let teams = TableResult {
            sides: vec![
                crate::tournament::Side {
                    players: vec![3, 6],
                    place: 1,
                },
                crate::tournament::Side {
                    players: vec![0, 4],
                    place: 2,
                },
            ],
            played: true,
        };
        assert_eq!(advancing(&teams, 1), vec![3, 6]);
    }

    #[test]
    fn groups_snake_the_seeds() {
        let ranking: Vec<Entrant> = (0..10).collect();
        assert_eq!(
            groups(&ranking, 3),
            vec![vec![0, 5, 6], vec![1, 4, 7], vec![2, 3, 8, 9]]
        );
    }

    #[test]
    fn a_swiss_round_with_no_fresh_seating_repeats_as_little_as_it_can() {
        // Four players who have all met: the round still happens.
        let mut history = History::default();
        history.record(&Round {
            tables: vec![vec![0, 1, 2, 3]],
            ..Round::default()
        });
        let round = swiss(&[0, 1, 2, 3], 2, &history, &Blocks::default()).unwrap();
        assert_eq!(round.tables, vec![vec![0, 1], vec![2, 3]]);
        // Blocks hold even then.
        let blocks = Blocks::new([(0, 1)]);
        let round = swiss(&[0, 1, 2, 3], 2, &history, &blocks).unwrap();
        assert_eq!(round.tables, vec![vec![0, 2], vec![1, 3]]);
        // Two people who blocked each other cannot form a table alone.
        assert_eq!(
            swiss(&[0, 1], 2, &History::default(), &blocks),
            Err(PairingError::Blocked)
        );
    }
}
