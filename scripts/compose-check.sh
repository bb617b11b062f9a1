#!/usr/bin/env bash
# The Docker Compose stack, for real, as an operator runs it (docs/testing.md, "The Compose
# check"). In a copy of the repository, with its Dockerfile and Compose files unchanged:
#
#  1. stand-ins for the base images where Docker Hub cannot be reached
#     (scripts/docker-standins.sh; kept if they exist already);
#  2. the README's quick start, run as written: the image is built, the stack comes up and
#     the app's health check turns healthy; a game is played over the JSON API;
#  3. the app's container restarts, then the database's: the game reads exactly as before
#     and goes on;
#  3b. the documented Caddy and nginx files in front (the app trusts its network's gateway),
#      and a client inside the network that forges X-Forwarded-For;
#  4. the documented blocks, each run as written (scripts/doc-block.sh): the first
#     moderator, the Postgres backup and restore, the nightly systemd backup, a change of
#     the database password, an upgrade;
#  5. the SQLite Compose file: up, a game, its backup and restore blocks;
#  6. everything it made is removed — containers, volumes, networks, images (the stand-ins
#     too, unless KEEP_STANDINS=1) — with `docker system df` before and after.
#
#   scripts/compose-check.sh                  # CARGO_PROFILE=ci builds a quicker image
#
# Works with Compose v2 (`docker compose`) or Debian's v1 (`docker-compose`, no `--wait`).
# Without a Docker daemon it says that it SKIPPED and exits 0 (CI then says so at its end).
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"

say() { echo "compose-check: $*"; }

if ! command -v docker >/dev/null 2>&1 || ! docker info >/dev/null 2>&1; then
    say "SKIPPED: no Docker daemon answers here; run it where Docker runs"
    exit 0
fi
if docker compose version >/dev/null 2>&1; then
    compose_v1=""
elif command -v docker-compose >/dev/null 2>&1; then
    compose_v1=1
else
    say "FAILED: Docker runs, but neither \`docker compose\` nor \`docker-compose\` is installed" >&2
    exit 1
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/maipenrai-compose.XXXXXX")"
# The documentation says `docker compose`; with Compose v1 that is `docker-compose`: a `docker`
# first on the PATH of everything run here (blocks, and a systemd unit's `/bin/sh -c`) says so.
if [[ -n "$compose_v1" ]]; then
    mkdir -p "$work/bin"
    cat >"$work/bin/docker" <<SHIM
#!/bin/sh
if [ "\$1" = compose ]; then shift; exec docker-compose "\$@"; fi
exec $(command -v docker) "\$@"
SHIM
    chmod +x "$work/bin/docker"
    export PATH="$work/bin:$PATH"
fi
export COMPOSE_PROJECT_NAME="mprcheck$$"
export CARGO_PROFILE="${CARGO_PROFILE:-ci}"
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
export MAIPENRAI_PORT="$port"
base="http://127.0.0.1:$port"
standins_made="$work/standins-made"
: >"$standins_made"

# What Docker held before: whatever is new at the end was made here and goes.
docker image ls -aq --no-trunc | sort -u >"$work/images-before"
docker volume ls -q | sort -u >"$work/volumes-before"
docker network ls -q | sort -u >"$work/networks-before"
docker ps -aq --no-trunc | sort -u >"$work/containers-before"
echo "--- docker system df (before)"
docker system df

