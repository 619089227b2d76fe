#!/usr/bin/env bash
# Issue 42's figures: the proof of work checked on the server, scripted sends without a proof and
# with one proof replayed, and the server's memory under a flood of sends from random addresses.
# Usage: scripts/bench/contact.sh [FOLIO_BIN]  (a release build by default). Figures, never pass/fail.
set -euo pipefail
cd "$(dirname "$0")/../.."
export FOLIO_BIN="${1:-${FOLIO_BIN:-$PWD/target/release/folio}}"
echo "== The contact form (issue 42)"
# The server's check of one proof (folio-core's contact::pow::verify), timed by its unit test in
# release: a thousand checks.
cargo test -p folio-core --release --offline --lib contact::pow -- --nocapture 2>/dev/null | grep -E 'test result' | sed 's/^/  core: /' || true
# Scripted sends without a proof, 1,000 sends reusing one proof, and 100,000 sends from random
# addresses against the real server: the edge test prints its figures.
(cd web && EDGE_CONTACT_FLOOD="${EDGE_CONTACT_FLOOD:-100000}" npx vitest run --project edge edge/contact.edge.ts 2>&1 \
  | grep -a 'contact:' | sed 's/\x1b\[[0-9;]*m//g') || true
