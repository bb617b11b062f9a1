//! The HTTP stack's own ceiling: axum answering "hello" on every path, with nothing else
//! (no database, no templates). `bench/load.sh` runs it under wrk beside the real server.
//!
//! `BIND_ADDR=127.0.0.1:8099 cargo run --release --example hello`

use axum::routing::get;
use axum::Router;

#[tokio::main]
async fn main() {
    let addr = std::env::var("BIND_ADDR").unwrap_or_else(|_| "127.0.0.1:8099".into());
    let app = Router::new()
        .route("/", get(|| async { "hello" }))
        .fallback(|| async { "hello" });
    let listener = tokio::net::TcpListener::bind(&addr)
        .await
        .unwrap_or_else(|e| panic!("cannot listen on {addr}: {e}"));
    axum::serve(listener, app).await.expect("serve");
}
