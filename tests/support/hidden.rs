//! The hidden-information checks of one game, as a library: `tests/hidden_every_game.rs`
//! runs them over every registered game, and `tests/sealed_bid.rs` proves that they catch
//! a leak, by running them over a small sealed-bid game with a switch for each place a
//! game could leak its secret.
//!
//! Random games are played by random legal moves (some of them marked as made by the
//! platform, as when time runs out, so that automatic moves' narration is read too), and
//! each check pairs a real game with games that a viewer cannot tell apart from it:
//!
//! 1. [`imagined`]: the same log and last move, but a state whose hidden part is drawn
//!    again from a seat's view (`LoadedGame::imagined_by`, the game's `Game::sample_state`).
//!    The seat's view, legal moves, game page, every composer page reachable from it and
//!    every preview before Confirm must be byte for byte the same. (A web side composes on
//!    a state drawn from the seat's view, `Seen::drawn_state`: this also holds the game's
//!    `sample_state` to reading the state only through that view.)
//! 2. [`redrawn`]: the same moves replayed from a setup redrawn where the viewer has seen
//!    nothing by now (`Game::redraw_setup`), kept when every step's view stays the same.
//! 3. [`move_twins`]: for every step that is redacted or hidden from a viewer, another
//!    legal move of the same seat whose redacted form is the same for that viewer (the same
//!    `step_visibility`: the same public notation), the later moves replayed while they
//!    stay legal, compared at every position from that step up to the one at which the
//!    rules reveal it to the viewer.
//!
//! In 2 and 3 the viewer — each seat and a spectator — must read both games alike on every
//! surface ([`read_by`]): the view, the history's notation and narration, the game area,
//! every step page, and for a seat the recap, the turn mail, the webhook and the feed,
//! rendered by the platform's own functions. A difference fails naming the surfaces.
//!
//! Each check samples positions until it has enough to prove something (a count of
//! differing positions, of pairs, of twins), playing more random games up to a bound, and
//! fails naming the game and the count when the bound is reached first. Positions where a
//! game hides nothing count as such and do not make it fail.

use maipenrai::config::Config;
use maipenrai::game::{
    review_seed, GameOptions, GameType, HistoryStep, LoadedGame, MoveReason, Page, Seat, Status,
    StoredMove, Viewer, Visibility,
};
use maipenrai::notify::{derive, feed, messages};
use maipenrai::store::User;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use std::collections::{BTreeMap, BTreeSet};
use uuid::Uuid;

use super::html;

/// Previews compared per seat and position: every one when there are at most this many
/// legal moves, else at least this many distinct ones.
const PREVIEWS: usize = 200;
/// Positions taken from each random game (besides the start) for checks 1 and 2.
const POSITIONS_PER_GAME: usize = 3;
/// Positions of the first round at which the composer is explored in full (or up to
/// [`PREVIEWS`] previews); elsewhere only the first page of the seat is compared.
const EXPLORED_PER_VARIANT: usize = 2;
/// Check 1 needs this many positions at which the imagined game really differs in what
/// the seat cannot see (a game that hides nothing from a seated player has none).
pub const MIN_DIFFERING: usize = 12;
/// Check 2 needs this many pairs of games that look alike to a viewer.
pub const MIN_PAIRS: usize = 40;
/// Check 3 needs this many twins of a redacted or hidden move, in a game that has any.
pub const MIN_MOVE_TWINS: usize = 20;
/// Other moves tried in place of each redacted or hidden step (for every viewer it is
/// sealed from).
const ALTERNATIVES: usize = 3;
/// Random games played per variant before a check gives up on its count.
const MAX_ROUNDS: usize = 40;

const NAMES: [&str; 4] = ["ann", "ben", "cy", "di"];
const GAME_ID: Uuid = Uuid::from_u128(0x5eed);

/// A page address's query parameters, as the server's query extractor reads them.
type Query = BTreeMap<String, String>;

/// What the checks found: the counts their guards asked for.
#[derive(Debug, Default)]
pub struct Report {
    /// Check 1: positions compared, those at which the imagined game differed, previews
    /// compared and positions whose composer was explored.
    pub sampled: usize,
    pub differing: usize,
    pub previews: usize,
    pub explored: usize,
    /// Check 2: pairs read alike, and those from a setup really drawn again.
    pub pairs: usize,
    pub redrawn: usize,
    /// Check 3: steps redacted or hidden from a viewer at the position they were made,
    /// and the twins played in their place.
    pub sealed: usize,
    pub twins: usize,
}

