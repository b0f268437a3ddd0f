import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from '../db/sqlite-native';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, freshDatabaseUrl, testDialect } from '../test/harness';
import { createEnquiry, enquiryInput } from '../test/fixtures';
import { pdf } from '../modules/documents/documents.fixtures';
import { storeDocument } from '../modules/documents/store-document';
import { png } from '../test/images';
import { sendForm } from '../test/multipart';
import { stopChildren, PROCESS_TEST_TIMEOUT, runEntry, startServer } from '../test/process';
import { startS3 } from '../test/s3';

// Even a test that failed or timed out half way leaves no server running.
afterAll(stopChildren);

const ADMIN = { ADMIN_EMAIL: 'owner@agency.test', ADMIN_PASSWORD: 'backup-drill-1' };
const tmp = (p: string) => fs.mkdtempSync(path.join(os.tmpdir(), p));
const envFor = (dataDir: string) => ({
  ...ADMIN,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  WEB_DIST: path.join(os.tmpdir(), 'sd-no-web-build'),
  LOGIN_RATE_LIMIT: '1000',
  PUBLIC_FORM_RATE_LIMIT: '100000',
});
const run = async (entry: string, env: Record<string, string>, args: string[]) => {
  const r = runEntry(entry, { env, args });
  return { code: await r.exited, out: r.out(), err: r.err() };
};

type Gallery = { _id: string; image: string; thumbnail: string };

/** Writes as the app's users would, until told to stop: public enquiries and photo uploads. */
function writeLoad(base: string, token: string, workers = 3) {
  const enquiries: string[] = [];
  const photos: Gallery[] = [];
  let stopped = false;
  let n = 0;
  const changed = new Set<() => void>();
  const one = async () => {
    const i = ++n;
    if (i % 3 === 0) {
      const form = new FormData();
      form.set('title', `Photo ${i}`);
      form.set('image', new Blob([new Uint8Array(await png(64 + i, 48))]), `p${i}.png`);
      const res = await fetch(`${base}/api/gallery`, {
        method: 'POST',
        headers: bearer(token),
        body: form,
      });
      if (res.status !== 201) throw new Error(`upload ${res.status}: ${await res.text()}`);
      photos.push((await res.json()) as Gallery);
    } else {
      const res = await fetch(`${base}/api/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(enquiryInput(i)),
      });
      if (res.status !== 201) throw new Error(`enquiry ${res.status}: ${await res.text()}`);
      enquiries.push(((await res.json()) as { enqNo: string }).enqNo);
    }
    changed.forEach((f) => f());
  };
  const loops = Array.from({ length: workers }, async () => {
    while (!stopped) await one();
  });
  return {
    enquiries,
    photos,
    /** Resolves once at least `count` writes have been acknowledged. */
    acknowledged: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () =>
          enquiries.length + photos.length >= count && (changed.delete(check), resolve());
        changed.add(check);
        check();
      }),
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

describe.skipIf(testDialect !== 'sqlite')(
  'backup and restore (SQLite)',
  { timeout: PROCESS_TEST_TIMEOUT },
  () => {
    let source: string;
    let backup: string;
    let server: Awaited<ReturnType<typeof startServer>>;
    beforeAll(async () => {
      source = tmp('sd-src-');
      backup = path.join(tmp('sd-bak-'), 'nightly');
      server = await startServer(envFor(source));
    }, PROCESS_TEST_TIMEOUT);
    afterAll(async () => {
      await server.stop();
      for (const d of [source, path.dirname(backup)])
        fs.rmSync(d, { recursive: true, force: true });
    });

    it('a backup taken under write load restores every acknowledged enquiry and image', async () => {
      const login = await fetch(`${server.base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      const load = writeLoad(server.base, token);
      await load.acknowledged(30);
      // Everything acknowledged before the backup starts must be in it.
      const enquiries = [...load.enquiries];
      const photos = [...load.photos];
      const taken = await run('ops/backup.ts', envFor(source), [backup]);
      await load.stop();
      expect(taken.code, taken.err).toBe(0);
      expect(taken.out).toMatch(/database: \d+ rows in \d+ tables \(\d+ enquiries\), checked/);
      const manifest = JSON.parse(fs.readFileSync(path.join(backup, 'manifest.json'), 'utf8')) as {
        missingUploads: string[];
        database: { tables: Record<string, number> };
      };
      expect(manifest.missingUploads).toEqual([]);
      expect(manifest.database.tables.enquiries).toBeGreaterThanOrEqual(enquiries.length);

      const target = tmp('sd-restored-');
      const restored = await run('ops/restore.ts', envFor(target), [backup]);
      expect(restored.code, restored.err).toBe(0);
      expect(restored.out).toContain('checksums verified');

      const db = new SQLite(path.join(target, 'studydesk.db'), { readonly: true });
      const numbers = new Set(db.prepare('select enqNo from enquiries').pluck().all());
      db.close();
      expect(enquiries.filter((e) => !numbers.has(e))).toEqual([]);

      const again = await startServer(envFor(target));
      try {
        // Sessions are data too: the token taken before the backup still signs in.
        const all: Gallery[] = [];
        for (let page = 1; page === 1 || all.length % 100 === 0; page++) {
          const url = `${again.base}/api/gallery?limit=100&page=${page}`;
          const res = await fetch(url, { headers: bearer(token) });
          const { data } = (await res.json()) as { data: Gallery[] };
          if (data.length === 0) break;
          all.push(...data);
        }
        const ids = new Set(all.map((g) => g._id));
        expect(photos.filter((p) => !ids.has(p._id))).toEqual([]);
        // Every image of every restored record is served, those acknowledged during the copy too.
        for (const url of all.flatMap((g) => [g.image, g.thumbnail])) {
          const res = await fetch(`${again.base}${url}`);
          expect(res.status, url).toBe(200);
          expect(res.headers.get('content-type')).toBe('image/webp');
        }
      } finally {
        await again.stop();
        fs.rmSync(target, { recursive: true, force: true });
      }
    });

    it('restore refuses a data folder that is not empty, and a damaged backup', async () => {
      const busy = await run('ops/restore.ts', envFor(source), [backup]);
      expect(busy.code).toBe(1);
      expect(busy.err).toBe(
        `restore: data folder ${source} is not empty: choose a new or empty folder\n`,
      );

      const damaged = path.join(tmp('sd-damaged-'), 'copy');
      fs.cpSync(backup, damaged, { recursive: true });
      const [victim] = fs.readdirSync(path.join(damaged, 'uploads'));
      fs.appendFileSync(path.join(damaged, 'uploads', victim!), 'x');
      const target = tmp('sd-never-');
      const refused = await run('ops/restore.ts', envFor(target), [damaged]);
      expect(refused.code).toBe(1);
      expect(refused.err).toBe(
        `restore: uploads/${victim} does not match the manifest (changed): the backup is damaged\n`,
      );
      expect(fs.readdirSync(target)).toEqual([]);

      const again = await run('ops/backup.ts', envFor(source), [backup]);
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/^backup: backup folder .* is not empty/);
    });
  },
);

