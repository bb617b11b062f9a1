#!/usr/bin/env bash
# Two server builds under bench/load.sh, alternated: ROUNDS rounds per database, each round
# the older build then the newer, every run on the same template game (TEMPLATE_DB, made by
# the older build first when not given). Prints the medians of pages, API views and moves
# per second and the server's CPU per request, and the ratios newer ÷ older.
#
#   bench/load_ab.sh OLD_BINARY NEW_BINARY
#   ROUNDS=5 BACKENDS=sqlite bench/load_ab.sh old/maipenrai target/release/maipenrai
#   RUNS=runs.txt bench/load_ab.sh OLD NEW   # the summary of runs listed before, again
#
# Other load.sh settings pass through (SCALES, CONCURRENCY, RUN_SECONDS, TEMPLATE_INVITATION);
# the defaults here are one size, c = 16, no profile, no peer.
set -euo pipefail
[[ $# == 2 ]] || { sed -n '2,9p' "$0"; exit 2; }
old="$(realpath "$1")"
new="$(realpath "$2")"
cd "$(dirname "$0")/.."
export SCALES="${SCALES:-10000}" CONCURRENCY="${CONCURRENCY:-16}" PERF=0 PEER=0 MOVE_SCRIPT=0
export SESSION_GAMES="${SESSION_GAMES:-3000}"
ROUNDS="${ROUNDS:-3}"
BACKENDS="${BACKENDS:-sqlite postgres}"
# RUNS=file: summarise the runs listed there ("database build directory" per line) again.
runs="${RUNS:-$(mktemp)}"
if [[ -z "${RUNS:-}" ]]; then
    if [[ -z "${TEMPLATE_DB:-}" ]]; then
        TEMPLATE_DB="$(mktemp -d)/template.db"
        echo "the template game, made by the older build"
        KEEP_TEMPLATE="$TEMPLATE_DB" BACKENDS=sqlite SCALES=100 RUN_SECONDS=1 MAIPENRAI_BIN="$old" \
            bench/load.sh >/dev/null
    fi
    export TEMPLATE_DB="$(realpath "$TEMPLATE_DB")"
    for db in $BACKENDS; do
        for round in $(seq 1 "$ROUNDS"); do
            for build in old new; do
                bin="$old"; [[ $build == new ]] && bin="$new"
                echo "$db round $round $build $(date +%H:%M:%S)"
                dir="$(BACKENDS=$db MAIPENRAI_BIN=$bin bench/load.sh 2>&1 | sed -n 's/^results in //p')"
                echo "$db $build $dir" >>"$runs"
            done
        done
    done
    cat "$runs"
fi
python3 - "$runs" <<'EOF'
import json, statistics, sys
figures = {}
for line in open(sys.argv[1]):
    db, build, d = line.split()
    for l in open(f"{d}/results.jsonl"):
        r = json.loads(l)
        if r.get("label", "").startswith(db) and r["workload"] in ("page", "api", "moves", "read", "append"):
            done = r["per_second"] * r["seconds"]
            cpu = r["cpu_server_s"] * 1000 / done if r.get("cpu_server_s") else 0
            machine = r["cpu_machine_s"] * 1000 / done if r.get("cpu_machine_s") else 0
            key = (db, r["concurrency"], r["workload"])
            figures.setdefault(key, {}).setdefault(build, []).append((r["per_second"], cpu, machine))
med = lambda key, build, i=0: statistics.median(x[i] for x in figures[key][build])
print("| database | c | workload | older /s | newer /s | ratio | server CPU ms older → newer | machine CPU ms older → newer |")
print("|---|---|---|---|---|---|---|---|")
for key, b in sorted(figures.items()):
    if key[2] in ("read", "append"):
        continue
    each = {k: "/".join(f"{x[0]:,.0f}" for x in v) for k, v in b.items()}
    print(f"| {key[0]} | {key[1]} | {key[2]} | {med(key, 'old'):,.0f} ({each['old']}) | {med(key, 'new'):,.0f} ({each['new']}) | "
          f"×{med(key, 'new') / med(key, 'old'):.2f} | {med(key, 'old', 1):.3f} → {med(key, 'new', 1):.3f} | "
          f"{med(key, 'old', 2):.3f} → {med(key, 'new', 2):.3f} |")
print()
print("Against the ceilings measured in the same runs (medians of all runs of both builds):")
print()
print("| database | c | read /s | append /s | pages ÷ read, older → newer | moves ÷ append, older → newer |")
print("|---|---|---|---|---|---|")
for db, c in sorted({(k[0], k[1]) for k in figures}):
    ceiling = lambda w: statistics.median(x[0] for v in figures.get((db, c, w), {}).values() for x in v)
    if (db, c, "read") not in figures:
        continue
    read, append = ceiling("read"), ceiling("append")
    ratio = lambda w, build: med((db, c, w), build) / (read if w == "page" else append)
    print(f"| {db} | {c} | {read:,.0f} | {append:,.0f} | {ratio('page', 'old'):.2f} → {ratio('page', 'new'):.2f} | "
          f"{ratio('moves', 'old'):.2f} → {ratio('moves', 'new'):.2f} |")
EOF
[[ -n "${RUNS:-}" ]] || rm -f "$runs"
