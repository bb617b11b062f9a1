//! The background worker: expires old invitations, passes for players whose time ran out
//! (or who were voted out), turns new game events into outbox rows, queues the daily
//! digests, and delivers the outbox.
//!
//! Every step is safe with several workers on one database (several server instances on
//! one Postgres): automatic passes go through the service's write path with the expected
//! seq, so of two workers at most one appends; the notification cursor is a
//! compare-and-set; outbox rows are claimed with `FOR UPDATE SKIP LOCKED` under a lease.
//! Nothing is lost on a restart: the outbox and the cursors are in the database, and a row
//! claimed by a worker that died becomes due again when its lease runs out. The one
//! window left is a crash after the mail server accepted a mail and before the row was
//! marked sent: that mail goes out again, with the same Message-ID
//! (docs/notifications.md).

use super::derive;
use super::mail::{Mailer, SendError};
use super::{push, webhook};
use crate::game::MoveReason;
use crate::metrics::{self, Work};
use crate::service::deadline;
use crate::service::{random_token, Service};
use crate::store::notify::{Channel, OutboxItem};
use std::sync::Arc;
use std::time::Duration;
use time::OffsetDateTime;
use tokio::sync::watch;

/// How long a claimed outbox row belongs to the worker that claimed it.
pub const LEASE: time::Duration = time::Duration::minutes(5);
/// Delivery attempts before a row is given up.
pub const MAX_ATTEMPTS: u32 = 8;
/// Rows claimed at once.
const CLAIM_BATCH: i64 = 20;
/// No send starts later than this before the lease ends: a slow send must finish while
/// the row is still ours, or another instance may claim it and send it too.
const SEND_MARGIN: time::Duration = time::Duration::minutes(2);
/// Rounds of automatic passes per tick (a pass may make another removed seat due).
const PASS_ROUNDS: usize = 8;

/// Wait before attempt `attempts + 1` after a temporary failure.
pub fn backoff(attempts: u32) -> time::Duration {
    let minutes = match attempts {
        0 | 1 => 1,
        2 => 5,
        3 => 15,
        4 => 60,
        5 => 4 * 60,
        _ => 12 * 60,
    };
    time::Duration::minutes(minutes)
}

/// What one pass of the worker did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TickReport {
    pub expired_invitations: u64,
    pub automatic_passes: usize,
    pub games_notified: usize,
    pub digests: usize,
    /// Finished games rated.
    pub rated: usize,
    /// Finished games from before results were kept on the row whose result was stored.
    pub results_filled: usize,
    /// Networks of accounts forgotten after `service::networks::NETWORK_DAYS`.
    pub networks_forgotten: u64,
    /// Known devices forgotten after `service::devices::DEVICE_DAYS` unused.
    pub devices_forgotten: u64,
    /// Tournaments started, moved to their next round or finished.
    pub tournaments_moved: usize,
    /// Tournament notices queued (a round started or waits, the end, an announcement),
    /// counted once per reader.
    pub tournament_notices: usize,
    pub sent: usize,
    pub failed: usize,
}

/// The worker of one server instance.
pub struct Worker {
    service: Arc<Service>,
    mailer: Option<Mailer>,
}

impl Worker {
    /// A worker using the service's store, clock and configuration. Without `SMTP_URL`
    /// and `MAIL_FROM` mail is off (said once here); mail rows then wait in the outbox.
    pub fn new(service: Arc<Service>) -> anyhow::Result<Self> {
        let mailer = Mailer::from_config(service.config())?;
        if mailer.is_none() {
            tracing::info!("mail is off: set SMTP_URL and MAIL_FROM to send notifications by mail");
        }
        Ok(Worker { service, mailer })
    }

    /// The same worker with another mailer (tests: a mail server that is down).
    pub fn with_mailer(mut self, mailer: Option<Mailer>) -> Self {
        self.mailer = mailer;
        self
    }

    fn now(&self) -> OffsetDateTime {
        self.service.now()
    }

