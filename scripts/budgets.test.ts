import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChunkModules } from '../apps/web/vite/chunk-modules';
import { BUDGETS, firstLoadFiles, KB, manifestKey, routeSizes, type Manifest } from './budgets';

const [form, login] = BUDGETS.map((b) => b.modules[0]!);
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [form!, login!],
  },
  '_react.js': { file: 'assets/react.js' },
  '_mui.js': { file: 'assets/mui.js', imports: ['_react.js'] },
  '_grid.js': { file: 'assets/grid.js', imports: ['_mui.js'] },
  [form!]: {
    file: 'assets/form.js',
    imports: ['_mui.js', 'index.html'],
    dynamicImports: ['_grid.js'],
  },
  [login!]: { file: 'assets/login.js', imports: ['_react.js'] },
  'src/layout/main-layout.tsx': { file: 'assets/shell.js', imports: ['_mui.js'] },
  'src/features/dashboard/dashboard-page.tsx': { file: 'assets/dashboard.js' },
};

/** What each fake chunk holds; the grid only in its own lazy chunk. */
const CONTENTS: ChunkModules = {
  'assets/index.js': ['apps/web/src/app/main.tsx', 'node_modules/react-router'],
  'assets/react.js': ['node_modules/react', 'node_modules/react-dom'],
  'assets/mui.js': ['node_modules/@mui/material'],
  'assets/grid.js': ['node_modules/@mui/x-data-grid'],
  'assets/form.js': ['apps/web/src/features/public/enquiry-form-page.tsx'],
  'assets/login.js': ['apps/web/src/features/auth/login-page.tsx'],
  'assets/shell.js': ['apps/web/src/layout/main-layout.tsx', 'apps/web/src/lib/crud.ts'],
  'assets/dashboard.js': ['apps/web/src/features/dashboard/dashboard-page.tsx'],
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

describe('the first-load budget check', () => {
  const dists: string[] = [];
  afterAll(() => dists.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('counts the entry, the route and their static imports, once each, not lazy ones', () => {
    expect(firstLoadFiles(MANIFEST, [form!])).toEqual([
      'assets/form.js',
      'assets/index.js',
      'assets/mui.js',
      'assets/react.js',
    ]);
    expect(firstLoadFiles(MANIFEST, [login!])).toEqual([
      'assets/index.js',
      'assets/login.js',
      'assets/react.js',
    ]);
    expect(() => firstLoadFiles(MANIFEST, ['src/gone.tsx'])).toThrow(/not in the manifest/);
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
    const dist = fakeDist({ 'assets/mui.js': 20 * KB });
    dists.push(dist);
    fs.rmSync(path.join(dist, 'assets/react.js.br'));
    const [formRow] = routeSizes(dist);
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
    expect(r.stdout).toMatch(/\| \/dashboard \|.*\| ok \|/);
    expect(r.status).toBe(0);
  });

  it('fails a route that loads what it must not, however small', () => {
    const dist = fakeDist({}, { ...CONTENTS, 'assets/mui.js': ['node_modules/@mui/x-data-grid'] });
    dists.push(dist);
    const r = check(dist);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/\| \/EnquiryForm \|.*LOADS node_modules\/@mui\/x-data-grid/);
    expect(r.stdout).toMatch(/\| \/dashboard \|.*LOADS node_modules\/@mui\/x-data-grid/);
    expect(r.stdout).toMatch(/\| \/login \|.*\| ok \|/);
  });

  it('fails, naming the route, when an oversized chunk puts a route over budget', () => {
    // the form's chunks hold about 4 KB besides: this puts it just over, the dashboard not
    const dist = fakeDist({ 'assets/mui.js': BUDGETS[0]!.budget - 2 * KB });
    dists.push(dist);
    const r = check(dist);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/\| \/EnquiryForm \|.*OVER by/);
    expect(r.stdout).toMatch(/\| \/login \|.*\| ok \|/);
    expect(r.stdout).toMatch(/\| \/dashboard \|.*\| ok \|/);
    expect(r.stderr).toContain('Over budget: /EnquiryForm');
  });
});
