import fs from 'node:fs';
import type { SerializedError } from 'vitest';
import type { Reporter, TestModule, TestRunEndReason } from 'vitest/node';
import { format, summarize, type FileResult } from './test-summary';

/**
 * Prints the run's summary (scripts/test-summary.ts) after Vitest's own lines, and writes it as
 * JSON to TEST_SUMMARY_FILE when set. TEST_SUMMARY_LEG names the run in each project's label
 * ("api (Node 24)"), so that the summaries of several runs add up side by side.
 */
export default class TestSummaryReporter implements Reporter {
  onTestRunEnd(
    modules: ReadonlyArray<TestModule>,
    unhandled: ReadonlyArray<SerializedError>,
    reason: TestRunEndReason,
  ): void {
    const runErrors = unhandled.map((e) => `unhandled error: ${e.stack ?? e.message}`);
    if (reason === 'interrupted') runErrors.push('the run was interrupted');
    const summary = summarize(modules.map(fileResult), runErrors, process.env.TEST_SUMMARY_LEG);
    const file = process.env.TEST_SUMMARY_FILE;
    if (file) fs.writeFileSync(file, JSON.stringify(summary));
    process.stdout.write(`\n${format(summary)}`);
  }
}

function fileResult(m: TestModule): FileResult {
  const tests = [...m.children.allTests()].map((t) => {
    const r = t.result();
    const error = r.errors?.map((e) => e.stack ?? e.message).join('\n');
    return { name: t.fullName, state: r.state, error };
  });
  // A hook's error (a beforeAll that threw, its tests then skipped) is its suite's, not the
  // module's: without it CI's tail named the file and said only "failed".
  const errors = [...m.errors(), ...[...m.children.allSuites()].flatMap((s) => s.errors())];
  const first = errors[0];
  const error = m.state() === 'failed' ? (first?.stack ?? first?.message ?? 'failed') : undefined;
  return { project: m.project.name, file: m.relativeModuleId, tests, error };
}
