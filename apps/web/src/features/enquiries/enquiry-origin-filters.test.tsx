import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Intake } from '@studydesk/contract';
import { json } from '../../test/test-utils';
import { enquiry } from './test-desk';
import { deskPerTest, openEnquiries } from './test-enquiries-page';

const INTAKE = {
  _id: 'i1',
  college: 'c1',
  collegeName: 'Lakeside College',
  intakeMonth: 'September',
  intakeYear: 2026,
  deadlineDate: '2026-04-01',
} as Intake;

const desk = deskPerTest(() => ({ enquiries: [enquiry('e1', 1, { utmSource: 'facebook' })] }));

const renderPage = openEnquiries;

const lastList = () => desk().last('GET', '/api/enquiries')?.search;

describe('/enquiries filtered by where leads came from', () => {
  it('reads campaign source and campaign from the address, sends them, and types new ones', async () => {
    const { user, router } = renderPage('/enquiries?utmSource=facebook&utmCampaign=spring-fair');
    expect(await screen.findByText('Campaign source: facebook')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const source = await screen.findByRole('searchbox', { name: 'Campaign source' });
    expect(source).toHaveValue('facebook');
    expect(screen.getByRole('searchbox', { name: 'Campaign' })).toHaveValue('spring-fair');
    await waitFor(() => expect(lastList()?.get('utmCampaign')).toBe('spring-fair'));
    expect(lastList()?.get('utmSource')).toBe('facebook');

    await user.clear(source);
    await user.type(source, 'google');
    await waitFor(() => expect(router.state.location.search).toContain('utmSource=google'));
    await waitFor(() => expect(lastList()?.get('utmSource')).toBe('google'));
  });

  it('names the intake of the dashboard’s link in a chip, and drops the filter on its ×', async () => {
    desk().reply('GET', '/api/intake/i1', () => json(INTAKE));
    const { user, router } = renderPage('/enquiries?intake=i1');
    expect(await screen.findByText('Intake: Lakeside College September 2026')).toBeInTheDocument();
    await waitFor(() => expect(lastList()?.get('intake')).toBe('i1'));
    await user.click(screen.getByRole('button', { name: 'Remove filter Intake' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('intake'));
    await waitFor(() => expect(lastList()?.get('intake')).toBeNull());
  });
});
