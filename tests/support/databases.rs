//! Shared test harness: which databases to test against, and brand-new databases for them.
//!
//! SQLite is always tested. Postgres is tested when `TEST_DATABASE_URL` points at a server
//! where the user may create databases (`scripts/test.sh` starts a throwaway one).
#![allow(dead_code)]

use sqlx::Connection;

/// A database the tests run against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Db {
    Sqlite,
    Postgres,
}

/// Sqlite always; Postgres when TEST_DATABASE_URL is set. If TEST_DATABASE_URL is unset and
/// the env var CI or MAIPENRAI_REQUIRE_POSTGRES is set (non-empty), PANIC with a clear
/// message (never skip in CI).
pub fn databases() -> Vec<Db> {
    if postgres_url().is_some() {
        return vec![Db::Sqlite, Db::Postgres];
    }
    for var in ["CI", "MAIPENRAI_REQUIRE_POSTGRES"] {
        if std::env::var(var).is_ok_and(|value| !value.is_empty()) {
            panic!(
                "{var} is set but TEST_DATABASE_URL is not: the tests must also run against \
                 Postgres here. Run them with scripts/test.sh, which starts a throwaway \
                 Postgres, or set TEST_DATABASE_URL=postgres://user@host:port/postgres"
            );
        }
    }
    vec![Db::Sqlite]
}

fn postgres_url() -> Option<String> {
    std::env::var("TEST_DATABASE_URL")
        .ok()
        .filter(|url| !url.is_empty())
}

/// A URL of a brand-new empty database: a new SQLite file in a fresh temp dir, or a new
/// Postgres database created via TEST_DATABASE_URL (CREATE DATABASE "t_<uuid simple>").
pub async fn fresh_database_url(db: Db) -> String {
    let name = format!("t_{}", uuid::Uuid::new_v4().simple());
    match db {
        Db::Sqlite => {
            // The folder does not exist yet: the store must create it.
            let path = std::env::temp_dir()
                .join("maipenrai-tests")
                .join(&name)
                .join("test.db");
            format!("sqlite://{}", path.display())
        }
        Db::Postgres => {
            let admin_url =
                postgres_url().expect("TEST_DATABASE_URL must be set to test against Postgres");
            let mut admin = sqlx::PgConnection::connect(&admin_url)
                .await
                .unwrap_or_else(|e| panic!("cannot connect to TEST_DATABASE_URL: {e}"));
            sqlx::query(&format!(r#"CREATE DATABASE "{name}""#))
                .execute(&mut admin)
                .await
                .unwrap_or_else(|e| panic!("cannot create the test database {name}: {e}"));
            admin.close().await.ok();
            with_database(&admin_url, &name)
        }
    }
}

/// Convenience: maipenrai::store::connect(&fresh_database_url(db).await)
pub async fn fresh_store(db: Db) -> maipenrai::store::DynStore {
    let url = fresh_database_url(db).await;
    maipenrai::store::connect(&url)
        .await
        .unwrap_or_else(|e| panic!("cannot open the {db:?} test database {url}: {e:#}"))
}

/// `url` with its database name replaced: `postgres://u@h:5432/postgres?x=y` →
/// `postgres://u@h:5432/<database>?x=y`.
fn with_database(url: &str, database: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((base, query)) => (base, Some(query)),
        None => (url, None),
    };
    let authority_start = base.find("://").map_or(0, |i| i + 3);
    let server = match base[authority_start..].find('/') {
        Some(slash) => &base[..authority_start + slash],
        None => base,
    };
    match query {
        Some(query) => format!("{server}/{database}?{query}"),
        None => format!("{server}/{database}"),
    }
}
