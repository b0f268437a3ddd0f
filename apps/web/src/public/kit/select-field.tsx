import { FieldShell, useFieldIds, type FieldProps, type FieldText } from './field';
import { Icon } from './icons';

type Props = FieldProps<string> & FieldText & { options: readonly string[] };

/** A labelled native select (the phone's own picker), outlined like the text fields. */
export function SelectField({ label, required, helperText, options, ...props }: Props) {
  const { value, error, onChange, onBlur, name } = props;
  const { id, helperId, aria } = useFieldIds({ label, error, helperText });
  return (
    <FieldShell
      {...{ id, helperId, label, required, error, helperText }}
      variant="sd-control--select"
    >
      <select
        {...aria}
        id={id}
        name={name}
        className="sd-input sd-select"
        value={value}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      >
        {/* nothing chosen yet: an empty box, as before a choice in MUI's select */}
        <option value="" disabled hidden />
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <Icon name="arrowDropDown" className="sd-select-icon" />
    </FieldShell>
  );
}
