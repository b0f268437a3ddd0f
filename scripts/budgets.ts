// First-load JavaScript per route, from the Vite manifest of a production build, against budgets.
import fs from 'node:fs';
import path from 'node:path';
import type { ChunkModules } from '../apps/web/vite/chunk-modules';

/** The part of Vite's `.vite/manifest.json` this reads. */
export type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

export type RouteBudget = {
  route: string;
  /** the lazy modules (manifest keys) this route renders on first load, besides the entry */
  modules: string[];
  /** compressed bytes, as served, that fail the check */
  budget: number;
  /** issue 11's target, shown beside the budget */
  target: number;
  /** source modules or packages (as in chunk-modules.json) this route must not load */
  forbidden: RegExp[];
};

export const KB = 1024;

/** What only the staff screens use: the shell, the generic lists, MUI X. */
const STAFF_ONLY = [
  /^node_modules\/@mui\/x-/,
  /^apps\/web\/src\/layout\/(main-layout|header\/|drawer\/|navigation\/)/,
  /^apps\/web\/src\/lib\/crud\.ts$/,
];

/**
 * A staff route renders the lazy shell and its page. The budgets are what this build measures
 * plus about 5 %: issue 11's targets are not reachable with React 19 (60 KB of any page) and MUI
 * (docs/DECISIONS.md, "First-load budgets"); the check stops the first load from growing.
 */
export const BUDGETS: RouteBudget[] = [
  {
    route: '/EnquiryForm',
    modules: ['src/features/public/enquiry-form-page.tsx'],
    budget: 215 * KB,
    target: 90 * KB,
    forbidden: STAFF_ONLY,
  },
  {
    route: '/login',
    modules: ['src/features/auth/login-page.tsx'],
    budget: 200 * KB,
    target: 120 * KB,
    forbidden: STAFF_ONLY,
  },
  {
    route: '/dashboard',
    modules: ['src/layout/main-layout.tsx', 'src/features/dashboard/dashboard-page.tsx'],
    // issue 11's target itself (the shell's popups and zod load after the first paint)
    budget: 230 * KB,
    target: 230 * KB,
    // the grid is the lists'; zod comes with the first form, search or live notice
    forbidden: [/^node_modules\/@mui\/x-data-grid/, /^node_modules\/zod$/],
  },
];

/** The JS files a route loads before it can render: the entry, the route's lazy modules, and
 * everything they import statically (Vite preloads those with the chunk). */
export function firstLoadFiles(manifest: Manifest, modules: string[]): string[] {
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry, found ${entries.length}`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  [...entries, ...modules].forEach(visit);
  return [...files].sort();
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

export type RouteSize = RouteBudget & FileSize & { files: string[]; unwanted: string[] };

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
    const files = firstLoadFiles(manifest, keys);
    const sizes = files.map((f) => servedSize(dist, f));
    const sum = (k: keyof FileSize) => sizes.reduce((s, x) => s + x[k], 0);
    const loaded = files.flatMap((f) => contents[f] ?? []);
    const unwanted = [...new Set(loaded.filter((m) => b.forbidden.some((re) => re.test(m))))];
    return { ...b, files, unwanted, raw: sum('raw'), br: sum('br'), gzip: sum('gzip') };
  });
}

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

function verdict(r: RouteSize): string {
  if (r.unwanted.length > 0) return `LOADS ${r.unwanted.join(', ')}`;
  return r.br <= r.budget ? 'ok' : `OVER by ${kb(r.br - r.budget)}`;
}

/** A Markdown table of the routes; the verdict compares the brotli size with the budget. */
export function budgetTable(rows: RouteSize[]): string {
  return [
    '| route | files | uncompressed | gzip | brotli (served) | budget | issue 11 target | verdict |',
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
