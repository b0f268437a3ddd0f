import type { ComponentProps } from 'react';
import { LazyPopup } from '../../components/lazy-popup';
import { lazyPart } from '../../lib/lazy';
import type { DocumentViewer } from './document-viewer';
import type { RejectDialog } from './reject-dialog';
import type { UploadDialog } from './upload-dialog';

/*
 * The record's documents section shows the checklist and the list first; its dialogs (the
 * upload form, the viewer, the reason to reject) load when first opened.
 */
const Upload = lazyPart<ComponentProps<typeof UploadDialog>>(() =>
  import('./upload-dialog').then((m) => ({ default: m.UploadDialog })),
);
const Viewer = lazyPart<ComponentProps<typeof DocumentViewer>>(() =>
  import('./document-viewer').then((m) => ({ default: m.DocumentViewer })),
);
const Reject = lazyPart<ComponentProps<typeof RejectDialog>>(() =>
  import('./reject-dialog').then((m) => ({ default: m.RejectDialog })),
);

export const LazyUploadDialog = (props: ComponentProps<typeof Upload>) => (
  <LazyPopup open={props.open}>
    <Upload {...props} />
  </LazyPopup>
);
export const LazyDocumentViewer = (props: ComponentProps<typeof Viewer>) => (
  <LazyPopup open={props.open}>
    <Viewer {...props} />
  </LazyPopup>
);
export const LazyRejectDialog = (props: ComponentProps<typeof Reject>) => (
  <LazyPopup open={props.open}>
    <Reject {...props} />
  </LazyPopup>
);
