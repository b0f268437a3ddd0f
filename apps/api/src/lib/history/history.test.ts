import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordChange, TimelineEntry } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { createCallRequest, createEnquiry } from '../../test/fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('field-level history of enquiries, follow-ups and call requests', () => {
  let t: TestApp;
  let admin: string;
  let enquiry: string;
  const api = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(admin) });
  /** The stored rows, straight from the table. */
  const rows = (kind: string, recordId: string) =>
    t.app.dbHandle.db
      .selectFrom('record_changes')
      .selectAll()
      .where('kind', '=', kind)
      .where('recordId', '=', recordId)
      .orderBy('at')
      .orderBy('id')
      .execute();
  // One write's fields share a time: compared by field name.
  const updates = async (kind: string, id: string) =>
    (await rows(kind, id))
      .filter((r) => r.action === 'update')
      .sort((a, b) => (a.field ?? '').localeCompare(b.field ?? ''));
  const timeline = async (id = enquiry) =>
    (await api('GET', `/api/enquiries/${id}/timeline`)).json<{ data: TimelineEntry[] }>().data;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    enquiry = await createEnquiry(t, admin, 1);
  });
  afterAll(() => t.close());

  it('records an enquiry edit once per changed field, and nothing for the same values', async () => {
    expect((await rows('enquiry', enquiry)).map((r) => r.action)).toEqual(['create']);
    const first = await api('PUT', `/api/enquiries/${enquiry}`, {
      location: 'Pune',
      remarks: 'Prefers evenings',
    });
    expect(first.statusCode, first.body).toBe(200);
    // The same values again, and a blank for a field that is null: nothing changed.
    const same = await api('PUT', `/api/enquiries/${enquiry}`, {
      location: 'Pune',
      remarks: 'Prefers evenings',
      college: '',
    });
    expect(same.statusCode, same.body).toBe(200);
    const changes = await updates('enquiry', enquiry);
    expect(changes.map((c) => [c.field, c.from, c.to, c.enquiryId])).toEqual([
      ['location', null, 'Pune', enquiry],
      ['remarks', null, 'Prefers evenings', enquiry],
    ]);
    expect(changes.every((c) => c.by !== null)).toBe(true);
  });

  it('records a follow-up created, edited field by field, and deleted, on the enquiry timeline', async () => {
    const res = await api('POST', '/api/followUp', {
      enquiry,
      followUpDetails: 'Call about visa',
      nextContactDate: '2026-12-01',
    });
    const id = res.json<{ _id: string }>()._id;
    const edit = { nextContactDate: '2026-12-05', remarks: 'Asked for Friday' };
    expect((await api('PUT', `/api/followUp/${id}`, edit)).statusCode).toBe(200);
    expect((await api('PUT', `/api/followUp/${id}`, edit)).statusCode).toBe(200);
    expect(
      (await updates('followUp', id)).map((c) => [c.field, c.from, c.to, c.enquiryId]),
    ).toEqual([
      ['nextContactDate', '2026-12-01', '2026-12-05', enquiry],
      ['remarks', null, 'Asked for Friday', enquiry],
    ]);
    const entry = (await timeline()).find(
      (e) => e.type === 'change' && e.recordId === id && e.field === 'nextContactDate',
    );
    expect(entry).toMatchObject({
      kind: 'followUp',
      action: 'update',
      label: 'Call about visa',
      from: '2026-12-01',
      to: '2026-12-05',
      byName: expect.any(String),
    });

    expect((await api('DELETE', `/api/followUp/${id}`)).statusCode).toBe(204);
    expect((await rows('followUp', id)).map((r) => r.action)).toEqual([
      'create',
      'update',
      'update',
      'delete',
    ]);
    const gone = (await timeline()).find((e) => e.type === 'change' && e.action === 'delete');
    // Deleted, it is still named by what it was about.
    expect(gone).toMatchObject({ kind: 'followUp', recordId: id, label: 'Call about visa' });
  });

  it('records a follow-up marked done as one change per field', async () => {
    const res = await api('POST', '/api/followUp', { enquiry, followUpDetails: 'Send brochure' });
    const id = res.json<{ _id: string }>()._id;
    const done = await api('POST', `/api/followUp/${id}/done`, { outcome: 'reached' });
    expect(done.statusCode, done.body).toBe(200);
    const fields = (await updates('followUp', id)).map((c) => c.field).sort();
    expect(fields).toEqual(['doneAt', 'doneBy', 'outcome']);
  });

  it('records a call request created, its status changed once, and shows it on /contact', async () => {
    const id = await createCallRequest(t, admin, { name: 'Ravi Kumar', email: 'ravi@example.com' });
    for (let i = 0; i < 2; i++)
      expect((await api('PUT', `/api/contact/${id}/status`, { status: 'closed' })).statusCode).toBe(
        200,
      );
    const history = await api('GET', `/api/contact/${id}/history`);
    expect(history.statusCode).toBe(200);
    const data = history.json<{ data: RecordChange[] }>().data;
    expect(data.map((c) => [c.action, c.field, c.from, c.to])).toEqual([
      ['create', null, null, 'Ravi Kumar'],
      ['update', 'status', 'new', 'closed'],
    ]);
    expect(data[0]!.byName).toBeNull();
    expect(data[1]!.byName).toEqual(expect.any(String));
    expect((await api('DELETE', `/api/contact/${id}`)).statusCode).toBe(204);
    expect((await rows('contact', id)).map((r) => r.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
    expect((await api('GET', `/api/contact/${id}/history`)).statusCode).toBe(404);
  });

  it('records an enquiry deleted and restored', async () => {
    const id = await createEnquiry(t, admin, 2);
    expect((await api('PATCH', `/api/enquiries/${id}`)).statusCode).toBe(200);
    expect((await api('POST', `/api/enquiries/${id}/restore`)).statusCode).toBe(200);
    expect((await rows('enquiry', id)).map((r) => r.action)).toEqual([
      'create',
      'delete',
      'restore',
    ]);
    const actions = (await timeline(id)).flatMap((e) => (e.type === 'change' ? [e.action] : []));
    expect(actions).toEqual(['restore', 'delete']);
  });
});
