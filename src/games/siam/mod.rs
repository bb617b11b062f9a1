//! King of Siam (Peer Sylvester) and its King of Saba map, for 2–4 players.
//!
//! `rules` applies moves, `moves` enumerates and samples them, `notation` reads and
//! writes them, `view` decides what each viewer may see.

pub mod board;
mod decode;
pub mod greedy;
pub mod model;
pub mod moves;
pub mod notation;
mod refusals;
pub mod rules;
mod search;
pub mod testing;
pub mod view;
pub mod web;
pub mod words;

#[cfg(test)]
mod tests;

pub use board::BoardId;
pub use model::*;
pub use rules::RuleError;
pub use view::View;

use crate::game::{
    text, Arg, Automatic, Game, GameOptions, Judge, Message, OptionSpec, Outcome, PlayerCount,
    Seat, StandingRow, Standings, StepLabel, Telling, Think, Viewer, Visibility,
};
use rand::seq::SliceRandom;
use rand::Rng;

/// Marker type implementing [`Game`] for King of Siam.
pub struct KingOfSiam;

impl KingOfSiam {
    pub const SLUG_STR: &'static str = "king-of-siam";
}

/// Followers shown on playing aids 1–3 (R1); aid 4 copies the left neighbour's.
pub fn aid_followers(aid: u8) -> Counts {
    match aid {
        1 => [1, 1, 0],
        2 => [1, 0, 1],
        _ => [0, 1, 1],
    }
}

