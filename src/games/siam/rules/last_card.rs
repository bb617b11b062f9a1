//! The very last card (R9): it may only be played to win. Whether some play of it can
//! still win, judged on plain arrays rather than whole states (the search that made
//! playouts slow, docs/performance.md), and which plays do.

use super::ending::{decide, decide_tallied, ranking, resolve_rest, tally, Ending};
use super::*;

pub fn last_card_can_win(state: &State, seat: Seat) -> bool {
    let hand = state.seats[seat].hand;
    let Some(card) = Card::ALL.into_iter().find(|c| hand[c.index()] > 0) else {
        return false;
    };
    // A quick bound first: it tells most cards that cannot win apart without a search.
    if !could_win(state, seat, card) {
        return false;
    }
    // Khon Thai placing two or three colours has up to 8^3 actions, each with a dozen
    // follower choices: walk the struggles instead. Smaller searches enumerate the plays
    // (cheaper than preparing the walk, and they stop at the first winning play).
    let colours = state.pool.iter().filter(|&&c| c > 0).count() as u32;
    let mut budget = if card == Card::KhonThai && state.open_mask().count_ones().pow(colours) > 100
    {
        // A winning play is often among the first ones: try a few actions first.
        Some(16)
    } else {
        None
    };
    let found = last_plays(state, seat, card, budget.as_mut(), &mut |_, _| {
        ControlFlow::Break(())
    });
    match budget {
        Some(0) if found.is_break() => placement_can_win(state, seat, card),
        _ => found.is_break(),
    }
}

