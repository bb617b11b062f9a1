//! Who is on the site: every authenticated request marks its person as seen, and nobody
//! gets a notice of their games while they are here ([`super::push::ACTIVE_WINDOW`]).
//!
//! The time is written at most once a minute per person, and not on the request's path:
//! the people seen meanwhile are written together a moment later ([`WRITE_AFTER`]), in
//! transactions of at most [`BATCH`], and at the start of every pass of the worker, which
//! is what reads them. On the embedded database, where one connection writes, that took
//! a write transaction off every first request of a person in a minute (docs/performance.md,
//! issue 45). A crash forgets the last moment's presence, which only means a notice that
//! might have been spared.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use time::OffsetDateTime;
use uuid::Uuid;

use crate::store::DynStore;

/// A person's time is written again once this long has passed since the last write.
pub const REWRITE_AFTER: time::Duration = time::Duration::minutes(1);
/// How long after the first unwritten sighting the batch is written.
pub const WRITE_AFTER: std::time::Duration = std::time::Duration::from_millis(500);
/// At most this many people per write transaction (the writer is not held for long).
pub const BATCH: usize = 100;

/// The people seen and not yet written; shared with the task that writes them.
#[derive(Default, Clone)]
pub struct Presence {
    inner: Arc<Mutex<Seen>>,
    /// One write at a time: the worker's write waits for a batch already on its way, so
    /// that it reads what was seen before it started.
    writing: Arc<tokio::sync::Mutex<()>>,
}

/// When each person was last written, in two generations of at most [`REWRITE_AFTER`]
/// each: forgetting the old ones is dropping a map, not a scan per request.
#[derive(Default)]
struct Seen {
    current: HashMap<Uuid, OffsetDateTime>,
    previous: HashMap<Uuid, OffsetDateTime>,
    current_since: Option<OffsetDateTime>,
    pending: Vec<(Uuid, OffsetDateTime)>,
    /// A write is scheduled or running; it takes whatever is pending when it runs.
    scheduled: bool,
}

impl Seen {
    /// Records `user` seen at `now`; true when their time is due to be written.
    fn note(&mut self, user: Uuid, now: OffsetDateTime) -> bool {
        let fresh = |since: OffsetDateTime| since <= now && now - since < REWRITE_AFTER;
        if !self.current_since.is_some_and(fresh) {
            self.previous = std::mem::take(&mut self.current);
            self.current_since = Some(now);
        }
        let last = self.current.get(&user).or_else(|| self.previous.get(&user));
        if last.is_some_and(|last| fresh(*last)) {
            return false;
        }
        self.current.insert(user, now);
        self.pending.push((user, now));
        true
    }

    /// Up to [`BATCH`] pending sightings, oldest first.
    fn take_batch(&mut self) -> Vec<(Uuid, OffsetDateTime)> {
        let n = self.pending.len().min(BATCH);
        self.pending.drain(..n).collect()
    }
}

impl Presence {
    fn seen(&self) -> std::sync::MutexGuard<'_, Seen> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// `user` made an authenticated request at `now`. When their time is due, it is
    /// written within [`WRITE_AFTER`] by a task of its own.
    pub fn touch(&self, store: &DynStore, user: Uuid, now: OffsetDateTime) {
        let start_writer = {
            let mut seen = self.seen();
            seen.note(user, now) && !std::mem::replace(&mut seen.scheduled, true)
        };
        if start_writer {
            let (presence, store) = (self.clone(), store.clone());
            tokio::spawn(async move {
                tokio::time::sleep(WRITE_AFTER).await;
                presence.write(&store).await;
                presence.seen().scheduled = false;
                // Sightings that came after the last batch was taken and before the flag
                // was cleared are written now (rare, and never lost).
                presence.write(&store).await;
            });
        }
    }

    /// Writes every pending sighting now (the worker, before it reads them). A failed
    /// batch is logged and dropped: presence only spares notices.
    pub async fn write(&self, store: &DynStore) {
        let Some(notify) = store.notify() else {
            self.seen().pending.clear();
            return;
        };
        let _one_at_a_time = self.writing.lock().await;
        loop {
            let batch = self.seen().take_batch();
            if batch.is_empty() {
                return;
            }
            if let Err(e) = notify.touch_last_seen(&batch).await {
                tracing::warn!(people = batch.len(), "last-seen times not recorded: {e}");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(seconds: i64) -> OffsetDateTime {
        OffsetDateTime::UNIX_EPOCH + time::Duration::seconds(1_000_000 + seconds)
    }

    #[test]
    fn a_person_is_written_at_most_once_a_minute() {
        let mut seen = Seen::default();
        let (ann, ben) = (Uuid::from_u128(1), Uuid::from_u128(2));
        assert!(seen.note(ann, at(0)));
        assert!(!seen.note(ann, at(30)));
        assert!(seen.note(ben, at(59)));
        // A new generation began at 60: Ann's write at 0 is in the old one, and old.
        assert!(seen.note(ann, at(60)));
        // Ben's write at 59 is in the old generation and still fresh.
        assert!(!seen.note(ben, at(61)));
        assert!(seen.note(ben, at(119)));
        assert_eq!(
            seen.pending,
            vec![(ann, at(0)), (ben, at(59)), (ann, at(60)), (ben, at(119))]
        );
        // A clock that went back writes rather than trusting the future.
        assert!(seen.note(ann, at(10)));
    }

    #[test]
    fn memory_holds_two_minutes_of_people_at_most() {
        let mut seen = Seen::default();
        for i in 0..30_000u128 {
            seen.note(Uuid::from_u128(i), at(i as i64 / 100));
        }
        // 300 seconds of sightings, 100 a second: the maps keep the last two generations.
        assert!(seen.current.len() + seen.previous.len() <= 2 * 60 * 100 + 100);
        assert_eq!(seen.take_batch().len(), BATCH);
        assert_eq!(seen.pending.len(), 30_000 - BATCH);
    }
}
