import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InboxOutlined } from '../lib/icons/inbox-outlined';

type EmptyStateProps = {
  title: string;
  message?: string;
  /** the call to action, e.g. an "Add service" button */
  action?: ReactNode;
  /** defaults to an empty inbox */
  icon?: ReactNode;
};

export function EmptyState({ title, message, action, icon }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ py: { xs: 6, sm: 8 }, px: 3 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {icon ?? <InboxOutlined aria-hidden style={{ fontSize: 40, opacity: 0.45 }} />}
        <Typography variant="h6" component="p">
          {title}
        </Typography>
        {message && (
          <Typography variant="body2" color="text.secondary">
            {message}
          </Typography>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