/// A quick bound for R9 for the cards that only place followers from the pool (Khon
/// Thai, the faction cards): false only when no play of `card` can make `seat` (or their
/// partner) win, true when unsure. After the last card every remaining struggle resolves
/// in the fixed tile order, and the result depends only on who wins each province, the
/// seat's followers (one more of the colour taken) and the latest cards. For each
/// remaining province, the winners it may get with some of the followers placed there
/// and maybe the follower taken from it are listed; every combination that never uses a
/// placed follower or the take twice is tried (ignoring that every follower must be
/// placed and a follower taken: more endings than the real ones, never fewer).
fn could_win(state: &State, seat: Seat, card: Card) -> bool {
    // How many followers of each colour the card places, and where they may go.
    let mut avail = [0u8; 3];
    let mut allowed = [0u8; 3];
    match card {
        Card::KhonThai => {
            for c in 0..3 {
                avail[c] = (state.pool[c] > 0) as u8;
                allowed[c] = state.open_mask();
            }
        }
        Card::Yellow | Card::Red | Card::Blue => {
            let f = Faction::from_index(card.index() - 4);
            avail[f.index()] = faction_card_places(state, f);
            allowed[f.index()] = eligible_for(state, f);
        }
        _ => return true,
    }
    let code = |w: Controller| match w {
        Controller::Faction(f) => f.index(),
        Controller::Occupier => 3,
    };
    // Uses of followers, 4 bits each (placed by colour, then the take, all below 8): is
    // every count in `a` at most the one in `b`?
    let at_most = |a: u16, b: u16| ((b | 0x8888) - a) & 0x8888 == 0x8888;
    let (mut won, mut latest, mut occupied) = tally(&state.control, &state.resolved_in);
    // The provinces whose winner may change: (box number, natural winner, options
    // (winner, use) from `first[i]` to `first[i + 1]` in `options`).
    let mut provs = [(0u8, 0u8); 8];
    let mut first = [0usize; 9];
    let mut options = [(0u8, 0u16); 8 * 32];
    let (mut n, mut m) = (0, 0);
    for b in state.resolved as usize..8 {
        let p = state.tiles[b] as usize;
        let here = state.provinces[p];
        let w = code(majority(here));
        let lim = |c: usize| {
            if allowed[c] & (1 << p) != 0 {
                avail[c]
            } else {
                0
            }
        };
        let start = m;
        for k0 in 0..=lim(0) {
            for k1 in 0..=lim(1) {
                for k2 in 0..=lim(2) {
                    for t in 0..4 {
                        let mut c = [here[0] + k0, here[1] + k1, here[2] + k2];
                        if t < 3 {
                            if c[t] == 0 {
                                continue;
                            }
                            c[t] -= 1;
                        }
                        let x = code(majority(c)) as u8;
                        if x == w as u8 {
                            continue;
                        }
                        let use_ = k0 as u16
                            | (k1 as u16) << 4
                            | (k2 as u16) << 8
                            | ((t < 3) as u16) << 12;
                        // Keep only the least uses of followers for each winner.
                        if options[start..m]
                            .iter()
                            .any(|&(y, u)| y == x && at_most(u, use_))
                        {
                            continue;
                        }
                        let mut j = start;
                        while j < m {
                            if options[j].0 == x && at_most(use_, options[j].1) {
                                m -= 1;
                                options[j] = options[m];
                            } else {
                                j += 1;
                            }
                        }
                        options[m] = (x, use_);
                        m += 1;
                    }
                }
            }
        }
        if m > start {
            provs[n] = (b as u8 + 1, w as u8);
            first[n] = start;
            n += 1;
            first[n] = m;
        } else if w == 3 {
            occupied += 1;
        } else {
            won[w] += 1;
            latest[w] = latest[w].max(b as u8 + 1);
        }
    }
    let limit = avail[0] as u16 | (avail[1] as u16) << 4 | (avail[2] as u16) << 8 | 1 << 12;
    let fits = |used: u16| at_most(used, limit);
    let mut ending = Ending::start(state);
    ending.last_card[seat] = state.cards_played + 1;
    let class_wins = |won: Counts, latest: Counts, occupied: u8| {
        (0..4).any(|t| {
            let mut e = ending;
            if t < 3 {
                e.followers[seat][t] += 1;
            }
            decide_tallied(&e, won, latest, occupied).winners & (1 << seat) != 0
        })
    };
    // The rulers with which the seat may win (bit 3: a colony); only the ruling and
    // second factions matter, not how many provinces they hold.
    let mut targets = (class_wins([0; 3], [0; 3], 4) as u8) << 3;
    for f in 0..3 {
        let (a, b) = ((f + 1) % 3, (f + 2) % 3);
        for seconds in [[3, 2, 1], [3, 1, 2], [1, 0, 0]] {
            let mut t = [0; 3];
            (t[f], t[a], t[b]) = (seconds[0], seconds[1], seconds[2]);
            if class_wins(t, [0; 3], 0) {
                targets |= 1 << f;
                break;
            }
        }
    }
    if targets == 0 {
        return false;
    }
    // Provinces from the `i`-th changeable one on that each winner may get.
    let mut may = [[0u8; 4]; 9];
    for i in (0..n).rev() {
        may[i] = may[i + 1];
        let mut mask = 1u8 << provs[i].1;
        for &(x, _) in &options[first[i]..first[i + 1]] {
            mask |= 1 << x;
        }
        for x in 0..4 {
            may[i][x] += mask >> x & 1;
        }
    }
    // Could an ending from here still give a ruler in `targets`?
    let hopeful = |i: usize, won: Counts, occupied: u8| {
        if targets & 8 != 0 && occupied + may[i][3] >= 4 {
            return true;
        }
        occupied < 4
            && (0..3).any(|f| {
                targets & (1 << f) != 0 && (0..3).all(|g| g == f || won[g] <= won[f] + may[i][f])
            })
    };
    // Verdicts by class of result (12: colony, else ruling faction * 4 + second faction
    // or 3): 0 unknown, 1 loses, 2 wins.
    let mut verdicts = [0u8; 13];
    let mut wins = |won: Counts, latest: Counts, occupied: u8| -> bool {
        let class = if occupied >= 4 {
            12
        } else {
            let order = ranking(&won, &latest);
            let second = if won[order[1].index()] > 0 {
                order[1].index()
            } else {
                3
            };
            order[0].index() * 4 + second
        };
        if verdicts[class] == 0 {
            verdicts[class] = 1 + class_wins(won, latest, occupied) as u8;
        }
        verdicts[class] == 2
    };
    struct Walk<'a> {
        provs: &'a [(u8, u8)],
        first: &'a [usize; 9],
        options: &'a [(u8, u16)],
    }
    /// Every combination for the provinces from the `i`-th on, `used` spent so far.
    fn walk(
        w: &Walk,
        i: usize,
        used: u16,
        (won, latest, occupied): (Counts, Counts, u8),
        fits: &dyn Fn(u16) -> bool,
        hopeful: &dyn Fn(usize, Counts, u8) -> bool,
        wins: &mut dyn FnMut(Counts, Counts, u8) -> bool,
    ) -> bool {
        if !hopeful(i, won, occupied) {
            return false;
        }
        let Some(&(number, natural)) = w.provs.get(i) else {
            return wins(won, latest, occupied);
        };
        let choices = std::iter::once((natural, 0))
            .chain(w.options[w.first[i]..w.first[i + 1]].iter().copied());
        for (x, use_) in choices {
            if use_ != 0 && !fits(used + use_) {
                continue;
            }
            let (mut won, mut latest, mut occupied) = (won, latest, occupied);
            if x == 3 {
                occupied += 1;
            } else {
                won[x as usize] += 1;
                latest[x as usize] = latest[x as usize].max(number);
            }
            if walk(
                w,
                i + 1,
                used + use_,
                (won, latest, occupied),
                fits,
                hopeful,
                wins,
            ) {
                return true;
            }
        }
        false
    }
    let w = Walk {
        provs: &provs[..n],
        first: &first,
        options: &options[..m],
    };
    walk(
        &w,
        0,
        0,
        (won, latest, occupied),
        &fits,
        &hopeful,
        &mut wins,
    )
}

