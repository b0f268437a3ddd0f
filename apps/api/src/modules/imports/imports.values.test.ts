import { describe, expect, it } from 'vitest';
import { parseDay } from './imports.values';

/**
 * Days as an agency's sheet holds them (found from outside: a date cell formatted as a number,
 * 46093, was refused as "not a date").
 */
describe('imports: a day as the sheet holds it', () => {
  it('reads the ways people write a day', () => {
    for (const v of ['12-03-2026', '12/03/2026', '12.03.2026', '2026-03-12'])
      expect(parseDay(v), v).toBe('2026-03-12T00:00:00.000Z');
  });

  it("reads a spreadsheet's day number (days since 30-12-1899) from 1950 to 2099", () => {
    expect(parseDay('46093')).toBe('2026-03-12T00:00:00.000Z');
    expect(parseDay('45658')).toBe('2025-01-01T00:00:00.000Z');
    expect(parseDay('18264')).toBe('1950-01-01T00:00:00.000Z');
  });

  it('takes no other number for a day, nor a day still to come', () => {
    for (const v of ['18263', '9999', '460930', '46093.5', '-46093', '73050', '2026'])
      expect(parseDay(v), v).toBeNull();
    expect(parseDay('31-02-2026')).toBeNull();
  });
});
