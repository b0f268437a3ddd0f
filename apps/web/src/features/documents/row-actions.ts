import type { Document } from '@studydesk/contract';

/** What a document's buttons do (the section owns the dialogs they open). */
export type DocumentActions = {
  view: (d: Document) => void;
  download: (d: Document) => void;
  accept: (d: Document) => void;
  reject: (d: Document) => void;
  remove: (d: Document) => void;
};
