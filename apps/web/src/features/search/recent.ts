import { useCallback, useState } from 'react';
import { SearchHitSchema, type SearchHit } from '@studydesk/contract';
import { z } from 'zod';
import { useSessionUser } from '../../lib/session';

const MAX_RECENT = 8;
const keyOf = (userId: string) => `recentSearch:${userId}`;

/** What this user opened from the search lately, newest first; kept in this browser. */
export function readRecent(userId: string): SearchHit[] {
  try {
    const parsed = z
      .array(SearchHitSchema)
      .safeParse(JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]'));
    return parsed.success ? parsed.data.slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function rememberRecent(userId: string, hit: SearchHit): SearchHit[] {
  const next = [
    hit,
    ...readRecent(userId).filter((h) => !(h.kind === hit.kind && h.id === hit.id)),
  ].slice(0, MAX_RECENT);
  localStorage.setItem(keyOf(userId), JSON.stringify(next));
  return next;
}

/** The signed-in user's recent items and a way to add one. */
export function useRecent() {
  const userId = useSessionUser()?._id ?? 'anonymous';
  const [recent, setRecent] = useState(() => readRecent(userId));
  const remember = useCallback(
    (hit: SearchHit) => setRecent(rememberRecent(userId, hit)),
    [userId],
  );
  return { recent, remember };
}
