import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Enquiry, TimelineEntry } from '@studydesk/contract';
import { json } from '../../test/test-utils';
import { LEEDS, PUNE, startOfficesDesk as start } from './test-offices-desk';

const slow = { timeout: 60_000 };
/** The timeline's line for a transfer, as the API records it (`field` holds the note). */
const MOVED: TimelineEntry = {
  _id: 't9',
  type: 'change',
  kind: 'enquiry',
  recordId: 'e1',
  action: 'transfer',
  field: 'She moved to Pune',
  from: 'Leeds',
  to: 'Pune',
  label: null,
  by: 'u1',
  byName: 'Priya Sharma',
  at: '2025-03-16T11:00:00.000Z',
};

describe('the enquiry record with offices', () => {
  it(
    'shows the office, and an admin transfers it with a note, after confirming',
    slow,
    async () => {
      const { desk, user } = start('/enquiries/e1');
      const head = await screen.findByText('Office');
      expect(head.parentElement).toHaveTextContent('OfficeLeedsTransfer');
      await user.click(screen.getByRole('button', { name: 'Transfer' }));
      const form = await screen.findByRole('dialog', { name: 'Transfer Asha Verma' });
      expect(within(form).getByRole('combobox', { name: /^Move to/ })).toHaveTextContent('Pune');
      await user.click(within(form).getByRole('button', { name: 'Transfer' }));
      expect(await within(form).findByText('Note is required')).toBeInTheDocument();
      await user.type(within(form).getByRole('textbox', { name: /^Why/ }), 'She moved to Pune');
      await user.click(within(form).getByRole('button', { name: 'Transfer' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Move Asha Verma to Pune?' });
      expect(desk.count('POST', '/api/enquiries/e1/transfer')).toBe(0);
      desk.reply('POST', '/api/enquiries/e1/transfer', () => {
        const e = desk.db.enquiries[0] as Enquiry;
        e.office = 'o2';
        desk.db.timeline.e1 = [MOVED];
        return json({ message: 'Moved', enquiry: e });
      });
      await user.click(within(confirm).getByRole('button', { name: 'Transfer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(desk.last('POST', '/api/enquiries/e1/transfer')?.body).toEqual({
        office: 'o2',
        note: 'She moved to Pune',
      });
      await waitFor(() => expect(head.parentElement).toHaveTextContent('OfficePuneTransfer'));
      const timeline = await screen.findByRole('list', { name: 'Timeline, newest first' });
      await waitFor(() =>
        expect(timeline).toHaveTextContent('Moved from Leeds to Pune: She moved to Pune'),
      );
    },
  );

  it('a refused transfer keeps the form as it was', slow, async () => {
    const { desk, user } = start('/enquiries/e1');
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    const form = await screen.findByRole('dialog', { name: 'Transfer Asha Verma' });
    await user.type(within(form).getByRole('textbox', { name: /^Why/ }), 'Closer office');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Move Asha Verma to Pune?' });
    desk.reply('POST', '/api/enquiries/e1/transfer', () =>
      json({ message: 'The enquiry is already in this office', error: 'conflict' }, 409),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Transfer' }));
    expect(
      (await screen.findAllByText('The enquiry is already in this office')).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(form).getByRole('textbox', { name: /^Why/ })).toHaveValue('Closer office');
  });

  it('a manager who moves it out of their offices goes back to the list', slow, async () => {
    const { desk, user, router } = start('/enquiries/e1', [LEEDS, PUNE], 'manager', ['o1']);
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    const form = await screen.findByRole('dialog', { name: 'Transfer Asha Verma' });
    await user.type(within(form).getByRole('textbox', { name: /^Why/ }), 'Pune handles visas');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Move Asha Verma to Pune?' });
    desk.reply('POST', '/api/enquiries/e1/transfer', () =>
      json({ message: 'Moved', enquiry: { ...desk.db.enquiries[0], office: 'o2' } }),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enquiries'));
  });

  it('a counsellor sees the office but cannot transfer', slow, async () => {
    start('/enquiries/e1', [LEEDS, PUNE], 'counsellor');
    const head = await screen.findByText('Office');
    expect(head.parentElement).toHaveTextContent('OfficeLeeds');
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });

  it('an agency with one office shows no office on the record', slow, async () => {
    start('/enquiries/e1', [LEEDS]);
    await screen.findByRole('heading', { name: 'Asha Verma' });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByText('Office')).toBeNull();
  });
});
