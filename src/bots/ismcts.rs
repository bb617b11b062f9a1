//! The search behind every level: single-observer information-set Monte Carlo tree search
//! (ISMCTS) over fresh determinizations.
//!
//! Each iteration imagines one full position behind the seat's view
//! ([`Game::sample_state`]), walks down the one shared tree with the moves that are legal
//! in that imagined position, adds one new move at the end of the walk, plays the game out
//! at random ([`crate::game::Game::random_move`]) or guided by the game's estimate
//! ([`crate::game::Game::estimate`], the best of a few random moves) and credits every move
//! of the walk with the result for the seat that made it. Hidden cards therefore only ever
//! come from the sampler: the tree is the same whatever the true hands are.
//!
//! Move lists can be long (one card of a game may allow hundreds of placements), so a node
//! is never expanded by enumerating its moves: it grows by progressive widening, one move
//! at a time drawn with `random_move`, and may hold about `widen · visits^0.5` children.
//! With `flat` set the tree stops at the root: flat Monte Carlo over sampled moves.

use crate::game::{Game, Seat, Status};
use rand::Rng;
use std::time::{Duration, Instant};

/// How one search is run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Config {
    /// Iterations (one determinization and one playout each).
    pub iterations: u32,
    /// Wall-clock safety net; the search stops early when it runs out.
    pub cap: Duration,
    /// Only the root's moves are searched (flat Monte Carlo).
    pub flat: bool,
    /// The exploration constant of UCB1 with two seats (scaled by `2/n` with `n` seats).
    pub explore: f64,
    /// A node with `n` visits may hold `1 + widen · n^0.5` children.
    pub widen: f64,
    /// Random moves played after the walk down the tree before the position is scored
    /// with [`Game::estimate`]; None: the playout goes on to the end (so does it for a game
    /// without an estimate).
    pub cutoff: Option<u32>,
    /// Each playout move is the best of this many random moves by [`Game::estimate`] for
    /// its mover (1: a uniformly random move).
    pub candidates: u32,
    /// Each new child of a node is the best of this many random moves not yet in the tree,
    /// by [`Game::estimate`] for its mover (1: the first such move drawn; [`EVERY_MOVE`]:
    /// the best of all the mover's legal moves not yet in the tree).
    pub widen_candidates: u32,
}

/// [`Config::widen_candidates`]: a node grows by the best of all its legal moves (for a
/// game whose move lists are short enough to enumerate at every new node).
pub const EVERY_MOVE: u32 = 0;

/// One move in the tree, with what it earned for the seat that made it.
struct Node<M> {
    mv: M,
    mover: Seat,
    visits: u32,
    reward: f64,
    children: Vec<usize>,
}

/// The shared tree: the root's children are `root`, every other node in `nodes`.
struct Tree<M> {
    nodes: Vec<Node<M>>,
    root: Vec<usize>,
    root_visits: u32,
    /// Root moves searched in at least a share of the iterations each whatever UCB1 says
    /// of them (a review's played move, [`evaluate`]): (node, share).
    pinned: Vec<(usize, f64)>,
}

impl<M: PartialEq + Clone> Tree<M> {
    fn new() -> Self {
        Tree {
            nodes: Vec::new(),
            root: Vec::new(),
            root_visits: 0,
            pinned: Vec::new(),
        }
    }

    /// The root's most visited move (the better earner between equals).
    fn best(&self) -> Option<usize> {
        self.best_but(usize::MAX)
    }

    /// Root node `i` as [`RootMove`].
    fn root_move(&self, i: usize) -> RootMove<M> {
        let node = &self.nodes[i];
        RootMove {
            mv: node.mv.clone(),
            visits: node.visits,
            mean: node.reward / f64::from(node.visits.max(1)),
        }
    }

    /// [`Tree::best`] among the root's moves but node `but`.
    fn best_but(&self, but: usize) -> Option<usize> {
        self.root
            .iter()
            .copied()
            .filter(|&i| i != but)
            .max_by(|&a, &b| {
                let (a, b) = (&self.nodes[a], &self.nodes[b]);
                a.visits.cmp(&b.visits).then(a.reward.total_cmp(&b.reward))
            })
    }

