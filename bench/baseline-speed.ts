import Database from '../apps/api/src/db/sqlite-native';
import type { FastifyInstance } from 'fastify';

type Row = {
  createdAt: string;
  firstContactAt: string | null;
  assignedTo: string | null;
  lead: string;
};
const day = (d: Date) => d.toISOString().slice(0, 10);
const shift = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return day(d);
};
const rank = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.max(1, Math.ceil(p * sorted.length)) - 1] : null;

/** Speed to lead as a raw prepared statement and one pass per group: no auth, validation or names. */
export function speedBaseline(app: FastifyInstance, file: string) {
  const db = new Database(file, { readonly: true });
  const weekRows = db.prepare(`select createdAt, firstContactAt, assignedTo,
    coalesce(utmSource, source) as lead from enquiries
    where deletedAt is null and createdAt >= ? and createdAt < ?`);
  app.get<{ Querystring: { today?: string } }>('/speed', (req) => {
    const t = req.query.today ?? day(new Date());
    const monday = shift(t, -((new Date(`${t}T00:00:00Z`).getUTCDay() + 6) % 7));
    const rows = weekRows.all(shift(monday, -7), shift(monday, 7)) as Row[];
    const groups = new Map<string, number[][]>();
    for (const r of rows) {
      const week = r.createdAt >= monday ? 0 : 1;
      const wait = r.firstContactAt ? Date.parse(r.firstContactAt) - Date.parse(r.createdAt) : -1;
      for (const key of ['all', `c:${r.assignedTo}`, `s:${r.lead}`]) {
        const g = groups.get(key) ?? [[], []];
        g[week]!.push(wait);
        groups.set(key, g);
      }
    }
    return [...groups].map(([key, weeks]) => ({
      key,
      weeks: weeks.map((w) => {
        const done = w.filter((x) => x >= 0).sort((a, b) => a - b);
        return {
          n: done.length,
          waiting: w.length - done.length,
          p50: rank(done, 0.5),
          p90: rank(done, 0.9),
        };
      }),
    }));
  });
}
