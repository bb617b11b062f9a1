//! The computer's review of a finished game (issue 44, docs/computer-players.md): every
//! decision judged as the seat that made it saw the game then ([`crate::bots::review`]),
//! seeded from public data only.
//!
//! - **Asking.** A player of a finished game, or anyone for a listed one, asks
//!   ([`Service::ask_review`]); a game is reviewed once, and asked again it is shown, not
//!   computed again — unless the reviewer changed since ([`VERSION`]), which a player may
//!   ask for once and the operator at any time (`maipenrai admin review GAME --again`). A
//!   person starts at most [`REVIEWS_PER_DAY`] reviews a day.
//! - **Computing.** Background work of the computer players' task (`computers.rs`), a
//!   decision at a time ([`Service::review_a_decision`]) and only while no live computer
//!   turn waits; its search enters the scheduler's gate behind every live one, and its
//!   game is held by the same claim (a lease) as a live turn's, which a finished game
//!   never has. Decisions are stored apart from the event log (`store/reviews.rs`).
//! - **Reading.** Whoever may see the game reads the review of every step the game shows
//!   them in full ([`Service::game_review`]); a player who chose so in their settings
//!   keeps the reviews of their own decisions to themselves. The games that name a judge
//!   show everything once they are over (hands, decks), so a finished game's review tells
//!   nobody what they could not read from its end.

use super::{Service, ServiceError, ServiceResult};
use crate::bots::review::VERSION;
use crate::game::text::{site, t};
use crate::game::{review_seed, Judgement, Message, Seat, Visibility};
use crate::store::{GameStatus, RateLimit, ReviewRecord, ReviewedStep, User};
use std::time::Duration;
use uuid::Uuid;

/// How many reviews one person may start a day (asking for one that exists costs nothing).
pub const REVIEWS_PER_DAY: RateLimit = RateLimit {
    max: 20,
    window: Duration::from_secs(24 * 3600),
};

/// Reviews looked at per pass for one this instance may take (others may be held).
const WAITING_LOOKED_AT: i64 = 8;

/// One decision of a game, reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewedDecision {
    /// 1-based move number.
    pub step: usize,
    pub seat: Seat,
    /// Who sat there.
    pub player: String,
    pub judgement: Judgement,
}

/// What asking for a review did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    /// It is queued: the computer players take it when no live turn waits.
    Queued,
    /// The game has its review (done or under way): it is shown, not computed again.
    Exists,
}

/// A game's review as one viewer may read it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReview {
    pub record: ReviewRecord,
    /// The reviewed decisions this viewer may read, in order.
    pub steps: Vec<ReviewedStep>,
    /// Seats whose player keeps their reviews to themselves (left out of `steps`).
    pub withheld: Vec<Seat>,
    /// Decisions reviewed so far, whoever may read them.
    pub reviewed: usize,
    /// Whether it was done by an older reviewer than this server's.
    pub outdated: bool,
}

impl GameReview {
    pub fn done(&self) -> bool {
        self.record.done_at.is_some()
    }
}

impl Service {
    /// `user` asks for the review of finished `game` (loaded for them; a player of it, or
    /// anyone for a listed game). Wakes the computer players.
    pub async fn ask_review(&self, game: &super::GameState, user: &User) -> ServiceResult<Asked> {
        reviewable(game)?;
        let game_id = game.record.game_id;
        if game.your_seat.is_none() && !game.record.listed {
            return Err(ServiceError::Forbidden(t("review-error-not-yours")));
        }
        let now = self.now();
        let queued = match self.store.review(game_id).await? {
            None => {
                self.review_limit(user).await?;
                self.store
                    .ask_review(game_id, VERSION, Some(user.user_id), now)
                    .await?
            }
            Some(old) if old.version < VERSION && !old.asked_again => {
                self.review_limit(user).await?;
                self.store
                    .review_again(game_id, old.version, VERSION, Some(user.user_id), now, true)
                    .await?
            }
            Some(_) => false,
        };
        if !queued {
            return Ok(Asked::Exists);
        }
        tracing::info!(%game_id, "review asked");
        self.wake_computers();
        Ok(Asked::Queued)
    }

