#!/usr/bin/env bash
# Runs the API test suite against a real PostgreSQL 15: a throwaway cluster in a temp folder on port 54329,
# started as the postgres user (initdb refuses root), stopped afterwards. Exits with jest's code.
# Extra arguments go to jest, e.g. `bash api/scripts/test-postgres.sh --json --outputFile=/tmp/pg.json`.
set -uo pipefail
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
PORT="${PG_TEST_PORT:-54329}"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
DIR="$(mktemp -d /tmp/wellness-pg-XXXXXX)"

if [ ! -x "$PG_BIN/initdb" ]; then echo "PostgreSQL 15 not found in $PG_BIN (apt-get install -y postgresql)" >&2; exit 1; fi

as_pg() {
  if [ "$(id -u)" = "0" ]; then chown -R postgres:postgres "$DIR"; su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

cleanup() {
  as_pg "'$PG_BIN/pg_ctl' -D '$DIR/data' -m fast -w stop" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

as_pg "'$PG_BIN/initdb' -D '$DIR/data' -A trust -U postgres" >"$DIR/initdb.log" 2>&1 || { cat "$DIR/initdb.log" >&2; exit 1; }
as_pg "'$PG_BIN/pg_ctl' -D '$DIR/data' -l '$DIR/server.log' -o \"-p $PORT -k '$DIR' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" -w start" >/dev/null \
  || { cat "$DIR/server.log" >&2; exit 1; }

cd "$ROOT"
DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" NODE_OPTIONS="--experimental-vm-modules ${NODE_OPTIONS:-}" \
  node_modules/.bin/jest --selectProjects api "$@"
code=$?
exit $code
