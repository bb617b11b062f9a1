//! Playing over days: automatic moves, deadlines, votes, absences, notification
//! settings, e-mail addresses and feeds.

use super::deadline;
use super::{
    random_token, row_update, token_hash, GameState, Service, ServiceError, ServiceResult,
    VERIFY_MAILS,
};
use crate::game::text::{site, t};
use crate::game::{LogEvent, MoveReason};
use crate::game::{Message, Seat};
use crate::live::GameMoved;
use crate::metrics::Mover;
use crate::store::notify::{Absence, EmailMode, NotifySettings, VoteKind, VoteOutcome};
use crate::store::{GameRecord, GameStatus, NotifyStore, StoreError, User};
use time::OffsetDateTime;
use uuid::Uuid;

/// The message for moves and votes in a cancelled game, in the current language.
pub fn game_cancelled() -> String {
    t("over-days-game-cancelled")
}

/// How long an email verification link works.
pub const EMAIL_TOKEN_HOURS: i64 = 48;

/// The clock, removals and votes of one game, as the game page and the API show them.
#[derive(Clone, Debug, Default)]
pub struct GameClock {
    pub deadline_days: Option<u32>,
    /// The seat to move (None once finished or cancelled).
    pub to_move: Option<Seat>,
    /// Time left for the seat to move (None without a deadline); zero or less: ran out,
    /// the worker passes for them shortly.
    pub time_left: Option<time::Duration>,
    /// The player to move is absent until then: their clock stands still.
    pub absent_until: Option<OffsetDateTime>,
    pub removed_seats: Vec<Seat>,
    /// The removed seats whose players deleted their accounts.
    pub left_seats: Vec<Seat>,
    /// The removed seats whose players' accounts a moderator suspended.
    pub suspended_seats: Vec<Seat>,
    /// The seats whose players resigned (removed too, unless that ended the game).
    pub resigned_seats: Vec<Seat>,
    /// Players who may be voted out (three automatic passes in a row), with the votes.
    pub removals: Vec<RemovalVote>,
    /// No move for `STALL_DAYS`: the players may vote to cancel.
    pub stalled: bool,
    pub cancel_voters: Vec<Seat>,
    pub cancel_required: Vec<Seat>,
    pub cancelled_at: Option<OffsetDateTime>,
    /// Since the newest event.
    pub idle_for: time::Duration,
}

impl GameClock {
    /// The seats voted out (the removed seats whose players neither deleted their accounts,
    /// were suspended nor resigned).
    pub fn voted_out(&self) -> Vec<Seat> {
        self.removed_seats
            .iter()
            .copied()
            .filter(|s| {
                !self.left_seats.contains(s)
                    && !self.suspended_seats.contains(s)
                    && !self.resigned_seats.contains(s)
            })
            .collect()
    }
}

/// A vote to remove `seat` that may be cast now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RemovalVote {
    pub seat: Seat,
    /// Automatic passes in a row.
    pub timeouts: usize,
    pub round: i64,
    pub voters: Vec<Seat>,
    pub required: Vec<Seat>,
}

impl Service {
    /// The storage of notifications, deadlines and votes.
    pub fn over_days(&self) -> ServiceResult<&dyn NotifyStore> {
        self.store.notify().ok_or_else(|| {
            ServiceError::Internal(anyhow::anyhow!(
                "this store keeps no notifications, deadlines or votes"
            ))
        })
    }

    /// Makes the game's automatic move ([`crate::game::Game::automatic_move`], a pass, say)
    /// for `seat` in `game_id` because the platform must (`Timeout`: the move
    /// deadline ran out; `Removed`: the seat was voted out), through the same write path
    /// as a player's move: the per-game lock, the expected seq, the live notice. Returns
    /// false, changing nothing, when the game is no longer at `expected_seq` with `seat` to
    /// move (another worker or the player got there first).
    pub async fn move_automatically(
        &self,
        game_id: Uuid,
        seat: Seat,
        expected_seq: i64,
        reason: MoveReason,
    ) -> ServiceResult<bool> {
        self.move_for_seat(game_id, seat, expected_seq, reason, None)
            .await
    }

