import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { lazyPart } from '../lib/lazy';
import type { PagerProps } from './pager-types';

// Its rows-per-page select brings MUI's Select family (Select, Menu, Popover, the input variants:
// about 9 KB), which a screen whose other fields are not selects need not load before its rows.
const Pager = lazyPart(() => import('./pager'));

/** The pager, loaded with the rows it pages; its row's height (52 px) is held meanwhile. */
export function LazyPager(props: PagerProps) {
  return (
    <Suspense fallback={<Box sx={{ minHeight: 52, borderTop: 1, borderColor: 'divider' }} />}>
      <Pager {...props} />
    </Suspense>
  );
}
