//! Applying moves: validation, card effects, passing, automatic skips, struggle
//! resolution and the final result. Rulings R1–R15 are listed in `docs/rulings.md`.

use super::model::*;
use super::moves;
use crate::game::Seat;
use std::ops::ControlFlow;

/// Why a move is illegal, in a player's words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("you do not hold a {card} card")]
    CardNotInHand { card: String },
    #[error("{card} is the very last card of the game: it may only be played if it wins the game for you{team}, {}", if *other_choice_wins { "and these choices do not (others do)" } else { "and no choice does that" })]
    LastCardMustWin {
        card: String,
        team: &'static str,
        /// Another choice of the same card would win.
        other_choice_wins: bool,
    },
    #[error("2 vs 1 must name the follower(s) the first province gives")]
    MissingTwoSide,
    #[error("there is no province number {0}")]
    UnknownProvince(u8),
    #[error("{province} is already resolved: nothing may enter or leave it")]
    ProvinceResolved { province: String },
    #[error("two tiles can still be swapped, so {card} must swap two of them")]
    MustSwapTiles { card: String },
    #[error("fewer than two tiles can be swapped, so {card} swaps nothing")]
    NoTilesToSwap { card: String },
    #[error("the tile of {province} cannot be swapped: it is face down or carries a King marker")]
    TileNotSwappable { province: String },
    #[error("choose two different provinces")]
    SameProvince,
    #[error("the King marker must go on one of the two swapped tiles")]
    KingNotOnSwappedTile,
    #[error("there is a {colour} follower in the pool, so it must be placed")]
    PoolFollowerMustBePlaced { colour: String },
    #[error("there is no {colour} follower in the pool")]
    PoolEmpty { colour: String },
    #[error("there is no {colour} follower in {province}")]
    FollowerMissing { colour: String, province: String },
    #[error("{a} and {b} are not adjacent: 2 vs 1 swaps between neighbouring provinces")]
    NotAdjacent { a: String, b: String },
    #[error("this would undo the {card} played just before, which is not allowed")]
    UndoBan { card: String },
    #[error("a swap is possible, so {card} must swap")]
    MustSwapFollowers { card: String },
    #[error("a full swap of two followers for one is possible, so the card must make one")]
    MustSwapTwo,
    #[error("{province} holds more than one follower, so it must give two")]
    MustGiveTwo { province: String },
    #[error("{province} cannot receive {faction} followers: it must border a province {faction} control, or their home province while nobody else controls it")]
    NotEligible { faction: String, province: String },
    #[error("{}", placement_text(faction, *expected))]
    WrongPlacementCount { faction: String, expected: u8 },
    #[error("after your action you must take one follower from a province")]
    MustTake,
    #[error("no province holds a follower, so there is nothing to take")]
    NothingToTake,
}

fn placement_text(faction: &str, expected: u8) -> String {
    match expected {
        0 => format!("{faction} can place no follower now (no eligible province, or none in the pool): write - instead"),
        1 => format!("{faction} must place exactly one follower now"),
        n => format!("{faction} must place {n} followers now"),
    }
}

fn prov_name(state: &State, p: Prov) -> String {
    state
        .board()
        .provinces
        .get(p as usize)
        .map(|d| d.name.to_string())
        .unwrap_or_else(|| format!("province {p}"))
}

fn colour(state: &State, f: Faction) -> String {
    state.board().colours[f.index()].to_string()
}

fn card_name(state: &State, c: Card) -> String {
    c.name(state.board()).to_string()
}

