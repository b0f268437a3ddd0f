import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, type Control } from 'react-hook-form';
import type { ApplicationDetail, ApplicationUpdate } from '@studydesk/contract';
import type { FormField } from '../../../components/form-field';
import { FormFieldInput } from '../../../components/form-field';
import { SectionCard } from '../../../components/section-card';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { useSchemaForm } from '../../../components/use-schema-form';
import { withToastsOrThrow } from '../../../lib/with-toasts';
import { useApplicationEditMutation, useCollegeIntakesQuery } from './record-api';
import {
  offerFields,
  RecordSchema,
  VISA_FIELDS,
  detailsFields,
  recordValues,
  type RecordIn,
  type RecordOut,
} from './record-fields';

function Fields(props: {
  title: string;
  fields: FormField<RecordIn>[];
  control: Control<RecordIn, unknown, RecordOut>;
}) {
  return (
    <SectionCard title={props.title}>
      <Stack spacing={2.5}>
        {props.fields.map((field) => (
          <FormFieldInput key={field.name} field={field} control={props.control} />
        ))}
      </Stack>
    </SectionCard>
  );
}

/** Save, kept in sight at the foot of the screen while the form is on it (a phone's too). */
function SaveBar({ dirty, saving }: { dirty: boolean; saving: boolean }): ReactNode {
  return (
    <Paper elevation={3} sx={{ position: 'sticky', bottom: 0, zIndex: 2, px: 2, py: 1.25, mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {dirty ? 'Unsaved changes' : 'Everything is saved'}
        </Typography>
        <Button type="submit" variant="contained" loading={saving} disabled={!dirty}>
          Save
        </Button>
      </Stack>
    </Paper>
  );
}

/** Only what was changed goes to the server (an untouched date is not re-sent as a change). */
const changedOnly = (body: RecordOut, dirty: Partial<Record<keyof RecordIn, unknown>>) =>
  Object.fromEntries(
    Object.entries(body).filter(([k]) => dirty[k as keyof RecordIn]),
  ) as ApplicationUpdate;

/**
 * The application's own fields (offer, visa, details) as one form with one Save: validated by
 * the contract, sent with PATCH /applications/:id, then showing what the server kept; a
 * refusal's field errors land on the fields. Leaving with changes unsaved asks first.
 */
export default function RecordForm({ application: a }: { application: ApplicationDetail }) {
  const { data: intakes } = useCollegeIntakesQuery(a.college);
  const [edit] = useApplicationEditMutation();
  const details = detailsFields(a, intakes);
  const offer = offerFields(a);
  const fields = [...offer, ...VISA_FIELDS, ...details];
  const { methods, submit, saving } = useSchemaForm({
    schema: RecordSchema,
    fields,
    values: recordValues(a),
    onSubmit: async (body) => {
      const saved = await withToastsOrThrow(
        () =>
          edit({
            id: a._id,
            enquiry: a.enquiry,
            body: changedOnly(body, methods.formState.dirtyFields),
          }).unwrap(),
        'Application saved',
        'Failed to save the application',
      );
      methods.reset(recordValues(saved));
    },
  });
  const dirty = methods.formState.isDirty;
  const leaving = useLeaveGuard(dirty);
  return (
    <FormProvider {...methods}>
      <Box component="form" noValidate aria-label="Application" onSubmit={(e) => void submit(e)}>
        <Stack spacing={2}>
          <Fields title="Offer" fields={offer} control={methods.control} />
          <Fields title="Visa" fields={VISA_FIELDS} control={methods.control} />
          <Fields title="Details" fields={details} control={methods.control} />
        </Stack>
        <SaveBar dirty={dirty} saving={saving} />
      </Box>
      {leaving}
    </FormProvider>
  );
}
