import { Suspense, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { lazyPart } from '../lib/lazy';
import type { ImageGridProps } from './image-grid';
import type { TableRow } from './table-types';

// Only the gallery draws its list as tiles: every other list's first load went without them.
const Part = lazyPart<ImageGridProps<TableRow>>(() =>
  import('./image-grid').then((m) => ({ default: m.ImageGrid<TableRow> })),
);

/** The tiles' grid once its code is in; until then its frame with the loading bar it shows. */
export function LazyImageGrid<T extends TableRow>(props: ImageGridProps<T>) {
  // lazy() keeps one props type: the grid is the same generic component
  const Typed = Part as unknown as (p: ImageGridProps<T>) => ReactNode;
  return (
    <Suspense
      fallback={
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <LinearProgress aria-label="Loading" />
        </Paper>
      }
    >
      <Typed {...props} />
    </Suspense>
  );
}
