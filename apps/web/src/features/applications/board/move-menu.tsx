import type { ApplicationCard } from '@studydesk/contract';
import { MoveToMenu } from '../move-to-menu';
import { cardLabel, studentOf, type MoveTo, type StageOption } from './board-types';

/**
 * The keyboard's way to move a card (and the phone's): a button opening a menu of the other
 * stages. Dragging is for the mouse; this works everywhere.
 */
export function MoveMenu(props: {
  card: ApplicationCard;
  stages: readonly StageOption[];
  onMove: MoveTo;
}) {
  const { card, stages, onMove } = props;
  return (
    <MoveToMenu
      stages={stages.filter((s) => s.key !== card.stage)}
      label={`Move to (${cardLabel(card)})`}
      menuLabel={`Move ${studentOf(card)} to`}
      onPick={(s) => onMove(card, s.key)}
      sx={{ alignSelf: 'flex-start', px: 1, ml: -1 }}
    />
  );
}
