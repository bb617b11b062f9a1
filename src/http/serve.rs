//! The server's connection loop: axum's router on hyper, with the bounds `axum::serve`
//! lacks, so that no client can hold the server's connections (and file descriptors).
//!
//! - A connection without a request in flight is closed after
//!   [`Limits::idle_timeout`] (`HEADER_TIMEOUT_SECS`): one that sends nothing, or only part
//!   of its first request (the HTTP/1-or-2 sniff included), an HTTP/1.1 keep-alive
//!   connection between requests, an HTTP/2 connection without a stream. A long answer
//!   (a live stream) is a request in flight and is not cut. Closing is polite first (hyper's
//!   graceful shutdown: HTTP/2 says GOAWAY) and forced if the connection is still idle one
//!   more period later.
//! - HTTP/2 pings the client when nothing arrives, so a vanished peer of a long answer is
//!   noticed too.
//! - One client address holds at most [`Limits::per_address`] connections; more are closed
//!   as soon as they are accepted, without reading from them.
//! - Graceful stop: after the signal, the connections already waiting in the kernel's
//!   listen backlog are still taken; every connection without a request in flight (one
//!   that has not sent its first request yet, or one kept alive between two) may still
//!   send one (for [`FIRST_REQUEST_AT_STOP`] from the signal) and is closed after the
//!   answer, or when it stays silent, closed then with nothing unread (a FIN, not a
//!   reset); the others finish their requests in flight and close.

use crate::config::Config;
use crate::net::{address_key, TrustedProxies};
use axum::body::Body;
use axum::extract::{ConnectInfo, Request};
use axum::Router;
use hyper::body::{Bytes, Frame, Incoming, SizeHint};
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto::Builder;
use hyper_util::server::graceful::GracefulConnection;
use hyper_util::service::TowerToHyperService;
use std::collections::HashMap;
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{watch, Notify};
use tokio::time::Instant;
use tower::ServiceExt;

/// How long to wait before accepting again after `accept` failed (out of file
/// descriptors, for instance): failing again at once would only spin.
const ACCEPT_PAUSE: Duration = Duration::from_millis(100);

/// During a stop, how long a connection may go without a request in flight (instead of
/// the idle timeout): a connection queued at the stop has its request waiting in the
/// kernel and is served within milliseconds; one that sends nothing (a browser's
/// speculative pre-connection) must not hold up the stop for the whole idle timeout.
const FIRST_REQUEST_AT_STOP: Duration = Duration::from_secs(2);

/// The bounds of the connection loop.
#[derive(Clone, Debug)]
pub struct Limits {
    /// How long a connection may stay without a request in flight before it is closed.
    /// Also hyper's HTTP/1 header read timeout and the HTTP/2 keep-alive ping interval
    /// and timeout.
    pub idle_timeout: Duration,
    /// Connections one client address (IPv6: one /64) may hold at once; None: no limit.
    pub per_address: Option<usize>,
    /// Peers not counted: the site's own reverse proxies, which carry many clients and
    /// bound them themselves.
    pub not_counted: TrustedProxies,
}

impl Limits {
    /// `HEADER_TIMEOUT_SECS` and `MAX_CONNECTIONS_PER_ADDRESS`.
    pub fn from_config(config: &Config) -> Limits {
        Limits {
            idle_timeout: Duration::from_secs(config.header_timeout_secs),
            per_address: config.max_connections_per_address,
            not_counted: config.trusted_proxies.clone(),
        }
    }
}

/// Serves `router` on `listener` until `shutdown` resolves, then stops gracefully (see the
/// module). Handlers see the peer address as `ConnectInfo<SocketAddr>`.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    shutdown: impl Future<Output = ()>,
) {
    let mut builder = Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.idle_timeout);
    builder
        .http2()
        .timer(TokioTimer::new())
        .keep_alive_interval(limits.idle_timeout)
        .keep_alive_timeout(limits.idle_timeout);
    let server = Server {
        builder,
        router,
        limits,
        addresses: Arc::default(),
        stop: watch::channel(false).0,
    };
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            // Once stopping, stop at once: what is still queued is taken by `drain`.
            biased;
            () = &mut shutdown => break,
            accepted = listener.accept() => match accepted {
                Ok(conn) => conn,
                Err(e) => {
                    tracing::warn!("accepting a connection failed: {e}");
                    tokio::time::sleep(ACCEPT_PAUSE).await;
                    continue;
                }
            },
        };
        server.connection(stream, peer);
    }
    server.stop.send_replace(true);
    server.drain(listener);
    // Every connection task holds a receiver: closed means all of them have ended.
    server.stop.closed().await;
}

/// What every connection needs from the loop.
struct Server {
    builder: Builder<TokioExecutor>,
    router: Router,
    limits: Limits,
    addresses: Addresses,
    /// True once the server is stopping.
    stop: watch::Sender<bool>,
}

