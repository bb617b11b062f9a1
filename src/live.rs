//! Live updates for open game pages: "game X has reached seq N".
//!
//! Only a game id and a sequence number travel here — never anything a viewer may not
//! see; a page that hears of a move fetches its own view again. With SQLite the notices
//! stay in this process; with Postgres they go through LISTEN/NOTIFY, so every server
//! instance sharing the database hears every move.

use serde::{Deserialize, Serialize};
use sqlx::postgres::PgListener;
use std::sync::Arc;
use tokio::sync::{broadcast, watch};
use uuid::Uuid;

/// The channel migrations/postgres/0003 announces moves on.
const CHANNEL: &str = "mpr_game_moved";
/// Notices a slow subscriber may fall behind before it skips ahead (it only needs the
/// newest seq per game).
const BACKLOG: usize = 256;

/// A game reached a new event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameMoved {
    pub game_id: Uuid,
    pub seq: i64,
}

/// Publishes and delivers [`GameMoved`] notices.
#[derive(Clone)]
pub struct Live {
    tx: broadcast::Sender<GameMoved>,
    /// Set with Postgres: every appended move is announced by the database itself (a
    /// trigger calls `pg_notify`, migration 0003) and delivered by a listener.
    announced_by_database: bool,
    /// Becomes true when the server shuts down: open streams end so they do not hold up
    /// the graceful shutdown.
    closing: Arc<watch::Sender<bool>>,
}

impl Live {
    /// Notices within this process only (SQLite, tests).
    pub fn in_process() -> Self {
        Live {
            tx: broadcast::channel(BACKLOG).0,
            announced_by_database: false,
            closing: Arc::new(watch::channel(false).0),
        }
    }

    /// In-process for SQLite; LISTEN/NOTIFY for a `postgres://` URL.
    pub async fn connect(database_url: &str) -> anyhow::Result<Self> {
        if !(database_url.starts_with("postgres://") || database_url.starts_with("postgresql://")) {
            return Ok(Self::in_process());
        }
        let mut listener = PgListener::connect(database_url).await?;
        listener.listen(CHANNEL).await?;
        let live = Live {
            announced_by_database: true,
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
    /// announced the move when it was appended (migration 0003), so there is nothing to do.
    pub async fn publish(&self, moved: GameMoved) {
        if !self.announced_by_database {
            let _ = self.tx.send(moved);
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn in_process_notices_reach_every_subscriber() {
        let live = Live::in_process();
        let mut a = live.subscribe();
        let mut b = live.subscribe();
        let moved = GameMoved {
            game_id: Uuid::new_v4(),
            seq: 3,
        };
        live.publish(moved).await;
        assert_eq!(a.recv().await.unwrap(), moved);
        assert_eq!(b.recv().await.unwrap(), moved);
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
