//! The smallest game the contract allows: what a new game must write (docs/adding-a-game.md)
//! and nothing more — ten functions of `Game`, three of `GameWeb` — played through the
//! platform's adapter, so every default (title, options, the invitation's facts, random
//! and automatic moves, the history and its step pages, no computer players) is used as a
//! hosted game would use it.

use maipenrai::game::{
    Adapter, BoardSection, BoardText, Game, GameArea, GameOptions, GameType, GameWeb, LoadedGame,
    Message, Outcome, Page, PlayerCount, Seat, Seeing, Seen, StandingRow, Standings, Status,
    Telling, Viewer, Visibility,
};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Take 1 to 3 stones from one pile in turn; whoever takes the last stone wins.
struct Pile;

/// Pile's catalogue: every text it hands the platform (a game keeps it in
/// `src/games/<game>/locales/en/*.ftl`).
const PILE_MESSAGES: &str = "
players-2 = 2 players
players-3 = 3 players
took = { $who } took { $stones }.
took-some = { $who } took some stones.
last-stone = { $who } took the last stone.
not-a-number = { $text } is not a number of stones
";

#[derive(Clone, Debug, Serialize, Deserialize)]
struct Setup {
    stones: u32,
    players: usize,
}

#[derive(Clone, Debug)]
struct State {
    stones: u32,
    players: usize,
    to_move: Seat,
    winner: Option<Seat>,
    /// Moves made so far.
    moves: usize,
}

#[derive(Clone, Debug, Serialize)]
struct Took {
    seat: Seat,
    stones: u32,
}

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{0}")]
struct Refused(String);

impl Game for Pile {
    const SLUG: &'static str = "pile";
    const NAME: &'static str = "Pile";
    const MESSAGES: &'static [(&'static str, &'static str)] = &[("en", PILE_MESSAGES)];
    const PLAYER_COUNTS: &'static [PlayerCount] = &[
        PlayerCount {
            players: 2,
            label: "players-2",
        },
        PlayerCount {
            players: 3,
            label: "players-3",
        },
    ];
    type Setup = Setup;
    type Move = u32;
    type State = State;
    type Event = Took;
    type View = u32;
    type Error = Refused;

    fn setup<R: Rng + ?Sized>(options: &GameOptions, rng: &mut R) -> Setup {
        Setup {
            stones: rng.gen_range(10..20),
            players: options.players,
        }
    }
    fn start(setup: &Setup) -> Result<State, String> {
        Ok(State {
            stones: setup.stones,
            players: setup.players,
            to_move: 0,
            winner: None,
            moves: 0,
        })
    }
    fn apply(state: &State, seat: Seat, mv: &u32) -> Result<(State, Vec<Took>), Refused> {
        if !Self::legal_moves(state, seat).contains(mv) {
            return Err(Refused(format!("you cannot take {mv} now")));
        }
        let stones = state.stones - mv;
        let next = State {
            stones,
            to_move: (seat + 1) % state.players,
            winner: (stones == 0).then_some(seat),
            moves: state.moves + 1,
            ..state.clone()
        };
        Ok((next, vec![Took { seat, stones: *mv }]))
    }
    fn to_move(state: &State) -> Option<Seat> {
        state.winner.is_none().then_some(state.to_move)
    }
    fn result(state: &State) -> Option<Outcome> {
        let winner = state.winner?;
        let rows = (0..state.players)
            .map(|seat| StandingRow {
                seat,
                rank: if seat == winner { 1 } else { 2 },
                winner: seat == winner,
                note: None,
                values: Vec::new(),
            })
            .collect();
        Some(Outcome {
            winners: vec![winner],
            summary: Message::new("last-stone").player("who", winner),
            standings: Standings {
                rows,
                ..Default::default()
            },
        })
    }
    fn legal_moves(state: &State, seat: Seat) -> Vec<u32> {
        if state.winner.is_some() || seat != state.to_move {
            return Vec::new();
        }
        (1..=state.stones.min(3)).collect()
    }
    fn view_for(state: &State, _viewer: Viewer) -> u32 {
        state.stones
    }
    fn print_move(_state: &State, mv: &u32) -> String {
        mv.to_string()
    }
    fn parse_move(_state: &State, text: &str) -> Result<u32, Message> {
        (text.trim().parse())
            .map_err(|_| Message::new("not-a-number").arg("text", format!("{text:?}")))
    }
    fn describe_event(_state: &State, e: &Took, _: Telling, _: Viewer) -> Message {
        Message::new("took")
            .player("who", e.seat)
            .arg("stones", e.stones)
    }
}

