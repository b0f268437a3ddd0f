import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { enquiryInput, postStaffEnquiry, staffEnquiryInput } from '../../test/fixtures';
import { openStream } from '../../test/sse';

type Enq = { _id: string; enqNo: string; status: string; duplicateOf: string | null };

describe('staff-logged enquiries', () => {
  let t: TestApp;
  let counsellor: string;
  let base: string;
  const total = async () =>
    (await t.app.inject({ url: '/api/enquiries/total/count', headers: bearer(counsellor) })).json<{
      enquiry: number;
    }>().enquiry;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    counsellor = await t.tokenFor('counsellor');
  });
  afterAll(() => t.close());

  // The one who logs it owns it and has contacted the person at its
  // creation, so it is not announced as a new enquiry (the bell is for leads nobody answered).
  it('answers 201 with the whole record, numbered, owned by its logger, not announced', async () => {
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(counsellor) });
    const myId = me.json<{ _id: string }>()._id;
    const stream = openStream(`${base}/api/enquiries/stream`, bearer(counsellor));
    await stream.ready;
    try {
      const res = await postStaffEnquiry(
        t,
        counsellor,
        staffEnquiryInput({ remarks: 'Walked in' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const e = res.json<Enq & Record<string, unknown>>();
      expect(e).toMatchObject({
        _id: expect.any(String),
        enqNo: expect.stringMatching(/^ENQ-\d{6}$/),
        status: 'new',
        source: 'phone',
        fName: 'Varun',
        lName: 'Thomas',
        email: '',
        mobile: '+91 98661 25640',
        remarks: 'Walked in',
        assignedTo: myId,
        assignedToName: 'counsellor Tester',
        createdAt: expect.any(String),
      });
      expect(e.firstContactAt).toBe(e.createdAt);
      const stored = await t.app.inject({
        url: `/api/enquiries/${e._id}`,
        headers: bearer(counsellor),
      });
      expect(stored.json()).toEqual(e);
      // a public enquiry after it reaches the stream: past it, ours would have too
      const pub = await t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: enquiryInput(41),
      });
      const { enqNo } = pub.json<{ enqNo: string }>();
      await stream.until(() => stream.events.some((x) => x.data.includes(enqNo)));
      expect(stream.events.filter((x) => x.data.includes(e._id))).toEqual([]);
      const history = await t.app.inject({
        url: `/api/enquiries/${e._id}/history`,
        headers: bearer(counsellor),
      });
      expect(history.json()).toEqual([
        expect.objectContaining({ from: null, to: 'new', byName: 'counsellor Tester' }),
      ]);
    } finally {
      stream.close();
    }
  });

  it('numbers staff and public enquiries from one counter and links repeats across them', async () => {
    const pub = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...enquiryInput(40), mobile: '+44 7700 900123' },
    });
    const { enqNo } = pub.json<{ enqNo: string }>();
    const res = await postStaffEnquiry(
      t,
      counsellor,
      staffEnquiryInput({ mobile: '+44 7700 900123', source: 'walk-in' }),
    );
    const staff = res.json<Enq>();
    expect(Number(staff.enqNo.slice(4))).toBe(Number(enqNo.slice(4)) + 1);
    const first = await t.app.inject({
      url: `/api/enquiries?q=${enqNo}`,
      headers: bearer(counsellor),
    });
    expect(staff.duplicateOf).toBe(first.json<{ enquiries: Enq[] }>().enquiries[0]!._id);
  });

  it('takes an e-mail without a phone, assigns to active staff, and refuses bad input', async () => {
    const email = await postStaffEnquiry(
      t,
      counsellor,
      staffEnquiryInput({ mobile: '', email: 'Varun@Example.com', source: 'email' }),
    );
    expect(email.statusCode, email.body).toBe(201);
    expect(email.json()).toMatchObject({ email: 'varun@example.com', mobile: '' });
    // the edit form sends the blank mobile back: not an error, not a change
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/enquiries/${email.json<Enq>()._id}`,
      payload: { mobile: '', email: '', remarks: 'Prefers e-mail' },
      headers: bearer(counsellor),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      email: 'varun@example.com',
      mobile: '',
      remarks: 'Prefers e-mail',
    });
    const me = await t.createUser('counsellor');
    const assigned = await postStaffEnquiry(
      t,
      counsellor,
      staffEnquiryInput({ assignedTo: me.id }),
    );
    expect(assigned.json()).toMatchObject({
      assignedTo: me.id,
      assignedToName: 'counsellor Tester',
    });
    const before = await total();
    const bad = [
      [{ source: undefined }, 'source'],
      [{ source: 'form' }, 'source'],
      [{ mobile: undefined }, 'mobile'],
      [{ mobile: 'call me' }, 'mobile'],
      [{ fName: '<b>Varun</b>' }, 'fName'],
      [{ assignedTo: 'nobody' }, 'assignedTo'],
    ] as const;
    for (const [fields, field] of bad) {
      const res = await postStaffEnquiry(t, counsellor, staffEnquiryInput(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors[field]).toEqual(
        expect.any(String),
      );
    }
    expect(await total()).toBe(before);
  });

  it('keeps a one-word name editable: a blank last name is no change', async () => {
    const made = await postStaffEnquiry(t, counsellor, staffEnquiryInput({ fName: 'Mohammed' }));
    const id = made.json<Enq>()._id;
    // as an import of a sheet with one "Name" column leaves it
    await t.app.dbHandle.db
      .updateTable('enquiries')
      .set({ lName: '' })
      .where('id', '=', id)
      .execute();
    const put = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/enquiries/${id}`,
        headers: bearer(counsellor),
        payload: body,
      });
    // found from outside: every save of it was refused with "Last name is required"
    const saved = await put({ fName: 'Mohammed', lName: '', remarks: 'Prefers WhatsApp' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      fName: 'Mohammed',
      lName: '',
      remarks: 'Prefers WhatsApp',
    });
    expect((await put({ lName: 'Al-Farsi' })).json()).toMatchObject({ lName: 'Al-Farsi' });
    // once given, a blank is no change, not a cleared name
    expect((await put({ lName: '' })).json()).toMatchObject({ lName: 'Al-Farsi' });
  });

  it('refuses a bad session (401) and roles that may not write enquiries (403)', async () => {
    const before = await total();
    const expired = await postStaffEnquiry(t, 'not-a-token', staffEnquiryInput());
    expect(expired.statusCode).toBe(401);
    const editor = await postStaffEnquiry(t, await t.tokenFor('editor'), staffEnquiryInput());
    expect(editor.statusCode).toBe(403);
    // a public submission with a bearer token is still judged as staff
    const asForm = await postStaffEnquiry(t, 'not-a-token', enquiryInput(41));
    expect(asForm.statusCode).toBe(401);
    expect(await total()).toBe(before);
  });

  it('keeps the public form’s short receipt and its consent box', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: enquiryInput(42),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Thank you! Your enquiry has been received.',
      enqNo: expect.stringMatching(/^ENQ-\d{6}$/),
    });
    const { consent: _consent, ...noConsent } = enquiryInput(43);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: noConsent,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fieldErrors: { consent: expect.any(String) } });
    // a staff source sent by the public is ignored: the form is the form
    const sneaky = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...enquiryInput(44), source: 'referral', assignedTo: 'x' },
    });
    const { enqNo } = sneaky.json<{ enqNo: string }>();
    const stored = await t.app.inject({
      url: `/api/enquiries?q=${enqNo}`,
      headers: bearer(counsellor),
    });
    expect(stored.json()).toMatchObject({ enquiries: [{ source: 'form', assignedTo: null }] });
  });
});

describe('the public rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it('does not count staff-logged enquiries', async () => {
    const staff = await t.tokenFor('counsellor');
    for (let i = 0; i < 4; i++) {
      const res = await postStaffEnquiry(t, staff, staffEnquiryInput({ lName: `Staff${i}` }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const publicPost = (n: number) =>
      t.app.inject({ method: 'POST', url: '/api/enquiries', payload: enquiryInput(n) });
    expect((await publicPost(1)).statusCode).toBe(201);
    expect((await publicPost(2)).statusCode).toBe(201);
    expect((await publicPost(3)).statusCode).toBe(429);
    // a bad token is not staff: it is counted (and refused)
    expect((await postStaffEnquiry(t, 'bad', staffEnquiryInput())).statusCode).toBe(429);
  });
});
