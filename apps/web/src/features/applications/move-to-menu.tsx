import { useId, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { LazyPopup } from '../../components/lazy-popup';
import { DownOutlined } from '../../lib/icons/down-outlined';
import { lazyPart } from '../../lib/lazy';

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

// The menu (MUI's menu family) loads on first use; hovering or focusing the button fetches it.
const MoveToMenuList = lazyPart(() => import('./move-to-menu-list'));

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
        onMouseEnter={MoveToMenuList.preload}
        onFocus={MoveToMenuList.preload}
        disabled={stages.length === 0}
        {...button}
      >
        Move to
      </Button>
      <LazyPopup open={Boolean(anchor)}>
        <MoveToMenuList
          id={id}
          anchor={anchor}
          stages={stages}
          menuLabel={menuLabel}
          onPick={(s) => onPick(s as S)}
          onClose={() => setAnchor(null)}
        />
      </LazyPopup>
    </>
  );
}
