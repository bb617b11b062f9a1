//! King of Siam (Peer Sylvester) and its King of Saba map, for 2–4 players.
//!
//! `rules` applies moves, `moves` enumerates and samples them, `notation` reads and
//! writes them, `view` decides what each viewer may see.

pub mod board;
mod decode;
pub mod model;
pub mod moves;
pub mod notation;
pub mod rules;
mod search;
pub mod testing;
pub mod view;
pub mod web;

#[cfg(test)]
mod tests;

pub use board::BoardId;
pub use model::*;
pub use rules::RuleError;
pub use view::View;

use crate::game::{
    Automatic, Game, GameOptions, OptionSpec, Outcome, PlayerCount, Seat, StandingRow, Standings,
    StepLabel, Telling, Think, Viewer, Visibility,
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

fn name(names: &[String], seat: Seat) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("Player {}", seat + 1))
}

/// The winners and deciding rule in one sentence.
pub fn describe_result(state: &State, r: &FinalResult, names: &[String]) -> String {
    let board = state.board();
    let named = |seats: &mut dyn Iterator<Item = &Seat>| {
        seats
            .map(|&s| name(names, s))
            .collect::<Vec<_>>()
            .join(" and ")
    };
    let own: Vec<Seat> = (r.winners.iter())
        .filter(|s| !r.partners.contains(s))
        .copied()
        .collect();
    let who = named(&mut own.iter());
    let won = if own.len() > 1 { "win" } else { "wins" };
    if r.colony {
        let how = match r.decider {
            Decider::Sets => "with the most complete sets".to_string(),
            Decider::LatestLastCard => {
                "tied on complete sets and played an action card most recently".to_string()
            }
            _ => "tied on complete sets with nothing to separate them".to_string(),
        };
        return format!(
            "{} is a colony: the {} control {} provinces. {who} {won}: {how}.",
            board.country, board.occupier, r.occupied
        );
    }
    let ruling = r
        .ruling
        .map(|f| board.factions[f.index()])
        .unwrap_or("nobody");
    let ruled = if r.ruling_by_latest_control {
        format!(
            "{ruling} rule {} (tied on provinces, but they won a struggle most recently)",
            board.country
        )
    } else {
        format!("{ruling} rule {}", board.country)
    };
    let second = r
        .second
        .map(|f| board.factions[f.index()])
        .unwrap_or("none");
    let how = match r.decider {
        Decider::RulingFollowers => format!("most {ruling} followers"),
        Decider::SecondFollowers => {
            format!("tied on {ruling} followers, more of the second-ranked {second}")
        }
        Decider::OldestLastCard => {
            "still tied, and the tied player whose latest action card is oldest wins".into()
        }
        _ => "tied in every respect, so the win is shared".into(),
    };
    let partners = match (r.partners.len(), own.len()) {
        (0, _) => String::new(),
        (1, 1) => format!(
            " {} wins too, as {who}'s partner.",
            named(&mut r.partners.iter())
        ),
        _ => format!(
            " {} win too, as their partners.",
            named(&mut r.partners.iter())
        ),
    };
    format!("{ruled}. {who} {won}: {how}.{partners}")
}

