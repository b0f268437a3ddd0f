import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { rebuildSearchDocs } from '../../db/migrations/016-search-docs';
import { bearer, createTestApp, testDialect, type TestApp } from '../../test/harness';
import { postStaffEnquiry } from '../../test/fixtures';

/** The same people as enquiries and as call requests; `staff` ones are logged by staff. */
const PEOPLE = [
  { first: 'Varun', last: 'Thomas', email: 'Varun.Thomas@Example.com', mobile: '+91 98661 25640' },
  { first: 'Thomas', last: 'Varghese', email: 'tv@example.org', mobile: '+91 98450 11111' },
  { first: 'Anita', last: 'Varun', email: 'anita@example.net', mobile: '+1 416 555 0100' },
  { first: 'Meera', last: 'Iyer', email: 'meera@example.com', mobile: '98450 22222' },
  { first: 'Rahul', last: 'Nair', email: 'rahul@example.com', mobile: '(080) 4123-4567' },
];
const [A, B, C, D, E] = PEOPLE.map((p) => `${p.first} ${p.last}`) as [
  string,
  string,
  string,
  string,
  string,
];

/** What staff type, and whom it must find (and nobody else). */
const CASES: [string, string[]][] = [
  ['Varun Thomas', [A]],
  ['thomas varun', [A]],
  ['VARUN', [A, C]],
  ['thom', [A, B]],
  ['var tho', [A, B]],
  ['Zoë', []],
  ['varun nair', []],
  ['varun.thomas@EXAMPLE.com', [A]],
  ['varun.thomas@ex', [A]],
  ['nobody@example.com', []],
  ['+91 98661 25640', [A]],
  ['9866125640', [A]],
  ['098661-25640', [A]],
  ['+91-98661-25640', [A]],
  ['(+91) 98661 25640', [A]],
  ['919866125640', [A]],
  ['00 91 98661 25640', [A]],
  ['+91 98450 22222', [D]],
  ['098450 22222', [D]],
  ['080 4123 4567', [E]],
  ['+91 80 4123 4567', [E]],
  ['4123 4567', [E]],
  ['9866125641', []],
  ['12345678', []],
];

type Named = { fName?: string; lName?: string; name?: string };
const nameOf = (x: Named) => x.name ?? `${x.fName} ${x.lName}`;

