//! Every text a game hands the platform, frozen: for each frozen fixture (`tests/fixtures/`)
//! at several positions and for every viewer, the history (notation, narration in each
//! telling, the steps in brief), the game page's area and some history steps' areas, the
//! first composer pages and previews of the player to move, refusals of bad moves, the
//! result and standings; for each game, every text about its options, its rules page and
//! its words for automatic moves. Compared byte for byte with `tests/golden/`, captured
//! before the game contract's narration became data (issue 25): the sentences must read
//! the same however they are produced.
//!
//! The platform's own pages (recap, mails, feed) assemble these texts; they are covered
//! by their own tests. After a deliberate change of wording, regenerate with
//! `UPDATE_GOLDEN=1 cargo test --test golden_texts` and read the diff.

#[allow(dead_code)]
mod frozen_logs;
mod support;

use maipenrai::game::{
    GameOptions, GameType, LoadedGame, MoveReason, Page, Status, StoredMove, Viewer,
};
use maipenrai::games;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::PathBuf;
use support::html;
use uuid::Uuid;

const NAMES: [&str; 4] = ["ann", "ben", "cy", "di"];
const GAME_ID: Uuid = Uuid::from_u128(0x0123_4567_89ab_cdef_0123_4567_89ab_cdef);
/// Composer pages followed from the first page of the player to move (links in order).
const COMPOSER_PAGES: usize = 4;

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// Compares `value` (pretty JSON) with the golden file `name`, or writes it when asked.
fn check(name: &str, value: &Value) -> Option<String> {
    let text = serde_json::to_string_pretty(value).unwrap() + "\n";
    let path = golden_dir().join(name);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(golden_dir()).unwrap();
        std::fs::write(&path, text).unwrap();
        return None;
    }
    let stored = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 writes it)", path.display()));
    if stored == text {
        return None;
    }
    let (line, (want, got)) = stored
        .lines()
        .zip(text.lines())
        .enumerate()
        .find(|(_, (a, b))| a != b)
        .unwrap_or((stored.lines().count().min(text.lines().count()), ("", "")));
    Some(format!(
        "{name} differs at line {}:\n  golden: {want}\n  now:    {got}",
        line + 1
    ))
}

fn names(players: usize) -> Vec<String> {
    NAMES[..players].iter().map(|n| n.to_string()).collect()
}

fn viewers(players: usize) -> Vec<Viewer> {
    (0..players)
        .map(Viewer::Seat)
        .chain([Viewer::Spectator])
        .collect()
}

fn viewer_key(viewer: Viewer) -> String {
    match viewer {
        Viewer::Seat(seat) => format!("seat {seat}"),
        Viewer::Spectator => "spectator".into(),
    }
}

fn page<'a>(
    game: &dyn LoadedGame,
    viewer: Viewer,
    names: &'a [String],
    query: &'a BTreeMap<String, String>,
) -> Page<'a> {
    let can_move = matches!((game.status(), viewer),
        (Status::Active { to_move }, Viewer::Seat(seat)) if to_move == seat);
    Page {
        game_id: GAME_ID,
        viewer,
        names,
        can_move,
        seq: game.moves_len() as i64,
        csrf: "csrf-token",
        query,
        composer_flash: &[],
    }
}

fn area_json(area: Result<maipenrai::game::GameArea, String>) -> Value {
    match area {
        Ok(a) => json!({
            "heading": a.heading,
            "progress": a.progress,
            "notes": a.notes,
            "class": a.class,
            "result": a.result,
            "body": a.body,
        }),
        Err(e) => json!({ "error": e }),
    }
}

fn history_json(game: &dyn LoadedGame, viewer: Viewer, names: &[String]) -> Value {
    game.history(viewer, names)
        .into_iter()
        .map(|s| {
            json!({
                "step": s.step,
                "seat": s.seat,
                "notation": s.notation,
                "narration": s.narration,
                "kind": s.label.kind,
                "phase_end": s.label.phase_end,
            })
        })
        .collect()
}

/// The composer pages reached from the first page by following its links in order.
fn composer_json(game: &dyn LoadedGame, seat: usize, names: &[String]) -> Value {
    let empty = BTreeMap::new();
    let first = game
        .game_area(&page(game, Viewer::Seat(seat), names, &empty))
        .map(|a| a.body)
        .unwrap_or_default();
    let prefix = format!("/games/{GAME_ID}?");
    let mut out = Vec::new();
    let mut body = first;
    let mut seen = Vec::new();
    while out.len() < COMPOSER_PAGES {
        let Some(query) = html::links(&body)
            .into_iter()
            .filter(|href| href.starts_with(&prefix))
            .map(|href| {
                let uri: axum::http::Uri = href.parse().unwrap();
                axum::extract::Query::<BTreeMap<String, String>>::try_from_uri(&uri)
                    .unwrap()
                    .0
            })
            .find(|q| !seen.contains(q))
        else {
            break;
        };
        seen.push(query.clone());
        let area = game.game_area(&page(game, Viewer::Seat(seat), names, &query));
        body = area.as_ref().map(|a| a.body.clone()).unwrap_or_default();
        out.push(json!({ "query": query, "area": area_json(area) }));
    }
    Value::Array(out)
}

