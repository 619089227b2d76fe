#!/usr/bin/env bash
# Runs a command beside a throw-away PostgreSQL: `bash scripts/postgres.sh COMMAND [ARG...]`.
#
# Debian's PostgreSQL (installed with apt if missing) is initialised into a temporary folder (in
# memory when it can be) and started on 127.0.0.1 with a free port; the command runs with
# FOLIO_TEST_POSTGRES set to an admin URL of that cluster (each integration test makes its own
# database on it) and DATABASE_URL to a fresh database `folio`. The cluster and its folder are removed when the
# command ends, however it ends. fsync is off: the data is thrown away anyway.
set -euo pipefail

bin_dir=""
for candidate in "$(dirname "$(readlink -f "$(command -v pg_ctl 2>/dev/null || echo /nonexistent/pg_ctl)")")" \
    /usr/lib/postgresql/*/bin; do
    if [ -x "$candidate/pg_ctl" ] && [ -x "$candidate/initdb" ]; then
        bin_dir="$candidate"
        break
    fi
done
if [ -z "$bin_dir" ]; then
    sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    $sudo apt-get update
    $sudo apt-get install -y postgresql
    bin_dir="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
fi

# PostgreSQL refuses to run as root; as root, the cluster belongs to the `postgres` user
# Debian's package creates.
as_owner=()
if [ "$(id -u)" = 0 ]; then
    as_owner=(runuser -u postgres --)
fi

# In memory where the machine has a tmpfs at /dev/shm (and TMPDIR does not say otherwise): the API
# tests make a database each, 2 GB written in all, mostly write-ahead log, that is thrown away,
# and on a disk busy with other work the run and its clean-up took up to twice as long.
scratch="${TMPDIR:-/tmp}"
if [ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ]; then
    scratch=/dev/shm
fi
root="$(mktemp -d "$scratch/folio-postgres.XXXXXX")"
chmod 755 "$root"
[ ${#as_owner[@]} -eq 0 ] || chown postgres "$root"

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"

stop() {
    "${as_owner[@]}" "$bin_dir/pg_ctl" -D "$root/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$root"
}
trap stop EXIT

"${as_owner[@]}" "$bin_dir/initdb" -D "$root/data" -U folio --auth=trust -E UTF8 \
    --locale=C.UTF-8 --no-sync >"$root/initdb.log" 2>&1 || { cat "$root/initdb.log"; exit 1; }
# Each test server holds a few connections; tests run in parallel.
"${as_owner[@]}" "$bin_dir/pg_ctl" -D "$root/data" -l "$root/server.log" -w -o \
    "-h 127.0.0.1 -p $port -k $root -c fsync=off -c synchronous_commit=off \
     -c full_page_writes=off -c max_connections=400" start >/dev/null \
    || { cat "$root/server.log"; exit 1; }

export FOLIO_TEST_POSTGRES="postgres://folio@127.0.0.1:$port/postgres"
"${as_owner[@]}" "$bin_dir/createdb" -h 127.0.0.1 -p "$port" -U folio folio
export DATABASE_URL="postgres://folio@127.0.0.1:$port/folio"
echo "PostgreSQL on 127.0.0.1:$port (data in $root)" >&2
"$@"
