#!/usr/bin/env bash
# Runs the API test suite against a real PostgreSQL 15: a throwaway cluster in a temp folder on port 54329,
# started as the postgres user (initdb refuses root), stopped afterwards. Exits with jest's code.
# Extra arguments go to jest (both runs, below), e.g. `bash api/scripts/test-postgres.sh --json --outputFile=/tmp/pg.json`.
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
export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" NODE_OPTIONS="--experimental-vm-modules ${NODE_OPTIONS:-}"
# Two runs. The suite's files two at a time (jest.config.mjs), as on PGlite; then the *.pg.test.ts files one at a
# time: each starts API processes, nginx, replicas or a pooler and counts what they answer under the load it makes
# itself, which another file beside it would take from them. `--outputFile=F` names the first run's results; the
# second's go to F with "-cluster" before ".json".
second=()
for arg in "$@"; do
  case "$arg" in
    --outputFile=*.json) second+=("${arg%.json}-cluster.json") ;;
    *) second+=("$arg") ;;
  esac
done
node_modules/.bin/jest --selectProjects api --passWithNoTests --testPathIgnorePatterns='/node_modules/' --testPathIgnorePatterns='\.pg\.test\.ts$' "$@"
code=$?
node_modules/.bin/jest --selectProjects api --passWithNoTests --maxWorkers=1 --testPathIgnorePatterns='/node_modules/' --testPathIgnorePatterns='^(?!.*\.pg\.test\.ts$)' "${second[@]}"
code2=$?
[ $code -ne 0 ] && exit $code
exit $code2
