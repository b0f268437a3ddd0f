import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthWrapper } from '../auth/auth-wrapper';
import { useDocumentTitle } from '../../lib/use-document-title';

type Props = {
  title: string;
  children: ReactNode;
  action: { label: string; to: string } | { label: string; onClick: () => void };
};

/** A titled message outside the layout (404, errors, public screens not built yet). */
export function MessageCard({ title, children, action }: Props) {
  useDocumentTitle(title);
  const button =
    'to' in action ? (
      <Button variant="contained" component={RouterLink} to={action.to}>
        {action.label}
      </Button>
    ) : (
      <Button variant="contained" onClick={action.onClick}>
        {action.label}
      </Button>
    );
  return (
    <AuthWrapper>
      <Stack spacing={2} alignItems="flex-start">
        <Typography variant="h3" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{children}</Typography>
        {button}
      </Stack>
    </AuthWrapper>
  );
}
