import { screen, waitFor, within } from '@testing-library/react';
import { fastUser } from '../../lib/test-page';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signIn } from '../../test/test-utils';
import EnquiryDetailPage from './enquiry-detail-page';
import { enquiry, fakeDesk, STAFF, type FakeDesk } from './test-desk';

const first = enquiry('e0', 1);
const asha = enquiry('e1', 7, {
  status: 'active',
  assignedTo: 'u2',
  duplicateOf: 'e0',
  remarks: 'Wants a <b>scholarship</b>',
  leadQuality: 'High',
});

let desk: FakeDesk;
beforeEach(() => {
  desk = fakeDesk({
    enquiries: [first, { ...asha }],
    timeline: {
      e1: [
        {
          _id: 't3',
          type: 'contact',
          followUpId: 'f1',
          outcome: 'no-answer',
          note: 'Rang twice',
          by: 'u2',
          byName: 'Meera Kulkarni',
          at: '2025-03-09T09:15:00.000Z',
        },
        {
          _id: 't2',
          type: 'status',
          from: 'new',
          to: 'active',
          by: 'u2',
          byName: 'Meera Kulkarni',
          at: '2025-03-08T12:30:00.000Z',
        },
        {
          _id: 't1',
          type: 'status',
          from: null,
          to: 'new',
          by: null,
          byName: null,
          at: '2025-03-07T10:00:00.000Z',
        },
      ],
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(id = 'e1') {
  signIn();
  const view = renderRoutes(`/enquiries/${id}`, [
    { path: '/enquiries/:id', element: <EnquiryDetailPage /> },
    { path: '/enquiries', element: <p>the list</p> },
  ]);
  return { ...view, user: fastUser() };
}

describe('/enquiries/:id', () => {
  it('leads with the person, their links, status, counsellor and Log contact; details fold below', async () => {
    const { user } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Asha Verma' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^ENQ-000007 · Form ·/)).toHaveTextContent(
      /ENQ-000007 · Form · received 07-03-2025/,
    );
    expect(screen.getByRole('link', { name: 'Call +91 9876543210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    expect(screen.getByRole('link', { name: 'asha@example.com' })).toHaveAttribute(
      'href',
      'mailto:asha@example.com',
    );
    expect(screen.getByRole('combobox', { name: 'Status of ENQ-000007' })).toHaveTextContent(
      'Active',
    );
    expect(
      await screen.findByRole('combobox', { name: 'Counsellor for ENQ-000007' }),
    ).toHaveTextContent('Meera Kulkarni');
    expect(screen.getByRole('button', { name: 'Log contact' })).toBeInTheDocument();
    // Delete is not beside Edit: it is in the menu
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ENQ-000001' })).toHaveAttribute(
      'href',
      '/enquiries/e0',
    );

    const details = screen.getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Wants a <b>scholarship</b>')).toBeVisible();
    expect(screen.getByText('High')).toBeVisible();
  });

  it('offers as counsellor only the people who work in the enquiry’s office', async () => {
    const pune = { _id: 'u4', fname: 'Kiran', lname: 'Das', userType: 'counsellor' as const };
    desk = fakeDesk({
      enquiries: [{ ...asha, office: 'o2' }],
      staff: [...STAFF, { ...pune, offices: ['o1', 'o2'] }],
    });
    const { user } = renderPage();
    // the select takes the place of its look once its code is in: asked for afresh each time
    const owner = () => screen.getByRole('combobox', { name: 'Counsellor for ENQ-000007' });
    await waitFor(() => expect(owner()).toHaveTextContent('Meera Kulkarni'));
    await user.click(owner());
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Unassigned', 'Kiran Das', 'Meera Kulkarni']);
  });

  it('shows one timeline, newest first: contacts, status changes and who did them', async () => {
    renderPage();
    const timeline = await screen.findByRole('list', { name: 'Timeline, newest first' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent(
      /No answer: Rang twice.*09-03-2025 \d\d:15 · by Meera Kulkarni/,
    );
    expect(entries[1]).toHaveTextContent(/New\s*→?\s*to\s*Active.*by Meera Kulkarni/);
    expect(entries[2]).toHaveTextContent(/Created as\s*New.*from the enquiry form/);
  });

  it('logs a contact in one step with a preset next date and a new status', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 16, 9, 0));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Log contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log contact with Asha' });
    await user.click(within(dialog).getByRole('button', { name: 'Log contact' }));
    expect(await within(dialog).findByText(/What was said/, { selector: 'p' })).toBeInTheDocument();
    expect(desk.count('POST', '/api/enquiries/e1/contact-log')).toBe(0);

    await user.type(within(dialog).getByLabelText(/What was said/), 'Offer letter received');
    await user.click(within(dialog).getByRole('combobox', { name: /Outcome/ }));
    await user.click(await screen.findByRole('option', { name: 'Reached' }));
    await user.click(within(dialog).getByRole('button', { name: 'In 3 days' }));
    expect(within(dialog).getByLabelText('Next contact date')).toHaveValue('19-03-2025');
    await user.click(within(dialog).getByRole('combobox', { name: 'New status' }));
    await user.click(await screen.findByRole('option', { name: 'Converted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Log contact' }));

    await waitFor(() => expect(desk.count('POST', '/api/enquiries/e1/contact-log')).toBe(1));
    expect(desk.last('POST', '/api/enquiries/e1/contact-log')?.body).toEqual({
      note: 'Offer letter received',
      outcome: 'reached',
      nextContactDate: '2025-03-19',
      status: 'converted',
      today: '2025-03-16',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const timeline = await screen.findByRole('list', { name: 'Timeline, newest first' });
    expect(await within(timeline).findByText(/due 19-03-2025/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Status of ENQ-000007' })).toHaveTextContent(
        'Converted',
      ),
    );
    vi.useRealTimers();
  });

  it('refuses a next date that is not a date, saying how to write one', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Log contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log contact with Asha' });
    await user.type(within(dialog).getByLabelText(/What was said/), 'Busy');
    await user.type(within(dialog).getByLabelText('Next contact date'), '31-02-2025');
    await user.click(within(dialog).getByRole('button', { name: 'Log contact' }));
    expect(await within(dialog).findByText('Enter the date as dd-mm-yyyy')).toBeInTheDocument();
    expect(desk.count('POST', '/api/enquiries/e1/contact-log')).toBe(0);
  });

  it('edits the enquiry in the shared form with PUT /enquiries/{id}', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit enquiry' });
    expect(within(dialog).getByLabelText(/first name/i)).toHaveValue('Asha');
    await user.click(within(dialog).getByRole('combobox', { name: 'Lead quality' }));
    await user.click(await screen.findByRole('option', { name: 'Low' }));
    const remarks = within(dialog).getByLabelText('Remarks');
    await user.clear(remarks);
    await user.type(remarks, 'Call after 6 pm');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(desk.count('PUT', '/api/enquiries/e1')).toBe(1));
    const body = desk.last('PUT', '/api/enquiries/e1')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ fName: 'Asha', leadQuality: 'Low', remarks: 'Call after 6 pm' });
    expect(body).not.toHaveProperty('status');
    expect(body).not.toHaveProperty('assignedTo');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Call after 6 pm')).toBeInTheDocument();
  });

  it('soft-deletes from the detail after confirming and goes back to the list', async () => {
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete enquiry' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete ENQ-000007?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enquiries'));
    expect(desk.count('PATCH', '/api/enquiries/e1')).toBe(1);
  });

  it('says so when the enquiry does not exist', async () => {
    renderPage('nope');
    expect(await screen.findByText('Enquiry not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Enquiry' })).toBeInTheDocument();
  });

  it('shows the spec §8 fallback when the enquiry fails without a message', async () => {
    desk.reply('GET', '/api/enquiries/e1', () => new Response('', { status: 502 }));
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Failed to fetch enquiries');
  });
});