/// Makes every random choice of a new game (R2, R3).
pub fn new_setup<R: Rng + ?Sized>(board: BoardId, players: u8, hands: Hands, rng: &mut R) -> Setup {
    let def = board.board();
    let mut bag: Counts = if players == 2 { [16; 3] } else { [18; 3] };
    let mut aid_deck: Vec<u8> = if players == 4 {
        vec![1, 2, 3, 4]
    } else {
        vec![1, 2, 3]
    };
    aid_deck.shuffle(rng);
    let aids: Vec<u8> = aid_deck[..players as usize].to_vec();
    let n = players as usize;
    // R1: the left neighbour is the next seat in turn order.
    let followers: Vec<Counts> = (0..n)
        .map(|s| {
            let aid = if aids[s] == 4 {
                aids[(s + 1) % n]
            } else {
                aids[s]
            };
            aid_followers(aid)
        })
        .collect();
    for f in &followers {
        for c in 0..3 {
            bag[c] -= f[c];
        }
    }
    let mut provinces = [[0u8; 3]; 8];
    for (i, p) in def.provinces.iter().enumerate() {
        if let Some(h) = p.home {
            provinces[i][h as usize] += p.home_followers;
            bag[h as usize] -= p.home_followers;
        }
    }
    for (i, p) in def.provinces.iter().enumerate() {
        while provinces[i].iter().sum::<u8>() < p.start_size {
            let total: u32 = bag.iter().map(|&c| c as u32).sum();
            let mut k = rng.gen_range(0..total);
            for c in 0..3 {
                if k < bag[c] as u32 {
                    bag[c] -= 1;
                    provinces[i][c] += 1;
                    break;
                }
                k -= bag[c] as u32;
            }
        }
    }
    let mut tiles: [Prov; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
    tiles.shuffle(rng);
    Setup {
        board,
        players,
        hands,
        provinces,
        pool: bag,
        tiles,
        aids,
        followers,
        start: rng.gen_range(0..n),
    }
}

/// Checks a recorded setup and builds the initial state.
pub fn start(setup: &Setup) -> Result<State, String> {
    let n = setup.players as usize;
    if !(2..=4).contains(&n) {
        return Err(format!("{n} players: King of Siam is for 2 to 4"));
    }
    if setup.aids.len() != n || setup.followers.len() != n || setup.start >= n {
        return Err("seats, aids and followers do not match the player count".into());
    }
    let mut seen = [false; 8];
    for &t in &setup.tiles {
        if t >= 8 || std::mem::replace(&mut seen[t as usize], true) {
            return Err("the tile order is not a permutation of the 8 provinces".into());
        }
    }
    let mut aids = setup.aids.clone();
    aids.sort();
    let max_aid = if n == 4 { 4 } else { 3 };
    if aids.windows(2).any(|w| w[0] == w[1]) || aids.iter().any(|&a| a == 0 || a > max_aid) {
        return Err("playing aids must be distinct cards 1–3 (1–4 with four players)".into());
    }
    for s in 0..n {
        let aid = if setup.aids[s] == 4 {
            setup.aids[(s + 1) % n]
        } else {
            setup.aids[s]
        };
        if setup.followers[s] != aid_followers(aid) {
            return Err(format!(
                "seat {} does not hold its playing aid's followers",
                s + 1
            ));
        }
    }
    let def = setup.board.board();
    for (i, p) in def.provinces.iter().enumerate() {
        let c = setup.provinces[i];
        // Summed wide: a corrupted stored setup may hold any byte values.
        if c.iter().map(|&n| n as u32).sum::<u32>() != p.start_size as u32
            || p.home.is_some_and(|h| c[h as usize] < p.home_followers)
        {
            return Err(format!("{} does not hold its starting followers", p.name));
        }
    }
    let per_colour = if n == 2 { 16 } else { 18 };
    for f in 0..3 {
        let total: u32 = setup.provinces.iter().map(|c| c[f] as u32).sum::<u32>()
            + setup.pool[f] as u32
            + setup.followers.iter().map(|c| c[f] as u32).sum::<u32>();
        if total != per_colour {
            return Err(format!(
                "there must be {per_colour} followers of each colour"
            ));
        }
    }
    let mut seats = [PlayerState::UNTOUCHED; 4];
    for s in 0..n {
        seats[s].followers = setup.followers[s];
        seats[s].aid = setup.aids[s];
    }
    Ok(State {
        board: setup.board,
        hands_variant: setup.hands,
        players: setup.players,
        provinces: setup.provinces,
        control: [None; 8],
        resolved_in: [0; 8],
        tiles: setup.tiles,
        king: [None; 8],
        resolved: 0,
        pool: setup.pool,
        seats,
        to_move: setup.start as u8,
        passes: 0,
        cards_played: 0,
        last_action: None,
        step: 0,
        result: None,
    })
}

/// The winners and deciding rule in one sentence.
pub fn describe_result(state: &State, r: &FinalResult) -> Message {
    let board = state.board();
    let own: Vec<Seat> = (r.winners.iter())
        .filter(|s| !r.partners.contains(s))
        .copied()
        .collect();
    if r.colony {
        let how = match r.decider {
            Decider::Sets => "result-colony-sets",
            Decider::LatestLastCard => "result-colony-latest-card",
            _ => "result-colony-shared",
        };
        return Message::new("result-colony")
            .arg("country", words::country(board))
            .arg("occupier", words::occupier(board))
            .arg("occupied", r.occupied)
            .players("who", own.iter().copied())
            .arg("own", own.len())
            .arg("how", Message::new(how));
    }
    let faction = |f: Option<Faction>, none: &'static str| {
        f.map_or_else(|| Message::new(none), |f| words::faction(board, f))
    };
    let ruling = faction(r.ruling, "result-nobody");
    let ruled = Message::new(if r.ruling_by_latest_control {
        "result-ruled-recently"
    } else {
        "result-ruled"
    })
    .arg("ruling", ruling.clone())
    .arg("country", words::country(board));
    let how = match r.decider {
        Decider::RulingFollowers => Message::new("result-most-ruling").arg("ruling", ruling),
        Decider::SecondFollowers => Message::new("result-second")
            .arg("ruling", ruling)
            .arg("second", faction(r.second, "result-none")),
        Decider::OldestLastCard => Message::new("result-oldest-card"),
        _ => Message::new("result-shared"),
    };
    let partners = match (r.partners.len(), own.len()) {
        (0, _) => Arg::Text(String::new()),
        (1, 1) => Message::new("result-partner")
            .players("partners", r.partners.iter().copied())
            .players("who", own.iter().copied())
            .into(),
        _ => Message::new("result-partners")
            .players("partners", r.partners.iter().copied())
            .into(),
    };
    Message::new("result-ruling")
        .arg("ruled", ruled)
        .players("who", own.iter().copied())
        .arg("own", own.len())
        .arg("how", how)
        .arg("partners", partners)
}

