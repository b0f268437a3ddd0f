import type { ServerResponse } from 'node:http';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';

/**
 * The bare baseline: plain Fastify routes over the same SQLite file with raw prepared statements,
 * no validation, auth, or serialisation layers. What the full stack is measured against.
 */
export function baseline(file: string) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  const services = db.prepare(
    'select id as _id, title, createdAt, updatedAt from services order by createdAt desc, id desc limit ? offset ?',
  );
  const serviceCount = db.prepare('select count(*) as n from services');
  const enquiries = db.prepare(
    'select * from enquiries where status = ? and deletedAt is null order by createdAt desc, id desc limit ? offset ?',
  );
  const enquiryCount = db.prepare(
    'select count(*) as n from enquiries where status = ? and deletedAt is null',
  );
  const insert = db.prepare(
    "insert into enquiries (id, enqNo, fName, lName, email, mobile, category, source, status, createdAt, updatedAt) values (?, ?, ?, ?, ?, ?, ?, 'form', 'new', ?, ?)",
  );
  const clients = new Set<ServerResponse>();
  let eventId = 0;

  const app = Fastify();
  app.get<{ Querystring: { page?: string } }>('/services', (req) => {
    const p = Math.max(1, Number(req.query.page ?? 1));
    return { data: services.all(25, (p - 1) * 25), total: (serviceCount.get() as { n: number }).n };
  });
  app.get<{ Querystring: { page?: string; status?: string } }>('/enquiries', (req) => {
    const p = Math.max(1, Number(req.query.page ?? 1));
    const status = req.query.status ?? 'new';
    return {
      enquiries: enquiries.all(status, 25, (p - 1) * 25),
      count: (enquiryCount.get(status) as { n: number }).n,
    };
  });
  app.post<{
    Body: { fName: string; lName: string; email: string; mobile: string; category: string };
  }>('/enquiries', (req, reply) => {
    const b = req.body;
    const id = randomUUID();
    const at = new Date().toISOString();
    insert.run(id, `B-${id}`, b.fName, b.lName, b.email, b.mobile, b.category, at, at);
    const frame = `id: ${++eventId}\nevent: newEnquiry\ndata: ${JSON.stringify({ id, fName: b.fName, enqNo: `B-${id}`, createdAt: at })}\n\n`;
    for (const c of clients) c.write(frame);
    return reply.status(201).send({ enqNo: `B-${id}` });
  });
  app.get('/stream', (req, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    reply.raw.write(': connected\n\n');
    clients.add(reply.raw);
    req.raw.on('close', () => clients.delete(reply.raw));
  });
  app.addHook('onClose', () => db.close());
  return app;
}
