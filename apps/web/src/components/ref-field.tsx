import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useWatch, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';
import type { CrudRow } from '../lib/crud';
import type { FormField } from './form-field';
import type { ListFilter } from './list-filters';
import { RefSelect, type RefSource } from './ref-select';

type RefFieldOptions<V extends FieldValues> = {
  multiple?: boolean;
  required?: boolean;
  helperText?: string;
  /**
   * The field whose value narrows the choice, sent as the list filter of the same name
   * (a place within the chosen country); a change there clears this field.
   */
  dependsOn?: { field: Path<V>; filter: string; hint: string };
};

type RefInputProps<R extends CrudRow, V extends FieldValues> = RefFieldOptions<V> & {
  field: ControllerRenderProps<V, Path<V>>;
  label: string;
  source: RefSource<R>;
  error?: string;
};

function DependentRefInput<R extends CrudRow, V extends FieldValues>(props: RefInputProps<R, V>) {
  const { field, dependsOn, multiple } = props;
  const { onChange } = field;
  const parent = useWatch<V>({ name: dependsOn?.field ?? ('' as Path<V>) }) as unknown;
  const seen = useRef(parent);
  useEffect(() => {
    if (parent === seen.current) return;
    seen.current = parent;
    onChange(multiple ? [] : '');
  }, [parent, multiple, onChange]);
  const id = typeof parent === 'string' ? parent : '';
  return (
    <PlainRefInput
      {...props}
      filters={dependsOn && id ? { [dependsOn.filter]: id } : undefined}
      blocked={dependsOn && !id ? dependsOn.hint : undefined}
    />
  );
}

function PlainRefInput<R extends CrudRow, V extends FieldValues>(
  props: RefInputProps<R, V> & { filters?: Record<string, string>; blocked?: string },
) {
  const { field, error, blocked } = props;
  return (
    <RefSelect
      source={props.source}
      label={props.label}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      multiple={props.multiple}
      required={props.required}
      filters={props.filters}
      disabled={Boolean(blocked)}
      error={error}
      helperText={blocked ?? props.helperText}
    />
  );
}

/** A form field choosing one record (or several) of another resource by searching it. */
export function refField<R extends CrudRow, V extends FieldValues>(
  name: NoInfer<Path<V>>,
  label: string,
  source: RefSource<R>,
  options: RefFieldOptions<V> = {},
): FormField<V> {
  const Input = options.dependsOn ? DependentRefInput : PlainRefInput;
  return {
    name,
    label,
    required: options.required,
    render: (field, error) => (
      <Input field={field} label={label} source={source} error={error} {...options} />
    ),
  };
}

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