/// "a yellow follower from Lan Na".
fn follower(board: &board::Board, f: Follower) -> Message {
    Message::new("action-follower")
        .arg("colour", words::colour(board, f.faction))
        .arg("province", words::province(board, f.province))
}

fn describe_action(board: &board::Board, action: &Action) -> Message {
    let pn = |p: Prov| words::province(board, p);
    let said = |id: &'static str| Message::new(id).arg("card", words::card(board, action.card()));
    match action {
        Action::Maharacha { swap: None } => said("action-no-tiles"),
        Action::Maharacha { swap: Some(s) } => said("action-tiles")
            .arg("a", pn(s.a))
            .arg("b", pn(s.b))
            .arg("king", words::king(board))
            .arg("on", pn(s.king)),
        Action::KhonThai { places } => {
            let parts: Vec<Arg> = Faction::ALL
                .iter()
                .filter_map(|f| {
                    places[f.index()].map(|p| {
                        Message::new("action-place")
                            .arg("colour", words::colour(board, *f))
                            .arg("province", pn(p))
                            .into()
                    })
                })
                .collect();
            if parts.is_empty() {
                said("action-pool-empty")
            } else {
                said("action-placed").arg("places", Arg::join(parts, "list-comma"))
            }
        }
        Action::OneVsOne { swap: None } | Action::TwoVsOne { swap: None } => said("action-no-swap"),
        Action::OneVsOne { swap: Some(s) } => said("action-one-swap")
            .arg("a", follower(board, s.a))
            .arg("b", follower(board, s.b)),
        Action::TwoVsOne { swap: Some(s) } => {
            let two: Vec<Arg> = (s.two.iter().flatten())
                .map(|f| words::colour(board, *f).into())
                .collect();
            said("action-two-swap")
                .arg("count", two.len())
                .arg("colours", Arg::join(two, "list-and"))
                .arg("from", pn(s.two_from))
                .arg("one", words::colour(board, s.one))
                .arg("to", pn(s.one_from))
        }
        Action::Faction { faction, places } => {
            let colour = words::colour(board, *faction);
            match places {
                [Some(p), Some(q)] if p == q => said("action-placed-two")
                    .arg("colour", colour)
                    .arg("province", pn(*p)),
                [Some(p), Some(q)] => said("action-placed-both")
                    .arg("colour", colour)
                    .arg("a", pn(*p))
                    .arg("b", pn(*q)),
                [Some(p), None] | [None, Some(p)] => said("action-placed-one")
                    .arg("colour", colour)
                    .arg("province", pn(*p)),
                [None, None] => {
                    said("action-placed-none").arg("faction", words::faction(board, *faction))
                }
            }
        }
    }
}

/// The card a player is about to play, told to them in the composer's preview: "You play
/// …; took …".
pub fn describe_preview(board: &board::Board, action: &Action, take: Option<Follower>) -> Message {
    Message::new("preview-play")
        .arg("action", describe_action(board, action))
        .arg("took", took(board, take))
}

/// "took a yellow follower from Lan Na", or "had nothing to take".
fn took(board: &board::Board, take: Option<Follower>) -> Message {
    match take {
        Some(f) => Message::new("event-took")
            .arg("colour", words::colour(board, f.faction))
            .arg("province", words::province(board, f.province)),
        None => Message::new("event-took-nothing"),
    }
}

/// What decided the winner (the result panel's "decided by").
pub fn decider_text(board: &board::Board, r: &FinalResult) -> Message {
    match r.decider {
        Decider::RulingFollowers => Message::new("decided-ruling"),
        Decider::SecondFollowers => Message::new("decided-second").arg(
            "second",
            r.second
                .map_or_else(|| Message::new("result-none"), |f| words::faction(board, f)),
        ),
        Decider::OldestLastCard => Message::new("decided-oldest-card"),
        Decider::Sets => Message::new("decided-sets"),
        Decider::LatestLastCard => Message::new("decided-latest-card"),
        Decider::Shared => Message::new("decided-shared"),
    }
}

