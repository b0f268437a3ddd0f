import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSummaries } from './summarize-tests';
import { format, merge, summarize, type FileResult } from './test-summary';

const file = (project: string, tests: FileResult['tests'], error?: string): FileResult => ({
  project,
  file: 'apps/api/src/x.test.ts',
  tests,
  error,
});

describe('the closing lines CI reads', () => {
  it('counts each project, both databases of the API suite apart, and names every failure', () => {
    const s = summarize(
      [
        file('api', [
          { name: 'both', state: 'passed' },
          { name: 'sqlite only', state: 'passed' },
          { name: 'postgres only', state: 'skipped' },
        ]),
        file('api-postgres', [
          { name: 'both', state: 'failed', error: 'Error: boom\n    at line 1' },
          { name: 'sqlite only', state: 'skipped' },
          { name: 'postgres only', state: 'passed' },
        ]),
        file('e2e', [{ name: 'signs in', state: 'skipped' }]),
      ],
      [],
    );
    expect(s.projects).toEqual({
      api: { passed: 2, failed: 0, skipped: 1 },
      'api-postgres': { passed: 1, failed: 1, skipped: 1 },
      e2e: { passed: 0, failed: 0, skipped: 1 },
    });
    // Only the browser test's skip is a real one; the other two ran on the other database.
    expect(s.otherDatabase).toBe(2);
    expect(s.failures).toEqual([
      '[api-postgres] apps/api/src/x.test.ts > both\n    Error: boom\n        at line 1',
    ]);
    expect(format(s).split('\n').slice(-3)).toEqual([
      "  (2 of the skipped are one database's own tests, which ran on the other)",
      '3 passed, 1 failed, 3 skipped',
      '',
    ]);
  });

  it('counts a file that failed outside its tests, and errors of the run itself, as failures', () => {
    const s = summarize(
      [file('web', [{ name: 'a', state: 'passed' }], 'Cannot find module x')],
      ['unhandled error: EADDRINUSE'],
      'Node 24',
    );
    expect(s.projects).toEqual({
      'web (Node 24)': { passed: 1, failed: 1, skipped: 0 },
      'run (Node 24)': { passed: 0, failed: 1, skipped: 0 },
    });
    expect(s.failures).toHaveLength(2);
  });

  it('adds up runs, and a run whose summary is missing is a failure', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-summary-'));
    const one = path.join(dir, 'one.json');
    fs.writeFileSync(
      one,
      JSON.stringify(summarize([file('api', [{ name: 'a', state: 'passed' }])], [])),
    );
    const all = readSummaries([one, path.join(dir, 'gone.json')]);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(format(all).trimEnd().split('\n').at(-1)).toBe('1 passed, 1 failed, 0 skipped');
    expect(all.failures[0]).toMatch(/^missing test summary: .*gone\.json/);
    expect(merge([all, all]).projects.api).toEqual({ passed: 2, failed: 0, skipped: 0 });
  });

  it('counts a run that exited with an error after a report without failures as a failure', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-summary-'));
    const passed = path.join(dir, 'passed.json');
    const failed = path.join(dir, 'failed.json');
    const ok = (name: string) => file('api', [{ name, state: 'passed' }]);
    fs.writeFileSync(passed, JSON.stringify(summarize([ok('a')], [], 'Node 24')));
    fs.writeFileSync(
      failed,
      JSON.stringify(summarize([file('api', [{ name: 'b', state: 'failed' }])], [])),
    );
    // A crash at exit (134: an abort) after every test passed; a failed run's own exit code.
    const all = readSummaries([`${passed}=134`, `${failed}=1`, `${passed}=0`]);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(format(all).trimEnd().split('\n').at(-1)).toBe('2 passed, 2 failed, 0 skipped');
    expect(all.failures).toHaveLength(2);
    expect(all.failures[0]).toMatch(/passed\.json exited with code 134 after its report$/);
  });
});
