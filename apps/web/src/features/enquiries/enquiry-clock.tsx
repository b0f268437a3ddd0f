import type { Enquiry } from '@studydesk/contract';
import { SETTINGS_DEFAULTS } from '@studydesk/contract/plain';
import { LeadClock } from '../../components/lead-clock';
import { useMinuteNow } from '../../lib/minute-ticker';
import { userCan } from '../../lib/permissions';
import { useOfficesQuery } from '../offices/offices-api';
import { useSettingsQuery } from '../settings/settings-api';

/**
 * The response target in minutes of `office` (its own, else the agency's, as GET /offices
 * gives it); the agency's setting without one, the default until they load.
 */
export function useResponseTarget(office?: string): number {
  const skip = !userCan('enquiries', 'read');
  const { data } = useSettingsQuery(undefined, { skip });
  const offices = useOfficesQuery(undefined, { skip: skip || !office });
  const own = offices.data?.find((o) => o._id === office)?.responseTargetMinutes;
  return own ?? data?.responseTargetMinutes ?? SETTINGS_DEFAULTS.responseTargetMinutes;
}

type Props = {
  enquiry: Pick<Enquiry, 'createdAt' | 'firstContactAt'> & {
    status?: Enquiry['status'];
    /** its office, whose response target the clock keeps (unknown: the agency's) */
    office?: string;
  };
  /** the record: "first contact after 7 min" once contacted (a list shows nothing then) */
  showContacted?: boolean;
};

/** An enquiry's speed-to-lead clock, ticking with the page's one minute timer. */
export function EnquiryClock({ enquiry, showContacted }: Props) {
  const now = useMinuteNow();
  const target = useResponseTarget(enquiry.office);
  // only new enquiries wait (one moved on without a contact, by the system or before contacts were logged, does not)
  if (!enquiry.createdAt || (!enquiry.firstContactAt && (enquiry.status ?? 'new') !== 'new'))
    return null;
  return (
    <LeadClock
      createdAt={enquiry.createdAt}
      firstContactAt={enquiry.firstContactAt}
      targetMinutes={target}
      now={now}
      showContacted={showContacted}
    />
  );
}