/// Every seat ranked at the end: the winners first, then the others by the counts that
/// decide (the ruling and second factions' followers, or complete sets in a colony).
pub fn standings(state: &State) -> Option<Standings> {
    let r = state.result.as_ref()?;
    let board = state.board();
    let n = state.n();
    let count = |seat: Seat, f: Option<Faction>| {
        f.map_or(0, |f| state.seats[seat].followers[f.index()] as u32)
    };
    let mut columns = Vec::new();
    let keys: Vec<Vec<u32>> = (0..n)
        .map(|s| {
            if r.colony {
                vec![r.sets.get(s).copied().unwrap_or(0) as u32]
            } else {
                vec![count(s, r.ruling), count(s, r.second)]
            }
        })
        .collect();
    if r.colony {
        columns.push(Message::new(if n == 4 {
            "column-sets-partner"
        } else {
            "column-sets"
        }));
    } else {
        let column = |f: Option<Faction>, none: &'static str| match f {
            Some(f) => Message::new("column-followers").arg("faction", words::faction(board, f)),
            None => Message::new(none),
        };
        columns.push(column(r.ruling, "column-ruling"));
        columns.push(column(r.second, "column-second"));
    }
    columns.push(Message::new("column-latest-card"));
    let mut order: Vec<Seat> = (0..n).collect();
    order.sort_by(|a, b| {
        r.winners
            .contains(b)
            .cmp(&r.winners.contains(a))
            .then_with(|| keys[*b].cmp(&keys[*a]))
            .then(a.cmp(b))
    });
    let mut rows: Vec<StandingRow> = Vec::with_capacity(n);
    for (i, &seat) in order.iter().enumerate() {
        let winner = r.winners.contains(&seat);
        let rank = match rows.last() {
            _ if winner => 1,
            Some(prev) if !prev.winner && keys[prev.seat] == keys[seat] => prev.rank,
            _ => i + 1,
        };
        let mut values: Vec<Message> = keys[seat].iter().map(|k| Message::number(*k)).collect();
        let last = state.seats[seat].last_card;
        values.push(if last == 0 {
            Message::new("value-no-card")
        } else {
            Message::new("value-card")
                .arg("card", last)
                .arg("cards", state.cards_total())
        });
        rows.push(StandingRow {
            seat,
            rank,
            winner,
            note: (n == 4).then(|| {
                Message::new(if seat.is_multiple_of(2) {
                    "team-a"
                } else {
                    "team-b"
                })
            }),
            values,
        });
    }
    Some(Standings {
        columns,
        rows,
        decided_by: Some(decider_text(board, r)),
    })
}

/// One sentence for an engine event, told plainly in English; `names` by seat.
pub fn describe(state: &State, event: &Event, names: &[String]) -> String {
    text::render::<KingOfSiam>(&describe_told(state, event, Telling::Plain), names)
}

