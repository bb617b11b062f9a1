//! Server configuration, read once from environment variables (see `.env.example`).

use crate::net::TrustedProxies;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

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
    /// `TRUSTED_PROXIES`: the reverse proxies in front of the server (addresses and blocks);
    /// `X-Forwarded-For` is read only from them (`crate::net`). The deprecated
    /// `TRUST_PROXY=true` means this machine's loopback addresses.
    pub trusted_proxies: TrustedProxies,
    /// What the operator should change in the settings (deprecated ones), logged at start.
    pub warnings: Vec<String>,
    /// Outgoing mail server (`SMTP_URL`, e.g. `smtp://127.0.0.1:2525`,
    /// `smtps://user:password@mail.example.org`, or `smtp://host:587?tls=required` for
    /// STARTTLS). Mail is off unless both this and `mail_from` are set.
    pub smtp_url: Option<String>,
    /// Sender of the mails (`MAIL_FROM`, e.g. `Mai Pen Rai <games@example.org>`).
    pub mail_from: Option<String>,
    /// `WEBHOOK_ALLOW_LOOPBACK=true` lets webhooks call 127.0.0.0/8 and ::1, on any port.
    /// Only for tests with a local receiver; never in production (it opens the server's
    /// own ports).
    pub webhook_allow_loopback: bool,
    /// `PSEUDO_LANGUAGE=true` offers the pseudo-language `en-XA` (the English texts with
    /// their letters accented), chosen with `POST /language` or the cookie
    /// `mpr_language=en-XA`: for translators and tests, a page read in it shows every word
    /// that is not in a catalogue yet.
    pub pseudo_language: bool,
    /// A running game without a move for this many days counts as stalled and may be
    /// cancelled by vote (`STALL_DAYS`, default 60).
    pub stall_days: i64,
    /// Open invitations nobody completed expire after this many days
    /// (`INVITATION_EXPIRY_DAYS`, default 30).
    pub invitation_expiry_days: i64,
    /// How often the background worker looks for work (`WORKER_INTERVAL_SECS`, default 30;
    /// moves wake it at once).
    pub worker_interval_secs: u64,
    /// The UTC hour from which the daily digest goes out (`DIGEST_HOUR_UTC`, default 7).
    pub digest_hour_utc: u8,
    /// Seconds a client has to send a request's headers before its connection is closed
    /// (`HEADER_TIMEOUT_SECS`, default 20), counted from the opening of the connection or
    /// the end of its previous answer: half-sent requests and idle connections (HTTP/1.1
    /// keep-alive, HTTP/2 without a stream) must not hold connections open for ever.
    pub header_timeout_secs: u64,
    /// Connections one client address may hold at once; more are closed at once
    /// (`MAX_CONNECTIONS_PER_ADDRESS`, default 256; IPv6 counted per /64). None (`0`): no
    /// limit. Connections from a trusted proxy are not counted: it carries many clients and
    /// must bound them itself.
    pub max_connections_per_address: Option<usize>,
    /// Password hashes and checks (sign-up, log-in, API tokens, password change and reset,
    /// account deletion) one client address may ask for per minute, counted per instance;
    /// more are refused with 429 (`PASSWORD_CHECKS_PER_MINUTE`, default 30; `0`: no limit).
    pub password_checks_per_minute: u32,
    /// How long a request waits for a password-hashing slot before it is answered 503
    /// (`PASSWORD_CHECK_WAIT_MS`, default 2000).
    pub password_check_wait: Duration,
    /// Limits on invitations by name and the rules of ratings (`docs/social.md`).
    pub social: SocialRules,
    /// Address of the Prometheus endpoint `GET /metrics` (`METRICS_ADDR`, e.g.
    /// `127.0.0.1:9464`): a listener of its own, never the public one. None (unset): no
    /// metrics are recorded or served (`docs/operations.md`).
    pub metrics_addr: Option<SocketAddr>,
    /// A bearer token the metrics endpoint asks for (`METRICS_TOKEN`, at least 16
    /// characters), for a metrics address other hosts can reach.
    pub metrics_token: Option<String>,
    /// How many computer players' searches one instance runs at once, one core each
    /// (`COMPUTER_SEARCHES`, default the number of cores minus one, at least 1).
    pub computer_searches: usize,
    /// Games with a computer player one person may be in at once, running or waiting for
    /// players (`COMPUTER_GAMES_PER_PERSON`, default 10); more are refused.
    pub computer_games_per_person: u32,
    /// Iterations of each search of the computer's reviews of finished games
    /// (`REVIEW_ITERATIONS`; unset: the reviewer's own budget, `bots::review::budget`).
    /// Fewer make shallower reviews; the tests use a few dozen.
    pub review_iterations: Option<u32>,
}

