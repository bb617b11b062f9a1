//! Unit tests of the King of Siam rules: every card, every ruling R1–R15, edge cases.
//!
//! Positions start from one fixed, valid setup and are then edited field by field.
//! Siam province numbers (board order) and borders:
//!
//! ```text
//!   lanna(0) ─────── lanxang(2)*Lao home
//!        \          /     |
//!       sukothai(1) ── khorat(3)
//!              \          |
//!              ayutthaya(4)*Rama home
//!                   |
//!                ligor(5)
//!               /       \
//!   kedah(7)*Malay home ── pattani(6)
//! ```
//! Tiles start in board order: box 1 = lanna.

use super::board::BoardId;
use super::model::*;
use super::rules::{self, RuleError};
use super::{moves, notation, view, KingOfSiam};
use crate::engine::{Game, Hands, Seat, Viewer};
use rand::rngs::SmallRng;
use rand::SeedableRng;

const LANNA: Prov = 0;
const SUKOTHAI: Prov = 1;
const LANXANG: Prov = 2;
const KHORAT: Prov = 3;
const AYUTTHAYA: Prov = 4;
const LIGOR: Prov = 5;
const PATTANI: Prov = 6;
const KEDAH: Prov = 7;

const Y: Faction = Faction::Yellow;
const R: Faction = Faction::Red;
const B: Faction = Faction::Blue;

const RAMA: Controller = Controller::Faction(Faction::Yellow);
const LAO: Controller = Controller::Faction(Faction::Red);
const MALAY: Controller = Controller::Faction(Faction::Blue);
const BRITISH: Controller = Controller::Occupier;

/// Province contents of the fixed setup (homes hold two of their colour).
const START: [Counts; 8] = [
    [2, 1, 1], // lanna
    [1, 2, 1], // sukothai
    [0, 3, 1], // lanxang (Lao home)
    [1, 1, 2], // khorat
    [3, 0, 1], // ayutthaya (Rama home)
    [1, 2, 1], // ligor
    [2, 1, 1], // pattani
    [1, 0, 3], // kedah (Malay home)
];

fn followers_for(aids: &[u8]) -> Vec<Counts> {
    let n = aids.len();
    (0..n)
        .map(|s| {
            super::aid_followers(if aids[s] == 4 {
                aids[(s + 1) % n]
            } else {
                aids[s]
            })
        })
        .collect()
}

/// Recomputes the pool so that every colour adds up to 16 (2 players) or 18.
fn balance(st: &mut Setup) {
    let per: i32 = if st.players == 2 { 16 } else { 18 };
    for f in 0..3 {
        let used: i32 = st.provinces.iter().map(|c| c[f] as i32).sum::<i32>()
            + st.followers.iter().map(|c| c[f] as i32).sum::<i32>();
        st.pool[f] = (per - used) as u8;
    }
}

/// A valid Siam setup: aids 1..=players in seat order, tiles in board order, seat 0 starts.
fn setup(players: u8) -> Setup {
    let aids: Vec<u8> = (1..=players).collect();
    let mut st = Setup {
        board: BoardId::Siam,
        players,
        hands: Hands::Original,
        provinces: START,
        pool: [0; 3],
        tiles: [0, 1, 2, 3, 4, 5, 6, 7],
        followers: followers_for(&aids),
        aids,
        start: 0,
    };
    balance(&mut st);
    st
}

fn game(players: u8) -> State {
    super::start(&setup(players)).expect("the fixed setup is valid")
}

/// Resolves these provinces in this order as if their struggles had been fought: their
/// tiles move to the front of the track (the rest keep their order), followers go to the pool.
fn fought(s: &mut State, history: &[(Prov, Controller)]) {
    for &(p, c) in history {
        let at = s.tiles.iter().position(|&t| t == p).unwrap();
        let r = s.resolved as usize;
        assert!(at >= r, "province {p} is already resolved");
        s.tiles.copy_within(r..at, r + 1);
        s.tiles[r] = p;
        s.resolved += 1;
        s.resolved_in[p as usize] = s.resolved;
        s.control[p as usize] = Some(c);
        for f in 0..3 {
            s.pool[f] += s.provinces[p as usize][f];
        }
        s.provinces[p as usize] = [0; 3];
    }
}

fn hand_of(cards: &[Card]) -> [u8; 7] {
    let mut h = [0u8; 7];
    for c in cards {
        h[c.index()] += 1;
    }
    h
}

/// Gives `seat` exactly these cards; the rest of its set counts as played (oldest first).
fn holds(s: &mut State, seat: Seat, cards: &[Card]) {
    let p = &mut s.seats[seat];
    p.hand = hand_of(cards);
    let played = 8 - cards.len();
    p.discard_len = played as u8;
    for i in 0..played {
        p.discards[i] = Card::KhonThai;
    }
}

fn mv(s: &State, text: &str) -> Move {
    notation::parse(s.board(), text).unwrap_or_else(|e| panic!("cannot parse `{text}`: {e}"))
}

/// The player to move makes this move; it must be legal.
fn act(s: &State, text: &str) -> (State, Vec<Event>) {
    let seat = s.to_move as usize;
    rules::apply(s, seat, &mv(s, text)).unwrap_or_else(|e| panic!("`{text}` was refused: {e}"))
}

/// The player to move tries this move; it must be refused.
fn refused(s: &State, text: &str) -> RuleError {
    let seat = s.to_move as usize;
    match rules::apply(s, seat, &mv(s, text)) {
        Ok(_) => panic!("`{text}` was accepted"),
        Err(e) => e,
    }
}

fn pass(s: &State) -> (State, Vec<Event>) {
    act(s, "pass")
}

fn totals(s: &State) -> [u32; 3] {
    let mut t = [0u32; 3];
    for f in 0..3 {
        t[f] = s.provinces.iter().map(|c| c[f] as u32).sum::<u32>()
            + s.pool[f] as u32
            + s.seats[..s.n()]
                .iter()
                .map(|p| p.followers[f] as u32)
                .sum::<u32>();
    }
    t
}

fn set_board(s: &mut State, contents: [Counts; 8]) {
    s.provinces = contents;
}

fn mask(ps: &[Prov]) -> u8 {
    ps.iter().fold(0, |m, p| m | 1 << p)
}

// ---------------------------------------------------------------------------------------
// Setup (R1–R3, 2-player removal, homes, King of Saba)
// ---------------------------------------------------------------------------------------

#[test]
fn two_player_games_remove_two_followers_of_each_colour_so_48_remain() {
    for seed in 0..100 {
        for (players, per) in [(2u8, 16u32), (3, 18), (4, 18)] {
            for board in [BoardId::Siam, BoardId::Saba] {
                let mut rng = SmallRng::seed_from_u64(seed);
                let st = super::new_setup(board, players, Hands::Original, &mut rng);
                let s = super::start(&st).unwrap();
                assert_eq!(totals(&s), [per; 3], "{players} players on {board:?}");
            }
        }
    }
}

#[test]
fn playing_aids_show_the_followers_of_ruling_r1() {
    assert_eq!(super::aid_followers(1), [1, 1, 0], "aid 1 = yellow + red");
    assert_eq!(super::aid_followers(2), [1, 0, 1], "aid 2 = yellow + blue");
    assert_eq!(super::aid_followers(3), [0, 1, 1], "aid 3 = red + blue");
}

#[test]
fn every_player_draws_a_distinct_aid_and_takes_its_two_followers() {
    for seed in 0..200 {
        for players in 2..=4u8 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let st = super::new_setup(BoardId::Siam, players, Hands::Original, &mut rng);
            let n = players as usize;
            let mut aids = st.aids.clone();
            aids.sort();
            if players == 4 {
                assert_eq!(aids, vec![1, 2, 3, 4]);
            } else {
                aids.dedup();
                assert_eq!(aids.len(), n);
                assert!(
                    aids.iter().all(|&a| (1..=3).contains(&a)),
                    "aid 4 only with 4 players"
                );
            }
            let s = super::start(&st).unwrap();
            for seat in 0..n {
                // R1: aid 4 copies the aid of the left neighbour = the next seat in turn order.
                let shown = if st.aids[seat] == 4 {
                    st.aids[(seat + 1) % n]
                } else {
                    st.aids[seat]
                };
                assert_eq!(st.followers[seat], super::aid_followers(shown));
                assert_eq!(s.seats[seat].followers, super::aid_followers(shown));
                assert_eq!(s.seats[seat].aid, st.aids[seat]);
                assert_eq!(s.seats[seat].hand, FULL_HAND);
            }
            assert!(st.start < n);
            assert_eq!(s.to_move as usize, st.start);
        }
    }
}

#[test]
fn aid_four_copies_the_next_seat_and_not_the_previous_one() {
    let mut st = setup(4);
    st.aids = vec![4, 3, 1, 2];
    st.followers = followers_for(&st.aids);
    assert_eq!(
        st.followers[0],
        [0, 1, 1],
        "seat 1 with aid 4 copies seat 2's aid 3"
    );
    balance(&mut st);
    assert!(super::start(&st).is_ok());
    // Copying the previous seat (seat 4, aid 2) is refused.
    st.followers[0] = super::aid_followers(2);
    balance(&mut st);
    let e = super::start(&st).unwrap_err();
    assert_eq!(e, "seat 1 does not hold its playing aid's followers");
}

#[test]
fn homes_get_two_followers_of_their_colour_and_every_siam_province_four() {
    let board = BoardId::Siam.board();
    for seed in 0..300 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let st = super::new_setup(BoardId::Siam, 3, Hands::Original, &mut rng);
        for (i, c) in st.provinces.iter().enumerate() {
            assert_eq!(c.iter().sum::<u8>(), 4, "{}", board.provinces[i].id);
        }
        assert!(st.provinces[AYUTTHAYA as usize][0] >= 2, "Rama home");
        assert!(st.provinces[LANXANG as usize][1] >= 2, "Lao home");
        assert!(st.provinces[KEDAH as usize][2] >= 2, "Malay home");
        let mut tiles = st.tiles;
        tiles.sort();
        assert_eq!(
            tiles,
            [0, 1, 2, 3, 4, 5, 6, 7],
            "the tiles are a permutation"
        );
    }
}

#[test]
fn setup_choices_are_random_start_player_and_tile_order() {
    let mut starts = [false; 3];
    let mut first_tiles = [false; 8];
    for seed in 0..200 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let st = super::new_setup(BoardId::Siam, 3, Hands::Original, &mut rng);
        starts[st.start] = true;
        first_tiles[st.tiles[0] as usize] = true;
    }
    assert_eq!(starts, [true; 3], "R2: any seat may start");
    assert_eq!(first_tiles, [true; 8], "any tile may lie on box 1");
}

#[test]
fn saba_puts_one_green_and_three_random_in_shewa_and_one_random_in_each_desert() {
    let board = BoardId::Saba.board();
    let id = |name: &str| board.province(name).unwrap() as usize;
    let mut shewa_with_exactly_one_green = false;
    let mut desert_colours = [false; 3];
    for seed in 0..300 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let st = super::new_setup(BoardId::Saba, 3, Hands::Original, &mut rng);
        let size = |name: &str| st.provinces[id(name)].iter().sum::<u8>();
        for name in ["tigray", "amhara", "gojjam", "shewa", "wollega", "kaffa"] {
            assert_eq!(size(name), 4, "{name}");
        }
        assert_eq!(size("wollo"), 1, "desert");
        assert_eq!(size("herarghe"), 1, "desert");
        assert!(st.provinces[id("tigray")][1] >= 2, "red home");
        assert!(st.provinces[id("amhara")][0] >= 2, "yellow home");
        assert!(st.provinces[id("shewa")][2] >= 1, "green home");
        shewa_with_exactly_one_green |= st.provinces[id("shewa")][2] == 1;
        for d in ["wollo", "herarghe"] {
            for f in 0..3 {
                desert_colours[f] |= st.provinces[id(d)][f] == 1;
            }
        }
        let s = super::start(&st).unwrap();
        assert_eq!(totals(&s), [18; 3]);
    }
    assert!(
        shewa_with_exactly_one_green,
        "Shewa gets 1 green + 3 random, not 2 green"
    );
    assert_eq!(desert_colours, [true; 3], "a desert follower is random");
}

