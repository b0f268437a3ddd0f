import type { SearchHit } from '@studydesk/contract';

/** Where a hit opens: an enquiry's record, else the list filtered to it. */
export function hitUrl(hit: SearchHit): string {
  const q = encodeURIComponent(hit.label);
  switch (hit.kind) {
    case 'enquiry':
      return `/enquiries/${hit.id}`;
    case 'contact':
      return `/contact?q=${q}`;
    case 'college':
      return `/colleges?q=${q}`;
    case 'course':
      return `/course?q=${q}`;
  }
}
