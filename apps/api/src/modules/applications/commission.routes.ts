import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_MESSAGES as M,
  ApplicationCommissionSchema,
  COMMISSION_MESSAGES,
  CommissionQuerySchema,
  CommissionSummarySchema,
  CommissionUpdateSchema,
  PERMISSIONS,
  applicationsResource as r,
} from '@studydesk/contract';
import { assertAmountsFit } from '../../lib/amounts';
import { conflict, notFound } from '../../lib/errors';
import { recordRoutes } from '../../lib/crud/record-routes';
import { cachedReport } from '../../lib/report-cache';
import { leadsTeam, type ApplicationScope } from './applications.access';
import { commissionBase, lineOf } from './commission';
import { writeCommission } from './commission.write';
import { foldGroupsLater } from './commission.groups';
import { summarise } from './commission.summary';
import { commissionRuleRoutes } from './commission.rules';

const FIELDS = {
  invoicedDate: 'commissionInvoicedDate',
  invoicedAmount: 'commissionInvoicedAmount',
  receivedDate: 'commissionReceivedDate',
  receivedAmount: 'commissionReceivedAmount',
} as const;

/** Commission: a college's rule, an application's line, and the summary. */
export function commissionRoutes(parent: FastifyInstance, { db, who, own }: ApplicationScope) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const read = { access: PERMISSIONS.commission.read };
  const write = { access: PERMISSIONS.commission.write };
  const tags = ['applications'];
  commissionRuleRoutes(app, { db, who });
  const line = async (id: string) => {
    const row = await commissionBase(db).where('a.id', '=', id).executeTakeFirst();
    if (!row) throw notFound(M.notFound);
    return lineOf(row);
  };

  app.get(
    `${r.path}/commission`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Commission by intake and college, with totals per currency',
        querystring: CommissionQuerySchema,
        response: { 200: CommissionSummarySchema },
      },
    },
    async (req, reply) => {
      const v = who(req);
      const owner = leadsTeam(v) ? undefined : v.id;
      const f = { ...req.query, owner };
      const summary = await cachedReport(db, reply, 'commission', f, (d) => summarise(d, f));
      foldGroupsLater(db);
      return summary;
    },
  );

  const route = recordRoutes(parent, { tags, load: own });
  const url = `${r.path}/:id/commission`;
  const response = ApplicationCommissionSchema;

  route(
    {
      method: 'GET',
      url,
      access: PERMISSIONS.applications.read,
      summary: "An application's commission",
    },
    { response },
    (cur) => line(cur._id),
  );

  route(
    {
      method: 'PATCH',
      url,
      access: write.access,
      summary: "Record the invoice or payment of an application's commission",
    },
    { body: CommissionUpdateSchema, response },
    async (cur, { body, req }) => {
      const before = await line(cur._id);
      if (before.status === 'expected' || before.status === null)
        throw conflict(COMMISSION_MESSAGES.notClaimable);
      assertAmountsFit(body, ['invoicedAmount', 'receivedAmount'], before.currency);
      const next = Object.fromEntries(
        Object.entries(FIELDS).map(([k, column]) => [column, body[k as keyof typeof FIELDS]]),
      );
      const stored = Object.fromEntries(
        Object.entries(FIELDS).map(([k, column]) => [column, before[k as keyof typeof FIELDS]]),
      );
      await writeCommission(db, cur, { stored, next }, who(req).id);
      return line(cur._id);
    },
  );
}
