import { useId, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import { SearchOutlined } from '../lib/icons/search-outlined';
import { outlineBox, outlinedRoot } from './outlined-look';

type SearchFieldProps = {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  width: { xs: string; sm: number | string };
};

// MUI's outlined field, 41px tall, the label always raised into a notch of the outline.
const root = {
  ...outlinedRoot,
  pl: '14px',
  cursor: 'text',
  '&:focus-within > label': { color: 'primary.main' },
} as const;

const label = {
  position: 'absolute',
  left: 0,
  top: 0,
  zIndex: 1,
  transform: 'translate(14px, -9px) scale(0.75)',
  transformOrigin: 'top left',
  maxWidth: 'calc(133% - 32px)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  color: 'grey.600',
} as const;

// The notch is the browser's own: a legend in the fieldset breaks its top border, as in MUI.
const outline = {
  ...outlineBox,
  '& > legend': {
    float: 'unset',
    display: 'block',
    width: 'auto',
    maxWidth: '100%',
    height: 11,
    p: 0,
    fontSize: '0.75em',
    visibility: 'hidden',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    '& > span': { px: '5px', display: 'inline-block', opacity: 0, visibility: 'visible' },
  },
} as const;

// InputAdornment's box: a flat line, so the icon never makes the field taller
const adornment = {
  display: 'flex',
  alignItems: 'center',
  height: '0.01em',
  maxHeight: '2em',
  mr: 1,
  color: 'action.active',
} as const;

const input = {
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'currentColor',
  p: '10.5px 14px 10.5px 12px',
  border: 0,
  boxSizing: 'content-box',
  background: 'none',
  height: '1.4375em',
  m: 0,
  display: 'block',
  minWidth: 0,
  width: '100%',
  '&:focus': { outline: 0 },
  '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
} as const;

/**
 * A list's search field, drawn as MUI's outlined TextField with the search icon at its start,
 * with a plain input and styles only: MUI's field modules (InputBase, OutlinedInput, the label,
 * the form control and the adornment: 9 KB) sat on the first load of every list for this one
 * field. It is a real input from the first paint, so typing works at once.
 */
export function SearchField({ label: text, value, onChange, width }: SearchFieldProps) {
  const id = useId();
  return (
    <Box sx={{ ...root, width }}>
      <Box component="label" htmlFor={id} sx={label}>
        {text}
      </Box>
      <Box sx={adornment}>
        <SearchOutlined aria-hidden />
      </Box>
      <Box component="input" id={id} type="search" value={value} onChange={onChange} sx={input} />
      <Box component="fieldset" aria-hidden sx={outline}>
        <legend>
          <span>{text}</span>
        </legend>
      </Box>
    </Box>
  );
}