/// Where a partial ending of [`placement_can_win`] keeps each fact, in one number (equal
/// numbers, equal futures): followers still to place (2 bits per colour), the colour
/// taken (1 + colour, 0 for none yet), occupied provinces, provinces won by each faction
/// (4 bits each), and the order in which the factions last won a struggle (2 bits each).
const REM: u32 = 0;
const TAKEN: u32 = 6;
const OCCUPIED: u32 = 8;
const WON: u32 = 12;
const RECENT: u32 = 24;

/// The order of the factions' latest wins (by faction, 2 bits each: 0 never, then 1, 2, 3
/// from the oldest), after faction `f` wins a struggle: only this order matters to the
/// result (R10 breaks ties by the latest control), and a struggle won now is the latest.
const fn latest_win(ranks: u32, f: u32) -> u32 {
    let mine = ranks >> (2 * f) & 3;
    let mut out = 0;
    let mut others = 0;
    let mut g = 0;
    while g < 3 {
        let r = ranks >> (2 * g) & 3;
        if g != f && r != 0 {
            others += 1;
            let r = if mine != 0 && r > mine { r - 1 } else { r };
            out |= r << (2 * g);
        }
        g += 1;
    }
    out | (others + 1) << (2 * f)
}

const LATEST_WIN: [[u32; 3]; 64] = {
    let mut t = [[0; 3]; 64];
    let mut ranks = 0;
    while ranks < 64 {
        let mut f = 0;
        while f < 3 {
            t[ranks as usize][f as usize] = latest_win(ranks, f);
            f += 1;
        }
        ranks += 1;
    }
    t
};

