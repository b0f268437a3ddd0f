import { useEffect, type CSSProperties, type ReactNode } from 'react';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { TRANSITION_MS } from '@studydesk/contract/plain';
import { CARD_SHADOW } from '../lib/theme/overrides';

type Props = {
  id: string;
  open: boolean;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  /** accessible name of the popup */
  label: string;
  size?: { width?: CSSProperties['width']; minWidth?: number; maxWidth?: number };
  children: ReactNode;
};

const EDGE = 8;
const POPPER_MODIFIERS = [
  { name: 'offset', options: { offset: [0, 9] } },
  { name: 'preventOverflow', options: { padding: EDGE } },
];

/**
 * The popup's size, never wider than the viewport less a margin each side (a 320 px phone
 * included: its least width gives way too). The popper is placed by the size it has when it
 * opens, so what grows later (a tab's longer rows) must not widen it: give it a `width`.
 */
function fit(size: Props['size']) {
  const edge = `calc(100vw - ${2 * EDGE}px)`;
  const cap = (px: number | undefined) => (px === undefined ? edge : `min(${px}px, ${edge})`);
  return {
    ...size,
    maxWidth: cap(size?.maxWidth),
    ...(size?.minWidth === undefined ? {} : { minWidth: cap(size.minWidth) }),
  };
}

/** Escape closes an open popup and puts focus back on the button that opened it. */
function useEscapeToClose(open: boolean, onClose: () => void, anchorEl: HTMLElement | null) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      anchorEl?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose, anchorEl]);
}

/** A header popup (bell, profile): grows in and out in 150 ms, closes on click-away and Escape. */
export function HeaderPopper({ id, open, anchorEl, onClose, label, size, children }: Props) {
  const onClickAway = (event: MouseEvent | TouchEvent) => {
    if (anchorEl?.contains(event.target as Node)) return;
    onClose();
  };
  useEscapeToClose(open, onClose, anchorEl);
  return (
    <Popper
      id={id}
      open={open}
      anchorEl={anchorEl}
      placement="bottom-end"
      transition
      disablePortal
      sx={{ zIndex: 1300 }}
      popperOptions={{ modifiers: POPPER_MODIFIERS }}
    >
      {({ TransitionProps }) => (
        <Grow
          {...TransitionProps}
          timeout={{ enter: TRANSITION_MS.enter, exit: TRANSITION_MS.exit }}
          style={{ transformOrigin: 'top right' }}
        >
          <Paper
            role="dialog"
            aria-label={label}
            sx={{ boxShadow: CARD_SHADOW, border: 1, borderColor: 'divider', ...fit(size) }}
          >
            <ClickAwayListener onClickAway={onClickAway}>
              <div>{children}</div>
            </ClickAwayListener>
          </Paper>
        </Grow>
      )}
    </Popper>
  );
}
