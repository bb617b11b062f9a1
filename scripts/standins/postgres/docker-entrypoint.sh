#!/usr/bin/env bash
# The stand-in's entrypoint: what the official image's does for docker-compose.yml, no more.
# On the first start (an empty data directory) it creates the cluster with POSTGRES_USER and
# POSTGRES_PASSWORD, the database POSTGRES_DB, password logins from anywhere
# (scram-sha-256) and listening on every interface; later starts use the data as it is
# (changing POSTGRES_PASSWORD then changes nothing, as with the official image).
set -Eeuo pipefail

if [[ "${1:-}" == postgres && "$(id -u)" == 0 ]]; then
    mkdir -p "$PGDATA"
    chown postgres:postgres "$PGDATA"
    chmod 700 "$PGDATA"
    exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi

if [[ "${1:-}" == postgres && ! -s "$PGDATA/PG_VERSION" ]]; then
    if [[ -z "${POSTGRES_PASSWORD:-}" ]]; then
        echo "error: database is uninitialized and POSTGRES_PASSWORD is not set" >&2
        exit 1
    fi
    user="${POSTGRES_USER:-postgres}"
    db="${POSTGRES_DB:-$user}"
    initdb --username="$user" --pwfile=<(printf '%s\n' "$POSTGRES_PASSWORD") \
        --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA" >/dev/null
    printf 'host all all all scram-sha-256\n' >>"$PGDATA/pg_hba.conf"
    printf "listen_addresses = '*'\n" >>"$PGDATA/postgresql.conf"
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
    if [[ "$db" != postgres ]]; then
        psql -v ON_ERROR_STOP=1 --username="$user" --dbname=postgres \
            -c "CREATE DATABASE \"$db\"" >/dev/null
    fi
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
    echo "PostgreSQL init process complete; ready for start up."
fi

exec "$@"
