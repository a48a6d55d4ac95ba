#!/usr/bin/env bash
# Runs the server test suite against a real PostgreSQL: installs Debian's postgresql when missing
# (as root), starts a throwaway cluster on 127.0.0.1 on a free port in a temp dir, runs the suite
# with TEST_DATABASE_URL, and stops the cluster. Extra arguments go to vitest.
set -euo pipefail
API_DIR="$(cd "$(dirname "$0")/.." && pwd)"
ROOT_DIR="$(cd "$API_DIR/../.." && pwd)"

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is not installed and this script is not running as root; install the 'postgresql' package." >&2
    exit 1
  fi
  echo "Installing postgresql with apt-get..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
PGBIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"

as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

TMP="$(mktemp -d /tmp/pt-pg-XXXXXX)"
[ "$(id -u)" -eq 0 ] && chown postgres: "$TMP"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
  as_pg "$PGBIN/pg_ctl" -D "$TMP/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$TMP"
}
trap cleanup EXIT

as_pg "$PGBIN/initdb" -D "$TMP/data" -A trust -U postgres >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$TMP/data" -l "$TMP/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $TMP -c fsync=off" start >/dev/null
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
cd "$ROOT_DIR"
npx vitest run --project server "$@"
