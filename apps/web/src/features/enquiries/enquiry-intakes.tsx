import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toast } from '../../lib/toast/toast';
import type { Enquiry, EnquiryIntake } from '@studydesk/contract';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { formatDate, localIsoDate } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { userCan } from '../../lib/permissions';
import { useAddFollowUpMutation, useEnquiryIntakesQuery } from './intakes-api';

export const closesIn = (days: number) =>
  days === 0 ? 'closes today' : days === 1 ? 'closes tomorrow' : `closes in ${days} days`;

const intakeName = (i: EnquiryIntake) => `${i.collegeName} ${i.intakeMonth} ${i.intakeYear}`;

function FollowUpButton({ enquiry, intake }: { enquiry: string; intake: EnquiryIntake }) {
  const [add, { isLoading }] = useAddFollowUpMutation();
  const [added, setAdded] = useState(false);
  const onClick = () =>
    add({
      enquiry,
      nextContactDate: intake.followUpDate,
      followUpDetails: `Apply for ${intakeName(intake)}: the deadline is ${formatDate(intake.deadlineDate)}`,
    })
      .unwrap()
      .then(() => {
        setAdded(true);
        toast.success(`Follow-up added for ${formatDate(intake.followUpDate)}`);
      })
      .catch((err: unknown) => toast.error(errorMessage(err, 'Failed to add the follow-up')));
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={isLoading || added}
      onClick={() => void onClick()}
      aria-label={
        added
          ? `Follow-up added for ${intakeName(intake)}`
          : `Follow up ${formatDate(intake.followUpDate)}, before ${intakeName(intake)} closes`
      }
      sx={{ flexShrink: 0 }}
    >
      {added ? 'Follow-up added' : `Follow up ${formatDate(intake.followUpDate)}`}
    </Button>
  );
}

/**
 * Open intakes that fit what the enquirer is interested in (country, course, college,
 * preferred intake), with one click to book a follow-up before the deadline. Nothing at all
 * while they load or when none fits: an empty card would only push the timeline down.
 */
export function EnquiryIntakes({ enquiry }: { enquiry: Enquiry }) {
  const [today] = useState(() => localIsoDate());
  const query = useEnquiryIntakesQuery({ id: enquiry._id, today });
  const canWrite = userCan('enquiries', 'write');
  if (!query.isError && !query.data?.length) return null;
  return (
    <SectionCard title="Open intakes for this interest">
      <QueryState
        query={query}
        fallback="Failed to load the intakes"
        loadingLabel="Loading the intakes"
      >
        {(intakes) => (
          <List disablePadding sx={{ mt: -1 }}>
            {intakes.map((i) => (
              <ListItem key={i._id} divider disableGutters sx={{ gap: 2, py: 1, flexWrap: 'wrap' }}>
                <Stack sx={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {i.collegeName}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {i.intakeMonth} {i.intakeYear} intake · {closesIn(i.daysLeft)} (
                    {formatDate(i.deadlineDate)})
                  </Typography>
                </Stack>
                {canWrite && <FollowUpButton enquiry={enquiry._id} intake={i} />}
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
    </SectionCard>
  );
}