/// One sentence for an engine event; the mover's decision (a card or a pass) is told as
/// `telling` says.
pub fn describe_told(state: &State, event: &Event, telling: Telling) -> Message {
    let board = state.board();
    // The mover's decision: plainly, to the mover, or as the platform's automatic move.
    let told = |plain: &'static str, to_mover: &'static str, automatic: &'static str, seat| {
        match telling {
            Telling::Plain => Message::new(plain).player("who", seat),
            Telling::ToMover => Message::new(to_mover),
            Telling::Automatic(why) => Message::new(automatic)
                .player("who", seat)
                .arg("why", Message::new(why)),
        }
    };
    match event {
        Event::Played { seat, action, take } => told(
            "event-played",
            "event-played-you",
            "event-played-automatically",
            *seat,
        )
        .arg("action", describe_action(board, action))
        .arg("took", took(board, *take)),
        Event::Passed {
            seat,
            ended_struggle,
        } => {
            let who = told(
                "event-passed",
                "event-passed-you",
                "event-passed-automatically",
                *seat,
            );
            let id = if *ended_struggle {
                "event-pass-ended"
            } else {
                "event-pass"
            };
            Message::new(id).arg("who", who)
        }
        Event::Skipped {
            seat,
            reason,
            ended_struggle,
        } => {
            let why = match reason {
                SkipReason::NoCards => "skip-no-cards",
                SkipReason::LastCardCannotWin => "skip-last-card",
            };
            let id = if *ended_struggle {
                "event-skipped-ended"
            } else {
                "event-skipped"
            };
            Message::new(id)
                .player("who", *seat)
                .arg("why", Message::new(why))
        }
        Event::NobodyCanAct => Message::new("event-nobody-can-act"),
        Event::StruggleResolved {
            struggle,
            province,
            followers,
            winner,
            next,
        } => {
            let who = match winner {
                Controller::Faction(f) => {
                    Message::new("struggle-control").arg("faction", words::faction(board, *f))
                }
                Controller::Occupier => {
                    Message::new("struggle-tie").arg("occupier", words::occupier(board))
                }
            };
            let next = match next {
                Some(s) => Message::new("struggle-next").player("who", *s).into(),
                None => Arg::Text(String::new()),
            };
            let mut message = Message::new("event-struggle")
                .arg("struggle", *struggle)
                .arg("province", words::province(board, *province));
            for (f, (count, colour)) in Faction::ALL.iter().zip([
                ("yellow", "yellow_colour"),
                ("red", "red_colour"),
                ("blue", "blue_colour"),
            ]) {
                message = message
                    .arg(count, followers[f.index()])
                    .arg(colour, words::colour(board, *f));
            }
            message.arg("who", who).arg("next", next)
        }
        Event::GameEnded { result } => {
            Message::new("event-game-over").arg("result", describe_result(state, result))
        }
    }
}

