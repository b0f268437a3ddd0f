import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import client from 'prom-client';
import { STREAM_PATH } from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import { unauthorized } from '../../lib/errors';
import type { EventBus } from '../events/event-bus';
import type { OutboxWorker } from '../mail/outbox.worker';

export type MetricsOptions = {
  token: string;
  handle: DbHandle;
  bus: EventBus;
  /** Images being processed and waiting their turn. */
  imageQueue: () => { active: number; waiting: number };
  outbox: OutboxWorker;
};

const digest = (s: string) => createHash('sha256').update(s).digest();
const STREAM_ROUTE = `/api${STREAM_PATH}`;

function tokenMatches(req: FastifyRequest, expected: Buffer): boolean {
  const h = req.headers.authorization ?? '';
  return h.startsWith('Bearer ') && timingSafeEqual(digest(h.slice(7).trim()), expected);
}

function httpMetrics(app: FastifyInstance, register: client.Registry) {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new client.Counter({
    name: 'studydesk_http_requests_total',
    help: 'Requests answered, by route pattern and status',
    labelNames,
    registers: [register],
  });
  const duration = new client.Histogram({
    name: 'studydesk_http_request_duration_seconds',
    help: 'Time to answer, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const streams = new client.Gauge({
    name: 'studydesk_sse_open_streams',
    help: 'Live event streams open on this process',
    registers: [register],
  });
  app.addHook('onRequest', async (req, reply) => {
    if (req.routeOptions.url !== STREAM_ROUTE) return;
    streams.inc();
    reply.raw.once('close', () => streams.dec());
  });
  app.addHook('onResponse', async (req, reply) => {
    // The pattern (/api/blog/:id), never the raw URL: one series per route, not per record.
    const labels = {
      method: req.method,
      route: req.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}

function backendMetrics(register: client.Registry, o: MetricsOptions) {
  const lag = new client.Histogram({
    name: 'studydesk_event_delivery_lag_seconds',
    help: 'From an event being written to this process handing it to its streams',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [register],
  });
  o.bus.subscribe((e) => {
    const at = Date.parse((JSON.parse(e.payload) as { createdAt?: string }).createdAt ?? '');
    if (Number.isFinite(at)) lag.observe(Math.max(0, Date.now() - at) / 1000);
  });
  new client.Gauge({
    name: 'studydesk_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting for one)',
    labelNames: ['state'],
    registers: [register],
    collect() {
      const s = o.handle.poolStats();
      if (s) for (const [state, n] of Object.entries(s)) this.set({ state }, n);
    },
  });
  new client.Gauge({
    name: 'studydesk_image_queue',
    help: 'Uploaded images being processed (active) and waiting their turn',
    labelNames: ['state'],
    registers: [register],
    collect() {
      for (const [state, n] of Object.entries(o.imageQueue())) this.set({ state }, n);
    },
  });
}

/** The outbox: mail not yet sent (all processes), and what this process's attempts came to. */
function outboxMetrics(register: client.Registry, outbox: OutboxWorker) {
  new client.Gauge({
    name: 'studydesk_outbox_depth',
    help: 'Mail not yet sent: waiting (for the server, or to retry) or being sent',
    registers: [register],
    async collect() {
      this.set(await outbox.depth());
    },
  });
  const sent = new client.Counter({
    name: 'studydesk_outbox_sent_total',
    help: 'Mail this process handed to the mail server',
    registers: [register],
  });
  const failures = new client.Counter({
    name: 'studydesk_outbox_failures_total',
    help: 'Failed attempts of this process: retry (transient, tried again later) or failed (given up)',
    labelNames: ['outcome'],
    registers: [register],
  });
  outbox.onSettled((s) => (s === 'sent' ? sent.inc() : failures.inc({ outcome: s })));
}

/**
 * GET /api/metrics in Prometheus text format (process memory, CPU, event loop, requests, streams,
 * event lag, pool, image queue, outbox). Only with `Authorization: Bearer $METRICS_TOKEN`;
 * without the setting the route does not exist. Not a session route: scrapers have no user.
 */
export function metricsPlugin(app: FastifyInstance, o: MetricsOptions) {
  const register = new client.Registry();
  client.collectDefaultMetrics({ register });
  httpMetrics(app, register);
  backendMetrics(register, o);
  outboxMetrics(register, o.outbox);
  const expected = digest(o.token);
  app.get(
    '/api/metrics',
    { config: { access: 'public' }, schema: { hide: true } },
    async (req, reply) => {
      if (!tokenMatches(req, expected))
        throw unauthorized('Metrics need the METRICS_TOKEN as a bearer token');
      return reply.type(register.contentType).send(await register.metrics());
    },
  );
}
