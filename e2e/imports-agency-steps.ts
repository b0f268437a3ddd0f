import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { Page } from 'playwright-core';
import { csvOf } from './imports-steps';

const FIRST = ['Priya', 'Arjun', 'Fatima', 'Wei', 'Ananya', 'Rahul', 'Chloe', 'Tomasz', 'Aisha'];
const COURSES = ['MSc Data Science', 'MBA', 'BEng Civil Engineering', 'LLM International Law'];
const COUNTRIES = ['Canada', 'United Kingdom', 'Australia', 'Germany', 'Ireland'];
/** Levels as agencies type them; "Postgraduate" is the only one the list takes as it is. */
const LEVELS = ['PG', 'Masters', 'UG', 'Postgraduate'];

/** What the agency's sheet holds, so the test can say what the import must do with it. */
export type AgencySheet = {
  file: Buffer;
  rows: number;
  /** rows without a level: they fail (the file has a level column, so no default applies) */
  blank: number;
  /** rows with a level repeating an earlier row's person, and the one naming a stored person */
  duplicates: number;
  /** how many rows have each level value */
  levels: Record<string, number>;
};

const mobileOf = (base: number, i: number) => `+81 90 ${base} ${String(i).padStart(4, '0')}`;

/**
 * An agency's lead sheet as exported from their old CRM: a whole name, "Mobile No.", levels
 * written PG / Masters / UG, a few without one, every lead naming its counsellor; its last
 * `inFile` rows repeat the first ones' people, and one row is a person already stored.
 */
export async function agencySheet(o: {
  tag: string;
  rows: number;
  counsellor: string;
  existingEmail: string;
  inFile: number;
}): Promise<AgencySheet> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Leads');
  sheet.addRow([
    'Name',
    'Mobile No.',
    'E-mail Address',
    'Course interested',
    'Country preferred',
    'Level',
    'Counsellor',
  ]);
  const base = 1000 + Math.floor(Math.random() * 9000);
  const levels: Record<string, number> = {};
  let blank = 0;
  let duplicates = 1;
  for (let i = 0; i < o.rows; i += 1) {
    const repeat = i >= o.rows - o.inFile;
    const same = repeat ? i - (o.rows - o.inFile) : i;
    const level = i % 1000 === 999 ? '' : LEVELS[i % LEVELS.length]!;
    // a row without a level fails before it is compared with anyone
    if (repeat && level) duplicates += 1;
    if (level) levels[level] = (levels[level] ?? 0) + 1;
    else blank += 1;
    const email = i === 100 ? o.existingEmail : `lead${same}.${o.tag}@agency.example`;
    sheet.addRow([
      `${FIRST[i % FIRST.length]} ${o.tag}`,
      mobileOf(base, same),
      email,
      COURSES[i % COURSES.length],
      COUNTRIES[i % COUNTRIES.length],
      level,
      o.counsellor,
    ]);
  }
  const file = Buffer.from(await book.xlsx.writeBuffer());
  return { file, rows: o.rows, blank, duplicates, levels };
}

export const JAPANESE_NAMES = ['山田 太郎', '佐藤 花子', '鈴木 一郎', '高橋 美咲', '田中 健太'];

/**
 * A Tokyo partner's list saved by Excel in Japan: Shift_JIS, Japanese headers the wizard has
 * no synonym for, no level column; its last row repeats the second person.
 */
export function japaneseCsv(tag: string): Buffer {
  const base = 1000 + Math.floor(Math.random() * 9000);
  const rows = JAPANESE_NAMES.map((name, i) => [
    name,
    `+81 80 ${base} ${String(i).padStart(4, '0')}`,
    `jp${i}.${tag}@partner.example`,
  ]);
  return iconv.encode(
    csvOf([['氏名', '携帯番号', 'メールアドレス'], ...rows, rows[1]!]),
    'Shift_JIS',
  );
}

/** Picks a file for the wizard's upload (its real input), as bytes. */
export async function pickBytes(page: Page, name: string, buffer: Buffer): Promise<void> {
  const mimeType = name.endsWith('.csv')
    ? 'text/csv'
    : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  await page.getByLabel('Spreadsheet to import').setInputFiles({ name, mimeType, buffer });
}

/** The text a column's field select shows. */
export const fieldShown = (page: Page, column: string) =>
  page.getByRole('combobox', { name: `Import “${column}” as` }).textContent();

/** Starts the checked import (confirmed) and waits for its result, however long it runs. */
export async function importAll(page: Page, valid: number, name: string): Promise<void> {
  const n = valid.toLocaleString('en-US');
  await page.getByRole('button', { name: `Import the ${n} valid rows` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Import ${n} rows into enquiries?` });
  await dialog.getByRole('button', { name: `Import ${n} rows` }).click();
  await page
    .getByRole('heading', { level: 2, name: `Import of “${name}”` })
    .waitFor({ timeout: 180_000 });
}
