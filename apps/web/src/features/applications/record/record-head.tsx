import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ApplicationDetail } from '@studydesk/contract';
import { ToneChip } from '../../../components/tone-chip';
import { PHASE_TONES } from '../../application-stages/stage-labels';
import { MoveStage } from './move-stage';
import { OwnerControl } from './owner-control';
import { applicationTitle, intakeName, timeInStage } from './record-format';

/** A fact of the head; a `wide` one takes a phone's whole row (the owner's select needs it). */
function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? { xs: '1 / -1', md: 'auto' } : undefined }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * What the application is and where it stands: the student (to their record), college, course,
 * intake, owner (an admin's to change); the stage, how long it has been there, and Move to.
 * `actions` (the ⋮ menu) sits beside the title at every width.
 */
export function RecordHead({
  application: a,
  actions,
}: {
  application: ApplicationDetail;
  actions: ReactNode;
}) {
  const student = a.studentName?.trim() || 'Student';
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', gap: 1.5, alignItems: 'flex-start' }}
          >
            <Stack spacing={0.25} sx={{ minWidth: 0 }}>
              <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {applicationTitle(a)}
              </Typography>
              <Typography color="text.secondary">
                Application of{' '}
                <Link
                  component={RouterLink}
                  to={`/enquiries/${a.enquiry}`}
                  sx={{ fontWeight: 500 }}
                >
                  {student}
                  {a.enqNo ? ` (${a.enqNo})` : ''}
                </Link>
              </Typography>
            </Stack>
            <Box sx={{ flexShrink: 0 }}>{actions}</Box>
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography color="text.secondary">Stage</Typography>
            <ToneChip
              label={a.stageName ?? a.stage}
              tone={a.phase ? PHASE_TONES[a.phase] : 'secondary'}
            />
            <Typography variant="body2" color="text.secondary">
              {timeInStage(a.stageAt)}
            </Typography>
            <MoveStage application={a} />
          </Stack>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(4, minmax(0, 1fr))',
              },
            }}
          >
            <Fact label="College">{a.collegeName ?? '—'}</Fact>
            <Fact label="Course">{a.courseTitle ?? '—'}</Fact>
            <Fact label="Intake">{intakeName(a) ?? 'Not chosen yet'}</Fact>
            <Fact label="Owner" wide>
              <OwnerControl application={a} />
            </Fact>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
