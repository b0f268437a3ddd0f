import { CheckCircleOutlined } from '../../lib/icons/check-circle-outlined';
import { ClockCircleOutlined } from '../../lib/icons/clock-circle-outlined';
import { ScheduleOutlined } from '../../lib/icons/schedule-outlined';
import type { MyWork } from '@studydesk/contract';
import type { CardSpec } from './card-spec';
import { dayLabel, myLinks } from './dashboard-links';
import { FooterFigure } from './figure-card';

const weekday = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });

/**
 * A counsellor's own work: their leads waiting for a first contact (and those past
 * the response target), their follow-ups due, and the leads they reached this week.
 */
export function myWorkSpecs(w: MyWork): CardSpec[] {
  const links = myLinks(w);
  const target = `${w.responseTargetMinutes}-minute response target`;
  return [
    {
      title: 'Leads waiting',
      icon: <ClockCircleOutlined />,
      value: w.leadsWaiting,
      to: links.waiting,
      counts: ['lead waiting for first contact', 'leads waiting for first contact'],
      footer: (
        <FooterFigure
          label={`Past ${w.responseTargetMinutes}-min target`}
          value={w.leadsPastTarget}
          to={links.pastTarget}
          counts={[`lead waiting past the ${target}`, `leads waiting past the ${target}`]}
        />
      ),
    },
    {
      title: 'My follow-ups due today',
      icon: <ScheduleOutlined />,
      value: w.followUpsDueToday,
      to: links.followUps,
      counts: ['of my follow-ups due today', 'of my follow-ups due today'],
      footer: (
        <FooterFigure
          label="Overdue"
          value={w.followUpsOverdue}
          to={links.followUps}
          counts={['of my follow-ups overdue', 'of my follow-ups overdue']}
        />
      ),
    },
    {
      title: 'Contacted this week',
      icon: <CheckCircleOutlined />,
      value: w.contactedThisWeek,
      to: links.contacted,
      counts: [
        'of my enquiries first contacted this week',
        'of my enquiries first contacted this week',
      ],
      footer: `First contact since ${weekday(w.week.from)} ${dayLabel(w.week.from)}`,
    },
  ];
}
