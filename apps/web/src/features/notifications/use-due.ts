import { useEffect, useState } from 'react';
import type { Due } from '@studydesk/contract';
import { localIsoDate } from '../../lib/dates';
import { useDueQuery } from './due-api';

/** setTimeout's longest delay (about 24.8 days); a later time is looked at again then. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** When the next thing comes due: the local midnight of a follow-up's date, or a call-back's time. */
export function nextDueAt(due: Due | undefined): number | null {
  if (!due) return null;
  const times: number[] = [];
  if (due.nextFollowUpDate) {
    const [y, m, d] = due.nextFollowUpDate.split('-').map(Number);
    times.push(new Date(y ?? 0, (m ?? 1) - 1, d ?? 1).getTime());
  }
  if (due.nextCallBackAt) times.push(Date.parse(due.nextCallBackAt));
  const valid = times.filter(Number.isFinite);
  return valid.length ? Math.min(...valid) : null;
}

/** What the bell knows of the user's due items: the answer (or why there is none), and the day
 * it is as of. */
export type DueFeed = { data?: Due; error?: unknown; today: string };

/**
 * The user's due items as of this browser's day and clock, for the bell's badge and its Due
 * tab (asked for once, by the shell; skipped for those without follow-ups). Coming due is a
 * matter of time, so one timer is set to the soonest upcoming item and the list is asked for
 * again then; writes and the stream's hints reload it meanwhile (the cache tag).
 */
export function useDue(enabled = true): DueFeed {
  const [at, setAt] = useState(() => new Date());
  const query = useDueQuery({ today: localIsoDate(at), now: at.toISOString() }, { skip: !enabled });
  const next = nextDueAt(query.data);
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(
      () => setAt(new Date()),
      Math.min(MAX_DELAY_MS, Math.max(0, next - Date.now())),
    );
    return () => clearTimeout(timer);
  }, [next]);
  return { data: query.data, error: query.error, today: localIsoDate(at) };
}
