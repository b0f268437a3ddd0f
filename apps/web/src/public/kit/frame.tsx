import { useContext, useEffect, type ReactNode } from 'react';
import { LOGO_HEIGHT } from '@studydesk/contract';
import { useHydrated } from '../../lib/hydrated';
import { BrandTitle } from '../brand-title';
import { PRODUCT } from '../paths';

/** Where the staff screens' logo leads (spec §2); the staff app sends it on to /dashboard. */
const STAFF_HOME = '/dashboard/default';

function Logo({ to, name }: { to: string; name: string }) {
  return (
    <a
      className="sd-logo"
      href={to}
      aria-label={name ? `${name} home` : 'Home'}
      style={{ height: LOGO_HEIGHT }}
    >
      <svg width={28} height={28} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" />
        <path d="M7 12l9-5 9 5-9 5z" fill="#fff" />
        <path d="M11 15v5c0 1.5 2.5 3 5 3s5-1.5 5-3v-5l-5 3z" fill="#fff" opacity=".85" />
      </svg>
      <span>{name}</span>
    </a>
  );
}

type Props = {
  children: ReactNode;
  /** the card's widest: 475, 560 or 760 px */
  width?: 'narrow' | 'medium' | 'wide';
  /** where the logo leads (visitors of the public form have no dashboard) */
  home?: string;
  /**
   * The agency a student's or enquirer's page belongs to: they see its name, never the
   * product's ('' while it is not known yet). Unset: the staff screens, which say StudyDesk.
   */
  brand?: string;
  /** The agency's logo's URL, shown above its name; none when null or unset. */
  logo?: string | null;
};

/** Page frame of the public screens: logo, a centred card, a footer, each in a landmark. */
export function PublicFrame({ children, width = 'narrow', home = STAFF_HOME, brand, logo }: Props) {
  const hydrated = useHydrated();
  const name = brand ?? PRODUCT;
  const setTitleBrand = useContext(BrandTitle);
  useEffect(() => setTitleBrand(name), [setTitleBrand, name]);
  return (
    <div className="sd-page">
      <header className="sd-header">
        {logo && (
          <img
            className="sd-brand-logo"
            src={logo}
            alt={`${name} logo`}
            style={{ maxHeight: 48 }}
          />
        )}
        <Logo to={home} name={name} />
      </header>
      <main className="sd-main">
        <div className={`sd-card sd-card--${width}`}>
          {/* A prerendered form can be neither filled in nor sent (natively, with the password
              in the address) until its script has taken over. */}
          <fieldset className="sd-fieldset" disabled={!hydrated}>
            {children}
          </fieldset>
        </div>
      </main>
      {/* prerendered in an earlier year, maybe */}
      <footer className="sd-footer" suppressHydrationWarning>
        © {new Date().getFullYear()} {name}
      </footer>
    </div>
  );
}

/** The card's heading (an h1) with the way to the other staff screen beside it. */
export function PageHeading({
  title,
  link,
}: {
  title: string;
  link: { to: string; label: string };
}) {
  return (
    <div className="sd-heading">
      <h1 className="sd-title">{title}</h1>
      <a className="sd-link" href={link.to}>
        {link.label}
      </a>
    </div>
  );
}
