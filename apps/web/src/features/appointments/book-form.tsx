import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, localIsoDate } from '../../lib/dates';
import { useCounsellors } from '../enquiries/staff-api';
import { useSessionTypesQuery } from './appointments-api';
import { useFreeSlotsQuery } from './calendar-api';
import { clockOf, dayHeading, rangeOf } from './calendar-range';
import { NativeSelect } from './native-select';
import type { PickedStudent } from './student-picker';

/** How far ahead staff book from the calendar (the slots API answers a month at most). */
const DAYS_AHEAD = 28;

export type BookChoice = {
  student: PickedStudent | null;
  type: string;
  counsellor: string;
  day: string;
  start: string;
};

const pick = (label: string) => ({ value: '', label });

/** The session type, counsellor and day, then the free times the slots API offers for them. */
export function BookFields(props: {
  choice: BookChoice;
  onChange: (patch: Partial<BookChoice>) => void;
}) {
  const { choice, onChange } = props;
  const { data: types = [] } = useSessionTypesQuery();
  const staff = useCounsellors();
  const today = localIsoDate();
  const days = Array.from({ length: DAYS_AHEAD }, (_, i) => addDays(today, i));
  const range = rangeOf('day', choice.day);
  const ready = Boolean(choice.type && choice.counsellor);
  const slots = useFreeSlotsQuery(
    { type: choice.type, counsellor: choice.counsellor, from: range.from, to: range.to },
    { skip: !ready },
  );
  const times = (slots.data ?? []).map((s) => ({
    value: s.start,
    label: `${clockOf(s.start)}–${clockOf(s.end)}`,
  }));
  return (
    <Stack spacing={2.5}>
      <NativeSelect
        label="Session type"
        value={choice.type}
        options={[
          pick('Choose a type'),
          ...types
            .filter((t) => t.active)
            .map((t) => ({ value: t._id, label: `${t.name} (${t.minutes} min)` })),
        ]}
        onChange={(type) => onChange({ type, start: '' })}
      />
      <NativeSelect
        label="Counsellor"
        value={choice.counsellor}
        options={[
          pick('Choose a counsellor'),
          ...staff.counsellors.map((c) => ({
            value: c._id,
            label: `${c.fname} ${c.lname}`.trim(),
          })),
        ]}
        onChange={(counsellor) => onChange({ counsellor, start: '' })}
      />
      <NativeSelect
        label="Day"
        value={choice.day}
        options={days.map((d) => ({ value: d, label: dayHeading(d) }))}
        onChange={(day) => onChange({ day, start: '' })}
      />
      {!ready ? (
        <Typography variant="body2" color="text.secondary">
          Choose a type and a counsellor to see the free times.
        </Typography>
      ) : slots.isFetching ? (
        <Typography variant="body2">Finding free times…</Typography>
      ) : times.length === 0 ? (
        <Alert severity="info">No free time that day: try another day or counsellor.</Alert>
      ) : (
        <NativeSelect
          label="Time"
          value={choice.start}
          options={[pick('Choose a time'), ...times]}
          onChange={(start) => onChange({ start })}
        />
      )}
    </Stack>
  );
}
