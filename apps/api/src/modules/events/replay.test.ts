import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_RELOAD } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';
import { openStream } from '../../test/sse';
import { newestEventId } from './event-bus';
import { REPLAY_MAX } from './stream.routes';

type Notice = { enqNo: string };
const DAY = 86_400_000;

/** Appends `count` newEnquiry events straight to the table (as if many were missed). */
async function appendEvents(db: Db, count: number, createdAt = new Date().toISOString()) {
  for (let done = 0; done < count; done += 500) {
    const rows = Array.from({ length: Math.min(500, count - done) }, (_, i) => ({
      type: 'newEnquiry',
      payload: JSON.stringify({
        id: `bulk-${done + i}`,
        fName: 'Bulk',
        enqNo: `ENQ-B${done + i}`,
        createdAt,
      }),
      createdAt,
    }));
    await db.insertInto('events').values(rows).execute();
  }
}

const newestId = newestEventId;

/** Replay is complete, or the client is told to reload; never silent. */
describe('replay on reconnect', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  let n = 100;
  const streams: { close: () => void }[] = [];
  const stream = (lastEventId: string) => {
    const s = openStream(`${base}/api/enquiries/stream`, {
      ...bearer(token),
      'last-event-id': lastEventId,
    });
    streams.push(s);
    return s;
  };
  const submit = async () =>
    (
      await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: enquiryInput(++n) })
    ).json<Notice>().enqNo;
  const enqNos = (s: ReturnType<typeof stream>) =>
    s.events
      .filter((e) => e.event === 'newEnquiry')
      .map((e) => (JSON.parse(e.data) as Notice).enqNo);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: '100000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    token = await t.tokenFor('counsellor');
    await submit();
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await t.close();
  });

  it('replays every missed event, page after page, then goes live', async () => {
    const from = await newestId(t.app.dbHandle.db);
    await appendEvents(t.app.dbHandle.db, 1500);
    const s = stream(String(from));
    await s.ready;
    const live = await submit();
    await s.until(() => s.events.length === 1501);
    const ids = s.events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(1501);
    expect(enqNos(s).at(0)).toBe('ENQ-B0');
    expect(enqNos(s).at(-2)).toBe('ENQ-B1499');
    expect(enqNos(s).at(-1)).toBe(live);
  });

  it('answers an id newer than any event with a reload, and keeps the stream live', async () => {
    const newest = await newestId(t.app.dbHandle.db);
    const s = stream(String(newest + 1_000_000));
    await s.ready;
    await s.until(() => s.events.length === 1);
    expect(s.events[0]).toMatchObject({ event: STREAM_RELOAD, id: String(newest) });
    expect(JSON.parse(s.events[0]!.data)).toEqual({ reason: 'unknown-id' });
    const live = await submit();
    await s.until(() => s.events.length === 2);
    expect(enqNos(s)).toEqual([live]);
  });

  it(`tells a client more than ${REPLAY_MAX} events behind to reload instead`, async () => {
    const from = await newestId(t.app.dbHandle.db);
    await appendEvents(t.app.dbHandle.db, REPLAY_MAX + 1);
    const newest = await newestId(t.app.dbHandle.db);
    const s = stream(String(from));
    await s.ready;
    // `ready` is the response's headers, sent before the server weighs what was missed: an
    // enquiry sent now may land before that, and the reload's id then covers it (the client
    // reloads its lists, which show it). Live means after the reload, so wait for it first.
    await s.until(() => s.events.length === 1);
    expect(s.events[0]).toMatchObject({ event: STREAM_RELOAD, id: String(newest) });
    expect(JSON.parse(s.events[0]!.data)).toEqual({ reason: 'too-far-behind' });
    const live = await submit();
    await s.until(() => s.events.length === 2);
    expect(enqNos(s)).toEqual([live]);
  });

  it('tells a client whose missed events were pruned to reload', async () => {
    const from = await newestId(t.app.dbHandle.db);
    await appendEvents(t.app.dbHandle.db, 3, new Date(Date.now() - 30 * DAY).toISOString());
    await submit(); // newer than the retention: kept
    const pruned = await t.app.maintenance.run();
    expect(pruned.events).toBeGreaterThanOrEqual(3);
    const s = stream(String(from));
    await s.ready;
    await s.until(() => s.events.length >= 1);
    expect(s.events[0]).toMatchObject({ event: STREAM_RELOAD });
    expect(JSON.parse(s.events[0]!.data)).toEqual({ reason: 'pruned' });
  });
});