impl GameWeb for Pile {
    fn rules_page() -> Result<String, String> {
        Ok("<p>Take one to three stones; the last stone wins.</p>".into())
    }
    fn game_area(game: &Seen<'_, Self>, page: &Page<'_>) -> Result<GameArea, String> {
        let stones = game.view();
        Ok(GameArea {
            progress: format!("{stones} stones left"),
            notes: if page.can_move { "Your turn." } else { "" }.into(),
            body: format!("<p class=\"pile\">{stones}</p>"),
            ..Default::default()
        })
    }
    fn board_text(game: &Seen<'_, Self>, _page: &Page<'_>) -> Result<BoardText, String> {
        Ok(BoardText {
            sections: vec![BoardSection::new("Pile").line(format!("{} stones", game.view()))],
        })
    }
}

/// Pile with a secret: the newest take is sealed — the others see that a seat took, not how
/// many — until the next move is made. Everything but the secret is Pile's.
struct SealedPile;

impl Game for SealedPile {
    const SLUG: &'static str = "sealed-pile";
    const NAME: &'static str = "Sealed pile";
    const MESSAGES: &'static [(&'static str, &'static str)] = Pile::MESSAGES;
    const PLAYER_COUNTS: &'static [PlayerCount] = Pile::PLAYER_COUNTS;
    type Setup = Setup;
    type Move = u32;
    type State = State;
    type Event = Took;
    type View = Option<u32>;
    type Error = Refused;

    fn setup<R: Rng + ?Sized>(options: &GameOptions, rng: &mut R) -> Setup {
        Pile::setup(options, rng)
    }
    fn start(setup: &Setup) -> Result<State, String> {
        Pile::start(setup)
    }
    fn apply(state: &State, seat: Seat, mv: &u32) -> Result<(State, Vec<Took>), Refused> {
        Pile::apply(state, seat, mv)
    }
    fn to_move(state: &State) -> Option<Seat> {
        Pile::to_move(state)
    }
    fn result(state: &State) -> Option<Outcome> {
        Pile::result(state)
    }
    fn legal_moves(state: &State, seat: Seat) -> Vec<u32> {
        Pile::legal_moves(state, seat)
    }
    /// The pile's size is seen only by the seat to move (who must know it) and at the end.
    fn view_for(state: &State, viewer: Viewer) -> Option<u32> {
        (state.winner.is_some() || viewer == Viewer::Seat(state.to_move)).then_some(state.stones)
    }
    fn print_move(_state: &State, mv: &u32) -> String {
        mv.to_string()
    }
    fn parse_move(state: &State, text: &str) -> Result<u32, Message> {
        Pile::parse_move(state, text)
    }
    fn describe_event(s: &State, e: &Took, t: Telling, v: Viewer) -> Message {
        match v {
            Viewer::Seat(seat) if seat == e.seat => Pile::describe_event(s, e, t, v),
            _ => Message::new("took-some").player("who", e.seat),
        }
    }
    fn step_visibility(now: &State, step: usize, _mv: &u32, viewer: Viewer) -> Visibility {
        let mover = (now.to_move + now.players - 1) % now.players;
        let sealed = step == now.moves && now.winner.is_none();
        if sealed && viewer != Viewer::Seat(mover) {
            Visibility::Redacted {
                notation: "sealed".into(),
            }
        } else {
            Visibility::Shown
        }
    }
}

impl GameWeb for SealedPile {
    fn rules_page() -> Result<String, String> {
        Pile::rules_page()
    }
    /// Each step as the viewer may see it, then the newest one's narration.
    fn game_area(game: &Seen<'_, Self>, page: &Page<'_>) -> Result<GameArea, String> {
        let steps: Vec<String> = game
            .steps()
            .map(|s| match s.seeing {
                Seeing::Shown { mv, events } => format!("{}: {mv} ({})", s.step, events.len()),
                Seeing::Redacted { notation } => format!("{}: {notation}", s.step),
            })
            .collect();
        let last = game.last_step().map(|s| s.narration()).unwrap_or_default();
        let said: Vec<String> = last
            .iter()
            .map(|m| maipenrai::game::text::render::<Self>(m, page.names))
            .collect();
        Ok(GameArea {
            body: format!("{} | {}", steps.join(", "), said.join(" ")),
            progress: format!("{:?}", game.view()),
            ..Default::default()
        })
    }
    /// The pile's size where the viewer may see it, else that it is hidden.
    fn board_text(game: &Seen<'_, Self>, _page: &Page<'_>) -> Result<BoardText, String> {
        let size = match game.view() {
            Some(stones) => format!("{stones} stones"),
            None => "a pile of stones, its size hidden".into(),
        };
        Ok(BoardText {
            sections: vec![BoardSection::new("Pile").line(size)],
        })
    }
}

