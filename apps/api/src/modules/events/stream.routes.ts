import type { FastifyInstance } from 'fastify';
import { PERMISSIONS, STREAM_PATH } from '@studydesk/contract';
import { bearerToken, requireAuth } from '../../plugins/auth';
import type { EventBus } from './event-bus';
import type { Stream, StreamHub } from './stream-hub';

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
 * GET /api/enquiries/stream (ARCHITECTURE §6): authenticated server-sent events with ids, a
 * heartbeat, and replay of what a reconnecting client missed (Last-Event-ID), page by page until
 * caught up. When that cannot be done (an id newer than any event, events already pruned, or
 * too many missed) the client gets a `reload` event and live events from then on. The heartbeat
 * also re-checks the session, so a revoked or expired one ends the stream.
 */
export function streamRoutes(app: FastifyInstance, deps: { bus: EventBus; hub: StreamHub }) {
  // As a stop begins (a drain waits for open requests, streams included), and before the
  // server stops taking connections.
  app.onDrain(() => deps.hub.endAll());
  app.addHook('preClose', (done) => {
    deps.hub.endAll();
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
      const { user } = requireAuth(req);
      const userId = user._id;
      const offices = user.userType === 'admin' ? null : (user.offices ?? []);
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

      const sent = asked ?? deps.bus.lastDelivered();
      const s: Stream = { res, userId, offices, token, sent, waiting: [], stalled: null };
      deps.hub.add(s);
      req.raw.on('close', () => deps.hub.end(s));
      // A reload if what was missed cannot be replayed; then what was, then whatever arrived
      // meanwhile, in id order.
      const reload = asked === null ? null : await reloadReason(deps.bus, asked);
      if (reload) deps.hub.reload(s, reload.newest, reload.reason);
      await deps.hub.catchUp(s);
    },
  );
}
