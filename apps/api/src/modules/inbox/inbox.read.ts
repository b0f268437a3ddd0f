import type { ReplyEntry, UnmatchedMail } from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { InboundMailRow } from '../../db/schema-inbox';
import { fullName } from '../../lib/names';
import type { FiledBy } from './inbound-filing';

type Refused = ReplyEntry['refused'];
const refusedOf = (json: string | null): Refused => (json ? (JSON.parse(json) as Refused) : []);
const namesOf = (json: string | null): string[] => (json ? (JSON.parse(json) as string[]) : []);

/** What the timeline and the Unmatched list both show of a mail. */
export const mailView = (r: InboundMailRow) => ({
  _id: r.id,
  direction: r.direction,
  from: r.fromAddress,
  fromName: r.fromName,
  to: r.toAddress,
  subject: r.subject,
  text: r.textBody,
  quoted: r.quotedText,
  html: r.htmlBody,
  unverified: r.unverified === 1,
  automatic: r.automatic === 1,
  refused: refusedOf(r.refused),
  attachments: namesOf(r.attachments),
});

/** The mail filed on an enquiry, as timeline lines (by: who filed it by hand, if anyone). */
export async function replyEntries(db: Db, enquiryId: string): Promise<ReplyEntry[]> {
  const rows = await db
    .selectFrom('inbound_mails as m')
    .leftJoin('users as u', 'u.id', 'm.filedByUser')
    .selectAll('m')
    .select(['u.fname', 'u.lname'])
    .where('m.enquiryId', '=', enquiryId)
    .execute();
  return rows.map(({ fname, lname, ...r }) => ({
    ...mailView(r),
    type: 'reply',
    at: r.createdAt,
    by: r.filedByUser,
    byName: fullName(fname, lname),
    filedBy: (r.filedBy ?? 'hand') as FiledBy,
  }));
}

export const unmatchedView = (r: InboundMailRow): UnmatchedMail => ({
  ...mailView(r),
  office: r.officeId,
  createdAt: r.createdAt,
});
