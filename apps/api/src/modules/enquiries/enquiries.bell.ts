import { MESSAGES, type NewEnquiryNotice } from '@studydesk/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { now } from '../../lib/ids';
import { scopeOffice } from '../../lib/scope/offices';

/*
 * The bell: new enquiries a user has not marked read. Each user's marker is the newest
 * enquiry they have seen, as (createdAt, id); an enquiry is unread when it sorts after it.
 * The marker lives in the database, so it holds across reloads, sessions and devices.
 */
/**
 * New enquiries the bell tells of: not one staff logged while talking to the person,
 * nor one an import wrote (the import's one summary tells of those).
 */
const told = (eb: ExpressionBuilder<Database, 'enquiries'>) =>
  eb.and([
    eb('enquiries.status', '=', 'new'),
    eb('enquiries.deletedAt', 'is', null),
    eb('enquiries.source', '<>', 'import'),
    eb.or([
      eb('enquiries.firstContactAt', 'is', null),
      eb('enquiries.firstContactAt', '<>', eb.ref('enquiries.createdAt')),
    ]),
  ]);

const bellShows = (db: Db) =>
  scopeOffice(db.selectFrom('enquiries'), 'enquiries.officeId').where(told);

/**
 * The list's `unseen=yes`: what the bell tells `userId` of and they have not marked read (no
 * marker of theirs at or after it), so the bell's "older new enquiries" row opens those alone.
 */
export const unseenBy = (userId: string) => (eb: ExpressionBuilder<Database, 'enquiries'>) =>
  eb.and([
    told(eb),
    eb.not(
      eb.exists(
        eb
          .selectFrom('enquiry_read_markers as m')
          .select('m.userId')
          .where('m.userId', '=', userId)
          .where((m) =>
            m.or([
              m('m.createdAt', '>', m.ref('enquiries.createdAt')),
              m.and([
                m('m.createdAt', '=', m.ref('enquiries.createdAt')),
                m('m.enquiryId', '>=', m.ref('enquiries.id')),
              ]),
            ]),
          ),
      ),
    ),
  ]);

export function createBell(db: Db) {
  const markerOf = (userId: string) =>
    db
      .selectFrom('enquiry_read_markers')
      .select(['createdAt', 'enquiryId'])
      .where('userId', '=', userId)
      .executeTakeFirst();

  async function unread(userId: string, limit = 50) {
    const marker = await markerOf(userId);
    let base = bellShows(db);
    if (marker)
      base = base.where((eb) =>
        eb(eb.refTuple('createdAt', 'id'), '>', eb.tuple(marker.createdAt, marker.enquiryId)),
      );
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      base
        .select(['id', 'fName', 'enqNo', 'createdAt', 'firstContactAt', 'officeId as office'])
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
    ]);
    return { count: Math.max(0, Number(count.n)), enquiries: rows satisfies NewEnquiryNotice[] };
  }

  /** Marks everything up to enquiry `id` (default: the newest) read; the marker never goes back. */
  async function markRead(userId: string, id: string | undefined) {
    // Without an id: the newest the bell could show (a new, live enquiry), in index order.
    const upTo = await (
      id === undefined
        ? bellShows(db)
            .select(['createdAt', 'id'])
            .orderBy('createdAt', 'desc')
            .orderBy('id', 'desc')
            .limit(1)
        : // another office's enquiry is as unknown as a made-up id
          scopeOffice(db.selectFrom('enquiries'), 'enquiries.officeId')
            .select(['createdAt', 'id'])
            .where('id', '=', id)
    ).executeTakeFirst();
    if (!upTo && id !== undefined)
      throw badRequest(MESSAGES.validation, { id: MESSAGES.enquiries.notFound });
    if (upTo) {
      const row = { userId, createdAt: upTo.createdAt, enquiryId: upTo.id, updatedAt: now() };
      await db
        .insertInto('enquiry_read_markers')
        .values(row)
        .onConflict((oc) =>
          oc
            .column('userId')
            .doUpdateSet({
              createdAt: row.createdAt,
              enquiryId: row.enquiryId,
              updatedAt: row.updatedAt,
            })
            .where((eb) =>
              eb(
                eb.refTuple('enquiry_read_markers.createdAt', 'enquiry_read_markers.enquiryId'),
                '<',
                eb.tuple(row.createdAt, row.enquiryId),
              ),
            ),
        )
        .execute();
    }
    return unread(userId);
  }

  return { unread, markRead };
}
