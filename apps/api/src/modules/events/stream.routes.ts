import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS, STREAM_PATH, STREAM_RELOAD } from '@studydesk/contract';
import { bearerToken, requireAuth } from '../../plugins/auth';
import type { Sessions } from '../users/sessions';
import { visibleTo } from './audience';
import type { EventBus, LiveEvent } from './event-bus';

const frame = (e: LiveEvent) => `id: ${e.id}\nevent: ${e.type}\ndata: ${e.payload}\n\n`;
const reloadFrame = (id: number, reason: string) =>
  `id: ${id}\nevent: ${STREAM_RELOAD}\ndata: ${JSON.stringify({ reason })}\n\n`;

/** Events read per query while replaying. */
const REPLAY_PAGE = 500;
/**
 * A client that missed more than this is told to reload its lists instead of being replayed
 * every event (the bell shows 99+ anyway); see docs/DECISIONS.md.
 */
export const REPLAY_MAX = 5000;

/** A Last-Event-ID we can use: a whole number; anything else means "none". */
const lastEventId = (header: unknown): number | null => {
  const n = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : NaN;
  return Number.isSafeInteger(n) ? n : null;
};

/** Why a reconnecting client cannot be replayed what it missed, if it cannot. */
async function reloadReason(bus: EventBus, asked: number) {
  const b = await bus.bounds(asked);
  if (asked > b.newest) return { reason: 'unknown-id', newest: b.newest };
  if (asked < b.prunedThrough) return { reason: 'pruned', newest: b.newest };
  if (b.missed > REPLAY_MAX) return { reason: 'too-far-behind', newest: b.newest };
  return null;
}

/**
 * One user's stream: each event meant for them once, in id order, never after it ended.
 */
function channel(res: ServerResponse, from: number, userId: string) {
  let sent = from;
  return {
    sent: () => sent,
    send: (e: LiveEvent) => {
      if (e.id <= sent || res.writableEnded) return;
      sent = e.id;
      if (visibleTo(e, userId)) res.write(frame(e));
    },
    reload(newest: number, reason: string) {
      sent = newest;
      res.write(reloadFrame(newest, reason));
    },
    ended: () => res.writableEnded,
  };
}

/** Catches a reconnecting client up: a reload if replay cannot be given, then page by page. */
async function catchUp(bus: EventBus, asked: number | null, out: ReturnType<typeof channel>) {
  const reload = asked === null ? null : await reloadReason(bus, asked);
  if (reload) out.reload(reload.newest, reload.reason);
  for (let more = true; more && !out.ended();) {
    const page = await bus.since(out.sent(), REPLAY_PAGE);
    page.forEach(out.send);
    more = page.length === REPLAY_PAGE;
  }
}

/**
 * GET /api/enquiries/stream (ARCHITECTURE §6): authenticated server-sent events with ids, a
 * heartbeat, and replay of what a reconnecting client missed (Last-Event-ID), page by page until
 * caught up. When that cannot be done (an id newer than any event, events already pruned, or
 * too many missed) the client gets a `reload` event and live events from then on. The heartbeat
 * also re-checks the session, so a revoked or expired one ends the stream.
 */
export function streamRoutes(
  app: FastifyInstance,
  deps: { bus: EventBus; sessions: Sessions; heartbeatMs: number },
) {
  const open = new Set<() => void>();
  // Before the server stops taking connections, so a stop does not wait on open streams.
  app.addHook('preClose', (done) => {
    open.forEach((end) => end());
    done();
  });

  app.get(
    STREAM_PATH,
    {
      config: { access: PERMISSIONS.enquiries.read },
      schema: {
        tags: ['enquiries'],
        summary: 'Live new-enquiry events (server-sent events)',
        description:
          'text/event-stream of newEnquiry events, and assigned events for the signed-in user',
      },
    },
    async (req, reply) => {
      const asked = lastEventId(req.headers['last-event-id']);
      const token = bearerToken(req) ?? '';
      const userId = requireAuth(req).user._id;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // One stream per connection: when it ends, so does the connection (a stop drains fast).
        connection: 'close',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n: connected\n\n');

      const out = channel(res, asked ?? deps.bus.lastDelivered(), userId);
      let queue: LiveEvent[] | null = [];
      const unsubscribe = deps.bus.subscribe((e) => (queue ? queue.push(e) : out.send(e)));
      const heartbeat = setInterval(() => {
        res.write(': heartbeat\n\n');
        void deps.sessions.resolve(token).then((auth) => auth ?? end(), end);
      }, deps.heartbeatMs);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        if (!res.writableEnded) res.end();
      };
      open.add(end);
      req.raw.on('close', end);

      // What was missed first, then whatever arrived meanwhile, in id order.
      await catchUp(deps.bus, asked, out);
      queue.forEach(out.send);
      queue = null;
    },
  );
}
