#!/usr/bin/env bash
# `make bench`: real figures for the built release, never a pass/fail.
# Starts the release server on a free port with a throw-away database, then reports the gzip
# weight of everything `/` loads and wrk request rates of API reads beside /api/health.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/temp-server.sh

# Seed what a real portfolio has: an admin and 20 experiences.
cookie=$(admin_cookie)
for n in $(seq 20); do
  curl -sf -H "cookie: $cookie" -H 'content-type: application/json' -d "{\"jobTitle\":\"Role $n\",
    \"company\":\"Company $n\",\"industry\":\"Technology\",\"startDate\":\"2020-01\",
    \"endDate\":\"2021-06\",\"description\":\"What the role was about, in a few sentences.\",
    \"accomplishments\":\"Shipped things; see https://example.org/$n for details.\",
    \"tools\":[\"Rust\",{\"name\":\"SQL\",\"usage\":\"Reporting\"}]}" \
    "$base/api/admin/experiences" >/dev/null
done

# And a case study with every kind of block, for the case-study page's figures.
content='{"blocks":[{"type":"header","data":{"text":"The problem","level":2}},
  {"type":"paragraph","data":{"text":"A ledger with <b>bold</b> text and [a link](https://example.org)."}},
  {"type":"list","data":{"style":"unordered","items":[{"content":"One","items":[]},{"content":"Two","items":[]}]}},
  {"type":"quote","data":{"text":"Make it work, then make it fast.","caption":"Kent Beck"}},
  {"type":"code","data":{"code":"fn main() {}"}},{"type":"delimiter","data":{}}]}'
study=$(CONTENT="$content" node -e 'console.log(JSON.stringify({title: "Payments Platform Rewrite",
  slug: "payments-platform", description: "Moving a ledger to Rust without downtime.",
  content: process.env.CONTENT, tags: ["rust", "payments"], isPublished: true, isFeatured: true}))')
curl -sf -H "cookie: $cookie" -H 'content-type: application/json' -d "$study" \
  "$base/api/admin/case-studies" >/dev/null

echo "== Bytes received for / (as Chromium got them, with the server's headers; goal <= 120 KiB first, <= 5 KiB repeat)"
node web/bench/page-weight.mjs "$base/"
for wasm in web/dist/assets/*.wasm; do
  sent=$(curl -s -H 'accept-encoding: br, gzip' -o /dev/null -w '%{size_download}' "$base/assets/$(basename "$wasm")")
  echo "WASM module $(basename "$wasm"): $(wc -c <"$wasm") B raw, $sent B as sent with brotli (goal <= 60 KB)"
done

echo
echo "== Bytes received for a case study"
node web/bench/page-weight.mjs "$base/case-studies/payments-platform" | grep 'total received'

echo
echo "== Admin area: files only /admin loads, on top of the public ones"
node web/bench/admin-chunks.mjs

echo
echo "== Lighthouse 12.8.2 (Chromium headless, default mobile emulation and throttling)"
node web/bench/lighthouse.mjs "$base/" "$base/case-studies/payments-platform"

rate() { # path -> requests per second (wrk: 2 threads, 50 connections, 10 s, asking for brotli)
  wrk -t2 -c50 -d10s -H 'Accept-Encoding: br, gzip' "$base$1" | awk '/Requests\/sec/ {print $2}'
}
echo
echo "== Request rates (wrk -t2 -c50 -d10s, Accept-Encoding: br, gzip; same run)"
health=$(rate /api/health)
printf '%-22s %10s req/s\n' /api/health "$health"
for path in /api/profile /api/experiences / /case-studies/payments-platform; do
  r=$(rate "$path")
  printf '%-22s %10s req/s  (%s%% of health)\n' "$path" "$r" "$(awk -v a="$r" -v b="$health" 'BEGIN {printf "%.0f", 100 * a / b}')"
done
echo
echo "== Server memory after the runs"
awk '/VmRSS|VmHWM/ {printf "%s %.1f MiB\n", $1, $2 / 1024}' "/proc/$pid/status"

echo
echo "== Abuse bounds (issue 10: hostile loads on fresh servers, each figure beside its bound)"
node scripts/abuse.mjs
