import Box from '@mui/material/Box';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ImportColumn, ImportField, ImportMapping } from '@studydesk/contract';
import { columnName, fieldOf, takenBy } from './import-mapping';

const IGNORE = '';

type MappingRowProps = {
  column: ImportColumn;
  columns: readonly ImportColumn[];
  fields: readonly ImportField[];
  mapping: ImportMapping;
  /** the other columns that chose the same field, when there are any */
  clash?: readonly ImportColumn[];
  onChange: (column: ImportColumn, field: string | null) => void;
};

const fieldLabel = (f: ImportField) => (f.required ? `${f.label} (required)` : f.label);
const names = (cols: readonly ImportColumn[]) => cols.map((c) => `“${columnName(c)}”`).join(', ');

/** One column of the file: its header, a sample value, and the field it fills (or Ignore). */
export function MappingRow({ column, columns, fields, mapping, clash, onChange }: MappingRowProps) {
  const value = fieldOf(mapping, column) ?? IGNORE;
  const name = columnName(column);
  const field = fields.find((f) => f.key === value);
  const problem =
    clash && field
      ? `${field.label} is also chosen for ${names(clash)}: choose another field, or Ignore one of them`
      : undefined;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'minmax(0, 1fr) minmax(0, 1.2fr)',
          md: 'minmax(0, 1fr) 440px',
        },
        gap: { xs: 1, sm: 2 },
        alignItems: 'start',
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {column.sample ? `e.g. ${column.sample}` : 'No values in this column'}
        </Typography>
      </Box>
      <TextField
        select
        size="small"
        fullWidth
        label={`Import “${name}” as`}
        value={value}
        error={Boolean(problem)}
        helperText={problem}
        onChange={(event) => onChange(column, event.target.value || null)}
        slotProps={{
          inputLabel: { shrink: true },
          select: {
            displayEmpty: true,
            renderValue: (v) => {
              const chosen = fields.find((f) => f.key === v);
              return chosen ? fieldLabel(chosen) : 'Ignore this column';
            },
          },
        }}
      >
        <MenuItem value={IGNORE}>
          <em>Ignore this column</em>
        </MenuItem>
        {fields.map((f) => {
          const other = takenBy(mapping, columns, column, f.key);
          return (
            <MenuItem key={f.key} value={f.key}>
              <ListItemText
                primary={fieldLabel(f)}
                secondary={other ? `Taken by “${columnName(other)}”` : undefined}
                sx={{ my: 0 }}
              />
            </MenuItem>
          );
        })}
      </TextField>
    </Box>
  );
}
