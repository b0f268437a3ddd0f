import { useEffect, useRef } from 'react';
import { ButtonLink } from '../kit/button';
import { Icon } from '../kit/icons';
import { SESSION_PATH } from '../paths';
import type { Booked } from './book-api';
import { SessionDetails } from './session-details';

/** The confirmation: the session, and its private link to move or cancel it. */
export function BookedView({ booked, zone }: { booked: Booked; zone: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // the form that had the focus is gone: a screen reader hears the news, a keyboard goes on here
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="sd-stack">
      <div className="sd-stack sd-centred">
        <span className="sd-done-icon">
          <Icon name="checkCircle" />
        </span>
        <h1 className="sd-title" ref={heading} tabIndex={-1}>
          Your session is booked
        </h1>
        <p className="sd-muted">{booked.message}.</p>
      </div>
      <SessionDetails session={booked.appointment} zone={zone} />
      <p className="sd-small sd-muted">
        Your private link to move or cancel it (also in the e-mail): keep it to yourself.
      </p>
      <ButtonLink href={`${SESSION_PATH}/${encodeURIComponent(booked.token)}`}>
        Manage your booking
      </ButtonLink>
    </div>
  );
}
