import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactsResource } from '@studydesk/contract';
import { fakeCrudServer, type FakeCrudServer } from '../../lib/fake-crud-server';
import { renderPage } from '../../lib/test-page';
import ContactsPage from './contacts-page';

const asha = {
  _id: 'c1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobile: '+91 98765 43210',
  message: 'Call me about Canada',
  preferredTime: null,
  status: 'read',
  nextTryAt: '2020-01-01T09:00:00.000Z',
  lastOutcome: 'no-answer',
  attemptCount: 1,
  enquiryId: null,
  createdAt: '2025-04-03T09:00:00.000Z',
  updatedAt: '2025-04-03T09:00:00.000Z',
};
const attempt = {
  _id: 'a1',
  contactId: 'c1',
  enquiryId: null,
  at: '2025-04-03T10:00:00.000Z',
  by: 'u1',
  byName: 'Priya Nair',
  outcome: 'no-answer',
  note: 'Rang out',
  nextTryAt: '2020-01-01T09:00:00.000Z',
};

let server: FakeCrudServer;
const posts: { path: string; body: unknown }[] = [];
beforeEach(() => {
  posts.length = 0;
  server = fakeCrudServer('/api/contact', [{ ...asha }], 'name', {
    envelope: contactsResource.envelope,
  });
  const crud = server.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const { pathname } = new URL(input.url);
      if (pathname.endsWith('/attempts') && input.method === 'GET')
        return Response.json({ data: [attempt] });
      if (pathname.endsWith('/attempts') || pathname.endsWith('/convert')) {
        posts.push({
          path: pathname,
          body: await input
            .clone()
            .json()
            .catch(() => null),
        });
        const made = { _id: 'e9', enqNo: 'ENQ-000009', fName: 'Asha' };
        return Response.json(pathname.endsWith('/convert') ? made : attempt, { status: 201 });
      }
      return crud(input);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const open = () => renderPage(<ContactsPage />, '/contact', '/contact', 'counsellor');

describe('/contact call-backs', () => {
  it('shows the next try, overdue, and logs an attempt through the dialog', async () => {
    const { user } = open();
    const row = (await screen.findByText('Asha Rao')).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    await user.click(within(row).getByRole('menuitem', { name: 'Log attempt for Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log attempt: Asha Rao' });
    await user.click(within(dialog).getByRole('combobox', { name: /Outcome/ }));
    await user.click(await screen.findByRole('option', { name: 'Call back later' }));
    await user.click(within(dialog).getByRole('button', { name: 'Log attempt' }));
    expect(await within(dialog).findByText('Choose when to call back')).toBeVisible();
    expect(posts).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Tomorrow' }));
    const time = within(dialog).getByLabelText('Next try time');
    await user.clear(time);
    await user.type(time, '15:30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Asked for after 3');
    await user.click(within(dialog).getByRole('button', { name: 'Log attempt' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(15, 30, 0, 0);
    expect(posts[0]).toEqual({
      path: '/api/contact/c1/attempts',
      body: {
        outcome: 'call-back-later',
        note: 'Asked for after 3',
        nextTryAt: tomorrow.toISOString(),
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists the attempts in the details, and converts after asking, opening the enquiry', async () => {
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Asha Rao' }));
    const details = await screen.findByRole('dialog', { name: 'Call request from Asha Rao' });
    const list = await within(details).findByRole('list', { name: 'Attempts, newest first' });
    expect(list).toHaveTextContent('No answer: Rang out');
    expect(list).toHaveTextContent('by Priya Nair');
    await user.click(within(details).getByRole('button', { name: 'Convert to enquiry' }));
    const confirm = await screen.findByRole('alertdialog', { name: /Convert the call request/ });
    expect(posts).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enquiries/e9'));
    expect(posts).toEqual([{ path: '/api/contact/c1/convert', body: null }]);
  });
});