    /// Counts a review `user` starts, refusing past [`REVIEWS_PER_DAY`].
    async fn review_limit(&self, user: &User) -> ServiceResult<()> {
        let key = format!("review:{}", user.user_id);
        if let Err(wait) = self.limit(REVIEWS_PER_DAY, &[key]).await? {
            let hours = wait.as_secs().div_ceil(3600).max(1);
            return Err(ServiceError::RateLimitedFor {
                message: site(
                    &Message::new("review-error-limit")
                        .arg("max", REVIEWS_PER_DAY.max)
                        .arg("hours", hours as i64),
                ),
                retry_after: wait,
            });
        }
        Ok(())
    }

    /// The operator's new review of `game_id` (`maipenrai admin review GAME --again`):
    /// queued again whatever its version, its old decisions forgotten.
    pub async fn review_again(&self, game_id: Uuid) -> ServiceResult<()> {
        let game = self.game(game_id, None).await?;
        reviewable(&game)?;
        let now = self.now();
        // Whichever write loses to another request, the review is queued afresh.
        match self.store.review(game_id).await? {
            None => self.store.ask_review(game_id, VERSION, None, now).await?,
            Some(old) => {
                self.store
                    .review_again(game_id, old.version, VERSION, None, now, false)
                    .await?
            }
        };
        self.wake_computers();
        Ok(())
    }

    /// The review of `game` as its viewer may read it (None: nobody asked for one; a game
    /// still running has none, and costs no read).
    pub async fn game_review(&self, game: &super::GameState) -> ServiceResult<Option<GameReview>> {
        if game.record.status != GameStatus::Finished {
            return Ok(None);
        }
        let game_id = game.record.game_id;
        let Some(record) = self.store.review(game_id).await? else {
            return Ok(None);
        };
        let all = self.store.review_steps(game_id).await?;
        let mut withheld = Vec::new();
        for (seat, player) in game.record.players.iter().enumerate() {
            if game.your_seat != Some(seat) && self.store.hides_reviews(player.user_id).await? {
                withheld.push(seat);
            }
        }
        let viewer = game.viewer();
        let reviewed = all.len();
        let steps = all
            .into_iter()
            .filter(|s| {
                !withheld.contains(&s.seat)
                    && matches!(
                        game.loaded.step_visibility(s.step, viewer),
                        Visibility::Shown
                    )
            })
            .collect();
        Ok(Some(GameReview {
            outdated: record.version < VERSION,
            record,
            steps,
            withheld,
            reviewed,
        }))
    }

    /// Whether `user` keeps the reviews of their own decisions to themselves.
    pub async fn hides_reviews(&self, user: &User) -> ServiceResult<bool> {
        Ok(self.store.hides_reviews(user.user_id).await?)
    }

    pub async fn set_hides_reviews(&self, user: &User, hide: bool) -> ServiceResult<()> {
        Ok(self.store.set_hides_reviews(user.user_id, hide).await?)
    }

    /// One step of the waiting reviews, as the computer players' task runs it when no live
    /// turn waits: the next decision of the longest-waiting review this instance can claim
    /// is searched and stored, or the review is marked done after its last. A review asked
    /// by an older reviewer is queued again by this one. Whether there was work.
    pub async fn review_a_decision(&self) -> ServiceResult<bool> {
        for (game_id, version) in self.store.waiting_reviews(WAITING_LOOKED_AT).await? {
            if version > VERSION {
                continue; // a newer server's, during an upgrade
            }
            if version < VERSION {
                let now = self.now();
                self.store
                    .review_again(game_id, version, VERSION, None, now, false)
                    .await?;
            }
            // A review that fails (its game no longer replays, the database) is logged and
            // tried again at a later pass; the others go on meanwhile.
            match self.claimed(game_id, self.next_decision(game_id)).await {
                Ok(true) => return Ok(true),
                Ok(false) => {}
                Err(e @ (ServiceError::Unavailable | ServiceError::CannotSave)) => return Err(e),
                Err(e) => tracing::warn!(%game_id, "review not carried on: {e}"),
            }
        }
        Ok(false)
    }

