import { useState, type HTMLInputTypeAttribute } from 'react';
import { FieldShell, useFieldIds, type FieldProps, type FieldText } from './field';
import { Icon } from './icons';

type Props = FieldProps<string> &
  FieldText & {
    type?: HTMLInputTypeAttribute;
    autoComplete?: string;
    placeholder?: string;
    /** a text area this many rows high */
    rows?: number;
    /** a password box with a show / hide toggle */
    password?: boolean;
  };

/** The show / hide toggle of a password box (its name says what a press does). */
function Reveal({ visible, toggle }: { visible: boolean; toggle: () => void }) {
  return (
    <span className="sd-adornment">
      <button
        type="button"
        className="sd-icon-button"
        aria-label={visible ? 'hide password' : 'show password'}
        onClick={toggle}
        onMouseDown={(e) => e.preventDefault()}
      >
        <Icon name={visible ? 'eye' : 'eyeInvisible'} />
      </button>
    </span>
  );
}

/** A labelled text box (or text area, or password box) with its inline hint or error. */
export function TextField({
  label,
  required,
  helperText,
  describedBy,
  rows,
  password,
  ...props
}: Props) {
  const { value, error, onChange, onBlur, type, ...input } = props;
  const { id, helperId, aria } = useFieldIds({ label, error, helperText, describedBy });
  const [visible, setVisible] = useState(false);
  const common = {
    ...input,
    ...aria,
    id,
    className: 'sd-input',
    value,
    required,
    onBlur,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  const variant = rows ? 'sd-control--multiline' : password ? 'sd-control--adorned' : undefined;
  return (
    <FieldShell {...{ id, helperId, label, required, error, helperText, variant }}>
      {rows ? (
        <textarea {...common} rows={rows} />
      ) : (
        <input {...common} type={password ? (visible ? 'text' : 'password') : type} />
      )}
      {password && <Reveal visible={visible} toggle={() => setVisible((v) => !v)} />}
    </FieldShell>
  );
}
