import type { Transaction } from 'kysely';
import type { StatusChange } from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { Database, EnquiryRow } from '../../db/schema';
import { recordUpdate } from '../../lib/history/changes';
import { readChanges } from '../../lib/history/read';
import { newId, now } from '../../lib/ids';
import { fullName } from '../../lib/names';

type Trx = Transaction<Database>;
type Fields = Partial<Record<keyof EnquiryRow, string | null | undefined>>;
/** Validated values (the update schema) for the columns they name. */
type Changes = Partial<EnquiryRow>;

/** What happened to an enquiry: status changes and field edits, with who and when. */
export function createEnquiryHistory(db: Db) {
  const withNames = <T extends { fname: string | null; lname: string | null }>(rows: T[]) =>
    rows.map(({ fname, lname, ...r }) => ({ ...r, byName: fullName(fname, lname) }));

  return {
    async recordStatus(
      trx: Trx,
      enquiryId: string,
      from: string | null,
      to: string,
      by: string | null,
    ) {
      await trx
        .insertInto('enquiry_status_changes')
        .values({ id: newId(), enquiryId, from, to, by, at: now() })
        .execute();
    },

    /**
     * Records each field `fields` changes on `cur` (blank and null are the same) and returns
     * the changes to write (lib/history, shared with follow-ups and call requests).
     */
    async recordEdits(trx: Trx, cur: EnquiryRow, fields: Fields, by: string) {
      const target = { kind: 'enquiry', recordId: cur.id, enquiryId: cur.id } as const;
      return (await recordUpdate(trx, target, cur, fields, by)) as Changes;
    },

    /** Oldest first; `mergedFrom`: the id of the enquiry a change came from in a merge. */
    async statusHistory(id: string): Promise<(StatusChange & { mergedFrom?: string | null })[]> {
      const rows = await db
        .selectFrom('enquiry_status_changes as c')
        .leftJoin('users as u', 'u.id', 'c.by')
        .select(['c.id as _id', 'c.from', 'c.to', 'c.by', 'c.at', 'c.mergedFrom'])
        .select(['u.fname', 'u.lname'])
        .where('c.enquiryId', '=', id)
        .orderBy('c.at', 'asc')
        .orderBy('c.id')
        .execute();
      return withNames(rows);
    },

    /** Every recorded change the enquiry's timeline shows, with the author's name. */
    changes: (id: string) => readChanges(db, { enquiryId: id }),
  };
}
