import type { Kysely } from 'kysely';
import type { AssignedNotice } from '@studydesk/contract';
import type { Database } from '../../db/schema';
import type { BatchEnquiry, WrittenEnquiry } from '../enquiries/enquiries.insert-hooks';
import { enqueueMails } from '../mail/outbox';
import { acknowledgementMails } from './acknowledgement';
import { assignmentMails } from './assignment';

/**
 * Whether writing these may tell an owner: one given to an owner by someone else does (one
 * taken in turn is decided in the transaction anyway). A public one is acknowledged instead.
 */
export const mayTellOwner = (jobs: BatchEnquiry[]) =>
  jobs.some((j) => !j.imported && !!j.assignedTo && j.assignedTo !== j.by);

/** Each enquiry's owner, id and e-mail address (just written: read in the same transaction). */
async function ownersOf(ex: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; email: string }>();
  const rows = await ex
    .selectFrom('enquiries as e')
    .innerJoin('users as u', 'u.id', 'e.assignedTo')
    .select(['e.id', 'u.email', 'u.id as owner'])
    .where('e.id', 'in', ids)
    .where('u.status', '=', 'active')
    .execute();
  return new Map(rows.map((r) => [r.id, { id: r.owner, email: r.email }]));
}

/**
 * The mail of a batch of enquiries, in its transaction: the acknowledgement of each
 * public one with an e-mail address, and to each new owner told of one (`notices`, written
 * before the numbers were known: their numbers are filled in here).
 */
export async function writeInsertMails(
  ex: Kysely<Database>,
  written: WrittenEnquiry[],
  notices: AssignedNotice[],
) {
  const mine = written.filter((w) => !w.imported);
  const byId = new Map(mine.map((w) => [w.id, w]));
  const told = notices.flatMap((n) => {
    const w = byId.get(n.id);
    return w ? [{ ...n, no: w.enqNo }] : [];
  });
  const publicOnes = mine.filter((w) => w.by === null);
  const owners = await ownersOf(
    ex,
    publicOnes.map((w) => w.id),
  );
  const mails = [
    ...(await acknowledgementMails(
      ex,
      publicOnes.map((w) => ({
        email: w.email,
        firstName: w.fName,
        lastName: w.lName,
        enqNo: w.enqNo,
        enquiryId: w.id,
        ownerEmail: owners.get(w.id)?.email,
        ownerId: owners.get(w.id)?.id,
        officeId: w.officeId,
      })),
    )),
    ...(await assignmentMails(ex, told)),
  ];
  await enqueueMails(ex, mails);
}
