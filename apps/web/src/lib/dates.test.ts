import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, localIsoDate } from './dates';

describe('formatDate', () => {
  it('formats an ISO timestamp as dd-mm-yyyy in local time', () => {
    expect(formatDate(new Date(2025, 2, 5, 14, 30).toISOString())).toBe('05-03-2025');
  });

  it('keeps a bare calendar date on its day', () => {
    expect(formatDate('2024-12-31')).toBe('31-12-2024');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const d = new Date(2023, 0, 9);
    expect(formatDate(d)).toBe('09-01-2023');
    expect(formatDate(d.getTime())).toBe('09-01-2023');
  });

  it.each([undefined, null, '', '   ', 'not a date', Number.NaN])('reads N/A for %j', (v) => {
    expect(formatDate(v)).toBe('N/A');
  });
});

describe('formatDateTime', () => {
  it('adds the local hour and minute', () => {
    expect(formatDateTime(new Date(2025, 2, 5, 9, 7).toISOString())).toBe('05-03-2025 09:07');
  });

  it.each([undefined, null, '', 'nope'])('reads N/A for %j', (v) => {
    expect(formatDateTime(v)).toBe('N/A');
  });
});

describe('localIsoDate', () => {
  it("is the reader's calendar day, not UTC's", () => {
    expect(localIsoDate(new Date(2025, 0, 31, 23, 59))).toBe('2025-01-31');
    expect(localIsoDate(new Date(2025, 11, 1, 0, 1))).toBe('2025-12-01');
  });
});