/// Validates and applies one move of `seat`, then lets the engine do what follows by
/// itself (skips, struggle resolutions, the end).
pub fn apply(state: &State, seat: Seat, mv: &Move) -> Result<(State, Vec<Event>), RuleError> {
    if state.result.is_some() {
        return Err(RuleError::GameOver);
    }
    if seat != state.to_move as usize {
        return Err(RuleError::NotYourTurn);
    }
    let mut next = match mv {
        Move::Pass => state.clone(),
        Move::Play { action, take } => {
            // The validation already builds the state after the card: carry on from it.
            let mut next = prepare_play(state, seat, action, *take)?;
            check_last_card(state, &next, seat, action.card(), *take)?;
            if let Some(t) = take {
                take_follower(&mut next, seat, *t);
            }
            next
        }
    };
    let mut events = Vec::with_capacity(4);
    next.step += 1;
    next.seats[seat].last_turn_step = next.step;
    match mv {
        Move::Pass => pass(&mut next, seat, &mut events, None),
        Move::Play { action, take } => {
            events.push(Event::Played {
                seat,
                action: *action,
                take: *take,
            });
            next.to_move = next.next_seat(seat) as u8;
        }
    }
    advance(&mut next, &mut events);
    Ok((next, events))
}

/// Checks a card play completely, including the very-last-card rule (R9).
pub fn check_play(
    state: &State,
    seat: Seat,
    action: &Action,
    take: Option<Follower>,
) -> Result<(), RuleError> {
    let after = prepare_play(state, seat, action, take)?;
    check_last_card(state, &after, seat, action.card(), take)
}

/// The same answer as `check_play(..).is_ok()`, without working out the explanation of
/// a refused very last card (that enumerates every other play of it).
pub fn is_legal_play(state: &State, seat: Seat, action: &Action, take: Option<Follower>) -> bool {
    match prepare_play(state, seat, action, take) {
        Ok(after) => !is_last_card(state) || wins_at_end(&after, take, seat),
        Err(_) => false,
    }
}

/// Checks a card play except for the very-last-card rule, and returns the state after
/// its action with the card discarded but no follower taken yet.
fn prepare_play(
    state: &State,
    seat: Seat,
    action: &Action,
    take: Option<Follower>,
) -> Result<State, RuleError> {
    let card = action.card();
    if state.seats[seat].hand[card.index()] == 0 {
        return Err(RuleError::CardNotInHand {
            card: card_name(state, card),
        });
    }
    validate_action(state, seat, action)?;
    let mut after = state.clone();
    let exchange = execute(&mut after, seat, action);
    validate_take(&after, take)?;
    discard(&mut after, seat, card, exchange);
    Ok(after)
}

/// The very-last-card rule (R9) for a play of `card` that led from `state` to `after`
/// (action done, card discarded, follower `take` not yet taken).
fn check_last_card(
    state: &State,
    after: &State,
    seat: Seat,
    card: Card,
    take: Option<Follower>,
) -> Result<(), RuleError> {
    if !is_last_card(state) || wins_at_end(after, take, seat) {
        return Ok(());
    }
    let team = if state.players == 4 {
        " or your partner"
    } else {
        ""
    };
    Err(RuleError::LastCardMustWin {
        card: card_name(state, card),
        team,
        other_choice_wins: last_card_can_win(state, seat),
    })
}

/// True when exactly one card of the whole game remains (the 16th/24th/32nd).
pub fn is_last_card(state: &State) -> bool {
    state.cards_played + 1 == state.cards_total()
}

fn check_prov(state: &State, p: Prov) -> Result<(), RuleError> {
    if p >= 8 {
        return Err(RuleError::UnknownProvince(p));
    }
    if state.is_resolved(p) {
        return Err(RuleError::ProvinceResolved {
            province: prov_name(state, p),
        });
    }
    Ok(())
}

fn check_follower(state: &State, f: Follower) -> Result<(), RuleError> {
    check_prov(state, f.province)?;
    if state.provinces[f.province as usize][f.faction.index()] == 0 {
        return Err(RuleError::FollowerMissing {
            colour: colour(state, f.faction),
            province: prov_name(state, f.province),
        });
    }
    Ok(())
}

/// Provinces whose tiles may be swapped by Maharacha (face up, no King marker), as a mask.
pub fn swappable_tiles(state: &State) -> u8 {
    let mut m = state.open_mask();
    for p in 0..8 {
        if state.king[p].is_some() {
            m &= !(1 << p);
        }
    }
    m
}