    /// Reviews the decision after the last one stored of `game_id`'s review (or marks it
    /// done): the search enters the scheduler's gate behind every live computer turn.
    async fn next_decision(&self, game_id: Uuid) -> ServiceResult<bool> {
        let from = self.store.last_reviewed_step(game_id).await?;
        let game = self.game(game_id, None).await?;
        let iterations = self.config.review_iterations;
        let loaded = game.loaded;
        let gate = self.computers.gate();
        let ticket = gate.enter(u64::MAX);
        let found = {
            let gate = gate.clone();
            tokio::task::spawn_blocking(move || {
                gate.wait_turn(ticket);
                let check = gate.clone();
                crate::bots::pause::with_checkpoint(
                    move || check.wait_turn(ticket),
                    move || decisions(&*loaded, game_id, from, iterations).next(),
                )
            })
            .await
        };
        gate.leave(ticket);
        let found = found.map_err(|e| {
            ServiceError::Internal(anyhow::anyhow!("a review's search failed: {e}"))
        })?;
        match found {
            Some(step) => {
                self.store.save_review_step(game_id, VERSION, &step).await?;
            }
            None => {
                self.store
                    .finish_review(game_id, VERSION, self.now())
                    .await?;
                tracing::info!(%game_id, "review done");
            }
        }
        Ok(true)
    }

    /// The review of every decision of finished game `game_id` computed now, whoever may
    /// read it (the operator's `maipenrai admin review GAME`): each searched with the
    /// site's review budget, or `iterations` when given (tests search briefly). The same
    /// game gives the same review. Runs its searches on a blocking thread.
    pub async fn review_game(
        &self,
        game_id: Uuid,
        iterations: Option<u32>,
    ) -> ServiceResult<Vec<ReviewedDecision>> {
        let game = self.game(game_id, None).await?;
        reviewable(&game)?;
        let names = game.names();
        let loaded = game.loaded;
        tokio::task::spawn_blocking(move || {
            decisions(&*loaded, game_id, 0, iterations)
                .map(|s| ReviewedDecision {
                    step: s.step,
                    seat: s.seat,
                    player: names[s.seat].clone(),
                    judgement: s.judgement,
                })
                .collect()
        })
        .await
        .map_err(|e| ServiceError::Internal(anyhow::anyhow!("a review's search failed: {e}")))
    }
}

/// The reviews of the decisions of `loaded` from step `from` (0-based) on, each searched
/// when the iterator reaches it and seeded from public data only ([`review_seed`]); a move
/// the platform made is nobody's decision and is skipped.
fn decisions(
    loaded: &dyn crate::game::LoadedGame,
    game_id: Uuid,
    from: usize,
    iterations: Option<u32>,
) -> impl Iterator<Item = ReviewedStep> + '_ {
    let marks = loaded.marks();
    (from..marks.len()).filter_map(move |index| {
        let seat = marks[index].0;
        let seed = review_seed(game_id, index, seat, VERSION);
        let judgement = loaded.review_step(index, seed, iterations)?;
        Some(ReviewedStep {
            step: index + 1,
            seat,
            judgement,
        })
    })
}

/// Refuses a review of `game` unless it is over and the computer reviews its kind.
fn reviewable(game: &super::GameState) -> ServiceResult<()> {
    if !game.game_type.has_review() {
        return Err(ServiceError::Conflict(t("review-error-none")));
    }
    if game.record.status != GameStatus::Finished {
        return Err(ServiceError::Conflict(t("review-error-running")));
    }
    Ok(())
}