#[test]
fn an_explicit_setup_replays_identically_after_a_json_round_trip() {
    for (board, players) in [(BoardId::Siam, 3u8), (BoardId::Saba, 4), (BoardId::Siam, 2)] {
        let mut rng = SmallRng::seed_from_u64(42);
        let st = super::new_setup(board, players, Hands::Original, &mut rng);
        let back: Setup = serde_json::from_str(&serde_json::to_string(&st).unwrap()).unwrap();
        assert_eq!(back, st);
        let mut s = super::start(&st).unwrap();
        let mut log = Vec::new();
        while s.result.is_none() {
            let seat = s.to_move as usize;
            let m = moves::random_move(&s, seat, &mut rng).unwrap();
            s = rules::apply(&s, seat, &m).unwrap().0;
            log.push((seat, m));
        }
        let again = KingOfSiam::replay(&back, &log).unwrap();
        assert_eq!(again, s);
    }
}

#[test]
fn start_rejects_absurd_follower_counts_without_overflowing() {
    let mut setup = super::new_setup(
        BoardId::Siam,
        3,
        Hands::Original,
        &mut SmallRng::seed_from_u64(1),
    );
    setup.provinces[0] = [255, 255, 255];
    assert!(super::start(&setup).is_err());
}

#[test]
fn start_rejects_inconsistent_setups_with_a_reason() {
    let check = |change: &dyn Fn(&mut Setup), says: &str| {
        let mut st = setup(3);
        change(&mut st);
        let e = super::start(&st).unwrap_err();
        assert!(e.contains(says), "expected `{says}` in `{e}`");
    };
    check(&|st| st.players = 5, "2 to 4");
    check(&|st| st.players = 1, "2 to 4");
    check(
        &|st| {
            st.aids.pop();
        },
        "do not match the player count",
    );
    check(&|st| st.start = 3, "do not match the player count");
    check(
        &|st| st.tiles = [0, 0, 2, 3, 4, 5, 6, 7],
        "not a permutation",
    );
    check(
        &|st| st.tiles = [0, 1, 2, 3, 4, 5, 6, 8],
        "not a permutation",
    );
    check(&|st| st.aids = vec![1, 1, 2], "distinct cards 1–3");
    check(
        &|st| {
            st.aids = vec![1, 2, 4];
            st.followers = followers_for(&st.aids);
            balance(st);
        },
        "distinct cards 1–3",
    );
    check(
        &|st| {
            st.followers[1] = [1, 1, 0];
            balance(st);
        },
        "seat 2 does not hold its playing aid's followers",
    );
    check(
        &|st| {
            st.provinces[LANNA as usize] = [2, 2, 1];
            balance(st);
        },
        "Lan Na does not hold its starting followers",
    );
    check(
        &|st| {
            st.provinces[AYUTTHAYA as usize] = [1, 2, 1];
            balance(st);
        },
        "Ayutthaya does not hold its starting followers",
    );
    check(
        &|st| st.pool[0] += 1,
        "there must be 18 followers of each colour",
    );
    let mut two = setup(2);
    two.pool = setup(3).pool;
    two.followers = followers_for(&two.aids);
    assert!(super::start(&two).unwrap_err().contains("16 followers"));
    // Saba: Shewa needs only one green; a desert holding 4 is refused.
    let mut saba = setup(3);
    saba.board = BoardId::Saba;
    assert_eq!(
        super::start(&saba).unwrap_err(),
        "Tigray does not hold its starting followers"
    );
}

// ---------------------------------------------------------------------------------------
// Maharacha (R5, R13)
// ---------------------------------------------------------------------------------------

#[test]
fn maharacha_swaps_two_face_up_tiles_and_puts_the_king_on_one_of_them() {
    let s = game(3);
    let (s, ev) = act(&s, "maharacha khorat<>kedah @kedah take lanna:Y");
    assert_eq!(s.tiles, [0, 1, 2, 7, 4, 5, 6, 3]);
    assert_eq!(s.king[KEDAH as usize], Some(0));
    assert_eq!(s.king[KHORAT as usize], None);
    assert_eq!(s.seats[0].hand[Card::Maharacha.index()], 0);
    assert_eq!(s.seats[0].discards(), &[Card::Maharacha]);
    assert_eq!(
        ev,
        vec![Event::Played {
            seat: 0,
            action: Action::Maharacha {
                swap: Some(TileSwap {
                    a: KHORAT,
                    b: KEDAH,
                    king: KEDAH
                })
            },
            take: Some(Follower {
                province: LANNA,
                faction: Y
            }),
        }]
    );
    assert_eq!(s.to_move, 1);
    assert_eq!(s.cards_played, 1);
    assert_eq!(s.seats[0].last_card, 1);
}

#[test]
fn maharacha_may_swap_the_contested_tile_and_the_new_lowest_tile_is_contested_at_once() {
    let mut s = game(3);
    fought(&mut s, &[(LANNA, RAMA)]);
    assert_eq!(s.contested(), Some(SUKOTHAI), "box 2 is contested");
    let (s, _) = act(&s, "maharacha sukothai<>kedah @sukothai take khorat:Y");
    assert_eq!(s.contested(), Some(KEDAH), "R5: Kedah now lies in box 2");
    let (s, _) = pass(&s);
    let (s, _) = pass(&s);
    let (s, ev) = pass(&s);
    assert_eq!(
        ev.last(),
        Some(&Event::StruggleResolved {
            struggle: 2,
            province: KEDAH,
            followers: [1, 0, 3],
            winner: MALAY,
            next: Some(1),
        })
    );
    assert_eq!(s.contested(), Some(LANXANG));
    assert_eq!(s.tiles[7], SUKOTHAI, "Sukothai went to Kedah's box 8");
}

#[test]
fn a_tile_with_a_king_marker_can_never_be_swapped_again() {
    let s = game(3);
    let (s, _) = act(&s, "maharacha khorat<>kedah @kedah take lanna:Y");
    let e = refused(&s, "maharacha kedah<>lanna @lanna take lanna:Y");
    assert_eq!(
        e,
        RuleError::TileNotSwappable {
            province: "Kedah".into()
        }
    );
    assert_eq!(
        e.to_string(),
        "the tile of Kedah cannot be swapped: it is face down or carries a King marker"
    );
    // The other swapped tile has no marker and may move again.
    let (s, _) = act(&s, "maharacha khorat<>lanna @lanna take lanna:Y");
    assert_eq!(s.tiles, [3, 1, 2, 7, 4, 5, 6, 0]);
}

#[test]
fn face_down_tiles_cannot_be_swapped() {
    let mut s = game(3);
    fought(&mut s, &[(LANNA, RAMA)]);
    let e = refused(&s, "maharacha lanna<>kedah @kedah take kedah:B");
    assert_eq!(
        e,
        RuleError::TileNotSwappable {
            province: "Lan Na".into()
        }
    );
}

#[test]
fn maharacha_must_swap_while_two_tiles_can_be_swapped_r13() {
    let s = game(3);
    let e = refused(&s, "maharacha - take lanna:Y");
    assert_eq!(
        e.to_string(),
        "two tiles can still be swapped, so Maharacha must swap two of them"
    );
}

#[test]
fn maharacha_swaps_nothing_and_places_no_king_with_fewer_than_two_swappable_tiles() {
    // Only one face-up tile left.
    let mut s = game(3);
    fought(
        &mut s,
        &[
            (LANNA, RAMA),
            (SUKOTHAI, LAO),
            (LANXANG, LAO),
            (KHORAT, RAMA),
            (AYUTTHAYA, MALAY),
            (LIGOR, BRITISH),
            (PATTANI, MALAY),
        ],
    );
    let e = refused(&s, "maharacha kedah<>pattani @kedah take kedah:B");
    assert_eq!(
        e.to_string(),
        "fewer than two tiles can be swapped, so Maharacha swaps nothing"
    );
    let tiles = s.tiles;
    let (s2, ev) = act(&s, "maharacha - take kedah:B");
    assert_eq!(s2.tiles, tiles);
    assert_eq!(s2.king, [None; 8], "no King marker is placed");
    assert!(matches!(
        ev[0],
        Event::Played {
            action: Action::Maharacha { swap: None },
            ..
        }
    ));

    // Two face-up tiles, but one already carries a King marker.
    let mut s = game(3);
    fought(
        &mut s,
        &[
            (LANNA, RAMA),
            (SUKOTHAI, LAO),
            (LANXANG, LAO),
            (KHORAT, RAMA),
            (AYUTTHAYA, MALAY),
            (LIGOR, BRITISH),
        ],
    );
    s.king[KEDAH as usize] = Some(1);
    assert_eq!(
        refused(&s, "maharacha pattani<>kedah @pattani take kedah:B"),
        RuleError::NoTilesToSwap {
            card: "Maharacha".into()
        }
    );
    let (s2, _) = act(&s, "maharacha - take kedah:B");
    assert_eq!(s2.king[PATTANI as usize], None);
    assert_eq!(s2.tiles, s.tiles);
}

#[test]
fn the_king_marker_must_lie_on_one_of_the_two_swapped_tiles_which_must_differ() {
    let s = game(3);
    let play = |swap: TileSwap| Move::Play {
        action: Action::Maharacha { swap: Some(swap) },
        take: Some(Follower {
            province: LANNA,
            faction: Y,
        }),
    };
    let e = rules::apply(
        &s,
        0,
        &play(TileSwap {
            a: KHORAT,
            b: KEDAH,
            king: LANNA,
        }),
    )
    .unwrap_err();
    assert_eq!(e, RuleError::KingNotOnSwappedTile);
    let e = rules::apply(
        &s,
        0,
        &play(TileSwap {
            a: KHORAT,
            b: KHORAT,
            king: KHORAT,
        }),
    )
    .unwrap_err();
    assert_eq!(e, RuleError::SameProvince);
    let e = rules::apply(
        &s,
        0,
        &play(TileSwap {
            a: KHORAT,
            b: 9,
            king: KHORAT,
        }),
    )
    .unwrap_err();
    assert_eq!(e, RuleError::UnknownProvince(9));
}

#[test]
fn a_maharacha_written_either_way_round_is_one_canonical_move() {
    let s = game(3);
    let forward = mv(&s, "maharacha khorat<>kedah @kedah take lanna:Y");
    let backward = mv(&s, "maharacha kedah<>khorat @kedah take lanna:Y");
    let (a, _) = rules::apply(&s, 0, &forward).unwrap();
    let (b, _) = rules::apply(&s, 0, &backward).unwrap();
    assert_eq!(a, b, "both are the same move");
    assert!(moves::legal_moves(&s, 0).contains(&forward));
    assert_eq!(
        backward.canonical(),
        forward,
        "canonical() must order the two tiles like the enumeration"
    );
    assert_eq!(
        notation::print(s.board(), &backward),
        "maharacha khorat<>kedah @kedah take lanna:Y",
        "printing is canonical"
    );
}

#[test]
fn maharacha_is_described_with_both_tiles_and_the_king() {
    let s = game(3);
    let (s2, ev) = act(&s, "maharacha khorat<>kedah @kedah take lanna:Y");
    assert_eq!(
        super::describe(&s2, &ev[0], &["Ann".into()]),
        "Ann played Maharacha: swapped the tiles of Khorat and Kedah, King marker on Kedah; took a yellow follower from Lan Na."
    );
}

// ---------------------------------------------------------------------------------------
// Khon Thai
// ---------------------------------------------------------------------------------------

