import { Suspense, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import type { DueFeed } from './use-due';
import type { ToReviewFeed } from './use-student-uploads';
import { lazyPart } from '../../lib/lazy';
import { userCan } from '../../lib/permissions';

// Its own chunk (the Due list, its schema and zod): loaded with the popup for those who have
// the tabs (notification-bell.tsx), else when the popup first opens.
const BellTabs = lazyPart(() => import('./bell-tabs'));
export const loadBellTabs = BellTabs.load;

type Props = { list: ReactNode; due?: DueFeed; review?: ToReviewFeed; onNavigate: () => void };

/**
 * The popup's body: the new-enquiry list, and beside it the tabs of what waits for the user:
 * students' uploads to review, and for staff with follow-ups what is due. Until the
 * tabs' code is in, a progress bar: the list shown first and then moved into a tab jumped under
 * the pointer, and a click in that moment was lost.
 */
export function BellBody({ list, due, review, onNavigate }: Props) {
  const dueTab = userCan('followUps', 'read') ? due : undefined;
  if (!dueTab && !review) return list;
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading notifications" sx={{ m: 2 }} />}>
      <BellTabs list={list} due={dueTab} review={review} onNavigate={onNavigate} />
    </Suspense>
  );
}
