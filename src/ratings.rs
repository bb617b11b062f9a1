//! Ratings: Weng-Lin (the rating system behind OpenSkill) from the `skillratings` crate,
//! which rates multiplayer and team games alike. Pure: the background worker feeds it one
//! finished game's placings and the players' current ratings (docs/social.md).
//!
//! A rating is a skill estimate (`rating`, μ) with its uncertainty (σ). New players start
//! at 25 ± 8.33 and count as provisional until the uncertainty falls below
//! [`PROVISIONAL_ABOVE`]; leaderboards sort by the cautious estimate μ − 3σ.

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;
use std::collections::HashMap;
use uuid::Uuid;

/// A rating is provisional while its uncertainty is above this (a new player's is 8.33;
/// about six games bring it below).
pub const PROVISIONAL_ABOVE: f64 = 6.0;

/// One player's rating in one pool.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The skill estimate μ.
    pub rating: f64,
    /// Its uncertainty σ.
    pub uncertainty: f64,
    /// Rated games played in the pool.
    pub games: i64,
}

impl Default for Rating {
    fn default() -> Self {
        let start = WengLinRating::new();
        Rating {
            rating: start.rating,
            uncertainty: start.uncertainty,
            games: 0,
        }
    }
}

impl Rating {
    pub fn provisional(&self) -> bool {
        self.uncertainty > PROVISIONAL_ABOVE
    }

    /// The rating with its estimate no higher than a new player's (for a player who is
    /// not established yet: `docs/social.md` § Fair play).
    pub fn capped(self) -> Rating {
        Rating {
            rating: self.rating.min(Rating::default().rating),
            ..self
        }
    }

    /// The cautious estimate μ − 3σ that leaderboards sort by.
    pub fn cautious(&self) -> f64 {
        self.rating - 3.0 * self.uncertainty
    }

    /// "27.4 ± 5.1" (one decimal).
    pub fn shown(&self) -> String {
        format!("{:.1} ± {:.1}", self.rating, self.uncertainty)
    }
}

/// One rated player's place in a finished game: their side (partners share one) and the
/// side's rank (1 is best; equal ranks tie).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placing {
    pub user_id: Uuid,
    pub side: usize,
    pub rank: usize,
}

