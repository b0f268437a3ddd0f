import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';

export type Tone = 'primary' | 'info' | 'warning' | 'success' | 'secondary' | 'error';

/** A small label in a soft tint of a palette colour, its text dark enough to read (WCAG AA). */
export function ToneChip({ label, tone }: { label: string; tone: Tone }) {
  return (
    <Chip
      size="small"
      label={label}
      sx={(t) => ({
        bgcolor: alpha(t.palette[tone].main, 0.14),
        color: t.palette[tone].dark,
        fontWeight: 500,
      })}
    />
  );
}