/// Two players' names and a 12-stone pile for them.
fn two_players() -> (Vec<String>, serde_json::Value) {
    (
        ["ann", "ben"].map(String::from).to_vec(),
        serde_json::json!({"stones": 12, "players": 2}),
    )
}

/// `loaded` after `seat` moves `text`, checked and applied.
fn moved(loaded: &dyn LoadedGame, seat: Seat, text: &str, names: &[String]) -> Box<dyn LoadedGame> {
    let prepared = loaded.prepare_move(seat, text, names).unwrap();
    loaded.with_move(&prepared.stored).unwrap()
}

#[test]
fn the_web_side_sees_the_steps_as_its_viewer_may() {
    let game: &dyn GameType = &Adapter::<SealedPile>::new();
    let (names, setup) = two_players();
    let query = BTreeMap::new();
    let area = |loaded: &dyn LoadedGame, viewer| {
        let page = Page {
            viewer,
            ..page(loaded, &names, &query)
        };
        loaded.game_area(&page).unwrap()
    };
    let one = moved(game.load(&setup, &[]).unwrap().as_ref(), 0, "3", &names);
    let two = moved(one.as_ref(), 1, "2", &names);
    // ann's take is redacted for ben until his move: no move, no events, no number.
    let ben = area(one.as_ref(), Viewer::Seat(1));
    assert_eq!(ben.body, "1: sealed | ann took some stones.");
    assert_eq!(ben.progress, "Some(9)");
    assert_eq!(area(one.as_ref(), Viewer::Spectator).progress, "None");
    assert_eq!(
        area(one.as_ref(), Viewer::Seat(0)).body,
        "1: 3 (1) | ann took 3."
    );
    // After ben's move ann's take shows; ben's is sealed for ann.
    assert_eq!(
        area(two.as_ref(), Viewer::Seat(1)).body,
        "1: 3 (1), 2: 2 (1) | ben took 2."
    );
    assert_eq!(
        area(two.as_ref(), Viewer::Seat(0)).body,
        "1: 3 (1), 2: sealed | ben took some stones."
    );
    // A step's page shows the game as it stood then, its steps as they may be seen now.
    let mut step_page = page(two.as_ref(), &names, &query);
    step_page.viewer = Viewer::Seat(0);
    let then = two.step_area(1, &step_page).unwrap();
    assert_eq!(then.body, "1: 3 (1) | ann took 3.");
}

#[test]
fn a_sealed_step_is_redacted_for_the_others_until_the_next_move() {
    let game: &dyn GameType = &Adapter::<SealedPile>::new();
    let (names, setup) = two_players();
    let start = game.load(&setup, &[]).unwrap();
    let one = moved(start.as_ref(), 0, "3", &names);
    // ann's take is sealed for ben and spectators: who moved, not how many; no events.
    for viewer in [Viewer::Seat(1), Viewer::Spectator] {
        let history = one.history(viewer, &names);
        assert_eq!(history.len(), 1);
        assert_eq!(history[0].notation, "sealed");
        assert_eq!(
            history[0].narration,
            vec!["ann took some stones.".to_string()]
        );
        assert!(
            history[0].events.is_empty(),
            "a sealed step's events stay on the server"
        );
        assert!(!serde_json::to_string(&history).unwrap().contains('3'));
    }
    let mine = one.history(Viewer::Seat(0), &names);
    assert_eq!((mine[0].notation.as_str(), mine[0].events.len()), ("3", 1));
    assert_eq!(one.history_window(Viewer::Seat(1)), None);
    assert_eq!(one.history_start(Viewer::Seat(1)), 1);
    // ben's move reveals ann's take (the notation; the narration stays the viewer's).
    let two = moved(one.as_ref(), 1, "2", &names);
    let history = two.history(Viewer::Seat(1), &names);
    assert_eq!(history[0].notation, "3");
    assert_eq!(history[1].notation, "2");
    assert_eq!(two.history(Viewer::Seat(0), &names)[1].notation, "sealed");

    // A checked move joins only the position it was checked in.
    let checked = start.prepare_move(0, "1", &names).unwrap();
    let mut later = moved(one.as_ref(), 1, "1", &names);
    assert!(later.commit(0, checked.pending, None).is_err());
    let mut same = game.load(&setup, &[]).unwrap();
    let again = same.prepare_move(0, "3", &names).unwrap();
    same.commit(0, again.pending, None).unwrap();
    assert_eq!(same.history(Viewer::Seat(0), &names)[0].notation, "3");
}