/// The players' ratings after one game, from their `current` ratings (missing: a new
/// player). Nothing changes with fewer than two sides.
pub fn rate(placings: &[Placing], current: &HashMap<Uuid, Rating>) -> Vec<(Uuid, Rating)> {
    // The sides in order of first appearance, each with its players and rank.
    let mut sides: Vec<(usize, usize, Vec<Uuid>)> = Vec::new();
    for p in placings {
        match sides.iter_mut().find(|(side, _, _)| *side == p.side) {
            Some((_, rank, members)) => {
                *rank = (*rank).min(p.rank);
                members.push(p.user_id);
            }
            None => sides.push((p.side, p.rank, vec![p.user_id])),
        }
    }
    if sides.len() < 2 {
        return Vec::new();
    }
    let of = |user: &Uuid| current.get(user).copied().unwrap_or_default();
    let teams: Vec<Vec<WengLinRating>> = sides
        .iter()
        .map(|(_, _, members)| {
            members
                .iter()
                .map(|u| WengLinRating {
                    rating: of(u).rating,
                    uncertainty: of(u).uncertainty,
                })
                .collect()
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(&sides)
        .map(|(team, (_, rank, _))| (&team[..], MultiTeamOutcome::new(*rank)))
        .collect();
    let updated = weng_lin_multi_team(&ranked, &WengLinConfig::new());
    sides
        .iter()
        .zip(updated)
        .flat_map(|((_, _, members), team)| {
            members.iter().zip(team).map(|(user, new)| {
                let games = of(user).games + 1;
                (
                    *user,
                    Rating {
                        rating: new.rating,
                        uncertainty: new.uncertainty,
                        games,
                    },
                )
            })
        })
        .collect::<Vec<_>>()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Weng-Lin update (Bradley-Terry, full pairing) by hand, as the crate documents
    /// it after Weng and Lin (2011), algorithm 1, for players who each form a side of their
    /// own: for every opponent q, c = √(σᵢ² + σq² + 2β²), pᵢ = e^(μᵢ/c) / (e^(μᵢ/c) +
    /// e^(μq/c)), s = 1, ½ or 0 for a win, tie or loss; Ωᵢ = Σ σᵢ²/c · (s − pᵢ),
    /// Δᵢ = Σ (σᵢ/c) · σᵢ²/c² · pᵢ(1 − pᵢ); then μᵢ' = μᵢ + Ωᵢ and σᵢ' = σᵢ √(1 − Δᵢ).
    fn by_hand(players: &[(f64, f64, usize)]) -> Vec<(f64, f64)> {
        let beta: f64 = 25.0 / 6.0;
        players
            .iter()
            .enumerate()
            .map(|(i, &(mu, sigma, rank))| {
                let (mut omega, mut delta) = (0.0, 0.0);
                for (q, &(mu_q, sigma_q, rank_q)) in players.iter().enumerate() {
                    if q == i {
                        continue;
                    }
                    let c = (sigma * sigma + sigma_q * sigma_q + 2.0 * beta * beta).sqrt();
                    let p = (mu / c).exp() / ((mu / c).exp() + (mu_q / c).exp());
                    let s = match rank.cmp(&rank_q) {
                        std::cmp::Ordering::Less => 1.0,
                        std::cmp::Ordering::Equal => 0.5,
                        std::cmp::Ordering::Greater => 0.0,
                    };
                    omega += sigma * sigma / c * (s - p);
                    delta += (sigma / c) * sigma * sigma / (c * c) * p * (1.0 - p);
                }
                (mu + omega, sigma * (1.0 - delta).max(0.0001).sqrt())
            })
            .collect()
    }

    fn check(players: &[(f64, f64, usize)]) {
        let ids: Vec<Uuid> = players.iter().map(|_| Uuid::new_v4()).collect();
        let current: HashMap<Uuid, Rating> = ids
            .iter()
            .zip(players)
            .map(|(id, &(rating, uncertainty, _))| {
                (
                    *id,
                    Rating {
                        rating,
                        uncertainty,
                        games: 3,
                    },
                )
            })
            .collect();
        let placings: Vec<Placing> = ids
            .iter()
            .zip(players)
            .enumerate()
            .map(|(side, (id, &(_, _, rank)))| Placing {
                user_id: *id,
                side,
                rank,
            })
            .collect();
        let new: HashMap<Uuid, Rating> = rate(&placings, &current).into_iter().collect();
        for ((id, want), player) in ids.iter().zip(by_hand(players)).zip(players) {
            let got = new[id];
            assert!(
                (got.rating - want.0).abs() < 1e-9,
                "{player:?}: μ {} vs {}",
                got.rating,
                want.0
            );
            assert!(
                (got.uncertainty - want.1).abs() < 1e-9,
                "{player:?}: σ {} vs {}",
                got.uncertainty,
                want.1
            );
            assert_eq!(got.games, 4);
        }
    }

    #[test]
    fn updates_match_the_formula_worked_by_hand() {
        // Two new players: the winner gains what the loser loses.
        check(&[(25.0, 25.0 / 3.0, 1), (25.0, 25.0 / 3.0, 2)]);
        // The favourite loses to a provisional newcomer.
        check(&[(31.0, 2.5, 2), (25.0, 25.0 / 3.0, 1)]);
        // Three players, two sharing the first place.
        check(&[(27.0, 4.0, 1), (22.0, 6.0, 1), (25.0, 8.0, 3)]);
    }

    #[test]
    fn two_new_players_move_by_the_worked_example() {
        // μ' = 25 ± Ω with c = √(2·(25/3)² + 2·(25/6)²) ≈ 13.176, p = ½:
        // Ω = (25/3)²/c · ½ ≈ 2.635; σ' = 25/3 · √(1 − (25/3)/c · (25/3)²/c² · ¼) ≈ 8.0655.
        let (a, b) = (Uuid::new_v4(), Uuid::new_v4());
        let new: HashMap<Uuid, Rating> = rate(
            &[
                Placing {
                    user_id: a,
                    side: 0,
                    rank: 1,
                },
                Placing {
                    user_id: b,
                    side: 1,
                    rank: 2,
                },
            ],
            &HashMap::new(),
        )
        .into_iter()
        .collect();
        assert!((new[&a].rating - 27.635).abs() < 0.001, "{:?}", new[&a]);
        assert!((new[&b].rating - 22.365).abs() < 0.001, "{:?}", new[&b]);
        assert!(
            (new[&a].uncertainty - 8.0655).abs() < 0.001,
            "{:?}",
            new[&a]
        );
        assert!(new[&a].provisional());
    }

    #[test]
    fn partners_move_together_and_one_side_rates_nothing() {
        let ids: Vec<Uuid> = (0..4).map(|_| Uuid::new_v4()).collect();
        let placings: Vec<Placing> = ids
            .iter()
            .enumerate()
            .map(|(seat, id)| Placing {
                user_id: *id,
                side: seat % 2,
                rank: 1 + seat % 2,
            })
            .collect();
        let new: HashMap<Uuid, Rating> = rate(&placings, &HashMap::new()).into_iter().collect();
        assert_eq!(new.len(), 4);
        assert_eq!(new[&ids[0]], new[&ids[2]]);
        assert!(new[&ids[0]].rating > 25.0 && new[&ids[1]].rating < 25.0);
        assert!(rate(&placings[..1], &HashMap::new()).is_empty());
    }
}
