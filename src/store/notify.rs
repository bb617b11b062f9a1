//! Storage for playing over days: notification settings, the durable outbox and its
//! per-game cursor, absences, votes, removed seats and cancelled games
//! (docs/notifications.md).
//!
//! A separate trait so that [`super::Store`] stays the narrow game interface; both real
//! stores implement it and hand it out through [`super::Store::notify`]. Every method that
//! decides something by time takes `now` from the caller's [`crate::clock::Clock`].

pub use super::push::PushSubscription;
use super::{StoreResult, User};
use async_trait::async_trait;
use serde::Serialize;
use time::OffsetDateTime;
use uuid::Uuid;

word_enum! {
    /// How a user wants to hear about their turns by mail.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "snake_case")]
    pub enum EmailMode {
        /// A mail whenever it becomes their turn (at most one per game per hour).
        #[default]
        EveryTurn = "every_turn",
        /// One mail a day listing the games waiting for them.
        Digest = "digest",
        /// No mail about turns or games.
        None = "none",
    }
}

/// A user's notification settings (the defaults when they never changed any).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotifySettings {
    pub user_id: Uuid,
    /// The verified address.
    pub email: Option<String>,
    /// An address waiting for its verification link.
    pub pending_email: Option<String>,
    pub email_mode: EmailMode,
    pub webhook_url: Option<String>,
    /// The random id in the private feed's URL.
    pub feed_token: Option<String>,
    pub last_seen_at: Option<OffsetDateTime>,
    /// The IANA time zone the user reads times in (None: not known yet, UTC).
    pub time_zone: Option<String>,
    /// The webhook a password change turned off (None once the settings are saved again).
    pub webhook_off_url: Option<String>,
    /// When a password change gave the feed a new address.
    pub feed_renewed_at: Option<OffsetDateTime>,
    /// The language the person chose for the site, their mails, feed and webhook (one of
    /// `text::LANGUAGES`; None: never chosen, English for what is sent).
    pub language: Option<String>,
}

impl NotifySettings {
    pub fn defaults(user_id: Uuid) -> Self {
        NotifySettings {
            user_id,
            email: None,
            pending_email: None,
            email_mode: EmailMode::default(),
            webhook_url: None,
            feed_token: None,
            last_seen_at: None,
            time_zone: None,
            webhook_off_url: None,
            feed_renewed_at: None,
            language: None,
        }
    }
}

word_enum! {
    /// How a notification travels.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "snake_case")]
    pub enum Channel {
        Email = "email",
        Webhook = "webhook",
        /// Web Push to one subscribed browser (the recipient is the subscription's id).
        Push = "push",
    }
}

/// A notification to deliver, as the worker writes it into the outbox.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewOutbox {
    /// Unique per notification (e.g. `turn:<game>:<seq>:<user>:email`): inserting the
    /// same key twice keeps the first row and reports nothing new.
    pub idem_key: String,
    pub user_id: Uuid,
    pub game_id: Option<Uuid>,
    pub channel: Channel,
    /// `turn`, `started`, `ended`, `digest` or `verify`.
    pub kind: String,
    /// Mail address or webhook URL.
    pub recipient: String,
    pub subject: String,
    /// Mail text or webhook JSON.
    pub body: String,
}

word_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "snake_case")]
    pub enum OutboxStatus {
        Pending = "pending",
        Sent = "sent",
        /// Given up after too many attempts or a permanent error.
        Failed = "failed",
    }
}

/// A stored outbox row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutboxItem {
    pub outbox_id: Uuid,
    pub idem_key: String,
    pub user_id: Uuid,
    pub game_id: Option<Uuid>,
    pub channel: Channel,
    pub kind: String,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    pub status: OutboxStatus,
    /// Claims so far (including the current one).
    pub attempts: u32,
    /// The token of the claim that returned this row.
    pub claim_token: Option<String>,
    pub last_error: Option<String>,
    pub created_at: OffsetDateTime,
    pub sent_at: Option<OffsetDateTime>,
}

/// A declared absence: the user's move deadlines are paused from `starts_at` to `ends_at`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Absence {
    pub absence_id: Uuid,
    pub user_id: Uuid,
    pub starts_at: OffsetDateTime,
    pub ends_at: OffsetDateTime,
}

