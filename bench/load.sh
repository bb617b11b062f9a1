#!/usr/bin/env bash
# Load benchmark of the real server, with the machine's ceilings measured in the same run
# (docs/performance.md, "Server under load"). Not part of the test suite.
#
#   bench/load.sh                               # SQLite and Postgres, 10^4 and 10^6 games
#   SCALES="10000 100000" bench/load.sh         # other sizes
#   BACKENDS=sqlite CONCURRENCY="4 16" bench/load.sh
#   RUN_SECONDS=10 PERF=0 bench/load.sh
#   MAIPENRAI_BIN=/path/to/maipenrai bench/load.sh   # another build of the server
#     (HELLO_BIN likewise; what is not given is built, under CARGO_TARGET_DIR when set)
#   PG_STATEMENTS=1 BACKENDS=postgres bench/load.sh  # and the statements each run caused
#   MAIPENRAI_BIN=old/maipenrai PEER=0 MOVE_SCRIPT=0 bench/load.sh   # a baseline build
#   TEMPLATE_INVITATION='{"game":"meridian","players":2}' bench/load.sh   # Meridian games
#   INSTANCES="1 2" bench/load.sh               # Postgres only: 1, then 2 instances behind nginx
#   KEEP_TEMPLATE=t.db BACKENDS=sqlite bench/load.sh  # keep the template game's SQLite file
#   TEMPLATE_DB=t.db bench/load.sh              # every run on that same template game
#
# For each database and size: one real game is played through the API (a template at move
# TEMPLATE_MOVES), cloned into N games with SQL (bench/loadgen clone), and the server is
# started on it. Then, at each concurrency: game pages (GET /games/{id}, anonymous), API
# views (GET /api/v1/games/{id} with the player's token) and move submissions (passes,
# bench/loadgen moves) against the server; the same reads and the append transaction
# straight against the database (pgbench for Postgres, loadgen sqlite-* through sqlx for
# SQLite), the append transaction alone and the "move script" (every statement one move
# costs, as the server issues them: pg_move.sql, loadgen sqlite-move); and an axum
# hello-world (examples/hello.rs) under wrk. The peer: boardgame.io (bench/bgio/) with a
# trivial game, moves over its socket.io transport, in memory and on this run's Postgres
# (bgio-postgres), at the same concurrencies (PEER=0 skips it). The server's RSS is
# sampled throughout. `perf record` profiles extra runs of page views and moves at c=16
# (smallest size, or every size with PERF_ALL=1); those runs are not in the figures and
# write their raw outputs as perf-*, beside the measured runs' rather than over them.
# Everything lands in bench/results/<time>/ (raw outputs, results.jsonl, summary.md).
#
# INSTANCES="1 2" measures instead the same page views and moves against 1, then 2 (…)
# server processes on one Postgres behind nginx — each count behind the proxy, so only the
# number of instances changes — at the smallest size, with the CPU each part used
# (docs/scaling.md). Needs nginx (Debian: nginx-light).
#
# Needs: wrk, pgbench and the Postgres server binaries (initdb, pg_ctl), python3, curl,
# Node.js with npm (the peer), perf (optional). As root, Postgres runs as the `postgres` user (created if missing).
set -euo pipefail

