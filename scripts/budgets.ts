// First-load JavaScript per route, from the Vite manifest of a production build, against budgets.
import fs from 'node:fs';
import path from 'node:path';
import { pageModule, PUBLIC_PATHS, type PublicPath } from '../apps/web/src/public/paths';
import type { ChunkModules } from '../apps/web/vite/chunk-modules';
import { lazyClosure, staticClosure, type Manifest } from '../apps/web/vite/manifest';
import { KB, type RouteBudget } from './route-budget';
import { STAFF_BUDGETS } from './staff-budgets';

export type { Manifest };

export { KB, type RouteBudget };

/** What only the staff screens use: the shell, the generic lists, MUI X. */
const STAFF_ONLY = [
  /^node_modules\/@mui\/x-/,
  /^apps\/web\/src\/layout\/(main-layout|header\/|drawer\/|navigation\/)/,
  /^apps\/web\/src\/lib\/crud\/crud-api\.ts$/,
];

/**
 * What a public screen must not run before it renders: the staff app's libraries (MUI, emotion,
 * the router, Redux Toolkit), what loads on first use (the form library and zod, the toasts),
 * and the staff shell and app. Tiny side-effect-free helpers that Rollup's merging of small
 * chunks places in a shared chunk (a URL builder, a type-only module) are not listed.
 */
const NOT_ON_PUBLIC_FIRST_LOAD = [
  /^node_modules\/@(mui|emotion)\//,
  /^node_modules\/(react-router|@reduxjs\/toolkit|react-redux|redux|immer|reselect)$/,
  /^node_modules\/(react-hook-form|@hookform\/resolvers|zod|react-toastify|@ant-design\/icons)$/,
  /^apps\/web\/src\/(app|layout)\/.*\.tsx?$/,
  ...STAFF_ONLY,
];

/**
 * The public screens' targets: /EnquiryForm 90 KB, /login 120 KB; /register and /thank-you held
 * to the form's; the student's page (/s/<token>), opened on a phone, within the form's too.
 */
const PUBLIC_BUDGETS: Record<PublicPath, number> = {
  '/EnquiryForm': 90 * KB,
  '/login': 120 * KB,
  // from the reset mail, held to /login's
  '/reset-password': 120 * KB,
  '/register': 90 * KB,
  '/thank-you': 90 * KB,
  '/s': 90 * KB,
  // the booking page (and a booked session's), linked from the thank-you page, the
  // acknowledgement and the student's page
  '/book': 90 * KB,
};

/** A public screen is its own document (public.html, src/public) and loads only its page. */
const publicRoute = (route: PublicPath): RouteBudget => ({
  route,
  entry: 'public.html',
  modules: [pageModule(route)],
  budget: PUBLIC_BUDGETS[route],
  target: PUBLIC_BUDGETS[route],
  forbidden: NOT_ON_PUBLIC_FIRST_LOAD,
});

/** Every screen: the public ones, then each staff route (scripts/staff-budgets.ts). */
export const BUDGETS: RouteBudget[] = [...PUBLIC_PATHS.map(publicRoute), ...STAFF_BUDGETS];

/** The JS files a route loads before it can render: its document's entry, the route's lazy
 * modules, and everything they import statically (Vite preloads those with the chunk). */
export function firstLoadFiles(manifest: Manifest, entry: string, modules: string[]): string[] {
  if (!manifest[entry]?.isEntry) throw new Error(`${entry} is not an entry of the build`);
  return staticClosure(manifest, [entry, ...modules]);
}

export type FileSize = { raw: number; br: number; gzip: number };

/** Sizes as the server sends them: the precompressed file when the build made one, else the
 * file itself (the build skips compressing what would not shrink). */
export function servedSize(dist: string, file: string): FileSize {
  const full = path.join(dist, file);
  const raw = fs.statSync(full).size;
  const variant = (ext: string) => (fs.existsSync(full + ext) ? fs.statSync(full + ext).size : raw);
  return { raw, br: variant('.br'), gzip: variant('.gz') };
}

export type RouteSize = RouteBudget &
  FileSize & {
    files: string[];
    unwanted: string[];
    /** what the route's modules may load after the first render, through lazy imports */
    later: string[];
  };

const readJson = <T>(dist: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8')) as T;

/**
 * A module's manifest key. A lazy module whose chunk another lazy chunk imports (the shell,
 * which the bell's lazy tabs share code with) is listed by its chunk name (`_main-layout-….js`)
 * instead of its source path: found then through the chunk that holds the module.
 */
export function manifestKey(manifest: Manifest, contents: ChunkModules, module: string): string {
  if (manifest[module]) return module;
  const file = Object.keys(contents).find((f) => contents[f]?.includes(`apps/web/${module}`));
  return Object.keys(manifest).find((k) => file && manifest[k]!.file === file) ?? module;
}

export function routeSizes(dist: string, budgets = BUDGETS): RouteSize[] {
  const manifest = readJson<Manifest>(dist, '.vite/manifest.json');
  const contents = readJson<ChunkModules>(dist, '.vite/chunk-modules.json');
  return budgets.map((b) => {
    const keys = b.modules.map((m) => manifestKey(manifest, contents, m));
    const files = firstLoadFiles(manifest, b.entry, keys);
    const sizes = files.map((f) => servedSize(dist, f));
    const sum = (k: keyof FileSize) => sizes.reduce((s, x) => s + x[k], 0);
    const loaded = files.flatMap((f) => contents[f] ?? []);
    const unwanted = [...new Set(loaded.filter((m) => b.forbidden.some((re) => re.test(m))))];
    const later = lazyClosure(manifest, keys);
    return { ...b, files, unwanted, later, raw: sum('raw'), br: sum('br'), gzip: sum('gzip') };
  });
}

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

function verdict(r: RouteSize): string {
  if (r.unwanted.length > 0) return `LOADS ${r.unwanted.join(', ')}`;
  if (r.br > r.budget) return `OVER by ${kb(r.br - r.budget)}`;
  return r.br <= r.target ? 'ok' : `target missed by ${kb(r.br - r.target)}`;
}

/** A Markdown table of the routes; the verdict compares the brotli size with the budget. */
export function budgetTable(rows: RouteSize[]): string {
  return [
    '| route | files | uncompressed | gzip | brotli (served) | budget | target | verdict |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.files.length} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.br)} | ${kb(r.budget)} | ${kb(r.target)} | ${verdict(r)} |`,
    ),
  ].join('\n');
}

/** Routes over budget or loading what they must not. */
export const overBudget = (rows: RouteSize[]) =>
  rows.filter((r) => r.br > r.budget || r.unwanted.length > 0);
