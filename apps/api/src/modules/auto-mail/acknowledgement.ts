import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { mergeMail } from '../mail/merge';
import type { NewMail } from '../mail/outbox';
import { agencyName } from '../mail-templates/merge-values';
import { readAcknowledgement } from '../mail-templates/templates.store';

/** Someone who asked through a public form, and the number their enquiry got (if any). */
export type Enquirer = {
  email: string | null | undefined;
  firstName: string;
  lastName?: string | null;
  enqNo?: string | null;
  enquiryId?: string;
};

/** Marks mail no person wrote (RFC 3834), so auto-responders do not answer it. */
export const AUTOMATIC = { 'Auto-Submitted': 'auto-generated' };

/**
 * The acknowledgements for `people` (issue 24), read inside the caller's transaction: none when
 * an admin turned them off, none for someone without an e-mail address. A line naming a field
 * without a value (a call request has no enquiry number) is left out.
 */
export async function acknowledgementMails(
  ex: Kysely<Database>,
  people: Enquirer[],
): Promise<NewMail[]> {
  const to = people.filter((p) => p.email);
  if (to.length === 0) return [];
  const ack = await readAcknowledgement(ex);
  if (!ack.on) return [];
  const agency = await agencyName(ex);
  return to.map((p) => ({
    kind: 'acknowledgement',
    to: p.email!,
    ...mergeMail(
      ack,
      { firstName: p.firstName, lastName: p.lastName, enqNo: p.enqNo, agencyName: agency },
      { dropLines: true },
    ),
    headers: AUTOMATIC,
    ...(p.enquiryId ? { enquiryId: p.enquiryId } : {}),
  }));
}

/** "Asha Verma" → first "Asha", last "Verma" (a call request has one name field). */
export function splitName(name: string) {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}
