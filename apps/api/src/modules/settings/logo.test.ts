import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { png, SVG_WITH_SCRIPT } from '../../test/images';
import { sendForm } from '../../test/multipart';

type Branding = { agencyName: string; logo: string | null };

describe('the agency’s logo', () => {
  let t: TestApp;
  let admin: string;
  const branding = async () => (await t.app.inject({ url: '/api/branding' })).json<Branding>();
  const files = () => (fs.existsSync(t.uploadsDir) ? fs.readdirSync(t.uploadsDir).sort() : []);
  const upload = (token: string, file: Buffer, contentType = 'image/png') =>
    sendForm(
      t.app,
      { method: 'PUT', url: '/api/settings/logo', token },
      { image: { file, filename: 'logo.png', contentType } },
    );
  const remove = (token: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/settings/logo', headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('is none until an admin uploads one', async () => {
    expect(await branding()).toEqual({ agencyName: 'StudyDesk', logo: null });
  });

  it('is uploaded by an admin, re-encoded, and named by the public branding', async () => {
    const first = await upload(admin, await png());
    expect(first.statusCode, first.body).toBe(200);
    const logo = first.json<Branding>().logo ?? '';
    expect(logo).toMatch(/\.webp$/);
    expect(fs.existsSync(path.join(t.uploadsDir, path.basename(logo)))).toBe(true);
    expect(await branding()).toEqual({ agencyName: 'StudyDesk', logo });

    // A new logo replaces the old one's files: nothing is left behind.
    const before = files().length;
    const second = await upload(admin, await png());
    const replaced = second.json<Branding>().logo ?? '';
    expect(replaced).not.toBe(logo);
    expect(fs.existsSync(path.join(t.uploadsDir, path.basename(logo)))).toBe(false);
    expect(files().length).toBe(before);
    expect((await branding()).logo).toBe(replaced);
  });

  it('refuses what is not an image, or no file, storing nothing', async () => {
    const before = [files(), await branding()];
    const svg = await upload(admin, SVG_WITH_SCRIPT, 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    const text = await upload(admin, Buffer.from('not an image at all'), 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ message: expect.any(String), error: expect.any(String) });
    const none = await sendForm(
      t.app,
      { method: 'PUT', url: '/api/settings/logo', token: admin },
      {},
    );
    expect(none.statusCode).toBe(400);
    expect([files(), await branding()]).toEqual(before);
  });

  it('is changed by admins only', async () => {
    const before = [files(), await branding()];
    const counsellor = await t.tokenFor('counsellor');
    expect((await upload(counsellor, await png())).statusCode).toBe(403);
    expect((await remove(counsellor)).statusCode).toBe(403);
    expect([files(), await branding()]).toEqual(before);
  });

  it('is removed by an admin, with its files', async () => {
    const before = files().length;
    expect(before).toBeGreaterThan(0);
    const res = await remove(admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ agencyName: 'StudyDesk', logo: null });
    expect(files().length).toBe(before - 2); // the image and its thumbnail
    expect(await branding()).toEqual({ agencyName: 'StudyDesk', logo: null });
    expect((await remove(admin)).statusCode).toBe(200); // removing none is no error
  });
});
