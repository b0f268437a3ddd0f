import { describe, expect, it } from 'vitest';
import { formatTimes, type FileTime } from './test-times';

const at = (project: string, file: string, start: number, end: number): FileTime => ({
  project,
  file,
  start: start * 1000,
  end: end * 1000,
});

describe('where a test run’s time went', () => {
  it('gives each project its wall time from the run’s start, its files added up, and its slowest', () => {
    const table = formatTimes(
      [
        at('web', 'a.test.tsx', 110, 130),
        at('api', 'slow.test.ts', 100, 160),
        at('api', 'quick.test.ts', 100, 104),
        at('api', 'next.test.ts', 104, 110),
      ],
      2,
    );
    expect(table.split('\n')).toEqual([
      '| project | files | from | to | wall | files added up |',
      '|---|---|---|---|---|---|',
      '| api | 3 | 0 s | 60 s | 60 s | 70 s |',
      '| web | 1 | 10 s | 30 s | 20 s | 20 s |',
      '',
      'api, slowest 2:',
      '- 60 s slow.test.ts',
      '- 6 s next.test.ts',
      '',
      'web, slowest 1:',
      '- 20 s a.test.tsx',
    ]);
  });
});
