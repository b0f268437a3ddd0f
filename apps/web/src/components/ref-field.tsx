import { useCallback } from 'react';
import { useWatch, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';
import type { CrudRow } from '../lib/crud/types';
import type { FormField } from './form-field';
import { useDependent, type DependsOn } from './ref-dependent';
import { RefSelect, type RefSource } from './ref-select';

type RefFieldOptions<V extends FieldValues> = {
  multiple?: boolean;
  required?: boolean;
  helperText?: string;
  /** The field whose value narrows the choice; a change there takes this field's value off. */
  dependsOn?: DependsOn<Path<V>>;
};

type RefInputProps<R extends CrudRow, V extends FieldValues> = RefFieldOptions<V> & {
  field: ControllerRenderProps<V, Path<V>>;
  label: string;
  source: RefSource<R>;
  error?: string;
};

function DependentRefInput<R extends CrudRow, V extends FieldValues>(
  props: RefInputProps<R, V> & { dependsOn: DependsOn<Path<V>> },
) {
  const { field, dependsOn, multiple } = props;
  const { onChange } = field;
  const parent = useWatch<V>({ name: dependsOn.field }) as unknown;
  const clear = useCallback(() => onChange(multiple ? [] : ''), [onChange, multiple]);
  const id = typeof parent === 'string' ? parent : '';
  const { filters, blocked, note } = useDependent(dependsOn, props.source, id, field.value, clear);
  return (
    <PlainRefInput
      {...props}
      helperText={note ?? props.helperText}
      filters={filters}
      blocked={blocked}
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
  const { dependsOn } = options;
  return {
    name,
    label,
    required: options.required,
    render: (field, error) =>
      dependsOn ? (
        <DependentRefInput
          field={field}
          label={label}
          source={source}
          error={error}
          {...options}
          dependsOn={dependsOn}
        />
      ) : (
        <PlainRefInput field={field} label={label} source={source} error={error} {...options} />
      ),
  };
}
