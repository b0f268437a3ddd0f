import { lazy, Suspense, type ReactNode } from 'react';
import { userCan } from '../../lib/permissions';

// Its own chunk: the tabs and the Due list load when the popup first opens, not with the shell.
const BellTabs = lazy(() => import('./bell-tabs'));

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