fn page<'a>(
    game: &dyn LoadedGame,
    names: &'a [String],
    query: &'a BTreeMap<String, String>,
) -> Page<'a> {
    Page {
        game_id: uuid::Uuid::nil(),
        viewer: Viewer::Spectator,
        names,
        can_move: false,
        seq: game.moves_len() as i64,
        csrf: "",
        query,
        composer_flash: &[],
    }
}

#[test]
fn a_game_of_thirteen_functions_is_played_through_the_platform_with_every_default() {
    let game: &dyn GameType = &Adapter::<Pile>::new();
    // Options: the player counts are checked by the platform, the defaults fill in.
    let asked = GameOptions {
        players: 4,
        ..Default::default()
    };
    assert_eq!(
        game.check_options(&asked),
        Err("Pile is for 2 or 3 players".into())
    );
    let options = game
        .check_options(&GameOptions {
            players: 3,
            ..Default::default()
        })
        .expect("3 players");
    assert_eq!(game.default_players(), 2);
    assert_eq!(game.title(&options), "Pile");
    assert_eq!(game.describe_options(&options), "Pile · 3 players");
    let details = game.invitation_details(&options).unwrap();
    assert_eq!(details.facts, vec![("Players".into(), "3".into())]);
    assert_eq!(game.pitch(), "<strong>Pile</strong>");
    assert_eq!(game.rules_title(), "Rules of Pile");
    assert!(!game.has_computers());

    // A whole game by random and automatic moves.
    let names: Vec<String> = ["ann", "ben", "cy"].map(String::from).to_vec();
    let mut rng = StdRng::seed_from_u64(7);
    let setup = game.new_setup(&options, &mut rng);
    let mut loaded = game.load(&setup, &[]).unwrap();
    let mut turn = 0;
    while let Status::Active { to_move } = loaded.status() {
        assert_eq!(
            loaded.computer_move(to_move, maipenrai::game::Level::Strong, 1),
            None
        );
        let text = if turn % 2 == 0 {
            loaded.random_moves(to_move, 1, &mut rng).pop().unwrap()
        } else {
            loaded.automatic_move(to_move).unwrap()
        };
        let prepared = loaded.prepare_move(to_move, &text, &names).unwrap();
        assert_eq!(
            prepared.narration,
            vec![format!("{} took {text}.", names[to_move])]
        );
        loaded = loaded.with_move(&prepared.stored).unwrap();
        turn += 1;
    }
    let Status::Finished { outcome } = loaded.status() else {
        unreachable!()
    };
    assert_eq!(outcome.winners.len(), 1);
    assert!(loaded
        .outcome_text(&names)
        .unwrap()
        .ends_with("took the last stone."));
    assert_eq!(loaded.standings().unwrap().rows.len(), 3);

    // The whole history, and every step's page from the game area as it stood then.
    let history = loaded.history(Viewer::Spectator, &names);
    assert_eq!(history.len(), turn);
    assert_eq!(loaded.history_window(Viewer::Seat(0)), None);
    let query = BTreeMap::new();
    let Setup { stones, .. } = serde_json::from_value(setup).unwrap();
    let mut left = stones;
    for step in 0..=turn {
        let area = loaded
            .step_area(step, &page(loaded.as_ref(), &names, &query))
            .unwrap();
        assert_eq!(
            area.body,
            format!("<p class=\"pile\">{left}</p>"),
            "step {step}"
        );
        // The board in words of the game as it stood then, filled in by the platform.
        assert_eq!(
            area.board.sections[0].items[0].text,
            format!("{left} stones"),
            "step {step}"
        );
        if let Some(s) = history.get(step) {
            left -= s.notation.parse::<u32>().unwrap();
        }
    }
    assert_eq!(left, 0);
}
