import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionCard } from './section-card';

type Props = { title: string; text: ReactNode; to: string; icon: ReactNode };

/** A card that leads to a page of its own: what it is for, and a button named as the card. */
export function LinkCard({ title, text, to, icon }: Props) {
  return (
    <SectionCard title={title}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">{text}</Typography>
        <Button component={RouterLink} to={to} variant="outlined" startIcon={icon}>
          {title}
        </Button>
      </Stack>
    </SectionCard>
  );
}
