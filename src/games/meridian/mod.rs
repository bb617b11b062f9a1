//! Meridian (Leo Colovini), for 2–4 players: trading companies place garrison towers on
//! islands cut into ten north–south strips, the meridians.
//!
//! `board` holds both sides as data, `model` the game's data, `rules` applies a turn and
//! scores, `moves` enumerates and samples turns, `notation` reads and writes them, `view`
//! decides what everybody sees (only the decks' order is hidden), `web` draws it.
//! Rulings M1–M9 (and ours after them): `docs/meridian-rulings.md`.

pub mod board;
pub mod greedy;
pub mod model;
pub mod moves;
pub mod notation;
mod refusals;
pub mod rules;
mod search;
pub mod view;
pub mod web;

#[cfg(test)]
mod tests;

pub use board::{Side, BOARD_VERSION};
pub use model::*;
pub use rules::RuleError;
pub use view::View;

use crate::game::{
    text, Arg, Automatic, Game, GameOptions, Judge, Message, OptionSpec, Outcome, PlayerCount,
    Seat, StandingRow, Standings, StepLabel, Telling, Think, Viewer,
};
use rand::seq::SliceRandom;
use rand::Rng;

/// Marker type implementing [`Game`] for Meridian.
pub struct Meridian;

impl Meridian {
    pub const SLUG_STR: &'static str = "meridian";
}

/// Makes every random choice of a new game (M2): colours, every deck's order and the start
/// player.
pub fn new_setup<R: Rng + ?Sized>(players: u8, rng: &mut R) -> Setup {
    let n = players as usize;
    let mut colours: Vec<u8> = (0..COLOURS.len() as u8).collect();
    colours.shuffle(rng);
    // M9: with two players each plays two colours as one.
    let per_seat = if n == 2 { 2 } else { 1 };
    let colours: Vec<Vec<u8>> = (0..n)
        .map(|s| colours[s * per_seat..(s + 1) * per_seat].to_vec())
        .collect();
    let decks = colours
        .iter()
        .map(|cs| {
            let mut deck: Vec<Card> = cs
                .iter()
                .flat_map(|&c| (0..CARDS_PER_COLOUR as u8).map(move |k| Card::new(c, k)))
                .collect();
            deck.shuffle(rng);
            deck
        })
        .collect();
    Setup {
        players,
        side: Side::for_players(n),
        board_version: BOARD_VERSION.into(),
        colours,
        decks,
        start: rng.gen_range(0..n),
    }
}

/// Checks a recorded setup (it may come from a damaged or hostile log) and builds the
/// initial state.
pub fn start(setup: &Setup) -> Result<State, String> {
    let n = setup.players as usize;
    if !(2..=4).contains(&n) {
        return Err(format!("{n} players: Meridian is for 2 to 4"));
    }
    if setup.side != Side::for_players(n) {
        return Err(format!(
            "{n} players play on side {}",
            Side::for_players(n).letter()
        ));
    }
    if setup.board_version != BOARD_VERSION {
        return Err(format!("unknown board version {:?}", setup.board_version));
    }
    let per_seat = if n == 2 { 2 } else { 1 };
    if setup.colours.len() != n || setup.decks.len() != n || setup.start >= n {
        return Err("seats, colours and decks do not match the player count".into());
    }
    let mut used = [false; 4];
    let mut seats = [SeatState {
        deck: [Card::default(); MAX_DECK],
        deck_len: 0,
        next: 0,
        face_up: [None; FACE_UP],
        played: [Card::default(); MAX_DECK],
        played_len: 0,
        supply: 0,
        colour: 0,
    }; 4];
    let mut setup_colours = [[None; 2]; 4];
    for (seat, (cs, deck)) in setup.colours.iter().zip(&setup.decks).enumerate() {
        if cs.len() != per_seat {
            return Err(format!("seat {} needs {per_seat} colour(s)", seat + 1));
        }
        for &c in cs {
            if c as usize >= COLOURS.len() || std::mem::replace(&mut used[c as usize], true) {
                return Err("every colour belongs to one seat at most".into());
            }
        }
        // The deck is exactly the seat's colours' cards, each once.
        let mut expected: Vec<Card> = cs
            .iter()
            .flat_map(|&c| (0..CARDS_PER_COLOUR as u8).map(move |k| Card::new(c, k)))
            .collect();
        let mut given = deck.clone();
        expected.sort();
        given.sort();
        if given != expected {
            return Err(format!(
                "seat {}'s deck is not its colours' 13 cards each",
                seat + 1
            ));
        }
        let s = &mut seats[seat];
        s.deck[..deck.len()].copy_from_slice(deck);
        s.deck_len = deck.len() as u8;
        s.supply = PIECES_PER_COLOUR * per_seat as u8;
        s.colour = cs[0];
        for slot in 0..FACE_UP {
            s.face_up[slot] = Some(s.deck[slot]);
        }
        s.next = FACE_UP as u8;
        setup_colours[seat][0] = Some(cs[0]);
        setup_colours[seat][1] = cs.get(1).copied();
    }
    Ok(State {
        side: setup.side,
        players: setup.players,
        seats,
        towers: Default::default(),
        to_move: setup.start,
        turn: 0,
        result: None,
        setup_colours,
    })
}

