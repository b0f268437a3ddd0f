import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { ImportedNotice } from '@studydesk/contract';
import type { SseEvent } from '../../lib/sse';
import { importPathOf } from '../imports/import-resources';
import { IMPORTED_KEEP, importedItem, importedKey } from './import-notices';
import { reloadEnquiries } from './notifications-api';
import { useLiveNotices, type LiveNoticeKind } from './use-live-notices';

const IMPORTED: LiveNoticeKind<ImportedNotice> = {
  key: importedKey,
  keep: IMPORTED_KEEP,
  item: importedItem,
  url: (n) => `${importPathOf(n.resource)}?id=${encodeURIComponent(n.id)}`,
};

/**
 * The bell's summary of a finished import: told to whoever ran it only; unread until
 * opened or all marked read. Opening it leads to the import's result.
 */
export function useImportedNotices() {
  const { receive, ...notices } = useLiveNotices(IMPORTED);
  const dispatch = useDispatch();
  const onEvent = useCallback(
    (event: SseEvent) => {
      // the schema (and zod) come with the stream's other notices' parser
      void import('./stream-notices').then(({ importedOf }) => {
        const n = importedOf(event);
        if (!n) return;
        receive(n);
        // an enquiry list on screen shows what came in
        if (n.resource === 'enquiries') dispatch(reloadEnquiries());
      });
    },
    [dispatch, receive],
  );
  return { ...notices, onEvent };
}
