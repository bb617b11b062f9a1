//! Ruling faction, second faction and the winner (R10, R11, R13, R15).

use super::*;

/// Struggles 1–8 won by Rama 3, Lao 2 (the latest the 6th), Malay 2 (the latest the 8th)
/// and the British 1: Rama rule and the Malay are second.
const RAMA_RULE: [Controller; 8] = [RAMA, LAO, RAMA, MALAY, RAMA, LAO, BRITISH, MALAY];

/// The British win the first four struggles: Siam is a colony.
const COLONY: [Controller; 8] = [BRITISH, BRITISH, BRITISH, BRITISH, RAMA, RAMA, RAMA, RAMA];

/// A finished position: the eight struggles won as listed (in struggle order); each seat
/// (one entry per player) has gathered these followers and played its last card as this
/// card number of the game (0: never).
fn finished_state(winners: [Controller; 8], followers: &[Counts], last_cards: &[u8]) -> State {
    let players = followers.len() as u8;
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
fn finished(winners: [Controller; 8], followers: &[Counts], last_cards: &[u8]) -> FinalResult {
    rules::final_result(&finished_state(winners, followers, last_cards))
}

#[test]
fn the_faction_with_most_provinces_rules_and_its_leader_wins() {
    let r = finished(RAMA_RULE, &[[3, 0, 0], [4, 0, 0], [1, 9, 9]], &[1, 2, 3]);
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
    let r = finished(RAMA_RULE, &[[3, 1, 2], [3, 0, 2]], &[16, 15]);
    assert_eq!(r.winners, vec![1]);
    assert_eq!(r.decider, Decider::OldestLastCard);
}

#[test]
fn with_three_tied_players_the_one_whose_last_card_is_oldest_wins_r11() {
    let r = finished(RAMA_RULE, &[[3, 1, 0], [3, 1, 0], [3, 1, 0]], &[21, 18, 20]);
    assert_eq!(r.winners, vec![1]);
    assert_eq!(r.decider, Decider::OldestLastCard);
}

#[test]
fn never_having_played_a_card_counts_as_the_oldest_r11() {
    let r = finished(RAMA_RULE, &[[3, 1, 0], [3, 1, 0], [0, 0, 0]], &[5, 0, 9]);
    assert_eq!(r.winners, vec![1]);
}

#[test]
fn players_tied_in_every_respect_share_the_win_r15() {
    let s = finished_state(RAMA_RULE, &[[3, 1, 0], [3, 1, 0], [0, 0, 0]], &[0; 3]);
    let r = rules::final_result(&s);
    assert_eq!(r.winners, vec![0, 1]);
    assert_eq!(r.decider, Decider::Shared);
    let names: Vec<String> = vec!["Ann".into(), "Bob".into(), "Cy".into()];
    assert_eq!(
        crate::game::text::render::<super::super::KingOfSiam>(
            &super::super::describe_result(&s, &r),
            &names
        ),
        "Rama rule Siam. Ann and Bob win: tied in every respect, so the win is shared."
    );
}

#[test]
fn in_a_colony_the_most_complete_sets_win() {
    let r = finished(
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
    let r = finished(COLONY, &[[2, 2, 2], [2, 3, 2], [1, 1, 1]], &[10, 15, 20]);
    assert_eq!(r.winners, vec![1]);
    assert_eq!(r.decider, Decider::LatestLastCard);
}

#[test]
fn in_a_colony_tied_players_who_never_played_share_the_win_r15() {
    let r = finished(COLONY, &[[1, 1, 1], [1, 1, 1]], &[0, 0]);
    assert_eq!(r.winners, vec![0, 1]);
    assert_eq!(r.decider, Decider::Shared);
}

#[test]
fn with_four_players_the_partner_of_the_winner_wins_too() {
    let r = finished(
        RAMA_RULE,
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
        RAMA_RULE,
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
        crate::game::text::render::<super::super::KingOfSiam>(
            &super::super::describe_result(&s, &r),
            &names
        ),
        "Rama rule Siam. Cid wins: tied on Rama followers, more of the second-ranked Malay. \
         Ann wins too, as Cid's partner."
    );
}

#[test]
fn with_four_players_partners_pool_their_followers_for_sets_in_a_colony() {
    // Neither seat 0 nor seat 2 has a set alone; together they have three.
    let r = finished(
        COLONY,
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
        COLONY,
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
        RAMA_RULE,
        &[[3, 1, 0], [3, 1, 0], [0, 0, 0], [0, 0, 0]],
        &[20, 25, 21, 22],
    );
    assert_eq!(r.winners, vec![0, 2]);
}
