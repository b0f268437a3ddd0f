import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@studydesk/contract';
import { useSessionUser } from '../../lib/session';
import { json, renderRoutes, signIn, stubFetch, TEST_USER } from '../../test/test-utils';
import { RequireSession } from './require-session';

afterEach(() => vi.unstubAllGlobals());

/** What the pages read of the stored user: their role and offices. */
function Probe() {
  const user = useSessionUser();
  return <p>{`${user?.userType}: ${(user?.offices ?? []).join(', ')}`}</p>;
}

describe('the stored session', () => {
  it('follows the offices and role the server has now, on load and on focus', async () => {
    signIn({ userType: 'counsellor', offices: ['o1'], multiOffice: true });
    let me: Profile = { ...TEST_USER, mobile: null, userType: 'manager', offices: ['o1', 'o2'] };
    const fetch = stubFetch((req) =>
      new URL(req.url).pathname === '/api/users/me' ? json(me) : json({}, 404),
    );
    renderRoutes('/desk', [
      { element: <RequireSession />, children: [{ path: '/desk', element: <Probe /> }] },
    ]);
    expect(await screen.findByText('manager: o1, o2')).toBeInTheDocument();
    me = { ...me, userType: 'counsellor', offices: ['o2'] };
    const asked = fetch.mock.calls.length;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('counsellor: o2')).toBeInTheDocument();
    expect(fetch.mock.calls.length).toBeGreaterThan(asked);
  });
});
