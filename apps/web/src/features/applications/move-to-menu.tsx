import { useId, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DownOutlined } from '../../lib/icons/down-outlined';

type Props<S extends { key: string; name: string }> = Pick<
  ButtonProps,
  'variant' | 'loading' | 'sx'
> & {
  /** the stages it may move to (not the one it is at); none, and the button is disabled */
  stages: readonly S[];
  /** the button's name when "Move to" alone would not say which application */
  label?: string;
  /** the menu's name, e.g. "Move Meera Nair to" */
  menuLabel: string;
  onPick: (stage: S) => void;
};

/** A "Move to" button opening a menu of stages: the board's cards and the record share it. */
export function MoveToMenu<S extends { key: string; name: string }>(props: Props<S>) {
  const { stages, label, menuLabel, onPick, ...button } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <Button
        id={`${id}-button`}
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        endIcon={<DownOutlined aria-hidden style={{ fontSize: 10 }} />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={stages.length === 0}
        {...button}
      >
        Move to
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': menuLabel } }}
      >
        {stages.map((s) => (
          <MenuItem
            key={s.key}
            onClick={() => {
              setAnchor(null);
              onPick(s);
            }}
          >
            {s.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
