import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChunkModules } from '../apps/web/vite/chunk-modules';
import { lazyClosure } from '../apps/web/vite/manifest';
import { BUDGETS, firstLoadFiles, KB, manifestKey, routeSizes, type Manifest } from './budgets';
import { STAFF_BUDGET } from './staff-budgets';

const moduleOf = (route: string) => BUDGETS.find((b) => b.route === route)!.modules[0]!;
const [form, login, register, thanks] = ['/EnquiryForm', '/login', '/register', '/thank-you'].map(
  moduleOf,
);
/** Every other staff route's page (the budgets name them), each a small chunk of its own. */
const SHELL = 'src/layout/main-layout.tsx';
const DASHBOARD = 'src/features/dashboard/dashboard-page.tsx';
const staffPages = [
  ...new Set(BUDGETS.filter((b) => b.entry === 'index.html').flatMap((b) => b.modules)),
]
  .filter((m) => m !== SHELL && m !== DASHBOARD)
  .map((module, i) => ({ module, file: `assets/page-${i}.js` }));
/** The public screens beyond the four of spec §2 (the student's page, the reset page…). */
const otherPublic = BUDGETS.filter((b) => b.entry === 'public.html')
  .flatMap((b) => b.modules)
  .filter((m) => ![form, login, register, thanks].includes(m))
  .map((module, i) => ({ module, file: `assets/public-page-${i}.js` }));
/** A build of two documents: the staff app (index.html) and the public screens. */
const MANIFEST: Manifest = {
  ...Object.fromEntries(staffPages.map((p) => [p.module, { file: p.file }])),
  ...Object.fromEntries(
    otherPublic.map((p) => [p.module, { file: p.file, imports: ['_react.js'] }]),
  ),
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/layout/main-layout.tsx'],
  },
  'public.html': {
    file: 'assets/public.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [form!, login!, register!, thanks!, ...otherPublic.map((p) => p.module)],
  },
  '_react.js': { file: 'assets/react.js' },
  '_mui.js': { file: 'assets/mui.js', imports: ['_react.js'] },
  '_kit.js': { file: 'assets/kit.js', imports: ['_react.js'] },
  '_grid.js': { file: 'assets/grid.js', imports: ['_mui.js'] },
  [form!]: {
    file: 'assets/form.js',
    imports: ['_kit.js', 'public.html'],
    dynamicImports: ['_grid.js'],
  },
  [login!]: { file: 'assets/login.js', imports: ['_react.js'] },
  [register!]: { file: 'assets/register.js', imports: ['_react.js'] },
  [thanks!]: { file: 'assets/thanks.js', imports: ['_react.js'] },
  'src/layout/main-layout.tsx': { file: 'assets/shell.js', imports: ['_mui.js'] },
  'src/features/dashboard/dashboard-page.tsx': { file: 'assets/dashboard.js' },
};

/** What each fake chunk holds; the grid only in its own lazy chunk. */
const CONTENTS: ChunkModules = {
  'assets/index.js': ['apps/web/src/app/main.tsx', 'node_modules/react-router'],
  'assets/public.js': ['apps/web/src/public/main.tsx'],
  'assets/react.js': ['node_modules/react', 'node_modules/react-dom'],
  'assets/mui.js': ['node_modules/@mui/material'],
  'assets/kit.js': ['apps/web/src/public/kit/frame.tsx'],
  'assets/grid.js': ['node_modules/@mui/x-data-grid'],
  'assets/form.js': ['apps/web/src/public/enquiry/enquiry-page.tsx'],
  'assets/login.js': ['apps/web/src/public/login/login-page.tsx'],
  'assets/register.js': ['apps/web/src/public/register/register-page.tsx'],
  'assets/thanks.js': ['apps/web/src/public/thank-you/thank-you-page.tsx'],
  'assets/shell.js': ['apps/web/src/layout/main-layout.tsx', 'apps/web/src/lib/crud/crud-api.ts'],
  'assets/dashboard.js': ['apps/web/src/features/dashboard/dashboard-page.tsx'],
  ...Object.fromEntries(staffPages.map((p) => [p.file, [`apps/web/${p.module}`]])),
  ...Object.fromEntries(otherPublic.map((p) => [p.file, [`apps/web/${p.module}`]])),
};

