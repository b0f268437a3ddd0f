import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { lazyPart } from '../lib/lazy';
import type { CrudRow } from '../lib/crud/types';
import type { ListFilter } from './list-filters';
import { LoadingBar } from './loading-bar';
import type { RefSelectProps, RefSource } from './ref-select';

// Apart from refField: a list's filters must not bring the form library to the list.
// The picker (Autocomplete, Popper: 15 KB) loads when the filter panel first shows it, with the
// loading bar meanwhile: the lists of places, colleges and intakes carried it on their first load.
const RefSelect = lazyPart<RefSelectProps<CrudRow>>(() =>
  import('./ref-select').then((m) => ({ default: m.RefSelect<CrudRow> })),
);

/** The picker hands the rows of the source's own api only to the source's own `label`: R can go. */
const anyRow = <R extends CrudRow>(source: RefSource<R>) => source as unknown as RefSource<CrudRow>;

/** A list filter choosing one record of another resource (a college's country). */
export function refFilter<R extends CrudRow>(
  name: string,
  label: string,
  source: RefSource<R>,
): ListFilter {
  return {
    name,
    label,
    type: 'select',
    render: (value, onChange) => (
      // the small picker's own height held while it loads, so nothing below it moves
      <Box sx={{ width: '100%', minHeight: 37.125 }}>
        <Suspense fallback={<LoadingBar />}>
          <RefSelect
            source={anyRow(source)}
            label={label}
            value={value}
            onChange={(next) => onChange(typeof next === 'string' && next ? next : undefined)}
            size="small"
            placeholder="Any"
          />
        </Suspense>
      </Box>
    ),
    valueLabel: (id) => <RefName source={source} id={id} />,
  };
}

/** A chosen record's name, read by its id (a filter's chip). */
function RefName<R extends CrudRow>({ source, id }: { source: RefSource<R>; id: string }) {
  const { data } = source.api.useGetQuery(id);
  return <>{data ? source.label(data) : '…'}</>;
}
