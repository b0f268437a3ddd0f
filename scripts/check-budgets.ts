// `npm run check:budgets [-- --dist <dir>]`: the first-load JavaScript of each budgeted route,
// compressed as served, from the production build's manifest; exits 1 when one is over budget.
// Without --dist it builds the web app first if the build is missing, stale or not production.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { budgetTable, overBudget, routeSizes } from './budgets';
import { DIST, ensureWebBuild } from './web-build';

const { values } = parseArgs({ options: { dist: { type: 'string' } } });
if (!values.dist) ensureWebBuild();
const rows = routeSizes(values.dist ? path.resolve(values.dist) : DIST);
process.stdout.write(`${budgetTable(rows)}\n`);
const over = overBudget(rows);
if (over.length > 0) {
  process.stderr.write(`Over budget: ${over.map((r) => r.route).join(', ')}\n`);
  process.exit(1);
}