    /// A pinned root move behind its share of the root's visits (the furthest behind).
    fn pinned_due(&self, at: Option<usize>) -> Option<usize> {
        if at.is_some() {
            return None;
        }
        let behind = |&(node, share): &(usize, f64)| {
            share * f64::from(self.root_visits) - f64::from(self.nodes[node].visits)
        };
        self.pinned
            .iter()
            .filter(|p| behind(p) > 0.0)
            .max_by(|a, b| behind(a).total_cmp(&behind(b)))
            .map(|&(node, _)| node)
    }

    fn children(&self, at: Option<usize>) -> &[usize] {
        match at {
            None => &self.root,
            Some(i) => &self.nodes[i].children,
        }
    }

    fn visits(&self, at: Option<usize>) -> u32 {
        match at {
            None => self.root_visits,
            Some(i) => self.nodes[i].visits,
        }
    }

    fn add(&mut self, at: Option<usize>, mv: M, mover: Seat) -> usize {
        let id = self.nodes.len();
        self.nodes.push(Node {
            mv,
            mover,
            visits: 0,
            reward: 0.0,
            children: Vec::new(),
        });
        match at {
            None => self.root.push(id),
            Some(i) => self.nodes[i].children.push(id),
        }
        id
    }
}

/// What a seat earns from a finished game: a share of the win, split evenly among the
/// winners (1 for a lone winner, ½ each for two, nothing for a loser). In a team game a
/// team win names both partners, so each earns ½ and a win shared between
/// the teams ¼: the order of outcomes is the same for every seat.
pub fn reward(winners: &[Seat], seat: Seat) -> f64 {
    if winners.contains(&seat) {
        1.0 / winners.len() as f64
    } else {
        0.0
    }
}

/// A random move of `to_move`, or the best of `candidates` random moves by the game's
/// estimate for `to_move` (with the state after it, when it was computed).
fn guided_move<G: Game, R: Rng + ?Sized>(
    state: &G::State,
    to_move: Seat,
    candidates: u32,
    rng: &mut R,
) -> Option<(G::Move, Option<G::State>)> {
    if candidates <= 1 {
        return G::random_move(state, to_move, rng).map(|mv| (mv, None));
    }
    let mut best: Option<(f64, G::Move, G::State)> = None;
    for _ in 0..candidates {
        let mv = G::random_move(state, to_move, rng)?;
        if best.as_ref().is_some_and(|(_, b, _)| *b == mv) {
            continue;
        }
        let Ok((next, _)) = G::apply(state, to_move, &mv) else {
            continue;
        };
        let Some(value) = G::estimate(&next, to_move) else {
            return Some((mv, Some(next)));
        };
        if best.as_ref().is_none_or(|(b, _, _)| value > *b) {
            best = Some((value, mv, next));
        }
    }
    best.map(|(_, mv, next)| (mv, Some(next)))
}

/// Where a playout stopped: the end of the game, or a position to score with the game's
/// estimate.
enum Ending<S> {
    Winners(Vec<Seat>),
    Cut(S),
}

/// What `seat` earns from a playout's ending.
fn credit<G: Game>(ending: &Ending<G::State>, seat: Seat) -> f64 {
    match ending {
        Ending::Winners(winners) => reward(winners, seat),
        Ending::Cut(state) => G::estimate(state, seat).unwrap_or(0.0),
    }
}