#[test]
fn khon_thai_moves_one_follower_of_each_colour_from_the_pool_into_chosen_provinces() {
    let s = game(3);
    let pool = s.pool;
    let (s2, _) = act(&s, "khonthai Y>lanna R>kedah B>kedah take kedah:R");
    assert_eq!(s2.provinces[LANNA as usize], [3, 1, 1]);
    assert_eq!(
        s2.provinces[KEDAH as usize],
        [1, 0, 4],
        "the red placed there was taken"
    );
    assert_eq!(s2.pool, [pool[0] - 1, pool[1] - 1, pool[2] - 1]);
    assert_eq!(s2.seats[0].followers, [1, 2, 0]);
    assert_eq!(
        s2.seats[0].hand[Card::KhonThai.index()],
        1,
        "the second Khon Thai stays in hand"
    );
    assert_eq!(totals(&s2), [18; 3]);
}

#[test]
fn khon_thai_places_no_follower_of_a_colour_missing_from_the_pool() {
    let mut s = game(3);
    s.pool = [0, 2, 3];
    let e = refused(&s, "khonthai Y>lanna R>lanna B>lanna take lanna:Y");
    assert_eq!(e.to_string(), "there is no yellow follower in the pool");
    let (s2, _) = act(&s, "khonthai R>lanna B>khorat take lanna:Y");
    assert_eq!(s2.provinces[LANNA as usize], [1, 2, 1]);
    assert_eq!(s2.provinces[KHORAT as usize], [1, 1, 3]);
    assert_eq!(s2.pool, [0, 1, 2]);
}

#[test]
fn khon_thai_must_place_every_colour_the_pool_holds_r13() {
    let s = game(3);
    let e = refused(&s, "khonthai R>lanna B>lanna take lanna:Y");
    assert_eq!(
        e.to_string(),
        "there is a yellow follower in the pool, so it must be placed"
    );
}

#[test]
fn khon_thai_with_an_empty_pool_places_nothing_but_a_follower_is_still_taken() {
    let mut s = game(3);
    s.pool = [0, 0, 0];
    assert_eq!(refused(&s, "khonthai - take -"), RuleError::MustTake);
    let (s2, ev) = act(&s, "khonthai - take ligor:R");
    assert_eq!(
        ev[0],
        Event::Played {
            seat: 0,
            action: Action::KhonThai { places: [None; 3] },
            take: Some(Follower {
                province: LIGOR,
                faction: R
            }),
        }
    );
    assert_eq!(s2.seats[0].followers, [1, 2, 0]);
    assert_eq!(s2.provinces[LIGOR as usize], [1, 1, 1]);
    assert_eq!(super::describe(&s2, &ev[0], &[]), "Player 1 played Khon Thai: the pool was empty, nothing placed; took a red follower from Nakhon Si Thammarat.");
}

#[test]
fn khon_thai_cannot_place_into_a_resolved_province() {
    let mut s = game(3);
    fought(&mut s, &[(LANNA, RAMA)]);
    let e = refused(&s, "khonthai Y>lanna R>kedah B>kedah take kedah:R");
    assert_eq!(
        e.to_string(),
        "Lan Na is already resolved: nothing may enter or leave it"
    );
}

// ---------------------------------------------------------------------------------------
// 1 vs 1 (R7, R13)
// ---------------------------------------------------------------------------------------

#[test]
fn one_vs_one_swaps_followers_between_any_two_provinces_even_far_apart() {
    let s = game(3);
    let (s2, _) = act(&s, "1v1 lanna:Y<>kedah:B take kedah:Y");
    assert_eq!(s2.provinces[LANNA as usize], [1, 1, 2]);
    assert_eq!(
        s2.provinces[KEDAH as usize],
        [1, 0, 2],
        "a yellow arrived and one was taken"
    );
    assert_eq!(s2.seats[0].followers, [2, 1, 0]);
    assert_eq!(s2.pool, s.pool, "the pool is never touched by a take (R4)");
}

#[test]
fn one_vs_one_may_swap_followers_of_the_same_colour() {
    let s = game(3);
    let (s2, _) = act(&s, "1v1 lanna:Y<>kedah:Y take lanna:Y");
    assert_eq!(s2.provinces[LANNA as usize], [1, 1, 1]);
    assert_eq!(s2.provinces[KEDAH as usize], [1, 0, 3]);
}

#[test]
fn one_vs_one_must_swap_when_a_swap_is_possible_r13() {
    let s = game(3);
    let e = refused(&s, "1v1 - take lanna:Y");
    assert_eq!(e.to_string(), "a swap is possible, so 1 vs 1 must swap");
}

#[test]
fn one_vs_one_swaps_nothing_when_fewer_than_two_open_provinces_hold_followers() {
    let mut s = game(3);
    set_board(
        &mut s,
        [
            [2, 0, 0],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
        ],
    );
    let (s2, ev) = act(&s, "1v1 - take lanna:Y");
    assert_eq!(s2.provinces[LANNA as usize], [1, 0, 0]);
    assert_eq!(
        super::describe(&s2, &ev[0], &["Ann".into()]),
        "Ann played 1 vs 1: no swap was possible; took a yellow follower from Lan Na."
    );
    assert_eq!(
        refused(&s, "1v1 lanna:Y<>kedah:B take lanna:Y").to_string(),
        "there is no blue follower in Kedah"
    );
}

#[test]
fn one_vs_one_needs_two_different_unresolved_provinces_and_real_followers() {
    let mut s = game(3);
    fought(&mut s, &[(LANNA, RAMA)]);
    assert_eq!(
        refused(&s, "1v1 sukothai:Y<>sukothai:R take kedah:B"),
        RuleError::SameProvince
    );
    assert_eq!(
        refused(&s, "1v1 lanxang:Y<>kedah:B take kedah:B").to_string(),
        "there is no yellow follower in Lan Xang"
    );
    assert!(matches!(
        refused(&s, "1v1 lanna:Y<>kedah:B take kedah:B"),
        RuleError::ProvinceResolved { .. }
    ));
}

#[test]
fn a_second_one_vs_one_cannot_undo_the_first_even_by_another_player_r7() {
    let s = game(3);
    let (s, _) = act(&s, "1v1 lanna:Y<>kedah:B take ligor:R");
    assert_eq!(s.provinces[LANNA as usize], [1, 1, 2]);
    assert_eq!(s.provinces[KEDAH as usize], [2, 0, 2]);
    // Seat 2 may not send a blue back for a yellow between the same provinces,
    // whichever way round it is written and whichever physical cubes move.
    let e = refused(&s, "1v1 lanna:B<>kedah:Y take ligor:R");
    assert_eq!(
        e.to_string(),
        "this would undo the 1 vs 1 played just before, which is not allowed"
    );
    assert!(matches!(
        refused(&s, "1v1 kedah:Y<>lanna:B take ligor:R"),
        RuleError::UndoBan { .. }
    ));
    // The same direction again, other colours, or other provinces are fine.
    assert!(rules::apply(&s, 1, &mv(&s, "1v1 lanna:Y<>kedah:B take ligor:R")).is_ok());
    assert!(rules::apply(&s, 1, &mv(&s, "1v1 lanna:R<>kedah:Y take ligor:R")).is_ok());
    assert!(rules::apply(&s, 1, &mv(&s, "1v1 lanna:B<>pattani:Y take ligor:R")).is_ok());
    // The enumeration agrees.
    let undo = mv(&s, "1v1 lanna:B<>kedah:Y take ligor:R");
    assert!(!moves::legal_moves(&s, 1).contains(&undo));
}

#[test]
fn a_same_colour_one_vs_one_cannot_be_repeated_at_once_since_it_is_its_own_inverse() {
    let s = game(3);
    let (s, _) = act(&s, "1v1 lanna:Y<>kedah:Y take ligor:R");
    assert!(matches!(
        refused(&s, "1v1 lanna:Y<>kedah:Y take ligor:R"),
        RuleError::UndoBan { .. }
    ));
}

#[test]
fn passes_do_not_break_the_one_vs_one_undo_ban_r7() {
    let s = game(4);
    let (s, _) = act(&s, "1v1 lanna:Y<>kedah:B take ligor:R");
    let (s, _) = pass(&s);
    let (s, _) = pass(&s);
    assert_eq!((s.to_move, s.passes), (3, 2));
    assert!(matches!(
        refused(&s, "1v1 lanna:B<>kedah:Y take ligor:R"),
        RuleError::UndoBan { .. }
    ));
}

#[test]
fn the_undo_ban_outlives_the_end_of_a_struggle_r7() {
    let s = game(3);
    let (s, _) = act(&s, "1v1 ligor:Y<>kedah:B take pattani:R");
    let (s, _) = pass(&s);
    let (s, _) = pass(&s);
    let (s, ev) = pass(&s);
    assert!(matches!(
        ev.last(),
        Some(Event::StruggleResolved { struggle: 1, .. })
    ));
    assert_eq!(s.to_move, 1);
    assert!(matches!(
        refused(&s, "1v1 ligor:B<>kedah:Y take pattani:R"),
        RuleError::UndoBan { .. }
    ));
}

#[test]
fn another_card_in_between_lifts_the_undo_ban_r7() {
    let s = game(3);
    let (s, _) = act(&s, "1v1 lanna:Y<>kedah:B take ligor:R");
    let (s, _) = act(&s, "khonthai Y>khorat R>khorat B>khorat take khorat:Y");
    let (s, _) = act(&s, "1v1 lanna:B<>kedah:Y take ligor:R");
    assert_eq!(s.provinces[LANNA as usize], [2, 1, 1]);
    assert_eq!(s.provinces[KEDAH as usize], [1, 0, 3]);
}

#[test]
fn a_one_vs_one_whose_only_possible_swap_is_the_undo_swaps_nothing_r13() {
    // lanna Y, kedah B, pattani R; everything else empty.
    let mut s = game(3);
    set_board(
        &mut s,
        [
            [1, 0, 0],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0, 1, 0],
            [0, 0, 1],
        ],
    );
    let (s, _) = act(&s, "1v1 lanna:Y<>kedah:B take pattani:R");
    // Now only lanna (B) and kedah (Y) hold followers: the only swap would undo.
    assert!(matches!(
        refused(&s, "1v1 lanna:B<>kedah:Y take lanna:B"),
        RuleError::UndoBan { .. }
    ));
    let (s2, _) = act(&s, "1v1 - take lanna:B");
    assert_eq!(s2.provinces[LANNA as usize], [0, 0, 0]);
    assert_eq!(s2.provinces[KEDAH as usize], [1, 0, 0]);
}

// ---------------------------------------------------------------------------------------
// 2 vs 1 (R6, R7, R13)
// ---------------------------------------------------------------------------------------

#[test]
fn two_vs_one_swaps_two_followers_for_one_between_neighbours() {
    let s = game(3);
    let (s2, _) = act(&s, "2v1 lanna:YR<>sukothai:B take khorat:B");
    assert_eq!(s2.provinces[LANNA as usize], [1, 0, 2]);
    assert_eq!(s2.provinces[SUKOTHAI as usize], [2, 3, 0]);
    assert_eq!(totals(&s2), [18; 3]);
}

#[test]
fn either_province_may_be_the_one_that_gives_two() {
    let s = game(3);
    let (s2, _) = act(&s, "2v1 sukothai:RR<>lanna:Y take khorat:B");
    assert_eq!(s2.provinces[SUKOTHAI as usize], [2, 0, 1]);
    assert_eq!(s2.provinces[LANNA as usize], [1, 3, 1]);
}

#[test]
fn two_vs_one_only_swaps_between_adjacent_provinces() {
    let s = game(3);
    let e = refused(&s, "2v1 lanna:YR<>kedah:B take khorat:B");
    assert_eq!(
        e.to_string(),
        "Lan Na and Kedah are not adjacent: 2 vs 1 swaps between neighbouring provinces"
    );
}

