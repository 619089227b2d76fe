#!/usr/bin/env bash
# Property-based API tests: schemathesis generates requests from /api/openapi.json and checks every
# answer against it (status codes, schemas, headers, no 5xx, bad input refused, ...). Runs once as
# a visitor and once signed in, against the release server on a throw-away database.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/temp-server.sh

st() {
  .venv/bin/schemathesis --no-color --config-file schemathesis.toml run "$base/api/openapi.json" \
    --checks all --max-examples "${SCHEMATHESIS_EXAMPLES:-25}" --seed 1 "$@"
}

# The admin exists before either run, or the first run's generated setup call would create one.
cookie=$(admin_cookie)
[ -n "$cookie" ] || { echo "could not create the admin"; exit 1; }

echo "== schemathesis: without a session"
st
echo "== schemathesis: signed in"
# Logging out would end the session the run signs in with.
st -H "Cookie: $cookie" --exclude-path /admin/logout
