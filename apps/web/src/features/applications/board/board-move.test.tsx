import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_MESSAGES } from '@studydesk/contract';
import { renderPage } from '../../../lib/test-page';
import ApplicationsPage from './applications-page';
import { card, fakeBoardServer } from './fake-board-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const column = (name: RegExp) => screen.getByRole('region', { name });
const MEERA = 'Meera Nair, MSc Data Science';

async function openBoard() {
  const server = fakeBoardServer([
    card('1', 'Meera Nair', 'shortlisted'),
    card('2', 'Kiran Rao', 'shortlisted'),
    card('3', 'Tara Das', 'submitted'),
  ]);
  const view = renderPage(<ApplicationsPage />, '/applications', '/applications?owner=all');
  await screen.findByRole('article', { name: MEERA });
  return { ...view, server };
}

/** Opens Meera's Move to menu and picks `stage`. */
async function moveMeera(user: UserEvent, stage: string) {
  await user.click(screen.getByRole('button', { name: `Move to (${MEERA})` }));
  const menu = await screen.findByRole('menu', { name: 'Move Meera Nair to' });
  expect(within(menu).queryByRole('menuitem', { name: 'Shortlisted' })).not.toBeInTheDocument();
  await user.click(within(menu).getByRole('menuitem', { name: stage }));
}

describe('moving a card with Move to', () => {
  it('moves it at once, to the top of the other column, before the server answers', async () => {
    const { user, server } = await openBoard();
    const release = server.hold();
    await moveMeera(user, 'Submitted');
    // the server has not answered: the board already shows the move
    const submitted = await waitFor(() => {
      const col = column(/^Submitted 2/);
      expect(within(col).getByRole('article', { name: MEERA })).toBeVisible();
      return col;
    });
    expect(within(submitted).getAllByRole('article')[0]).toHaveAccessibleName(MEERA);
    expect(within(submitted).getByText('0 days in stage')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Shortlisted 1' })).toBeVisible();
    expect(within(column(/^Shortlisted/)).queryByRole('article', { name: MEERA })).toBeNull();
    expect(server.last('/api/applications/1/stage')?.body).toEqual({
      stage: 'submitted',
      from: 'shortlisted',
    });
    release();
    expect(await screen.findByText('Meera Nair moved to Submitted')).toBeInTheDocument();
  });

  it('puts it back with the server’s message when the move is refused', async () => {
    const { user, server } = await openBoard();
    server.refuse(409, APPLICATION_MESSAGES.stageRetired);
    const release = server.hold();
    await moveMeera(user, 'Submitted');
    await screen.findByRole('heading', { name: 'Submitted 2' });
    release();
    expect(await screen.findByText(APPLICATION_MESSAGES.stageRetired)).toBeVisible();
    await screen.findByRole('heading', { name: 'Shortlisted 2' });
    expect(within(column(/^Shortlisted/)).getByRole('article', { name: MEERA })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Submitted 1' })).toBeVisible();
  });

  it('asks for the note a stage needs first, and sends it with the move', async () => {
    const { user, server } = await openBoard();
    await moveMeera(user, 'Rejected');
    const dialog = await screen.findByRole('dialog', { name: 'Move Meera Nair to Rejected' });
    expect(server.last('/api/applications/1/stage')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('Write why it moves')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Withdrew for a job');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(server.last('/api/applications/1/stage')?.body).toEqual({
        stage: 'rejected',
        from: 'shortlisted',
        note: 'Withdrew for a job',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Rejected 1' })).toBeVisible();
  });

  it('moves nothing when the note is cancelled', async () => {
    const { user, server } = await openBoard();
    await moveMeera(user, 'Rejected');
    const dialog = await screen.findByRole('dialog', { name: 'Move Meera Nair to Rejected' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.last('/api/applications/1/stage')).toBeUndefined();
    expect(screen.getByRole('heading', { name: 'Shortlisted 2' })).toBeVisible();
  });

  // found from outside: Escape (or a click beside the dialog) threw a typed note away
  it('asks before Escape throws a typed note away, and keeps it when told to', async () => {
    const { user, server } = await openBoard();
    await moveMeera(user, 'Rejected');
    const dialog = await screen.findByRole('dialog', { name: 'Move Meera Nair to Rejected' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Withdrew');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard what you typed?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(ask).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Withdrew');
    await user.keyboard('{Escape}');
    const again = await screen.findByRole('alertdialog', { name: 'Discard what you typed?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.last('/api/applications/1/stage')).toBeUndefined();
  });
});
