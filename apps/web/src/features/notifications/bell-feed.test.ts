import { describe, expect, it } from 'vitest';
import { addLive, bellFeed, type LiveNotice } from './bell-feed';
import type { NewEnquiries } from './notifications-api';

const notice = (id: string, receivedAt = 0) => ({
  id,
  fName: `Name ${id}`,
  enqNo: `ENQ-${id}`,
  createdAt: '2025-03-05T10:00:00.000Z',
  receivedAt,
});
const loaded = (count: number, ids: string[], askedAt = 1000): NewEnquiries => ({
  count,
  enquiries: ids.map((id) => notice(id)),
  askedAt,
});
const none = new Set<string>();

describe('addLive', () => {
  it('puts a new notice on top and ignores one it already has', () => {
    let live: readonly LiveNotice[] = [];
    live = addLive(live, notice('a'));
    live = addLive(live, notice('b'));
    const again = addLive(live, notice('a'));
    expect(again).toBe(live);
    expect(live.map((l) => l.id)).toEqual(['b', 'a']);
  });
});

describe('bellFeed', () => {
  it('shows the loaded count and list', () => {
    const feed = bellFeed(loaded(7, ['b', 'a']), [], none);
    expect(feed.count).toBe(7);
    expect(feed.items.map((i) => i.id)).toEqual(['b', 'a']);
  });

  it('adds what arrived live since the load on top, and counts it', () => {
    const feed = bellFeed(loaded(2, ['b', 'a']), [notice('c', 1500)], none);
    expect(feed.count).toBe(3);
    expect(feed.items.map((i) => i.id)).toEqual(['c', 'b', 'a']);
  });

  it('never shows or counts an enquiry twice when the load already has it', () => {
    const feed = bellFeed(loaded(2, ['c', 'a']), [notice('c', 1500)], none);
    expect(feed.count).toBe(2);
    expect(feed.items.map((i) => i.id)).toEqual(['c', 'a']);
  });

  it('drops live notices from before the load: the load has them, or they are no longer new', () => {
    const feed = bellFeed(loaded(1, ['a'], 2000), [notice('c', 1500)], none);
    expect(feed.count).toBe(1);
    expect(feed.items.map((i) => i.id)).toEqual(['a']);
  });

  it('shows live notices before anything has loaded', () => {
    const feed = bellFeed(undefined, [notice('c', 5)], none);
    expect(feed).toMatchObject({ count: 1, items: [{ id: 'c', read: false }] });
  });

  it('marks read items and leaves them out of the badge, which never goes below zero', () => {
    const feed = bellFeed(loaded(2, ['b', 'a']), [], new Set(['a']));
    expect(feed.count).toBe(1);
    expect(feed.items.map((i) => i.read)).toEqual([false, true]);
    expect(bellFeed(loaded(-3, ['b', 'a']), [], new Set(['a', 'b'])).count).toBe(0);
  });
});
