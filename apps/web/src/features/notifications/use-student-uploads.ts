import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { StudentUploadNotice } from '@studydesk/contract';
import type { NotificationItem } from '../../layout/header/notification-list';
import type { SseEvent } from '../../lib/sse';
import { focusUrl } from '../enquiries/focus';
import { addUpload, uploadItem, uploadKey } from './student-upload-notices';

/**
 * The bell's "Document from the student" notices (issue 23): a student sent a document through
 * their private link. Live, for the student's owner only (the server sends no one else's);
 * unread until opened or all marked read. Opening one leads to the student's record.
 */
export function useStudentUploads() {
  const [notices, setNotices] = useState<readonly StudentUploadNotice[]>([]);
  const [read, setRead] = useState<ReadonlySet<string>>(() => new Set());
  const navigate = useNavigate();
  const onEvent = useCallback((event: SseEvent) => {
    // the schema (and zod) come with the stream's other notices' parsers
    void import('./stream-notices').then(({ studentUploadOf }) => {
      const n = studentUploadOf(event);
      if (n) setNotices((prev) => addUpload(prev, n));
    });
  }, []);
  const items = useMemo(
    () => notices.map((n) => uploadItem(n, read.has(uploadKey(n)))),
    [notices, read],
  );
  const markRead = (ids: readonly string[]) => setRead((prev) => new Set([...prev, ...ids]));
  return {
    onEvent,
    items,
    unread: items.filter((i) => !i.read).length,
    markAllRead: () => markRead(items.map((i) => i.id)),
    /** Opens the student of an upload's notice; false when the item is not one. */
    open: (item: NotificationItem): boolean => {
      const n = notices.find((x) => uploadKey(x) === item.id);
      if (!n) return false;
      markRead([item.id]);
      void navigate(focusUrl(n.enquiry));
      return true;
    },
  };
}
