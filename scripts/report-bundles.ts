// `npm run report:bundles -- [--dist <dir>] [--route /enquiries] [--top 40]`: what a staff route's
// first load is made of, module by module, largest first. A chunk's served (brotli) bytes are
// shared among its modules by their rendered length: an estimate, close enough to choose cuts.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ModuleSizes } from '../apps/web/vite/chunk-modules';
import { KB, routeSizes, servedSize } from './budgets';
import { DIST } from './web-build';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    route: { type: 'string', default: '/sample-page' },
    top: { type: 'string', default: '40' },
  },
});
const dist = values.dist ? path.resolve(values.dist) : DIST;
const sizes = JSON.parse(
  fs.readFileSync(path.join(dist, '.vite/module-sizes.json'), 'utf8'),
) as ModuleSizes;

/** Each module's estimated brotli bytes within the route's first load, and its chunk. */
function moduleShares(files: string[]) {
  const rows: { module: string; file: string; br: number }[] = [];
  for (const file of files) {
    const modules = Object.entries(sizes[file] ?? {});
    const rendered = modules.reduce((s, [, n]) => s + n, 0);
    const br = servedSize(dist, file).br;
    for (const [module, n] of modules)
      rows.push({ module, file, br: rendered > 0 ? (br * n) / rendered : 0 });
  }
  return rows.sort((a, b) => b.br - a.br);
}

const route = routeSizes(dist).find((r) => r.route === values.route);
if (!route) throw new Error(`${values.route} is not a budgeted route`);
const rows = moduleShares(route.files);
process.stdout.write(
  `${route.route}: ${(route.br / KB).toFixed(1)} KB in ${route.files.length} files\n`,
);
for (const r of rows.slice(0, Number(values.top)))
  process.stdout.write(`${(r.br / KB).toFixed(1).padStart(6)}  ${r.module}  (${r.file})\n`);
