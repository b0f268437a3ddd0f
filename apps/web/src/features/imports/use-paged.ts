import { useState } from 'react';

/** One page of a long list shown in the browser (the check's errors and duplicates). */
export function usePaged<T>(items: readonly T[], perPage = 10) {
  const [page, setPage] = useState(0);
  const last = Math.max(0, Math.ceil(items.length / perPage) - 1);
  // a new check may hold fewer items than the page shown
  const current = Math.min(page, last);
  return {
    rows: items.slice(current * perPage, (current + 1) * perPage),
    pagination: {
      component: 'div' as const,
      count: items.length,
      page: current,
      rowsPerPage: perPage,
      rowsPerPageOptions: [],
      onPageChange: (_e: unknown, next: number) => setPage(next),
    },
  };
}
