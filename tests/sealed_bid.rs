//! The hidden-information checks catch a secret carried by a move.
//!
//! Sealed bid, a game written for this test: two players hold the cards 1 to 5 and five
//! prizes (1 to 5, shuffled face down) are turned up one per round. In each round one
//! player bids a card face down, the other then bids openly, and the higher card takes the
//! prize (equal cards: nobody does); the first bidder alternates. The sealed bid is
//! redacted for everybody but its bidder until the round ends.
//!
//! `SealedBid<LEAK>` is the correct game with `LEAK` set to [`CORRECT`]; every other value
//! leaks the sealed bid in one place a game writes: the history's notation, the narration,
//! the narration of a move the platform made (a time-out), a step page, the game area, the
//! board in words. A
//! web side is handed only what its viewer may see (`Seen`), so its leaks come from a
//! state drawn for the composer that copies the sealed bid instead of drawing it.
//! The recap, the feed, the turn mail and the webhook have no words of a game's own: the
//! platform writes them from the history, so a narration leak must be reported on each of
//! them too. The checks of `support::hidden` must pass the correct game and fail each
//! leaky one, naming where it leaks.

mod support;

use maipenrai::game::{
    Adapter, BoardSection, BoardText, Game, GameArea, GameOptions, GameType, GameWeb, Message,
    Outcome, Page, PlayerCount, Seat, Seen, StandingRow, Standings, Telling, Viewer, Visibility,
};
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};
use support::hidden::{self, Report};

const CORRECT: u8 = 0;
const NOTATION: u8 = 1;
const NARRATION: u8 = 2;
const AUTOMATIC: u8 = 3;
const STEP_PAGE: u8 = 4;
const GAME_AREA: u8 = 5;
const BOARD_TEXT: u8 = 6;

const CARDS: u8 = 5;

const MESSAGES: &str = "
players-2 = 2 players
sealed = { $who } placed a sealed bid.
sealed-own = { $who } bid { $bid } face down.
sealed-automatic = { $who } placed a sealed bid automatically: { $why }.
sealed-automatic-own = { $who } bid { $bid } face down automatically: { $why }.
bid = { $who } bid { $bid }.
took = { $who } took the { $prize }: { $first } against { $second }.
nobody = Nobody took the { $prize }: both bid { $first }.
won = { $who } won.
shared = The prizes were shared equally.
not-a-card = { $text } is not a card
";

struct SealedBid<const LEAK: u8>;

#[derive(Clone, Debug, Serialize, Deserialize)]
struct Setup {
    /// The prizes in the order they are turned up.
    prizes: Vec<u8>,
}

#[derive(Clone, Debug)]
struct State {
    prizes: Vec<u8>,
    /// The round being played (0-based); `CARDS` once the game is over.
    round: usize,
    hands: [Vec<u8>; 2],
    /// The first bid of the round, face down.
    sealed: Option<u8>,
    won: [u32; 2],
    /// Every round played: the prize and each seat's card.
    rounds: Vec<(u8, [u8; 2])>,
    moves: usize,
}

impl State {
    fn first(&self) -> Seat {
        self.round % 2
    }
}

#[derive(Clone, Debug, Serialize)]
enum Event {
    Sealed { seat: Seat, bid: u8 },
    Bid { seat: Seat, bid: u8 },
    Round { prize: u8, bids: [u8; 2] },
}

#[derive(Serialize)]
struct View {
    round: usize,
    prize: Option<u8>,
    won: [u32; 2],
    rounds: Vec<(u8, [u8; 2])>,
    hand: Option<Vec<u8>>,
    sealed_placed: bool,
    my_sealed: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{0}")]
struct Refused(String);

fn winner(bids: [u8; 2]) -> Option<Seat> {
    match bids[0].cmp(&bids[1]) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => None,
    }
}

