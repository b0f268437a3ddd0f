import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '../../lib/lazy';
import { userCan } from '../../lib/permissions';

// Its own chunk (the Due list, its schema and zod): loaded ahead with the popup for those who
// have the tab (notification-bell.tsx), else when the popup first opens.
const BellTabs = lazyPart(() => import('./bell-tabs'));
export const preloadBellTabs = BellTabs.preload;

/**
 * The popup's body: the new-enquiry list, and for staff with follow-ups the Due tab beside it
 * (issue 10). Until the tabs' code is in, the list shows as it always has.
 */
export function BellBody({ list, onNavigate }: { list: ReactNode; onNavigate: () => void }) {
  if (!userCan('followUps', 'read')) return list;
  return (
    <Suspense fallback={list}>
      <BellTabs list={list} onNavigate={onNavigate} />
    </Suspense>
  );
}
