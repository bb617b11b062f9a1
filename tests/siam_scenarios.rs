//! The worked examples of the King of Siam rule books, played through the engine.
//!
//! Every example of the rules (English online page and the Dutch, French and Italian
//! booklets, which share the same examples) is retold here in our own words and played
//! with real moves wherever the example is about play: the struggles are fought by
//! passing, so the engine itself resolves them, ends the game and names the winner.
//!
//! Seats are 0-based. With four players the partners sit opposite: seats 0+2 and 1+3.

use maipenrai::game::Viewer;
use maipenrai::games::siam::testing::follower_totals;
use maipenrai::games::siam::Hands;
use maipenrai::games::siam::{
    self, moves, notation, rules, view, BoardId, Card, Controller, Counts, Decider, Event, Faction,
    Move, Prov, Setup, State,
};
use rand::rngs::SmallRng;
use rand::SeedableRng;

const RAMA: Controller = Controller::Faction(Faction::Yellow);
const LAO: Controller = Controller::Faction(Faction::Red);
const MALAY: Controller = Controller::Faction(Faction::Blue);
const BRITISH: Controller = Controller::Occupier;

/// A table of named players around a Siam (or Saba) board.
struct Table {
    s: State,
    names: Vec<String>,
}

impl Table {
    /// A legal starting position with aids 1..=n in seat order; seat 0 starts.
    fn new(board: BoardId, names: &[&str]) -> Table {
        let players = names.len() as u8;
        let def = board.board();
        let aids: Vec<u8> = (1..=players).collect();
        let n = aids.len();
        let followers: Vec<Counts> = (0..n)
            .map(|s| {
                siam::aid_followers(if aids[s] == 4 {
                    aids[(s + 1) % n]
                } else {
                    aids[s]
                })
            })
            .collect();
        // Homes get their own colour, everything else is filled in colour rotation.
        let mut provinces = [[0u8; 3]; 8];
        let mut k = 0;
        for (i, p) in def.provinces.iter().enumerate() {
            if let Some(h) = p.home {
                provinces[i][h as usize] = p.home_followers;
            }
            while provinces[i].iter().sum::<u8>() < p.start_size {
                provinces[i][k % 3] += 1;
                k += 1;
            }
        }
        let per = if players == 2 { 16 } else { 18 };
        let mut pool = [per; 3];
        for c in provinces.iter().chain(followers.iter()) {
            for f in 0..3 {
                pool[f] -= c[f];
            }
        }
        let setup = Setup {
            board,
            players,
            hands: Hands::Original,
            provinces,
            pool,
            tiles: [0, 1, 2, 3, 4, 5, 6, 7],
            aids,
            followers,
            start: 0,
        };
        Table {
            s: siam::start(&setup).expect("a valid setup"),
            names: names.iter().map(|n| n.to_string()).collect(),
        }
    }

    fn siam(names: &[&str]) -> Table {
        Table::new(BoardId::Siam, names)
    }

    fn id(&self, name: &str) -> Prov {
        self.s
            .board()
            .province(name)
            .unwrap_or_else(|| panic!("no province {name}"))
    }

    fn seat(&self, who: &str) -> usize {
        self.names.iter().position(|n| n == who).unwrap()
    }

    /// Lays the tiles on boxes 1..8 in this order.
    fn track(&mut self, order: [&str; 8]) {
        self.s.tiles = order.map(|n| self.id(n));
    }

    /// Sets the followers in one province.
    fn put(&mut self, name: &str, c: Counts) {
        let p = self.id(name);
        self.s.provinces[p as usize] = c;
    }

    /// Marks these struggles as fought, in this order (struggles 1, 2, …): each province's
    /// tile is face down with its controller, its followers are gone. The tiles must lie
    /// in this order on the first boxes of the track.
    fn fought(&mut self, history: &[(&str, Controller)]) {
        for (i, (name, ctrl)) in history.iter().enumerate() {
            let p = self.id(name) as usize;
            self.s.control[p] = Some(*ctrl);
            self.s.resolved_in[p] = i as u8 + 1;
            self.s.provinces[p] = [0, 0, 0];
        }
        self.s.resolved = history.len() as u8;
    }

    /// Sets what a player has gathered.
    fn gathered(&mut self, who: &str, c: Counts) {
        let s = self.seat(who);
        self.s.seats[s].followers = c;
    }

