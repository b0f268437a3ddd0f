import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import type { Application } from '@studydesk/contract';
import { QueryState } from '../../components/query-state';
import { SectionCard } from '../../components/section-card';
import { ToneChip } from '../../components/tone-chip';
import { PHASE_TONES } from '../application-stages/stage-labels';
import { applicationTitle, intakeName } from '../applications/record/record-format';
import { useStudentApplicationsQuery } from './enquiry-applications-api';

function Row({ application: a, from }: { application: Application; from: string }) {
  return (
    <ListItem divider disableGutters sx={{ gap: 1.5, py: 1, flexWrap: 'wrap' }}>
      <Stack sx={{ minWidth: 0, flex: '1 1 220px' }}>
        <Link
          component={RouterLink}
          to={`/applications/${a._id}`}
          state={{ from }}
          sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
        >
          {applicationTitle(a)}
        </Link>
        <Typography variant="caption" color="text.secondary">
          {intakeName(a) ? `${intakeName(a)} intake` : 'No intake yet'}
          {a.assignedToName ? ` · ${a.assignedToName}` : ''}
        </Typography>
      </Stack>
      <ToneChip
        label={a.stageName ?? a.stage}
        tone={a.phase ? PHASE_TONES[a.phase] : 'secondary'}
      />
    </ListItem>
  );
}

/** The student's applications, each with its stage, opening its record. */
export function EnquiryApplications({ enquiry }: { enquiry: string }) {
  const query = useStudentApplicationsQuery(enquiry);
  const { pathname } = useLocation();
  return (
    <SectionCard title="Applications">
      <QueryState
        query={query}
        fallback="Failed to load the applications"
        loadingLabel="Loading the applications"
      >
        {(applications) =>
          applications.length === 0 ? (
            <Typography color="text.secondary">
              No applications yet. Add one from the suggested courses.
            </Typography>
          ) : (
            <List disablePadding aria-label="Applications" sx={{ mt: -1 }}>
              {applications.map((a) => (
                <Row key={a._id} application={a} from={pathname} />
              ))}
            </List>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
