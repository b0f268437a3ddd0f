import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFreeSlotsQuery } from './calendar-api';
import { clockOf, rangeOf } from './calendar-range';
import { NativeSelect } from './native-select';

/** The Time list's last choice: a time staff type, free or not. */
export const OTHER_TIME = 'other';

export type TimeAsk = { type: string; counsellor: string; counsellorName: string; day: string };

/** The reader's instant of a day's HH:mm (the calendar's days are the reader's). */
const instantOf = (day: string, clock: string) => new Date(`${day}T${clock}:00`).toISOString();

/**
 * The free times the public booking offers for the day, or another time staff type: within
 * or outside the counsellor's hours, said so, refused only if it overlaps another session.
 */
export function TimeChoice(props: {
  ask: TimeAsk;
  picked: string;
  start: string;
  onChange: (patch: { picked: string; start: string }) => void;
}) {
  const { ask, picked } = props;
  const range = rangeOf('day', ask.day);
  const slots = useFreeSlotsQuery({
    type: ask.type,
    counsellor: ask.counsellor,
    from: range.from,
    to: range.to,
  });
  if (slots.isFetching) return <Typography variant="body2">Finding free times…</Typography>;
  const free = (slots.data ?? []).map((s) => ({
    value: s.start,
    label: `${clockOf(s.start)}–${clockOf(s.end)}`,
  }));
  const other = picked === OTHER_TIME;
  return (
    <Stack spacing={2}>
      {free.length === 0 && (
        <Alert severity="info">No free time that day: type another time, or try another day.</Alert>
      )}
      <NativeSelect
        label="Time"
        value={picked}
        options={[
          { value: '', label: 'Choose a time' },
          ...free,
          { value: OTHER_TIME, label: 'Another time…' },
        ]}
        onChange={(v) => props.onChange({ picked: v, start: v === OTHER_TIME ? '' : v })}
      />
      {other && (
        <>
          <TextField
            type="time"
            size="small"
            label="Start time"
            value={props.start ? clockOf(props.start) : ''}
            onChange={(e) =>
              props.onChange({
                picked,
                start: e.target.value ? instantOf(ask.day, e.target.value) : '',
              })
            }
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
          />
          <Alert severity="warning">
            {`Outside the times ${ask.counsellorName} keeps free: it is booked all the same, unless it overlaps another of their sessions.`}
          </Alert>
        </>
      )}
    </Stack>
  );
}