/// R9 for the cards that only place followers from the pool (Khon Thai, the faction
/// cards): the same answer as trying every play, but found by walking the remaining
/// struggles in tile order once. A play matters to the ending only through who wins each
/// province reached and the colour taken, so plays are followed province by province and
/// those that agree so far on what the result depends on (followers still to place,
/// colour taken, occupied provinces, provinces won by each faction and the order of their
/// latest wins) are followed once. Followers placed in, or taken from, provinces the
/// ending does not reach change nothing but the colour taken.
fn placement_can_win(state: &State, seat: Seat, card: Card) -> bool {
    let open = state.open_mask();
    // Followers each colour must place (R13) and where they may go.
    let mut need = [0u8; 3];
    let mut allowed = [0u8; 3];
    if card == Card::KhonThai {
        for c in 0..3 {
            if state.pool[c] > 0 {
                need[c] = 1;
                allowed[c] = open;
            }
        }
    } else {
        let f = Faction::from_index(card.index() - 4);
        need[f.index()] = faction_card_places(state, f);
        allowed[f.index()] = eligible_for(state, f);
    }
    // After placing anything there is a follower to take (R4).
    let must_take = need != [0; 3] || anything_to_take(state);
    let (provinces, latest, occupied) = tally(&state.control, &state.resolved_in);
    let mut start = (occupied as u32) << OCCUPIED;
    for c in 0..3 {
        start |= (need[c] as u32) << (REM + 2 * c as u32);
        start |= (provinces[c] as u32) << (WON + 4 * c as u32);
        // The rank of this faction's latest win among the factions'.
        let rank = if latest[c] == 0 {
            0
        } else {
            1 + latest.iter().filter(|&&m| m != 0 && m < latest[c]).count() as u32
        };
        start |= rank << (RECENT + 2 * c as u32);
    }
    // The provinces from each box of the tile track on, and the colours they hold.
    let mut unreached_from = [0u8; 9];
    let mut colours_from = [0u8; 9];
    for b in (0..8).rev() {
        let q = state.tiles[b];
        unreached_from[b] = unreached_from[b + 1] | 1 << q;
        let c = state.provinces[q as usize];
        colours_from[b] = colours_from[b + 1]
            | (c[0] > 0) as u8
            | ((c[1] > 0) as u8) << 1
            | ((c[2] > 0) as u8) << 2;
    }
    let mut ending = Ending::start(state);
    ending.last_card[seat] = state.cards_played + 1;
    // Verdicts by colour taken (3: none) and class of result (12: colony, else ruling
    // faction * 4 + second faction or 3): 0 unknown, 1 loses, 2 wins.
    let mut verdicts = [[0u8; 13]; 4];
    let mut wins = |key: u32, take: Option<usize>| -> bool {
        let mut won = [0u8; 3];
        let mut ranks = [0u8; 3];
        for c in 0..3 {
            won[c] = (key >> (WON + 4 * c as u32) & 15) as u8;
            ranks[c] = (key >> (RECENT + 2 * c as u32) & 3) as u8;
        }
        let occupied = (key >> OCCUPIED & 7) as u8;
        let class = if occupied >= 4 {
            12
        } else {
            let order = ranking(&won, &ranks);
            let second = if won[order[1].index()] > 0 {
                order[1].index()
            } else {
                3
            };
            order[0].index() * 4 + second
        };
        let slot = &mut verdicts[take.unwrap_or(3)][class];
        if *slot == 0 {
            let mut e = ending;
            if let Some(t) = take {
                e.followers[seat][t] += 1;
            }
            let d = decide_tallied(&e, won, ranks, occupied);
            *slot = 1 + (d.winners & (1 << seat) != 0) as u8;
        }
        *slot == 2
    };
    // Does a partial ending that stops before box `from` of the tile track win? The
    // followers left must fit into provinces it does not reach, and the seat must take a
    // follower there if it has not yet.
    let mut leaf_wins = |key: u32, from: usize| -> bool {
        let rem = |c: usize| key >> (REM + 2 * c as u32) & 3;
        if (0..3).any(|c| rem(c) > 0 && allowed[c] & unreached_from[from] == 0) {
            return false;
        }
        match (key >> TAKEN & 3) as usize {
            0 if must_take => (0..3)
                .any(|c| (rem(c) > 0 || colours_from[from] & 1 << c != 0) && wins(key, Some(c))),
            0 => wins(key, None),
            t => wins(key, Some(t - 1)),
        }
    };
    let mut box_ = state.resolved as usize;
    if occupied >= 4 || box_ >= 8 {
        return leaf_wins(start, box_.min(8));
    }
    // Partial endings already followed (with their box, and a bit for the ones that
    // stop there), in a small table where a newcomer takes the place of a different one:
    // a partial ending seen twice is followed once, or more when it was pushed out.
    let mut seen = [0u64; 256];
    let mut first_time = |key: u32, box_: usize, stops: bool| -> bool {
        let full = (key as u64 | (box_ as u64) << 32 | (stops as u64) << 36) + 1;
        let slot = &mut seen[(full.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 56) as usize];
        let new = *slot != full;
        *slot = full;
        new
    };
    let mut layer: Vec<u32> = vec![start];
    let mut next: Vec<u32> = Vec::with_capacity(64);
    while box_ < 8 && !layer.is_empty() {
        let prov = state.tiles[box_];
        let here = state.provinces[prov as usize];
        let lim = |c: usize| {
            if allowed[c] & (1 << prov) != 0 {
                need[c] as usize
            } else {
                0
            }
        };
        // Who wins here by followers placed (by colour) and colour taken (3: none):
        // 0..=2 a faction, 3 the occupier, 4 impossible.
        let mut winner = [[[[4u8; 4]; 3]; 3]; 3];
        for k0 in 0..=lim(0) {
            for k1 in 0..=lim(1) {
                for k2 in 0..=lim(2) {
                    let placed = [here[0] + k0 as u8, here[1] + k1 as u8, here[2] + k2 as u8];
                    for t in 0..4 {
                        let mut left = placed;
                        if t < 3 {
                            if !must_take || left[t] == 0 {
                                continue;
                            }
                            left[t] -= 1;
                        }
                        winner[k0][k1][k2][t] = match majority(left) {
                            Controller::Faction(f) => f.index() as u8,
                            Controller::Occupier => 3,
                        };
                    }
                }
            }
        }
        next.clear();
        for &key in &layer {
            let rem = |c: usize| (key >> (REM + 2 * c as u32) & 3) as usize;
            let taken = key >> TAKEN & 3 != 0;
            for k0 in 0..=rem(0).min(lim(0)) {
                for k1 in 0..=rem(1).min(lim(1)) {
                    for k2 in 0..=rem(2).min(lim(2)) {
                        let placed = key - (k0 as u32 | (k1 as u32) << 2 | (k2 as u32) << 4);
                        for t in 0..4 {
                            let w = winner[k0][k1][k2][t];
                            if w == 4 || (t < 3 && taken) {
                                continue;
                            }
                            let mut k = placed;
                            if t < 3 {
                                k |= (t as u32 + 1) << TAKEN;
                            }
                            if w == 3 {
                                k += 1 << OCCUPIED;
                            } else {
                                let ranks = k >> RECENT & 63;
                                k += 1 << (WON + 4 * w as u32);
                                k = k & !(63 << RECENT)
                                    | LATEST_WIN[ranks as usize][w as usize] << RECENT;
                            }
                            let stops = k >> OCCUPIED & 7 >= 4 || box_ == 7;
                            if !first_time(k, box_ + 1, stops) {
                                continue;
                            }
                            if !stops {
                                next.push(k);
                            } else if leaf_wins(k, box_ + 1) {
                                return true;
                            }
                        }
                    }
                }
            }
        }
        std::mem::swap(&mut layer, &mut next);
        box_ += 1;
    }
    false
}

