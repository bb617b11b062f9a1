//! The move composer of the King of Siam game page: a card's choices one step at a time,
//! without JavaScript.
//!
//! Legality is by construction: every option offered at a step is the next choice of at
//! least one complete play the engine enumerates for that card (`moves::for_each_play`, or
//! `rules::for_each_winning_last_play` under the very-last-card rule, R9). A finished draft
//! therefore *is* one enumerated play; the page prints it in notation and the normal move
//! submission checks it once more. The draft lives only in the URL (`?card=…&d=…`), so
//! nothing is stored before Confirm and Reset is a plain link.

use crate::game::{text, Arg, Message, Seat};
use crate::games::siam::board::Board;
use crate::games::siam::model::*;
use crate::games::siam::{moves, rules, words, KingOfSiam};
use std::ops::ControlFlow;

/// One choice: a province (a tile, a place) or a follower (a cube of a colour in a province).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Token {
    Prov(Prov),
    Follower(Prov, Faction),
}

impl Token {
    /// URL form: `lanna` or `lanna-Y` (no characters that need escaping).
    pub fn encode(self, board: &Board) -> String {
        match self {
            Token::Prov(p) => board.provinces[p as usize].id.to_string(),
            Token::Follower(p, f) => {
                format!(
                    "{}-{}",
                    board.provinces[p as usize].id,
                    board.letters[f.index()]
                )
            }
        }
    }

    pub fn decode(board: &Board, text: &str) -> Option<Token> {
        match text.split_once('-') {
            None => board.province(text).map(Token::Prov),
            Some((p, c)) => {
                let p = board.province(p)?;
                let f = match c.to_ascii_uppercase().as_str() {
                    "Y" => Faction::Yellow,
                    "R" => Faction::Red,
                    "B" | "G" => Faction::Blue,
                    _ => return None,
                };
                Some(Token::Follower(p, f))
            }
        }
    }

    pub fn province(self) -> Prov {
        match self {
            Token::Prov(p) | Token::Follower(p, _) => p,
        }
    }
}

/// What a step asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// Maharacha: the first tile of the swap.
    TileA,
    /// Maharacha: the tile it swaps with.
    TileB,
    /// Maharacha: which of the two swapped tiles gets the King marker.
    King,
    /// Khon Thai: the province for this faction's follower from the pool.
    Place(Faction),
    /// 1 vs 1: the first follower.
    SwapA,
    /// 1 vs 1: the follower in another province it swaps with.
    SwapB,
    /// 2 vs 1: the first of the two followers leaving one province.
    TwoA,
    /// 2 vs 1: the second of the two.
    TwoB,
    /// 2 vs 1 under R6: a lone follower swapped one for one.
    Lone,
    /// 2 vs 1: the follower of the neighbouring province going the other way.
    OneSide,
    /// Faction card: the first follower's province.
    FactionA(Faction),
    /// Faction card: the second follower's province.
    FactionB(Faction),
    /// The follower taken into your supply.
    Take,
}

type Path = Vec<(StepKind, Token)>;

