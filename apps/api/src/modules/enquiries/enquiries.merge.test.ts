import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Enquiry, TimelineEntry } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { createCallRequest, createEnquiry, enquiryInput } from '../../test/fixtures';
import { ENQUIRY_REFERENCES } from './enquiries.references';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
type AnyDb = import('kysely').Kysely<Record<string, Record<string, unknown>>>;
/** A column that may hold an enquiry's id, by its name. */
const REFERS_TO_ENQUIRY = /^(enquiry|enquiryId|duplicateOf|mergedInto|recordId)$|enquir/i;

describe('merging two enquiries', () => {
  let t: TestApp;
  let admin: string;
  let kept: string;
  let other: string;
  let later: string;
  const api = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(admin) });
  const db = () => t.app.dbHandle.db as unknown as AnyDb;
  /** Rows of each reference that point at `id`. */
  async function referencing(id: string) {
    const out: Record<string, number> = {};
    for (const ref of ENQUIRY_REFERENCES) {
      let qb = db().selectFrom(ref.table).where(ref.column, '=', id);
      if ('kind' in ref) qb = qb.where('kind', '=', ref.kind);
      if (ref.table === 'enquiries') qb = qb.where('id', '!=', id);
      const r = await qb.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      out[`${ref.table}.${ref.column}`] = Number(r.n);
    }
    return out;
  }
  const merge = (into: string, body: object) => api('POST', `/api/enquiries/${into}/merge`, body);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    // The first enquiry, and two more from the same e-mail (each a duplicate of the first).
    other = await createEnquiry(t, admin, 1);
    const again = { ...enquiryInput(1), mobile: '+44 7700 900123', location: 'Leeds' };
    for (const _ of [1, 2])
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: again })).statusCode,
      ).toBe(201);
    const list = await api(
      'GET',
      `/api/enquiries?q=${encodeURIComponent('asha1@example.com')}&sort=createdAt&order=asc`,
    );
    const ids = list.json<{ enquiries: Enquiry[] }>().enquiries.map((e) => e._id);
    [kept, later] = [ids[1]!, ids[2]!];
    // Everything that can refer to the other enquiry: follow-ups (a task and a contact
    // logged), a status change, a field edit, the bell's read marker.
    await api('POST', '/api/followUp', { enquiry: other, followUpDetails: 'Call about visa' });
    await api('POST', `/api/enquiries/${other}/contact-log`, { note: 'Spoke', outcome: 'reached' });
    await api('PUT', `/api/enquiries/status/${other}`, { status: 'pending' });
    await api('PUT', `/api/enquiries/${other}`, { remarks: 'Wants a January intake' });
    await api('PUT', '/api/enquiries/new/read', { id: other });
    await api('POST', '/api/followUp', { enquiry: kept, followUpDetails: 'Send brochure' });
  });
  afterAll(() => t.close());

  it('the reference list covers every column of the schema that may hold an enquiry id', async () => {
    const tables = await t.app.dbHandle.db.introspection.getTables();
    const found = tables.flatMap((tb) =>
      tb.columns.filter((c) => REFERS_TO_ENQUIRY.test(c.name)).map((c) => `${tb.name}.${c.name}`),
    );
    const covered = new Set(ENQUIRY_REFERENCES.map((r) => `${r.table}.${r.column}`));
    expect(found.filter((c) => !covered.has(c))).toEqual([]);
    expect(found.length).toBeGreaterThanOrEqual(covered.size);
  });

  it('moves every child row to the kept enquiry and leaves nothing pointing at the other', async () => {
    const before = await referencing(other);
    for (const key of [
      'followups.enquiry',
      'enquiry_status_changes.enquiryId',
      'record_changes.enquiryId',
      'enquiry_read_markers.enquiryId',
      'enquiries.duplicateOf',
      'search_terms.recordId',
    ])
      expect(before[key], key).toBeGreaterThan(0);
    const keptBefore = await referencing(kept);

    const res = await merge(kept, { other, take: ['location', 'remarks', 'mobile'] });
    expect(res.statusCode, res.body).toBe(200);
    const e = res.json<Enquiry>();
    // The kept one's own values win; taken fields come from the other only where it has one.
    expect(e).toMatchObject({
      _id: kept,
      location: 'Leeds',
      remarks: 'Wants a January intake',
      mobile: enquiryInput(1).mobile,
      duplicateOf: null,
    });

    expect(Object.values(await referencing(other)).every((n) => n === 0)).toBe(true);
    const keptAfter = await referencing(kept);
    // Moved, not lost: the kept one now has both sets (search terms are the other's dropped).
    for (const key of ['followups.enquiry', 'enquiry_status_changes.enquiryId'])
      expect(keptAfter[key], key).toBe(keptBefore[key]! + before[key]!);
    expect(keptAfter['enquiries.duplicateOf']).toBe(1); // the later one, no longer the kept one
    expect((await api('GET', `/api/enquiries/${later}`)).json<Enquiry>().duplicateOf).toBe(kept);

    const row = await db()
      .selectFrom('enquiries')
      .selectAll()
      .where('id', '=', other)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mergedInto: kept, deletedAt: expect.any(String) });
    expect((await api('GET', `/api/enquiries/${other}`)).statusCode).toBe(404);
    const where = await api('GET', `/api/enquiries/${other}/merged`);
    expect(where.json()).toEqual({ _id: kept, enqNo: e.enqNo });
  });

  it("records the merge and the taken fields in the kept one's history", async () => {
    const data = (await api('GET', `/api/enquiries/${kept}/timeline`)).json<{
      data: TimelineEntry[];
    }>().data;
    const merged = data.find((x) => x.type === 'change' && x.action === 'merge');
    expect(merged).toMatchObject({
      kind: 'enquiry',
      recordId: kept,
      to: expect.stringMatching(/^ENQ-/),
      byName: expect.any(String),
    });
    const edits = data.filter((x) => x.type === 'edit').map((x) => x.type === 'edit' && x.field);

    // Taken from the other (mobile, remarks), and the other's own edits moved here: its remarks,
    // and its owner (whoever first logs a contact on an unassigned one owns it).
    expect(edits.sort()).toEqual(['assignedTo', 'mobile', 'remarks', 'remarks']);
    // The other's follow-up and contact now show on the kept one's timeline.
    expect(data.some((x) => x.type === 'followUp' && x.details === 'Call about visa')).toBe(true);
  });

  it('labels each line that came from the merged enquiry with its number', async () => {
    const data = (await api('GET', `/api/enquiries/${kept}/timeline`)).json<{
      data: TimelineEntry[];
    }>().data;
    const merge = data.find((x) => x.type === 'change' && x.action === 'merge');
    const otherNo = merge?.type === 'change' ? merge.from : null;
    expect(otherNo).toMatch(/^ENQ-/);
    const origin = (pick: (x: TimelineEntry) => boolean) =>
      data.filter(pick).map((x) => x.mergedFrom ?? null);
    // The other's own lines: its creation and status change, its edit, follow-up and contact.
    expect(origin((x) => x.type === 'status')).toEqual(
      expect.arrayContaining([otherNo, otherNo, null]),
    );
    expect(origin((x) => x.type === 'followUp' && x.details === 'Call about visa')).toEqual([
      otherNo,
    ]);
    expect(origin((x) => x.type === 'contact' && x.note === 'Spoke')).toEqual([otherNo]);
    expect(
      origin((x) => x.type === 'edit' && x.field === 'remarks' && x.from === null).sort(),
    ).toEqual([otherNo, null].sort());
    // The kept one's own lines and the merge itself carry no label.
    expect(origin((x) => x.type === 'followUp' && x.details === 'Send brochure')).toEqual([null]);
    expect(merge?.mergedFrom ?? null).toBeNull();
  });

  it("moves a converted call request's attempts; the request keeps pointing at the merged one", async () => {
    const call = await createCallRequest(t, admin, {
      name: 'Ravi Menon',
      email: 'ravi@example.com',
    });
    for (const outcome of ['no-answer', 'reached'])
      expect((await api('POST', `/api/contact/${call}/attempts`, { outcome })).statusCode).toBe(
        201,
      );
    const converted = await api('POST', `/api/contact/${call}/convert`);
    expect(converted.statusCode, converted.body).toBe(201);
    const from = converted.json<Enquiry>()._id;
    const into = await createEnquiry(t, admin, 7);
    const before = await referencing(from);
    expect(before['contact_attempts.enquiryId']).toBe(2);
    expect(before['contacts.enquiryId']).toBe(1);
    const keptBefore = await referencing(into);

    expect((await merge(into, { other: from })).statusCode).toBe(200);
    const after = await referencing(from);
    // Nothing is left behind but the request's own link, kept by design (its page links on).
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([['contacts.enquiryId', 1]]);
    expect((await referencing(into))['contact_attempts.enquiryId']).toBe(
      keptBefore['contact_attempts.enquiryId']! + 2,
    );
    const timeline = (await api('GET', `/api/enquiries/${into}/timeline`)).json<{
      data: TimelineEntry[];
    }>().data;
    const attempts = timeline.filter((x) => x.type === 'callAttempt');
    expect(attempts).toHaveLength(2);
    expect(attempts.map((x) => x.mergedFrom)).toEqual([
      expect.stringMatching(/^ENQ-/),
      expect.stringMatching(/^ENQ-/),
    ]);
    const orphans = await db()
      .selectFrom('contact_attempts')
      .leftJoin('enquiries', 'enquiries.id', 'contact_attempts.enquiryId')
      .where('contact_attempts.enquiryId', 'is not', null)
      .where('enquiries.id', 'is', null)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(orphans.n)).toBe(0);
  });

  it('refuses merging into itself, a merged one again, into a deleted one, or an unknown one', async () => {
    const self = await merge(kept, { other: kept });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      error: 'validation',
      message: 'An enquiry cannot be merged into itself',
    });
    const again = await merge(kept, { other });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/already merged into ENQ-/);
    const intoMerged = await merge(other, { other: later });
    expect(intoMerged.statusCode).toBe(409);
    await api('PATCH', `/api/enquiries/${later}`);
    const deleted = await merge(kept, { other: later });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json<{ message: string }>().message).toMatch(/is deleted/);
    const unknown = await merge(kept, { other: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    const badField = await merge(kept, { other: later, take: ['enqNo'] });
    expect(badField.statusCode).toBe(400);
    // A merged enquiry is not restored (it lives on in the kept one).
    expect((await api('POST', `/api/enquiries/${other}/restore`)).statusCode).toBe(409);
  });
});
