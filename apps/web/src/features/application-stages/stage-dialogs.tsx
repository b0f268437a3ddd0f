import { StageCreateSchema, type ApplicationStage, type StageCreate } from '@studydesk/contract';
import { FormDialog } from '../../components/form-dialog';
import type { FormField } from '../../components/form-field';
import { switchField } from '../../components/form-inputs';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { PHASE_OPTIONS } from './stage-labels';
import { stageSettings } from './stages-api';

const nameField = { name: 'name', label: 'Name', required: true } as const;
const NOTE_HELP = 'Moving an application here asks why (a rejection, a withdrawal …).';

const addFields: readonly FormField<StageCreate>[] = [
  nameField,
  {
    name: 'phase',
    label: 'Phase',
    required: true,
    options: PHASE_OPTIONS,
    helperText: 'Reports compare phases. The stage goes after the last stage of its phase.',
  },
  switchField<StageCreate>('requiresNote', 'Requires a note', NOTE_HELP),
];
const blank: StageCreate = { name: '', phase: 'applied', requiresNote: false };

/** "Add stage": its name, its phase and whether moving there needs a note. */
export function AddStageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [add] = stageSettings.useAddMutation();
  return (
    <FormDialog
      open={open}
      title="Add stage"
      submitLabel="Add stage"
      schema={StageCreateSchema}
      fields={addFields}
      values={blank}
      onSubmit={async (body) => {
        await withToastsOrThrow(() => add(body).unwrap(), 'Stage added', 'Could not add the stage');
        onClose();
      }}
      onClose={onClose}
    />
  );
}

const RenameSchema = StageCreateSchema.pick({ name: true });
type Rename = { name: string };
const renameFields: readonly FormField<Rename>[] = [nameField];

/** "Rename <stage>": the server says when another stage already has the name. */
export function RenameStageDialog({
  open,
  stage,
  onClose,
}: {
  open: boolean;
  stage: ApplicationStage | undefined;
  onClose: () => void;
}) {
  const [update] = stageSettings.useUpdateMutation();
  return (
    <FormDialog
      open={open}
      title={stage ? `Rename ${stage.name}` : 'Rename stage'}
      submitLabel="Rename"
      schema={RenameSchema}
      fields={renameFields}
      values={{ name: stage?.name ?? '' }}
      onSubmit={async ({ name }) => {
        if (!stage) return;
        await withToastsOrThrow(
          () => update({ key: stage.key, body: { name } }).unwrap(),
          'Stage renamed',
          'Could not rename the stage',
        );
        onClose();
      }}
      onClose={onClose}
    />
  );
}
