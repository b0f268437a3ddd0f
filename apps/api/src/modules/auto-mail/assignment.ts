import type { Kysely } from 'kysely';
import type { AssignedNotice } from '@studydesk/contract';
import type { Database } from '../../db/schema';
import { fullName } from '../../lib/names';
import { textToHtml } from '../mail/merge';
import type { NewMail } from '../mail/outbox';
import { AUTOMATIC } from './acknowledgement';
import { appLink } from './links';

const linkOf = (n: AssignedNotice) =>
  appLink(n.kind === 'enquiry' ? `/enquiries/${n.id}` : '/contact');

/** How to reach the enquirer and what they asked: the owner can call back from the mail. */
type Lead = { mobile: string | null; message: string | null };

/** The phone and message of each notice's enquiry or call request, by id. */
async function leadsOf(ex: Kysely<Database>, notices: AssignedNotice[]) {
  const ids = (kind: AssignedNotice['kind']) =>
    notices.filter((n) => n.kind === kind).map((n) => n.id);
  const read = async (table: 'enquiries' | 'contacts', of: string[]) =>
    of.length === 0
      ? []
      : ex.selectFrom(table).select(['id', 'mobile', 'message']).where('id', 'in', of).execute();
  const rows = [
    ...(await read('enquiries', ids('enquiry'))),
    ...(await read('contacts', ids('contact'))),
  ];
  return new Map<string, Lead>(rows.map((r) => [r.id, r]));
}

/** The lead's phone and message lines (none for what it lacks). */
const detailsOf = (lead: Lead | undefined) => [
  ...(lead?.mobile ? ['', `Phone: ${lead.mobile}`] : []),
  ...(lead?.message?.trim() ? ['', 'Their message:', lead.message.trim()] : []),
];

/** The mail's text: what was assigned, by whom (or in turn), how to reach them, the link. */
function textOf(n: AssignedNotice, first: string, lead: Lead | undefined) {
  const what = n.kind === 'enquiry' ? `${n.name} (${n.no})` : `the call request of ${n.name}`;
  const who = n.byName ? `${n.byName} assigned you` : 'You were given, in turn,';
  return [
    `Hello ${first},`,
    '',
    `${who} a new lead: ${what}.`,
    ...detailsOf(lead),
    '',
    `Open it: ${linkOf(n)}`,
    '',
    'This mail was sent by StudyDesk because the lead is now yours.',
  ].join('\n');
}

/**
 * The mail to each new owner of the `notices`: a new lead given to them in turn or
 * by someone else (the notices already leave out those who took a lead themselves). Read in
 * the caller's transaction; none for an owner without an active account.
 */
export async function assignmentMails(
  ex: Kysely<Database>,
  notices: AssignedNotice[],
): Promise<NewMail[]> {
  if (notices.length === 0) return [];
  const ids = [...new Set(notices.map((n) => n.to))];
  const owners = new Map(
    (
      await ex
        .selectFrom('users')
        .select(['id', 'email', 'fname', 'lname'])
        .where('id', 'in', ids)
        .where('status', '=', 'active')
        .execute()
    ).map((u) => [u.id, u]),
  );
  const leads = await leadsOf(ex, notices);
  return notices.flatMap((n) => {
    const owner = owners.get(n.to);
    if (!owner) return [];
    const label = n.kind === 'enquiry' ? `${n.no} ${n.name}` : `Call request: ${n.name}`;
    const text = textOf(
      n,
      owner.fname || (fullName(owner.fname, owner.lname) ?? ''),
      leads.get(n.id),
    );
    return [
      {
        kind: 'assignment',
        to: owner.email,
        subject: `New lead assigned to you: ${label}`.replace(/\s*[\r\n]+\s*/g, ' '),
        text,
        html: textToHtml(text),
        headers: AUTOMATIC,
        userId: owner.id,
        ...(n.kind === 'enquiry' ? { enquiryId: n.id } : {}),
      },
    ];
  });
}
