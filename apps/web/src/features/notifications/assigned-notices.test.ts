import { describe, expect, it } from 'vitest';
import type { AssignedNotice } from '@studydesk/contract';
import { assignedItem } from './assigned-notices';

const notice: AssignedNotice = {
  kind: 'enquiry',
  id: 'e7',
  no: 'ENQ-000123',
  name: 'Asha Verma',
  to: 'me',
  by: 'u1',
  byName: 'Omar Ali',
  at: '2026-03-12T10:00:00.000Z',
  receivedAt: '2026-03-11T08:00:00.000Z',
  firstContactAt: null,
};

/** An assignment shows its record's real wait, not the moment it was assigned. */
describe('an "Assigned to you" bell item', () => {
  it('waits from when the enquiry arrived', () => {
    expect(assignedItem(notice, false)).toMatchObject({
      createdAt: '2026-03-11T08:00:00.000Z',
      firstContactAt: null,
    });
  });

  it('shows an enquiry already contacted as contacted', () => {
    const contacted = { ...notice, firstContactAt: '2026-03-11T08:05:00.000Z' };
    expect(assignedItem(contacted, true)).toMatchObject({
      createdAt: '2026-03-11T08:00:00.000Z',
      firstContactAt: '2026-03-11T08:05:00.000Z',
      read: true,
    });
  });

  it('shows no clock for a notice sent before it said when the record arrived', () => {
    const { receivedAt: _r, firstContactAt: _f, ...old } = notice;
    expect(assignedItem(old, false).createdAt).toBeUndefined();
  });
});
