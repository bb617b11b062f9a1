//! Claims on computer turns between two instances on one database, on SQLite and Postgres
//! (issue #39, item 5): a claim is a lease that names its process, renewed while its search
//! runs; once its process is gone (kill -9), another instance takes the turn over within
//! seconds, and a claim still renewed is never taken.

mod support;

use maipenrai::service::computers::{CLAIM_LEASE, CLAIM_RENEWAL};
use maipenrai::service::Service;
use std::sync::Arc;
use support::databases;
use support::notify::World;
use time::Duration;
use uuid::Uuid;

/// Whether `service` claims `game`'s computer turn now (released at once).
async fn takes(service: &Service, game: Uuid) -> bool {
    service.claimed(game, async { Ok(true) }).await.unwrap()
}

/// Starts a search on `service` holding `game`'s claim until `done` is told (or forever,
/// dropped); returns once the claim is taken.
async fn hold(
    service: Arc<Service>,
    game: Uuid,
    done: tokio::sync::oneshot::Receiver<()>,
) -> tokio::task::JoinHandle<bool> {
    let (started, running) = tokio::sync::oneshot::channel();
    let search = tokio::spawn(async move {
        let turn = async move {
            started.send(()).unwrap();
            let _ = done.await;
            Ok(true)
        };
        service.claimed(game, turn).await.unwrap()
    });
    running.await.expect("the claim is taken");
    search
}

fn secs(d: std::time::Duration) -> Duration {
    Duration::seconds(d.as_secs() as i64)
}

#[tokio::test]
async fn a_claim_holds_while_renewed_and_lapses_soon_after_its_process_is_gone() {
    assert!(
        CLAIM_RENEWAL * 3 <= CLAIM_LEASE,
        "renewed well inside the lease"
    );
    for db in databases() {
        let a = World::new(db, |_| {}).await;
        let b = World::on(&a.database_url, |_| {}).await;
        let all = a.accounts(&["ana", "ben"]).await;
        let game = a.game(&[&all["ana"], &all["ben"]], "original", None).await;
        let game: Uuid = game.parse().unwrap();
        let (sa, sb) = (a.app.state.service.clone(), b.app.state.service.clone());
        let both = |by: Duration| {
            a.advance(by);
            b.advance(by);
        };

        // A searches, renewing its claim: B never takes it, even past the first lease.
        let (done, release) = tokio::sync::oneshot::channel();
        let search = hold(sa.clone(), game, release).await;
        assert!(!takes(&sb, game).await, "{db:?}: taken while held");
        both(secs(CLAIM_LEASE) * 0.6);
        tokio::time::sleep(CLAIM_RENEWAL + std::time::Duration::from_secs(1)).await;
        both(secs(CLAIM_LEASE) * 0.6);
        assert!(!takes(&sb, game).await, "{db:?}: a renewed claim taken");
        // Released when the search ends: B takes it at once.
        done.send(()).unwrap();
        assert!(search.await.unwrap(), "{db:?}");
        assert!(takes(&sb, game).await, "{db:?}: not released");

        // A's process dies in the middle of a search (nothing released, nothing renewed):
        // B takes the turn over once the lease has run out, not before.
        let (_never, release) = tokio::sync::oneshot::channel();
        let search = hold(sa.clone(), game, release).await;
        search.abort();
        let _ = search.await;
        assert!(!takes(&sb, game).await, "{db:?}: taken at once");
        b.advance(secs(CLAIM_LEASE) / 2);
        assert!(!takes(&sb, game).await, "{db:?}: taken within the lease");
        b.advance(secs(CLAIM_LEASE) / 2 + Duration::seconds(1));
        assert!(
            takes(&sb, game).await,
            "{db:?}: not taken over after the lease"
        );
    }
}
