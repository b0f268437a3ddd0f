import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Office } from '@studydesk/contract';
import { renderPage } from '../../lib/test-page';
import { fakeOfficesServer, office } from './fake-offices-server';
import OfficesPage from './offices-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LEEDS = office('o1', 'Leeds', {
  isDefault: true,
  phone: '+44 113 496 0000',
  address: '1 Park Row\nLeeds',
});
const PUNE = office('o2', 'Pune', { timeZone: 'Asia/Kolkata', replyEmail: 'pune@agency.test' });

const start = (offices: Office[], role: 'admin' | 'counsellor' = 'admin') => {
  const server = fakeOfficesServer(offices.map((o) => ({ ...o })));
  const view = renderPage(<OfficesPage />, '/settings/offices', '/settings/offices', role);
  return { server, ...view };
};
const activeList = () => screen.findByRole('list', { name: 'Active offices' });
const slow = { timeout: 60_000 };

describe('/settings/offices', () => {
  it('lists the active offices with their details, the default marked', async () => {
    start([LEEDS, PUNE, office('o3', 'Delhi', { retiredAt: '2026-11-20T10:00:00.000Z' })]);
    const active = await activeList();
    const [leeds, pune] = within(active).getAllByRole('listitem');
    expect(leeds).toHaveTextContent('LeedsDefault');
    expect(leeds).toHaveTextContent('+44 113 496 0000');
    expect(leeds).toHaveTextContent('1 Park Row, Leeds');
    expect(pune).toHaveTextContent('Asia/Kolkata (UTC+05:30)');
    expect(pune).toHaveTextContent('Replies to pune@agency.test');
    expect(within(pune!).getByRole('button', { name: 'Retire Pune' })).toBeInTheDocument();
    const retired = screen.getByRole('list', { name: 'Retired offices' });
    expect(retired).toHaveTextContent('DelhiEurope/London');
    expect(retired).toHaveTextContent('Retired 20-11-2026');
    expect(within(retired).queryByRole('button')).toBeNull();
  });

  it('one office: it cannot be retired, and the page says what a second one brings', async () => {
    start([LEEDS]);
    const active = await activeList();
    expect(within(active).getByRole('button', { name: 'Edit Leeds' })).toBeInTheDocument();
    expect(within(active).queryByRole('button', { name: 'Retire Leeds' })).toBeNull();
    expect(screen.getByText(/With one office nobody else sees offices/)).toBeInTheDocument();
  });

  it(
    'adds an office: the name is required, the server’s refusal lands on its field',
    slow,
    async () => {
      const { server, user } = start([LEEDS]);
      await user.click(await screen.findByRole('button', { name: 'Add office' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add office' });
      await user.click(within(dialog).getByRole('button', { name: 'Add office' }));
      expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
      const name = within(dialog).getByRole('textbox', { name: /^Name/ });
      await user.type(name, 'Leeds');
      const zone = within(dialog).getByRole('combobox', { name: /^Time zone/ });
      await user.clear(zone);
      await user.type(zone, 'Kolkata');
      await user.click(await screen.findByRole('option', { name: /^Asia\/Kolkata/ }));
      server.reply(409, {
        message: 'An office with this name already exists',
        error: 'conflict',
        fieldErrors: { name: 'An office with this name already exists' },
      });
      await user.click(within(dialog).getByRole('button', { name: 'Add office' }));
      await waitFor(() =>
        expect(name).toHaveAccessibleDescription('An office with this name already exists'),
      );
      await user.clear(name);
      await user.type(name, 'Pune');
      await user.click(within(dialog).getByRole('button', { name: 'Add office' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(server.writes().at(-1)).toMatchObject({
        method: 'POST',
        path: '/api/offices',
        body: { name: 'Pune', timeZone: 'Asia/Kolkata' },
      });
      const list = await activeList();
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
      expect(list).toHaveTextContent('PuneAsia/Kolkata');
    },
  );

  it('edits an office: a cleared phone is sent blank, so it is cleared', slow, async () => {
    const { server, user } = start([LEEDS, PUNE]);
    await user.click(await screen.findByRole('button', { name: 'Edit Leeds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Leeds' });
    const zone = within(dialog).getByRole<HTMLInputElement>('combobox', { name: /^Time zone/ });
    expect(zone.value).toMatch(/^Europe\/London/);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Phone' }));
    await user.clear(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Leeds city');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/offices/o1',
        body: expect.objectContaining({ name: 'Leeds city', phone: '' }),
      }),
    ]);
    const list = await activeList();
    await waitFor(() => expect(list).toHaveTextContent('Leeds cityDefaultEurope/London'));
    expect(list).not.toHaveTextContent('+44');
  });

  it('retires an office after asking where its records and people go', slow, async () => {
    const { server, user } = start([LEEDS, PUNE, office('o3', 'Delhi')]);
    await user.click(await screen.findByRole('button', { name: 'Retire Pune' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire Pune?' });
    const moveTo = within(dialog).getByRole('combobox', { name: /^Move them to/ });
    expect(moveTo).toHaveTextContent('Leeds');
    await user.click(moveTo);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Leeds', 'Delhi']);
    await user.click(options[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.writes()).toHaveLength(1);
    const [call] = server.writes();
    expect(`${call!.method} ${call!.path}?${call!.search}`).toBe(
      'DELETE /api/offices/o2?moveTo=o3',
    );
    const retired = await screen.findByRole('list', { name: 'Retired offices' });
    expect(retired).toHaveTextContent('Pune');
  });

  it('shows the error with Retry when the offices do not load, and no Add', async () => {
    const { server, user } = start([LEEDS]);
    server.reply(500, { message: 'Database unavailable', error: 'internal' });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByText('Database unavailable')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add office' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await activeList()).toBeInTheDocument();
  });

  it('no offices at all: an empty state offering the first', async () => {
    start([]);
    expect(await screen.findByText('No offices yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add your first office' })).toBeInTheDocument();
  });

  it('counsellor: no access, nothing asked', async () => {
    const { server } = start([LEEDS], 'counsellor');
    expect(await screen.findByText('You do not have access')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });
});