/// Provinces that may receive followers of `f` from its faction card, as a mask (R8).
pub fn eligible_for(state: &State, f: Faction) -> u8 {
    let board = state.board();
    let mut reach = 0u8;
    for p in 0..8 {
        if state.control[p] == Some(Controller::Faction(f)) {
            reach |= board.adjacent[p];
        }
    }
    let home = board.homes[f.index()] as usize;
    if state.control[home].is_none() {
        reach |= board.adjacent[home];
    }
    reach & state.open_mask()
}

/// How many followers a faction card of `f` must place now.
pub fn faction_card_places(state: &State, f: Faction) -> u8 {
    if eligible_for(state, f) == 0 {
        0
    } else {
        state.pool[f.index()].min(2)
    }
}

fn counts_of(f: Faction) -> Counts {
    let mut c = [0; 3];
    c[f.index()] = 1;
    c
}

/// The exchange a 1 vs 1 swap makes.
pub fn one_exchange(s: &OneSwap) -> Exchange {
    Exchange::new(
        s.a.province,
        counts_of(s.a.faction),
        s.b.province,
        counts_of(s.b.faction),
    )
}

/// The exchange a 2 vs 1 swap makes.
pub fn two_exchange(s: &TwoSwap) -> Exchange {
    let mut two = [0u8; 3];
    for f in s.two.iter().flatten() {
        two[f.index()] += 1;
    }
    Exchange::new(s.two_from, two, s.one_from, counts_of(s.one))
}

/// Would this exchange by `card` undo the action card played just before (R7)?
pub fn is_undo(state: &State, card: Card, ex: &Exchange) -> bool {
    matches!(state.last_action, Some((c, Some(prev))) if c == card && prev.inverse() == *ex)
}

