//! The server's connection loop: axum's router on hyper, with what `axum::serve` lacks — a
//! client gets [`Config::header_timeout_secs`](crate::config::Config) to send a request's
//! headers, after which its connection is closed, so half-sent requests cannot hold the
//! server's connections (and file descriptors) for ever. Graceful shutdown as before:
//! no new connections, requests in flight finish.

use axum::extract::{ConnectInfo, Request};
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto::Builder;
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use std::future::Future;
use std::time::Duration;
use tokio::net::TcpListener;
use tower::ServiceExt;

/// How long to wait before accepting again after `accept` failed (out of file
/// descriptors, for instance): failing again at once would only spin.
const ACCEPT_PAUSE: Duration = Duration::from_millis(100);

/// Serves `router` on `listener` until `shutdown` resolves, then waits for the requests in
/// flight. Handlers see the peer address as `ConnectInfo<SocketAddr>`.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    header_timeout: Duration,
    shutdown: impl Future<Output = ()>,
) {
    let mut builder = Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(header_timeout);
    let graceful = GracefulShutdown::new();
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(conn) => conn,
                Err(e) => {
                    tracing::warn!("accepting a connection failed: {e}");
                    tokio::time::sleep(ACCEPT_PAUSE).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let service = router
            .clone()
            .map_request(move |mut req: Request<Incoming>| {
                req.extensions_mut().insert(ConnectInfo(peer));
                req.map(axum::body::Body::new)
            });
        let connection = builder.serve_connection_with_upgrades(
            TokioIo::new(stream),
            TowerToHyperService::new(service),
        );
        let connection = graceful.watch(connection.into_owned());
        tokio::spawn(async move {
            if let Err(e) = connection.await {
                // Clients that go away, time out or speak nonsense: nothing to act on.
                tracing::debug!(%peer, "connection ended: {e}");
            }
        });
    }
    drop(listener);
    graceful.shutdown().await;
}

/// Raises the soft limit of open files to the hard limit and logs it: every connection
/// takes a file descriptor, and the usual soft default (1,024) is far below what the
/// a server with many open game pages needs.
pub fn raise_open_file_limit() {
    let before = rlimit::getrlimit(rlimit::Resource::NOFILE).map(|(soft, _)| soft);
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(now) => tracing::info!(
            limit = now,
            before = before.unwrap_or(now),
            "open file limit"
        ),
        Err(e) => tracing::warn!("cannot raise the open file limit: {e}"),
    }
}
