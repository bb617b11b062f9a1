//! The end of the game: the remaining struggles resolved at once, and who wins (R10, R11,
//! R15) — the ranking of factions, followers, sets and the tie-breaks.

use super::*;

/// The facts a game's result depends on, with every remaining struggle resolved in tile
/// order (stopping at the fourth occupied province). Plain arrays: R9 evaluates this
/// thousands of times.
#[derive(Clone, Copy, Debug)]
pub(super) struct Ending {
    pub(super) players: usize,
    pub(super) control: [Option<Controller>; 8],
    pub(super) resolved_in: [u8; 8],
    pub(super) followers: [Counts; 4],
    pub(super) last_card: [u8; 4],
}

impl Ending {
    /// The facts of `state` as they are, before any remaining struggle resolves.
    pub(super) fn start(state: &State) -> Ending {
        let mut e = Ending {
            players: state.n(),
            control: state.control,
            resolved_in: state.resolved_in,
            followers: [[0; 3]; 4],
            last_card: [0; 4],
        };
        for s in 0..e.players {
            e.followers[s] = state.seats[s].followers;
            e.last_card[s] = state.seats[s].last_card;
        }
        e
    }

    /// Resolves the rest of `state`; `minus` takes one follower (province, colour) out first.
    pub(super) fn of(state: &State, minus: Option<(Prov, usize)>) -> Ending {
        let mut winner = [Controller::Occupier; 8];
        for (p, w) in winner.iter_mut().enumerate() {
            let mut c = state.provinces[p];
            if let Some((mp, mf)) = minus {
                if mp as usize == p {
                    c[mf] -= 1;
                }
            }
            *w = majority(c);
        }
        let mut e = Ending::start(state);
        let occupied = state.control_counts().1;
        resolve_rest(state, occupied, &state.tiles, &winner, |p, number| {
            e.control[p as usize] = Some(winner[p as usize]);
            e.resolved_in[p as usize] = number;
        });
        e
    }
}

/// Walks through the struggles left in `state` (with `occupied` provinces occupied) in
/// `tiles` order, province `p` going to `winner[p]`, until the fourth occupied province
/// or the eighth struggle: calls `visit` with each province and its struggle number,
/// and returns the number of the last struggle.
pub(super) fn resolve_rest(
    state: &State,
    mut occupied: u8,
    tiles: &[Prov; 8],
    winner: &[Controller; 8],
    mut visit: impl FnMut(Prov, u8),
) -> u8 {
    let mut number = state.resolved;
    while number < 8 && occupied < 4 {
        let p = tiles[number as usize];
        let w = winner[p as usize];
        number += 1;
        visit(p, number);
        occupied += (w == Controller::Occupier) as u8;
    }
    number
}

/// The decision at the end, without allocations.
#[derive(Clone, Copy, Debug)]
pub(super) struct Decision {
    pub(super) colony: bool,
    pub(super) ruling: Option<Faction>,
    pub(super) ruling_by_latest_control: bool,
    pub(super) second: Option<Faction>,
    pub(super) provinces: Counts,
    pub(super) occupied: u8,
    /// Bit mask of winning seats (partners included).
    pub(super) winners: u8,
    /// Of those, the seats that win only as a winner's partner.
    pub(super) partners: u8,
    pub(super) decider: Decider,
    pub(super) sets: [u8; 4],
}

/// Seats in `among` (a mask) whose `key` is highest, as a mask.
pub(super) fn best_of(among: u8, key: impl Fn(usize) -> u32) -> u8 {
    let seats = (0..4).filter(|s| among & (1 << s) != 0);
    let max = seats.clone().map(&key).max().unwrap_or(0);
    seats.filter(|&s| key(s) == max).fold(0, |m, s| m | 1 << s)
}

/// Provinces by faction, each faction's latest struggle won and the occupied provinces,
/// from a table of controllers and struggle numbers.
#[inline(always)]
pub(super) fn tally(
    control: &[Option<Controller>; 8],
    resolved_in: &[u8; 8],
) -> (Counts, Counts, u8) {
    let mut provinces = [0u8; 3];
    let mut latest = [0u8; 3];
    let mut occupied = 0;
    for p in 0..8 {
        match control[p] {
            Some(Controller::Faction(f)) => {
                provinces[f.index()] += 1;
                latest[f.index()] = latest[f.index()].max(resolved_in[p]);
            }
            Some(Controller::Occupier) => occupied += 1,
            None => {}
        }
    }
    (provinces, latest, occupied)
}

