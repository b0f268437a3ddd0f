// First-load JavaScript per route, from the Vite manifest of a production build, against budgets.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The part of Vite's `.vite/manifest.json` this reads. */
export type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

export type RouteBudget = {
  route: string;
  /** the lazy modules (manifest keys) this route renders on first load, besides the entry */
  modules: string[];
  /** compressed bytes, as served */
  budget: number;
};

export const KB = 1024;

/** Issue 11's budgets. A staff route renders the lazy shell and its page. */
export const BUDGETS: RouteBudget[] = [
  {
    route: '/EnquiryForm',
    modules: ['src/features/public/enquiry-form-page.tsx'],
    budget: 90 * KB,
  },
  { route: '/login', modules: ['src/features/auth/login-page.tsx'], budget: 120 * KB },
  {
    route: '/dashboard',
    modules: ['src/layout/main-layout.tsx', 'src/features/dashboard/dashboard-page.tsx'],
    budget: 230 * KB,
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

export type RouteSize = RouteBudget & FileSize & { files: string[] };

export function routeSizes(dist: string, budgets = BUDGETS): RouteSize[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  return budgets.map((b) => {
    const files = firstLoadFiles(manifest, b.modules);
    const sizes = files.map((f) => servedSize(dist, f));
    const sum = (k: keyof FileSize) => sizes.reduce((s, x) => s + x[k], 0);
    return { ...b, files, raw: sum('raw'), br: sum('br'), gzip: sum('gzip') };
  });
}

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

/** A Markdown table of the routes; the verdict compares the brotli size with the budget. */
export function budgetTable(rows: RouteSize[]): string {
  return [
    '| route | files | uncompressed | gzip | brotli (served) | budget | verdict |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.files.length} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.br)} | ${kb(r.budget)} | ${r.br <= r.budget ? 'ok' : `OVER by ${kb(r.br - r.budget)}`} |`,
    ),
  ].join('\n');
}

export const overBudget = (rows: RouteSize[]) => rows.filter((r) => r.br > r.budget);

/** For tests: a brotli size that cannot shrink much, whatever the content. */
export const brotli = (data: Buffer) => zlib.brotliCompressSync(data);
