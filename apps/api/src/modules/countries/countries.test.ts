import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { countryInput, createRecord } from '../../test/fixtures';

describe('countries and places', () => {
  let t: TestApp;
  let admin: string;
  const del = (id: string, token = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/countries/${id}`, headers: bearer(token) });
  const count = async (url: string) =>
    (await t.app.inject({ url })).json<{ count: number }>().count;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('refuses to delete India in any letter case, for every role (spec §5)', async () => {
    const editor = await t.tokenFor('editor');
    for (const [i, name] of ['India', 'iNDIA', '  india '].entries()) {
      const id = await createRecord(t, admin, '/api/countries', {
        ...countryInput(100 + i),
        name,
      });
      for (const token of [admin, editor]) {
        const res = await del(id, token);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: 'Cannot delete India', error: 'protected' });
      }
      expect((await t.app.inject({ url: `/api/countries/${id}` })).statusCode).toBe(200);
    }
    const other = await createRecord(t, admin, '/api/countries', countryInput(110));
    expect((await del(other)).statusCode).toBe(204);
  });

  it('keeps codes unique and upper case, and counts publicly', async () => {
    const before = await count('/api/countries/count');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: bearer(admin),
      payload: { name: 'Canada', code: 'ca', isoCode: 'can', currency: 'cad' },
    });
    expect(res.json()).toMatchObject({
      code: 'CA',
      isoCode: 'CAN',
      currency: 'CAD',
      dialCode: null,
    });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: bearer(admin),
      payload: { name: 'Canada again', code: 'CA', isoCode: 'CAX' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      message: 'A country with this code already exists',
      error: 'conflict',
      fieldErrors: { code: 'A country with this code already exists' },
    });
    expect(await count('/api/countries/count')).toBe(before + 1);
  });

  it('updates only the fields sent (spec §5)', async () => {
    const id = await createRecord(t, admin, '/api/countries', countryInput(120));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/countries/${id}`,
      headers: bearer(admin),
      payload: { dialCode: '+64' },
    });
    expect(res.json()).toMatchObject({ ...countryInput(120), dialCode: '+64' });
  });

  it('lists places of a country with its name; a deleted country leaves them unassigned', async () => {
    const country = await createRecord(t, admin, '/api/countries', countryInput(130));
    const place = { country, name: 'Ontario' };
    const id = await createRecord(t, admin, '/api/states', place);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/states',
      headers: bearer(admin),
      payload: { country, name: 'ONTARIO' },
    });
    expect(dup.statusCode).toBe(409);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/states',
      headers: bearer(admin),
      payload: { country: 'no-such-country', name: 'Quebec' },
    });
    expect(unknown.json()).toMatchObject({ fieldErrors: { country: expect.any(String) } });
    const list = await t.app.inject({ url: `/api/states?country=${country}&active=true` });
    expect(list.json()).toMatchObject({
      data: [{ _id: id, countryName: 'Country 130', active: true, recommended: false }],
      count: 1,
    });
    expect(await count('/api/states/count')).toBe(1);
    expect((await del(country)).statusCode).toBe(204);
    const orphan = await t.app.inject({ url: `/api/states/${id}` });
    expect(orphan.json()).toMatchObject({ country: null, countryName: null });
  });
});