    /// Fights the next struggle by letting everybody pass, from whoever is on turn.
    fn everybody_passes(&mut self) -> Vec<Event> {
        let mut all = Vec::new();
        let before = self.s.resolved;
        while self.s.resolved == before && self.s.result.is_none() {
            let seat = self.s.to_move as usize;
            all.extend(self.mv(seat, "pass"));
        }
        all
    }

    fn mv(&mut self, seat: usize, text: &str) -> Vec<Event> {
        let m = notation::parse(self.s.board(), text).unwrap();
        let (next, ev) = rules::apply(&self.s, seat, &m).unwrap_or_else(|e| panic!("{text}: {e}"));
        self.s = next;
        ev
    }

    /// `who` makes a move; it must be their turn.
    fn does(&mut self, who: &str, text: &str) -> Vec<Event> {
        let seat = self.seat(who);
        assert_eq!(self.s.to_move as usize, seat, "it is not {who}'s turn");
        self.mv(seat, text)
    }

    fn say(&self, e: &Event) -> String {
        siam::describe(&self.s, e, &self.names)
    }

    fn result_text(&self) -> String {
        let result = self.s.result.as_ref().expect("the game is over");
        maipenrai::game::text::render::<siam::KingOfSiam>(
            &siam::describe_result(&self.s, result),
            &self.names,
        )
    }

    fn winners(&self) -> Vec<&str> {
        self.s
            .result
            .as_ref()
            .unwrap()
            .winners
            .iter()
            .map(|&s| self.names[s].as_str())
            .collect()
    }
}

// ---------------------------------------------------------------------------------------
// Course of the game
// ---------------------------------------------------------------------------------------

/// The pass table: Alfred, Benjamin and Charles.
///
/// ```text
///         Alfred   Benjamin  Charles
///   1.    passes   passes    action
///   2.    passes   action    passes
///   3.    passes   passes    = struggle over
/// ```
/// Benjamin passed last, so Charles starts the next struggle.
#[test]
fn pass_table_benjamin_passes_last_so_charles_starts_the_next_struggle() {
    let mut t = Table::siam(&["Alfred", "Benjamin", "Charles"]);
    assert_eq!(
        t.does("Alfred", "pass"),
        vec![Event::Passed {
            seat: 0,
            ended_struggle: false
        }]
    );
    t.does("Benjamin", "pass");
    t.does("Charles", "khonthai Y>kedah R>kedah B>kedah take kedah:R");
    t.does("Alfred", "pass"); // a player who passed may play again later ...
    t.does("Benjamin", "khonthai Y>ligor R>ligor B>ligor take ligor:R"); // ... as Benjamin does
    t.does("Charles", "pass");
    assert_eq!(t.s.passes, 1);
    let ev = t.does("Alfred", "pass");
    assert_eq!(
        ev,
        vec![Event::Passed {
            seat: 0,
            ended_struggle: false
        }],
        "two passes are not yet all three"
    );
    let ev = t.does("Benjamin", "pass");
    assert_eq!(
        ev[0],
        Event::Passed {
            seat: 1,
            ended_struggle: true
        }
    );
    assert_eq!(t.say(&ev[0]), "Benjamin passed — struggle ended.");
    let Event::StruggleResolved {
        struggle: 1,
        next: Some(next),
        ..
    } = ev[1]
    else {
        panic!("{ev:?}")
    };
    assert_eq!(t.names[next], "Charles");
    assert!(
        t.say(&ev[1]).ends_with("Charles starts the next struggle."),
        "{}",
        t.say(&ev[1])
    );
    assert_eq!(t.s.to_move, 2);
    assert_eq!(t.s.resolved, 1);
}

// ---------------------------------------------------------------------------------------
// Completing a power struggle
// ---------------------------------------------------------------------------------------

