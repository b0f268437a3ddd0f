import { sql, type Kysely } from 'kysely';
import type { DbHandle } from '../../apps/api/src/db/database';
import {
  COUNTED_TABLES,
  createCountTriggers,
  dropCountTriggers,
  recountEnquiries,
} from '../../apps/api/src/db/migrations/015-counts';
import {
  createReachedTriggers,
  dropReachedTriggers,
  recomputeReached,
} from '../../apps/api/src/db/migrations/031-funnel-counts';
import {
  dropSearchTriggers,
  rebuildSearchDocs,
} from '../../apps/api/src/db/migrations/016-search-docs';
import { createSearchTriggersNow } from '../../apps/api/src/db/migrations/017-search-at-scale';
import {
  createCommissionTriggers,
  dropCommissionTriggers,
  regroupCommission,
} from '../../apps/api/src/db/migrations/039-commission-groups';
import {
  createReportTriggers,
  dropReportTriggers,
  WATCHED,
} from '../../apps/api/src/db/migrations/051-report-changes';
import { CLAIMS_WATCHED } from '../../apps/api/src/db/migrations/057-money-first-reads';
import { BOARD_WATCHED } from '../../apps/api/src/db/migrations/068-board-kept-answers';
import {
  createMoneySumTriggers,
  dropMoneySumTriggers,
  recountMoneySums,
} from '../../apps/api/src/db/migrations/064-money-sums';
import {
  createStagePathTriggers,
  dropStagePathTriggers,
  recountStagePaths,
} from '../../apps/api/src/db/migrations/065-stage-paths';
import {
  createCommissionSumTriggers,
  dropCommissionSumTriggers,
  recountCommissionSums,
} from '../../apps/api/src/db/migrations/066-commission-sums';
import {
  createCommissionRollupTriggers,
  dropCommissionRollupTriggers,
  recountCommissionRollup,
} from '../../apps/api/src/db/migrations/070-commission-rollup';
import { createUsersRepository } from '../../apps/api/src/modules/users/users.repository';
import { FIRST, LAST } from '../seed';
import { seedApplications } from './seed-applications';
import { seedMoney } from './seed-money';
import { MANAGER, seedDigestOff, seedMemberships, seedOffices } from './seed-offices';
import { dialect } from './seed-sql';

export const ADMIN = { email: 'bench@bench.example', password: 'bench-password' };
/** A counsellor who signs in (the others cannot): the admin's password, for the "Mine" rows. */
export const COUNSELLOR = { id: 'counsellor-01', email: 'counsellor1@bench.example' };

/*
 * The agency's data at scale, seeded by SQL (a recursive CTE on SQLite, generate_series on
 * PostgreSQL) in one statement per table: `rows` enquiries over the two years up to the bench's
 * "today", 20 counsellors owning 80% of them, in three offices (seed-offices.ts), 1 in 50 soft-deleted, 1 in 3 from one of 12
 * campaigns, their search terms, a follow-up for every other one, the applications
 * (seed-applications.ts: 0.3 per enquiry), their claims and the students' invoices
 * (seed-money.ts), then the kept counts and search documents built once.
 */
export const TODAY = '2026-06-15';
export const COUNSELLORS = 20;
const END = Date.parse(`${TODAY}T00:00:00Z`) / 1000;
const SPAN = 730 * 86_400;
const CAMPAIGNS = Array.from({ length: 12 }, (_, i) => `intake-drive-${i + 1}`);
const STATUSES = ['new', 'active', 'pending', 'converted', 'closed'];
const CATEGORIES = ['Graduate', 'Postgraduate', 'Diploma', 'PhD', 'Other'];
const COUNTRIES = [
  ...['Canada', 'United Kingdom', 'Australia', 'Ireland', 'Germany', 'New Zealand'],
  ...['United States', 'France', 'Netherlands', 'Sweden', 'Singapore', 'Japan', 'Italy'],
  ...['Spain', 'Denmark', 'Finland', 'Norway', 'Poland', 'Malta', 'Cyprus', 'Dubai'],
];

/** The id of the n-th seeded enquiry: a permutation of 0…rows-1, so ids are not in date order. */
export const enquiryId = (n: number, rows: number) =>
  `e${String((n * 7919) % rows).padStart(9, '0')}`;
export const counsellorId = (k: number) => `counsellor-${String(k).padStart(2, '0')}`;

const LOADED = [
  ...['enquiries', 'search_terms', 'followups'],
  ...['applications', 'application_stage_changes', 'application_conditions'],
];

