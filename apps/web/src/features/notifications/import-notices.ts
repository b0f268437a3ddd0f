import type { ImportedNotice } from '@studydesk/contract';
import type { NotificationItem } from './notification-list';

/** Notices kept while the layout is open; plenty for a working day. */
export const IMPORTED_KEEP = 50;
/** Bell items for finished imports carry this prefix, so a click can tell them apart. */
export const IMPORTED_PREFIX = 'imported:';

/** One import once: a replayed event changes nothing. */
export const importedKey = (n: ImportedNotice) => `${IMPORTED_PREFIX}${n.id}:${n.state}`;

const figure = (count: number, word: string) => `${count.toLocaleString()} ${word}`;

/** "Import done: leads.csv — 7,920 inserted, 40 updated, 40 skipped, 0 failed" */
export function importedTitle(n: ImportedNotice): string {
  const counts = [
    figure(n.inserted, 'inserted'),
    figure(n.updated, 'updated'),
    figure(n.skipped, 'skipped'),
    figure(n.failed, 'failed'),
  ].join(', ');
  const head = n.state === 'failed' ? 'Import stopped' : 'Import done';
  return `${head}: ${n.name} — ${counts}`;
}

/** The bell's one summary of a whole import, never a notice per row. */
export const importedItem = (n: ImportedNotice, read: boolean): NotificationItem => ({
  id: importedKey(n),
  fName: n.name,
  read,
  title: importedTitle(n),
});
