// `npm run check:budgets [-- --dist <dir>]`: the first-load JavaScript of each budgeted route,
// compressed as served, from the production build's manifest; exits 1 when one is over budget.
// Without --dist it builds the web app first if the build is missing, stale or not production;
// --write also puts the table into docs/PERFORMANCE.md.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeSection } from '../bench/lib';
import { budgetTable, overBudget, routeSizes } from './budgets';
import { DIST, ensureWebBuild, ROOT } from './web-build';

const { values } = parseArgs({
  options: { dist: { type: 'string' }, write: { type: 'boolean' } },
});
if (!values.dist) ensureWebBuild();
const rows = routeSizes(values.dist ? path.resolve(values.dist) : DIST);
process.stdout.write(`${budgetTable(rows)}\n`);
if (values.write)
  writeSection(
    path.join(ROOT, 'docs/PERFORMANCE.md'),
    'Web: first-load JavaScript',
    [
      `Command: \`npm run check:budgets -- --write\` · ${new Date().toISOString().slice(0, 10)}`,
      "What a route fetches before it can render, from the production build's Vite manifest: its document's entry (the staff app's index.html, or public.html for the public screens), the route's lazy modules (a staff route's include the shell) and their static imports, each counted as served (the build's brotli copy). Chromium fetches exactly these files (e2e/delivery.test.ts). Sizes are deterministic; `npm test` fails over budget or when a public screen loads MUI, emotion, the router, Redux Toolkit, the form library, zod, the toasts or staff code. The public screens' budgets are issue 11's targets; every staff route's target is 230 KB, and a route still over it fails at what it last measured, a ratchet lowered as it is cut (`scripts/staff-budgets.ts`; docs/DECISIONS.md, \"The lists' forms load when first opened\").",
      '',
      budgetTable(rows),
    ].join('\n'),
  );
const over = overBudget(rows);
if (over.length > 0) {
  process.stderr.write(`Over budget: ${over.map((r) => r.route).join(', ')}\n`);
  process.exit(1);
}
