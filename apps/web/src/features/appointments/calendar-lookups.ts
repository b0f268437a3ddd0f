import { useMemo } from 'react';
import type { Appointment, AppointmentStatus, SessionType } from '@studydesk/contract';
import type { Tone } from '../../components/tone-chip';
import { useCounsellors } from '../enquiries/staff-api';
import { useOffices } from '../offices/use-offices';
import { useSessionTypesQuery } from './appointments-api';

export const STATUS_LABELS: Record<AppointmentStatus, { label: string; tone: Tone }> = {
  booked: { label: 'Booked', tone: 'primary' },
  'checked-in': { label: 'Checked in', tone: 'info' },
  done: { label: 'Done', tone: 'success' },
  'no-show': { label: 'No-show', tone: 'warning' },
  cancelled: { label: 'Cancelled', tone: 'secondary' },
};

/** What a session's row shows besides its ids: its type, counsellor and where it is held. */
export type SessionDetails = {
  type?: SessionType;
  counsellor: string;
  /** the office's name for a session at an office, the meeting link for one online */
  place: { office?: string; link?: string | null };
};

/** Names for the ids a session carries, from lists the staff screens load anyway. */
export function useSessionDetails() {
  const { data: types } = useSessionTypesQuery();
  const staff = useCounsellors();
  const offices = useOffices();
  return useMemo(
    () =>
      (s: Appointment): SessionDetails => {
        const type = types?.find((t) => t._id === s.type);
        const online = type?.mode === 'online';
        return {
          type,
          counsellor: staff.nameOf(s.counsellor) ?? 'Counsellor',
          place: online ? { link: type?.meetingLink } : { office: offices.nameOf(s.office) },
        };
      },
    [types, staff, offices],
  );
}