/// The numbers of the social layer's rules (`docs/social.md`), each a setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SocialRules {
    /// Invitations naming somebody one person may create per hour
    /// (`INVITATIONS_BY_NAME_PER_HOUR`, default 20; rematches count).
    pub invitations_by_name_per_hour: u32,
    /// Open invitations one person may have naming the same invitee
    /// (`OPEN_INVITATIONS_PER_INVITEE`, default 3).
    pub open_invitations_per_invitee: u32,
    /// Moves of their own every seat must have made for a game to be rated
    /// (`RATING_MIN_OWN_MOVES`, default 2).
    pub rating_min_own_moves: u32,
    /// Rated games between the same two people that count per 24 hours; later ones are
    /// casual (`RATED_GAMES_PER_PAIR_PER_DAY`, default 3).
    pub rated_games_per_pair_per_day: u32,
    /// Rated games in a pool a player needs to appear on its leaderboard
    /// (`LEADERBOARD_MIN_GAMES`, default 10).
    pub leaderboard_min_games: u32,
    /// Different opponents in those games (`LEADERBOARD_MIN_OPPONENTS`, default 5).
    pub leaderboard_min_opponents: u32,
    /// Different established players a player needs counted rated games against to
    /// become established (`ESTABLISHED_OPPONENTS`, default 5; all of them while fewer
    /// are established).
    pub established_opponents: u32,
    /// Accounts seen from one network are not linked: their games count and make each
    /// other established (`RATINGS_IGNORE_NETWORKS`, default false; for a family or a
    /// club on one connection).
    pub ignore_networks: bool,
    /// Reports of messages or people one person may send per hour (`REPORTS_PER_HOUR`,
    /// default 10).
    pub reports_per_hour: u32,
}

impl Default for SocialRules {
    fn default() -> Self {
        SocialRules {
            invitations_by_name_per_hour: 20,
            open_invitations_per_invitee: 3,
            rating_min_own_moves: 2,
            rated_games_per_pair_per_day: 3,
            leaderboard_min_games: 10,
            leaderboard_min_opponents: 5,
            established_opponents: 5,
            ignore_networks: false,
            reports_per_hour: 10,
        }
    }
}

impl SocialRules {
    fn from_lookup(lookup: &impl Fn(&str) -> Option<String>) -> anyhow::Result<Self> {
        let d = SocialRules::default();
        let n = |key: &str, default: u32| -> anyhow::Result<u32> {
            Ok(number(lookup, key, i64::from(default), 1..=100_000)? as u32)
        };
        Ok(SocialRules {
            invitations_by_name_per_hour: n(
                "INVITATIONS_BY_NAME_PER_HOUR",
                d.invitations_by_name_per_hour,
            )?,
            open_invitations_per_invitee: n(
                "OPEN_INVITATIONS_PER_INVITEE",
                d.open_invitations_per_invitee,
            )?,
            rating_min_own_moves: n("RATING_MIN_OWN_MOVES", d.rating_min_own_moves)?,
            rated_games_per_pair_per_day: n(
                "RATED_GAMES_PER_PAIR_PER_DAY",
                d.rated_games_per_pair_per_day,
            )?,
            leaderboard_min_games: n("LEADERBOARD_MIN_GAMES", d.leaderboard_min_games)?,
            leaderboard_min_opponents: n("LEADERBOARD_MIN_OPPONENTS", d.leaderboard_min_opponents)?,
            established_opponents: n("ESTABLISHED_OPPONENTS", d.established_opponents)?,
            ignore_networks: flag(lookup, "RATINGS_IGNORE_NETWORKS")?,
            reports_per_hour: n("REPORTS_PER_HOUR", d.reports_per_hour)?,
        })
    }
}

/// The default of `COMPUTER_SEARCHES`: every core but one (left for the requests), at
/// least one.
fn default_computer_searches() -> i64 {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    cores.saturating_sub(1).max(1) as i64
}