/// Sukothai holds more Rama than any other colour: Rama take it. Lan Na is tied between
/// two factions: the British march in.
#[test]
fn sukothai_goes_to_its_rama_majority_and_tied_lan_na_to_the_british() {
    let mut t = Table::siam(&["Alfred", "Benjamin", "Charles"]);
    t.track([
        "sukothai",
        "lanna",
        "lanxang",
        "khorat",
        "ayutthaya",
        "ligor",
        "pattani",
        "kedah",
    ]);
    t.put("sukothai", [3, 1, 1]);
    t.put("lanna", [2, 2, 1]);
    let pool = t.s.pool;
    let ev = t.everybody_passes();
    let resolved = ev.last().unwrap();
    assert_eq!(
        *resolved,
        Event::StruggleResolved {
            struggle: 1,
            province: t.id("sukothai"),
            followers: [3, 1, 1],
            winner: RAMA,
            next: Some(0)
        }
    );
    assert_eq!(t.say(resolved), "Struggle 1 for Sukothai (3 yellow, 1 red, 1 blue): Rama take control. Alfred starts the next struggle.");
    assert_eq!(
        t.s.provinces[t.id("sukothai") as usize],
        [0, 0, 0],
        "the followers return to the pool"
    );
    assert_eq!(t.s.pool, [pool[0] + 3, pool[1] + 1, pool[2] + 1]);

    let ev = t.everybody_passes();
    let resolved = ev.last().unwrap();
    assert!(matches!(
        resolved,
        Event::StruggleResolved {
            struggle: 2,
            winner: BRITISH,
            ..
        }
    ));
    assert_eq!(t.say(resolved), "Struggle 2 for Lan Na (2 yellow, 2 red, 1 blue): a tie: the British take control. Alfred starts the next struggle.");
    assert_eq!(t.s.control[t.id("lanna") as usize], Some(BRITISH));
    let v = view::view_for(&t.s, Viewer::Spectator);
    assert!(!v.track[0].face_up && !v.track[1].face_up && v.track[2].face_up);
    assert!(v.track[2].contested);
}

/// Even an empty province is fought over: nobody holds the majority, so the British take it.
#[test]
fn an_empty_contested_province_goes_to_the_british() {
    let mut t = Table::siam(&["Alfred", "Benjamin"]);
    t.put("lanna", [0, 0, 0]);
    let ev = t.everybody_passes();
    assert!(matches!(
        ev.last(),
        Some(Event::StruggleResolved {
            followers: [0, 0, 0],
            winner: BRITISH,
            ..
        })
    ));
}

// ---------------------------------------------------------------------------------------
// Which faction rules?
// ---------------------------------------------------------------------------------------

/// Lao and Rama hold three provinces each; Rama won struggle 7, the later one, and rule.
///
/// ```text
///   struggle  1    2     3    4        5     6    7     8
///   winner    Lao  Rama  Lao  British  Rama  Lao  Rama  Malay
/// ```
#[test]
fn lao_and_rama_tied_on_three_provinces_and_rama_rule_for_winning_struggle_seven() {
    let mut t = Table::siam(&["Alfred", "Benjamin"]);
    t.track([
        "khorat",
        "lanna",
        "lanxang",
        "ligor",
        "ayutthaya",
        "pattani",
        "sukothai",
        "kedah",
    ]);
    t.put("khorat", [0, 3, 1]); // Lao
    t.put("lanna", [2, 1, 0]); // Rama
    t.put("lanxang", [0, 2, 1]); // Lao
    t.put("ligor", [1, 1, 0]); // British
    t.put("ayutthaya", [3, 0, 1]); // Rama
    t.put("pattani", [1, 2, 0]); // Lao
    t.put("sukothai", [2, 0, 1]); // Rama
    t.put("kedah", [0, 1, 2]); // Malay
    t.gathered("Alfred", [4, 1, 0]);
    t.gathered("Benjamin", [2, 5, 0]);
    let mut winners = Vec::new();
    while t.s.result.is_none() {
        for e in t.everybody_passes() {
            if let Event::StruggleResolved { winner, .. } = e {
                winners.push(winner);
            }
        }
    }
    assert_eq!(
        winners,
        vec![LAO, RAMA, LAO, BRITISH, RAMA, LAO, RAMA, MALAY]
    );
    let r = t.s.result.clone().unwrap();
    assert_eq!(r.provinces, [3, 3, 1]);
    assert_eq!(r.ruling, Some(Faction::Yellow));
    assert!(r.ruling_by_latest_control);
    assert_eq!(r.second, Some(Faction::Red));
    assert_eq!(t.winners(), vec!["Alfred"]);
    assert_eq!(
        t.result_text(),
        "Rama rule Siam (tied on provinces, but they won a struggle most recently). Alfred wins: most Rama followers."
    );
}