/**
 * Runs a bulk load with the loaded tables' secondary indexes dropped and built again after it
 * (one sort per index instead of a million random inserts into each).
 */
async function withoutIndexes(handle: DbHandle, load: () => Promise<void>) {
  const db = handle.db as unknown as Kysely<unknown>;
  const list = sql.raw<{ name: string; ddl: string }>(
    handle.dialect === 'postgres'
      ? `select indexname as name, indexdef as ddl from pg_indexes i where tablename in (${LOADED.map((t) => `'${t}'`).join(', ')})
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`
      : `select name, sql as ddl from sqlite_master where type = 'index' and sql is not null
         and tbl_name in (${LOADED.map((t) => `'${t}'`).join(', ')})`,
  );
  const indexes = (await list.execute(db)).rows;
  for (const i of indexes) await sql.raw(`drop index "${i.name}"`).execute(db);
  await load();
  await step('indexes', async () => {
    for (const i of indexes) await sql.raw(i.ddl).execute(db);
  });
}

/** Seconds each step of the last seed took (printed by the bench: where seeding time goes). */
export const steps: [string, number][] = [];
/** Every table whose writes change the kept answers' version (migrations 051, 057 and 068). */
const REPORTED = [...WATCHED, ...CLAIMS_WATCHED, ...BOARD_WATCHED];

const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  const t = Date.now();
  const r = await work();
  steps.push([name, (Date.now() - t) / 1000]);
  return r;
};

export async function seedScale(handle: DbHandle, rows: number): Promise<number> {
  const started = Date.now();
  steps.length = 0;
  const db = handle.db as unknown as Kysely<unknown>;
  const pg = handle.dialect === 'postgres';
  const run = (text: string) => sql.raw(text).execute(db);
  // Tried and not taken (slower or no better on 2 cores): PostgreSQL's work_mem 512 MB and
  // maintenance_work_mem 1 GB for the load, SQLite's sorter threads and in-memory temp store.
  if (!pg) await run('pragma cache_size = -1000000');
  await dropCountTriggers(db, COUNTED_TABLES);
  await dropReachedTriggers(db);
  await dropSearchTriggers(db);
  await dropCommissionTriggers(db);
  await dropMoneySumTriggers(db);
  await dropStagePathTriggers(db);
  await dropCommissionSumTriggers(db);
  await dropCommissionRollupTriggers(db);
  // The money reports' version starts where a grown database's would: nothing pending.
  await dropReportTriggers(db, REPORTED);
  await withoutIndexes(handle, () => load(handle, rows));
  await step('phases reached', () => recomputeReached(db));
  await step('kept counts', () => recountEnquiries(db, COUNTED_TABLES));
  await step('search documents', () => rebuildSearchDocs(db));
  await step('commission groups', () => regroupCommission(db));
  await step('money sums', () => recountMoneySums(db));
  await step('stage paths', () => recountStagePaths(db));
  await step('commission sums', () => recountCommissionSums(db));
  await step('commission rollup', () => recountCommissionRollup(db));
  await createCountTriggers(db, COUNTED_TABLES);
  await createReachedTriggers(db);
  await createSearchTriggersNow(db);
  await createCommissionTriggers(db);
  await createMoneySumTriggers(db);
  await createStagePathTriggers(db);
  await createCommissionSumTriggers(db);
  await createCommissionRollupTriggers(db);
  await createReportTriggers(db, REPORTED);
  // What a database that grew to this size would have: statistics (and PostgreSQL's
  // visibility map, which index-only scans need).
  await step('analyze', () => run(pg ? 'vacuum analyze' : 'analyze'));
  if (!pg) await run('pragma wal_checkpoint(truncate)');
  return (Date.now() - started) / 1000;
}

