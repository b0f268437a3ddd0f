import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { createEnquiry, enquiryInput } from '../../test/fixtures';

type Enq = { _id: string; enqNo: string; status: string; duplicateOf: string | null };

describe('enquiries', () => {
  let t: TestApp;
  let admin: string;
  const get = (url: string, token = admin) => t.app.inject({ url, headers: bearer(token) });
  const newCount = async () =>
    (await get('/api/enquiries/new/count')).json<{
      count: number;
      enquiries: { id: string; enqNo: string }[];
    }>();
  const total = async () =>
    (await get('/api/enquiries/total/count')).json<{ enquiry: number }>().enquiry;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('gives 500 parallel submissions 500 distinct, readable, increasing numbers', async () => {
    const res = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/enquiries', payload: enquiryInput(1000 + i) }),
      ),
    );
    expect(res.every((r) => r.statusCode === 201)).toBe(true);
    const numbers = res.map((r) => r.json<{ enqNo: string }>().enqNo);
    expect(numbers.every((n) => /^ENQ-\d{6}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(500);
    const sorted = numbers.map((n) => Number(n.slice(4))).sort((a, b) => a - b);
    expect(sorted[0]).toBe(1);
    expect(sorted[499]).toBe(500);
    expect(await total()).toBe(500);
  });

  it('counts new enquiries, newest first, and never below zero', async () => {
    const before = await newCount();
    const id = await createEnquiry(t, admin, 1);
    const after = await newCount();
    expect(after.count).toBe(before.count + 1);
    expect(after.enquiries[0]).toEqual({
      id,
      fName: 'Asha0001',
      enqNo: expect.stringMatching(/^ENQ-/),
      createdAt: expect.any(String),
      firstContactAt: null, // the bell's clock runs until it is set
      office: expect.any(String), // whose response target the clock runs against
    });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/enquiries/status/${id}`,
      payload: { status: 'active' },
      headers: bearer(admin),
    });
    expect(moved.json()).toMatchObject({ status: 'active' });
    expect((await newCount()).count).toBe(before.count);
    expect((await newCount()).enquiries.map((e) => e.id)).not.toContain(id);
  });

  it('soft-deletes: hidden from lists and counts, kept in the database, restorable', async () => {
    const id = await createEnquiry(t, admin, 2);
    const [n0, t0] = [(await newCount()).count, await total()];
    const del = await t.app.inject({
      method: 'PATCH',
      url: `/api/enquiries/${id}`,
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(200);
    expect([(await newCount()).count, await total()]).toEqual([n0 - 1, t0 - 1]);
    expect((await get(`/api/enquiries/${id}`)).statusCode).toBe(404);
    const row = await t.app.dbHandle.db
      .selectFrom('enquiries')
      .select('deletedAt')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.deletedAt).toEqual(expect.any(String));
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/enquiries/${id}/restore`,
      headers: bearer(admin),
    });
    expect(back.statusCode).toBe(200);
    expect(await total()).toBe(t0);
  });

  it('records who changed the status, and when', async () => {
    const id = await createEnquiry(t, admin, 3);
    const counsellor = await t.tokenFor('counsellor');
    await t.app.inject({
      method: 'PUT',
      url: `/api/enquiries/status/${id}`,
      payload: { status: 'pending' },
      headers: bearer(counsellor),
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/enquiries/${id}`,
      payload: { status: 'converted', remarks: 'Enrolled' },
      headers: bearer(admin),
    });
    const history = (await get(`/api/enquiries/${id}/history`)).json<
      { from: string | null; to: string; byName: string | null }[]
    >();
    expect(history.map((h) => [h.from, h.to, h.byName])).toEqual([
      [null, 'new', null],
      ['new', 'pending', 'counsellor Tester'],
      ['pending', 'converted', 'Admin User'],
    ]);
  });

  it('links a repeat submission from the same person within 24 h to the earlier one', async () => {
    const first = await createEnquiry(t, admin, 4);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...enquiryInput(5), email: enquiryInput(4).email },
    });
    const again = (await get(`/api/enquiries?q=${res.json<{ enqNo: string }>().enqNo}`)).json<{
      enquiries: Enq[];
    }>().enquiries[0];
    expect(again?.duplicateOf).toBe(first);
    expect(again?._id).not.toBe(first);
  });

  it('thanks a bot that fills the honeypot, and stores nothing', async () => {
    const before = await total();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...enquiryInput(6), website: 'http://spam.example' },
    });
    expect(res.statusCode).toBe(201);
    expect(await total()).toBe(before);
  });

  it('takes a message with angle brackets that are no markup', async () => {
    // found from outside: a visitor's scores were refused as HTML, and their enquiry lost
    const scores = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...enquiryInput(10), message: 'IELTS <6.5 in writing, >7 overall' },
    });
    expect(scores.statusCode, scores.body).toBe(201);
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const before = await total();
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...enquiryInput(7), message: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    const script = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...enquiryInput(8), message: 'hi <script>alert(1)</script>' },
    });
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({
      fieldErrors: { message: 'Message must not contain HTML tags' },
    });
    const id = await createEnquiry(t, admin, 9);
    const status = await t.app.inject({
      method: 'PUT',
      url: `/api/enquiries/status/${id}`,
      payload: { status: 'lost-in-space' },
      headers: bearer(admin),
    });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toMatchObject({
      fieldErrors: { status: expect.stringContaining('new, active') },
    });
    const assign = await t.app.inject({
      method: 'PUT',
      url: `/api/enquiries/${id}`,
      payload: { assignedTo: 'nobody' },
      headers: bearer(admin),
    });
    expect(assign.statusCode).toBe(400);
    expect(await total()).toBe(before + 1);
  });

  it('filters by status, category, dates and text', async () => {
    const all = (await get('/api/enquiries?limit=1')).json<{ count: number }>().count;
    const converted = (await get('/api/enquiries?status=converted')).json<{
      enquiries: Enq[];
      count: number;
    }>();
    expect(converted.count).toBeGreaterThan(0);
    expect(converted.enquiries.every((e) => e.status === 'converted')).toBe(true);
    expect((await get('/api/enquiries?category=PhD')).json<{ count: number }>().count).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await get(`/api/enquiries?from=${today}&to=${today}`)).json<{ count: number }>().count,
    ).toBe(all);
    expect((await get('/api/enquiries?to=2000-01-01')).json<{ count: number }>().count).toBe(0);
    expect(
      (await get('/api/enquiries?q=asha1042%40example.com')).json<{ count: number }>().count,
    ).toBe(1);
  });

  it('filters by country of interest, exactly, in the list and the export', async () => {
    const countries = ['New Zealand', 'New Zealand', 'New Zealand South', 'new zealand', null];
    for (const [i, country] of countries.entries()) {
      const payload = { ...enquiryInput(60 + i), country: country ?? undefined };
      const res = await t.app.inject({ method: 'POST', url: '/api/enquiries', payload });
      expect(res.statusCode).toBe(201);
    }
    const nz = (await get('/api/enquiries?country=New%20Zealand')).json<{
      enquiries: (Enq & { country: string | null })[];
      count: number;
    }>();
    expect(nz.count).toBe(2);
    expect(nz.enquiries.map((e) => e.country)).toEqual(['New Zealand', 'New Zealand']);
    const csv = (await get('/api/enquiries/export?country=New%20Zealand')).body.trim();
    expect(csv.split('\r\n')).toHaveLength(1 + 2);
    const long = await get(`/api/enquiries?country=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      fieldErrors: { country: 'Country must be at most 100 characters' },
    });
    expect((await get(`/api/enquiries?country=${'x'.repeat(100)}`)).statusCode).toBe(200);
    // a blank value is no filter, not "country is blank"
    const all = (await get('/api/enquiries')).json<{ count: number }>().count;
    expect((await get('/api/enquiries?country=%20')).json<{ count: number }>().count).toBe(all);
  });

  it('exports the current filter as CSV, safe to open in a spreadsheet', async () => {
    const id = await createEnquiry(t, admin, 10);
    await t.app.inject({
      method: 'PUT',
      url: `/api/enquiries/${id}`,
      payload: { remarks: '=HYPERLINK("http://x")', status: 'closed' },
      headers: bearer(admin),
    });
    const res = await get('/api/enquiries/export?status=closed');
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(
      /^"Enquiry no\.","Received","Received at","First contact at","First name","Last name"/,
    );
    expect(lines).toHaveLength(
      1 + (await get('/api/enquiries?status=closed')).json<{ count: number }>().count,
    );
    expect(res.body).toContain('"\'=HYPERLINK(""http://x"")"');
    expect((await t.app.inject({ url: '/api/enquiries/export' })).statusCode).toBe(401);
  });

  it('lists active staff to assign enquiries to', async () => {
    const res = await get('/api/users/staff');
    expect(res.json<{ userType: string }[]>()).toContainEqual({
      _id: expect.any(String),
      fname: 'Admin',
      lname: 'User',
      userType: 'admin',
      offices: [expect.any(String)], // a picker offers only the record's office's people
    });
    expect(JSON.stringify(res.json())).not.toMatch(/email|password/);
  });

  it('keeps enquiry data from the public and from editors', async () => {
    const editor = await t.tokenFor('editor');
    for (const url of [
      '/api/enquiries',
      '/api/enquiries/new/count',
      '/api/enquiries/total/count',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      expect((await get(url, editor)).statusCode, url).toBe(403);
    }
  });
});
