//! Turns at the password hasher. Every argon2 hash or verification (sign-up, log-in, API
//! tokens, password change, reset and account deletion) takes a turn here first, so a flood
//! from one client cannot starve everybody else:
//!
//! 1. a per-address limit ([`Config::password_checks_per_minute`], counted in this process:
//!    what it protects is this instance's processors) refuses an address past it with 429;
//! 2. one address (an IPv4 address, an IPv6 /64) holds at most one of the
//!    [`HASHING_AT_ONCE`] slots: its second request waits for its own first one, in line
//!    behind it, not for a slot of its own, so other addresses always find the others free;
//! 3. a request that has neither its address's turn nor a slot within
//!    [`Config::password_check_wait`] is answered 503 with `Retry-After`.
//!
//! Requests without a known address (never the case behind the real server) share one
//! line and are not counted.
//!
//! Log-ins from a browser or network the account is known on (`devices.rs`) skip all this
//! anonymous queue: they take a turn in a lane of their own, [`KNOWN_HASHING_AT_ONCE`]
//! slots nobody else uses, one account at a time in each (its line), with the same limit
//! per minute and the same wait. A flood from any number of addresses never reaches it.

use super::{ServiceError, ServiceResult, HASHING_AT_ONCE, KNOWN_HASHING_AT_ONCE};
use crate::config::Config;
use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use time::OffsetDateTime;
use tokio::sync::{OwnedMutexGuard, OwnedSemaphorePermit, Semaphore};
use uuid::Uuid;

/// The window of the per-address limit.
const WINDOW: Duration = Duration::from_secs(60);
/// What a 503 tells the client to wait before trying again.
pub const BUSY_RETRY_AFTER: Duration = Duration::from_secs(5);

/// Who asks for a turn: a client address (unknown: `None`) in the anonymous queue, or an
/// account logging in from a device or network it is known on, in the known lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Asker {
    Address(Option<IpAddr>),
    Known(Uuid),
}

/// One asker's recent turns and its line.
#[derive(Default)]
struct Address {
    /// When its turns in the window were granted, oldest first.
    recent: VecDeque<OffsetDateTime>,
    /// Held while the address hashes: its next request waits here.
    line: Arc<tokio::sync::Mutex<()>>,
}

/// The hashing slots and the per-address limits and lines (see the module docs).
pub struct Hashing {
    slots: Arc<Semaphore>,
    /// The known lane's slots.
    known_slots: Arc<Semaphore>,
    /// By address key (an IPv6 /64) or account.
    addresses: Mutex<HashMap<Asker, Address>>,
    per_minute: u32,
    wait: Duration,
    /// Turns granted so far: each runs one hash or verification (for tests and
    /// diagnostics).
    turns: AtomicU64,
}

/// A turn at the hasher: a slot and the address's line, given back when dropped.
pub struct Turn {
    _line: OwnedMutexGuard<()>,
    _slot: OwnedSemaphorePermit,
}

impl Hashing {
    pub fn new(config: &Config) -> Self {
        Hashing {
            slots: Arc::new(Semaphore::new(HASHING_AT_ONCE)),
            known_slots: Arc::new(Semaphore::new(KNOWN_HASHING_AT_ONCE)),
            addresses: Mutex::new(HashMap::new()),
            per_minute: config.password_checks_per_minute,
            wait: config.password_check_wait,
            turns: AtomicU64::new(0),
        }
    }

    /// How many turns were granted.
    pub fn turns(&self) -> u64 {
        self.turns.load(Ordering::Relaxed)
    }

    /// Waits for a turn for a request of `asker` at `now`: refused with `RateLimitedFor`
    /// past its limit (nothing counted then) and with `Busy` when no turn comes within the
    /// wait.
    pub async fn turn(&self, asker: Asker, now: OffsetDateTime) -> ServiceResult<Turn> {
        let (key, slots) = match asker {
            Asker::Address(addr) => (
                Asker::Address(addr.map(crate::net::address_key)),
                &self.slots,
            ),
            Asker::Known(_) => (asker, &self.known_slots),
        };
        let line = self.admit(key, now)?;
        let wait = async {
            let line = line.lock_owned().await;
            let slot = slots.clone().acquire_owned().await;
            (line, slot)
        };
        match tokio::time::timeout(self.wait, wait).await {
            Ok((line, Ok(slot))) => {
                self.turns.fetch_add(1, Ordering::Relaxed);
                Ok(Turn {
                    _line: line,
                    _slot: slot,
                })
            }
            Ok((_, Err(closed))) => Err(ServiceError::Internal(closed.into())),
            Err(_) => {
                tracing::warn!(?key, "no password hashing slot came free in time");
                Err(ServiceError::Busy {
                    message: crate::game::text::t("accounts-hashing-busy"),
                    retry_after: BUSY_RETRY_AFTER,
                })
            }
        }
    }

