#!/usr/bin/env bash
# Issue 44's figures, never a pass/fail: `/` served from the snapshot with visitor counting on
# beside the same with it off (COUNT_VISITS=false), two servers on the same machine measured in
# turns in the same run (wrk -c50, 4 s each, ten rounds, each first in every other one; on a machine
# of two cores or more the servers run on one core and wrk on another, so wrk's own work does not
# blur what counting costs the server), each request a reader's: a
# browser's User-Agent and Accept, so every one goes through the counting), and the memory a
# flood of 1,000,000 readers with random addresses, referrers and paths adds (the edge test
# web/edge/stats.edge.ts at STATS_FLOOD=1000000, with the rows it leaves beside their bounds).
# The server is $FOLIO_BIN (default target/release/folio), the app $WEB_DIR (default web/dist).
set -euo pipefail
cd "$(dirname "$0")/../.."
FOLIO_BIN=$(realpath "${FOLIO_BIN:-target/release/folio}")
WEB_DIR=$(realpath "${WEB_DIR:-web/dist}")
export FOLIO_BIN WEB_DIR

work=$(mktemp -d)
# `start` runs in a command substitution (a subshell): each server's pid goes to a file.
trap 'for p in "$work"/*/pid; do kill "$(cat "$p")" 2>/dev/null || true; done; rm -rf "$work"' EXIT

server_cpu=
load_cpu=
if command -v taskset >/dev/null && [ "$(nproc)" -ge 2 ]; then
  server_cpu="taskset -c 1"
  load_cpu="taskset -c 0"
fi

start() { # name COUNT_VISITS -> prints the base URL
  mkdir -p "$work/$1"
  SETUP_CODE=TEMPSERVERCODE NO_COLOR=1 RUST_LOG=warn,folio_server=info PORT=0 COUNT_VISITS="$2" \
    DATABASE_URL="sqlite://$work/$1/folio.db?mode=rwc" UPLOAD_DIR="$work/$1/uploads" WEB_DIR="$WEB_DIR" \
    $server_cpu "$FOLIO_BIN" >"$work/$1/log" 2>&1 &
  echo $! >"$work/$1/pid"
  for _ in $(seq 100); do
    grep -q 'listening on' "$work/$1/log" && break
    sleep 0.1
  done
  grep -o 'listening on http://[0-9.:]*' "$work/$1/log" | sed 's/listening on //'
}
seed() { # base: the owner and a few experiences, as a small real portfolio
  curl -sf -c "$work/cookies" -H 'content-type: application/json' \
    -d '{"username":"owner","password":"temporary password","setupCode":"TEMPSERVERCODE"}' "$1/api/admin/setup" >/dev/null
  local cookie
  cookie=$(awk '$6 == "folio_session" {print $6 "=" $7}' "$work/cookies")
  for n in $(seq 6); do
    curl -sf -H "cookie: $cookie" -H 'content-type: application/json' -d "{\"jobTitle\":\"Role $n\",
      \"company\":\"Company $n\",\"industry\":\"Technology\",\"startDate\":\"2020-01\",
      \"description\":\"What the role was about.\",\"accomplishments\":\"Shipped things.\",\"tools\":[\"Rust\"]}" \
      "$1/api/admin/experiences" >/dev/null
  done
  rm -f "$work/cookies"
}

on=$(start on true)
off=$(start off false)
seed "$on"
seed "$off"
ua='Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0'
rate() {
  $load_cpu wrk -t2 -c50 -d4s -H "User-Agent: $ua" -H 'Accept: text/html' -H 'Accept-Encoding: br, gzip' "$1/" |
    awk '/Requests\/sec/ {print $2}'
}
echo "== Visitor counting (issue 44): / with counting on beside off (wrk -t2 -c50 -d4s, in turns${server_cpu:+, server and wrk each on a core}; goal >= 95%)"
rate "$on" >/dev/null
rate "$off" >/dev/null
sum_on=0
sum_off=0
for round in $(seq 10); do
  # In turns, each first every other round, so neither gains from going first.
  if ((round % 2)); then
    a=$(rate "$on")
    b=$(rate "$off")
  else
    b=$(rate "$off")
    a=$(rate "$on")
  fi
  echo "round $round: on $a req/s, off $b req/s"
  sum_on=$(awk -v s="$sum_on" -v a="$a" 'BEGIN {print s + a}')
  sum_off=$(awk -v s="$sum_off" -v b="$b" 'BEGIN {print s + b}')
done
awk -v a="$sum_on" -v b="$sum_off" 'BEGIN {printf "counting on / off: %.1f%% (goal >= 95%%)\n", 100 * a / b}'
sleep 11 # the counts' next write
views=$(curl -sf "$on/api/health" >/dev/null && sqlite3 "$work/on/folio.db" \
  "SELECT COALESCE(SUM(views), 0) FROM visit_days WHERE kind = 'page'" 2>/dev/null || echo "?")
echo "views counted by the counting server: $views"

echo
echo "== Visitor counting: a flood of ${STATS_FLOOD:-1000000} readers (random address, referrer, path; goal <= 16 MiB)"
(cd web && STATS_FLOOD="${STATS_FLOOD:-1000000}" npx vitest run --project edge edge/stats.edge.ts 2>&1 |
  grep -a 'stats flood' | sed 's/\x1b\[[0-9;]*m//g') || true
