//! Raw SQL on a test database, beside the store: whole-database snapshots ("nothing
//! changed") and generic row copies, on SQLite and Postgres alike.

use sqlx::Row;
use std::collections::BTreeMap;
use uuid::Uuid;

pub enum Raw {
    Sqlite(sqlx::SqlitePool),
    Postgres(sqlx::PgPool),
}

/// Every row of every table (as JSON text, sorted), by table.
pub type Snapshot = BTreeMap<String, Vec<String>>;

impl Raw {
    pub async fn connect(url: &str) -> Raw {
        if url.starts_with("postgres") {
            Raw::Postgres(
                sqlx::postgres::PgPoolOptions::new()
                    .max_connections(2)
                    .connect(url)
                    .await
                    .expect("raw Postgres"),
            )
        } else {
            Raw::Sqlite(
                sqlx::sqlite::SqlitePoolOptions::new()
                    .max_connections(2)
                    .connect(url)
                    .await
                    .expect("raw SQLite"),
            )
        }
    }

    pub fn is_postgres(&self) -> bool {
        matches!(self, Raw::Postgres(_))
    }

    /// The application's tables (migrations bookkeeping left out).
    pub async fn tables(&self) -> Vec<String> {
        let rows = match self {
            Raw::Sqlite(pool) => sqlx::query(
                "SELECT name FROM sqlite_master WHERE type = 'table' \
                 AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_sqlx%' ORDER BY name",
            )
            .fetch_all(pool)
            .await
            .expect("tables")
            .iter()
            .map(|r| r.get::<String, _>("name"))
            .collect(),
            Raw::Postgres(pool) => sqlx::query(
                "SELECT table_name::text AS name FROM information_schema.tables \
                 WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' \
                 AND table_name NOT LIKE '\\_sqlx%' ORDER BY 1",
            )
            .fetch_all(pool)
            .await
            .expect("tables")
            .iter()
            .map(|r| r.get::<String, _>("name"))
            .collect(),
        };
        rows
    }

    pub async fn columns(&self, table: &str) -> Vec<String> {
        match self {
            Raw::Sqlite(pool) => sqlx::query(&format!("PRAGMA table_info(\"{table}\")"))
                .fetch_all(pool)
                .await
                .expect("table info")
                .iter()
                .map(|r| r.get::<String, _>("name"))
                .collect(),
            Raw::Postgres(pool) => sqlx::query(
                "SELECT column_name::text AS name FROM information_schema.columns \
                 WHERE table_schema = current_schema() AND table_name = $1 \
                 ORDER BY ordinal_position",
            )
            .bind(table)
            .fetch_all(pool)
            .await
            .expect("columns")
            .iter()
            .map(|r| r.get::<String, _>("name"))
            .collect(),
        }
    }

    /// Every row of every table.
    pub async fn snapshot(&self) -> Snapshot {
        let mut out = Snapshot::new();
        for table in self.tables().await {
            let mut rows: Vec<String> = match self {
                Raw::Sqlite(pool) => {
                    let cols = self.columns(&table).await;
                    let list = cols
                        .iter()
                        .map(|c| format!("\"{c}\""))
                        .collect::<Vec<_>>()
                        .join(", ");
                    sqlx::query(&format!("SELECT json_array({list}) AS r FROM \"{table}\""))
                        .fetch_all(pool)
                        .await
                        .expect("rows")
                        .iter()
                        .map(|r| r.get::<String, _>("r"))
                        .collect()
                }
                Raw::Postgres(pool) => sqlx::query(&format!(
                    "SELECT row_to_json(t)::text AS r FROM \"{table}\" t"
                ))
                .fetch_all(pool)
                .await
                .expect("rows")
                .iter()
                .map(|r| r.get::<String, _>("r"))
                .collect(),
            };
            rows.sort();
            out.insert(table, rows);
        }
        out
    }

    /// Runs `sql` with `ids` bound as `$1..`, then `text`, then `number`.
    pub async fn exec(&self, sql: &str, ids: &[Uuid], text: Option<&str>, number: Option<i64>) {
        match self {
            Raw::Sqlite(pool) => {
                let mut q = sqlx::query(sql);
                for id in ids {
                    q = q.bind(id.hyphenated().to_string());
                }
                if let Some(t) = text {
                    q = q.bind(t.to_string());
                }
                if let Some(n) = number {
                    q = q.bind(n);
                }
                q.execute(pool)
                    .await
                    .unwrap_or_else(|e| panic!("{sql}: {e}"));
            }
            Raw::Postgres(pool) => {
                let mut q = sqlx::query(sql);
                for id in ids {
                    q = q.bind(*id);
                }
                if let Some(t) = text {
                    q = q.bind(t.to_string());
                }
                if let Some(n) = number {
                    q = q.bind(n);
                }
                q.execute(pool)
                    .await
                    .unwrap_or_else(|e| panic!("{sql}: {e}"));
            }
        }
    }
}

/// The tables and rows that differ between two snapshots, for failure messages.
pub fn diff(before: &Snapshot, after: &Snapshot) -> Vec<String> {
    let mut out = Vec::new();
    let tables: std::collections::BTreeSet<&String> = before.keys().chain(after.keys()).collect();
    for t in tables {
        let a = before.get(t).cloned().unwrap_or_default();
        let b = after.get(t).cloned().unwrap_or_default();
        for row in &a {
            if !b.contains(row) {
                out.push(format!("{t}: - {row}"));
            }
        }
        for row in &b {
            if !a.contains(row) {
                out.push(format!("{t}: + {row}"));
            }
        }
    }
    out
}
