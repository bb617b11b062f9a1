//! Tools for `bench/load.sh` (see docs/performance.md, "Server under load"):
//!
//! ```text
//! loadgen clone <database-url> <template-game-id> <games> <sessions>
//! loadgen moves <base-url> <first> <games> <concurrency> <seconds> <seq> <to-move-seat> <players>
//! loadgen sqlite-read <database-url> <games> <concurrency> <seconds>
//! loadgen sqlite-append <database-url> <games> <concurrency> <seconds>
//! loadgen sqlite-move <database-url> <games-with-tokens> <players> <concurrency> <seconds>
//! ```
//!
//! `clone` copies one real game (its rows in every game table, its players and events)
//! into `<games>` games with ids `00000000-0000-4000-8000-<index as 12 hex digits>`,
//! players `b<n>` (user ids `00000001-…-<n>`, n = index × players + seat) and, for the
//! first `<sessions>` users, API tokens `bench-token-<n>`. Columns it does not know are
//! copied from the template as they are, so new columns do not break it.
//!
//! `moves` plays passes (always legal on one's turn) in games first, first + 1, … with
//! `<concurrency>` clients, one game per client at a time, and prints throughput and
//! latency as JSON. The `sqlite-*` commands measure the store's queries without HTTP
//! through sqlx with the server's settings (WAL, 4 readers with mmap, one writer).

use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use sqlx::Row;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

type Result<T> = std::result::Result<T, Box<dyn std::error::Error + Send + Sync>>;

fn game_id(index: u64) -> String {
    format!("00000000-0000-4000-8000-{index:012x}")
}

fn user_id(n: u64) -> String {
    format!("00000001-0000-4000-8000-{n:012x}")
}

fn token(n: u64) -> String {
    format!("bench-token-{n}")
}

#[tokio::main]
async fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| -> String { args.get(i).cloned().unwrap_or_default() };
    let num = |i: usize| -> u64 { arg(i).parse().unwrap_or_else(|_| usage()) };
    match arg(0).as_str() {
        "clone" => clone(&arg(1), &arg(2), num(3), num(4)).await,
        "moves" => {
            moves(
                &arg(1),
                num(2),
                num(3),
                num(4) as usize,
                num(5),
                num(6) as i64,
                num(7),
                num(8),
            )
            .await
        }
        "sqlite-read" => sqlite_read(&arg(1), num(2), num(3) as usize, num(4)).await,
        "sqlite-append" => sqlite_append(&arg(1), num(2), num(3) as usize, num(4)).await,
        "sqlite-move" => sqlite_move(&arg(1), num(2), num(3), num(4) as usize, num(5)).await,
        _ => usage(),
    }
}

fn usage() -> ! {
    eprintln!(
        "usage: loadgen clone <db> <template-game-id> <games> <sessions>\n       \
         loadgen moves <base-url> <first> <games> <concurrency> <seconds> <seq> <to-move-seat> <players>\n       \
         loadgen sqlite-read <db> <games> <concurrency> <seconds>\n       \
         loadgen sqlite-append <db> <games> <concurrency> <seconds>\n       \
         loadgen sqlite-move <db> <games-with-tokens> <players> <concurrency> <seconds>"
    );
    std::process::exit(2)
}

// --- latency statistics ----------------------------------------------------------------

#[derive(Default)]
struct Stats {
    micros: Vec<u32>,
}

impl Stats {
    fn add(&mut self, d: Duration) {
        self.micros.push(d.as_micros().min(u32::MAX as u128) as u32);
    }
    fn report(mut self, seconds: f64, extra: Value) -> Value {
        self.micros.sort_unstable();
        let pct = |p: f64| -> f64 {
            if self.micros.is_empty() {
                return 0.0;
            }
            let i = ((self.micros.len() as f64 - 1.0) * p).round() as usize;
            self.micros[i] as f64 / 1000.0
        };
        let mut out = json!({
            "count": self.micros.len(),
            "per_second": self.micros.len() as f64 / seconds,
            "p50_ms": pct(0.50),
            "p90_ms": pct(0.90),
            "p99_ms": pct(0.99),
            "max_ms": pct(1.0),
        });
        if let (Value::Object(o), Value::Object(e)) = (&mut out, extra) {
            o.extend(e);
        }
        out
    }
}

// --- clone -----------------------------------------------------------------------------

enum Db {
    Pg(sqlx::PgPool),
    Lite(sqlx::SqlitePool),
}

