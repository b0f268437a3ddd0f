import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { StudentUploadNotice } from '@studydesk/contract';
import type { SseEvent } from '../../lib/sse';
import { focusUrl } from '../enquiries/focus';
import { UPLOAD_KEEP, uploadItem, uploadKey } from './student-upload-notices';
import { useLiveNotices, type LiveNoticeKind } from './use-live-notices';

const UPLOADS: LiveNoticeKind<StudentUploadNotice> = {
  key: uploadKey,
  keep: UPLOAD_KEEP,
  item: uploadItem,
  url: (n) => focusUrl(n.enquiry),
};

/**
 * The bell's "Document from the student" notices (issue 23): a student sent a document through
 * their private link. Live, for the student's owner only (the server sends no one else's);
 * unread until opened or all marked read. Opening one leads to the student's record.
 */
export function useStudentUploads() {
  const { receive, ...notices } = useLiveNotices(UPLOADS);
  const dispatch = useDispatch();
  const onEvent = useCallback(
    (event: SseEvent) => {
      // the schema (and zod) come with the stream's other notices' parsers; the documents'
      // tags with the documents' screens
      void Promise.all([import('./stream-notices'), import('../documents/document-tags')]).then(
        ([{ studentUploadOf }, tags]) => {
          const n = studentUploadOf(event);
          if (!n) return;
          receive(n);
          // a record on screen shows the new document and its checklist line
          dispatch(tags.documentsBaseApi.util.invalidateTags(tags.documentsWritten(n.enquiry)));
        },
      );
    },
    [dispatch, receive],
  );
  return { ...notices, onEvent };
}
