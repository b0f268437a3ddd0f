import { sql, type ExpressionBuilder } from 'kysely';
import type { ImportKept } from '@studydesk/contract';
import type { Database } from '../../db/schema';
import type { Trx } from './imports.writer';

type Eb = ExpressionBuilder<Database, 'enquiries'>;

/** Why an imported student is worked on: each a test on the enquiry's row. */
const REASONS = {
  edited: (eb: Eb, since: string) => eb('enquiries.updatedAt', '>', since),
  applications: (eb: Eb) =>
    eb.exists(eb.selectFrom('applications').select('id').whereRef('enquiry', '=', 'enquiries.id')),
  documents: (eb: Eb) =>
    eb.exists(eb.selectFrom('documents').select('id').whereRef('enquiry', '=', 'enquiries.id')),
  contacts: (eb: Eb) =>
    eb.exists(eb.selectFrom('followups').select('id').whereRef('enquiry', '=', 'enquiries.id')),
};

/**
 * An imported enquiry nobody has worked on since the import ended: not edited (its own row,
 * so PostgreSQL re-checks it against an edit that commits first), with no application,
 * document or logged contact.
 */
export const untouched = (since: string) => (eb: Eb) =>
  eb.not(
    eb.or([
      REASONS.edited(eb, since),
      REASONS.applications(eb),
      REASONS.documents(eb),
      REASONS.contacts(eb),
    ]),
  );

const count = (e: ReturnType<Eb['exists']>) => sql<number>`sum(case when ${e} then 1 else 0 end)`;

/** What an undo left of the import's enquiries, and why, each reason counted. */
export async function keptOf(trx: Trx, importId: string, since: string): Promise<ImportKept> {
  const r = await trx
    .selectFrom('enquiries')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      count(REASONS.edited(eb, since)).as('edited'),
      count(REASONS.applications(eb)).as('applications'),
      count(REASONS.documents(eb)).as('documents'),
      count(REASONS.contacts(eb)).as('contacts'),
    ])
    .where('importId', '=', importId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v ?? 0)])) as ImportKept;
}
