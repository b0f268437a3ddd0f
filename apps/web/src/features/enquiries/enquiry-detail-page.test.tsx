import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signIn } from '../../layout/test-utils';
import EnquiryDetailPage from './enquiry-detail-page';
import { enquiry, fakeDesk, followUp, type FakeDesk } from './test-desk';

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
    history: {
      e1: [
        {
          _id: 'h1',
          from: null,
          to: 'new',
          by: null,
          byName: null,
          at: '2025-03-07T10:00:00.000Z',
        },
        {
          _id: 'h2',
          from: 'new',
          to: 'active',
          by: 'u2',
          byName: 'Meera Kulkarni',
          at: '2025-03-08T12:30:00.000Z',
        },
      ],
    },
    followUps: [
      followUp('f1', asha, { followUpDetails: 'Sent the brochure', remarks: 'Prefers calls' }),
    ],
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
  return { ...view, user: userEvent.setup() };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('/enquiries/:id', () => {
  it('shows every field, the duplicate note, the status history and the follow-ups', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enquiry ENQ-000007' }),
    ).toBeInTheDocument();
    const details = within(region('Details'));
    expect(details.getByRole('link', { name: 'asha@example.com' })).toHaveAttribute(
      'href',
      'mailto:asha@example.com',
    );
    expect(details.getByText('MSc Data Science')).toBeInTheDocument();
    expect(details.getByText('Wants a <b>scholarship</b>')).toBeInTheDocument();
    expect(details.getByText('High')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ENQ-000001' })).toHaveAttribute(
      'href',
      '/enquiries/e0',
    );
    expect(screen.getByText(/Possible duplicate of/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status of ENQ-000007' })).toHaveTextContent(
      'Active',
    );
    expect(
      await screen.findByRole('combobox', { name: 'Counsellor for ENQ-000007' }),
    ).toHaveTextContent('Meera Kulkarni');

    const changes = await within(region('Status history')).findAllByRole('listitem');
    expect(changes[0]).toHaveTextContent(/Created as\s*New.*from the enquiry form/);
    expect(changes[1]).toHaveTextContent(
      /New\s*→?\s*to\s*Active.*08-03-2025 \d\d:30 · by Meera Kulkarni/,
    );

    const entries = await within(region('Follow-ups')).findAllByRole('listitem');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toHaveTextContent('Sent the brochure');
    expect(entries[0]).toHaveTextContent('Next contact 20-03-2025');
    expect(entries[0]).toHaveTextContent('Priya Sharma');
    expect(entries[0]).toHaveTextContent('Remarks: Prefers calls');
  });

  it('adds a follow-up that moves the status, then reloads the timeline, status and history', async () => {
    const { user } = renderPage();
    await within(await screen.findByRole('region', { name: 'Follow-ups' })).findByText(
      'Sent the brochure',
    );
    const gets = (path: string) => desk.count('GET', path);
    expect(gets('/api/enquiries/e1')).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Add follow-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add follow-up' });
    await user.type(within(dialog).getByLabelText(/details/i), 'Offer letter received');
    await user.type(within(dialog).getByLabelText('Next contact date'), '02-04-2025');
    await user.click(within(dialog).getByRole('combobox', { name: 'New status of the enquiry' }));
    await user.click(await screen.findByRole('option', { name: 'Converted' }));
    await user.type(within(dialog).getByLabelText('Remarks'), 'Visa next');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(desk.count('POST', '/api/followUp')).toBe(1));
    expect(desk.last('POST', '/api/followUp')?.body).toEqual({
      enquiry: 'e1',
      followUpDetails: 'Offer letter received',
      nextContactDate: '2025-04-02',
      status: 'converted',
      remarks: 'Visa next',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const timeline = within(region('Follow-ups'));
    expect(await timeline.findByText('Offer letter received')).toBeInTheDocument();
    expect(timeline.getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Status of ENQ-000007' })).toHaveTextContent(
        'Converted',
      ),
    );
    expect(await within(region('Status history')).findAllByRole('listitem')).toHaveLength(3);
    expect(gets('/api/enquiries/e1')).toBe(2);
    expect(gets('/api/enquiries/e1/history')).toBe(2);
    expect(gets('/api/followUp/enqId/e1')).toBe(2);
    expect(await screen.findByText('Follow-up added')).toBeInTheDocument();
  });

  it('checks the details before sending, and sends no status when it is kept', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add follow-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add follow-up' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Follow-up details is required')).toBeInTheDocument();
    expect(desk.count('POST', '/api/followUp')).toBe(0);

    await user.type(within(dialog).getByLabelText(/details/i), 'No answer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(desk.count('POST', '/api/followUp')).toBe(1));
    expect(desk.last('POST', '/api/followUp')?.body).toEqual({
      enquiry: 'e1',
      followUpDetails: 'No answer',
      remarks: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(region('Follow-ups')).findByText('No answer')).toBeInTheDocument();
    // the enquiry did not change, so it is not asked for again
    expect(desk.count('GET', '/api/enquiries/e1')).toBe(1);
  });

  it('edits the enquiry in the shared form with PUT /enquiries/{id}', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit enquiry' }));
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
    expect(await within(region('Details')).findByText('Call after 6 pm')).toBeInTheDocument();
  });

  it('soft-deletes from the detail after confirming and goes back to the list', async () => {
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete enquiry' }));
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