/// Every order in which a player may make the choices of one play.
fn paths(action: &Action, take: Option<Follower>) -> Vec<Path> {
    let mut out: Vec<Path> = Vec::with_capacity(2);
    match action {
        Action::Maharacha { swap: Some(s) } => {
            for (a, b) in [(s.a, s.b), (s.b, s.a)] {
                out.push(vec![
                    (StepKind::TileA, Token::Prov(a)),
                    (StepKind::TileB, Token::Prov(b)),
                    (StepKind::King, Token::Prov(s.king)),
                ]);
            }
        }
        Action::KhonThai { places } => out.push(
            Faction::ALL
                .iter()
                .filter_map(|f| places[f.index()].map(|p| (StepKind::Place(*f), Token::Prov(p))))
                .collect(),
        ),
        Action::OneVsOne { swap: Some(s) } => {
            let a = Token::Follower(s.a.province, s.a.faction);
            let b = Token::Follower(s.b.province, s.b.faction);
            out.push(vec![(StepKind::SwapA, a), (StepKind::SwapB, b)]);
            out.push(vec![(StepKind::SwapA, b), (StepKind::SwapB, a)]);
        }
        Action::TwoVsOne { swap: Some(s) } => {
            let one = (StepKind::OneSide, Token::Follower(s.one_from, s.one));
            match s.two {
                [Some(x), Some(y)] => {
                    out.push(vec![
                        (StepKind::TwoA, Token::Follower(s.two_from, x)),
                        (StepKind::TwoB, Token::Follower(s.two_from, y)),
                        one,
                    ]);
                    if x != y {
                        out.push(vec![
                            (StepKind::TwoA, Token::Follower(s.two_from, y)),
                            (StepKind::TwoB, Token::Follower(s.two_from, x)),
                            one,
                        ]);
                    }
                }
                [Some(x), None] | [None, Some(x)] => {
                    out.push(vec![(StepKind::Lone, Token::Follower(s.two_from, x)), one])
                }
                [None, None] => out.push(Vec::new()),
            }
        }
        Action::Faction { faction, places } => match places {
            [Some(p), Some(q)] => {
                out.push(vec![
                    (StepKind::FactionA(*faction), Token::Prov(*p)),
                    (StepKind::FactionB(*faction), Token::Prov(*q)),
                ]);
                if p != q {
                    out.push(vec![
                        (StepKind::FactionA(*faction), Token::Prov(*q)),
                        (StepKind::FactionB(*faction), Token::Prov(*p)),
                    ]);
                }
            }
            [Some(p), None] | [None, Some(p)] => {
                out.push(vec![(StepKind::FactionA(*faction), Token::Prov(*p))])
            }
            [None, None] => out.push(Vec::new()),
        },
        // Nothing can be done: the only choice left is the follower taken.
        Action::Maharacha { swap: None }
        | Action::OneVsOne { swap: None }
        | Action::TwoVsOne { swap: None } => out.push(Vec::new()),
    }
    if let Some(t) = take {
        for p in &mut out {
            p.push((StepKind::Take, Token::Follower(t.province, t.faction)));
        }
    }
    out
}

/// Every complete play of `card` that `seat` may make now (R9 applied).
pub fn plays(state: &State, seat: Seat, card: Card) -> Vec<(Action, Option<Follower>)> {
    let mut out = Vec::new();
    if state.result.is_some()
        || state.to_move as usize != seat
        || state.seats[seat].hand[card.index()] == 0
    {
        return out;
    }
    let mut push = |action, take| {
        out.push((action, take));
        ControlFlow::Continue(())
    };
    let _ = if rules::is_last_card(state) {
        rules::for_each_winning_last_play(state, seat, card, &mut push)
    } else {
        moves::for_each_play(state, seat, card, &mut push)
    };
    out
}

/// The first complete play of `card` the engine finds (None when it has no legal play),
/// without enumerating them all: enough to know a card is playable and to show an example.
pub fn first_play(state: &State, seat: Seat, card: Card) -> Option<(Action, Option<Follower>)> {
    if state.result.is_some()
        || state.to_move as usize != seat
        || state.seats[seat].hand[card.index()] == 0
    {
        return None;
    }
    let mut found = None;
    let mut stop = |action, take| {
        found = Some((action, take));
        ControlFlow::Break(())
    };
    let _ = if rules::is_last_card(state) {
        rules::for_each_winning_last_play(state, seat, card, &mut stop)
    } else {
        moves::for_each_play(state, seat, card, &mut stop)
    };
    found
}

/// Where a draft stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The next step and its options (in map order). At the take, `played` is the card's
    /// action, settled by the choices so far.
    Choose {
        kind: StepKind,
        options: Vec<Token>,
        played: Option<Action>,
    },
    /// Every choice is made: this is the play.
    Complete {
        action: Action,
        take: Option<Follower>,
    },
    /// The card has no legal play now (not in hand, not your turn, or R9 forbids it).
    Unplayable,
}

/// A draft checked against the position.
#[derive(Clone, Debug)]
pub struct Composed {
    pub card: Card,
    /// The choices that fit the position, with what each step asked.
    pub chosen: Vec<(StepKind, Token)>,
    /// Some choices of the URL did not fit the position and were dropped.
    pub dropped: bool,
    pub stage: Stage,
    /// The card's shape now: every play's steps, for the step list ("1 of 4").
    pub steps_total: usize,
}

