//! The data of a King of Siam game: factions, cards, moves, events, setup and state.
//!
//! Serialized names are stored in game logs forever: never rename or reorder a variant
//! or field that derives `Serialize`.

use super::board::{Board, BoardId};
use crate::game::Seat;
use serde::{Deserialize, Serialize};

word_enum! {
    /// The two invitation variants: opponents' hands hidden, or shown to everyone.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    pub enum Hands {
        #[default]
        Original = "original",
        Open = "open",
    }
}

/// The three factions by colour (Rama/Amhara, Lao/Tigray, Malay/Shewa).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Faction {
    Yellow = 0,
    Red = 1,
    /// Blue on the Siam map, green on the Saba map.
    Blue = 2,
}

impl Faction {
    pub const ALL: [Faction; 3] = [Faction::Yellow, Faction::Red, Faction::Blue];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn from_index(i: usize) -> Faction {
        Faction::ALL[i]
    }
}

/// Followers by faction: `[yellow, red, blue]`.
pub type Counts = [u8; 3];

/// A province number: the index in the board's province list.
pub type Prov = u8;

/// Who controls a resolved province.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Controller {
    Faction(Faction),
    /// The British (Siam) or the Italians (Saba), after a tie.
    Occupier,
}

/// The kinds of action card; each player's set has one of each, Khon Thai twice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    Maharacha = 0,
    KhonThai = 1,
    OneVsOne = 2,
    TwoVsOne = 3,
    Yellow = 4,
    Red = 5,
    Blue = 6,
}

impl Card {
    pub const ALL: [Card; 7] = [
        Card::Maharacha,
        Card::KhonThai,
        Card::OneVsOne,
        Card::TwoVsOne,
        Card::Yellow,
        Card::Red,
        Card::Blue,
    ];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn faction_card(f: Faction) -> Card {
        Card::ALL[4 + f.index()]
    }
    /// The card's name on this map.
    pub fn name(self, board: &Board) -> &'static str {
        board.cards[self.index()]
    }
}

/// A full set of cards as counts by [`Card`] index.
pub const FULL_HAND: [u8; 7] = [1, 2, 1, 1, 1, 1, 1];

/// One follower of a faction in a province.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Follower {
    pub province: Prov,
    pub faction: Faction,
}

/// Maharacha: swap the tiles of two provinces and put the King marker on one of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TileSwap {
    pub a: Prov,
    pub b: Prov,
    /// Which of the two tiles gets the King marker.
    pub king: Prov,
}

/// 1 vs 1: `a` moves to `b.province` and `b` moves to `a.province`.
/// Canonical form: `a.province < b.province`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct OneSwap {
    pub a: Follower,
    pub b: Follower,
}

/// 2 vs 1: followers `two` leave `two_from` for `one_from`, `one` goes the other way.
/// `two[1]` is `None` only when `two_from` holds a single follower (R6).
/// Canonical form: `two[0] <= two[1]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TwoSwap {
    pub two_from: Prov,
    pub two: [Option<Faction>; 2],
    pub one_from: Prov,
    pub one: Faction,
}

/// An action card with every choice it needs. `None` choices mean "nothing can be done".
/// Read by the hand-written reader in `decode.rs`, which must match this layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "card", rename_all = "snake_case")]
pub enum Action {
    Maharacha {
        swap: Option<TileSwap>,
    },
    /// Province for each faction's follower from the pool, by faction index.
    KhonThai {
        places: [Option<Prov>; 3],
    },
    OneVsOne {
        swap: Option<OneSwap>,
    },
    TwoVsOne {
        swap: Option<TwoSwap>,
    },
    /// Rama / Lao / Malai: up to two followers of `faction` from the pool.
    /// Canonical form: filled from the front, `places[0] <= places[1]`.
    Faction {
        faction: Faction,
        places: [Option<Prov>; 2],
    },
}

impl Action {
    pub fn card(&self) -> Card {
        match self {
            Action::Maharacha { .. } => Card::Maharacha,
            Action::KhonThai { .. } => Card::KhonThai,
            Action::OneVsOne { .. } => Card::OneVsOne,
            Action::TwoVsOne { .. } => Card::TwoVsOne,
            Action::Faction { faction, .. } => Card::faction_card(*faction),
        }
    }
}

/// A player's decision on their turn. Read by the hand-written reader in `decode.rs`,
/// which must match this layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Move {
    Pass,
    /// Play a card, then take one follower from an unresolved province (`None` only when
    /// no unresolved province holds any follower, R4).
    Play {
        action: Action,
        take: Option<Follower>,
    },
}

