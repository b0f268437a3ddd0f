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

  // Short files too: a three-line export gives chardet too few characters to be sure.
  const ja =
    'Name,Mobile No.,Level\r\n山田 太郎,09012345678,大学院\r\n佐藤 花子,08011112222,学部\r\n';
  const zh = 'Name,Mobile No.,Level\r\n王小明,13800138000,研究生\r\n李华,13900139000,本科\r\n';
  const tw = 'Name,Mobile No.,Level\r\n王小明,13800138000,研究生\r\n李華,13900139000,大學\r\n';
  const ko = 'Name,Mobile No.,Level\r\n김민수,01012345678,대학원\r\n';
  const ru = 'Имя,Телефон\r\nИван Петров,+79001234567\r\n';
  const long = (t: string) => t + t.split('\r\n').slice(1).join('\r\n').repeat(40);
  it.each([
    ['Shift_JIS', ja],
    ['GB18030', zh],
    ['Big5', tw],
    ['EUC-KR', ko],
    ['windows-1251', ru],
  ])('detects %s, short or long', (encoding, sample) => {
    for (const t of [sample, long(sample)]) expect(decode(iconv.encode(t, encoding))).toBe(t);
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
