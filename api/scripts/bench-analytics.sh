#!/usr/bin/env bash
# The hosts' analytics at scale (scripts/bench-analytics.ts) on a throwaway PostgreSQL 15 cluster in a temp folder,
# started as the postgres user (initdb refuses root) and removed afterwards. Writes .bench/analytics-<programs>.json.
# Usage: bash api/scripts/bench-analytics.sh [programs]   (1,000,000 by default; builds the API first)
set -euo pipefail
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
PORT="${PG_BENCH_PORT:-54339}"
PROGRAMS="${1:-1000000}"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
DIR="$(mktemp -d /tmp/wellness-bench-analytics-XXXXXX)"

as_pg() {
  if [ "$(id -u)" = "0" ]; then chown -R postgres:postgres "$DIR"; su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}
cleanup() {
  as_pg "'$PG_BIN/pg_ctl' -D '$DIR/data' -m fast -w stop" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

as_pg "'$PG_BIN/initdb' -D '$DIR/data' -A trust -U postgres" >"$DIR/initdb.log" 2>&1 || { cat "$DIR/initdb.log" >&2; exit 1; }
as_pg "'$PG_BIN/pg_ctl' -D '$DIR/data' -l '$DIR/server.log' -o \"-p $PORT -k '$DIR' -c listen_addresses=127.0.0.1 -c shared_buffers=1GB -c max_wal_size=8GB\" -w start" >/dev/null \
  || { cat "$DIR/server.log" >&2; exit 1; }

cd "$ROOT/api"
node scripts/build.mjs
mkdir -p "$ROOT/.bench"
DATA_DIR="$DIR/app" DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" LOG_LEVEL=warn node dist/bench-analytics.mjs "$PROGRAMS" | tee "$ROOT/.bench/analytics-$PROGRAMS.json"
