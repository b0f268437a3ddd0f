import { Suspense, type ReactNode } from 'react';
import type { DueFeed } from './use-due';
import { lazyPart } from '../../lib/lazy';
import { userCan } from '../../lib/permissions';

// Its own chunk (the Due list, its schema and zod): loaded ahead with the popup for those who
// have the tab (notification-bell.tsx), else when the popup first opens.
const BellTabs = lazyPart(() => import('./bell-tabs'));
export const preloadBellTabs = BellTabs.preload;

type Props = { list: ReactNode; due?: DueFeed; onNavigate: () => void };

/**
 * The popup's body: the new-enquiry list, and for staff with follow-ups the Due tab beside it
 * (issue 10). Until the tabs' code is in, the list shows as it always has.
 */
export function BellBody({ list, due, onNavigate }: Props) {
  if (!userCan('followUps', 'read') || !due) return list;
  return (
    <Suspense fallback={list}>
      <BellTabs list={list} due={due} onNavigate={onNavigate} />
    </Suspense>
  );
}
