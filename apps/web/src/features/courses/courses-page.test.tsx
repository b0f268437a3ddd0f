import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeCrudServer, type FakeCrudServer, type FakeRow } from '../../lib/fake-crud-server';
import { formEntries, renderPage } from '../../lib/test-page';
import CoursesPage from './courses-page';

const course = (id: string, title: string, domestic: boolean): FakeRow => ({
  _id: id,
  title,
  shortDesc: null,
  fullDesc: null,
  duration: '2 years',
  level: 'Postgraduate',
  fees: 120000,
  currency: 'INR',
  mode: 'offline',
  domestic,
  syllabus: [],
  prerequisites: [],
  tags: ['business'],
  visible: true,
  image: '/uploads/k.webp',
  thumbnail: '/uploads/k.thumb.webp',
  createdAt: '2025-01-10T10:00:00.000Z',
  updatedAt: '2025-01-11T10:00:00.000Z',
});

let server: FakeCrudServer;
beforeEach(() => {
  server = fakeCrudServer(
    '/api/courses',
    [course('k1', 'MBA', true), course('k2', 'MSc Data Science', false)],
    'title',
    { envelope: { items: 'data', count: 'count' } },
  );
});

const lastGet = () => server.calls.filter((c) => c.method === 'GET').at(-1);

describe('courses page', () => {
  it('shows all courses first, domestic and international ones on their tabs', async () => {
    const { user, router } = renderPage(<CoursesPage />, '/course');
    expect(await screen.findByText('MBA')).toBeInTheDocument();
    expect(screen.getByText('MSc Data Science')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(lastGet()?.search.has('domestic')).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Domestic' }));
    await waitFor(() => expect(screen.queryByText('MSc Data Science')).not.toBeInTheDocument());
    expect(lastGet()?.search.get('domestic')).toBe('true');
    expect(screen.queryByText('MSc Data Science')).not.toBeInTheDocument();
    expect(screen.getByText('INR 1,20,000')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'International' }));
    expect(await screen.findByText('MSc Data Science')).toBeInTheDocument();
    expect(lastGet()?.search.get('domestic')).toBe('false');
    expect(router.state.location.search).toBe('?domestic=false');
    expect(screen.queryByText('MBA')).not.toBeInTheDocument();
  });

  it('opens on the tab the URL names, with an empty state of its own', async () => {
    server.rows.splice(1, 1);
    renderPage(<CoursesPage />, '/course', '/course?domestic=false');
    expect(await screen.findByText('No international courses yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'International' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it(
    'adds an international course from its tab with tags as repeated tags[]',
    { timeout: 60_000 },
    async () => {
      const { user } = renderPage(<CoursesPage />, '/course', '/course?domestic=false');
      await user.click(await screen.findByRole('button', { name: 'Add course' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add course' });
      expect(within(dialog).getByRole('switch', { name: 'Domestic' })).not.toBeChecked();
      await user.type(within(dialog).getByLabelText(/^Title/), 'MBA Finance');
      await user.type(
        within(dialog).getByRole('combobox', { name: 'Tags' }),
        'mba{Enter}finance{Enter}',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(server.count('POST')).toBe(1));
      // a blank fee is not sent as 0; tags travel as tags[] (spec §3)
      expect(formEntries(server.calls.find((c) => c.method === 'POST')?.form)).toEqual([
        ['title', 'MBA Finance'],
        ['mode', 'offline'],
        ['domestic', 'false'],
        ['tags[]', 'mba'],
        ['tags[]', 'finance'],
        ['visible', 'true'],
      ]);
    },
  );
});
