#!/usr/bin/env bash
# Prints the shell block of a Markdown file that is marked, on the line before its fence,
#   <!-- block ID, run by WHO -->
# so that a test runs exactly what the documentation tells people to run.
#
#   scripts/doc-block.sh README.md quick-start
set -euo pipefail
file="$1"
id="$2"
awk -v id="$id" '
    found && /^```/ { if (inside) { exit } inside = 1; next }
    inside { print; next }
    $0 ~ "^<!-- block " id ", run by " { found = 1 }
' "$file" | {
    block="$(cat)"
    if [[ -z "$block" ]]; then
        echo "doc-block: no block \"$id\" in $file" >&2
        exit 1
    fi
    printf '%s\n' "$block"
}
