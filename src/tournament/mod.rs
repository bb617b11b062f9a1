//! Tournaments played over days: who sits at which table, and what each game is worth.
//!
//! Pure: no IO, no clock, no game named. The service feeds it the entrants (numbered in
//! seed order, best first), the games' results and who may not sit together, and stores
//! what it decides. `pairing` forms the tables of a round; this file scores them.
//!
//! Points are counted in halves so that shared places need no fractions: at a table, a
//! side earns one point for every side it placed ahead of and half a point for every
//! side it shared its place with. Two sides: 1, ½ or 0, as in chess; four: 3, 2, 1, 0.
//! Every player of a side gets the side's points.

pub mod pairing;

/// An entrant's number in a tournament: its position in the seed order (0 is the best).
pub type Entrant = usize;

/// Tournament points in halves (3 is one and a half points).
pub type Halves = u32;

/// One side of a finished table: its players and its place (1 is the best; sides equal in
/// the game's own ranking share a place).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Side {
    pub players: Vec<Entrant>,
    pub place: u32,
}

/// A table's result: every side with its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableResult {
    pub sides: Vec<Side>,
    /// False for a meeting that is not played: it scores, but counts as no game.
    pub played: bool,
}

impl TableResult {
    /// A game of single players, from each player's place.
    pub fn from_places(places: &[(Entrant, u32)]) -> Self {
        let sides = places
            .iter()
            .map(|&(entrant, place)| Side {
                players: vec![entrant],
                place,
            })
            .collect();
        TableResult {
            sides,
            played: true,
        }
    }

    /// A meeting that is not played (two people kept apart by a block in a round robin of
    /// two-player tables): scored as a shared place, half a point each.
    pub fn unplayed(a: Entrant, b: Entrant) -> Self {
        TableResult {
            played: false,
            ..Self::from_places(&[(a, 1), (b, 1)])
        }
    }

    /// Every player's points from this table.
    pub fn points(&self) -> Vec<(Entrant, Halves)> {
        self.sides
            .iter()
            .flat_map(|side| {
                let halves: Halves = self
                    .sides
                    .iter()
                    .filter(|other| !std::ptr::eq(*other, side))
                    .map(|other| match other.place.cmp(&side.place) {
                        std::cmp::Ordering::Greater => 2,
                        std::cmp::Ordering::Equal => 1,
                        std::cmp::Ordering::Less => 0,
                    })
                    .sum();
                side.players.iter().map(move |&player| (player, halves))
            })
            .collect()
    }

    /// Every player at the table.
    pub fn players(&self) -> impl Iterator<Item = Entrant> + '_ {
        self.sides
            .iter()
            .flat_map(|side| side.players.iter().copied())
    }

    /// The players of the other sides than `entrant`'s.
    fn opponents(&self, entrant: Entrant) -> impl Iterator<Item = Entrant> + '_ {
        self.sides
            .iter()
            .filter(move |side| !side.players.contains(&entrant))
            .flat_map(|side| side.players.iter().copied())
    }
}

/// What a bye is worth at tables of `sides` sides: a place shared with every other side,
/// the points of an average seat (½ with two sides, 1 with three, 1½ with four).
pub fn bye_points(sides: usize) -> Halves {
    sides.saturating_sub(1) as Halves
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub entrant: Entrant,
    /// 1 for the leaders; entrants equal in points and every tie-break share a rank.
    pub rank: u32,
    pub points: Halves,
    /// First tie-break: the sum, over every game played, of the final points of each
    /// player met on another side (byes and unplayed meetings add nothing).
    pub opponents: Halves,
    /// Second tie-break: games won (first place, alone or shared).
    pub firsts: u32,
    pub played: u32,
    pub byes: u32,
}

