import { ALSO_ENQUIRED_MAX, type AlsoEnquired } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { filterOffice, scopeOffice } from '../../lib/scope/offices';

type Person = { id: string; email: string; mobileDigits: string | null };
export type SameBy = 'email' | 'mobileDigits';

/**
 * One side of the lookup (exported so a test can check its plan), in the viewer's offices:
 * another office's enquiry is not theirs to open, so it is not named to them either.
 */
export const samePerson = (db: Db, col: SameBy, value: string, except: string) =>
  filterOffice(db, db.selectFrom('enquiries'), 'officeId')
    .select(['id as _id', 'enqNo', 'createdAt'])
    .where(col, '=', value)
    .where('deletedAt', 'is', null)
    .where('id', '!=', except)
    .orderBy('createdAt', 'desc')
    .limit(ALSO_ENQUIRED_MAX);

/**
 * "Also enquired on …": the same person's other live enquiries, by e-mail or by phone digits,
 * any time apart. Two lookups, each a range of one index read newest first and cut at the
 * maximum ((email, createdAt) and (mobileDigits, createdAt)), so the cost stays bounded
 * however many enquiries there are.
 */
export async function alsoEnquired(db: Db, e: Person): Promise<AlsoEnquired[]> {
  const by = (col: SameBy, value: string) => samePerson(db, col, value, e.id).execute();
  const [byEmail, byPhone] = await Promise.all([
    e.email === '' ? [] : by('email', e.email),
    e.mobileDigits ? by('mobileDigits', e.mobileDigits) : [],
  ]);
  const seen = new Map([...byEmail, ...byPhone].map((x) => [x._id, x]));
  return [...seen.values()]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, ALSO_ENQUIRED_MAX);
}

/** The enquiry one was merged into: its id and number (none when it was not merged). */
export const mergedInto = (db: Db, id: string) =>
  scopeOffice(
    db.selectFrom('enquiries as e').innerJoin('enquiries as kept', 'kept.id', 'e.mergedInto'),
    'kept.officeId',
  )
    .select(['kept.id as _id', 'kept.enqNo'])
    .where('e.id', '=', id)
    .executeTakeFirst();
