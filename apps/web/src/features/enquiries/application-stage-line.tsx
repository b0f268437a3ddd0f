import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TimelineEntry } from '@studydesk/contract';
import { VisuallyHidden } from '../../components/visually-hidden';

type Move = Extract<TimelineEntry, { type: 'applicationStage' }>;

const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** "Lakeside College — MSc Data Science", or what is left of it. */
const about = (m: Move) =>
  [m.collegeName, m.courseTitle].filter(Boolean).join(' — ') || 'an application';

/**
 * One of the student's applications moving between stages: "Application: Lakeside
 * College — MSc Data Science moved Shortlisted → Submitted", its note below; the first line of
 * an application says it was opened.
 */
export function ApplicationStageLine({ entry: m }: { entry: Move }) {
  const to = m.toName ?? m.to;
  return (
    <>
      <Typography sx={text}>
        <strong>Application:</strong>{' '}
        <Link component={RouterLink} to={`/applications/${m.applicationId}`}>
          {about(m)}
        </Link>{' '}
        {m.from === null ? (
          <>opened as {to}</>
        ) : (
          <>
            moved {m.fromName ?? m.from}{' '}
            <Box component="span" aria-hidden>
              →
            </Box>
            <VisuallyHidden>to</VisuallyHidden> {to}
          </>
        )}
      </Typography>
      {m.note && (
        <Typography variant="body2" color="text.secondary" sx={text}>
          Note: {m.note}
        </Typography>
      )}
    </>
  );
}