fn validate_action(state: &State, seat: Seat, action: &Action) -> Result<(), RuleError> {
    let _ = seat;
    match action {
        Action::Maharacha { swap } => {
            let tiles = swappable_tiles(state);
            match swap {
                None if tiles.count_ones() >= 2 => Err(RuleError::MustSwapTiles {
                    card: card_name(state, Card::Maharacha),
                }),
                None => Ok(()),
                Some(_) if tiles.count_ones() < 2 => Err(RuleError::NoTilesToSwap {
                    card: card_name(state, Card::Maharacha),
                }),
                Some(s) => {
                    for p in [s.a, s.b] {
                        if p >= 8 {
                            return Err(RuleError::UnknownProvince(p));
                        }
                        if tiles & (1 << p) == 0 {
                            return Err(RuleError::TileNotSwappable {
                                province: prov_name(state, p),
                            });
                        }
                    }
                    if s.a == s.b {
                        return Err(RuleError::SameProvince);
                    }
                    if s.king != s.a && s.king != s.b {
                        return Err(RuleError::KingNotOnSwappedTile);
                    }
                    Ok(())
                }
            }
        }
        Action::KhonThai { places } => {
            for f in Faction::ALL {
                match (state.pool[f.index()] > 0, places[f.index()]) {
                    (true, None) => {
                        return Err(RuleError::PoolFollowerMustBePlaced {
                            colour: colour(state, f),
                        })
                    }
                    (false, Some(_)) => {
                        return Err(RuleError::PoolEmpty {
                            colour: colour(state, f),
                        })
                    }
                    (true, Some(p)) => check_prov(state, p)?,
                    (false, None) => {}
                }
            }
            Ok(())
        }
        Action::OneVsOne { swap } => match swap {
            None => {
                if moves::exists_one_swap(state) {
                    Err(RuleError::MustSwapFollowers {
                        card: card_name(state, Card::OneVsOne),
                    })
                } else {
                    Ok(())
                }
            }
            Some(s) => {
                check_follower(state, s.a)?;
                check_follower(state, s.b)?;
                if s.a.province == s.b.province {
                    return Err(RuleError::SameProvince);
                }
                if is_undo(state, Card::OneVsOne, &one_exchange(s)) {
                    return Err(RuleError::UndoBan {
                        card: card_name(state, Card::OneVsOne),
                    });
                }
                Ok(())
            }
        },
        Action::TwoVsOne { swap } => match swap {
            None => {
                if moves::exists_two_swap(state, true) || moves::exists_two_swap(state, false) {
                    Err(RuleError::MustSwapFollowers {
                        card: card_name(state, Card::TwoVsOne),
                    })
                } else {
                    Ok(())
                }
            }
            Some(s) => {
                check_prov(state, s.two_from)?;
                check_prov(state, s.one_from)?;
                if s.two_from == s.one_from {
                    return Err(RuleError::SameProvince);
                }
                if !state.board().are_adjacent(s.two_from, s.one_from) {
                    return Err(RuleError::NotAdjacent {
                        a: prov_name(state, s.two_from),
                        b: prov_name(state, s.one_from),
                    });
                }
                check_follower(
                    state,
                    Follower {
                        province: s.one_from,
                        faction: s.one,
                    },
                )?;
                let from = state.provinces[s.two_from as usize];
                let ex = two_exchange(s);
                for f in Faction::ALL {
                    if ex_counts(&ex, s.two_from)[f.index()] > from[f.index()] {
                        return Err(RuleError::FollowerMissing {
                            colour: colour(state, f),
                            province: prov_name(state, s.two_from),
                        });
                    }
                }
                match s.two {
                    [None, _] => return Err(RuleError::MissingTwoSide),
                    [Some(_), None] => {
                        // R6: one for one only when the "two" side holds a single follower,
                        // and only when no full swap can be made anywhere.
                        if from.iter().sum::<u8>() > 1 {
                            return Err(RuleError::MustGiveTwo {
                                province: prov_name(state, s.two_from),
                            });
                        }
                        if moves::exists_two_swap(state, true) {
                            return Err(RuleError::MustSwapTwo);
                        }
                    }
                    [Some(_), Some(_)] => {}
                }
                if is_undo(state, Card::TwoVsOne, &ex) {
                    return Err(RuleError::UndoBan {
                        card: card_name(state, Card::TwoVsOne),
                    });
                }
                Ok(())
            }
        },
        Action::Faction { faction, places } => {
            let f = *faction;
            let expected = faction_card_places(state, f);
            let given = places.iter().flatten().count() as u8;
            if given != expected || (places[0].is_none() && places[1].is_some()) {
                return Err(RuleError::WrongPlacementCount {
                    faction: state.board().factions[f.index()].to_string(),
                    expected,
                });
            }
            let eligible = eligible_for(state, f);
            for &p in places.iter().flatten() {
                check_prov(state, p)?;
                if eligible & (1 << p) == 0 {
                    return Err(RuleError::NotEligible {
                        faction: state.board().factions[f.index()].to_string(),
                        province: prov_name(state, p),
                    });
                }
            }
            Ok(())
        }
    }
}

fn ex_counts(ex: &Exchange, side: Prov) -> Counts {
    if ex.p == side {
        ex.from_p
    } else {
        ex.from_q
    }
}

/// Is there any follower left in an unresolved province?
pub fn anything_to_take(state: &State) -> bool {
    (0..8).any(|p| state.resolved_in[p] == 0 && state.provinces[p] != [0; 3])
}

fn validate_take(after: &State, take: Option<Follower>) -> Result<(), RuleError> {
    match take {
        None if anything_to_take(after) => Err(RuleError::MustTake),
        None => Ok(()),
        Some(_) if !anything_to_take(after) => Err(RuleError::NothingToTake),
        Some(f) => check_follower(after, f),
    }
}

/// Carries out a validated action; returns the followers it exchanged, if any.
pub fn execute(state: &mut State, seat: Seat, action: &Action) -> Option<Exchange> {
    if let Action::Maharacha { swap: Some(s) } = action {
        state.king[s.king as usize] = Some(seat as u8);
    }
    move_pieces(
        &mut state.provinces,
        &mut state.pool,
        &mut state.tiles,
        action,
    )
}

