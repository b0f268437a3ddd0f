import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../lib/test-page';
import { fakeOfficesServer, office } from '../offices/fake-offices-server';
import { bellFeed } from './bell-feed';
import { NotificationList } from './notification-list';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the bell’s clocks', () => {
  it('keep each new enquiry’s own office’s response target, not the agency’s', async () => {
    // The agency's target is 30 minutes (fakeOfficesServer's AGENCY).
    fakeOfficesServer([
      office('o1', 'Leeds', { isDefault: true, responseTargetMinutes: 60 }),
      office('o2', 'Pune', { responseTargetMinutes: 5 }),
    ]);
    const createdAt = new Date(Date.now() - 10 * 60_000).toISOString();
    const notice = (id: string, fName: string, of: string) => ({
      id,
      fName,
      enqNo: `ENQ-00000${id}`,
      createdAt,
      firstContactAt: null,
      office: of,
    });
    const loaded = {
      count: 2,
      enquiries: [notice('1', 'Asha', 'o1'), notice('2', 'Ravi', 'o2')],
      askedAt: Date.now(),
    };
    const { items } = bellFeed(loaded, [], new Set());
    renderPage(
      <NotificationList items={items} onItemClick={() => undefined} onViewAll={() => undefined} />,
      '/',
      '/',
      'counsellor',
    );
    await waitFor(() => {
      const [leeds, pune] = screen.getAllByRole('timer');
      expect(leeds).toHaveAccessibleName(expect.stringContaining('response target 60 min'));
      expect(pune).toHaveAccessibleName(expect.stringContaining('response target 5 min'));
    });
    const [leeds, pune] = screen.getAllByRole('timer');
    expect(leeds).toHaveAttribute('data-tone', 'ok');
    expect(pune).toHaveAttribute('data-tone', 'amber');
  });
});
