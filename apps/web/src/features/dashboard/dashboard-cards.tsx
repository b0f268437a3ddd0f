import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import {
  BankOutlined,
  BookOutlined,
  CalendarOutlined,
  GlobalOutlined,
  MessageOutlined,
  PhoneOutlined,
  ScheduleOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { DashboardSummary } from '@studydesk/contract';
import { enquiriesLink, LINKS, monthRange } from './dashboard-links';
import { FigureCard, FooterFigure } from './figure-card';

type Spec = {
  title: string;
  icon: ReactNode;
  value: number | null;
  to: string;
  counts: readonly [string, string];
  footer?: ReactNode;
};

const plain = (title: string, one: string, icon: ReactNode, value: number, to: string): Spec => ({
  title,
  icon,
  value,
  to,
  counts: [one, title.toLowerCase()],
});

/** The cards in reading order; a figure the role may not read is null and its card left out. */
function specs({ today, cards }: DashboardSummary): Spec[] {
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
    {
      title: 'Open call requests',
      icon: <PhoneOutlined />,
      value: cards.openCallRequests,
      to: LINKS.callRequests,
      counts: ['open call request', 'open call requests'],
    },
    plain('Colleges', 'college', <BankOutlined />, cards.colleges, LINKS.colleges),
    plain('Courses', 'course', <BookOutlined />, cards.courses, LINKS.courses),
    plain('Countries', 'country', <GlobalOutlined />, cards.countries, LINKS.countries),
    {
      title: 'My Team',
      icon: <TeamOutlined />,
      value: cards.pendingRegistrations,
      to: LINKS.pendingRegistrations,
      counts: ['pending registration', 'pending registrations'],
      footer: (
        <>
          Pending registrations ·{' '}
          <Link component={RouterLink} to={LINKS.team} sx={{ position: 'relative', zIndex: 1 }}>
            Open My Team
          </Link>
        </>
      ),
    },
  ];
}

/** The figures: four to a row on a desktop, two on a phone. */
export function DashboardCards({ summary }: { summary: DashboardSummary }) {
  return (
    <Box
      component="section"
      aria-label="Figures"
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2.5 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {specs(summary).map(({ value, ...spec }) =>
        value === null ? null : <FigureCard key={spec.title} value={value} {...spec} />,
      )}
    </Box>
  );
}