cleanup() {
    local status=$?
    set +e
    [[ -n "${caddy_pid:-}" ]] && kill "$caddy_pid" 2>/dev/null
    [[ -n "${nginx_pid:-}" ]] && kill "$nginx_pid" 2>/dev/null
    cd "$work/site" 2>/dev/null && {
        docker compose -f docker-compose.sqlite.yml down --volumes --remove-orphans >/dev/null 2>&1
        docker compose down --volumes --remove-orphans \
            $([[ -n "${KEEP_IMAGES:-}" ]] || echo --rmi local) >/dev/null 2>&1
    }
    # The project's containers, and any a failed build step left behind.
    comm -13 "$work/containers-before" <(docker ps -aq --no-trunc | sort -u) |
        xargs -r docker rm -f >/dev/null 2>&1
    comm -13 "$work/volumes-before" <(docker volume ls -q | sort -u) | xargs -r docker volume rm >/dev/null 2>&1
    comm -13 "$work/networks-before" <(docker network ls -q | sort -u) | xargs -r docker network rm >/dev/null 2>&1
    if [[ -z "${KEEP_STANDINS:-}" ]]; then
        xargs -r docker image rm -f <"$standins_made" >/dev/null 2>&1
    fi
    # Images made here, the build's intermediate ones too; kept stand-ins stay. KEEP_IMAGES=1
    # keeps them all (a second run then builds only what changed: for working on this script).
    local keep
    keep="$(xargs -r docker image inspect --format '{{.Id}}' <"$standins_made" 2>/dev/null)"
    if [[ -z "${KEEP_IMAGES:-}" ]]; then
        comm -13 "$work/images-before" <(docker image ls -aq --no-trunc | sort -u) |
            grep -vxF -e "${keep:-none}" | xargs -r docker image rm -f >/dev/null 2>&1
    fi
    echo "--- docker system df (after)"
    docker system df
    rm -rf "$work"
    if ((status)); then say "FAILED (exit status $status)" >&2; fi
    exit "$status"
}
trap cleanup EXIT

block() { # DOC ID: the documentation's block ID of DOC
    "$repo/scripts/doc-block.sh" "$repo/$1" "$2"
}

run_block() { # DOC ID: runs the documentation's block ID of DOC as written, in the site copy
    say "running $1's block \"$2\""
    local block
    block="$(block "$1" "$2")"
    (cd "$work/site" && bash -euo pipefail -c "$block")
}

compose() { (cd "$work/site" && docker compose "$@"); }
sqlite_compose() { compose -f docker-compose.sqlite.yml "$@"; }

wait_healthy() { # [COMPOSE ARGS...] SERVICE: its container's health check reports healthy
    local service="${*: -1}" args=("${@:1:$#-1}") id status deadline=$((SECONDS + 300))
    while ((SECONDS < deadline)); do
        id="$(compose "${args[@]}" ps -q "$service" 2>/dev/null || true)"
        status="$(docker inspect --format '{{if .State.Health}}{{.State.Health.Status}}{{end}}' "$id" 2>/dev/null || true)"
        if [[ "$status" == healthy ]]; then
            return 0
        fi
        sleep 2
    done
    compose "${args[@]}" logs --tail 60 "$service" >&2 || true
    say "$service did not become healthy within 300 s (last: ${status:-no status})" >&2
    return 1
}

game() { python3 "$repo/scripts/api_game.py" "$base" "$@"; }

# --- 1. the base images -------------------------------------------------------------------
STANDINS_MADE="$standins_made" "$repo/scripts/docker-standins.sh"

# --- 2. the README's quick start, in a copy of the repository ---------------------------------
# Tracked and new files as they are now (a developer's own .env and data stay out), as a
# git clone of their own, so that the upgrade block's `git pull` has somewhere to pull from.
mkdir -p "$work/tree"
git ls-files -z --cached --others --exclude-standard | tar --null -T - -c | tar -C "$work/tree" -x
rm -f "$work/tree/.env"
git -C "$work/tree" init -q
git -C "$work/tree" add -A
git -C "$work/tree" -c user.email=check@localhost -c user.name=compose-check commit -qm "the tree under test"
git clone -q "$work/tree" "$work/site"
started=$SECONDS
run_block README.md quick-start
say "image built and stack started in $((SECONDS - started)) s"
wait_healthy app
say "the app's health check says healthy"
grep -q '"version"' <(curl -fsS "$base/healthz")
game play "$work/game"

# --- 3. restarts ------------------------------------------------------------------------------
compose restart app
wait_healthy app
game check "$work/game"
compose restart db
wait_healthy db
wait_healthy app
game check "$work/game"
say "the game survived a restart of the app and of the database"

# --- 3b. TLS in front: the documented Caddyfile and nginx site, as written -----------------------
# but for the name, the certificate and the ports. Each proxy is reached from two client
# addresses of its own (the failed-log-in limit remembers an address for 15 minutes). The
# Compose file sets TRUSTED_PROXIES to its network's gateway, through which they come in.
game_id="$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["game"])' "$work/game")"
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

