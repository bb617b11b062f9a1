//! The `maipenrai` server binary: reads the configuration, opens the database and serves.

use anyhow::Context;
use maipenrai::config::{self, Config, LogFormat};
use maipenrai::http::serve::{self, serve};
use maipenrai::http::{app, AppState};
use tracing_subscriber::EnvFilter;

/// mimalloc instead of glibc's malloc: a page view makes many small allocations, and
/// glibc's allocator was ~12 % of the server's CPU under load (docs/performance.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The log: plain lines (in colour on a terminal), or with `LOG_FORMAT=json` one JSON
/// object per line, each with its span's fields (a request's line: method, route template,
/// request id, status and latency; never its path or query, which may hold secrets).
fn init_logging(format: LogFormat) {
    let builder = tracing_subscriber::fmt().with_env_filter(
        EnvFilter::try_from_default_env()
            .unwrap_or_else(|_| EnvFilter::new("info,tower_http=info,sqlx=warn")),
    );
    match format {
        LogFormat::Plain => builder.with_ansi(config::log_colours()).init(),
        LogFormat::Json => builder
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .with_span_list(false)
            .init(),
    }
}

/// `maipenrai verify <file>`: checks a finished game's exported log (`GET
/// /api/v1/games/{id}/export`; `-` reads it from standard input) — its setup against the
/// commitment published when it started (`docs/verifiable-setup.md`). Exit status 1 when
/// they do not match.
fn verify(path: Option<String>) -> anyhow::Result<()> {
    let path = path.context("usage: maipenrai verify <export file> (or - for standard input)")?;
    let text = if path == "-" {
        std::io::read_to_string(std::io::stdin()).context("cannot read standard input")?
    } else {
        std::fs::read_to_string(&path).with_context(|| format!("cannot read {path}"))?
    };
    match maipenrai::commitment::verify_export(&text) {
        Ok(said) => {
            println!("{said}");
            Ok(())
        }
        Err(why) => {
            // A verdict for people, not a failure of the program: no backtrace.
            eprintln!("{path}: {why}");
            std::process::exit(1)
        }
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let log_format = config::log_format();
    init_logging(log_format.as_ref().map_or(LogFormat::Plain, |f| *f));
    log_format?;

    // Needs no configuration: it reads a file.
    if std::env::args().nth(1).as_deref() == Some("verify") {
        return verify(std::env::args().nth(2));
    }
    let config = Config::from_env()?;
    if config.pseudo_language {
        maipenrai::game::text::enable_pseudo();
    }
    match std::env::args().nth(1).as_deref() {
        None | Some("serve") => {}
        Some("check") => return check(config).await,
        Some("admin") => return admin(config, std::env::args().skip(2).collect()).await,
        Some("migrate") => return migrate(config, std::env::args().skip(2).collect()).await,
        Some(other) => anyhow::bail!(
            "unknown command {other:?}: `maipenrai` serves the site, `maipenrai check` lists \
             every game whose stored record no longer replays, `maipenrai admin` manages \
             moderators, `maipenrai migrate --to URL` copies the site to another database, \
             `maipenrai verify <export file>` checks a finished game's setup \
             against its commitment"
        ),
    }
    serve::raise_open_file_limit();
    if let Some(dir) = config::sqlite_file(&config.database_url)
        .as_deref()
        .and_then(std::path::Path::parent)
        .filter(|d| !d.as_os_str().is_empty())
    {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("cannot create the database folder {}", dir.display()))?;
    }
    let store = maipenrai::store::connect(&config.database_url)
        .await
        .context("cannot open the database")?;
    let listener = tokio::net::TcpListener::bind(config.bind_addr)
        .await
        .with_context(|| format!("cannot listen on {}", config.bind_addr))?;
    tracing::info!(
        addr = %config.bind_addr,
        base_url = %config.base_url,
        registration = ?config.registration,
        "Mai Pen Rai is listening"
    );
    let live = maipenrai::live::Live::connect(&config.database_url)
        .await
        .context("cannot set up live updates")?;
    let state = AppState::with_live(store, config, live);
    // Deadlines, notifications and the outbox (docs/notifications.md).
    let (stop_worker, worker) = maipenrai::notify::spawn(state.service.clone())?;
    // Computer players think in the background, one move at a time.
    let (stop_computers, computers) = maipenrai::service::computers::spawn(state.service.clone());
    let live = state.service.live().clone();
    let limits = serve::Limits::from_config(&state.config);
    if let Some(addr) = state.config.metrics_addr {
        serve_metrics(addr, &state, limits).await?;
    }
    let router = app(state);
    serve(listener, router, limits, async move {
        shutdown_signal().await;
        // Open live streams end now; otherwise they would hold up the shutdown.
        live.close();
    })
    .await;
    // The worker finishes its current pass; whatever it has not delivered stays in the
    // outbox for the next start.
    let _ = stop_worker.send(true);
    let _ = stop_computers.send(true);
    if tokio::time::timeout(std::time::Duration::from_secs(10), computers)
        .await
        .is_err()
    {
        tracing::warn!("the computer players did not stop within 10 s");
    }
    if tokio::time::timeout(std::time::Duration::from_secs(30), worker)
        .await
        .is_err()
    {
        tracing::warn!("the background worker did not stop within 30 s");
    }
    tracing::info!("stopped");
    Ok(())
}

