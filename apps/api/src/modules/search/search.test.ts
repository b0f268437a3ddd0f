import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import {
  collegeInput,
  collegeRefs,
  courseInput,
  createRecord,
  postStaffEnquiry,
  staffEnquiryInput,
} from '../../test/fixtures';

type Search = {
  groups: {
    kind: string;
    more: boolean;
    total: number;
    items: { kind: string; id: string; label: string; secondary: string | null }[];
  }[];
};

describe('the header search', () => {
  let t: TestApp;
  let admin: string;
  let enquiryId: string;
  let enqNo: string;
  const search = async (q: string, token = admin, extra = '') => {
    const res = await t.app.inject({
      url: `/api/search?q=${encodeURIComponent(q)}${extra}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Search>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const e = await postStaffEnquiry(t, admin, staffEnquiryInput({ email: 'varun@example.com' }));
    ({ _id: enquiryId, enqNo } = e.json<{ _id: string; enqNo: string }>());
    await postStaffEnquiry(
      t,
      admin,
      staffEnquiryInput({ lName: 'Menon', mobile: '+91 90000 11111' }),
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Varun Thomas',
        email: 'vt@example.com',
        mobile: '9866125640',
        message: 'Call me',
      },
    });
    const refs = await collegeRefs(t, admin);
    // older, yet first: the catalogue comes A to Z
    await createRecord(t, admin, '/api/college', {
      ...collegeInput(2, refs),
      name: 'Anand Varun Institute',
    });
    await createRecord(t, admin, '/api/college', {
      ...collegeInput(1, refs),
      name: 'Thomas Varun College',
    });
    await createRecord(t, admin, '/api/courses', { ...courseInput(1), title: 'MSc with Varun' });
  });
  afterAll(() => t.close());

  it('answers every group in one request, each hit with what the header shows', async () => {
    const res = await search('Varun');
    expect(res.groups.map((g) => g.kind)).toEqual(['enquiry', 'contact', 'college', 'course']);
    const [enquiries, contacts, colleges, courses] = res.groups;
    expect(enquiries!.items).toHaveLength(2);
    expect(enquiries!.items.find((i) => i.id === enquiryId)).toEqual({
      kind: 'enquiry',
      id: enquiryId,
      label: 'Varun Thomas',
      secondary: `${enqNo} · +91 98661 25640 · varun@example.com · new`,
    });
    expect(contacts!.items).toEqual([
      {
        kind: 'contact',
        id: expect.any(String),
        label: 'Varun Thomas',
        secondary: '9866125640 · vt@example.com · new',
      },
    ]);
    // the catalogue A to Z
    expect(colleges!.items.map((i) => i.label)).toEqual([
      'Anand Varun Institute',
      'Thomas Varun College',
    ]);
    expect(courses!.items.map((i) => i.label)).toEqual(['MSc with Varun']);
    // a phone number typed another way finds the same person in both desks
    const byPhone = await search('098661-25640');
    expect(byPhone.groups[0]!.items.map((i) => i.id)).toEqual([enquiryId]);
    expect(byPhone.groups[1]!.items.map((i) => i.label)).toEqual(['Varun Thomas']);
  });

  it('keeps to small groups and says how many match in all', async () => {
    const res = await search('varun', admin, '&limit=1');
    expect(res.groups[0]).toMatchObject({ more: true, total: 2 });
    expect(res.groups[0]!.items).toHaveLength(1);
    expect(res.groups[1]).toMatchObject({ more: false, total: 1 });
    expect(res.groups[2]).toMatchObject({ more: true, total: 2 });
    expect(
      (await t.app.inject({ url: '/api/search?q=x&limit=11', headers: bearer(admin) })).statusCode,
    ).toBe(400);
  });

  it('counts each group as its list counts the same search ("See all N" opens on N)', async () => {
    // the lists the header's "See all" opens, and where each keeps its total (spec §7)
    const lists = {
      enquiry: ['/api/enquiries', 'count'],
      contact: ['/api/contact', 'count'],
      college: ['/api/college', 'total'],
      course: ['/api/courses', 'count'],
    } as const;
    // "lakeside" is in every test college's e-mail, not its name: the list finds them by it
    for (const q of ['Varun', 'lakeside', '98661']) {
      const res = await search(q, admin, '&limit=1');
      for (const g of res.groups) {
        const [url, key] = lists[g.kind as keyof typeof lists];
        const list = await t.app.inject({
          url: `${url}?q=${encodeURIComponent(q)}`,
          headers: bearer(admin),
        });
        expect(g.total, `${q} in ${g.kind}`).toBe(list.json<Record<string, number>>()[key]);
      }
    }
    expect((await search('lakeside')).groups[2]!.total).toBe(2);
  });

  it('shows each role only what it may read', async () => {
    const editor = await search('Varun', await t.tokenFor('editor'));
    expect(editor.groups.map((g) => g.kind)).toEqual(['college', 'course']);
    const counsellor = await search('Varun', await t.tokenFor('counsellor'));
    expect(counsellor.groups.map((g) => g.kind)).toEqual([
      'enquiry',
      'contact',
      'college',
      'course',
    ]);
    expect((await t.app.inject({ url: '/api/search?q=Varun' })).statusCode).toBe(401);
    const blank = await t.app.inject({ url: '/api/search?q=%20', headers: bearer(admin) });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fieldErrors: { q: 'Type something to search for' } });
  });
});
