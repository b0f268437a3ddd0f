import Box from '@mui/material/Box';
import type { CrudRow } from '../lib/crud/types';
import type { ListFilter } from './list-filters';
import { RefSelect, type RefSource } from './ref-select';

// Apart from refField: a list's filters must not bring the form library to the list.
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
      <Box sx={{ width: '100%' }}>
        <RefSelect
          source={source}
          label={label}
          value={value}
          onChange={(next) => onChange(typeof next === 'string' && next ? next : undefined)}
          size="small"
          placeholder="Any"
        />
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
