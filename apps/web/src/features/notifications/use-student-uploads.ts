import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { ToReview } from '@studydesk/contract';
import type { SseEvent } from '../../lib/sse';
import { documentsBaseApi, documentsWritten } from '../documents/document-tags';
import { reloadToReview, useToReviewQuery } from './to-review-api';

/** What the bell knows of the uploads awaiting the user's review. */
export type ToReviewFeed = { data?: ToReview; error?: unknown };

/**
 * The bell's "To review" tab: the documents students sent through their links that
 * await the user's review, from the server, so the list survives a reload and empties as they
 * are accepted or rejected (the documents' cache tags). A `studentUpload` event (the server
 * sends the owner's only) asks again, and refreshes the student's record if it is on screen.
 */
export function useStudentUploads(enabled: boolean) {
  const query = useToReviewQuery(undefined, { skip: !enabled });
  const review: ToReviewFeed = { data: query.data, error: query.error };
  const dispatch = useDispatch();
  const onEvent = useCallback(
    (event: SseEvent) => {
      dispatch(reloadToReview());
      // the schema (and zod) come with the stream's other notices' parsers
      void import('./stream-notices').then(({ studentUploadOf }) => {
        const n = studentUploadOf(event);
        if (n) dispatch(documentsBaseApi.util.invalidateTags(documentsWritten(n.enquiry)));
      });
    },
    [dispatch],
  );
  return { review, onEvent };
}