/// After struggle 6 the British hold four provinces: the game ends at once and Siam is a
/// British colony, although two tiles are still face up.
///
/// ```text
///   struggle  1        2     3        4    5        6        | 7 8 never fought
///   winner    British  Rama  British  Lao  British  British  | stop!
/// ```
#[test]
fn after_struggle_six_the_british_hold_four_provinces_and_the_game_stops() {
    // The tiles lie in board order (Table's track): Lan Na on box 1, Sukothai on box 2, …
    let mut t = Table::siam(&["Alfred", "Benjamin", "Charles"]);
    for (p, c) in [
        ("lanna", [1, 1, 0]),
        ("sukothai", [2, 0, 1]),
        ("lanxang", [0, 1, 1]),
        ("khorat", [0, 2, 1]),
        ("ayutthaya", [2, 0, 2]),
        ("ligor", [1, 1, 1]),
    ] {
        t.put(p, c);
    }
    t.gathered("Alfred", [1, 1, 1]);
    t.gathered("Benjamin", [2, 2, 3]);
    t.gathered("Charles", [0, 4, 4]);
    for struggle in 1..=5 {
        t.everybody_passes();
        assert!(
            t.s.result.is_none(),
            "the game goes on after struggle {struggle}"
        );
    }
    let ev = t.everybody_passes();
    let n = ev.len();
    assert!(matches!(
        ev[n - 2],
        Event::StruggleResolved {
            struggle: 6,
            winner: BRITISH,
            next: None,
            ..
        }
    ));
    let Event::GameEnded { result } = &ev[n - 1] else {
        panic!("{ev:?}")
    };
    assert!(result.colony);
    assert_eq!(result.occupied, 4);
    assert_eq!(t.s.resolved, 6);
    let v = view::view_for(&t.s, Viewer::Spectator);
    assert!(
        v.track[6].face_up && v.track[7].face_up,
        "struggles 7 and 8 are never fought"
    );
    assert_eq!(v.to_move, None);
    assert_eq!(t.winners(), vec!["Benjamin"]);
    assert_eq!(t.result_text(), "Siam is a colony: the British control 4 provinces. Benjamin wins: with the most complete sets.");
    assert_eq!(
        rules::apply(&t.s, 0, &Move::Pass).unwrap_err().to_string(),
        "the game is over"
    );
}

// ---------------------------------------------------------------------------------------
// Who wins?
// ---------------------------------------------------------------------------------------

/// Seven struggles are over with three British provinces; the last struggle is a tie and
/// the fourth British province makes Siam a colony.
fn colony_table(names: &[&str]) -> Table {
    let mut t = Table::siam(names);
    t.fought(&[
        ("lanna", BRITISH),
        ("sukothai", RAMA),
        ("lanxang", BRITISH),
        ("khorat", LAO),
        ("ayutthaya", BRITISH),
        ("ligor", MALAY),
        ("pattani", RAMA),
    ]);
    t.put("kedah", [1, 0, 1]);
    t
}

/// Siam is a British colony. Alfred and Benjamin have gathered one complete set each,
/// Charles two: Charles wins.
#[test]
fn in_the_colony_charles_with_two_complete_sets_beats_alfred_and_benjamin_with_one() {
    let mut t = colony_table(&["Alfred", "Benjamin", "Charles"]);
    t.gathered("Alfred", [3, 1, 1]);
    t.gathered("Benjamin", [1, 4, 1]);
    t.gathered("Charles", [2, 2, 3]);
    t.everybody_passes();
    let r = t.s.result.clone().unwrap();
    assert!(r.colony);
    assert_eq!(r.sets, vec![1, 1, 2]);
    assert_eq!(r.decider, Decider::Sets);
    assert_eq!(t.winners(), vec!["Charles"]);
    assert_eq!(t.result_text(), "Siam is a colony: the British control 4 provinces. Charles wins: with the most complete sets.");
}

/// In a colony with tied sets the tied player who played an action card most recently wins.
#[test]
fn in_the_colony_a_tie_on_sets_goes_to_the_tied_player_who_played_last() {
    let mut t = colony_table(&["Alfred", "Benjamin", "Charles"]);
    t.gathered("Alfred", [2, 2, 2]);
    t.gathered("Benjamin", [2, 2, 2]);
    t.gathered("Charles", [1, 1, 1]);
    t.s.seats[0].last_card = 12;
    t.s.seats[1].last_card = 11;
    t.s.seats[2].last_card = 13; // Charles played last but is not tied
    t.everybody_passes();
    assert_eq!(t.winners(), vec!["Alfred"]);
    assert_eq!(
        t.result_text(),
        "Siam is a colony: the British control 4 provinces. Alfred wins: tied on complete sets and played an action card most recently."
    );
}