/// The standings after these results and byes (each bye with what it was worth), best
/// first. After points and the two tie-breaks, the seed order decides the order of lines,
/// but entrants equal in all three share a rank.
pub fn standings(
    entrants: usize,
    results: &[TableResult],
    byes: &[(Entrant, Halves)],
) -> Vec<Standing> {
    let mut lines: Vec<Standing> = (0..entrants)
        .map(|entrant| Standing {
            entrant,
            rank: 0,
            points: 0,
            opponents: 0,
            firsts: 0,
            played: 0,
            byes: 0,
        })
        .collect();
    for result in results {
        let best = result.sides.iter().map(|side| side.place).min();
        for side in &result.sides {
            for &player in &side.players {
                if best == Some(side.place) && result.played {
                    lines[player].firsts += 1;
                }
            }
        }
        for (player, halves) in result.points() {
            lines[player].points += halves;
            if result.played {
                lines[player].played += 1;
            }
        }
    }
    for &(entrant, halves) in byes {
        lines[entrant].points += halves;
        lines[entrant].byes += 1;
    }
    let points: Vec<Halves> = lines.iter().map(|line| line.points).collect();
    for result in results.iter().filter(|result| result.played) {
        for player in result.players() {
            lines[player].opponents += result
                .opponents(player)
                .map(|other| points[other])
                .sum::<Halves>();
        }
    }
    let key = |line: &Standing| {
        (
            std::cmp::Reverse(line.points),
            std::cmp::Reverse(line.opponents),
            std::cmp::Reverse(line.firsts),
        )
    };
    lines.sort_by_key(|line| (key(line), line.entrant));
    for index in 0..lines.len() {
        lines[index].rank = if index > 0 && key(&lines[index]) == key(&lines[index - 1]) {
            lines[index - 1].rank
        } else {
            index as u32 + 1
        };
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_earn_a_point_per_side_beaten_and_half_per_side_shared() {
        let four = TableResult::from_places(&[(0, 1), (1, 2), (2, 3), (3, 4)]);
        assert_eq!(four.points(), vec![(0, 6), (1, 4), (2, 2), (3, 0)]);
        let shared = TableResult::from_places(&[(0, 1), (1, 1), (2, 3)]);
        assert_eq!(shared.points(), vec![(0, 3), (1, 3), (2, 0)]);
        let draw = TableResult::from_places(&[(4, 1), (5, 1)]);
        assert_eq!(draw.points(), vec![(4, 1), (5, 1)]);
    }

    #[test]
    fn partners_share_their_sides_place_and_points() {
        let teams = TableResult {
            sides: vec![
                Side {
                    players: vec![0, 2],
                    place: 2,
                },
                Side {
                    players: vec![1, 3],
                    place: 1,
                },
            ],
            played: true,
        };
        assert_eq!(teams.points(), vec![(0, 0), (2, 0), (1, 2), (3, 2)]);
        let table = standings(4, &[teams], &[]);
        assert_eq!(table[0].entrant, 1);
        assert_eq!(table[1].entrant, 3);
        assert_eq!((table[0].rank, table[1].rank), (1, 1));
        // Partners are not each other's opponents.
        assert_eq!(table[0].opponents, 0);
        assert_eq!(table[2].opponents, 4);
        assert_eq!(table[0].firsts, 1);
    }

    #[test]
    fn a_bye_is_worth_an_average_seat() {
        assert_eq!(bye_points(2), 1);
        assert_eq!(bye_points(3), 2);
        assert_eq!(bye_points(4), 3);
    }

    #[test]
    fn ties_on_points_go_to_the_stronger_opponents_then_to_wins() {
        // 0 beats 1, 1 beats 3, 2 beats 3: 0, 1 and 2 have a point each, but 2 beat only
        // the pointless 3.
        let results = [
            TableResult::from_places(&[(0, 1), (1, 2)]),
            TableResult::from_places(&[(1, 1), (3, 2)]),
            TableResult::from_places(&[(2, 1), (3, 2)]),
        ];
        let order: Vec<(Entrant, u32, Halves)> = standings(4, &results, &[])
            .iter()
            .map(|line| (line.entrant, line.rank, line.opponents))
            .collect();
        assert_eq!(order, vec![(0, 1, 2), (1, 1, 2), (2, 3, 0), (3, 4, 4)]);

        // 4 and 5 draw twice, 6 and 7 win once each: equal points and opponents, and the
        // draws count as shared wins.
        let results = [
            TableResult::from_places(&[(4, 1), (5, 1)]),
            TableResult::from_places(&[(4, 1), (5, 1)]),
            TableResult::from_places(&[(6, 1), (7, 2)]),
            TableResult::from_places(&[(7, 1), (6, 2)]),
        ];
        let table = standings(8, &results, &[]);
        let top: Vec<(Entrant, u32, u32)> = table[..4]
            .iter()
            .map(|line| (line.entrant, line.rank, line.firsts))
            .collect();
        assert_eq!(top, vec![(4, 1, 2), (5, 1, 2), (6, 3, 1), (7, 3, 1)]);
    }

    #[test]
    fn an_unplayed_meeting_scores_half_and_counts_no_game() {
        let table = standings(2, &[TableResult::unplayed(0, 1)], &[(0, 1)]);
        let line = |entrant| table.iter().find(|line| line.entrant == entrant).unwrap();
        assert_eq!(line(0).points, 2);
        assert_eq!(line(1).points, 1);
        assert_eq!(line(1).played, 0);
        assert_eq!(line(1).firsts, 0);
        assert_eq!(line(0).byes, 1);
    }
}
