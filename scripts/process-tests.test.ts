import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A test that starts server processes is bounded by PROCESS_TEST_TIMEOUT, never by a number of
// its own: a fixed bound such as 120 s failed nine of them on a machine at load 15 to 29. And
// it ends with afterAll(stopChildren), so one that failed half way leaves no server running.
const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api/src');

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return testFiles(full);
    return e.name.endsWith('.test.ts') ? [full] : [];
  });
}

const startsProcesses = (text: string) => /from '[./]*test\/(process|child-server)'/.test(text);

const fileTexts = () =>
  testFiles(api)
    .map((file) => ({ file: path.relative(root, file), text: fs.readFileSync(file, 'utf8') }))
    .filter(({ text }) => startsProcesses(text));

describe('API tests that start processes', () => {
  it('are found (the check below checks something)', () => {
    expect(fileTexts().length).toBeGreaterThan(5);
  });

  it('are bounded by PROCESS_TEST_TIMEOUT, with no number of their own', () => {
    const fixed = fileTexts()
      .filter(({ text }) => !text.includes('PROCESS_TEST_TIMEOUT') || /timeout: \d/.test(text))
      .map(({ file }) => file);
    expect(fixed).toEqual([]);
  });

  it('stop every child they started, whatever failed', () => {
    const leaky = fileTexts()
      .filter(({ text }) => !text.includes('afterAll(stopChildren)'))
      .map(({ file }) => file);
    expect(leaky).toEqual([]);
  });
});
