import { randomBytes } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import {
  ackSettingsAsRead,
  acknowledgementsOf,
  type AckSettings,
} from '../auto-mail/acknowledgement';
import { OUTBOX_CHANNEL, outboxRow } from '../mail/outbox';

/**
 * Stands for an enquiry's number in an acknowledgement built before the number is taken; the
 * statement writing the batch puts the number in its place. Random per process, so no template
 * or name contains it; letters and digits, as a number, so merging, HTML escaping and links
 * treat both alike.
 */
const NUMBER = `ENQNO${randomBytes(12).toString('hex')}`;
/** The outbox's columns as written here (`attempts` takes its default, 0). */
const COLS = [
  'id',
  'kind',
  'toAddress',
  'replyTo',
  'fromName',
  'subject',
  'textBody',
  'htmlBody',
  'headers',
  'enquiryId',
  'userId',
  'state',
  'nextAttemptAt',
  'lastError',
  'claimedBy',
  'claimedUntil',
  'createdAt',
  'sentAt',
] as const;
const NUMBERED: readonly string[] = ['subject', 'textBody', 'htmlBody'];

/** A public enquiry of a batch: its index among the batch's rows, and who the person is. */
export type Acknowledged = { job: number; id: string; email: string; fName: string; lName: string };
/** A batch's acknowledgements, ready for its statement, and SQL true while still so made. */
export type AckPlan = { asRead: RawBuilder<boolean>; rows: Record<string, string | null>[] };

/** The acknowledgements of `people` as settings `s` make them, numbers to be filled in. */
export function planAcks(s: AckSettings, people: Acknowledged[], at: string): AckPlan {
  const rows = people.flatMap((p) =>
    acknowledgementsOf(s, [
      { email: p.email, firstName: p.fName, lastName: p.lName, enqNo: NUMBER, enquiryId: p.id },
    ]).map((mail) => {
      const row: Record<string, string | number | null> = outboxRow(mail, at);
      return {
        ...Object.fromEntries(COLS.map((c) => [c, row[c] as string | null])),
        job: `${p.job}`,
      };
    }),
  );
  return { asRead: ackSettingsAsRead(s), rows };
}

/**
 * The CTEs of PostgreSQL's one-statement batch (enquiries.write.ts) that write `p`'s mail, each
 * joined to its enquiry's row in `j` for its number, and wake the senders at commit.
 */
export function ackCtes(p: AckPlan) {
  const cols = [...COLS, 'job'];
  const arrays = cols.map((c) => sql`${p.rows.map((r) => r[c] ?? null)}::text[]`);
  const value = (c: string) =>
    NUMBERED.includes(c)
      ? sql`replace(${sql.ref(`x.${c}`)}, ${NUMBER}, j."enqNo")`
      : sql.ref(`x.${c}`);
  return sql`, o as (
      insert into outbox (${sql.join(COLS.map((c) => sql.id(c)))})
      select ${sql.join(COLS.map(value))}
      from unnest(${sql.join(arrays)}) as x(${sql.join(cols.map((c) => sql.id(c)))})
        join j on j.ord = x.job::bigint + 1
    ), wake as (select pg_notify(${OUTBOX_CHANNEL}, ''))`;
}
