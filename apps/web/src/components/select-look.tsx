import type { KeyboardEvent, MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { LoadingBar } from './loading-bar';
import { displayOf, LOOK_CLASSES, type InlineSelectProps } from './inline-select-types';
import { outlineBox, outlinedRoot } from './outlined-look';

// MUI's small outlined select as the theme draws it and `InlineSelectPart` pads it: the value
// 4px above and below, 12px from the left, 32px kept for the arrow 7px from the right.
const root = { ...outlinedRoot, bgcolor: 'background.paper' } as const;

const display = {
  boxSizing: 'content-box',
  display: 'block',
  width: '100%',
  minWidth: 0,
  minHeight: '1.4375em',
  p: '4px 32px 4px 12px',
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'currentColor',
  borderRadius: '4px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  userSelect: 'none',
  cursor: 'pointer',
  '&:focus': { outline: 0 },
  '&[aria-disabled="true"]': { cursor: 'default', color: 'text.disabled' },
} as const;

const arrow = {
  position: 'absolute',
  right: '7px',
  top: 'calc(50% - .5em)',
  width: '1em',
  height: '1em',
  fontSize: '1.5rem',
  fill: 'currentColor',
  color: 'action.active',
  pointerEvents: 'none',
  userSelect: 'none',
} as const;

// no label: an empty legend, so the top border is whole (MUI's notched outline without a label)
const outline = {
  ...outlineBox,
  '& > legend': { float: 'unset', width: 'auto', overflow: 'hidden', p: 0, lineHeight: '11px' },
} as const;

/** The keys that open MUI's select. */
const OPEN_KEYS = new Set([' ', 'ArrowUp', 'ArrowDown', 'Enter']);

type Props = InlineSelectProps & {
  /** asked to open: the loading bar shows until the select is in */
  opening: boolean;
  onOpen: () => void;
  onFocusChange: (focused: boolean) => void;
};

/**
 * The select as it looks closed, drawn with styles only, while its code loads: the same box,
 * name and role, in the tab order; a click or an opening key asks for it to open once it is in.
 */
export function SelectLook({ opening, onOpen, onFocusChange, ...props }: Props) {
  const { label, disabled, minWidth = 130 } = props;
  const shown = displayOf(props) ?? (
    <span className="notranslate" aria-hidden>
      {'\u200b'}
    </span>
  );
  const open = (event: MouseEvent<HTMLDivElement> | KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.currentTarget.focus();
    onOpen();
  };
  return (
    <Box className={LOOK_CLASSES.root} sx={{ ...root, minWidth }}>
      <Box
        className={LOOK_CLASSES.value}
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-disabled={disabled ? 'true' : undefined}
        aria-busy={opening ? 'true' : undefined}
        onMouseDown={(event) => event.button === 0 && open(event)}
        onKeyDown={(event) => OPEN_KEYS.has(event.key) && open(event)}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
        sx={display}
      >
        {shown}
      </Box>
      <Box component="svg" viewBox="0 0 24 24" aria-hidden focusable="false" sx={arrow}>
        <path d="M7 10l5 5 5-5z" />
      </Box>
      <Box component="fieldset" aria-hidden sx={outline}>
        <legend>
          <span className="notranslate" aria-hidden>
            {'\u200b'}
          </span>
        </legend>
      </Box>
      {opening && <LoadingBar />}
    </Box>
  );
}
