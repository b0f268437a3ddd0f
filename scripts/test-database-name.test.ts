import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One name for the PostgreSQL that tests and benchmarks create their databases on:
// DATABASE_URL_TEST. A second name (the old TEST_DATABASE_URL, a bench-only override) lets a
// run that sets one silently use another server.
const root = path.resolve(import.meta.dirname, '..');
const OTHER_NAMES = /\b(TEST_DATABASE_URL|BENCH_DATABASE_URL)\b/;
const THIS_FILE = 'scripts/test-database-name.test.ts';

/** Tracked code, scripts and the README; DECISIONS keeps the history of names. */
const sources = () =>
  execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.sh', '.ci/run', 'README.md'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f !== '' && f !== THIS_FILE && fs.existsSync(path.join(root, f)));

describe('the test PostgreSQL', () => {
  it('is read from the sources it is looked for in', () => {
    const named = sources().filter((f) =>
      fs.readFileSync(path.join(root, f), 'utf8').includes('DATABASE_URL_TEST'),
    );
    expect(named.length).toBeGreaterThan(5);
  });

  it('has one name, DATABASE_URL_TEST', () => {
    const others = sources().filter((f) =>
      OTHER_NAMES.test(fs.readFileSync(path.join(root, f), 'utf8')),
    );
    expect(others).toEqual([]);
  });
});