/// Runs the three checks on `game` with random games from `seed`.
pub fn check(game: &dyn GameType, seed: u64) -> Result<Report, String> {
    let mut report = Report::default();
    let mut rng = SmallRng::seed_from_u64(seed);
    imagined(game, &mut rng, &mut report)?;
    redrawn(game, &mut rng, &mut report)?;
    move_twins(game, &mut rng, &mut report)?;
    Ok(report)
}

pub fn names(players: usize) -> Vec<String> {
    NAMES[..players].iter().map(|n| n.to_string()).collect()
}

/// Every position of a random game of `options` played to its end: the start, then one
/// per move. About one move in six is stored as one the platform made (a time-out, a
/// resignation), which only changes how it is narrated.
pub fn random_game(
    game: &dyn GameType,
    options: &GameOptions,
    rng: &mut SmallRng,
) -> Result<Vec<Box<dyn LoadedGame>>, String> {
    let names = names(options.players);
    let setup = game.new_setup(options, rng);
    let mut loaded = game
        .load(&setup, &[])
        .map_err(|e| format!("{}: a new game does not load: {e:?}", game.slug()))?;
    let mut all = Vec::new();
    while let Status::Active { to_move } = loaded.status() {
        let text = loaded
            .random_moves(to_move, 1, rng)
            .pop()
            .ok_or_else(|| format!("{}: the seat to move has no move", game.slug()))?;
        let prepared = loaded
            .prepare_move(to_move, &text, &names)
            .map_err(|e| format!("{}: random move {text} refused: {e:?}", game.slug()))?;
        let mut stored = prepared.stored;
        if rng.gen_ratio(1, 6) {
            stored.reason = [MoveReason::Timeout, MoveReason::Resigned]
                .choose(rng)
                .copied();
        }
        let next = loaded
            .with_move(&stored)
            .map_err(|e| format!("{}: a legal move does not apply: {e:?}", game.slug()))?;
        all.push(std::mem::replace(&mut loaded, next));
    }
    all.push(loaded);
    Ok(all)
}

/// The start and a few random positions of a random game (the end excluded).
fn some_positions(
    game: &dyn GameType,
    options: &GameOptions,
    rng: &mut SmallRng,
) -> Result<Vec<Box<dyn LoadedGame>>, String> {
    let mut all = random_game(game, options, rng)?;
    all.pop();
    let mut picked: Vec<usize> = (1..all.len()).collect();
    picked.shuffle(rng);
    picked.truncate(POSITIONS_PER_GAME);
    Ok(all
        .into_iter()
        .enumerate()
        .filter(|(i, _)| *i == 0 || picked.contains(i))
        .map(|(_, p)| p)
        .collect())
}

/// Whether two games differ in what `seat` cannot see: another viewer's view now, or any
/// viewer's after the next move (made alike in both).
fn differ(real: &dyn LoadedGame, twin: &dyn LoadedGame, seat: Seat, names: &[String]) -> bool {
    let viewers: Vec<Viewer> = (0..names.len())
        .filter(|s| *s != seat)
        .map(Viewer::Seat)
        .chain([Viewer::Spectator])
        .collect();
    if viewers.iter().any(|v| real.view(*v) != twin.view(*v)) {
        return true;
    }
    let Status::Active { to_move } = real.status() else {
        return false;
    };
    // The first legal move of the seat to move, made in both (when legal in both).
    let Some(text) = real.legal_moves(to_move).into_iter().next() else {
        return false;
    };
    let after = |g: &dyn LoadedGame| {
        let prepared = g.prepare_move(to_move, &text, names).ok()?;
        g.with_move(&prepared.stored).ok()
    };
    match (after(real), after(twin)) {
        (Some(a), Some(b)) => (0..names.len())
            .map(Viewer::Seat)
            .chain([Viewer::Spectator])
            .any(|v| a.view(v) != b.view(v)),
        (a, b) => a.is_some() != b.is_some(),
    }
}

