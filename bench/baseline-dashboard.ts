import type BetterSqlite3 from 'better-sqlite3';
import Database from '../apps/api/src/db/sqlite-native';
import type { FastifyInstance } from 'fastify';

type Q = { today?: string };
const day = (d: Date) => d.toISOString().slice(0, 10);
const shift = (date: string, days: number, months = 0) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months, d.getUTCDate() + days);
  return day(d);
};
// The app reads its enquiry figures and follow-up cards from the kept counts (migration 015).
const kept = 'select key, sum(n) as n from enquiry_counts where dim = ?';
export const SQL = {
  cards: `select sum(n) as fresh from enquiry_counts where dim = 'status' and key = 'new'`,
  days: `${kept} and key >= ? and key < ? group by key`,
  byCategory: `${kept} group by key`,
  byCountry: `${kept} group by key`,
  latest: `select id as _id, enqNo, fName, lName, status, createdAt from enquiries
    where likely(deletedAt is null) order by createdAt desc, id desc limit 8`,
  followUps: `select (select sum(n) from enquiry_counts where dim = 'followup' and key = ?) as due,
    (select sum(n) from enquiry_counts where dim = 'followup' and key >= '0' and key < ?) as late`,
  followUpsToday: `select f.id, f.enquiry, f.followUpDetails, f.nextContactDate, e.enqNo, e.fName,
    e.lName from followups f join enquiries e on e.id = f.enquiry where f.nextContactDate = ?
    order by f.createdAt limit 20`,
  calls: `select count(*) as n from contacts where status in ('new', 'read')`,
  catalogue: `select (select count(*) from colleges) as colleges,
    (select count(*) from courses) as courses, (select count(*) from countries) as countries`,
  intakes: `select i.id as _id, i.college, c.name as collegeName, i.intakeMonth, i.intakeYear,
    i.deadlineDate from intakes i join colleges c on c.id = i.college where i.deletedAt is null
    and i.status = 'open' and i.visible = 1 and i.deadlineDate >= ? and i.deadlineDate <= ?
    order by i.deadlineDate limit 20`,
  pending: `select id as _id, fname, lname, email, createdAt from users where status = 'pending'
    order by createdAt limit 20`,
};

/** The dashboard's aggregate SQL as raw prepared statements: no auth, validation or shaping. */
export function dashboardBaseline(app: FastifyInstance, file: string) {
  const db = new Database(file, { readonly: true });
  const s = Object.fromEntries(Object.entries(SQL).map(([k, v]) => [k, db.prepare(v)])) as {
    [K in keyof typeof SQL]: BetterSqlite3.Statement;
  };
  app.get<{ Querystring: Q }>('/dashboard', (req) => {
    const t = req.query.today ?? day(new Date());
    const month = `${t.slice(0, 8)}01`;
    const days = Array.from({ length: 30 }, (_, i) => shift(t, i - 29));
    const months = Array.from({ length: 12 }, (_, i) => shift(month, 0, i - 11));
    return {
      cards: [s.cards.get(), s.followUps.get(t, t)],
      calls: s.calls.get(),
      catalogue: s.catalogue.get(),
      perDay: s.days.all('day', days[0], shift(t, 1)),
      byMonth: s.days.all('day', months[0], shift(month, 0, 1)),
      byCategory: s.byCategory.all('category'),
      byCountry: s.byCountry.all('country'),
      latest: s.latest.all(),
      followUpsToday: s.followUpsToday.all(t),
      intakes: s.intakes.all(t, shift(t, 30)),
      pending: s.pending.all(),
    };
  });
  app.addHook('onClose', () => db.close());
}
