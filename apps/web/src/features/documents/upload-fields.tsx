import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UploadProgress } from '../../lib/upload';

export type Choice = { id: string; name: string };
/** What the form's fields show: their values, errors and choices. */
export type FieldState = {
  type: string;
  application: string;
  note: string;
  errors: Partial<Record<'type' | 'application' | 'note', string>>;
  types: readonly Choice[];
  applications: readonly Choice[];
  /** while the file is on its way: the fields read only (still legible) */
  disabled: boolean;
  set: (name: 'type' | 'application' | 'note', value: string) => void;
};

/** The document's type (the admin's list), its application (optional) and a note. */
export function UploadFields(s: FieldState) {
  return (
    <>
      <TextField
        select
        required
        label="Document type"
        value={s.type}
        onChange={(e) => s.set('type', e.target.value)}
        error={Boolean(s.errors.type)}
        helperText={s.errors.type}
        fullWidth
        slotProps={{ htmlInput: { readOnly: s.disabled } }}
      >
        {s.types.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Application"
        value={s.application}
        onChange={(e) => s.set('application', e.target.value)}
        error={Boolean(s.errors.application)}
        helperText={s.errors.application ?? 'Optional: the application it is for'}
        fullWidth
        slotProps={{
          select: { displayEmpty: true },
          inputLabel: { shrink: true },
          htmlInput: { readOnly: s.disabled },
        }}
      >
        <MenuItem value="">None: the student’s own document</MenuItem>
        {s.applications.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Note"
        value={s.note}
        onChange={(e) => s.set('note', e.target.value)}
        error={Boolean(s.errors.note)}
        helperText={s.errors.note}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { readOnly: s.disabled } }}
      />
    </>
  );
}

/** How far the file has gone: a bar and the same in words. */
export function UploadBar({ file, progress }: { file: string; progress: UploadProgress }) {
  const percent = progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : null;
  return (
    <Stack spacing={0.5}>
      <LinearProgress
        aria-label={`Sending ${file}`}
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        {percent === null || percent >= 100
          ? 'Uploading… checking the file'
          : `Uploading… ${percent}%`}
      </Typography>
    </Stack>
  );
}
