//! Ratings and profiles (docs/social.md): the worker rates each finished rated game once;
//! profiles and leaderboards read the results.
//!
//! Who counts: the players of a rated game that ended (cancelled games never end). A
//! player who resigned, was voted out or left takes a loss (last place, alone); partners
//! share their side's result; computer players and deleted accounts are not rated, and a
//! game with fewer than two rated sides changes nothing.

use super::{GameState, Service, ServiceError, ServiceResult};
use crate::game::{Seat, Status};
use crate::ratings::{self, Placing};
use crate::store::{
    BoardRow, BoardRule, GameRecord, GameStatus, PoolRating, RatedGame, User, Verdict,
};
use std::collections::BTreeMap;

/// Finished games the worker rates per pass.
const RATE_BATCH: i64 = 50;
/// Rows a leaderboard shows.
pub const LEADERBOARD_ROWS: i64 = 300;
/// Finished games a profile replays for its results (the newest).
pub const PROFILE_GAMES: usize = 200;

/// The placings of a finished game's rated players (empty for a running game).
pub fn placings(game: &GameState) -> Vec<Placing> {
    let Status::Finished { outcome } = game.status() else {
        return Vec::new();
    };
    let players = &game.record.players;
    // Each seat's rank: the standings of the rules, or the resignation's outcome.
    let mut rank: Vec<usize> = match game.loaded.standings() {
        Some(standings) => {
            let mut rank = vec![usize::MAX; players.len()];
            for row in standings.rows {
                if let Some(r) = rank.get_mut(row.seat) {
                    *r = row.rank;
                }
            }
            rank
        }
        None => (0..players.len())
            .map(|s| if outcome.winners.contains(&s) { 1 } else { 2 })
            .collect(),
    };
    let last = players.len() + 1;
    let sides = game.game_type.sides(&game.record.options);
    let mut side: Vec<usize> = (0..players.len())
        .map(|seat| sides.iter().position(|s| s.contains(&seat)).unwrap_or(seat))
        .collect();
    // Who left the table, by resigning or being removed, loses alone.
    let resigned = game.extras.resigned.iter().map(|(seat, _)| seat);
    for seat in game.extras.removed_seats.iter().chain(resigned) {
        if let (Some(r), Some(s)) = (rank.get_mut(*seat), side.get_mut(*seat)) {
            *r = last;
            *s = sides.len() + seat;
        }
    }
    let rated = |seat: &Seat| {
        !game.extras.left_seats.contains(seat)
            && !players
                .get(*seat)
                .is_some_and(crate::service::computers::is_computer)
    };
    (0..players.len())
        .filter(rated)
        .map(|seat| Placing {
            user_id: players[seat].user_id,
            side: side[seat],
            rank: rank[seat],
        })
        .collect()
}

/// Whether every seat made at least `min` moves of its own (automatic moves the platform
/// made for it, a computer's included, do not count).
pub fn every_seat_moved(game: &GameState, min: u32) -> bool {
    let mut own = vec![0_u32; game.record.players.len()];
    for mark in game.move_marks() {
        if let (None, Some(n)) = (mark.reason, own.get_mut(mark.seat)) {
            *n += 1;
        }
    }
    own.iter().all(|n| *n >= min)
}

/// A player's results in one game and player count.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub played: usize,
    pub won: usize,
}

/// A player's profile.
#[derive(Clone, Debug)]
pub struct Profile {
    pub user: User,
    pub running: Vec<GameRecord>,
    /// The newest finished games first, with whether the player won.
    pub finished: Vec<(GameRecord, bool)>,
    /// Games played and won by game slug and player count.
    pub records: BTreeMap<(String, usize), Record>,
    /// The people they played with lately, most recent first.
    pub opponents: Vec<String>,
    pub ratings: Vec<PoolRating>,
}

