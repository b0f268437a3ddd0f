import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import type { ShortlistItem } from '@studydesk/contract';
import { PHASE_LABELS } from '@studydesk/contract/plain';
import { InlineSelect } from '../../components/inline-select';
import { ToneChip } from '../../components/tone-chip';
import { VisuallyHidden } from '../../components/visually-hidden';
import { withToasts } from '../../lib/with-toasts';
import { formatDate } from '../../lib/dates';
import { useAddApplicationMutation } from './enquiry-applications-api';

type Intake = ShortlistItem['intakes'][number];
const intakeLabel = (i: Intake) =>
  `${i.intakeMonth} ${i.intakeYear} · apply by ${formatDate(i.deadlineDate)}`;

/**
 * Already applied for: the phase its application is in (Shortlisted, Applied, Offer …), and
 * (when the caller may open it) a link to the application.
 */
function Applied({ item, from }: { item: ShortlistItem; from: string }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <ToneChip label={PHASE_LABELS[item.applicationPhase ?? 'shortlist']} tone="success" />
      {item.applicationId && (
        <Link component={RouterLink} to={`/applications/${item.applicationId}`} state={{ from }}>
          Open<VisuallyHidden>{` the ${item.courseTitle} application`}</VisuallyHidden>
        </Link>
      )}
    </Stack>
  );
}

/**
 * One suggested course: the course, its college and country, its open intakes (soonest first,
 * with their deadlines), and Add: a Shortlisted application for the chosen (soonest) intake.
 */
export function SuggestedCourse({ item, enquiry }: { item: ShortlistItem; enquiry: string }) {
  const [intake, setIntake] = useState(item.intakes[0]?._id ?? '');
  const [add, { isLoading }] = useAddApplicationMutation();
  const [added, setAdded] = useState(false);
  const { pathname } = useLocation();
  const what = `${item.courseTitle} at ${item.collegeName}`;
  const onAdd = async () => {
    const body = { enquiry, college: item.college, course: item.course, intake: intake || null };
    const ok = await withToasts(
      () => add(body).unwrap(),
      `Shortlisted ${what}`,
      'Failed to add the application',
    );
    if (ok) setAdded(true);
  };
  const chosen = item.intakes.find((i) => i._id === intake);
  return (
    <ListItem
      divider
      disableGutters
      sx={{ gap: 1.5, py: 1.25, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Stack sx={{ minWidth: 0, flex: '1 1 240px' }} spacing={0.25}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.courseTitle}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {[item.collegeName, item.countryName, item.level].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {item.reason}
        </Typography>
        {item.intakes.length === 1 && chosen && (
          <Typography variant="caption">{intakeLabel(chosen)}</Typography>
        )}
        {item.intakes.length === 0 && (
          <Typography variant="caption" color="text.secondary">
            No open intake yet
          </Typography>
        )}
      </Stack>
      {item.intakes.length > 1 && !(item.applied || added) && (
        <InlineSelect
          label={`Intake for ${what}`}
          value={intake}
          minWidth={220}
          options={item.intakes.map((i) => ({ value: i._id, label: intakeLabel(i) }))}
          onChange={setIntake}
        />
      )}
      {item.applied || added ? (
        <Applied item={item} from={pathname} />
      ) : (
        <Button
          size="small"
          variant="outlined"
          loading={isLoading}
          onClick={() => void onAdd()}
          aria-label={`Add ${what}`}
        >
          Add
        </Button>
      )}
    </ListItem>
  );
}
