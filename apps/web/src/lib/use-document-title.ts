import { useEffect } from 'react';

/** Sets the browser tab title for a screen. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · StudyDesk`;
  }, [title]);
}