/// Plays `state` on with random (or guided) moves, to the end or for `config.cutoff`
/// moves when the game has an estimate.
fn playout<G: Game, R: Rng + ?Sized>(
    mut state: G::State,
    config: Config,
    rng: &mut R,
) -> Ending<G::State> {
    let cutoff = match config.cutoff {
        Some(n) if G::estimate(&state, 0).is_some() => n,
        // Far more than any game lasts: a guard against a game that never ends.
        _ => 10_000,
    };
    for _ in 0..cutoff {
        let to_move = match G::status(&state) {
            Status::Active { to_move } => to_move,
            Status::Finished { outcome } => return Ending::Winners(outcome.winners),
        };
        let Some((mv, next)) = guided_move::<G, R>(&state, to_move, config.candidates, rng) else {
            break;
        };
        match next {
            Some(next) => state = next,
            None => match G::apply(&state, to_move, &mv) {
                Ok((next, _)) => state = next,
                Err(_) => break,
            },
        }
    }
    match G::status(&state) {
        Status::Finished { outcome } => Ending::Winners(outcome.winners),
        Status::Active { .. } if cutoff < 10_000 => Ending::Cut(state),
        Status::Active { .. } => Ending::Winners(Vec::new()),
    }
}

/// The UCB1 score of a child whose parent has `parent` visits.
fn ucb<M>(node: &Node<M>, log_parent: f64, explore: f64) -> f64 {
    let n = node.visits.max(1) as f64;
    node.reward / n + explore * (log_parent / n).sqrt()
}

/// Runs the search for `seat` over positions it cannot tell from `state`
/// ([`Game::sample_state`], which reads only the seat's view) and returns the most visited
/// move of the root, or None when it is not the seat's turn.
pub fn search<G: Game, R: Rng + ?Sized>(
    state: &G::State,
    seat: Seat,
    config: Config,
    rng: &mut R,
) -> Option<G::Move> {
    let mut tree = Tree::new();
    grow::<G, R>(&mut tree, state, seat, config, rng)?;
    tree.best().map(|i| tree.nodes[i].mv.clone())
}

/// A move of the root after a search: how often it was searched and what it earned the
/// seat on average (its expected share of the win, 0 to 1).
#[derive(Clone, Debug, PartialEq)]
pub struct RootMove<M> {
    pub mv: M,
    pub visits: u32,
    pub mean: f64,
}

/// What [`evaluate`] found: the move the search prefers, the played one (the same move
/// when the search agrees) and the iterations run.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation<M> {
    pub preferred: RootMove<M>,
    pub played: RootMove<M>,
    pub iterations: u32,
}

/// What a search for `seat` thinks of `played` beside the move it prefers, in two
/// searches of `config` each. The first is [`search`]'s with `played` a move of the root
/// from the start, searched in at least `share` of the iterations so that its estimate
/// rests on enough playouts even when the search finds it poor; its candidate is the most
/// visited of the other moves (the played move's visits are partly forced, so it is not
/// ranked by them). An estimate picked as the best of many is too high (the others'
/// chance highs count), so when the candidate earned more than the played move a second
/// search pits the two alone, each in at least 45 % of its iterations, and its estimates
/// decide: the preferred move is the candidate when it earned more there, else the
/// played move. None when it is not the seat's turn or `played` is not legal for it.
pub fn evaluate<G: Game, R: Rng + ?Sized>(
    state: &G::State,
    seat: Seat,
    played: &G::Move,
    share: f64,
    config: Config,
    rng: &mut R,
) -> Option<Evaluation<G::Move>> {
    G::apply(state, seat, played).ok()?;
    let mut first = Tree::new();
    let pinned = first.add(None, played.clone(), seat);
    first.pinned = vec![(pinned, share)];
    grow::<G, R>(&mut first, state, seat, config, rng)?;
    let played_first = first.root_move(pinned);
    let candidate = first
        .best_but(pinned)
        .map(|i| first.root_move(i))
        .filter(|other| other.mean > played_first.mean);
    let Some(candidate) = candidate else {
        return Some(Evaluation {
            preferred: played_first.clone(),
            played: played_first,
            iterations: first.root_visits,
        });
    };
    let mut second = Tree::new();
    let (a, b) = (
        second.add(None, played.clone(), seat),
        second.add(None, candidate.mv, seat),
    );
    second.pinned = vec![(a, 0.45), (b, 0.45)];
    grow::<G, R>(&mut second, state, seat, config, rng)?;
    let (played, candidate) = (second.root_move(a), second.root_move(b));
    let preferred = if candidate.mean > played.mean {
        candidate
    } else {
        played.clone()
    };
    Some(Evaluation {
        preferred,
        played,
        iterations: first.root_visits + second.root_visits,
    })
}

