import type { ContactCreate } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { recordAction } from '../../lib/history/changes';
import { newId, now } from '../../lib/ids';
import { insertPerson } from '../../lib/search/people';
import { acknowledgementMails, mergeNamesOf } from '../auto-mail/acknowledgement';
import { enqueueMails } from '../mail/outbox';
import { formOffice } from '../offices/offices.store';

/**
 * A call request from the public form, in one transaction: the contact, its history line and
 * its acknowledgement in the outbox, so none is kept without the others.
 */
export function createPublicContact(
  db: Db,
  { office, ...input }: Omit<ContactCreate, 'website'>,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const t = now();
    const row = {
      id: newId(),
      mobile: null,
      preferredTime: null,
      ...input,
      assignedTo: null,
      officeId: await formOffice(trx, office),
    };
    const full = { ...row, status: 'new', createdAt: t, updatedAt: t };
    await insertPerson(trx, 'contacts', full, [row.name]);
    const target = { kind: 'contact', recordId: row.id, enquiryId: null } as const;
    await recordAction(trx, target, 'create', null, { to: row.name });
    const person = { email: row.email, officeId: row.officeId, ...mergeNamesOf(row.name) };
    await enqueueMails(trx, await acknowledgementMails(trx, [person]));
  });
}
