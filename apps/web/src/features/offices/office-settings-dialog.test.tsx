import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Office, Role } from '@studydesk/contract';
import { renderPage } from '../../lib/test-page';
import { signIn } from '../../test/test-utils';
import { fakeOfficesServer, office } from './fake-offices-server';
import OfficesPage from './offices-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LEEDS = office('o1', 'Leeds', { isDefault: true });
const PUNE = office('o2', 'Pune', { timeZone: 'Asia/Kolkata' });
const DELHI = office('o3', 'Delhi');
const slow = { timeout: 60_000 };

const start = (offices: Office[], role: Role = 'admin', mine: string[] = []) => {
  const server = fakeOfficesServer(offices.map((o) => ({ ...o })));
  const view = renderPage(<OfficesPage />, '/settings/offices', '/settings/offices', role);
  // renderPage signs in as the role alone; a manager also has their offices
  signIn({ userType: role, offices: mine });
  return { server, ...view };
};

const openSettings = async (user: ReturnType<typeof start>['user'], name: string) => {
  await user.click(await screen.findByRole('button', { name: `Settings ${name}` }));
  // the form, not the progress shown while its values load
  await screen.findByRole('spinbutton', { name: /^Response target/ });
  return screen.getByRole('dialog', { name: `${name} settings` });
};
const targetField = (dialog: HTMLElement) =>
  within(dialog).getByRole('spinbutton', { name: /^Response target/ });

describe('an office’s own settings', () => {
  it('shows what applies now, saves a target of its own with a toast', slow, async () => {
    const { server, user } = start([LEEDS, PUNE]);
    server.own.set('o2', { roundRobin: false, responseTargetMinutes: null });
    const dialog = await openSettings(user, 'Pune');
    const turns = within(dialog).getByRole('combobox', { name: /^Assign new website enquiries/ });
    expect(turns).toHaveTextContent('Off: they wait unassigned');
    expect(turns).toHaveAccessibleDescription('Now: off (this office’s own).');
    const target = targetField(dialog);
    expect(target).toHaveValue(null);
    expect(target).toHaveAccessibleDescription(
      'Now: 30 min (agency default). Empty: the agency default.',
    );
    await user.type(target, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Pune settings saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/offices/o2/settings',
        body: { roundRobin: false, responseTargetMinutes: 45, ackSubject: null, ackBody: null },
      }),
    ]);
    const again = await openSettings(user, 'Pune');
    await waitFor(() =>
      expect(targetField(again)).toHaveAccessibleDescription(
        'Now: 45 min (this office’s own). Empty: the agency default.',
      ),
    );
  });

  it(
    'hands a setting back to the agency, and shows the server’s refusal on its field',
    slow,
    async () => {
      const { server, user } = start([LEEDS]);
      server.own.set('o1', { roundRobin: null, responseTargetMinutes: 20 });
      const dialog = await openSettings(user, 'Leeds');
      const turns = within(dialog).getByRole('combobox', { name: /^Assign new website enquiries/ });
      expect(turns).toHaveTextContent('Agency default: on');
      const target = targetField(dialog);
      expect(target).toHaveValue(20);
      await user.clear(target);
      await user.type(target, '0');
      server.reply(400, {
        message: 'Check the highlighted fields',
        error: 'validation',
        fieldErrors: { responseTargetMinutes: 'Must be at least 1' },
      });
      await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
      await waitFor(() => expect(target).toHaveAccessibleDescription('Must be at least 1'));
      expect(dialog).toBeInTheDocument();
      await user.clear(target);
      await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(server.writes().at(-1)?.body).toEqual({
        roundRobin: null,
        responseTargetMinutes: null,
        ackSubject: null,
        ackBody: null,
      });
    },
  );

  it('writes the office’s own acknowledgement, and empties hand it back', slow, async () => {
    const { server, user } = start([LEEDS, PUNE]);
    const dialog = await openSettings(user, 'Pune');
    const subject = within(dialog).getByRole('textbox', { name: 'Acknowledgement subject' });
    const message = within(dialog).getByRole('textbox', { name: 'Acknowledgement message' });
    expect(subject).toHaveValue('');
    expect(subject).toHaveAccessibleDescription(
      'Agency default: {{agencyName}}: we have your enquiry {{enqNo}}',
    );
    await user.type(subject, 'Pune has your enquiry');
    await user.type(message, 'Namaste {{{{firstName}}');
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.writes().at(-1)?.body).toMatchObject({
      ackSubject: 'Pune has your enquiry',
      ackBody: 'Namaste {{firstName}}',
    });
    const again = await openSettings(user, 'Pune');
    const kept = within(again).getByRole('textbox', { name: 'Acknowledgement subject' });
    await waitFor(() => expect(kept).toHaveValue('Pune has your enquiry'));
    await user.clear(kept);
    await user.click(within(again).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.writes().at(-1)?.body).toMatchObject({
      ackSubject: null,
      ackBody: 'Namaste {{firstName}}',
    });
  });

  it('says why the settings did not load, and Retry opens them', slow, async () => {
    const { server, user } = start([LEEDS]);
    await screen.findByRole('button', { name: 'Settings Leeds' });
    server.reply(500, { message: 'Database unavailable', error: 'internal' });
    await user.click(screen.getByRole('button', { name: 'Settings Leeds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leeds settings' });
    await user.click(await within(dialog).findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('spinbutton', { name: /^Response target/ })).toBeVisible();
  });

  it('a manager sees only their active offices, each with Settings alone', async () => {
    const { server } = start([LEEDS, PUNE, DELHI], 'manager', ['o2', 'o3']);
    const list = await screen.findByRole('list', { name: 'Your offices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual(['Pune', 'Delhi']);
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Settings Pune', 'Settings Delhi']);
    expect(screen.queryByRole('button', { name: /Add office|Edit|Retire/ })).toBeNull();
    expect(server.writes()).toEqual([]);
  });
});
