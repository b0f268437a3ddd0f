import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEAD_OFFICE_NAME,
  LAST_OFFICE_MESSAGE,
  OFFICE_HAS_RECORDS_MESSAGE,
  type Enquiry,
  type Office,
  type SessionUser,
  type User,
} from '@studydesk/contract';
import { enquiryInput } from '../../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';

describe('offices', () => {
  let t: TestApp;
  let admin: string;
  let h: ReturnType<typeof officeHelpers>;
  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    h = officeHelpers(t, admin);
  });
  afterAll(() => t.close());

  it('starts with the head office, the default, which every user belongs to', async () => {
    const [head] = await h.list();
    expect(head).toMatchObject({ name: HEAD_OFFICE_NAME, active: true, isDefault: true });
    const me = (await call(admin, 'GET', '/users/me')).json<SessionUser>();
    expect(me).toMatchObject({ offices: [head!._id], multiOffice: false });
  });

  it('lets admins add and change offices; others read them and get 403 on writes', async () => {
    const leeds = await h.office('Leeds');
    expect(leeds).toMatchObject({ timeZone: 'UTC', active: true, isDefault: false });
    const dup = await call(admin, 'POST', '/offices', { name: 'leeds' });
    expect(dup.statusCode).toBe(409);
    const bad = await call(admin, 'POST', '/offices', { name: '', timeZone: 'Mars/Base' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors)).toEqual(
      expect.arrayContaining(['name', 'timeZone']),
    );
    const changed = await call(admin, 'PATCH', `/offices/${leeds._id}`, {
      phone: '+44 113 496 0000',
      timeZone: 'Europe/London',
    });
    expect(changed.json<Office>()).toMatchObject({ name: 'Leeds', timeZone: 'Europe/London' });
    const counsellor = await t.tokenFor('counsellor');
    expect((await call(counsellor, 'GET', '/offices')).statusCode).toBe(200);
    expect((await call(counsellor, 'POST', '/offices', { name: 'Pune' })).statusCode).toBe(403);
    expect((await call(admin, 'PATCH', '/offices/nope', { name: 'X' })).statusCode).toBe(404);
    const me = (await call(admin, 'GET', '/users/me')).json<SessionUser>();
    expect(me.multiOffice).toBe(true);
  });

  it('puts users in the offices named, or the default one', async () => {
    const pune = await h.office('Pune');
    const { id } = await h.member('manager', [pune._id]);
    const user = (await call(admin, 'GET', `/users/${id}`)).json<User>();
    expect(user).toMatchObject({ userType: 'manager', offices: [pune._id] });
    const unknown = await call(admin, 'PUT', `/users/${id}`, { offices: ['no-such-office'] });
    expect(unknown.statusCode).toBe(400);
    const none = await call(admin, 'PUT', `/users/${id}`, { offices: [] });
    expect(none.statusCode).toBe(400);
    const byOffice = await call(admin, 'GET', `/users?office=${pune._id}`);
    expect(byOffice.json<{ data: User[] }>().data.map((u) => u._id)).toEqual([id]);
  });

  it('retires an office only when its records have somewhere to go, never the last', async () => {
    const york = await h.office('York');
    const head = (await h.list()).find((o) => o.isDefault)!;
    const { token } = await h.member('counsellor', [york._id]);
    const made = await call(token, 'POST', '/enquiries', {
      ...enquiryInput(1),
      source: 'phone',
      office: york._id,
    });
    expect(made.statusCode, made.body).toBe(201);
    const refused = await call(admin, 'DELETE', `/offices/${york._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: OFFICE_HAS_RECORDS_MESSAGE });
    const retired = await call(admin, 'DELETE', `/offices/${york._id}?moveTo=${head._id}`);
    expect(retired.json<Office>()).toMatchObject({ active: false });
    const moved = await call(admin, 'GET', `/enquiries/${made.json<Enquiry>()._id}`);
    expect(moved.json<Enquiry>().office).toBe(head._id);
    for (const o of (await h.list()).filter((x) => !x.isDefault))
      await call(admin, 'DELETE', `/offices/${o._id}?moveTo=${head._id}`);
    const last = await call(admin, 'DELETE', `/offices/${head._id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ message: LAST_OFFICE_MESSAGE });
  });
});
