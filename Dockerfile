# Mai Pen Rai: build the server once, run it on a small Debian image.
#
#   docker build -t maipenrai .
#   docker run -p 8080:8080 -v maipenrai-data:/app/data maipenrai       # SQLite in /app/data
#   docker compose up                                                    # with Postgres

# --- build --------------------------------------------------------------------------------
FROM rust:1-bookworm AS builder
WORKDIR /app

# Dependencies first, against stub sources: this layer is rebuilt only when Cargo.toml or
# Cargo.lock change, not on every edit of src/. (Targets named in Cargo.toml get a stub
# too, hence benches/engine.rs.)
COPY Cargo.toml Cargo.lock ./
RUN mkdir -p src benches \
    && echo 'fn main() {}' > src/main.rs \
    && touch src/lib.rs \
    && echo 'fn main() {}' > benches/engine.rs \
    && cargo build --release --locked \
    && rm -rf src benches

# The real sources. Migrations and templates are compiled into the binary (sqlx::migrate!,
# askama). COPY keeps the files' old modification times, which can look older than the
# stub build: touch the crate roots so cargo rebuilds the crate itself.
COPY . .
RUN touch src/main.rs src/lib.rs \
    && cargo build --release --locked --bin maipenrai

# --- run ----------------------------------------------------------------------------------
FROM debian:bookworm-slim

# ca-certificates for TLS to an external Postgres.
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/*

# Never run as root; /app/data holds the SQLite database when DATABASE_URL is not set.
RUN useradd --system --user-group --uid 10001 --home-dir /app --shell /usr/sbin/nologin maipenrai \
    && mkdir -p /app/data \
    && chown maipenrai:maipenrai /app/data

WORKDIR /app
COPY --from=builder /app/target/release/maipenrai /usr/local/bin/maipenrai
# Templates are compiled in; static files are served from disk.
COPY --from=builder /app/static /app/static

USER maipenrai
ENV BIND_ADDR=0.0.0.0:8080 \
    STATIC_DIR=/app/static
VOLUME ["/app/data"]
EXPOSE 8080
CMD ["maipenrai"]
