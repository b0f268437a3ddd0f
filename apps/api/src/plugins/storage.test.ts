import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createImages } from '../lib/crud/images';
import { bearer, createTestApp, type TestApp } from '../test/harness';
import { countryInput } from '../test/fixtures';
import { jpeg, png } from '../test/images';
import { sendForm } from '../test/multipart';
import { startS3, type LocalS3 } from '../test/s3';
import { diskStorage, openStorage, type Storage } from './storage';
import { parseStorageUrl } from './storage-url';

type Rec = { _id: string; image: string | null; thumbnail: string | null };
const keysOf = (r: Rec) => [r.image, r.thumbnail].map((u) => path.basename(u ?? '')).sort();

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.close());

describe('STORAGE_URL', () => {
  it('reads a folder or a bucket with its endpoint, region and credentials', () => {
    expect(parseStorageUrl('file:data/uploads', {})).toEqual({ kind: 'disk', dir: 'data/uploads' });
    const env = { AWS_ACCESS_KEY_ID: 'id', AWS_SECRET_ACCESS_KEY: 'secret' };
    expect(
      parseStorageUrl('s3://my-bucket?endpoint=http://10.0.0.5:9000&region=eu-west-1', env),
    ).toEqual({
      kind: 's3',
      bucket: 'my-bucket',
      region: 'eu-west-1',
      endpoint: 'http://10.0.0.5:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(parseStorageUrl('s3://my-bucket', { AWS_REGION: 'ap-south-1' })).toMatchObject({
      region: 'ap-south-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('refuses what it cannot use, saying why; the start stops naming the setting', () => {
    for (const [value, why] of [
      ['uploads', /file:<folder> or s3:\/\//],
      ['s3://', /bucket name/],
      ['s3://key:secret@bucket', /AWS_ACCESS_KEY_ID/],
      ['s3://bucket?endpont=http://x', /unknown option endpont/],
      ['s3://bucket?endpoint=ftp://x', /http\(s\)/],
    ] as const)
      expect(parseStorageUrl(value, {})).toMatch(why);
    expect(() => loadConfig({ STORAGE_URL: 's3://Bad_Bucket' })).toThrow(/STORAGE_URL: .*bucket/);
  });
});

describe.each([
  ['disk', () => diskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'sd-store-')))],
  ['S3', () => openStorage(loadConfig(s3.env).storage)],
] as const)('the %s store', (_name, make) => {
  let store: Storage;
  beforeAll(() => {
    store = make();
  });
  afterAll(() => store.close());

  it('keeps, lists, serves and removes files by generated name', async () => {
    await store.check();
    const url = await store.put('abc-1.webp', Buffer.from('first'));
    expect(url).toBe('/uploads/abc-1.webp');
    const file = await store.open('abc-1.webp');
    expect(file?.size).toBe(5);
    expect(await text(file!.body)).toBe('first');
    const names: string[] = [];
    for await (const n of store.list()) names.push(n);
    expect(names).toContain('abc-1.webp');
    await store.remove(url);
    await store.remove(url); // already gone: not an error
    await store.remove('/elsewhere/abc-1.webp');
    expect(await store.open('abc-1.webp')).toBeNull();
  });

  it('never takes a path from outside: unsafe names are refused', async () => {
    for (const name of ['../escape.webp', 'UPPER.webp', '.hidden', 'a/b.webp'])
      await expect(store.put(name, Buffer.from('x'))).rejects.toThrow(/unsafe/);
  });

  it('a failed second write removes the first: no half image is left', async () => {
    const before: string[] = [];
    for await (const n of store.list()) before.push(n);
    const failing: Storage = {
      ...store,
      put: (name, data) =>
        name.endsWith('.thumb.webp')
          ? Promise.reject(new Error('disk full'))
          : store.put(name, data),
    };
    await expect(
      createImages(failing).withUpload(await png(), () => Promise.resolve(1)),
    ).rejects.toThrow('disk full');
    const after: string[] = [];
    for await (const n of store.list()) after.push(n);
    expect(after).toEqual(before);
  });
});

describe('uploads in an S3-compatible bucket, through the API', () => {
  let t: TestApp;
  let admin: string;
  const gallery = async (title: string) =>
    sendForm(
      t.app,
      { method: 'POST', url: '/api/gallery', token: admin },
      {
        title,
        image: { file: await png() },
      },
    );
  beforeAll(async () => {
    t = await createTestApp(s3.env);
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('stores the image and thumbnail as objects and serves them at the same /uploads URLs', async () => {
    const res = await gallery('Quad');
    expect(res.statusCode, res.body).toBe(201);
    const rec = res.json<Rec>();
    expect(rec.image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(s3.keys()).toEqual(expect.arrayContaining(keysOf(rec)));
    expect(fs.existsSync(path.join(t.uploadsDir, path.basename(rec.image!)))).toBe(false);

    const served = await t.app.inject({ url: rec.image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const again = await t.app.inject({
      url: rec.image!,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const url of ['/uploads/00000000-none.webp', '/uploads/..%2f..%2fetc%2fpasswd']) {
      const missing = await t.app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('leaves no object behind: a replaced image, a refused write and a hard delete', async () => {
    const before = s3.keys();
    const rec = (await gallery('Library')).json<Rec>();
    const put = await sendForm(
      t.app,
      { method: 'PUT', url: `/api/gallery/${rec._id}`, token: admin },
      { image: { file: await jpeg() } },
    );
    const next = put.json<Rec>();
    expect(s3.keys()).toEqual([...before, ...keysOf(next)].sort());

    const country = { ...countryInput(11), image: { file: await png() } };
    const form = { method: 'POST' as const, url: '/api/countries', token: admin };
    expect((await sendForm(t.app, form, country)).statusCode).toBe(201);
    const withCountry = s3.keys();
    const clash = await sendForm(t.app, form, { ...country, name: 'Same code' });
    expect(clash.statusCode).toBe(409);
    expect(s3.keys()).toEqual(withCountry);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/gallery/${rec._id}`,
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(204);
    expect(s3.keys()).toEqual(withCountry.filter((k) => !keysOf(next).includes(k)));
  });

  it('stops the start with the reason when the bucket is missing or the key is wrong', async () => {
    const missing = { ...s3.env, STORAGE_URL: s3.env.STORAGE_URL!.replace(s3.bucket, 'no-such') };
    await expect(createTestApp(missing)).rejects.toThrow(
      /cannot use bucket no-such at http:\/\/127\.0\.0\.1:\d+: the bucket does not exist/,
    );
    await expect(createTestApp({ ...s3.env, AWS_ACCESS_KEY_ID: 'WRONG' })).rejects.toThrow(
      /access denied/,
    );
  });
});