/// Seven struggles are over: Lao 3, Rama 2 and British 2. Kedah (box 8, 1 red and 3 blue)
/// goes to the Malay: the Lao rule and the Rama are second.
fn lao_rule_table(names: &[&str]) -> Table {
    let mut t = Table::siam(names);
    t.fought(&[
        ("lanna", LAO),
        ("sukothai", RAMA),
        ("lanxang", LAO),
        ("khorat", BRITISH),
        ("ayutthaya", RAMA),
        ("ligor", LAO),
        ("pattani", BRITISH),
    ]);
    t.put("kedah", [0, 1, 3]);
    t
}

/// The Lao rule and the Rama are second. Alfred and Benjamin have the most Lao followers,
/// four each; Alfred has one Rama follower more than Benjamin and wins.
#[test]
fn lao_rule_with_rama_second_and_alfred_beats_benjamin_on_rama_followers() {
    let mut t = lao_rule_table(&["Alfred", "Benjamin", "Charles"]);
    t.gathered("Alfred", [2, 4, 0]);
    t.gathered("Benjamin", [1, 4, 5]);
    t.gathered("Charles", [3, 2, 2]);
    t.everybody_passes();
    let r = t.s.result.clone().unwrap();
    assert_eq!(r.ruling, Some(Faction::Red));
    assert_eq!(r.second, Some(Faction::Yellow));
    assert_eq!(r.decider, Decider::SecondFollowers);
    assert_eq!(t.winners(), vec!["Alfred"]);
    assert_eq!(
        t.result_text(),
        "Lao rule Siam. Alfred wins: tied on Lao followers, more of the second-ranked Rama."
    );
}

/// Still tied after the second faction: the tied player who played a card most recently
/// loses.
#[test]
fn still_tied_after_the_second_faction_the_latest_card_player_loses() {
    let mut t = lao_rule_table(&["Alfred", "Benjamin"]);
    // Tied on Lao (4) and on the second-ranked Rama (2); the blue does not count.
    t.gathered("Alfred", [2, 4, 0]);
    t.gathered("Benjamin", [2, 4, 6]);
    t.s.seats[0].last_card = 15;
    t.s.seats[1].last_card = 14;
    t.everybody_passes();
    assert_eq!(t.winners(), vec!["Benjamin"]);
    assert_eq!(
        t.result_text(),
        "Lao rule Siam. Benjamin wins: still tied, and the tied player whose latest action card is oldest wins."
    );
}

// ---------------------------------------------------------------------------------------
// The 4-player game (partners opposite: Alfred+Alice = seats 0+2, Benjamin+Bertha = 1+3)
// ---------------------------------------------------------------------------------------

/// A colony in the 4-player game: Alfred and Alice together hold 7 blue, 3 red and 6
/// yellow, which is 3 complete sets; Benjamin and Bertha hold 4 sets and win.
#[test]
fn four_players_colony_team_sets_three_against_four() {
    let mut t = colony_table(&["Alfred", "Benjamin", "Alice", "Bertha"]);
    t.gathered("Alfred", [4, 1, 3]);
    t.gathered("Alice", [2, 2, 4]);
    t.gathered("Benjamin", [3, 1, 2]);
    t.gathered("Bertha", [1, 3, 2]);
    t.everybody_passes();
    let r = t.s.result.clone().unwrap();
    assert!(r.colony);
    // Alone, Alice (2 sets) would beat everyone: the partners' followers are pooled.
    assert_eq!(r.sets, vec![3, 4, 3, 4]);
    assert_eq!(t.winners(), vec!["Benjamin", "Bertha"]);
    assert_eq!(t.result_text(), "Siam is a colony: the British control 4 provinces. Benjamin and Bertha win: with the most complete sets.");
}

