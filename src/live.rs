//! Live updates for open game pages: "game X has reached seq N".
//!
//! Only a game id and a sequence number travel here — never anything a viewer may not
//! see; a page that hears of a move fetches its own view again. With SQLite the notices
//! stay in this process; with Postgres they go through LISTEN/NOTIFY, so every server
//! instance sharing the database hears every move.

use serde::{Deserialize, Serialize};
use sqlx::postgres::{PgListener, PgPool, PgPoolOptions};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use tokio::sync::{broadcast, watch};
use uuid::Uuid;

/// The channel migrations/postgres/0003 announces moves on.
const CHANNEL: &str = "mpr_game_moved";
/// Notices a slow subscriber may fall behind before it skips ahead (it only needs the
/// newest seq per game).
const BACKLOG: usize = 256;

/// Live streams open at once, in all and from one client address. Each holds a connection
/// and a subscription, so without a bound one visitor could exhaust the server's memory.
/// A page refused a stream still works; it just does not refresh itself.
pub const MAX_STREAMS: usize = 2_000;
pub const MAX_STREAMS_PER_ADDR: usize = 32;

/// Why a live stream was refused, in the visitor's terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StreamRefused {
    #[error("too many live game pages are open from your address; close some tabs (this page still works: reload it to see new moves)")]
    TooManyFromAddr,
    #[error(
        "the server has too many live game pages open right now; reload the page to see new moves"
    )]
    TooMany,
}

/// Open streams, counted (see [`Live::open_stream`]).
#[derive(Default)]
struct StreamCount {
    total: usize,
    by_addr: HashMap<IpAddr, usize>,
}

/// One open live stream; dropping it (the stream ended or the client left) frees its place.
pub struct StreamPermit {
    count: Arc<Mutex<StreamCount>>,
    addr: Option<IpAddr>,
}

fn lock(count: &Mutex<StreamCount>) -> std::sync::MutexGuard<'_, StreamCount> {
    // A poisoned lock only means a panic elsewhere mid-update; the counts stay usable.
    count.lock().unwrap_or_else(|e| e.into_inner())
}

impl Drop for StreamPermit {
    fn drop(&mut self) {
        let mut count = lock(&self.count);
        count.total = count.total.saturating_sub(1);
        if let Some(addr) = self.addr {
            if let Some(n) = count.by_addr.get_mut(&addr) {
                *n -= 1;
                if *n == 0 {
                    count.by_addr.remove(&addr);
                }
            }
        }
    }
}

/// A game reached a new event, or (with `chat`) its chat a new message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameMoved {
    pub game_id: Uuid,
    pub seq: i64,
    /// The id of a new chat message (the game's seq unchanged); the page fetches the chat
    /// again, as the viewer may read it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chat: Option<i64>,
    /// Something beside the log changed what every page shows (a player resigned): open
    /// pages reload although the seq is the same.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub reload: bool,
}

impl GameMoved {
    /// The notice of a move: `game_id` reached `seq`.
    pub fn new(game_id: Uuid, seq: i64) -> Self {
        GameMoved {
            game_id,
            seq,
            chat: None,
            reload: false,
        }
    }
}

/// Publishes and delivers [`GameMoved`] notices.
#[derive(Clone)]
pub struct Live {
    tx: broadcast::Sender<GameMoved>,
    /// Set with Postgres: every appended move is announced by the database itself (a
    /// trigger calls `pg_notify`, migration 0003) and delivered by a listener; what is not
    /// in a log (a chat message, a resignation) the server announces through this pool.
    notifier: Option<PgPool>,
    /// Becomes true when the server shuts down: open streams end so they do not hold up
    /// the graceful shutdown.
    closing: Arc<watch::Sender<bool>>,
    streams: Arc<Mutex<StreamCount>>,
    max_streams: usize,
}

impl Live {
    /// Notices within this process only (SQLite, tests).
    pub fn in_process() -> Self {
        Live {
            tx: broadcast::channel(BACKLOG).0,
            notifier: None,
            closing: Arc::new(watch::channel(false).0),
            streams: Arc::default(),
            max_streams: MAX_STREAMS,
        }
    }

    /// The same hub with another limit on open streams in all (tests).
    pub fn with_max_streams(mut self, max: usize) -> Self {
        self.max_streams = max;
        self
    }

    /// A place for one more live stream from `addr` (None: address unknown, counted in
    /// the total only), held until the permit is dropped.
    pub fn open_stream(&self, addr: Option<IpAddr>) -> Result<StreamPermit, StreamRefused> {
        let mut count = lock(&self.streams);
        if let Some(addr) = addr {
            if count.by_addr.get(&addr).copied().unwrap_or(0) >= MAX_STREAMS_PER_ADDR {
                return Err(StreamRefused::TooManyFromAddr);
            }
        }
        if count.total >= self.max_streams {
            return Err(StreamRefused::TooMany);
        }
        count.total += 1;
        if let Some(addr) = addr {
            *count.by_addr.entry(addr).or_insert(0) += 1;
        }
        Ok(StreamPermit {
            count: self.streams.clone(),
            addr,
        })
    }

    /// Live streams open now (open game pages that follow their game; the metrics).
    pub fn open_streams(&self) -> usize {
        lock(&self.streams).total
    }

