import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../lib/test-page';
import { fakeOfficesServer, office } from '../offices/fake-offices-server';
import { EnquiryClock } from './enquiry-clock';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('EnquiryClock', () => {
  it('keeps the response target of the enquiry’s own office', async () => {
    fakeOfficesServer([
      office('o1', 'Leeds', { isDefault: true, responseTargetMinutes: 30 }),
      office('o2', 'Pune', { responseTargetMinutes: 5 }),
    ]);
    const createdAt = new Date(Date.now() - 10 * 60_000).toISOString();
    const clock = (office: string) => (
      <EnquiryClock enquiry={{ createdAt, firstContactAt: null, status: 'new', office }} />
    );
    renderPage(
      <>
        {clock('o1')}
        {clock('o2')}
      </>,
      '/enquiries',
      '/enquiries',
      'counsellor',
    );
    await waitFor(() => {
      const [leeds, pune] = screen.getAllByRole('timer');
      expect(leeds).toHaveAccessibleName(expect.stringContaining('response target 30 min'));
      expect(pune).toHaveAccessibleName(expect.stringContaining('response target 5 min'));
    });
    const [leeds, pune] = screen.getAllByRole('timer');
    expect(leeds).toHaveAttribute('data-tone', 'ok');
    expect(pune).toHaveAttribute('data-tone', 'amber');
    expect(pune).toHaveTextContent('waiting 10 min · overdue');
  });
});
