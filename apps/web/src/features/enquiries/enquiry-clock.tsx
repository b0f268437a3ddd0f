import type { Enquiry } from '@studydesk/contract';
import { SETTINGS_DEFAULTS } from '@studydesk/contract/plain';
import { LeadClock } from '../../components/lead-clock';
import { useMinuteNow } from '../../lib/minute-ticker';
import { userCan } from '../../lib/permissions';
import { useSettingsQuery } from '../settings/settings-api';

/** The agency's response target in minutes (settings; the default until they load). */
export function useResponseTarget(): number {
  const { data } = useSettingsQuery(undefined, { skip: !userCan('enquiries', 'read') });
  return data?.responseTargetMinutes ?? SETTINGS_DEFAULTS.responseTargetMinutes;
}

type Props = {
  enquiry: Pick<Enquiry, 'createdAt' | 'firstContactAt'> & { status?: Enquiry['status'] };
  /** the record: "first contact after 7 min" once contacted (a list shows nothing then) */
  showContacted?: boolean;
};

/** An enquiry's speed-to-lead clock, ticking with the page's one minute timer. */
export function EnquiryClock({ enquiry, showContacted }: Props) {
  const now = useMinuteNow();
  const target = useResponseTarget();
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
