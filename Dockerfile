# Mai Pen Rai: build the server once, run it on a small Debian image.
#
#   docker build -t maipenrai .
#   docker run -p 127.0.0.1:8080:8080 -v maipenrai-data:/app/data maipenrai   # SQLite in /app/data
#   docker compose up -d                                                       # with Postgres
#
# Base images are pinned by exact tag (the Rust tag is the project's `rust-version` in
# Cargo.toml, a test holds them equal); their digests are in docs/operations.md. No `# syntax=` line: it works
# with Docker's legacy builder and BuildKit alike, and pulls no frontend image.

# --- the dependency recipe ----------------------------------------------------------------
# cargo-chef reads Cargo.toml, Cargo.lock and every target they name (src/, benches/, build.rs
# ...) from the real tree and writes a recipe of them, so the dependency layer below can never
# miss a target (a hand-made stub once did, and the image stopped building).
FROM rust:1.95.0-bookworm AS chef
WORKDIR /app
RUN cargo install cargo-chef --version 0.1.78 --locked

FROM chef AS planner
COPY . .
RUN cargo chef prepare --recipe-path recipe.json

# --- build --------------------------------------------------------------------------------
FROM chef AS builder
# `release` for operators; CI's image check builds with `ci` (Cargo.toml: no optimisation,
# no debug info) to stay within its time.
ARG CARGO_PROFILE=release
# Dependencies first: this layer is rebuilt only when the recipe changes (Cargo.toml,
# Cargo.lock, the targets' list), not on every edit of src/.
COPY --from=planner /app/recipe.json recipe.json
# The build settings the dependencies are built with (.cargo/config.toml: SQLite's flags).
COPY .cargo .cargo
RUN cargo chef cook --profile "$CARGO_PROFILE" --locked --recipe-path recipe.json
# The real sources. Migrations and templates are compiled into the binary (sqlx::migrate!,
# askama).
COPY . .
RUN cargo build --profile "$CARGO_PROFILE" --locked --bin maipenrai \
    && dir="$CARGO_PROFILE" && if [ "$dir" = dev ]; then dir=debug; fi \
    && cp "target/$dir/maipenrai" /app/maipenrai

# --- run ----------------------------------------------------------------------------------
FROM debian:bookworm-20260824-slim

# ca-certificates for TLS to an external Postgres or mail server; sqlite3 to look into the
# SQLite file by hand (backups are `maipenrai backup`).
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates sqlite3 \
    && rm -rf /var/lib/apt/lists/*

# Never run as root; /app/data holds the SQLite database when DATABASE_URL is not set.
RUN useradd --system --user-group --uid 10001 --home-dir /app --shell /usr/sbin/nologin maipenrai \
    && mkdir -p /app/data \
    && chown maipenrai:maipenrai /app/data

WORKDIR /app
COPY --from=builder /app/maipenrai /usr/local/bin/maipenrai
# Templates are compiled in; static files are served from disk.
COPY --from=builder /app/static /app/static

USER maipenrai
ENV BIND_ADDR=0.0.0.0:8080 \
    STATIC_DIR=/app/static
VOLUME ["/app/data"]
EXPOSE 8080
# The server asks its own /healthz (no curl in the image): 200 while the database answers,
# can save and holds no damaged game.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
    CMD ["maipenrai", "healthcheck"]
CMD ["maipenrai"]
