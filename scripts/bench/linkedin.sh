#!/usr/bin/env bash
# Issue 45: how long the server takes to read a 50 MB LinkedIn export (goal <= 1 s). Makes a
# synthetic complete archive (the eight files Folio reads at LinkedIn's sizes, and about 50 MB
# of other CSV files (the ZIP is 50 MB), messages and connections, that Folio leaves packed after their header
# row), starts the server ($FOLIO_BIN, default target/release/folio) with a throw-away database,
# and times `POST /api/admin/linkedin-export` five times. A figure, never a pass/fail.
# Run alone (`bash scripts/bench/linkedin.sh`) or from scripts/bench.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
export FOLIO_BIN=${FOLIO_BIN:-target/release/folio}
source scripts/temp-server.sh
cookie=$(admin_cookie)

python3 - "$data/export.zip" <<'PY'
import random, sys, zipfile, os
random.seed(45)
words = "data platform team pipeline warehouse stream report model metric launch review customer".split()
def text(n): return " ".join(random.choice(words) for _ in range(n))
def csv(header, rows):
    out = [",".join(header)]
    for row in rows: out.append(",".join('"' + c.replace('"', '""') + '"' for c in row))
    return "\n".join(out) + "\n"
base = "core/tests/vectors/linkedin-export/basic/"
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
    for name in os.listdir(base):
        if name != "Positions.csv": z.write(base + name, name)
    z.writestr("Positions.csv", csv(["Company Name","Title","Description","Location","Started On","Finished On"],
        [[f"Company {n}", f"Role {n}", text(300) + ".\n- " + text(20), "Lisbon", "Mar 2020", ""] for n in range(60)]))
    n = 0
    # Until the ZIP itself is 50 MB: messages carry ids and tokens that pack little.
    while z.fp.tell() < 50 * 1024 * 1024:
        body = "".join(f'"{text(3)}","{text(10)}","{random.getrandbits(256):x}"\n' for _ in range(20000))
        z.writestr(f"messages_{n}.csv" if n % 2 else f"Connections_{n}.csv", "FROM,CONTENT,ID\n" + body)
        n += 1
PY
echo "== LinkedIn's export (issue 45): $(du -h "$data/export.zip" | cut -f1) ZIP read by the server, goal <= 1 s"
for run in 1 2 3 4 5; do
  curl -s -o /dev/null -w "read in %{time_total} s (HTTP %{http_code})\n" -H "cookie: $cookie" \
    -F "files=@$data/export.zip;type=application/zip" "$base/api/admin/linkedin-export"
done
