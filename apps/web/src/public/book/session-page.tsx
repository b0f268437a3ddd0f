import { useCallback, useState } from 'react';
import type { PublicAppointment } from '@studydesk/contract';
import { errorMessage } from '../../lib/errors';
import { cancelSession, fetchSession, moveSession } from './book-api';
import { LoadFailed } from './load-failed';
import { SessionDetails } from './session-details';
import { visitorZone } from './times';
import { useRequest } from './use-request';
import { useBranding } from '../branding';
import { Alert } from '../kit/alert';
import { PublicFrame } from '../kit/frame';
import { PUBLIC_HOME } from '../paths';
import { InvalidLink } from '../student/invalid-link';
import { CancelConfirm } from './cancel-confirm';
import { MoveSession } from './move-session';

const STATUS: Record<PublicAppointment['status'], string> = {
  booked: 'Booked',
  'checked-in': 'Checked in',
  done: 'Held',
  'no-show': 'Missed',
  cancelled: 'Cancelled',
};

type Mode = 'view' | 'move' | 'cancel';
type Outcome = { severity: 'success' | 'error'; text: string } | null;

/** The session, and while it is booked, the ways to move or cancel it. */
function Manage({ token, first }: { token: string; first: PublicAppointment }) {
  const [session, setSession] = useState(first);
  const [mode, setMode] = useState<Mode>('view');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const zone = visitorZone();
  const change = async (run: () => Promise<PublicAppointment>, done: string) => {
    setBusy(true);
    try {
      setSession(await run());
      setOutcome({ severity: 'success', text: done });
      setMode('view');
    } catch (err) {
      setOutcome({ severity: 'error', text: errorMessage(err, 'That did not work. Try again.') });
    } finally {
      setBusy(false);
    }
  };
  const move = (start: string) =>
    void change(() => moveSession(token, start), 'Your session is moved.');
  const cancel = () => void change(() => cancelSession(token), 'Your session is cancelled.');
  return (
    <div className="sd-stack">
      <h1 className="sd-title">Your session: {STATUS[session.status].toLowerCase()}</h1>
      {outcome && (
        <Alert severity={outcome.severity} role="status">
          {outcome.text}
        </Alert>
      )}
      <SessionDetails session={session} zone={zone} />
      {session.status === 'booked' && mode === 'view' && (
        <div className="sd-actions">
          <button type="button" className="sd-button" onClick={() => setMode('move')}>
            Move to another time
          </button>
          <button
            type="button"
            className="sd-button sd-button--outlined"
            onClick={() => setMode('cancel')}
          >
            Cancel session
          </button>
        </div>
      )}
      {mode === 'move' && (
        <MoveSession {...{ session, zone, busy }} onMove={move} onClose={() => setMode('view')} />
      )}
      {mode === 'cancel' && (
        <CancelConfirm busy={busy} onConfirm={cancel} onKeep={() => setMode('view')} />
      )}
    </div>
  );
}

/** /book/session/<token>: the student's private link to their session (from its mail). */
export function SessionPage({ token }: { token: string }) {
  const branding = useBranding();
  const run = useCallback(() => fetchSession(token), [token]);
  const { state, reload } = useRequest(run);
  return (
    <PublicFrame
      width="medium"
      home={PUBLIC_HOME}
      brand={branding?.agencyName ?? ''}
      logo={branding?.logo}
    >
      {state.status === 'ready' && <Manage token={token} first={state.value} />}
      {state.status === 'missing' && <InvalidLink />}
      {state.status === 'loading' && (
        <div className="sd-stack">
          <h1 className="sd-title">Your session</h1>
          <p className="sd-muted" role="status">
            Loading your session…
          </p>
        </div>
      )}
      {state.status === 'failed' && (
        <div className="sd-stack">
          <h1 className="sd-title">Your session</h1>
          <LoadFailed message={state.message} retry={() => void reload()} />
        </div>
      )}
    </PublicFrame>
  );
}
