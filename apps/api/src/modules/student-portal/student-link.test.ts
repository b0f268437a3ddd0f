import { describe, expect, it } from 'vitest';
import { STUDENT_TOKEN_BYTES, type StudentLink } from '@studydesk/contract';
import { sha256 } from '../../lib/ids';
import { startBanner } from '../../ops/banner';
import { createEnquiry } from '../../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { withJourney, type Journey } from '../applications/applications.fixtures';
import { tokenOf } from './portal.fixtures';

describe("a student's private link, made by staff", () => {
  let t: TestApp;
  let j: Journey;
  withJourney((m) => ({ t, j } = m));
  const make = (token: string, id: string) =>
    j.call(token, 'POST', `/enquiries/${id}/student-link`);
  const revoke = (token: string, id: string) =>
    j.call(token, 'DELETE', `/enquiries/${id}/student-link`);
  const page = (token: string) => t.app.inject({ url: `/api/student/${token}` });
  const links = (enquiryId: string) =>
    t.app.dbHandle.db
      .selectFrom('student_links')
      .selectAll()
      .where('enquiryId', '=', enquiryId)
      .orderBy('createdAt')
      .execute();

  it('is a random token of 256 bits in a URL of the page, kept only as its hash', async () => {
    const res = await make(j.asha.token, j.students.ashas._id);
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json<StudentLink>();
    expect(link.url).toMatch(/^http:\/\/localhost(:\d+)?\/s\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link);
    expect(Buffer.from(token, 'base64url')).toHaveLength(STUDENT_TOKEN_BYTES);
    const rows = await links(j.students.ashas._id);
    const row = rows[rows.length - 1]!;
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(row.createdBy).toBe(j.asha.id);
    // 30 days by default
    const days = (Date.parse(link.expiresAt) - Date.parse(row.createdAt)) / 86_400_000;
    expect(days).toBe(30);
    expect((await page(token)).statusCode).toBe(200);
  });

  it('made again, replaces the one before (which stops working at once)', async () => {
    const first = tokenOf((await make(j.asha.token, j.students.ashas._id)).json<StudentLink>());
    const second = tokenOf((await make(j.admin, j.students.ashas._id)).json<StudentLink>());
    expect(second).not.toBe(first);
    expect((await page(first)).statusCode).toBe(404);
    expect((await page(second)).statusCode).toBe(200);
    const live = (await links(j.students.ashas._id)).filter((l) => l.revokedAt === null);
    expect(live).toHaveLength(1);
  });

  it('is revoked with DELETE (204), after which it opens nothing; revoking again is harmless', async () => {
    const token = tokenOf((await make(j.asha.token, j.students.ashas._id)).json<StudentLink>());
    const res = await revoke(j.asha.token, j.students.ashas._id);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect((await page(token)).statusCode).toBe(404);
    expect((await revoke(j.asha.token, j.students.ashas._id)).statusCode).toBe(204);
  });

  it("stops working once expired (the admin's studentLinkDays), answered as any bad link", async () => {
    const set = await j.call(j.admin, 'PATCH', '/settings', { studentLinkDays: 3 });
    expect(set.statusCode, set.body).toBe(200);
    const link = (await make(j.asha.token, j.students.ashas._id)).json<StudentLink>();
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(3 * 86_400_000);
    const token = tokenOf(link);
    expect((await page(token)).statusCode).toBe(200);
    await t.app.dbHandle.db
      .updateTable('student_links')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('tokenHash', '=', sha256(token))
      .execute();
    const res = await page(token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'This link is not valid', error: 'not_found' });
    await j.call(j.admin, 'PATCH', '/settings', { studentLinkDays: 30 });
  });

  it('says whether the student has a working link and until when, never the link itself', async () => {
    const status = async (token: string) => {
      const res = await j.call(token, 'GET', `/enquiries/${j.students.ashas._id}/student-link`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ active: boolean; expiresAt: string | null }>();
    };
    await revoke(j.asha.token, j.students.ashas._id);
    expect(await status(j.asha.token)).toEqual({ active: false, expiresAt: null });
    const link = (await make(j.asha.token, j.students.ashas._id)).json<StudentLink>();
    const shown = await j.call(
      j.asha.token,
      'GET',
      `/enquiries/${j.students.ashas._id}/student-link`,
    );
    expect(shown.json()).toEqual({ active: true, expiresAt: link.expiresAt });
    expect(shown.body).not.toContain(tokenOf(link));
    await revoke(j.admin, j.students.ashas._id);
    expect(await status(j.asha.token)).toEqual({ active: false, expiresAt: null });
    const other = await j.call(
      j.ravi.token,
      'GET',
      `/enquiries/${j.students.ashas._id}/student-link`,
    );
    expect(other.statusCode).toBe(404);
  });

  it('is refused for a student the counsellor may not work (404), a missing one, and an editor (403)', async () => {
    expect((await make(j.ravi.token, j.students.ashas._id)).statusCode).toBe(404);
    expect((await revoke(j.ravi.token, j.students.ashas._id)).statusCode).toBe(404);
    expect((await make(j.asha.token, '0190f5a8-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await make(j.editor.token, j.students.ashas._id)).statusCode).toBe(403);
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/enquiries/${j.students.ashas._id}/student-link`,
    });
    expect(none.statusCode).toBe(401);
    // an unassigned student is anyone's to work
    expect((await make(j.ravi.token, j.students.nobodys._id)).statusCode).toBe(201);
  });
});

describe('the link’s address', () => {
  it('never comes from the request’s Host: localhost and the port when PUBLIC_BASE_URL is unset, said once at start', async () => {
    const t = await createTestApp({ PORT: '4567' });
    try {
      const admin = await t.tokenFor('admin');
      const id = await createEnquiry(t, admin, 1);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/enquiries/${id}/student-link`,
        headers: { ...bearer(admin), host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<StudentLink>().url).toMatch(/^http:\/\/localhost:4567\/s\/[\w-]{43}$/);
      const warnings = startBanner(t.app, t.config, 4567).filter((l) =>
        l.includes('PUBLIC_BASE_URL'),
      );
      expect(warnings).toEqual([
        '  warning:  PUBLIC_BASE_URL is not set: links handed out (the student’s link, mail) point to http://localhost:4567',
      ]);
    } finally {
      await t.close();
    }
  });

  it('starts with PUBLIC_BASE_URL when set', async () => {
    const t = await createTestApp({ PUBLIC_BASE_URL: 'https://desk.agency.example/' });
    try {
      const admin = await t.tokenFor('admin');
      const id = await createEnquiry(t, admin, 1);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/enquiries/${id}/student-link`,
        headers: bearer(admin),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<StudentLink>().url).toMatch(
        /^https:\/\/desk\.agency\.example\/s\/[\w-]{43}$/,
      );
      expect(startBanner(t.app, t.config, 3000).join('\n')).not.toContain('PUBLIC_BASE_URL');
    } finally {
      await t.close();
    }
  });
});