async function load(handle: DbHandle, rows: number) {
  const db = handle.db as unknown as Kysely<unknown>;
  const pg = handle.dialect === 'postgres';
  const d = dialect(pg);
  const run = (text: string) => sql.raw(text).execute(db);
  await createUsersRepository(handle.db).create({
    fname: 'Bench',
    lname: 'Admin',
    ...ADMIN,
    userType: 'admin',
  });
  const office = await seedOffices(db);
  await seedDigestOff(db);

  await run(`insert into users (id, fname, lname, email, "passwordHash", "userType", status, "createdAt", "updatedAt")
    select ${pg ? `'counsellor-' || lpad(k::text, 2, '0')` : `printf('counsellor-%02d', k)`}, 'Counsellor', 'No' || k,
      'counsellor' || k || '@bench.example', 'x', 'counsellor', 'active', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z'
    from ${pg ? `generate_series(0, ${COUNSELLORS - 1}) as k` : `(with recursive c(k) as (select 0 union all select k + 1 from c where k < ${COUNSELLORS - 1}) select k from c)`}`);

  // One row per n: a name from 39 × 47 (bench/seed.ts `personOf`), a unique Indian mobile and e-mail (as bench/seed.ts).
  const first = d.pick(FIRST, `n % ${FIRST.length}`);
  const last = d.pick(LAST, `(n / ${FIRST.length}) % ${LAST.length}`);
  const digits = `'9' || ${d.pad('n', 9)}`;
  const at = d.iso(`${END - SPAN} + n * ${SPAN / rows}`);
  // A few countries common (a third of rows over six), a long tail, 1 in 13 not given.
  const country = `case when n % 13 = 0 then null when n % 3 = 0 then ${d.pick(COUNTRIES.slice(0, 6), '(n / 3) % 6')} else ${d.pick(COUNTRIES, '(n / 7) % 21')} end`;
  await seedMemberships(db, office, { pg, counsellors: COUNSELLORS });
  await step('enquiries', () =>
    run(`insert into enquiries (id, "enqNo", "fName", "lName", email, mobile, "mobileDigits", "mobileRev",
      location, country, course, category, source, status, "assignedTo", "firstContactAt",
      "utmSource", "utmCampaign", "createdAt", "updatedAt", "deletedAt", "officeId")
    select 'e' || ${d.pad(`(n * 7919) % ${rows}`, 9)}, 'ENQ-' || ${d.pad('n + 1', 6)}, f, l,
      lower(f || '.' || l || n || '@bench.example'), '+91 ' || substr(dg, 1, 5) || ' ' || substr(dg, 6),
      '91' || dg, ${d.reverse('dg', 10)} || '19', 'London', ${country}, 'MBA',
      ${d.pick(CATEGORIES, `(n / 5) % 5`)}, 'form', ${d.pick(STATUSES, 'n % 5')},
      case when n % 25 < ${COUNSELLORS} then 'counsellor-' || ${d.pad('n % 25', 2)} end,
      case when n % 10 <> 0 then ${d.iso(`${END - SPAN} + n * ${SPAN / rows} + (n % 97) * 60`)} end,
      case when n % 3 = 1 then ${d.pick(['google', 'facebook', 'instagram'], '(n / 3) % 3')} end,
      case when n % 3 = 1 then ${d.pick(CAMPAIGNS, `(n / 9) % ${CAMPAIGNS.length}`)} end, a, a, case when n % 50 = 7 then a end,
      ${office('n % 25')}
    from (select n, ${first} as f, ${last} as l, ${digits} as dg, ${at} as a from ${d.series(rows)}) p`),
  );

  // Search terms: each name word and the whole e-mail (lib/search/terms.ts `termsOf`), in one
  // statement in key order, so the primary key's b-tree is appended to, not probed 3M times.
  await step('search terms', () =>
    run(`insert into search_terms (kind, term, "recordId")
      select 'enquiry', term, id from (
        select lower("fName") as term, id from enquiries union
        select lower("lName"), id from enquiries union
        select email, id from enquiries) t
      order by term, id`),
  );

  await step('follow-ups', () =>
    run(`insert into followups (id, enquiry, "followUpDetails", "nextContactDate", kind, "createdAt", "updatedAt")
    select 'f' || ${d.pad('n', 9)}, 'e' || ${d.pad(`(n * 7919) % ${rows}`, 9)}, 'Called student ' || n,
      substr(${d.iso(`${END} + ((n / 2) % 365 - 300) * 86400`)}, 1, 10), 'task', a, a
    from (select n, ${at} as a from ${d.series(rows)} where n % 2 = 0) p`),
  );

  await seedApplications(db, d, rows, { end: END, span: SPAN, today: TODAY }, step);
  await seedMoney(db, d, pg, rows, { end: END, span: SPAN }, step);
  await run(`update users set "passwordHash" = (select "passwordHash" from users where email = '${ADMIN.email}')
    where id in ('${COUNSELLOR.id}', '${MANAGER.id}')`);
  await run(`insert into counters (name, value) values ('enquiry', ${rows})
    on conflict (name) do update set value = excluded.value`);
}
