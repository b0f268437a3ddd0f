import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, signIn } from '../../test/test-utils';
import { fastUser } from '../../lib/test-page';
import EnquiriesPage from './enquiries-page';
import { enquiry } from './test-desk';
import { deskPerTest } from './test-enquiries-page';

const desk = deskPerTest(() => ({ enquiries: [enquiry('e1', 1)] }));

const lastList = () => desk().last('GET', '/api/enquiries')?.search;

describe('/enquiries from the dashboard’s own-work cards', () => {
  it('sends mine, waiting past the target and contacted since, each a chip that drops it', async () => {
    signIn({ userType: 'counsellor' });
    const url = '/enquiries?owner=mine&contacted=no&waitingOver=15&contactedSince=2026-03-09';
    const { router } = renderRoutes(url, [{ path: '/enquiries', element: <EnquiriesPage /> }]);
    const user = fastUser();
    expect(await screen.findByText('Waiting over: 15 min')).toBeInTheDocument();
    expect(screen.getByText('First contact since: 09-03-2026')).toBeInTheDocument();
    await waitFor(() => expect(lastList()?.get('waitingOver')).toBe('15'));
    expect(lastList()?.get('contactedSince')).toBe('2026-03-09');
    expect(lastList()?.get('contacted')).toBe('no');
    expect(lastList()?.get('owner')).toBe('me');
    await user.click(screen.getByRole('button', { name: 'Remove filter Waiting over' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('waitingOver'));
    await waitFor(() => expect(lastList()?.get('waitingOver')).toBeNull());
  });

  it('sends past the target of each enquiry’s office as a chip that drops it', async () => {
    signIn({ userType: 'counsellor' });
    const url = '/enquiries?owner=mine&contacted=no&pastTarget=yes';
    const { router } = renderRoutes(url, [{ path: '/enquiries', element: <EnquiriesPage /> }]);
    const user = fastUser();
    expect(await screen.findByText('Waiting past: the response target')).toBeInTheDocument();
    await waitFor(() => expect(lastList()?.get('pastTarget')).toBe('yes'));
    await user.click(screen.getByRole('button', { name: 'Remove filter Waiting past' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('pastTarget'));
    await waitFor(() => expect(lastList()?.get('pastTarget')).toBeNull());
  });
});
