#!/usr/bin/env bash
# Property-based tests of the JSON API from its own OpenAPI document (schemathesis): every
# operation is called with generated valid and malformed requests, and no answer may be a
# server error (5xx). Not part of scripts/test.sh; see docs/testing.md.
#
#   scripts/schemathesis.sh                     # 120 s on SQLite, release build
#   MAX_TIME=600 scripts/schemathesis.sh        # longer
#   CHECKS=all scripts/schemathesis.sh          # also schema and status conformance
#   DATABASE_URL=postgres://user@host/db scripts/schemathesis.sh
#   PROFILE=dev scripts/schemathesis.sh         # a debug build (overflow checks on)
#   SEED=1 scripts/schemathesis.sh              # reproducible generation (CI uses a fixed seed)
#
# Needs `st` (pip install schemathesis) and python3. The server runs on a free port of
# 127.0.0.1 with a throwaway SQLite database unless DATABASE_URL is given; a token, a
# running game and an open invitation are created first so that generated requests also
# reach real objects. The server's log is printed at the end if it logged errors.
set -euo pipefail

cd "$(dirname "$0")/.."

# `st`, or the same through python3 when pip put the script off the PATH.
if command -v st >/dev/null; then
    st=(st)
elif python3 -c 'import schemathesis' 2>/dev/null; then
    st=(python3 -c 'import sys; from schemathesis.cli import schemathesis; sys.exit(schemathesis())')
else
    echo "error: schemathesis is not installed: pip install schemathesis" >&2
    exit 1
fi
if ! command -v curl >/dev/null; then
    echo "error: this script needs curl" >&2
    exit 1
fi

profile="${PROFILE:-release}"
cargo build --profile "$profile" --bin maipenrai
case "$profile" in
    dev) bin="${CARGO_TARGET_DIR:-target}/debug/maipenrai" ;;
    *) bin="${CARGO_TARGET_DIR:-target}/$profile/maipenrai" ;;
esac

tmp="$(mktemp -d "${TMPDIR:-/tmp}/maipenrai-schemathesis.XXXXXX")"
server=""
cleanup() {
    if [[ -n "$server" ]]; then
        kill "$server" 2>/dev/null || true
        wait "$server" 2>/dev/null || true
    fi
    rm -rf "$tmp"
}
trap cleanup EXIT

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
base="http://127.0.0.1:$port"
DATABASE_URL="${DATABASE_URL:-sqlite://$tmp/schemathesis.db}" \
    BIND_ADDR="127.0.0.1:$port" BASE_URL="$base" REGISTRATION=open RUST_LOG=warn \
    "$bin" >"$tmp/server.log" 2>&1 &
server=$!
for _ in $(seq 1 300); do
    if curl -sf "$base/healthz" >/dev/null; then break; fi
    if ! kill -0 "$server" 2>/dev/null; then
        cat "$tmp/server.log" >&2
        exit 1
    fi
    sleep 0.1
done

# Two accounts (the real-ids run's player name), a token, a game in progress and an open
# invitation.
api() { curl -sf -X "$1" "$base/api/v1$2" -H 'content-type: application/json' ${3:+-H "authorization: Bearer $3"} ${4:+-d "$4"}; }
field() { python3 -c "import sys, json; print(json.load(sys.stdin)['$1'])"; }
for name in fuzz-ann fuzz-ben; do
    api POST /accounts "" "{\"username\":\"$name\",\"password\":\"correct horse\"}" >/dev/null
done
ann="$(api POST /tokens "" '{"username":"fuzz-ann","password":"correct horse"}' | field token)"
ben="$(api POST /tokens "" '{"username":"fuzz-ben","password":"correct horse"}' | field token)"
code="$(api POST /invitations "$ann" '{"board":"siam","players":2,"hands":"original"}' | field code)"
game="$(api POST "/invitations/$code/join" "$ben" | field game_id)"
api POST /invitations "$ann" '{"board":"saba","players":3,"hands":"open"}' >/dev/null
echo "server on $base; game $game"

# Not called: DELETE /tokens (it revokes the run's own token, and every later request
# would only get 401; tests/api_v1.rs covers it). Every phase runs; PHASES=... chooses
# some.
# Half the time with generated path parameters (mostly unknown ids and codes), half with
# the real game and invitation, so that generated bodies reach the game logic.
half=$(( ${MAX_TIME:-120} / 2 ))
# The one exclusion from the conformance checks: a move is any text to the document (the
# game's notation is not a JSON Schema), so a schema-valid move may still be illegal: 422
# illegal_move, which positive_data_acceptance would count as a failure on that operation.
# And a tournament: one person may create five an hour, so most generated ones are 429; a
# substitute is a name the organiser may invite, which generated names are not (409).
cat >"$tmp/checks.toml" <<'TOML'
[[operations]]
include-operation-id = "post_move"
checks.positive_data_acceptance.expected-statuses = ["2xx", "401", "403", "404", "409", "422", "429", "5xx"]

[[operations]]
include-operation-id = "create_tournament"
checks.positive_data_acceptance.expected-statuses = ["2xx", "401", "403", "404", "409", "429"]

[[operations]]
include-operation-id = "substitute"
checks.positive_data_acceptance.expected-statuses = ["2xx", "401", "403", "404", "409"]
TOML
printf '[parameters]\n"path.id" = "%s"\n"path.code" = "%s"\n"path.name" = "fuzz-ann"\n\n' "$game" "$code" >"$tmp/real-ids.toml"
: >"$tmp/generated-ids.toml"
cat "$tmp/checks.toml" >>"$tmp/real-ids.toml"
cat "$tmp/checks.toml" >>"$tmp/generated-ids.toml"
# The coverage phase runs on its own, on one worker: on two, hypothesis (describing the
# phase's filters) calls Python's ast.parse from two threads at once, which Python 3.11
# answers now and then with "SystemError: AST constructor recursion depth mismatch" (the
# crash that had this phase switched off). The other phases run on two workers.
phases="${PHASES:-examples,coverage,fuzzing,stateful}"
runs=()
if [[ ",$phases," == *,coverage,* ]]; then
    runs+=("coverage:1")
fi
rest="$(tr ',' '\n' <<<"$phases" | grep -vx coverage | paste -sd, - || true)"
if [[ -n "$rest" ]]; then
    runs+=("$rest:2")
fi
status=0
for config in generated-ids real-ids; do
    for run in "${runs[@]}"; do
        echo "=== schemathesis: $config, phases ${run%:*}"
        # From the temp dir: schemathesis keeps a cache (.schemathesis/) where it runs.
        (cd "$tmp" && "${st[@]}" --config-file "$tmp/$config.toml" run "$base/api/v1/openapi.json" \
            --url "$base" \
            --header "Authorization: Bearer $ann" \
            --checks "${CHECKS:-not_a_server_error}" \
            --phases "${run%:*}" \
            --exclude-operation-id revoke_token \
            --max-time "$half" \
            ${SEED:+--seed "$SEED"} \
            --workers "${run##*:}" \
            --request-timeout 20 \
            --suppress-health-check all \
            --continue-on-failure) || status=$?
    done
done

# A 5xx that schemathesis did not see (e.g. on a request it timed out on) is still logged.
scripts/log-errors.sh "$tmp/server.log" || status=1
exit "$status"
