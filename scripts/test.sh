#!/usr/bin/env bash
# Runs the whole test suite against SQLite and a real Postgres, then the browser end-to-end
# tests (e2e/, whole games clicked through in headless Chromium).
#
#   scripts/test.sh                          # everything
#   scripts/test.sh --test store_contract    # arguments go to `cargo test` (no browser tests)
#   E2E=0 scripts/test.sh                    # everything but the browser tests
#   E2E=1 scripts/test.sh --test api_v1      # the browser tests even with arguments
#
# The browser tests run by default when no arguments are given: after `cargo test` this
# makes sure the server binary is built (`cargo test --no-run`), installs e2e/node_modules with `npm ci` when it
# is missing or older than e2e/package-lock.json, and runs `node --test` on e2e/*.test.mjs.
# They need Node.js (>= 18, with npm) and Chromium at /usr/bin/chromium (Debian:
# `apt-get install chromium`; CHROMIUM=/path/to/chrome for another one); when they should
# run and either is missing, the script fails at once and says what to install.
#
# Unless TEST_DATABASE_URL is already set, this starts a throwaway Postgres cluster (server
# binaries from PATH or /usr/lib/postgresql/*/bin) on a free port of 127.0.0.1. Postgres
# refuses to run as root, so as root the cluster runs as the `postgres` user (created if
# missing). The cluster and every temporary file of the tests (their SQLite databases
# included: TMPDIR points into our temp dir) are removed at the end, whatever happens.
set -euo pipefail

cd "$(dirname "$0")/.."

# The tests panic instead of skipping Postgres when this is set (see tests/support/databases.rs).
export MAIPENRAI_REQUIRE_POSTGRES=1

# Browser tests: E2E=0 never, E2E=1 always, otherwise only for the whole suite (no
# arguments: arguments choose cargo test targets or tests).
run_e2e=0
case "${E2E:-}" in
    0 | false | no) run_e2e=0 ;;
    1 | true | yes) run_e2e=1 ;;
    "") if [[ $# -eq 0 ]]; then run_e2e=1; fi ;;
    *)
        echo "error: E2E must be 0 or 1, not '$E2E'" >&2
        exit 2
        ;;
esac

# Fails early (before the long cargo run) when the browser tests cannot run.
check_e2e_tools() {
    local chromium="${CHROMIUM:-/usr/bin/chromium}" major
    if ! command -v node >/dev/null; then
        echo "error: the browser tests need Node.js (>= 18) and npm: install them (Debian:" >&2
        echo "  apt-get install nodejs npm), or skip the browser tests with E2E=0." >&2
        return 1
    fi
    major="$(node -p 'process.versions.node.split(".")[0]')"
    if ((major < 18)); then
        echo "error: the browser tests need Node.js >= 18, found $(node --version)." >&2
        return 1
    fi
    if [[ ! -x "$chromium" ]]; then
        echo "error: the browser tests need Chromium at $chromium: install it (Debian:" >&2
        echo "  apt-get install chromium) or set CHROMIUM=/path/to/chromium; skip them with E2E=0." >&2
        echo "  (Never 'npx playwright install': the tests use the system's Chromium.)" >&2
        return 1
    fi
    if e2e_deps_stale && ! command -v npm >/dev/null; then
        echo "error: e2e/node_modules must be installed and npm is missing: install npm" >&2
        echo "  (Debian: apt-get install npm), or skip the browser tests with E2E=0." >&2
        return 1
    fi
}

# npm writes node_modules/.package-lock.json on every install: older than the lock file
# (or missing) means e2e/node_modules does not match e2e/package-lock.json.
e2e_deps_stale() {
    [[ ! -f e2e/node_modules/playwright-core/package.json ]] ||
        [[ e2e/package-lock.json -nt e2e/node_modules/.package-lock.json ]]
}

# (Called in an `||` list, where `set -e` does not apply: every step checks itself.)
run_browser_tests() {
    echo "--- browser end-to-end tests (e2e/)"
    # The server binary as `cargo test` builds it (target/debug/maipenrai, the test profile):
    # nothing to do after the whole suite, where `cargo build` would build every crate once
    # more (the dev profile, without the dev-dependencies' features).
    cargo test --no-run --all-targets || return
    if e2e_deps_stale; then
        npm ci --prefix e2e --no-audit --no-fund || return
    fi
    # Explicit files (expanded by bash) work with every Node version's --test.
    node --test e2e/*.test.mjs
}

if ((run_e2e)); then
    check_e2e_tools
fi

# --no-fail-fast: one failing target must not hide the results of the others.
# `--all-targets` overrides any target selection in cargo, so only add it when the caller
# chose none (e.g. `--test store_contract` must run just that test).
cargo_test() {
    local arg
    for arg in "$@"; do
        case "$arg" in
            --) break ;;
            --lib | --bins | --bin | --bin=* | --tests | --test | --test=* | --examples | \
                --example | --example=* | --benches | --bench | --bench=* | --all-targets | --doc)
                cargo test --no-fail-fast "$@"
                return
                ;;
        esac
    done
    # `--all-targets` leaves out the documentation's examples, among them the compile-fail
    # ones that show what a game's web side cannot reach (src/game/seen.rs): run them too.
    local status=0
    cargo test --no-fail-fast --all-targets "$@" || status=$?
    cargo test --no-fail-fast --doc "$@" || status=$?
    return "$status"
}

# as_pg, start_postgres, stop_postgres: the throwaway Postgres cluster.
source scripts/pg.sh

tmp="$(mktemp -d "${TMPDIR:-/tmp}/maipenrai-test.XXXXXX")"
# Tests start Postgres and the server as other users (root cannot run Postgres) inside it.
chmod 755 "$tmp"
cleanup() {
    stop_postgres
    rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
    echo "Using the Postgres at TEST_DATABASE_URL."
else
    start_postgres "$tmp"
    export TEST_DATABASE_URL="$pg_url"
fi

mkdir -p "$tmp/tmp"
export TMPDIR="$tmp/tmp"
# A failure of cargo test must not hide the browser tests' results either: run both, then
# fail if either failed.
status=0
cargo_test "$@" || status=$?
if ((run_e2e)); then
    e2e_status=0
    run_browser_tests || e2e_status=$?
    if ((e2e_status)); then
        echo "error: the browser tests failed (exit status $e2e_status)" >&2
        if ((status == 0)); then status=$e2e_status; fi
    fi
fi
if ((status)); then
    echo "error: tests failed (exit status $status)" >&2
fi
exit "$status"
