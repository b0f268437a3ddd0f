import type { EmailEntry } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { fullName } from '../../lib/names';

/** Mails written to the student from the record, each with where its outbox row is now. */
export async function emailEntries(
  db: Db,
  enquiryId: string,
  ids?: string[],
): Promise<(EmailEntry & { mergedFrom: string | null })[]> {
  let qb = db
    .selectFrom('enquiry_emails as m')
    .leftJoin('outbox as o', 'o.id', 'm.outboxId')
    .leftJoin('users as u', 'u.id', 'm.sentBy')
    .select(['m.id', 'm.createdAt', 'm.sentBy', 'm.toAddress', 'm.subject', 'm.mergedFrom'])
    .select(['o.state', 'o.lastError', 'u.fname', 'u.lname'])
    .where('m.enquiryId', '=', enquiryId);
  if (ids) qb = qb.where('m.id', 'in', ids);
  const rows = await qb.execute();
  return rows.map((m) => ({
    type: 'email',
    _id: m.id,
    at: m.createdAt,
    by: m.sentBy,
    byName: fullName(m.fname, m.lname),
    to: m.toAddress,
    subject: m.subject,
    state: m.state ?? null,
    lastError: m.lastError ?? null,
    mergedFrom: m.mergedFrom ?? null,
  }));
}
