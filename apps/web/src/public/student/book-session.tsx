import { ButtonLink } from '../kit/button';

/** A session booked from the student's own page: with their counsellor, or with whoever is free. */
export function BookSession({ path, counsellor }: { path: string; counsellor: string | null }) {
  return (
    <section className="sd-stack sd-stack--tight" aria-labelledby="sd-book">
      <h2 id="sd-book" className="sd-subtitle">
        Talk it through
      </h2>
      <p className="sd-muted">
        {counsellor
          ? `Choose a time for a session with ${counsellor}, online or at the office.`
          : 'Choose a time for a session with one of our counsellors, online or at the office.'}
      </p>
      <p>
        <ButtonLink href={path}>Book a session</ButtonLink>
      </p>
    </section>
  );
}
