# Sourced by the bench and API-fuzz scripts: starts the release server ($FOLIO_BIN, default
# target/release/folio) serving the built app ($SERVE_WEB_DIR, default web/dist) on a free port
# with a throw-away database and upload folder, sets $base (http://127.0.0.1:PORT), $pid and
# $data, and stops it and removes the data on exit. The database is a SQLite file in $data unless
# $SERVE_DATABASE_URL names another (a PostgreSQL database from scripts/postgres.sh). Extra
# environment for the server comes from the caller. `start_server` starts it again on the same data (after a `kill "$pid"`).
data=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$data"' EXIT
pid=
start_server() {
  SETUP_CODE=TEMPSERVERCODE NO_COLOR=1 RUST_LOG="${RUST_LOG:-warn,folio_server=info}" PORT=0 \
    DATABASE_URL="${SERVE_DATABASE_URL:-sqlite://$data/folio.db?mode=rwc}" UPLOAD_DIR="$data/uploads" \
    WEB_DIR="${SERVE_WEB_DIR:-web/dist}" "${FOLIO_BIN:-./target/release/folio}" >"$data/server.log" 2>&1 &
  pid=$!
  base=
  for _ in $(seq 100); do
    base=$(grep -o 'listening on http://[0-9.:]*' "$data/server.log" | sed 's/listening on //' || true)
    [ -n "$base" ] && break
    sleep 0.1
  done
  [ -n "$base" ] || { cat "$data/server.log"; exit 1; }
}
start_server

# Creates the admin account and prints the session cookie ("folio_session=...").
admin_cookie() {
  curl -sf -c "$data/cookies" -H 'content-type: application/json' \
    -d '{"username":"owner","password":"temporary password","setupCode":"TEMPSERVERCODE"}' "$base/api/admin/setup" >/dev/null
  awk '$6 == "folio_session" {print $6 "=" $7}' "$data/cookies"
}
