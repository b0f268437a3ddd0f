import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { enquiriesResource } from '@studydesk/contract/plain';
import { toast } from '../../lib/toast/toast';
import { streamDownload } from '../../lib/download';
import { errorMessage } from '../../lib/errors';
import type { Document } from '@studydesk/contract';
import { documentsApi } from './documents-api';

// Its own module: the timeline's document lines download too, and importing it from the
// documents section's actions put those (and their dialogs) on the record's first load.
/** The download, with the file's own name; the read lands on the student's timeline. */
export function useDownload(enquiry: string) {
  const dispatch = useDispatch();
  return useCallback(
    (d: Document) =>
      void streamDownload(
        { path: `/documents/${d._id}/file`, fallbackName: d.fileName },
        () => undefined,
      )
        .then(() =>
          dispatch(
            documentsApi.util.invalidateTags([{ type: enquiriesResource.name, id: enquiry }]),
          ),
        )
        .catch((err: unknown) => toast.error(errorMessage(err, 'Could not download the document'))),
    [dispatch, enquiry],
  );
}
