import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BLUE } from '../../lib/theme/palette';
import { VisuallyHidden } from '../../components/visually-hidden';

type Figure = {
  value: number;
  to: string;
  /** what one and several of it are: ["new enquiry", "new enquiries"] names "12 new enquiries" */
  counts: readonly [string, string];
  /** words shown after the number, read before `counts`: "3 active" + "team members" */
  shown?: string;
};

/** A figure as a link into the list it counts; the visible number starts its name. */
export function FigureLink({
  value,
  to,
  counts,
  shown,
  stretched,
}: Figure & { stretched?: boolean }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      sx={
        stretched
          ? {
              typography: 'h2',
              color: 'text.primary',
              // the whole card is the link's target; the outline goes round the card
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 },
              '&:focus-visible': { outline: 'none' },
              // inside the card's edge: the card clips what lies outside it
              '&:focus-visible::after': {
                outline: '2px solid',
                outlineColor: 'primary.main',
                outlineOffset: '-2px',
              },
            }
          : { fontWeight: 600, position: 'relative', zIndex: 1 }
      }
    >
      {value}
      {shown && (
        <Box
          component="span"
          sx={stretched ? { typography: 'h5', color: 'text.secondary', fontWeight: 400 } : {}}
        >
          {' '}
          {shown}
        </Box>
      )}
      <VisuallyHidden> {value === 1 ? counts[0] : counts[1]}</VisuallyHidden>
    </Link>
  );
}

type FigureCardProps = Figure & {
  title: string;
  icon: ReactNode;
  /** a line below the figure: smaller figures, each its own link */
  footer?: ReactNode;
};

/** One card of the dashboard: its title, its figure (the card leads to that list) and more. */
export function FigureCard({ title, icon, footer, ...figure }: FigureCardProps) {
  return (
    <Card
      sx={{
        position: 'relative',
        height: '100%',
        transition: 'border-color 150ms',
        '&:hover': { borderColor: 'primary.light' },
      }}
    >
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h6" component="p" color="text.secondary">
            {title}
          </Typography>
          <Avatar
            aria-hidden
            variant="rounded"
            sx={{
              width: 36,
              height: 36,
              bgcolor: BLUE[50],
              color: 'primary.main',
              display: { xs: 'none', sm: 'flex' },
            }}
          >
            {icon}
          </Avatar>
        </Stack>
        <FigureLink {...figure} stretched />
        {footer && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {footer}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** "Last month 18" in a card's footer, the number a link of its own. */
export function FooterFigure({ label, ...figure }: Figure & { label: string }) {
  return (
    <>
      {label} <FigureLink {...figure} />
    </>
  );
}
