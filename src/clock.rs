//! The time as the platform sees it, behind a trait so tests can move it: move deadlines,
//! absences, stalled games and notification throttles all ask a [`Clock`].

use std::sync::{Arc, Mutex};
use time::OffsetDateTime;

/// Where "now" comes from.
pub trait Clock: Send + Sync + 'static {
    /// The current time (UTC).
    fn now(&self) -> OffsetDateTime;
}

/// A shared clock.
pub type DynClock = Arc<dyn Clock>;

/// Cuts a time to whole microseconds (what both databases keep), so values read back equal.
pub fn micros(t: OffsetDateTime) -> OffsetDateTime {
    t.replace_nanosecond(t.nanosecond() / 1_000 * 1_000)
        .unwrap_or(t)
}

/// The real time.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> OffsetDateTime {
        micros(OffsetDateTime::now_utc())
    }
}

/// A clock that only moves when told to (tests).
#[derive(Debug)]
pub struct TestClock {
    now: Mutex<OffsetDateTime>,
}

impl TestClock {
    /// Starts at `start`.
    pub fn at(start: OffsetDateTime) -> Arc<Self> {
        Arc::new(TestClock {
            now: Mutex::new(micros(start)),
        })
    }

    /// Starts at the real time (so rows the store stamps itself, such as a game's start,
    /// line up with this clock).
    pub fn starting_now() -> Arc<Self> {
        Self::at(OffsetDateTime::now_utc())
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, OffsetDateTime> {
        self.now.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn set(&self, to: OffsetDateTime) {
        *self.lock() = micros(to);
    }

    /// Moves the clock forward by `by`.
    pub fn advance(&self, by: time::Duration) {
        let mut now = self.lock();
        *now = micros(*now + by);
    }
}

impl Clock for TestClock {
    fn now(&self) -> OffsetDateTime {
        *self.lock()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_test_clock_moves_only_when_told() {
        let start = time::macros::datetime!(2025-01-01 12:00 UTC);
        let clock = TestClock::at(start);
        assert_eq!(clock.now(), start);
        clock.advance(time::Duration::days(2));
        assert_eq!(clock.now(), start + time::Duration::days(2));
        clock.set(start);
        assert_eq!(clock.now(), start);
    }

    #[test]
    fn system_time_is_cut_to_microseconds() {
        assert_eq!(SystemClock.now().nanosecond() % 1_000, 0);
    }
}
