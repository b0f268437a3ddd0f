import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { useMergedIntoQuery } from './history-api';

/** A merged enquiry's page: where it went, linked; any other missing one gets `fallback`. */
export function MergedOrMissing({ id, fallback }: { id: string; fallback: ReactNode }) {
  const { data, isLoading } = useMergedIntoQuery(id);
  if (isLoading) return null;
  if (!data) return fallback;
  return (
    <EmptyState
      title="This enquiry was merged"
      message={`It now lives on in ${data.enqNo}, with its follow-ups and history.`}
      action={
        <Button component={RouterLink} to={`/enquiries/${data._id}`} variant="contained">
          Open {data.enqNo}
        </Button>
      }
    />
  );
}
