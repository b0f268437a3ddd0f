import {
  DocumentRequirementCreateSchema,
  REQUIREMENT_PHASES,
  type DocumentRequirementCreate,
  type Country,
  type DocumentType,
} from '@studydesk/contract';
import { FormDialog } from '../../components/form-dialog';
import type { FormField } from '../../components/form-field';
import { refField } from '../../components/ref-field';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { PHASE_LABELS } from '../application-stages/stage-labels';
import { countrySource } from '../countries/countries-api';
import { useAddDocumentRequirementMutation } from '../documents/document-types-api';

const PHASES = REQUIREMENT_PHASES.map((p) => ({ value: p, label: PHASE_LABELS[p] }));
const blank: DocumentRequirementCreate = { country: '', phase: 'applied', type: '' };

/** "Add requirement": a type, required from a phase on, for a destination or every one. */
export function RuleDialog(props: {
  open: boolean;
  types: readonly DocumentType[];
  onClose: () => void;
}) {
  const [add] = useAddDocumentRequirementMutation();
  const fields: readonly FormField<DocumentRequirementCreate>[] = [
    refField<Country, DocumentRequirementCreate>('country', 'Destination country', countrySource, {
      helperText: 'Leave it empty for every destination',
    }),
    {
      name: 'phase',
      label: 'Phase',
      required: true,
      options: PHASES,
      helperText: 'Required once an application of the student reaches this phase',
    },
    {
      name: 'type',
      label: 'Document type',
      required: true,
      options: props.types.map((t) => ({ value: t._id, label: t.name })),
    },
  ];
  return (
    <FormDialog
      open={props.open}
      title="Add requirement"
      submitLabel="Add requirement"
      schema={DocumentRequirementCreateSchema}
      fields={fields}
      values={blank}
      onSubmit={async (body) => {
        await withToastsOrThrow(
          () => add(body).unwrap(),
          'Requirement added',
          'Could not add the requirement',
        );
        props.onClose();
      }}
      onClose={props.onClose}
    />
  );
}
