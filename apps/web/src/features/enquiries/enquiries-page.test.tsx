import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseRowAction, fastUser } from '../../lib/test-page';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@studydesk/contract';
import { renderRoutes, signIn, stubObjectUrls, stubSmallScreen } from '../../test/test-utils';
import EnquiriesPage from './enquiries-page';
import { enquiry, fakeDesk, type FakeDesk } from './test-desk';

let desk: FakeDesk;
beforeEach(() => {
  desk = fakeDesk({
    enquiries: [
      enquiry('e1', 1, { assignedTo: 'u2' }),
      enquiry('e2', 2, {
        fName: '<img src=x onerror=alert(1)>',
        lName: 'Rao',
        email: 'ravi@example.com',
        mobile: '+44 20 7946 0958',
        course: 'MBA',
        country: 'UK',
        status: 'pending',
        category: 'PhD',
      }),
    ],
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(url = '/enquiries', role: Role = 'admin') {
  signIn({ userType: role });
  const view = renderRoutes(url, [
    { path: '/enquiries', element: <EnquiriesPage /> },
    { path: '/enquiries/:id', element: <p>detail</p> },
  ]);
  return { ...view, user: fastUser() };
}

const LIST = '/api/enquiries';
const lastList = () => desk.last('GET', LIST);
const pick = async (user: ReturnType<typeof userEvent.setup>, name: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('/enquiries', () => {
  it('lists the rows and the count of {enquiries, count}, with the token', async () => {
    desk.reply('GET', LIST, () =>
      Response.json({ enquiries: desk.db.enquiries, count: 42, newCount: 3 }),
    );
    renderPage();
    expect(await screen.findByRole('link', { name: 'ENQ-000001' })).toHaveAttribute(
      'href',
      '/enquiries/e1',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('42 enquiries');
    const row = screen.getByRole('link', { name: 'ENQ-000002' }).closest('[role="row"]');
    const cells = within(row as HTMLElement);
    expect(cells.getByText('<img src=x onerror=alert(1)> Rao')).toBeInTheDocument();
    expect(row?.querySelector('img')).toBeNull();
    expect(cells.getByText('ravi@example.com')).toBeInTheDocument();
    expect(cells.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
    expect(cells.getByText('MBA · UK')).toBeInTheDocument();
    expect(cells.getByText('02-03-2025')).toBeInTheDocument();
    // the rows' selects come with the list's data, a status drawn as its chip until then
    expect(await cells.findByRole('combobox', { name: 'Status of ENQ-000002' })).toHaveTextContent(
      'Pending',
    );
    expect(
      await screen.findByRole('combobox', { name: 'Counsellor for ENQ-000001' }),
    ).toHaveTextContent('Meera Kulkarni');
    expect(lastList()?.auth).toBe('Bearer test-token');
    expect(lastList()?.search.get('sort')).toBe('createdAt');
  });

  it('reads its filters from the URL and sends them to the API', async () => {
    renderPage(
      '/enquiries?status=pending&category=PhD&assignedTo=u2&from=2025-03-01&to=2025-03-31',
    );
    await waitFor(() => expect(desk.count('GET', LIST)).toBe(1));
    expect(Object.fromEntries(lastList()?.search ?? [])).toMatchObject({
      status: 'pending',
      category: 'PhD',
      assignedTo: 'u2',
      from: '2025-03-01',
      to: '2025-03-31',
    });
    // each as a chip on the list; dates day first, like every date (spec §9)
    expect(screen.getByText('Status: Pending')).toBeInTheDocument();
    expect(screen.getByText('Received from: 01-03-2025')).toBeInTheDocument();
    expect(await screen.findByText('Assigned to: Meera Kulkarni')).toBeInTheDocument();
    expect(await screen.findByText('No enquiries match these filters')).toBeInTheDocument();
  });

  it('writes a filter to the URL, back to page 1, and asks again; clears them all', async () => {
    desk.reply('GET', LIST, () => Response.json({ enquiries: desk.db.enquiries, count: 60 }));
    const { user, router } = renderPage('/enquiries?page=2');
    await screen.findByRole('link', { name: 'ENQ-000001' });
    expect(lastList()?.search.get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(lastList()?.search.get('status')).toBe('pending'));
    expect(router.state.location.search).toBe('?status=pending');
    expect(lastList()?.search.get('page')).toBe('1');
    await user.type(within(panel).getByLabelText('Received to'), '31-03-2025');
    await waitFor(() => expect(lastList()?.search.get('to')).toBe('2025-03-31'));
    expect(router.state.location.search).toBe('?status=pending&to=2025-03-31');
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'ENQ-000002' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ENQ-000001' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastList()?.search.has('status')).toBe(false));
    expect(lastList()?.search.has('to')).toBe(false);
    expect(await screen.findByRole('link', { name: 'ENQ-000001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ENQ-000002' })).toBeInTheDocument();
  });

  it('keeps the filters behind a "Filters" button on phones too', async () => {
    stubSmallScreen();
    const { user, router } = renderPage();
    await screen.findByRole('link', { name: 'Asha Verma' });
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    // a row is a card: the name opening the enquiry, the status, the number and the phone
    const card = screen.getByRole('link', { name: 'Asha Verma' }).closest('[role="row"]');
    expect(card).toHaveTextContent(/Asha Verma\s*New\s*ENQ-000001/);
    expect(within(card as HTMLElement).getByRole('link', { name: '+91 9876543210' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(panel).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'PhD' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=PhD'));
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    await waitFor(() => expect(lastList()?.search.get('category')).toBe('PhD'));
  });

  it('changes a status from the row with PUT /enquiries/status/{id}, then reloads', async () => {
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'ENQ-000001' });
    await pick(user, 'Status of ENQ-000001', 'Converted');
    await waitFor(() => expect(desk.count('PUT', '/api/enquiries/status/e1')).toBe(1));
    expect(desk.last('PUT', '/api/enquiries/status/e1')?.body).toEqual({ status: 'converted' });
    expect(await screen.findByText('ENQ-000001 is now Converted')).toBeInTheDocument();
    await waitFor(() => expect(desk.count('GET', LIST)).toBe(2));
    expect(screen.getByRole('combobox', { name: 'Status of ENQ-000001' })).toHaveTextContent(
      'Converted',
    );
  });

  it('puts the status back and says why when the change fails', async () => {
    desk.reply('PUT', '/api/enquiries/status/e1', () =>
      Response.json({ message: 'Status must be one of …' }, { status: 400 }),
    );
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'ENQ-000001' });
    await pick(user, 'Status of ENQ-000001', 'Closed');
    expect(await screen.findByText('Status must be one of …')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status of ENQ-000001' })).toHaveTextContent('New');
  });

  it('assigns a counsellor (no editors offered) with PUT /enquiries/{id}', async () => {
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'ENQ-000002' });
    await user.click(screen.getByRole('combobox', { name: 'Counsellor for ENQ-000002' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Unassigned',
      'Priya Sharma',
      'Meera Kulkarni',
    ]);
    await user.click(screen.getByRole('option', { name: 'Meera Kulkarni' }));
    await waitFor(() => expect(desk.count('PUT', '/api/enquiries/e2')).toBe(1));
    expect(desk.last('PUT', '/api/enquiries/e2')?.body).toEqual({ assignedTo: 'u2' });
    expect(await screen.findByText('ENQ-000002 assigned to Meera Kulkarni')).toBeInTheDocument();
  });

  it('soft-deletes only after confirming, with PATCH, and the row goes', async () => {
    const { user } = renderPage();
    await chooseRowAction(user, 'ENQ-000001', 'Delete ENQ-000001');
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete ENQ-000001?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(desk.count('PATCH', '/api/enquiries/e1')).toBe(0);

    await chooseRowAction(user, 'ENQ-000001', 'Delete ENQ-000001');
    confirm = await screen.findByRole('alertdialog', { name: 'Delete ENQ-000001?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(desk.count('PATCH', '/api/enquiries/e1')).toBe(1));
    expect(desk.count('DELETE', '/api/enquiries/e1')).toBe(0);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'ENQ-000001' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('1 enquiry');
  });

  it('shows the spec §8 fallback when a failed load carries no message', async () => {
    desk.reply('GET', LIST, () => new Response(null, { status: 500 }));
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Failed to fetch enquiries');
    // and as a toast
    expect(screen.getAllByText('Failed to fetch enquiries')).toHaveLength(2);
  });

  it('says "You do not have access" when the server answers 403', async () => {
    desk.reply('GET', LIST, () => Response.json({ message: 'Forbidden' }, { status: 403 }));
    renderPage();
    expect(await screen.findByText('You do not have access')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('does not even ask for an editor, who may not read enquiries', async () => {
    renderPage('/enquiries', 'editor');
    expect(await screen.findByText('You do not have access')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(desk.count('GET', LIST)).toBe(0);
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('exports the current filter as CSV (streamed) with the token, named by the server', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    // jsdom has no object URLs
    stubObjectUrls(createObjectURL);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('enquiries-2025-03-16.csv');
      expect(this.href).toBe('blob:csv');
    });
    const { user } = renderPage('/enquiries?status=new&q=asha&page=3');
    await screen.findByRole('link', { name: 'ENQ-000001' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));
    expect(await screen.findByText('Downloaded enquiries-2025-03-16.csv')).toBeInTheDocument();
    const call = desk.last('GET', '/api/enquiries/export');
    expect(Object.fromEntries(call?.search ?? [])).toEqual({
      status: 'new',
      q: 'asha',
      format: 'csv',
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(call?.auth).toBe('Bearer test-token');
    expect(click).toHaveBeenCalledTimes(1);
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('text/csv');
  });

  it('opens an enquiry from a click on its row, or from j/k and Enter', async () => {
    const { user, router } = renderPage();
    await screen.findByRole('link', { name: 'ENQ-000002' });
    const row = screen.getByRole('link', { name: 'ENQ-000002' }).closest('[role="row"]');
    await user.click(within(row as HTMLElement).getByText('ravi@example.com'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enquiries/e2'));
    expect(router.state.location.state).toEqual({ from: '/enquiries' });

    await router.navigate('/enquiries');
    await screen.findByRole('link', { name: 'ENQ-000001' });
    await user.keyboard('j');
    await user.keyboard('j');
    await user.keyboard('k');
    // the grid moves focus to the row's cell as it renders: wait for that state
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="row"]')).toHaveTextContent('ENQ-000001'),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/enquiries/e1'));
  });

  it('picks out the enquiry a notification points at (?focus=)', async () => {
    const { router } = renderPage('/enquiries?focus=e2');
    await screen.findByRole('link', { name: 'ENQ-000002' });
    const row = (n: string) => screen.getByRole('link', { name: n }).closest('[role="row"]');
    expect(row('ENQ-000002')).toHaveClass('row-highlight');
    expect(row('ENQ-000001')).not.toHaveClass('row-highlight');
    // and opened beside the list, ready to log a contact
    const panel = await screen.findByRole('complementary', { name: 'Enquiry ENQ-000002' });
    expect(within(panel).getByRole('button', { name: 'Log contact' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open the whole record' })).toHaveAttribute(
      'href',
      '/enquiries/e2',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Close the enquiry' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  // found from outside: Escape left the panel open (it is not modal, so nothing closed it)
  it('closes the panel with Escape, and a dialog opened from it first', async () => {
    const { router } = renderPage('/enquiries?focus=e2');
    const panel = await screen.findByRole('complementary', { name: 'Enquiry ENQ-000002' });
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Close the enquiry' })).toHaveFocus(),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Log contact' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?focus=e2');
    within(panel).getByRole('button', { name: 'Close the enquiry' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('adds a phone enquiry with n (the staff form) and opens it', async () => {
    const { user, router } = renderPage();
    await screen.findByRole('link', { name: 'ENQ-000001' });
    await user.keyboard('n');
    const dialog = await screen.findByRole('dialog', { name: 'Add enquiry' });
    expect(
      within(dialog).getByRole('combobox', { name: /How they got in touch/ }),
    ).toHaveTextContent('Phone');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter a mobile number or an email address'),
    ).toBeVisible();
    expect(desk.count('POST', LIST)).toBe(0);
    await user.type(within(dialog).getByLabelText(/First name/), 'Varun');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Thomas');
    await user.type(within(dialog).getByLabelText(/Mobile/), '+91 98661 25640');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(desk.count('POST', LIST)).toBe(1));
    expect(desk.last('POST', LIST)?.body).toMatchObject({
      source: 'phone',
      fName: 'Varun',
      lName: 'Thomas',
      mobile: '+91 98661 25640',
      category: 'Other',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/enquiries/e3'));
  });
});
