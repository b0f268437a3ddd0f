import type { ServerResponse } from 'node:http';
import { STREAM_RELOAD } from '@studydesk/contract';
import type { Sessions } from '../users/sessions';
import { audienceOf, officeRoute } from './audience';
import type { EventBus, LiveEvent } from './event-bus';

/** Events read per query while catching a stream up. */
const CATCH_UP_PAGE = 500;
/** Heartbeats a stream may go without draining what it was sent before it is cut off. */
const STALLED_BEATS = 2;

/** An event as every stream sends it: its frame, made once, and who may see it. */
export type Outgoing = { id: number; frame: string; to: string | null; office: string | null };
export const outgoing = (e: LiveEvent): Outgoing => {
  const { office, payload } = officeRoute(e);
  return {
    id: e.id,
    frame: `id: ${e.id}\nevent: ${e.type}\ndata: ${payload}\n\n`,
    to: audienceOf(e),
    office,
  };
};

/** One user's stream: each event meant for them once, in id order, never after it ended. */
export type Stream = {
  res: ServerResponse;
  userId: string;
  /** The offices whose new enquiries it is told of; null: every office (an admin's). */
  offices: readonly string[] | null;
  token: string;
  /** The newest event id this stream is past (sent, or not meant for it). */
  sent: number;
  /** Live events held while the stream is being caught up; null when it is live. */
  waiting: Outgoing[] | null;
  /** Heartbeats since its socket last took what it was given; null while it keeps up. */
  stalled: number | null;
};

/**
 * Every open stream of this process (docs/DECISIONS.md, "The live stream under load"): one
 * subscription to the bus and each event's frame made once for all of them; one heartbeat for
 * all, whose session check is one query. A stream whose socket stops taking data is sent
 * nothing more (its events stay in the events table) until it drains, then caught up from the
 * table; if it does not drain within two heartbeats it is cut off, and reconnects with
 * Last-Event-ID. So no stream ever holds more than one write beyond its socket's buffer.
 */
export function createStreamHub(bus: EventBus, sessions: Sessions, heartbeatMs: number) {
  const streams = new Set<Stream>();
  let peakQueued = 0;
  let stop: (() => void) | null = null;
  const gone = (s: Stream) => s.res.writableEnded || s.res.destroyed;

  /** Writes unless the socket is full; false when it is (the stream then waits for 'drain'). */
  const write = (s: Stream, text: string) => {
    if (s.stalled !== null || gone(s)) return false;
    const ok = s.res.write(text);
    peakQueued = Math.max(peakQueued, s.res.writableLength);
    if (!ok) {
      s.stalled = 0;
      s.waiting = null; // whatever it misses is read back from the events table
      s.res.once('drain', () => void resume(s));
    }
    return ok;
  };
  const send = (s: Stream, o: Outgoing) => {
    if (o.id <= s.sent || s.stalled !== null) return s.stalled === null;
    s.sent = o.id;
    const forOthers =
      (o.to !== null && o.to !== s.userId) ||
      (o.office !== null && s.offices !== null && !s.offices.includes(o.office));
    return forOthers ? true : write(s, o.frame);
  };
  /** Sends what `s` has not had from the events table, page by page, then goes live. */
  async function catchUp(s: Stream) {
    s.waiting ??= [];
    for (let more = true; more && !gone(s);) {
      const page = await bus.since(s.sent, CATCH_UP_PAGE);
      if (!page.every((e) => send(s, outgoing(e)))) return;
      more = page.length === CATCH_UP_PAGE;
    }
    const held = s.waiting ?? [];
    s.waiting = null;
    held.every((o) => send(s, o));
  }
  async function resume(s: Stream) {
    s.stalled = null;
    await catchUp(s);
  }
  const deliver = (e: LiveEvent) => {
    const o = outgoing(e);
    for (const s of streams)
      if (s.waiting) s.waiting.push(o);
      else send(s, o);
  };
  // Heartbeats keep proxies from closing idle streams; the check ends revoked or expired ones.
  const beat = async () => {
    const open = [...streams];
    for (const s of open)
      if (s.stalled !== null && ++s.stalled >= STALLED_BEATS) s.res.destroy();
      else write(s, ': heartbeat\n\n');
    const valid = await sessions.resolveMany(open.map((s) => s.token)).catch(() => new Map());
    open.filter((s) => !valid.get(s.token)).forEach(end);
  };

  function end(s: Stream) {
    if (!streams.delete(s)) return;
    if (!s.res.writableEnded) s.res.end();
    if (streams.size === 0) stop?.();
  }

  return {
    add(s: Stream) {
      streams.add(s);
      if (streams.size > 1) return;
      const unsubscribe = bus.subscribe(deliver);
      const ticker = setInterval(() => void beat(), heartbeatMs);
      stop = () => {
        unsubscribe();
        clearInterval(ticker);
        stop = null;
      };
    },
    end,
    endAll: () => [...streams].forEach(end),
    catchUp,
    reload(s: Stream, newest: number, reason: string) {
      s.sent = newest;
      write(s, `id: ${newest}\nevent: ${STREAM_RELOAD}\ndata: ${JSON.stringify({ reason })}\n\n`);
    },
    /** Open streams, those waiting for their socket, and the most bytes one ever had queued. */
    stats: () => ({
      open: streams.size,
      stalled: [...streams].filter((s) => s.stalled !== null).length,
      peakQueuedBytes: peakQueued,
    }),
  };
}
export type StreamHub = ReturnType<typeof createStreamHub>;
