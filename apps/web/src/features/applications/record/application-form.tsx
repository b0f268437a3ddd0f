import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ApplicationDetail, ApplicationUpdate } from '@studydesk/contract';
import type { FormField } from '../../../components/form-field';
import { InlineForm } from '../../../components/inline-form';
import { withToastsOrThrow } from '../../../components/with-toasts';
import { useApplicationEditMutation } from './record-api';

type Props<In extends FieldValues> = {
  application: ApplicationDetail;
  /** names the form, e.g. "Offer" */
  label: string;
  schema: z.ZodType<ApplicationUpdate, In>;
  fields: readonly FormField<In>[];
  /** the form's values from the application (as saved) */
  valuesOf: (a: ApplicationDetail) => In;
  saved: string;
};

/**
 * A part of the application edited in place (details, offer, visa): validated by the contract,
 * saved with PATCH /applications/:id, then showing what the server kept; a refusal's field
 * errors land on the fields.
 */
export function ApplicationForm<In extends FieldValues>(props: Props<In>) {
  const { application: a, label, schema, fields, valuesOf, saved } = props;
  const [edit] = useApplicationEditMutation();
  return (
    <InlineForm
      label={label}
      schema={schema}
      fields={fields}
      values={valuesOf(a)}
      submitLabel={`Save ${label.toLowerCase()}`}
      onSubmit={async (body) =>
        valuesOf(
          await withToastsOrThrow(
            () => edit({ id: a._id, enquiry: a.enquiry, body }).unwrap(),
            saved,
            `Failed to save the ${label.toLowerCase()}`,
          ),
        )
      }
    />
  );
}
