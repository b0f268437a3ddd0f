import { sql } from 'kysely';
import { ID_PATTERN } from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { InboundMessage } from './inbound-parse';
import { enquiryOfToken, tokenOfAddress } from './reply-tokens';

export type FiledBy = 'token' | 'thread' | 'sender' | 'bcc' | 'hand';

/** Where a mail goes: an enquiry (and how it was found), or the Unmatched list of an office. */
export type Filing = {
  enquiryId: string | null;
  officeId: string | null;
  filedBy: FiledBy | null;
  direction: 'in' | 'out';
  /** It names an enquiry (token or thread) whose student's address is not the sender's. */
  unverified: boolean;
};

type Found = { id: string; email: string; officeId: string };

const live = (db: Db) =>
  db
    .selectFrom('enquiries')
    .select(['id', 'email', 'officeId'])
    .where('deletedAt', 'is', null)
    .where('mergedInto', 'is', null);

const byId = (db: Db, id: string | undefined) =>
  id ? live(db).where('id', '=', id).executeTakeFirst() : Promise.resolve(undefined);

/** Open enquiries with this address, newest first, in the office when one is named. */
const byAddress = (db: Db, address: string, office: string | null) =>
  live(db)
    .where(sql<string>`lower(email)`, '=', address)
    .where('status', '<>', 'closed')
    .$if(office !== null, (qb) => qb.where('officeId', '=', office!))
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** The enquiry a thread belongs to: a mail StudyDesk sent (its Message-ID is `<outbox id@…>`) or
 * one it filed, named in In-Reply-To or References (the nearest first). */
async function byThread(db: Db, m: InboundMessage): Promise<Found | undefined> {
  const ids = [...new Set([m.inReplyTo, ...[...m.references].reverse()].filter((x) => x !== null))];
  if (ids.length === 0) return undefined;
  const outboxIds = ids.map((i) => i.slice(1, i.indexOf('@'))).filter((i) => ID_PATTERN.test(i));
  const [sent, filed] = await Promise.all([
    outboxIds.length
      ? db
          .selectFrom('outbox')
          .select(['id', 'enquiryId'])
          .where('id', 'in', outboxIds)
          .where('enquiryId', 'is not', null)
          .execute()
      : [],
    db
      .selectFrom('inbound_mails')
      .select(['messageId', 'enquiryId'])
      .where('messageId', 'in', ids)
      .where('enquiryId', 'is not', null)
      .execute(),
  ]);
  for (const id of ids) {
    const hit =
      sent.find((s) => id.startsWith(`<${s.id}@`))?.enquiryId ??
      filed.find((f) => f.messageId === id)?.enquiryId;
    const e = await byId(db, hit ?? undefined);
    if (e) return e;
  }
  return undefined;
}

/** The office whose reply address the mail was sent to, if any. */
async function officeOf(db: Db, recipients: string[]): Promise<string | null> {
  if (recipients.length === 0) return null;
  const o = await db
    .selectFrom('offices')
    .select('id')
    .where(sql<string>`lower("replyEmail")`, 'in', recipients)
    .executeTakeFirst();
  return o?.id ?? null;
}

/**
 * Files a mail, by the first rule that finds an enquiry: its reply token; a counsellor's copy to
 * bcc@ (filed on the student it was sent to); the thread it answers; the sender's address (an
 * open enquiry, in the office it was written to when that is known). Else Unmatched.
 */
export async function fileInbound(
  db: Db,
  m: InboundMessage,
  domain: string | undefined,
): Promise<Filing> {
  const office = await officeOf(db, m.recipients);
  const filed = (e: Found, filedBy: FiledBy, direction: 'in' | 'out' = 'in'): Filing => ({
    enquiryId: e.id,
    officeId: e.officeId,
    filedBy,
    direction,
    unverified: direction === 'in' && e.email.toLowerCase() !== m.from.address,
  });
  const token = domain
    ? m.recipients.map((r) => tokenOfAddress(r, domain)).find((x) => x !== undefined)
    : undefined;
  const byToken = await byId(db, token ? await enquiryOfToken(db, token) : undefined);
  if (byToken) return filed(byToken, 'token');
  if (domain && m.recipients.includes(`bcc@${domain}`)) {
    for (const to of m.addressedTo) {
      const e = await byAddress(db, to, null);
      if (e) return filed(e, 'bcc', 'out');
    }
    return {
      enquiryId: null,
      officeId: office,
      filedBy: null,
      direction: 'out',
      unverified: false,
    };
  }
  const thread = await byThread(db, m);
  if (thread) return filed(thread, 'thread');
  const sender = m.from.address ? await byAddress(db, m.from.address, office) : undefined;
  if (sender) return { ...filed(sender, 'sender'), unverified: false };
  return { enquiryId: null, officeId: office, filedBy: null, direction: 'in', unverified: false };
}
