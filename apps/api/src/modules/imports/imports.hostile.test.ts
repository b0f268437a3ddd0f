import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { csvText, enquiryCount, upload, utf8 } from './imports.fixtures';
import { xlsxOf, zipBomb } from './imports.files';
import { MAX_EXPANDED } from './imports.zip';

describe('imports: hostile files get a clear 4xx and write nothing', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  const refused = async (file: Buffer, status: number, message: RegExp, filename = 'x.csv') => {
    const before = await enquiryCount(t, admin);
    const res = await upload(t, admin, file, { filename });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<{ message: string }>().message).toMatch(message);
    const stored = await t.app.dbHandle.db.selectFrom('import_rows').select('importId').execute();
    const imports = await t.app.dbHandle.db.selectFrom('imports').select('id').execute();
    expect([stored.length, imports.length]).toEqual([0, 0]);
    expect(await enquiryCount(t, admin)).toBe(before);
  };
  const header = ['First name', 'Last name', 'Email', 'Category'];

  it('a formula cell in an XLSX', async () => {
    const file = await xlsxOf([
      header,
      ['Ann', 'Lee', { formula: 'HYPERLINK("http://x")', result: 'a' }, 'PhD'],
    ]);
    await refused(file, 400, /Row 2, column C \(Email\) holds a formula/, 'x.xlsx');
  });

  it('a zip bomb, honest or lying about its size', async () => {
    await refused(await zipBomb(MAX_EXPANDED + 1024 * 1024), 413, /expands to far more/, 'b.xlsx');
    await refused(
      await zipBomb(MAX_EXPANDED + 1024 * 1024, true),
      413,
      /expands to far more/,
      'b.xlsx',
    );
  });

  it('a 20 MB single cell, binary junk, an old .xls, a file over 20 MB', async () => {
    const cell = 'x'.repeat(IMPORT_MAX_BYTES - 1000);
    await refused(
      utf8(csvText([header, ['Ann', cell, 'a@b.co', 'PhD']])),
      413,
      /over 10,000 characters/,
    );
    await refused(randomBytes(200_000), 415, /not a CSV or XLSX/);
    await refused(
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), randomBytes(1000)]),
      415,
      /\.xls/,
    );
    await refused(Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a'), 413, /limit is 20 MB/);
  });

  it('more than 100,000 rows, no rows, no header', async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, k) => [`A${k}`, 'B', '', 'PhD']);
    await refused(utf8(csvText([header, ...rows])), 413, /more than 100,000 rows/);
    await refused(utf8(csvText([header])), 400, /no rows/);
    await refused(utf8('\r\n\r\n'), 400, /no header row/);
  });

  it('a CSV that is not one (an unclosed quote)', async () => {
    await refused(utf8('a,b\r\n"x,y\r\n'), 415, /could not be read: line/);
  });
});
