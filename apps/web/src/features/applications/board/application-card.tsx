import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import type { ApplicationCard } from '@studydesk/contract';
import { CardDeadline } from './card-deadline';
import { CardDocuments } from './card-documents';
import { cardLabel, intakeOf, studentOf, type MoveTo, type StageOption } from './board-types';
import { MoveMenu } from './move-menu';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** One line, cut with an ellipsis, whole in its tooltip. */
function Line({ text, strong }: { text: string; strong?: boolean }) {
  return (
    <Typography variant="body2" noWrap title={text} sx={{ fontWeight: strong ? 500 : 400 }}>
      {text}
    </Typography>
  );
}

/**
 * A card of the board: the student (opening the application) and enquiry number, college,
 * course, intake, owner, days in stage, the next deadline, documents missing and Move to.
 */
export function ApplicationCardView(props: {
  card: ApplicationCard;
  stages: readonly StageOption[];
  onMove: MoveTo;
}) {
  const { card } = props;
  const { pathname, search } = useLocation();
  return (
    <Paper
      component="article"
      aria-label={cardLabel(card)}
      variant="outlined"
      sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.25, minWidth: 0 }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/applications/${card._id}`}
          state={{ from: `${pathname}${search}` }}
          noWrap
          sx={{ fontWeight: 600, minWidth: 0 }}
        >
          {studentOf(card)}
        </Link>
        <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
          {card.enqNo}
        </Typography>
      </Stack>
      <Line text={card.collegeName ?? 'College'} strong />
      <Line text={card.courseTitle ?? 'Course'} />
      <Typography variant="caption" color="text.secondary">
        {`${intakeOf(card)} · ${card.assignedToName ?? 'Unassigned'}`}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {`${days(card.daysInStage)} in stage`}
      </Typography>
      <CardDeadline deadline={card.nextDeadline} />
      <CardDocuments missing={card.missingDocuments} />
      <MoveMenu {...props} />
    </Paper>
  );
}
