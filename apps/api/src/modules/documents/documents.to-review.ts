import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PERMISSIONS,
  TO_REVIEW_LIMIT,
  TO_REVIEW_PATH,
  ToReviewSchema,
  type ToReview,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { scopeOffice } from '../../lib/scope/offices';
import { fullName } from '../../lib/names';
import { viewer } from './documents.access';

/**
 * The documents students sent through their links that await review, of the students this user
 * owns (the uploads' notices go to the owner alone): live documents of live students.
 */
const awaiting = (db: Db, userId: string) =>
  scopeOffice(
    db.selectFrom('documents as d').innerJoin('enquiries as e', 'e.id', 'd.enquiry'),
    'e.officeId',
  )
    .where('e.assignedTo', '=', userId)
    .where('e.deletedAt', 'is', null)
    // sent by the student: through their link, or with an e-mail
    .where((eb) =>
      eb.or([eb('d.uploadedByLink', 'is not', null), eb('d.fromMail', 'is not', null)]),
    )
    .where('d.status', '=', 'awaiting')
    .where('d.deletedAt', 'is', null)
    .where('d.purgedAt', 'is', null);

export async function toReview(db: Db, userId: string): Promise<ToReview> {
  const rows = await awaiting(db, userId)
    .innerJoin('document_types as t', 't.id', 'd.typeId')
    .select(['d.id', 'd.enquiry', 'd.createdAt', 'e.enqNo', 'e.fName', 'e.lName', 't.name'])
    .orderBy('d.createdAt', 'desc')
    .orderBy('d.id', 'desc')
    .limit(TO_REVIEW_LIMIT)
    .execute();
  const total = await awaiting(db, userId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    data: rows.map((r) => ({
      _id: r.id,
      enquiry: r.enquiry,
      enqNo: r.enqNo,
      name: fullName(r.fName, r.lName) ?? r.enqNo,
      type: r.name,
      createdAt: r.createdAt,
    })),
    count: Number(total.n),
  };
}

/** The bell's "To review" tab: the student uploads awaiting the user's review. */
export function toReviewRoutes(app: FastifyInstance, db: Db) {
  app.withTypeProvider<ZodTypeProvider>().get(
    TO_REVIEW_PATH,
    {
      config: { access: PERMISSIONS.documents.read },
      schema: {
        tags: ['documents'],
        summary: 'The documents students sent that await your review, newest first',
        response: { 200: ToReviewSchema },
      },
    },
    (req) => toReview(db, viewer(req).id),
  );
}
