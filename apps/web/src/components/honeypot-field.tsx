import { useId, type CSSProperties } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

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
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div aria-hidden="true" style={OFF_SCREEN}>
      <label htmlFor={id}>Website</label>
      <input {...registration} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