    /// One pass over everything. Errors of one step are logged and do not stop the others.
    pub async fn tick(&self) -> TickReport {
        let mut report = TickReport::default();
        // Who was on the site decides who gets a notice: written before it is read.
        self.service.write_presence().await;
        match self.expire_invitations().await {
            Ok(n) => report.expired_invitations = n,
            Err(e) => tracing::error!("worker: expiring invitations failed: {e:#}"),
        }
        match self.automatic_passes().await {
            Ok(n) => report.automatic_passes = n,
            Err(e) => tracing::error!("worker: automatic passes failed: {e:#}"),
        }
        match derive::derive_all(&self.service).await {
            Ok(n) => report.games_notified = n,
            Err(e) => tracing::error!("worker: deriving notifications failed: {e:#}"),
        }
        match derive::digests(&self.service).await {
            Ok(n) => report.digests = n,
            Err(e) => tracing::error!("worker: digests failed: {e:#}"),
        }
        match self.service.rate_finished_games().await {
            Ok(n) => report.rated = n,
            Err(e) => tracing::error!("worker: rating finished games failed: {e}"),
        }
        match self.service.fill_results().await {
            Ok(n) => report.results_filled = n,
            Err(e) => tracing::error!("worker: storing results of finished games failed: {e}"),
        }
        match self.service.move_tournaments().await {
            Ok(n) => report.tournaments_moved = n,
            Err(e) => tracing::error!("worker: moving tournaments on failed: {e}"),
        }
        match super::tournaments::tournament_notices(&self.service).await {
            Ok(n) => report.tournament_notices = n,
            Err(e) => tracing::error!("worker: tournament notices failed: {e:#}"),
        }
        match self.service.forget_old_networks().await {
            Ok(n) => report.networks_forgotten = n,
            Err(e) => tracing::error!("worker: forgetting old networks failed: {e}"),
        }
        match self.service.forget_old_devices().await {
            Ok(n) => report.devices_forgotten = n,
            Err(e) => tracing::error!("worker: forgetting old devices failed: {e}"),
        }
        match self.deliver().await {
            Ok((sent, failed)) => {
                report.sent = sent;
                report.failed = failed;
            }
            Err(e) => tracing::error!("worker: delivering the outbox failed: {e:#}"),
        }
        report
    }

    /// Expires open invitations older than `INVITATION_EXPIRY_DAYS` (their hosts see them
    /// in the lobby for a while).
    pub async fn expire_invitations(&self) -> anyhow::Result<u64> {
        let days = self.service.config().invitation_expiry_days;
        let n = self
            .service
            .over_days()?
            .expire_invitations(self.now() - time::Duration::days(days), self.now())
            .await?;
        if n > 0 {
            tracing::info!(invitations = n, "expired unjoined invitations");
        }
        Ok(n)
    }

    /// Passes for every player whose move deadline ran out (their absences not counted)
    /// or whose seat was voted out. Returns the number of passes appended.
    pub async fn automatic_passes(&self) -> anyhow::Result<usize> {
        let store = self.service.over_days()?;
        let mut passes = 0;
        for _ in 0..PASS_ROUNDS {
            let now = self.now();
            // The shortest deadline is one day: no turn that began later can be late.
            let due = store.due_games(now - time::Duration::days(1)).await?;
            let mut acted = false;
            for game in due {
                // How long ago the deadline ran out (a gone seat has none).
                let mut overdue = None;
                let reason = if let Some(gone) = game.gone {
                    gone.reason()
                } else if let Some(days) = game.deadline_days {
                    let absences = store
                        .absences(game.to_move_user, game.turn_started_at)
                        .await?;
                    let left = deadline::time_left(game.turn_started_at, days, &absences, now);
                    if left > time::Duration::ZERO {
                        continue;
                    }
                    overdue = Some(-left);
                    MoveReason::Timeout
                } else {
                    continue;
                };
                match self
                    .service
                    .move_automatically(game.game_id, game.to_move_seat, game.seq, reason)
                    .await
                {
                    Ok(true) => {
                        passes += 1;
                        acted = true;
                        if let Some(overdue) = overdue {
                            metrics::worker_lag(Work::Deadline, overdue);
                        }
                    }
                    Ok(false) => {}
                    Err(e) => {
                        tracing::error!(game_id = %game.game_id, "automatic pass failed: {e}")
                    }
                }
            }
            if !acted {
                break;
            }
        }
        Ok(passes)
    }

