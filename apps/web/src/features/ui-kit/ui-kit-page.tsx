import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../lib/use-document-title';

type UiKitPageProps = {
  title: string;
  /** one line under the title on what the page shows */
  description?: string;
  children: ReactNode;
};

/** The frame of a UI-kit page: its one h1, a short note and the cards below. */
export function UiKitPage({ title, description, children }: UiKitPageProps) {
  useDocumentTitle(title);
  return (
    <Stack spacing={2.5}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {description && <Typography color="text.secondary">{description}</Typography>}
      </Stack>
      {children}
    </Stack>
  );
}
