import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';

type Q = { today?: string };
const day = (d: Date) => d.toISOString().slice(0, 10);
const shift = (date: string, days: number, months = 0) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months, d.getUTCDate() + days);
  return day(d);
};
const live = 'from enquiries where deletedAt is null';
export const SQL = {
  cards: `select (select count(*) ${live} and status = 'new') as fresh,
    (select count(*) ${live} and createdAt >= ? and createdAt < ?) as thisMonth,
    (select count(*) ${live} and createdAt >= ? and createdAt < ?) as lastMonth`,
  perDay: `select substr(createdAt, 1, 10) as day, status, count(*) as n ${live}
    and createdAt >= ? and createdAt < ? group by substr(createdAt, 1, 10), status`,
  byMonth: `select ${Array.from(
    { length: 12 },
    (_, i) => `(select count(*) ${live} and createdAt >= ? and createdAt < ?) as t${i},
    (select count(*) ${live} and status = 'converted' and createdAt >= ? and createdAt < ?) as c${i}`,
  ).join(', ')}`,
  byCategory: `select category, count(*) as n ${live} group by category`,
  byCountry: `select country, count(*) as n ${live} group by country`,
  latest: `select id as _id, enqNo, fName, lName, status, createdAt ${live}
    order by createdAt desc, id desc limit 8`,
  followUps: `select sum(case when f.nextContactDate = ? then 1 else 0 end) as due,
    sum(case when f.nextContactDate < ? then 1 else 0 end) as late
    from followups f join enquiries e on e.id = f.enquiry where f.nextContactDate <= ?`,
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
    [K in keyof typeof SQL]: Database.Statement;
  };
  app.get<{ Querystring: Q }>('/dashboard', (req) => {
    const t = req.query.today ?? day(new Date());
    const month = `${t.slice(0, 8)}01`;
    const [m1, m0] = [shift(month, 0, 1), shift(month, 0, -1)];
    return {
      cards: [s.cards.get(month, m1, m0, month), s.followUps.get(t, t, t)],
      calls: s.calls.get(),
      catalogue: s.catalogue.get(),
      perDay: s.perDay.all(shift(t, -29), shift(t, 1)),
      byMonth: s.byMonth.get(
        ...Array.from({ length: 12 }, (_, i) => {
          const [from, to] = [shift(month, 0, i - 11), shift(month, 0, i - 10)];
          return [from, to, from, to];
        }).flat(),
      ),
      byCategory: s.byCategory.all(),
      byCountry: s.byCountry.all(),
      latest: s.latest.all(),
      followUpsToday: s.followUpsToday.all(t),
      intakes: s.intakes.all(t, shift(t, 30)),
      pending: s.pending.all(),
    };
  });
  app.addHook('onClose', () => db.close());
}
