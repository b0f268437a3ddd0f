import { sql, type Kysely } from 'kysely';
import type { AcknowledgementValues, SettingKey } from '@studydesk/contract';
import type { Database } from '../../db/schema';
import { mergeMail } from '../mail/merge';
import type { NewMail } from '../mail/outbox';
import { ACK_KEY, acknowledgementOf } from '../mail-templates/templates.store';
import { storedValue } from '../settings/settings.store';

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

const AGENCY_KEY: SettingKey = 'agencyName';
/** What an acknowledgement is made of: the settings rows as stored ('' when not set), read. */
export type AckSettings = {
  stored: { ack: string; agency: string };
  ack: AcknowledgementValues;
  agency: string;
};

let lastRead: AckSettings | undefined;

/** The acknowledgement's settings, with one statement (inside the caller's transaction, if any). */
export async function readAckSettings(ex: Kysely<Database>): Promise<AckSettings> {
  const rows = await ex
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [ACK_KEY, AGENCY_KEY])
    .execute();
  const stored = (key: string) => rows.find((r) => r.key === key)?.value ?? '';
  const [ack, agency] = [stored(ACK_KEY), stored(AGENCY_KEY)];
  // Parsed (through their schemas) once per stored text, not at every batch.
  if (lastRead?.stored.ack === ack && lastRead.stored.agency === agency) return lastRead;
  lastRead = {
    stored: { ack, agency },
    ack: acknowledgementOf(ack || undefined),
    agency: storedValue('agencyName', agency || undefined),
  };
  return lastRead;
}

/** SQL that is true while the settings are still as `s` read them (a statement that acts on them). */
export const ackSettingsAsRead = (s: AckSettings) => {
  const is = (key: string, value: string) =>
    sql<boolean>`coalesce((select value from settings where key = ${key}), '') = ${value}`;
  return sql<boolean>`(${is(ACK_KEY, s.stored.ack)} and ${is(AGENCY_KEY, s.stored.agency)})`;
};

/**
 * The acknowledgements for `people` (issue 24), read inside the caller's transaction: none when
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
