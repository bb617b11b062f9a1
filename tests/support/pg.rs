//! A throwaway Postgres cluster owned by one test, which it may stop and start at will
//! (the shared cluster of `TEST_DATABASE_URL` must never be stopped: other tests use it).
//!
//! Same recipe as `scripts/test.sh`: server binaries from PATH or
//! `/usr/lib/postgresql/*/bin`, and as root the cluster runs as the `postgres` user
//! (Postgres refuses to run as root), created when missing.

use super::{free_port, set_mode, temp_dir};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::process::Command;

pub struct Cluster {
    bin: PathBuf,
    dir: PathBuf,
    data: PathBuf,
    run: PathBuf,
    pub port: u16,
    running: bool,
}

fn is_root() -> bool {
    // /proc/self belongs to the effective user of this process.
    std::fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0)
}

fn required() -> bool {
    ["CI", "MAIPENRAI_REQUIRE_POSTGRES"]
        .iter()
        .any(|v| std::env::var(v).is_ok_and(|x| !x.is_empty()))
}

fn find_bin() -> Option<PathBuf> {
    let has = |dir: &Path| dir.join("initdb").is_file() && dir.join("pg_ctl").is_file();
    if let Some(path) = std::env::var_os("PATH") {
        if let Some(dir) = std::env::split_paths(&path).find(|d| has(d)) {
            return Some(dir);
        }
    }
    let mut dirs: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path().join("bin"))
        .filter(|d| has(d))
        .collect();
    // Highest version first (numeric: 9 < 15).
    dirs.sort_by_key(|d| {
        d.parent()
            .and_then(|p| p.file_name())
            .and_then(|n| n.to_str())
            .and_then(|n| n.parse::<u32>().ok())
            .unwrap_or(0)
    });
    dirs.pop()
}

/// A command run as the `postgres` user when we are root, from `/`.
fn as_pg(program: &Path) -> Command {
    let mut cmd = if is_root() {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(program);
        c
    } else {
        Command::new(program)
    };
    cmd.current_dir("/");
    cmd
}

fn run(mut cmd: Command, what: &str) {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {what}: {e}"));
    assert!(
        out.status.success(),
        "{what} failed: {}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

fn ensure_postgres_user() {
    let exists = Command::new("id")
        .arg("postgres")
        .output()
        .is_ok_and(|o| o.status.success());
    if !exists {
        run(
            {
                let mut c = Command::new("useradd");
                c.args([
                    "--system",
                    "--user-group",
                    "--no-create-home",
                    "--shell",
                    "/bin/sh",
                    "postgres",
                ]);
                c
            },
            "useradd postgres",
        );
    }
}

impl Cluster {
    /// Initialises and starts a cluster on a free port of 127.0.0.1. None when no server
    /// binaries are installed, unless CI / MAIPENRAI_REQUIRE_POSTGRES demand Postgres.
    pub fn start() -> Option<Cluster> {
        let Some(bin) = find_bin() else {
            assert!(
                !required(),
                "Postgres is required here, but there are no server binaries (initdb, pg_ctl) \
                 in PATH or /usr/lib/postgresql/*/bin; this test starts a cluster of its own"
            );
            eprintln!("no Postgres server binaries: skipping the Postgres part");
            return None;
        };
        let dir = temp_dir("maipenrai-pg");
        let data = dir.join("data");
        let run_dir = dir.join("run");
        std::fs::create_dir_all(&data).expect("data dir");
        std::fs::create_dir_all(&run_dir).expect("run dir");
        set_mode(&data, 0o700);
        if is_root() {
            ensure_postgres_user();
            let mut c = Command::new("chown");
            c.arg("postgres:").arg(&data).arg(&run_dir);
            run(c, "chown");
        }
        let mut initdb = as_pg(&bin.join("initdb"));
        initdb.arg(format!("--pgdata={}", data.display())).args([
            "--username=postgres",
            "--auth=trust",
            "--encoding=UTF8",
            "--locale=C",
            "--no-sync",
        ]);
        run(initdb, "initdb");
        let mut cluster = Cluster {
            bin,
            dir,
            data,
            run: run_dir,
            port: free_port(),
            running: false,
        };
        cluster.start_server();
        Some(cluster)
    }

    /// Starts the (stopped) server again on the same port.
    pub fn start_server(&mut self) {
        let options = format!(
            "-c listen_addresses=127.0.0.1 -c port={} -c unix_socket_directories={} \
             -c fsync=off -c synchronous_commit=off -c full_page_writes=off \
             -c max_connections=100",
            self.port,
            self.run.display()
        );
        let mut cmd = as_pg(&self.bin.join("pg_ctl"));
        cmd.arg(format!("--pgdata={}", self.data.display()))
            .arg(format!("--log={}", self.run.join("postgres.log").display()))
            .args(["--wait", "--timeout=60", "-o", &options, "start"]);
        run(cmd, "pg_ctl start");
        self.running = true;
    }

    /// Stops the server: `fast` (sessions are told, 57P01) or `immediate` (like a crash).
    pub fn stop_server(&mut self, mode: &str) {
        let mut cmd = as_pg(&self.bin.join("pg_ctl"));
        cmd.arg(format!("--pgdata={}", self.data.display())).args([
            "--mode",
            mode,
            "--wait",
            "--timeout=60",
            "stop",
        ]);
        run(cmd, "pg_ctl stop");
        self.running = false;
    }

    /// The URL of `database` on this cluster.
    pub fn url(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }

    /// Creates an empty database and returns its URL.
    pub async fn create_database(&self, name: &str) -> String {
        use sqlx::Connection;
        let mut admin = sqlx::PgConnection::connect(&self.url("postgres"))
            .await
            .expect("connect to the throwaway cluster");
        sqlx::query(&format!(r#"CREATE DATABASE "{name}""#))
            .execute(&mut admin)
            .await
            .expect("create a database");
        admin.close().await.ok();
        self.url(name)
    }

    /// The server's log so far (for failure messages).
    pub fn log(&self) -> String {
        std::fs::read_to_string(self.run.join("postgres.log")).unwrap_or_default()
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        if self.running {
            let mut cmd = as_pg(&self.bin.join("pg_ctl"));
            cmd.arg(format!("--pgdata={}", self.data.display())).args([
                "--mode",
                "immediate",
                "--wait",
                "stop",
            ]);
            let _ = cmd.output();
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