    /// [`Service::move_automatically`] with the move `chosen` (in notation) instead of
    /// the game's automatic move when given: a computer player's move for a removed seat.
    pub async fn move_for_seat(
        &self,
        game_id: Uuid,
        seat: Seat,
        expected_seq: i64,
        reason: MoveReason,
        chosen: Option<String>,
    ) -> ServiceResult<bool> {
        let lock = self.game_locks.get(game_id);
        let _guard = lock.lock().await;
        let game = self.game(game_id, None).await?;
        if game.record.status != GameStatus::Active
            || game.seq != expected_seq
            || game.to_move() != Some(seat)
        {
            return Ok(false);
        }
        // The game's own automatic move (or the chosen one), checked like any move.
        let prepared = chosen
            .or_else(|| game.loaded.automatic_move(seat))
            .ok_or_else(|| ServiceError::Conflict(t("over-days-not-this-turn")))
            .and_then(|text| {
                game.loaded
                    .prepare_move(seat, &text, &game.names())
                    .map_err(|e| {
                        ServiceError::Internal(anyhow::anyhow!(
                            "game {game_id}: the {reason:?} move {text:?} was refused: {e}"
                        ))
                    })
            })?;
        let event = serde_json::to_value(LogEvent::Move {
            seat,
            mv: prepared.stored.mv.clone(),
            reason: Some(reason),
        })
        .map_err(|e| ServiceError::Internal(e.into()))?;
        let update = row_update(&prepared.status_after);
        let seq = expected_seq + 1;
        match self
            .store
            .append_event_at(game_id, seq, &event, update, self.now())
            .await
        {
            Ok(()) => {}
            // Somebody moved, or the game ended or was cancelled meanwhile.
            Err(StoreError::Conflict(_) | StoreError::Rejected(_)) => return Ok(false),
            Err(e) => return Err(e.into()),
        }
        tracing::info!(%game_id, seq, %seat, ?reason, "automatic move appended");
        crate::metrics::moved(if reason == MoveReason::Computer {
            Mover::Computer
        } else {
            Mover::Automatic
        });
        self.live.publish(GameMoved::new(game_id, seq)).await;
        if game.has_computer_seat() {
            self.wake_computers();
        }
        Ok(true)
    }

    /// For a running game with a move deadline: the time left for the player to move and
    /// whether their clock stands still (they are absent). None otherwise.
    pub async fn deadline_of(
        &self,
        record: &GameRecord,
    ) -> ServiceResult<Option<(time::Duration, Option<OffsetDateTime>)>> {
        let (Some(days), Some(seat), GameStatus::Active) =
            (record.deadline_days, record.to_move_seat, record.status)
        else {
            return Ok(None);
        };
        let Some(user) = record.players.get(seat) else {
            return Ok(None);
        };
        let now = self.now();
        let absences = self
            .over_days()?
            .absences(user.user_id, record.updated_at)
            .await?;
        Ok(Some((
            deadline::time_left(record.updated_at, days, &absences, now),
            deadline::absent_at(&absences, now).map(|a| a.ends_at),
        )))
    }

    /// Deadlines, removals and votes of a loaded game.
    pub async fn game_clock(&self, game: &GameState) -> ServiceResult<GameClock> {
        let now = self.now();
        let extras = &game.extras;
        let running = game.record.status == GameStatus::Active;
        let to_move = if running { game.to_move() } else { None };
        let mut clock = GameClock {
            deadline_days: game.record.deadline_days,
            to_move,
            removed_seats: extras.removed_seats.clone(),
            left_seats: extras.left_seats.clone(),
            suspended_seats: extras.suspended_seats.clone(),
            resigned_seats: extras.resigned.iter().map(|(s, _)| *s).collect(),
            cancelled_at: extras.cancelled_at,
            idle_for: now - game.record.updated_at,
            ..GameClock::default()
        };
        if let Some((left, absent_until)) = self.deadline_of(&game.record).await? {
            clock.time_left = Some(left);
            clock.absent_until = absent_until;
        }
        if !running {
            return Ok(clock);
        }
        let seats: Vec<Seat> = (0..game.record.players.len())
            .filter(|s| !extras.removed_seats.contains(s))
            .collect();
        let marks = game.move_marks();
        for &seat in &seats {
            let Some((round, timeouts)) = deadline::timeout_run(&marks, seat) else {
                continue;
            };
            if timeouts < deadline::TIMEOUTS_BEFORE_VOTE {
                continue;
            }
            clock.removals.push(RemovalVote {
                seat,
                timeouts,
                round,
                voters: extras
                    .votes
                    .iter()
                    .filter(|v| {
                        v.kind == VoteKind::Remove
                            && v.target_seat == Some(seat)
                            && v.round == round
                    })
                    .map(|v| v.voter_seat)
                    .collect(),
                required: seats.iter().copied().filter(|&s| s != seat).collect(),
            });
        }
        clock.stalled = clock.idle_for >= time::Duration::days(self.config.stall_days);
        if clock.stalled {
            clock.cancel_voters = extras
                .votes
                .iter()
                .filter(|v| v.kind == VoteKind::Cancel && v.round == game.seq)
                .map(|v| v.voter_seat)
                .collect();
            // The player whose silence stalls the game need not agree.
            clock.cancel_required = seats
                .iter()
                .copied()
                .filter(|&s| Some(s) != to_move)
                .collect();
        }
        Ok(clock)
    }