#[test]
fn two_vs_one_may_swap_followers_of_the_same_colour() {
    let s = game(3);
    let (s2, _) = act(&s, "2v1 lanna:YY<>sukothai:Y take khorat:B");
    assert_eq!(s2.provinces[LANNA as usize], [1, 1, 1]);
    assert_eq!(s2.provinces[SUKOTHAI as usize], [2, 2, 1]);
}

#[test]
fn two_vs_one_swaps_one_for_one_when_the_giving_province_holds_a_single_follower_r6() {
    // Only lanna (Y) and sukothai (B) hold followers: no full swap exists anywhere.
    let mut s = game(3);
    set_board(
        &mut s,
        [
            [1, 0, 0],
            [0, 0, 1],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
        ],
    );
    let (s2, ev) = act(&s, "2v1 lanna:Y<>sukothai:B take lanna:B");
    assert_eq!(s2.provinces[LANNA as usize], [0, 0, 0]);
    assert_eq!(s2.provinces[SUKOTHAI as usize], [1, 0, 0]);
    assert_eq!(
        ev[0],
        Event::Played {
            seat: 0,
            action: Action::TwoVsOne {
                swap: Some(TwoSwap {
                    two_from: LANNA,
                    two: [Some(Y), None],
                    one_from: SUKOTHAI,
                    one: B
                })
            },
            take: Some(Follower {
                province: LANNA,
                faction: B
            }),
        }
    );
    assert!(super::describe(&s2, &ev[0], &[])
        .contains("one follower (yellow) from Lan Na swapped with blue from Sukothai"));
}

#[test]
fn a_one_for_one_two_vs_one_between_two_single_followers_is_listed_once() {
    // Found by an independent referee: the same swap was listed (and sampled) twice, once
    // from each side.
    let mut s = game(3);
    set_board(
        &mut s,
        [
            [1, 0, 0],
            [0, 0, 1],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
        ],
    );
    holds(&mut s, 0, &[Card::TwoVsOne]);
    let board = s.board();
    let printed: Vec<String> = moves::legal_moves(&s, 0)
        .iter()
        .map(|m| notation::print(board, m))
        .filter(|t| t.starts_with("2v1 "))
        .collect();
    let swaps: Vec<&String> = printed.iter().filter(|t| t.contains("<>")).collect();
    assert!(!swaps.is_empty(), "{printed:?}");
    assert!(
        swaps
            .iter()
            .all(|t| t.starts_with("2v1 lanna:Y<>sukothai:B ")),
        "one printing per swap: {swaps:?}"
    );
    let unique: std::collections::BTreeSet<&String> = printed.iter().collect();
    assert_eq!(unique.len(), printed.len(), "no move twice: {printed:?}");
    // The other spelling is read as the same move.
    let other = KingOfSiam::parse_move(&s, "2v1 sukothai:B<>lanna:Y take lanna:B").unwrap();
    let canonical = KingOfSiam::parse_move(&s, "2v1 lanna:Y<>sukothai:B take lanna:B").unwrap();
    assert_eq!(other, canonical);
    assert_eq!(
        notation::print(board, &other),
        "2v1 lanna:Y<>sukothai:B take lanna:B"
    );
    // A stored game that kept the other spelling still replays to the same position.
    let raw = notation::parse(board, "2v1 sukothai:B<>lanna:Y take lanna:B").unwrap();
    assert_ne!(raw, canonical);
    assert_eq!(
        rules::apply(&s, 0, &raw).unwrap().0.provinces,
        rules::apply(&s, 0, &canonical).unwrap().0.provinces
    );
}

#[test]
fn a_one_for_one_two_vs_one_is_refused_while_a_full_swap_exists_r13() {
    let mut s = game(3);
    set_board(
        &mut s,
        [
            [1, 0, 0],
            [0, 0, 2],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
        ],
    );
    let e = refused(&s, "2v1 lanna:Y<>sukothai:B take lanna:B");
    assert_eq!(
        e.to_string(),
        "a full swap of two followers for one is possible, so the card must make one"
    );
    let (s2, _) = act(&s, "2v1 sukothai:BB<>lanna:Y take lanna:B");
    assert_eq!(s2.provinces[LANNA as usize], [0, 0, 1]);
    assert_eq!(s2.provinces[SUKOTHAI as usize], [1, 0, 0]);
}

#[test]
fn a_province_with_two_or_more_followers_must_give_two() {
    let s = game(3);
    let e = refused(&s, "2v1 lanna:Y<>sukothai:B take khorat:B");
    assert_eq!(
        e.to_string(),
        "Lan Na holds more than one follower, so it must give two"
    );
    assert!(matches!(
        refused(&s, "2v1 lanxang:YY<>sukothai:B take khorat:B"),
        RuleError::FollowerMissing { .. }
    ));
}

#[test]
fn two_vs_one_swaps_nothing_when_no_two_open_neighbours_both_hold_followers_r6() {
    // lanna full, its neighbours sukothai and lanxang empty; kedah full far away.
    let mut s = game(3);
    set_board(
        &mut s,
        [
            [3, 0, 0],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0, 0, 3],
        ],
    );
    assert_eq!(
        refused(&s, "2v1 lanna:YY<>sukothai:B take lanna:Y").to_string(),
        "there is no blue follower in Sukothai"
    );
    let (s2, _) = act(&s, "2v1 - take lanna:Y");
    assert_eq!(s2.provinces[LANNA as usize], [2, 0, 0]);
    // Neighbours that are resolved do not count either.
    let mut s = game(3);
    set_board(
        &mut s,
        [
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [2, 0, 0],
            [0, 0, 2],
            [0; 3],
            [0; 3],
        ],
    );
    fought(&mut s, &[(LIGOR, MALAY)]);
    let (s2, _) = act(&s, "2v1 - take ayutthaya:Y");
    assert_eq!(s2.provinces[AYUTTHAYA as usize], [1, 0, 0]);
}

#[test]
fn two_vs_one_must_swap_when_a_swap_is_possible_r13() {
    let s = game(3);
    assert_eq!(
        refused(&s, "2v1 - take lanna:Y").to_string(),
        "a swap is possible, so 2 vs 1 must swap"
    );
}

#[test]
fn a_second_two_vs_one_cannot_undo_the_first_r7() {
    let s = game(3);
    let (s, _) = act(&s, "2v1 lanna:YR<>sukothai:B take khorat:B");
    // sukothai now [2,3,0]; lanna [1,0,2].
    let e = refused(&s, "2v1 sukothai:YR<>lanna:B take khorat:B");
    assert_eq!(
        e.to_string(),
        "this would undo the 2 vs 1 played just before, which is not allowed"
    );
    // A different multiset between the same provinces is fine.
    assert!(rules::apply(&s, 1, &mv(&s, "2v1 sukothai:RR<>lanna:B take khorat:B")).is_ok());
    assert!(rules::apply(&s, 1, &mv(&s, "2v1 lanna:YB<>sukothai:R take khorat:B")).is_ok());
    // Passes do not break the ban; another card does.
    let (p, _) = pass(&s);
    assert_eq!(p.to_move, 2);
    assert!(matches!(
        refused(&p, "2v1 sukothai:YR<>lanna:B take khorat:B"),
        RuleError::UndoBan { .. }
    ));
    let (k, _) = act(&s, "khonthai Y>kedah R>kedah B>kedah take kedah:R");
    assert!(rules::apply(&k, 2, &mv(&k, "2v1 sukothai:YR<>lanna:B take khorat:B")).is_ok());
}

#[test]
fn a_two_vs_one_whose_only_swap_is_the_undo_swaps_nothing_r13() {
    let mut s = game(3);
    set_board(
        &mut s,
        [
            [1, 0, 0],
            [0, 0, 1],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0, 1, 0],
        ],
    );
    let (s, _) = act(&s, "2v1 lanna:Y<>sukothai:B take kedah:R");
    assert!(matches!(
        refused(&s, "2v1 lanna:B<>sukothai:Y take lanna:B"),
        RuleError::UndoBan { .. }
    ));
    assert!(matches!(
        refused(&s, "2v1 sukothai:Y<>lanna:B take lanna:B"),
        RuleError::UndoBan { .. }
    ));
    let (s2, _) = act(&s, "2v1 - take lanna:B");
    assert_eq!(s2.provinces[SUKOTHAI as usize], [1, 0, 0]);
}

#[test]
fn the_undo_ban_only_links_two_cards_of_the_same_kind() {
    // A 2 vs 1 may reverse a 1 vs 1 (and vice versa).
    let mut s = game(3);
    set_board(
        &mut s,
        [
            [1, 0, 0],
            [0, 0, 1],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0, 2, 0],
        ],
    );
    let (s, _) = act(&s, "1v1 lanna:Y<>sukothai:B take kedah:R");
    let (s, _) = act(&s, "2v1 lanna:B<>sukothai:Y take kedah:R");
    assert_eq!(s.provinces[LANNA as usize], [1, 0, 0]);
    assert_eq!(s.provinces[SUKOTHAI as usize], [0, 0, 1]);
    let (s, _) = act(&s, "1v1 lanna:Y<>sukothai:B take lanna:B");
    assert_eq!(s.provinces[SUKOTHAI as usize], [1, 0, 0]);
}

// ---------------------------------------------------------------------------------------
// Rama / Lao / Malai (R8, R13)
// ---------------------------------------------------------------------------------------

#[test]
fn a_faction_card_places_next_to_its_uncontrolled_home() {
    let s = game(3);
    assert_eq!(rules::eligible_for(&s, Y), mask(&[SUKOTHAI, KHORAT, LIGOR]));
    assert_eq!(rules::eligible_for(&s, R), mask(&[LANNA, SUKOTHAI, KHORAT]));
    assert_eq!(rules::eligible_for(&s, B), mask(&[LIGOR, PATTANI]));
    let (s2, _) = act(&s, "rama sukothai ligor take kedah:B");
    assert_eq!(s2.provinces[SUKOTHAI as usize], [2, 2, 1]);
    assert_eq!(s2.provinces[LIGOR as usize], [2, 2, 1]);
    assert_eq!(s2.pool[0], s.pool[0] - 2);
    let e = refused(&s, "rama lanna sukothai take kedah:B");
    assert_eq!(e.to_string(), "Lan Na cannot receive Rama followers: it must border a province Rama control, or their home province while nobody else controls it");
}

#[test]
fn the_home_itself_is_a_target_only_when_it_borders_a_province_the_faction_controls_r8() {
    let s = game(3);
    assert!(matches!(
        refused(&s, "rama ayutthaya sukothai take kedah:B"),
        RuleError::NotEligible { .. }
    ));
    let mut s = game(3);
    fought(&mut s, &[(KHORAT, RAMA)]);
    assert_eq!(
        rules::eligible_for(&s, Y),
        mask(&[SUKOTHAI, LANXANG, AYUTTHAYA, LIGOR])
    );
    let (s2, _) = act(&s, "rama ayutthaya ayutthaya take kedah:B");
    assert_eq!(s2.provinces[AYUTTHAYA as usize], [5, 0, 1]);
}

#[test]
fn a_faction_card_places_next_to_any_province_the_faction_controls() {
    let mut s = game(3);
    fought(&mut s, &[(PATTANI, LAO)]);
    assert_eq!(
        rules::eligible_for(&s, R),
        mask(&[LANNA, SUKOTHAI, KHORAT, LIGOR, KEDAH])
    );
    let (s2, _) = act(&s, "lao kedah ligor take lanna:Y");
    assert_eq!(s2.provinces[KEDAH as usize], [1, 1, 3]);
    assert_eq!(s2.provinces[LIGOR as usize], [1, 3, 1]);
}