/// "a tower of 3 pieces in row 2".
fn tower_words(height: u8, row: u8) -> Message {
    Message::new("tower").arg("height", height).arg("row", row)
}

/// One sentence for an event, told plainly in English; `names` by seat.
pub fn describe(state: &State, event: &Event, names: &[String], telling: Telling) -> String {
    text::render::<Meridian>(&describe_told(state, event, telling), names)
}

/// One sentence for an event; the mover's turn itself is told as `telling` says.
pub fn describe_told(state: &State, event: &Event, telling: Telling) -> Message {
    let voice = match telling {
        Telling::ToMover => "you",
        _ => "other",
    };
    describe_with(state, event, voice, |seat| match telling {
        Telling::Plain => Message::new("event-played").player("who", seat),
        Telling::ToMover => Message::new("event-played-you"),
        Telling::Automatic(why) => Message::new("event-played-automatically")
            .player("who", seat)
            .arg("why", Message::new(why)),
    })
}

/// The turn a player is about to play, told to them in the composer's preview: "You play
/// the 5 on meridian 5 and place …".
pub fn describe_preview(state: &State, event: &Event) -> Message {
    describe_with(state, event, "preview", |_| {
        Message::new("preview-you-play")
    })
}

/// A card's numbers as people read them: "4, 5, 6 or 7".
pub fn numbers_either(card: Card) -> Arg {
    let mut numbers: Vec<Arg> = card.numbers().iter().map(|n| Arg::from(*n)).collect();
    match numbers.pop() {
        Some(last) if !numbers.is_empty() => Message::new("game-either")
            .arg("rest", Arg::join(numbers, "list-comma"))
            .arg("last", last)
            .into(),
        Some(last) => last,
        None => Arg::Text(String::new()),
    }
}

/// One sentence for an event, the mover of a turn told by `who`. `voice` is the grammar
/// of what the mover did, a selector of the messages: `preview` (to the mover, before
/// confirming: "you place"), `you` (to the mover, after: "you placed"), `other` (about
/// them: "placed").
fn describe_with(
    state: &State,
    event: &Event,
    voice: &str,
    who: impl Fn(Seat) -> Message,
) -> Message {
    let _ = state;
    match event {
        Event::Played {
            seat,
            card,
            meridian,
            removed,
            removed_row,
            placed,
            pushed,
        } => {
            let who = who(*seat);
            let Some(m) = meridian else {
                return Message::new("event-nothing")
                    .arg("voice", voice)
                    .arg("who", who)
                    .arg("card", card.label());
            };
            let mut parts: Vec<Arg> = Vec::new();
            if let (Some(t), Some(row)) = (removed, removed_row) {
                parts.push(
                    Message::new("event-took-back")
                        .arg("voice", voice)
                        .arg("height", t.height)
                        .arg("row", *row)
                        .into(),
                );
            }
            if let Some(p) = placed {
                parts.push(
                    Message::new("event-placed")
                        .arg("voice", voice)
                        .arg("tower", tower_words(p.height, p.row))
                        .into(),
                );
            }
            let pushes: Vec<Arg> = (pushed.iter())
                .map(|p| {
                    Message::new(if p.to_row < p.from_row {
                        "event-pushed-north"
                    } else {
                        "event-pushed-south"
                    })
                    .arg("voice", voice)
                    .player("owner", p.owner as usize)
                    .arg("height", p.height)
                    .arg("from", p.from_row)
                    .arg("to", p.to_row)
                    .into()
                })
                .collect();
            Message::new("event-turn")
                .arg("who", who)
                .arg("card", card.label())
                .arg("meridian", *m)
                .arg("parts", Arg::join(parts, "then"))
                .arg("pushes", Arg::join(pushes, "join-nothing"))
        }
        Event::TurnedUp { seat, card } => Message::new("event-turned-up")
            .player("who", *seat)
            .arg("card", card.label()),
        Event::GameEnded { result } => {
            Message::new("event-game-over").arg("result", describe_result(result))
        }
    }
}

