import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '../../components/visually-hidden';

/** `key` tells bars of the same label apart (a real answer "Other" beside the rest). */
export type Bar = { key?: string; label: string; count: number; to?: string };

const ROW = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 9rem) minmax(0, 1fr) 2.5rem',
  alignItems: 'center',
  columnGap: 1.5,
  py: 0.75,
  px: 1,
  borderRadius: 1,
  color: 'text.primary',
  textDecoration: 'none',
} as const;

/** Horizontal bars, largest first: each row, label to count, a link into its list. */
export function BarList({ label, bars }: { label: string; bars: readonly Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.count));
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {bars.map((bar) => (
        <li key={bar.key ?? bar.label}>
          <BarRow bar={bar} share={bar.count / max} />
        </li>
      ))}
    </Box>
  );
}

function BarRow({ bar, share }: { bar: Bar; share: number }) {
  // named by its text, "Graduate 9 enquiries"; the bar itself is a picture of the count
  const content = (
    <>
      <Typography variant="body2" noWrap title={bar.label}>
        {bar.label}
      </Typography>
      <Box
        component="svg"
        aria-hidden
        viewBox="0 0 100 10"
        preserveAspectRatio="none"
        sx={{ width: '100%', height: 12, display: 'block' }}
      >
        <Box
          component="rect"
          width={100}
          height={10}
          sx={{ fill: (t) => alpha(t.palette.primary.main, 0.08) }}
        />
        <Box
          component="rect"
          width={share * 100}
          height={10}
          sx={{ fill: (t) => t.palette.primary.main }}
        />
      </Box>
      <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 600 }}>
        {' '}
        {bar.count}
        <VisuallyHidden> {bar.count === 1 ? 'enquiry' : 'enquiries'}</VisuallyHidden>
      </Typography>
    </>
  );
  if (!bar.to) return <Box sx={ROW}>{content}</Box>;
  return (
    <Box
      component={RouterLink}
      to={bar.to}
      sx={{
        ...ROW,
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {content}
    </Box>
  );
}