word_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
    #[serde(rename_all = "snake_case")]
    pub enum VoteKind {
        /// Remove a player after three automatic passes in a row: their seat only passes.
        Remove = "remove",
        /// Cancel a stalled game.
        Cancel = "cancel",
        /// Hand a removed seat to a computer player (the vote's round is the level: 1
        /// beginner, 2 standard, 3 strong).
        Computer = "computer",
    }
}

/// One player's vote.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Vote {
    pub kind: VoteKind,
    /// The seat to remove (None for a cancel vote).
    pub target_seat: Option<usize>,
    /// The situation the vote was cast in (see the migration): votes only count together
    /// when their rounds are equal.
    pub round: i64,
    pub voter_seat: usize,
}

/// What a vote achieved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VoteOutcome {
    /// Every seat that has voted for this (kind, target, round), the new vote included.
    pub voters: Vec<usize>,
    /// Every required voter has voted: the seat was removed or the game cancelled, in the
    /// same transaction as the vote.
    pub decided: bool,
}

word_enum! {
    /// Why a seat's player is gone: the one definition of "a seat whose player is gone"
    /// (`docs/social.md` § A seat whose player is gone). Such a seat stays in the game and
    /// moves automatically (or by a computer player the others chose); its player takes a
    /// loss, alone in last place (a deleted account is rated no more).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Gone {
        /// The player resigned a game of three or more (with two, the game ended).
        Resigned = "resigned",
        /// The others voted the player out after three automatic passes in a row.
        VotedOut = "voted_out",
        /// The player deleted their account.
        Deleted = "deleted",
        /// A moderator suspended the player's account (restoring it gives back log-in,
        /// not the seat).
        Suspended = "suspended",
    }
}

impl Gone {
    /// The reason the seat's automatic moves carry.
    pub fn reason(self) -> crate::game::MoveReason {
        use crate::game::MoveReason;
        match self {
            Gone::Resigned => MoveReason::Resigned,
            Gone::VotedOut => MoveReason::Removed,
            Gone::Deleted => MoveReason::Left,
            Gone::Suspended => MoveReason::Suspended,
        }
    }
}

/// What a game has beyond its log: removed seats, votes, cancellation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameExtras {
    /// The seats whose player is gone ([`Gone`]): they move only automatically.
    pub removed_seats: Vec<usize>,
    /// The removed seats whose account was deleted (a subset of `removed_seats`).
    pub left_seats: Vec<usize>,
    /// The removed seats whose account was suspended (a subset of `removed_seats`).
    pub suspended_seats: Vec<usize>,
    /// The removed seats the others handed to a computer player, with its level.
    pub computer_seats: Vec<(usize, crate::bots::Level)>,
    /// The seats whose players resigned, with the time. With two players the game ended
    /// there; with more, the seat is also removed (it moves automatically).
    pub resigned: Vec<(usize, OffsetDateTime)>,
    pub votes: Vec<Vote>,
    pub cancelled_at: Option<OffsetDateTime>,
    /// The cancellation is a tournament round's deadline: the game ended there, its
    /// players placed by the position ([`crate::game::Game::ranking`]).
    pub ended_at_deadline: bool,
    /// The game is a table of this round of a tournament.
    pub tournament_round: Option<u32>,
}

impl GameExtras {
    /// The game was cancelled by its last player, everyone else gone
    /// (`Service::end_abandoned`): a cancellation without a cancel vote (a vote is the only
    /// other way, for a stalled game).
    pub fn cancelled_abandoned(&self) -> bool {
        self.cancelled_at.is_some()
            && !self.ended_at_deadline
            && !self.votes.iter().any(|v| v.kind == VoteKind::Cancel)
    }

    /// The seat's player resigned.
    pub fn resigned(&self, seat: usize) -> bool {
        self.resigned.iter().any(|(s, _)| *s == seat)
    }

