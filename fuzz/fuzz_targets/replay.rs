//! Arbitrary bytes → an event log → `games::load_log`, which must never panic, whatever a
//! corrupted or hand-edited database holds. What loads is then exercised the way the
//! server uses it (views for everyone, history, outcome, random moves, preparing a move
//! from arbitrary text), and its own log must load again to the same position.
//!
//! The bytes are read twice: as a JSON array of events (plain corruption), and as the
//! choices for a structured log — a real setup from a seed (sometimes damaged), then mostly
//! legal moves (so that deep positions, the last-card rule and the end are reached) mixed
//! with arbitrary move structs and arbitrary JSON.
#![no_main]

use arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use maipenrai::game::{self, GameType, LoadedGame, LogEvent};
use maipenrai::game::{Status, Viewer};
use maipenrai::games;
use maipenrai::games::siam::Hands;
use maipenrai::games::siam::{
    self, Action, BoardId, Faction, Follower, Move, OneSwap, TileSwap, TwoSwap,
};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use serde_json::{json, Value};

fuzz_target!(|data: &[u8]| {
    let game = games::by_slug("king-of-siam").expect("King of Siam is hosted");
    if let Ok(events) = serde_json::from_slice::<Vec<Value>>(data) {
        if let Ok(loaded) = game::load_log(game, &events) {
            exercise(game, &*loaded, None);
        }
    }
    let mut u = Unstructured::new(data);
    if let Ok((events, text)) = build(&mut u) {
        if let Ok(loaded) = game::load_log(game, &events) {
            exercise(game, &*loaded, Some(&text));
        }
    }
});

fn build(u: &mut Unstructured) -> Result<(Vec<Value>, String)> {
    let board = if u.arbitrary()? {
        BoardId::Siam
    } else {
        BoardId::Saba
    };
    let players = u.int_in_range(2u8..=4)?;
    let hands = if u.arbitrary()? {
        Hands::Original
    } else {
        Hands::Open
    };
    let mut rng = SmallRng::seed_from_u64(u.arbitrary()?);
    let mut setup = siam::new_setup(board, players, hands, &mut rng);
    match u.int_in_range(0u8..=15)? {
        0 => setup.players = u.arbitrary()?,
        1 => setup.provinces[u.int_in_range(0..=7)?] = u.arbitrary()?,
        2 => setup.pool = u.arbitrary()?,
        3 => setup.tiles = u.arbitrary()?,
        4 => setup.aids = u.arbitrary()?,
        5 => setup.followers = u.arbitrary()?,
        6 => setup.start = u.arbitrary()?,
        _ => {}
    }
    let mut setup_json = serde_json::to_value(&setup).expect("a setup serialises");
    if u.ratio(1, 16)? {
        // A damaged field: wrong type, missing, or out of range.
        let keys = [
            "board",
            "players",
            "hands",
            "provinces",
            "pool",
            "tiles",
            "aids",
            "followers",
            "start",
        ];
        let key = *u.choose(&keys)?;
        let replacement = arbitrary_json(u, 2)?;
        if let Some(map) = setup_json.as_object_mut() {
            match replacement {
                Value::Null => {
                    map.remove(key);
                }
                other => {
                    map.insert(key.into(), other);
                }
            }
        }
    }
    let mut events = vec![serde_json::to_value(LogEvent::Setup {
        setup: setup_json,
        commitment: None,
    })
    .expect("an event serialises")];
    let mut state = siam::start(&setup).ok();
    let moves = u.int_in_range(0..=60)?;
    for _ in 0..moves {
        let kind = u.int_in_range(0u8..=15)?;
        let (seat, mv) = match (&state, kind) {
            (Some(st), 0..=12) => {
                let seat = st.to_move as usize;
                let mut rng = SmallRng::seed_from_u64(u.arbitrary()?);
                match siam::moves::random_move(st, seat, &mut rng) {
                    Some(mv) => (json!(seat), mv),
                    None => break,
                }
            }
            (_, 13) => {
                let seat = arbitrary_seat(u)?;
                let mv = arbitrary_json(u, 3)?;
                let reason = arbitrary_reason(u)?;
                events.push(json!({"type": "move", "seat": seat, "move": mv, "reason": reason}));
                state = None;
                continue;
            }
            (Some(st), _) if u.arbitrary()? => (json!(st.to_move), arbitrary_move(u)?),
            _ => (arbitrary_seat(u)?, arbitrary_move(u)?),
        };
        state = match (&state, seat.as_u64()) {
            (Some(st), Some(s)) => siam::rules::apply(st, s as usize, &mv).ok().map(|(n, _)| n),
            _ => None,
        };
        let mut event = json!({"type": "move", "seat": seat, "move": mv});
        if u.ratio(1, 20)? {
            event["reason"] = arbitrary_reason(u)?;
        }
        events.push(event);
    }
    if u.ratio(1, 32)? && events.len() > 1 {
        // Events out of place: a second setup, or a move first.
        let i = u.int_in_range(0..=events.len() - 1)?;
        let j = u.int_in_range(0..=events.len() - 1)?;
        events.swap(i, j);
    }
    let text: String = u.arbitrary()?;
    Ok((events, text))
}

fn arbitrary_seat(u: &mut Unstructured) -> Result<Value> {
    Ok(match u.int_in_range(0u8..=9)? {
        0 => json!(u.arbitrary::<i64>()?),
        1 => json!(u.arbitrary::<u64>()?),
        2 => json!("0"),
        _ => json!(u.int_in_range(0u8..=5)?),
    })
}