# Paths given relative to where the script is started, before it moves to the repository
# (cargo reads a relative CARGO_TARGET_DIR from its working directory, bench/loadgen for the
# load generator, so it would build there and the lookup below would look elsewhere).
for var in CARGO_TARGET_DIR MAIPENRAI_BIN HELLO_BIN TEMPLATE_DB KEEP_TEMPLATE; do
    if [[ -n "${!var:-}" && "${!var}" != /* ]]; then export "$var=$PWD/${!var}"; fi
done
cd "$(dirname "$0")/.."
root="$PWD"

SCALES="${SCALES:-10000 1000000}"
BACKENDS="${BACKENDS:-postgres sqlite}"
CONCURRENCY="${CONCURRENCY:-4 16 64}"
RUN_SECONDS="${RUN_SECONDS:-10}"
TEMPLATE_MOVES="${TEMPLATE_MOVES:-20}"
SESSION_GAMES="${SESSION_GAMES:-30000}"
# The template game's invitation (POST /api/v1/invitations), e.g. '{"game":"meridian","players":2}'.
# Two builds compared on their own templates compare two random games as well (page sizes
# differed by 10 %): TEMPLATE_DB takes the template from a SQLite file instead, copied into
# each run's database by the server's own `maipenrai migrate` (make it with the oldest build
# compared, KEEP_TEMPLATE=path with BACKENDS=sqlite: a newer server migrates an older file).
siam_invitation='{"board":"siam","players":2,"hands":"original"}'
TEMPLATE_INVITATION="${TEMPLATE_INVITATION:-$siam_invitation}"
PERF="${PERF:-1}"
PEER="${PEER:-1}"
# MOVE_SCRIPT=0 leaves out the move-script ceiling (its statements need migration 0009: an
# older server's database lacks game.cancelled).
MOVE_SCRIPT="${MOVE_SCRIPT:-1}"
# PG_STATEMENTS=1: pg_stat_statements on Postgres; each measured run writes the statements
# it caused (calls, time) to <label>-<workload>-c<c>-statements.txt.
PG_STATEMENTS="${PG_STATEMENTS:-0}"
# perf at the smallest size only, unless PERF_ALL=1; KEEP_PERF=1 keeps perf's data files.

for tool in wrk pgbench curl python3; do
    command -v "$tool" >/dev/null || { echo "error: $tool is needed" >&2; exit 1; }
done

out="$root/bench/results/$(date +%Y%m%d-%H%M%S)"
mkdir -p "$out"
echo "results in $out"

# A release binary: the variable's value when the user gave it (MAIPENRAI_BIN, HELLO_BIN),
# else built by cargo in the crate and taken from the target directory cargo itself reports
# for that crate (CARGO_TARGET_DIR when set, shared by the server and bench/loadgen, which is
# its own crate; else build.target-dir or the crate's target/). Never another directory's
# copy, which can be a stale build: a binary still missing there stops the run.
release_bin() { # variable crate-directory path-under-release/ cargo-build-arguments...
    local var="$1" crate="$2" path="$3" dir; shift 3
    if [[ -n "${!var:-}" ]]; then
        [[ -x "${!var}" ]] || { echo "error: $var=${!var} is not an executable file" >&2; exit 1; }
        return 0
    fi
    (cd "$crate" && cargo build --release "$@")
    dir="$(cd "$crate" && cargo metadata --no-deps --format-version 1 |
        python3 -c 'import sys, json; print(json.load(sys.stdin)["target_directory"])')"
    [[ -x "$dir/release/$path" ]] || {
        echo "error: $dir/release/$path is missing after cargo build --release${*:+ $*} in $crate" \
            "(CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-unset})" >&2
        exit 1
    }
    printf -v "$var" '%s' "$dir/release/$path"
}
release_bin MAIPENRAI_BIN "$root" maipenrai --bin maipenrai
release_bin HELLO_BIN "$root" examples/hello --example hello
LOADGEN="" # (not taken from the environment)
release_bin LOADGEN "$root/bench/loadgen" maipenrai-bench
echo "server $MAIPENRAI_BIN, hello $HELLO_BIN, load generator $LOADGEN"

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}
now_ms() { date +%s%3N; }

# --- processes we start, stopped at the end whatever happens ---------------------------
server_pid=""
rss_pid=""
hello_pid=""
pg_bin=""
pg_data="$out/pg/data"
as_pg() {
    if [[ "$(id -u)" != 0 ]]; then (cd / && "$@"); else (cd / && runuser -u postgres -- "$@"); fi
}
nginx_pid=""
cleanup() {
    for pid in $server_pid "$rss_pid" "$hello_pid" "$nginx_pid"; do
        [[ -n "$pid" ]] && kill "$pid" 2>/dev/null || true
    done
    if [[ -n "$pg_bin" ]]; then
        as_pg "$pg_bin/pg_ctl" --pgdata="$pg_data" --mode=fast --wait stop >/dev/null 2>&1 || true
    fi
    if [[ "${KEEP_DATA:-0}" != 1 ]]; then
        rm -rf "$out/pg" "$out"/*.db "$out"/*.db-wal "$out"/*.db-shm
    fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --- Postgres: a cluster of our own with durable settings ------------------------------
start_postgres() {
    pg_bin="$(dirname "$(command -v pg_ctl || ls -d /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -1)")"
    if [[ "$(id -u)" == 0 ]] && ! id postgres >/dev/null 2>&1; then
        useradd --system --user-group --no-create-home --shell /bin/sh postgres
    fi
    mkdir -p "$pg_data" "$out/pg/run"
    chmod 755 "$out" "$out/pg"
    [[ "$(id -u)" == 0 ]] && chown postgres: "$pg_data" "$out/pg/run"
    as_pg "$pg_bin/initdb" --pgdata="$pg_data" --username=postgres --auth=trust \
        --encoding=UTF8 --locale=C >"$out/pg/initdb.log" 2>&1
    pg_port="$(free_port)"
    local opts="-c listen_addresses=127.0.0.1 -c port=$pg_port -c unix_socket_directories=$out/pg/run -c max_connections=200"
    [[ "$PG_STATEMENTS" == 1 ]] && opts+=" -c shared_preload_libraries=pg_stat_statements"
    as_pg "$pg_bin/pg_ctl" --pgdata="$pg_data" --log="$out/pg/run/postgres.log" --wait \
        -o "$opts" start >/dev/null
    pg_admin="postgres://postgres@127.0.0.1:$pg_port/postgres"
}

# --- the server --------------------------------------------------------------------------
# Memory of the server ($server_pid) every half second into rss-$label.log: "<epoch ms>
# <RSS kB> <anonymous RSS kB>" (the anonymous part is what the server allocated; the rest
# is mapped files).
sample_rss() {
    (
        while kill -0 "$server_pid" 2>/dev/null; do
            echo "$(now_ms) $(awk '/^VmRSS/ {r = $2} /^RssAnon/ {a = $2} END {print r, a}' "/proc/$server_pid/status" 2>/dev/null)"
            sleep 0.5
        done
    ) >>"$out/rss-$label.log" &
    rss_pid=$!
}
start_server() { # database-url
    port="$(free_port)"
    base="http://127.0.0.1:$port"
    DATABASE_URL="$1" BIND_ADDR="127.0.0.1:$port" BASE_URL="$base" RUST_LOG=warn \
        "$MAIPENRAI_BIN" >>"$out/server.log" 2>&1 &
    server_pid=$!
    for _ in $(seq 1 600); do
        curl -sf "$base/healthz" >/dev/null && break
        kill -0 "$server_pid" 2>/dev/null || { tail -20 "$out/server.log" >&2; exit 1; }
        sleep 0.1
    done
    sample_rss
}
stop_server() {
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
    kill "$rss_pid" 2>/dev/null || true
    server_pid=""
    rss_pid=""
}

api() { curl -sf -X "$1" "$base/api/v1$2" -H 'content-type: application/json' ${3:+-H "authorization: Bearer $3"} ${4:+-d "$4"}; }
json() { python3 -c "import sys, json; d = json.load(sys.stdin); print($1)"; }

# One 2-player game played through the API to move TEMPLATE_MOVES and still running.
make_template() {
    for name in tmpl-ann tmpl-ben; do
        api POST /accounts "" "{\"username\":\"$name\",\"password\":\"correct horse\"}" >/dev/null
    done
    local ann ben code game g mover token legal mv n
    ann="$(api POST /tokens "" '{"username":"tmpl-ann","password":"correct horse"}' | json 'd["token"]')"
    ben="$(api POST /tokens "" '{"username":"tmpl-ben","password":"correct horse"}' | json 'd["token"]')"
    while true; do
        code="$(api POST /invitations "$ann" "$TEMPLATE_INVITATION" | json 'd["code"]')"
        game="$(api POST "/invitations/$code/join" "$ben" | json 'd["game_id"]')"
        n=0
        while (( n < TEMPLATE_MOVES )); do
            g="$(api GET "/games/$game")"
            [[ "$(echo "$g" | json 'd["status"]')" == active ]] || break
            mover="$(echo "$g" | json 'd["to_move"]')"
            token="$ann"; [[ "$mover" == tmpl-ben ]] && token="$ben"
            legal="$(api GET "/games/$game/legal-moves?random=1" "$token")"
            mv="$(echo "$legal" | json 'json.dumps({"seq": d["seq"], "move": d["moves"][0]})')"
            api POST "/games/$game/moves" "$token" "$mv" >/dev/null
            n=$((n + 1))
        done
        g="$(api GET "/games/$game")"
        if [[ "$(echo "$g" | json 'd["status"]')" == active ]]; then break; fi
    done
    template_game="$game"
    template_facts "$g"
}
template_facts() { # the template's API view
    template_seq="$(echo "$1" | json 'd["seq"]')"
    template_mover="$(echo "$1" | json 'd["players"].index(d["to_move"])')"
}

sqlite_copy() { # from to — a consistent copy of a SQLite file (its WAL included)
    python3 -c "import sqlite3, sys; sqlite3.connect(sys.argv[1]).backup(sqlite3.connect(sys.argv[2]))" "$1" "$2"
}

# The template game in the run's database $1: played now, or copied from TEMPLATE_DB.
template_into() {
    if [[ -z "${TEMPLATE_DB:-}" ]]; then
        start_server "$1"
        make_template
        stop_server
        if [[ -n "${KEEP_TEMPLATE:-}" && "$1" == sqlite://* ]]; then
            sqlite_copy "${1#sqlite://}" "$KEEP_TEMPLATE"
        fi
        return
    fi
    # A copy: opening the file migrates it to this build's schema.
    sqlite_copy "$TEMPLATE_DB" "$out/template-copy.db"
    DATABASE_URL="sqlite://$out/template-copy.db" RUST_LOG=warn "$MAIPENRAI_BIN" migrate --to "$1" \
        >>"$out/server.log" 2>&1
    rm -f "$out"/template-copy.db*
    # Its running game (make_template starts another when one ends before TEMPLATE_MOVES).
    template_game="$(python3 -c "import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute(\"SELECT game_id FROM game WHERE status = 'active'\").fetchone()[0])" "$TEMPLATE_DB")"
    start_server "$1"
    template_facts "$(api GET "/games/$template_game")"
    stop_server
}

# --- measurements ------------------------------------------------------------------------

# CPU seconds used so far: "<server> <postgres> <machine> <ticks per s> <postgres children>".
# Postgres: its live processes plus what the postmaster collected from the ended ones
# (cutime/cstime); machine: every core's busy time from /proc/stat (includes the load
# generator and anything else). The last field is for pg_settle.
cpu_snapshot() {
    local hz server=0 pg=0 children=0 machine postmaster p
    local -a stat
    hz="$(getconf CLK_TCK)"
    for p in $server_pid; do # (several with INSTANCES)
        if proc_stat "$p"; then server=$((server + stat[11] + stat[12])); fi
    done
    postmaster="$(postmaster_pid)"
    if [[ -n "$postmaster" ]]; then
        pg="$(postgres_cpu "$postmaster")"
        children="$(postgres_children "$postmaster" | wc -l)"
    fi
    machine="$(awk '/^cpu / {print $2 + $3 + $4 + $7 + $8}' /proc/stat)"
    echo "$server $pg $machine $hz $children"
}
# A process's /proc/<pid>/stat fields from its state on, into the caller's array `stat`
# (field 3 of proc(5) is stat[0]: ppid [1], utime [11], stime [12], cutime [13], cstime [14]);
# cut after the last ")" so that no process name can shift them. Fails, without a word,
# for a process that has gone (the kernel gives the whole line or nothing).
proc_stat() { # pid
    local line=""
    { read -r line <"/proc/$1/stat"; } 2>/dev/null || [[ -n "$line" ]] || return 1
    [[ "$line" == *") "* ]] || return 1
    read -ra stat <<<"${line##*) }"
    (( ${#stat[@]} > 14 ))
}
postmaster_pid() { # this run's postmaster, if it runs
    [[ -n "$pg_bin" && -r "$pg_data/postmaster.pid" ]] || return 0
    local pid
    pid="$(head -1 "$pg_data/postmaster.pid" 2>/dev/null)" || return 0
    if [[ "$pid" =~ ^[0-9]+$ && -d "/proc/$pid" ]]; then echo "$pid"; fi
}
postgres_children() { # postmaster pid -> the pids of its children, one a line
    local f p
    local -a stat
    for f in /proc/[0-9]*/stat; do
        p="${f#/proc/}"; p="${p%/stat}"
        if proc_stat "$p" && [[ "${stat[1]}" == "$1" ]]; then echo "$p"; fi
    done
}
# This cluster's CPU ticks: the postmaster's own and its ended children's (cutime/cstime: a
# backend's time moves there when the postmaster reaps it), and every live child's. A
# backend reaped between the reads would count twice or not at all, so the reads are taken
# again until the ended children's total stood still; one gone between the listing and its
# read counts 0 there (it is then in cutime, so the reads are taken again).
postgres_cpu() { # postmaster pid
    local ended before live p
    local -a stat
    for _ in 1 2 3 4 5; do
        proc_stat "$1" || { echo 0; return 0; }
        before=$((stat[13] + stat[14]))
        live=$((stat[11] + stat[12]))
        for p in $(postgres_children "$1"); do
            if proc_stat "$p"; then live=$((live + stat[11] + stat[12])); fi
        done
        proc_stat "$1" || { echo 0; return 0; }
        ended=$((stat[13] + stat[14]))
        [[ "$before" == "$ended" ]] && break
    done
    echo $((live + ended))
}
# The run's own connections (loadgen's, pgbench's, the peer's) close when it ends, but their
# backends take a moment to exit and be reaped; read at once, what they do last would be lost
# or go to the next run. So wait until the postmaster has no more children than before the
# run, or their number stood still for a second (a pool the server keeps), at most 5 s.
pg_settle() { # the cpu_snapshot taken before the run
    local idle postmaster n last=-1 still=0
    read -r _ _ _ _ idle <<<"$1"
    postmaster="$(postmaster_pid)"
    [[ -n "$postmaster" && "${idle:-}" =~ ^[0-9]+$ ]] || return 0
    for _ in $(seq 1 50); do
        n="$(postgres_children "$postmaster" | wc -l)"
        (( n <= idle )) && return 0
        if (( n == last )); then
            still=$((still + 1))
            (( still >= 10 )) && return 0
        else
            still=0
            last=$n
        fi
        sleep 0.1
    done
}
cpu_after() { # the cpu_snapshot taken before the run -> the one after it
    pg_settle "$1"
    cpu_snapshot
}
cpu_delta() { # before after -> JSON
    python3 -c 'import sys, json
b = [int(x) for x in sys.argv[1].split()]; a = [int(x) for x in sys.argv[2].split()]
hz = a[3]
print(json.dumps({"cpu_server_s": (a[0] - b[0]) / hz, "cpu_postgres_s": (a[1] - b[1]) / hz, "cpu_machine_s": (a[2] - b[2]) / hz}))' "$1" "$2"
}
statements_on() { [[ "$PG_STATEMENTS" == 1 && "${backend:-}" == postgres && -z "${NO_RECORD:-}" ]]; }
statements_reset() {
    statements_on || return 0
    psql -qAt "$db_url" -c "SELECT pg_stat_statements_reset()" >/dev/null
}
statements_dump() { # file
    statements_on || return 0
    psql -q "$db_url" -c "SELECT calls, round(total_exec_time::numeric, 1) AS total_ms,
        round(mean_exec_time::numeric, 3) AS mean_ms, rows, left(regexp_replace(query, '\s+', ' ', 'g'), 160) AS query
        FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
        ORDER BY total_exec_time DESC LIMIT 25" >"$1"
}
record() { # json line (not while profiling: perf slows the server down)
    [[ -n "${NO_RECORD:-}" ]] && return
    echo "$1" >>"$out/results.jsonl"
}

run_wrk() { # workload concurrency url [env...]
    local workload="$1" c="$2" url="$3"; shift 3
    local file="$out/${NO_RECORD:+perf-}$label-$workload-c$c.wrk" start end cpu
    statements_reset
    cpu="$(cpu_snapshot)"
    start="$(now_ms)"
    env "$@" wrk -t2 -c"$c" -d"${RUN_SECONDS}s" --latency --timeout 30s \
        ${WRK_SCRIPT:+-s "$WRK_SCRIPT"} "$url" >"$file" 2>&1 || true
    end="$(now_ms)"
    cpu="$(cpu_delta "$cpu" "$(cpu_after "$cpu")")"
    statements_dump "${file%.wrk}-statements.txt"
    record "$(python3 "$root/bench/summarize.py" wrk "$file" "$label" "$workload" "$c" "$start" "$end" "$cpu")"
}

run_pgbench() { # workload concurrency script database-url
    local workload="$1" c="$2" script="$3" url="$4"
    local dir="$out/${NO_RECORD:+perf-}pgbench-$label-$workload-c$c" start end cpu
    mkdir -p "$dir"
    cpu="$(cpu_snapshot)"
    start="$(now_ms)"
    (cd "$dir" && pgbench -n -M prepared -c "$c" -j 2 -T "$RUN_SECONDS" -D games="$games" \
        -D sessions="$token_games" -D players=2 \
        -f "$root/bench/$script" -l --log-prefix=tx "$url" >out.txt 2>&1) || true
    end="$(now_ms)"
    record "$(python3 "$root/bench/summarize.py" pgbench "$dir" "$label" "$workload" "$c" "$start" "$end" "$(cpu_delta "$cpu" "$(cpu_after "$cpu")")")"
}

run_loadgen() { # workload concurrency args...
    run_json "$1" "$2" "$LOADGEN" "${@:3}"
}
run_json() { # workload concurrency command... — a load generator printing loadgen's JSON
    local workload="$1" c="$2"; shift 2
    local file="$out/${NO_RECORD:+perf-}$label-$workload-c$c.json" start end cpu
    statements_reset
    cpu="$(cpu_snapshot)"
    start="$(now_ms)"
    "$@" >"$file" 2>"$file.err" || true
    end="$(now_ms)"
    cpu="$(cpu_delta "$cpu" "$(cpu_after "$cpu")")"
    statements_dump "${file%.json}-statements.txt"
    record "$(python3 "$root/bench/summarize.py" loadgen "$file" "$label" "$workload" "$c" "$start" "$end" "$cpu")"
}

perf_during() { # name seconds command... — an extra run under perf, not recorded
    local name="$1" seconds="$2"; shift 2
    if [[ "$PERF" != 1 ]] || ! command -v perf >/dev/null; then return; fi
    export NO_RECORD=1
    perf record -F 199 --call-graph dwarf,16384 -p "$server_pid" -o "$out/perf-$name.data" \
        -- sleep "$seconds" >/dev/null 2>&1 &
    local perf_pid=$!
    "$@"
    wait "$perf_pid" || true
    unset NO_RECORD
    perf report -i "$out/perf-$name.data" --stdio --no-children -g none --percent-limit 0.8 \
        >"$out/perf-$name-self.txt" 2>/dev/null || true
    perf report -i "$out/perf-$name.data" --stdio --children -g none --percent-limit 4 \
        >"$out/perf-$name-inclusive.txt" 2>/dev/null || true
    [[ "${KEEP_PERF:-0}" == 1 ]] || rm -f "$out/perf-$name.data"
}

# --- INSTANCES: several server processes behind nginx ----------------------------------
start_instances() { # database-url count — sets server_pid (every instance) and base (nginx)
    local n ports="" p upstream=""
    server_pid=""
    for n in $(seq 1 "$2"); do
        p="$(free_port)"
        DATABASE_URL="$1" BIND_ADDR="127.0.0.1:$p" RUST_LOG=warn TRUSTED_PROXIES=127.0.0.1 \
            "$MAIPENRAI_BIN" >>"$out/server.log" 2>&1 &
        server_pid="$server_pid $!"
        ports="$ports $p"
        upstream+="server 127.0.0.1:$p; "
    done
    for p in $ports; do
        for _ in $(seq 1 600); do curl -sf "http://127.0.0.1:$p/healthz" >/dev/null && break; sleep 0.1; done
    done
    port="$(free_port)"
    base="http://127.0.0.1:$port"
    mkdir -p "$out/nginx"
    cat >"$out/nginx/nginx.conf" <<CONF
worker_processes 1;
pid $out/nginx/nginx.pid;
error_log $out/nginx/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path $out/nginx/body;
    proxy_temp_path $out/nginx/proxy;
    fastcgi_temp_path $out/nginx/fastcgi;
    uwsgi_temp_path $out/nginx/uwsgi;
    scgi_temp_path $out/nginx/scgi;
    upstream maipenrai { $upstream keepalive 64; }
    server {
        listen 127.0.0.1:$port;
        location / {
            proxy_pass http://maipenrai;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header X-Forwarded-For \$remote_addr;
        }
    }
}
CONF
    nginx -p "$out/nginx" -c "$out/nginx/nginx.conf" -e "$out/nginx/error.log" -g 'daemon off;' &
    nginx_pid=$!
    for _ in $(seq 1 100); do curl -sf "$base/healthz" >/dev/null && break; sleep 0.1; done
}
stop_instances() {
    kill $server_pid "$nginx_pid" 2>/dev/null || true
    wait $server_pid "$nginx_pid" 2>/dev/null || true
    server_pid=""
    nginx_pid=""
}
if [[ -n "${INSTANCES:-}" ]]; then
    command -v nginx >/dev/null || { echo "error: nginx is needed (apt-get install nginx-light)" >&2; exit 1; }
    backend=postgres
    games="${SCALES%% *}"
    start_postgres
    db="bench_instances"
    psql -q "$pg_admin" -c "CREATE DATABASE $db" >/dev/null
    url="postgres://postgres@127.0.0.1:$pg_port/$db"
    db_url="$url"
    label="instances"
    start_server "$url"
    make_template
    stop_server
    "$LOADGEN" clone "$url" "$template_game" "$games" "$SESSION_GAMES" >"$out/instances-clone.json"
    token_games=$(( games < SESSION_GAMES ? games : SESSION_GAMES ))
    move_games=$(( token_games / ($(echo $INSTANCES | wc -w) * $(echo $CONCURRENCY | wc -w)) ))
    next_game=0
    for n in $INSTANCES; do
        label="postgres-$games-x$n"
        echo "=== $label"
        start_instances "$url" "$n"
        WRK_SCRIPT="$root/bench/random_game.lua" run_wrk warmup 16 "$base" GAMES="$games" PREFIX=/games/
        for c in $CONCURRENCY; do
            WRK_SCRIPT="$root/bench/random_game.lua" run_wrk page "$c" "$base" GAMES="$games" PREFIX=/games/
            run_loadgen moves "$c" moves "$base" "$next_game" "$move_games" "$c" "$RUN_SECONDS" \
                "$template_seq" "$template_mover" 2
            next_game=$((next_game + move_games))
        done
        stop_instances
    done
    python3 "$root/bench/summarize.py" summary "$out" >"$out/summary.md"
    cat "$out/summary.md"
    exit 0
