#!/usr/bin/env bash
# Runs the whole test suite against SQLite and a real Postgres.
#
#   scripts/test.sh                          # everything
#   scripts/test.sh --test store_contract    # arguments go to `cargo test`
#
# Unless TEST_DATABASE_URL is already set, this starts a throwaway Postgres cluster (server
# binaries from PATH or /usr/lib/postgresql/*/bin) on a free port of 127.0.0.1. Postgres
# refuses to run as root, so as root the cluster runs as the `postgres` user (created if
# missing). The cluster and every temporary file of the tests (their SQLite databases
# included: TMPDIR points into our temp dir) are removed at the end, whatever happens.
set -euo pipefail

cd "$(dirname "$0")/.."

# The tests panic instead of skipping Postgres when this is set (see tests/common/mod.rs).
export MAIPENRAI_REQUIRE_POSTGRES=1

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
    cargo test --no-fail-fast --all-targets "$@"
}

# Runs a command as the postgres user when we are root, from / so that user is not
# refused our working directory.
as_pg() {
    if [[ "$(id -u)" != 0 ]]; then
        (cd / && "$@")
    elif command -v runuser >/dev/null; then
        (cd / && runuser -u postgres -- "$@")
    else
        (cd / && su postgres -s /bin/sh -c "$(printf '%q ' "$@")")
    fi
}

find_pg_bin() {
    if command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then
        dirname "$(command -v pg_ctl)"
        return
    fi
    local dir
    for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
        if [[ -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then
            echo "$dir"
            return
        fi
    done
    echo "error: no Postgres server binaries (initdb, pg_ctl) in PATH or /usr/lib/postgresql/*/bin." >&2
    echo "Install Postgres 15, or set TEST_DATABASE_URL=postgres://user@host:port/postgres." >&2
    return 1
}

free_port() {
    if command -v python3 >/dev/null; then
        python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
        return
    fi
    local port
    for port in $(seq 55432 55531); do
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
            echo "$port"
            return
        fi
    done
    echo "error: no free port in 55432-55531" >&2
    return 1
}

tmp="$(mktemp -d "${TMPDIR:-/tmp}/maipenrai-test.XXXXXX")"
pg_bin=""
cleanup() {
    if [[ -n "$pg_bin" ]]; then
        as_pg "$pg_bin/pg_ctl" --pgdata="$tmp/pg/data" --mode=immediate --wait stop \
            >/dev/null 2>&1 || true
    fi
    rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Starts the throwaway cluster and exports TEST_DATABASE_URL.
start_postgres() {
    local data="$tmp/pg/data" run="$tmp/pg/run" port options
    if [[ "$(id -u)" == 0 ]] && ! id postgres >/dev/null 2>&1; then
        if getent group postgres >/dev/null; then
            useradd --system --gid postgres --no-create-home --shell /bin/sh postgres
        else
            useradd --system --user-group --no-create-home --shell /bin/sh postgres
        fi
    fi
    mkdir -p "$data" "$run"
    # The postgres user must reach the data and socket folders inside our temp dir.
    chmod 755 "$tmp" "$tmp/pg"
    if [[ "$(id -u)" == 0 ]]; then
        chown postgres: "$data" "$run"
    fi
    pg_bin="$(find_pg_bin)"
    port="$(free_port)"
    echo "Starting a throwaway Postgres ($("$pg_bin/pg_ctl" --version)) on 127.0.0.1:$port"
    if ! as_pg "$pg_bin/initdb" --pgdata="$data" --username=postgres --auth=trust \
        --encoding=UTF8 --locale=C --no-sync >"$tmp/pg/initdb.log" 2>&1; then
        pg_bin=""
        cat "$tmp/pg/initdb.log" >&2
        return 1
    fi
    # Durability is pointless for a cluster that is deleted afterwards: fsync off makes the
    # many CREATE DATABASEs of the tests fast. Every test opens its own pool, hence the
    # generous max_connections.
    options="-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$run"
    options+=" -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    options+=" -c max_connections=300"
    if ! as_pg "$pg_bin/pg_ctl" --pgdata="$data" --log="$run/postgres.log" --wait \
        --timeout=60 -o "$options" start >/dev/null; then
        echo "error: Postgres did not start; its log:" >&2
        cat "$run/postgres.log" >&2 || true
        return 1
    fi
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
}

if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
    echo "Using the Postgres at TEST_DATABASE_URL."
else
    start_postgres
fi

mkdir -p "$tmp/tmp"
export TMPDIR="$tmp/tmp"
cargo_test "$@"
