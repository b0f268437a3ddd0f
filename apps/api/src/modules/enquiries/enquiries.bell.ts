import { MESSAGES, type NewEnquiryNotice } from '@studydesk/contract';
import type { Db } from '../../db/database';
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
const bellShows = (db: Db) =>
  scopeOffice(db.selectFrom('enquiries'), 'enquiries.officeId')
    .where('status', '=', 'new')
    .where('deletedAt', 'is', null)
    .where('source', '<>', 'import')
    .where((eb) =>
      eb.or([eb('firstContactAt', 'is', null), eb('firstContactAt', '<>', eb.ref('createdAt'))]),
    );

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
        : db.selectFrom('enquiries').select(['createdAt', 'id']).where('id', '=', id)
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
