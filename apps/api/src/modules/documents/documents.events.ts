import type { Kysely, Transaction } from 'kysely';
import type { DocumentAction } from '@studydesk/contract';
import type { Database } from '../../db/schema';
import { newId, now } from '../../lib/ids';

type Trx = Transaction<Database> | Kysely<Database>;
/** Who did it: a member of staff, the student through their link, or the student's e-mail. */
export type DocumentActor = { userId: string } | { linkId: string } | { mailId: string };

/** A line on the student's timeline about one of their documents (who, what, when). */
export async function recordDocumentEvent(
  trx: Trx,
  e: {
    documentId: string;
    enquiryId: string;
    action: DocumentAction;
    by: DocumentActor;
    reason?: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('document_events')
    .values({
      id: newId(),
      documentId: e.documentId,
      enquiryId: e.enquiryId,
      action: e.action,
      by: 'userId' in e.by ? e.by.userId : null,
      linkId: 'linkId' in e.by ? e.by.linkId : null,
      reason: e.reason ?? null,
      at: now(),
    })
    .execute();
}
