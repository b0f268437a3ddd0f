// Adds up the summaries that test runs wrote (TEST_SUMMARY_FILE, see test-summary-reporter.ts)
// and prints the closing lines CI reads, ending with "N passed, N failed, N skipped". A summary
// that is missing (its run crashed before the end) counts as one failure. Exits 1 on any failure
// or when nothing passed.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { emptySummary, format, merge, total, type RunSummary } from './test-summary';

export function readSummaries(files: string[]): RunSummary {
  const runs = files.map((file): RunSummary => {
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as RunSummary;
    const missing = emptySummary();
    missing.projects[`missing ${file}`] = { passed: 0, failed: 1, skipped: 0 };
    missing.failures.push(`missing test summary: ${file} (the run ended before its report)`);
    return missing;
  });
  return merge(runs);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const summary = readSummaries(process.argv.slice(2));
  process.stdout.write(`\n${format(summary)}`);
  const t = total(summary);
  process.exit(t.failed > 0 || t.passed === 0 ? 1 : 0);
}
