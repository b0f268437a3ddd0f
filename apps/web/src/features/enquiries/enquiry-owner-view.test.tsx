import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enquiry } from './test-desk';
import { deskPerTest, openEnquiries } from './test-enquiries-page';

const desk = deskPerTest(() => ({ enquiries: [enquiry('e1', 1)] }));

const lastList = () => desk().last('GET', '/api/enquiries')?.search;
const open = openEnquiries;
const selected = async (name: string) =>
  expect(
    within(await screen.findByRole('tablist', { name: 'Whose enquiries' })).getByRole('tab', {
      name,
    }),
  ).toHaveAttribute('aria-selected', 'true');

describe('/enquiries: the view a counsellor is on stays while they narrow the list', () => {
  it('keeps Mine when they type in the list’s search', async () => {
    const { user, router } = open('/enquiries');
    await selected('Mine');
    await user.type(screen.getByRole('searchbox', { name: 'Search enquiries' }), 'tara');
    await waitFor(() => expect(router.state.location.search).toContain('q=tara'));
    await waitFor(() => expect(lastList()?.get('q')).toBe('tara'));
    expect(lastList()?.get('owner')).toBe('me');
    await selected('Mine');
  });

  it('keeps Mine when they choose a filter in the panel', async () => {
    const { user, router } = open('/enquiries');
    await selected('Mine');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=pending'));
    await waitFor(() => expect(lastList()?.get('status')).toBe('pending'));
    expect(lastList()?.get('owner')).toBe('me');
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    await selected('Mine');
  });

  it('still opens a link that names records (the palette’s “See all”) on All, and stays there', async () => {
    const { user, router } = open('/enquiries?q=tara');
    await selected('All');
    await waitFor(() => expect(lastList()?.get('q')).toBe('tara'));
    expect(lastList()?.has('owner')).toBe(false);
    await user.clear(screen.getByRole('searchbox', { name: 'Search enquiries' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('q='));
    await waitFor(() => expect(lastList()?.has('q')).toBe(false));
    expect(lastList()?.has('owner')).toBe(false);
    await selected('All');
  });

  it('still opens a dashboard figure’s link on All', async () => {
    open('/enquiries?status=new&from=2026-03-01');
    await selected('All');
    await waitFor(() => expect(lastList()?.get('status')).toBe('new'));
    expect(lastList()?.has('owner')).toBe(false);
  });
});