#[test]
fn a_home_controlled_by_another_faction_gives_no_reach_from_home() {
    let mut s = game(3);
    fought(&mut s, &[(AYUTTHAYA, LAO)]);
    assert_eq!(rules::eligible_for(&s, Y), 0);
    let (s2, ev) = act(&s, "rama - take lanna:Y");
    assert_eq!(s2.pool, s.pool, "nothing was placed");
    assert_eq!(super::describe(&s2, &ev[0], &[]), "Player 1 played Rama: no Rama follower could be placed; took a yellow follower from Lan Na.");
    assert!(refused(&s, "rama sukothai khorat take lanna:Y")
        .to_string()
        .contains("Rama"));
}

#[test]
fn a_home_controlled_by_the_british_gives_no_reach_from_home() {
    let mut s = game(3);
    fought(&mut s, &[(AYUTTHAYA, BRITISH), (PATTANI, RAMA)]);
    assert_eq!(rules::eligible_for(&s, Y), mask(&[LIGOR, KEDAH]));
    assert!(matches!(
        refused(&s, "rama sukothai ligor take lanna:Y"),
        RuleError::NotEligible { .. }
    ));
    assert!(rules::apply(&s, 0, &mv(&s, "rama ligor kedah take lanna:Y")).is_ok());
}

#[test]
fn a_home_controlled_by_its_own_faction_still_reaches_its_neighbours() {
    let mut s = game(3);
    fought(&mut s, &[(AYUTTHAYA, RAMA)]);
    assert_eq!(rules::eligible_for(&s, Y), mask(&[SUKOTHAI, KHORAT, LIGOR]));
}

#[test]
fn faction_cards_never_place_into_resolved_provinces() {
    let mut s = game(3);
    fought(&mut s, &[(SUKOTHAI, BRITISH)]);
    assert_eq!(rules::eligible_for(&s, Y), mask(&[KHORAT, LIGOR]));
    let e = refused(&s, "rama sukothai khorat take lanna:Y");
    assert_eq!(
        e.to_string(),
        "Sukothai is already resolved: nothing may enter or leave it"
    );
}

#[test]
fn a_faction_card_must_place_two_followers_when_it_can_r13() {
    let s = game(3);
    let e = refused(&s, "rama khorat take lanna:Y");
    assert_eq!(e.to_string(), "Rama must place 2 followers now");
    let (s2, _) = act(&s, "rama khorat khorat take lanna:Y");
    assert_eq!(
        s2.provinces[KHORAT as usize],
        [3, 1, 2],
        "both may go to one province"
    );
}

#[test]
fn a_faction_card_places_the_last_follower_of_the_pool_alone() {
    let mut s = game(3);
    s.pool[0] = 1;
    assert!(matches!(
        refused(&s, "rama khorat ligor take lanna:Y"),
        RuleError::WrongPlacementCount { expected: 1, .. }
    ));
    let (s2, _) = act(&s, "rama ligor take lanna:Y");
    assert_eq!(s2.provinces[LIGOR as usize], [2, 2, 1]);
    assert_eq!(s2.pool[0], 0);
}

#[test]
fn a_faction_card_with_an_empty_pool_places_nothing_yet_a_follower_is_taken() {
    let mut s = game(3);
    s.pool[0] = 0;
    assert!(matches!(
        refused(&s, "rama khorat take lanna:Y"),
        RuleError::WrongPlacementCount { expected: 0, .. }
    ));
    assert_eq!(refused(&s, "rama - take -"), RuleError::MustTake);
    let (s2, _) = act(&s, "rama - take lanna:Y");
    assert_eq!(s2.seats[0].followers, [2, 1, 0]);
}

// ---------------------------------------------------------------------------------------
// Taking a follower (R4)
// ---------------------------------------------------------------------------------------

#[test]
fn taking_a_follower_is_mandatory_even_when_the_action_did_nothing() {
    let mut s = game(3);
    fought(&mut s, &[(AYUTTHAYA, LAO)]);
    let e = refused(&s, "rama - take -");
    assert_eq!(
        e.to_string(),
        "after your action you must take one follower from a province"
    );
}

#[test]
fn a_follower_placed_by_the_same_card_may_be_taken() {
    let mut s = game(3);
    s.provinces[SUKOTHAI as usize] = [0, 2, 1];
    s.pool[0] += 1;
    let (s2, _) = act(&s, "rama sukothai sukothai take sukothai:Y");
    assert_eq!(s2.provinces[SUKOTHAI as usize], [1, 2, 1]);
    assert_eq!(s2.seats[0].followers, [2, 1, 0]);
}

#[test]
fn a_follower_just_moved_by_a_swap_may_be_taken() {
    let s = game(3);
    // Lan Xang holds no yellow until the swap brings one.
    let (s2, _) = act(&s, "1v1 lanxang:R<>ayutthaya:Y take lanxang:Y");
    assert_eq!(s2.provinces[LANXANG as usize], [0, 2, 1]);
    assert_eq!(s2.provinces[AYUTTHAYA as usize], [2, 1, 1]);
}

#[test]
fn a_follower_cannot_be_taken_from_a_resolved_province_or_where_there_is_none() {
    let mut s = game(3);
    fought(&mut s, &[(LANNA, RAMA)]);
    assert!(matches!(
        refused(&s, "khonthai Y>kedah R>kedah B>kedah take lanna:Y"),
        RuleError::ProvinceResolved { .. }
    ));
    assert_eq!(
        refused(&s, "khonthai Y>kedah R>kedah B>kedah take lanxang:Y").to_string(),
        "there is no yellow follower in Lan Xang"
    );
}

#[test]
fn nothing_is_taken_when_no_unresolved_province_holds_a_follower_r4() {
    let mut s = game(3);
    set_board(&mut s, [[0; 3]; 8]);
    let e = refused(&s, "1v1 - take lanna:Y");
    assert_eq!(
        e.to_string(),
        "no province holds a follower, so there is nothing to take"
    );
    let (s2, ev) = act(&s, "1v1 - take -");
    assert_eq!(
        ev[0],
        Event::Played {
            seat: 0,
            action: Action::OneVsOne { swap: None },
            take: None
        }
    );
    assert_eq!(s2.seats[0].followers, s.seats[0].followers);
    assert!(super::describe(&s2, &ev[0], &[]).ends_with("had nothing to take."));
    // A card that places followers makes one takeable again.
    assert_eq!(
        refused(&s, "khonthai Y>kedah R>kedah B>kedah take -"),
        RuleError::MustTake
    );
}

// ---------------------------------------------------------------------------------------
// Passing and resolving a struggle
// ---------------------------------------------------------------------------------------

#[test]
fn a_strict_majority_takes_control_and_any_tie_brings_the_british() {
    assert_eq!(rules::majority([3, 2, 0]), RAMA);
    assert_eq!(rules::majority([0, 1, 0]), LAO);
    assert_eq!(rules::majority([1, 1, 2]), MALAY);
    assert_eq!(rules::majority([2, 2, 0]), BRITISH);
    assert_eq!(
        rules::majority([2, 2, 1]),
        BRITISH,
        "a tie at the top, whatever the third has"
    );
    assert_eq!(rules::majority([0, 3, 3]), BRITISH);
    assert_eq!(rules::majority([1, 1, 1]), BRITISH);
    assert_eq!(
        rules::majority([0, 0, 0]),
        BRITISH,
        "an empty province goes to the British"
    );
}

#[test]
fn all_players_passing_in_a_row_resolves_the_contested_province() {
    let s = game(3);
    let pool = s.pool;
    let (s, e1) = pass(&s);
    let (s, e2) = pass(&s);
    assert_eq!(
        e1,
        vec![Event::Passed {
            seat: 0,
            ended_struggle: false
        }]
    );
    assert_eq!(
        e2,
        vec![Event::Passed {
            seat: 1,
            ended_struggle: false
        }]
    );
    assert_eq!(s.passes, 2);
    let (s, e3) = pass(&s);
    assert_eq!(
        e3,
        vec![
            Event::Passed {
                seat: 2,
                ended_struggle: true
            },
            Event::StruggleResolved {
                struggle: 1,
                province: LANNA,
                followers: [2, 1, 1],
                winner: RAMA,
                next: Some(0)
            },
        ]
    );
    assert_eq!(s.control[LANNA as usize], Some(RAMA));
    assert_eq!(s.provinces[LANNA as usize], [0; 3]);
    assert_eq!(s.pool, [pool[0] + 2, pool[1] + 1, pool[2] + 1]);
    assert_eq!(
        (s.resolved, s.resolved_in[LANNA as usize], s.passes),
        (1, 1, 0)
    );
    assert_eq!(s.contested(), Some(SUKOTHAI));
    assert_eq!(s.to_move, 0, "the player left of the last passer starts");
    assert_eq!(
        s.seats[2].last_move,
        Some(LastMove::Passed {
            ended_struggle: true,
            automatic: false
        })
    );
    let names: Vec<String> = vec!["Ann".into(), "Bob".into(), "Cy".into()];
    assert_eq!(
        super::describe(&s, &e3[0], &names),
        "Cy passed — struggle ended."
    );
    assert_eq!(super::describe(&s, &e1[0], &names), "Ann passed.");
    assert_eq!(
        super::describe(&s, &e3[1], &names),
        "Struggle 1 for Lan Na (2 yellow, 1 red, 1 blue): Rama take control. Ann starts the next struggle."
    );
}

#[test]
fn a_card_breaks_the_run_of_passes_and_a_passer_may_play_again() {
    let s = game(3);
    let (s, _) = pass(&s);
    let (s, _) = pass(&s);
    let (s, _) = act(&s, "khonthai Y>kedah R>kedah B>kedah take kedah:R");
    assert_eq!(s.passes, 0);
    let (s, _) = act(&s, "1v1 lanna:Y<>kedah:B take kedah:B"); // seat 0 passed before
    let (s, _) = pass(&s);
    let (s, ev) = pass(&s);
    assert_eq!(
        ev,
        vec![Event::Passed {
            seat: 2,
            ended_struggle: false
        }]
    );
    let (s, ev) = pass(&s);
    assert_eq!(
        ev[0],
        Event::Passed {
            seat: 0,
            ended_struggle: true
        }
    );
    assert_eq!(s.to_move, 1);
}

#[test]
fn the_tie_in_a_struggle_gives_the_british_the_province() {
    let mut s = game(2);
    s.provinces[LANNA as usize] = [2, 2, 0];
    let (s, _) = pass(&s);
    let (s, ev) = pass(&s);
    assert!(matches!(
        ev[1],
        Event::StruggleResolved {
            winner: BRITISH,
            ..
        }
    ));
    assert_eq!(s.control[LANNA as usize], Some(BRITISH));
    assert!(super::describe(&s, &ev[1], &[]).contains("a tie: the British take control"));
}

#[test]
fn the_game_ends_at_once_when_the_british_take_a_fourth_province() {
    let mut s = game(3);
    fought(
        &mut s,
        &[(LANNA, BRITISH), (SUKOTHAI, BRITISH), (LANXANG, BRITISH)],
    );
    assert!(
        s.result.is_none(),
        "three British provinces do not end the game"
    );
    s.provinces[KHORAT as usize] = [1, 1, 0];
    let (s, _) = pass(&s);
    let (s, _) = pass(&s);
    let (s, ev) = pass(&s);
    assert_eq!(
        ev[1],
        Event::StruggleResolved {
            struggle: 4,
            province: KHORAT,
            followers: [1, 1, 0],
            winner: BRITISH,
            next: None
        }
    );
    let Event::GameEnded { result } = &ev[2] else {
        panic!("{ev:?}")
    };
    assert!(result.colony);
    assert_eq!(result.occupied, 4);
    assert_eq!(s.resolved, 4, "the other four struggles are never fought");
    assert_eq!(s.result.as_ref(), Some(result));
    assert_eq!(
        rules::apply(&s, s.to_move as usize, &Move::Pass)
            .unwrap_err()
            .to_string(),
        "the game is over"
    );
    assert_eq!(ev.len(), 3);
}

