import fs from 'node:fs';
import { firstLoadFiles, servedSize, type Manifest } from '/work/wt/webperf/scripts/budgets';
const dist = process.env.DIST ?? '/work/wt/webperf/apps/web/dist';
const m = JSON.parse(fs.readFileSync(dist + '/.vite/manifest.json', 'utf8')) as Manifest;
for (const f of firstLoadFiles(m, process.argv.slice(2))) {
  const s = servedSize(dist, f);
  console.log(String(s.raw).padStart(8), String(s.br).padStart(7), f);
}