/// Calls `f` for every play of the very last card that wins for `seat` (R9): after it
/// nobody can act, so every remaining struggle resolves in tile order.
pub fn for_each_winning_last_play(
    state: &State,
    seat: Seat,
    card: Card,
    f: &mut dyn FnMut(Action, Option<Follower>) -> ControlFlow<()>,
) -> ControlFlow<()> {
    last_plays(state, seat, card, None, f)
}

/// [`for_each_winning_last_play`], giving up (Break, `budget` left at 0) before the action
/// after the `budget`-th when a budget is given; a winning play found leaves it above 0.
fn last_plays(
    state: &State,
    seat: Seat,
    card: Card,
    mut budget: Option<&mut u32>,
    f: &mut dyn FnMut(Action, Option<Follower>) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let mut judge = LastPlayJudge::new(state, seat);
    moves::for_each_action(state, seat, card, &mut |action| {
        if let Some(b) = budget.as_deref_mut() {
            if *b == 0 {
                return ControlFlow::Break(());
            }
            *b -= 1;
        }
        // Only the provinces and the tile order change with the action (and the seat's
        // latest card, the same for every action): no need to copy the whole state.
        let mut provinces = state.provinces;
        let mut tiles = state.tiles;
        move_pieces(&mut provinces, &mut state.pool.clone(), &mut tiles, &action);
        let winner = provinces.map(majority);
        let (base, reached) = judge.ending_key(&tiles, &winner);
        let open = |p: usize| state.resolved_in[p] == 0;
        if !(0..8).any(|p| open(p) && provinces[p] != [0; 3]) {
            return if judge.wins(base, None, &tiles, &winner) {
                f(action, None)
            } else {
                ControlFlow::Continue(())
            };
        }
        for p in 0..8 {
            if !open(p) {
                continue;
            }
            let here = provinces[p];
            for fi in 0..3 {
                if here[fi] == 0 {
                    continue;
                }
                // The take changes the ending only if it changes who wins this province,
                // and only if the ending reaches this province at all: the resolution
                // stops at the fourth occupied province, and everything before `p` in
                // tile order is untouched by a take from `p`. Otherwise the ending is
                // the base one with one more follower of the colour taken.
                let mut left = here;
                left[fi] -= 1;
                let now = majority(left);
                let wins = if reached & (1 << p) != 0 && now != winner[p] {
                    let mut changed = winner;
                    changed[p] = now;
                    let (key, _) = judge.ending_key(&tiles, &changed);
                    judge.wins(key, Some(fi), &tiles, &changed)
                } else {
                    judge.wins(base, Some(fi), &tiles, &winner)
                };
                if wins {
                    let take = Follower {
                        province: p as Prov,
                        faction: Faction::from_index(fi),
                    };
                    f(action, Some(take))?;
                }
            }
        }
        ControlFlow::Continue(())
    })
}