    /// Whether, and why, the seat's player is gone ([`Gone`]).
    pub fn gone(&self, seat: usize) -> Option<Gone> {
        if !self.removed_seats.contains(&seat) {
            None
        } else if self.left_seats.contains(&seat) {
            Some(Gone::Deleted)
        } else if self.suspended_seats.contains(&seat) {
            Some(Gone::Suspended)
        } else if self.resigned(seat) {
            Some(Gone::Resigned)
        } else {
            Some(Gone::VotedOut)
        }
    }
}

/// A running game whose player to move may need an automatic pass.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DueGame {
    pub game_id: Uuid,
    pub seq: i64,
    pub to_move_seat: usize,
    pub to_move_user: Uuid,
    /// When the current turn began (the newest event's time).
    pub turn_started_at: OffsetDateTime,
    pub deadline_days: Option<u32>,
    /// The player of the seat to move is gone (and no computer plays the seat).
    pub gone: Option<Gone>,
}

/// A game with events that were not yet turned into notifications.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotifyBacklog {
    pub game_id: Uuid,
    /// None: nothing was handled yet, not even the setup (seq 0).
    pub notified_seq: Option<i64>,
    pub seq: i64,
    /// Whether any player may hear of it: a webhook, or an address with mail wanted. A
    /// quiet game only has its cursor moved (no game read, no replay).
    pub listened: bool,
}

/// Storage for notifications, deadlines, absences and votes (see the module docs).
#[async_trait]
pub trait NotifyStore: Send + Sync {
    // --- settings ---
    /// The user's settings, or the defaults.
    async fn notify_settings(&self, user_id: Uuid) -> StoreResult<NotifySettings>;
    // --- password reset by mail ---
    /// The users whose verified address is `email` (case-insensitive; at most a few).
    async fn users_with_email(&self, email: &str) -> StoreResult<Vec<Uuid>>;
    /// Remembers a reset link's token hash for the user, valid until `expires_at`.
    async fn create_password_reset(
        &self,
        user_id: Uuid,
        token_hash: &str,
        expires_at: OffsetDateTime,
        now: OffsetDateTime,
    ) -> StoreResult<()>;
    /// The user of a reset link whose token is known and not expired, without using it.
    async fn password_reset_user(
        &self,
        token_hash: &str,
        now: OffsetDateTime,
    ) -> StoreResult<Option<Uuid>>;
    /// Uses a reset link: when the token is known and not expired, deletes every reset
    /// row of its user (a link works once) and returns the user; else None.
    async fn take_password_reset(
        &self,
        token_hash: &str,
        now: OffsetDateTime,
    ) -> StoreResult<Option<Uuid>>;

    /// Moves the cursors of games nobody listens to (nothing to queue); returns how many
    /// moved. By default one [`NotifyStore::record_notifications`] each; SQLite does them in
    /// one transaction (its one writer is what moves wait for).
    async fn record_quiet(
        &self,
        games: &[NotifyBacklog],
        now: OffsetDateTime,
    ) -> StoreResult<usize> {
        let mut moved = 0;
        for g in games {
            if self
                .record_notifications(g.game_id, g.notified_seq, g.seq, &[], now)
                .await?
            {
                moved += 1;
            }
        }
        Ok(moved)
    }

