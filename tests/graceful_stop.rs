//! The graceful stop of the connection loop (`src/http/serve.rs`, README "Stopping"): with
//! many idle connections open at the signal — new ones that have sent nothing yet, and
//! kept-alive ones between two requests — every one that sends its request within the 2 s
//! it is promised gets a whole answer, not a reset or a close; then the server ends.

use axum::Router;
use maipenrai::http::serve::{serve, Limits};
use maipenrai::net::TrustedProxies;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// Idle connections open at the signal.
const IDLE: usize = 200;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_connections_that_ask_soon_after_the_signal_are_answered() {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let router = Router::new().route("/", axum::routing::get(|| async { "hello" }));
    let limits = Limits {
        idle_timeout: Duration::from_secs(20),
        per_address: Some(1_000),
        not_counted: TrustedProxies::default(),
    };
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(serve(listener, router, limits, async move {
        let _ = stopped.await;
    }));
    // Connections that send nothing yet, and (every other one) connections kept alive
    // after a first answer; then one more answer, so the server has taken them all.
    let mut idle = Vec::new();
    for i in 0..IDLE {
        let mut client = TcpStream::connect(addr).await.unwrap();
        if i % 2 == 1 {
            answer(&mut client).await.expect("a first answer");
        }
        idle.push(client);
    }
    let mut last = TcpStream::connect(addr).await.unwrap();
    assert!(answer(&mut last).await.is_ok());

    stop.send(()).unwrap();
    // Well inside the 2 s: half a second after the signal.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let asked: Vec<_> = idle
        .into_iter()
        .map(|mut c| tokio::spawn(async move { answer(&mut c).await }))
        .collect();
    let mut failures = Vec::new();
    for (i, asked) in asked.into_iter().enumerate() {
        if let Err(e) = asked.await.unwrap() {
            failures.push(format!("connection {i}: {e}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {IDLE} not answered: {failures:?}",
        failures.len()
    );
    tokio::time::timeout(Duration::from_secs(30), server)
        .await
        .expect("the server ends")
        .unwrap();
}

/// Sends a request on `client` and reads the answer to its end: Ok for a whole answer.
async fn answer(client: &mut TcpStream) -> Result<(), String> {
    client
        .write_all(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .map_err(|e| format!("writing: {e}"))?;
    let mut answer = Vec::new();
    // Keep-alive: the answer is whole when its body is there (or the server closes).
    let read = async {
        let mut buf = [0u8; 1024];
        loop {
            let n = client.read(&mut buf).await?;
            answer.extend_from_slice(&buf[..n]);
            if n == 0 || answer.ends_with(b"hello") {
                return Ok::<_, std::io::Error>(());
            }
        }
    };
    match tokio::time::timeout(Duration::from_secs(20), read).await {
        Err(_) => return Err("no answer".into()),
        Ok(Err(e)) => return Err(format!("reading: {e}")),
        Ok(Ok(())) => {}
    }
    let text = String::from_utf8_lossy(&answer);
    if text.starts_with("HTTP/1.1 200") && text.ends_with("hello") {
        Ok(())
    } else {
        Err(format!("answer {text:?}"))
    }
}