/// The composer links of a page: every link to this game's page with a query
/// ([`html::links`]), its query read by the server's own extractor.
fn composer_links(body: &str) -> Vec<Query> {
    let prefix = format!("/games/{GAME_ID}?");
    let mut out = Vec::new();
    for href in html::links(body) {
        if !href.starts_with(&prefix) {
            continue;
        }
        let Ok(uri) = href.parse::<axum::http::Uri>() else {
            continue;
        };
        if let Ok(axum::extract::Query(query)) = axum::extract::Query::<Query>::try_from_uri(&uri) {
            if !out.contains(&query) {
                out.push(query);
            }
        }
    }
    out
}

/// The moves a page's forms would post: the `move_text` of every move form
/// ([`html::forms`]; the notation field's is empty: nothing is typed here).
fn offered_moves(body: &str) -> Vec<String> {
    let action = format!("/games/{GAME_ID}/moves");
    html::forms(body)
        .into_iter()
        .filter(|f| f.action == action)
        .filter_map(|f| f.field("move_text").map(str::to_string))
        .filter(|m| !m.is_empty())
        .collect()
}

/// The real game and one the seat cannot tell apart, and the pages compared so far.
struct Pair<'a> {
    game: &'a dyn GameType,
    real: &'a dyn LoadedGame,
    twin: &'a dyn LoadedGame,
    seat: Seat,
    names: Vec<String>,
    /// Pages already compared, by query.
    seen: BTreeMap<Query, Shown>,
}

/// What a compared page offers: its composer links, the moves its forms would post (a
/// preview's Confirm, a Pass button) and whether it is a preview.
#[derive(Clone)]
struct Shown {
    links: Vec<Query>,
    moves: Vec<String>,
    preview: bool,
}

impl Pair<'_> {
    /// Renders the seat's game area with `query` for both games, which must be equal, and
    /// returns what it offers.
    fn page(&mut self, query: &Query) -> Result<Shown, String> {
        if let Some(known) = self.seen.get(query) {
            return Ok(known.clone());
        }
        let can_move =
            matches!(self.real.status(), Status::Active { to_move } if to_move == self.seat);
        let page = Page {
            game_id: GAME_ID,
            viewer: Viewer::Seat(self.seat),
            names: &self.names,
            can_move,
            seq: self.real.moves_len() as i64,
            csrf: "csrf-token",
            query,
            composer_flash: &[],
        };
        let render = |g: &dyn LoadedGame| {
            g.game_area(&page)
                .map(|area| {
                    format!(
                        "{}\n{}\n{}\n{}\n{:?}\n{}\n{:?}",
                        area.heading,
                        area.progress,
                        area.notes,
                        area.class,
                        area.result,
                        area.body,
                        area.board
                    )
                })
                .map_err(|e| format!("{}: the game area failed: {e}", self.game.slug()))
        };
        let real = render(self.real)?;
        let twin = render(self.twin)?;
        if real != twin {
            return Err(format!(
                "{}: seat {} at move {} with composer query {query:?} is shown a page that \
                 depends on what it cannot see.\n{}",
                self.game.slug(),
                self.seat + 1,
                self.real.moves_len(),
                first_difference(&real, &twin)
            ));
        }
        let shown = Shown {
            links: composer_links(&real),
            moves: offered_moves(&real),
            preview: real.contains("data-testid=\"confirm\""),
        };
        self.seen.insert(query.clone(), shown.clone());
        Ok(shown)
    }

    /// Every composer page reachable from the first, when there are at most `PREVIEWS`
    /// legal moves; else random walks until `PREVIEWS` distinct moves were offered. Returns
    /// the distinct moves the compared pages offer (each behind its preview, or a button).
    fn explore(&mut self, legal: usize, rng: &mut SmallRng) -> Result<BTreeSet<String>, String> {
        let mut offered: BTreeSet<String> = BTreeSet::new();
        if legal <= PREVIEWS {
            let mut queue = vec![Query::new()];
            let mut queued: BTreeSet<Query> = queue.iter().cloned().collect();
            while let Some(q) = queue.pop() {
                let shown = self.page(&q)?;
                offered.extend(shown.moves);
                for l in shown.links {
                    if queued.insert(l.clone()) {
                        queue.push(l);
                    }
                }
                if queued.len() >= 50 * PREVIEWS {
                    return Err(format!(
                        "{}: the composer has more pages than expected for {legal} legal moves",
                        self.game.slug()
                    ));
                }
            }
            return Ok(offered);
        }
        let mut walks = 0;
        while offered.len() < PREVIEWS && walks < 10 * PREVIEWS {
            walks += 1;
            let mut q = Query::new();
            let mut path: BTreeSet<Query> = BTreeSet::new();
            for _ in 0..64 {
                path.insert(q.clone());
                let shown = self.page(&q)?;
                offered.extend(shown.moves);
                if shown.preview {
                    break;
                }
                let forward: Vec<&Query> =
                    shown.links.iter().filter(|l| !path.contains(*l)).collect();
                let Some(next) = forward.get(rng.gen_range(0..forward.len().max(1))) else {
                    break;
                };
                q = (*next).clone();
            }
        }
        Ok(offered)
    }
}