    /// Sets the time zone the user reads times in (an IANA name the caller checked).
    async fn set_time_zone(
        &self,
        user_id: Uuid,
        time_zone: &str,
        now: OffsetDateTime,
    ) -> StoreResult<()>;
    /// Sets the language the user reads the site in (one of `text::LANGUAGES`, checked
    /// by the caller).
    async fn set_language(
        &self,
        user_id: Uuid,
        language: &str,
        now: OffsetDateTime,
    ) -> StoreResult<()>;
    /// Sets the mail mode and the webhook URL (None removes it).
    async fn set_preferences(
        &self,
        user_id: Uuid,
        mode: EmailMode,
        webhook_url: Option<&str>,
        now: OffsetDateTime,
    ) -> StoreResult<()>;
    /// Remembers an address to verify with the hash of its token (replacing any earlier
    /// pending address); the verified address stays until this one is confirmed.
    async fn set_pending_email(
        &self,
        user_id: Uuid,
        email: &str,
        token_hash: &str,
        expires_at: OffsetDateTime,
        now: OffsetDateTime,
    ) -> StoreResult<()>;
    /// Makes the pending address with this token the verified one; None when the token is
    /// unknown or expired. Returns the user and the address.
    async fn confirm_email(
        &self,
        token_hash: &str,
        now: OffsetDateTime,
    ) -> StoreResult<Option<(Uuid, String)>>;
    /// Forgets both the verified and the pending address.
    async fn remove_email(&self, user_id: Uuid, now: OffsetDateTime) -> StoreResult<()>;
    /// Sets (or replaces) the feed's random id.
    async fn set_feed_token(
        &self,
        user_id: Uuid,
        token: &str,
        now: OffsetDateTime,
    ) -> StoreResult<()>;
    async fn user_by_feed_token(&self, token: &str) -> StoreResult<Option<User>>;
    /// Records authenticated requests: each user seen at its time (a later time than the
    /// stored one wins; a deleted account is skipped), in one transaction.
    async fn touch_last_seen(&self, seen: &[(Uuid, OffsetDateTime)]) -> StoreResult<()>;
    /// Readers of the daily digest with a verified address or a subscribed device and a game waiting for their
    /// move, who had no digest queued since `since`.
    async fn digests_due(&self, since: OffsetDateTime) -> StoreResult<Vec<NotifySettings>>;

    // --- push (src/store/push.rs) ---
    /// The server's VAPID private key: `candidate` becomes it when there is none yet (the
    /// first instance to ask wins); every instance then signs with the stored one.
    async fn vapid_key(&self, candidate: &str, now: OffsetDateTime) -> StoreResult<String>;
    /// Stores a subscription; one of the same endpoint (this browser, whoever's it was)
    /// is replaced, with its id, so notices queued for it go nowhere. `Rejected` with
    /// [`super::Rejection::PushDevices`] when the user has `max` others already (counted in
    /// the same transaction, under a lock on the user).
    async fn add_push_subscription(&self, sub: &PushSubscription, max: usize) -> StoreResult<()>;
    /// A user's subscribed browsers, oldest first.
    async fn push_subscriptions(&self, user_id: Uuid) -> StoreResult<Vec<PushSubscription>>;
    async fn push_subscription(
        &self,
        subscription_id: Uuid,
    ) -> StoreResult<Option<PushSubscription>>;
    /// Removes a subscription, only when it is `user_id`'s (None: whoever's); false when
    /// there was none.
    async fn remove_push_subscription(
        &self,
        subscription_id: Uuid,
        user_id: Option<Uuid>,
    ) -> StoreResult<bool>;

    // --- absences ---
    /// The user's absences that end after `ending_after`, earliest first.
    async fn absences(
        &self,
        user_id: Uuid,
        ending_after: OffsetDateTime,
    ) -> StoreResult<Vec<Absence>>;
    /// Stores an absence (the service checks the limits).
    async fn add_absence(
        &self,
        user_id: Uuid,
        starts_at: OffsetDateTime,
        ends_at: OffsetDateTime,
        now: OffsetDateTime,
    ) -> StoreResult<Absence>;
    /// Ends the running absence now and drops planned ones.
    async fn end_absences(&self, user_id: Uuid, now: OffsetDateTime) -> StoreResult<()>;

    // --- votes, removed seats, cancelled games, deadlines ---
    /// Records the vote of `voter_seat`, if the game is still at `expected_seq` (else
    /// `Conflict`) and running (else `Rejected`). When every seat in `required` has voted
    /// for the same (kind, target, round), the decision is applied in the same
    /// transaction: the target seat is removed, or the game cancelled.
    #[allow(clippy::too_many_arguments)]
    async fn cast_vote(
        &self,
        game_id: Uuid,
        expected_seq: i64,
        kind: VoteKind,
        target_seat: Option<usize>,
        round: i64,
        voter_seat: usize,
        required: &[usize],
        now: OffsetDateTime,
    ) -> StoreResult<VoteOutcome>;
    /// Ends running game `game_id`, still at `expected_seq` (else `Conflict`), whose every
    /// other seat's player is gone: finished (the one who remains wins) when `finish`,
    /// else cancelled as abandoned.
    async fn end_abandoned(
        &self,
        game_id: Uuid,
        expected_seq: i64,
        finish: bool,
        now: OffsetDateTime,
    ) -> StoreResult<()>;
    /// Running games whose seat to move was removed, or that have a move deadline and
    /// whose turn began at or before `turn_started_before` (the caller then decides with
    /// the exact deadline and absences).
    async fn due_games(&self, turn_started_before: OffsetDateTime) -> StoreResult<Vec<DueGame>>;
    /// Cancels open invitations created at or before `created_before`; returns how many.
    async fn expire_invitations(
        &self,
        created_before: OffsetDateTime,
        now: OffsetDateTime,
    ) -> StoreResult<u64>;