/// Runs `config.iterations` iterations (fewer when the clock cap is reached) into `tree`;
/// None when it is not `seat`'s turn.
fn grow<G: Game, R: Rng + ?Sized>(
    tree: &mut Tree<G::Move>,
    state: &G::State,
    seat: Seat,
    config: Config,
    rng: &mut R,
) -> Option<()> {
    let start = Instant::now();
    let config = explore_for::<G>(state, config);
    // Time the scheduler held the search back (super::pause) is not the search's.
    let mut paused = Duration::ZERO;
    for iteration in 0..config.iterations.max(1) {
        if iteration % 16 == 15 {
            paused += super::pause::checkpoint();
            if start.elapsed().saturating_sub(paused) >= config.cap {
                break;
            }
        }
        let state = G::sample_state(state, seat, rng);
        match G::status(&state) {
            Status::Active { to_move } if to_move == seat => {}
            _ => return None,
        }
        iterate::<G, R>(tree, state, config, rng);
    }
    Some(())
}

/// `config` with its exploration scaled to the number of seats: [`Config::explore`] is
/// set for two, and with `n` seats a seat's rewards average about `1/n`, so UCB1's
/// exploration term is scaled by `2/n` to keep its weight against them (the arena found
/// 0.47 stronger than 0.7 in 3-player games: docs/computer-players.md).
fn explore_for<G: Game>(state: &G::State, config: Config) -> Config {
    let seats = G::seats(state).max(2) as f64;
    Config {
        explore: config.explore * 2.0 / seats,
        ..config
    }
}

/// One iteration: select and widen down the tree in one determinization, play out, and
/// back the result up.
fn iterate<G: Game, R: Rng + ?Sized>(
    tree: &mut Tree<G::Move>,
    mut state: G::State,
    config: Config,
    rng: &mut R,
) {
    let mut path: Vec<usize> = Vec::new();
    let mut at: Option<usize> = None;
    while let Status::Active { to_move } = G::status(&state) {
        if config.flat && at.is_some() {
            break;
        }
        let Some((child, next, fresh)) = step::<G, R>(tree, at, &state, to_move, config, rng)
        else {
            break;
        };
        path.push(child);
        state = next;
        at = Some(child);
        if fresh {
            break;
        }
    }
    let ending = playout::<G, R>(state, config, rng);
    // Each seat's credit once (an estimate is not free).
    let mut credits: Vec<Option<f64>> = Vec::new();
    tree.root_visits += 1;
    for &i in &path {
        let mover = tree.nodes[i].mover;
        if credits.len() <= mover {
            credits.resize(mover + 1, None);
        }
        let earned = *credits[mover].get_or_insert_with(|| credit::<G>(&ending, mover));
        let node = &mut tree.nodes[i];
        node.visits += 1;
        node.reward += earned;
    }
}

