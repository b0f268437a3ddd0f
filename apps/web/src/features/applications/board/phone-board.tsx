import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ApplicationCardView } from './application-card';
import { BoardColumnView } from './board-column';
import type { BoardViewProps } from './board-types';

type Props = BoardViewProps & {
  /** the column shown (else the first with cards: a phone opens on work, not on an empty stage) */
  column?: string;
  onColumn: (stage: string) => void;
};

/**
 * The board on a phone: one column at a time, chosen in a stage picker that names each stage
 * with its count; Move to moves a card (there is no room to drag).
 */
export default function PhoneBoard({ board, column, onColumn, ...props }: Props) {
  const shown =
    board.columns.find((c) => c.stage === column) ??
    board.columns.find((c) => c.count > 0) ??
    board.columns[0];
  if (!shown) return null;
  return (
    <Stack spacing={1.5}>
      <TextField
        select
        size="small"
        label="Stage"
        value={shown.stage}
        onChange={(event) => onColumn(event.target.value)}
        fullWidth
      >
        {board.columns.map((c) => (
          <MenuItem key={c.stage} value={c.stage}>
            {`${c.name} (${c.count})`}
          </MenuItem>
        ))}
      </TextField>
      <BoardColumnView
        column={shown}
        onMore={props.onMore}
        loadingMore={props.loadingMore === shown.stage}
        renderCard={(card) => (
          <ApplicationCardView card={card} stages={props.stages} onMove={props.onMove} />
        )}
      />
    </Stack>
  );
}
