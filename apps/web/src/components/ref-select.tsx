import { useCallback, useEffect, useMemo, useState, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { CrudApi, CrudRow } from '../lib/crud/types';
import { useDebounced } from '../lib/use-debounced';
import { SEARCH_DEBOUNCE_MS } from './search-box';

/** Another resource a field picks its records from (a college's country, an intake's college). */
export type RefSource<R extends CrudRow> = {
  api: Pick<CrudApi<R, never>, 'useListQuery' | 'useGetQuery'>;
  /** how a record reads in the list, e.g. a country's name */
  label: (row: R) => string;
  /** a field the server sorts by (ascending) */
  sort: string;
};

export type RefSelectProps<R extends CrudRow> = {
  source: RefSource<R>;
  label: string;
  /** the chosen id, or ids when `multiple` */
  value: string | readonly string[] | undefined;
  onChange: (value: string | string[]) => void;
  multiple?: boolean;
  /** sent with every search (e.g. the places of one country) */
  filters?: Readonly<Record<string, string>>;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  helperText?: string;
  size?: 'small' | 'medium';
  /** shown while nothing is chosen, with the label above (a filter's "Any") */
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
};

const PAGE = 25;

/** Reads the name of a chosen record that is not on the page of options shown. */
function LabelOf<R extends CrudRow>(props: {
  id: string;
  source: RefSource<R>;
  onLabel: (id: string, label: string) => void;
}) {
  const { id, source, onLabel } = props;
  const { data } = source.api.useGetQuery(id);
  const label = data ? source.label(data) : undefined;
  useEffect(() => {
    if (label !== undefined) onLabel(id, label);
  }, [id, label, onLabel]);
  return null;
}

/** The options: one page of the source's list, searched on the server as the user types. */
function useOptions<R extends CrudRow>(p: RefSelectProps<R>, open: boolean, text: string) {
  const q = useDebounced(text, SEARCH_DEBOUNCE_MS).trim();
  const args = {
    page: 1,
    limit: PAGE,
    sort: p.source.sort,
    order: 'asc' as const,
    q,
    filters: p.filters,
  };
  const { data, isFetching } = p.source.api.useListQuery(args, { skip: !open || p.disabled });
  const [fetched, setFetched] = useState<Readonly<Record<string, string>>>({});
  const { label } = p.source;
  const known = useMemo(() => {
    const listed = Object.fromEntries((data?.items ?? []).map((row) => [row._id, label(row)]));
    return { ...fetched, ...listed };
  }, [fetched, data, label]);
  const learn = useCallback(
    (id: string, name: string) => setFetched((k) => (k[id] === name ? k : { ...k, [id]: name })),
    [],
  );
  return { ids: data?.items.map((row) => row._id) ?? [], known, learn, loading: isFetching };
}

/**
 * A searchable select of another resource's records (MUI Autocomplete fed by its list
 * endpoint with `q`); its value is the id, or the ids when `multiple`.
 */
export function RefSelect<R extends CrudRow>(props: RefSelectProps<R>) {
  const { value, multiple = false, label, error, helperText } = props;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const { ids, known, learn, loading } = useOptions(props, open, text);
  const chosen = (Array.isArray(value) ? value : value ? [value] : []) as string[];
  const options = [...new Set([...chosen, ...ids])];
  const labelOf = (id: string) => known[id] ?? '';
  return (
    <>
      {chosen
        .filter((id) => known[id] === undefined)
        .map((id) => (
          <LabelOf key={id} id={id} source={props.source} onLabel={learn} />
        ))}
      <Autocomplete<string, boolean, false, false>
        multiple={multiple}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        value={multiple ? chosen : (chosen[0] ?? null)}
        onChange={(_event, next) => props.onChange(Array.isArray(next) ? next : (next ?? ''))}
        onBlur={props.onBlur}
        onInputChange={(_event, next, reason) => setText(reason === 'input' ? next : '')}
        getOptionLabel={labelOf}
        filterOptions={(all) => all}
        filterSelectedOptions={multiple}
        renderOption={({ key: _key, ...rest }, id) => (
          <li key={id} {...rest}>
            {labelOf(id)}
          </li>
        )}
        loading={loading}
        disabled={props.disabled}
        size={props.size}
        noOptionsText={
          text ? `No ${label.toLowerCase()} matches “${text}”` : 'Nothing to choose yet'
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            required={props.required}
            inputRef={props.inputRef}
            error={Boolean(error)}
            helperText={error ?? helperText}
            placeholder={props.placeholder}
            slotProps={{
              // a waiting field's hint stays readable (WCAG AA), unlike the disabled grey
              formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
              // the Autocomplete's own label props (its id, htmlFor) are kept
              ...(props.placeholder && {
                inputLabel: { ...params.InputLabelProps, shrink: true },
              }),
            }}
          />
        )}
      />
    </>
  );
}