impl Db {
    async fn connect(url: &str) -> Result<Db> {
        if url.starts_with("postgres") {
            // One connection: BEGIN and COMMIT below must reach the same session.
            Ok(Db::Pg(
                sqlx::postgres::PgPoolOptions::new()
                    .max_connections(1)
                    .connect(url)
                    .await?,
            ))
        } else {
            let options = sqlx::sqlite::SqliteConnectOptions::from_str(url)?
                .journal_mode(sqlx::sqlite::SqliteJournalMode::Wal)
                .synchronous(sqlx::sqlite::SqliteSynchronous::Normal)
                .busy_timeout(Duration::from_secs(30));
            Ok(Db::Lite(
                sqlx::sqlite::SqlitePoolOptions::new()
                    .max_connections(1)
                    .connect_with(options)
                    .await?,
            ))
        }
    }

    fn pg(&self) -> bool {
        matches!(self, Db::Pg(_))
    }

    async fn exec(&self, sql: &str) -> Result<u64> {
        Ok(match self {
            Db::Pg(p) => sqlx::query(sql).execute(p).await?.rows_affected(),
            Db::Lite(p) => sqlx::query(sql).execute(p).await?.rows_affected(),
        })
    }

    async fn strings(&self, sql: &str) -> Result<Vec<String>> {
        Ok(match self {
            Db::Pg(p) => sqlx::query(sql)
                .fetch_all(p)
                .await?
                .iter()
                .map(|r| r.get::<String, _>(0))
                .collect(),
            Db::Lite(p) => sqlx::query(sql)
                .fetch_all(p)
                .await?
                .iter()
                .map(|r| r.get::<String, _>(0))
                .collect(),
        })
    }

    async fn columns(&self, table: &str) -> Result<Vec<String>> {
        if self.pg() {
            self.strings(&format!(
                "SELECT column_name::text FROM information_schema.columns \
                 WHERE table_schema = current_schema() AND table_name = '{table}' \
                 AND is_generated = 'NEVER' AND identity_generation IS NULL \
                 ORDER BY ordinal_position"
            ))
            .await
        } else {
            self.strings(&format!("SELECT name FROM pragma_table_info('{table}')"))
                .await
        }
    }

    async fn has_table(&self, table: &str) -> Result<bool> {
        let sql = if self.pg() {
            format!(
                "SELECT table_name::text FROM information_schema.tables \
                 WHERE table_schema = current_schema() AND table_name = '{table}'"
            )
        } else {
            format!("SELECT name FROM sqlite_master WHERE type = 'table' AND name = '{table}'")
        };
        Ok(!self.strings(&sql).await?.is_empty())
    }

    /// An id expression from a number expression: `prefix-…-<n as 12 hex digits>`.
    fn id(&self, prefix: &str, n: &str) -> String {
        if self.pg() {
            format!("('{prefix}-0000-4000-8000-' || lpad(to_hex({n}), 12, '0'))::uuid")
        } else {
            format!("printf('{prefix}-0000-4000-8000-%012x', {n})")
        }
    }

    /// `INSERT INTO table (cols) SELECT <exprs> FROM <series of g in [from, to)> CROSS JOIN
    /// (template rows) t`, where overridden columns take expressions of `g` and `t`.
    async fn insert_series(
        &self,
        table: &str,
        template: &str,
        overrides: &[(&str, String)],
        from: u64,
        to: u64,
    ) -> Result<u64> {
        let cols = self.columns(table).await?;
        let exprs: Vec<String> = cols
            .iter()
            .map(|c| {
                overrides
                    .iter()
                    .find(|(name, _)| name == c)
                    .map(|(_, e)| e.clone())
                    .unwrap_or_else(|| format!("t.\"{c}\""))
            })
            .collect();
        let list = cols
            .iter()
            .map(|c| format!("\"{c}\""))
            .collect::<Vec<_>>()
            .join(", ");
        let sql = if self.pg() {
            format!(
                "INSERT INTO \"{table}\" ({list}) SELECT {} FROM generate_series({from}, {}) AS s(g) \
                 CROSS JOIN ({template}) t",
                exprs.join(", "),
                to - 1
            )
        } else {
            format!(
                "WITH RECURSIVE s(g) AS (SELECT {from} UNION ALL SELECT g + 1 FROM s WHERE g < {}) \
                 INSERT INTO \"{table}\" ({list}) SELECT {} FROM s CROSS JOIN ({template}) t",
                to - 1,
                exprs.join(", ")
            )
        };
        self.exec(&sql).await
    }
}

