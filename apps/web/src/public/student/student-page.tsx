import { useCallback, useEffect, useState } from 'react';
import { STUDENT_PAGE_PATH, type StudentPortal } from '@studydesk/contract';
import { useHydrated } from '../../lib/hydrated';
import { Alert } from '../kit/alert';
import { PublicFrame } from '../kit/frame';
import { usePath } from '../navigation';
import { PUBLIC_HOME } from '../paths';
import { InvalidLink } from './invalid-link';
import { PortalView } from './portal-view';
import { fetchPortal, PortalError } from './student-api';

type State =
  | { status: 'loading' }
  | { status: 'ready'; portal: StudentPortal }
  | { status: 'invalid' }
  | { status: 'failed'; message: string };

/** `/s/<token>` → the token ('' for none). */
const tokenOf = (path: string) =>
  path.startsWith(`${STUDENT_PAGE_PATH}/`)
    ? decodeURIComponent(path.slice(STUDENT_PAGE_PATH.length + 1).split('/')[0] ?? '')
    : '';

const failedMessage = (err: unknown) =>
  err instanceof PortalError && err.failure.kind === 'refused' && err.failure.message
    ? err.failure.message
    : 'Your page could not be loaded. Check your connection and try again.';

/** The page's content by the state of its one request. */
function Body({ state, token, reload }: { state: State; token: string; reload: () => void }) {
  const invalid = () => void reload();
  if (state.status === 'ready')
    return (
      <PortalView token={token} portal={state.portal} onChanged={reload} onInvalid={invalid} />
    );
  if (state.status === 'invalid') return <InvalidLink />;
  return (
    <div className="sd-stack">
      <h1 className="sd-title">Your documents</h1>
      {state.status === 'loading' ? (
        <p className="sd-muted" role="status">
          Loading your page…
        </p>
      ) : (
        <>
          <Alert severity="error">{state.message}</Alert>
          <button type="button" className="sd-button sd-start" onClick={reload}>
            Try again
          </button>
        </>
      )}
    </div>
  );
}

/**
 * /s/<token>: the student's private page, opened from a link staff sent, most often
 * on a phone. Prerendered as a shell ("Loading"); the token is read from the address once the
 * page runs, never sent anywhere but the student's own API.
 */
export default function StudentPage() {
  const hydrated = useHydrated();
  const token = tokenOf(usePath(STUDENT_PAGE_PATH));
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      setState({ status: 'ready', portal: await fetchPortal(token) });
    } catch (err) {
      if (err instanceof PortalError && err.failure.kind === 'invalid')
        setState({ status: 'invalid' });
      else
        setState((s) =>
          s.status === 'ready' ? s : { status: 'failed', message: failedMessage(err) },
        );
    }
  }, [token]);

  useEffect(() => {
    if (!hydrated) return;
    if (token === '') setState({ status: 'invalid' });
    else void load();
  }, [hydrated, token, load]);

  return (
    <PublicFrame
      width="medium"
      home={PUBLIC_HOME}
      brand={state.status === 'ready' ? state.portal.agencyName : ''}
      logo={state.status === 'ready' ? state.portal.agencyLogo : null}
    >
      <Body state={state} token={token} reload={() => void load()} />
    </PublicFrame>
  );
}
