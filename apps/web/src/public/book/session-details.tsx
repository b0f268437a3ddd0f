import type { PublicAppointment } from '@studydesk/contract';
import { bothZones } from './times';

/** Where the session is held: its meeting link online, else the office and its address. */
function Place({ session }: { session: PublicAppointment }) {
  if (session.type.mode === 'online')
    return session.meetingLink ? (
      <a className="sd-link" href={session.meetingLink} rel="noopener noreferrer">
        Join online
      </a>
    ) : (
      <>Online: the link comes by e-mail</>
    );
  const { name, address } = session.office;
  return <>{address ? `${name}, ${address}` : name}</>;
}

/** A booked session as its student reads it: the time in their zone and the office's. */
export function SessionDetails({ session, zone }: { session: PublicAppointment; zone: string }) {
  const when = bothZones(session.start, zone, session.office.timeZone);
  return (
    <dl className="sd-session">
      <dt>Session</dt>
      <dd>
        {session.type.name} ({session.type.minutes} minutes)
      </dd>
      <dt>When</dt>
      <dd>
        {when.yours}
        {when.office && <span className="sd-small sd-muted">{` · office: ${when.office}`}</span>}
      </dd>
      <dt>With</dt>
      <dd>{session.counsellor}</dd>
      <dt>Where</dt>
      <dd>
        <Place session={session} />
      </dd>
    </dl>
  );
}
