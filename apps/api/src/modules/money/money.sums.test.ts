import { describe, expect, it } from 'vitest';
import { agesOn } from './money.sums';

/** The bands as the contract words them, from the days late counted one by one. */
const byDaysLate = (late: number) =>
  late < 0 ? 'current' : late <= 30 ? '0-30' : late <= 60 ? '31-60' : late <= 90 ? '61-90' : '90+';
const day = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

describe('how late an amount owed is', () => {
  it.each(['2026-03-01', '2024-03-01', '2026-01-01', '2026-06-15', '2028-02-29'])(
    'on %s, every due day from 120 days before to 10 after is in the band its days late say',
    (asOf) => {
      const ageOn = agesOn(asOf);
      const at = dayNumber(asOf);
      for (let late = -10; late <= 120; late++)
        expect(ageOn(day(at - late)), `${late} days late`).toBe(byDaysLate(late));
    },
  );

  it('counts no day set as current', () => {
    expect(agesOn('2026-06-15')(null)).toBe('current');
  });
});
