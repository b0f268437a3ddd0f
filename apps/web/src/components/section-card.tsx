import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type SectionCardProps = {
  title: string;
  /** a button beside the title */
  action?: ReactNode;
  /** the element's id, for links to this part of the page (`#documents`) */
  anchor?: string;
  children: ReactNode;
};

/** A titled card (an h2) that is also a named region of the page. */
export function SectionCard({ title, action, anchor, children }: SectionCardProps) {
  const id = useId();
  return (
    <Card component="section" id={anchor} aria-labelledby={id}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}
        >
          <Typography id={id} variant="h5" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
