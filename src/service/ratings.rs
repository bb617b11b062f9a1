//! Ratings and profiles (docs/social.md): the worker rates each finished rated game once;
//! profiles and leaderboards read the results.
//!
//! Who counts: the players of a rated game that ended (cancelled games never end). A
//! player who resigned, was voted out or left takes a loss (last place, alone); partners
//! share their side's result; computer players and deleted accounts are not rated, and a
//! game with fewer than two rated sides changes nothing.

use super::{GameState, Service, ServiceError, ServiceResult, PAGE};
use crate::game::text::site;
use crate::game::{Message, Seat, Status};
use crate::ratings::{self, Placing};
use crate::store::{
    BoardRow, BoardRule, GameRecord, GameStatus, PoolRating, RatedGame, User, Verdict,
};
use std::collections::BTreeMap;

/// Finished games the worker rates per pass.
const RATE_BATCH: i64 = 50;
/// Rows a leaderboard shows.
pub const LEADERBOARD_ROWS: i64 = 300;

/// Page `page` (from 0) of `items`, [`PAGE`] long, and whether more follow.
fn one_page<T>(items: Vec<T>, page: u32) -> (Vec<T>, bool) {
    let size = PAGE as usize;
    let start = size.saturating_mul(page as usize);
    let more = items.len() > start.saturating_add(size);
    (items.into_iter().skip(start).take(size).collect(), more)
}

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

/// A player's profile as one viewer may see it.
#[derive(Clone, Debug)]
pub struct Profile {
    pub user: User,
    /// One page of running games, most recently moved first, and whether more follow.
    pub running: Vec<GameRecord>,
    pub running_more: bool,
    /// Running games in all.
    pub running_count: usize,
    /// One page of finished games, newest first, with whether the player won, and whether
    /// more follow.
    pub finished: Vec<(GameRecord, bool)>,
    pub finished_more: bool,
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
            // Every finished game passes here once: its result goes on its row.
            self.keep_result(&game).await?;
            let options = &game.record.options;
            let mut placings = if options.rated && game.record.status == GameStatus::Finished {
                placings(&game)
            } else {
                Vec::new()
            };
            // Players whose ratings a moderator voided are left out, like computers.
            let all: Vec<_> = placings.iter().map(|p| p.user_id).collect();
            let (established, voided) = self.established_and_voided(&all).await?;
            placings.retain(|p| !voided.contains(&p.user_id));
            let players: Vec<_> = placings.iter().map(|p| p.user_id).collect();
            let verdict = if placings.len() < 2 {
                Verdict::Casual
            } else if !every_seat_moved(&game, rules.rating_min_own_moves) {
                Verdict::TooShort
            } else {
                self.fair_play_verdict(&players).await?
            };
            let players = match verdict {
                Verdict::Counted => players,
                _ => Vec::new(),
            };
            // No rating climbs above a new player's before its player is established.
            let update = |current: &_| {
                let mut new = ratings::rate(&placings, current);
                for (user, rating) in &mut new {
                    if !established.contains(user) {
                        *rating = rating.capped();
                    }
                }
                new
            };
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
        if rated > 0 {
            self.establish_by_games().await?;
        }
        Ok(rated)
    }

    /// Stores the result of finished games from before results were kept on the game row
    /// (`docs/storage.md`), a batch per worker pass; returns how many.
    pub async fn fill_results(&self) -> ServiceResult<usize> {
        let mut filled = 0;
        for game_id in self.social()?.games_without_result(RATE_BATCH).await? {
            match self.game(game_id, None).await {
                Ok(game) => filled += usize::from(self.keep_result(&game).await?.is_some()),
                // Logged where the replay failed; `maipenrai check` lists it.
                Err(ServiceError::DamagedGame) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(filled)
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

    /// The profile of the player called `name` (any case) as `viewer` may see it: games
    /// of link-only invitations only when the viewer played in them, results read from
    /// the game rows, the lists one page (`page`, from 0) of [`PAGE`] each.
    pub async fn profile(
        &self,
        name: &str,
        viewer: Option<&User>,
        page: u32,
    ) -> ServiceResult<Profile> {
        let not_found = || {
            let message = Message::new("accounts-no-player").arg("name", format!("{name:?}"));
            ServiceError::NotFound(site(&message))
        };
        let user = self
            .store
            .credentials(name.trim())
            .await?
            .ok_or_else(not_found)?
            .user;
        if user.username == crate::store::DELETED_NAME {
            return Err(not_found());
        }
        let social = self.social()?;
        let games = social
            .games_of(user.user_id, viewer.map(|v| v.user_id))
            .await?;
        let mut opponents: Vec<String> = Vec::new();
        let mut records: BTreeMap<(String, usize), Record> = BTreeMap::new();
        let (mut running, mut finished) = (Vec::new(), Vec::new());
        for record in games {
            for other in &record.players {
                if other.user_id != user.user_id
                    && !opponents.contains(&other.username)
                    && other.username != crate::store::DELETED_NAME
                {
                    opponents.push(other.username.clone());
                }
            }
            match record.status {
                GameStatus::Active => running.push(record),
                GameStatus::Finished => {
                    let seat = record
                        .players
                        .iter()
                        .position(|p| p.user_id == user.user_id);
                    let result = self.result_of(&record).await?;
                    let won = matches!((result, seat), (Some(r), Some(seat)) if r.won(seat));
                    let entry = records
                        .entry((record.game.clone(), record.options.players))
                        .or_default();
                    entry.played += 1;
                    entry.won += usize::from(won);
                    finished.push((record, won));
                }
                GameStatus::Cancelled => {}
            }
        }
        finished.sort_by_key(|(g, _)| std::cmp::Reverse(g.finished_at));
        opponents.truncate(12);
        let running_count = running.len();
        let (running, running_more) = one_page(running, page);
        let (finished, finished_more) = one_page(finished, page);
        Ok(Profile {
            ratings: social.ratings_of(user.user_id).await?,
            user,
            running,
            running_more,
            running_count,
            finished,
            finished_more,
            records,
            opponents,
        })
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