impl Server {
    /// Serves one accepted connection on a task of its own (or closes it at once when its
    /// address holds too many).
    fn connection(&self, stream: TcpStream, peer: SocketAddr) {
        let Some(place) = self.admit(peer.ip()) else {
            // Dropped unread: the kernel closes it (with a reset if data was waiting).
            return;
        };
        let activity = Arc::new(Activity::new());
        let router = self.router.clone();
        let tracked = activity.clone();
        let service = tower::service_fn(move |req: Request<Incoming>| {
            let started = RequestGuard::new(tracked.clone());
            let mut req = req.map(Body::new);
            req.extensions_mut().insert(ConnectInfo(peer));
            let answer = router.clone().oneshot(req);
            async move {
                let response = answer.await?;
                // The request counts as in flight until its body is sent or dropped.
                Ok::<_, std::convert::Infallible>(response.map(|body| {
                    Body::new(TrackedBody {
                        inner: body,
                        _started: started,
                    })
                }))
            }
        });
        let connection = self
            .builder
            .serve_connection_with_upgrades(TokioIo::new(stream), TowerToHyperService::new(service))
            .into_owned();
        let stop = self.stop.subscribe();
        let idle_timeout = self.limits.idle_timeout;
        tokio::spawn(async move {
            drive(connection, &activity, stop, idle_timeout, peer).await;
            drop(place);
        });
    }

    /// A place for one more connection from `ip`, or None when it holds its share.
    fn admit(&self, ip: IpAddr) -> Option<AddressPlace> {
        let Some(limit) = self.limits.per_address else {
            return Some(AddressPlace(None));
        };
        if self.limits.not_counted.contains(ip) {
            return Some(AddressPlace(None));
        }
        let key = address_key(ip);
        let mut addresses = lock(&self.addresses);
        let count = addresses.entry(key).or_default();
        if count.open >= limit {
            // One warning per address while it keeps connections open: a flood of refused
            // connections must not become a flood of log lines.
            if !count.warned {
                count.warned = true;
                tracing::warn!(address = %key, limit, "too many connections from one address; refusing more");
            }
            return None;
        }
        count.open += 1;
        Some(AddressPlace(Some((self.addresses.clone(), key))))
    }