fi

# The hello-world ceiling of the HTTP stack, once per concurrency.
hello_port="$(free_port)"
BIND_ADDR="127.0.0.1:$hello_port" "$HELLO_BIN" >/dev/null 2>&1 &
hello_pid=$!
sleep 0.5
label="hello"
for c in $CONCURRENCY; do
    run_wrk hello "$c" "http://127.0.0.1:$hello_port/"
done
kill "$hello_pid"; hello_pid=""

# The peer: boardgame.io, in memory and on Postgres, one server per concurrency.
start_peer() { # label [postgres-url]
    label="$1"
    port="$(free_port)"
    PORT="$port" BGIO_DB="${2:-}" node "$root/bench/bgio/server.mjs" >>"$out/$label.log" 2>&1 &
    server_pid=$!
    for _ in $(seq 1 300); do
        curl -sf "http://127.0.0.1:$port/games" >/dev/null && break
        kill -0 "$server_pid" 2>/dev/null || { tail -20 "$out/$label.log" >&2; exit 1; }
        sleep 0.1
    done
    sample_rss
}
run_peer() { # concurrency (of the peer start_peer started)
    run_json moves "$1" node "$root/bench/bgio/load.mjs" "http://127.0.0.1:$port" "$1" "$RUN_SECONDS"
}
if [[ "$PEER" == 1 ]]; then
    command -v node >/dev/null || { echo "error: node is needed for the peer (PEER=0 skips it)" >&2; exit 1; }
    if [[ ! -d bench/bgio/node_modules || bench/bgio/package-lock.json -nt bench/bgio/node_modules ]]; then
        (cd bench/bgio && npm ci --no-audit --no-fund >/dev/null)
    fi
    start_postgres
    psql -q "$pg_admin" -c "CREATE DATABASE bgio" >/dev/null
    for c in $CONCURRENCY; do
        for peer in bgio-memory bgio-postgres; do
            db=""
            [[ "$peer" == bgio-postgres ]] && db="postgres://postgres@127.0.0.1:$pg_port/bgio"
            start_peer "$peer" "$db"
            run_peer "$c"
            stop_server
        done
    done
    psql -q "$pg_admin" -c "DROP DATABASE bgio" >/dev/null
