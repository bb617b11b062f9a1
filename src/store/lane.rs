//! A few database connections kept outside sqlx's pool, for the reads and writes on every
//! page view and move.
//!
//! sqlx's pool pings each connection it takes back (a round trip to the database after
//! every query); on a game page that ping was ~12 % of the server's CPU and a wakeup of
//! Postgres besides (docs/performance.md). A lane instead gives a connection back only
//! when the work on it finished ([`LaneConnection::finish`]); a connection whose work was
//! cut short (an error, or the request dropped mid-query) is closed, never reused, so no
//! half-read answer reaches the next request.

use super::{StoreError, StoreResult};
use sqlx::{ConnectOptions, Connection};
use std::ops::{Deref, DerefMut};
use std::sync::Mutex;
use std::time::Duration;
use tokio::sync::{Semaphore, SemaphorePermit};

pub(super) struct Lane<C: Connection> {
    options: <C as Connection>::Options,
    idle: Mutex<Vec<C>>,
    slots: Semaphore,
    size: usize,
    wait: Duration,
}

impl<C: Connection> Lane<C> {
    /// At most `size` connections made with `options`; a caller waits up to `wait` for one.
    pub(super) fn new(options: <C as Connection>::Options, size: usize, wait: Duration) -> Self {
        Lane {
            options,
            idle: Mutex::new(Vec::with_capacity(size)),
            slots: Semaphore::new(size),
            size,
            wait,
        }
    }

    /// Its connections now, for the metrics: open (in use, or idle) and idle ones.
    pub(super) fn stats(&self, pool: &'static str) -> super::PoolStats {
        let idle = self.idle.lock().map_or(0, |idle| idle.len());
        let in_use = self.size.saturating_sub(self.slots.available_permits());
        super::PoolStats {
            pool,
            open: in_use + idle,
            idle,
            max: self.size,
        }
    }

    /// An idle connection, or a new one if none is idle. A database that does not answer
    /// within the wait is [`StoreError::Unavailable`].
    pub(super) async fn acquire(&self) -> StoreResult<LaneConnection<'_, C>> {
        let unavailable = || StoreError::Unavailable(sqlx::Error::PoolTimedOut);
        let permit = tokio::time::timeout(self.wait, self.slots.acquire())
            .await
            .map_err(|_| unavailable())?
            .map_err(|_| unavailable())?;
        let idle = self.idle.lock().map(|mut idle| idle.pop()).ok().flatten();
        let connection = match idle {
            Some(connection) => connection,
            None => tokio::time::timeout(self.wait, self.options.connect())
                .await
                .map_err(|_| unavailable())?
                .map_err(refused_connection)?,
        };
        Ok(LaneConnection {
            connection: Some(connection),
            lane: self,
            _permit: permit,
            done: false,
        })
    }
}

/// Why a new connection was refused: a damaged database file (SQLite reads the file's
/// first pages as it opens it) is damage; anything else means the database does not answer
/// now.
fn refused_connection(error: sqlx::Error) -> StoreError {
    if super::maintenance::is_damage(&error) {
        StoreError::Damaged(error)
    } else {
        StoreError::Unavailable(error)
    }
}

/// A connection of a [`Lane`]; closed when dropped unless [`LaneConnection::finish`] saw
/// its work finish.
pub(super) struct LaneConnection<'a, C: Connection> {
    connection: Option<C>,
    lane: &'a Lane<C>,
    _permit: SemaphorePermit<'a>,
    done: bool,
}

impl<C: Connection> LaneConnection<'_, C> {
    /// Gives the connection back when `result` says the work on it finished: a success, or
    /// an answer the database gave (a conflict, a refusal). A connection that failed
    /// otherwise (a dropped link, an unexpected error) is closed. Returns `result`.
    pub(super) fn finish<T>(mut self, result: StoreResult<T>) -> StoreResult<T> {
        self.done = !matches!(
            result,
            Err(StoreError::Unavailable(_)
                | StoreError::CannotSave(_)
                | StoreError::Damaged(_)
                | StoreError::Other(_))
        );
        result
    }
}

impl<C: Connection> Drop for LaneConnection<'_, C> {
    fn drop(&mut self) {
        if let (true, Some(connection)) = (self.done, self.connection.take()) {
            if let Ok(mut idle) = self.lane.idle.lock() {
                idle.push(connection);
            }
        }
    }
}

impl<C: Connection> Deref for LaneConnection<'_, C> {
    type Target = C;
    fn deref(&self) -> &C {
        self.connection.as_ref().expect("present until dropped")
    }
}

impl<C: Connection> DerefMut for LaneConnection<'_, C> {
    fn deref_mut(&mut self) -> &mut C {
        self.connection.as_mut().expect("present until dropped")
    }
}
