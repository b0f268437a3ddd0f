import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeCrudServer, type FakeCrudServer, type FakeRow } from '../../lib/fake-crud-server';
import { formEntries, renderPage } from '../../lib/test-page';
import GalleryPage from './gallery-page';

const item = (id: string, title: string): FakeRow => ({
  _id: id,
  title,
  from: 'Open day',
  link: null,
  date: '2025-03-05T10:00:00.000Z',
  image: '/uploads/g.webp',
  thumbnail: '/uploads/g.thumb.webp',
  deletedAt: null,
  createdAt: '2025-01-10T10:00:00.000Z',
  updatedAt: '2025-01-11T10:00:00.000Z',
});

let server: FakeCrudServer;
beforeEach(() => {
  server = fakeCrudServer(
    '/api/gallery',
    [item('g1', 'Campus tour'), item('g2', 'Graduation')],
    'title',
    {
      envelope: 'array',
      softDelete: 'soft',
    },
  );
});

const open = () => renderPage(<GalleryPage />, '/gallery');

describe('gallery page', () => {
  it('lists a plain-array answer with thumbnails, counting its length', async () => {
    open();
    expect(await screen.findByText('Campus tour')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 gallery items');
    // a visual grid of tiles, not a table
    const grid = screen.getByRole('list', { name: 'Gallery' });
    const tile = within(grid).getByText('Campus tour').closest('li') as HTMLElement;
    expect(tile.querySelector('img')).toHaveAttribute('src', '/uploads/g.thumb.webp');
    expect(within(tile).getByText('Open day · 05-03-2025')).toBeInTheDocument();
  });

  it('deletes softly with DELETE /gallery/soft/{id}', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Campus tour' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Campus tour?' });
    await user.click(within(confirm).getByRole('button', { name: 'Move to trash' }));
    await waitFor(() => expect(screen.queryByText('Campus tour')).not.toBeInTheDocument());
    expect(server.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/gallery/soft/g1');
    expect(server.rows[0]?.deletedAt).toBeTruthy();
  });

  it("creates with '' for blank text and today's moment as the date", async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add gallery item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add gallery item' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Alumni meet');
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.count('POST')).toBe(1));
    const entries = formEntries(server.calls.find((c) => c.method === 'POST')?.form);
    const sent: Record<string, string> = Object.fromEntries(entries);
    expect(sent).toMatchObject({ title: 'Alumni meet', from: '', link: '' });
    expect(Date.parse(sent.date ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(sent).not.toHaveProperty('image');
  });
});
