import { afterEach, beforeEach, vi } from 'vitest';
import { renderRoutes, signIn } from '../../test/test-utils';
import { fastUser } from '../../lib/test-page';
import EnquiriesPage from './enquiries-page';
import { fakeDesk, type FakeDesk } from './test-desk';

/**
 * A fake desk for each test of the file, seeded anew before it and its stubs undone after;
 * the returned function gives the current test's desk.
 */
export function deskPerTest(seed: () => Parameters<typeof fakeDesk>[0]): () => FakeDesk {
  let desk: FakeDesk | undefined;
  beforeEach(() => {
    desk = fakeDesk(seed());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return () => desk!;
}

/** /enquiries at `url`, signed in as a counsellor, with a user that types without delay. */
export function openEnquiries(url: string) {
  signIn({ userType: 'counsellor' });
  const view = renderRoutes(url, [{ path: '/enquiries', element: <EnquiriesPage /> }]);
  return { ...view, user: fastUser() };
}
