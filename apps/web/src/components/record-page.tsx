import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ArrowLeftOutlined } from '../lib/icons/arrow-left-outlined';
import { Link as RouterLink, useLocation } from 'react-router';
import { EmptyState } from './empty-state';
import { NoAccess } from './no-access';
import { PageHeader } from './page-header';
import { QueryState, type QueryLike } from './query-state';

/** Where "Back" goes: the page the record was opened from (its `from` state), else `to`. */
function BackButton({ to }: { to: string }) {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <Button
      component={RouterLink}
      to={from ?? to}
      startIcon={<ArrowLeftOutlined aria-hidden />}
      sx={{ alignSelf: 'flex-start' }}
    >
      Back
    </Button>
  );
}

/** A record the link names but the server does not have, with a way to the whole list. */
export function RecordMissing({ title, to, label }: { title: string; to: string; label: string }) {
  return (
    <EmptyState
      title={title}
      message="It may have been deleted, or the link is wrong."
      action={
        <Button component={RouterLink} to={to}>
          {label}
        </Button>
      }
    />
  );
}

type RecordPageProps<D> = {
  /** where Back goes when the page was not opened from another */
  back: string;
  /** the page header's title, shown while there is no record to head the page */
  title: string;
  showHeader: boolean;
  canRead: boolean;
  query: QueryLike<D>;
  fallback: string;
  loadingLabel: string;
  notFound: ReactNode;
  children: (data: D) => ReactNode;
};

/** One record's page: Back, its load / 404 / error states, or no access. */
export function RecordPage<D>({ back, title, showHeader, canRead, ...state }: RecordPageProps<D>) {
  return (
    <Stack spacing={1.5}>
      <BackButton to={back} />
      {showHeader && <PageHeader title={title} />}
      {canRead ? <QueryState {...state} /> : <NoAccess />}
    </Stack>
  );
}