/// The followers in the provinces after a validated action, without copying the whole
/// state (the follower taken after the action is one of them).
pub fn provinces_after(state: &State, action: &Action) -> [Counts; 8] {
    let mut provinces = state.provinces;
    move_pieces(
        &mut provinces,
        &mut state.pool.clone(),
        &mut state.tiles.clone(),
        action,
    );
    provinces
}

/// What a validated action does to the followers (provinces and pool) and to the tile
/// track, that is everything but the King marker; returns the followers it exchanged.
fn move_pieces(
    provinces: &mut [Counts; 8],
    pool: &mut Counts,
    tiles: &mut [Prov; 8],
    action: &Action,
) -> Option<Exchange> {
    let mut moved = |ex: Exchange| {
        for f in 0..3 {
            let (p, q) = (ex.p as usize, ex.q as usize);
            provinces[p][f] = provinces[p][f] - ex.from_p[f] + ex.from_q[f];
            provinces[q][f] = provinces[q][f] - ex.from_q[f] + ex.from_p[f];
        }
        Some(ex)
    };
    match action {
        Action::Maharacha { swap } => {
            if let Some(s) = swap {
                let ia = tiles.iter().position(|&t| t == s.a);
                let ib = tiles.iter().position(|&t| t == s.b);
                if let (Some(ia), Some(ib)) = (ia, ib) {
                    tiles.swap(ia, ib);
                }
            }
            None
        }
        Action::KhonThai { places } => {
            for f in 0..3 {
                if let Some(p) = places[f] {
                    pool[f] -= 1;
                    provinces[p as usize][f] += 1;
                }
            }
            None
        }
        Action::OneVsOne { swap } => swap.and_then(|s| moved(one_exchange(&s))),
        Action::TwoVsOne { swap } => swap.and_then(|s| moved(two_exchange(&s))),
        Action::Faction { faction, places } => {
            let f = faction.index();
            for p in places.iter().flatten() {
                pool[f] -= 1;
                provinces[*p as usize][f] += 1;
            }
            None
        }
    }
}

/// Plays a validated card: action, follower taken, discard, bookkeeping.
pub fn play(state: &mut State, seat: Seat, action: &Action, take: Option<Follower>) {
    let exchange = execute(state, seat, action);
    if let Some(t) = take {
        take_follower(state, seat, t);
    }
    discard(state, seat, action.card(), exchange);
}

fn take_follower(state: &mut State, seat: Seat, t: Follower) {
    state.provinces[t.province as usize][t.faction.index()] -= 1;
    state.seats[seat].followers[t.faction.index()] += 1;
}

/// The bookkeeping of a played card, after its action.
fn discard(state: &mut State, seat: Seat, card: Card, exchange: Option<Exchange>) {
    state.cards_played += 1;
    let cards_played = state.cards_played;
    let me = &mut state.seats[seat];
    me.hand[card.index()] -= 1;
    me.discards[me.discard_len as usize] = card;
    me.discard_len += 1;
    me.last_card = cards_played;
    me.last_move = Some(LastMove::Played { card });
    state.last_action = Some((card, exchange));
    state.passes = 0;
}

/// A pass by `seat`, voluntary (`automatic` None) or by the engine.
fn pass(state: &mut State, seat: Seat, events: &mut Vec<Event>, automatic: Option<SkipReason>) {
    state.passes += 1;
    let ended = state.passes as usize >= state.n();
    state.seats[seat].last_move = Some(LastMove::Passed {
        ended_struggle: ended,
        automatic: automatic.is_some(),
    });
    events.push(match automatic {
        None => Event::Passed {
            seat,
            ended_struggle: ended,
        },
        Some(reason) => Event::Skipped {
            seat,
            reason,
            ended_struggle: ended,
        },
    });
    let next = state.next_seat(seat);
    state.to_move = next as u8;
    if ended {
        resolve_contested(state, Some(events), Some(next));
    }
}

