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
        // A small pool of either kind (the same options for both).
        macro_rules! pool {
            ($options:ty, $what:literal) => {
                <$options>::new()
                    .max_connections(2)
                    .connect(url)
                    .await
                    .expect($what)
            };
        }
        if url.starts_with("postgres") {
            Raw::Postgres(pool!(sqlx::postgres::PgPoolOptions, "raw Postgres"))
        } else {
            Raw::Sqlite(pool!(sqlx::sqlite::SqlitePoolOptions, "raw SQLite"))
        }
    }

    pub fn is_postgres(&self) -> bool {
        matches!(self, Raw::Postgres(_))
    }

    /// The application's tables (migrations bookkeeping left out).
    pub async fn tables(&self) -> Vec<String> {
        let sql = match self {
            Raw::Sqlite(_) => {
                "SELECT name FROM sqlite_master WHERE type = 'table' \
                 AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_sqlx%' ORDER BY name"
            }
            Raw::Postgres(_) => {
                "SELECT table_name::text AS name FROM information_schema.tables \
                 WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' \
                 AND table_name NOT LIKE '\\_sqlx%' ORDER BY 1"
            }
        };
        self.strings(sql, None, "name", "tables").await
    }

    pub async fn columns(&self, table: &str) -> Vec<String> {
        match self {
            Raw::Sqlite(_) => {
                let sql = format!("PRAGMA table_info(\"{table}\")");
                self.strings(&sql, None, "name", "table info").await
            }
            Raw::Postgres(_) => {
                let sql = "SELECT column_name::text AS name FROM information_schema.columns \
                           WHERE table_schema = current_schema() AND table_name = $1 \
                           ORDER BY ordinal_position";
                self.strings(sql, Some(table), "name", "columns").await
            }
        }
    }

    /// Every row of every table.
    pub async fn snapshot(&self) -> Snapshot {
        let mut out = Snapshot::new();
        for table in self.tables().await {
            let sql = match self {
                Raw::Sqlite(_) => {
                    let cols = self.columns(&table).await;
                    let list = cols
                        .iter()
                        .map(|c| format!("\"{c}\""))
                        .collect::<Vec<_>>()
                        .join(", ");
                    format!("SELECT json_array({list}) AS r FROM \"{table}\"")
                }
                Raw::Postgres(_) => format!("SELECT row_to_json(t)::text AS r FROM \"{table}\" t"),
            };
            let mut rows = self.strings(&sql, None, "r", "rows").await;
            rows.sort();
            out.insert(table, rows);
        }
        out
    }

    /// The text column `column` of every row `sql` returns; `bind` is its one parameter, if
    /// it has one; `what` names the query in a failure.
    async fn strings(
        &self,
        sql: &str,
        bind: Option<&str>,
        column: &str,
        what: &str,
    ) -> Vec<String> {
        // The same code for both pools (sqlx types a query by its database).
        macro_rules! fetch {
            ($pool:expr) => {{
                let mut q = sqlx::query(sql);
                if let Some(value) = bind {
                    q = q.bind(value.to_string());
                }
                q.fetch_all($pool)
                    .await
                    .expect(what)
                    .iter()
                    .map(|r| r.get::<String, _>(column))
                    .collect()
            }};
        }
        match self {
            Raw::Sqlite(pool) => fetch!(pool),
            Raw::Postgres(pool) => fetch!(pool),
        }
    }

    /// Runs `sql` with `ids` bound as `$1..`, then `text`, then `number`.
    pub async fn exec(&self, sql: &str, ids: &[Uuid], text: Option<&str>, number: Option<i64>) {
        // The same code for both pools but for how an id is stored: text in SQLite.
        macro_rules! run {
            ($pool:expr, $id:expr) => {{
                let mut q = sqlx::query(sql);
                for id in ids {
                    q = q.bind($id(id));
                }
                if let Some(t) = text {
                    q = q.bind(t.to_string());
                }
                if let Some(n) = number {
                    q = q.bind(n);
                }
                q.execute($pool)
                    .await
                    .unwrap_or_else(|e| panic!("{sql}: {e}"));
            }};
        }
        match self {
            Raw::Sqlite(pool) => run!(pool, |id: &Uuid| id.hyphenated().to_string()),
            Raw::Postgres(pool) => run!(pool, |id: &Uuid| *id),
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
