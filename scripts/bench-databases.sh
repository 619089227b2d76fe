#!/usr/bin/env bash
# `make bench`'s database figures: public read rates (wrk) and the latency of a cold read (the
# first after a write emptied the snapshot, so the answer is built from the database) on SQLite and
# on PostgreSQL (a throw-away cluster from scripts/postgres.sh), same machine, same run, each
# with the same seeded portfolio. Figures only, never a pass/fail.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" != one ]; then
  printf '%-11s %16s %16s %22s %22s\n' "" "/api/home req/s" "/ req/s" "cold /api/home (ms)" "cold / (ms)"
  bash "$0" one SQLite
  bash scripts/postgres.sh bash -c 'SERVE_DATABASE_URL="$DATABASE_URL" bash "$1" one PostgreSQL' _ "$0"
  exit
fi

label=$2
SERVE_WEB_DIR="${WEB_DIR:-web/dist}"
source scripts/temp-server.sh
cookie=$(admin_cookie)
post() { curl -sf -o /dev/null -H "cookie: $cookie" -H 'content-type: application/json' -X "$1" -d "$3" "$base$2"; }
for n in $(seq 20); do
  post POST /api/admin/experiences "{\"jobTitle\":\"Role $n\",\"company\":\"Company $n\",
    \"industry\":\"Technology\",\"startDate\":\"2020-01\",\"endDate\":\"2021-06\",
    \"description\":\"What the role was about.\",\"accomplishments\":\"Shipped things.\",
    \"tools\":[\"Rust\",\"SQL\"]}"
done
for n in $(seq 5); do
  post POST /api/admin/education "{\"name\":\"Course $n\",\"category\":\"AI\",\"sortOrder\":$n}"
done

rate() { # path -> requests per second (2 threads, 50 connections, asking for brotli)
  wrk -t2 -c50 -d"${BENCH_SECONDS:-5}s" -H 'Accept-Encoding: br, gzip' "$base$1" | awk '/Requests\/sec/ {print $2}'
}
cold() { # path -> median milliseconds of 21 reads, each right after a write
  for n in $(seq 21); do
    post PUT /api/admin/profile "{\"name\":\"Owner $n\"}"
    curl -sf -o /dev/null -H 'Accept-Encoding: br, gzip' -w '%{time_total}\n' "$base$1"
  done | sort -n | awk '{a[NR] = $1} END {printf "%.1f", 1000 * a[int((NR + 1) / 2)]}'
}
printf '%-11s %16s %16s %22s %22s\n' "$label" "$(rate /api/home)" "$(rate /)" "$(cold /api/home)" "$(cold /)"
