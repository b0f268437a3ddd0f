// First-load JavaScript per route, from the Vite manifest of a production build, against budgets.
import fs from 'node:fs';
import path from 'node:path';
import { pageModule, PUBLIC_PATHS, type PublicPath } from '../apps/web/src/public/paths';
import type { ChunkModules } from '../apps/web/vite/chunk-modules';
import { lazyClosure, staticClosure, type Manifest } from '../apps/web/vite/manifest';

export type { Manifest };

export type RouteBudget = {
  route: string;
  /** the document's entry (manifest key): the staff app's index.html or the public screens' */
  entry: 'index.html' | 'public.html';
  /** the lazy modules (manifest keys) this route renders on first load, besides the entry */
  modules: string[];
  /** compressed bytes, as served, that fail the check */
  budget: number;
  /** the first-load target, shown beside the budget */
  target: number;
  /** source modules or packages (as in chunk-modules.json) this route must not load */
  forbidden: RegExp[];
};

export const KB = 1024;

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

/**
 * A staff route renders the lazy shell and its page. Its budget is what this build measures
 * plus a little (docs/DECISIONS.md, "First-load budgets"), so the first load cannot grow
 * unnoticed; the target is printed beside it.
 */
export const BUDGETS: RouteBudget[] = [
  ...PUBLIC_PATHS.map(publicRoute),
  {
    route: '/dashboard',
    entry: 'index.html',
    modules: ['src/layout/main-layout.tsx', 'src/features/dashboard/dashboard-page.tsx'],
    // the target itself (the shell's popups and zod load after the first paint)
    budget: 230 * KB,
    target: 230 * KB,
    // the grid is the lists'; zod comes with the first form, search or live notice
    forbidden: [/^node_modules\/@mui\/x-data-grid/, /^node_modules\/zod$/],
  },
  {
    route: '/applications',
    entry: 'index.html',
    modules: [
      'src/layout/main-layout.tsx',
      'src/features/applications/board/applications-page.tsx',
    ],
    // the applications board: what it measured (336.7 KB) plus a little
    budget: 345 * KB,
    target: 230 * KB,
    // the list view's grid loads when the list is first shown, not with the board
    forbidden: [/^node_modules\/@mui\/x-data-grid/],
  },
  {
    route: '/settings/stages',
    entry: 'index.html',
    modules: ['src/layout/main-layout.tsx', 'src/features/application-stages/stages-page.tsx'],
    // Settings → Application stages: measured (256.7 KB) plus a little
    budget: 265 * KB,
    target: 230 * KB,
    // a list of a dozen stages, not a grid; the add and rename forms load after the list
    forbidden: [/^node_modules\/@mui\/x-data-grid/, /^node_modules\/(zod|react-hook-form)$/],
  },
  {
    route: '/applications/commission',
    entry: 'index.html',
    modules: [
      'src/layout/main-layout.tsx',
      'src/features/applications/commission/commission-page.tsx',
    ],
    // the Commission view: the target (measured 222.3 KB)
    budget: 230 * KB,
    target: 230 * KB,
    // a plain table of a summary, not a grid; the filters (the college search, its schemas)
    // load after the figures
    forbidden: [/^node_modules\/@mui\/x-data-grid/, /^node_modules\/(zod|react-hook-form)$/],
  },
  {
    route: '/applications/:id',
    entry: 'index.html',
    modules: [
      'src/layout/main-layout.tsx',
      'src/features/applications/record/application-record-page.tsx',
    ],
    // the application record: measured (304 KB, its forms' zod and react-hook-form
    // included) plus a little; its documents' section (checklist and list; the upload, viewer
    // and reject dialogs load after it) and the shell's student-upload notices joined it later:
    // measured 324.5 KB
    budget: 332 * KB,
    target: 230 * KB,
    // a record of forms, not a list; the date pickers load with the first date field
    forbidden: [/^node_modules\/@mui\/x-data-grid/, /^node_modules\/@mui\/x-date-pickers/],
  },
  {
    route: '/enquiries/import',
    entry: 'index.html',
    modules: ['src/layout/main-layout.tsx', 'src/features/imports/import-page.tsx'],
    // the import wizard (the same page for colleges and courses): measured (288.5 KB,
    // the contract's zod included) plus a little
    budget: 295 * KB,
    target: 230 * KB,
    // plain tables and selects, no grid, no form library
    forbidden: [/^node_modules\/@mui\/x-data-grid/, /^node_modules\/react-hook-form$/],
  },
  {
    route: '/settings/email',
    entry: 'index.html',
    modules: ['src/layout/main-layout.tsx', 'src/features/mail-templates/email-settings-page.tsx'],
    // Settings → E-mail: three forms on the page at once, so the form library, zod
    // and the time zone picker load with it (measured 314.7 KB) plus a little
    budget: 325 * KB,
    target: 230 * KB,
    // short lists and forms, not a grid
    forbidden: [/^node_modules\/@mui\/x-data-grid/],
  },
  {
    route: '/settings/outbox',
    entry: 'index.html',
    modules: ['src/layout/main-layout.tsx', 'src/features/outbox/outbox-page.tsx'],
    // Settings → Outbox: the mail in the lists' grid (MUI X), measured (381.2 KB)
    // plus a little
    budget: 390 * KB,
    target: 230 * KB,
    // no form: resend and cancel are confirmations, the message a read-only dialog
    forbidden: [/^node_modules\/(zod|react-hook-form)$/],
  },
  {
    route: '/settings/documents',
    entry: 'index.html',
    modules: [
      'src/layout/main-layout.tsx',
      'src/features/document-settings/document-settings-page.tsx',
    ],
    // Settings → Documents and checklists: measured (258.7 KB) plus a little
    budget: 265 * KB,
    target: 230 * KB,
    // two short lists, not a grid; the add, rename and requirement forms load after them
    forbidden: [/^node_modules\/@mui\/x-data-grid/, /^node_modules\/(zod|react-hook-form)$/],
  },
];

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
