import { useId, type ReactNode } from 'react';

/** What a form passes to each of its fields (form/use-form.ts). */
export type FieldProps<T> = {
  name: string;
  value: T;
  error?: string;
  onChange: (value: T) => void;
  onBlur: () => void;
};

export type FieldText = {
  label: string;
  /** a star after the label, which assistive technology reads as `required` instead */
  required?: boolean;
  /** a hint under the field, replaced by the error when there is one */
  helperText?: string;
  /** ids of hints shown elsewhere (a password's strength) */
  describedBy?: string;
};

/** The ids and ARIA of a field with its label and its hint or error below. */
export function useFieldIds({ error, helperText, describedBy }: FieldText & { error?: string }) {
  const id = useId();
  const helperId = error || helperText ? `${id}-helper` : undefined;
  const described = [describedBy, helperId].filter(Boolean).join(' ') || undefined;
  return {
    id,
    helperId,
    aria: { 'aria-invalid': Boolean(error), 'aria-describedby': described },
  };
}

type ShellProps = FieldText & {
  id: string;
  helperId?: string;
  error?: string;
  /** the control's modifier classes (multiline, adorned, select) */
  variant?: string;
  children: ReactNode;
};

/** MUI's outlined field: the label in a notch of the border, the hint or error below. */
export function FieldShell({
  id,
  helperId,
  label,
  required,
  error,
  helperText,
  variant,
  children,
}: ShellProps) {
  const star = required ? (
    <span className="sd-asterisk" aria-hidden="true">
      {'\u2009*'}
    </span>
  ) : null;
  return (
    <div className={error ? 'sd-field is-error' : 'sd-field'}>
      <label className="sd-label" htmlFor={id}>
        {label}
        {star}
      </label>
      <div className={variant ? `sd-control ${variant}` : 'sd-control'}>
        {children}
        <fieldset className="sd-outline" aria-hidden="true">
          <legend>
            <span>
              {label}
              {required ? '\u2009*' : ''}
            </span>
          </legend>
        </fieldset>
      </div>
      {helperId && (
        <p className="sd-helper" id={helperId}>
          {error ?? helperText}
        </p>
      )}
    </div>
  );
}