    /// Counts a turn for `key` against the limit and returns its line.
    fn admit(&self, key: Asker, now: OffsetDateTime) -> ServiceResult<Arc<tokio::sync::Mutex<()>>> {
        let mut addresses = self.addresses.lock().unwrap_or_else(|e| e.into_inner());
        let window_start = now - WINDOW;
        if addresses.len() > 1000 {
            // Forget addresses with nothing in the window and nobody in line.
            addresses.retain(|_, a| {
                a.recent.back().is_some_and(|t| *t > window_start) || Arc::strong_count(&a.line) > 1
            });
        }
        let address = addresses.entry(key).or_default();
        while address.recent.front().is_some_and(|t| *t <= window_start) {
            address.recent.pop_front();
        }
        if key != Asker::Address(None) && self.per_minute > 0 {
            if address.recent.len() >= self.per_minute as usize {
                let oldest = address.recent[address.recent.len() - self.per_minute as usize];
                // In whole seconds, rounded up.
                let wait = (oldest + WINDOW - now).whole_milliseconds().max(0) as u64;
                let seconds = wait.div_ceil(1000).max(1);
                return Err(ServiceError::RateLimitedFor {
                    message: crate::game::text::site(
                        &crate::game::Message::new("accounts-hashing-limited")
                            .arg("seconds", seconds as i64),
                    ),
                    retry_after: Duration::from_secs(seconds),
                });
            }
            address.recent.push_back(now);
        }
        Ok(address.line.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hashing(per_minute: u32) -> Hashing {
        let mut config = Config::for_tests("test");
        config.password_checks_per_minute = per_minute;
        config.password_check_wait = Duration::from_millis(50);
        Hashing::new(&config)
    }

    fn at(seconds: i64) -> OffsetDateTime {
        OffsetDateTime::UNIX_EPOCH + time::Duration::seconds(1_000_000 + seconds)
    }

    fn ip(text: &str) -> Asker {
        Asker::Address(Some(text.parse().unwrap()))
    }

    #[tokio::test]
    async fn one_address_holds_one_slot_and_others_still_get_theirs() {
        let hashing = hashing(30);
        let first = hashing.turn(ip("203.0.113.7"), at(0)).await.unwrap();
        // The same address waits in its own line, behind its first request, although a
        // slot is free (an IPv6 address's whole /64 alike, below).
        let second = hashing.turn(ip("203.0.113.7"), at(0)).await;
        assert!(
            matches!(second, Err(ServiceError::Busy { .. })),
            "{:?}",
            second.err()
        );
        let v6 = hashing.turn(ip("2001:db8::1"), at(0)).await.unwrap();
        let same_net = hashing.turn(ip("2001:db8::2"), at(0)).await;
        assert!(matches!(same_net, Err(ServiceError::Busy { .. })));
        // Every slot is taken now: a third address gets 503 with a wait to retry.
        match hashing.turn(ip("198.51.100.1"), at(0)).await {
            Err(ServiceError::Busy { retry_after, .. }) => {
                assert_eq!(retry_after, BUSY_RETRY_AFTER)
            }
            other => panic!("expected Busy, got {:?}", other.err()),
        }
        drop(v6);
        let other = hashing.turn(ip("198.51.100.1"), at(0)).await;
        assert!(other.is_ok(), "a slot came free for another address");
        drop(first);
        assert!(hashing.turn(ip("203.0.113.7"), at(0)).await.is_ok());
    }

    #[tokio::test]
    async fn an_address_past_its_limit_is_refused_until_its_oldest_turn_ages() {
        let hashing = hashing(3);
        for s in 0..3 {
            drop(hashing.turn(ip("203.0.113.7"), at(s * 10)).await.unwrap());
        }
        match hashing.turn(ip("203.0.113.7"), at(30)).await {
            Err(ServiceError::RateLimitedFor { retry_after, .. }) => {
                // The turn at 0 leaves the minute at 60.
                assert_eq!(retry_after, Duration::from_secs(30));
            }
            other => panic!("expected RateLimitedFor, got {:?}", other.err()),
        }
        // The refusal was not counted; another address is not affected.
        assert!(hashing.turn(ip("198.51.100.1"), at(30)).await.is_ok());
        assert!(hashing.turn(ip("203.0.113.7"), at(60)).await.is_ok());
        // Unknown addresses are not limited.
        for _ in 0..5 {
            drop(hashing.turn(Asker::Address(None), at(60)).await.unwrap());
        }
        // No limit with 0.
        let unlimited = self::hashing(0);
        for _ in 0..5 {
            drop(unlimited.turn(ip("203.0.113.7"), at(0)).await.unwrap());
        }
    }

    #[tokio::test]
    async fn a_known_account_has_a_lane_no_flood_of_addresses_reaches() {
        let hashing = hashing(30);
        // Every anonymous slot is taken, and more addresses wait in line.
        let _a = hashing.turn(ip("203.0.113.1"), at(0)).await.unwrap();
        let _b = hashing.turn(ip("203.0.113.2"), at(0)).await.unwrap();
        let refused = hashing.turn(ip("203.0.113.3"), at(0)).await;
        assert!(matches!(refused, Err(ServiceError::Busy { .. })));
        // A known account still gets its turn at once...
        let owner = Asker::Known(Uuid::from_u128(1));
        let first = hashing.turn(owner, at(0)).await.unwrap();
        // ... one at a time: its second request waits behind its first, another known
        // account for the lane's slot.
        let again = hashing.turn(owner, at(0)).await;
        assert!(matches!(again, Err(ServiceError::Busy { .. })));
        let other = hashing.turn(Asker::Known(Uuid::from_u128(2)), at(0)).await;
        assert!(matches!(other, Err(ServiceError::Busy { .. })));
        drop(first);
        assert!(hashing.turn(owner, at(0)).await.is_ok());
        // Its turns count against the same limit per minute.
        let limited = self::hashing(1);
        drop(limited.turn(owner, at(0)).await.unwrap());
        let past = limited.turn(owner, at(1)).await;
        assert!(matches!(past, Err(ServiceError::RateLimitedFor { .. })));
    }
}