    /// The seat of `user` in a running game, refusing removed players.
    async fn voting_seat(&self, game: &GameState, clock: &GameClock) -> ServiceResult<Seat> {
        let seat = game
            .your_seat
            .ok_or_else(|| ServiceError::Forbidden(t("over-days-not-playing")))?;
        if clock.cancelled_at.is_some() {
            return Err(ServiceError::Conflict(game_cancelled()));
        }
        if game.record.status != GameStatus::Active {
            return Err(ServiceError::Conflict(t("over-days-game-over")));
        }
        if clock.removed_seats.contains(&seat) {
            return Err(ServiceError::Forbidden(t("over-days-removed-cannot-vote")));
        }
        Ok(seat)
    }

    /// `user` votes to remove the player in `target` after three automatic passes in a
    /// row. Once all other remaining players agree, that seat only passes from then on.
    pub async fn vote_remove(
        &self,
        game_id: Uuid,
        user: &User,
        target: Seat,
    ) -> ServiceResult<VoteOutcome> {
        let game = self.game(game_id, Some(user)).await?;
        let clock = self.game_clock(&game).await?;
        let me = self.voting_seat(&game, &clock).await?;
        if me == target {
            return Err(ServiceError::Forbidden(t("over-days-remove-yourself")));
        }
        if target >= game.record.players.len() {
            // Any whole number is a seat number to the API's document; this game's seats
            // are its state.
            return Err(ServiceError::Conflict(site(
                &Message::new("over-days-no-seat")
                    .arg("seat", target)
                    .arg("last", game.record.players.len() - 1),
            )));
        }
        let Some(removal) = clock.removals.iter().find(|r| r.seat == target) else {
            return Err(ServiceError::Conflict(site(
                &Message::new("over-days-remove-too-soon")
                    .arg("count", deadline::TIMEOUTS_BEFORE_VOTE),
            )));
        };
        let outcome = self
            .over_days()?
            .cast_vote(
                game_id,
                game.seq,
                VoteKind::Remove,
                Some(target),
                removal.round,
                me,
                &removal.required,
                self.now(),
            )
            .await?;
        tracing::info!(%game_id, voter = me, target, decided = outcome.decided, "vote to remove");
        if outcome.decided && clock.to_move == Some(target) {
            // The removed player is to move: pass for them now rather than at the next tick.
            self.move_automatically(game_id, target, game.seq, MoveReason::Removed)
                .await?;
        }
        Ok(outcome)
    }

    /// `user` votes to hand removed seat `target` (voted out, or its account deleted) to a
    /// computer player of `level` instead of automatic moves. Once every remaining person
    /// agrees on the same level, the computer players make that seat's moves.
    pub async fn vote_computer(
        &self,
        game_id: Uuid,
        user: &User,
        target: Seat,
        level: crate::bots::Level,
    ) -> ServiceResult<VoteOutcome> {
        let game = self.game(game_id, Some(user)).await?;
        let clock = self.game_clock(&game).await?;
        let me = self.voting_seat(&game, &clock).await?;
        if !game.game_type.has_computers() {
            return Err(ServiceError::Conflict(site(
                &Message::new("over-days-no-computers").arg("game", game.game_type.shown_name()),
            )));
        }
        if !clock.removed_seats.contains(&target) {
            return Err(ServiceError::Conflict(t("over-days-computer-removed-only")));
        }
        if game.extras.computer_seats.iter().any(|(s, _)| *s == target) {
            return Err(ServiceError::Conflict(t("over-days-computer-already")));
        }
        // Everybody still playing in person decides; computer players have no say.
        let required: Vec<Seat> = (0..game.record.players.len())
            .filter(|s| !clock.removed_seats.contains(s))
            .filter(|s| {
                !game
                    .record
                    .players
                    .get(*s)
                    .is_some_and(crate::service::computers::is_computer)
            })
            .collect();
        let round = i64::from(level.number());
        let outcome = self
            .over_days()?
            .cast_vote(
                game_id,
                game.seq,
                VoteKind::Computer,
                Some(target),
                round,
                me,
                &required,
                self.now(),
            )
            .await?;
        tracing::info!(%game_id, voter = me, target, decided = outcome.decided, "vote for a computer player");
        if outcome.decided {
            // Wakes the computer players (their next pass finds the seat's turn).
            self.live.publish(GameMoved::new(game_id, game.seq)).await;
            self.wake_computers();
        }
        Ok(outcome)
    }

