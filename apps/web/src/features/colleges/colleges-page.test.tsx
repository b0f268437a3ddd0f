import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@studydesk/contract';
import { fakeCrudServer, type FakeCrudServer, type FakeRow } from '../../lib/fake-crud-server';
import { formEntries, renderPage } from '../../lib/test-page';
import CollegesPage from './colleges-page';

const meta = { createdAt: '2025-01-10T10:00:00.000Z', updatedAt: '2025-01-11T10:00:00.000Z' };
const data = { envelope: { items: 'data', count: 'count' } };
const college: FakeRow = {
  _id: 'u1',
  name: 'IIT Madras',
  email: null,
  phone: null,
  address: null,
  website: null,
  description: null,
  mapLink: null,
  country: 'c1',
  countryName: 'India',
  state: 's1',
  stateName: 'Tamil Nadu',
  courses: ['k1', 'k2'],
  category: ['Graduate', 'PhD'],
  status: 'popular',
  facilities: ['Library', 'Hostel'],
  services: [],
  visible: true,
  image: null,
  thumbnail: null,
  ...meta,
};

let colleges: FakeCrudServer;
let places: FakeCrudServer;
beforeEach(() => {
  fakeCrudServer(
    '/api/countries',
    [
      { _id: 'c1', name: 'India', ...meta },
      { _id: 'c2', name: 'Canada', ...meta },
    ],
    'name',
    data,
  );
  places = fakeCrudServer(
    '/api/states',
    [{ _id: 's1', name: 'Tamil Nadu', country: 'c1', countryName: 'India', ...meta }],
    'name',
    data,
  );
  fakeCrudServer(
    '/api/courses',
    [
      { _id: 'k1', title: 'MBA', ...meta },
      { _id: 'k2', title: 'BSc Physics', ...meta },
    ],
    'title',
    data,
  );
  colleges = fakeCrudServer('/api/college', [college], 'name', {
    envelope: { items: 'colleges', count: 'total', paged: true },
  });
});

async function choose(user: ReturnType<typeof renderPage>['user'], box: HTMLElement, name: string) {
  await user.click(box);
  await user.click(await screen.findByRole('option', { name }));
}

describe('colleges page', () => {
  it('reads {colleges, total, …} and sends the filters of the URL', async () => {
    renderPage(<CollegesPage />, '/colleges', '/colleges?category=PhD&status=popular&q=iit');
    expect(await screen.findByText('IIT Madras')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Colleges' })).toBeInTheDocument();
    const row = screen.getByText('IIT Madras').closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Graduate, PhD')).toBeInTheDocument();
    expect(within(row).getByText('Popular')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 college');
    const get = colleges.calls.find((c) => c.method === 'GET');
    expect(get?.search.get('category')).toBe('PhD');
    expect(get?.search.get('status')).toBe('popular');
    expect(get?.search.get('q')).toBe('iit');
  });

  // Big MUI forms are slow in jsdom on a busy machine: these get a minute.
  const slow = { timeout: 60_000 };

  it(
    'edits in the same form: courses by name, lists sent as indexed entries, no id',
    slow,
    async () => {
      const { user } = renderPage(<CollegesPage />, '/colleges');
      await user.click(await screen.findByRole('menuitem', { name: 'Edit IIT Madras' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit college' });
      // the course ids are read back as titles, one GET each
      expect(
        await within(dialog).findByRole('button', { name: 'BSc Physics' }),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'MBA' })).toBeInTheDocument();
      const place = within(dialog).getByRole('combobox', { name: /^Place/ });
      await waitFor(() => expect(place).toHaveValue('Tamil Nadu (India)'));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(colleges.count('PUT')).toBe(1));
      const put = colleges.calls.find((c) => c.method === 'PUT');
      expect(put?.path).toBe('/api/college/u1');
      expect(formEntries(put?.form)).toEqual([
        ['name', 'IIT Madras'],
        ['country', 'c1'],
        ['state', 's1'],
        ['courses[0]', 'k1'],
        ['courses[1]', 'k2'],
        ['category[0]', 'Graduate'],
        ['category[1]', 'PhD'],
        ['status', 'popular'],
        ['facilities[0]', 'Library'],
        ['facilities[1]', 'Hostel'],
        ['visible', 'true'],
      ]);
    },
  );

  it('adds a college: a place of the chosen country, blanks left out', slow, async () => {
    const { user } = renderPage(<CollegesPage />, '/colleges');
    await user.click(await screen.findByRole('button', { name: 'Add college' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add college' });
    const box = (name: RegExp) => within(dialog).getByRole('combobox', { name });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Anna University');
    expect(box(/^Place/)).toBeDisabled();
    await choose(user, box(/^Country/), 'India');
    await choose(user, box(/^Place/), 'Tamil Nadu (India)');
    expect(places.calls.at(-1)?.search.get('country')).toBe('c1');
    await choose(user, box(/^Category/), 'Diploma');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(colleges.count('POST')).toBe(1));
    expect(formEntries(colleges.calls.find((c) => c.method === 'POST')?.form)).toEqual([
      ['name', 'Anna University'],
      ['country', 'c1'],
      ['state', 's1'],
      ['category[0]', 'Diploma'],
      ['status', 'new'],
      ['visible', 'true'],
    ]);
  });

  it(
    'says when a country has no places, and never drops a chosen place silently',
    slow,
    async () => {
      const { user } = renderPage(<CollegesPage />, '/colleges');
      await user.click(await screen.findByRole('button', { name: 'Add college' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add college' });
      const box = (name: RegExp) => within(dialog).getByRole('combobox', { name });
      // the hint of a field waiting for its country is readable (WCAG AA), not the disabled grey
      expect(box(/^Place/)).toHaveAccessibleDescription('Choose a country first');
      const hint = within(dialog).getByText('Choose a country first');
      expect(getComputedStyle(hint).color).toBe('rgb(110, 110, 110)');
      await choose(user, box(/^Country/), 'India');
      await choose(user, box(/^Place/), 'Tamil Nadu (India)');
      await choose(user, box(/^Country/), 'Canada');
      await waitFor(() =>
        expect(box(/^Place/)).toHaveAccessibleDescription(
          'Tamil Nadu (India) is not in Canada, so it was taken off. No places in Canada yet - add one in Places',
        ),
      );
      expect(box(/^Place/)).toHaveValue('');
    },
  );

  it('tells a duplicate with the spec §8 text, next to the name too', slow, async () => {
    const { user } = renderPage(<CollegesPage />, '/colleges');
    await user.click(await screen.findByRole('menuitem', { name: 'Edit IIT Madras' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit college' });
    const exists = MESSAGES.colleges.exists;
    colleges.reply(409, { message: exists, error: 'conflict', fieldErrors: { name: exists } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription(exists),
    );
    // beside the field and in the error toast
    expect(screen.getAllByText(exists)).toHaveLength(2);
  });
});