/// The Rama rule. Alfred has 4 yellow, Alice 3, Benjamin 5 and Bertha 1: Benjamin wins,
/// and Bertha with him.
#[test]
fn four_players_rama_rule_and_benjamin_with_five_wins_together_with_bertha() {
    let mut t = Table::siam(&["Alfred", "Benjamin", "Alice", "Bertha"]);
    t.fought(&[
        ("lanna", RAMA),
        ("sukothai", RAMA),
        ("lanxang", LAO),
        ("khorat", BRITISH),
        ("ayutthaya", RAMA),
        ("ligor", LAO),
        ("pattani", MALAY),
    ]);
    t.put("kedah", [0, 0, 3]);
    t.gathered("Alfred", [4, 0, 0]);
    t.gathered("Alice", [3, 0, 0]);
    t.gathered("Benjamin", [5, 0, 0]);
    t.gathered("Bertha", [1, 0, 0]);
    t.everybody_passes();
    assert_eq!(t.s.result.as_ref().unwrap().ruling, Some(Faction::Yellow));
    assert_eq!(t.winners(), vec!["Benjamin", "Bertha"]);
    assert_eq!(
        t.result_text(),
        "Rama rule Siam. Benjamin wins: most Rama followers. Bertha wins too, as Benjamin's partner."
    );
}

/// A 4-player struggle needs four passes in a row; the next one starts left of the last passer.
#[test]
fn four_players_need_four_passes_in_a_row() {
    let mut t = Table::siam(&["Alfred", "Benjamin", "Alice", "Bertha"]);
    t.does("Alfred", "pass");
    t.does("Benjamin", "pass");
    t.does("Alice", "pass");
    assert_eq!(t.s.resolved, 0);
    let ev = t.does("Bertha", "pass");
    assert!(matches!(
        ev[1],
        Event::StruggleResolved {
            struggle: 1,
            next: Some(0),
            ..
        }
    ));
}

// ---------------------------------------------------------------------------------------
// The very last card
// ---------------------------------------------------------------------------------------

/// In a 3-player game all cards but one have been played; Alfred holds the 24th. He may
/// play it only if it makes him win.
#[test]
fn alfred_may_play_the_24th_and_last_card_only_if_it_makes_him_win() {
    let mut t = Table::siam(&["Alfred", "Benjamin", "Charles"]);
    // The first seven struggles went Rama 3, Lao 3, British 1.
    t.fought(&[
        ("lanna", RAMA),
        ("sukothai", LAO),
        ("lanxang", RAMA),
        ("khorat", LAO),
        ("ayutthaya", RAMA),
        ("ligor", LAO),
        ("pattani", BRITISH),
    ]);
    for seat in 0..3 {
        t.s.seats[seat].hand = [0; 7];
        t.s.seats[seat].discard_len = 8;
    }
    // Alfred's last card is his 2 vs 1; Kedah (1 yellow, 1 blue) is the last struggle.
    t.put("kedah", [1, 0, 1]);
    t.s.seats[0].hand[Card::TwoVsOne.index()] = 1;
    t.s.seats[0].discard_len = 7;
    t.s.cards_played = 23;
    t.gathered("Alfred", [4, 0, 0]);
    t.gathered("Benjamin", [0, 4, 0]);
    t.gathered("Charles", [1, 1, 1]);
    assert!(view::view_for(&t.s, Viewer::Seat(0)).last_card);
    // Taking the yellow hands Kedah to the Malay and Siam to the Lao (latest control):
    // Benjamin would win, so Alfred may not do it.
    let m = notation::parse(t.s.board(), "2v1 - take kedah:Y").unwrap();
    let e = rules::apply(&t.s, 0, &m).unwrap_err();
    assert!(e.to_string().starts_with("2 vs 1 is the very last card of the game: it may only be played if it wins the game for you"));
    // Taking the blue gives Kedah and Siam to the Rama: Alfred wins.
    let legal = moves::legal_moves(&t.s, 0);
    assert_eq!(legal.len(), 2, "pass, or the one winning play: {legal:?}");
    let ev = t.does("Alfred", "2v1 - take kedah:B");
    assert_eq!(ev[1], Event::NobodyCanAct);
    assert_eq!(t.winners(), vec!["Alfred"]);
}

// ---------------------------------------------------------------------------------------
// King of Saba
// ---------------------------------------------------------------------------------------

