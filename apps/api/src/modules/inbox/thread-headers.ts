import type { Db } from '../../db/database';

/**
 * The headers that keep an answer in the thread of a mail that came in: In-Reply-To its
 * Message-ID, References its References and its own id (RFC 5322 §3.6.4). Undefined when the
 * mail is not one filed on this enquiry.
 */
export async function threadHeaders(
  db: Db,
  enquiryId: string,
  mailId: string,
): Promise<Record<string, string> | undefined> {
  const m = await db
    .selectFrom('inbound_mails')
    .select(['messageId', 'references'])
    .where('id', '=', mailId)
    .where('enquiryId', '=', enquiryId)
    .executeTakeFirst();
  if (!m) return undefined;
  const refs = [...(m.references ?? '').split(' ').filter(Boolean), m.messageId];
  // A long thread keeps its first message and the latest ones (a header stays readable).
  const kept = refs.length > 20 ? [refs[0]!, ...refs.slice(-19)] : refs;
  return { 'In-Reply-To': m.messageId, References: kept.join(' ') };
}
