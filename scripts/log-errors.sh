#!/usr/bin/env bash
# Fails (exit status 1) when the server's log LOG holds an error or a panic, and prints
# those lines (the first 50); exit status 0 when it holds none.
#
#   scripts/log-errors.sh server.log
#
# Used by scripts/schemathesis.sh: a 5xx that schemathesis did not see (e.g. on a request
# it timed out on) is still logged. The server logs plain lines when its output is not a
# terminal; colour codes, should a log have them, are removed before looking.
set -euo pipefail

if [[ $# -ne 1 || ! -r "$1" ]]; then
    echo "usage: $0 LOG (a readable server log)" >&2
    exit 2
fi
errors="$(sed 's/\x1b\[[0-9;]*m//g' "$1" | grep -E ' ERROR |panicked' || true)"
if [[ -n "$errors" ]]; then
    echo "--- the server logged errors:" >&2
    head -50 <<<"$errors" >&2
    exit 1
fi
