import type { CallOutcome, TimelineEntry } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { fullName } from '../../lib/names';

/**
 * An enquiry made from a call request: the request itself (while it is kept) and every try at
 * calling back, which moved to the enquiry when it was converted.
 */
export async function callEntries(db: Db, enquiryId: string): Promise<TimelineEntry[]> {
  const [attempts, request] = await Promise.all([
    db
      .selectFrom('contact_attempts as a')
      .leftJoin('users as u', 'u.id', 'a.by')
      .select(['a.id', 'a.at', 'a.by', 'a.outcome', 'a.note', 'a.nextTryAt', 'a.mergedFrom'])
      .select(['u.fname', 'u.lname'])
      .where('a.enquiryId', '=', enquiryId)
      .execute(),
    db
      .selectFrom('contacts')
      .select(['id', 'createdAt', 'message'])
      .where('enquiryId', '=', enquiryId)
      .executeTakeFirst(),
  ]);
  const entries: TimelineEntry[] = attempts.map((a) => ({
    type: 'callAttempt',
    _id: a.id,
    at: a.at,
    by: a.by,
    byName: fullName(a.fname, a.lname),
    outcome: a.outcome as CallOutcome,
    note: a.note,
    nextTryAt: a.nextTryAt,
    mergedFrom: a.mergedFrom ?? null,
  }));
  if (request)
    entries.push({
      type: 'callRequest',
      _id: request.id,
      at: request.createdAt,
      by: null,
      byName: null,
      contactId: request.id,
      message: request.message,
    });
  return entries;
}
