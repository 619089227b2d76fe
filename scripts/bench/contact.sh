#!/usr/bin/env bash
# Issue 42's figures: the proof of work checked on the server, scripted sends without a proof and
# with one proof replayed, and the server's memory under a flood of sends from random addresses.
# Usage: scripts/bench/contact.sh [FOLIO_BIN]  (a release build by default). Figures, never pass/fail.
set -euo pipefail
cd "$(dirname "$0")/../.."
export FOLIO_BIN="${1:-${FOLIO_BIN:-$PWD/target/release/folio}}"
echo "== The contact form (issue 42)"
# The server's check of one proof (folio-core's contact::pow::verify), optimised.
cargo run --quiet --release --locked -p folio-core --example proof_check 2>/dev/null | sed 's/^/  /' || true
# A visitor's browser solving one under Lighthouse's mobile CPU throttling (4×): the browser
# test prints how long it took.
(cd web && npx vitest run --project e2e e2e/contact.e2e.ts -t 'throttling' 2>&1 \
  | grep -a 'proof of work under' | sed 's/\x1b\[[0-9;]*m//g; s/^/  contact: /') || true
# Scripted sends without a proof, 1,000 sends reusing one proof, and 100,000 sends from random
# addresses against the real server: the edge test prints its figures.
(cd web && EDGE_CONTACT_FLOOD="${EDGE_CONTACT_FLOOD:-100000}" npx vitest run --project edge edge/contact.edge.ts 2>&1 \
  | grep -a 'contact:' | sed 's/\x1b\[[0-9;]*m//g') || true
