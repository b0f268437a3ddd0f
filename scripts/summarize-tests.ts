// Adds up the summaries that test runs wrote (TEST_SUMMARY_FILE, see test-summary-reporter.ts)
// and prints the closing lines CI reads, ending with "N passed, N failed, N skipped". A summary
// that is missing (its run crashed before the end) counts as one failure, and so does a run
// given as `FILE=CODE` that exited with CODE ≠ 0 while its summary names no failure (it crashed
// after writing it, as better-sqlite3 12 did at teardown on Node 24). Exits 1 on any failure or
// when nothing passed.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { emptySummary, format, merge, total, type RunSummary } from './test-summary';

const failure = (name: string, message: string): RunSummary => {
  const s = emptySummary();
  s.projects[name] = { passed: 0, failed: 1, skipped: 0 };
  s.failures.push(message);
  return s;
};

/** `runs`: summary files, each optionally `FILE=CODE` with its run's exit code. */
export function readSummaries(runs: string[]): RunSummary {
  const read = runs.map((run): RunSummary => {
    const [, file = run, code] = /^(.*)=(\d+)$/.exec(run) ?? [];
    if (!fs.existsSync(file))
      return failure(
        `missing ${file}`,
        `missing test summary: ${file} (the run ended before its report)`,
      );
    const s = JSON.parse(fs.readFileSync(file, 'utf8')) as RunSummary;
    if (code === undefined || code === '0' || total(s).failed > 0) return s;
    return merge([
      s,
      failure(
        `exit code of ${path.basename(file)}`,
        `the run of ${file} exited with code ${code} after its report`,
      ),
    ]);
  });
  return merge(read);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const summary = readSummaries(process.argv.slice(2));
  process.stdout.write(`\n${format(summary)}`);
  const t = total(summary);
  process.exit(t.failed > 0 || t.passed === 0 ? 1 : 0);
}
