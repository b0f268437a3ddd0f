import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimelineEntry } from '@studydesk/contract';
import { json, renderRoutes, signIn } from '../../test/test-utils';
import { fastUser } from '../../lib/test-page';
import EnquiryDetailPage from './enquiry-detail-page';
import { enquiry, fakeDesk, type FakeDesk } from './test-desk';

const first = enquiry('e0', 1, { remarks: 'Prefers evenings', mobile: '+91 9000000001' });
const asha = enquiry('e1', 7);
const by = { by: 'u2', byName: 'Meera Kulkarni' };
const change = (fields: Partial<Extract<TimelineEntry, { type: 'change' }>>): TimelineEntry => ({
  _id: `c${fields.action ?? 'update'}`,
  type: 'change',
  kind: 'followUp',
  recordId: 'f1',
  action: 'update',
  field: null,
  from: null,
  to: null,
  label: null,
  at: '2025-03-09T10:42:00.000Z',
  ...by,
  ...fields,
});

let desk: FakeDesk;
beforeEach(() => {
  desk = fakeDesk({
    enquiries: [first, asha],
    timeline: {
      e1: [
        change({ kind: 'enquiry', recordId: 'e1', action: 'merge', from: 'ENQ-000003' }),
        change({
          field: 'nextContactDate',
          from: '2026-12-01',
          to: '2026-12-05',
          label: 'Call about visa',
        }),
        change({ action: 'delete', from: 'Send brochure', label: 'Send brochure' }),
      ],
    },
  });
  desk.reply('GET', '/api/enquiries/e1/also-enquired', () =>
    json({ data: [{ _id: 'e0', enqNo: 'ENQ-000001', createdAt: first.createdAt }] }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(id = 'e1') {
  signIn();
  renderRoutes(`/enquiries/${id}`, [
    { path: '/enquiries/:id', element: <EnquiryDetailPage /> },
    { path: '/enquiries', element: <p>the list</p> },
  ]);
  return fastUser();
}

describe('history and duplicates on the enquiry page', () => {
  it("shows follow-up changes, deletes and merges on the enquiry's timeline", async () => {
    renderPage();
    const timeline = await screen.findByRole('list', { name: 'Timeline, newest first' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Merged ENQ-000003 into this enquiry.*by Meera Kulkarni$/),
      expect.stringMatching(
        /^Follow-up 'Call about visa': next contact 01-12-2026 →to 05-12-2026.*by Meera Kulkarni$/,
      ),
      expect.stringMatching(/^Follow-up 'Send brochure' deleted/),
    ]);
  });

  it('notes the other enquiries from the same person, linked', async () => {
    renderPage();
    const note = await screen.findByText(/Also enquired on/);
    expect(note).toHaveTextContent('Also enquired on 01-03-2025 (ENQ-000001)');
    expect(within(note).getByRole('link', { name: 'ENQ-000001' })).toHaveAttribute(
      'href',
      '/enquiries/e0',
    );
  });

  it('merges: both side by side, a field taken from the other, confirmed', async () => {
    desk.reply('POST', '/api/enquiries/e1/merge', () => json(asha));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Merge…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge enquiries' });
    const table = await within(dialog).findByRole('table');
    const remarks = within(table).getByRole('row', { name: /Remarks/ });
    expect(remarks).toHaveTextContent('Remarks—Prefers evenings');
    // Nothing to take where the other has no value or the same one.
    expect(
      within(table).queryByRole('checkbox', { name: 'Take Email from ENQ-000001' }),
    ).toBeNull();
    await user.click(within(table).getByRole('checkbox', { name: 'Take Remarks from ENQ-000001' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'ENQ-000001 will be deleted and point to ENQ-000007',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Merge into ENQ-000007' }));
    await waitFor(() => expect(desk.count('POST', '/api/enquiries/e1/merge')).toBe(1));
    expect(desk.last('POST', '/api/enquiries/e1/merge')?.body).toEqual({
      other: 'e0',
      take: ['remarks'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeping the other one swaps the sides', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Merge…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge enquiries' });
    await within(dialog).findByRole('table');
    await user.click(within(dialog).getByRole('radio', { name: 'ENQ-000001' }));
    expect(within(dialog).getByRole('button', { name: 'Merge into ENQ-000001' })).toBeEnabled();
    expect(within(dialog).getByRole('columnheader', { name: 'ENQ-000007 (merged)' })).toBeVisible();
  });

  it('a merged enquiry links to the one it was merged into', async () => {
    desk.reply('GET', '/api/enquiries/e9/merged', () => json({ _id: 'e1', enqNo: 'ENQ-000007' }));
    renderPage('e9');
    expect(await screen.findByText('This enquiry was merged')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open ENQ-000007' })).toHaveAttribute(
      'href',
      '/enquiries/e1',
    );
  });
});