/// Checks the draft `picks` for `card` and works out the next step.
pub fn compose(state: &State, seat: Seat, card: Card, picks: &[Token]) -> Composed {
    let all = plays(state, seat, card);
    if all.is_empty() {
        return Composed {
            card,
            chosen: Vec::new(),
            dropped: !picks.is_empty(),
            stage: Stage::Unplayable,
            steps_total: 0,
        };
    }
    let with_paths: Vec<(usize, Path)> = all
        .iter()
        .enumerate()
        .flat_map(|(i, (a, t))| paths(a, *t).into_iter().map(move |p| (i, p)))
        .collect();
    let steps_total = with_paths.iter().map(|(_, p)| p.len()).max().unwrap_or(0);
    let fits = |n: usize| {
        with_paths.iter().any(|(_, p)| {
            p.len() >= n
                && p[..n]
                    .iter()
                    .map(|(_, t)| *t)
                    .eq(picks[..n].iter().copied())
        })
    };
    let mut n = picks.len().min(steps_total);
    while n > 0 && !fits(n) {
        n -= 1;
    }
    let prefix = &picks[..n];
    let matching = || {
        with_paths.iter().filter(|(_, p)| {
            p.len() >= n && p[..n].iter().map(|(_, t)| *t).eq(prefix.iter().copied())
        })
    };
    let chosen: Vec<(StepKind, Token)> = matching()
        .next()
        .map(|(_, p)| p[..n].to_vec())
        .unwrap_or_default();
    let stage = if let Some((i, _)) = matching().find(|(_, p)| p.len() == n) {
        let (action, take) = all[*i];
        Stage::Complete { action, take }
    } else {
        let mut options: Vec<Token> = matching().map(|(_, p)| p[n].1).collect();
        options.sort();
        options.dedup();
        let kind = matching().next().map_or(StepKind::Take, |(_, p)| p[n].0);
        // Only the take is left when every play still possible has the same action.
        let first = matching().next().map(|(i, _)| all[*i].0);
        let played =
            first.filter(|a| kind == StepKind::Take && matching().all(|(i, _)| all[*i].0 == *a));
        Stage::Choose {
            kind,
            options,
            played,
        }
    };
    Composed {
        card,
        chosen,
        dropped: n < picks.len(),
        stage,
        steps_total,
    }
}

/// Reads `?card=` (a card word of either map, as in the notation).
pub fn parse_card(board: &Board, code: &str) -> Option<Card> {
    let code = code.trim().to_ascii_lowercase();
    let other = match board.id {
        crate::games::siam::BoardId::Siam => crate::games::siam::BoardId::Saba,
        crate::games::siam::BoardId::Saba => crate::games::siam::BoardId::Siam,
    };
    [board, other.board()].iter().find_map(|b| {
        b.card_codes
            .iter()
            .position(|c| *c == code)
            .map(|i| Card::ALL[i])
    })
}

/// Reads `?d=` (tokens separated by dots); unreadable tokens end the draft there.
pub fn parse_picks(board: &Board, draft: &str) -> (Vec<Token>, bool) {
    let mut out = Vec::new();
    for part in draft.split('.').filter(|p| !p.is_empty()).take(8) {
        match Token::decode(board, part) {
            Some(t) => out.push(t),
            None => return (out, true),
        }
    }
    (out, false)
}

/// Writes picks for `?d=`.
pub fn encode_picks(board: &Board, picks: &[Token]) -> String {
    picks
        .iter()
        .map(|t| t.encode(board))
        .collect::<Vec<_>>()
        .join(".")
}

