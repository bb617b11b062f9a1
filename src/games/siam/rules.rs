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
fn wins_at_end(after_action: &State, take: Option<Follower>, seat: Seat) -> bool {
    let mut ending = Ending::of(after_action, take.map(|t| (t.province, t.faction.index())));
    if let Some(t) = take {
        ending.followers[seat][t.faction.index()] += 1;
    }
    decide(&ending).winners & (1 << seat) != 0
}

/// The facts a game's result depends on, with every remaining struggle resolved in tile
/// order (stopping at the fourth occupied province). Plain arrays: R9 evaluates this
/// thousands of times.
#[derive(Clone, Copy, Debug)]
struct Ending {
    players: usize,
    control: [Option<Controller>; 8],
    resolved_in: [u8; 8],
    followers: [Counts; 4],
    last_card: [u8; 4],
}

impl Ending {
    /// The facts of `state` as they are, before any remaining struggle resolves.
    fn start(state: &State) -> Ending {
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
    fn of(state: &State, minus: Option<(Prov, usize)>) -> Ending {
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
fn resolve_rest(
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
struct Decision {
    colony: bool,
    ruling: Option<Faction>,
    ruling_by_latest_control: bool,
    second: Option<Faction>,
    provinces: Counts,
    occupied: u8,
    /// Bit mask of winning seats (partners included).
    winners: u8,
    /// Of those, the seats that win only as a winner's partner.
    partners: u8,
    decider: Decider,
    sets: [u8; 4],
}

/// Seats in `among` (a mask) whose `key` is highest, as a mask.
fn best_of(among: u8, key: impl Fn(usize) -> u32) -> u8 {
    let seats = (0..4).filter(|s| among & (1 << s) != 0);
    let max = seats.clone().map(&key).max().unwrap_or(0);
    seats.filter(|&s| key(s) == max).fold(0, |m, s| m | 1 << s)
}

/// Provinces by faction, each faction's latest struggle won and the occupied provinces,
/// from a table of controllers and struggle numbers.
#[inline(always)]
fn tally(control: &[Option<Controller>; 8], resolved_in: &[u8; 8]) -> (Counts, Counts, u8) {
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
fn ranking(provinces: &Counts, latest: &Counts) -> [Faction; 3] {
    let mut order = Faction::ALL;
    order.sort_by_key(|f| std::cmp::Reverse((provinces[f.index()], latest[f.index()])));
    order
}

/// The winners of a finished game (R10, R11, R13–R15).
fn decide(e: &Ending) -> Decision {
    let (provinces, latest, occupied) = tally(&e.control, &e.resolved_in);
    decide_tallied(e, provinces, latest, occupied)
}

/// [`decide`] with the provinces already counted (`e.control` and `e.resolved_in` are
/// not read): only the occupied count, the ranking of the factions and the seats'
/// followers and latest cards matter.
#[inline(always)]
fn decide_tallied(e: &Ending, provinces: Counts, latest: Counts, occupied: u8) -> Decision {
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