describe.skipIf(testDialect !== 'sqlite')(
  'backup of uploads in an S3-compatible bucket',
  { timeout: PROCESS_TEST_TIMEOUT },
  () => {
    it('copies the objects, restores them into a folder, and refuses a bucket that holds files', async () => {
      const s3 = await startS3();
      const t = await createTestApp(s3.env);
      const admin = await t.tokenFor('admin');
      for (const title of ['One', 'Two']) {
        const form = { method: 'POST' as const, url: '/api/gallery', token: admin };
        expect(
          (await sendForm(t.app, form, { title, image: { file: await png() } })).statusCode,
        ).toBe(201);
      }
      // A student's document, in the bucket's private part.
      const enquiry = await createEnquiry(t, admin, 1);
      const doc = await storeDocument(
        { db: t.app.dbHandle.db, storage: t.app.storage },
        {
          enquiryId: enquiry,
          typeId: 'cv',
          file: { bytes: pdf(), name: 'cv.pdf' },
          by: { userId: 'x' },
        },
      );
      const { storageKey } = await t.app.dbHandle.db
        .selectFrom('documents')
        .select('storageKey')
        .where('id', '=', doc._id)
        .executeTakeFirstOrThrow();
      const env = { ...envFor(tmp('sd-s3src-')), ...s3.env, DATABASE_URL: t.config.databaseUrl };
      const dir = path.join(tmp('sd-s3bak-'), 'b');
      const taken = await run('ops/backup.ts', env, [dir]);
      expect(taken.code, taken.err).toBe(0);
      expect(fs.readdirSync(path.join(dir, 'uploads')).sort()).toEqual(s3.keys());

      const target = tmp('sd-s3dst-');
      const toDisk = await run('ops/restore.ts', envFor(target), [dir]);
      expect(toDisk.code, toDisk.err).toBe(0);
      const publicNames = fs
        .readdirSync(path.join(target, 'uploads'))
        .filter((n) => n !== '.private');
      expect(publicNames.sort()).toEqual(s3.keys());
      // The document is back, in the folder's private part, byte for byte.
      const restoredDoc = path.join(target, 'uploads', '.private', storageKey);
      expect(fs.readFileSync(restoredDoc).equals(pdf())).toBe(true);
      const intoBusyBucket = await run(
        'ops/restore.ts',
        { ...envFor(tmp('sd-s3dst-')), ...s3.env },
        [dir],
      );
      expect(intoBusyBucket.code).toBe(1);
      expect(intoBusyBucket.err).toMatch(
        /already holds files, e\.g\. [0-9a-f-]+.*\.webp: restore into an empty one/,
      );
      await t.close();
      await s3.close();
    });
  },
);

describe.skipIf(testDialect !== 'postgres')(
  'backup on PostgreSQL',
  { timeout: PROCESS_TEST_TIMEOUT },
  () => {
    it('points to pg_dump instead of copying a database it cannot copy consistently', async () => {
      const db = await freshDatabaseUrl();
      const r = await run('ops/backup.ts', { ...envFor(tmp('sd-pg-')), DATABASE_URL: db.url }, [
        tmp('sd-pgbak-'),
      ]);
      await db.drop();
      expect(r.code).toBe(1);
      expect(r.err).toBe(
        'backup: DATABASE_URL is PostgreSQL: back it up with pg_dump and copy the uploads (README, "Backup and restore")\n',
      );
    });
  },
);