/// Refusals of bad moves: unreadable text, and the moves of the position before (often
/// illegal now).
fn refusals_json(
    game: &dyn LoadedGame,
    before: Option<&dyn LoadedGame>,
    names: &[String],
) -> Value {
    let players = names.len();
    let Status::Active { to_move } = game.status() else {
        return json!([]);
    };
    let mut tries: Vec<String> = vec!["".into(), "zz".into(), "1".into(), "pass".into()];
    if let Some(before) = before {
        if let Status::Active { to_move: b } = before.status() {
            tries.extend(before.legal_moves(b).into_iter().take(6));
        }
    }
    let other = (to_move + 1) % players;
    let mut out: Vec<Value> = tries
        .iter()
        .map(|text| match game.prepare_move(to_move, text, names) {
            Ok(p) => {
                json!({ "move": text, "narration": p.narration, "told_to_mover": p.told_to_mover })
            }
            Err(e) => json!({ "move": text, "error": e.to_string() }),
        })
        .collect();
    if let Some(text) = game.legal_moves(to_move).first() {
        out.push(match game.prepare_move(other, text, names) {
            Ok(_) => json!({ "move": text, "by": other, "error": null }),
            Err(e) => json!({ "move": text, "by": other, "error": e.to_string() }),
        });
    }
    Value::Array(out)
}

/// Everything a game says at one position, for every viewer.
fn position_json(
    game_type: &dyn GameType,
    players: usize,
    game: &dyn LoadedGame,
    before: Option<&dyn LoadedGame>,
    timed_out: &dyn LoadedGame,
) -> Value {
    let names = names(players);
    let empty = BTreeMap::new();
    let mut by_viewer = serde_json::Map::new();
    for viewer in viewers(players) {
        let start = game.history_start(viewer);
        // Some history steps' boards, at the end of the game (the others are the game
        // page's area at the positions before).
        let steps: Vec<usize> = match game.status() {
            Status::Finished { .. } => vec![start, 1, game.moves_len() / 2],
            Status::Active { .. } => vec![],
        };
        let step_areas: Vec<Value> = steps
            .iter()
            .map(|s| json!({ "step": s, "area": area_json(game.step_area(*s, &page(game, viewer, &names, &empty))) }))
            .collect();
        by_viewer.insert(
            viewer_key(viewer),
            json!({
                "history_start": start,
                "history_window": game.history_window(viewer),
                "history": history_json(game, viewer, &names),
                "automatic_history": history_json(timed_out, viewer, &names),
                "area": area_json(game.game_area(&page(game, viewer, &names, &empty))),
                "step_areas": step_areas,
            }),
        );
    }
    let composer = match game.status() {
        Status::Active { to_move } => composer_json(game, to_move, &names),
        Status::Finished { .. } => json!(null),
    };
    json!({
        "moves": game.moves_len(),
        "status": status_json(game_type, game.status()),
        "outcome_text": game.outcome_text(&names),
        "standings": game.standings(),
        "viewers": Value::Object(by_viewer),
        "composer": composer,
        "refusals": refusals_json(game, before, &names),
    })
}

/// Where a game stands, as the status read before narration became data.
fn status_json(game_type: &dyn GameType, status: Status) -> Value {
    match status {
        Status::Active { to_move } => json!({ "status": "active", "to_move": to_move }),
        Status::Finished { outcome } => json!({
            "status": "finished",
            "outcome": { "winners": outcome.winners, "summary": game_type.say(&outcome.summary) },
        }),
    }
}

/// The game of `events` cut after `n` moves, and the same with every move marked as made
/// by the platform for each reason in turn (the automatic tellings).
fn cut(game: &dyn GameType, setup: &Value, moves: &[StoredMove], n: usize) -> Box<dyn LoadedGame> {
    game.load(setup, &moves[..n])
        .expect("a fixture's prefix loads")
}

const REASONS: [MoveReason; 6] = [
    MoveReason::Timeout,
    MoveReason::Removed,
    MoveReason::Left,
    MoveReason::Computer,
    MoveReason::Resigned,
    MoveReason::Suspended,
];

fn all_reasons(moves: &[StoredMove]) -> Vec<StoredMove> {
    moves
        .iter()
        .enumerate()
        .map(|(i, m)| StoredMove {
            reason: Some(REASONS[i % REASONS.len()]),
            ..m.clone()
        })
        .collect()
}

