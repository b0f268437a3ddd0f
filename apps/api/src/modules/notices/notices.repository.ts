import {
  NOTICE_KEEP_DAYS,
  NOTICE_LIST_LIMIT,
  type Notice,
  type ReplyNotice,
} from '@studydesk/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { now } from '../../lib/ids';
import { scopeOffice } from '../../lib/scope/offices';

const DAY_MS = 24 * 60 * 60 * 1000;
const keptSince = () => new Date(Date.now() - NOTICE_KEEP_DAYS * DAY_MS).toISOString();

/**
 * Keeps a reply notice for its reader, in the transaction that tells it live (so a reload finds
 * what the live event said), and lets that reader's notices past NOTICE_KEEP_DAYS go.
 */
export async function keepReplyNotice(
  trx: Transaction<Database>,
  n: ReplyNotice,
  officeId: string | null,
) {
  await trx
    .insertInto('notices')
    .values({
      id: n.mail,
      userId: n.to,
      kind: 'reply',
      enquiryId: n.enquiry,
      officeId,
      payload: JSON.stringify(n),
      readAt: null,
      createdAt: n.at,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .deleteFrom('notices')
    .where('userId', '=', n.to)
    .where('createdAt', '<', keptSince())
    .execute();
}

/** A user's kept notices of the offices they see, within the days they are kept. */
const mine = (db: Db, user: string) =>
  scopeOffice(db.selectFrom('notices'), 'officeId')
    .where('userId', '=', user)
    .where('createdAt', '>=', keptSince());

/** The newest of a user's notices, and how many are unread. */
export async function noticesOf(db: Db, user: string) {
  const [rows, unread] = await Promise.all([
    mine(db, user)
      .select(['id', 'payload', 'readAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(NOTICE_LIST_LIMIT)
      .execute(),
    unreadOf(db, user),
  ]);
  const notices: Notice[] = rows.map((r) => ({
    ...(JSON.parse(r.payload) as ReplyNotice),
    _id: r.id,
    kind: 'reply',
    read: r.readAt !== null,
  }));
  return { notices, unread };
}

async function unreadOf(db: Db, user: string): Promise<number> {
  const r = await mine(db, user)
    .where('readAt', 'is', null)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Marks a user's notices read (these, or all): another user's ids change nothing. */
export async function markNoticesRead(db: Db, user: string, ids: string[] | 'all') {
  const all = ids === 'all';
  if (all || ids.length > 0)
    await db
      .updateTable('notices')
      .set({ readAt: now() })
      .where('userId', '=', user)
      .where('readAt', 'is', null)
      .$if(!all, (qb) => qb.where('id', 'in', ids as string[]))
      .execute();
  return { unread: await unreadOf(db, user) };
}
