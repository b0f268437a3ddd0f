import type { ReactNode } from 'react';
import { BankOutlined } from '../../lib/icons/bank-outlined';
import { BookOutlined } from '../../lib/icons/book-outlined';
import { CalendarOutlined } from '../../lib/icons/calendar-outlined';
import { GlobalOutlined } from '../../lib/icons/global-outlined';
import { MessageOutlined } from '../../lib/icons/message-outlined';
import { PhoneOutlined } from '../../lib/icons/phone-outlined';
import { ScheduleOutlined } from '../../lib/icons/schedule-outlined';
import { TeamOutlined } from '../../lib/icons/team-outlined';
import type { DashboardSummary } from '@studydesk/contract';
import { userCan } from '../../lib/permissions';
import type { CardSpec } from './card-spec';
import { enquiriesLink, LINKS, monthRange } from './dashboard-links';
import { FigureLink, FooterFigure } from './figure-card';

const plain = (title: string, one: string, icon: ReactNode, value: number, to: string) => ({
  title,
  icon,
  value,
  to,
  counts: [one, title.toLowerCase()] as const,
});

/** The whole desk's enquiries and follow-ups (admins; a counsellor sees their own instead). */
export function deskSpecs({ today, cards }: DashboardSummary): CardSpec[] {
  const [thisMonth, lastMonth] = [monthRange(today), monthRange(today, -1)];
  return [
    {
      // the status, for everyone; the bell counts what this user has not seen yet
      title: 'Enquiries in status New',
      icon: <MessageOutlined />,
      value: cards.newEnquiries,
      to: enquiriesLink({ status: 'new' }),
      counts: ['enquiry in status New', 'enquiries in status New'],
    },
    {
      title: 'Enquiries this month',
      icon: <CalendarOutlined />,
      value: cards.enquiriesThisMonth,
      to: enquiriesLink(thisMonth),
      counts: ['enquiry this month', 'enquiries this month'],
      footer: cards.enquiriesLastMonth !== null && (
        <FooterFigure
          label="Last month"
          value={cards.enquiriesLastMonth}
          to={enquiriesLink(lastMonth)}
          counts={['enquiry last month', 'enquiries last month']}
        />
      ),
    },
    {
      title: 'Follow-ups due today',
      icon: <ScheduleOutlined />,
      value: cards.followUpsDueToday,
      to: LINKS.followUps,
      counts: ['follow-up due today', 'follow-ups due today'],
      footer: cards.followUpsOverdue !== null && (
        <FooterFigure
          label="Overdue"
          value={cards.followUpsOverdue}
          to={LINKS.followUps}
          counts={['follow-up overdue', 'follow-ups overdue']}
        />
      ),
    },
  ];
}

export const callsSpec = ({ cards }: DashboardSummary): CardSpec => ({
  title: 'Open call requests',
  icon: <PhoneOutlined />,
  value: cards.openCallRequests,
  to: LINKS.callRequests,
  counts: ['open call request', 'open call requests'],
});

/** The catalogue's sizes (for those who keep it) and the team (admins: null for others). */
export function catalogueSpecs({ cards }: DashboardSummary): CardSpec[] {
  const catalogue = userCan('colleges', 'write')
    ? [
        plain('Colleges', 'college', <BankOutlined />, cards.colleges, LINKS.colleges),
        plain('Courses', 'course', <BookOutlined />, cards.courses, LINKS.courses),
        plain('Countries', 'country', <GlobalOutlined />, cards.countries, LINKS.countries),
      ]
    : [];
  const team: CardSpec = {
    title: 'My Team',
    icon: <TeamOutlined />,
    value: cards.activeStaff,
    shown: 'active',
    to: LINKS.activeTeam,
    counts: ['team member', 'team members'],
    footer: cards.pendingRegistrations !== null && (
      <FigureLink
        value={cards.pendingRegistrations}
        shown="waiting for approval"
        to={LINKS.pendingRegistrations}
        counts={['to join the team', 'to join the team']}
      />
    ),
  };
  return [...catalogue, team];
}
