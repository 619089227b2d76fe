# Sourced by the bench and API-fuzz scripts: starts the release server on a free port with a
# throw-away database and upload folder, sets $base (http://127.0.0.1:PORT), $pid and $data, and
# stops it and removes the data on exit. Extra environment for the server comes from the caller.
data=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$data"' EXIT
NO_COLOR=1 RUST_LOG="${RUST_LOG:-warn,folio_server=info}" PORT=0 \
  DATABASE_URL="sqlite://$data/folio.db?mode=rwc" UPLOAD_DIR="$data/uploads" WEB_DIR=web/dist \
  ./target/release/folio >"$data/server.log" 2>&1 &
pid=$!
base=
for _ in $(seq 100); do
  base=$(grep -o 'listening on http://[0-9.:]*' "$data/server.log" | sed 's/listening on //' || true)
  [ -n "$base" ] && break
  sleep 0.1
done
[ -n "$base" ] || { cat "$data/server.log"; exit 1; }

# Creates the admin account and prints the session cookie ("folio_session=...").
admin_cookie() {
  curl -sf -c "$data/cookies" -H 'content-type: application/json' \
    -d '{"username":"owner","password":"temporary password"}' "$base/api/admin/setup" >/dev/null
  awk '$6 == "folio_session" {print $6 "=" $7}' "$data/cookies"
}
