#!/usr/bin/env bash
# The Docker Compose stack, checked: builds and starts docker-compose.yml (Postgres and the
# app) under a project name of its own, plays a game over the JSON API, restarts the app
# container and checks that the game reads exactly as before and goes on
# (scripts/api_game.py), then removes the stack and its volume.
#
#   scripts/compose-check.sh
#
# Needs a Docker daemon with the compose plugin and port 8080 free. Without a daemon (as on
# CI) it says that it skipped and exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v docker >/dev/null 2>&1 || ! docker info >/dev/null 2>&1 \
    || ! docker compose version >/dev/null 2>&1; then
    echo "compose-check: SKIPPED: no Docker daemon (or compose plugin) here; run it where Docker runs"
    exit 0
fi

export COMPOSE_PROJECT_NAME="maipenrai-check-$$"
state="$(mktemp)"
cleanup() {
    docker compose down --volumes --remove-orphans >/dev/null 2>&1 || true
    rm -f "$state"
}
trap cleanup EXIT

base=http://127.0.0.1:8080
docker compose up --detach --build --wait
python3 scripts/api_game.py "$base" play "$state"
docker compose restart app
python3 scripts/api_game.py "$base" check "$state"
echo "compose-check: OK: nothing was lost across a restart of the app container"
