import { useCallback, useState } from 'react';
import { useBranding } from '../branding';
import { PublicFrame } from '../kit/frame';
import { usePath } from '../navigation';
import { BOOK_PATH, PUBLIC_HOME, SESSION_PATH } from '../paths';
import { ApiFailure, fetchOptions, type Booked } from './book-api';
import { BookedView } from './booked';
import { Booking } from './booking';
import { LoadFailed } from './load-failed';
import { SessionPage } from './session-page';
import { visitorZone } from './times';
import { useRequest } from './use-request';

/** `/book/<id>` → the id; `/book` → none. */
const segmentAfter = (prefix: string, path: string) =>
  path.startsWith(`${prefix}/`)
    ? decodeURIComponent(path.slice(prefix.length + 1).split('/')[0] ?? '') || undefined
    : undefined;

/** The page's options; a counsellor who cannot be booked (a link from before they left, or who
 * keeps no hours) gives way to anyone's times rather than a dead end. */
const optionsFor = (counsellor?: string) =>
  fetchOptions(counsellor).catch((err: unknown) => {
    if (counsellor && err instanceof ApiFailure && err.status === 404) return fetchOptions();
    throw err;
  });

function Page({ counsellor }: { counsellor?: string }) {
  const run = useCallback(() => optionsFor(counsellor), [counsellor]);
  const { state, reload } = useRequest(run);
  const [booked, setBooked] = useState<Booked | null>(null);
  const zone = visitorZone();
  if (booked) return <BookedView booked={booked} zone={zone} />;
  const who = state.status === 'ready' ? state.value.counsellor : null;
  return (
    <div className="sd-stack">
      <h1 className="sd-title">{who ? `Book a session with ${who.name}` : 'Book a session'}</h1>
      {state.status === 'loading' && (
        <p className="sd-muted" role="status">
          Loading…
        </p>
      )}
      {(state.status === 'failed' || state.status === 'missing') && (
        <LoadFailed message={state.message} retry={() => void reload()} />
      )}
      {state.status === 'ready' && (
        <Booking options={state.value} counsellor={who?._id} zone={zone} onBooked={setBooked} />
      )}
    </div>
  );
}

/**
 * /book and /book/<counsellor>: a counselling session booked in a few taps; /book/session/<token>
 * its private link. Prerendered as a shell; the free times are read once the page runs, in the
 * visitor's time zone.
 */
export default function BookPage() {
  const path = usePath(BOOK_PATH);
  const token = segmentAfter(SESSION_PATH, path);
  return token === undefined ? (
    <BookingFrame counsellor={segmentAfter(BOOK_PATH, path)} />
  ) : (
    <SessionPage token={token} />
  );
}

function BookingFrame({ counsellor }: { counsellor?: string }) {
  const branding = useBranding();
  return (
    <PublicFrame
      width="medium"
      home={PUBLIC_HOME}
      brand={branding?.agencyName ?? ''}
      logo={branding?.logo}
    >
      <Page counsellor={counsellor} />
    </PublicFrame>
  );
}
