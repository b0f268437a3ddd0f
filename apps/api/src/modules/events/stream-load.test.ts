import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';
import { openStream } from '../../test/sse';

const PAYLOAD_BYTES = 64 * 1024;
/** More than any machine's socket buffers hold: the test fails rather than waits for ever. */
const GIVE_UP_BYTES = 256 * 2 ** 20;

/** A stream client that never reads what it is sent. */
function neverReads(port: number, token: string) {
  const socket = net.connect(port, '127.0.0.1');
  socket.pause();
  socket.write(
    `GET /api/enquiries/stream HTTP/1.1\r\nhost: test\r\nauthorization: Bearer ${token}\r\n\r\n`,
  );
  return socket;
}

describe('a client that stops reading', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ SSE_HEARTBEAT_MS: '200' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('is sent nothing more once its socket is full, is cut off after two heartbeats, and costs no more than one write', async () => {
    const token = await t.tokenFor('counsellor');
    const reader = openStream(`http://127.0.0.1:${port}/api/enquiries/stream`, bearer(token));
    await reader.ready;
    const slow = neverReads(port, token);
    await expect.poll(() => t.app.streams.stats().open).toBe(2);
    const big = JSON.stringify({
      id: 'x',
      fName: 'x'.repeat(PAYLOAD_BYTES),
      enqNo: 'ENQ-X',
      createdAt: 'x',
    });
    let sent = 0;
    let rounds = 0;
    for (let n = 1; t.app.streams.stats().open === 2; n++, rounds++) {
      if (sent > GIVE_UP_BYTES) throw new Error(`still open after ${sent} bytes`);
      const at = new Date().toISOString();
      const rows = Array.from({ length: 32 }, () => ({
        type: 'newEnquiry',
        payload: big,
        createdAt: at,
      }));
      await t.app.dbHandle.db.insertInto('events').values(rows).execute();
      sent += 32 * big.length;
      // A submission delivers what is new; once the reader has its event, every stream was written to.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: enquiryInput(n),
      });
      const { enqNo } = res.json<{ enqNo: string }>();
      await reader.until(() => reader.events.at(-1)?.data.includes(enqNo) === true, 60_000);
    }
    // Node's own buffer (a high-water mark of 16 KiB, 64 KiB from Node 22) and one frame past it.
    const frame = big.length + 64;
    expect(t.app.streams.stats().peakQueuedBytes).toBeLessThanOrEqual(64 * 1024 + frame);
    // The one that reads (its socket fills too, in these bursts) missed nothing, and got
    // nothing twice: every appended event and every submission's, in order.
    await reader.until(() => reader.events.length >= rounds * 33);
    const ids = reader.events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(rounds * 33);
    expect(reader.ended()).toBe(false);
    slow.destroy();
    reader.close();
  });
});
