//! The `maipenrai` server binary: reads the configuration, opens the database and serves.

use anyhow::Context;
use clap::{Parser, Subcommand};
use maipenrai::config::{self, Config, LogFormat};
use maipenrai::http::serve::{self, serve};
use maipenrai::http::{app, AppState};
use maipenrai::ops;
use std::path::PathBuf;
use std::process::ExitCode;
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

/// The command line (`maipenrai --help`). Every setting comes from the environment
/// (README "Configuration", `.env.example`); `--help` and `--version` read none of it and
/// touch nothing.
#[derive(Parser)]
#[command(
    name = "maipenrai",
    version,
    about = "Mai Pen Rai: a self-hosted play-by-web board-game site",
    after_help = "Settings come from environment variables (DATABASE_URL, BIND_ADDR, ...): \
                  see the README and .env.example. Without a command, the server starts."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the site (the default)
    Serve,
    /// Replay every stored game and list those whose record no longer replays (exit status 1
    /// if any)
    Check,
    /// Check a finished game's downloaded log against the commitment published when it
    /// started (exit status 1 if they differ)
    Verify {
        /// The export (`GET /api/v1/games/{id}/export`), or - for standard input
        file: String,
    },
    /// Name the moderators
    Admin {
        #[command(subcommand)]
        action: AdminAction,
    },
    /// Copy the whole site into another, new and empty, database (SQLite or Postgres),
    /// with every server on both stopped
    Migrate {
        /// The new database: postgres://user:password@host/database or sqlite://path
        #[arg(long)]
        to: String,
    },
    /// Back up the SQLite database into a new file, while the server runs
    Backup {
        /// The backup file to make (must not exist yet)
        file: PathBuf,
    },
    /// Replace the SQLite database with a backup, with the server stopped; the database it
    /// replaces is kept beside it
    Restore {
        /// A backup made by `maipenrai backup`
        file: PathBuf,
    },
    /// Ask the server at BIND_ADDR for /healthz: exit status 0 when healthy (the container's
    /// health check)
    Healthcheck,
}

#[derive(Subcommand)]
enum AdminAction {
    /// Make the person NAME a moderator
    Grant { name: String },
    /// End NAME's moderator role
    Revoke { name: String },
    /// List the moderators
    List,
    /// Mark the people NAME… established players (docs/social.md § Fair play)
    Establish {
        #[arg(required = true)]
        names: Vec<String>,
    },
    /// Void the ratings of NAME… (every rating is computed again without them)
    Void {
        #[arg(required = true)]
        names: Vec<String>,
    },
    /// Lift the void of NAME…'s ratings (every rating is computed again)
    RestoreRatings {
        #[arg(required = true)]
        names: Vec<String>,
    },
    /// Print the computer's review of the finished game GAME: each decision judged from
    /// what its player could see then (docs/computer-players.md); with --again, queue the
    /// site's stored review of it to be computed anew instead (after the reviewer changed)
    Review {
        /// The game's id, as in its address /games/{id}
        game: uuid::Uuid,
        /// Queue the stored review again (the running server computes it) instead of printing
        #[arg(long)]
        again: bool,
    },
}

/// What a failed command exits with: 2 when it was refused before it did anything (a
/// server runs on the database, a Postgres database for a SQLite command), else 1.
fn failed(e: &anyhow::Error) -> ExitCode {
    eprintln!("error: {e:#}");
    if e.downcast_ref::<ops::Refused>().is_some()
        || e.downcast_ref::<maipenrai::store::maintenance::ServerRunning>()
            .is_some()
    {
        ExitCode::from(2)
    } else {
        ExitCode::FAILURE
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let log_format = config::log_format();
    init_logging(log_format.as_ref().map_or(LogFormat::Plain, |f| *f));
    if let Err(e) = log_format {
        return failed(&e);
    }
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(e) => return failed(&e.into()),
    };
    match runtime.block_on(run(cli.command.unwrap_or(Command::Serve))) {
        Ok(code) => code,
        Err(e) => failed(&e),
    }
}

