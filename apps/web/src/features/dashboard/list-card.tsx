import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../components/section-card';

export type ListRow = { key: string; primary: ReactNode; secondary?: ReactNode; aside?: ReactNode };

type ListCardProps = {
  title: string;
  /** the full list, linked beside the title */
  to: string;
  linkText: string;
  rows: readonly ListRow[];
  empty: string;
};

/** A short list in a titled card, and a link to the whole of it. */
export function ListCard({ title, to, linkText, rows, empty }: ListCardProps) {
  const action = (
    <Link component={RouterLink} to={to} variant="body2">
      {linkText}
    </Link>
  );
  return (
    <SectionCard title={title} action={action}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <List disablePadding sx={{ mt: -1 }}>
          {rows.map((row) => (
            <ListItem key={row.key} divider disableGutters sx={{ gap: 2, py: 1 }}>
              <Stack sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="body2" component="div" noWrap>
                  {row.primary}
                </Typography>
                {row.secondary && (
                  <Typography variant="caption" color="text.secondary" noWrap>
                    {row.secondary}
                  </Typography>
                )}
              </Stack>
              {row.aside}
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
