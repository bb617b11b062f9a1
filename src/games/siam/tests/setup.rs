//! Setup (R1–R3, the 2-player removal, homes, King of Saba).

use super::*;

#[test]
fn two_player_games_remove_two_followers_of_each_colour_so_48_remain() {
    for seed in 0..100 {
        for (players, per) in [(2u8, 16u32), (3, 18), (4, 18)] {
            for board in [BoardId::Siam, BoardId::Saba] {
                let mut rng = SmallRng::seed_from_u64(seed);
                let st = super::super::new_setup(board, players, Hands::Original, &mut rng);
                let s = super::super::start(&st).unwrap();
                assert_eq!(totals(&s), [per; 3], "{players} players on {board:?}");
            }
        }
    }
}

#[test]
fn playing_aids_show_the_followers_of_ruling_r1() {
    assert_eq!(
        super::super::aid_followers(1),
        [1, 1, 0],
        "aid 1 = yellow + red"
    );
    assert_eq!(
        super::super::aid_followers(2),
        [1, 0, 1],
        "aid 2 = yellow + blue"
    );
    assert_eq!(
        super::super::aid_followers(3),
        [0, 1, 1],
        "aid 3 = red + blue"
    );
}

#[test]
fn every_player_draws_a_distinct_aid_and_takes_its_two_followers() {
    for seed in 0..200 {
        for players in 2..=4u8 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let st = super::super::new_setup(BoardId::Siam, players, Hands::Original, &mut rng);
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
            let s = super::super::start(&st).unwrap();
            for seat in 0..n {
                // R1: aid 4 copies the aid of the left neighbour = the next seat in turn order.
                let shown = if st.aids[seat] == 4 {
                    st.aids[(seat + 1) % n]
                } else {
                    st.aids[seat]
                };
                assert_eq!(st.followers[seat], super::super::aid_followers(shown));
                assert_eq!(s.seats[seat].followers, super::super::aid_followers(shown));
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
    assert!(super::super::start(&st).is_ok());
    // Copying the previous seat (seat 4, aid 2) is refused.
    st.followers[0] = super::super::aid_followers(2);
    balance(&mut st);
    let e = super::super::start(&st).unwrap_err();
    assert_eq!(e, "seat 1 does not hold its playing aid's followers");
}

#[test]
fn homes_get_two_followers_of_their_colour_and_every_siam_province_four() {
    let board = BoardId::Siam.board();
    for seed in 0..300 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let st = super::super::new_setup(BoardId::Siam, 3, Hands::Original, &mut rng);
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
        let st = super::super::new_setup(BoardId::Siam, 3, Hands::Original, &mut rng);
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
        let st = super::super::new_setup(BoardId::Saba, 3, Hands::Original, &mut rng);
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
        let s = super::super::start(&st).unwrap();
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
        let st = super::super::new_setup(board, players, Hands::Original, &mut rng);
        let back: Setup = serde_json::from_str(&serde_json::to_string(&st).unwrap()).unwrap();
        assert_eq!(back, st);
        let mut s = super::super::start(&st).unwrap();
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
    let mut setup = super::super::new_setup(
        BoardId::Siam,
        3,
        Hands::Original,
        &mut SmallRng::seed_from_u64(1),
    );
    setup.provinces[0] = [255, 255, 255];
    assert!(super::super::start(&setup).is_err());
}

#[test]
fn start_rejects_inconsistent_setups_with_a_reason() {
    let check = |change: &dyn Fn(&mut Setup), says: &str| {
        let mut st = setup(3);
        change(&mut st);
        let e = super::super::start(&st).unwrap_err();
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
    assert!(super::super::start(&two)
        .unwrap_err()
        .contains("16 followers"));
    // Saba: Shewa needs only one green; a desert holding 4 is refused.
    let mut saba = setup(3);
    saba.board = BoardId::Saba;
    assert_eq!(
        super::super::start(&saba).unwrap_err(),
        "Tigray does not hold its starting followers"
    );
}
