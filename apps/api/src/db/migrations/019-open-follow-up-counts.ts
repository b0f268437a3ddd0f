import type { Kysely } from 'kysely';
import { createCountTriggers, dropCountTriggers, recountEnquiries } from './015-counts';

/*
 * The dashboard's "follow-ups due today" and "overdue" count open follow-ups only (a
 * follow-up marked Done is no longer due). Migration 015 now counts a follow-up while its
 * `doneAt` is empty; databases made before get its follow-up triggers again and their counts
 * recomputed. The enquiries' counts are left as they are.
 */
const FOLLOW_UPS = ['followups'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await dropCountTriggers(db, FOLLOW_UPS);
  await createCountTriggers(db, FOLLOW_UPS);
  await recountEnquiries(db, FOLLOW_UPS);
}
// No down: counting open follow-ups is what migration 015 itself does now.