/// Who controls a province with these followers: a strict majority, else the occupier.
pub fn majority(c: Counts) -> Controller {
    let [y, r, b] = c;
    if y > r && y > b {
        Controller::Faction(Faction::Yellow)
    } else if r > y && r > b {
        Controller::Faction(Faction::Red)
    } else if b > y && b > r {
        Controller::Faction(Faction::Blue)
    } else {
        Controller::Occupier
    }
}

/// Resolves the contested province; ends the game at four occupied provinces or after
/// the eighth struggle.
fn resolve_contested(state: &mut State, events: Option<&mut Vec<Event>>, next: Option<Seat>) {
    let Some(p) = state.contested() else { return };
    let counts = state.provinces[p as usize];
    let winner = majority(counts);
    state.control[p as usize] = Some(winner);
    state.resolved += 1;
    state.resolved_in[p as usize] = state.resolved;
    for f in 0..3 {
        state.pool[f] += counts[f];
    }
    state.provinces[p as usize] = [0; 3];
    state.passes = 0;
    let over = state.control_counts().1 >= 4 || state.resolved == 8;
    if let Some(s) = next {
        state.to_move = s as u8;
    }
    if over {
        let result = final_result(state);
        state.result = Some(result.clone());
        if let Some(events) = events {
            events.push(Event::StruggleResolved {
                struggle: state.resolved,
                province: p,
                followers: counts,
                winner,
                next: None,
            });
            events.push(Event::GameEnded { result });
        }
    } else if let Some(events) = events {
        events.push(Event::StruggleResolved {
            struggle: state.resolved,
            province: p,
            followers: counts,
            winner,
            next,
        });
    }
}

/// Resolves every remaining struggle in tile order (nobody can act any more).
fn resolve_all(state: &mut State, mut events: Option<&mut Vec<Event>>) {
    while state.result.is_none() {
        resolve_contested(state, events.as_deref_mut(), None);
    }
}

/// Caches the R9 answer while the board does not change (passes leave it alone).
struct LastCardCheck {
    resolved: u8,
    holder: Seat,
    wins: bool,
}

/// Why `seat` can only pass, if so.
fn blocked(state: &State, seat: Seat, cache: &mut Option<LastCardCheck>) -> Option<SkipReason> {
    if state.seats[seat].cards_in_hand() == 0 {
        return Some(SkipReason::NoCards);
    }
    if !is_last_card(state) {
        return None;
    }
    let wins = match cache {
        Some(c) if c.resolved == state.resolved && c.holder == seat => c.wins,
        _ => {
            let wins = last_card_can_win(state, seat);
            *cache = Some(LastCardCheck {
                resolved: state.resolved,
                holder: seat,
                wins,
            });
            wins
        }
    };
    (!wins).then_some(SkipReason::LastCardCannotWin)
}

/// After every move: pass for players who can only pass; resolve everything once
/// nobody can act.
fn advance(state: &mut State, events: &mut Vec<Event>) {
    let mut cache = None;
    while state.result.is_none() {
        let s = state.to_move as usize;
        let Some(reason) = blocked(state, s, &mut cache) else {
            return;
        };
        // "Nobody can act any more" means nobody holds a card: a very last card that cannot
        // win now may still win after the next struggle resolves, so its holder is only
        // skipped, and asked again when the board has changed.
        let cards_left = (0..state.n()).any(|o| state.seats[o].cards_in_hand() > 0);
        if !cards_left {
            events.push(Event::NobodyCanAct);
            resolve_all(state, Some(events));
            return;
        }
        pass(state, s, events, Some(reason));
    }
}

/// Can `seat`, holding the very last card, play it so that they (or their team) win? (R9)
mod ending;
mod last_card;

/// How the game would end if every remaining struggle resolved now as the provinces
/// stand (the computer players' heuristic): provinces by faction, occupied provinces and
/// the winners as a bit mask of seats.
pub fn projected_end(state: &State) -> (Counts, u8, u8) {
    let d = ending::decide(&ending::Ending::of(state, None));
    (d.provinces, d.occupied, d.winners)
}

pub use ending::final_result;
use last_card::wins_at_end;
pub use last_card::{for_each_winning_last_play, last_card_can_win};
