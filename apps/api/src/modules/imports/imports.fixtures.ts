import { expect } from 'vitest';
import iconv from 'iconv-lite';
import type { Import, ImportResource } from '@studydesk/contract';
import { bearer, type TestApp } from '../../test/harness';
import { sendForm } from '../../test/multipart';

/** Uploads a file for import; answers the raw response. */
export const upload = (
  t: TestApp,
  token: string,
  file: Buffer,
  o: { resource?: ImportResource; filename?: string } = {},
) =>
  sendForm(
    t.app,
    { method: 'POST', url: '/api/imports', token },
    {
      resource: o.resource ?? 'enquiries',
      file: { file, filename: o.filename ?? 'leads.csv', contentType: 'text/csv' },
    },
  );

/** Uploads and expects the check (200). */
export async function checked(t: TestApp, token: string, file: Buffer, o = {}): Promise<Import> {
  const res = await upload(t, token, file, o);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Import>();
}

export const getImport = async (t: TestApp, token: string, id: string) =>
  (await t.app.inject({ url: `/api/imports/${id}`, headers: bearer(token) })).json<Import>();

/** Runs an import and waits (polling GET, as the page does) until it is no longer running. */
export async function runToEnd(t: TestApp, token: string, id: string): Promise<Import> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/imports/${id}/run`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(202);
  return waitUntilSettled(t, token, id);
}

// Each look is a whole request for the import (its summary with up to 500 errors and duplicates,
// checked against the contract): every 50 ms through a 100,000-row run on SQLite, the looks
// took about a sixth of the file's CPU from the run they wait for. Quick at first for the short
// runs most tests make, then every half second.
const LOOK_FIRST_MS = 50;
const LOOK_MAX_MS = 500;

export async function waitUntilSettled(t: TestApp, token: string, id: string): Promise<Import> {
  for (let wait = LOOK_FIRST_MS; ; wait = Math.min(wait * 2, LOOK_MAX_MS)) {
    const imp = await getImport(t, token, id);
    if (imp.state !== 'running') return imp;
    await new Promise((r) => setTimeout(r, wait));
  }
}

/** Rows as a CSV text: header first; cells quoted when they need it. */
export function csvText(rows: string[][], delimiter = ','): string {
  const cell = (c: string) =>
    c.includes(delimiter) || c.includes('"') || c.includes('\n') ? `"${c.replace(/"/g, '""')}"` : c;
  return rows.map((r) => r.map(cell).join(delimiter)).join('\r\n') + '\r\n';
}

export const win1252 = (text: string) => iconv.encode(text, 'windows-1252');
export const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** Live enquiries, as the list counts them. */
export async function enquiryCount(t: TestApp, token: string): Promise<number> {
  const res = await t.app.inject({ url: '/api/enquiries/total/count', headers: bearer(token) });
  return res.json<{ enquiry: number }>().enquiry;
}

/** A small valid file of leads. */
export const leadsCsv = () =>
  utf8(
    csvText([
      ['First name', 'Last name', 'Email', 'Category'],
      ['Ann', 'Lee', 'ann@lee.example', 'PhD'],
    ]),
  );

/** A checked import of `leadsCsv`, not run: its id. */
export const seedImport = async (t: TestApp, token: string) =>
  (await checked(t, token, leadsCsv())).id;
