import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PlusOutlined } from '../../lib/icons/plus-outlined';
import type { ApplicationStage } from '@studydesk/contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useDialog } from '../../lib/crud/use-dialog';
import { NoAccess } from '../../components/no-access';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useRetireRestore } from '../../lib/crud/use-retire-restore';
import { withToasts } from '../../lib/with-toasts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { errorMessage } from '../../lib/errors';
import { userCan } from '../../lib/permissions';
import { LazyAddStageDialog, LazyRenameStageDialog } from './lazy-dialogs';
import { RetiredCard, WorkflowCard, type Refusal } from './stage-sections';
import type { StageRowActions } from './stage-types';
import { stageSettings } from './stages-api';
import { useStageOrder } from './use-stage-order';

const TITLE = 'Application stages';

function StageSettings({ stages }: { stages: ApplicationStage[] }) {
  const live = useMemo(() => stages.filter((s) => !s.retiredAt), [stages]);
  const retired = useMemo(() => stages.filter((s) => s.retiredAt), [stages]);
  const order = useStageOrder(live);
  const [update] = stageSettings.useUpdateMutation();
  const [retire, retiring] = stageSettings.useRetireMutation();
  const { restore } = useRetireRestore(stageSettings, 'stage');
  const renaming = useDialog<ApplicationStage>();
  const confirm = useDialog<ApplicationStage>();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const actions: StageRowActions = {
    move: order.move,
    buttonRef: order.buttonRef,
    note: (s, requiresNote) =>
      withToasts(
        () => update({ key: s.key, body: { requiresNote } }).unwrap(),
        requiresNote ? `${s.name} now requires a note` : `${s.name} no longer requires a note`,
        'Could not save the stage',
      ),
    rename: renaming.show,
    retire: confirm.show,
  };
  const doRetire = async (s: ApplicationStage) => {
    setRefusal(null);
    try {
      await retire(s.key).unwrap();
    } catch (err) {
      setRefusal({ name: s.name, message: errorMessage(err, 'Could not retire the stage') });
    }
    confirm.hide();
  };
  const target = confirm.value;
  return (
    <>
      <WorkflowCard
        live={live}
        actions={actions}
        announcement={order.announcement}
        refusal={refusal}
        onDismiss={() => setRefusal(null)}
      />
      <RetiredCard retired={retired} onRestore={(s) => void restore(s)} />
      <LazyRenameStageDialog open={renaming.open} stage={renaming.value} onClose={renaming.hide} />
      <ConfirmDialog
        open={confirm.open}
        title={`Retire ${target?.name ?? 'stage'}?`}
        message="Applications can no longer move to it; its history stays. Restore it from Retired at any time."
        confirmLabel="Retire"
        busy={retiring.isLoading}
        onConfirm={() => target && void doRetire(target)}
        onClose={confirm.hide}
      />
    </>
  );
}

/** /settings/stages (admins): the agency's workflow of application stages. */
export default function StagesPage() {
  useDocumentTitle(TITLE);
  const admin = userCan('applicationStages', 'write');
  const query = stageSettings.useListQuery({ retired: true }, { skip: !admin });
  const adding = useDialog<void>();
  const add = (
    <Button
      variant="contained"
      startIcon={<PlusOutlined aria-hidden />}
      onClick={() => adding.show()}
    >
      Add stage
    </Button>
  );
  return (
    <Stack spacing={2.5}>
      <PageHeader title={TITLE} action={admin && query.data ? add : undefined} />
      {admin ? (
        <QueryState
          query={query}
          fallback="Could not load the stages"
          loadingLabel="Loading the stages"
        >
          {(stages) => <StageSettings stages={stages} />}
        </QueryState>
      ) : (
        <NoAccess />
      )}
      <LazyAddStageDialog open={adding.open} onClose={adding.hide} />
    </Stack>
  );
}
