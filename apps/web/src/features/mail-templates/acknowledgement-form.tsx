import {
  AcknowledgementValuesSchema,
  type Acknowledgement,
  type AcknowledgementValues,
} from '@studydesk/contract';
import { switchField } from '../../components/form-inputs';
import { InlineForm } from '../../components/inline-form';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { usePreviewMailMutation, useUpdateAcknowledgementMutation } from './mail-templates-api';
import { MERGE_HINT } from './merge-hint';
import { usePreviewGate } from './use-preview-gate';

const valuesOf = ({ on, subject, body }: Acknowledgement): AcknowledgementValues => ({
  on,
  subject,
  body,
});

/** The acknowledgement's switch, subject and message; saved after its preview is confirmed. */
export function AcknowledgementForm({ ack }: { ack: Acknowledgement }) {
  const [preview] = usePreviewMailMutation();
  const [update] = useUpdateAcknowledgementMutation();
  const gate = usePreviewGate({
    note: 'Merged with sample values (a student called Asha Verma, enquiry ENQ-000123).',
    confirmLabel: 'Save acknowledgement',
  });
  return (
    <>
      <InlineForm<AcknowledgementValues, AcknowledgementValues>
        label="Acknowledgement"
        schema={AcknowledgementValuesSchema}
        values={valuesOf(ack)}
        fields={[
          switchField<AcknowledgementValues>(
            'on',
            'Send an acknowledgement',
            'To everyone who sends an enquiry or a call request on the website, at once.',
          ),
          { name: 'subject', label: 'Subject', required: true },
          {
            name: 'body',
            label: 'Message',
            required: true,
            rows: 9,
            helperText: `${MERGE_HINT} A line with a field that has no value (a call request has no enquiry number) is left out.`,
          },
        ]}
        onSubmit={async (v) => {
          const merged = await preview({ subject: v.subject, body: v.body }).unwrap();
          if (!(await gate.ask(merged))) return;
          const saved = await withToastsOrThrow(
            () => update(v).unwrap(),
            'Acknowledgement saved',
            'Could not save the acknowledgement',
          );
          return valuesOf(saved);
        }}
        submitLabel="Preview and save"
      />
      {gate.dialog}
    </>
  );
}
