import { describe, expect, it } from 'vitest';
import { dispositionFilename } from './download';

describe('dispositionFilename', () => {
  it.each([
    ['attachment; filename="enquiries-2025-03-16.csv"', 'enquiries-2025-03-16.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment; filename*=UTF-8\'\'caf%C3%A9.csv; filename="cafe.csv"', 'café.csv'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A.csv; filename="safe.csv"', 'safe.csv'],
  ])('reads %s', (header, name) => {
    expect(dispositionFilename(header)).toBe(name);
  });

  it.each([null, '', 'attachment', 'attachment; filename=""'])('has no name in %j', (header) => {
    expect(dispositionFilename(header)).toBeUndefined();
  });
});