/// Decides the plays of the very last card by `seat` in one position (R9). Between the
/// plays only the tile order, who wins each remaining struggle and the colour taken
/// change: the rest of the ending is prepared once, and each verdict is remembered, as
/// many plays end the game the same way.
struct LastPlayJudge<'a> {
    state: &'a State,
    seat: Seat,
    /// The ending before the remaining struggles, the seat's card played.
    start: Ending,
    occupied: u8,
    /// A small direct-mapped cache of verdicts: `key << 2 | 2 | wins`, 0 when empty.
    verdicts: [u64; 64],
}

impl<'a> LastPlayJudge<'a> {
    fn new(state: &'a State, seat: Seat) -> Self {
        let mut start = Ending::start(state);
        start.last_card[seat] = state.cards_played + 1;
        LastPlayJudge {
            state,
            seat,
            start,
            occupied: state.control_counts().1,
            verdicts: [0; 64],
        }
    }

    /// A number telling apart the endings with these tiles and winners (the provinces
    /// that resolve, in which order, and who wins them), and the mask of the provinces
    /// that resolve.
    fn ending_key(&self, tiles: &[Prov; 8], winner: &[Controller; 8]) -> (u64, u8) {
        let mut key = 0u64;
        for &t in tiles {
            key = key << 3 | t as u64;
        }
        let mut reached = 0u8;
        let end = resolve_rest(self.state, self.occupied, tiles, winner, |p, _| {
            let code = match winner[p as usize] {
                Controller::Faction(f) => f.index() as u64,
                Controller::Occupier => 3,
            };
            key = key << 2 | code;
            reached |= 1 << p;
        });
        (key << 4 | end as u64, reached)
    }

    /// Does the seat win the ending of `key` (from these tiles and winners) after taking
    /// a follower of colour `taken`?
    fn wins(
        &mut self,
        key: u64,
        taken: Option<usize>,
        tiles: &[Prov; 8],
        winner: &[Controller; 8],
    ) -> bool {
        let key = key << 2 | taken.map_or(3, |fi| fi as u64);
        let slot = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58) as usize;
        let cached = self.verdicts[slot];
        if cached & 2 != 0 && cached >> 2 == key {
            return cached & 1 != 0;
        }
        let mut e = self.start;
        resolve_rest(self.state, self.occupied, tiles, winner, |p, number| {
            e.control[p as usize] = Some(winner[p as usize]);
            e.resolved_in[p as usize] = number;
        });
        if let Some(fi) = taken {
            e.followers[self.seat][fi] += 1;
        }
        let wins = decide(&e).winners & (1 << self.seat) != 0;
        self.verdicts[slot] = key << 2 | 2 | wins as u64;
        wins
    }
}

/// Does `seat` win if, after taking `take`, every remaining struggle resolves now?
pub(super) fn wins_at_end(after_action: &State, take: Option<Follower>, seat: Seat) -> bool {
    let mut ending = Ending::of(after_action, take.map(|t| (t.province, t.faction.index())));
    if let Some(t) = take {
        ending.followers[seat][t.faction.index()] += 1;
    }
    decide(&ending).winners & (1 << seat) != 0
}