failed_login() { # SOURCE URL [CURL ARGS...]: the status of a wrong log-in from SOURCE via URL
    local source="$1" url="$2"
    shift 2
    curl -sk -o /dev/null -w '%{http_code}' --interface "$source" "$@" \
        -H 'content-type: application/json' \
        -d "{\"username\":\"nobody$RANDOM\",\"password\":\"wrong\"}" "$url/api/v1/tokens"
}

through_proxy() { # NAME URL A B: pages, a live update and the per-client limit via a proxy
    local name="$1" url="$2" a="$3" b="$4" i status deadline=$((SECONDS + 60))
    until curl -fsSk -o /dev/null "$url/healthz" 2>/dev/null; do
        if ((SECONDS > deadline)); then say "$name did not answer within 60 s" >&2; return 1; fi
        sleep 1
    done
    # (Called in a condition, where `set -e` does not hold: every step says why it failed.)
    curl -fsSk -o "$work/front" "$url/" && grep -q '<html' "$work/front" ||
        { say "$name: no front page" >&2; return 1; }
    curl -sk -N --max-time 5 "$url/games/$game_id/live" >"$work/live" || true # cut after 5 s
    grep -q '^data: [0-9]' "$work/live" || { say "$name: no live update" >&2; return 1; }
    for i in $(seq 20); do
        status="$(failed_login "$a" "$url")"
        [[ "$status" == 401 ]] || { say "$name: wrong log-in $i from $a answered $status" >&2; return 1; }
    done
    status="$(failed_login "$a" "$url")"
    [[ "$status" == 429 ]] || { say "$name: the 21st wrong log-in from $a answered $status" >&2; return 1; }
    status="$(failed_login "$a" "$url" -H 'X-Forwarded-For: 203.0.113.9')"
    [[ "$status" == 429 ]] || { say "$name: a made-up X-Forwarded-For from $a answered $status" >&2; return 1; }
    status="$(failed_login "$b" "$url" -H 'X-Forwarded-For: 203.0.113.9')"
    [[ "$status" == 401 ]] || { say "$name: another client, $b, answered $status" >&2; return 1; }
    say "$name in front: TLS, a live update, and the log-in limit counted per client"
}

mkdir -p "$work/caddy"
caddy_port="$(free_port)"
{
    printf '{\n\tadmin off\n\tlocal_certs\n\tskip_install_trust\n'
    printf '\tauto_https disable_redirects\n\tstorage file_system %s\n}\n' "$work/caddy/data"
    block docs/operations.md caddyfile |
        sed -e "s/^play\.example\.org /localhost:$caddy_port /" -e "s/127\.0\.0\.1:8080/127.0.0.1:$port/"
} >"$work/caddy/Caddyfile"
caddy run --config "$work/caddy/Caddyfile" --adapter caddyfile >"$work/caddy/log" 2>&1 &
caddy_pid=$!
through_proxy Caddy "https://localhost:$caddy_port" 127.0.0.11 127.0.0.12 ||
    { tail -20 "$work/caddy/log" >&2; exit 1; }
kill "$caddy_pid"
caddy_pid=""

n="$work/nginx"
mkdir -p "$n"
nginx_port="$(free_port)"
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost \
    -keyout "$n/privkey.pem" -out "$n/fullchain.pem" 2>/dev/null
block docs/operations.md nginx-site |
    sed -e "s|listen 443 ssl;|listen 127.0.0.1:$nginx_port ssl;|" \
        -e "s|/etc/letsencrypt/live/play.example.org/|$n/|" \
        -e "s|127\.0\.0\.1:8080|127.0.0.1:$port|" >"$n/site.conf"
cat >"$n/nginx.conf" <<NGINX
worker_processes 1;
pid $n/nginx.pid;
error_log $n/error.log warn;
events { worker_connections 256; }
http {
    access_log off;
    client_body_temp_path $n/body;
    proxy_temp_path $n/proxy;
    fastcgi_temp_path $n/fastcgi;
    uwsgi_temp_path $n/uwsgi;
    scgi_temp_path $n/scgi;
    include $n/site.conf;
}
NGINX
"$(command -v nginx || echo /usr/sbin/nginx)" -p "$n" -c "$n/nginx.conf" -e "$n/error.log" -g 'daemon off;' &
nginx_pid=$!
through_proxy nginx "https://localhost:$nginx_port" 127.0.0.21 127.0.0.22 ||
    { tail -20 "$n/error.log" >&2; exit 1; }
