import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@studydesk/contract';
import { fastUser } from '../../lib/test-page';
import { renderRoutes, signIn } from '../../test/test-utils';
import { enquiry, fakeDesk, followUp } from '../enquiries/test-desk';
import { fakeOfficesServer, office } from '../offices/fake-offices-server';
import FollowUpsPage from './follow-ups-page';

const asha = enquiry('e1', 1);
const slow = { timeout: 60_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** /follow-up in an agency of Leeds and Pune. */
function start(role: Role, mine: string[]) {
  const desk = fakeDesk({ enquiries: [asha], followUps: [followUp('f1', asha)] });
  fakeOfficesServer([office('o1', 'Leeds', { isDefault: true }), office('o2', 'Pune')]);
  signIn({ userType: role, offices: mine });
  const view = renderRoutes('/follow-up', [{ path: '/follow-up', element: <FollowUpsPage /> }]);
  const lastOffice = () => desk.last('GET', '/api/followUp/queue')?.search.get('office');
  return { ...view, user: fastUser(), lastOffice };
}

describe('/follow-up with offices', () => {
  it('a manager of both offices narrows the queue to one, kept in the URL', slow, async () => {
    const { user, router, lastOffice } = start('manager', ['o1', 'o2']);
    const field = await screen.findByRole('combobox', { name: 'Office' });
    expect(field).toHaveTextContent('All offices');
    await user.click(field);
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Pune' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?office=o2'));
    await waitFor(() => expect(lastOffice()).toBe('o2'));
  });

  it('a counsellor has no office to pick', slow, async () => {
    const { lastOffice } = start('counsellor', ['o1', 'o2']);
    await waitFor(() => expect(lastOffice()).toBeNull());
    expect(screen.queryByRole('combobox', { name: 'Office' })).toBeNull();
  });
});
