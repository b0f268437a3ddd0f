import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_MESSAGES as M,
  ApplicationCommissionSchema,
  COMMISSION_MESSAGES,
  CommissionQuerySchema,
  CommissionSummarySchema,
  CommissionUpdateSchema,
  IdParamsSchema,
  PERMISSIONS,
  applicationsResource as r,
  type Application,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/errors';
import { recordUpdate } from '../../lib/history/changes';
import { now } from '../../lib/ids';
import type { Viewer } from './applications.access';
import { commissionBase, lineOf, summarise } from './commission';
import { commissionRuleRoutes } from './commission.rules';

type Deps = {
  db: Db;
  who: (req: FastifyRequest) => Viewer;
  /** The application when the caller may work it, else 404. */
  own: (req: FastifyRequest, id: string) => Promise<Application>;
};
const FIELDS = {
  invoicedDate: 'commissionInvoicedDate',
  invoicedAmount: 'commissionInvoicedAmount',
  receivedDate: 'commissionReceivedDate',
  receivedAmount: 'commissionReceivedAmount',
} as const;

/** Commission (issue 22): a college's rule, an application's line, and the summary. */
export function commissionRoutes(parent: FastifyInstance, { db, who, own }: Deps) {
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
    async (req) => {
      const v = who(req);
      let qb = commissionBase(db);
      if (v.role !== 'admin')
        qb = qb.where((eb) =>
          eb.or([eb('a.assignedTo', '=', v.id), eb('a.assignedTo', 'is', null)]),
        );
      if (req.query.college) qb = qb.where('a.college', '=', req.query.college);
      if (req.query.intakeMonth) qb = qb.where('i.intakeMonth', '=', req.query.intakeMonth);
      if (req.query.intakeYear) qb = qb.where('i.intakeYear', '=', req.query.intakeYear);
      return summarise(await qb.execute());
    },
  );

  app.get(
    `${r.path}/:id/commission`,
    {
      config: { access: PERMISSIONS.applications.read },
      schema: {
        tags,
        summary: "An application's commission",
        params: IdParamsSchema,
        response: { 200: ApplicationCommissionSchema },
      },
    },
    async (req) => line((await own(req, req.params.id))._id),
  );

  app.patch(
    `${r.path}/:id/commission`,
    {
      config: write,
      schema: {
        tags,
        summary: "Record the invoice or payment of an application's commission",
        params: IdParamsSchema,
        body: CommissionUpdateSchema,
        response: { 200: ApplicationCommissionSchema },
      },
    },
    async (req) => {
      const cur = await own(req, req.params.id);
      const before = await line(cur._id);
      if (before.status === 'expected' || before.status === null)
        throw conflict(COMMISSION_MESSAGES.notClaimable);
      const next = Object.fromEntries(
        Object.entries(FIELDS).map(([k, column]) => [column, req.body[k as keyof typeof FIELDS]]),
      );
      const stored = Object.fromEntries(
        Object.entries(FIELDS).map(([k, column]) => [column, before[k as keyof typeof FIELDS]]),
      );
      await db.transaction().execute(async (trx) => {
        const target = { kind: 'application' as const, recordId: cur._id, enquiryId: cur.enquiry };
        const changes = await recordUpdate(trx, target, stored, next, who(req).id);
        if (Object.keys(changes).length > 0)
          await trx
            .updateTable('applications')
            .set({ ...changes, updatedAt: now() })
            .where('id', '=', cur._id)
            .execute();
      });
      return line(cur._id);
    },
  );
}
