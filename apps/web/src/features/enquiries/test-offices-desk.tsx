import { afterEach, vi } from 'vitest';
import type { Role } from '@studydesk/contract';
import { renderRoutes, signIn } from '../../test/test-utils';
import { fastUser } from '../../lib/test-page';
import { fakeOfficesServer, office } from '../offices/fake-offices-server';
import EnquiriesPage from './enquiries-page';
import EnquiryDetailPage from './enquiry-detail-page';
import { enquiry, fakeDesk } from './test-desk';

export const LEEDS = office('o1', 'Leeds', { isDefault: true });
export const PUNE = office('o2', 'Pune');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Test helper: the desk with one enquiry of Leeds and the agency's offices beside it, the list
 * and the record routed, signed in as `role` working in `mine`.
 */
export function startOfficesDesk(
  url: string,
  offices = [LEEDS, PUNE],
  role: Role = 'admin',
  mine = ['o1'],
) {
  const desk = fakeDesk({ enquiries: [enquiry('e1', 1, { office: 'o1' })] });
  fakeOfficesServer(offices.map((o) => ({ ...o })));
  signIn({ userType: role, offices: mine });
  const view = renderRoutes(url, [
    { path: '/enquiries', element: <EnquiriesPage /> },
    { path: '/enquiries/:id', element: <EnquiryDetailPage /> },
  ]);
  return { desk, ...view, user: fastUser() };
}
