import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CommissionRuleBodySchema,
  CommissionRuleSchema,
  IdParamsSchema,
  PERMISSIONS,
  type CommissionRule,
  type CommissionRuleBody,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { now } from '../../lib/ids';
import type { Viewer } from './applications.access';
import { scheduleOf } from './commission.schedule';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A college's rule (type null: none), with the currency its commission is counted in. */
export async function ruleOf(db: Db, college: string): Promise<CommissionRule | undefined> {
  const row = await db
    .selectFrom('colleges as c')
    .leftJoin('countries as co', 'co.id', 'c.country')
    .leftJoin('college_commissions as r', 'r.college', 'c.id')
    .select(['c.id', 'r.type', 'r.value', 'r.currency', 'co.currency as countryCurrency'])
    .select(['r.schedule', 'r.claimsContactName', 'r.claimsContactEmail'])
    .where('c.id', '=', college)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    college: row.id,
    type: (row.type as CommissionRule['type']) ?? null,
    value: num(row.value),
    currency: row.currency ?? null,
    effectiveCurrency: row.currency ?? row.countryCurrency ?? null,
    schedule: scheduleOf(row.schedule),
    claimsContact:
      row.claimsContactName && row.claimsContactEmail
        ? { name: row.claimsContactName, email: row.claimsContactEmail }
        : null,
  };
}

/** The columns a PUT writes: a schedule or contact left out is kept as it is. */
const columnsOf = ({ schedule, claimsContact, ...rest }: CommissionRuleBody) => ({
  ...rest,
  currency: rest.currency ?? null,
  ...(schedule && { schedule: JSON.stringify(schedule) }),
  ...(claimsContact !== undefined && {
    claimsContactName: claimsContact?.name ?? null,
    claimsContactEmail: claimsContact?.email ?? null,
  }),
});

/**
 * GET/PUT /college/:id/commission: a college's commission rule, apart from the college's
 * public record. Staff who work applications read it; admins set it.
 */
export function commissionRuleRoutes(
  parent: FastifyInstance,
  { db, who }: { db: Db; who: (req: FastifyRequest) => Viewer },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const read = { access: PERMISSIONS.commission.read };
  const write = { access: PERMISSIONS.commission.write };
  const tags = ['applications'];
  const rule = async (college: string) => {
    const found = await ruleOf(db, college);
    if (!found) throw notFound('College not found');
    return found;
  };

  app.get(
    '/college/:id/commission',
    {
      config: read,
      schema: {
        tags,
        summary: "A college's commission rule",
        params: IdParamsSchema,
        response: { 200: CommissionRuleSchema },
      },
    },
    (req) => rule(req.params.id),
  );

  app.put(
    '/college/:id/commission',
    {
      config: write,
      schema: {
        tags,
        summary: "Set a college's commission rule",
        params: IdParamsSchema,
        body: CommissionRuleBodySchema,
        response: { 200: CommissionRuleSchema },
      },
    },
    async (req) => {
      await rule(req.params.id);
      const row = {
        ...columnsOf(req.body),
        updatedAt: now(),
        updatedBy: who(req).id,
      };
      await db
        .insertInto('college_commissions')
        .values({ college: req.params.id, ...row })
        .onConflict((oc) => oc.column('college').doUpdateSet(row))
        .execute();
      return rule(req.params.id);
    },
  );
}