fn arbitrary_reason(u: &mut Unstructured) -> Result<Value> {
    Ok(match u.int_in_range(0u8..=3)? {
        0 => json!("timeout"),
        1 => json!("removed"),
        2 => Value::Null,
        _ => json!(u.arbitrary::<String>()?),
    })
}

fn prov(u: &mut Unstructured) -> Result<u8> {
    if u.ratio(1, 10)? {
        u.arbitrary()
    } else {
        u.int_in_range(0..=7)
    }
}

fn faction(u: &mut Unstructured) -> Result<Faction> {
    Ok(*u.choose(&Faction::ALL)?)
}

fn follower(u: &mut Unstructured) -> Result<Follower> {
    Ok(Follower {
        province: prov(u)?,
        faction: faction(u)?,
    })
}

fn maybe<T>(
    u: &mut Unstructured,
    f: impl FnOnce(&mut Unstructured) -> Result<T>,
) -> Result<Option<T>> {
    if u.ratio(1, 4)? {
        Ok(None)
    } else {
        f(u).map(Some)
    }
}

/// A move struct with arbitrary choices (provinces out of range included).
fn arbitrary_move(u: &mut Unstructured) -> Result<Move> {
    if u.ratio(1, 8)? {
        return Ok(Move::Pass);
    }
    let action = match u.int_in_range(0u8..=4)? {
        0 => Action::Maharacha {
            swap: maybe(u, |u| {
                Ok(TileSwap {
                    a: prov(u)?,
                    b: prov(u)?,
                    king: prov(u)?,
                })
            })?,
        },
        1 => Action::KhonThai {
            places: [maybe(u, prov)?, maybe(u, prov)?, maybe(u, prov)?],
        },
        2 => Action::OneVsOne {
            swap: maybe(u, |u| {
                Ok(OneSwap {
                    a: follower(u)?,
                    b: follower(u)?,
                })
            })?,
        },
        3 => Action::TwoVsOne {
            swap: maybe(u, |u| {
                Ok(TwoSwap {
                    two_from: prov(u)?,
                    two: [maybe(u, faction)?, maybe(u, faction)?],
                    one_from: prov(u)?,
                    one: faction(u)?,
                })
            })?,
        },
        _ => Action::Faction {
            faction: faction(u)?,
            places: [maybe(u, prov)?, maybe(u, prov)?],
        },
    };
    Ok(Move::Play {
        action,
        take: maybe(u, follower)?,
    })
}

/// Small arbitrary JSON (depth-limited).
fn arbitrary_json(u: &mut Unstructured, depth: u8) -> Result<Value> {
    let top = if depth == 0 { 4 } else { 6 };
    Ok(match u.int_in_range(0u8..=top)? {
        0 => Value::Null,
        1 => json!(u.arbitrary::<bool>()?),
        2 => json!(u.arbitrary::<i64>()?),
        3 => json!(u.arbitrary::<f64>()?),
        4 => json!(u.arbitrary::<String>()?),
        5 => {
            let n = u.int_in_range(0..=4)?;
            Value::Array(
                (0..n)
                    .map(|_| arbitrary_json(u, depth - 1))
                    .collect::<Result<_>>()?,
            )
        }
        _ => {
            let keys = [
                "type", "card", "swap", "places", "take", "faction", "province", "a", "b", "king",
                "two", "two_from", "one", "one_from", "pass", "play", "action",
            ];
            let n = u.int_in_range(0..=4)?;
            let mut map = serde_json::Map::new();
            for _ in 0..n {
                let key = if u.ratio(3, 4)? {
                    (*u.choose(&keys)?).to_string()
                } else {
                    u.arbitrary()?
                };
                map.insert(key, arbitrary_json(u, depth - 1)?);
            }
            Value::Object(map)
        }
    })
}

/// Uses a loaded game the way the server does; none of it may panic.
fn exercise(game: &dyn GameType, loaded: &dyn LoadedGame, text: Option<&str>) {
    let players = loaded.players();
    let names: Vec<String> = (0..players).map(|i| format!("player{i}")).collect();
    let _ = loaded.outcome_text(&names);
    let _ = loaded.outcome_text(&[]);
    let viewers = (0..players)
        .map(Viewer::Seat)
        .chain([Viewer::Spectator, Viewer::Seat(players + 3)]);
    for viewer in viewers {
        let _ = loaded.view(viewer);
        let _ = loaded.history(viewer, &names);
    }
    let mut rng = SmallRng::seed_from_u64(7);
    if let Status::Active { to_move } = loaded.status() {
        for mv in loaded.random_moves(to_move, 3, &mut rng) {
            if let Err(e) = loaded.prepare_move(to_move, &mv, &names) {
                panic!("the engine offered {mv:?} but refuses it: {e}");
            }
        }
        if let Some(text) = text {
            let _ = loaded.prepare_move(to_move, text, &names);
            let _ = loaded.prepare_move((to_move + 1) % players.max(1), text, &names);
        }
    }
    // What loaded must load again from its own log, to the same position.
    let (setup, moves) = loaded.log();
    let again = game
        .load(&setup, &moves)
        .unwrap_or_else(|e| panic!("a loaded game's own log does not load again: {e}"));
    assert_eq!(
        again.view(Viewer::Spectator),
        loaded.view(Viewer::Spectator),
        "the reloaded game differs"
    );
}
