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
const STATUSES = ['new', 'active', 'pending', 'converted', 'closed'];
const inSpan = `select count(*) ${live} and createdAt >= span.start and createdAt < span.stop`;
/** Distinct values by index seeks, then one range count each (see the dashboard's breakdowns). */
const breakdown = (c: string) => `with recursive v(k) as (
    select (select ${c} ${live} and ${c} is not null order by deletedAt, ${c} limit 1)
    union all select (select ${c} ${live} and ${c} > v.k order by deletedAt, ${c} limit 1)
    from v where v.k is not null)
  select k, case when k is null then (select count(*) ${live} and ${c} is null)
    else (select count(*) ${live} and ${c} = v.k) end as n from v`;
const spans = (n: number) =>
  `with span(start, stop, status) as (values ${Array(n).fill('(?, ?, ?)').join(', ')})`;
export const SQL = {
  cards: `select count(*) as fresh ${live} and status = 'new'`,
  perDay: `${spans(150)} select start, status, (${inSpan} and status = span.status) as n from span`,
  byMonth: `${spans(12)} select start, (${inSpan}) as total,
    (${inSpan} and status = span.status) as converted from span`,
  byCategory: breakdown('category'),
  byCountry: breakdown('country'),
  latest: `select id as _id, enqNo, fName, lName, status, createdAt ${live}
    order by deletedAt desc, createdAt desc, id desc limit 8`,
  followUps: `select (select count(*) from followups where nextContactDate = ?) as due,
    (select count(*) from followups where nextContactDate < ?) as late`,
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
    const days = Array.from({ length: 30 }, (_, i) => shift(t, i - 29));
    const months = Array.from({ length: 12 }, (_, i) => shift(month, 0, i - 11));
    return {
      cards: [s.cards.get(), s.followUps.get(t, t)],
      calls: s.calls.get(),
      catalogue: s.catalogue.get(),
      perDay: s.perDay.all(days.flatMap((d) => STATUSES.flatMap((st) => [d, shift(d, 1), st]))),
      byMonth: s.byMonth.all(months.flatMap((m) => [m, shift(m, 0, 1), 'converted'])),
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
