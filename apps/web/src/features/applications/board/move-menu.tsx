import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DownOutlined } from '@ant-design/icons';
import type { ApplicationCard } from '@studydesk/contract';
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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const others = stages.filter((s) => s.key !== card.stage);
  return (
    <>
      <Button
        id={`${id}-button`}
        size="small"
        aria-label={`Move to (${cardLabel(card)})`}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        endIcon={<DownOutlined aria-hidden style={{ fontSize: 10 }} />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={others.length === 0}
        sx={{ alignSelf: 'flex-start', px: 1, ml: -1 }}
      >
        Move to
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': `Move ${studentOf(card)} to` } }}
      >
        {others.map((s) => (
          <MenuItem
            key={s.key}
            onClick={() => {
              setAnchor(null);
              onMove(card, s.key);
            }}
          >
            {s.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
