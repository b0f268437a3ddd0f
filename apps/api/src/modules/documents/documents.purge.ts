import { DOCUMENT_TRASH_DAYS } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { now } from '../../lib/ids';
import type { Storage } from '../../plugins/storage';

const DAY = 86_400_000;
/** Documents purged per run: a big backlog is worked off over a few runs. */
const BATCH = 200;

/**
 * Removes the bytes of documents deleted more than DOCUMENT_TRASH_DAYS ago, for the
 * maintenance job. The row stays, marked purged, so the timeline still names what was there.
 * Removing a missing file is not an error, so two processes running it at once do no harm.
 */
export async function purgeDocuments(db: Db, storage: Storage, at = Date.now()): Promise<number> {
  const before = new Date(at - DOCUMENT_TRASH_DAYS * DAY).toISOString();
  const due = await db
    .selectFrom('documents')
    .select(['id', 'storageKey'])
    .where('deletedAt', '<', before)
    .where('purgedAt', 'is', null)
    .limit(BATCH)
    .execute();
  for (const d of due) {
    await storage.private.remove(d.storageKey);
    await db
      .updateTable('documents')
      .set({ purgedAt: now() })
      .where('id', '=', d.id)
      .where('purgedAt', 'is', null)
      .execute();
  }
  return due.length;
}
