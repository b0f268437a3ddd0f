import type { Kysely } from 'kysely';
import { ts } from '../columns';

/*
 * Speed to lead: when staff first contacted each enquiry. Indexed with deletedAt and
 * createdAt so "still waiting, oldest first" (firstContactAt null) is one index range; the
 * dashboard's week figures read the existing (deletedAt, createdAt, id) index.
 * Backfill: the earliest of its follow-ups (logged contacts are follow-ups of kind 'contact') and
 * of its staff moves away from "new" (a status change with an author).
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema.alterTable('enquiries').addColumn('firstContactAt', ts).execute();
  await db.schema
    .createIndex('enquiries_deletedAt_firstContactAt_createdAt')
    .on('enquiries')
    .columns(['deletedAt', 'firstContactAt', 'createdAt'])
    .execute();

  const firstFollowUp = db
    .selectFrom('followups as f')
    .select((eb) => eb.fn.min('f.createdAt').as('at'))
    .whereRef('f.enquiry', '=', 'enquiries.id');
  await db
    .updateTable('enquiries')
    .set({ firstContactAt: firstFollowUp })
    .where((eb) => eb.exists(firstFollowUp))
    .execute();

  const staffMoves = db
    .selectFrom('enquiry_status_changes as c')
    .whereRef('c.enquiryId', '=', 'enquiries.id')
    .where('c.from', '=', 'new')
    .where('c.to', '<>', 'new')
    .where('c.by', 'is not', null);
  const firstMove = staffMoves.select((eb) => eb.fn.min('c.at').as('at'));
  await db
    .updateTable('enquiries')
    .set({ firstContactAt: firstMove })
    .where((eb) =>
      eb.and([
        eb.exists(staffMoves.select('c.id')),
        eb.or([eb('firstContactAt', 'is', null), eb('firstContactAt', '>', firstMove)]),
      ]),
    )
    .execute();
}