    /// `user` votes to cancel a stalled game (no move for `STALL_DAYS`). Once every
    /// remaining player except the one holding up the game agrees, it is cancelled.
    pub async fn vote_cancel(&self, game_id: Uuid, user: &User) -> ServiceResult<VoteOutcome> {
        let game = self.game(game_id, Some(user)).await?;
        let clock = self.game_clock(&game).await?;
        let me = self.voting_seat(&game, &clock).await?;
        if !clock.stalled {
            return Err(ServiceError::Conflict(site(
                &Message::new("over-days-cancel-too-soon").arg("days", self.config.stall_days),
            )));
        }
        let outcome = self
            .over_days()?
            .cast_vote(
                game_id,
                game.seq,
                VoteKind::Cancel,
                None,
                game.seq,
                me,
                &clock.cancel_required,
                self.now(),
            )
            .await?;
        tracing::info!(%game_id, voter = me, decided = outcome.decided, "vote to cancel");
        Ok(outcome)
    }

    /// The user's current and planned absences.
    pub async fn absences(&self, user: &User) -> ServiceResult<Vec<Absence>> {
        Ok(self.over_days()?.absences(user.user_id, self.now()).await?)
    }

    /// Declares an absence from now until the start of `back_on` (UTC): the user's move
    /// deadlines stand still meanwhile. At most 14 days, and 14 in any 60.
    pub async fn declare_absence(
        &self,
        user: &User,
        back_on: time::Date,
    ) -> ServiceResult<Absence> {
        let store = self.over_days()?;
        // Check and insert under the user's lock, so two parallel requests cannot both
        // pass the 14-days-in-60 check (the same lock map as moves; keys are ids).
        let lock = self.game_locks.get(user.user_id);
        let _guard = lock.lock().await;
        let now = self.now();
        let end = back_on.midnight().assume_utc();
        let window = time::Duration::days(deadline::ABSENCE_WINDOW_DAYS);
        let existing = store.absences(user.user_id, now - window).await?;
        // The limits depend on the account's other absences and on today: a conflict with
        // the account's state, not a malformed request.
        deadline::check_absence(&existing, user.user_id, now, end)
            .map_err(ServiceError::Conflict)?;
        let absence = store.add_absence(user.user_id, now, end, now).await?;
        tracing::info!(user_id = %user.user_id, until = %end, "absence declared");
        Ok(absence)
    }

    /// Ends the running absence now (planned ones are dropped).
    pub async fn end_absence(&self, user: &User) -> ServiceResult<()> {
        Ok(self
            .over_days()?
            .end_absences(user.user_id, self.now())
            .await?)
    }

    pub async fn notify_settings(&self, user: &User) -> ServiceResult<NotifySettings> {
        Ok(self.over_days()?.notify_settings(user.user_id).await?)
    }

    /// Sets the time zone the user reads times in (an IANA name, from their browser or the
    /// settings page).
    pub async fn set_time_zone(&self, user: &User, name: &str) -> ServiceResult<()> {
        crate::local_time::zone(name).map_err(ServiceError::Invalid)?;
        self.over_days()?
            .set_time_zone(user.user_id, name.trim(), self.now())
            .await?;
        Ok(())
    }

    /// Sets the language the user reads the site, their mails, feed and webhook in.
    pub async fn set_language(&self, user: &User, code: &str) -> ServiceResult<()> {
        let language = crate::game::text::language(code)
            .ok_or_else(|| ServiceError::Invalid(crate::game::text::t("language-unknown")))?;
        self.over_days()?
            .set_language(user.user_id, language, self.now())
            .await?;
        Ok(())
    }

