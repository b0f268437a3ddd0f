import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AcknowledgementValues } from '@studydesk/contract';
import type { Database } from '../../db/schema';
import { mergeMail, withImage } from '../mail/merge';
import type { NewMail } from '../mail/outbox';
import { ACK_KEY, acknowledgementOf } from '../mail-templates/templates.store';
import type { MailLogo } from '../settings/logo.mail';
import { LOGO_KEY, parseLogo } from '../settings/logo.store';
import { storedValue } from '../settings/settings.store';
import {
  ackSender,
  ackWording,
  officesAsRead,
  readAckOffices,
  type AckOffices,
} from './acknowledgement.offices';
import { bookingLink } from './links';

/** Someone who asked through a public form, and the number their enquiry got (if any). */
export type Enquirer = {
  email: string | null | undefined;
  firstName: string;
  lastName?: string | null;
  enqNo?: string | null;
  enquiryId?: string;
  /** The address of the counsellor who owns the enquiry, if one does: replies go to them. */
  ownerEmail?: string | null;
  /** The office the lead went to: its reply address and name, when it has them. */
  officeId?: string;
  /** The counsellor who owns the enquiry: {{bookingLink}} offers a session with them. */
  ownerId?: string | null;
};

/** Marks mail no person wrote (RFC 3834), so auto-responders do not answer it. */
export const AUTOMATIC = { 'Auto-Submitted': 'auto-generated' };

/** The settings rows an acknowledgement is made of, besides its template. */
const KEYS = [ACK_KEY, 'agencyName', 'agencyReplyTo', LOGO_KEY] as const;
type Stored = Record<(typeof KEYS)[number], string>;
/** What an acknowledgement is made of: the settings rows as stored ('' when not set), read. */
export type AckSettings = {
  stored: Stored;
  offices: AckOffices;
  ack: AcknowledgementValues;
  agency: string;
  /** Where replies go while no counsellor owns the enquiry ('': MAIL_FROM). */
  replyTo: string;
  /** The agency's logo as mail carries it, if an admin uploaded one. */
  logo: MailLogo | null;
};

let lastRead: AckSettings | undefined;

/**
 * The acknowledgement's settings and the offices, one statement each (inside the caller's
 * transaction, if any).
 */

export async function readAckSettings(ex: Kysely<Database>): Promise<AckSettings> {
  const [rows, offices] = await Promise.all([
    ex
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', [...KEYS])
      .execute(),
    readAckOffices(ex),
  ]);
  const stored = Object.fromEntries(
    KEYS.map((k) => [k, rows.find((r) => r.key === k)?.value ?? '']),
  ) as Stored;
  // Parsed (through their schemas) once per stored text, not at every batch.
  if (lastRead && KEYS.every((k) => lastRead!.stored[k] === stored[k]))
    return lastRead.offices.at === offices.at ? lastRead : (lastRead = { ...lastRead, offices });
  lastRead = {
    stored,
    offices,
    ack: acknowledgementOf(stored[ACK_KEY] || undefined),
    agency: storedValue('agencyName', stored.agencyName || undefined),
    replyTo: storedValue('agencyReplyTo', stored.agencyReplyTo || undefined),
    logo: (stored.logo && parseLogo(stored.logo)?.mail) || null,
  };
  return lastRead;
}

/** SQL that is true while the settings are still as `s` read them (a statement that acts on them). */
export const ackSettingsAsRead = (s: AckSettings): RawBuilder<boolean> => {
  const is = (k: (typeof KEYS)[number]) =>
    sql`coalesce((select value from settings where key = ${k}), '') = ${s.stored[k]}`;
  return sql<boolean>`(${sql.join([...KEYS.map(is), officesAsRead(s.offices)], sql` and `)})`;
};

/**
 * The acknowledgements for `people`, read inside the caller's transaction: none when
 * an admin turned them off, none for someone without an e-mail address. A line naming a field
 * without a value (a call request has no enquiry number) is left out.
 */
export async function acknowledgementMails(
  ex: Kysely<Database>,
  people: Enquirer[],
): Promise<NewMail[]> {
  if (!people.some((p) => p.email)) return [];
  return acknowledgementsOf(await readAckSettings(ex), people);
}

/** The acknowledgements for `people` as settings `s` make them (see acknowledgementMails). */
export function acknowledgementsOf(s: AckSettings, people: Enquirer[]): NewMail[] {
  const to = people.filter((p) => p.email);
  const { ack, agency } = s;
  if (to.length === 0 || !ack.on) return [];
  return to.map((p) => ({
    kind: 'acknowledgement',
    to: p.email!,
    ...withLogo(
      s,
      mergeMail(
        ackWording(ack, s.offices, p.officeId),
        {
          firstName: p.firstName,
          lastName: p.lastName,
          enqNo: p.enqNo,
          agencyName: agency,
          bookingLink: bookingLink(p.ownerId),
        },
        { dropLines: true },
      ),
    ),
    // From the agency (and the lead's office, where it has several) by name; replies to the
    // owner, else to the office's reply address, else to the agency's.
    ...ackSender(s, p),
    headers: AUTOMATIC,
    ...(p.enquiryId ? { enquiryId: p.enquiryId } : {}),
  }));
}

/** A merged mail with the agency's logo (its name as the text) atop the HTML, when it has one. */
const withLogo = <M extends { html: string }>(s: AckSettings, mail: M): M =>
  s.logo ? { ...mail, html: withImage(mail.html, { ...s.logo, alt: s.agency }) } : mail;

/** A call request's one name field as the mail's merge names: "Asha Devi Rao" → first "Asha" (the greeting), last "Devi Rao". */
export function mergeNamesOf(name: string) {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}
