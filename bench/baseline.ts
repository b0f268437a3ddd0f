import Database from '../apps/api/src/db/sqlite-native';
import Fastify from 'fastify';

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
  app.addHook('onClose', () => db.close());
  return app;
}