    /// Sets how the user hears about turns: mail mode and optional webhook URL (checked
    /// against private addresses now, and again before every call).
    pub async fn set_notify_preferences(
        &self,
        user: &User,
        mode: &str,
        webhook_url: &str,
    ) -> ServiceResult<()> {
        let mode = EmailMode::parse(mode.trim())
            .ok_or_else(|| ServiceError::Invalid(t("settings-mail-choose")))?;
        let webhook_url = webhook_url.trim();
        let webhook_url = if webhook_url.is_empty() {
            None
        } else {
            super::webhook_target::check_target(webhook_url, self.config.webhook_allow_loopback)
                .await
                .map_err(|e| {
                    ServiceError::Invalid(site(
                        &Message::new("settings-webhook-refused").arg("why", e),
                    ))
                })?;
            Some(webhook_url)
        };
        self.over_days()?
            .set_preferences(user.user_id, mode, webhook_url, self.now())
            .await?;
        Ok(())
    }

    /// Starts verifying `email`: a link with a random token goes out by mail.
    pub async fn add_email(&self, user: &User, email: &str) -> ServiceResult<()> {
        if !self.config.mail_enabled() {
            let none = t("settings-email-server-sends-none");
            return Err(ServiceError::Conflict(none));
        }
        let email = super::mails::check_address(email).map_err(ServiceError::Invalid)?;
        // Each request mails a verification link to any address: limit them per user and
        // per address so the server cannot be used to flood someone's inbox.
        let keys = [
            format!("verify-user:{}", user.user_id),
            format!("verify-mail:{}", email.to_lowercase()),
        ];
        if self.limit(VERIFY_MAILS, &keys).await?.is_err() {
            return Err(ServiceError::RateLimited(t("settings-email-too-many")));
        }
        let store = self.over_days()?;
        let now = self.now();
        let token = random_token();
        let hash = token_hash(&token);
        store
            .set_pending_email(
                user.user_id,
                &email,
                &hash,
                now + time::Duration::hours(EMAIL_TOKEN_HOURS),
                now,
            )
            .await?;
        let link = format!(
            "{}/settings/email/verify?token={token}",
            self.config.base_url
        );
        // In the language the person chose for the site, else the one they asked in.
        let stored = store.notify_settings(user.user_id).await?.language;
        let language = super::mails::asked_language(stored.as_deref());
        let row = crate::game::text::in_language(language, async {
            super::mails::verification(user, &email, &hash, &link, &self.config)
        })
        .await
        .map_err(ServiceError::Internal)?;
        store.enqueue(&row, now).await?;
        tracing::info!(user_id = %user.user_id, "email verification sent");
        Ok(())
    }

    /// Follows a verification link; returns the verified address.
    pub async fn confirm_email(&self, token: &str) -> ServiceResult<String> {
        let token = token.trim();
        if token.is_empty() || token.len() > 200 {
            return Err(bad_email_link());
        }
        match self
            .over_days()?
            .confirm_email(&token_hash(token), self.now())
            .await?
        {
            Some((user_id, email)) => {
                tracing::info!(%user_id, "email verified");
                Ok(email)
            }
            None => Err(bad_email_link()),
        }
    }

    pub async fn remove_email(&self, user: &User) -> ServiceResult<()> {
        Ok(self
            .over_days()?
            .remove_email(user.user_id, self.now())
            .await?)
    }

    /// A new secret feed address (the old one stops working); returns its token.
    pub async fn regenerate_feed(&self, user: &User) -> ServiceResult<String> {
        let token = random_token();
        self.over_days()?
            .set_feed_token(user.user_id, &token, self.now())
            .await?;
        Ok(token)
    }

    /// The user behind a feed token.
    pub async fn feed_user(&self, token: &str) -> ServiceResult<User> {
        let none = || ServiceError::NotFound(t("settings-feed-unknown"));
        if token.len() < 20 || token.len() > 100 {
            return Err(none());
        }
        self.over_days()?
            .user_by_feed_token(token)
            .await?
            .ok_or_else(none)
    }

    /// The public address of a feed.
    pub fn feed_url(&self, token: &str) -> String {
        format!("{}/feeds/{token}", self.config.base_url)
    }
}

fn bad_email_link() -> ServiceError {
    ServiceError::NotFound(t("settings-email-link-unknown"))
}