impl Move {
    /// The canonical form of the same move (the form notation prints and the enumeration
    /// yields): swap sides and placements in ascending order.
    pub fn canonical(&self) -> Move {
        let Move::Play { action, take } = *self else {
            return *self;
        };
        let action = match action {
            Action::Maharacha { swap: Some(s) } if s.a > s.b => Action::Maharacha {
                swap: Some(TileSwap {
                    a: s.b,
                    b: s.a,
                    king: s.king,
                }),
            },
            Action::OneVsOne { swap: Some(s) } if s.a.province > s.b.province => Action::OneVsOne {
                swap: Some(OneSwap { a: s.b, b: s.a }),
            },
            Action::TwoVsOne { swap: Some(mut s) } => {
                if let [Some(x), Some(y)] = s.two {
                    s.two = [Some(x.min(y)), Some(x.max(y))];
                }
                Action::TwoVsOne { swap: Some(s) }
            }
            Action::Faction {
                faction,
                places: [Some(p), Some(q)],
            } => Action::Faction {
                faction,
                places: [Some(p.min(q)), Some(p.max(q))],
            },
            other => other,
        };
        Move::Play { action, take }
    }
}

/// Why the engine passed for a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SkipReason {
    NoCards,
    /// Holds only the very last card of the game and cannot win with it (R9).
    LastCardCannotWin,
}

/// What decided the winner, for the result text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decider {
    /// Most followers of the ruling faction.
    RulingFollowers,
    /// Tie broken by followers of the second-ranked faction.
    SecondFollowers,
    /// Still tied: the player whose latest card is oldest wins (R11).
    OldestLastCard,
    /// Colony: most complete sets.
    Sets,
    /// Colony tie: the most recent card player wins.
    LatestLastCard,
    /// Nothing separates the tied players: they share the win (R15).
    Shared,
}

/// The end of a game with everything needed to explain it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalResult {
    /// Four provinces went to the occupier.
    pub colony: bool,
    pub ruling: Option<Faction>,
    /// The ruling faction was tied on provinces and won by the latest control.
    pub ruling_by_latest_control: bool,
    pub second: Option<Faction>,
    /// Provinces controlled by faction.
    pub provinces: Counts,
    pub occupied: u8,
    pub winners: Vec<Seat>,
    /// The winners who win only as a winner's partner (4 players, not a colony; in a
    /// colony partners win as a team).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub partners: Vec<Seat>,
    pub decider: Decider,
    /// Complete sets per seat (per team pooled in a 4-player colony).
    pub sets: Vec<u8>,
}

/// Everything that happened in one step, including what the engine derived by itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A card was played with these choices (`None` choices: nothing could be done).
    Played {
        seat: Seat,
        action: Action,
        take: Option<Follower>,
    },
    Passed {
        seat: Seat,
        ended_struggle: bool,
    },
    /// The engine passed for a player who could only pass.
    Skipped {
        seat: Seat,
        reason: SkipReason,
        ended_struggle: bool,
    },
    /// Nobody holds a playable card any more: the remaining struggles resolve at once.
    NobodyCanAct,
    StruggleResolved {
        /// 1-based number of the struggle.
        struggle: u8,
        province: Prov,
        followers: Counts,
        winner: Controller,
        /// The player who starts the next struggle, if the game goes on.
        next: Option<Seat>,
    },
    GameEnded {
        result: FinalResult,
    },
}

/// Every random choice of a game, recorded explicitly as its first event (R3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub board: BoardId,
    pub players: u8,
    pub hands: Hands,
    /// Followers in each province, by province number.
    pub provinces: [Counts; 8],
    pub pool: Counts,
    /// Province on each box 1..8 of the tile track.
    pub tiles: [Prov; 8],
    /// Playing-aid number (1–4) by seat.
    pub aids: Vec<u8>,
    /// Followers each seat starts with (from its aid card, R1).
    pub followers: Vec<Counts>,
    pub start: Seat,
}

/// What a player last did, shown on their panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum LastMove {
    Played {
        card: Card,
    },
    Passed {
        ended_struggle: bool,
        automatic: bool,
    },
}

/// One seat's private and public holdings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerState {
    /// Cards in hand, counts by [`Card`] index.
    pub hand: [u8; 7],
    /// Played cards, oldest first (`discards[..discard_len]`).
    pub discards: [Card; 8],
    pub discard_len: u8,
    pub followers: Counts,
    pub aid: u8,
    /// Game-wide number (1..=32) of this seat's most recent card; 0 = never played.
    pub last_card: u8,
    /// Step (1-based move number) of this seat's latest own move; 0 = none yet.
    pub last_turn_step: u16,
    pub last_move: Option<LastMove>,
}