#[test]
fn the_game_ends_after_the_eighth_struggle() {
    let mut s = game(2);
    fought(
        &mut s,
        &[
            (LANNA, RAMA),
            (SUKOTHAI, LAO),
            (LANXANG, LAO),
            (KHORAT, RAMA),
            (AYUTTHAYA, MALAY),
            (LIGOR, BRITISH),
            (PATTANI, BRITISH),
        ],
    );
    let (s, _) = pass(&s);
    let (s, ev) = pass(&s);
    assert!(matches!(
        ev[1],
        Event::StruggleResolved {
            struggle: 8,
            province: KEDAH,
            winner: MALAY,
            next: None,
            ..
        }
    ));
    assert!(matches!(&ev[2], Event::GameEnded { result } if !result.colony));
    assert!(s.result.is_some());
    assert_eq!(s.contested(), None);
}

#[test]
fn only_the_player_to_move_may_move() {
    let s = game(3);
    assert_eq!(
        rules::apply(&s, 1, &Move::Pass).unwrap_err().to_string(),
        "it is not your turn"
    );
    assert!(moves::legal_moves(&s, 1).is_empty());
    let mut t = game(3);
    holds(&mut t, 0, &[Card::KhonThai]);
    assert_eq!(
        refused(&t, "1v1 lanna:Y<>kedah:B take kedah:R").to_string(),
        "you do not hold a 1 vs 1 card"
    );
}

// ---------------------------------------------------------------------------------------
// Automatic skips and "nobody can act"
// ---------------------------------------------------------------------------------------

#[test]
fn a_player_without_cards_is_skipped_and_the_history_says_why() {
    let mut s = game(3);
    holds(&mut s, 1, &[]);
    let (s, ev) = act(&s, "khonthai Y>kedah R>kedah B>kedah take kedah:R");
    assert_eq!(
        ev[1],
        Event::Skipped {
            seat: 1,
            reason: SkipReason::NoCards,
            ended_struggle: false
        }
    );
    assert_eq!(s.to_move, 2);
    assert_eq!(s.passes, 1);
    assert_eq!(
        s.seats[1].last_move,
        Some(LastMove::Passed {
            ended_struggle: false,
            automatic: true
        })
    );
    assert_eq!(
        super::describe(&s, &ev[1], &["A".into(), "Bea".into()]),
        "Bea has no cards left and is skipped."
    );
}

#[test]
fn an_automatic_skip_can_end_a_struggle_and_the_next_starts_left_of_the_skipped_player() {
    let mut s = game(3);
    holds(&mut s, 1, &[]);
    s.to_move = 2;
    let (s, _) = pass(&s);
    let (s, ev) = pass(&s);
    assert_eq!(
        ev,
        vec![
            Event::Passed {
                seat: 0,
                ended_struggle: false
            },
            Event::Skipped {
                seat: 1,
                reason: SkipReason::NoCards,
                ended_struggle: true
            },
            Event::StruggleResolved {
                struggle: 1,
                province: LANNA,
                followers: [2, 1, 1],
                winner: RAMA,
                next: Some(2)
            },
        ]
    );
    assert_eq!(s.to_move, 2);
    assert_eq!(
        super::describe(&s, &ev[1], &[]),
        "Player 2 has no cards left and is skipped — struggle ended."
    );
}

#[test]
fn after_the_very_last_card_nobody_can_act_and_every_remaining_struggle_resolves_at_once() {
    // 2 players, 15 cards played; seat 0 holds the 16th, a Khon Thai that wins for it
    // (Rama will rule and seat 0 has by far the most yellow).
    let mut s = game(2);
    fought(
        &mut s,
        &[
            (LANNA, RAMA),
            (SUKOTHAI, RAMA),
            (LANXANG, LAO),
            (KHORAT, RAMA),
            (AYUTTHAYA, MALAY),
        ],
    );
    set_board(
        &mut s,
        [
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [2, 0, 0],
            [0, 2, 0],
            [3, 1, 0],
        ],
    );
    s.pool = [0, 0, 0];
    holds(&mut s, 0, &[Card::KhonThai]);
    holds(&mut s, 1, &[]);
    s.cards_played = 15;
    s.seats[0].followers = [9, 0, 0];
    s.seats[1].followers = [0, 9, 9];
    let (s, ev) = act(&s, "khonthai - take pattani:R");
    assert_eq!(ev[1], Event::NobodyCanAct);
    assert_eq!(
        ev[2..5],
        [
            Event::StruggleResolved {
                struggle: 6,
                province: LIGOR,
                followers: [2, 0, 0],
                winner: RAMA,
                next: None
            },
            Event::StruggleResolved {
                struggle: 7,
                province: PATTANI,
                followers: [0, 1, 0],
                winner: LAO,
                next: None
            },
            Event::StruggleResolved {
                struggle: 8,
                province: KEDAH,
                followers: [3, 1, 0],
                winner: RAMA,
                next: None
            },
        ]
    );
    let Event::GameEnded { result } = &ev[5] else {
        panic!("{ev:?}")
    };
    assert_eq!(result.ruling, Some(Y));
    assert_eq!(result.winners, vec![0]);
    assert_eq!(
        super::describe(&s, &ev[1], &[]),
        "Nobody can play a card any more: the remaining struggles resolve at once."
    );
}

// ---------------------------------------------------------------------------------------
// The very last card (R9)
// ---------------------------------------------------------------------------------------

/// Seven struggles fought: Rama 3 (latest 5), Lao 3 (latest 6), British 1; Kedah [1,0,1]
/// is the last one. Taking its blue makes Rama rule; taking its yellow makes it Malay and
/// Lao rule by the latest control.
fn last_struggle(players: u8) -> State {
    let mut s = game(players);
    fought(
        &mut s,
        &[
            (LANNA, RAMA),
            (SUKOTHAI, LAO),
            (LANXANG, RAMA),
            (KHORAT, LAO),
            (AYUTTHAYA, RAMA),
            (LIGOR, LAO),
            (PATTANI, BRITISH),
        ],
    );
    s.provinces[KEDAH as usize] = [1, 0, 1];
    for seat in 0..players as usize {
        holds(&mut s, seat, &[]);
        s.seats[seat].followers = [0, 0, 0];
    }
    holds(&mut s, 0, &[Card::OneVsOne]);
    s.cards_played = s.cards_total() - 1;
    s
}

#[test]
fn the_very_last_card_may_be_played_only_with_a_choice_that_wins_two_players_r9() {
    let mut s = last_struggle(2);
    s.seats[0].followers = [5, 0, 0];
    s.seats[1].followers = [0, 5, 0];
    assert!(rules::is_last_card(&s));
    assert!(rules::last_card_can_win(&s, 0));
    let legal = moves::legal_moves(&s, 0);
    assert_eq!(legal, vec![Move::Pass, mv(&s, "1v1 - take kedah:B")]);
    let e = refused(&s, "1v1 - take kedah:Y");
    assert!(matches!(e, RuleError::LastCardMustWin { team: "", .. }));
    let (s2, ev) = act(&s, "1v1 - take kedah:B");
    assert_eq!(ev[1], Event::NobodyCanAct);
    let r = s2.result.unwrap();
    assert_eq!((r.ruling, r.winners), (Some(Y), vec![0]));
    assert!(view::view_for(&s, Viewer::Seat(0)).last_card);
}

#[test]
fn refusing_one_losing_choice_of_the_last_card_does_not_claim_that_no_choice_wins() {
    // Taking the blue would win, so the message for the losing choice must not say that
    // no choice wins.
    let mut s = last_struggle(2);
    s.seats[0].followers = [5, 0, 0];
    s.seats[1].followers = [0, 5, 0];
    let msg = refused(&s, "1v1 - take kedah:Y").to_string();
    assert!(msg.starts_with("1 vs 1 is the very last card of the game: it may only be played if it wins the game for you"), "{msg}");
    assert!(
        !msg.contains("no choice does that"),
        "misleading: another choice does win: {msg}"
    );
}

#[test]
fn alfred_holding_the_24th_card_may_play_it_only_if_he_wins_three_players_r9() {
    // Alfred (seat 0) can win; then make Benjamin the Rama leader: Alfred cannot.
    let mut s = last_struggle(3);
    s.seats[0].followers = [4, 0, 0];
    s.seats[1].followers = [0, 4, 0];
    s.seats[2].followers = [2, 2, 2];
    assert_eq!(s.cards_played, 23);
    assert!(rules::last_card_can_win(&s, 0));
    s.seats[1].followers = [5, 4, 0];
    assert!(!rules::last_card_can_win(&s, 0));
    let e = refused(&s, "1v1 - take kedah:B");
    assert_eq!(e.to_string(), "1 vs 1 is the very last card of the game: it may only be played if it wins the game for you, and no choice does that");
    assert_eq!(moves::legal_moves(&s, 0), vec![Move::Pass]);
}

#[test]
fn with_four_players_the_very_last_card_may_be_played_when_the_partner_wins_r9() {
    let mut s = last_struggle(4);
    assert_eq!(s.cards_played, 31);
    // Seat 2 (seat 0's partner) leads the Rama; seat 1 leads the Lao.
    s.seats[2].followers = [5, 0, 0];
    s.seats[1].followers = [0, 5, 0];
    assert!(rules::last_card_can_win(&s, 0));
    let e = refused(&s, "1v1 - take kedah:Y");
    assert!(
        e.to_string()
            .contains("wins the game for you or your partner"),
        "{e}"
    );
    let (s2, _) = act(&s, "1v1 - take kedah:B");
    assert_eq!(s2.result.unwrap().winners, vec![0, 2]);
    // If the other team leads the Rama, neither choice wins for seat 0's team.
    let mut t = s.clone();
    t.seats[2].followers = [1, 0, 0];
    t.seats[3].followers = [5, 0, 0];
    assert!(!rules::last_card_can_win(&t, 0));
    assert_eq!(moves::legal_moves(&t, 0), vec![Move::Pass]);
}

#[test]
fn a_last_card_that_cannot_win_is_never_played_and_the_rest_resolves() {
    // Seat 1 plays the 15th card; seat 0's 16th cannot win in this or the last struggle.
    let mut s = last_struggle(2);
    s.seats[0].followers = [0, 0, 0];
    s.seats[1].followers = [5, 5, 5];
    holds(&mut s, 1, &[Card::KhonThai]);
    s.cards_played = 14;
    s.pool = [0, 0, 0];
    s.to_move = 1;
    let (s, ev) = act(&s, "khonthai - take kedah:Y");
    assert!(!ev
        .iter()
        .any(|e| matches!(e, Event::Played { seat: 0, .. })));
    assert!(matches!(ev.last(), Some(Event::GameEnded { .. })), "{ev:?}");
    let r = s.result.unwrap();
    assert_eq!(r.winners, vec![1]);
    assert_eq!(
        s.seats[0].hand[Card::OneVsOne.index()],
        1,
        "the last card was never played"
    );
}

