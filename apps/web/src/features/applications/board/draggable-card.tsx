import Box from '@mui/material/Box';
import { useDraggable } from '@dnd-kit/core';
import type { ApplicationCard } from '@studydesk/contract';
import { ApplicationCardView } from './application-card';
import { cardSx } from './board-layout';
import type { MoveTo, StageOption } from './board-types';

/**
 * A card the mouse (or a finger) can drag to another column. The keyboard moves it with its
 * Move to menu instead, so the card itself takes no focus and no role: its link and button
 * stay the only controls in it.
 */
export function DraggableCard(props: {
  card: ApplicationCard;
  stages: readonly StageOption[];
  onMove: MoveTo;
}) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: props.card._id,
    data: { card: props.card },
  });
  return (
    <Box
      ref={setNodeRef}
      {...listeners}
      data-card={props.card._id}
      sx={{ ...cardSx, opacity: isDragging ? 0.4 : 1 }}
    >
      <ApplicationCardView {...props} />
    </Box>
  );
}
