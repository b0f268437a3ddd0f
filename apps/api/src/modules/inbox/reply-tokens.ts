import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { OutboxRow } from '../../db/schema';
import { now } from '../../lib/ids';

/** 128 random bits in lower-case hex: mail systems may fold the case of an address's local part. */
const TOKEN = /^[0-9a-f]{32}$/;
const newReplyToken = () => randomBytes(16).toString('hex');

/** The enquiry's reply token, made the first time it is needed (once, whoever races for it). */
export async function replyTokenFor(db: Db, enquiryId: string): Promise<string> {
  await db
    .insertInto('reply_tokens')
    .values({ enquiryId, token: newReplyToken(), createdAt: now() })
    .onConflict((oc) => oc.column('enquiryId').doNothing())
    .execute();
  const row = await db
    .selectFrom('reply_tokens')
    .select('token')
    .where('enquiryId', '=', enquiryId)
    .executeTakeFirstOrThrow();
  return row.token;
}

/** How many merges a token's enquiry is followed through (a chain is short; this only bounds it). */
const MERGE_HOPS = 20;

/**
 * The enquiry a token names, if it is one of ours. A token stays keyed on the enquiry it was
 * made for, so after a merge it names the merged-away one: follow `mergedInto` to the kept one,
 * so a reply to a mail sent before the merge still lands on the student's live record.
 */
export async function enquiryOfToken(db: Db, token: string): Promise<string | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const row = await db
    .selectFrom('reply_tokens')
    .select('enquiryId')
    .where('token', '=', token)
    .executeTakeFirst();
  let id = row?.enquiryId;
  for (let hop = 0; id !== undefined && hop < MERGE_HOPS; hop++) {
    const e = await db
      .selectFrom('enquiries')
      .select('mergedInto')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!e?.mergedInto) return id;
    id = e.mergedInto;
  }
  return id;
}

export const replyAddress = (token: string, domain: string) => `reply+${token}@${domain}`;

/** The token of `reply+<token>@domain` (any case), else undefined. */
export function tokenOfAddress(address: string, domain: string): string | undefined {
  const m = /^reply\+([^@]+)@(.+)$/i.exec(address.trim());
  return m && m[2]!.toLowerCase() === domain ? m[1]!.toLowerCase() : undefined;
}

/**
 * What the sender does to each mail before it goes, with inbound mail set up: a mail to the
 * student of an enquiry (its address is the enquiry's e-mail, whatever its kind, so mail added
 * later is covered too) gets Reply-To `reply+<token>@domain`, so the answer files itself. Mail
 * to staff about an enquiry (a new-lead notice) keeps its own. Done at sending, not queueing:
 * every writer of the outbox (even one-statement PostgreSQL inserts) is covered by one place.
 */
export function replyToRouter(db: Db, domain: string | undefined) {
  return async (row: OutboxRow): Promise<OutboxRow> => {
    if (!domain || !row.enquiryId) return row;
    const e = await db
      .selectFrom('enquiries')
      .select('email')
      .where('id', '=', row.enquiryId)
      .executeTakeFirst();
    if (!e || e.email.toLowerCase() !== row.toAddress.toLowerCase()) return row;
    return { ...row, replyTo: replyAddress(await replyTokenFor(db, row.enquiryId), domain) };
  };
}