describe('finding people the way staff hear about them', () => {
  let t: TestApp;
  let staff: string;
  let enqNoOfA = '';
  const search = async (path: string, items: string, q: string) => {
    const res = await t.app.inject({
      url: `${path}?limit=100&q=${encodeURIComponent(q)}`,
      headers: bearer(staff),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Record<string, unknown>>();
    return { names: (body[items] as Named[]).map(nameOf).sort(), count: body.count };
  };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.tokenFor('counsellor');
    const [first, ...rest] = PEOPLE;
    // One from the public form, the others logged by staff: both paths store the keys.
    const pub = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: {
        fName: first!.first,
        lName: first!.last,
        email: first!.email,
        mobile: first!.mobile,
        category: 'Graduate',
        consent: true,
      },
    });
    enqNoOfA = pub.json<{ enqNo: string }>().enqNo;
    for (const p of rest) {
      const res = await postStaffEnquiry(t, staff, {
        fName: p.first,
        lName: p.last,
        email: p.email,
        mobile: p.mobile,
        category: 'Graduate',
        source: 'phone',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const p of PEOPLE) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: `${p.first} ${p.last}`,
          email: p.email,
          mobile: p.mobile,
          message: 'Call me',
        },
      });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  for (const [path, items] of [
    ['/api/enquiries', 'enquiries'],
    ['/api/contact', 'data'],
  ] as const) {
    it(`${path}: finds each name, e-mail and phone format, exactly counted, and no one else`, async () => {
      for (const [q, expected] of CASES) {
        const { names, count } = await search(path, items, q);
        expect(names, q).toEqual([...expected].sort());
        expect(count, q).toBe(expected.length);
      }
    });
  }

  it('finds an enquiry by its number with or without prefix and zeros', async () => {
    const n = Number(enqNoOfA.slice(4));
    for (const q of [
      enqNoOfA,
      enqNoOfA.toLowerCase(),
      `enq${n}`,
      String(n).padStart(6, '0'),
      String(n),
    ])
      expect((await search('/api/enquiries', 'enquiries', q)).names, q).toEqual([A]);
    expect((await search('/api/enquiries', 'enquiries', 'ENQ-999999')).names).toEqual([]);
  });

  it('follows edits: a changed name or phone is found by its new value only', async () => {
    const found = await t.app.inject({ url: '/api/enquiries?q=Meera', headers: bearer(staff) });
    const id = found.json<{ enquiries: { _id: string }[] }>().enquiries[0]!._id;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/enquiries/${id}`,
      payload: { lName: 'Krishnan', mobile: '+91 70000 12345' },
      headers: bearer(staff),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await search('/api/enquiries', 'enquiries', 'meera krishnan')).names).toEqual([
      'Meera Krishnan',
    ]);
    expect((await search('/api/enquiries', 'enquiries', 'meera iyer')).names).toEqual([]);
    expect((await search('/api/enquiries', 'enquiries', '7000012345')).names).toEqual([
      'Meera Krishnan',
    ]);
    expect((await search('/api/enquiries', 'enquiries', '98450 22222')).names).toEqual([]);
  });

  it("keeps each person's document as a rebuild from their terms would make it", async () => {
    // Written by each writer of terms as it goes: the public form's and staff's batches, call
    // requests, an edit (above) and a merge (here, which drops the merged one's terms).
    const admin = await t.tokenFor('admin');
    const ids = async (q: string) =>
      (
        await t.app.inject({
          url: `/api/enquiries?q=${encodeURIComponent(q)}`,
          headers: bearer(admin),
        })
      )
        .json<{ enquiries: { _id: string }[] }>()
        .enquiries.map((e) => e._id);
    const [kept] = await ids('rahul nair');
    const [other] = await ids('anita varun');
    const merged = await t.app.inject({
      method: 'POST',
      url: `/api/enquiries/${kept}/merge`,
      payload: { other },
      headers: bearer(admin),
    });
    expect(merged.statusCode, merged.body).toBe(200);
    // A letter beyond 16 bits (two JavaScript units, one SQLite character) and a name longer
    // than the prefixes indexed, from the public form.
    const odd = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: {
        fName: '𐌰𐌽𐌽𐌰', // Gothic
        lName: 'Wolfeschlegelsteinhausenbergerdorffvoralternwaren',
        email: 'odd@example.com',
        mobile: '+44 20 7946 0000',
        category: 'Graduate',
        consent: true,
      },
    });
    expect(odd.statusCode, odd.body).toBe(201);

    const db = t.app.dbHandle.db as unknown as Kysely<unknown>;
    // What the index holds, by person: every token of every document (SQLite's FTS5 through
    // fts5vocab, a temporary table of the writing connection, read in a transaction as reads
    // outside one go to the readers; PostgreSQL's tsvectors as text).
    const tokens = async () =>
      (testDialect === 'sqlite'
        ? await db.transaction().execute((trx) =>
            sql<{ who: string }>`select d.kind || ' ' || d."recordId" || ' ' || v.term as who
              from search_vocab v join search_docs d on d.doc = v.doc order by 1`.execute(trx),
          )
        : await sql<{ who: string }>`select kind || ' ' || "recordId" || ' ' || words::text as who
              from search_docs order by 1`.execute(db)
      ).rows.map((r) => r.who);
    if (testDialect === 'sqlite')
      await sql`create virtual table temp.search_vocab using fts5vocab(main, search_fts, instance)`.execute(
        db,
      );
    const before = await tokens();
    // 5 call requests, 5 live enquiries: each name word with its prefixes, and the e-mail.
    expect(new Set(before.map((w) => w.split(' ').slice(0, 2).join(' '))).size).toBe(10);
    expect(before.join(' ')).toMatch(/\^𐌰𐌽(?!𐌽)/u); // two characters, not two units
    expect(before.join(' ')).toContain('^krish'); // Meera's new name, from the edit above
    await rebuildSearchDocs(db);
    expect(await tokens()).toEqual(before);
  });
});
