import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import Database from '../apps/api/src/db/sqlite-native';
import Fastify from 'fastify';
import pg from 'pg';
import { SQLITE_PRAGMAS } from '../apps/api/src/db/database';
import { startCheckpointer } from '../apps/api/src/db/sqlite-checkpointer';

type Body = { fName: string; lName: string; email: string; mobile: string; category: string };

const COLUMNS =
  '(id, "enqNo", "fName", "lName", email, mobile, category, source, status, "createdAt", "updatedAt")';
const VALUES = (p: (k: number) => string) =>
  `values (${[1, 2, 3, 4, 5, 6, 7].map(p).join(', ')}, 'form', 'new', ${p(8)}, ${p(9)})`;

/** Whether the bare SQLite insert checkpoints in the app's worker (default) or in its commits. */
export const bareCheckpointer = () => process.env.BENCH_BARE_CHECKPOINTER !== '0';

/** One prepared insert into `enquiries`, on the benchmark's database. */
function preparedInsert(url: string) {
  if (url.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const text = `insert into enquiries ${COLUMNS} ${VALUES((k) => `$${k}`)}`;
    return {
      // A named statement: parsed and planned once per connection, as a prepared statement is.
      run: (values: string[]) => pool.query({ name: 'bare-insert', text, values }),
      close: () => pool.end(),
    };
  }
  const db = new Database(url.replace(/^sqlite:/, ''));
  SQLITE_PRAGMAS.forEach((p) => db.pragma(p)); // as the app's connection
  // Checkpoints off the request thread, in the app's own checkpointer worker, so the comparison
  // is fair; BENCH_BARE_CHECKPOINTER=0 leaves them inside the commits instead.
  const checkpointer = bareCheckpointer()
    ? startCheckpointer(db, url.replace(/^sqlite:/, ''))
    : null;
  const insert = db.prepare(`insert into enquiries ${COLUMNS} ${VALUES(() => '?')}`);
  return {
    run: (values: string[]) => Promise.resolve(insert.run(...values)),
    close: async () => {
      await checkpointer?.stop();
      db.close();
    },
  };
}

/**
 * The write ceiling: a bare Fastify that inserts a posted enquiry with one prepared statement
 * (no validation, auth, numbering, history or events) and broadcasts it to in-memory stream
 * clients, on SQLite or PostgreSQL. What StudyDesk's POST and stream are measured against.
 */
export function writeBaseline(url: string) {
  const insert = preparedInsert(url);
  const clients = new Set<ServerResponse>();
  let eventId = 0;
  const app = Fastify();
  app.post<{ Body: Body }>('/enquiries', async (req, reply) => {
    const b = req.body;
    const id = randomUUID();
    const enqNo = `B-${id.replace(/-/g, '').slice(0, 18)}`; // enqNo is varchar(20)
    const at = new Date().toISOString();
    await insert.run([id, enqNo, b.fName, b.lName, b.email, b.mobile, b.category, at, at]);
    const data = JSON.stringify({ id, fName: b.fName, enqNo, createdAt: at });
    const frame = `id: ${++eventId}\nevent: newEnquiry\ndata: ${data}\n\n`;
    for (const c of clients) c.write(frame);
    return reply.status(201).send({ enqNo });
  });
  app.get('/stream', (req, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    reply.raw.write(': connected\n\n');
    clients.add(reply.raw);
    req.raw.on('close', () => clients.delete(reply.raw));
  });
  app.addHook('onClose', () => insert.close());
  return app;
}
