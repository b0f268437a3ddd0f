import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '../lib/lazy';
import { ErrorState } from './error-state';
import { NoAccess } from './no-access';
import { TableSkeleton } from './table-skeleton';
import type { DataTableProps, TableRow } from './table-types';

export type { DataTableProps, TableRow } from './table-types';

// MUI X's grid is the largest part of a list screen: the heading, toolbar and a skeleton of the
// table show first, the grid as soon as it is in. An empty, refused or failed list never needs it.
const Grid = lazyPart(() => import('./data-grid-table'));

/** The list's table: the server's page of rows in the grid, or why there is none. */
export function DataTable<T extends TableRow>(props: DataTableProps<T>) {
  // lazy() keeps one props type: the grid is the same generic component
  const Typed = Grid as unknown as (p: DataTableProps<T>) => ReactNode;
  if (props.forbidden) return <NoAccess />;
  if (props.error) return <ErrorState message={props.error} onRetry={props.onRetry} />;
  if (!props.loading && props.rows.length === 0) return <>{props.empty}</>;
  return (
    <Suspense fallback={<TableSkeleton label={props.label} />}>
      <Typed {...props} />
    </Suspense>
  );
}