#[test]
fn a_last_card_that_cannot_win_now_but_can_in_the_next_struggle_is_kept_for_it() {
    // 2 players. Fought: Ayutthaya, Lan Xang, Khorat → Lao; Ligor → British;
    // Pattani, Kedah → Rama. Left: Sukothai (box 7, 3 yellow), Lan Na (box 8, 2 red).
    // Seat 0 holds the 16th card, Rama, and leads the yellow; seat 1 leads the red.
    //
    //   lanna[0,2,0] ─ lanxang(Lao)
    //        \         /
    //     sukothai[3,0,0] ─ khorat(Lao)
    //            \
    //          ayutthaya(Lao: the Rama home is lost)
    //
    // Now the Rama card can place nothing (no Rama province borders an open one and the
    // home is Lao), so whatever seat 0 takes, Lao win 4 to 3. Once Sukothai has gone to
    // Rama, the Rama card reaches Lan Na: two yellow there and a red taken → Rama 4 : 3.
    let mut s = game(2);
    fought(
        &mut s,
        &[
            (AYUTTHAYA, LAO),
            (LANXANG, LAO),
            (KHORAT, LAO),
            (LIGOR, BRITISH),
            (PATTANI, RAMA),
            (KEDAH, RAMA),
        ],
    );
    s.tiles.swap(6, 7); // Sukothai on box 7, Lan Na on box 8
    set_board(
        &mut s,
        [
            [0, 2, 0],
            [3, 0, 0],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
            [0; 3],
        ],
    );
    s.pool = [6, 6, 6];
    holds(&mut s, 0, &[Card::Yellow]);
    holds(&mut s, 1, &[Card::Blue]);
    s.cards_played = 14;
    s.seats[0].followers = [5, 0, 0];
    s.seats[1].followers = [0, 5, 0];
    s.to_move = 1;
    assert_eq!(s.contested(), Some(SUKOTHAI));
    // Seat 1 plays its last card, the Malai (nothing to place), taking a yellow.
    let malai = mv(&s, "malai - take sukothai:Y");
    let Move::Play { action, take } = malai else {
        unreachable!()
    };
    let mut probe = s.clone();
    rules::play(&mut probe, 1, &action, take);
    assert!(
        !rules::last_card_can_win(&probe, 0),
        "seat 0 cannot win by playing now"
    );
    let mut later = probe.clone();
    fought(&mut later, &[(SUKOTHAI, RAMA)]);
    later.to_move = 0;
    assert!(
        rules::last_card_can_win(&later, 0),
        "after struggle 7 the Rama card wins for seat 0"
    );
    let (s, ev) = act(&s, "malai - take sukothai:Y");
    // Seat 0 can only pass now (skipped), seat 1 has no cards (skipped): struggle 7 ends
    // with Sukothai to Rama, and seat 0 (left of seat 1) must get the turn in struggle 8.
    assert!(
        s.result.is_none(),
        "the game was resolved at once although seat 0 can win by playing its last card in struggle 8: {ev:?}"
    );
    assert_eq!(
        ev[1..],
        [
            Event::Skipped {
                seat: 0,
                reason: SkipReason::LastCardCannotWin,
                ended_struggle: false
            },
            Event::Skipped {
                seat: 1,
                reason: SkipReason::NoCards,
                ended_struggle: true
            },
            Event::StruggleResolved {
                struggle: 7,
                province: SUKOTHAI,
                followers: [2, 0, 0],
                winner: RAMA,
                next: Some(0)
            },
        ]
    );
    assert_eq!(s.control[SUKOTHAI as usize], Some(RAMA));
    assert_eq!(s.to_move, 0);
    let (s, _) = act(&s, "rama lanna lanna take lanna:R");
    let r = s.result.unwrap();
    assert_eq!((r.ruling, r.winners), (Some(Y), vec![0]));
}

/// Resolves every remaining struggle the slow, obvious way: tile order, majority or
/// British, stopping at the fourth British province.
fn resolve_rest_by_hand(s: &mut State) {
    while s.resolved < 8 && s.control_counts().1 < 4 {
        let p = s.tiles[s.resolved as usize];
        let winner = rules::majority(s.provinces[p as usize]);
        fought(s, &[(p, winner)]);
    }
}

#[test]
fn the_fast_last_card_check_agrees_with_playing_every_choice_out_r9() {
    use rand::Rng;
    use std::collections::HashSet;
    use std::ops::ControlFlow;
    let mut rng = SmallRng::seed_from_u64(5);
    let (mut positions, mut with_a_win, mut without) = (0, 0, 0);
    for g in 0..240u32 {
        let players = 2 + (g % 3) as u8;
        let board = if g % 2 == 0 {
            BoardId::Siam
        } else {
            BoardId::Saba
        };
        let st = super::new_setup(board, players, Hands::Original, &mut rng);
        let mut s = super::start(&st).unwrap();
        for _ in 0..rng.gen_range(0..45) {
            if s.result.is_some() {
                break;
            }
            let seat = s.to_move as usize;
            let m = moves::random_move(&s, seat, &mut rng).unwrap();
            s = rules::apply(&s, seat, &m).unwrap().0;
        }
        if s.result.is_some() {
            continue;
        }
        // Leave exactly one card in the game, held by the player to move.
        let seat = s.to_move as usize;
        let card = Card::ALL[rng.gen_range(0..7)];
        for o in 0..s.n() {
            holds(&mut s, o, &[]);
        }
        holds(&mut s, seat, &[card]);
        s.cards_played = s.cards_total() - 1;
        let mut every = Vec::new();
        let mut naive = HashSet::new();
        let _ = moves::for_each_play(&s, seat, card, &mut |action, take| {
            let mut sim = s.clone();
            rules::play(&mut sim, seat, &action, take);
            resolve_rest_by_hand(&mut sim);
            let m = Move::Play { action, take };
            if rules::final_result(&sim).winners.contains(&seat) {
                naive.insert(m);
            }
            every.push(m);
            ControlFlow::Continue(())
        });
        let fast: HashSet<Move> = moves::legal_moves(&s, seat)
            .into_iter()
            .filter(|m| *m != Move::Pass)
            .collect();
        assert_eq!(
            fast, naive,
            "game {g}: winning plays of the last card differ"
        );
        assert_eq!(rules::last_card_can_win(&s, seat), !naive.is_empty());
        for m in every.iter().step_by(5) {
            let r = rules::apply(&s, seat, m);
            assert_eq!(
                r.is_ok(),
                naive.contains(m),
                "game {g}: {m:?} -> {:?}",
                r.err()
            );
        }
        positions += 1;
        if naive.is_empty() {
            without += 1;
        } else {
            with_a_win += 1;
        }
    }
    assert!(
        positions > 100 && with_a_win > 10 && without > 10,
        "{positions} {with_a_win} {without}"
    );
}

// ---------------------------------------------------------------------------------------
// Ruling faction, second faction and the winner (R10, R11, R13, R15)
// ---------------------------------------------------------------------------------------

/// A finished position: the eight struggles won as listed (in struggle order).
fn finished_state(
    players: u8,
    winners: [Controller; 8],
    followers: &[Counts],
    last_cards: &[u8],
) -> State {
    let mut s = game(players);
    let history: Vec<(Prov, Controller)> = (0..8).map(|i| (i as Prov, winners[i])).collect();
    fought(&mut s, &history);
    for seat in 0..players as usize {
        s.seats[seat].followers = followers[seat];
        s.seats[seat].last_card = last_cards[seat];
    }
    s
}

/// The result of [`finished_state`].
fn finished(
    players: u8,
    winners: [Controller; 8],
    followers: &[Counts],
    last_cards: &[u8],
) -> FinalResult {
    rules::final_result(&finished_state(players, winners, followers, last_cards))
}

#[test]
fn the_faction_with_most_provinces_rules_and_its_leader_wins() {
    let r = finished(
        3,
        [RAMA, LAO, RAMA, MALAY, RAMA, LAO, BRITISH, MALAY],
        &[[3, 0, 0], [4, 0, 0], [1, 9, 9]],
        &[1, 2, 3],
    );
    assert!(!r.colony);
    assert_eq!(r.ruling, Some(Y));
    assert!(!r.ruling_by_latest_control);
    assert_eq!(
        r.second,
        Some(B),
        "Lao and Malay hold 2 each; Malay won struggle 8 after Lao's 6"
    );
    assert_eq!(r.provinces, [3, 2, 2]);
    assert_eq!(r.occupied, 1);
    assert_eq!(r.winners, vec![1]);
    assert_eq!(r.decider, Decider::RulingFollowers);
}

#[test]
fn factions_tied_on_provinces_are_ranked_by_who_won_a_struggle_most_recently() {
    let r = finished(
        2,
        [LAO, RAMA, RAMA, LAO, MALAY, LAO, RAMA, BRITISH],
        &[[1, 0, 0], [0, 1, 0]],
        &[1, 2],
    );
    assert_eq!(r.ruling, Some(Y));
    assert!(r.ruling_by_latest_control);
    assert_eq!(r.second, Some(R));
    assert_eq!(r.winners, vec![0]);
}

#[test]
fn a_player_tie_is_broken_by_the_second_ranked_faction_ranked_like_the_first_r10() {
    // Rama 3; Lao 2 (latest 6) and Malay 2 (latest 7): Malay are second.
    let r = finished(
        2,
        [LAO, MALAY, RAMA, RAMA, RAMA, LAO, MALAY, BRITISH],
        &[[3, 5, 0], [3, 0, 4]],
        &[1, 2],
    );
    assert_eq!(r.second, Some(B));
    assert_eq!(r.winners, vec![1]);
    assert_eq!(r.decider, Decider::SecondFollowers);
}

#[test]
fn without_a_province_for_the_other_factions_there_is_no_second_ranked_faction_r13() {
    // Rama 5, British 3: still tied on yellow, the red does not count.
    let r = finished(
        2,
        [RAMA, BRITISH, RAMA, BRITISH, RAMA, BRITISH, RAMA, RAMA],
        &[[3, 0, 0], [3, 5, 0]],
        &[10, 12],
    );
    assert_eq!(r.second, None);
    assert_eq!(r.winners, vec![0]);
    assert_eq!(r.decider, Decider::OldestLastCard);
}

#[test]
fn still_tied_the_player_who_played_a_card_most_recently_loses_r11() {
    // Tied on Rama (3) and on the second-ranked Malay (2); the red does not matter.
    let r = finished(
        2,
        [RAMA, LAO, RAMA, MALAY, RAMA, LAO, BRITISH, MALAY],
        &[[3, 1, 2], [3, 0, 2]],
        &[16, 15],
    );
    assert_eq!(r.winners, vec![1]);
    assert_eq!(r.decider, Decider::OldestLastCard);
}

#[test]
fn with_three_tied_players_the_one_whose_last_card_is_oldest_wins_r11() {
    let r = finished(
        3,
        [RAMA, LAO, RAMA, MALAY, RAMA, LAO, BRITISH, MALAY],
        &[[3, 1, 0], [3, 1, 0], [3, 1, 0]],
        &[21, 18, 20],
    );
    assert_eq!(r.winners, vec![1]);
    assert_eq!(r.decider, Decider::OldestLastCard);
}

#[test]
fn never_having_played_a_card_counts_as_the_oldest_r11() {
    let r = finished(
        3,
        [RAMA, LAO, RAMA, MALAY, RAMA, LAO, BRITISH, MALAY],
        &[[3, 1, 0], [3, 1, 0], [0, 0, 0]],
        &[5, 0, 9],
    );
    assert_eq!(r.winners, vec![1]);
}

#[test]
fn players_tied_in_every_respect_share_the_win_r15() {
    let s = finished_state(
        3,
        [RAMA, LAO, RAMA, MALAY, RAMA, LAO, BRITISH, MALAY],
        &[[3, 1, 0], [3, 1, 0], [0, 0, 0]],
        &[0; 3],
    );
    let r = rules::final_result(&s);
    assert_eq!(r.winners, vec![0, 1]);
    assert_eq!(r.decider, Decider::Shared);
    let names: Vec<String> = vec!["Ann".into(), "Bob".into(), "Cy".into()];
    assert_eq!(
        super::describe_result(&s, &r, &names),
        "Rama rule Siam. Ann and Bob win: tied in every respect, so the win is shared."
    );
}

