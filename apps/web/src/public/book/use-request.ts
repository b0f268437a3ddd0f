import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { useHydrated } from '../../lib/hydrated';
import { ApiFailure } from './book-api';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  /** the address names nothing there is (a wrong link, a counsellor no one can book) */
  | { status: 'missing'; message: string }
  | { status: 'failed'; message: string };

const OFFLINE = 'The page could not be loaded. Check your connection and try again.';

/**
 * One GET a page shows, run once the page is live and again whenever `run` changes (pass a
 * memoised function) or `reload` is called. A reload keeps what is shown until the answer.
 */
export function useRequest<T>(run: () => Promise<T>) {
  const hydrated = useHydrated();
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      setState({ status: 'ready', value: await run() });
    } catch (err) {
      const message = err instanceof ApiFailure ? errorMessage(err, OFFLINE) : OFFLINE;
      const missing = err instanceof ApiFailure && err.status === 404;
      setState({ status: missing ? 'missing' : 'failed', message });
    }
  }, [run]);
  useEffect(() => {
    if (hydrated) void reload();
  }, [hydrated, reload]);
  return { state, reload };
}