impl<const LEAK: u8> Game for SealedBid<LEAK> {
    const SLUG: &'static str = "sealed-bid";
    const NAME: &'static str = "Sealed bid";
    const MESSAGES: &'static [(&'static str, &'static str)] = &[("en", MESSAGES)];
    const PLAYER_COUNTS: &'static [PlayerCount] = &[PlayerCount {
        players: 2,
        label: "players-2",
    }];
    type Setup = Setup;
    type Move = u8;
    type State = State;
    type Event = Event;
    type View = View;
    type Error = Refused;

    fn setup<R: Rng + ?Sized>(_options: &GameOptions, rng: &mut R) -> Setup {
        let mut prizes: Vec<u8> = (1..=CARDS).collect();
        prizes.shuffle(rng);
        Setup { prizes }
    }
    fn start(setup: &Setup) -> Result<State, String> {
        let mut sorted = setup.prizes.clone();
        sorted.sort_unstable();
        if sorted != (1..=CARDS).collect::<Vec<_>>() {
            return Err("the prizes are not the cards 1 to 5".into());
        }
        let hand: Vec<u8> = (1..=CARDS).collect();
        Ok(State {
            prizes: setup.prizes.clone(),
            round: 0,
            hands: [hand.clone(), hand],
            sealed: None,
            won: [0, 0],
            rounds: Vec::new(),
            moves: 0,
        })
    }
    fn apply(state: &State, seat: Seat, bid: &u8) -> Result<(State, Vec<Event>), Refused> {
        if !Self::legal_moves(state, seat).contains(bid) {
            return Err(Refused(format!("you cannot bid {bid} now")));
        }
        let mut next = state.clone();
        next.moves += 1;
        next.hands[seat].retain(|c| c != bid);
        let Some(first_bid) = next.sealed.take() else {
            next.sealed = Some(*bid);
            return Ok((next, vec![Event::Sealed { seat, bid: *bid }]));
        };
        let mut bids = [0; 2];
        bids[state.first()] = first_bid;
        bids[seat] = *bid;
        let prize = state.prizes[state.round];
        if let Some(w) = winner(bids) {
            next.won[w] += u32::from(prize);
        }
        next.rounds.push((prize, bids));
        next.round += 1;
        Ok((
            next,
            vec![Event::Bid { seat, bid: *bid }, Event::Round { prize, bids }],
        ))
    }
    fn to_move(state: &State) -> Option<Seat> {
        (state.round < usize::from(CARDS)).then(|| match state.sealed {
            None => state.first(),
            Some(_) => 1 - state.first(),
        })
    }
    fn result(state: &State) -> Option<Outcome> {
        if state.round < usize::from(CARDS) {
            return None;
        }
        let best = state.won[0].max(state.won[1]);
        let winners: Vec<Seat> = (0..2).filter(|s| state.won[*s] == best).collect();
        let rows = (0..2)
            .map(|seat| StandingRow {
                seat,
                rank: if state.won[seat] == best { 1 } else { 2 },
                winner: state.won[seat] == best,
                note: None,
                values: vec![Message::number(state.won[seat] as usize)],
            })
            .collect();
        let summary = match winners[..] {
            [one] => Message::new("won").player("who", one),
            _ => Message::new("shared"),
        };
        Some(Outcome {
            winners,
            summary,
            standings: Standings {
                rows,
                ..Default::default()
            },
        })
    }
    fn legal_moves(state: &State, seat: Seat) -> Vec<u8> {
        if Self::to_move(state) == Some(seat) {
            state.hands[seat].clone()
        } else {
            Vec::new()
        }
    }
    fn view_for(state: &State, viewer: Viewer) -> View {
        let seat = match viewer {
            Viewer::Seat(s) => Some(s),
            Viewer::Spectator => None,
        };
        View {
            round: state.round,
            prize: state.prizes.get(state.round).copied(),
            won: state.won,
            rounds: state.rounds.clone(),
            hand: seat.map(|s| state.hands[s].clone()),
            sealed_placed: state.sealed.is_some(),
            my_sealed: state.sealed.filter(|_| seat == Some(state.first())),
        }
    }
    fn print_move(_state: &State, bid: &u8) -> String {
        bid.to_string()
    }
    fn parse_move(_state: &State, text: &str) -> Result<u8, Message> {
        (text.trim().parse())
            .map_err(|_| Message::new("not-a-card").arg("text", format!("{text:?}")))
    }
    fn describe_event(_state: &State, event: &Event, telling: Telling, viewer: Viewer) -> Message {
        match event {
            Event::Sealed { seat, bid } => {
                let own = viewer == Viewer::Seat(*seat);
                let message = match telling {
                    Telling::Automatic(why) => {
                        let own = own || LEAK == AUTOMATIC;
                        Message::new(if own {
                            "sealed-automatic-own"
                        } else {
                            "sealed-automatic"
                        })
                        .arg("why", Message::new(why))
                    }
                    _ if own || LEAK == NARRATION => Message::new("sealed-own"),
                    _ => Message::new("sealed"),
                };
                message.player("who", *seat).arg("bid", *bid)
            }
            Event::Bid { seat, bid } => Message::new("bid").player("who", *seat).arg("bid", *bid),
            Event::Round { prize, bids } => match winner(*bids) {
                Some(w) => Message::new("took")
                    .player("who", w)
                    .arg("prize", *prize)
                    .arg("first", bids[w])
                    .arg("second", bids[1 - w]),
                None => Message::new("nobody")
                    .arg("prize", *prize)
                    .arg("first", bids[0]),
            },
        }
    }
    /// A round's first bid is redacted for all but its bidder until the round ends.
    fn step_visibility(now: &State, step: usize, bid: &u8, viewer: Viewer) -> Visibility {
        let round = (step - 1) / 2;
        let first_bid = step % 2 == 1;
        let sealed = first_bid && now.moves == step;
        if sealed && viewer != Viewer::Seat(round % 2) {
            Visibility::Redacted {
                notation: if LEAK == NOTATION {
                    format!("sealed {bid}")
                } else {
                    "sealed".into()
                },
            }
        } else {
            Visibility::Shown
        }
    }
    /// The prizes not turned up yet and, for the second bidder, the sealed bid: drawn again.
    fn sample_state<R: Rng + ?Sized>(state: &State, seat: Seat, rng: &mut R) -> State {
        let mut out = state.clone();
        let turned = (state.round + 1).min(usize::from(CARDS));
        out.prizes[turned..].shuffle(rng);
        let first = state.first();
        // The web side's leaks: a drawn state that keeps the real sealed bid.
        let copies_the_bid = LEAK == STEP_PAGE || LEAK == GAME_AREA;
        if let (Some(sealed), true, false) = (state.sealed, seat != first, copies_the_bid) {
            let mut cards = out.hands[first].clone();
            cards.push(sealed);
            let pick = cards.swap_remove(rng.gen_range(0..cards.len()));
            cards.sort_unstable();
            out.hands[first] = cards;
            out.sealed = Some(pick);
        }
        out
    }
    fn redraw_setup<R: Rng + ?Sized>(
        setup: &Setup,
        now: &State,
        _viewer: Viewer,
        rng: &mut R,
    ) -> Setup {
        let mut prizes = setup.prizes.clone();
        let turned = (now.round + 1).min(usize::from(CARDS));
        prizes[turned..].shuffle(rng);
        Setup { prizes }
    }
}

