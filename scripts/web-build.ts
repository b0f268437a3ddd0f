// The production web build: when it must be (re)built, and building it. Every path that builds
// (npm start, npm test's end-to-end setup, npm run build) goes through here or through the web
// package's build script, and both set NODE_ENV=production.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BuildInfo } from '../apps/web/vite/build-info';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const DIST = path.join(ROOT, 'apps/web/dist');
/** What the build is made from; a newer file here means the build is stale. */
export const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/vite',
  'apps/web/index.html',
  'apps/web/public.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'package-lock.json',
].map((p) => path.join(ROOT, p));

function newest(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

export function readBuildInfo(dist: string): BuildInfo | null {
  const file = path.join(dist, 'build-info.json');
  if (!fs.existsSync(file) || !fs.existsSync(path.join(dist, 'index.html'))) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BuildInfo;
}

/** Why the build in `dist` must not be served, or null when it is a current production build. */
export function rebuildReason(dist = DIST, sources = SOURCES): string | null {
  const info = readBuildInfo(dist);
  if (!info) return 'there is no build';
  if (info.mode !== 'production') return `it is a ${info.mode} build`;
  const builtAt = fs.statSync(path.join(dist, 'build-info.json')).mtimeMs;
  if (Math.max(...sources.map(newest)) > builtAt) return 'its sources changed since';
  return null;
}

/** `vite build` with NODE_ENV=production, whatever the caller's NODE_ENV (vitest sets "test"). */
export function buildWeb(): void {
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error(`the web build failed (exit ${r.status})`);
}

/** Builds unless `dist` already holds a current production build; returns what it did. */
export function ensureWebBuild(
  opts: { dist?: string; sources?: string[]; build?: () => void } = {},
) {
  const reason = rebuildReason(opts.dist, opts.sources);
  if (reason === null) return 'up to date';
  process.stdout.write(`Building the web app for production (${reason}; about a minute)...\n`);
  (opts.build ?? buildWeb)();
  const after = rebuildReason(opts.dist, opts.sources);
  if (after !== null) throw new Error(`the web build is still not servable: ${after}`);
  return `built (${reason})`;
}
