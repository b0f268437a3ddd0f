import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ImportProgress } from '@studydesk/contract';

const COUNTS = [
  { key: 'inserted', label: 'Inserted' },
  { key: 'updated', label: 'Updated' },
  { key: 'skipped', label: 'Skipped' },
  { key: 'failed', label: 'Failed' },
] as const;

/** Inserted, updated, skipped and failed, as four figures. */
export function ResultCounts({ result }: { result: ImportProgress }) {
  return (
    <Box
      component="ul"
      aria-label="What the import did"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
        gap: 1.5,
      }}
    >
      {COUNTS.map(({ key, label }) => (
        <Box
          component="li"
          key={key}
          aria-label={`${label}: ${result[key].toLocaleString()}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Typography variant="body2" color="text.secondary" aria-hidden>
            {label}
          </Typography>
          <Typography
            variant="h4"
            component="p"
            aria-hidden
            color={key === 'failed' && result.failed > 0 ? 'error.main' : 'text.primary'}
          >
            {result[key].toLocaleString()}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
