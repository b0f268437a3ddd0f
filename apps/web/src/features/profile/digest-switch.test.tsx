import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';
import { renderPage } from '../../lib/test-page';
import { DigestSwitch } from './digest-switch';

let on: boolean;
const puts: unknown[] = [];
beforeEach(() => {
  on = false;
  puts.length = 0;
  stubFetch(async (req) => {
    const path = new URL(req.url).pathname.slice(API_BASE.length);
    if (path !== '/users/me/digest') return json({ message: 'Not found' }, 404);
    if (req.method === 'PUT') {
      const body = (await req.json()) as { on: boolean };
      puts.push(body);
      on = body.on;
    }
    return json({ on });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the profile’s morning digest switch', () => {
  it('turns one’s digest back on after its unsubscribe link turned it off', async () => {
    const { user } = renderPage(<DigestSwitch />, '/profile', '/profile', 'counsellor');
    const toggle = await screen.findByRole('switch', { name: /e-mail me my day’s work/i });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await vi.waitFor(() => expect(toggle).toBeChecked());
    expect(puts).toEqual([{ on: true }]);
  });
});
