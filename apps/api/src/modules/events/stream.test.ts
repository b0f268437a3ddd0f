import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDialect, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';
import { openStream } from '../../test/sse';
import { startServer } from '../../test/child-server';
import { PROCESS_TEST_TIMEOUT, stopChildren } from '../../test/process';

// Even a test that failed or timed out half way leaves no server running.
afterAll(stopChildren);

type Notice = { id: string; fName: string; enqNo: string; createdAt: string };

describe('live enquiry stream', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  const streams: { close: () => void }[] = [];
  const stream = (headers: Record<string, string> = {}, origin = base) => {
    const s = openStream(`${origin}/api/enquiries/stream`, headers);
    streams.push(s);
    return s;
  };
  const submit = (n: number, origin = base) =>
    fetch(`${origin}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(enquiryInput(n)),
    }).then((r) => r.json() as Promise<{ enqNo: string }>);

  beforeAll(async () => {
    t = await createTestApp({ SSE_HEARTBEAT_MS: '200' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    token = await t.tokenFor('counsellor');
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await t.close();
  });

  it('needs a session with enquiry access', async () => {
    expect((await stream().ready).status).toBe(401);
    expect((await stream(bearer(await t.tokenFor('editor'))).ready).status).toBe(403);
  });

  it('delivers newEnquiry events with ids, and heartbeats', async () => {
    const s = stream(bearer(token));
    const res = await s.ready;
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const { enqNo } = await submit(1);
    await s.until(() => s.events.length === 1);
    const e = s.events[0]!;
    expect(e.event).toBe('newEnquiry');
    expect(Number(e.id)).toBeGreaterThan(0);
    expect(JSON.parse(e.data)).toEqual({
      id: expect.any(String),
      fName: 'Asha0001',
      enqNo,
      createdAt: expect.any(String),
    } satisfies Notice);
    await s.until(() => s.comments.includes('heartbeat'));
  });

  it('replays exactly the missed events to a client reconnecting with Last-Event-ID', async () => {
    const first = stream(bearer(token));
    await first.ready;
    await submit(2);
    await first.until(() => first.events.length === 1);
    const lastId = first.events[0]!.id!;
    first.close();
    const missed = [await submit(3), await submit(4), await submit(5)].map((r) => r.enqNo);
    const again = stream({ ...bearer(token), 'last-event-id': lastId });
    await again.ready;
    const later = await submit(6);
    // A last event after the rest: anything sent twice would have arrived before it.
    const sentinel = await submit(60);
    await again.until(() => again.events.length >= 5);
    const got = again.events.map((e) => (JSON.parse(e.data) as Notice).enqNo);
    expect(got).toEqual([...missed, later.enqNo, sentinel.enqNo]);
    const ids = again.events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(Number(lastId));
  });

  it('re-checks every open session with one heartbeat: ends the revoked one, keeps the others alive', async () => {
    const tokens = [await t.tokenFor('counsellor'), await t.tokenFor('counsellor')];
    const revoked = await t.tokenFor('counsellor');
    const [a, b, c] = [...tokens, revoked].map((tk) => stream(bearer(tk)));
    await Promise.all([a!.ready, b!.ready, c!.ready]);
    // b's session was last seen long ago: the heartbeat's check extends it, as a request would.
    const db = t.app.dbHandle.db;
    const hash = createHash('sha256').update(tokens[1]!).digest('hex');
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    await db
      .updateTable('sessions')
      .set({ lastSeenAt: old })
      .where('tokenHash', '=', hash)
      .execute();
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(revoked) });
    await c!.until(() => c!.ended());
    const beats = [a!, b!].map((x) => x.comments.length);
    await a!.until(() => a!.comments.length > beats[0]!);
    await b!.until(() => b!.comments.length > beats[1]!);
    expect([a!.ended(), b!.ended()]).toEqual([false, false]);
    const seen = await db
      .selectFrom('sessions')
      .select('lastSeenAt')
      .where('tokenHash', '=', hash)
      .executeTakeFirstOrThrow();
    expect(seen.lastSeenAt > old).toBe(true);
  });

  it('ends the stream when the session is revoked', async () => {
    const own = await t.tokenFor('counsellor');
    const s = stream(bearer(own));
    await s.ready;
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(own) });
    expect(s.ended()).toBe(false);
    await s.until(() => s.ended());
  });

  it.runIf(testDialect === 'postgres')(
    'fans out across two API processes on one PostgreSQL',
    async () => {
      const child = await startServer(t.config.databaseUrl, {
        LOG_LEVEL: 'warn',
        PUBLIC_FORM_RATE_LIMIT: '1000',
      });
      try {
        const here = stream(bearer(token));
        const there = stream(bearer(token), child.url);
        await Promise.all([here.ready, there.ready]);
        const viaOther = await submit(7, child.url);
        const viaHere = await submit(8);
        await here.until(() => here.events.length === 2);
        await there.until(() => there.events.length === 2);
        for (const s of [here, there])
          expect(s.events.map((e) => (JSON.parse(e.data) as Notice).enqNo).sort()).toEqual(
            [viaOther.enqNo, viaHere.enqNo].sort(),
          );
      } finally {
        await child.stop();
      }
    },
    PROCESS_TEST_TIMEOUT,
  );
});
