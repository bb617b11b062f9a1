# A throwaway Postgres cluster on a free port of 127.0.0.1, for scripts/test.sh and the
# schemathesis runs of .ci/run. Sourced (`source scripts/pg.sh`), not run:
#
#   start_postgres DIR        # a cluster with its files under DIR/pg; sets pg_url
#   new_pg_database NAME      # creates database NAME in it; prints its URL
#   stop_postgres             # stops it (immediately; DIR is the caller's to remove)
#
# The server binaries (initdb, pg_ctl) come from PATH or /usr/lib/postgresql/*/bin.
# Postgres refuses to run as root, so as root the cluster runs as the `postgres` user
# (created if missing). Durability is off: the cluster is deleted afterwards.

pg_bin=""
pg_data=""
pg_url=""

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

# start_postgres DIR: starts the cluster (files in DIR/pg) and sets pg_url to its
# `postgres` database.
start_postgres() {
    local dir="$1" run port options
    pg_data="$dir/pg/data"
    run="$dir/pg/run"
    if [[ "$(id -u)" == 0 ]] && ! id postgres >/dev/null 2>&1; then
        if getent group postgres >/dev/null; then
            useradd --system --gid postgres --no-create-home --shell /bin/sh postgres
        else
            useradd --system --user-group --no-create-home --shell /bin/sh postgres
        fi
    fi
    mkdir -p "$pg_data" "$run"
    # The postgres user must reach the data and socket folders inside the caller's dir.
    chmod 755 "$dir" "$dir/pg"
    if [[ "$(id -u)" == 0 ]]; then
        chown postgres: "$pg_data" "$run"
    fi
    pg_bin="$(find_pg_bin)"
    port="$(free_port)"
    echo "Starting a throwaway Postgres ($("$pg_bin/pg_ctl" --version)) on 127.0.0.1:$port"
    if ! as_pg "$pg_bin/initdb" --pgdata="$pg_data" --username=postgres --auth=trust \
        --encoding=UTF8 --locale=C --no-sync >"$dir/pg/initdb.log" 2>&1; then
        pg_bin=""
        cat "$dir/pg/initdb.log" >&2
        return 1
    fi
    # Durability is pointless for a cluster that is deleted afterwards: fsync off makes the
    # many CREATE DATABASEs of the tests fast. Every test opens its own pool, hence the
    # generous max_connections.
    options="-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$run"
    options+=" -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    options+=" -c max_connections=300"
    if ! as_pg "$pg_bin/pg_ctl" --pgdata="$pg_data" --log="$run/postgres.log" --wait \
        --timeout=60 -o "$options" start >/dev/null; then
        echo "error: Postgres did not start; its log:" >&2
        cat "$run/postgres.log" >&2 || true
        return 1
    fi
    pg_url="postgres://postgres@127.0.0.1:$port/postgres"
}

# new_pg_database NAME: creates the database NAME in the cluster and prints its URL.
new_pg_database() {
    local name="$1" psql
    # The client from PATH, else the one beside the server binaries (pg_ctl may be a link).
    psql="$(command -v psql || echo "$(dirname "$(readlink -f "$pg_bin/pg_ctl")")/psql")"
    "$psql" --quiet --no-psqlrc "$pg_url" -c "CREATE DATABASE \"$name\"" >/dev/null
    echo "${pg_url%/postgres}/$name"
}

stop_postgres() {
    if [[ -n "$pg_bin" ]]; then
        as_pg "$pg_bin/pg_ctl" --pgdata="$pg_data" --mode=immediate --wait stop \
            >/dev/null 2>&1 || true
        pg_bin=""
    fi
}
