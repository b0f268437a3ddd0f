import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  BATCH_ROWS,
  type BatchEnquiry,
  type InsertHook,
  type StatementPart,
} from '../enquiries/enquiries.insert-hooks';
import { mailQueued, outboxStatementPart } from '../mail/outbox';
import {
  ackSettingsAsRead,
  acknowledgementsOf,
  readAckSettings,
  type AckSettings,
} from './acknowledgement';
import { mayTellOwner, writeInsertMails } from './insert-mails';

/**
 * Stands for an enquiry's number in an acknowledgement made before the number is taken; the
 * statement writing the batch puts the number in its place. Random per process, so no template
 * or name contains it; letters and digits, as a number, so merging, HTML escaping and links
 * treat both alike.
 */
const NUMBER = `ENQNO${randomBytes(12).toString('hex')}`;

/** The acknowledgements of a batch's public enquiries as settings `s` make them. */
function statementAcks(s: AckSettings, batch: BatchEnquiry[]) {
  const mails = batch
    .filter((e) => e.by === null && !e.imported)
    .flatMap((e) =>
      acknowledgementsOf(s, [
        {
          email: e.email,
          firstName: e.fName,
          lastName: e.lName,
          enqNo: NUMBER,
          enquiryId: e.id,
          officeId: e.officeId,
          ownerId: e.assignedTo,
        },
      ]).map((mail) => ({ ord: e.job + 1, mail })),
    );
  if (mails.length === 0) return { ctes: sql``, joins: sql``, queued: false };
  const from = { ...BATCH_ROWS, column: BATCH_ROWS.number, placeholder: NUMBER };
  return { ...outboxStatementPart(mails, from), queued: true };
}

/**
 * The mail that follows enquiries written (docs/DECISIONS.md, "The write path under load"):
 * the acknowledgement of each public one and the notice to each owner told of one. On
 * PostgreSQL's one statement the acknowledgements are made from the settings as last read,
 * and the statement writes nothing if those changed (the batch is then written again in a
 * transaction, which reads them afresh).
 */
export function enquiryMailHook(): InsertHook {
  let known: AckSettings | undefined;
  return {
    needsTransaction: mayTellOwner,
    async statementPart(db, batch): Promise<StatementPart | undefined> {
      if (!batch.some((e) => e.by === null && !e.imported)) return undefined;
      const s = (known ??= await readAckSettings(db));
      const { queued, ...part } = statementAcks(s, batch);
      return {
        guard: ackSettingsAsRead(s),
        ...part,
        settled(written) {
          if (!written) known = undefined;
          else if (queued) mailQueued();
        },
      };
    },
    afterInsert: writeInsertMails,
  };
}
