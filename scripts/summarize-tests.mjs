// Adds up Vitest JSON reports and prints the closing line CI reads: "N passed, N failed, N skipped".
// Each failed test is named (file, title, first lines of its error) just above that line, so the
// tail of a CI log says what failed. A report that is missing (the runner crashed) counts as one
// failure.
import fs from 'node:fs';
import path from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    failures.push(`missing test report: ${file}`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.success === false && r.numFailedTests === 0 ? 1 : 0);
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  const leg = path.basename(file, '.json');
  for (const suite of r.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name);
    const bad = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of bad) {
      const why = (t.failureMessages ?? []).join('\n').split('\n').slice(0, 6).join('\n    ');
      failures.push(`[${leg}] ${where} > ${t.fullName}\n    ${why}`);
    }
    if (bad.length === 0 && suite.status === 'failed')
      failures.push(`[${leg}] ${where}: ${(suite.message ?? 'failed').split('\n')[0]}`);
  }
}
if (failures.length > 0) process.stdout.write(`\nFailed:\n${failures.join('\n')}\n\n`);
process.stdout.write(`${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
