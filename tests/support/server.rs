//! The real `maipenrai` binary, started on a free port of 127.0.0.1 with a given
//! database, and killed with SIGKILL when the test says so (or when dropped).

use super::{free_port, poll, temp_dir};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

pub struct Server {
    child: Option<Child>,
    pub port: u16,
    pub database_url: String,
    log: PathBuf,
    dir: PathBuf,
}

/// How long a server may take to answer /healthz after it was started.
const START_LIMIT: Duration = Duration::from_secs(30);

impl Server {
    /// Starts the binary and waits until `/healthz` answers 200.
    pub async fn start(database_url: &str) -> Server {
        Self::start_with(database_url, &[]).await
    }

    /// [`Server::start`] with more environment variables.
    pub async fn start_with(database_url: &str, env: &[(&str, &str)]) -> Server {
        Self::start_via(database_url, env, &[]).await
    }

    /// [`Server::start_with`] through a wrapper command that ends by running the binary
    /// given as its last argument, e.g. `["sh", "-c", "ulimit -Sn 256 && exec \"$0\""]`
    /// (the process keeps its id through `exec`).
    pub async fn start_via(database_url: &str, env: &[(&str, &str)], wrapper: &[&str]) -> Server {
        let dir = temp_dir("maipenrai-server");
        let mut last_log = String::new();
        // A port found free may be taken before the server binds it: try a few.
        for _ in 0..3 {
            let port = free_port();
            let log = dir.join(format!("server-{port}.log"));
            let out = std::fs::File::create(&log).expect("log file");
            let err = out.try_clone().expect("log file");
            let binary = env!("CARGO_BIN_EXE_maipenrai");
            let mut command = match wrapper.split_first() {
                Some((program, args)) => {
                    let mut c = Command::new(program);
                    c.args(args).arg(binary);
                    c
                }
                None => Command::new(binary),
            };
            let child = command
                .env("DATABASE_URL", database_url)
                .env("BIND_ADDR", format!("127.0.0.1:{port}"))
                .env("BASE_URL", format!("http://127.0.0.1:{port}"))
                .env("RUST_LOG", "warn")
                .envs(env.iter().copied())
                .current_dir(env!("CARGO_MANIFEST_DIR"))
                .stdin(Stdio::null())
                .stdout(out)
                .stderr(err)
                .spawn()
                .expect("start the maipenrai binary");
            let mut server = Server {
                child: Some(child),
                port,
                database_url: database_url.to_string(),
                log,
                dir: dir.clone(),
            };
            if server.wait_ready().await {
                return server;
            }
            last_log = server.log();
            server.kill();
        }
        panic!("the server did not start; its log:\n{last_log}");
    }

    async fn wait_ready(&mut self) -> bool {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(2))
            .build()
            .expect("client");
        let url = self.url("/healthz");
        let deadline = std::time::Instant::now() + START_LIMIT;
        while std::time::Instant::now() < deadline {
            if let Some(child) = self.child.as_mut() {
                if child.try_wait().ok().flatten().is_some() {
                    return false;
                }
            }
            if let Ok(res) = client.get(&url).send().await {
                if res.status().is_success() {
                    return true;
                }
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        false
    }

    /// `http://127.0.0.1:<port><path>`.
    pub fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }

    /// SIGKILL (kill -9): no graceful shutdown, nothing flushed.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// The server's process id (None once it was killed).
    pub fn pid(&self) -> Option<u32> {
        self.child.as_ref().map(Child::id)
    }

    /// Sends a signal by name (`TERM`, `STOP`, `CONT`) with kill(1).
    pub fn signal(&self, name: &str) {
        let pid = self.pid().expect("a running server");
        let status = Command::new("kill")
            .args(["-s", name, &pid.to_string()])
            .status()
            .expect("run kill");
        assert!(status.success(), "kill -s {name} {pid} failed");
    }

    /// Waits up to `limit` for the process to end by itself; its exit status, or None.
    pub async fn wait_exit(&mut self, limit: Duration) -> Option<std::process::ExitStatus> {
        let deadline = std::time::Instant::now() + limit;
        let child = self.child.as_mut()?;
        loop {
            if let Some(status) = child.try_wait().ok().flatten() {
                self.child = None;
                return Some(status);
            }
            if std::time::Instant::now() >= deadline {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    pub fn is_running(&mut self) -> bool {
        self.child
            .as_mut()
            .is_some_and(|c| c.try_wait().ok().flatten().is_none())
    }

    /// Everything the server logged so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Waits until /healthz answers with `status` (e.g. 503 while the database is down).
    pub async fn wait_health(&self, status: u16, limit: Duration) {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(10))
            .build()
            .expect("client");
        let url = self.url("/healthz");
        poll(limit, &format!("/healthz to answer {status}"), || {
            let client = client.clone();
            let url = url.clone();
            async move {
                let res = client.get(&url).send().await.ok()?;
                (res.status().as_u16() == status).then_some(())
            }
        })
        .await
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
