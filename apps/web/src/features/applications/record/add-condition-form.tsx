import type { z } from 'zod';
import { ConditionCreateSchema, type ApplicationDetail } from '@studydesk/contract';
import { InlineForm } from '../../../components/inline-form';
import { withToastsOrThrow } from '../../../lib/with-toasts';
import { useConditionAddMutation } from './record-api';

type ConditionIn = z.input<typeof ConditionCreateSchema>;
const BLANK: ConditionIn = { text: '', dueDate: '' };

/** The condition's form (loaded by `AddCondition` when it first opens). */
export default function AddConditionForm({ application: a }: { application: ApplicationDetail }) {
  const [add] = useConditionAddMutation();
  return (
    <InlineForm
      label="Add condition"
      schema={ConditionCreateSchema}
      values={BLANK}
      resetOnSave
      fields={[
        { name: 'text', label: 'Condition', required: true, rows: 2 },
        { name: 'dueDate', label: 'Due date', type: 'date' },
      ]}
      submitLabel="Add condition"
      onSubmit={async (body) => {
        await withToastsOrThrow(
          () => add({ id: a._id, enquiry: a.enquiry, body }).unwrap(),
          'Condition added',
          'Failed to add the condition',
        );
      }}
    />
  );
}
