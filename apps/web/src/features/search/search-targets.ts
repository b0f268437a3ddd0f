import type { SearchHit, SearchKind } from '@studydesk/contract';

/** The list each group of the search stands for, filtered by `q` (each list reads `q`). */
export function listUrl(kind: SearchKind, q: string): string {
  const path = {
    enquiry: '/enquiries',
    contact: '/contact',
    college: '/colleges',
    course: '/course',
  };
  return `${path[kind]}?q=${encodeURIComponent(q)}`;
}

/** Where a hit opens: an enquiry's record, else the list filtered to it. */
export function hitUrl(hit: SearchHit): string {
  return hit.kind === 'enquiry' ? `/enquiries/${hit.id}` : listUrl(hit.kind, hit.label);
}