impl Game for KingOfSiam {
    const SLUG: &'static str = Self::SLUG_STR;
    const NAME: &'static str = "King of Siam";
    const MESSAGES: &'static [(&'static str, &'static str)] = &[
        ("en", include_str!("locales/en/game.ftl")),
        ("en", include_str!("locales/en/terms.ftl")),
        ("en", include_str!("locales/en/notation.ftl")),
        ("en", include_str!("locales/en/web.ftl")),
        ("en", include_str!("locales/en/refusals.ftl")),
        ("nl", include_str!("locales/nl/game.ftl")),
        ("nl", include_str!("locales/nl/terms.ftl")),
        ("nl", include_str!("locales/nl/notation.ftl")),
        ("nl", include_str!("locales/nl/web.ftl")),
        ("nl", include_str!("locales/nl/refusals.ftl")),
        ("fr", include_str!("locales/fr/game.ftl")),
        ("fr", include_str!("locales/fr/terms.ftl")),
        ("fr", include_str!("locales/fr/notation.ftl")),
        ("fr", include_str!("locales/fr/web.ftl")),
        ("fr", include_str!("locales/fr/refusals.ftl")),
        ("it", include_str!("locales/it/game.ftl")),
        ("it", include_str!("locales/it/terms.ftl")),
        ("it", include_str!("locales/it/notation.ftl")),
        ("it", include_str!("locales/it/web.ftl")),
        ("it", include_str!("locales/it/refusals.ftl")),
    ];
    type Setup = Setup;
    type Move = Move;
    type State = State;
    type Event = Event;
    type View = View;
    type Error = RuleError;

    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            name: "board",
            legend: "option-board",
            choices: &[("siam", "option-board-siam"), ("saba", "option-board-saba")],
            refusal: "option-board-refused",
        },
        OptionSpec {
            name: "hands",
            legend: "option-hands",
            choices: &[
                ("original", "option-hands-original"),
                ("open", "option-hands-open"),
            ],
            refusal: "option-hands-refused",
        },
    ];
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
    const AUTOMATIC: Automatic = Automatic {
        did: "automatic-did",
        does: "automatic-does",
        moves: "automatic-moves",
        server_does: "automatic-server-does",
        only: "automatic-only",
    };

    fn talk_forbidden(options: &GameOptions) -> Option<Message> {
        // The four-player rules allow no communication at the table, partners included.
        (options.players == 4).then(|| Message::new("talk-forbidden"))
    }

    fn sides(options: &GameOptions) -> Vec<Vec<Seat>> {
        match options.players {
            // Partners sit across the table: seats 1 and 3, 2 and 4.
            4 => vec![vec![0, 2], vec![1, 3]],
            n => (0..n).map(|seat| vec![seat]).collect(),
        }
    }

    fn rating_pool(options: &GameOptions) -> Message {
        match options.players {
            4 => Message::new("rating-pool-teams"),
            n => Message::new("game-players").arg("count", n),
        }
    }

    fn casual_only(options: &GameOptions) -> Option<Message> {
        (options.choice("hands") == "open").then(|| Message::new("casual-open-hands"))
    }

    fn title(options: &GameOptions) -> Message {
        // King of Saba is King of Siam on its other map, called by its own name.
        let board = BoardId::parse(options.choice("board")).unwrap_or(BoardId::Siam);
        words::map(board.board())
    }

    fn describe_options(options: &GameOptions) -> Vec<Message> {
        let hands = Hands::parse(options.choice("hands")).unwrap_or_default();
        vec![
            Message::new("game-players").arg("count", options.players),
            Message::new(format!("options-hands-{}", hands.as_str())),
        ]
    }

    fn setup<R: Rng + ?Sized>(options: &GameOptions, rng: &mut R) -> Setup {
        let board = BoardId::parse(options.choice("board")).unwrap_or(BoardId::Siam);
        let hands = Hands::parse(options.choice("hands")).unwrap_or_default();
        new_setup(board, options.players.clamp(2, 4) as u8, hands, rng)
    }

    fn start(setup: &Setup) -> Result<State, String> {
        start(setup)
    }

    fn apply(state: &State, seat: Seat, mv: &Move) -> Result<(State, Vec<Event>), RuleError> {
        rules::apply(state, seat, mv)
    }

    fn to_move(state: &State) -> Option<Seat> {
        state.result.is_none().then_some(state.to_move as Seat)
    }

    fn result(state: &State) -> Option<Outcome> {
        let r = state.result.as_ref()?;
        Some(Outcome {
            winners: r.winners.clone(),
            summary: describe_result(state, r),
            standings: standings(state)?,
        })
    }

    /// R10–R11 applied to the board as it stands: the provinces' control and each player's
    /// followers and latest card, all in plain sight.
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

    fn view_for(state: &State, viewer: Viewer) -> View {
        view::view_for(state, viewer)
    }

    /// R12: while an original-hands game runs, a player looks back only at the plays since
    /// their own previous move, and a spectator at what every player may (R14).
    fn step_visibility(now: &State, step: usize, _mv: &Move, viewer: Viewer) -> Visibility {
        let first = view::history_from(now, viewer);
        if step >= first {
            return Visibility::Shown;
        }
        let why = match viewer {
            Viewer::Spectator => "window-spectator",
            Viewer::Seat(_) => "window-player",
        };
        Visibility::Hidden {
            why: Message::new(why).arg("step", first),
        }
    }

    fn print_move(state: &State, mv: &Move) -> String {
        notation::print(state.board(), mv)
    }

    fn refusal(error: &RuleError) -> Message {
        refusals::refusal(error)
    }

    fn parse_move(state: &State, text: &str) -> Result<Move, Message> {
        notation::parse(state.board(), text).map(|mv| moves::normalise(state, &mv))
    }

    fn automatic_move(state: &State, seat: Seat) -> Option<Move> {
        // Passing is always legal for the player to move.
        (state.result.is_none() && state.to_move as Seat == seat).then_some(Move::Pass)
    }

    fn describe_event(state: &State, event: &Event, telling: Telling, _viewer: Viewer) -> Message {
        describe_told(state, event, telling)
    }

    fn step_label(before: &State, mv: &Move, events: &[Event]) -> StepLabel {
        StepLabel {
            kind: Some(match mv {
                Move::Pass => Message::new("label-pass"),
                Move::Play { action, .. } => words::card(before.board(), action.card()),
            }),
            phase_end: events.iter().find_map(|e| match e {
                Event::StruggleResolved { struggle, .. } => {
                    Some(Message::new("label-struggle-resolved").arg("struggle", *struggle))
                }
                _ => None,
            }),
        }
    }
}
