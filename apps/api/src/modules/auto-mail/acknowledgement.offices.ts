import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/*
 * The offices as an acknowledgement names them: an office's lead is answered from the agency
 * and that office (when there are several) and its replies go to the office's reply address.
 */

type AckOffice = {
  name: string;
  replyEmail: string | null;
  /** Its own wording (migration 049); null: the agency's. */
  ackSubject: string | null;
  ackBody: string | null;
};
/** Every office by id; `at`: the latest change to any of them, to tell a stale read. */
export type AckOffices = { byId: Map<string, AckOffice>; several: boolean; at: string };

export async function readAckOffices(ex: Kysely<Database>): Promise<AckOffices> {
  const rows = await ex
    .selectFrom('offices')
    .select(['id', 'name', 'replyEmail', 'ackSubject', 'ackBody', 'retiredAt', 'updatedAt'])
    .execute();
  return {
    byId: new Map(rows.map(({ id, retiredAt: _r, updatedAt: _u, ...office }) => [id, office])),
    several: rows.filter((r) => r.retiredAt === null).length > 1,
    at: rows.reduce((max, r) => (r.updatedAt > max ? r.updatedAt : max), ''),
  };
}

/** SQL that is true while no office changed since `o` was read (every change sets updatedAt). */
export const officesAsRead = (o: AckOffices) =>
  sql<boolean>`coalesce((select max("updatedAt") from offices), '') = ${o.at}`;

/** Who an acknowledgement is from by name, and where replies go. */
export function ackSender(
  s: { agency: string; replyTo: string; offices: AckOffices },
  p: { officeId?: string; ownerEmail?: string | null },
) {
  const office = p.officeId ? s.offices.byId.get(p.officeId) : undefined;
  const replyTo = p.ownerEmail || office?.replyEmail || s.replyTo;
  return {
    fromName: office && s.offices.several ? `${s.agency} · ${office.name}` : s.agency,
    ...(replyTo ? { replyTo } : {}),
  };
}

/** The acknowledgement a lead of `officeId` gets: the office's own subject and body, else the agency's. */
export function ackWording<T extends { subject: string; body: string }>(
  ack: T,
  offices: AckOffices,
  officeId: string | undefined,
): T {
  const office = officeId ? offices.byId.get(officeId) : undefined;
  return { ...ack, subject: office?.ackSubject ?? ack.subject, body: office?.ackBody ?? ack.body };
}
