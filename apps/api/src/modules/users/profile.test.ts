import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { png, SVG_WITH_SCRIPT } from '../../test/images';
import { sendForm } from '../../test/multipart';

type Me = { fname: string; lname: string; image: string | null; userType: string };

describe('profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = async (email: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password },
    });
    return res.json<{ token: string }>().token;
  };
  const me = (token: string) => t.app.inject({ url: '/api/users/me', headers: bearer(token) });
  const stored = (url: string) => path.join(t.uploadsDir, path.basename(url));

  it('updates one’s own name and mobile, in the session user’s shape plus the mobile', async () => {
    const token = await t.tokenFor('editor');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: bearer(token),
      payload: { fname: 'Mira', lname: 'Nair', mobile: '+44 20 7946 0000', userType: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      fname: 'Mira',
      lname: 'Nair',
      email: expect.any(String),
      userType: 'editor',
      image: null,
      offices: [expect.any(String)],
      multiOffice: false,
      mobile: '+44 20 7946 0000',
    });
    expect((await me(token)).json<Me>()).toMatchObject({
      fname: 'Mira',
      userType: 'editor',
      mobile: '+44 20 7946 0000',
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: bearer(token),
      payload: { fname: '', lname: 'Nair' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('uploads an avatar and replaces the old file', async () => {
    const token = await t.tokenFor('counsellor');
    const upload = async () => {
      const res = await sendForm(
        t.app,
        { method: 'POST', url: '/api/users/me/avatar', token },
        { image: { file: await png(), filename: 'me.png', contentType: 'image/png' } },
      );
      expect(res.statusCode).toBe(200);
      return res.json<Me>().image ?? '';
    };
    const first = await upload();
    expect(first).toMatch(/\.webp$/);
    expect(fs.existsSync(stored(first))).toBe(true);
    const second = await upload();
    expect(second).not.toBe(first);
    expect(fs.existsSync(stored(first))).toBe(false);
    expect((await me(token)).json<Me>().image).toBe(second);
    const svg = await sendForm(
      t.app,
      { method: 'POST', url: '/api/users/me/avatar', token },
      { image: { file: SVG_WITH_SCRIPT, filename: 'x.svg', contentType: 'image/svg+xml' } },
    );
    expect(svg.statusCode).toBe(415);
    const none = await sendForm(t.app, { method: 'POST', url: '/api/users/me/avatar', token }, {});
    expect(none.statusCode).toBe(400);
  });

  it('changes the password only with the current one, ending the other sessions', async () => {
    const u = await t.createUser('counsellor');
    const [current, other] = [await signIn(u.email, u.password), await signIn(u.email, u.password)];
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/me/password',
        headers: bearer(current),
        payload: { currentPassword, newPassword: 'New-password-77' },
      });
    const wrong = await change('not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('currentPassword');
    expect((await me(other)).statusCode).toBe(200);
    const weak = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: bearer(current),
      payload: { currentPassword: u.password, newPassword: 'short' },
    });
    expect(weak.statusCode).toBe(400);

    expect((await change(u.password)).statusCode).toBe(200);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect(await signIn(u.email, 'New-password-77')).toEqual(expect.any(String));
  });
});