kill "$nginx_pid"
nginx_pid=""

# A client that reaches the app without the gateway — inside the Docker network, the
# database's container — forges a new X-Forwarded-For on every request: the server ignores
# it and counts the 21st wrong log-in against the client's own address.
direct="$(compose exec -T db bash -c '
    for i in $(seq 21); do
        body="{\"username\":\"nobody$i\",\"password\":\"wrong\"}"
        exec 3<>/dev/tcp/app/8080
        printf "POST /api/v1/tokens HTTP/1.1\r\nHost: app\r\nX-Forwarded-For: 198.51.100.%s\r\nContent-Type: application/json\r\nContent-Length: %s\r\nConnection: close\r\n\r\n%s" \
            "$i" "${#body}" "$body" >&3
        head -n 1 <&3 | cut -d " " -f 2
        exec 3<&-
    done')"
if [[ "$(echo "$direct" | head -n 20 | sort -u)" != 401 || "$(echo "$direct" | tail -n 1)" != 429 ]]; then
    say "a direct client's forged X-Forwarded-For was believed: $(echo $direct)" >&2
    exit 1
fi
say "a direct client's forged X-Forwarded-For is ignored: its 21st wrong log-in was refused"

# --- 4. the documented blocks ---------------------------------------------------------------
curl -fsS -o /dev/null -H 'content-type: application/json' \
    -d '{"username":"alice","password":"correct horse"}' "$base/api/v1/accounts"
run_block README.md first-moderator | tee "$work/moderator"
grep -q "alice is a moderator now" "$work/moderator"

run_block README.md postgres-backup
test -s "$work/site/maipenrai.dump"
game snapshot "$work/game"
cp "$work/game" "$work/game-at-backup"
game check "$work/game" # a move made after the backup ...
run_block README.md postgres-restore
wait_healthy app
game check "$work/game-at-backup" # ... is gone after the restore, and the game goes on
say "the Postgres backup restored the game as it was"

# The nightly unit's commands, as systemd runs them (%% is a %).
mkdir -p "$work/site/backups"
touch -d '20 days ago' "$work/site/backups/maipenrai-2000-01-01.dump"
block docs/operations.md nightly-systemd |
    sed -n 's/^ExecStart\(Post\)\?=//p' | sed 's/%%/%/g' >"$work/nightly"
(cd "$work/site" && bash -euo pipefail "$work/nightly")
test -s "$work/site/backups/maipenrai-$(date +%F).dump"
test ! -e "$work/site/backups/maipenrai-2000-01-01.dump"
say "the nightly backup made today's dump and removed the old one"

run_block docs/operations.md change-password
wait_healthy app
game check "$work/game-at-backup"
say "the app runs on the changed database password"

# An upgrade: the README's block (a dump, the new sources — none here —, a rebuild).
run_block README.md compose-upgrade
test -s "$work/site/before-upgrade.dump"
wait_healthy app
game check "$work/game-at-backup"
say "the upgrade kept the game"

compose down --volumes --remove-orphans

# --- 5. the SQLite Compose file ----------------------------------------------------------------
run_block README.md sqlite-up
wait_healthy -f docker-compose.sqlite.yml app
game play "$work/sqlite-game"
run_block README.md sqlite-compose-backup
test -s "$work/site/maipenrai-backup.db"
game snapshot "$work/sqlite-game"
cp "$work/sqlite-game" "$work/sqlite-at-backup"
game check "$work/sqlite-game"
run_block README.md sqlite-compose-restore
wait_healthy -f docker-compose.sqlite.yml app
game check "$work/sqlite-at-backup"
say "the SQLite stack's backup restored the game as it was"
sqlite_compose down --volumes --remove-orphans

say "OK: the stack built, came up healthy, kept its game across restarts, backups, a" \
    "password change and an upgrade, on Postgres and on SQLite"