    // --- the outbox ---
    /// Games with events after their notification cursor (at most `limit`).
    async fn notify_backlog(&self, limit: i64) -> StoreResult<Vec<NotifyBacklog>>;
    /// Moves the game's cursor from `expected` to `new_seq` and inserts `rows` (ignoring
    /// keys already present), in one transaction. False, with nothing written, when the
    /// cursor is no longer at `expected` (another worker handled these events).
    async fn record_notifications(
        &self,
        game_id: Uuid,
        expected: Option<i64>,
        new_seq: i64,
        rows: &[NewOutbox],
        now: OffsetDateTime,
    ) -> StoreResult<bool>;
    /// Inserts one row; false when its key exists already.
    async fn enqueue(&self, row: &NewOutbox, now: OffsetDateTime) -> StoreResult<bool>;
    /// When the newest row of this user, game, kind and channel was created.
    async fn last_outbox_at(
        &self,
        user_id: Uuid,
        game_id: Option<Uuid>,
        kind: &str,
        channel: Channel,
    ) -> StoreResult<Option<OffsetDateTime>>;
    /// Claims up to `limit` due pending rows until `lease_until` under `claim_token`
    /// (Postgres: `FOR UPDATE SKIP LOCKED`, so concurrent workers never get the same row;
    /// a row whose lease ran out is due again). Counts an attempt for each.
    async fn claim_outbox(
        &self,
        now: OffsetDateTime,
        lease_until: OffsetDateTime,
        claim_token: &str,
        limit: i64,
    ) -> StoreResult<Vec<OutboxItem>>;
    /// Marks a claimed row sent; false when the claim is no longer this one's.
    async fn outbox_sent(
        &self,
        outbox_id: Uuid,
        claim_token: &str,
        now: OffsetDateTime,
    ) -> StoreResult<bool>;
    /// Releases a claimed row after a failed attempt: due again at `retry_at`, or failed
    /// for good when None.
    async fn outbox_failed(
        &self,
        outbox_id: Uuid,
        claim_token: &str,
        error: &str,
        retry_at: Option<OffsetDateTime>,
    ) -> StoreResult<bool>;
    /// The user's newest outbox rows (settings page, tests).
    async fn outbox_for_user(&self, user_id: Uuid, limit: i64) -> StoreResult<Vec<OutboxItem>>;
    /// Outbox rows still to deliver (pending, due or waiting for a retry): the metrics'
    /// backlog.
    async fn outbox_pending(&self) -> StoreResult<i64>;
}

#[cfg(test)]
mod gone_tests {
    use super::*;

    #[test]
    fn a_gone_seat_has_one_reason_deleted_first() {
        let extras = GameExtras {
            removed_seats: vec![0, 1, 2, 3],
            left_seats: vec![0],
            suspended_seats: vec![0, 1],
            resigned: vec![(2, OffsetDateTime::UNIX_EPOCH)],
            ..GameExtras::default()
        };
        assert_eq!(extras.gone(0), Some(Gone::Deleted));
        assert_eq!(extras.gone(1), Some(Gone::Suspended));
        assert_eq!(extras.gone(2), Some(Gone::Resigned));
        assert_eq!(extras.gone(3), Some(Gone::VotedOut));
        assert_eq!(extras.gone(4), None);
        assert_eq!(Gone::Suspended.reason(), crate::game::MoveReason::Suspended);
        assert_eq!(Gone::VotedOut.reason(), crate::game::MoveReason::Removed);
    }
}