    /// Claims due outbox rows and delivers them until none is left; returns (sent,
    /// failed attempts).
    pub async fn deliver(&self) -> anyhow::Result<(usize, usize)> {
        let store = self.service.over_days()?;
        let (mut sent, mut failed) = (0, 0);
        loop {
            let now = self.now();
            let claim = random_token();
            let lease_until = now + LEASE;
            let items = store
                .claim_outbox(now, lease_until, &claim, CLAIM_BATCH)
                .await?;
            if items.is_empty() {
                break;
            }
            for item in &items {
                // A row is due when queued; a retry waits on purpose and is not lag.
                if item.attempts == 1 {
                    metrics::worker_lag(Work::Outbox, now - item.created_at);
                }
                if self.now() + SEND_MARGIN >= lease_until {
                    // The rest of the batch waits for its lease to lapse and is claimed
                    // again (here or by another instance) rather than risking a double send.
                    tracing::warn!("outbox batch ran long; leaving the rest for the next claim");
                    return Ok((sent, failed));
                }
                match self.send(item).await {
                    Ok(()) => {
                        // Marked in the step right after the send; should this fail, the
                        // lease runs out and the row goes out again (same Message-ID).
                        let marked = store
                            .outbox_sent(item.outbox_id, &claim, self.now())
                            .await?;
                        if !marked {
                            tracing::warn!(outbox_id = %item.outbox_id, "notification sent after its lease ran out: it may go out twice");
                        }
                        tracing::info!(outbox_id = %item.outbox_id, kind = %item.kind, channel = item.channel.as_str(), "notification sent");
                        sent += 1;
                    }
                    Err(e) => {
                        failed += 1;
                        let retry = match &e {
                            SendError::Temporary(_) if item.attempts < MAX_ATTEMPTS => {
                                Some(self.now() + backoff(item.attempts))
                            }
                            _ => None,
                        };
                        tracing::warn!(outbox_id = %item.outbox_id, attempts = item.attempts, retry = retry.is_some(), "notification not delivered: {e}");
                        store
                            .outbox_failed(item.outbox_id, &claim, &e.to_string(), retry)
                            .await?;
                    }
                }
            }
        }
        Ok((sent, failed))
    }

    async fn send(&self, item: &OutboxItem) -> Result<(), SendError> {
        match item.channel {
            Channel::Email => match &self.mailer {
                Some(mailer) => mailer.send(item).await,
                None => Err(SendError::Temporary("mail is off on this server".into())),
            },
            Channel::Webhook => {
                webhook::deliver(item, self.service.config().webhook_allow_loopback).await
            }
            Channel::Push => self.push(item).await,
        }
    }

    /// Sends a push row to its device; a device the push service no longer knows (or
    /// that was removed meanwhile) is forgotten and the row given up.
    async fn push(&self, item: &OutboxItem) -> Result<(), SendError> {
        let store = self
            .service
            .over_days()
            .map_err(|e| SendError::Temporary(e.to_string()))?;
        let id = item
            .recipient
            .parse()
            .map_err(|_| SendError::Permanent("not a device".into()))?;
        let device = store
            .push_subscription(id)
            .await
            .map_err(|e| SendError::Temporary(e.to_string()))?
            .ok_or_else(|| SendError::Permanent("the device was removed".into()))?;
        let vapid = self
            .service
            .vapid()
            .await
            .map_err(|e| SendError::Temporary(e.to_string()))?;
        let config = self.service.config();
        let result = push::deliver(
            item,
            &device,
            &vapid,
            &config.push_contact(),
            config.webhook_allow_loopback,
        )
        .await;
        if let Err(SendError::Gone(_)) = &result {
            match store.remove_push_subscription(id, None).await {
                Ok(_) => {
                    tracing::info!(outbox_id = %item.outbox_id, "a device unsubscribed: forgotten")
                }
                Err(e) => tracing::warn!("forgetting a gone device failed: {e}"),
            }
        }
        result
    }

    /// Runs until `stop` turns true: a tick every `WORKER_INTERVAL_SECS`, and soon after
    /// every move this process hears of (live notices), so turn notifications are prompt.
    pub async fn run(self, mut stop: watch::Receiver<bool>) {
        let interval = Duration::from_secs(self.service.config().worker_interval_secs);
        let mut moves = self.service.live().subscribe();
        tracing::info!(
            interval_secs = interval.as_secs(),
            "background worker started"
        );
        loop {
            if *stop.borrow() {
                break;
            }
            let report = self.tick().await;
            if report != TickReport::default() {
                tracing::debug!(?report, "worker pass");
            }
            tokio::select! {
                _ = tokio::time::sleep(interval) => {}
                // Let a burst of moves settle before the next pass.
                _ = self.service.live().wake_after(&mut moves, Duration::from_millis(200)) => {}
                _ = stop.changed() => {}
            }
        }
        tracing::info!("background worker stopped");
    }
}

/// Starts the worker on its own task; send `true` on the returned sender to stop it, then
/// await the handle.
pub fn spawn(
    service: Arc<Service>,
) -> anyhow::Result<(watch::Sender<bool>, tokio::task::JoinHandle<()>)> {
    let worker = Worker::new(service)?;
    let (stop, stopped) = watch::channel(false);
    let handle = tokio::spawn(worker.run(stopped));
    Ok((stop, handle))
}
