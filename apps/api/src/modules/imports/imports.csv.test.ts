import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decode, delimiterOf, readCsv } from './imports.csv';

describe('reading a CSV', () => {
  const text = 'Prénom;Nom\r\nZoë;Müller\r\n';
  it.each([
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
    ['UTF-8', Buffer.from(text)],
    [
      'UTF-16LE with a BOM',
      Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')]),
    ],
    [
      'UTF-16BE with a BOM',
      Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, 'utf-16be')]),
    ],
    ['Windows-1252', iconv.encode(text, 'windows-1252')],
  ])('decodes %s', (_, buf) => {
    expect(decode(buf)).toBe(text);
  });

  it.each([
    ['a,b;c', ','],
    ['a;b;c', ';'],
    ['a\tb\tc', '\t'],
    ['a|b|c', '|'],
    ['"x;y",b,c', ','],
    ['single', ','],
  ])('finds the delimiter of %j', (header, d) => {
    expect(delimiterOf(`${header}\r\n1,2,3`)).toBe(d);
  });

  it('numbers rows as the spreadsheet does, past blank lines and cells spanning lines', () => {
    const sheet = readCsv(Buffer.from('A|B\n1|"two\nlines"\n\n3|4\n'));
    expect(sheet.rows).toEqual([
      { n: 2, cells: ['1', 'two\nlines'] },
      { n: 4, cells: ['3', '4'] },
    ]);
  });
});
