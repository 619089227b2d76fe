#!/usr/bin/env bash
# `make bench`, memory (issue 46): the release server's resident memory idle after start and after
# the first reads of an empty site, then with 500 experiences and 1,000 case studies after every
# public page was read once, and again after a flood has passed; the time of a cold `/` and a cold
# case study at that size (the first read after a write to the profile, and after one to the case
# studies, which reads every outline again) beside a warm read. Each beside its goal,
# measured in this run; figures only, never a pass/fail.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/temp-server.sh

rss() { awk '/^VmRSS/ {printf "%.1f", $2 / 1024}' "/proc/$pid/status"; }
anon() { awk '/^RssAnon/ {printf "%.1f", $2 / 1024}' "/proc/$pid/status"; }
line() { printf '%-66s %8s MiB (%s MiB anonymous)   goal <= %s MiB\n' "$1" "$(rss)" "$(anon)" "$2"; }
ms() { curl -sf -o /dev/null -H 'Accept-Encoding: br, gzip' -w '%{time_total}\n' "$base$1" | awk '{printf "%.1f\n", 1000 * $1}'; }
median() { sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
every_public_page() { # the sitemap's addresses, and the reads beside them
  for path in / /sitemap.xml /feed.xml /api/experiences /api/education /api/profile /resume.json /nope; do
    curl -sf -o /dev/null -H 'Accept-Encoding: br, gzip' "$base$path" || true
  done
  curl -sf "$base/sitemap.xml" | grep -o '<loc>[^<]*</loc>' | sed 's/<[^>]*>//g; s#^https\?://[^/]*##' |
    xargs -P 2 -I{} curl -sf -o /dev/null -H 'Accept-Encoding: br, gzip' "$base{}"
}

echo "== Memory (issue 46): resident memory of the release server (RSS, as the kernel counts it)"
sleep 2
line "idle right after start, empty site" 30
cookie=$(admin_cookie)
for path in / /nope /sitemap.xml; do curl -s -o /dev/null "$base$path"; done
sleep 62 # at rest: the render engine is dropped a minute after its last render
line "after signing in and the first reads of the empty site, at rest" 30

python3 scripts/bench/fill.py "$base" "$cookie" 500 1000
every_public_page
sleep 2
line "500 experiences, 1,000 case studies, every page read once" 64

# A flood: a thousand addresses that are not there, and each case study again in every form.
seq 1000 | xargs -P 4 -I{} curl -s -o /dev/null "$base/missing-{}"
every_public_page
sleep 12
line "the same, after a flood of reads has passed" 64

write() { # a public write: the site's version moves and the snapshot is dropped
  curl -sf -o /dev/null -X PUT -H "cookie: $cookie" -H 'content-type: application/json' \
    -d '{"languages":["en"]}' "$base/api/admin/profile"
}
cold_home=$(for _ in 1 2 3 4 5; do write; ms /; done | median)
cold_views=$(for view in '/?filter=tools' '/?filter=industries' '/?tab=playground'; do
  printf '%s %s ms, ' "$view" "$(for _ in 1 2 3; do write; ms "$view"; done | median)"
done)
warm_home=$(for _ in $(seq 20); do ms /; done | median)
cold_study=$(for _ in 1 2 3 4 5; do write; ms /case-studies/case-study-500; done | median)
warm_study=$(for _ in $(seq 20); do ms /case-studies/case-study-500; done | median)
# A write to the case studies themselves: every outline is read again for the next cold page.
order=$(curl -sf -H "cookie: $cookie" "$base/api/admin/case-studies" |
  python3 -c 'import json, sys; print(json.dumps({"caseStudyIds": [c["id"] for c in json.load(sys.stdin)]}))')
reorder() {
  curl -sf -o /dev/null -X PATCH -H "cookie: $cookie" -H 'content-type: application/json' \
    -d "$order" "$base/api/admin/case-studies/reorder"
}
moved_study=$(for _ in 1 2 3 4 5; do reorder; ms /case-studies/case-study-500; done | median)
printf '%-66s %8s ms (warm %s ms)   goal <= 100 ms\n' "a cold / at that size (median of 5)" "$cold_home" "$warm_home"
printf '   the other long views cold (median of 3): %s\n' "${cold_views%, }"
printf '%-66s %8s ms (warm %s ms)   goal <= 20 ms\n' "a cold case study at that size (median of 5)" "$cold_study" "$warm_study"
printf '%-66s %8s ms   goal <= 20 ms\n' "  the same after the case studies were reordered" "$moved_study"
echo "   the engine's last render of / at that size, from the server's log (its time, heap and markup):"
grep -a 'rendered path=/ search= ' "$data/server.log" | tail -1 | sed 's/.*rendered/     /' || true