/// Chooses the move at node `at` for `to_move` in `state`: a new one while the node may
/// still widen, else the best child by UCB1 among those legal here. Returns the child, the
/// state after its move and whether the child is new.
fn step<G: Game, R: Rng + ?Sized>(
    tree: &mut Tree<G::Move>,
    at: Option<usize>,
    state: &G::State,
    to_move: Seat,
    config: Config,
    rng: &mut R,
) -> Option<(usize, G::State, bool)> {
    if let Some(child) = tree.pinned_due(at) {
        if let Ok((next, _)) = G::apply(state, to_move, &tree.nodes[child].mv) {
            return Some((child, next, false));
        }
    }
    let visits = tree.visits(at);
    let allowed = 1 + (config.widen * (visits as f64).sqrt()) as usize;
    let known = tree.children(at).len();
    if known < allowed || known == 0 {
        if config.widen_candidates == EVERY_MOVE {
            if let Some((mv, next)) = best_new_move::<G>(tree, at, state, to_move) {
                let child = tree.add(at, mv, to_move);
                return Some((child, next, true));
            }
        }
        // A few draws to find a move not yet in the tree; the same move drawn again is
        // left to the UCB choice below. With several candidates wanted, the best of the
        // new moves found by the game's estimate for the mover.
        let wanted = config.widen_candidates.max(1);
        let mut found: Option<(f64, G::Move, G::State)> = None;
        let mut seen = 0u32;
        for _ in 0..4 * wanted {
            let mv = G::random_move(state, to_move, rng)?;
            let children = tree.children(at);
            if children.iter().any(|&c| tree.nodes[c].mv == mv)
                || found.as_ref().is_some_and(|(_, f, _)| *f == mv)
            {
                continue;
            }
            if let Ok((next, _)) = G::apply(state, to_move, &mv) {
                // A game without an estimate takes the first new move.
                let value = match wanted {
                    1 => None,
                    _ => G::estimate(&next, to_move),
                };
                let Some(value) = value else {
                    found = Some((0.0, mv, next));
                    break;
                };
                if found.as_ref().is_none_or(|(f, _, _)| value > *f) {
                    found = Some((value, mv, next));
                }
                seen += 1;
                if seen >= wanted {
                    break;
                }
            }
        }
        if let Some((_, mv, next)) = found {
            let child = tree.add(at, mv, to_move);
            return Some((child, next, true));
        }
    }
    // The best child whose move is legal in this determinization: nearly always the best
    // child of all, so the full ranking is made only when that one is not legal here.
    let log_parent = (visits.max(1) as f64).ln();
    let score = |c: usize| ucb(&tree.nodes[c], log_parent, config.explore);
    let best = tree
        .children(at)
        .iter()
        .copied()
        .max_by(|&a, &b| score(a).total_cmp(&score(b)));
    if let Some(child) = best {
        if let Ok((next, _)) = G::apply(state, to_move, &tree.nodes[child].mv) {
            return Some((child, next, false));
        }
        let mut ranked: Vec<(f64, usize)> = tree
            .children(at)
            .iter()
            .filter(|&&c| c != child)
            .map(|&c| (score(c), c))
            .collect();
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
        for (_, child) in ranked {
            if let Ok((next, _)) = G::apply(state, to_move, &tree.nodes[child].mv) {
                return Some((child, next, false));
            }
        }
    }
    // None of the known moves is legal here (another imagined hand): add a drawn one.
    let mv = G::random_move(state, to_move, rng)?;
    let (next, _) = G::apply(state, to_move, &mv).ok()?;
    let child = tree.add(at, mv, to_move);
    Some((child, next, true))
}

/// The best of `to_move`'s legal moves in `state` by the game's estimate for it that node
/// `at` does not hold yet, with the state after it (None when every move is held, or the
/// game has no estimate: the caller then draws one).
fn best_new_move<G: Game>(
    tree: &Tree<G::Move>,
    at: Option<usize>,
    state: &G::State,
    to_move: Seat,
) -> Option<(G::Move, G::State)> {
    let children = tree.children(at);
    let mut best: Option<(f64, G::Move, G::State)> = None;
    for mv in G::legal_moves(state, to_move) {
        if children.iter().any(|&c| tree.nodes[c].mv == mv) {
            continue;
        }
        let Ok((next, _)) = G::apply(state, to_move, &mv) else {
            continue;
        };
        let value = G::estimate(&next, to_move)?;
        if best.as_ref().is_none_or(|(b, _, _)| value > *b) {
            best = Some((value, mv, next));
        }
    }
    best.map(|(_, mv, next)| (mv, next))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rewards_split_a_win_among_the_winners() {
        assert_eq!(reward(&[1], 1), 1.0);
        assert_eq!(reward(&[1], 0), 0.0);
        assert_eq!(reward(&[0, 2], 2), 0.5);
        assert_eq!(reward(&[], 0), 0.0);
    }
}