/// Where two texts part, with some context on both sides.
fn first_difference(real: &str, twin: &str) -> String {
    let at = real
        .chars()
        .zip(twin.chars())
        .take_while(|(a, b)| a == b)
        .count();
    let from = at.saturating_sub(200);
    let show = |s: &str| s.chars().skip(from).take(500).collect::<String>();
    format!(
        "--- real game, from char {from}:\n{}\n--- a game the viewer cannot tell apart:\n{}",
        show(real),
        show(twin)
    )
}

/// Plays rounds of one random game per variant of `game`, `play` checking each (with the
/// round's number), until `enough` says the report holds what the check needs (after a
/// first round of every variant) or [`MAX_ROUNDS`] were played: whether it does.
fn rounds(
    game: &dyn GameType,
    rng: &mut SmallRng,
    report: &mut Report,
    enough: impl Fn(&Report, usize) -> bool,
    mut play: impl FnMut(&GameOptions, usize, &mut SmallRng, &mut Report) -> Result<(), String>,
) -> Result<bool, String> {
    let variants = super::variants(game);
    for round in 0..MAX_ROUNDS {
        if round > 0 && enough(report, round) {
            return Ok(true);
        }
        for options in &variants {
            play(options, round, rng, report)?;
        }
    }
    Ok(enough(report, MAX_ROUNDS))
}

/// Check 1: the view, legal moves, game page, composer pages and previews of a seat are
/// the same in a game drawn again from that seat's view.
pub fn imagined(
    game: &dyn GameType,
    rng: &mut SmallRng,
    report: &mut Report,
) -> Result<(), String> {
    let enough = |report: &Report, _| report.differing >= MIN_DIFFERING;
    let done = rounds(game, rng, report, enough, |options, round, rng, report| {
        let names = names(options.players);
        for (index, real) in some_positions(game, options, rng)?.iter().enumerate() {
            for seat in 0..options.players {
                let twin = real.imagined_by(seat, rng);
                // The seat's view is the same; what is hidden differs (counted).
                if real.view(Viewer::Seat(seat)) != twin.view(Viewer::Seat(seat)) {
                    return Err(format!(
                        "{}: the imagined game looks different to seat {}",
                        game.slug(),
                        seat + 1
                    ));
                }
                report.sampled += 1;
                if differ(real.as_ref(), twin.as_ref(), seat, &names) {
                    report.differing += 1;
                }
                let legal = real.legal_moves(seat);
                if legal != twin.legal_moves(seat) {
                    return Err(format!(
                        "{}: seat {}'s legal moves depend on what it cannot see",
                        game.slug(),
                        seat + 1
                    ));
                }
                let mut pair = Pair {
                    game,
                    real: real.as_ref(),
                    twin: twin.as_ref(),
                    seat,
                    names: names.clone(),
                    seen: BTreeMap::new(),
                };
                pair.page(&Query::new())?;
                if legal.is_empty() || round > 0 || index > EXPLORED_PER_VARIANT {
                    continue;
                }
                let offered = pair.explore(legal.len(), rng)?;
                report.explored += 1;
                report.previews += offered.len();
                if offered.len() < legal.len().min(PREVIEWS) {
                    return Err(format!(
                        "{}: only {} moves reached through the composer for {} legal moves",
                        game.slug(),
                        offered.len(),
                        legal.len()
                    ));
                }
                let illegal: Vec<&String> = offered.iter().filter(|m| !legal.contains(m)).collect();
                if !illegal.is_empty() {
                    return Err(format!(
                        "{}: the composer offers moves that are not legal: {illegal:?}",
                        game.slug()
                    ));
                }
            }
        }
        Ok(())
    })?;
    if done {
        return Ok(());
    }
    Err(format!(
        "{}: only {} of {} sampled positions differ in what a seat cannot see after {MAX_ROUNDS} \
         games of each variant ({MIN_DIFFERING} needed): the comparison would prove little",
        game.slug(),
        report.differing,
        report.sampled
    ))
}

