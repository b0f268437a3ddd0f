import { useState } from 'react';
import Box from '@mui/material/Box';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { ApplicationBoard, ApplicationCard } from '@studydesk/contract';
import { ApplicationCardView } from './application-card';
import { BoardColumnView } from './board-column';
import { BoardLayout, COLUMN_WIDTH, columnSx } from './board-layout';
import type { BoardViewProps } from './board-types';
import { DraggableCard } from './draggable-card';

type Props = BoardViewProps;

/** A column that takes a dropped card. */
function DropColumn(props: Omit<Props, 'board'> & { column: ApplicationBoard['columns'][number] }) {
  const { column, stages, onMove } = props;
  const { setNodeRef, isOver } = useDroppable({ id: column.stage });
  return (
    <Box ref={setNodeRef} sx={columnSx}>
      <BoardColumnView
        column={column}
        over={isOver}
        onMore={props.onMore}
        loadingMore={props.loadingMore === column.stage}
        renderCard={(card) => <DraggableCard card={card} stages={stages} onMove={onMove} />}
      />
    </Box>
  );
}

/**
 * The board's columns with dragging (loaded by `BoardColumns`): a card dragged (a few pixels
 * first, so a click still opens it) and dropped on another column moves there.
 */
export default function BoardDnd(props: Props) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [dragged, setDragged] = useState<ApplicationCard | null>(null);
  const start = ({ active }: DragStartEvent) =>
    setDragged((active.data.current as { card: ApplicationCard } | undefined)?.card ?? null);
  const end = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const card = (active.data.current as { card: ApplicationCard } | undefined)?.card;
    if (card && over && over.id !== card.stage) props.onMove(card, String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragged(null)}
    >
      <BoardLayout
        board={props.board}
        column={(column) => <DropColumn key={column.stage} column={column} {...props} />}
      />
      <DragOverlay>
        {dragged && (
          <Box sx={{ width: COLUMN_WIDTH - 22, cursor: 'grabbing', boxShadow: 6 }}>
            <ApplicationCardView card={dragged} stages={props.stages} onMove={() => undefined} />
          </Box>
        )}
      </DragOverlay>
    </DndContext>
  );
}