async fn clone(url: &str, template: &str, games: u64, sessions: u64) -> Result<()> {
    let db = Db::connect(url).await?;
    let pg = db.pg();
    let q = |id: &str| {
        if pg {
            format!("'{id}'::uuid")
        } else {
            format!("'{id}'")
        }
    };
    let tid = q(template);
    let players = db
        .strings(&format!(
            "SELECT CAST(count(*) AS TEXT) FROM game_player WHERE game_id = {tid}"
        ))
        .await?[0]
        .parse::<u64>()?;
    let started = Instant::now();
    let chunk = 50_000;
    let text = |e: &str| {
        if pg {
            format!("({e})::text")
        } else {
            e.to_string()
        }
    };
    let mut from = 0;
    while from < games {
        let to = (from + chunk).min(games);
        let tx_begin = if pg { "BEGIN" } else { "BEGIN IMMEDIATE" };
        db.exec(tx_begin).await?;
        for seat in 0..players {
            let n = format!("(g * {players} + {seat})");
            let name = format!("'b' || {}", text(&n));
            db.insert_series(
                "user",
                &format!(
                    "SELECT u.* FROM \"user\" u JOIN game_player p ON p.user_id = u.user_id \
                     WHERE p.game_id = {tid} AND p.seat = {seat}"
                ),
                &[
                    ("user_id", db.id("00000001", &n)),
                    ("username", name.clone()),
                    ("username_key", name.clone()),
                    // Unique since migration 0037 (an older schema has no such column).
                    ("username_skeleton", name),
                ],
                from,
                to,
            )
            .await?;
        }
        let creator = db.id("00000001", &format!("(g * {players})"));
        db.insert_series(
            "invitation",
            &format!(
                "SELECT i.* FROM invitation i JOIN game gm ON gm.invitation_id = i.invitation_id \
                 WHERE gm.game_id = {tid}"
            ),
            &[
                ("invitation_id", db.id("00000002", "g")),
                ("code", format!("'bench-' || {}", text("g"))),
                ("creator_id", creator),
                ("status", "'open'".into()),
                ("game_id", "NULL".into()),
            ],
            from,
            to,
        )
        .await?;
        db.insert_series(
            "game",
            &format!("SELECT * FROM game WHERE game_id = {tid}"),
            &[
                ("game_id", db.id("00000000", "g")),
                ("invitation_id", db.id("00000002", "g")),
                // Short game numbers are unique; above any the template run gave.
                ("number", "(g + 1000000)".into()),
            ],
            from,
            to,
        )
        .await?;
        let (lo, hi) = (
            q(&format!("00000002-0000-4000-8000-{from:012x}")),
            q(&format!("00000002-0000-4000-8000-{:012x}", to - 1)),
        );
        let game_of_invitation = if pg {
            "('00000000' || substr(invitation_id::text, 9))::uuid".to_string()
        } else {
            "'00000000' || substr(invitation_id, 9)".to_string()
        };
        db.exec(&format!(
            "UPDATE invitation SET status = 'started', game_id = {game_of_invitation} \
             WHERE invitation_id BETWEEN {lo} AND {hi}"
        ))
        .await?;
        db.insert_series(
            "game_player",
            &format!("SELECT * FROM game_player WHERE game_id = {tid}"),
            &[
                ("game_id", db.id("00000000", "g")),
                (
                    "user_id",
                    db.id("00000001", &format!("(g * {players} + t.seat)")),
                ),
            ],
            from,
            to,
        )
        .await?;
        db.insert_series(
            "game_event",
            &format!("SELECT * FROM game_event WHERE game_id = {tid}"),
            &[("game_id", db.id("00000000", "g"))],
            from,
            to,
        )
        .await?;
        if db.has_table("game_notify").await? {
            db.insert_series(
                "game_notify",
                &format!("SELECT * FROM game_notify WHERE game_id = {tid}"),
                &[("game_id", db.id("00000000", "g"))],
                from,
                to,
            )
            .await?;
        }
        db.exec("COMMIT").await?;
        eprintln!("cloned {to} of {games} games in {:.0?}", started.elapsed());
        from = to;
    }
    // API tokens for the players of the first games (the moves load generator uses them).
    let template_session = format!(
        "SELECT s.* FROM session s JOIN game_player p ON p.user_id = s.user_id \
         WHERE p.game_id = {tid} AND s.kind = 'api' LIMIT 1"
    );
    let cols = db.columns("session").await?;
    let users = (sessions * players).min(games * players);
    let mut n = 0;
    while n < users {
        let end = (n + 500).min(users);
        let rows: Vec<String> = (n..end)
            .map(|u| {
                let hash = hex::encode(Sha256::digest(token(u).as_bytes()));
                let exprs: Vec<String> = cols
                    .iter()
                    .map(|c| match c.as_str() {
                        "token_hash" => format!("'{hash}'"),
                        "user_id" => q(&user_id(u)),
                        _ => format!("t.\"{c}\""),
                    })
                    .collect();
                format!("SELECT {} FROM ({template_session}) t", exprs.join(", "))
            })
            .collect();
        let list = cols
            .iter()
            .map(|c| format!("\"{c}\""))
            .collect::<Vec<_>>()
            .join(", ");
        db.exec(&format!(
            "INSERT INTO session ({list}) {}",
            rows.join(" UNION ALL ")
        ))
        .await?;
        n = end;
    }
    if pg {
        db.exec("ANALYZE").await?;
    } else {
        db.exec("ANALYZE").await?;
        db.exec("PRAGMA wal_checkpoint(TRUNCATE)").await?;
    }
    println!(
        "{}",
        json!({"games": games, "players": players, "sessions": users, "seconds": started.elapsed().as_secs_f64()})
    );
    Ok(())
}

