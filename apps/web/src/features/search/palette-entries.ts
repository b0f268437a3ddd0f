import { SEARCH_KIND_LABELS, type GlobalSearch, type SearchHit } from '@studydesk/contract';
import { listUrl } from './search-targets';

/** One row of the palette: a record found, or the way to every match of a group. */
export type PaletteEntry =
  | { type: 'hit'; group: string; hit: SearchHit }
  | { type: 'all'; group: string; total: number; url: string };

export const RECENT_GROUP = 'Recent';

export const entryKey = (e: PaletteEntry) =>
  e.type === 'hit' ? `${e.hit.kind}:${e.hit.id}` : `all:${e.group}`;

export const entryLabel = (e: PaletteEntry) =>
  e.type === 'hit' ? e.hit.label : `See all ${e.total}`;

/** What this user opened lately, as one group. */
export const recentEntries = (recent: SearchHit[]): PaletteEntry[] =>
  recent.map((hit) => ({ type: 'hit', group: RECENT_GROUP, hit }));

/** Each group's top hits, then "See all N" leading to its list filtered by `q`. */
export function foundEntries(found: GlobalSearch, q: string): PaletteEntry[] {
  return found.groups.flatMap((g): PaletteEntry[] => {
    const group = SEARCH_KIND_LABELS[g.kind];
    if (g.total === 0) return [];
    const hits = g.items.map((hit): PaletteEntry => ({ type: 'hit', group, hit }));
    return [...hits, { type: 'all', group, total: g.total, url: listUrl(g.kind, q) }];
  });
}
