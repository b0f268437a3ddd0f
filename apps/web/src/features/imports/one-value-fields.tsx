import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ImportField } from '@studydesk/contract';

type OneValueProps = {
  /** required fields no column fills that have a fixed list of values */
  fields: readonly ImportField[];
  defaults: Readonly<Record<string, string>>;
  disabled: boolean;
  onChoose: (field: ImportField, value: string) => void;
};

/**
 * A required field the file has no column for takes one value for every row (a level of study
 * for a whole list of postgraduate leads), chosen from the values the field allows.
 */
export function OneValueFields({ fields, defaults, disabled, onChoose }: OneValueProps) {
  return fields.map((field) => (
    <Box
      component="fieldset"
      key={field.key}
      sx={{ border: 1, borderColor: 'warning.main', borderRadius: 1, m: 0, px: 2, pt: 1, pb: 2 }}
    >
      <Typography component="legend" sx={{ fontWeight: 600, px: 0.5 }}>
        {field.label}: no column has it
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Every row needs one. Choose a column above, or use one value for every row.
      </Typography>
      <TextField
        select
        size="small"
        label="Use one value for every row"
        value={defaults[field.key] ?? ''}
        disabled={disabled}
        onChange={(event) => onChoose(field, event.target.value)}
        sx={{ width: { xs: '100%', sm: 320 } }}
        slotProps={{
          inputLabel: { shrink: true },
          select: {
            displayEmpty: true,
            renderValue: (v) => (typeof v === 'string' && v ? v : 'Choose a value'),
          },
        }}
      >
        {(field.options ?? []).map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  ));
}
