import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, localIsoDate } from '../../lib/dates';
import { useCounsellors } from '../enquiries/staff-api';
import { useSessionTypesQuery } from './appointments-api';
import { dayHeading } from './calendar-range';
import { NativeSelect } from './native-select';
import type { PickedStudent } from './student-picker';
import { TimeChoice } from './time-choice';

/** How far ahead staff book from the calendar (the slots API answers a month at most). */
const DAYS_AHEAD = 28;

export type BookChoice = {
  student: PickedStudent | null;
  type: string;
  counsellor: string;
  day: string;
  /** the Time list's choice: a free time's start, or OTHER_TIME */
  picked: string;
  start: string;
};

const pick = (label: string) => ({ value: '', label });

/**
 * The session type and counsellor, then (for a session to come) the day and a time; a walk-in
 * starts now, with the student's counsellor unless another is chosen.
 */
export function BookFields(props: {
  choice: BookChoice;
  onChange: (patch: Partial<BookChoice>) => void;
  walkIn?: boolean;
}) {
  const { choice, onChange, walkIn } = props;
  const { data: types = [] } = useSessionTypesQuery();
  const staff = useCounsellors();
  const today = localIsoDate();
  const days = Array.from({ length: DAYS_AHEAD }, (_, i) => addDays(today, i));
  const ready = Boolean(choice.type && choice.counsellor);
  const unset = { picked: '', start: '' };
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
        onChange={(type) => onChange({ type, ...unset })}
      />
      <NativeSelect
        label="Counsellor"
        value={choice.counsellor}
        options={[
          pick(walkIn ? 'The student’s counsellor' : 'Choose a counsellor'),
          ...staff.counsellors.map((c) => ({
            value: c._id,
            label: `${c.fname} ${c.lname}`.trim(),
          })),
        ]}
        onChange={(counsellor) => onChange({ counsellor, ...unset })}
      />
      {!walkIn && (
        <NativeSelect
          label="Day"
          value={choice.day}
          options={days.map((d) => ({ value: d, label: dayHeading(d) }))}
          onChange={(day) => onChange({ day, ...unset })}
        />
      )}
      {walkIn ? null : ready ? (
        <TimeChoice
          ask={{ ...choice, counsellorName: staff.nameOf(choice.counsellor) ?? 'the counsellor' }}
          picked={choice.picked}
          start={choice.start}
          onChange={onChange}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Choose a type and a counsellor to see the free times.
        </Typography>
      )}
    </Stack>
  );
}