// --- moves -----------------------------------------------------------------------------

#[allow(clippy::too_many_arguments)]
async fn moves(
    base: &str,
    first: u64,
    games: u64,
    concurrency: usize,
    seconds: u64,
    seq: i64,
    to_move_seat: u64,
    players: u64,
) -> Result<()> {
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(concurrency)
        .timeout(Duration::from_secs(60))
        .build()?;
    let next_game = Arc::new(AtomicU64::new(first));
    let stats = Arc::new(Mutex::new(Stats::default()));
    let statuses = Arc::new(Mutex::new(std::collections::BTreeMap::<u16, u64>::new()));
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let started = Instant::now();
    let mut handles = Vec::new();
    for _ in 0..concurrency {
        let client = client.clone();
        let base = base.to_string();
        let next_game = next_game.clone();
        let stats = stats.clone();
        let statuses = statuses.clone();
        handles.push(tokio::spawn(async move {
            'games: while Instant::now() < deadline {
                let g = next_game.fetch_add(1, Ordering::SeqCst);
                if g >= first + games {
                    return;
                }
                let id = game_id(g);
                let mut seq = seq;
                let mut mover = g * players + to_move_seat;
                while Instant::now() < deadline {
                    let t = Instant::now();
                    let res = client
                        .post(format!("{base}/api/v1/games/{id}/moves"))
                        .bearer_auth(token(mover))
                        .json(&json!({"seq": seq, "move": "pass"}))
                        .send()
                        .await;
                    let Ok(res) = res else {
                        *statuses.lock().unwrap().entry(0).or_default() += 1;
                        continue 'games;
                    };
                    let status = res.status().as_u16();
                    let body: Value = res.json().await.unwrap_or(Value::Null);
                    stats.lock().unwrap().add(t.elapsed());
                    *statuses.lock().unwrap().entry(status).or_default() += 1;
                    if status != 200 || body["status"] != "active" {
                        continue 'games;
                    }
                    seq = body["seq"].as_i64().unwrap_or(seq + 1);
                    let Some(name) = body["to_move"].as_str() else {
                        continue 'games;
                    };
                    mover = name.trim_start_matches('b').parse().unwrap_or(mover);
                }
            }
        }));
    }
    for h in handles {
        h.await?;
    }
    let elapsed = started.elapsed().as_secs_f64();
    let stats = std::mem::take(&mut *stats.lock().unwrap());
    let statuses = statuses.lock().unwrap().clone();
    let report = stats.report(
        elapsed,
        json!({"games_used": next_game.load(Ordering::SeqCst) - first, "statuses": statuses}),
    );
    println!("{report}");
    Ok(())
}

// --- SQLite ceilings -------------------------------------------------------------------

fn sqlite_options(url: &str) -> Result<sqlx::sqlite::SqliteConnectOptions> {
    Ok(sqlx::sqlite::SqliteConnectOptions::from_str(url)?
        .journal_mode(sqlx::sqlite::SqliteJournalMode::Wal)
        .synchronous(sqlx::sqlite::SqliteSynchronous::Normal)
        .busy_timeout(Duration::from_secs(5)))
}

