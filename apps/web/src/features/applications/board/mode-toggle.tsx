import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AppstoreOutlined } from '../../../lib/icons/appstore-outlined';
import { UnorderedListOutlined } from '../../../lib/icons/unordered-list-outlined';
import type { BoardMode } from './use-board-state';

/** Board or List: the same applications as columns of stages or as a table. */
export function ModeToggle({
  mode,
  onChange,
}: {
  mode: BoardMode;
  onChange: (mode: BoardMode) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={mode}
      aria-label="Show as"
      onChange={(_event, next: BoardMode | null) => next && onChange(next)}
    >
      <ToggleButton value="board" sx={{ gap: 0.75, px: 1.5 }}>
        <AppstoreOutlined aria-hidden />
        Board
      </ToggleButton>
      <ToggleButton value="list" sx={{ gap: 0.75, px: 1.5 }}>
        <UnorderedListOutlined aria-hidden />
        List
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
