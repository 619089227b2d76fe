#!/usr/bin/env bash
# `make bench`: real figures for the built release, never a pass/fail.
# Starts the release server on a free port with a throw-away database, then reports the gzip
# weight of everything `/` loads and wrk request rates of API reads beside /api/health.
set -euo pipefail
cd "$(dirname "$0")/.."

data=$(mktemp -d)
log="$data/server.log"
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$data"' EXIT

NO_COLOR=1 RUST_LOG=warn,folio_server=info PORT=0 \
  DATABASE_URL="sqlite://$data/folio.db?mode=rwc" UPLOAD_DIR="$data/uploads" WEB_DIR=web/dist \
  ./target/release/folio >"$log" 2>&1 &
pid=$!
for _ in $(seq 100); do
  base=$(grep -o 'listening on http://[0-9.:]*' "$log" | sed 's/listening on //' || true)
  [ -n "$base" ] && break
  sleep 0.1
done
[ -n "$base" ] || { cat "$log"; exit 1; }

# Seed what a real portfolio has: an admin and 20 experiences.
jar="$data/cookies"
curl -sf -c "$jar" -H 'content-type: application/json' \
  -d '{"username":"bench","password":"bench password"}' "$base/api/admin/setup" >/dev/null
for n in $(seq 20); do
  curl -sf -b "$jar" -H 'content-type: application/json' -d "{\"jobTitle\":\"Role $n\",
    \"company\":\"Company $n\",\"industry\":\"Technology\",\"startDate\":\"2020-01\",
    \"endDate\":\"2021-06\",\"description\":\"What the role was about, in a few sentences.\",
    \"accomplishments\":\"Shipped things; see https://example.org/$n for details.\",
    \"tools\":[\"Rust\",{\"name\":\"SQL\",\"usage\":\"Reporting\"}]}" \
    "$base/api/admin/experiences" >/dev/null
done

echo "== Page weight of / (gzip -9 of every response the page loads)"
node web/bench/page-weight.mjs "$base/"

rate() { # path -> requests per second (wrk: 2 threads, 50 connections, 10 s)
  wrk -t2 -c50 -d10s "$base$1" | awk '/Requests\/sec/ {print $2}'
}
echo
echo "== Request rates (wrk -t2 -c50 -d10s, same run)"
health=$(rate /api/health)
printf '%-22s %10s req/s\n' /api/health "$health"
for path in /api/profile /api/experiences; do
  r=$(rate "$path")
  printf '%-22s %10s req/s  (%s%% of health)\n' "$path" "$r" "$(awk -v a="$r" -v b="$health" 'BEGIN {printf "%.0f", 100 * a / b}')"
done
echo
echo "== Server memory after the runs"
awk '/VmRSS|VmHWM/ {printf "%s %.1f MiB\n", $1, $2 / 1024}' "/proc/$pid/status"
