import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy';
import type { CellProps } from './enquiry-cells';
import { StatusChip } from './enquiry-status';

/*
 * The list's first load has a size budget: its rows' selects (MUI's select look, the counsellors'
 * API, the writes) and the response clock are drawn only in the grid, which loads after the page.
 * They load with the list's data (the page calls `preloadEnquiryCells`), beside the grid; until
 * they are in, a status shows as its chip (the select's value) and the others stay blank.
 */
const Cell = lazyPart<CellProps>(() => import('./enquiry-cells'));
export const preloadEnquiryCells = Cell.preload;

/** One of a row's live parts, once its code is in. */
export function EnquiryCell(props: CellProps) {
  const look = props.kind === 'status' ? <StatusChip status={props.enquiry.status} /> : null;
  return (
    <Suspense fallback={look}>
      <Cell {...props} />
    </Suspense>
  );
}
