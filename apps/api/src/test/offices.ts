import { randomBytes } from 'node:crypto';
import type { Office, Role } from '@studydesk/contract';
import { bearer, type TestApp } from './harness';

/** Offices and the people in them, made through the API as an admin would. */
export function officeHelpers(t: TestApp, adminToken: string) {
  const asAdmin = { headers: bearer(adminToken) };

  async function office(name: string): Promise<Office> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/offices',
      payload: { name },
      ...asAdmin,
    });
    if (res.statusCode !== 201) throw new Error(`office ${name}: ${res.statusCode} ${res.body}`);
    return res.json<Office>();
  }

  /** An active user of `role` in `offices`, signed in: their id and token. */
  async function member(role: Role, offices: string[]) {
    const email = `${role}-${randomBytes(5).toString('hex')}@example.com`;
    const password = `Pw-${randomBytes(8).toString('hex')}`;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { fname: role, lname: 'Member', email, password, userType: role, offices },
      ...asAdmin,
    });
    if (made.statusCode !== 201) throw new Error(`user: ${made.statusCode} ${made.body}`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password },
    });
    return { id: made.json<{ _id: string }>()._id, token: login.json<{ token: string }>().token };
  }

  const list = async () =>
    (await t.app.inject({ url: '/api/offices', ...asAdmin })).json<{ data: Office[] }>().data;

  return { office, member, list };
}
