import type { DbHandle } from '../../db/database';
import { recordChanges, updateRows } from '../../lib/history/changes';
import { scopeOffice } from '../../lib/scope/offices';
import { now } from '../../lib/ids';
import { writeTerms } from '../../lib/search/people';
import { phoneKeys } from '../../lib/search/terms';
import type { EventBus } from '../events/event-bus';
import { insertEnquiries, type NewEnquiry } from '../enquiries/enquiries.insert';
import { emptyFilled, recordFill, type ToInsert, type Trx, type Writer } from './imports.writer';

/** An enquiry's fields an import fills when the record has none (as a merge may take them). */
const FILLABLE = [
  'email',
  'mobile',
  'location',
  'country',
  'course',
  'college',
  'preferredIntake',
  'message',
  'leadQuality',
  'remarks',
] as const;

/**
 * Enquiries through the one insert path (numbered in batches, searchable, on the timeline),
 * with source `import`, the import's id, and no notice each: the import sends one summary.
 */
export function enquiryWriter(
  deps: { handle: DbHandle; bus: EventBus },
  importId: string,
  by: string,
): Writer {
  const insertDeps = {
    ...deps,
    roundRobin: () => Promise.resolve(new Set<string>()),
    turns: { believedOn: false },
  };
  return {
    async insert(trx: Trx, rows: ToInsert[]) {
      if (rows.length === 0) return;
      const jobs = rows.map(({ data, duplicateOf }) => {
        const { receivedAt, ...input } = data;
        return {
          input: { ...input, source: 'import' } as NewEnquiry,
          by,
          inTurn: false,
          receivedAt: typeof receivedAt === 'string' ? receivedAt : undefined,
          // An agency's history, not a lead waiting for its first call: counted as contacted
          // when received (as one staff log while talking is), so no "waiting" list fills up.
          contacted: true,
          importId,
          duplicateOf,
        };
      });
      await insertEnquiries(insertDeps, jobs, trx);
    },

    async fill(trx: Trx, recordId: string, data: Record<string, unknown>) {
      const cur = await scopeOffice(trx.selectFrom('enquiries'), 'officeId')
        .selectAll()
        .where('id', '=', recordId)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (!cur) return false;
      const given = Object.fromEntries(FILLABLE.map((k) => [k, data[k]]));
      const { before, after } = emptyFilled(cur, given);
      if (Object.keys(after).length === 0) return false;
      const t = now();
      const keys = typeof after.mobile === 'string' ? phoneKeys(after.mobile) : {};
      await trx
        .updateTable('enquiries')
        .set({ ...after, ...keys, updatedAt: t })
        .where('id', '=', recordId)
        .execute();
      const target = { kind: 'enquiry' as const, recordId, enquiryId: recordId };
      await recordChanges(trx, updateRows(target, cur, after, by, t).rows);
      if (typeof after.email === 'string')
        await writeTerms(trx, 'enquiry', recordId, [cur.fName, cur.lName], after.email);
      await recordFill(trx, importId, recordId, { before, after });
      return true;
    },
  };
}
