import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../components/crud-parts';
import { NoAccess } from '../../components/no-access';
import { useDocumentTitle } from '../../layout/use-document-title';
import { localIsoDate } from '../../lib/dates';
import { userCan } from '../../lib/permissions';
import { FollowUpSection, type SectionSpec } from './follow-up-section';
import { followUps } from './follow-ups-resource';

/** Issue 3: what is due today first, then what is overdue, then what is coming. */
export const SECTIONS: readonly SectionSpec[] = [
  { due: 'today', title: 'Due today', empty: 'Nothing due today' },
  { due: 'overdue', title: 'Overdue', empty: 'Nothing overdue' },
  { due: 'upcoming', title: 'Upcoming', empty: 'Nothing upcoming' },
];

/** /follow-up: follow-ups by when they are due, each linked to its enquiry. */
export default function FollowUpsPage() {
  useDocumentTitle(followUps.title);
  // "today" is the reader's calendar day, sent so the server splits the lists the same way
  const [today] = useState(() => localIsoDate());
  return (
    <Stack spacing={4}>
      <PageHeader title={followUps.title} />
      {userCan('followUps', 'read') ? (
        SECTIONS.map((spec) => <FollowUpSection key={spec.due} spec={spec} today={today} />)
      ) : (
        <NoAccess />
      )}
    </Stack>
  );
}