async fn sqlite_read(url: &str, games: u64, concurrency: usize, seconds: u64) -> Result<()> {
    // The server's lane of readers (src/store/lane.rs): 4 connections with a 2 MB cache
    // each, read-only, taken and given back without sqlx's pings; and the read of a game
    // page (bench/pg_read.sql for Postgres).
    let readers = Readers::open(url).await?;
    run_tasks(concurrency, seconds, move |rng| {
        let readers = readers.clone();
        let id = game_id(rng.gen_range(0..games));
        async move { readers.snapshot(&id).await }
    })
    .await
}

/// The server's lane of readers: 4 read-only connections, taken and given back without
/// sqlx's pings.
#[derive(Clone)]
struct Readers {
    slots: Arc<tokio::sync::Semaphore>,
    idle: Arc<Mutex<Vec<sqlx::SqliteConnection>>>,
}

impl Readers {
    async fn open(url: &str) -> Result<Readers> {
        let options = sqlite_options(url)?
            .pragma("query_only", "ON")
            .pragma("cache_size", "-2048");
        let mut connections = Vec::new();
        for _ in 0..4 {
            connections.push(sqlx::ConnectOptions::connect(&options).await?);
        }
        Ok(Readers {
            slots: Arc::new(tokio::sync::Semaphore::new(connections.len())),
            idle: Arc::new(Mutex::new(connections)),
        })
    }

    async fn fetch<'q>(
        &self,
        query: sqlx::query::Query<'q, sqlx::Sqlite, sqlx::sqlite::SqliteArguments<'q>>,
    ) -> Result<Vec<sqlx::sqlite::SqliteRow>> {
        let _slot = self.slots.acquire().await?;
        let mut conn = self
            .idle
            .lock()
            .unwrap()
            .pop()
            .ok_or("no idle connection for a slot")?;
        let rows = query.fetch_all(&mut conn).await;
        self.idle.lock().unwrap().push(conn);
        Ok(rows?)
    }

    /// The read of a game page.
    async fn snapshot(&self, id: &str) -> Result<()> {
        let rows = self.fetch(sqlx::query(SQLITE_READ).bind(id)).await?;
        for r in &rows {
            let _: (String, i64, String) = (r.get("game_id"), r.get("seq"), r.get("username"));
        }
        let _: Option<&str> = rows.first().and_then(|r| r.get("log"));
        Ok(())
    }
}

/// The server's read of a game page (its SQLite store's `SNAPSHOT_SQL`).
const SQLITE_READ: &str = include_str!("../../sqlite_read.sql");

async fn sqlite_append(url: &str, games: u64, concurrency: usize, seconds: u64) -> Result<()> {
    // The server's writer (one connection) and its append: lock, read the game row,
    // insert the event, update the row, commit.
    let pool = sqlx::sqlite::SqlitePoolOptions::new()
        .max_connections(1)
        .test_before_acquire(false)
        .connect_with(sqlite_options(url)?)
        .await?;
    sqlx::query(
        "CREATE TABLE IF NOT EXISTS bench_event (game_id TEXT NOT NULL, seq INTEGER NOT NULL, \
         event TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (game_id, seq)) WITHOUT ROWID",
    )
    .execute(&pool)
    .await?;
    let counter = Arc::new(AtomicU64::new(0));
    let event = r#"{"type":"move","seat":1,"move":{"type":"play","action":{"card":"khon_thai","places":[3,5,null]},"take":{"province":3,"faction":"red"}}}"#;
    run_tasks(concurrency, seconds, move |rng| {
        let pool = pool.clone();
        let n = counter.fetch_add(1, Ordering::SeqCst);
        let id = game_id(rng.gen_range(0..games));
        async move {
            let mut tx = pool.begin_with("BEGIN IMMEDIATE").await?;
            sqlx::query("SELECT seq, status FROM game WHERE game_id = ?")
                .bind(&id)
                .fetch_optional(&mut *tx)
                .await?;
            sqlx::query(
                "INSERT INTO bench_event (game_id, seq, event, created_at) VALUES (?, ?, ?, ?)",
            )
            .bind(&id)
            .bind(n as i64)
            .bind(event)
            .bind("2026-01-01T00:00:00.000000Z")
            .execute(&mut *tx)
            .await?;
            sqlx::query("UPDATE game SET updated_at = ? WHERE game_id = ?")
                .bind("2026-01-01T00:00:00.000000Z")
                .bind(&id)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(())
        }
    })
    .await
}

