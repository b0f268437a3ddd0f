import type { FastifyInstance } from 'fastify';
import { PERMISSIONS, STREAM_PATH } from '@studydesk/contract';
import { bearerToken } from '../../plugins/auth';
import type { Sessions } from '../users/sessions';
import type { EventBus, LiveEvent } from './event-bus';

const frame = (e: LiveEvent) => `id: ${e.id}\nevent: ${e.type}\ndata: ${e.payload}\n\n`;

/**
 * GET /api/enquiries/stream (ARCHITECTURE §6): authenticated server-sent events with ids, a
 * heartbeat, and replay of what a reconnecting client missed (Last-Event-ID). The heartbeat also
 * re-checks the session, so a revoked or expired one ends the stream.
 */
export function streamRoutes(
  app: FastifyInstance,
  deps: { bus: EventBus; sessions: Sessions; heartbeatMs: number },
) {
  const open = new Set<() => void>();
  app.addHook('onClose', () => open.forEach((end) => end()));

  app.get(
    STREAM_PATH,
    {
      config: { access: PERMISSIONS.enquiries.read },
      schema: {
        tags: ['enquiries'],
        summary: 'Live new-enquiry events (server-sent events)',
        description: 'text/event-stream of newEnquiry events',
      },
    },
    async (req, reply) => {
      const lastId = Number(req.headers['last-event-id']);
      const token = bearerToken(req) ?? '';
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n: connected\n\n');

      let sent = Number.isInteger(lastId) && lastId >= 0 ? lastId : deps.bus.lastDelivered();
      let queue: LiveEvent[] | null = [];
      const send = (e: LiveEvent) => {
        if (e.id <= sent) return; // never twice, whichever path brought it
        sent = e.id;
        res.write(frame(e));
      };
      const unsubscribe = deps.bus.subscribe((e) => (queue ? queue.push(e) : send(e)));
      // Replay first, then whatever arrived meanwhile, in id order.
      for (const e of await deps.bus.since(sent)) send(e);
      queue.forEach(send);
      queue = null;

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
    },
  );
}
