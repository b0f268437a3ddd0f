import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { toast } from '../lib/toast/toast';
import { errorMessage, isForbidden } from '../lib/errors';
import { ErrorState } from './error-state';
import { NoAccess } from './no-access';

export type QueryLike<D> = {
  data?: D;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

type QueryStateProps<D> = {
  query: QueryLike<D>;
  /** spec §8: the message when the server gives none */
  fallback: string;
  /** names the spinner, e.g. "Loading follow-ups" */
  loadingLabel: string;
  /** shown instead of a retry when the answer is 404 */
  notFound?: ReactNode;
  children: (data: D) => ReactNode;
};

/**
 * One read's states: a spinner, "You do not have access" (403), not found (404), the error
 * with Retry and a toast, or its data.
 */
export function QueryState<D>({
  query,
  fallback,
  loadingLabel,
  notFound,
  children,
}: QueryStateProps<D>) {
  const { data, isError, error } = query;
  const status = (error as { status?: unknown } | undefined)?.status;
  const message =
    isError && !isForbidden(error) && status !== 404 ? errorMessage(error, fallback) : undefined;
  useEffect(() => {
    if (message) toast.error(message, { toastId: `${fallback}:${message}` });
  }, [message, fallback]);

  if (isError && isForbidden(error)) return <NoAccess />;
  if (isError && status === 404 && notFound) return <>{notFound}</>;
  if (isError)
    return (
      <ErrorState message={errorMessage(error, fallback)} onRetry={() => void query.refetch()} />
    );
  if (data === undefined) return <QueryLoading label={loadingLabel} />;
  return <>{children(data)}</>;
}

/** A read's spinner; also what a section whose code is still loading shows in its place. */
export function QueryLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress size={28} aria-label={label} />
    </Box>
  );
}