/// Every environment variable the server reads, in the order of the README's table
/// ("Configuration"); `.env.example` documents each one (`tests/configuration.rs` holds the
/// three equal, and this list equal to the names this file reads).
pub const VARIABLES: &[&str] = &[
    "BIND_ADDR",
    "DATABASE_URL",
    "BASE_URL",
    "REGISTRATION",
    "TRUSTED_PROXIES",
    "TRUST_PROXY",
    "PASSWORD_CHECKS_PER_MINUTE",
    "PASSWORD_CHECK_WAIT_MS",
    "STATIC_DIR",
    "SMTP_URL",
    "MAIL_FROM",
    "STALL_DAYS",
    "INVITATION_EXPIRY_DAYS",
    "WORKER_INTERVAL_SECS",
    "DIGEST_HOUR_UTC",
    "HEADER_TIMEOUT_SECS",
    "MAX_CONNECTIONS_PER_ADDRESS",
    "INVITATIONS_BY_NAME_PER_HOUR",
    "OPEN_INVITATIONS_PER_INVITEE",
    "RATING_MIN_OWN_MOVES",
    "RATED_GAMES_PER_PAIR_PER_DAY",
    "LEADERBOARD_MIN_GAMES",
    "LEADERBOARD_MIN_OPPONENTS",
    "ESTABLISHED_OPPONENTS",
    "RATINGS_IGNORE_NETWORKS",
    "REPORTS_PER_HOUR",
    "COMPUTER_GAMES_PER_PERSON",
    "COMPUTER_SEARCHES",
    "REVIEW_ITERATIONS",
    "PSEUDO_LANGUAGE",
    "WEBHOOK_ALLOW_LOOPBACK",
    "RUST_LOG",
    "LOG_FORMAT",
    "NO_COLOR",
    "METRICS_ADDR",
    "METRICS_TOKEN",
];

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
        let mut warnings = Vec::new();
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
        let trusted_proxies = match lookup("TRUSTED_PROXIES") {
            Some(list) => {
                TrustedProxies::parse(&list).map_err(|e| anyhow::anyhow!("TRUSTED_PROXIES: {e}"))?
            }
            None => TrustedProxies::default(),
        };
        let trusted_proxies = if trust_proxy && trusted_proxies.is_empty() {
            warnings.push(
                "TRUST_PROXY=true is deprecated: it now means TRUSTED_PROXIES=127.0.0.1/8,::1 \
                 (a proxy on this machine); set TRUSTED_PROXIES instead"
                    .to_string(),
            );
            TrustedProxies::loopback()
        } else {
            if trust_proxy {
                warnings.push(
                    "TRUST_PROXY is deprecated and ignored beside TRUSTED_PROXIES: remove it"
                        .to_string(),
                );
            }
            trusted_proxies
        };
        let smtp_url = lookup("SMTP_URL").map(|v| v.trim().to_string());
        let mail_from = lookup("MAIL_FROM").map(|v| v.trim().to_string());
        if let Some(url) = &smtp_url {
            if !(url.starts_with("smtp://") || url.starts_with("smtps://")) {
                anyhow::bail!("SMTP_URL must start with smtp:// or smtps://");
            }
        }
        let webhook_allow_loopback = flag(&lookup, "WEBHOOK_ALLOW_LOOPBACK")?;
        let pseudo_language = flag(&lookup, "PSEUDO_LANGUAGE")?;
        let stall_days = number(&lookup, "STALL_DAYS", 60, 1..=3650)?;
        let invitation_expiry_days = number(&lookup, "INVITATION_EXPIRY_DAYS", 30, 1..=3650)?;
        let worker_interval_secs = number(&lookup, "WORKER_INTERVAL_SECS", 30, 1..=3600)? as u64;
        let digest_hour_utc = number(&lookup, "DIGEST_HOUR_UTC", 7, 0..=23)? as u8;
        let header_timeout_secs = number(&lookup, "HEADER_TIMEOUT_SECS", 20, 1..=600)? as u64;
        // Trusted proxies are not counted (src/http/serve.rs): direct clients still are.
        let max_connections_per_address =
            number(&lookup, "MAX_CONNECTIONS_PER_ADDRESS", 256, 0..=1_000_000)?;
        let max_connections_per_address =
            (max_connections_per_address > 0).then_some(max_connections_per_address as usize);
        let password_checks_per_minute =
            number(&lookup, "PASSWORD_CHECKS_PER_MINUTE", 30, 0..=100_000)? as u32;
        let password_check_wait =
            Duration::from_millis(
                number(&lookup, "PASSWORD_CHECK_WAIT_MS", 2000, 1..=60_000)? as u64
            );
        let metrics_addr = lookup("METRICS_ADDR")
            .map(|text| text.trim().parse::<SocketAddr>())
            .transpose()
            .map_err(|e| anyhow::anyhow!("METRICS_ADDR must look like 127.0.0.1:9464: {e}"))?;
        if metrics_addr.is_some_and(|a| a.port() != 0 && a == bind_addr) {
            anyhow::bail!(
                "METRICS_ADDR must differ from BIND_ADDR: the metrics are kept off the public port"
            );
        }
        let metrics_token = lookup("METRICS_TOKEN").map(|v| v.trim().to_string());
        let computer_searches = number(
            &lookup,
            "COMPUTER_SEARCHES",
            default_computer_searches(),
            1..=256,
        )? as usize;
        let computer_games_per_person =
            number(&lookup, "COMPUTER_GAMES_PER_PERSON", 10, 1..=100_000)? as u32;
        let review_iterations = match lookup("REVIEW_ITERATIONS") {
            Some(_) => Some(number(&lookup, "REVIEW_ITERATIONS", 0, 1..=10_000_000)? as u32),
            None => None,
        };
        match (&metrics_token, metrics_addr) {
            (Some(_), None) => anyhow::bail!(
                "METRICS_TOKEN is set but METRICS_ADDR is not: the metrics are served only on \
                 METRICS_ADDR"
            ),
            (Some(token), _) if token.chars().count() < 16 => {
                anyhow::bail!("METRICS_TOKEN must be at least 16 characters long")
            }
            _ => {}
        }
        Ok(Config {
            bind_addr,
            database_url,
            base_url,
            registration,
            static_dir,
            trusted_proxies,
            warnings,
            smtp_url,
            mail_from,
            webhook_allow_loopback,
            pseudo_language,
            stall_days,
            invitation_expiry_days,
            worker_interval_secs,
            digest_hour_utc,
            header_timeout_secs,
            max_connections_per_address,
            password_checks_per_minute,
            password_check_wait,
            social: SocialRules::from_lookup(&lookup)?,
            metrics_addr,
            metrics_token,
            computer_searches,
            computer_games_per_person,
            review_iterations,
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
            trusted_proxies: TrustedProxies::default(),
            warnings: Vec::new(),
            smtp_url: None,
            mail_from: None,
            webhook_allow_loopback: false,
            pseudo_language: false,
            stall_days: 60,
            invitation_expiry_days: 30,
            worker_interval_secs: 30,
            header_timeout_secs: 20,
            max_connections_per_address: Some(256),
            digest_hour_utc: 7,
            password_checks_per_minute: 30,
            password_check_wait: Duration::from_secs(2),
            social: SocialRules::default(),
            metrics_addr: None,
            metrics_token: None,
            computer_searches: 1,
            computer_games_per_person: 10,
            review_iterations: None,
        }
    }

    /// Mail goes out only with both `SMTP_URL` and `MAIL_FROM`.
    pub fn mail_enabled(&self) -> bool {
        self.smtp_url.is_some() && self.mail_from.is_some()
    }

    /// How push services reach the site's operator (the `sub` of a VAPID signature):
    /// `MAIL_FROM`'s address as a `mailto:` URL, else the site's public address.
    pub fn push_contact(&self) -> String {
        match &self.mail_from {
            Some(from) => {
                let address = from
                    .rsplit_once('<')
                    .map_or(from.as_str(), |(_, rest)| rest.trim_end_matches('>'));
                format!("mailto:{}", address.trim())
            }
            None => self.base_url.clone(),
        }
    }

    /// Cookies get the `Secure` flag when the public address is https.
    pub fn secure_cookies(&self) -> bool {
        self.base_url.starts_with("https://")
    }
}

