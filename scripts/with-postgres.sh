#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on loopback, runs the given command with TEST_DATABASE_URL set
# to it, then stops and removes it. Used by .ci/run and by hand: scripts/with-postgres.sh npm run test:api
set -euo pipefail
PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
[ -x "$PG_BIN/initdb" ] || { echo "PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2; exit 1; }
PORT=${PG_PORT:-$((40000 + RANDOM % 20000))}
DIR=$(mktemp -d /tmp/studydesk-pg.XXXXXX)
chmod 755 "$DIR"
as_pg() { if [ "$(id -u)" = 0 ]; then chown -R postgres:postgres "$DIR"; runuser -u postgres -- "$@"; else "$@"; fi; }
cleanup() { as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT
as_pg "$PG_BIN/initdb" -D "$DIR/data" -U postgres -A trust --no-sync >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
"$@"
