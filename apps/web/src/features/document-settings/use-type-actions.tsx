import type { DocumentType } from '@studydesk/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useDialog } from '../../lib/crud/use-dialog';
import { useRetireRestore } from '../../lib/crud/use-retire-restore';
import { documentTypes } from '../documents/document-types-api';
import { LazyAddTypeDialog, LazyRenameTypeDialog } from './lazy-dialogs';
import type { TypeActions } from './types-card';

/** Add, rename, retire (asked first) and restore a document type, with their dialogs. */
export function useTypeActions() {
  const adding = useDialog<void>();
  const renaming = useDialog<DocumentType>();
  const retiring = useDialog<DocumentType>();
  const writes = useRetireRestore(documentTypes, 'document type');
  const actions: TypeActions = {
    add: () => adding.show(),
    rename: renaming.show,
    retire: retiring.show,
    restore: (t) => void writes.restore(t),
  };
  const target = retiring.value;
  const dialogs = (
    <>
      <LazyAddTypeDialog open={adding.open} onClose={adding.hide} />
      <LazyRenameTypeDialog open={renaming.open} type={renaming.value} onClose={renaming.hide} />
      <ConfirmDialog
        open={retiring.open}
        title={`Retire ${target?.name ?? 'the type'}?`}
        message="It takes no new uploads and no checklist asks for it; its documents stay. Restore it at any time."
        confirmLabel="Retire"
        busy={writes.retiring}
        onConfirm={() => target && void writes.retire(target).then(retiring.hide)}
        onClose={retiring.hide}
      />
    </>
  );
  return { actions, dialogs };
}
