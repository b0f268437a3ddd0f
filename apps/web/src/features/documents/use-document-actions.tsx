import { useMemo } from 'react';
import { toast } from '../../lib/toast/toast';
import type { Document } from '@studydesk/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useDialog } from '../../lib/crud/use-dialog';
import { withToasts } from '../../lib/with-toasts';
import { documentTitle } from './document-labels';
import { useDeleteDocumentMutation, useReviewDocumentMutation } from './documents-api';
import { LazyDocumentViewer, LazyRejectDialog } from './lazy-dialogs';
import { useDownload } from './use-download';
import type { DocumentActions } from './row-actions';

/** A student's documents' buttons and the dialogs they open: view, accept, reject, delete. */
export function useDocumentActions(enquiry: string) {
  const viewing = useDialog<Document>();
  const rejecting = useDialog<Document>();
  const deleting = useDialog<Document>();
  const [review] = useReviewDocumentMutation();
  const [remove, removing] = useDeleteDocumentMutation();
  const download = useDownload(enquiry);
  const actions: DocumentActions = useMemo(
    () => ({
      view: viewing.show,
      download,
      accept: (d) =>
        void withToasts(
          () => review({ id: d._id, enquiry, body: { status: 'accepted' } }).unwrap(),
          `${documentTitle(d)} accepted`,
          'Could not accept the document',
        ),
      reject: rejecting.show,
      remove: deleting.show,
    }),
    [viewing.show, rejecting.show, deleting.show, review, enquiry, download],
  );
  const reject = async (d: Document, reason: string) => {
    await review({ id: d._id, enquiry, body: { status: 'rejected', reason } }).unwrap();
    toast.success(`${documentTitle(d)} rejected`);
  };
  const doomed = deleting.value;
  const confirmDelete = async (d: Document) => {
    await withToasts(
      () => remove({ id: d._id, enquiry }).unwrap(),
      `${documentTitle(d)} deleted`,
      'Could not delete the document',
    );
    deleting.hide();
  };
  const dialogs = (
    <>
      <LazyDocumentViewer
        open={viewing.open}
        document={viewing.value}
        onDownload={download}
        onClose={viewing.hide}
      />
      <LazyRejectDialog
        open={rejecting.open}
        document={rejecting.value}
        onReject={reject}
        onClose={rejecting.hide}
      />
      <ConfirmDialog
        open={deleting.open}
        title={`Delete ${doomed ? documentTitle(doomed) : 'the document'}?`}
        message="An admin can restore it within 30 days; after that its file is removed for good."
        busy={removing.isLoading}
        onConfirm={() => doomed && void confirmDelete(doomed)}
        onClose={deleting.hide}
      />
    </>
  );
  return { actions, dialogs };
}
