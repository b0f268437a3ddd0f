import { sql, type Kysely } from 'kysely';

/*
 * The agency's three offices at scale: the head office (migration 032 made it) and two
 * branches. Each counsellor works in one office (counsellor k in office k mod 3) and owns that
 * office's enquiries, so a record's office follows its owner: the seeded `n % 25` picks both, and
 * the unassigned fifth spreads over the offices the same way (36% / 32% / 32%). Applications
 * follow their enquiry. A manager leads the head office.
 */
export const BRANCHES = ['office-leeds', 'office-pune'];
export const MANAGER = { id: 'manager-01', email: 'manager1@bench.example' };

type Db = Kysely<unknown>;

/** The head office's id (the oldest office: migration 032 made it before the seed ran). */
async function headOffice(db: Db): Promise<string> {
  const r = await sql<{
    id: string;
  }>`select id from offices order by "createdAt", id limit 1`.execute(db);
  return r.rows[0]!.id;
}

/** The office of owner slot `slot` (`n % 25`, as the enquiries' owner), as SQL. */
const officeOf = (offices: string[], slot: string) =>
  `(case (${slot}) % 3 ${offices.map((o, i) => `when ${i} then '${o}'`).join(' ')} end)`;

/**
 * Adds the branches and the manager (before the enquiries load), and returns the SQL that gives
 * an enquiry its office from its owner slot. Memberships are added by `seedMemberships`.
 */
export async function seedOffices(db: Db): Promise<(slot: string) => string> {
  const head = await headOffice(db);
  const t = '2024-01-01T00:00:00.000Z';
  for (const [k, id] of BRANCHES.entries())
    await sql`insert into offices (id, name, "timeZone", "createdAt", "updatedAt")
      values (${id}, ${`Branch ${k + 1}`}, 'UTC', ${t}, ${t})`.execute(db);
  await sql`insert into users (id, fname, lname, email, "passwordHash", "userType", status, "createdAt", "updatedAt")
    values (${MANAGER.id}, 'Manager', 'One', ${MANAGER.email}, 'x', 'manager', 'active', ${t}, ${t})`.execute(
    db,
  );
  const offices = [head, ...BRANCHES];
  return (slot) => officeOf(offices, slot);
}

/** Each counsellor in their office, the manager in the head office. */
export async function seedMemberships(
  db: Db,
  office: (slot: string) => string,
  { pg, counsellors }: { pg: boolean; counsellors: number },
) {
  const k = pg ? `k::int` : 'k';
  const id = pg ? `'counsellor-' || lpad(k::text, 2, '0')` : `printf('counsellor-%02d', k)`;
  const ks = pg
    ? `generate_series(0, ${counsellors - 1}) as k`
    : `(with recursive c(k) as (select 0 union all select k + 1 from c where k < ${counsellors - 1}) select k from c)`;
  await sql
    .raw(
      `insert into user_offices ("userId", "officeId") select ${id}, ${office(k)} from ${ks}
       union all select '${MANAGER.id}', ${office('0')}`,
    )
    .execute(db);
}

/**
 * The morning digest off: one missed is sent at start, before the app answers, and over a
 * seeded agency it outlasts Fastify's 10 s start-up limit (not what the bench measures).
 */
export async function seedDigestOff(db: Db) {
  const t = new Date().toISOString();
  await sql`delete from settings where key = 'digestOn'`.execute(db);
  await sql`insert into settings (key, value, "updatedAt") values ('digestOn', 'false', ${t})`.execute(
    db,
  );
}