async fn run(command: Command) -> anyhow::Result<ExitCode> {
    // Read when a command needs it: `verify` reads a file only.
    let config = || -> anyhow::Result<Config> {
        let config = Config::from_env()?;
        if config.pseudo_language {
            maipenrai::game::text::enable_pseudo();
        }
        Ok(config)
    };
    match command {
        Command::Verify { file } => verify(&file),
        Command::Serve => serve_site(config()?).await.map(|()| ExitCode::SUCCESS),
        Command::Check => check(config()?).await,
        Command::Admin { action } => admin(config()?, action).await.map(|()| ExitCode::SUCCESS),
        Command::Migrate { to } => migrate(config()?, to).await.map(|()| ExitCode::SUCCESS),
        Command::Backup { file } => {
            println!("{}", ops::backup(&config()?, &file).await?);
            Ok(ExitCode::SUCCESS)
        }
        Command::Restore { file } => {
            println!("{}", ops::restore(&config()?, &file).await?);
            Ok(ExitCode::SUCCESS)
        }
        Command::Healthcheck => {
            ops::healthcheck(config()?.bind_addr)?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// `maipenrai verify <file>`: checks a finished game's exported log (`GET
/// /api/v1/games/{id}/export`; `-` reads it from standard input) — its setup against the
/// commitment published when it started (`docs/verifiable-setup.md`). Exit status 1 when
/// they do not match.
fn verify(path: &str) -> anyhow::Result<ExitCode> {
    let verdict = if path == "-" {
        maipenrai::commitment::verify_export_from(std::io::stdin().lock())
    } else {
        let file = std::fs::File::open(path).with_context(|| format!("cannot read {path}"))?;
        maipenrai::commitment::verify_export_from(file)
    };
    match verdict {
        Ok(said) => {
            println!("{said}");
            Ok(ExitCode::SUCCESS)
        }
        Err(why) => {
            // A verdict for people, not a failure of the program.
            eprintln!("{path}: {why}");
            Ok(ExitCode::FAILURE)
        }
    }
}

/// Serves the site until SIGTERM or Ctrl-C.
async fn serve_site(config: Config) -> anyhow::Result<()> {
    serve::raise_open_file_limit();
    if let Some(dir) = config::sqlite_file(&config.database_url)
        .as_deref()
        .and_then(std::path::Path::parent)
        .filter(|d| !d.as_os_str().is_empty())
    {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("cannot create the database folder {}", dir.display()))?;
    }
    // Held while the server runs: `restore` and `migrate` refuse this database meanwhile.
    let _lock = ops::before_serving(&config).await?;
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
    for warning in &config.warnings {
        tracing::warn!("{warning}");
    }
    if !config.trusted_proxies.is_empty() {
        tracing::info!(
            trusted_proxies = %config.trusted_proxies.describe(),
            "X-Forwarded-For is read from these peers only"
        );
    }
    let live = maipenrai::live::Live::connect(&config.database_url)
        .await
        .context("cannot set up live updates")?;
    let state = AppState::with_live(store, config, live);
    state.service.warn_of_shared_local_address().await;
    // Deadlines, notifications and the outbox (docs/notifications.md).
    let (stop_worker, worker) = maipenrai::notify::spawn(state.service.clone())?;
    // Computer players think in the background, one move at a time.
    let (stop_computers, computers) = maipenrai::service::computers::spawn(state.service.clone());
    let live = state.service.live().clone();
    let limits = serve::Limits::from_config(&state.config);
    if let Some(addr) = state.config.metrics_addr {
        serve_metrics(addr, &state, limits.clone()).await?;
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
    let router = maipenrai::http::metrics::router(state.service.clone(), token);
    tokio::spawn(serve(listener, router, limits, std::future::pending()));
    Ok(())
}

/// `maipenrai admin grant NAME | revoke NAME | list`: the operator names the moderators
/// (docs/moderation.md). Each change is kept in the moderators' record as the operator's.
/// `establish NAME…`, `void NAME…`, `restore-ratings NAME…`: fair play for ratings
/// (docs/social.md § Fair play), kept in the fair-play record as the operator's.
async fn admin(config: Config, action: AdminAction) -> anyhow::Result<()> {
    let service = ops::operator_service(config).await?;
    let (grant, name) = match action {
        AdminAction::List => {
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
        AdminAction::Review { game, again: true } => {
            service
                .review_again(game)
                .await
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            println!("the review of {game} is queued; the server's computer players compute it");
            return Ok(());
        }
        AdminAction::Review { game, again: false } => {
            let decisions = service
                .review_game(game, None)
                .await
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            for line in review_lines(&decisions) {
                println!("{line}");
            }
            return Ok(());
        }
        AdminAction::Grant { name } => (true, name),
        AdminAction::Revoke { name } => (false, name),
        AdminAction::Establish { names } => {
            for name in names {
                match service.establish(None, &name, "").await {
                    Ok(true) => println!("{name} is established now"),
                    Ok(false) => println!("{name} was established already"),
                    Err(e) => anyhow::bail!("{name}: {e}"),
                }
            }
            return Ok(());
        }
        AdminAction::Void { names } => {
            let voided = service
                .void_ratings(None, &names, "")
                .await
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            println!("voided the ratings of {voided} (the others were voided already); every rating is computed again by the server's worker");
            return Ok(());
        }
        AdminAction::RestoreRatings { names } => {
            for name in names {
                match service.restore_ratings(None, &name, "").await {
                    Ok(true) => println!("{name}'s ratings are restored; every rating is computed again by the server's worker"),
                    Ok(false) => println!("{name}'s ratings were not voided"),
                    Err(e) => anyhow::bail!("{name}: {e}"),
                }
            }
            return Ok(());
        }
    };
    let changed = service
        .set_moderator(&name, grant)
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

/// The operator's reading of a review: a line per decision (the move played, the
/// computer's choice when it differs, both estimates and the mark), then a line per player
/// summing up.
fn review_lines(decisions: &[maipenrai::service::reviews::ReviewedDecision]) -> Vec<String> {
    let percent = |v: f64| format!("{:.0} %", v * 100.0);
    let mut lines = Vec::new();
    let mut players: Vec<(&str, usize, f64, Vec<usize>)> = Vec::new();
    for d in decisions {
        let j = &d.judgement;
        let verdict = format!("{:?}", j.verdict()).to_lowercase();
        lines.push(if j.played == j.preferred {
            format!(
                "{:>3} {}: {} ({}), the computer's choice too",
                d.step,
                d.player,
                j.played,
                percent(j.played_value)
            )
        } else {
            format!(
                "{:>3} {}: {} ({}); the computer prefers {} ({}): {verdict}",
                d.step,
                d.player,
                j.played,
                percent(j.played_value),
                j.preferred,
                percent(j.preferred_value)
            )
        });
        let at = match players.iter().position(|p| p.0 == d.player) {
            Some(at) => at,
            None => {
                players.push((&d.player, 0, 0.0, vec![0; 4]));
                players.len() - 1
            }
        };
        let player = &mut players[at];
        player.1 += 1;
        player.2 += j.loss();
        player.3[j.verdict() as usize] += 1;
    }
    for (name, count, loss, marks) in players {
        lines.push(format!(
            "{name}: {count} decisions, {} inaccuracies, {} mistakes, {} blunders, {} lost on average",
            marks[1],
            marks[2],
            marks[3],
            percent(loss / count as f64)
        ));
    }
    lines
}

/// `maipenrai migrate --to URL`: copies the whole site from DATABASE_URL into a new,
/// empty database (SQLite or Postgres, either way; src/store/migrate.rs), then replays
/// every game there. The source is left as it was.
async fn migrate(config: Config, to: String) -> anyhow::Result<()> {
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
    let damaged = ops::replay_every_game(target).await?;
    if damaged > 0 {
        anyhow::bail!(
            "{damaged} copied games do not replay: the copy is committed; keep the server on \
             the old database and report the games listed above"
        );
    }
    println!(
        "the site is copied: {rows} rows, every game replays; point DATABASE_URL at the new \
         database"
    );
    Ok(())
}

/// `maipenrai check`: replays every stored game and lists those that no longer replay
/// (exit status 1 when there is any), for an operator after a restore or an upgrade.
async fn check(config: Config) -> anyhow::Result<ExitCode> {
    let damaged = ops::replay_every_game(config).await?;
    if damaged == 0 {
        eprintln!("every game replays");
        Ok(ExitCode::SUCCESS)
    } else {
        eprintln!("{damaged} games do not replay");
        Ok(ExitCode::FAILURE)
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
