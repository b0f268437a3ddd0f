import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DashboardFunnelSchema,
  FUNNEL_STEPS,
  FunnelQuerySchema,
  PERMISSIONS,
  type DashboardFunnel,
  type FunnelDimension,
  type FunnelRow,
  type FunnelStep,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { EVERYONE, FUNNEL_DIM } from '../../db/migrations/funnel-keys';
import { leadsTeamRole } from '../../lib/scope/offices';
import { requireAuth } from '../../plugins/auth';
import { DIMENSION_FILTER, isBlank } from '../enquiries/enquiries.funnel-filters';
import type { EnquiryCounts } from '../enquiries/enquiry-counts';
import { addDays } from './calendar';
import { namesOf } from './speed';

const NOT_GIVEN = 'Not given';
type Query = { from?: string; to?: string; by: FunnelDimension };
type Sources = { db: Db; counts: EnquiryCounts };
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

/** A kept key's parts after its dimension, scope and day (funnel-keys.ts). */
function parse(tail: string) {
  const [contacted, reached, ...value] = tail.split('|');
  return { contacted: contacted === '1', reached: Number(reached), value: value.join('|') };
}

/**
 * Per value of the dimension (blank and NULL together), each step's distinct enquiries, from
 * the kept counts of the days from–to in the asker's scope (everyone's, or one owner's): a
 * scope's days sort together, so the range is one read.
 */
async function countsBy(counts: EnquiryCounts, q: Query, owner: string | null) {
  const scope = `${q.by}|${owner ?? EVERYONE}|`;
  // '}' sorts right after the '|' that ends the scope: every day of it.
  const to = q.to ? `${scope}${addDays(q.to, 1)}` : `${scope.slice(0, -1)}}`;
  // The day (YYYY-MM-DD) and its '|' after the scope: the months' days summed by the database.
  const kept = await counts.byTail(FUNNEL_DIM, `${scope}${q.from ?? ''}`, to, scope.length + 11);
  const groups = new Map<string | null, Counts>();
  for (const [tail, n] of kept) {
    const k = parse(tail);
    const value = isBlank(k.value) ? null : k.value;
    const c = groups.get(value) ?? FUNNEL_STEPS.map(() => 0);
    c[0]! += n;
    if (k.contacted) c[1]! += n;
    for (let i = 0; i < k.reached; i++) c[2 + i]! += n;
    groups.set(value, c);
  }
  return groups;
}

/**
 * The funnel: enquiries received from–to, contacted, and reaching each application
 * phase, as distinct students per value of `by`; a counsellor's are their own enquiries only
 * (owner=me in every link). Each figure's `link` is the enquiries list query that counts it.
 */
export async function funnel(
  { db, counts }: Sources,
  q: Query,
  owner: string | null,
): Promise<DashboardFunnel> {
  const groups = await countsBy(counts, q, owner);
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

/**
 * GET /dashboard/funnel: admins see every enquiry's, managers their offices' (the office scope
 * counts them), counsellors their own. Read from kept
 * counts, it is a few thousand rows at most, so it is not held to the reports' turns.
 */
export function funnelRoutes(parent: FastifyInstance, src: Sources) {
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
    (req) => {
      const { user } = requireAuth(req);
      return funnel(src, req.query, leadsTeamRole(user.userType) ? null : user._id);
    },
  );
}
