import type { ReactNode } from 'react';

type Look = { large?: boolean; full?: boolean; className?: string };

const classes = ({ large, full, className }: Look, busy = false) =>
  [
    'sd-button',
    large && 'sd-button--large',
    full && 'sd-button--full',
    busy && 'is-busy',
    className,
  ]
    .filter(Boolean)
    .join(' ');

/** A contained submit button; while `busy` it is disabled and shows a spinner for its label. */
export function SubmitButton({
  busy,
  children,
  ...look
}: Look & { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={classes(look, busy)} disabled={busy}>
      {children}
      {busy && (
        <svg className="sd-spinner" viewBox="22 22 44 44" aria-hidden="true">
          <circle cx="44" cy="44" r="20.2" />
        </svg>
      )}
    </button>
  );
}

/** A link that looks like a contained button. */
export function ButtonLink({
  href,
  children,
  ...look
}: Look & { href: string; children: ReactNode }) {
  return (
    <a className={classes(look)} href={href}>
      {children}
    </a>
  );
}
