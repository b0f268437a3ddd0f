import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, type Control } from 'react-hook-form';
import { FormFieldInput, type FormField } from '../../components/form-field';
import { HoneypotField } from '../../components/honeypot-field';
import {
  ABOUT_YOU,
  BLANK,
  CONSENT,
  FULL_WIDTH,
  STUDY_PLANS,
  type EnquiryFormInput,
  type EnquiryFormValues,
} from './enquiry-fields';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useEnquirySubmit } from './use-enquiry-submit';

const validation = lazyResolver(() => import('./enquiry-schema').then((m) => m.enquiryResolver));

type EnquiryControl = Control<EnquiryFormInput, unknown, EnquiryFormValues>;

/** A titled group of fields, in two columns from the sm breakpoint. */
function FieldGroup(props: {
  title: string;
  fields: readonly FormField<EnquiryFormInput>[];
  control: EnquiryControl;
}) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {props.title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {props.fields.map((field) => (
          <Box key={field.name} sx={{ gridColumn: FULL_WIDTH.has(field.name) ? '1 / -1' : 'auto' }}>
            <FormFieldInput field={field} control={props.control} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The public enquiry: validated here by the contract's schema (loaded on first use), and again
 * by the API. */
export function EnquiryForm() {
  const { control, register, handleSubmit, setError, formState } = useForm<
    EnquiryFormInput,
    unknown,
    EnquiryFormValues
  >({ resolver: validation.resolver, defaultValues: BLANK, mode: 'onTouched' });
  const submit = handleSubmit(useEnquirySubmit(setError));
  const busy = formState.isSubmitting;
  return (
    <form
      noValidate
      aria-label="Enquiry"
      onFocus={validation.preload}
      onSubmit={(event) => void submit(event)}
    >
      <Stack spacing={4}>
        <FieldGroup title="About you" fields={ABOUT_YOU} control={control} />
        <FieldGroup title="Your study plans" fields={STUDY_PLANS} control={control} />
        <Stack spacing={2.5}>
          <FormFieldInput field={CONSENT} control={control} />
          <HoneypotField registration={register('website')} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={busy}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, px: 5 }}
          >
            Send enquiry
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
