import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeCrudServer, type FakeCrudServer, type FakeRow } from '../../lib/fake-crud-server';
import {
  chooseRowAction,
  formEntries,
  pickedFile,
  renderPage,
  stubObjectUrls,
} from '../../lib/test-page';
import CountriesPage from './countries-page';

const country = (id: string, name: string, code: string, image: string | null = null): FakeRow => ({
  _id: id,
  name,
  code,
  isoCode: `${code}X`,
  dialCode: '+1',
  currency: null,
  image,
  thumbnail: image && image.replace('.webp', '.thumb.webp'),
  createdAt: '2025-01-10T10:00:00.000Z',
  updatedAt: '2025-01-11T10:00:00.000Z',
});

let server: FakeCrudServer;
beforeEach(() => {
  stubObjectUrls();
  server = fakeCrudServer(
    '/api/countries',
    [country('c1', 'India', 'IN', '/uploads/in.webp'), country('c2', 'Canada', 'CA')],
    'name',
    { envelope: { items: 'data', count: 'count' } },
  );
});

const open = () => renderPage(<CountriesPage />, '/country');

describe('countries page', () => {
  it('lists countries with their flag thumbnails and the {data, count} total', async () => {
    open();
    expect(await screen.findByText('Canada')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Countries' })).toBeInTheDocument();
    const india = screen.getByText('India').closest('[role="row"]') as HTMLElement;
    expect(india.querySelector('img')).toHaveAttribute('src', '/uploads/in.thumb.webp');
    const canada = screen.getByText('Canada').closest('[role="row"]') as HTMLElement;
    expect(canada.querySelector('img')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('2 countries');
  });

  it('never offers to delete India, and says why', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('menuitem', { name: 'More actions for India' }));
    const india = await screen.findByRole('menu', { name: 'More actions for India' });
    const refused = within(india).getByRole('menuitem', { name: 'Cannot delete India' });
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('menuitem', { name: 'Delete India' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { name: /India/ })).toBeNull());
    await user.click(screen.getByRole('menuitem', { name: 'More actions for Canada' }));
    const canada = await screen.findByRole('menu', { name: 'More actions for Canada' });
    expect(within(canada).getByRole('menuitem', { name: 'Delete Canada' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it("shows the server's refusal as a toast and keeps the row", async () => {
    const { user } = open();
    await chooseRowAction(user, 'Canada', 'Delete Canada');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Canada?' });
    server.reply(409, { message: 'Cannot delete India', error: 'protected' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Cannot delete India')).toBeInTheDocument();
    expect(screen.getByText('Canada')).toBeInTheDocument();
    expect(server.count('GET')).toBe(1);
  });

  it('creates a country with its flag as multipart, blank fields left out', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add country' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add country' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Kenya');
    await user.type(within(dialog).getByLabelText(/^Code/), 'ke');
    await user.type(within(dialog).getByLabelText(/^ISO code/), 'KEN');
    await user.upload(within(dialog).getByLabelText('Flag'), pickedFile('ke.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.count('POST')).toBe(1));
    const post = server.calls.find((c) => c.method === 'POST');
    expect(formEntries(post?.form)).toEqual([
      ['name', 'Kenya'],
      ['code', 'KE'],
      ['isoCode', 'KEN'],
      ['image', expect.stringMatching(/^file:/) as string],
    ]);
    expect(await screen.findByText('Kenya')).toBeInTheDocument();
  });

  it('updates with only the filled fields and no image when none was picked (spec §5)', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Canada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit country' });
    expect(within(dialog).getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
    const dial = within(dialog).getByLabelText(/^Dial code/);
    await user.clear(dial);
    await user.type(within(dialog).getByLabelText(/^Currency/), 'cad');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.count('PUT')).toBe(1));
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/countries/c2');
    expect(formEntries(put?.form)).toEqual([
      ['name', 'Canada'],
      ['code', 'CA'],
      ['isoCode', 'CAX'],
      ['currency', 'CAD'],
    ]);
  });

  it('shows the stored flag when editing and puts server field errors on their fields', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('menuitem', { name: 'Edit India' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit country' });
    expect(within(dialog).getByRole('img', { name: 'Current flag' })).toHaveAttribute(
      'src',
      '/uploads/in.webp',
    );
    server.reply(409, {
      message: 'A country with this code already exists',
      error: 'conflict',
      fieldErrors: { code: 'A country with this code already exists' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Code/)).toHaveAccessibleDescription(
        'A country with this code already exists',
      ),
    );
  });

  it('shows the spec §8 fallback when the list fails without a message', async () => {
    server.reply(500, {});
    open();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // in the page and in the error toast
    expect(screen.getAllByText('Failed to load countries')).toHaveLength(2);
  });
});
