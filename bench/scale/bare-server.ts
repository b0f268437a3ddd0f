// Child process of the scale benchmark: the bare-Fastify ceiling. Each workload's URL runs the
// statements the app ran for it (recorded by app-server.ts), prepared once, with no session,
// validation, Kysely or response schema: just the SQL and JSON.stringify.
import SQLite from '../../apps/api/src/db/sqlite-native';
import Fastify from 'fastify';
import pg from 'pg';
import { PG_SETTINGS, SQLITE_PRAGMAS } from '../../apps/api/src/db/database';
import type { Captured } from './app-server';

const url = process.env.BENCH_URL!;
const app = Fastify();
type Run = () => Promise<unknown[]>;
const routes = new Map<string, Run>();

function sqliteRunner(file: string) {
  const db = new SQLite(file, { readonly: true });
  SQLITE_PRAGMAS.forEach((p) => db.pragma(p)); // as the app's connection
  app.addHook('onClose', () => db.close());
  return (qs: Captured[]): Run => {
    const stmts = qs.map((q) => ({ stmt: db.prepare(q.sql), params: q.params }));
    return () => Promise.resolve(stmts.map((s) => s.stmt.all(s.params)));
  };
}

function pgRunner(connectionString: string) {
  // The app's connection settings (PG_SESSION), as startup options here.
  const options = Object.entries(PG_SETTINGS)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString, max: 10, options });
  app.addHook('onClose', () => pool.end());
  let names = 0;
  return (qs: Captured[]): Run => {
    // Named statements: each connection prepares each once, then only binds and executes.
    const named = qs.map((q) => ({ name: `s${names++}`, text: q.sql, values: q.params }));
    return async (): Promise<unknown[]> =>
      (await Promise.all(named.map((q) => pool.query(q)))).map((r): unknown => r.rows);
  };
}

const runner = url.startsWith('postgres')
  ? pgRunner(url)
  : sqliteRunner(url.replace(/^sqlite:/, ''));
app.get<{ Params: { key: string } }>('/q/:key', async (req, reply) => {
  const run = routes.get(req.params.key);
  if (!run) return reply.status(404).send();
  return reply.type('application/json').send(JSON.stringify({ results: await run() }));
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.on('message', (m: { id?: number; type: string; key?: string; queries?: Captured[] }) => {
  if (m.type === 'add') {
    routes.set(m.key!, runner(m.queries!));
    process.send?.({ id: m.id, added: m.key });
  } else if (m.type === 'rss') process.send?.({ id: m.id, rss: process.memoryUsage().rss });
  else if (m.type === 'cpu') {
    const u = process.cpuUsage();
    process.send?.({ id: m.id, cpu: (u.user + u.system) / 1000 });
  } else void app.close().then(() => process.exit(0));
});
