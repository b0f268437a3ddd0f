import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { countryInput } from '../../test/fixtures';
import { SVG_WITH_SCRIPT, filesIn, jpeg, noisyPng, png } from '../../test/images';
import { IMAGE_CONCURRENCY } from './images';
import { sendForm, type FormFile } from '../../test/multipart';

type Rec = { _id: string; image: string | null; thumbnail: string | null };

describe('image uploads (one pipeline for every resource with an image)', () => {
  let t: TestApp;
  let admin: string;
  let n = 0;
  const fileOf = (url: string) => path.join(t.uploadsDir, path.basename(url));
  const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, unknown>) =>
    sendForm(t.app, { method, url, token: admin }, fields);
  const gallery = (image?: FormFile, extra: Record<string, unknown> = {}) =>
    send('POST', '/api/gallery', { title: `Photo ${++n}`, image, ...extra });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());
  // Every test starts from an empty uploads folder, so "no file left behind" is exact.
  beforeEach(() => {
    for (const f of filesIn(t.uploadsDir)) fs.rmSync(path.join(t.uploadsDir, f));
  });

  it('accepts a real PNG and JPEG, re-encoded to WebP without metadata, with a thumbnail', async () => {
    for (const [file, name] of [
      [await png(2400, 1200), 'wide.png'],
      [await jpeg(), 'camera.jpg'],
    ] as const) {
      const res = await gallery({ file, filename: name, contentType: 'image/png' });
      expect(res.statusCode, res.body).toBe(201);
      const rec = res.json<Rec>();
      expect(rec.image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
      const image = await sharp(fileOf(rec.image!)).metadata();
      const thumb = await sharp(fileOf(rec.thumbnail!)).metadata();
      expect(image.format).toBe('webp');
      expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(1600);
      expect(image.exif).toBeUndefined();
      expect(thumb.format).toBe('webp');
      expect(Math.max(thumb.width, thumb.height)).toBeLessThanOrEqual(320);
    }
    expect(filesIn(t.uploadsDir)).toHaveLength(4);
  });

  it('serves stored images under /uploads with long-lived caching; unknown ones are JSON 404', async () => {
    const rec = (await gallery({ file: await png() })).json<Rec>();
    const res = await t.app.inject({ url: rec.image! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const missing = await t.app.inject({ url: '/uploads/00000000-no-such-file.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found' });
  });

  it('judges by content: a text file named .png and an SVG with a script get 415', async () => {
    const fakes: FormFile[] = [
      { file: Buffer.from('just some text, honest'), filename: 'x.png', contentType: 'image/png' },
      { file: SVG_WITH_SCRIPT, filename: 'logo.svg', contentType: 'image/svg+xml' },
      { file: (await png()).subarray(0, 200), filename: 'cut.png', contentType: 'image/png' },
    ];
    for (const image of fakes) {
      const res = await gallery(image);
      expect(res.statusCode, image.filename).toBe(415);
      expect(res.json()).toMatchObject({
        error: 'unsupported_media_type',
        message: expect.stringContaining('JPEG, PNG'),
      });
    }
    expect(filesIn(t.uploadsDir)).toEqual([]);
  });

  it('refuses an image over the limit (6 MB against 5 MB) with 413 and a clear message', async () => {
    const big = await noisyPng(6 * 1024 * 1024);
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    const res = await gallery({ file: big, filename: 'big.png', contentType: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'payload_too_large',
      message: 'The image is too large: the limit is 5 MB',
    });
    expect(filesIn(t.uploadsDir)).toEqual([]);
  });

  // Making and processing large images: bounded generously, never timed.
  const HEAVY = { timeout: 180_000 };

  it(
    'refuses an image that would decode past 25 megapixels, from its header alone',
    HEAVY,
    async () => {
      // 6000 × 5000 px, cut after the header: decoding it would fail (415); the size check
      // answers first, so nothing was decoded.
      const header = (await png(6000, 5000)).subarray(0, 200);
      const res = await gallery({ file: header, filename: 'huge.png', contentType: 'image/png' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        error: 'payload_too_large',
        message: 'The image is too large: at most 25 megapixels (for example 5000 × 5000)',
      });
      const whole = await gallery({ file: await png(6000, 4500) });
      expect(whole.statusCode).toBe(413);
      expect(filesIn(t.uploadsDir)).toEqual([]);
    },
  );

  it(
    'works on a few images at a time; ten uploads do not hold up other requests',
    HEAVY,
    async () => {
      const file = await noisyPng(2_000_000);
      const uploads = Array.from({ length: 10 }, () => gallery({ file }));
      let peak = 0;
      let done = false;
      const watch = (async () => {
        while (!done) {
          peak = Math.max(peak, t.app.images.load().active);
          await new Promise((r) => setImmediate(r));
        }
      })();
      // Once uploads are queued, a request that needs no image work is answered meanwhile.
      while (t.app.images.load().waiting === 0) await new Promise((r) => setImmediate(r));
      const health = await t.app.inject({ url: '/api/health' });
      const stillWorking = t.app.images.load();
      expect(health.statusCode).toBe(200);
      expect(stillWorking.active + stillWorking.waiting).toBeGreaterThan(0);
      const codes = (await Promise.all(uploads)).map((r) => r.statusCode);
      done = true;
      await watch;
      expect(codes).toEqual(Array<number>(10).fill(201));
      expect(peak).toBeGreaterThan(0);
      expect(peak).toBeLessThanOrEqual(IMAGE_CONCURRENCY);
    },
  );

  it('replacing an image removes the old files; other updates keep it', async () => {
    const rec = (await gallery({ file: await png() })).json<Rec>();
    const kept = await send('PUT', `/api/gallery/${rec._id}`, { title: 'Renamed' });
    expect(kept.json()).toMatchObject({ image: rec.image, thumbnail: rec.thumbnail });
    const res = await send('PUT', `/api/gallery/${rec._id}`, { image: { file: await jpeg() } });
    expect(res.statusCode, res.body).toBe(200);
    const next = res.json<Rec>();
    expect(next.image).not.toBe(rec.image);
    expect(filesIn(t.uploadsDir)).toEqual(
      [path.basename(next.image!), path.basename(next.thumbnail!)].sort(),
    );
  });

  it('a failed validation or a failed write leaves no file and no record behind', async () => {
    const invalid = await gallery({ file: await png() }, { title: '' });
    expect(invalid.statusCode).toBe(400);
    const update = await send('PUT', `/api/gallery/00000000-0000-4000-8000-000000000000`, {
      image: { file: await png() },
    });
    expect(update.statusCode).toBe(404);
    const first = await send('POST', '/api/countries', {
      ...countryInput(7),
      image: { file: await png() },
    });
    expect(first.statusCode).toBe(201);
    const clash = await send('POST', '/api/countries', {
      ...countryInput(7),
      name: 'Same code',
      image: { file: await jpeg() },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      error: 'conflict',
      message: expect.stringMatching(/already exists/),
    });
    const { image, thumbnail } = first.json<Rec>();
    expect(filesIn(t.uploadsDir)).toEqual(
      [path.basename(image!), path.basename(thumbnail!)].sort(),
    );
  });

  it('a soft delete keeps the files (restorable); a hard delete removes them', async () => {
    const rec = (await gallery({ file: await png() })).json<Rec>();
    const soft = await t.app.inject({
      method: 'DELETE',
      url: `/api/gallery/soft/${rec._id}`,
      headers: bearer(admin),
    });
    expect(soft.statusCode).toBe(200);
    expect(filesIn(t.uploadsDir)).toHaveLength(2);
    const hard = await t.app.inject({
      method: 'DELETE',
      url: `/api/gallery/${rec._id}`,
      headers: bearer(admin),
    });
    expect(hard.statusCode).toBe(204);
    expect(filesIn(t.uploadsDir)).toEqual([]);
  });

  it('ignores an empty file part, text in the image field, and files sent where none are taken', async () => {
    const res = await gallery({ file: Buffer.alloc(0), filename: '' }, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ image: null, thumbnail: null });
    const text = await send('POST', '/api/gallery', { title: 'Text', image: '/etc/passwd' });
    expect(text.json()).toMatchObject({ image: null });
    // A route that takes no files reads past them: the public call request form.
    const contact = await sendForm(
      t.app,
      { method: 'POST', url: '/api/contact' },
      { name: 'Ravi', email: 'ravi@example.com', message: 'Hi', image: { file: await png() } },
    );
    expect(contact.statusCode).toBe(201);
    expect(filesIn(t.uploadsDir)).toEqual([]);
  });
});