/// The page `viewer` reads `game` on, without a composer (nobody's move is being made).
pub fn reading_page<'a>(
    game: &dyn LoadedGame,
    viewer: Viewer,
    names: &'a [String],
    query: &'a Query,
) -> Page<'a> {
    Page {
        game_id: GAME_ID,
        viewer,
        names,
        can_move: false,
        seq: game.moves_len() as i64,
        csrf: "",
        query,
        composer_flash: &[],
    }
}

/// Everything `viewer` reads of a game, surface by surface: the view, the history's
/// notation and its narration, the game area, the pages of every step they may open, the
/// result, and for a seat the recap, the turn mail, the webhook and the feed's entries, as
/// the platform's own functions write them.
pub fn read_by(
    game: &dyn LoadedGame,
    viewer: Viewer,
    names: &[String],
) -> BTreeMap<&'static str, String> {
    let query = Query::new();
    let page = reading_page(game, viewer, names, &query);
    let json = |v: &serde_json::Value| v.to_string();
    let history = game.history(viewer, names);
    let mut out = BTreeMap::new();
    out.insert("view", json(&game.view(viewer)));
    out.insert(
        "history",
        history
            .iter()
            .map(|s| {
                format!(
                    "{} {} {:?} {} {} {:?}\n",
                    s.step,
                    s.seat,
                    s.reason,
                    s.notation,
                    json(&serde_json::Value::Array(s.events.clone())),
                    s.label
                )
            })
            .chain(game.history_window(viewer))
            .collect(),
    );
    out.insert(
        "narration",
        history
            .iter()
            .map(|s| s.narration.join(" | ") + "\n")
            .collect(),
    );
    out.insert(
        "game area",
        game.game_area(&page)
            .map(|a| {
                format!(
                    "{}\n{}\n{}\n{}\n{:?}\n{}\n{:?}",
                    a.heading, a.progress, a.notes, a.class, a.result, a.body, a.board
                )
            })
            .unwrap_or_else(|e| format!("error: {e}")),
    );
    let first = game.history_start(viewer);
    let lowest = if first <= 1 { 0 } else { first };
    out.insert(
        "step pages",
        (lowest..=game.moves_len())
            .map(|step| {
                game.step_area(step, &page)
                    .map(|a| format!("{}\n{}\n{}\n{:?}\n", a.heading, a.notes, a.body, a.board))
                    .unwrap_or_else(|e| format!("error: {e}"))
            })
            .collect(),
    );
    out.insert("result", game.outcome_text(names).unwrap_or_default());
    if let Viewer::Seat(seat) = viewer {
        out.insert("recap", steps_text(&game.recap(seat, names)));
        let config = Config::for_tests("sqlite::memory:");
        let recap = derive::recap_of(
            &game.since_last_move(seat, names),
            names,
            format!("{}/games/{GAME_ID}/history", config.base_url),
        );
        let users: Vec<User> = names
            .iter()
            .enumerate()
            .map(|(i, name)| User {
                user_id: Uuid::from_u128(i as u128 + 1),
                username: name.clone(),
                created_at: time::OffsetDateTime::UNIX_EPOCH,
            })
            .collect();
        let me = &users[seat];
        let line = messages::GameLine::new(&config, GAME_ID, "a game".into(), &users, me.user_id);
        let seq = game.moves_len() as i64;
        out.insert(
            "mail",
            messages::turn_mail(&config, me, "me@example.org", &line, seq, &recap, None)
                .map(|m| format!("{}\n{}", m.subject, m.body))
                .unwrap_or_else(|e| format!("error: {e}")),
        );
        out.insert(
            "webhook",
            messages::turn_webhook(me, "https://example.org/hook", &line, seq, &recap).body,
        );
        let entries: String = feed::move_entries(game, seat, names)
            .into_iter()
            .map(|(step, summary)| format!("{} {}: {summary}\n", step.step, step.seat))
            .collect();
        out.insert("feed", format!("{}\n{entries}", recap.text()));
        out.insert("review", reviews(game, seat, &history));
    }
    out
}

