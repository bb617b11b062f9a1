//! Server configuration, read once from environment variables (see `.env.example`).

use std::net::SocketAddr;
use std::path::PathBuf;

/// Whether new accounts may be created.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Registration {
    Open,
    Closed,
}

/// Everything the server needs to know about where it runs.
#[derive(Clone, Debug)]
pub struct Config {
    /// Address the HTTP server listens on (`BIND_ADDR`).
    pub bind_addr: SocketAddr,
    /// `sqlite:` path / plain file path, or a `postgres://` URL (`DATABASE_URL`).
    pub database_url: String,
    /// Public address used in invitation links, without a trailing slash (`BASE_URL`).
    pub base_url: String,
    /// `REGISTRATION=open|closed`.
    pub registration: Registration,
    /// Folder served at `/static` (`STATIC_DIR`; default `./static`, else the source tree's).
    pub static_dir: PathBuf,
    /// `TRUST_PROXY=true`: the server runs behind a reverse proxy that appends the client's
    /// address to `X-Forwarded-For` (used for the per-address log-in limit).
    pub trust_proxy: bool,
}

/// The SQLite file used when `DATABASE_URL` is not set.
pub const DEFAULT_SQLITE_PATH: &str = "./data/maipenrai.db";

impl Config {
    /// Reads the configuration from the process environment.
    pub fn from_env() -> anyhow::Result<Self> {
        Self::from_lookup(|key| std::env::var(key).ok().filter(|v| !v.trim().is_empty()))
    }

    /// Reads the configuration through `lookup` (tests pass a map).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> anyhow::Result<Self> {
        let bind_addr: SocketAddr = lookup("BIND_ADDR")
            .unwrap_or_else(|| "127.0.0.1:8080".into())
            .trim()
            .parse()
            .map_err(|e| anyhow::anyhow!("BIND_ADDR must look like 127.0.0.1:8080: {e}"))?;
        let database_url =
            lookup("DATABASE_URL").unwrap_or_else(|| format!("sqlite://{DEFAULT_SQLITE_PATH}"));
        let base_url = lookup("BASE_URL")
            .unwrap_or_else(|| format!("http://{bind_addr}"))
            .trim()
            .trim_end_matches('/')
            .to_string();
        if !(base_url.starts_with("http://") || base_url.starts_with("https://")) {
            anyhow::bail!("BASE_URL must start with http:// or https://");
        }
        let registration = match lookup("REGISTRATION")
            .unwrap_or_else(|| "open".into())
            .trim()
            .to_ascii_lowercase()
            .as_str()
        {
            "open" => Registration::Open,
            "closed" => Registration::Closed,
            other => anyhow::bail!("REGISTRATION must be open or closed, not {other:?}"),
        };
        let static_dir = lookup("STATIC_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(default_static_dir);
        let trust_proxy = match lookup("TRUST_PROXY")
            .unwrap_or_default()
            .trim()
            .to_ascii_lowercase()
            .as_str()
        {
            "" | "false" | "0" | "no" => false,
            "true" | "1" | "yes" => true,
            other => anyhow::bail!("TRUST_PROXY must be true or false, not {other:?}"),
        };
        Ok(Config {
            bind_addr,
            database_url,
            base_url,
            registration,
            static_dir,
            trust_proxy,
        })
    }

    /// A configuration for tests: open registration, plain http.
    pub fn for_tests(database_url: &str) -> Self {
        Config {
            bind_addr: "127.0.0.1:0".parse().expect("valid address"),
            database_url: database_url.to_string(),
            base_url: "http://localhost:8080".into(),
            registration: Registration::Open,
            static_dir: default_static_dir(),
            trust_proxy: false,
        }
    }

    /// Cookies get the `Secure` flag when the public address is https.
    pub fn secure_cookies(&self) -> bool {
        self.base_url.starts_with("https://")
    }
}

/// `./static` when the server runs from the project folder, else the source tree's.
fn default_static_dir() -> PathBuf {
    let local = PathBuf::from("static");
    if local.is_dir() {
        local
    } else {
        PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/static"))
    }
}

/// The file behind a SQLite `DATABASE_URL` (`sqlite://path`, `sqlite:path` or a plain
/// path), so its folder can be created; None for Postgres or in-memory databases.
pub fn sqlite_file(database_url: &str) -> Option<PathBuf> {
    if database_url.starts_with("postgres://") || database_url.starts_with("postgresql://") {
        return None;
    }
    let path = database_url
        .strip_prefix("sqlite://")
        .or_else(|| database_url.strip_prefix("sqlite:"))
        .unwrap_or(database_url);
    let path = path.split('?').next().unwrap_or(path);
    if path.is_empty() || path.contains(":memory:") {
        return None;
    }
    Some(PathBuf::from(path))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(pairs: &[(&str, &str)]) -> anyhow::Result<Config> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::from_lookup(|k| map.get(k).cloned())
    }

    #[test]
    fn defaults_are_local_sqlite_and_open_registration() {
        let c = config(&[]).unwrap();
        assert_eq!(c.bind_addr.to_string(), "127.0.0.1:8080");
        assert_eq!(c.base_url, "http://127.0.0.1:8080");
        assert!(c.database_url.contains("data/maipenrai.db"));
        assert_eq!(c.registration, Registration::Open);
        assert!(!c.secure_cookies());
    }

    #[test]
    fn https_base_url_makes_cookies_secure() {
        let c = config(&[
            ("BASE_URL", "https://play.example.org/"),
            ("REGISTRATION", "closed"),
        ])
        .unwrap();
        assert_eq!(c.base_url, "https://play.example.org");
        assert!(c.secure_cookies());
        assert_eq!(c.registration, Registration::Closed);
    }

    #[test]
    fn sqlite_file_paths_are_found() {
        assert_eq!(
            sqlite_file("sqlite://./data/x.db?mode=rwc"),
            Some(PathBuf::from("./data/x.db"))
        );
        assert_eq!(sqlite_file("data/x.db"), Some(PathBuf::from("data/x.db")));
        assert_eq!(sqlite_file("postgres://u@h/db"), None);
        assert_eq!(sqlite_file("sqlite::memory:"), None);
    }

    #[test]
    fn bad_values_are_explained() {
        assert!(config(&[("REGISTRATION", "maybe")]).is_err());
        assert!(config(&[("BIND_ADDR", "nowhere")]).is_err());
        assert!(config(&[("BASE_URL", "example.org")]).is_err());
    }
}