impl<const LEAK: u8> GameWeb for SealedBid<LEAK> {
    fn rules_page() -> Result<String, String> {
        Ok("<p>Bid for each prize; the first bid of a round is face down.</p>".into())
    }
    fn game_area(game: &Seen<'_, Self>, page: &Page<'_>) -> Result<GameArea, String> {
        let view = game.view();
        let mut body = format!(
            "<p>Prize: {:?}</p><p>Won: {} to {}</p><ol>",
            view.prize, view.won[0], view.won[1]
        );
        for (prize, bids) in &view.rounds {
            body.push_str(&format!("<li>{prize}: {} and {}</li>", bids[0], bids[1]));
        }
        body.push_str("</ol>");
        if view.sealed_placed {
            body.push_str("<p>A sealed bid is on the table.</p>");
        }
        if LEAK == GAME_AREA {
            body.push_str(&on_the_table(game));
        }
        let mut notes = String::new();
        if let Some(hand) = &view.hand {
            notes = format!("Your cards: {hand:?}");
            if let Some(sealed) = view.my_sealed {
                notes.push_str(&format!(" · your sealed bid: {sealed}"));
            }
        }
        // The composer: a button per card the drawn state lets the seat bid.
        if let (true, Viewer::Seat(seat)) = (page.can_move, page.viewer) {
            let state = game.drawn_state().ok_or("a seat has a drawn state")?;
            for card in &state.hands[seat] {
                body.push_str(&format!(
                    "<form method=\"post\" action=\"/games/{}/moves\">\
                     <input type=\"hidden\" name=\"csrf_token\" value=\"{}\">\
                     <input type=\"hidden\" name=\"move_text\" value=\"{card}\">\
                     <button>Bid {card}</button></form>",
                    page.game_id, page.csrf
                ));
            }
        }
        Ok(GameArea {
            progress: format!("Round {} of {CARDS}", (view.round + 1).min(5)),
            notes,
            body,
            ..Default::default()
        })
    }
    fn board_text(game: &Seen<'_, Self>, _page: &Page<'_>) -> Result<BoardText, String> {
        let view = game.view();
        let mut table = BoardSection::new("The table")
            .line(format!("Prize: {:?}", view.prize))
            .line(format!("Won: {} to {}", view.won[0], view.won[1]));
        if view.sealed_placed {
            table = table.line("A sealed bid is on the table.");
        }
        if LEAK == BOARD_TEXT {
            table = table.line(on_the_table(game));
        }
        Ok(BoardText {
            sections: vec![table],
        })
    }
    fn step_area(game: &Seen<'_, Self>, step: usize, page: &Page<'_>) -> Result<GameArea, String> {
        let then = game.at(step).ok_or("not to be seen")?;
        let mut area = Self::game_area(
            &then,
            &Page {
                can_move: false,
                seq: step as i64,
                ..*page
            },
        )?;
        if LEAK == STEP_PAGE {
            area.body.push_str(&on_the_table(&then));
        }
        Ok(area)
    }
}