#[test]
fn in_a_colony_the_most_complete_sets_win() {
    let r = finished(
        3,
        [BRITISH, RAMA, BRITISH, LAO, BRITISH, BRITISH, RAMA, RAMA],
        &[[5, 5, 1], [2, 2, 2], [9, 0, 9]],
        &[3, 1, 2],
    );
    assert!(r.colony);
    assert_eq!(r.ruling, None);
    assert_eq!(r.sets, vec![1, 2, 0]);
    assert_eq!(r.winners, vec![1]);
    assert_eq!(r.decider, Decider::Sets);
}

#[test]
fn in_a_colony_a_tie_on_sets_goes_to_the_tied_player_who_played_most_recently() {
    // Seat 2 played last of all but is not tied: it does not matter.
    let r = finished(
        3,
        [BRITISH, BRITISH, BRITISH, BRITISH, RAMA, RAMA, RAMA, RAMA],
        &[[2, 2, 2], [2, 3, 2], [1, 1, 1]],
        &[10, 15, 20],
    );
    assert_eq!(r.winners, vec![1]);
    assert_eq!(r.decider, Decider::LatestLastCard);
}

#[test]
fn in_a_colony_tied_players_who_never_played_share_the_win_r15() {
    let r = finished(
        2,
        [BRITISH, BRITISH, BRITISH, BRITISH, RAMA, RAMA, RAMA, RAMA],
        &[[1, 1, 1], [1, 1, 1]],
        &[0, 0],
    );
    assert_eq!(r.winners, vec![0, 1]);
    assert_eq!(r.decider, Decider::Shared);
}

#[test]
fn with_four_players_the_partner_of_the_winner_wins_too() {
    let r = finished(
        4,
        [RAMA, LAO, RAMA, MALAY, RAMA, LAO, BRITISH, MALAY],
        &[[1, 0, 0], [2, 0, 0], [0, 9, 9], [0, 0, 0]],
        &[1, 2, 3, 4],
    );
    assert_eq!(r.winners, vec![1, 3]);
    assert_eq!(r.partners, vec![3]);
}

#[test]
fn with_four_players_the_result_names_who_won_and_who_won_as_partner() {
    // Seats 0, 2 and 3 tie on Rama; seat 2 has the most Malay; seat 0 is its partner.
    let s = finished_state(
        4,
        [RAMA, LAO, RAMA, MALAY, RAMA, LAO, BRITISH, MALAY],
        &[[4, 0, 1], [1, 0, 0], [4, 0, 3], [4, 0, 2]],
        &[0; 4],
    );
    let r = rules::final_result(&s);
    assert_eq!(
        (r.winners.clone(), r.partners.clone()),
        (vec![0, 2], vec![0])
    );
    let names: Vec<String> = ["Ann", "Bob", "Cid", "Dee"].map(String::from).into();
    assert_eq!(
        super::describe_result(&s, &r, &names),
        "Rama rule Siam. Cid wins: tied on Rama followers, more of the second-ranked Malay. \
         Ann wins too, as Cid's partner."
    );
}

#[test]
fn with_four_players_partners_pool_their_followers_for_sets_in_a_colony() {
    // Neither seat 0 nor seat 2 has a set alone; together they have three.
    let r = finished(
        4,
        [BRITISH, BRITISH, BRITISH, BRITISH, RAMA, RAMA, RAMA, RAMA],
        &[[7, 0, 0], [2, 2, 2], [0, 3, 3], [0, 0, 0]],
        &[1, 2, 3, 4],
    );
    assert_eq!(r.sets, vec![3, 2, 3, 2]);
    assert_eq!(r.winners, vec![0, 2]);
    assert_eq!(r.decider, Decider::Sets);
}

#[test]
fn with_four_players_a_colony_tie_goes_to_the_team_whose_player_played_last() {
    let r = finished(
        4,
        [BRITISH, BRITISH, BRITISH, BRITISH, RAMA, RAMA, RAMA, RAMA],
        &[[1, 1, 1], [1, 1, 1], [0, 0, 0], [0, 0, 0]],
        &[29, 30, 31, 28],
    );
    assert_eq!(r.winners, vec![0, 2], "seat 2 played card 31, the latest");
    assert_eq!(r.decider, Decider::LatestLastCard);
}

#[test]
fn with_four_players_a_still_tied_ruling_is_decided_per_player_r11() {
    // Seats 0 and 1 tie on Rama and Lao; seat 1 played more recently and loses.
    let r = finished(
        4,
        [RAMA, LAO, RAMA, MALAY, RAMA, LAO, BRITISH, MALAY],
        &[[3, 1, 0], [3, 1, 0], [0, 0, 0], [0, 0, 0]],
        &[20, 25, 21, 22],
    );
    assert_eq!(r.winners, vec![0, 2]);
}

// ---------------------------------------------------------------------------------------
// History windows (R12, R14) and views
// ---------------------------------------------------------------------------------------

#[test]
fn in_a_running_original_game_a_player_browses_from_their_own_previous_move_r12() {
    let s = game(3);
    for v in [
        Viewer::Seat(0),
        Viewer::Seat(1),
        Viewer::Seat(2),
        Viewer::Spectator,
    ] {
        assert_eq!(view::history_from(&s, v), 1, "nobody has moved yet");
    }
    let (s, _) = pass(&s); // step 1, seat 0
    let (s, _) = act(&s, "khonthai Y>kedah R>kedah B>kedah take kedah:R"); // step 2, seat 1
    let (s, _) = pass(&s); // step 3, seat 2
    let (s, _) = act(&s, "1v1 lanna:Y<>kedah:B take kedah:B"); // step 4, seat 0
    let (s, _) = pass(&s); // step 5, seat 1
    assert_eq!(s.step, 5);
    assert_eq!(view::history_from(&s, Viewer::Seat(0)), 4);
    assert_eq!(view::history_from(&s, Viewer::Seat(1)), 5);
    assert_eq!(view::history_from(&s, Viewer::Seat(2)), 3);
    // R14: a spectator sees the narrowest window of any seat (seat 1's), never the wider
    // one of the player to move (seat 2): logging out shows a player nothing more.
    assert_eq!(s.to_move, 2);
    assert_eq!(view::history_from(&s, Viewer::Spectator), 5);
    for seat in 0..3 {
        assert!(
            view::history_from(&s, Viewer::Spectator) >= view::history_from(&s, Viewer::Seat(seat))
        );
    }
    assert_eq!(
        view::history_from(&s, Viewer::Seat(7)),
        5,
        "an unknown seat is a spectator"
    );
    assert_eq!(view::view_for(&s, Viewer::Seat(0)).history_from, 4);
    assert_eq!(KingOfSiam::history_from(&s, Viewer::Seat(1)), 5);
}

#[test]
fn open_hands_and_finished_games_show_the_whole_history_r12() {
    let mut s = game(3);
    s.hands_variant = Hands::Open;
    let (s, _) = pass(&s);
    let (s, _) = pass(&s);
    assert_eq!(view::history_from(&s, Viewer::Seat(0)), 1);
    assert_eq!(view::history_from(&s, Viewer::Spectator), 1);
    let mut f = game(2);
    fought(
        &mut f,
        &[
            (LANNA, RAMA),
            (SUKOTHAI, LAO),
            (LANXANG, LAO),
            (KHORAT, RAMA),
            (AYUTTHAYA, MALAY),
            (LIGOR, BRITISH),
            (PATTANI, BRITISH),
        ],
    );
    let (f, _) = pass(&f);
    let (f, _) = pass(&f);
    assert!(f.result.is_some());
    for v in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Spectator] {
        assert_eq!(view::history_from(&f, v), 1);
    }
}

#[test]
fn the_original_variant_hides_opponents_hands_and_buried_discards() {
    let s = game(3);
    let (s, _) = act(&s, "khonthai Y>kedah R>kedah B>kedah take kedah:R");
    let (s, _) = pass(&s);
    let (s, _) = pass(&s);
    let (s, _) = act(&s, "1v1 lanna:Y<>kedah:B take kedah:B");
    let v = view::view_for(&s, Viewer::Seat(1));
    let p0 = &v.seats[0];
    assert_eq!(p0.hand, None);
    assert_eq!(p0.discards, None, "only the top card is public");
    assert_eq!(p0.discard_top, Some(Card::OneVsOne));
    assert_eq!((p0.discard_count, p0.hand_count), (2, 6));
    assert!(v.seats[1].hand.is_some(), "a player sees their own hand");
    assert_eq!(
        view::view_for(&s, Viewer::Spectator)
            .seats
            .iter()
            .filter(|x| x.hand.is_some())
            .count(),
        0
    );
    let own = view::view_for(&s, Viewer::Seat(0));
    assert_eq!(
        own.seats[0].discards,
        Some(vec![Card::KhonThai, Card::OneVsOne])
    );
    let json = serde_json::to_string(&v.seats[0]).unwrap();
    assert!(
        !json.contains("khon_thai"),
        "the buried Khon Thai leaks: {json}"
    );
}

#[test]
fn the_open_variant_shows_every_hand_and_a_finished_game_shows_everything() {
    let mut s = game(3);
    s.hands_variant = Hands::Open;
    let (s, _) = act(&s, "khonthai Y>kedah R>kedah B>kedah take kedah:R");
    let v = view::view_for(&s, Viewer::Spectator);
    assert!(v
        .seats
        .iter()
        .all(|x| x.hand.is_some() && x.discards.is_some()));
    let mut f = game(2);
    fought(
        &mut f,
        &[
            (LANNA, RAMA),
            (SUKOTHAI, LAO),
            (LANXANG, LAO),
            (KHORAT, RAMA),
            (AYUTTHAYA, MALAY),
            (LIGOR, BRITISH),
            (PATTANI, BRITISH),
        ],
    );
    let (f, _) = act(&f, "khonthai Y>kedah R>kedah B>kedah take kedah:R");
    let (f, _) = pass(&f);
    let (f, _) = pass(&f);
    assert!(f.result.is_some());
    let v = view::view_for(&f, Viewer::Spectator);
    assert!(v
        .seats
        .iter()
        .all(|x| x.hand.is_some() && x.discards.is_some()));
    assert_eq!(v.to_move, None);
    assert!(v.result.is_some());
}

#[test]
fn a_maharacha_that_swapped_nothing_stays_hidden_and_leaves_the_king_marker_unused() {
    // With one face-up tile left, seat 0 plays Maharacha (no swap, no King marker) and
    // then a Khon Thai on top of it. At the table the Maharacha is buried in the
    // discard pile and the King marker still lies unused in front of seat 0.
    let mut s = game(3);
    fought(
        &mut s,
        &[
            (LANNA, RAMA),
            (SUKOTHAI, LAO),
            (LANXANG, LAO),
            (KHORAT, RAMA),
            (AYUTTHAYA, MALAY),
            (LIGOR, BRITISH),
            (PATTANI, MALAY),
        ],
    );
    let (s, _) = act(&s, "maharacha - take kedah:B");
    let (s, _) = pass(&s);
    let (s, _) = pass(&s);
    let (s, _) = act(&s, "khonthai Y>kedah R>kedah B>kedah take kedah:R");
    assert_eq!(s.king, [None; 8]);
    let v = view::view_for(&s, Viewer::Seat(1));
    assert_eq!(v.seats[0].discard_top, Some(Card::KhonThai));
    assert!(
        !v.seats[0].king_used,
        "king_used reveals the buried Maharacha, and no King marker was placed"
    );
}

#[test]
fn the_game_trait_reports_status_and_prints_moves() {
    let s = game(3);
    assert!(matches!(
        KingOfSiam::status(&s),
        crate::engine::Status::Active { to_move: 0 }
    ));
    assert_eq!(KingOfSiam::players(&s), 3);
    let m = mv(&s, "2v1 lanna:RY<>sukothai:B take kedah:Y");
    assert_eq!(
        KingOfSiam::print_move(&s, &m),
        "2v1 lanna:YR<>sukothai:B take kedah:Y"
    );
    assert_eq!(KingOfSiam::parse_move(&s, "pass").unwrap(), Move::Pass);
}
