import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { tokenOf } from './desk-steps';

/** Rows as CSV text, header first; a cell quoted when it needs it. */
export function csvOf(rows: string[][]): string {
  const cell = (c: string) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/**
 * A spreadsheet of five leads as an agency keeps them: row 3 has no first name, row 4 a date
 * that is not one, row 5 the e-mail of an enquiry already in StudyDesk. The phone column's
 * header ("Contact") names no field, so it starts ignored.
 */
export function leadsCsv(tag: string, existingEmail: string): string {
  return csvOf([
    ['Given name', 'Surname', 'E-mail', 'Contact', 'Level', 'Enquiry date'],
    ['Asha', tag, `asha.${tag}@leads.example`, '+91 98100 11111', 'Graduate', '01-03-2026'],
    ['', tag, `noname.${tag}@leads.example`, '+91 98100 22222', 'Diploma', '02-03-2026'],
    ['Ravi', tag, `ravi.${tag}@leads.example`, '+91 98100 33333', 'PhD', 'next Tuesday'],
    ['Kiran', tag, existingEmail, '+91 98100 44444', 'Postgraduate', '04-03-2026'],
    ['Meera', tag, `meera.${tag}@leads.example`, '+91 98100 55555', 'Other', '05-03-2026'],
  ]);
}

/** An enquiry already in StudyDesk, with an e-mail and no mobile (the import fills it). */
export async function seedExisting(page: Page, tag: string, email: string): Promise<string> {
  const res = await page.request.post('/api/enquiries', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { source: 'phone', fName: 'Kiran', lName: `${tag} Existing`, email, category: 'Other' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

/** Picks a file for the wizard's upload (its real input, as a chooser would). */
export async function pickFile(page: Page, name: string, text: string): Promise<void> {
  const mimeType = name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream';
  await page
    .getByLabel('Spreadsheet to import')
    .setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
}

/** Chooses the field a column fills. */
export async function mapColumn(page: Page, column: string, field: string | RegExp) {
  await page.getByRole('combobox', { name: `Import “${column}” as` }).click();
  await page.getByRole('option', { name: field }).click();
}

/** The figure a result count shows ("Inserted: 2" → 2). */
export async function countOf(page: Page, label: string): Promise<number> {
  const list = page.getByRole('list', { name: 'What the import did' });
  const item = list.getByRole('listitem', { name: new RegExp(`^${label}:`) });
  const name = (await item.getAttribute('aria-label')) ?? '';
  return Number(name.split(':')[1]?.trim().replace(/,/g, ''));
}

/**
 * Makes the import look as if it were still running (its reads and its start answer "running",
 * 1 of 3 rows done) until the returned function lets the real answers through: a five-row
 * import is over before anyone could look at its progress bar. Letting go waits for the answers
 * already held, so none is given after it (nor to a page closed meanwhile).
 */
export async function holdRunning(page: Page, id: string): Promise<() => Promise<void>> {
  const pattern = new RegExp(`/api/imports/${id}(/run)?$`);
  const held = new Set<Promise<void>>();
  const answer = async (route: Route) => {
    if (route.request().method() === 'PATCH') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...body, state: 'running', processed: 1, total: 3, undoUntil: null },
    });
  };
  const handler = (route: Route) => {
    const answered = answer(route).finally(() => held.delete(answered));
    held.add(answered);
    return answered;
  };
  await page.route(pattern, handler);
  return async () => {
    await page.unroute(pattern, handler);
    await Promise.all(held);
  };
}

/** The import's id, from the wizard's address. */
export const importIdOf = (page: Page) => new URL(page.url()).searchParams.get('id') ?? '';

/** A CSV's rows as cells (quoted cells unquoted; no line breaks inside cells here). */
export function csvRows(text: string): string[][] {
  const cells = (line: string) =>
    [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) =>
      m[1] !== undefined ? m[1].replace(/""/g, '"') : (m[2] ?? ''),
    );
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map(cells);
}
