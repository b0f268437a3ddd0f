import { describe, expect, it } from 'vitest';
import { atLocalHour, localDate, nextLocalHour } from './zoned-time';

const at = (iso: string) => new Date(iso);

describe('the agency’s wall clock', () => {
  it('finds 08:00 local on ordinary days, in zones either side of UTC', () => {
    expect(atLocalHour('2026-01-15', 8, 'Europe/London').toISOString()).toBe(
      '2026-01-15T08:00:00.000Z',
    );
    expect(atLocalHour('2026-07-15', 8, 'Europe/London').toISOString()).toBe(
      '2026-07-15T07:00:00.000Z',
    );
    expect(atLocalHour('2026-07-15', 8, 'Asia/Kolkata').toISOString()).toBe(
      '2026-07-15T02:30:00.000Z',
    );
    expect(atLocalHour('2026-07-15', 8, 'America/Los_Angeles').toISOString()).toBe(
      '2026-07-15T15:00:00.000Z',
    );
    expect(atLocalHour('2026-07-15', 8, 'UTC').toISOString()).toBe('2026-07-15T08:00:00.000Z');
  });

  it('finds the one 08:00 of the days the clocks change (Europe/London, March and October)', () => {
    // Spring forward at 01:00 GMT: 08:00 is BST.
    expect(atLocalHour('2026-03-29', 8, 'Europe/London').toISOString()).toBe(
      '2026-03-29T07:00:00.000Z',
    );
    // Fall back at 02:00 BST: 08:00 is GMT again.
    expect(atLocalHour('2026-10-25', 8, 'Europe/London').toISOString()).toBe(
      '2026-10-25T08:00:00.000Z',
    );
    // The day before each, still on the old offset.
    expect(atLocalHour('2026-03-28', 8, 'Europe/London').toISOString()).toBe(
      '2026-03-28T08:00:00.000Z',
    );
    expect(atLocalHour('2026-10-24', 8, 'Europe/London').toISOString()).toBe(
      '2026-10-24T07:00:00.000Z',
    );
  });

  it('steps from one 08:00 to the next: 23 hours into summer time, 25 out of it', () => {
    const spring = nextLocalHour(at('2026-03-28T08:00:00.000Z'), 8, 'Europe/London');
    expect(spring.toISOString()).toBe('2026-03-29T07:00:00.000Z');
    const autumn = nextLocalHour(at('2026-10-24T07:00:00.000Z'), 8, 'Europe/London');
    expect(autumn.toISOString()).toBe('2026-10-25T08:00:00.000Z');
    // Just before: today's; at or after: tomorrow's.
    expect(nextLocalHour(at('2026-10-25T07:59:59.000Z'), 8, 'Europe/London').toISOString()).toBe(
      '2026-10-25T08:00:00.000Z',
    );
    expect(nextLocalHour(at('2026-10-25T08:00:00.000Z'), 8, 'Europe/London').toISOString()).toBe(
      '2026-10-26T08:00:00.000Z',
    );
  });

  it('reads the local date, which may differ from UTC’s', () => {
    expect(localDate(at('2026-03-29T00:30:00.000Z'), 'Europe/London')).toBe('2026-03-29');
    expect(localDate(at('2026-07-14T23:30:00.000Z'), 'Europe/London')).toBe('2026-07-15');
    expect(localDate(at('2026-07-15T20:00:00.000Z'), 'Asia/Tokyo')).toBe('2026-07-16');
    expect(localDate(at('2026-07-15T05:00:00.000Z'), 'America/New_York')).toBe('2026-07-15');
  });
});
