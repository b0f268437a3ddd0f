import { useId } from 'react';
import type { FieldProps } from './field';
import { CheckboxIcon } from './icons';

type Props = FieldProps<boolean> & { label: string; required?: boolean };

/** A check box with its label, and its error below. */
export function CheckboxField({ label, required, value, error, onChange, ...input }: Props) {
  const errorId = useId();
  return (
    <div className={error ? 'sd-field is-error' : 'sd-field'}>
      <label className="sd-check-label">
        <span className="sd-check">
          <input
            {...input}
            type="checkbox"
            checked={value}
            required={required}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => onChange(e.target.checked)}
          />
          <CheckboxIcon />
        </span>
        <span>
          {label}
          {required && (
            <span className="sd-asterisk" aria-hidden="true">
              {'\u2009*'}
            </span>
          )}
        </span>
      </label>
      {error && (
        <p className="sd-helper" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
