import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { postStaffEnquiry, staffEnquiryInput } from '../../test/fixtures';

type Found = { _id: string }[];
type Search = { groups: { kind: string; items: { id: string }[] }[] };

/**
 * A name or a phone number typed the way a caller says it finds the person, in the header's
 * search and in the enquiries list's: with or without the country code, the trunk zero and
 * the spaces, names in either order and in any case.
 */
describe('search as a caller says it', () => {
  let t: TestApp;
  let admin: string;
  let uk: string;
  let india: string;
  let priya: string;
  let london: string;

  const enquiry = async (fields: Record<string, unknown>) => {
    const res = await postStaffEnquiry(t, admin, staffEnquiryInput(fields));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ _id: string }>()._id;
  };
  /** The enquiries each search finds: the header's, then the list's. */
  const found = async (q: string) => {
    const query = encodeURIComponent(q);
    const header = await t.app.inject({ url: `/api/search?q=${query}`, headers: bearer(admin) });
    const list = await t.app.inject({ url: `/api/enquiries?q=${query}`, headers: bearer(admin) });
    expect(header.statusCode, header.body).toBe(200);
    expect(list.statusCode, list.body).toBe(200);
    const hits = header.json<Search>().groups.find((g) => g.kind === 'enquiry')!.items;
    return {
      header: hits.map((h) => h.id).sort(),
      list: list
        .json<{ enquiries: Found }>()
        .enquiries.map((e) => e._id)
        .sort(),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    uk = await enquiry({ fName: 'Oliver', lName: 'Hughes', mobile: '07700900123' });
    india = await enquiry({ fName: 'Arjun', lName: 'Nair', mobile: '09812345678' });
    priya = await enquiry({ fName: 'Priya', lName: 'Sharma', mobile: '+91 98100 55555' });
    // as British numbers are printed abroad: the trunk zero in brackets
    london = await enquiry({ fName: 'Zoë', lName: "O'Brien", mobile: '+44 (0)20 7946 0958' });
    // Someone else with one of the names, and a number sharing the last digits.
    await enquiry({ fName: 'Priya', lName: 'Menon', mobile: '+91 98100 66666' });
    await enquiry({ fName: 'Tom', lName: 'Sharma', mobile: '+44 7700 800123' });
  });
  afterAll(() => t.close());

  it.each([
    '+44 20 7946 0958',
    '+442079460958',
    '0044 20 7946 0958',
    '020 7946 0958',
    // a trunk zero said after the country code (found from outside: these found no one)
    '+44 020 7946 0958',
    '+4402079460958',
  ])('finds the stored +44 (0)20 7946 0958 by "%s"', async (q) => {
    // found from outside: only "020 7946 0958" found it
    expect(await found(q)).toEqual({ header: [london], list: [london] });
  });

  it('finds a number stored with a trunk zero after its country code by the number without it', async () => {
    const paris = await enquiry({ fName: 'Léa', lName: 'Martin', mobile: '+33 06 12 34 56 78' });
    for (const q of ['+33 6 12 34 56 78', '+33 06 12 34 56 78', '06 12 34 56 78'])
      expect(await found(q), q).toEqual({ header: [paris], list: [paris] });
  });

  it('takes a one-letter word beside a name as the start of another name', async () => {
    // found from outside: "Zoe O" and "Priya S" found no one
    expect(await found('Zoe O')).toEqual({ header: [london], list: [london] });
    expect(await found('Priya S')).toEqual({ header: [priya], list: [priya] });
    expect(await found('s priya')).toEqual({ header: [priya], list: [priya] });
    expect((await found('Priya Z')).list).toEqual([]);
  });

  it.each(['+44 7700 900123', '07700 900 123', '7700900123', '+447700900123', '0044 7700 900123'])(
    'finds the stored 07700900123 by "%s"',
    async (q) => {
      expect(await found(q)).toEqual({ header: [uk], list: [uk] });
    },
  );

  it.each(['+91 98123 45678', '98123 45678', '098123-45678', '9812345678', '+91-9812345678'])(
    'finds the stored 09812345678 by "%s"',
    async (q) => {
      expect(await found(q)).toEqual({ header: [india], list: [india] });
    },
  );

  it.each(['9810055555', '098100 55555', '+91 9810055555'])(
    'finds the stored +91 98100 55555 by "%s"',
    async (q) => {
      expect(await found(q)).toEqual({ header: [priya], list: [priya] });
    },
  );

  it.each(['priya sharma', 'Sharma Priya', 'PRIYA  SHARMA', 'sharma, priya', 'Priya Sharma '])(
    'finds Priya Sharma, and no other Priya or Sharma, by "%s"',
    async (q) => {
      expect(await found(q)).toEqual({ header: [priya], list: [priya] });
    },
  );
});