/// What a card will do in this position before any choice, when it cannot be carried out
/// completely (R6, R13, empty pool, …), in words.
pub fn card_notices(state: &State, card: Card) -> Vec<String> {
    let board = state.board();
    let name = || words::card(board, card);
    let said = |id: &'static str| Message::new(id).arg("card", name());
    let faction_letter = |f: Faction| {
        Message::new("faction-letter")
            .arg("faction", words::faction(board, f))
            .arg("letter", board.letters[f.index()].to_string())
    };
    let mut out = Vec::new();
    match card {
        Card::Maharacha => {
            if rules::swappable_tiles(state).count_ones() < 2 {
                out.push(said("notice-no-tiles").arg("king", words::king(board)));
            }
        }
        Card::KhonThai => {
            let missing: Vec<Arg> = Faction::ALL
                .iter()
                .filter(|f| state.pool[f.index()] == 0)
                .map(|f| faction_letter(*f).into())
                .collect();
            if missing.len() == 3 {
                out.push(said("notice-pool-empty"));
            } else if !missing.is_empty() {
                out.push(
                    said("notice-pool-missing")
                        .arg("count", missing.len())
                        .arg("missing", Arg::join(missing, "list-or")),
                );
            }
        }
        Card::OneVsOne => {
            if !moves::exists_one_swap(state) {
                out.push(said("notice-no-swap"));
            }
        }
        Card::TwoVsOne => {
            if !moves::exists_two_swap(state, true) {
                if moves::exists_two_swap(state, false) {
                    out.push(said("notice-one-for-one"));
                } else {
                    out.push(said("notice-no-neighbour-swap"));
                }
            }
        }
        Card::Yellow | Card::Red | Card::Blue => {
            let f = Faction::from_index(card.index() - 4);
            let faction = || words::faction(board, f);
            let letter = board.letters[f.index()].to_string();
            if rules::eligible_for(state, f) == 0 {
                out.push(Message::new("notice-faction-nowhere").arg("faction", faction()));
            } else {
                let id = match state.pool[f.index()] {
                    0 => Some("notice-faction-none"),
                    1 => Some("notice-faction-one"),
                    _ => None,
                };
                out.extend(id.map(|id| {
                    Message::new(id)
                        .arg("faction", faction())
                        .arg("letter", letter)
                }));
            }
        }
    }
    if matches!(card, Card::OneVsOne | Card::TwoVsOne) {
        if let Some((last, Some(_))) = state.last_action {
            if last == card {
                out.push(said("notice-undo-ban"));
            }
        }
    }
    out.iter()
        .map(|m| text::render::<KingOfSiam>(m, &[]))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::siam::Hands;
    use crate::games::siam::{start, BoardId};

    fn setup(board: BoardId) -> Setup {
        Setup {
            board,
            players: 2,
            hands: Hands::Original,
            // Siam order: lanna sukothai lanxang khorat ayutthaya ligor pattani kedah.
            provinces: [
                [2, 1, 1],
                [1, 2, 1],
                [0, 3, 1],
                [2, 1, 1],
                [2, 1, 1],
                [1, 1, 2],
                [1, 2, 1],
                [1, 1, 2],
            ],
            pool: [5, 2, 5],
            tiles: [0, 1, 2, 3, 4, 5, 6, 7],
            aids: vec![1, 3],
            followers: vec![[1, 1, 0], [0, 1, 1]],
            start: 0,
        }
    }

    fn state() -> State {
        start(&setup(BoardId::Siam)).unwrap()
    }

    /// Follows the first option at every step; returns the steps seen and the play. At
    /// the take (and only there) the card's action is already known, and it is the play's.
    fn walk(state: &State, card: Card) -> (Vec<StepKind>, Action, Option<Follower>) {
        let mut picks = Vec::new();
        let mut kinds = Vec::new();
        let mut at_take = None;
        loop {
            let c = compose(state, 0, card, &picks);
            assert!(!c.dropped);
            match c.stage {
                Stage::Choose {
                    kind,
                    options,
                    played,
                } => {
                    assert!(!options.is_empty());
                    assert_eq!(played.is_some(), kind == StepKind::Take, "{card:?}");
                    at_take = played.or(at_take);
                    kinds.push(kind);
                    picks.push(options[0]);
                }
                Stage::Complete { action, take } => {
                    if kinds.contains(&StepKind::Take) {
                        assert_eq!(at_take, Some(action), "{card:?}");
                    }
                    return (kinds, action, take);
                }
                Stage::Unplayable => panic!("{card:?} is unplayable"),
            }
        }
    }

    #[test]
    fn every_card_walks_to_a_legal_play() {
        let s = state();
        for card in Card::ALL {
            let (kinds, action, take) = walk(&s, card);
            assert_eq!(kinds.last(), Some(&StepKind::Take), "{card:?}");
            assert!(rules::check_play(&s, 0, &action, take).is_ok(), "{card:?}");
        }
    }

    #[test]
    fn the_card_shapes_are_the_expected_steps() {
        let s = state();
        let kinds = |c| walk(&s, c).0;
        use StepKind::*;
        assert_eq!(kinds(Card::Maharacha), vec![TileA, TileB, King, Take]);
        assert_eq!(
            kinds(Card::KhonThai),
            vec![
                Place(Faction::Yellow),
                Place(Faction::Red),
                Place(Faction::Blue),
                Take
            ]
        );
        assert_eq!(kinds(Card::OneVsOne), vec![SwapA, SwapB, Take]);
        assert_eq!(kinds(Card::TwoVsOne), vec![TwoA, TwoB, OneSide, Take]);
        assert_eq!(
            kinds(Card::Yellow),
            vec![FactionA(Faction::Yellow), FactionB(Faction::Yellow), Take]
        );
    }

    #[test]
    fn the_second_tile_can_be_either_side_of_the_pair() {
        let s = state();
        let kedah = Token::Prov(7);
        let c = compose(&s, 0, Card::Maharacha, &[kedah]);
        let Stage::Choose { kind, options, .. } = c.stage else {
            panic!()
        };
        assert_eq!(kind, StepKind::TileB);
        assert_eq!(options.len(), 7, "kedah pairs with every other tile");
        let c = compose(&s, 0, Card::Maharacha, &[kedah, Token::Prov(0)]);
        let Stage::Choose { kind, options, .. } = c.stage else {
            panic!()
        };
        assert_eq!(kind, StepKind::King);
        assert_eq!(options, vec![Token::Prov(0), kedah]);
    }

    #[test]
    fn two_vs_one_offers_only_neighbours_and_present_colours() {
        let s = state();
        let board = s.board();
        // Lan Xang holds no yellow follower.
        let c = compose(&s, 0, Card::TwoVsOne, &[]);
        let Stage::Choose { options, .. } = c.stage else {
            panic!()
        };
        assert!(!options.contains(&Token::Follower(2, Faction::Yellow)));
        let lanxang_red = Token::Follower(2, Faction::Red);
        let c = compose(&s, 0, Card::TwoVsOne, &[lanxang_red, lanxang_red]);
        let Stage::Choose { kind, options, .. } = c.stage else {
            panic!()
        };
        assert_eq!(kind, StepKind::OneSide);
        for t in options {
            assert!(board.are_adjacent(2, t.province()), "{t:?}");
        }
    }

    #[test]
    fn choices_that_no_longer_fit_are_dropped() {
        let s = state();
        // Lan Xang holds no yellow follower to swap.
        let c = compose(
            &s,
            0,
            Card::OneVsOne,
            &[Token::Follower(2, Faction::Yellow)],
        );
        assert!(c.dropped);
        assert!(c.chosen.is_empty());
        // Not in hand / not this seat's turn.
        assert_eq!(compose(&s, 1, Card::OneVsOne, &[]).stage, Stage::Unplayable);
    }

    #[test]
    fn partial_executions_are_announced() {
        let mut s = state();
        s.pool = [0, 1, 0];
        let notes = card_notices(&s, Card::KhonThai);
        assert!(
            notes[0].contains("No Rama (Y) or Malay (B) follower in the pool"),
            "{notes:?}"
        );
        assert!(card_notices(&s, Card::Yellow)[0].contains("will place nothing"));
        assert!(card_notices(&s, Card::Red)[0].contains("places just that one"));
        // Khon Thai then asks only for the red follower.
        let (kinds, ..) = walk(&s, Card::KhonThai);
        assert_eq!(kinds, vec![StepKind::Place(Faction::Red), StepKind::Take]);
        // A faction card with nothing to place goes straight to the take.
        let (kinds, action, _) = walk(&s, Card::Yellow);
        assert_eq!(kinds, vec![StepKind::Take]);
        assert_eq!(
            action,
            Action::Faction {
                faction: Faction::Yellow,
                places: [None, None]
            }
        );
    }

    #[test]
    fn r6_swaps_one_for_one_when_no_side_can_give_two() {
        let mut s = state();
        // Only Lan Na and Sukothai are open and hold one follower each.
        for p in 2..8 {
            s.resolved_in[p] = 1;
            s.provinces[p] = [0; 3];
        }
        s.provinces[0] = [1, 0, 0];
        s.provinces[1] = [0, 1, 0];
        let notes = card_notices(&s, Card::TwoVsOne);
        assert!(notes[0].contains("one for one"), "{notes:?}");
        let (kinds, ..) = walk(&s, Card::TwoVsOne);
        assert_eq!(
            kinds,
            vec![StepKind::Lone, StepKind::OneSide, StepKind::Take]
        );
        s.provinces[1] = [0, 0, 0];
        assert!(card_notices(&s, Card::TwoVsOne)[0].contains("swaps nothing"));
        assert!(card_notices(&s, Card::OneVsOne)[0].contains("swaps nothing"));
    }

    #[test]
    fn the_first_play_is_one_of_the_plays() {
        let s = state();
        for card in Card::ALL {
            let first = first_play(&s, 0, card).unwrap();
            assert_eq!(plays(&s, 0, card)[0], first);
        }
        assert_eq!(first_play(&s, 1, Card::OneVsOne), None);
    }

    #[test]
    fn tokens_round_trip_through_the_url() {
        let board = BoardId::Saba.board();
        let picks = vec![Token::Prov(3), Token::Follower(4, Faction::Blue)];
        let text = encode_picks(board, &picks);
        assert_eq!(text, "wollo.shewa-G");
        assert_eq!(parse_picks(board, &text), (picks, false));
        assert!(parse_picks(board, "wollo.paris").1);
        assert_eq!(parse_card(board, "ityoppaya"), Some(Card::KhonThai));
        assert_eq!(parse_card(board, "khonthai"), Some(Card::KhonThai));
        assert_eq!(parse_card(board, "dance"), None);
    }
}