/** A fake build: random (incompressible) bytes of the given sizes, with brotli/gzip copies. */
function fakeDist(sizes: Record<string, number>, contents = CONTENTS): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-budget-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(dist, '.vite/chunk-modules.json'), JSON.stringify(contents));
  for (const { file } of Object.values(MANIFEST)) {
    const data = randomBytes(sizes[file] ?? 1000);
    const full = path.join(dist, file);
    fs.writeFileSync(full, data);
    fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(data));
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data));
  }
  return dist;
}

const check = (dist: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-budgets.ts', '--dist', dist], {
    cwd: path.resolve(import.meta.dirname, '..'),
    encoding: 'utf8',
  });

/** The page modules the staff router loads lazily, as the manifest names them. */
function routerPages(): string[] {
  const router = fs.readFileSync(
    path.resolve(import.meta.dirname, '../apps/web/src/app/router.tsx'),
    'utf8',
  );
  return [...router.matchAll(/import\('\.\.\/(features\/[^']+)'\)/g)].map((m) => `src/${m[1]}.tsx`);
}

describe('the first-load budget check', () => {
  const dists: string[] = [];
  afterAll(() => dists.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('budgets every staff page the router has, each with the 230 KB target, a budget only ever at or under what it measured', () => {
    const staff = BUDGETS.filter((b) => b.entry === 'index.html');
    const budgeted = new Set(staff.flatMap((b) => b.modules));
    expect(routerPages().length).toBeGreaterThan(20);
    expect(routerPages().filter((m) => !budgeted.has(m))).toEqual([]);
    expect(staff.filter((b) => b.target !== 230 * KB || b.budget < 230 * KB)).toEqual([]);
    // every staff route within the target: no ratchet above it
    expect(staff.filter((b) => b.budget > 230 * KB)).toEqual([]);
    expect(STAFF_BUDGET).toBe(230 * KB);
  });

  it("counts the route's entry, the route and their static imports, once each, not lazy ones", () => {
    expect(firstLoadFiles(MANIFEST, 'public.html', [form!])).toEqual([
      'assets/form.js',
      'assets/kit.js',
      'assets/public.js',
      'assets/react.js',
    ]);
    expect(firstLoadFiles(MANIFEST, 'public.html', [login!])).toEqual([
      'assets/login.js',
      'assets/public.js',
      'assets/react.js',
    ]);
    expect(firstLoadFiles(MANIFEST, 'index.html', ['src/layout/main-layout.tsx'])).toEqual([
      'assets/index.js',
      'assets/mui.js',
      'assets/react.js',
      'assets/shell.js',
    ]);
    expect(() => firstLoadFiles(MANIFEST, 'public.html', ['src/gone.tsx'])).toThrow(
      /not in the manifest/,
    );
    expect(() => firstLoadFiles(MANIFEST, '_react.js', [])).toThrow(/not an entry/);
  });

  it('knows what a route may load later: its lazy imports and theirs, not what it has', () => {
    expect(lazyClosure(MANIFEST, [form!])).toEqual(['assets/grid.js', 'assets/mui.js']);
    expect(lazyClosure(MANIFEST, [login!])).toEqual([]);
  });

  it('finds a lazy module listed under its chunk name, through the chunk that holds it', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      '_main-layout-x.js': { file: 'assets/main-layout-x.js', imports: ['index.html'] },
    };
    const contents = { 'assets/main-layout-x.js': ['apps/web/src/layout/main-layout.tsx'] };
    expect(manifestKey(manifest, contents, 'src/layout/main-layout.tsx')).toBe('_main-layout-x.js');
    expect(manifestKey(manifest, contents, 'index.html')).toBe('index.html');
    expect(manifestKey(manifest, contents, 'src/missing.tsx')).toBe('src/missing.tsx');
  });

  it('sums the sizes as served: the brotli copy, or the file where the build made none', () => {
    const dist = fakeDist({ 'assets/kit.js': 20 * KB });
    dists.push(dist);
    fs.rmSync(path.join(dist, 'assets/react.js.br'));
    const formRow = routeSizes(dist).find((r) => r.route === '/EnquiryForm');
    const size = (f: string) => fs.statSync(path.join(dist, f)).size;
    const served = (f: string) => (f === 'assets/react.js' ? size(f) : size(`${f}.br`));
    expect(formRow!.br).toBe(formRow!.files.reduce((s, f) => s + served(f), 0));
    expect(formRow!.br).toBeGreaterThan(20 * KB + 3000);
    expect(formRow!.raw).toBe(20 * KB + 3000);
  });

  it('passes a build within budget and prints the table', () => {
    const dist = fakeDist({});
    dists.push(dist);
    const r = check(dist);
    expect(r.stdout).toMatch(/\| \/EnquiryForm \| 4 \|.*\| ok \|/);
    expect(r.stdout).toMatch(/\| \/thank-you \| 3 \|.*\| ok \|/);
    expect(r.stdout).toMatch(/\| \/dashboard \|.*\| ok \|/);
    expect(r.status).toBe(0);
  });

  it('fails a route that loads what it must not, however small', () => {
    const grid = ['node_modules/@mui/x-data-grid'];
    const dist = fakeDist({}, { ...CONTENTS, 'assets/mui.js': grid, 'assets/kit.js': grid });
    dists.push(dist);
    const r = check(dist);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/\| \/EnquiryForm \|.*LOADS node_modules\/@mui\/x-data-grid/);
    expect(r.stdout).toMatch(/\| \/dashboard \|.*LOADS node_modules\/@mui\/x-data-grid/);
    expect(r.stdout).toMatch(/\| \/login \|.*\| ok \|/);
  });

  it.each([
    'node_modules/@mui/material',
    'node_modules/@emotion/react',
    'node_modules/react-router',
    'node_modules/@reduxjs/toolkit',
    'apps/web/src/layout/root-shell.tsx',
  ])('keeps %s off the public screens, and only them', (module) => {
    const dist = fakeDist({}, { ...CONTENTS, 'assets/react.js': ['node_modules/react', module] });
    dists.push(dist);
    const r = check(dist);
    expect(r.status).toBe(1);
    for (const route of ['login', 'register', 'EnquiryForm', 'thank-you'])
      expect(r.stdout).toMatch(new RegExp(`\\| /${route} \\|.*LOADS ${module}`));
    expect(r.stdout).toMatch(/\| \/dashboard \|.*\| ok \|/);
  });

  it('keeps zod off every first load, the dashboard too (it comes with the first form)', () => {
    const module = 'node_modules/zod';
    const dist = fakeDist({}, { ...CONTENTS, 'assets/react.js': ['node_modules/react', module] });
    dists.push(dist);
    const r = check(dist);
    expect(r.status).toBe(1);
    for (const route of ['login', 'register', 'EnquiryForm', 'thank-you', 'dashboard'])
      expect(r.stdout).toMatch(new RegExp(`\\| /${route} \\|.*LOADS ${module}`));
  });

  it('fails, naming the route, when an oversized chunk puts a route over budget', () => {
    // the form's chunks hold about 4 KB besides: this puts it just over, the dashboard not
    const formBudget = BUDGETS.find((b) => b.route === '/EnquiryForm')!.budget;
    const dist = fakeDist({ 'assets/kit.js': formBudget - 2 * KB });
    dists.push(dist);
    const r = check(dist);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/\| \/EnquiryForm \|.*OVER by/);
    expect(r.stdout).toMatch(/\| \/login \|.*\| ok \|/);
    expect(r.stdout).toMatch(/\| \/dashboard \|.*\| ok \|/);
    expect(r.stderr).toContain('Over budget: /EnquiryForm');
  });
});
