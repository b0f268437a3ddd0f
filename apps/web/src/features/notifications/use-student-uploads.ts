import { useCallback, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
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
  const dispatch = useDispatch();
  const onEvent = useCallback(
    (event: SseEvent) => {
      // the schema (and zod) come with the stream's other notices' parsers; the documents'
      // tags with the documents' screens
      void Promise.all([import('./stream-notices'), import('../documents/document-tags')]).then(
        ([{ studentUploadOf }, tags]) => {
          const n = studentUploadOf(event);
          if (!n) return;
          setNotices((prev) => addUpload(prev, n));
          // a record on screen shows the new document and its checklist line
          dispatch(tags.documentsBaseApi.util.invalidateTags(tags.documentsWritten(n.enquiry)));
        },
      );
    },
    [dispatch],
  );
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