/// A true/false variable (default false).
fn flag(lookup: &impl Fn(&str) -> Option<String>, key: &str) -> anyhow::Result<bool> {
    match lookup(key)
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase()
        .as_str()
    {
        "" | "false" | "0" | "no" => Ok(false),
        "true" | "1" | "yes" => Ok(true),
        other => anyhow::bail!("{key} must be true or false, not {other:?}"),
    }
}

/// A whole number within `range` (default when unset).
fn number(
    lookup: &impl Fn(&str) -> Option<String>,
    key: &str,
    default: i64,
    range: std::ops::RangeInclusive<i64>,
) -> anyhow::Result<i64> {
    let Some(text) = lookup(key) else {
        return Ok(default);
    };
    match text.trim().parse::<i64>() {
        Ok(n) if range.contains(&n) => Ok(n),
        _ => anyhow::bail!(
            "{key} must be a whole number from {} to {}, not {text:?}",
            range.start(),
            range.end()
        ),
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

/// Whether the log is written in colour: only on a terminal, and never with `NO_COLOR` set
/// to anything (no-color.org). A log file or journal gets plain lines, which
/// `scripts/log-errors.sh` reads. Read before the rest of the configuration, so that its
/// errors are logged already.
pub fn log_colours() -> bool {
    use std::io::IsTerminal;
    std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// How log lines are written (`LOG_FORMAT`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogFormat {
    /// Plain lines (the default), in colour on a terminal ([`log_colours`]).
    Plain,
    /// One JSON object per line (`LOG_FORMAT=json`), for a log collector.
    Json,
}

/// `LOG_FORMAT=plain|json` (default plain). Read before the rest of the configuration, like
/// [`log_colours`]; a wrong value is an error after the log is set up (plain).
pub fn log_format() -> anyhow::Result<LogFormat> {
    log_format_from(std::env::var("LOG_FORMAT").ok().as_deref())
}

fn log_format_from(value: Option<&str>) -> anyhow::Result<LogFormat> {
    match value
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase()
        .as_str()
    {
        "" | "plain" => Ok(LogFormat::Plain),
        "json" => Ok(LogFormat::Json),
        other => anyhow::bail!("LOG_FORMAT must be plain or json, not {other:?}"),
    }
}

/// The file behind a SQLite `DATABASE_URL` (`sqlite://path`, `sqlite:path` or a plain
/// path), so its folder can be created; None for Postgres or in-memory databases.
pub fn sqlite_file(database_url: &str) -> Option<PathBuf> {
    if crate::store::is_postgres(database_url) {
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
        assert!(config(&[("SMTP_URL", "http://mail")]).is_err());
        assert!(config(&[("STALL_DAYS", "0")]).is_err());
        assert!(config(&[("WEBHOOK_ALLOW_LOOPBACK", "perhaps")]).is_err());
        assert!(config(&[("MAX_CONNECTIONS_PER_ADDRESS", "-1")]).is_err());
        assert!(config(&[("PASSWORD_CHECK_WAIT_MS", "0")]).is_err());
        assert!(config(&[("PASSWORD_CHECKS_PER_MINUTE", "many")]).is_err());
        assert!(config(&[("RATED_GAMES_PER_PAIR_PER_DAY", "0")]).is_err());
        assert!(config(&[("METRICS_ADDR", "9464")]).is_err());
        assert!(config(&[("METRICS_ADDR", "127.0.0.1:8080")]).is_err());
        assert!(config(&[("METRICS_TOKEN", "a-long-enough-secret")]).is_err());
        assert!(config(&[
            ("METRICS_ADDR", "127.0.0.1:9464"),
            ("METRICS_TOKEN", "short")
        ])
        .is_err());
    }

    #[test]
    fn metrics_are_off_unless_given_an_address_of_their_own() {
        let c = config(&[]).unwrap();
        assert_eq!((c.metrics_addr, c.metrics_token), (None, None));
        let c = config(&[
            ("METRICS_ADDR", "127.0.0.1:9464"),
            ("METRICS_TOKEN", " a-long-enough-secret "),
        ])
        .unwrap();
        assert_eq!(c.metrics_addr, Some("127.0.0.1:9464".parse().unwrap()));
        assert_eq!(c.metrics_token.as_deref(), Some("a-long-enough-secret"));
    }

    #[test]
    fn the_log_is_plain_unless_json_is_asked_for() {
        assert_eq!(log_format_from(None).unwrap(), LogFormat::Plain);
        assert_eq!(log_format_from(Some(" plain ")).unwrap(), LogFormat::Plain);
        assert_eq!(log_format_from(Some("JSON")).unwrap(), LogFormat::Json);
        assert!(log_format_from(Some("xml")).is_err());
    }

    #[test]
    fn the_social_rules_are_settings() {
        assert_eq!(config(&[]).unwrap().social, SocialRules::default());
        let c = config(&[
            ("INVITATIONS_BY_NAME_PER_HOUR", "5"),
            ("OPEN_INVITATIONS_PER_INVITEE", "1"),
            ("RATING_MIN_OWN_MOVES", "4"),
            ("RATED_GAMES_PER_PAIR_PER_DAY", "2"),
            ("LEADERBOARD_MIN_GAMES", "20"),
            ("LEADERBOARD_MIN_OPPONENTS", "8"),
            ("ESTABLISHED_OPPONENTS", "3"),
            ("RATINGS_IGNORE_NETWORKS", "true"),
            ("REPORTS_PER_HOUR", "3"),
        ])
        .unwrap();
        assert_eq!(
            c.social,
            SocialRules {
                invitations_by_name_per_hour: 5,
                open_invitations_per_invitee: 1,
                rating_min_own_moves: 4,
                rated_games_per_pair_per_day: 2,
                leaderboard_min_games: 20,
                leaderboard_min_opponents: 8,
                established_opponents: 3,
                ignore_networks: true,
                reports_per_hour: 3,
            }
        );
    }

    #[test]
    fn connections_per_address_are_bounded_behind_a_proxy_too() {
        let c = config(&[]).unwrap();
        assert_eq!(c.max_connections_per_address, Some(256));
        let c = config(&[("MAX_CONNECTIONS_PER_ADDRESS", "0")]).unwrap();
        assert_eq!(c.max_connections_per_address, None);
        // The proxy's own connections are not counted (serve.rs); direct clients still are.
        let c = config(&[("TRUSTED_PROXIES", "10.0.0.1")]).unwrap();
        assert_eq!(c.max_connections_per_address, Some(256));
    }

    #[test]
    fn trusted_proxies_are_read_and_trust_proxy_means_loopback() {
        let ip = |t: &str| t.parse::<std::net::IpAddr>().unwrap();
        let c = config(&[]).unwrap();
        assert!(c.trusted_proxies.is_empty());
        assert!(c.warnings.is_empty());
        let c = config(&[("TRUSTED_PROXIES", "172.30.80.1, 10.1.0.0/16")]).unwrap();
        assert!(c.trusted_proxies.contains(ip("10.1.200.3")));
        assert!(!c.trusted_proxies.contains(ip("127.0.0.1")));
        assert!(c.warnings.is_empty());
        let c = config(&[("TRUST_PROXY", "true")]).unwrap();
        assert_eq!(c.trusted_proxies, crate::net::TrustedProxies::loopback());
        assert!(c.warnings[0].contains("deprecated"), "{:?}", c.warnings);
        let c = config(&[("TRUST_PROXY", "true"), ("TRUSTED_PROXIES", "10.0.0.1")]).unwrap();
        assert!(!c.trusted_proxies.contains(ip("127.0.0.1")));
        assert!(c.warnings[0].contains("ignored"), "{:?}", c.warnings);
        let err = config(&[("TRUSTED_PROXIES", "my-proxy")]).unwrap_err();
        assert!(err.to_string().contains("TRUSTED_PROXIES"), "{err}");
    }

    #[test]
    fn password_checks_are_limited_per_address_and_wait_two_seconds() {
        let c = config(&[]).unwrap();
        assert_eq!(c.password_checks_per_minute, 30);
        assert_eq!(c.password_check_wait, Duration::from_secs(2));
        let c = config(&[
            ("PASSWORD_CHECKS_PER_MINUTE", "0"),
            ("PASSWORD_CHECK_WAIT_MS", "250"),
        ])
        .unwrap();
        assert_eq!(c.password_checks_per_minute, 0);
        assert_eq!(c.password_check_wait, Duration::from_millis(250));
    }

    #[test]
    fn mail_needs_a_server_and_a_sender() {
        let c = config(&[]).unwrap();
        assert!(!c.mail_enabled());
        assert_eq!(c.stall_days, 60);
        assert!(!c.webhook_allow_loopback);
        let c = config(&[("SMTP_URL", "smtp://127.0.0.1:2525")]).unwrap();
        assert!(!c.mail_enabled());
        let c = config(&[
            ("SMTP_URL", "smtp://127.0.0.1:2525"),
            ("MAIL_FROM", "games@example.org"),
            ("STALL_DAYS", "30"),
        ])
        .unwrap();
        assert!(c.mail_enabled());
        assert_eq!(c.stall_days, 30);
    }
}
