import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enquiry } from './test-desk';
import { deskPerTest, openEnquiries } from './test-enquiries-page';

const desk = deskPerTest(() => ({
  enquiries: [enquiry('e1', 1, { utmCampaign: 'spring-open-day' })],
}));

const renderPage = openEnquiries;

const lastList = () => desk().last('GET', '/api/enquiries')?.search;
const chips = () =>
  screen
    .getAllByRole('button', { name: /^Remove filter / })
    .map((b) => b.closest('.MuiChip-root')?.textContent);

describe('/enquiries opened from a figure of the dashboard’s funnel', () => {
  it('shows a chip per funnel filter and sends them all, with whose they are', async () => {
    const { router } = renderPage(
      '/enquiries?from=2026-03-01&to=2026-03-31&owner=mine&utmCampaign=spring-open-day&reached=enrolled',
    );
    expect(await screen.findByText('Reached: Enrolled')).toBeInTheDocument();
    expect(chips()).toEqual([
      'Campaign: spring-open-day',
      'Received from: 01-03-2026',
      'Received to: 31-03-2026',
      'Reached: Enrolled',
    ]);
    expect(screen.getByRole('tab', { name: 'Mine' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(lastList()?.get('reached')).toBe('enrolled'));
    expect(Object.fromEntries(lastList()!)).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
      owner: 'me',
      utmCampaign: 'spring-open-day',
      reached: 'enrolled',
    });
    expect(router.state.location.search).toContain('reached=enrolled');
  });

  it('names a "Not given" row’s blank as the list’s own filter would, and drops it on ×', async () => {
    const { user, router } = renderPage(
      '/enquiries?notGiven=source&preferredIntake=September%202026&reached=visa',
    );
    expect(await screen.findByText('Lead source: not given')).toBeInTheDocument();
    expect(chips()).toEqual([
      'Reached: Visa',
      'Preferred intake: September 2026',
      'Lead source: not given',
    ]);
    await waitFor(() => expect(lastList()?.get('notGiven')).toBe('source'));
    expect(lastList()?.get('preferredIntake')).toBe('September 2026');

    await user.click(screen.getByRole('button', { name: 'Remove filter Not given' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('notGiven'));
    await waitFor(() => expect(lastList()?.get('notGiven')).toBeNull());
    expect(lastList()?.get('reached')).toBe('visa');
  });

  it('offers how far a student got in the filter panel', async () => {
    const { user, router } = renderPage('/enquiries?owner=all');
    await user.click(await screen.findByRole('button', { name: /^Filters/ }));
    await user.click(await screen.findByRole('combobox', { name: 'Reached' }));
    await user.click(await screen.findByRole('option', { name: 'Offer' }));
    await waitFor(() => expect(router.state.location.search).toContain('reached=offer'));
    await waitFor(() => expect(lastList()?.get('reached')).toBe('offer'));
  });
});
