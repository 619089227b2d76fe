#!/usr/bin/env bash
# `make readme-screenshots`: the README's pictures of the public site and the admin
# (docs/images), taken from the built release serving a made-up portfolio on a throw-away database.
set -euo pipefail
cd "$(dirname "$0")/.."
FOLIO_BIN=$(realpath "${FOLIO_BIN:-target/release/folio}")
source scripts/temp-server.sh
cookie=$(admin_cookie)
node web/bench/photo.mjs "$data/photo.jpg" >/dev/null
(cd web && PHOTO="$data/photo.jpg" node bench/readme-screenshots.mjs "$base" "$cookie" ../docs/images)