impl PlayerState {
    /// A seat before anything happened: a full hand, nothing played, no followers (also
    /// the seats beyond the player count).
    pub const UNTOUCHED: PlayerState = PlayerState {
        hand: FULL_HAND,
        discards: [Card::Maharacha; 8],
        discard_len: 0,
        followers: [0; 3],
        aid: 0,
        last_card: 0,
        last_turn_step: 0,
        last_move: None,
    };

    pub fn cards_in_hand(&self) -> u8 {
        self.hand.iter().sum()
    }
    pub fn discards(&self) -> &[Card] {
        &self.discards[..self.discard_len as usize]
    }
}

/// The full state of a game (never sent to clients; see [`super::view`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    pub board: BoardId,
    pub hands_variant: Hands,
    pub players: u8,
    pub provinces: [Counts; 8],
    pub control: [Option<Controller>; 8],
    /// Struggle number (1..8) in which each province was resolved; 0 = unresolved.
    pub resolved_in: [u8; 8],
    /// Province on each box of the tile track.
    pub tiles: [Prov; 8],
    /// Seat whose King marker lies on each province's tile.
    pub king: [Option<u8>; 8],
    /// Number of struggles resolved; the contested province is `tiles[resolved]`.
    pub resolved: u8,
    pub pool: Counts,
    pub seats: [PlayerState; 4],
    pub to_move: u8,
    /// Consecutive passes in the current struggle.
    pub passes: u8,
    pub cards_played: u8,
    /// The most recent action card of the game and what it exchanged (undo ban, R7).
    pub last_action: Option<(Card, Option<Exchange>)>,
    /// Moves applied so far.
    pub step: u16,
    pub result: Option<FinalResult>,
}

/// Followers exchanged between two provinces, normalised with `p < q`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Exchange {
    pub p: Prov,
    pub q: Prov,
    pub from_p: Counts,
    pub from_q: Counts,
}

impl Exchange {
    pub fn new(x: Prov, from_x: Counts, y: Prov, from_y: Counts) -> Exchange {
        if x < y {
            Exchange {
                p: x,
                q: y,
                from_p: from_x,
                from_q: from_y,
            }
        } else {
            Exchange {
                p: y,
                q: x,
                from_p: from_y,
                from_q: from_x,
            }
        }
    }
    /// The exchange that would put every follower back.
    pub fn inverse(self) -> Exchange {
        Exchange {
            p: self.p,
            q: self.q,
            from_p: self.from_q,
            from_q: self.from_p,
        }
    }
}

impl State {
    pub fn board(&self) -> &'static Board {
        self.board.board()
    }
    pub fn n(&self) -> usize {
        self.players as usize
    }
    pub fn seat(&self, s: Seat) -> &PlayerState {
        &self.seats[s]
    }
    /// All cards of the game (8 per player).
    pub fn cards_total(&self) -> u8 {
        8 * self.players
    }
    pub fn is_resolved(&self, p: Prov) -> bool {
        self.resolved_in[p as usize] != 0
    }
    /// The province fought over now.
    pub fn contested(&self) -> Option<Prov> {
        (self.resolved < 8 && self.result.is_none()).then(|| self.tiles[self.resolved as usize])
    }
    /// Unresolved provinces as a bit mask.
    pub fn open_mask(&self) -> u8 {
        let mut m = 0u8;
        for p in 0..8 {
            if self.resolved_in[p] == 0 {
                m |= 1 << p;
            }
        }
        m
    }
    /// Provinces controlled by each faction, and by the occupier.
    pub fn control_counts(&self) -> (Counts, u8) {
        let mut c = [0u8; 3];
        let mut occ = 0;
        for ctrl in self.control.iter().flatten() {
            match ctrl {
                Controller::Faction(f) => c[f.index()] += 1,
                Controller::Occupier => occ += 1,
            }
        }
        (c, occ)
    }
    /// Partner seat in the 4-player team game.
    pub fn partner(&self, s: Seat) -> Option<Seat> {
        (self.players == 4).then_some((s + 2) % 4)
    }
    pub fn next_seat(&self, s: Seat) -> Seat {
        (s + 1) % self.n()
    }

    /// A compact digest of where a game ended, as recorded in the frozen fixtures of
    /// `tests/fixtures/` (examples/siam_fixture.rs writes it, tests/siam_fixtures.rs checks it).
    pub fn digest(&self) -> serde_json::Value {
        serde_json::json!({
            "control": self.control,
            "resolved_in": self.resolved_in,
            "followers": self.seats[..self.n()].iter().map(|p| p.followers).collect::<Vec<_>>(),
            "cards_played": self.cards_played,
            "result": self.result,
        })
    }
}
