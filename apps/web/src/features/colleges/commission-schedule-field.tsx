import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { SCHEDULE_MAX, type ScheduleInstalment } from '@studydesk/contract';
import { FormFieldInput, type FormField } from '../../components/form-field';
import { DeleteOutlined } from '../../lib/icons/delete-outlined';
import { PlusOutlined } from '../../lib/icons/plus-outlined';

/** The part of the rule's form this edits: the schedule's instalments. */
type Values = { schedule?: ScheduleInstalment[] };

const FROM_OPTIONS = [
  { value: 'enrolment', label: 'At enrolment' },
  { value: 'intake-start', label: 'After the intake starts' },
];

// a phone: share and Remove on one row, when and days below
const rowSx = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1.6fr 1fr auto' },
  gridTemplateAreas: { xs: '"s x" "f f" "d d"', sm: '"s f d x"' },
  alignItems: 'start',
} as const;
const AREAS = ['s', 'f', 'd'];

/** Whole days typed in a text field, kept as a number (the schema reads one); none to give for
 * an instalment claimed at enrolment. */
const days =
  (label: string, atEnrolment: boolean): FormField<Values>['render'] =>
  (input, error) =>
    atEnrolment ? (
      <Typography variant="body2" color="text.secondary" sx={{ pt: { sm: 2 } }}>
        No days: claimed when the student enrols
      </Typography>
    ) : (
      <TextField
        label={label}
        type="number"
        value={input.value ?? ''}
        onChange={(e) => input.onChange(e.target.value === '' ? 0 : Number(e.target.value))}
        onBlur={input.onBlur}
        inputRef={input.ref}
        error={Boolean(error)}
        helperText={error ?? 'After the intake’s first day'}
        slotProps={{ htmlInput: { min: 0, max: 730, step: 1 } }}
        fullWidth
      />
    );

function instalmentFields(i: number, atEnrolment: boolean): FormField<Values>[] {
  const n = i + 1;
  return [
    { name: `schedule.${i}.share`, label: `Instalment ${n} share (%)`, type: 'number' },
    { name: `schedule.${i}.from`, label: `Instalment ${n} claimable`, options: FROM_OPTIONS },
    {
      name: `schedule.${i}.days`,
      label: `Instalment ${n} days`,
      render: days(`Instalment ${n} days`, atEnrolment),
    },
  ];
}

/**
 * The commission's schedule: the instalments it is claimed in (two semesters, say), each a
 * share in percent, claimable at enrolment or some days after the intake starts; the shares add
 * up to 100. One instalment of 100 % at enrolment is the whole commission at once.
 */
export function CommissionScheduleField() {
  const { control, setValue } = useFormContext<Values>();
  const items = useWatch({ control, name: 'schedule' }) ?? [];
  const { errors } = useFormState({ control, name: 'schedule' });
  const whole = errors.schedule?.message ?? errors.schedule?.root?.message;
  const set = (next: ScheduleInstalment[]) =>
    setValue('schedule', next, { shouldDirty: true, shouldValidate: Boolean(errors.schedule) });
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Schedule
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The instalments the commission is claimed in; their shares add up to 100 %.
      </Typography>
      {items.map((item, i) => (
        <Box key={i} role="group" aria-label={`Instalment ${i + 1}`} sx={rowSx}>
          {instalmentFields(i, item.from === 'enrolment').map((f, k) => (
            <Box key={f.name} sx={{ gridArea: AREAS[k] }}>
              <FormFieldInput field={f} control={control} />
            </Box>
          ))}
          <IconButton
            aria-label={`Remove instalment ${i + 1}`}
            disabled={items.length === 1}
            onClick={() => set(items.filter((_, k) => k !== i))}
            sx={{ mt: 1, gridArea: 'x', justifySelf: 'start' }}
          >
            <DeleteOutlined aria-hidden />
          </IconButton>
        </Box>
      ))}
      {items.length < SCHEDULE_MAX && (
        <Button
          startIcon={<PlusOutlined aria-hidden />}
          onClick={() => set([...items, { share: '', from: 'intake-start', days: 120 }])}
          sx={{ alignSelf: 'start' }}
        >
          Add instalment
        </Button>
      )}
      {whole && (
        <Typography role="alert" color="error" variant="body2">
          {whole}
        </Typography>
      )}
    </Stack>
  );
}
