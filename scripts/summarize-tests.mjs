// Adds up Vitest JSON reports and prints the closing line CI reads: "N passed, N failed, N skipped".
// A report that is missing (the runner crashed) counts as one failure.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    process.stdout.write(`missing test report: ${file}\n`);
    failed += 1;
    continue;
  }
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.success === false && r.numFailedTests === 0 ? 1 : 0);
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
process.stdout.write(`${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
