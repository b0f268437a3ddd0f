import { useId } from 'react';
import { DeleteOutlined } from '../../lib/icons/delete-outlined';
import { PlusOutlined } from '../../lib/icons/plus-outlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WEEK_DAYS } from '@studydesk/contract/plain';
import type { Option } from '../../lib/options';
import {
  DAY_NAMES,
  QUARTER_HOURS,
  replaceRow,
  rowKey,
  type DraftErrors,
  type HoursRow,
  type WeekDay,
} from './availability-draft';
import { NativeSelect } from './native-select';

type WeeklyHoursProps = {
  rows: HoursRow[];
  onChange: (rows: HoursRow[]) => void;
  errors: DraftErrors;
  /** the person's offices, with their time zones; a choice per range only when several */
  offices: Option[];
};

const TIMES = QUARTER_HOURS.map((t) => ({ value: t, label: t }));

function Range(props: {
  row: HoursRow;
  errors: DraftErrors;
  offices: Option[];
  set: (patch: Partial<HoursRow>) => void;
  remove: () => void;
}) {
  const { row, errors, offices, set } = props;
  const day = DAY_NAMES[row.day];
  const at = (f: string) => errors[`${row.key}.${f}`];
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <NativeSelect
        label="From"
        ariaLabel={`${day} from`}
        value={row.from}
        options={TIMES}
        error={at('from')}
        onChange={(from) => set({ from })}
      />
      <NativeSelect
        label="To"
        ariaLabel={`${day} to`}
        value={row.to}
        options={TIMES}
        error={at('to')}
        onChange={(to) => set({ to })}
      />
      {(offices.length > 1 || at('office')) && (
        <NativeSelect
          label="Office"
          ariaLabel={`${day} office`}
          value={row.office}
          options={offices}
          error={at('office')}
          minWidth={200}
          onChange={(office) => set({ office })}
        />
      )}
      <IconButton aria-label={`Remove ${day} ${row.from}–${row.to}`} onClick={props.remove}>
        <DeleteOutlined aria-hidden />
      </IconButton>
    </Stack>
  );
}

function Day(props: WeeklyHoursProps & { day: WeekDay }) {
  const { day, rows, onChange } = props;
  const id = useId();
  const mine = rows.filter((r) => r.day === day);
  const replace = (key: string, next?: HoursRow) => onChange(replaceRow(rows, key, next));
  const add = () => {
    const office = props.offices[0]?.value ?? '';
    onChange([...rows, { key: rowKey('h'), day, from: '09:00', to: '17:00', office }]);
  };
  return (
    <Stack role="group" aria-labelledby={id} spacing={1} sx={{ py: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={id} variant="subtitle1" component="h3">
          {DAY_NAMES[day]}
        </Typography>
        <Button
          size="small"
          aria-label={`Add hours on ${DAY_NAMES[day]}`}
          startIcon={<PlusOutlined aria-hidden />}
          onClick={add}
        >
          Add hours
        </Button>
      </Stack>
      {mine.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Not available
        </Typography>
      )}
      {mine.map((r) => (
        <Range
          key={r.key}
          row={r}
          errors={props.errors}
          offices={props.offices}
          set={(patch) => replace(r.key, { ...r, ...patch })}
          remove={() => replace(r.key)}
        />
      ))}
    </Stack>
  );
}

/** The week, day by day: each day's ranges of hours (several a day), each in an office. */
export function WeeklyHours(props: WeeklyHoursProps) {
  return (
    <Stack divider={<Divider />}>
      {WEEK_DAYS.map((day) => (
        <Day key={day} day={day} {...props} />
      ))}
    </Stack>
  );
}
