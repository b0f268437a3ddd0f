import type { ImportedNotice } from '@studydesk/contract';
import { importPathOf } from '../imports/import-resources';
import { IMPORTED_KEEP, importedItem, importedKey } from './import-notices';
import { reloadEnquiries } from './notifications-api';
import { useEventNotices, type EventNoticeKind } from './use-event-notices';

const IMPORTED: EventNoticeKind<ImportedNotice> = {
  key: importedKey,
  keep: IMPORTED_KEEP,
  item: importedItem,
  url: (n) => `${importPathOf(n.resource)}?id=${encodeURIComponent(n.id)}`,
  parse: (p) => p.importedOf,
  // an enquiry list on screen shows what came in
  arrived: (n, dispatch) => {
    if (n.resource === 'enquiries') dispatch(reloadEnquiries());
  },
};

/**
 * The bell's summary of a finished import: told to whoever ran it only; unread until
 * opened or all marked read. Opening it leads to the import's result.
 */
export const useImportedNotices = () => useEventNotices(IMPORTED);