/// The "move script" ceiling on SQLite (bench/pg_move.sql for Postgres): the statements one
/// move costs, as the server issues them: the API token's session and the game's snapshot
/// on the readers; on the one writer the append (the game row's UPDATE, which adds one to
/// the seq where the server checks it, then the event's INSERT) and the worker's cursor for
/// a game nobody listens to, each in its own transaction.
async fn sqlite_move(
    url: &str,
    games: u64,
    players: u64,
    concurrency: usize,
    seconds: u64,
) -> Result<()> {
    let readers = Readers::open(url).await?;
    let writer = sqlx::sqlite::SqlitePoolOptions::new()
        .max_connections(1)
        .test_before_acquire(false)
        .connect_with(sqlite_options(url)?)
        .await?;
    let now = "2026-01-01T00:00:00.000000Z";
    run_tasks(concurrency, seconds, move |rng| {
        let (readers, writer) = (readers.clone(), writer.clone());
        let g = rng.gen_range(0..games);
        async move {
            let id = game_id(g);
            let hash = hex::encode(Sha256::digest(token(g * players).as_bytes()));
            readers
                .fetch(
                    sqlx::query(
                        r#"SELECT s.csrf_token, s.expires_at, u.user_id, u.username, u.created_at
                           FROM session s JOIN "user" u ON u.user_id = s.user_id
                           WHERE s.token_hash = $1 AND s.kind = $2 AND s.expires_at > $3"#,
                    )
                    .bind(hash)
                    .bind("api")
                    .bind(now),
                )
                .await?;
            readers.snapshot(&id).await?;
            let mut tx = writer.begin_with("BEGIN IMMEDIATE").await?;
            let seq: Option<i64> = sqlx::query_scalar(
                "UPDATE game SET status = 'active', seq = seq + 1, updated_at = $2, notify_due = TRUE
                 WHERE game_id = $1 AND status <> 'finished' AND cancelled = FALSE RETURNING seq",
            )
            .bind(&id)
            .bind(now)
            .fetch_optional(&mut *tx)
            .await?;
            if let Some(seq) = seq {
                sqlx::query(
                    "INSERT INTO game_event (game_id, seq, event, created_at) VALUES ($1, $2, $3, $4)",
                )
                .bind(&id)
                .bind(seq)
                .bind(r#"{"type":"move","seat":1,"move":"pass"}"#)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            let mut tx = writer.begin_with("BEGIN IMMEDIATE").await?;
            sqlx::query(
                "INSERT INTO game_notify (game_id, notified_seq, updated_at) VALUES ($1, 0, $2)
                 ON CONFLICT (game_id) DO UPDATE SET notified_seq = notified_seq + 1, updated_at = $2",
            )
            .bind(&id)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            sqlx::query("UPDATE game SET notify_due = FALSE WHERE game_id = $1 AND seq <= $2")
                .bind(&id)
                .bind(i64::MAX)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(())
        }
    })
    .await
}

/// Runs `op` from `concurrency` tasks for `seconds`; prints throughput and latency.
async fn run_tasks<F, Fut>(concurrency: usize, seconds: u64, op: F) -> Result<()>
where
    F: Fn(&mut rand::rngs::SmallRng) -> Fut + Send + Sync + 'static,
    Fut: std::future::Future<Output = Result<()>> + Send,
{
    let op = Arc::new(op);
    let stats = Arc::new(Mutex::new(Stats::default()));
    let errors = Arc::new(AtomicU64::new(0));
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let started = Instant::now();
    let mut handles = Vec::new();
    for task in 0..concurrency {
        let op = op.clone();
        let stats = stats.clone();
        let errors = errors.clone();
        handles.push(tokio::spawn(async move {
            let mut rng = rand::rngs::SmallRng::seed_from_u64(task as u64);
            while Instant::now() < deadline {
                let t = Instant::now();
                match op(&mut rng).await {
                    Ok(()) => stats.lock().unwrap().add(t.elapsed()),
                    Err(_) => {
                        errors.fetch_add(1, Ordering::SeqCst);
                    }
                }
            }
        }));
    }
    for h in handles {
        h.await?;
    }
    let elapsed = started.elapsed().as_secs_f64();
    let stats = std::mem::take(&mut *stats.lock().unwrap());
    println!(
        "{}",
        stats.report(elapsed, json!({"errors": errors.load(Ordering::SeqCst)}))
    );
    Ok(())
}