fn describe_action(board: &board::Board, action: &Action) -> String {
    let pn = |p: Prov| board.provinces[p as usize].name;
    let fl = |f: Follower| {
        format!(
            "a {} follower from {}",
            board.colours[f.faction.index()],
            pn(f.province)
        )
    };
    let card = action.card().name(board);
    match action {
        Action::Maharacha { swap: None } => format!("{card}: no two tiles could be swapped"),
        Action::Maharacha { swap: Some(s) } => format!(
            "{card}: swapped the tiles of {} and {}, {} marker on {}",
            pn(s.a),
            pn(s.b),
            board.king,
            pn(s.king)
        ),
        Action::KhonThai { places } => {
            let parts: Vec<String> = Faction::ALL
                .iter()
                .filter_map(|f| {
                    places[f.index()].map(|p| format!("{} to {}", board.colours[f.index()], pn(p)))
                })
                .collect();
            if parts.is_empty() {
                format!("{card}: the pool was empty, nothing placed")
            } else {
                format!("{card}: {}", parts.join(", "))
            }
        }
        Action::OneVsOne { swap: None } | Action::TwoVsOne { swap: None } => {
            format!("{card}: no swap was possible")
        }
        Action::OneVsOne { swap: Some(s) } => {
            format!("{card}: swapped {} with {}", fl(s.a), fl(s.b))
        }
        Action::TwoVsOne { swap: Some(s) } => {
            let two: Vec<&str> = s
                .two
                .iter()
                .flatten()
                .map(|f| board.colours[f.index()])
                .collect();
            format!(
                "{card}: {} ({}) from {} swapped with {} from {}",
                if two.len() == 2 {
                    "two followers"
                } else {
                    "one follower"
                },
                two.join(" and "),
                pn(s.two_from),
                board.colours[s.one.index()],
                pn(s.one_from)
            )
        }
        Action::Faction { faction, places } => {
            let colour = board.colours[faction.index()];
            match places {
                [Some(p), Some(q)] if p == q => {
                    format!("{card}: placed two {colour} in {}", pn(*p))
                }
                [Some(p), Some(q)] => {
                    format!("{card}: placed {colour} in {} and {}", pn(*p), pn(*q))
                }
                [Some(p), None] | [None, Some(p)] => {
                    format!("{card}: placed one {colour} in {}", pn(*p))
                }
                [None, None] => format!(
                    "{card}: no {} follower could be placed",
                    board.factions[faction.index()]
                ),
            }
        }
    }
}

/// What decided the winner, in words (the result panel's "decided by").
pub fn decider_text(board: &board::Board, r: &FinalResult) -> String {
    let second = r
        .second
        .map(|f| board.factions[f.index()])
        .unwrap_or("none");
    match r.decider {
        Decider::RulingFollowers => "the most followers of the ruling faction".into(),
        Decider::SecondFollowers => format!(
            "a tie on the ruling faction's followers, broken by the followers of the second-ranked faction ({second})"
        ),
        Decider::OldestLastCard => "a tie on followers of both ranked factions: of the tied players, the one who played an action card most recently loses (ruling R11)".into(),
        Decider::Sets => "the most complete sets (one follower of each colour)".into(),
        Decider::LatestLastCard => "a tie on complete sets: the tied player (or team) who played an action card most recently wins".into(),
        Decider::Shared => "a tie in every respect: the win is shared (ruling R15)".into(),
    }
}

