import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

type Props<S extends { key: string; name: string }> = {
  id: string;
  anchor: HTMLElement | null;
  stages: readonly S[];
  menuLabel: string;
  onPick: (stage: S) => void;
  onClose: () => void;
};

/** The "Move to" menu of stages (loaded by `MoveToMenu` on first use). */
export default function MoveToMenuList<S extends { key: string; name: string }>({
  id,
  anchor,
  stages,
  menuLabel,
  onPick,
  onClose,
}: Props<S>) {
  return (
    <Menu
      id={`${id}-menu`}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': menuLabel } }}
    >
      {stages.map((s) => (
        <MenuItem
          key={s.key}
          onClick={() => {
            onClose();
            onPick(s);
          }}
        >
          {s.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
