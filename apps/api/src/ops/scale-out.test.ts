import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshDatabaseUrl, testDialect } from '../test/harness';
import { enquiryInput } from '../test/fixtures';
import { png } from '../test/images';
import { stopChildren, PROCESS_TEST_TIMEOUT, startServer } from '../test/process';
import { startProxy } from '../test/proxy';
import { startS3, type LocalS3 } from '../test/s3';
import { openStream } from '../test/sse';

// Even a test that failed or timed out half way leaves no server running.
afterAll(stopChildren);

const ADMIN = { email: 'owner@agency.test', password: 'scale-out-1' };
const LIMIT = 6;
type Server = Awaited<ReturnType<typeof startServer>>;

/**
 * The scale-out proof (ARCHITECTURE §1): two API processes on one PostgreSQL and one
 * S3-compatible bucket, behind a round-robin proxy. It needs a PostgreSQL server: the
 * api-postgres project runs it; on SQLite, which one process owns, there is nothing to scale
 * out.
 */
describe.skipIf(testDialect !== 'postgres')(
  'two API processes behind a balancer',
  { timeout: PROCESS_TEST_TIMEOUT },
  () => {
    let s3: LocalS3;
    let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
    let servers: Server[];
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    let token: string;

    beforeAll(async () => {
      s3 = await startS3();
      db = await freshDatabaseUrl();
      const env = {
        ...s3.env,
        DATABASE_URL: db.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        DATA_DIR: path.join(os.tmpdir(), 'sd-scale-unused'),
        TRUST_PROXY: '1',
        PUBLIC_FORM_RATE_LIMIT: String(LIMIT),
        LOGIN_RATE_LIMIT: '1000',
        LOG_LEVEL: 'error',
        WEB_DIST: path.join(os.tmpdir(), 'sd-no-web-build'),
      };
      // Started together on an empty database: one of them creates the first admin.
      servers = await Promise.all([startServer(env), startServer(env)]);
      proxy = await startProxy(servers.map((s) => s.base));
    }, PROCESS_TEST_TIMEOUT);
    afterAll(async () => {
      await proxy?.close();
      await Promise.all((servers ?? []).map((s) => s.stop()));
      await db?.drop();
      await s3?.close();
    });

    const a = () => servers[0]!.base;
    const b = () => servers[1]!.base;

    it('signs in on one, uploads on the other, and reads everything back through both', async () => {
      const login = await fetch(`${a()}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      token = ((await login.json()) as { token: string }).token;

      const form = new FormData();
      form.set('title', 'Open day');
      form.set('image', new Blob([new Uint8Array(await png(800, 500))]), 'open-day.png');
      const upload = await fetch(`${b()}/api/gallery`, {
        method: 'POST',
        headers: bearer(token),
        body: form,
      });
      expect(upload.status).toBe(201);
      const item = (await upload.json()) as { _id: string; image: string; thumbnail: string };
      expect(s3.keys()).toEqual([item.image, item.thumbnail].map((u) => path.basename(u)).sort());

      const original = Buffer.from(await (await fetch(`${b()}${item.image}`)).arrayBuffer());
      const answeredBy = new Set<string>();
      for (let i = 0; i < 4; i++) {
        const record = await fetch(`${proxy.base}/api/gallery/${item._id}`, {
          headers: bearer(token),
        });
        expect(record.status).toBe(200);
        expect(await record.json()).toMatchObject({ title: 'Open day', image: item.image });
        const image = await fetch(`${proxy.base}${item.image}`);
        expect(image.status).toBe(200);
        expect(Buffer.from(await image.arrayBuffer()).equals(original)).toBe(true);
        for (const r of [record, image]) answeredBy.add(r.headers.get('x-upstream') ?? '');
      }
      expect([...answeredBy].sort()).toEqual(['0', '1']);
    });

    it('delivers live events across processes, also through the proxy', async () => {
      const streams = [a(), b(), proxy.base].map((base) =>
        openStream(`${base}/api/enquiries/stream`, bearer(token)),
      );
      try {
        for (const s of streams) expect((await s.ready).status).toBe(200);
        const post = (base: string, n: number) =>
          fetch(`${base}/api/enquiries`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(enquiryInput(n)),
          }).then(async (r) => ((await r.json()) as { enqNo: string }).enqNo);
        const fromB = await post(b(), 1);
        const fromA = await post(a(), 2);
        for (const s of streams) {
          await s.until(() => s.events.length === 2);
          expect(s.events.map((e) => (JSON.parse(e.data) as { enqNo: string }).enqNo)).toEqual([
            fromB,
            fromA,
          ]);
        }
      } finally {
        streams.forEach((s) => s.close());
      }
    });

    it('holds a per-address limit together: both processes count the same hits', async () => {
      const statuses: { status: number; by: string }[] = [];
      for (let i = 0; i < LIMIT + 4; i++) {
        const res = await fetch(`${proxy.base}/api/contact`, {
          method: 'POST',
          // A client naming its own address is not believed: only the proxy's hop is trusted.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
          body: JSON.stringify({ name: 'Ravi', email: 'ravi@example.com', message: `Call ${i}` }),
        });
        statuses.push({ status: res.status, by: res.headers.get('x-upstream') ?? '' });
      }
      expect(statuses.filter((s) => s.status === 201)).toHaveLength(LIMIT);
      expect(statuses.slice(LIMIT).every((s) => s.status === 429)).toBe(true);
      const refusedBy = new Set(statuses.filter((s) => s.status === 429).map((s) => s.by));
      expect([...refusedBy].sort()).toEqual(['0', '1']);
    });
  },
);
