import type { Kysely } from 'kysely';
import { STUDENT_PAGE_PATH, type MailMergeField } from '@studydesk/contract';
import type { Database } from '../../db/schema';
import { fullName } from '../../lib/names';
import { appLink, bookingLink } from '../auto-mail/links';
import { createSettingsStore } from '../settings/settings.store';

export type MergeFields = Partial<Record<MailMergeField, string | null>>;

/** What a preview without an enquiry shows. */
export const SAMPLE_FIELDS = {
  firstName: 'Asha',
  lastName: 'Verma',
  enqNo: 'ENQ-000123',
  counsellorName: 'Sam Counsellor',
} satisfies MergeFields;

/** A preview's {{studentLink}}: the real one is made when the mail is sent (its token shown once). */
export const studentLinkPreview = () =>
  appLink(`${STUDENT_PAGE_PATH}/(a new private link, made when the mail is sent)`);

/** The agency's name, as its mails sign it. */
export const agencyName = (ex: Kysely<Database>) => createSettingsStore(ex).value('agencyName', ex);

/**
 * An enquiry's merge values: the student's names and number, and the counsellor's name (its
 * owner; else `sender`, who writes). Undefined when there is no live enquiry with that id.
 */
export async function enquiryFields(
  ex: Kysely<Database>,
  id: string,
  sender?: { fname: string; lname: string | null },
): Promise<MergeFields | undefined> {
  const e = await ex
    .selectFrom('enquiries as e')
    .leftJoin('users as u', 'u.id', 'e.assignedTo')
    .select(['e.fName', 'e.lName', 'e.enqNo', 'e.assignedTo', 'u.fname', 'u.lname'])
    .where('e.id', '=', id)
    .where('e.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!e) return undefined;
  const counsellor = e.fname
    ? fullName(e.fname, e.lname)
    : sender && fullName(sender.fname, sender.lname);
  return {
    firstName: e.fName,
    lastName: e.lName,
    enqNo: e.enqNo,
    agencyName: await agencyName(ex),
    counsellorName: counsellor ?? null,
    bookingLink: bookingLink(e.assignedTo),
  };
}