fi

for backend in $BACKENDS; do
    if [[ "$backend" == postgres && -z "$pg_bin" ]]; then start_postgres; fi
    first_scale=1
    for games in $SCALES; do
        label="$backend-$games"
        echo "=== $label"
        case "$backend" in
            postgres)
                db="bench_$games"
                psql -q "$pg_admin" -c "CREATE DATABASE $db" >/dev/null
                url="postgres://postgres@127.0.0.1:$pg_port/$db"
                ;;
            sqlite)
                url="sqlite://$out/bench-$games.db"
                ;;
        esac
        db_url="$url" # (run_wrk's own $url is the server's)
        template_into "$url"
        t0="$(now_ms)"
        "$LOADGEN" clone "$url" "$template_game" "$games" "$SESSION_GAMES" >"$out/$label-clone.json"
        echo "cloned $games games in $(( ($(now_ms) - t0) / 1000 )) s"
        if [[ "$backend" == postgres ]]; then
            psql -q "$url" -c "CREATE TABLE bench_event (LIKE game_event INCLUDING ALL); CREATE SEQUENCE bench_seq;" >/dev/null
            [[ "$PG_STATEMENTS" == 1 ]] && psql -q "$url" -c "CREATE EXTENSION pg_stat_statements" >/dev/null
            du_db="$(psql -At "$url" -c "SELECT pg_database_size(current_database())")"
        else
            du_db="$(stat -c %s "$out/bench-$games.db")"
        fi
        record "{\"label\":\"$label\",\"workload\":\"dataset\",\"games\":$games,\"bytes\":$du_db,\"template_seq\":$template_seq}"
        start_server "$url"
        record "{\"label\":\"$label\",\"workload\":\"idle\",\"rss_kb\":$(awk '/^VmRSS/ {print $2}' "/proc/$server_pid/status"),\"anon_kb\":$(awk '/^RssAnon/ {print $2}' "/proc/$server_pid/status")}"
        # Warm the caches a little.
        WRK_SCRIPT="$root/bench/random_game.lua" run_wrk warmup 16 "$base" GAMES="$games"

        # Each concurrency plays in its own games (those with tokens), a third of them each.
        token_games=$(( games < SESSION_GAMES ? games : SESSION_GAMES ))
        move_games=$(( token_games / 3 ))
        next_game=0
        for c in $CONCURRENCY; do
            export WRK_SCRIPT="$root/bench/random_game.lua"
            run_wrk page "$c" "$base" GAMES="$games" PREFIX=/games/
            run_wrk api "$c" "$base" GAMES="$games" PREFIX=/api/v1/games/ TOKENS=1 \
                SESSION_GAMES="$SESSION_GAMES"
            profile=0
            if [[ ( "$first_scale" == 1 || "${PERF_ALL:-0}" == 1 ) && "$c" == 16 ]]; then
                profile=1
                perf_during "$label-page" "$RUN_SECONDS" \
                    run_wrk page "$c" "$base" GAMES="$games" PREFIX=/games/
            fi
            unset WRK_SCRIPT
            # Half of this concurrency's games for the measured run, half for the profile.
            half=$((move_games / 2))
            run_loadgen moves "$c" moves "$base" "$next_game" "$half" "$c" "$RUN_SECONDS" \
                "$template_seq" "$template_mover" 2
            if [[ "$profile" == 1 ]]; then
                perf_during "$label-moves" "$RUN_SECONDS" \
                    run_loadgen moves "$c" moves "$base" "$((next_game + half))" "$half" "$c" \
                    "$RUN_SECONDS" "$template_seq" "$template_mover" 2
            fi
            next_game=$((next_game + move_games))
        done
        stop_server
        # The same work straight against the database, at the same concurrency.
        for c in $CONCURRENCY; do
            case "$backend" in
                postgres)
                    run_pgbench read "$c" pg_read.sql "$url"
                    run_pgbench append "$c" pg_append.sql "$url"
                    if [[ "$MOVE_SCRIPT" == 1 ]]; then run_pgbench move "$c" pg_move.sql "$url"; fi
                    ;;
                sqlite)
                    run_loadgen read "$c" sqlite-read "$url" "$games" "$c" "$RUN_SECONDS"
                    run_loadgen append "$c" sqlite-append "$url" "$games" "$c" "$RUN_SECONDS"
                    if [[ "$MOVE_SCRIPT" == 1 ]]; then
                        run_loadgen move "$c" sqlite-move "$url" "$token_games" 2 "$c" "$RUN_SECONDS"
                    fi
                    ;;
            esac
        done
        # Free the disk before the next size (10^6 games take ~15 GB on Postgres).
        if [[ "${KEEP_DATA:-0}" != 1 ]]; then
            case "$backend" in
                postgres) psql -q "$pg_admin" -c "DROP DATABASE $db" >/dev/null ;;
                sqlite) rm -f "$out/bench-$games.db" "$out/bench-$games.db-wal" "$out/bench-$games.db-shm" ;;
            esac
        fi
        first_scale=0
    done
done

python3 "$root/bench/summarize.py" summary "$out" >"$out/summary.md"
cat "$out/summary.md"