/// The factions ranked by provinces, ties broken by the latest control (R10).
#[inline(always)]
pub(super) fn ranking(provinces: &Counts, latest: &Counts) -> [Faction; 3] {
    let mut order = Faction::ALL;
    order.sort_by_key(|f| std::cmp::Reverse((provinces[f.index()], latest[f.index()])));
    order
}

/// The winners of a finished game (R10, R11, R13–R15).
pub(super) fn decide(e: &Ending) -> Decision {
    let (provinces, latest, occupied) = tally(&e.control, &e.resolved_in);
    decide_tallied(e, provinces, latest, occupied)
}

/// [`decide`] with the provinces already counted (`e.control` and `e.resolved_in` are
/// not read): only the occupied count, the ranking of the factions and the seats'
/// followers and latest cards matter.
#[inline(always)]
pub(super) fn decide_tallied(
    e: &Ending,
    provinces: Counts,
    latest: Counts,
    occupied: u8,
) -> Decision {
    let n = e.players;
    let all: u8 = (1 << n) - 1;
    // In the 4-player game seats s and s+2 are partners; elsewhere everyone plays alone.
    let team = |mask: u8| {
        if n == 4 {
            mask | (mask << 2 | mask >> 2) & 0b1111
        } else {
            mask
        }
    };
    let colony = occupied >= 4;
    let mut d = Decision {
        colony,
        ruling: None,
        ruling_by_latest_control: false,
        second: None,
        provinces,
        occupied,
        winners: 0,
        partners: 0,
        decider: Decider::Shared,
        sets: [0; 4],
    };
    // Filled in place: building the array apart and then copying it in costs a
    // store-forwarding stall, and R9 decides many endings.
    for (s, set) in d.sets.iter_mut().enumerate().take(n) {
        *set = (0..3)
            .map(|f| {
                let own = e.followers[s][f];
                if colony && n == 4 {
                    own + e.followers[(s + 2) % 4][f]
                } else {
                    own
                }
            })
            .min()
            .unwrap_or(0);
    }
    let sets = d.sets;
    if colony {
        let best = best_of(all, |s| sets[s] as u32);
        // A team's most recent card is its partners' latest.
        let latest_card = |s: usize| {
            let mine = e.last_card[s] as u32;
            if n == 4 {
                mine.max(e.last_card[(s + 2) % 4] as u32)
            } else {
                mine
            }
        };
        // Is this non-empty mask within one team (one seat outside the 4-player game)?
        let one_team = |mask: u8| {
            if n == 4 {
                mask & 0b0101 == 0 || mask & 0b1010 == 0
            } else {
                mask.count_ones() == 1
            }
        };
        let top = best_of(best, latest_card);
        (d.winners, d.decider) = if one_team(best) {
            (team(best), Decider::Sets)
        } else if one_team(top) && latest_card(top.trailing_zeros() as usize) > 0 {
            (team(top), Decider::LatestLastCard)
        } else {
            (team(best), Decider::Shared)
        };
        return d;
    }
    let order = ranking(&provinces, &latest);
    let first = order[0];
    d.ruling = Some(first);
    d.ruling_by_latest_control = provinces[order[1].index()] == provinces[first.index()];
    // R13b: with neither other faction holding a province there is no second-ranked one.
    d.second = (provinces[order[1].index()] > 0).then_some(order[1]);
    let mut tied = best_of(all, |s| e.followers[s][first.index()] as u32);
    d.decider = Decider::RulingFollowers;
    if tied.count_ones() > 1 {
        if let Some(sf) = d.second {
            tied = best_of(tied, |s| e.followers[s][sf.index()] as u32);
        }
        d.decider = Decider::SecondFollowers;
        if tied.count_ones() > 1 {
            // R11: the tied player whose latest card is oldest wins ("never" is oldest).
            tied = best_of(tied, |s| u32::MAX - e.last_card[s] as u32);
            d.decider = if tied.count_ones() == 1 {
                Decider::OldestLastCard
            } else {
                Decider::Shared
            };
        }
    }
    d.winners = team(tied);
    d.partners = d.winners & !tied;
    d
}

/// The result of a finished game, with everything needed to explain it.
pub fn final_result(state: &State) -> FinalResult {
    let d = decide(&Ending::of(state, None));
    FinalResult {
        colony: d.colony,
        ruling: d.ruling,
        ruling_by_latest_control: d.ruling_by_latest_control,
        second: d.second,
        provinces: d.provinces,
        occupied: d.occupied,
        winners: (0..state.n())
            .filter(|s| d.winners & (1 << s) != 0)
            .collect(),
        partners: (0..state.n())
            .filter(|s| d.partners & (1 << s) != 0)
            .collect(),
        decider: d.decider,
        sets: d.sets[..state.n()].to_vec(),
    }
}
