import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Claim } from '@studydesk/contract';
import type { TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { withJourney, type Journey } from '../applications/applications.fixtures';
import { claimsAgency, type ClaimsAgency } from '../claims/claims.fixtures';

/** Claims sent to colleges and their credit notes, beside the invoices, in the accounting CSV. */
describe('the money export: claims and credit notes', () => {
  let t: TestApp;
  let j: Journey;
  let c: ClaimsAgency;
  withJourney((m) => ({ t, j } = m));
  beforeAll(async () => {
    c = await claimsAgency(t, j);
  });
  const day = new Date().toISOString().slice(0, 10);
  const ddmmyyyy = `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
  const csv = async (token: string): Promise<string[][]> => {
    const res = await j.call(token, 'GET', `/money/export?format=csv&from=${day}&to=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    return parse(res.body, { bom: true });
  };

  it('writes a sent claim (the college its contact, no tax) and its credit note, negative', async () => {
    const sent = await c.claim(j.admin, [await c.enrolled(j.students.ashas._id)]);
    const draft = await c.claim(j.admin, [await c.enrolled(j.students.ravis._id)]);
    const patched = await j.call(j.admin, 'PATCH', `/claims/${sent._id}`, { status: 'sent' });
    expect(patched.statusCode, patched.body).toBe(200);
    const line = sent.lines[0]!;
    const credit = await j.call(j.admin, 'POST', `/claims/${sent._id}/lines/${line._id}/credit`, {
      reason: 'Withdrew before census',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const note = credit.json<Claim>().creditNotes[0]!;
    const { amount, currency } = sent.total;
    const rows = await csv(j.admin);
    expect(rows[0]).toEqual(['Date', 'Number', 'Contact', 'Net', 'Tax', 'Gross', 'Currency']);
    expect(rows.slice(1)).toEqual([
      [ddmmyyyy, sent.number, 'Lakeside College', amount, '0.00', amount, currency],
      [
        ddmmyyyy,
        note.number,
        'Lakeside College',
        `-${note.amount.amount}`,
        '0.00',
        `-${note.amount.amount}`,
        currency,
      ],
    ]);
    expect(rows.flat()).not.toContain(draft.number);
    // The claims are the head office's: another office's manager exports none of them.
    const h = officeHelpers(t, j.admin);
    const other = (await h.member('manager', [(await h.office('Branch B'))._id])).token;
    expect(await csv(other)).toHaveLength(1);
  });
});