    /// After the stop signal: takes what the kernel already accepted into the listen
    /// backlog, which would otherwise be reset when the listener closes.
    fn drain(&self, listener: TcpListener) {
        // The std listener stays non-blocking: `accept` says WouldBlock when the backlog is
        // empty, without waiting for the runtime to report readiness.
        let listener = match listener.into_std() {
            Ok(listener) => listener,
            Err(e) => {
                tracing::warn!("cannot take the queued connections: {e}");
                return;
            }
        };
        let mut taken = 0;
        loop {
            match listener.accept() {
                Ok((stream, peer)) => {
                    let stream = stream
                        .set_nonblocking(true)
                        .and_then(|()| TcpStream::from_std(stream));
                    match stream {
                        Ok(stream) => {
                            taken += 1;
                            self.connection(stream, peer);
                        }
                        Err(e) => tracing::warn!(%peer, "cannot serve a queued connection: {e}"),
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => break,
                Err(e) => {
                    tracing::warn!("taking the queued connections stopped: {e}");
                    break;
                }
            }
        }
        if taken > 0 {
            tracing::info!("serving {taken} connections that were queued at the stop");
        }
    }
}

/// Drives one connection to its end, closing it when it stays idle too long or when the
/// server stops (see the module).
async fn drive<C>(
    connection: C,
    activity: &Activity,
    mut stop: watch::Receiver<bool>,
    idle_timeout: Duration,
    peer: SocketAddr,
) where
    C: GracefulConnection,
    C::Error: std::fmt::Display,
{
    tokio::pin!(connection);
    let mut stopping = false;
    // Graceful shutdown asked of hyper: the connection ends after its requests in flight.
    let mut closing = false;
    loop {
        let now = Instant::now();
        let state = activity.get();
        // A connection with a request in flight is closed after it. One without (it has
        // not sent its first request yet, maybe from the listen backlog, or it is kept
        // alive between two) gets a moment to send one and is closed after the answer: asked
        // to close at once, hyper would drop it while that request may be on its way, and
        // the client would read a reset.
        if stopping && !closing && state.in_flight > 0 {
            connection.as_mut().graceful_shutdown();
            closing = true;
            // Time for a polite close (HTTP/2: GOAWAY) before the forced one below.
            activity.restart_idle_clock();
            continue;
        }
        let allowed = if stopping {
            idle_timeout.min(FIRST_REQUEST_AT_STOP)
        } else {
            idle_timeout
        };
        let idle_until = (state.in_flight == 0).then(|| state.idle_since + allowed);
        if idle_until.is_some_and(|t| t <= now) {
            if closing {
                tracing::debug!(%peer, "connection closed: still idle after it was asked to close");
                return;
            }
            connection.as_mut().graceful_shutdown();
            closing = true;
            activity.restart_idle_clock();
            continue;
        }
        tokio::select! {
            ended = connection.as_mut() => {
                if let Err(e) = ended {
                    // Clients that go away, time out or speak nonsense: nothing to act on.
                    tracing::debug!(%peer, "connection ended: {e}");
                }
                return;
            }
            _ = stop.wait_for(|&stopped| stopped), if !stopping => {
                stopping = true;
                // The moment for a request counts from the stop, not from the opening or
                // the last answer: a connection idle for a while before the stop still has
                // it all.
                if activity.get().in_flight == 0 {
                    activity.restart_idle_clock();
                }
            }
            () = activity.changed.notified() => {}
            () = tokio::time::sleep_until(idle_until.unwrap_or(now)), if idle_until.is_some() => {}
        }
    }
}

/// Requests of one connection: how many are in flight, and since when none is.
struct Activity {
    state: Mutex<ActivityState>,
    /// Woken at every change of `state`.
    changed: Notify,
}

#[derive(Clone, Copy)]
struct ActivityState {
    in_flight: usize,
    /// When the last request ended (or the connection opened); meaningful while none is
    /// in flight.
    idle_since: Instant,
}

impl Activity {
    fn new() -> Activity {
        Activity {
            state: Mutex::new(ActivityState {
                in_flight: 0,
                idle_since: Instant::now(),
            }),
            changed: Notify::new(),
        }
    }

    fn get(&self) -> ActivityState {
        *lock(&self.state)
    }

    fn update(&self, change: impl FnOnce(&mut ActivityState)) {
        change(&mut lock(&self.state));
        self.changed.notify_one();
    }

    fn restart_idle_clock(&self) {
        self.update(|s| s.idle_since = Instant::now());
    }
}

/// A request in flight, from its headers until its answer is sent or dropped.
struct RequestGuard(Arc<Activity>);

impl RequestGuard {
    fn new(activity: Arc<Activity>) -> RequestGuard {
        activity.update(|s| s.in_flight += 1);
        RequestGuard(activity)
    }
}

impl Drop for RequestGuard {
    fn drop(&mut self) {
        self.0.update(|s| {
            s.in_flight -= 1;
            if s.in_flight == 0 {
                s.idle_since = Instant::now();
            }
        });
    }
}

/// A response body that holds its request's [`RequestGuard`] until it is done.
struct TrackedBody {
    inner: Body,
    _started: RequestGuard,
}

impl hyper::body::Body for TrackedBody {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        Pin::new(&mut self.inner).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

/// Open connections per client address ([`address_key`]).
type Addresses = Arc<Mutex<HashMap<IpAddr, AddressCount>>>;

/// Open connections of one client address.
#[derive(Default)]
struct AddressCount {
    open: usize,
    /// The refusal was logged (once while the address holds connections).
    warned: bool,
}

/// One connection's place in its address's count, given back when dropped (None: no
/// limit, nothing counted).
struct AddressPlace(Option<(Addresses, IpAddr)>);

impl Drop for AddressPlace {
    fn drop(&mut self) {
        if let Some((addresses, key)) = &self.0 {
            let mut addresses = lock(addresses);
            if let Some(count) = addresses.get_mut(key) {
                count.open -= 1;
                if count.open == 0 {
                    addresses.remove(key);
                }
            }
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    // A poisoned lock only means a panic elsewhere mid-update; the counts stay usable.
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// Raises the soft limit of open files to the hard limit and logs it: every connection
/// takes a file descriptor, and the usual soft default (1,024) is far below what
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

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    #[tokio::test]
    async fn a_stop_serves_the_connections_waiting_in_the_backlog() {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        // Nobody accepts yet: the kernel queues the connections and their requests.
        let mut clients = Vec::new();
        for _ in 0..20 {
            let mut client = TcpStream::connect(addr).await.unwrap();
            client
                .write_all(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
                .await
                .unwrap();
            clients.push(client);
        }
        let router = Router::new().route("/", axum::routing::get(|| async { "hello" }));
        let limits = Limits {
            idle_timeout: Duration::from_secs(20),
            per_address: Some(256),
            not_counted: TrustedProxies::default(),
        };
        // Told to stop before it ever accepted.
        let served = tokio::spawn(serve(listener, router, limits, std::future::ready(())));
        for (i, mut client) in clients.into_iter().enumerate() {
            let mut answer = Vec::new();
            let read =
                tokio::time::timeout(Duration::from_secs(10), client.read_to_end(&mut answer))
                    .await;
            let answer = String::from_utf8_lossy(&answer);
            assert!(
                matches!(read, Ok(Ok(_)))
                    && answer.starts_with("HTTP/1.1 200")
                    && answer.ends_with("hello"),
                "queued connection {i}: {read:?} {answer:?}"
            );
        }
        tokio::time::timeout(Duration::from_secs(10), served)
            .await
            .expect("the server stops")
            .unwrap();
    }
}
