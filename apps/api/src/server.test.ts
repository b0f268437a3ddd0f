import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './test/harness';
import { startServer } from './test/child-server';
import { enquiryInput } from './test/fixtures';
import { noisyPng } from './test/images';
import { formData } from './test/multipart';
import { countRows } from './test/rows';
import { openStream } from './test/sse';
import { PROCESS_TEST_TIMEOUT, stopChildren } from './test/process';

// Even a test that failed or timed out half way leaves no server running.
afterAll(stopChildren);

type Answer = { status: number; body: string };

/**
 * A request whose body is sent in two halves: the first now (the server has it in flight),
 * the second when `finish` is called. Its own connection, as separate clients would have.
 */
function heldRequest(url: string, body: Buffer, headers: Record<string, string>) {
  const req = http.request(url, {
    method: 'POST',
    agent: false,
    headers: { ...headers, 'content-length': String(body.length) },
  });
  const half = Math.floor(body.length / 2);
  req.write(body.subarray(0, half));
  const response = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
  });
  return { response, finish: () => req.end(body.subarray(half)) };
}

const incoming = (l: { msg?: string; req?: { url?: string } }) =>
  l.msg === 'incoming request' &&
  (l.req?.url === '/api/enquiries' || l.req?.url === '/api/gallery');

/** SIGTERM under load answers everything in flight, then stops. */
describe('a stop drains', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let t: TestApp; // the database the server process runs on, and a staff token
  let admin: string;
  let image: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    image = await noisyPng(300_000);
  });
  afterAll(() => t.close());

  const start = (timeoutMs: number) =>
    startServer(t.config.databaseUrl, {
      SHUTDOWN_TIMEOUT_MS: String(timeoutMs),
      PUBLIC_FORM_RATE_LIMIT: '100000',
    });
  const writes = (origin: string) => [
    ...Array.from({ length: 40 }, (_, i) =>
      heldRequest(`${origin}/api/enquiries`, Buffer.from(JSON.stringify(enquiryInput(i))), {
        'content-type': 'application/json',
      }),
    ),
    ...Array.from({ length: 10 }, (_, i) => {
      const f = formData({ title: `Drained ${i}`, image: { file: image, filename: 'p.png' } });
      return heldRequest(`${origin}/api/gallery`, f.payload, { ...f.headers, ...bearer(admin) });
    }),
  ];

  it('answers 50 writes in flight at SIGTERM, ends live streams, logs no error', async () => {
    const server = await start(120_000);
    try {
      const stream = openStream(`${server.url}/api/enquiries/stream`, bearer(admin));
      await stream.ready;
      const inFlight = writes(server.url);
      await server.waitForLogs(incoming, inFlight.length);

      server.signal('SIGTERM');
      await server.waitForLogs((l) => l.msg?.startsWith('shutting down') === true);
      inFlight.forEach((w) => w.finish()); // their bodies arrive after the stop began

      const answers = await Promise.all(inFlight.map((w) => w.response));
      expect(answers.map((a) => a.status)).toEqual(Array<number>(50).fill(201));
      await stream.until(() => stream.ended());
      expect(await server.exited).toBe(0);
      expect(server.errors().map((l) => `${l.msg} ${JSON.stringify(l.err)}`)).toEqual([]);
      // Everything committed was answered, and everything answered was committed.
      expect(await countRows(t.app.dbHandle.db, 'enquiries')).toBe(40);
      expect(await countRows(t.app.dbHandle.db, 'gallery')).toBe(10);
    } finally {
      await server.stop();
    }
  });

  it('is not ready from the moment the stop begins, to a new connection too', async () => {
    const server = await start(120_000);
    try {
      const body = Buffer.from(JSON.stringify(enquiryInput(98)));
      const held = heldRequest(`${server.url}/api/enquiries`, body, {
        'content-type': 'application/json',
      });
      await server.waitForLogs(incoming);
      server.signal('SIGTERM');
      await server.waitForLogs((l) => l.msg?.startsWith('shutting down') === true);
      // What a balancer's next probe sees while the request in flight finishes.
      const ready = await fetch(`${server.url}/api/health/ready`).then(
        async (r) => ({ status: r.status, body: await r.json() }),
        (err: Error) => ({ status: 0, body: err.message }),
      );
      expect(ready).toEqual({ status: 503, body: { status: 'draining' } });
      held.finish();
      expect((await held.response).status).toBe(201);
      expect(await server.exited).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it('cuts what is still running at SHUTDOWN_TIMEOUT_MS, and exits', async () => {
    const server = await start(300);
    try {
      const before = await countRows(t.app.dbHandle.db, 'enquiries');
      const stuck = heldRequest(
        `${server.url}/api/enquiries`,
        Buffer.from(JSON.stringify(enquiryInput(99))),
        {
          'content-type': 'application/json',
        },
      );
      const outcome = stuck.response.then(
        (a) => `answered ${a.status}`,
        () => 'cut',
      );
      await server.waitForLogs(incoming);
      server.signal('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(await outcome).toBe('cut');
      expect(server.logs.some((l) => l.msg?.includes('shutdown deadline'))).toBe(true);
      expect(server.errors()).toEqual([]);
      expect(await countRows(t.app.dbHandle.db, 'enquiries')).toBe(before);
    } finally {
      await server.stop();
    }
  });
});
