import { DeleteOutlined } from '../../lib/icons/delete-outlined';
import { PlusOutlined } from '../../lib/icons/plus-outlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TextInput } from '../../components/text-input';
import { replaceRow, rowKey, type DraftErrors, type TimeOffRow } from './availability-draft';

type TimeOffListProps = {
  rows: TimeOffRow[];
  onChange: (rows: TimeOffRow[]) => void;
  errors: DraftErrors;
};

function TimeOffLine(props: {
  row: TimeOffRow;
  n: number;
  errors: DraftErrors;
  set: (patch: Partial<TimeOffRow>) => void;
  remove: () => void;
}) {
  const { row, n, set } = props;
  const at = (f: string) => props.errors[`${row.key}.${f}`];
  const when = (field: 'from' | 'to', label: string) => (
    <TextInput
      type="datetime-local"
      size="small"
      label={label}
      value={row[field]}
      onChange={(e) => set({ [field]: e.target.value })}
      error={Boolean(at(field))}
      helperText={at(field)}
      shrink
      inputProps={{ 'aria-label': `${label} (${n})` }}
    />
  );
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {when('from', 'Away from')}
      {when('to', 'Back at')}
      <TextInput
        size="small"
        label="Reason"
        value={row.reason}
        onChange={(e) => set({ reason: e.target.value })}
        error={Boolean(at('reason'))}
        helperText={at('reason')}
        sx={{ flex: '1 1 180px' }}
        inputProps={{ 'aria-label': `Reason (${n})`, maxLength: 200 }}
      />
      <IconButton aria-label={`Remove time off ${n}`} onClick={props.remove}>
        <DeleteOutlined aria-hidden />
      </IconButton>
    </Stack>
  );
}

/** Leave and days out of the office: no session is offered between Away from and Back at. */
export function TimeOffList({ rows, onChange, errors }: TimeOffListProps) {
  const replace = (key: string, next?: TimeOffRow) => onChange(replaceRow(rows, key, next));
  return (
    <Stack spacing={2}>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No time off planned
        </Typography>
      )}
      {rows.map((r, k) => (
        <TimeOffLine
          key={r.key}
          row={r}
          n={k + 1}
          errors={errors}
          set={(patch) => replace(r.key, { ...r, ...patch })}
          remove={() => replace(r.key)}
        />
      ))}
      <div>
        <Button
          startIcon={<PlusOutlined aria-hidden />}
          onClick={() => onChange([...rows, { key: rowKey('t'), from: '', to: '', reason: '' }])}
        >
          Add time off
        </Button>
      </div>
    </Stack>
  );
}