/// Decisions of a seat's reviewed ([`REVIEWED`], the latest) with a short search each.
const REVIEWED: usize = 2;
const REVIEW_ITERATIONS: u32 = 24;

/// The computer's review of `seat`'s latest decisions (`LoadedGame::review_step`), which
/// must search from the seat's view alone: two games that look alike to the seat up to a
/// step get the same review of its decision there. The seed depends on the step only, as
/// the site's depends on public data only.
fn reviews(game: &dyn LoadedGame, seat: Seat, history: &[HistoryStep]) -> String {
    history
        .iter()
        .filter(|s| s.seat == seat && s.reason.is_none())
        .rev()
        .take(REVIEWED)
        .map(|s| {
            let index = s.step - 1;
            let seed = review_seed(GAME_ID, index, seat, 1);
            format!(
                "{} {:?}\n",
                s.step,
                game.review_step(index, seed, Some(REVIEW_ITERATIONS))
            )
        })
        .collect()
}

/// Steps as a recap shows them: who, what, and how it is told.
fn steps_text(steps: &[HistoryStep]) -> String {
    steps
        .iter()
        .map(|s| {
            format!(
                "{} {} {} {}\n",
                s.step,
                s.seat,
                s.notation,
                s.narration.join(" | ")
            )
        })
        .collect()
}

/// Compares what `viewer` reads of two games; the error names every surface that differs
/// and shows the first.
fn read_alike(
    real: &dyn LoadedGame,
    twin: &dyn LoadedGame,
    viewer: Viewer,
    names: &[String],
) -> Result<(), (Vec<&'static str>, String)> {
    let a = read_by(real, viewer, names);
    let b = read_by(twin, viewer, names);
    let differing: Vec<&'static str> = a
        .iter()
        .filter(|(surface, text)| b.get(*surface) != Some(text))
        .map(|(surface, _)| *surface)
        .collect();
    match differing.first() {
        None => Ok(()),
        Some(first) => {
            let detail = first_difference(&a[first], &b[first]);
            Err((differing, detail))
        }
    }
}

/// Check 2: the same moves from a setup redrawn where the viewer has seen nothing read
/// alike to that viewer.
pub fn redrawn(game: &dyn GameType, rng: &mut SmallRng, report: &mut Report) -> Result<(), String> {
    let enough = |report: &Report, _| report.pairs >= MIN_PAIRS;
    let done = rounds(game, rng, report, enough, |options, _, rng, report| {
        let names = names(options.players);
        let viewers: Vec<Viewer> = (0..options.players)
            .map(Viewer::Seat)
            .chain([Viewer::Spectator])
            .collect();
        for real in some_positions(game, options, rng)? {
            for &viewer in &viewers {
                // Kept when every move stays legal and every step looked alike.
                let Ok(twin) = real.redrawn_for(viewer, rng) else {
                    continue;
                };
                let alike = (0..=real.moves_len())
                    .all(|step| real.view_at(step, viewer) == twin.view_at(step, viewer));
                if !alike {
                    continue;
                }
                report.pairs += 1;
                if real.log().0 != twin.log().0 {
                    report.redrawn += 1;
                }
                read_alike(real.as_ref(), twin.as_ref(), viewer, &names).map_err(
                    |(surfaces, detail)| {
                        format!(
                            "{} {options:?}: {viewer:?} reads two games differently that \
                                 look alike to them (setup drawn again), in: {}\n{detail}",
                            game.slug(),
                            surfaces.join(", ")
                        )
                    },
                )?;
            }
        }
        Ok(())
    })?;
    if done {
        return Ok(());
    }
    Err(format!(
        "{}: only {} pairs of games that look alike after {MAX_ROUNDS} games of each variant \
         ({MIN_PAIRS} needed)",
        game.slug(),
        report.pairs
    ))
}