impl Service {
    /// Rates the finished games not handled yet; returns how many counted.
    pub async fn rate_finished_games(&self) -> ServiceResult<usize> {
        let social = self.social()?;
        let rules = self.config.social;
        let mut rated = 0;
        for game_id in social.unrated_games(RATE_BATCH).await? {
            let game = self.game(game_id, None).await?;
            let options = &game.record.options;
            let placings = if options.rated && game.record.status == GameStatus::Finished {
                placings(&game)
            } else {
                Vec::new()
            };
            let verdict = if placings.len() < 2 {
                Verdict::Casual
            } else if !every_seat_moved(&game, rules.rating_min_own_moves) {
                Verdict::TooShort
            } else {
                Verdict::Counted
            };
            let players: Vec<_> = match verdict {
                Verdict::Counted => placings.iter().map(|p| p.user_id).collect(),
                _ => Vec::new(),
            };
            let update = |current: &_| ratings::rate(&placings, current);
            let pool = game.game_type.rating_pool(options);
            let finished_at = game.record.finished_at.unwrap_or(game.record.updated_at);
            let handled = social
                .rate_game(
                    &RatedGame {
                        game_id,
                        game: game.game_type.slug(),
                        pool: &pool,
                        verdict,
                        players: &players,
                        pair_limit: rules.rated_games_per_pair_per_day,
                        pair_since: finished_at - time::Duration::hours(24),
                    },
                    &update,
                    self.now(),
                )
                .await?;
            if let Some(verdict) = handled {
                tracing::info!(%game_id, verdict = verdict.as_str(), "finished game handled for ratings");
                rated += usize::from(verdict == Verdict::Counted);
            }
        }
        Ok(rated)
    }

    /// What the rating worker decided for a game (None: casual, or not handled yet).
    pub async fn rating_verdict(&self, game: &GameState) -> ServiceResult<Option<Verdict>> {
        if !game.record.options.rated || game.record.status != GameStatus::Finished {
            return Ok(None);
        }
        match self.store.social() {
            Some(social) => Ok(social.verdict(game.record.game_id).await?),
            None => Ok(None),
        }
    }

    /// The profile of the player called `name` (any case).
    pub async fn profile(&self, name: &str) -> ServiceResult<Profile> {
        let not_found = || ServiceError::NotFound(format!("there is no player called {name:?}"));
        let user = self
            .store
            .credentials(name.trim())
            .await?
            .ok_or_else(not_found)?
            .user;
        if user.username == crate::store::DELETED_NAME {
            return Err(not_found());
        }
        let mut games = self.store.games_for_user(user.user_id).await?;
        games.sort_by_key(|g| std::cmp::Reverse(g.updated_at));
        let mut profile = Profile {
            user: user.clone(),
            running: Vec::new(),
            finished: Vec::new(),
            records: BTreeMap::new(),
            opponents: Vec::new(),
            ratings: self.social()?.ratings_of(user.user_id).await?,
        };
        for record in games {
            for other in &record.players {
                if other.user_id != user.user_id
                    && !profile.opponents.contains(&other.username)
                    && other.username != crate::store::DELETED_NAME
                {
                    profile.opponents.push(other.username.clone());
                }
            }
            match record.status {
                GameStatus::Active => profile.running.push(record),
                GameStatus::Finished if profile.finished.len() < PROFILE_GAMES => {
                    let game = self.game(record.game_id, None).await?;
                    let seat = record
                        .players
                        .iter()
                        .position(|p| p.user_id == user.user_id);
                    let won = match (game.status(), seat) {
                        (Status::Finished { outcome }, Some(seat)) => {
                            outcome.winners.contains(&seat)
                        }
                        _ => false,
                    };
                    let entry = profile
                        .records
                        .entry((record.game.clone(), record.options.players))
                        .or_default();
                    entry.played += 1;
                    entry.won += usize::from(won);
                    profile.finished.push((record, won));
                }
                _ => {}
            }
        }
        profile.opponents.truncate(12);
        Ok(profile)
    }

    /// A game's leaderboard, by pool.
    pub async fn leaderboard(&self, slug: &str) -> ServiceResult<Vec<BoardRow>> {
        let rules = self.config.social;
        let rule = BoardRule {
            min_games: rules.leaderboard_min_games,
            min_opponents: rules.leaderboard_min_opponents,
            max_uncertainty: ratings::PROVISIONAL_ABOVE,
        };
        Ok(self
            .social()?
            .leaderboard(slug, rule, LEADERBOARD_ROWS)
            .await?)
    }
}
