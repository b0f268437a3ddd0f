import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Document } from '@studydesk/contract';
import { DOC_PARAM } from './document-url';

/**
 * Opens the viewer on the document the address names (`?doc=<id>`: the bell's "To review"
 * links here), once, when the student's documents are in. A document that is not there (deleted
 * since, or another student's) opens nothing.
 */
export function useDocFromUrl(documents: Document[] | undefined, view: (d: Document) => void) {
  const [params] = useSearchParams();
  const wanted = params.get(DOC_PARAM);
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!wanted || !documents || opened.current === wanted) return;
    const doc = documents.find((d) => d._id === wanted && !d.deletedAt);
    if (!doc) return;
    opened.current = wanted;
    view(doc);
  }, [wanted, documents, view]);
}
