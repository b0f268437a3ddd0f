import { useCallback, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import type { ImportedNotice } from '@studydesk/contract';
import type { NotificationItem } from '../../layout/header/notification-list';
import type { SseEvent } from '../../lib/sse';
import { importPathOf } from '../imports/import-resources';
import { addImported, importedItem, importedKey } from './import-notices';
import { reloadEnquiries } from './notifications-api';

/**
 * The bell's summary of a finished import (issue 24): told to whoever ran it only; unread until
 * opened or all marked read. Opening it leads to the import's result.
 */
export function useImportedNotices() {
  const [notices, setNotices] = useState<readonly ImportedNotice[]>([]);
  const [read, setRead] = useState<ReadonlySet<string>>(() => new Set());
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const onEvent = useCallback(
    (event: SseEvent) => {
      // the schema (and zod) come with the stream's other notices' parser
      void import('./stream-notices').then(({ importedOf }) => {
        const n = importedOf(event);
        if (!n) return;
        setNotices((prev) => addImported(prev, n));
        // an enquiry list on screen shows what came in
        if (n.resource === 'enquiries') dispatch(reloadEnquiries());
      });
    },
    [dispatch],
  );
  const items = useMemo(
    () => notices.map((n) => importedItem(n, read.has(importedKey(n)))),
    [notices, read],
  );
  const markRead = (ids: readonly string[]) => setRead((prev) => new Set([...prev, ...ids]));
  return {
    onEvent,
    items,
    unread: items.filter((i) => !i.read).length,
    markAllRead: () => markRead(items.map((i) => i.id)),
    /** Opens the result of an import's notice; false when the item is not one. */
    open: (item: NotificationItem): boolean => {
      const n = notices.find((x) => importedKey(x) === item.id);
      if (!n) return false;
      markRead([item.id]);
      void navigate(`${importPathOf(n.resource)}?id=${encodeURIComponent(n.id)}`);
      return true;
    },
  };
}