fn fixture_json(game: &dyn GameType, events: &[Value]) -> Value {
    let (setup, moves) = frozen_logs::split(events);
    let marked = all_reasons(&moves);
    let n = moves.len();
    // Every fixture is a finished game: its standings rank every seat.
    let players = cut(game, &setup, &moves, n)
        .standings()
        .expect("a fixture is a finished game")
        .rows
        .len();
    let mut positions: Vec<usize> = vec![0, n / 3, (2 * n) / 3, n - 1, n];
    positions.dedup();
    let positions: Vec<Value> = positions
        .into_iter()
        .map(|k| {
            let at = cut(game, &setup, &moves, k);
            let before = k.checked_sub(1).map(|b| cut(game, &setup, &moves, b));
            let timed_out = cut(game, &setup, &marked, k);
            position_json(
                game,
                players,
                at.as_ref(),
                before.as_deref(),
                timed_out.as_ref(),
            )
        })
        .collect();
    json!({ "positions": positions })
}

/// Every player count and option combination of a game, accepted or refused.
fn variants_json(game: &dyn GameType) -> Value {
    let combos = support::option_combos(game);
    let mut out = Vec::new();
    let mut counts: Vec<usize> = game.player_counts().iter().map(|c| c.players).collect();
    counts.extend([1, 9]);
    for players in counts {
        for choices in &combos {
            let asked = GameOptions {
                players,
                choices: choices.clone(),
                ..Default::default()
            };
            out.push(match game.check_options(&asked) {
                Ok(options) => {
                    let details = game.invitation_details(&options).map(
                        |d| json!({ "facts": d.facts, "seating": d.seating, "about": d.about }),
                    );
                    json!({
                        "asked": asked,
                        "title": game.title(&options),
                        "described": game.describe_options(&options),
                        "talk_forbidden": game.talk_forbidden(&options),
                        "sides": game.sides(&options),
                        "rating_pool": game.rating_pool(&options),
                        "casual_only": game.casual_only(&options),
                        "invitation": details.unwrap_or_else(|e| json!({ "error": e })),
                    })
                }
                Err(e) => json!({ "asked": asked, "refused": e }),
            });
        }
    }
    for spec in game.option_specs() {
        let mut asked = GameOptions {
            players: game.default_players(),
            ..Default::default()
        };
        asked.choices.insert(spec.name.into(), "nonsense".into());
        out.push(json!({ "asked": asked, "refused": game.check_options(&asked).err() }));
    }
    Value::Array(out)
}

fn game_json(game: &dyn GameType) -> Value {
    let automatic = game.automatic_words();
    let options: Vec<Value> = game
        .option_specs()
        .iter()
        .map(|s| {
            let say = |id: &'static str| game.say(&id.into());
            let choices: Vec<Value> = (s.choices.iter())
                .map(|(value, label)| json!([value, say(label)]))
                .collect();
            json!({ "name": s.name, "legend": say(s.legend), "choices": choices, "refusal": say(s.refusal) })
        })
        .collect();
    let reasons: Vec<Value> = REASONS.iter().map(|r| json!(r.describe(game))).collect();
    json!({
        "name": game.name(),
        "options": options,
        "player_counts": game.player_counts().iter().map(|c| json!([c.players, game.say(&c.label.into())])).collect::<Vec<_>>(),
        "automatic": [automatic.did, automatic.does, automatic.moves, automatic.server_does, automatic.only],
        "reasons": reasons,
        "pitch": game.pitch(),
        "rules_title": game.rules_title(),
        "rules_page": game.rules_page().unwrap_or_else(|e| e),
        "variants": variants_json(game),
    })
}

#[test]
fn every_text_a_game_hands_the_platform_reads_as_before() {
    let mut failures = Vec::new();
    for game in games::all() {
        failures.extend(check(&format!("{}.json", game.slug()), &game_json(*game)));
    }
    let mut fixtures = frozen_logs::fixtures("tests/fixtures");
    fixtures.extend(frozen_logs::fixtures("tests/fixtures/meridian"));
    assert!(fixtures.len() >= 10, "fixtures are missing");
    for (path, fixture) in fixtures {
        let slug = fixture["game"].as_str().expect("a fixture names its game");
        let game = games::by_slug(slug).expect("a fixture's game is hosted");
        let events = fixture["events"].as_array().unwrap();
        let stem = PathBuf::from(&path)
            .file_stem()
            .unwrap()
            .to_string_lossy()
            .into_owned();
        failures.extend(check(
            &format!("fixture-{stem}.json"),
            &fixture_json(game, events),
        ));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(
        maipenrai::game::text::render_faults(),
        0,
        "a message or one of its arguments is missing from a catalogue (see the log)"
    );
}
