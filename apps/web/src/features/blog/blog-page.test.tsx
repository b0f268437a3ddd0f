import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@studydesk/contract';
import { fakeCrudServer, type FakeCrudServer, type FakeRow } from '../../lib/fake-crud-server';
import {
  chooseRowAction,
  formEntries,
  pickedFile,
  renderPage,
  stubObjectUrls,
} from '../../lib/test-page';
import BlogPage from './blog-page';

const post = (id: string, title: string, deletedAt: string | null = null): FakeRow => ({
  _id: id,
  title,
  shortDesc: 'Short',
  fullDesc: '<p>Long</p>',
  link: title.toLowerCase().replace(/ /g, '-'),
  createdBy: 'admin',
  updatedBy: 'admin',
  image: null,
  thumbnail: null,
  deletedAt,
  createdAt: '2025-01-10T10:00:00.000Z',
  updatedAt: '2025-01-11T10:00:00.000Z',
});

let server: FakeCrudServer;
function serve(envelope?: 'array') {
  server = fakeCrudServer(
    '/api/blog',
    [post('b1', 'Study in Canada'), post('b2', 'Visa tips', '2025-02-01T00:00:00.000Z')],
    'title',
    { softDelete: 'PATCH', envelope },
  );
}
beforeEach(() => {
  stubObjectUrls();
  serve();
});

const open = (url = '/blog') => renderPage(<BlogPage />, '/blog', url);
const noDialog = () =>
  waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

describe('blog page', () => {
  it('accepts a plain array as the list, its length as the count (spec §3)', async () => {
    serve('array');
    open();
    expect(await screen.findByText('Study in Canada')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 blog post');
  });

  it('treats a list answer without data as "No data returned" (spec §5)', async () => {
    server.reply(200, { total: 3 });
    open();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // on the page and in its toast (the toaster loads on first use)
    await waitFor(() => expect(screen.getAllByText(MESSAGES.blog.noData)).toHaveLength(2));
  });

  it('moves a post to the trash with PATCH /blog/{id} and reloads the list', async () => {
    const { user } = open();
    await chooseRowAction(user, 'Study in Canada', 'Delete Study in Canada');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Study in Canada?' });
    await user.click(within(confirm).getByRole('button', { name: 'Move to trash' }));
    expect(await screen.findByText('No blog posts yet')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'PATCH')?.path).toBe('/api/blog/b1');
    expect(server.count('GET')).toBe(2);
  });

  it('restores a post from the Trash', async () => {
    const { user } = open();
    await screen.findByText('Study in Canada');
    await user.click(screen.getByRole('tab', { name: 'Trash' }));
    expect(await screen.findByText('Visa tips')).toBeInTheDocument();
    expect(server.calls.at(-1)?.search.get('deleted')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Add blog post' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Restore Visa tips' }));
    expect(await screen.findByText('Blog post restored')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST')?.path).toBe('/api/blog/b2/restore');
    expect(await screen.findByText('No blog posts in the trash yet')).toBeInTheDocument();
  });

  it('deletes a post permanently from the Trash after asking', async () => {
    const { user } = open('/blog?deleted=true');
    await chooseRowAction(user, 'Visa tips', 'Delete Visa tips permanently');
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete Visa tips permanently?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('No blog posts in the trash yet')).toBeInTheDocument();
    await noDialog();
    expect(server.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/blog/b2');
  });

  it(
    "creates with '' for blank text and the image (spec §5), edits sending only what is filled",
    { timeout: 60_000 },
    async () => {
      const { user } = open();
      await user.click(await screen.findByRole('button', { name: 'Add blog post' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add blog post' });
      await user.type(within(dialog).getByLabelText(/^Title/), 'Scholarships 2030');
      await user.upload(
        within(dialog).getByLabelText('Image'),
        pickedFile('cover.jpg', 64, 'image/jpeg'),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(server.count('POST')).toBe(1));
      expect(formEntries(server.calls.find((c) => c.method === 'POST')?.form)).toEqual([
        ['title', 'Scholarships 2030'],
        ['shortDesc', ''],
        ['fullDesc', ''],
        ['link', ''],
        ['createdBy', ''],
        ['updatedBy', ''],
        ['image', expect.stringMatching(/^file:/) as string],
      ]);

      await user.click(await screen.findByRole('menuitem', { name: 'Edit Study in Canada' }));
      const edit = await screen.findByRole('dialog', { name: 'Edit blog post' });
      await user.clear(within(edit).getByLabelText(/^Short description/));
      await user.click(within(edit).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(server.count('PUT')).toBe(1));
      const put = formEntries(server.calls.find((c) => c.method === 'PUT')?.form);
      expect(put.map(([key]) => key)).toEqual([
        'title',
        'fullDesc',
        'link',
        'createdBy',
        'updatedBy',
      ]);
    },
  );

  it('says "Invalid blog update data received" for an update answered without an id', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Study in Canada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit blog post' });
    server.reply(200, { title: 'Study in Canada' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.blog.invalidUpdate)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit blog post' })).toBeInTheDocument();
  });
});
