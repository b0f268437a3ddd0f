import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_MESSAGES as M } from '@studydesk/contract';
import { renderPage } from '../../lib/test-page';
import { fakeStagesServer } from './fake-stages-server';
import StagesPage from './stages-page';

let server: ReturnType<typeof fakeStagesServer>;
beforeEach(() => {
  server = fakeStagesServer([
    ['Shortlisted', 'shortlist'],
    ['Submitted', 'applied'],
    ['Enrolled', 'enrolled'],
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = () => renderPage(<StagesPage />, '/settings/stages');
const order = () =>
  within(screen.getByRole('list', { name: 'Stages in order' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const slow = { timeout: 60_000 };

describe('/settings/stages', () => {
  it('lists the stages in order with their phases, and moves one with the keyboard', async () => {
    const { user } = open();
    await screen.findByRole('list', { name: 'Stages in order' });
    expect(order()[0]).toMatch(/^1\.Shortlisted\s*phaseShortlist/);
    expect(screen.getByRole('button', { name: 'Move Shortlisted up' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move Shortlisted down' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(order()[1]).toMatch(/Shortlisted/));
    expect(server.writes()).toEqual([
      {
        method: 'PUT',
        path: '/application-stages/order',
        body: { keys: ['submitted', 'shortlisted', 'enrolled'] },
      },
    ]);
    expect(screen.getByText('Shortlisted moved to position 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Shortlisted down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(order()[2]).toMatch(/Shortlisted/));
    // at the end its Move down is disabled: the focus goes to its Move up
    expect(screen.getByRole('button', { name: 'Move Shortlisted up' })).toHaveFocus();
    expect(screen.getByText('Shortlisted moved to position 3 of 3')).toBeInTheDocument();
  });

  it('puts the order back when the server refuses it', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Move Enrolled up' }));
    // the first move saved and read back; the next one is refused
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    server.reply(400, { message: M.stageOrder });
    await user.click(screen.getByRole('button', { name: 'Move Submitted up' }));
    expect(await screen.findByText(M.stageOrder)).toBeInTheDocument();
    await waitFor(() => expect(order()[1]).toMatch(/Enrolled/));
    expect(server.writes()).toHaveLength(2);
  });

  it("shows the server's refusal to retire a stage that has applications", async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Retire Submitted' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Retire Submitted?' });
    server.reply(409, { message: M.stageInUse, error: 'conflict' });
    await user.click(within(confirm).getByRole('button', { name: 'Retire' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Submitted was not retired: ${M.stageInUse}`);
    expect(within(alert).getByRole('link', { name: 'Open the board' })).toHaveAttribute(
      'href',
      '/applications',
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(order()).toHaveLength(3);
  });

  it('retires an empty stage into Retired, and restores it', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Retire Submitted' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Retire Submitted?' });
    await user.click(within(confirm).getByRole('button', { name: 'Retire' }));
    const retired = await screen.findByRole('list', { name: 'Retired stages' });
    expect(within(retired).getByText('Submitted')).toBeInTheDocument();
    expect(order()).toHaveLength(2);
    await user.click(within(retired).getByRole('button', { name: 'Restore Submitted' }));
    await waitFor(() => expect(order()).toHaveLength(3));
    expect(server.writes().map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE /application-stages/submitted',
      'POST /application-stages/submitted/restore',
    ]);
  });

  it('renames a stage, with the server\'s "already has this name"', slow, async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Rename Submitted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Submitted' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Submitted');
    await user.clear(name);
    await user.type(name, 'Enrolled');
    server.reply(409, { message: M.stageNameTaken, fieldErrors: { name: M.stageNameTaken } });
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(M.stageNameTaken));
    await user.clear(name);
    await user.type(name, 'Application sent');
    // the list's refresh after the rename is still on its way when the dialog closes
    const release = server.holdReads();
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(order()[1]).toMatch(/Application sent/);
    expect(screen.getByRole('button', { name: 'Move Application sent up' })).toBeEnabled();
    release();
    expect(server.writes().at(-1)).toMatchObject({
      method: 'PATCH',
      body: { name: 'Application sent' },
    });
  });

  it('adds a stage with its phase and note, and toggles "requires a note"', slow, async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add stage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add stage' });
    await user.click(within(dialog).getByRole('button', { name: 'Add stage' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Interview');
    await user.click(within(dialog).getByRole('combobox', { name: /^Phase/ }));
    await user.click(await screen.findByRole('option', { name: 'Offer' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Requires a note' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add stage' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.writes()[0]).toEqual({
      method: 'POST',
      path: '/application-stages',
      body: { name: 'Interview', phase: 'offer', requiresNote: true },
    });
    await user.click(screen.getByRole('switch', { name: 'Enrolled requires a note' }));
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(server.writes()[1]).toEqual({
      method: 'PATCH',
      path: '/application-stages/enrolled',
      body: { requiresNote: true },
    });
    expect(await screen.findByRole('switch', { name: 'Enrolled requires a note' })).toBeChecked();
  });

  it.each(['counsellor', 'editor'] as const)('%s: no access, nothing asked', async (role) => {
    renderPage(<StagesPage />, '/settings/stages', '/settings/stages', role);
    expect(await screen.findByText('You do not have access')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add stage' })).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });
});