/// A leak a web side can still write: the sealed bid read from the composer's drawn state,
/// by a game whose `sample_state` copies it instead of drawing it.
fn on_the_table<const LEAK: u8>(game: &Seen<'_, SealedBid<LEAK>>) -> String {
    match game.drawn_state().and_then(|s| s.sealed) {
        Some(sealed) => format!("<p>To beat: {sealed}</p>"),
        None => String::new(),
    }
}

static GAMES: [(&str, u8, &dyn GameType); 7] = [
    ("correct", CORRECT, &Adapter::<SealedBid<CORRECT>>::new()),
    ("notation", NOTATION, &Adapter::<SealedBid<NOTATION>>::new()),
    (
        "narration",
        NARRATION,
        &Adapter::<SealedBid<NARRATION>>::new(),
    ),
    (
        "automatic",
        AUTOMATIC,
        &Adapter::<SealedBid<AUTOMATIC>>::new(),
    ),
    (
        "step page",
        STEP_PAGE,
        &Adapter::<SealedBid<STEP_PAGE>>::new(),
    ),
    (
        "game area",
        GAME_AREA,
        &Adapter::<SealedBid<GAME_AREA>>::new(),
    ),
    (
        "board in words",
        BOARD_TEXT,
        &Adapter::<SealedBid<BOARD_TEXT>>::new(),
    ),
];

fn game(leak: u8) -> &'static dyn GameType {
    GAMES.iter().find(|g| g.1 == leak).expect("a switch").2
}

const SEED: u64 = 20_261_203;

#[test]
fn the_correct_sealed_bid_game_passes_every_check() {
    let report = hidden::check(game(CORRECT), SEED).unwrap_or_else(|e| panic!("{e}"));
    println!("{report:?}");
    assert!(report.twins >= hidden::MIN_MOVE_TWINS);
    assert!(
        report.redrawn > 0,
        "the prizes still face down were drawn again"
    );
}

/// The surfaces the move-twin check names for a leak: the error of `move_twins` alone.
fn named_by_move_twins(leak: u8) -> String {
    let mut rng = SmallRng::seed_from_u64(SEED);
    let error = hidden::move_twins(game(leak), &mut rng, &mut Report::default())
        .expect_err("the leak is caught");
    println!("{error}");
    error
}

#[test]
fn every_leak_fails_the_checks() {
    for (name, _, game) in &GAMES[1..] {
        assert!(
            hidden::check(*game, SEED).is_err(),
            "the game that leaks in its {name} passed the checks"
        );
    }
}

#[test]
fn a_leak_in_the_history_is_a_redacted_form_that_tells_the_move() {
    assert!(named_by_move_twins(NOTATION).contains("had the same redacted form"));
}

/// The platform writes the recap, the feed, the turn mail and the webhook from the
/// history's narration: a leak there is reported on each.
#[test]
fn a_leak_in_the_narration_shows_in_recap_feed_mail_and_webhook() {
    for leak in [NARRATION, AUTOMATIC] {
        let error = named_by_move_twins(leak);
        let named = error
            .split(", in: ")
            .nth(1)
            .and_then(|rest| rest.lines().next())
            .expect("the surfaces are named");
        assert_eq!(named, "feed, mail, narration, recap, webhook", "{error}");
    }
}

#[test]
fn a_leak_in_a_step_page_or_the_game_area_is_named() {
    assert!(named_by_move_twins(STEP_PAGE).contains(", in: step pages\n"));
    let error = named_by_move_twins(GAME_AREA);
    assert!(error.contains(", in: game area, step pages\n"), "{error}");
}

/// The platform shows the board in words in the game area and on every step page, and
/// the checks compare it there.
#[test]
fn a_leak_in_the_board_in_words_is_named() {
    let error = named_by_move_twins(BOARD_TEXT);
    assert!(error.contains(", in: game area, step pages\n"), "{error}");
}
