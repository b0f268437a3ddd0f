import { describe, expect, it } from 'vitest';
import { runMessage } from './run-button';
import { importFixture } from './test-import-server';

const match = (row: number, choice: 'skip' | 'fill' | 'link') => ({
  row,
  matches: [{ id: `e${row}`, label: `Lead ${row}` }],
  choice,
});

describe('what the import’s confirmation says will happen', () => {
  it('counts the rows set to be skipped apart from those written', () => {
    // found from outside: "8 rows … will be written" when 3 of them were set to be skipped
    const check = importFixture({
      name: 'leads.csv',
      rows: 8,
      valid: 8,
      duplicateCount: 4,
      duplicateDefault: 'fill',
      duplicates: [match(2, 'skip'), match(3, 'skip'), match(4, 'skip'), match(5, 'fill')],
    });
    expect(runMessage(check)).toBe(
      '5 rows of “leads.csv” will be written. 3 rows matching existing records will be skipped, as you chose. The other row matching an existing record follows your choice. You can undo the import for 7 days.',
    );
  });

  it('counts the matches not listed by the default choice', () => {
    const check = importFixture({
      name: 'leads.csv',
      rows: 600,
      valid: 600,
      duplicateCount: 520,
      duplicateDefault: 'skip',
      duplicates: Array.from({ length: 500 }, (_, i) => match(i + 2, i < 10 ? 'fill' : 'skip')),
    });
    expect(runMessage(check)).toMatch(
      /^90 rows of “leads\.csv” will be written\. 510 rows matching existing records will be skipped, as you chose\. 10 other rows matching existing records follow your choices\./,
    );
  });
});
