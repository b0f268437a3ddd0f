import { useId, type CSSProperties } from 'react';
import type { FieldProps } from './field';

/** Off screen rather than display:none, which bots know to skip. */
const OFF_SCREEN: CSSProperties = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
};

/**
 * The API's honeypot (`website`): people never see, hear or tab to it, form-filling bots fill
 * it in, and the server then keeps nothing.
 */
export function Honeypot({ name, value, onChange }: FieldProps<string>) {
  const id = useId();
  return (
    <div aria-hidden="true" style={OFF_SCREEN}>
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}