/// The result in one sentence, e.g. "ann wins with 14 points."
pub fn describe_result(r: &FinalResult) -> Message {
    let best = r.winners.first().map_or(0, |s| r.points[*s]);
    let id = match r.decider {
        Decider::Points => "result-points",
        Decider::UnusedPieces => "result-unused",
        Decider::Shared => "result-shared",
    };
    Message::new(id)
        .players("who", r.winners.iter().copied())
        .arg("points", best)
        .arg("unused", r.winners.first().map_or(0, |s| r.unused[*s]))
}

/// A compact summary of a state for frozen fixtures: the result, every tower and every
/// seat's supply and played cards.
pub fn digest(state: &State) -> serde_json::Value {
    let rows = state.board().rows;
    serde_json::json!({
        "result": state.result,
        "turn": state.turn,
        "towers": (0..board::MERIDIANS)
            .map(|m| state.towers[m][..rows].iter().map(|t| format!("{}:{}", t.height, t.owner)).collect::<Vec<_>>())
            .collect::<Vec<_>>(),
        "seats": (0..state.n())
            .map(|s| serde_json::json!({
                "supply": state.seats[s].supply,
                "played": state.seats[s].played(),
            }))
            .collect::<Vec<_>>(),
    })
}

/// Every seat ranked: points, then unused pieces; equal in both, equal rank (M8).
pub fn standings(state: &State) -> Option<Standings> {
    let r = state.result.as_ref()?;
    let n = state.n();
    let key = |s: Seat| (r.points[s], r.unused[s]);
    let mut order: Vec<Seat> = (0..n).collect();
    order.sort_by(|a, b| key(*b).cmp(&key(*a)).then(a.cmp(b)));
    let mut rows: Vec<StandingRow> = Vec::with_capacity(n);
    for (i, &seat) in order.iter().enumerate() {
        let rank = match rows.last() {
            Some(prev) if key(prev.seat) == key(seat) => prev.rank,
            _ => i + 1,
        };
        rows.push(StandingRow {
            seat,
            rank,
            winner: r.winners.contains(&seat),
            note: None,
            values: vec![
                Message::number(r.points[seat]),
                Message::number(r.islands[seat]),
                Message::number(r.unused[seat]),
            ],
        });
    }
    Some(Standings {
        columns: vec![
            Message::new("column-points"),
            Message::new("column-islands"),
            Message::new("column-unused"),
        ],
        rows,
        decided_by: Some(Message::new(match r.decider {
            Decider::Points => "decided-points",
            Decider::UnusedPieces => "decided-unused",
            Decider::Shared => "decided-shared",
        })),
    })
}

