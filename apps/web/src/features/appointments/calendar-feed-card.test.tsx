import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '@studydesk/contract';
import { renderPage } from '../../lib/test-page';
import { json, stubFetch } from '../../test/test-utils';
import CalendarFeedCard from './calendar-feed-card';

let made = 0;
beforeEach(() => {
  made = 0;
  stubFetch((req) => {
    const path = new URL(req.url).pathname.slice(API_BASE.length);
    if (path !== '/users/me/calendar-feed' || req.method !== 'POST')
      return json({ message: 'Not found' }, 404);
    made += 1;
    return json({ url: `https://desk.example/api/calendar/token${made}.ics` }, 201);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the profile’s calendar feed', () => {
  it('makes the address, copies it, and replaces it only after warning', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { user } = renderPage(<CalendarFeedCard />, '/profile', '/profile', 'counsellor');
    // after user-event's own clipboard stand-in, which its setup puts in place
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Make my calendar address' }));
    const address = await screen.findByRole('textbox', { name: 'Your calendar address' });
    expect(address).toHaveValue('https://desk.example/api/calendar/token1.ics');
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith('https://desk.example/api/calendar/token1.ics');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('The calendar address is copied');

    await user.click(screen.getByRole('button', { name: 'Replace address' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Replace your calendar address?' });
    expect(ask).toHaveTextContent('The address you have now stops working');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(made).toBe(1);
    await user.click(await screen.findByRole('button', { name: 'Replace address' }));
    const again = await screen.findByRole('alertdialog', {
      name: 'Replace your calendar address?',
    });
    await user.click(within(again).getByRole('button', { name: 'Replace' }));
    await vi.waitFor(() =>
      expect(address).toHaveValue('https://desk.example/api/calendar/token2.ics'),
    );
    expect(made).toBe(2);
  });
});

describe('the copy field’s refusal', () => {
  it('says to copy by hand when the clipboard refuses', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    const { user } = renderPage(<CalendarFeedCard />, '/profile', '/profile', 'counsellor');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Make my calendar address' }));
    await user.click(await screen.findByRole('button', { name: 'Copy address' }));
    expect(
      await screen.findByText('Could not copy: select the address and copy it yourself'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
  });
});
