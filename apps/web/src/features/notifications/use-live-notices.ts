import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { NotificationItem } from './notification-list';

/** One kind of the bell's live notices: how one is told apart, how many are kept, its line, where it leads. */
export type LiveNoticeKind<N> = {
  /** The item's id; a replayed event with the same key changes nothing. */
  key: (n: N) => string;
  /** Notices kept while the layout is open. */
  keep: number;
  item: (n: N, read: boolean) => NotificationItem;
  url: (n: N) => string;
};

/** One notice once (a replayed event changes nothing), newest on top, at most `keep`. */
export function addNotice<N>(kind: LiveNoticeKind<N>, list: readonly N[], n: N): readonly N[] {
  const key = kind.key(n);
  if (list.some((x) => kind.key(x) === key)) return list;
  return [n, ...list].slice(0, kind.keep);
}

/**
 * The bell's live notices of one kind (assignments, students' uploads, finished imports): kept
 * while the layout is open, unread until opened or all marked read; opening one leads to its
 * url. `kind` is a module constant.
 */
export function useLiveNotices<N>(kind: LiveNoticeKind<N>) {
  const [notices, setNotices] = useState<readonly N[]>([]);
  const [read, setRead] = useState<ReadonlySet<string>>(() => new Set());
  const navigate = useNavigate();
  const receive = useCallback((n: N) => setNotices((prev) => addNotice(kind, prev, n)), [kind]);
  /** Notices kept on the server (newest first), below what arrived live; `read`: their keys. */
  const seed = useCallback(
    (kept: readonly N[], read: readonly string[]) => {
      setNotices((prev) => {
        const have = new Set(prev.map(kind.key));
        return [...prev, ...kept.filter((n) => !have.has(kind.key(n)))].slice(0, kind.keep);
      });
      setRead((prev) => new Set([...prev, ...read]));
    },
    [kind],
  );
  const items = useMemo(
    () => notices.map((n) => kind.item(n, read.has(kind.key(n)))),
    [notices, read, kind],
  );
  const markRead = (ids: readonly string[]) => setRead((prev) => new Set([...prev, ...ids]));
  return {
    receive,
    seed,
    items,
    unread: items.filter((i) => !i.read).length,
    markAllRead: () => markRead(items.map((i) => i.id)),
    /** Opens a notice of this kind; false when the item is not one. */
    open: (item: NotificationItem): boolean => {
      const n = notices.find((x) => kind.key(x) === item.id);
      if (!n) return false;
      markRead([item.id]);
      void navigate(kind.url(n));
      return true;
    },
  };
}
