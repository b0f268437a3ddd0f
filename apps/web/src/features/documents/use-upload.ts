import { useCallback, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { Document } from '@studydesk/contract';
import { DOCUMENT_FILE_FIELD } from '@studydesk/contract/plain';
import { uploadWithProgress, type UploadProgress } from '../../lib/upload';
import { documentsWritten } from './document-tags';
import { documentsApi, studentPath } from './documents-api';

export type UploadFields = { type: string; application: string; note: string };

/** The multipart body: the fields that are filled, then the file (the server reads it last). */
function body(fields: UploadFields, file: File): FormData {
  const form = new FormData();
  form.append('type', fields.type);
  if (fields.application) form.append('application', fields.application);
  if (fields.note.trim()) form.append('note', fields.note.trim());
  form.append(DOCUMENT_FILE_FIELD, file, file.name);
  return form;
}

/**
 * POST /enquiries/:id/documents with its progress; on success the student's documents, their
 * timeline and the board's counts reload. `progress` is undefined while nothing is sending.
 */
export function useUploadDocument(enquiry: string) {
  const dispatch = useDispatch();
  const [progress, setProgress] = useState<UploadProgress | undefined>(undefined);
  const abort = useRef<AbortController | null>(null);
  const upload = useCallback(
    async (fields: UploadFields, file: File): Promise<Document> => {
      abort.current = new AbortController();
      setProgress({ loaded: 0, total: file.size });
      try {
        const saved = await uploadWithProgress<Document>({
          path: studentPath(enquiry),
          body: body(fields, file),
          onProgress: setProgress,
          signal: abort.current.signal,
        });
        dispatch(documentsApi.util.invalidateTags(documentsWritten(enquiry)));
        return saved;
      } finally {
        setProgress(undefined);
      }
    },
    [dispatch, enquiry],
  );
  const cancel = useCallback(() => abort.current?.abort(), []);
  return { upload, progress, cancel };
}
