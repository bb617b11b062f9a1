#!/usr/bin/env bash
# Two server builds under bench/load.sh, alternated: ROUNDS rounds per database, each round
# the older build then the newer, every run on the same template game (TEMPLATE_DB, made by
# the older build first when not given). Prints the medians of pages, API views and moves
# per second and the server's CPU per request, and the ratios newer ÷ older.
#
#   bench/load_ab.sh OLD_BINARY NEW_BINARY
#   ROUNDS=5 BACKENDS=sqlite bench/load_ab.sh old/maipenrai target/release/maipenrai
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
runs="$(mktemp)"
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
python3 - "$runs" <<'EOF'
import json, statistics, sys
figures = {}
for line in open(sys.argv[1]):
    db, build, d = line.split()
    for l in open(f"{d}/results.jsonl"):
        r = json.loads(l)
        if r.get("label", "").startswith(db) and r["workload"] in ("page", "api", "moves"):
            cpu = r["cpu_server_s"] * 1000 / (r["per_second"] * r["seconds"]) if r.get("cpu_server_s") else 0
            figures.setdefault((db, r["workload"]), {}).setdefault(build, []).append((r["per_second"], cpu))
print("| database | workload | older /s | newer /s | ratio | older CPU ms | newer CPU ms | ratio |")
print("|---|---|---|---|---|---|---|---|")
for (db, wl), b in sorted(figures.items()):
    rate = {k: statistics.median(x[0] for x in v) for k, v in b.items()}
    cpu = {k: statistics.median(x[1] for x in v) for k, v in b.items()}
    each = {k: "/".join(f"{x[0]:,.0f}" for x in v) for k, v in b.items()}
    print(f"| {db} | {wl} | {rate['old']:,.0f} ({each['old']}) | {rate['new']:,.0f} ({each['new']}) | "
          f"×{rate['new'] / rate['old']:.2f} | {cpu['old']:.3f} | {cpu['new']:.3f} | ×{cpu['new'] / cpu['old']:.2f} |")
EOF
rm -f "$runs"