/// Records metrics from now on and serves them at `GET /metrics` on `addr`, a listener of
/// their own (docs/operations.md). It ends with the process.
async fn serve_metrics(
    addr: std::net::SocketAddr,
    state: &AppState,
    limits: serve::Limits,
) -> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .with_context(|| format!("cannot listen on METRICS_ADDR {addr}"))?;
    let token = state.config.metrics_token.clone();
    if !addr.ip().is_loopback() && token.is_none() {
        tracing::warn!(
            %addr,
            "the metrics can be read by anyone who reaches this address: set METRICS_TOKEN \
             or keep METRICS_ADDR on 127.0.0.1"
        );
    }
    tracing::info!(addr = %listener.local_addr()?, token = token.is_some(), "metrics at /metrics");
    let router = maipenrai::metrics::router(state.service.clone(), token);
    tokio::spawn(serve(listener, router, limits, std::future::pending()));
    Ok(())
}

/// The service over the configured database, for a command run by the operator.
async fn operator_service(config: Config) -> anyhow::Result<maipenrai::service::Service> {
    let store = maipenrai::store::connect(&config.database_url)
        .await
        .context("cannot open the database")?;
    Ok(maipenrai::service::Service::new(
        store,
        std::sync::Arc::new(config),
        maipenrai::live::Live::in_process(),
    ))
}

const ADMIN_USAGE: &str = "usage: maipenrai admin grant NAME | revoke NAME | list
  grant NAME   make the person NAME a moderator
  revoke NAME  end NAME's moderator role
  list         list the moderators";

/// `maipenrai admin grant NAME | revoke NAME | list`: the operator names the moderators
/// (docs/moderation.md). Each change is kept in the moderators' record as the operator's.
async fn admin(config: Config, args: Vec<String>) -> anyhow::Result<()> {
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    let (grant, name) = match words.as_slice() {
        ["list"] => {
            let service = operator_service(config).await?;
            let moderators = service
                .moderators()
                .await
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            if moderators.is_empty() {
                eprintln!("there are no moderators; make one with `maipenrai admin grant NAME`");
            }
            for m in moderators {
                println!("{}", m.username);
            }
            return Ok(());
        }
        ["grant", name] => (true, *name),
        ["revoke", name] => (false, *name),
        _ => anyhow::bail!("{ADMIN_USAGE}"),
    };
    let service = operator_service(config).await?;
    let changed = service
        .set_moderator(name, grant)
        .await
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    match (grant, changed) {
        (true, true) => println!("{name} is a moderator now"),
        (true, false) => println!("{name} was a moderator already"),
        (false, true) => println!("{name} is no longer a moderator"),
        (false, false) => println!("{name} was not a moderator"),
    }
    Ok(())
}

/// `maipenrai migrate --to URL`: copies the whole site from DATABASE_URL into a new,
/// empty database (SQLite or Postgres, either way; src/store/migrate.rs), then replays
/// every game there. The source is left as it was.
async fn migrate(config: Config, args: Vec<String>) -> anyhow::Result<()> {
    let to = match args.as_slice() {
        [flag, url] if flag == "--to" => url.clone(),
        _ => anyhow::bail!(
            "usage: maipenrai migrate --to URL   (copies the site at DATABASE_URL into the new \
             database URL: postgres://user:password@host/database or sqlite://path)"
        ),
    };
    let from = config.database_url.clone();
    let copied =
        maipenrai::store::migrate::copy_site(&from, &to, |done| eprintln!("copied {done}")).await?;
    let rows: u64 = copied.tables.values().sum();
    eprintln!(
        "copied {rows} rows of {} tables; replaying every game",
        copied.tables.len()
    );
    let target = Config {
        database_url: to,
        ..config
    };
    let damaged = replay_every_game(target).await?;
    if damaged > 0 {
        anyhow::bail!("{damaged} copied games do not replay");
    }
    println!("the site is copied: {rows} rows, every game replays; point DATABASE_URL at the new database");
    Ok(())
}

/// Replays every game of the configured database, counting on standard error and listing
/// each game that does not replay (id and reason) on standard output; how many.
async fn replay_every_game(config: Config) -> anyhow::Result<usize> {
    let service = operator_service(config).await?;
    let damaged = service
        .damaged_games(|checked| eprint!("\rchecked {checked} games"))
        .await
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    eprintln!();
    for (game_id, reason) in &damaged {
        println!("{game_id}\t{reason}");
    }
    Ok(damaged.len())
}

/// `maipenrai check`: replays every stored game and lists those that no longer replay
/// (exit status 1 when there is any), for an operator after a restore or an upgrade.
async fn check(config: Config) -> anyhow::Result<()> {
    let damaged = replay_every_game(config).await?;
    if damaged == 0 {
        eprintln!("every game replays");
        Ok(())
    } else {
        eprintln!("{damaged} games do not replay");
        std::process::exit(1);
    }
}

/// Resolves on SIGINT (Ctrl-C) or SIGTERM; queued connections and requests in flight are
/// then served (src/http/serve.rs).
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = terminate => {},
    }
    tracing::info!("shutting down: finishing queued connections and requests in flight");
}