impl Game for Meridian {
    const SLUG: &'static str = Self::SLUG_STR;
    const NAME: &'static str = "Meridian";
    const MESSAGES: &'static [(&'static str, &'static str)] = &[
        ("en", include_str!("locales/en/game.ftl")),
        ("en", include_str!("locales/en/notation.ftl")),
        ("en", include_str!("locales/en/web.ftl")),
        ("en", include_str!("locales/en/refusals.ftl")),
        ("nl", include_str!("locales/nl/game.ftl")),
        ("nl", include_str!("locales/nl/notation.ftl")),
        ("nl", include_str!("locales/nl/web.ftl")),
        ("nl", include_str!("locales/nl/refusals.ftl")),
        ("fr", include_str!("locales/fr/game.ftl")),
        ("fr", include_str!("locales/fr/notation.ftl")),
        ("fr", include_str!("locales/fr/web.ftl")),
        ("fr", include_str!("locales/fr/refusals.ftl")),
        ("it", include_str!("locales/it/game.ftl")),
        ("it", include_str!("locales/it/notation.ftl")),
        ("it", include_str!("locales/it/web.ftl")),
        ("it", include_str!("locales/it/refusals.ftl")),
    ];
    const OPTIONS: &'static [OptionSpec] = &[];
    const PLAYER_COUNTS: &'static [PlayerCount] = &[
        PlayerCount {
            players: 2,
            label: "players-2",
        },
        PlayerCount {
            players: 3,
            label: "players-3",
        },
        PlayerCount {
            players: 4,
            label: "players-4",
        },
    ];
    const DEFAULT_PLAYERS: usize = 3;
    const THINK: Option<Think<Self>> = Some(crate::bots::search::think::<Self>);
    const JUDGE: Option<Judge<Self>> = Some(crate::bots::review::judge::<Self>);
    /// A random Meridian playout costs about three of King of Siam's (the arena measured
    /// 21–43 µs against 13–16 µs).
    const PLAYOUT_WEIGHT: u32 = 3;
    /// Playouts guided by the island lead (best of three random moves) beat random ones
    /// clearly (docs/computer-players.md).
    const PLAYOUT_CANDIDATES: u32 = 3;
    const AUTOMATIC: Automatic = Automatic {
        did: "automatic-did",
        does: "automatic-does",
        moves: "automatic-moves",
        server_does: "automatic-server-does",
        only: "automatic-only",
    };

    type Setup = Setup;
    type Move = Move;
    type State = State;
    type Event = Event;
    type View = View;
    type Error = RuleError;

    fn describe_options(options: &GameOptions) -> Vec<Message> {
        vec![
            Message::new("game-players").arg("count", options.players),
            Message::new("options-side").arg(
                "side",
                Side::for_players(options.players).letter().to_string(),
            ),
        ]
    }

    fn setup<R: Rng + ?Sized>(options: &GameOptions, rng: &mut R) -> Setup {
        new_setup(options.players.clamp(2, 4) as u8, rng)
    }

    fn start(setup: &Setup) -> Result<State, String> {
        start(setup)
    }

    fn apply(state: &State, seat: Seat, mv: &Move) -> Result<(State, Vec<Event>), RuleError> {
        rules::apply(state, seat, mv)
    }

    fn to_move(state: &State) -> Option<Seat> {
        state.result.is_none().then_some(state.to_move)
    }

    fn result(state: &State) -> Option<Outcome> {
        let r = state.result.as_ref()?;
        Some(Outcome {
            winners: r.winners.clone(),
            summary: describe_result(r),
            standings: standings(state)?,
        })
    }

    /// The cards still face down in every deck, shuffled again (M3: the decks' order is
    /// hidden from everybody until the end, when the whole setup is public).
    fn redraw_setup<R: Rng + ?Sized>(
        setup: &Setup,
        now: &State,
        _viewer: Viewer,
        rng: &mut R,
    ) -> Setup {
        let mut out = setup.clone();
        if now.result.is_none() {
            for (seat, deck) in out.decks.iter_mut().enumerate() {
                let seen = usize::from(now.seats[seat].next).min(deck.len());
                deck[seen..].shuffle(rng);
            }
        }
        out
    }

    /// M8 applied to the board as it stands: points, then unused pieces (both public).
    fn ranking(state: &State) -> Option<Vec<usize>> {
        let mut now = state.clone();
        now.result = Some(rules::final_result(state));
        crate::game::ranks_by_seat(&standings(&now)?, state.n())
    }

    fn seats(state: &State) -> usize {
        state.n()
    }

    fn estimate(state: &State, seat: Seat) -> Option<f64> {
        Some(greedy::estimate(state, seat))
    }

    fn sample_state<R: Rng + ?Sized>(state: &State, seat: Seat, rng: &mut R) -> State {
        search::sample_state(&view::view_for(state, Viewer::Seat(seat)), seat, rng)
    }

    fn legal_moves(state: &State, seat: Seat) -> Vec<Move> {
        moves::legal_moves(state, seat)
    }

    fn random_move<R: Rng + ?Sized>(state: &State, seat: Seat, rng: &mut R) -> Option<Move> {
        moves::random_move(state, seat, rng)
    }

    fn automatic_move(state: &State, seat: Seat) -> Option<Move> {
        moves::automatic_move(state, seat)
    }

    fn view_for(state: &State, viewer: Viewer) -> View {
        view::view_for(state, viewer)
    }

    fn print_move(state: &State, mv: &Move) -> String {
        notation::print(state, state.to_move, mv)
    }

    fn refusal(error: &RuleError) -> Message {
        refusals::refusal(error)
    }

    fn parse_move(state: &State, text: &str) -> Result<Move, Message> {
        notation::parse(state, state.to_move, text)
    }

    fn spelling(text: &str) -> String {
        notation::spelling(text)
    }

    fn describe_event(state: &State, event: &Event, telling: Telling, _viewer: Viewer) -> Message {
        describe_told(state, event, telling)
    }

    fn step_label(_before: &State, mv: &Move, _events: &[Event]) -> StepLabel {
        let card = mv.card.label();
        StepLabel {
            kind: Some(match (mv.meridian, mv.place, mv.remove) {
                (None, ..) => Message::new("label-nothing").arg("card", card),
                (Some(m), Some(_), _) => Message::new("label-placed")
                    .arg("card", card)
                    .arg("meridian", m),
                (Some(m), None, _) => Message::new("label-took-back")
                    .arg("card", card)
                    .arg("meridian", m),
            }),
            // One phase: the game has no rounds to head.
            phase_end: None,
        }
    }
}
