import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { DashboardSummary } from '@studydesk/contract';
import { formatDate } from '../../lib/dates';
import { EnquiryLink } from '../enquiries/enquiry-link';
import { enquiriesLink, LINKS } from './dashboard-links';
import { ListCard } from './list-card';
import { StatusLabel } from './status-label';

type Lists = DashboardSummary['lists'];

const dateAside = (what: string, date: string) => (
  <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
    {what} {formatDate(date)}
  </Typography>
);

export function LatestEnquiries({ rows }: { rows: Lists['latestEnquiries'] }) {
  return (
    <ListCard
      title="Latest enquiries"
      to="/enquiries"
      linkText="All enquiries"
      empty="No enquiries yet"
      rows={rows.map((e) => ({
        key: e._id,
        primary: (
          <>
            <EnquiryLink id={e._id}>{e.enqNo}</EnquiryLink> {[e.fName, e.lName].join(' ').trim()}
          </>
        ),
        secondary: `Received ${formatDate(e.createdAt)}`,
        aside: <StatusLabel status={e.status} />,
      }))}
    />
  );
}

export function FollowUpsToday({ rows }: { rows: Lists['followUpsToday'] }) {
  return (
    <ListCard
      title="Follow-ups due today"
      to={LINKS.followUps}
      linkText="All follow-ups"
      empty="Nothing due today"
      rows={rows.map((f) => ({
        key: f._id,
        primary: (
          <>
            <EnquiryLink id={f.enquiry}>{f.enqNo}</EnquiryLink> {f.enquiryName}
          </>
        ),
        secondary: f.followUpDetails ?? undefined,
      }))}
    />
  );
}

export function IntakesClosingSoon({ rows }: { rows: Lists['intakesClosingSoon'] }) {
  return (
    <ListCard
      title="Intake deadlines in the next 30 days"
      to={LINKS.intakes}
      linkText="All intakes"
      empty="No deadlines in the next 30 days"
      rows={rows.map((i) => ({
        key: i._id,
        primary: (
          <Link component={RouterLink} to={LINKS.intakesOf(i.college)} sx={{ fontWeight: 500 }}>
            {i.collegeName}
          </Link>
        ),
        secondary: (
          <>
            {i.intakeMonth} {i.intakeYear} intake ·{' '}
            <Link
              component={RouterLink}
              to={enquiriesLink({ intake: i._id })}
              aria-label={`Interested enquiries, ${i.collegeName} ${i.intakeMonth} ${i.intakeYear}`}
            >
              Interested enquiries
            </Link>
          </>
        ),
        aside: dateAside('Closes', i.deadlineDate),
      }))}
    />
  );
}

export function PendingRegistrations({
  rows,
}: {
  rows: NonNullable<Lists['pendingRegistrations']>;
}) {
  return (
    <ListCard
      title="Pending registrations"
      to={LINKS.pendingRegistrations}
      linkText="Review in My Team"
      empty="No registrations waiting"
      rows={rows.map((u) => ({
        key: u._id,
        primary: `${u.fname} ${u.lname}`.trim(),
        secondary: u.email,
        aside: dateAside('Registered', u.createdAt),
      }))}
    />
  );
}
