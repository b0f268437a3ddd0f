import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, localIsoDate } from '../../../lib/dates';
import { renderPage } from '../../../lib/test-page';
import ApplicationsPage from './applications-page';
import { card, fakeBoardServer } from './fake-board-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (url = '/applications', role: 'admin' | 'counsellor' | 'editor' = 'admin') =>
  renderPage(<ApplicationsPage />, '/applications', url, role);
const column = (name: RegExp) => screen.getByRole('region', { name });
const today = localIsoDate();

describe('/applications board', () => {
  it('shows one column per stage with its name and count, and each card’s facts', async () => {
    fakeBoardServer([
      card('1', 'Meera Nair', 'shortlisted', {
        nextDeadline: { kind: 'depositDue', date: addDays(today, -2) },
        missingDocuments: 2,
      }),
      card('2', 'Kiran Rao', 'shortlisted', {
        assignedToName: null,
        intakeMonth: null,
        intakeYear: null,
        daysInStage: 1,
        nextDeadline: { kind: 'acceptanceDeadline', date: addDays(today, 5) },
        missingDocuments: 1,
      }),
      card('3', 'Tara Das', 'submitted', { collegeName: 'Harbour University' }),
    ]);
    open();
    await screen.findByRole('link', { name: 'Meera Nair' });
    expect(screen.getByRole('heading', { level: 2, name: 'Shortlisted 2' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Submitted 1' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Rejected 0' })).toBeVisible();
    expect(within(column(/^Rejected/)).getByText('No applications in this stage')).toBeVisible();
    expect(screen.getByText('3 applications')).toBeVisible();

    const meera = screen.getByRole('article', { name: 'Meera Nair, MSc Data Science' });
    expect(within(meera).getByRole('link', { name: 'Meera Nair' })).toHaveAttribute(
      'href',
      '/applications/1',
    );
    for (const text of ['ENQ-000001', 'Lakeside College', 'September 2031 · Priya Sharma'])
      expect(within(meera).getByText(text)).toBeVisible();
    expect(within(meera).getByText('3 days in stage')).toBeVisible();
    expect(within(meera).getByText(/^Overdue: Deposit due/)).toHaveTextContent(
      /^Overdue: Deposit due \d\d-\d\d-\d{4}$/,
    );
    const kiran = screen.getByRole('article', { name: 'Kiran Rao, MSc Data Science' });
    expect(within(kiran).getByText('No intake yet · Unassigned')).toBeVisible();
    expect(within(kiran).getByText('1 day in stage')).toBeVisible();
    expect(within(kiran).getByText(/^Due soon: Offer acceptance deadline/)).toBeVisible();
    const tara = within(column(/^Submitted/)).getByRole('article');
    expect(within(tara).getByText('No deadline')).toBeVisible();
    // what the student's checklist still needs, only when something does
    expect(within(meera).getByText('2 documents missing')).toBeVisible();
    expect(within(kiran).getByText('1 document missing')).toBeVisible();
    expect(within(tara).queryByText(/missing/)).not.toBeInTheDocument();
  });

  it('shows more of a long column from the API’s next page of that stage', async () => {
    const cards = Array.from({ length: 23 }, (_, i) =>
      card(String(i + 1), `Student ${i + 1}`, 'shortlisted'),
    );
    const server = fakeBoardServer(cards);
    const { user } = open();
    await screen.findByRole('link', { name: 'Student 20' });
    expect(screen.queryByRole('link', { name: 'Student 21' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more (3 more)' }));
    expect(await screen.findByRole('link', { name: 'Student 23' })).toBeVisible();
    const asked = server.calls.find((c) => c.search.get('page') === '2');
    expect(asked?.search.get('stage')).toBe('shortlisted');
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shortlisted 23' })).toBeVisible();
  });

  it('says so when there is nothing, and offers the way to a shortlist', async () => {
    fakeBoardServer([]);
    open();
    expect(await screen.findByText('No applications yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shortlist courses from an enquiry' })).toHaveAttribute(
      'href',
      '/enquiries',
    );
  });

  it('shows a failed load with Retry', async () => {
    const server = fakeBoardServer([]);
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ message: 'Database is away' }), { status: 500 }),
      ),
    );
    open();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getAllByText('Database is away').length).toBeGreaterThan(0);
    expect(server.calls).toHaveLength(0);
  });

  it('keeps the owner tabs, the search, the filters and Board / List in the URL', async () => {
    const server = fakeBoardServer([card('1', 'Meera Nair', 'shortlisted')]);
    const { user, router } = open('/applications', 'counsellor');
    await screen.findByRole('link', { name: 'Meera Nair' });
    const search = () => new URLSearchParams(router.state.location.search);
    // a counsellor starts on their own
    await waitFor(() => expect(search().get('owner')).toBe('mine'));
    expect(server.last('/api/applications/board')?.search.get('owner')).toBe('me');

    const tabs = screen.getByRole('tablist', { name: 'Whose applications' });
    await user.click(within(tabs).getByRole('tab', { name: 'Unassigned' }));
    await waitFor(() => expect(search().get('owner')).toBe('unassigned'));
    await waitFor(() =>
      expect(server.last('/api/applications/board')?.search.get('owner')).toBe('none'),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'meera');
    await waitFor(() => expect(search().get('q')).toBe('meera'));
    await waitFor(() =>
      expect(server.last('/api/applications/board')?.search.get('q')).toBe('meera'),
    );

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(panel).getByRole('combobox', { name: 'Intake month' }));
    await user.click(await screen.findByRole('option', { name: 'September' }));
    await waitFor(() => expect(search().get('intakeMonth')).toBe('September'));
    expect(within(panel).getByRole('combobox', { name: 'Intake year' })).toBeVisible();
    // the record pickers load when the panel first shows them
    expect(await within(panel).findByRole('combobox', { name: 'Country' })).toBeVisible();
    expect(await within(panel).findByRole('combobox', { name: 'College' })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(server.last('/api/applications/board')?.search.get('intakeMonth')).toBe('September'),
    );
    expect(await screen.findByText('Intake month: September')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'List' }));
    await waitFor(() => expect(search().get('view')).toBe('list'));
    expect(await screen.findByRole('grid', { name: 'Applications' })).toBeVisible();
    const listed = server.last('/api/applications')?.search;
    expect(listed?.get('owner')).toBe('none');
    expect(listed?.get('q')).toBe('meera');
    expect(listed?.get('intakeMonth')).toBe('September');
    expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
    // the filter and the view survive a reload of the same URL
    expect(search().get('owner')).toBe('unassigned');
  });

  it('opens a shared list link as a list', async () => {
    fakeBoardServer([card('1', 'Meera Nair', 'submitted')]);
    open('/applications?view=list&owner=all');
    const grid = await screen.findByRole('grid', { name: 'Applications' });
    expect(await within(grid).findByRole('link', { name: 'Meera Nair' })).toBeVisible();
  });

  it('shows an editor no board', () => {
    const server = fakeBoardServer([]);
    open('/applications', 'editor');
    expect(screen.getByText('You do not have access')).toBeVisible();
    expect(server.calls).toHaveLength(0);
  });
});
