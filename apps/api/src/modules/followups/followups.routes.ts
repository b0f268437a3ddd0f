import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FollowUpCreateSchema,
  FollowUpFiltersSchema,
  FollowUpSchema,
  FollowUpUpdateSchema,
  MESSAGES,
  PERMISSIONS,
  isoDate,
  followUpsResource as r,
  type FollowUp,
  type FollowUpCreate,
  type FollowUpUpdate,
} from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import { createRepository, type Row } from '../../lib/crud/repository';
import { registerCrudRoutes } from '../../lib/crud/routes';
import { badRequest, notFound } from '../../lib/errors';
import { newId, now } from '../../lib/ids';
import { fullName } from '../../lib/names';
import { requireAuth } from '../../plugins/auth';
import type { EnquiriesRepository } from '../enquiries/enquiries.repository';

const toRecord = ({ id, fname, lname, enquiryFName, enquiryLName, ...rest }: Row): FollowUp =>
  ({
    _id: id,
    ...rest,
    createdByName: fullName(fname, lname),
    enquiryName: fullName(enquiryFName, enquiryLName),
  }) as FollowUp;

const Filters = FollowUpFiltersSchema.extend({ today: isoDate('Today').optional() });

export function followUpsRoutes(
  parent: FastifyInstance,
  handle: DbHandle,
  enquiries: EnquiriesRepository,
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const repo = createRepository<FollowUp, Row, Row>(handle, {
    table: 'followups',
    searchable: ['followUpDetails', 'remarks', 'enquiries.enqNo', 'enquiries.fName'],
    sortable: r.sortable,
    defaultSort: r.defaultSort,
    toRecord,
    join: (qb) =>
      qb
        .leftJoin('enquiries', 'enquiries.id', 'followups.enquiry')
        .leftJoin('users', 'users.id', 'followups.createdBy'),
    select: (qb) =>
      qb
        .selectAll('followups')
        .select([
          'enquiries.enqNo',
          'enquiries.fName as enquiryFName',
          'enquiries.lName as enquiryLName',
          'users.fname',
          'users.lname',
        ]),
    filter: (qb, q) => {
      if (typeof q.enquiry === 'string') qb = qb.where('followups.enquiry', '=', q.enquiry);
      const today = typeof q.today === 'string' ? q.today : now().slice(0, 10);
      const op = { today: '=', overdue: '<', upcoming: '>' } as const;
      if (q.due === 'today' || q.due === 'overdue' || q.due === 'upcoming')
        qb = qb.where('followups.nextContactDate', op[q.due], today);
      return qb;
    },
  });
  const found = (x: FollowUp | undefined): FollowUp => {
    if (!x) throw notFound(MESSAGES.followUps.notFound);
    return x;
  };
  const read = { access: PERMISSIONS.followUps.read };
  const write = { access: PERMISSIONS.followUps.write };
  const tags = ['followUps'];

  registerCrudRoutes(app, {
    path: r.path,
    permission: 'followUps',
    envelope: r.envelope,
    sortable: r.sortable,
    repo,
    schemas: {
      item: FollowUpSchema,
      create: FollowUpCreateSchema,
      update: FollowUpUpdateSchema,
      filters: Filters,
    },
    notFoundMessage: MESSAGES.followUps.notFound,
    only: ['list', 'get', 'remove'],
  });

  /** Saves a follow-up and, when it carries a status, moves its enquiry there: one transaction. */
  async function save(
    id: string | null,
    body: FollowUpCreate | FollowUpUpdate,
    by: string,
  ): Promise<FollowUp | undefined> {
    const done = await handle.db.transaction().execute(async (trx) => {
      const t = now();
      const fields = Object.fromEntries(
        Object.entries(body).filter(([k, v]) => v !== undefined && k !== 'enquiry'),
      );
      let enquiryId: string;
      if (id === null) {
        enquiryId = (body as FollowUpCreate).enquiry;
        id = newId();
        await trx
          .insertInto('followups')
          .values({
            id,
            enquiry: enquiryId,
            followUpDetails: '',
            nextContactDate: null,
            status: null,
            remarks: null,
            ...fields,
            createdBy: by,
            createdAt: t,
            updatedAt: t,
          })
          .execute();
      } else {
        const cur = await trx
          .selectFrom('followups')
          .select('enquiry')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!cur) return false;
        enquiryId = cur.enquiry;
        await trx
          .updateTable('followups')
          .set({ ...fields, updatedAt: t })
          .where('id', '=', id)
          .execute();
      }
      if (body.status && !(await enquiries.moveStatus(trx, enquiryId, body.status, by))) {
        throw badRequest(MESSAGES.validation, { enquiry: MESSAGES.enquiries.notFound });
      }
      return true;
    });
    return done && id ? repo.get(id) : undefined;
  }

  app.post(
    r.path,
    {
      config: write,
      schema: { tags, body: FollowUpCreateSchema, response: { 201: FollowUpSchema } },
    },
    async (req, reply) => {
      if (!(await enquiries.get(req.body.enquiry)))
        throw badRequest(MESSAGES.validation, { enquiry: MESSAGES.enquiries.notFound });
      return reply.status(201).send(found(await save(null, req.body, requireAuth(req).user._id)));
    },
  );

  app.put(
    `${r.path}/:id`,
    {
      config: write,
      schema: {
        tags,
        params: z.object({ id: z.string().max(64) }),
        body: FollowUpUpdateSchema,
        response: { 200: FollowUpSchema },
      },
    },
    async (req) => found(await save(req.params.id, req.body, requireAuth(req).user._id)),
  );

  app.get(
    `${r.path}/enqId/:enquiryId`,
    {
      config: read,
      schema: {
        tags,
        params: z.object({ enquiryId: z.string().max(64) }),
        response: { 200: z.object({ data: z.array(FollowUpSchema), count: z.number().int() }) },
      },
    },
    async (req) => {
      const { items, total } = await repo.list({
        page: 1,
        limit: 100,
        order: 'desc',
        enquiry: req.params.enquiryId,
      });
      return { data: items, count: total };
    },
  );
}