/// Check 3: a redacted or hidden move replaced by another one with the same redacted form
/// reads alike to the viewer until the rules reveal it.
pub fn move_twins(
    game: &dyn GameType,
    rng: &mut SmallRng,
    report: &mut Report,
) -> Result<(), String> {
    // A game none of whose steps is ever sealed from a viewer (in three games of each
    // variant) has nothing to twin.
    let enough = |report: &Report, round| {
        report.twins >= MIN_MOVE_TWINS || (round >= 3 && report.sealed == 0)
    };
    let done = rounds(game, rng, report, enough, |options, _, rng, report| {
        let names = names(options.players);
        let positions = random_game(game, options, rng)?;
        twins_of_game(game, options, &positions, &names, rng, report)
    })?;
    if done {
        return Ok(());
    }
    Err(format!(
        "{}: only {} moves played in place of a sealed one had the same redacted form ({} \
         steps redacted or hidden when made, {MIN_MOVE_TWINS} twins needed after {MAX_ROUNDS} \
         games of each variant): a sealed step whose public notation depends on the move \
         tells the move",
        game.slug(),
        report.twins,
        report.sealed
    ))
}

/// The twins of every sealed step of one random game (`positions`: every position, the
/// start first).
fn twins_of_game(
    game: &dyn GameType,
    options: &GameOptions,
    positions: &[Box<dyn LoadedGame>],
    names: &[String],
    rng: &mut SmallRng,
    report: &mut Report,
) -> Result<(), String> {
    let (_, moves) = positions.last().expect("the start").log();
    let viewers: Vec<Viewer> = (0..options.players)
        .map(Viewer::Seat)
        .chain([Viewer::Spectator])
        .collect();
    for step in 1..positions.len() {
        let made: &StoredMove = &moves[step - 1];
        let sealed_from: Vec<(Viewer, Visibility)> = viewers
            .iter()
            .filter(|v| **v != Viewer::Seat(made.seat))
            .map(|&v| (v, positions[step].step_visibility(step, v)))
            .filter(|(_, seen)| *seen != Visibility::Shown)
            .collect();
        if sealed_from.is_empty() {
            continue;
        }
        // Up to ALTERNATIVES other legal moves of the seat, each played in its place (with
        // the same reason: the platform's move for a player is told as such).
        let before = &positions[step - 1];
        let mut texts = before.legal_moves(made.seat);
        texts.shuffle(rng);
        let alternatives: Vec<(String, Box<dyn LoadedGame>)> = texts
            .into_iter()
            .filter_map(|text| {
                let prepared = before.prepare_move(made.seat, &text, names).ok()?;
                if prepared.stored.mv == made.mv {
                    return None;
                }
                let stored = StoredMove {
                    reason: made.reason,
                    ..prepared.stored
                };
                Some((text, before.with_move(&stored).ok()?))
            })
            .take(ALTERNATIVES)
            .collect();
        for (viewer, sealed) in sealed_from {
            report.sealed += 1;
            for (other, twin) in &alternatives {
                if twin.step_visibility(step, viewer) != sealed {
                    continue;
                }
                report.twins += 1;
                // From the step on, while the rules keep it from the viewer and the later
                // moves stay legal in the twin.
                let mut at = step;
                let mut later: Option<Box<dyn LoadedGame>> = None;
                loop {
                    let real = &positions[at];
                    if real.step_visibility(step, viewer) == Visibility::Shown {
                        break;
                    }
                    let now = later.as_deref().unwrap_or(twin.as_ref());
                    read_alike(real.as_ref(), now, viewer, names).map_err(
                        |(surfaces, detail)| {
                            format!(
                                "{} {options:?}: {viewer:?} reads two games differently after \
                                 step {step} was played as {other} instead, although its \
                                 redacted form is the same ({sealed:?}), at step {at}, in: \
                                 {}\n{detail}",
                                game.slug(),
                                surfaces.join(", ")
                            )
                        },
                    )?;
                    at += 1;
                    let Some(next) = moves.get(at - 1) else { break };
                    match now.with_move(next) {
                        Ok(next) => later = Some(next),
                        Err(_) => break,
                    }
                }
            }
        }
    }
    Ok(())
}
