import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import {
  DashboardFunnelSchema,
  FUNNEL_STEPS,
  FunnelQuerySchema,
  PERMISSIONS,
  REACHED_PHASES,
  type DashboardFunnel,
  type FunnelDimension,
  type FunnelRow,
  type FunnelStep,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { report } from '../../lib/report';
import { requireAuth } from '../../plugins/auth';
import { reachedPhase } from '../applications/applications.reached';
import { DIMENSION_FILTER, DIMENSION_VALUE, isBlank } from '../enquiries/enquiries.funnel-filters';
import { addDays } from './calendar';
import { namesOf } from './speed';

const NOT_GIVEN = 'Not given';
type Query = { from?: string; to?: string; by: FunnelDimension };
type Counts = number[]; // one per FUNNEL_STEPS
type Link = Record<string, string>;

const stepFilter = (step: FunnelStep): Link =>
  step === 'enquiries' ? {} : step === 'contacted' ? { contacted: 'yes' } : { reached: step };

function row(key: string | null, label: string, counts: Counts, base: Link): FunnelRow {
  return {
    key,
    label,
    steps: FUNNEL_STEPS.map((step, i) => {
      const before = i === 0 ? 0 : counts[i - 1]!;
      return {
        step,
        count: counts[i]!,
        conversion: before === 0 ? null : Math.round((counts[i]! / before) * 10_000) / 10_000,
        link: { ...base, ...stepFilter(step) },
      };
    }),
  };
}

/**
 * How many phases an `enquiries` row reached (0–5, in REACHED_PHASES' order): a phase reached
 * implies every phase before it (applications.reached.ts), so its checks stop at the first
 * phase not reached — an enquiry without applications costs one probe, not five.
 */
const phasesReached = (db: Db) =>
  sql<number>`case ${sql.join(
    REACHED_PHASES.map((p, i) => sql`when not exists ${reachedPhase(db, p)} then ${sql.lit(i)}`),
    sql` `,
  )} else ${sql.lit(REACHED_PHASES.length)} end`;

/** Per value of the dimension (blank and NULL together), each step's distinct enquiries. */
async function countsBy(db: Db, q: Query, owner: string | null) {
  const value = DIMENSION_VALUE[q.by];
  let rows = db
    .selectFrom('enquiries')
    .select([value.as('key'), 'enquiries.firstContactAt as contacted', phasesReached(db).as('r')])
    .where('enquiries.deletedAt', 'is', null);
  // The enquiries list's own from/to bounds, so the figures and the lists agree to the instant.
  if (q.from) rows = rows.where('enquiries.createdAt', '>=', q.from);
  if (q.to) rows = rows.where('enquiries.createdAt', '<', `${addDays(q.to, 1)}T00:00:00.000Z`);
  if (owner) rows = rows.where('enquiries.assignedTo', '=', owner);
  // Materialized: each enquiry's phases worked out once, not once per phase counted.
  const qb = db
    .with(
      (w) => w('reached').materialized(),
      () => rows,
    )
    .selectFrom('reached')
    .select((eb) => [
      'key',
      eb.fn.countAll<number | string>().as('enquiries'),
      eb.fn.count<number | string>('contacted').as('contacted'),
      ...REACHED_PHASES.map((p, i) =>
        eb.fn.count<number | string>(eb.case().when('r', '>', i).then(sql.lit(1)).end()).as(p),
      ),
    ])
    .groupBy('key');
  const groups = new Map<string | null, Counts>();
  for (const r of await qb.execute()) {
    const key = isBlank(r.key) ? null : r.key;
    const counts = [r.enquiries, r.contacted, ...REACHED_PHASES.map((p) => r[p])].map(Number);
    const had = groups.get(key);
    groups.set(key, had ? had.map((n, i) => n + counts[i]!) : counts);
  }
  return groups;
}

/**
 * The funnel: enquiries received from–to, contacted, and reaching each application
 * phase, as distinct students per value of `by`; a counsellor's are their own enquiries only
 * (owner=me in every link). Each figure's `link` is the enquiries list query that counts it.
 */
export async function funnel(db: Db, q: Query, owner: string | null): Promise<DashboardFunnel> {
  const groups = await countsBy(db, q, owner);
  const keys = [...groups.keys()].flatMap((k) => (k === null ? [] : [k]));
  const names = q.by === 'counsellor' ? await namesOf(db, keys) : new Map<string, string>();
  const base: Link = {
    ...(q.from && { from: q.from }),
    ...(q.to && { to: q.to }),
    ...(owner && { owner: 'me' }),
  };
  const label = (k: string | null) =>
    k === null ? (q.by === 'counsellor' ? 'Unassigned' : NOT_GIVEN) : (names.get(k) ?? k);
  const rows = [...groups]
    .map(([k, counts]) =>
      row(k, label(k), counts, {
        ...base,
        ...(k === null ? { notGiven: q.by } : { [DIMENSION_FILTER[q.by]]: k }),
      }),
    )
    .sort(
      (a, b) =>
        b.steps[0]!.count - a.steps[0]!.count ||
        Number(a.key === null) - Number(b.key === null) ||
        a.label.localeCompare(b.label),
    );
  const total = FUNNEL_STEPS.map((_, i) => [...groups.values()].reduce((sum, c) => sum + c[i]!, 0));
  return {
    from: q.from ?? null,
    to: q.to ?? null,
    by: q.by,
    total: row(null, 'All', total, base),
    rows,
  };
}

/** GET /dashboard/funnel: admins see every enquiry's, counsellors their own. */
export function funnelRoutes(parent: FastifyInstance, db: Db) {
  parent.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard/funnel',
    {
      config: { access: PERMISSIONS.enquiries.read },
      schema: {
        tags: ['dashboard'],
        summary: 'The funnel from enquiry to enrolment, by source, campaign, counsellor …',
        querystring: FunnelQuerySchema,
        response: { 200: DashboardFunnelSchema },
      },
    },
    (req, reply) => {
      const { user } = requireAuth(req);
      return report(db, reply, (d) =>
        funnel(d, req.query, user.userType === 'admin' ? null : user._id),
      );
    },
  );
}