    /// In-process for SQLite; LISTEN/NOTIFY for a `postgres://` URL.
    pub async fn connect(database_url: &str) -> anyhow::Result<Self> {
        if !crate::store::is_postgres(database_url) {
            return Ok(Self::in_process());
        }
        let mut listener = PgListener::connect(database_url).await?;
        listener.listen(CHANNEL).await?;
        let notifier = PgPoolOptions::new()
            .max_connections(2)
            .acquire_timeout(std::time::Duration::from_secs(5))
            .connect_lazy(database_url)?;
        let live = Live {
            notifier: Some(notifier),
            ..Self::in_process()
        };
        let tx = live.tx.clone();
        tokio::spawn(async move {
            loop {
                // `recv` reconnects and listens again by itself after a lost connection.
                match listener.recv().await {
                    Ok(n) => match serde_json::from_str::<GameMoved>(n.payload()) {
                        Ok(moved) => {
                            let _ = tx.send(moved);
                        }
                        Err(e) => tracing::warn!("ignoring a malformed live notice: {e}"),
                    },
                    Err(e) => {
                        tracing::warn!("live updates: listener error, retrying: {e}");
                        tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                    }
                }
            }
        });
        Ok(live)
    }

    /// Tells every open page of `moved.game_id`. Best effort: a lost notice only delays a
    /// refresh, and the page still works by reloading. With Postgres the database already
    /// announced a move when it was appended (migration 0003); a notice about anything
    /// else (a chat message, a resignation) goes through `pg_notify`, so that every
    /// instance hears it.
    pub async fn publish(&self, moved: GameMoved) {
        let Some(pool) = &self.notifier else {
            let _ = self.tx.send(moved);
            return;
        };
        if moved.chat.is_none() && !moved.reload {
            return;
        }
        let sent = match serde_json::to_string(&moved) {
            Ok(payload) => sqlx::query("SELECT pg_notify($1, $2)")
                .bind(CHANNEL)
                .bind(payload)
                .execute(pool)
                .await
                .map(|_| ())
                .map_err(anyhow::Error::from),
            Err(e) => Err(e.into()),
        };
        if let Err(e) = sent {
            tracing::warn!(game_id = %moved.game_id, "live notice not sent: {e}");
        }
    }

    /// Tells every open stream that the server is shutting down.
    pub fn close(&self) {
        self.closing.send_replace(true);
    }

    /// Resolves once [`Live::close`] has been called.
    pub async fn closed(&self) {
        let mut rx = self.closing.subscribe();
        let _ = rx.wait_for(|closing| *closing).await;
    }

    /// Every notice from now on (all games; filter by id).
    pub fn subscribe(&self) -> broadcast::Receiver<GameMoved> {
        self.tx.subscribe()
    }

    /// For a background pass that a notice woke: waits for `notice` to arrive, then lets a
    /// burst of moves settle for `settle` and drops the notices that came meanwhile, since
    /// the pass that follows sees every move anyway. Resubscribes when the channel closed.
    pub async fn wake_after(
        &self,
        moves: &mut broadcast::Receiver<GameMoved>,
        settle: std::time::Duration,
    ) {
        if let Err(broadcast::error::RecvError::Closed) = moves.recv().await {
            // No more notices: the caller's interval alone wakes it from now on.
            *moves = self.subscribe();
            std::future::pending::<()>().await;
        }
        tokio::time::sleep(settle).await;
        while let Ok(_) | Err(broadcast::error::TryRecvError::Lagged(_)) = moves.try_recv() {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn in_process_notices_reach_every_subscriber() {
        let live = Live::in_process();
        let mut a = live.subscribe();
        let mut b = live.subscribe();
        let moved = GameMoved::new(Uuid::new_v4(), 3);
        live.publish(moved).await;
        assert_eq!(a.recv().await.unwrap(), moved);
        assert_eq!(b.recv().await.unwrap(), moved);
    }

    #[test]
    fn open_streams_are_bounded_per_address_and_in_all() {
        let live = Live::in_process().with_max_streams(MAX_STREAMS_PER_ADDR + 2);
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        let b: IpAddr = "192.0.2.2".parse().unwrap();
        let mut from_a: Vec<_> = (0..MAX_STREAMS_PER_ADDR)
            .map(|_| live.open_stream(Some(a)).unwrap())
            .collect();
        assert_eq!(
            live.open_stream(Some(a)).err(),
            Some(StreamRefused::TooManyFromAddr)
        );
        // Another address still gets in, until the total is reached.
        let b1 = live.open_stream(Some(b)).unwrap();
        let unknown = live.open_stream(None).unwrap();
        assert_eq!(
            live.open_stream(Some(b)).err(),
            Some(StreamRefused::TooMany)
        );
        assert_eq!(live.open_stream(None).err(), Some(StreamRefused::TooMany));
        // A closed stream frees its place, for its address and in all.
        from_a.pop();
        let again = live.open_stream(Some(a)).unwrap();
        drop((b1, unknown, again));
        from_a.clear();
        let count = lock(&live.streams);
        assert_eq!(count.total, 0);
        assert!(count.by_addr.is_empty());
    }

    #[tokio::test]
    async fn closing_ends_every_wait() {
        let live = Live::in_process();
        let waiting = tokio::spawn({
            let live = live.clone();
            async move { live.closed().await }
        });
        live.close();
        tokio::time::timeout(std::time::Duration::from_secs(5), waiting)
            .await
            .expect("closed() resolves after close()")
            .unwrap();
    }
}
