import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Import, ImportField, ImportUnmatched, ImportUpdate } from '@studydesk/contract';

const LEAVE = '';
const rowsText = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'row' : 'rows'}`;

type Send = (body: ImportUpdate) => Promise<boolean>;

/** One field's values: each with its rows and the option it means (the API's guess first). */
function FieldValues(props: {
  field: ImportField;
  values: ImportUnmatched[];
  send: Send;
  busy: boolean;
}) {
  const { field, values, send, busy } = props;
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    Object.fromEntries(values.map((u) => [u.value, u.suggestion ?? LEAVE])),
  );
  const mapped = Object.fromEntries(Object.entries(chosen).filter(([, to]) => to !== LEAVE));
  const title = `${field.label}: values not in its list`;
  return (
    <Stack component="section" aria-label={title} spacing={1.5}>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {values.map((u) => (
          <Box component="li" key={u.value}>
            <TextField
              select
              size="small"
              label={`“${u.value}” (${rowsText(u.rows)}) means`}
              value={chosen[u.value] ?? LEAVE}
              onChange={(e) => setChosen((c) => ({ ...c, [u.value]: e.target.value }))}
              sx={{ width: { xs: '100%', sm: 360 } }}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value={LEAVE}>Leave it: those rows fail</MenuItem>
              {(field.options ?? []).map((o) => (
                <MenuItem key={o} value={o}>
                  {o}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        ))}
      </Box>
      <Box>
        <Button
          variant="outlined"
          disabled={busy || Object.keys(mapped).length === 0}
          onClick={() => void send({ values: { [field.key]: mapped } })}
        >
          Use these values
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * The file's values a fixed-list field does not take ("PG" for a level of study), by field:
 * each mapped to one of its options, saved together, and the rows checked again.
 */
export function UnmatchedValues(props: { check: Import; send: Send; busy: boolean }) {
  const { check, send, busy } = props;
  return check.fields.map((field) => {
    const values = check.unmatched.filter((u) => u.field === field.key);
    if (values.length === 0) return null;
    // a new check (another list of values) starts from its own suggestions
    const key = `${field.key}:${values.map((u) => u.value).join('\u0000')}`;
    return <FieldValues key={key} field={field} values={values} send={send} busy={busy} />;
  });
}