/// Every seat ranked at the end: the winners first, then the others by the counts that
/// decide (the ruling and second factions' followers, or complete sets in a colony).
pub fn standings(state: &State) -> Option<Standings> {
    let r = state.result.as_ref()?;
    let board = state.board();
    let n = state.n();
    let faction = |f: Option<Faction>| f.map(|f| board.factions[f.index()]);
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
        columns.push(if n == 4 {
            "Complete sets (with partner)".to_string()
        } else {
            "Complete sets".to_string()
        });
    } else {
        columns.push(format!(
            "{} followers",
            faction(r.ruling).unwrap_or("Ruling faction")
        ));
        columns.push(format!(
            "{} followers",
            faction(r.second).unwrap_or("Second faction")
        ));
    }
    columns.push("Latest action card".into());
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
        let mut values: Vec<String> = keys[seat].iter().map(u32::to_string).collect();
        let last = state.seats[seat].last_card;
        values.push(if last == 0 {
            "none".into()
        } else {
            format!("card {last} of {}", state.cards_total())
        });
        rows.push(StandingRow {
            seat,
            rank,
            winner,
            note: (n == 4).then(|| {
                if seat.is_multiple_of(2) {
                    "Team A".to_string()
                } else {
                    "Team B".to_string()
                }
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

/// The card's name on this map, e.g. "Rama" or "Amhara".
pub fn card_word(board: &board::Board, card: Card) -> String {
    board.cards[card.index()].to_string()
}

/// One sentence for an engine event, told plainly.
pub fn describe(state: &State, event: &Event, names: &[String]) -> String {
    describe_told(state, event, names, Telling::Plain)
}

/// One sentence for an engine event; the mover's decision (a card or a pass) is told as
/// `telling` says.
pub fn describe_told(
    state: &State,
    event: &Event,
    names: &[String],
    telling: Telling<'_>,
) -> String {
    let board = state.board();
    match event {
        Event::Played { seat, action, take } => {
            let took = match take {
                Some(f) => format!(
                    "took a {} follower from {}",
                    board.colours[f.faction.index()],
                    board.provinces[f.province as usize].name
                ),
                None => "had nothing to take".into(),
            };
            let action = describe_action(board, action);
            match telling {
                Telling::Plain => format!("{} played {action}; {took}.", name(names, *seat)),
                Telling::ToMover => format!("You played: {action}; {took}."),
                Telling::Automatic(why) => format!(
                    "{} played automatically ({why}): {action}; {took}.",
                    name(names, *seat)
                ),
            }
        }
        Event::Passed {
            seat,
            ended_struggle,
        } => {
            let who = match telling {
                Telling::Plain => format!("{} passed", name(names, *seat)),
                Telling::ToMover => "You passed".to_string(),
                Telling::Automatic(why) => {
                    format!("{} passed automatically: {why}", name(names, *seat))
                }
            };
            if *ended_struggle {
                format!("{who} — struggle ended.")
            } else {
                format!("{who}.")
            }
        }
        Event::Skipped {
            seat,
            reason,
            ended_struggle,
        } => {
            let why = match reason {
                SkipReason::NoCards => "has no cards left",
                SkipReason::LastCardCannotWin => {
                    "holds only the very last card and cannot win with it"
                }
            };
            let end = if *ended_struggle {
                " — struggle ended"
            } else {
                ""
            };
            format!("{} {why} and is skipped{end}.", name(names, *seat))
        }
        Event::NobodyCanAct => {
            "Nobody can play a card any more: the remaining struggles resolve at once.".into()
        }
        Event::StruggleResolved {
            struggle,
            province,
            followers,
            winner,
            next,
        } => {
            let p = board.provinces[*province as usize].name;
            let counts = format!(
                "{} {}, {} {}, {} {}",
                followers[0],
                board.colours[0],
                followers[1],
                board.colours[1],
                followers[2],
                board.colours[2]
            );
            let who = match winner {
                Controller::Faction(f) => format!("{} take control", board.factions[f.index()]),
                Controller::Occupier => format!("a tie: the {} take control", board.occupier),
            };
            let next = next
                .map(|s| format!(" {} starts the next struggle.", name(names, s)))
                .unwrap_or_default();
            format!("Struggle {struggle} for {p} ({counts}): {who}.{next}")
        }
        Event::GameEnded { result } => format!(
            "The game is over. {}",
            describe_result(state, result, names)
        ),
    }
}

impl Game for KingOfSiam {
    const SLUG: &'static str = Self::SLUG_STR;
    const NAME: &'static str = "King of Siam";
    type Setup = Setup;
    type Move = Move;
    type State = State;
    type Event = Event;
    type View = View;
    type Error = RuleError;

    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            name: "board",
            legend: "Board",
            choices: &[
                ("siam", "King of Siam (Siam map)"),
                ("saba", "King of Saba (Saba map)"),
            ],
            refusal: "the board must be siam or saba",
        },
        OptionSpec {
            name: "hands",
            legend: "Hands",
            choices: &[
                (
                    "original",
                    "Original — you see only your own hand and the top card of each discard pile",
                ),
                (
                    "open",
                    "Open — everybody’s hand and discards are visible to all",
                ),
            ],
            refusal: "hands must be original or open",
        },
    ];
    const PLAYER_COUNTS: &'static [PlayerCount] = &[
        PlayerCount {
            players: 2,
            label: "2 players",
        },
        PlayerCount {
            players: 3,
            label: "3 players",
        },
        PlayerCount {
            players: 4,
            label: "4 players (two teams)",
        },
    ];
    const DEFAULT_PLAYERS: usize = 3;
    const THINK: Option<Think<Self>> = Some(crate::bots::search::think::<Self>);
    const AUTOMATIC: Automatic = Automatic {
        did: "passed automatically",
        does: "passes automatically",
        moves: "automatic passes",
        server_does: "passes for",
        only: "pass",
    };

    fn talk_forbidden(options: &GameOptions) -> Option<&'static str> {
        // The four-player rules allow no communication at the table, partners included.
        (options.players == 4).then_some(
            "In the four-player game the rules allow no talk at the table, not even between \
             partners, so the chat opens when the game is over.",
        )
    }

    fn sides(options: &GameOptions) -> Vec<Vec<Seat>> {
        match options.players {
            // Partners sit across the table: seats 1 and 3, 2 and 4.
            4 => vec![vec![0, 2], vec![1, 3]],
            n => (0..n).map(|seat| vec![seat]).collect(),
        }
    }

    fn rating_pool(options: &GameOptions) -> String {
        match options.players {
            4 => "4 players (teams)".into(),
            n => format!("{n} players"),
        }
    }

    fn casual_only(options: &GameOptions) -> Option<&'static str> {
        (options.choice("hands") == "open")
            .then_some("Open-hands games are casual: every hand is on the table.")
    }

    fn title(options: &GameOptions) -> String {
        match options.choice("board") {
            // King of Saba is King of Siam on its other map, called by its own name.
            "saba" => "King of Saba".into(),
            _ => Self::NAME.into(),
        }
    }

    fn describe_options(options: &GameOptions) -> String {
        format!(
            "{} · {} players · {} hands",
            Self::title(options),
            options.players,
            options.choice("hands")
        )
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

    fn result(state: &State, names: &[String]) -> Option<Outcome> {
        let r = state.result.as_ref()?;
        Some(Outcome {
            winners: r.winners.clone(),
            summary: describe_result(state, r, names),
            standings: standings(state)?,
        })
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
            Viewer::Spectator => format!(
                "While an original-hands game runs, spectators see only what every player may see: the moves since the latest of the players' own previous moves (step {first}); the complete history opens when the game ends."
            ),
            Viewer::Seat(_) => format!(
                "While an original-hands game runs you can look back at what you saw at the table since your own previous move (step {first}); the complete history opens when the game ends."
            ),
        };
        Visibility::Hidden { why }
    }

    fn print_move(state: &State, mv: &Move) -> String {
        notation::print(state.board(), mv)
    }

    fn parse_move(state: &State, text: &str) -> Result<Move, String> {
        notation::parse(state.board(), text).map(|mv| moves::normalise(state, &mv))
    }

    fn automatic_move(state: &State, seat: Seat) -> Option<Move> {
        // Passing is always legal for the player to move.
        (state.result.is_none() && state.to_move as Seat == seat).then_some(Move::Pass)
    }

    fn describe_event(
        state: &State,
        event: &Event,
        names: &[String],
        telling: Telling<'_>,
        _viewer: Viewer,
    ) -> String {
        describe_told(state, event, names, telling)
    }

    fn step_label(_before: &State, mv: &Move, events: &[Event]) -> StepLabel {
        StepLabel {
            kind: match mv {
                Move::Pass => Some("pass".into()),
                Move::Play { action, .. } => Some(card_word(_before.board(), action.card())),
            },
            phase_end: events.iter().find_map(|e| match e {
                Event::StruggleResolved { struggle, .. } => {
                    Some(format!("Struggle {struggle} resolved"))
                }
                _ => None,
            }),
        }
    }
}
