import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

/** "1 document missing", "2 documents missing". */
export const missingText = (n: number) => `${n} ${n === 1 ? 'document' : 'documents'} missing`;

/**
 * What the student still has to send for their checklist, in words and a warning
 * tint; nothing when the checklist is complete (or empty).
 */
export function CardDocuments({ missing }: { missing: number }) {
  if (missing <= 0) return null;
  return (
    <Typography
      variant="caption"
      sx={(t) => ({
        color: t.palette.warning.dark,
        bgcolor: alpha(t.palette.warning.main, 0.14),
        fontWeight: 600,
        px: 0.75,
        borderRadius: 1,
        alignSelf: 'flex-start',
      })}
    >
      {missingText(missing)}
    </Typography>
  );
}