/// The Ethiopian map: Shewa (the green home) starts with 1 green and 3 random followers,
/// the deserts Wollo and Herarghe with a single random one, the other homes with 2 of
/// their colour and 2 random, every other province with 4 random.
#[test]
fn king_of_saba_special_setup_and_names() {
    let board = BoardId::Saba.board();
    assert_eq!((board.occupier, board.king), ("Italians", "Menelik II"));
    assert_eq!(board.factions, ["Amhara", "Tigray", "Shewa"]);
    assert_eq!(
        board.cards,
        [
            "Saba",
            "Ityoppaya",
            "1 vs 1",
            "2 vs 1",
            "Amhara",
            "Tigray",
            "Shewa"
        ]
    );
    for seed in 0..100 {
        for players in 2..=4u8 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let setup = siam::new_setup(BoardId::Saba, players, Hands::Open, &mut rng);
            let c = |name: &str| setup.provinces[board.province(name).unwrap() as usize];
            let size = |name: &str| c(name).iter().sum::<u8>();
            assert_eq!((size("wollo"), size("herarghe")), (1, 1));
            for name in ["tigray", "amhara", "gojjam", "shewa", "wollega", "kaffa"] {
                assert_eq!(size(name), 4);
            }
            assert!(c("shewa")[2] >= 1 && c("tigray")[1] >= 2 && c("amhara")[0] >= 2);
            let state = siam::start(&setup).unwrap();
            let per = if players == 2 { 16 } else { 18 };
            assert_eq!(follower_totals(&state), [per; 3]);
        }
    }
    // A Saba setup with four followers in a desert is refused.
    let mut t = Table::new(BoardId::Saba, &["Alfred", "Benjamin", "Charles"]);
    let mut setup = siam::new_setup(
        BoardId::Saba,
        3,
        Hands::Original,
        &mut SmallRng::seed_from_u64(1),
    );
    let wollo = board.province("wollo").unwrap() as usize;
    setup.provinces[wollo][0] += 1;
    setup.pool[0] -= 1;
    assert_eq!(
        siam::start(&setup).unwrap_err(),
        "Wollo does not hold its starting followers"
    );
    // The Italians take tied provinces; the green card is the Shewa card.
    let first = t.s.board().provinces[t.s.tiles[0] as usize].id;
    t.put(first, [1, 1, 0]);
    let ev = t.everybody_passes();
    assert!(t
        .say(ev.last().unwrap())
        .contains("a tie: the Italians take control"));
    let shewa_home = t.id("shewa");
    let eligible = rules::eligible_for(&t.s, Faction::Blue);
    for n in ["gojjam", "wollo", "herarghe", "wollega", "kaffa"] {
        let p = t.id(n);
        assert_eq!(
            eligible & (1 << p) != 0,
            t.s.resolved_in[p as usize] == 0,
            "{n} borders the Shewa home"
        );
    }
    assert_eq!(
        eligible & (1 << shewa_home),
        0,
        "the home itself only next to a controlled province (R8)"
    );
    let m = notation::parse(t.s.board(), "shewa kaffa wollega take kaffa:G").unwrap();
    assert_eq!(
        notation::print(t.s.board(), &m),
        "shewa wollega kaffa take kaffa:G"
    );
    let seat = t.s.to_move as usize;
    let (after, ev) = rules::apply(&t.s, seat, &m).unwrap();
    assert!(siam::describe(&after, &ev[0], &t.names)
        .contains("played Shewa: placed green in Wollega and Kaffa"));
}

/// A recorded setup replays a whole game identically, on both maps.
#[test]
fn a_recorded_setup_and_its_moves_replay_to_the_same_game() {
    for (board, players) in [(BoardId::Siam, 2u8), (BoardId::Saba, 3), (BoardId::Saba, 4)] {
        let mut rng = SmallRng::seed_from_u64(2024);
        let setup = siam::new_setup(board, players, Hands::Original, &mut rng);
        let stored = serde_json::to_string(&setup).unwrap();
        let mut state = siam::start(&setup).unwrap();
        let mut log = Vec::new();
        while state.result.is_none() {
            let seat = state.to_move as usize;
            let m = moves::random_move(&state, seat, &mut rng).unwrap();
            let text = notation::print(state.board(), &m);
            log.push((seat, text));
            state = rules::apply(&state, seat, &m).unwrap().0;
        }
        let setup: Setup = serde_json::from_str(&stored).unwrap();
        let mut again = siam::start(&setup).unwrap();
        for (seat, text) in &log {
            let m = notation::parse(again.board(), text).unwrap();
            again = rules::apply(&again, *seat, &m).unwrap().0;
        }
        assert_eq!(again, state);
    }
}
